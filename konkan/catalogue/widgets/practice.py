"""The practice widget's words (``widget.practice.*``) and the class test's (``widget.class_test.*``):
what the page shows around a puzzle, the test's stages, their pictures, and what either refuses
(``error.widget.practice.*``, ``error.widget.class_test.*``)."""

from __future__ import annotations

WORDS: dict[str, str] = {
    # what the page calls the widget once its kernel is gone (widget.lost)
    "widget.practice.noun": "practice",
    "widget.class_test.noun": "test",
    # --- what the page writes around a puzzle (js/src/puzzle.js, practice.js), sent to it as templates
    "widget.practice.page.root": "Practice puzzles",
    "widget.practice.page.title": "Practice",
    "widget.practice.page.level_badge": "Level {level} of {levels}",
    "widget.practice.page.puzzle": "Puzzle {number}",
    "widget.practice.page.streak": "Streak {streak}",
    "widget.practice.page.streak_title": "Right answers in a row in this box",
    "widget.practice.page.score": "{right} right of {tried}",
    "widget.practice.page.two_colours": "Two colours",
    "widget.practice.page.four_colours": "Four colours",
    "widget.practice.page.all_in_melds": "Every card is in a meld.",
    "widget.practice.page.row_label": "{caption}: {cards}",
    "widget.practice.page.your_melds": "Your melds",
    "widget.practice.page.no_melds_yet": "No melds made yet.",
    "widget.practice.page.remove": "Remove",
    "widget.practice.page.remove_title": "Put these cards back in the hand",
    "widget.practice.page.remove_label": "Remove meld {number}: {cards}",
    "widget.practice.page.check": "Check",
    "widget.practice.page.keep": "Keep this answer",
    "widget.practice.page.keep_typed": "Keep what I typed",
    "widget.practice.page.your_answer": "Your answer",
    "widget.practice.page.answer_label": "Your answer:",
    "widget.practice.page.how": "{how}.",
    "widget.practice.page.each_score": "Each player's score",
    "widget.practice.page.make_meld": "Make a meld",
    "widget.practice.page.pick_first": "Pick the cards of a meld first.",
    "widget.practice.page.put_back": "Put all back",
    "widget.practice.page.type_all": "Or type them all:",
    "widget.practice.page.type_it": "Or type it:",
    "widget.practice.page.cited": "{text} ({rule})",
    "widget.practice.page.slip": "The slip:",
    "widget.practice.page.right": "Right!",
    "widget.practice.page.not_right": "Not right",
    "widget.practice.page.speak_right": "Right! {text}",
    "widget.practice.page.speak_wrong": "Not right. {text}",
    "widget.practice.page.show_hint": "Show a hint",
    "widget.practice.page.show_solution": "Show the solution",
    "widget.practice.page.solution_title": "Seeing the solution first counts this puzzle as missed.",
    "widget.practice.page.next": "Next puzzle",
    "widget.practice.page.hint": "Hint",
    "widget.practice.page.solution": "Solution",
    "widget.practice.page.seen_first": "Seen before answering, so this puzzle counts as missed.",
    "widget.practice.page.levels_title": "Your level at each kind of puzzle:",
    "widget.practice.page.levels_label": "Your level at each kind",
    "widget.practice.page.level": "level {level}",
    "widget.practice.page.level_of": "level {level} of {levels}",
    "widget.practice.page.level_right": "{right} of {tried} right",
    # --- what the class test's page writes (js/src/class_test.js), sent to it as templates
    "widget.class_test.page.title": "Test",
    "widget.class_test.page.title_class": "Test \u00b7 class {code}",
    "widget.class_test.page.badge_results": "{right} right of {count}",
    "widget.class_test.page.badge_handed_in": "Handed in",
    "widget.class_test.page.badge_answered": "{answered} of {count} answered",
    "widget.class_test.page.start_label": "Start the test",
    "widget.class_test.page.describe": "A test of your class's puzzles.",
    "widget.class_test.page.how_it_goes": (
        "Each answer is kept in a file as you go. When you finish, you hand the test in. You see what you got "
        "right, and why, when your teacher gives the release word."
    ),
    "widget.class_test.page.ask_begun": "A test was begun on this computer as {name}. Is it yours?",
    "widget.class_test.page.ask_handed_in": "A test was handed in on this computer as {name}. Is it yours?",
    "widget.class_test.page.mine": "Yes, it is mine: carry on",
    "widget.class_test.page.not_mine": "No, I am another {name}: start my own",
    "widget.class_test.page.not_mine_title": "The test begun before is kept for your teacher; yours starts empty.",
    "widget.class_test.page.another_name": "Type another name",
    "widget.class_test.page.code_label": "Class code:",
    "widget.class_test.page.name_label": "Your name:",
    "widget.class_test.page.start": "Start the test",
    "widget.class_test.page.begun_already": "Begun already?",
    "widget.class_test.page.carry_on_as": "Carry on as {name}",
    "widget.class_test.page.carry_on_as_class": "Carry on as {name} (class {code})",
    "widget.class_test.page.resume_how": "To carry on as {name}, type your name in the box above, then Start the test.",
    "widget.class_test.page.nav_label": "The test's puzzles",
    "widget.class_test.page.nav_right": "Puzzle {number}, right",
    "widget.class_test.page.nav_no_answer": "Puzzle {number}, no answer",
    "widget.class_test.page.nav_not_right": "Puzzle {number}, not right",
    "widget.class_test.page.nav_answered": "Puzzle {number}, answered",
    "widget.class_test.page.nav_open": "Puzzle {number}, no answer yet",
    "widget.class_test.page.results_label": "Your results",
    "widget.class_test.page.you_got": "You got {right} of {count} right.",
    "widget.class_test.page.no_answer_given": "Not right: no answer was given.",
    "widget.class_test.page.answered_right": "Right! You answered \u201c{answer}\u201d.",
    "widget.class_test.page.answered_wrong": "Not right: you answered \u201c{answer}\u201d.",
    "widget.class_test.page.the_answer": "The answer: {answer}",
    "widget.class_test.page.look_again": "Look at it again",
    "widget.class_test.page.download": "Download {name}",
    "widget.class_test.page.handed_in_label": "Handed in",
    "widget.class_test.page.handed_in_line": "Your test is handed in: {answered} of {count} puzzles answered.",
    "widget.class_test.page.release_how": (
        "Your results show here when your teacher gives the release word. Type it, then Show my results."
    ),
    "widget.class_test.page.release_label": "Release word:",
    "widget.class_test.page.show_results": "Show my results",
    "widget.class_test.page.puzzle_of": "Puzzle {number} of {count}: {name}",
    "widget.class_test.page.kept": "Your answer now: \u201c{answer}\u201d. Give another to change it, until you finish.",
    "widget.class_test.page.previous": "Previous puzzle",
    "widget.class_test.page.next": "Next puzzle",
    "widget.class_test.page.skip": "Skip this puzzle for now",
    "widget.class_test.page.finish_left": "Finish, with {left} not answered",
    "widget.class_test.page.finish": "Finish the test",
    "widget.class_test.page.finish_title": "Your answers are marked, and can't be changed after.",
    "widget.class_test.page.not_you": "Not {name}?",
    "widget.class_test.page.not_me": "This is not me",
    "widget.class_test.page.sure_one": "Finish now? {left} puzzle has no answer, and after this no answer can change.",
    "widget.class_test.page.sure_many": "Finish now? {left} puzzles have no answer, and after this no answer can change.",
    "widget.class_test.page.sure": "Finish now? After this no answer can change.",
    "widget.class_test.page.yes_finish": "Yes, finish the test",
    "widget.class_test.page.not_yet": "Not yet",
    "widget.class_test.page.no_answer": "No answer was given to this puzzle.",
    # --- the rows of cards a puzzle shows, each with its caption
    "widget.practice.row.left_in_hand": "The cards left in the hand",
    "widget.practice.row.cards": "The cards",
    "widget.practice.row.hand": "The hand",
    "widget.practice.row.opening": "Your hand: pick the cards of a meld, then Make a meld",
    "widget.practice.row.went_down": "{name} went down",
    "widget.practice.row.never_down": "{name} never went down",
    "widget.practice.row.your_hand": "Your hand",
    "widget.practice.row.your_table_meld": "Your meld on the table",
    "widget.practice.row.top": "The top of the discard pile",
    "widget.practice.row.lay_off": "Your hand: pick the cards you can lay off",
    "widget.practice.row.your_meld": "Your meld ({name})",
    "widget.practice.row.their_meld": "{name}'s meld",
    # --- under the puzzle: levels go by kind
    "widget.practice.by_kind": "Levels go by kind: each kind of puzzle has its own level.",
    "widget.practice.by_kind.top": "{kind} is at level {level}, the top one.",
    "widget.practice.by_kind.rise": (
        "{kind} goes up to level {level} after {after} right in a row at it, in any box: {so_far} so far."
    ),
    "widget.practice.by_kind.streak": "The streak counts this box's answers, of every kind.",
    # --- said by Python to the practice page
    "widget.practice.welcome_back.streak": (
        "Welcome back: you carry on where you were, at puzzle {number}, with {right} right of {tried} and "
        "your streak is {streak}."
    ),
    "widget.practice.welcome_back.no_streak": (
        "Welcome back: you carry on where you were, at puzzle {number}, with {right} right of {tried} and "
        "no streak yet."
    ),
    "widget.practice.note.right_now": "Right this time. The first answer to this puzzle is the one that counts.",
    "widget.practice.note.first_counts": "The first answer to this puzzle is the one that counts.",
    # --- repr and picture (where no kernel runs)
    "widget.practice.summary": "{kind}, level {level}, puzzle {number}, {right} right of {tried}",
    "widget.practice.summary.mix": "a mix, now {kind}, level {level}, puzzle {number}, {right} right of {tried}",
    "widget.practice.picture.title": "Practice: {kind} \u00b7 level {level} of {levels}",
    "widget.practice.picture.right": "Right: {text}",
    "widget.practice.picture.wrong": "Not right: {text}",
    "widget.practice.picture.tally": "Streak {streak} \u00b7 {right} right of {tried}",
    "widget.practice.picture.name": "Practice: {kind}",
    # --- what a practice refuses
    "error.widget.practice.mode": "mode must be 'study' (feedback at once) or 'test' (marked at the end), got {mode}",
    "error.widget.practice.test_only": (
        "name, count, level and folder are for test mode ({mode}); practice keeps each kind's own level"
    ),
    "error.widget.practice.code_or_seed": (
        "give a class code, or a seed or rules, not both: the code sets the table and the puzzles"
    ),
    # {call} is the Python that makes a test: Practice(code=..., mode='test')
    "error.widget.practice.start_is_test": "start is for test mode: {call}",
    "error.widget.practice.leave_is_test": "leave is for test mode: {call}",
    "error.widget.practice.for_test": "That is for test mode: {call}.",
    "error.widget.practice.not_to_pick": "The {card} is not one of the cards to pick from here.",
    "error.widget.practice.in_a_meld": "The {card} is already in a meld you made: remove that meld first.",
    "error.widget.practice.no_melds": "This puzzle is answered without making melds.",
    "error.widget.practice.pick_first": "Pick the cards of a meld first, then Make a meld.",
    "error.widget.practice.no_such_meld": "There is no such meld to remove.",
    "error.widget.practice.one_way": "Give the answer one way: typed in one box, or in each player's box.",
    "error.widget.practice.no_such_boxes": "The widget ignored an answer with boxes this puzzle does not have.",
    "error.widget.practice.score_missing": "Type a score for {name} too: every player scores something, even 0.",
    "error.widget.practice.pick_or_none": "Pick cards first, or press \u201c{none}\u201d.",
    "error.widget.practice.pick_cards_first": "Pick cards first.",
    "error.widget.practice.type_first": "Type your answer in the box first, then Check.",
    "error.widget.practice.no_such_button": "This puzzle has no answer button \u201c{word}\u201d.",
    # --- the class test: said by Python to its page
    "widget.class_test.welcome_back.handed_in": "Welcome back, {name}: your test is handed in.",
    "widget.class_test.welcome_back.one": "Welcome back, {name}: your answer is kept. Carry on with puzzle {number}.",
    "widget.class_test.welcome_back.many": (
        "Welcome back, {name}: your {answers} answers are kept. Carry on with puzzle {number}."
    ),
    "widget.class_test.own_name": "Type your own name to start your test.",
    "widget.class_test.kept.next": "Your answer to puzzle {number} is kept: \u201c{answer}\u201d. Here is puzzle {next}.",
    "widget.class_test.kept.all": (
        "Your answer to puzzle {number} is kept: \u201c{answer}\u201d. Every puzzle has an answer now: look them "
        "over with the numbers above, or finish the test."
    ),
    "widget.class_test.you_answered": "You answered \u201c{answer}\u201d.",
    # --- the class test's repr and picture
    "widget.class_test.summary.no_code": "test, waiting for the class code and the student's name",
    "widget.class_test.summary.no_name": "test of class {code}, {count} puzzles, waiting for the student's name",
    "widget.class_test.summary.handed_in": "test of class {code}, {name}: handed in, results not released yet",
    "widget.class_test.summary.finished": "test of class {code}, {name}: finished, {right} right of {count}",
    "widget.class_test.summary.answering": (
        "test of class {code}, {name}: puzzle {number}, {answered} of {count} answered"
    ),
    "widget.class_test.picture.test": "Test",
    "widget.class_test.picture.code_and_name": "Type your class code and your name in the widget to start.",
    "widget.class_test.picture.title": "Test \u00b7 class {code}",
    "widget.class_test.picture.title.name": "Test \u00b7 class {code} \u00b7 {name}",
    "widget.class_test.picture.name": "Type your name in the widget to start.",
    "widget.class_test.picture.handed_in": "Handed in. The results show when your teacher gives the release word.",
    "widget.class_test.picture.finished": "Finished: {right} right of {count}.",
    "widget.class_test.picture.puzzle": "Puzzle {number} of {count}: {kind}",
    "widget.class_test.picture.answered": "{answered} of {count} answered",
    "widget.class_test.picture.name_of": "Test of class {code}",
    # --- what a class test refuses
    "error.widget.class_test.no_seed": (
        "in test mode the class code sets the puzzles and the table: give no seed, rules or progress"
    ),
    "error.widget.class_test.taken": "This test is already {name}'s; run the cell again for another student.",
    "error.widget.class_test.code_first": (
        "Type the class code your teacher gave you first: a word and four digits, such as olive-4271."
    ),
    "error.widget.class_test.other_class": "This test is for class {code}; run the cell again for another class.",
    "error.widget.class_test.finish_first": "Finish the test first: its results come after.",
    "error.widget.class_test.word_first": (
        "Type the release word first: your teacher reads it out when everyone has handed in."
    ),
    "error.widget.class_test.not_the_word": (
        "That is not this test's release word: type it as your teacher says it, when everyone has finished."
    ),
    "error.widget.class_test.handed_in": (
        "Your test is handed in: its puzzles show again with your results, when your teacher gives the release word."
    ),
    "error.widget.class_test.puzzles": "This test has puzzles 1 to {count}.",
    "error.widget.class_test.finished": "This test is finished: its answers are marked and can't be changed.",
    "error.widget.class_test.name_first": "Type your name first, then Start.",
    "error.widget.class_test.code_and_name_first": "Type the class code and your name first, then Start.",
    "error.widget.class_test.no_help": (
        "In a test there is no hint or solution until the end: finish the test to see each answer marked, "
        "with its solution."
    ),
    "error.widget.class_test.no_next": "In a test, go to another puzzle with its number above, or finish the test.",
}
