"""The classroom's words (``class.*``): class codes, the class test and each student's answer file,
the teacher's printouts, the results of a class and the nbgrader assignment; and what they refuse
(``error.class.*``)."""

from __future__ import annotations

WORDS: dict[str, str] = {
    # --- class codes (konkan/classroom/codes.py)
    "class.table": "the {preset} table of {players}",
    "class.table.partnerships": "the {preset} table of {players} in partnerships",
    "class.describe.standard": "Class {code}: {table}, with the standard rules.",
    "class.describe.house": "Class {code}: {table}, with the {preset} house rules.",
    "class.describe.with_test": "{said} Its test: {test}.",
    "class.test.mix": "a mix of every kind",
    "class.test.settings.one": "{count} puzzle ({what}), level {level}",
    "class.test.settings.many": "{count} puzzles ({what}), level {level}",
    # What is Python in a sentence (a setting, a call to make) comes as a field, written by the code.
    "error.class.table_difference": "{setting} (it has {table})",
    "error.class.not_a_code_table": (
        "a class code carries only the tables people play most (each preset for 2 to 5 players, and "
        "partnerships of four); these rules differ from the nearest one, {name}, in {differences}. To give a "
        "class other rules, share them and a seed instead: {calls}"
    ),
    "error.class.code_type": "{code} is not a class code: a class code is a word and four digits, such as 'olive-4271'.",
    "error.class.code_shape": (
        "{code} is not a class code: a class code is a word, a dash and four digits, such as 'olive-4271' "
        "(and for a test, a dash and two more)"
    ),
    "error.class.code_shape.no_word": (
        "{code} is not a class code: a class code is a word, a dash and four digits, such as 'olive-4271' "
        "(and for a test, a dash and two more); the word is missing."
    ),
    "error.class.code_shape.digits": (
        "{code} is not a class code: a class code is a word, a dash and four digits, such as 'olive-4271' "
        "(and for a test, a dash and two more); this one has {digits} digits."
    ),
    "error.class.unknown_word.near": "{code} is not a class code: {word} is not a word of any class code; did you mean {near}?",
    "error.class.unknown_word": (
        "{code} is not a class code: {word} is not a word of any class code; check the code with your teacher."
    ),
    "error.class.unknown_word.teacher": (
        "{code} is not a class code: {word} is not a word of any class code; check the code you were given when you "
        "made the class."
    ),
    "error.class.check_digit": (
        "{code} is not a class code: its word and its digits do not go together, so the word or a digit may be "
        "mistyped, or two digits swapped; check the code with your teacher."
    ),
    "error.class.check_digit.teacher": (
        "{code} is not a class code: its word and its digits do not go together, so the word or a digit may be "
        "mistyped, or two digits swapped; check the code you were given when you made the class."
    ),
    "error.class.unknown_table": (
        "{code} is not a class code of this version of konkan: it names a table it does not know (a newer konkan may)"
    ),
    "error.class.test_check_digit": (
        "{code} is not a class code: its test's two digits do not go together, so a digit may be mistyped, or two "
        "swapped; check the code with your teacher."
    ),
    "error.class.test_check_digit.teacher": (
        "{code} is not a class code: its test's two digits do not go together, so a digit may be mistyped, or two "
        "swapped; check the code you were given when you made the class."
    ),
    "error.class.unknown_test": (
        "{code} is not a class code of this version of konkan: it names a test it does not know (a newer konkan may)"
    ),
    "error.class.rules_type": "A class code is made for a table's rules, such as Rules(players=4); {rules} is not one.",
    "error.class.players": "{given} disagrees with the rules, which seat {seated}",
    "error.class.test": "There is no test {test}. The tests are {names}, or their numbers 0 to {top}.",
    # --- the nbgrader assignment (konkan/classroom/nbgrader.py): its cells' words, in Markdown and comments
    "class.nbgrader.intro": (
        "# Konkan: the test of class {code}\n\n{describe}\n\n"
        "Run the first cell, then each puzzle's cell to see it. Under each puzzle, replace the two lines "
        "`{marker}` and `{placeholder}` with your answer, written between quotes, "
        "as the example shows. **Validate** (at the top) tells you if an answer is not written the way "
        "the puzzle asks; whether it is right, you see when your teacher has marked the test."
    ),
    "class.nbgrader.puzzle_title": "## Puzzle {number} of {count}: {kind}",
    "class.nbgrader.answer_comment": "# {how}, between the quotes: for example {assignment}",
    "class.nbgrader.check_comment": (
        "# Checks that {variable} is written the way the puzzle asks; your teacher's marking checks that it is right."
    ),
    "error.class.nbgrader.both": "give a ClassTest, or a class code with kinds, count and level, not both",
    "error.class.nbgrader.path": "{path} is not a notebook's name. Give a name ending in .ipynb, such as test.ipynb.",
    # --- the printed test and its answer key (konkan/classroom/printouts.py); {name} and {words} come
    # escaped for HTML, the page's markup around them
    "class.sheet.on_screen": "Type {rest}",
    "class.sheet.on_paper": "Write {rest}",
    "class.sheet.title": "Class {code}: test",
    "class.sheet.title.key": "Class {code}: answer key",
    "class.sheet.head": "Konkan \u00b7 class {code}",
    "class.sheet.answer_key": "Answer key",
    "class.sheet.name": "Name:",
    "class.sheet.marking": "The answers, for marking",
    "class.sheet.key_answer": "{name}: the answer is {words}.",
    "class.sheet.your_answer": "Your answer:",
    "class.sheet.puzzle": "Puzzle {number} of {count}: {kind}",
    "class.preview.puzzle": "Puzzle {number}: {kind}",
    "class.preview.show": "Show the answer",
    "class.preview.answer": "The answer: <b>{words}</b>",
    "class.preview.repr": "Preview of the test of class {code}: {count} puzzles",
    "error.class.needs_test": "{function} needs a konkan ClassTest, such as ClassTest('olive-4271')",
    "error.class.no_chromium": (
        "no Chromium or Chrome was found to make the PDF (set CHROMIUM to one); open the HTML sheet in a browser "
        "and print it from there instead"
    ),
    "error.class.chromium_failed": (
        "Chromium could not print {page} (exit {code}); open it in a browser and print it from there instead"
    ),
    # --- a class's results (konkan/classroom/results.py); in the HTML tables, fields come escaped
    "class.results.times.one.one": "{times} time, by {students} student ({names})",
    "class.results.times.many.one": "{times} times, by {students} student ({names})",
    "class.results.times.one.many": "{times} time, by {students} students ({names})",
    "class.results.times.many.many": "{times} times, by {students} students ({names})",
    "class.results.other_class": "{file} is {name}'s answers for class {code}, not {test}.",
    "class.results.other_test": (
        "{file} is {name}'s answers to another test of class {code} ({count} puzzles, not these {these})."
    ),
    "class.results.copy": "{file} is a second copy of {name}'s answers (the same sitting): {kept} is kept, with {answered} answers.",
    "class.results.label": "{name} (began {time}, {file})",
    "class.results.none": "No answer files for class {code} in {folder} yet.",
    "class.results.students.one": (
        "{students} student of class {code}: {mean} right of {count} on average; {finished} finished the test."
    ),
    "class.results.students.many": (
        "{students} students of class {code}: {mean} right of {count} on average; {finished} finished the test."
    ),
    "class.results.hardest": "The hardest: {name}, right for {right} of the {answered} who answered it.",
    "class.results.common": "The most common mistake: {what} ({times}); go over rule {rule} again.",
    "class.results.same_name": (
        "{count} students are called {name}: each file is a sitting of its own, shown side by side with when it "
        "began; none is merged or left out. Ask them which is whose."
    ),
    "class.results.edited.one": "{count} file changed by hand after the test wrote it: not marked (see below).",
    "class.results.edited.many": "{count} files changed by hand after the test wrote them: not marked (see below).",
    "class.results.left_out.one": "{count} file left out: see below.",
    "class.results.left_out.many": "{count} files left out: see below.",
    "class.results.chart.title": "How many of the class got each puzzle right (of {students})",
    "class.results.chart.heading.one": "Right answers per puzzle (of {students} student)",
    "class.results.chart.heading.many": "Right answers per puzzle (of {students} students)",
    "class.results.chart.puzzle": "{number}. {kind}",
    "class.results.of": "{right} of {count}",
    "class.results.table.no_answer": "no answer",
    "class.results.table.score": "<b>{right}</b> of {count}",
    "class.results.table.yes": "yes",
    "class.results.table.not_yet": "not yet",
    "class.results.table.student": "Student",
    "class.results.table.score_head": "Score",
    "class.results.table.finished": "Finished",
    "class.results.wrong_answer": "\u201c{answer}\u201d",
    "class.results.wrong_answer.many": "\u201c{answer}\u201d \u00d7{count}",
    "class.results.puzzles.puzzle": "Puzzle",
    "class.results.puzzles.right": "Right, of those who answered",
    "class.results.puzzles.wrong": "Wrong answers given most",
    "class.results.slip": "{what}: {times}; rule {rule}",
    "class.results.slips_head": "The most common mistakes the engine could name, and the rule to go over",
    "class.results.edited_head": "Edited files: changed by hand, not marked",
    "class.results.left_out_head": "Files left out",
    "class.results.repr": "ClassSummary {code}: {students} students, {problems} files left out",
    "error.class.summary_test": "{test} is not a class test. Give the test, such as ClassTest('olive-4271').",
    "error.class.no_folder": "there is no folder {folder} to read answer files from",
    # --- the class test and each student's answer file (konkan/classroom/testmode.py)
    "class.test.puzzle": "Puzzle {number}: {kind}",
    "class.test.every_kind": "a mix of every kind of puzzle",
    "class.test.describe.one": (
        "The test of class {code}: {count} puzzle ({kinds}), level {level}, with the rules of the class's table "
        "({table})."
    ),
    "class.test.describe.many": (
        "The test of class {code}: {count} puzzles ({kinds}), level {level}, with the rules of the class's table "
        "({table})."
    ),
    "class.test.repr": "ClassTest {code}: {count} puzzles, level {level}",
    "class.kept.browser": (
        "Your answers are kept in this browser, in the file {file} beside this notebook. Download it and give it "
        "to your teacher (by e-mail, on a USB stick, or as your teacher says)."
    ),
    "class.kept.folder": "Your answers are kept in the file {file}, in your class's folder {folder}, where your teacher reads them.",
    "class.kept.notebook": (
        "Your answers are kept in the file {file}, in the folder of this notebook. Your teacher collects that file; "
        "or download it and hand it in."
    ),
    "class.file.classmate": (
        "Another student has already started this test as {name} in the class's folder. Type your name another "
        "way, with the first letter of your surname, say."
    ),
    "class.file.moved": "The test begun before under this name is kept for the teacher as {moved}; yours starts now.",
    "class.file.other_test": "The answer file {file} held answers to another test, so {where} and this test starts afresh.",
    "class.file.other_name": "The answer file {file} is {name}'s; it is carried on under that name.",
    "class.file.edited": (
        "The answer file {file} was changed outside the test, so {where} (your teacher can see it) and this test "
        "starts afresh."
    ),
    "class.file.not_renamed": "{file} (it could not be renamed)",
    "error.class.count": "A test has {low} to {high} puzzles; you asked for {value}.",
    "error.class.level": "The levels are 1, 2 and 3; you asked for {level}.",
    "error.class.not_in_test": "{puzzle} is not a puzzle of this test; its puzzles are {ids}",
    "error.class.puzzle_id": "{puzzle} is not a puzzle of a class test (such as {example})",
    "error.class.not_an_answer": "not an answer",
    "error.class.name_needed": "a name is needed, so the teacher knows whose answers these are; got {name}",
    "error.class.name_long": "a name is up to {top} letters, on one line; got {name}",
    "error.class.finished": "This test is finished: its answers are marked and can't be changed.",
    "error.class.file.kind": "it is not a konkan test answer file",
    "error.class.file.version": "it is an answer file of another version ({version})",
    "error.class.file.edited": (
        "it was changed after the test wrote it (its checksum does not match), so its answers are not marked"
    ),
    "error.class.file.sitting": "its sitting's id is missing or damaged",
    "error.class.file.name": "its student's name is missing or damaged",
    "error.class.file.code": "its class code is missing",
    "error.class.file.puzzles": "its list of puzzles is damaged",
    "error.class.file.answers": "its answers are damaged",
    "error.class.file.answer": "its answer to {puzzle} is damaged",
    "error.class.file.seconds": "its time on {puzzle} is damaged",
    "error.class.file.started": "its started time is damaged",
    "error.class.file.finished": "its finished time is damaged",
    "error.class.file.unread": "{file} could not be read ({why})",
    "error.class.file.not_json": "{file} is damaged: it is not a whole JSON file",
    "error.class.file.unusable": "{file} can't be used: {why}",
    "class.board.results": "How the class did, puzzle by puzzle (each student's own marks are in the results CSV, never shown here)",
    "class.board.puzzle_right": "Puzzle {number}: {right} of {students} right",
    "class.board.unanswered.one": (
        "1 student has not answered every puzzle yet: once you release the marks, a puzzle left counts as not right."
    ),
    "class.board.unanswered.many": (
        "{students} students have not answered every puzzle yet: once you release the marks, a puzzle left counts as "
        "not right."
    ),
    # --- the coach in the class (konkan/classroom/coach.py): each kind of mistake, for a teacher
    "class.mistake.take.go_down": "Drew, when the top card would have let that player go down",
    "class.mistake.take.meld": "Drew, when the top card made a meld",
    "class.mistake.take.better": "Drew, when taking the top card was better",
    "class.mistake.draw.better": "Took the top card, when drawing was better",
    "class.mistake.declare.not": "Declared Konkan when it did not pay",
    "class.mistake.declare.better": "Missed declaring Konkan",
    "class.mistake.meld.joker_early": "Went down too early and wasted the joker",
    "class.mistake.meld.early": "Went down too early",
    "class.mistake.meld.hold": "Put a meld down too soon",
    "class.mistake.go_down.missed": "Missed going down",
    "class.mistake.go_down.missed.joker": "Missed going down, holding on to the joker",
    "class.mistake.meld.other": "Put down the weaker melds",
    "class.mistake.meld.missed": "Missed putting a meld down",
    "class.mistake.lay_off.missed": "Missed laying off a card",
    "class.mistake.swap.missed": "Missed swapping a card for a joker",
    "class.mistake.discard.feeds": "Fed the next player a card",
    "class.mistake.discard.lays_off": "Threw a card the next player could lay off",
    "class.mistake.discard.better": "Threw a card worth keeping",
    "class.mistake.better": "Another move was clearly better",
    "class.mistake.other": "Another kind of mistake",
    "class.mistakes.kind": "Kind of mistake",
    "class.mistakes.times": "Times",
    "class.mistakes.students": "Students",
    "class.mistakes.lost": "Points lost in all",
    "class.mistakes.who": "Who (your screen only)",
    "class.mistakes.none.one": "The review found no clear mistake in the {rounds} round of your students it looked at.",
    "class.mistakes.none.many": "The review found no clear mistake in the {rounds} rounds of your students it looked at.",
    "class.mistakes.moment": "{n}. {kind} ({where}, about {lost} points)",
    "class.mistakes.where": "table {number}, round {round}",
    # a round the stock ran out on is dealt again with the same number (R2.3): its deals told apart
    "class.mistakes.where.deal": "table {number}, round {round}, deal {deal}",
    "class.mistakes.lost_means": (
        "Points lost in all: the points these moves gave away, on average, when the computer played each round "
        "on from them many times. It is not the students' score."
    ),
}
