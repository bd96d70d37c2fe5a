### konkan's words in English: the source every translation follows.
### A message's id is its catalogue key with each dot written as two underscores
### (widget.table.title -> widget__table__title); its variables are the fields the code fills in.

## classroom: The classroom's words (``class.*``): class codes, the class test and each student's answer file, the teacher's printouts, the results of a class and the nbgrader assignment; and what they refuse (``error.class.*``).

# class codes (konkan/classroom/codes.py)
class__table = the { $preset } table of { $players }
class__table__partnerships = the { $preset } table of { $players } in partnerships
class__describe__standard = Class { $code }: { $table }, with the standard rules.
class__describe__house = Class { $code }: { $table }, with the { $preset } house rules.
class__describe__with_test = { $said } Its test: { $test }.
class__test__mix = a mix of every kind
class__test__settings__one = { $count } puzzle ({ $what }), level { $level }
class__test__settings__many = { $count } puzzles ({ $what }), level { $level }
# What is Python in a sentence (a setting, a call to make) comes as a field, written by the code.
error__class__table_difference = { $setting } (it has { $table })
error__class__not_a_code_table = a class code carries only the tables people play most (each preset for 2 to 5 players, and partnerships of four); these rules differ from the nearest one, { $name }, in { $differences }. To give a class other rules, share them and a seed instead: { $calls }
error__class__code_type = { $code } is not a class code: a class code is a word and four digits, such as 'olive-4271'.
error__class__code_shape = { $code } is not a class code: a class code is a word, a dash and four digits, such as 'olive-4271' (and for a test, a dash and two more)
error__class__code_shape__no_word = { $code } is not a class code: a class code is a word, a dash and four digits, such as 'olive-4271' (and for a test, a dash and two more); the word is missing.
error__class__code_shape__digits = { $code } is not a class code: a class code is a word, a dash and four digits, such as 'olive-4271' (and for a test, a dash and two more); this one has { $digits } digits.
error__class__unknown_word__near = { $code } is not a class code: { $word } is not a word of any class code; did you mean { $near }?
error__class__unknown_word = { $code } is not a class code: { $word } is not a word of any class code; check the code with your teacher.
error__class__unknown_word__teacher = { $code } is not a class code: { $word } is not a word of any class code; check the code you were given when you made the class.
error__class__check_digit = { $code } is not a class code: its word and its digits do not go together, so the word or a digit may be mistyped, or two digits swapped; check the code with your teacher.
error__class__check_digit__teacher = { $code } is not a class code: its word and its digits do not go together, so the word or a digit may be mistyped, or two digits swapped; check the code you were given when you made the class.
error__class__unknown_table = { $code } is not a class code of this version of konkan: it names a table it does not know (a newer konkan may)
error__class__test_check_digit = { $code } is not a class code: its test's two digits do not go together, so a digit may be mistyped, or two swapped; check the code with your teacher.
error__class__test_check_digit__teacher = { $code } is not a class code: its test's two digits do not go together, so a digit may be mistyped, or two swapped; check the code you were given when you made the class.
error__class__unknown_test = { $code } is not a class code of this version of konkan: it names a test it does not know (a newer konkan may)
error__class__rules_type = A class code is made for a table's rules, such as Rules(players=4); { $rules } is not one.
error__class__players = { $given } disagrees with the rules, which seat { $seated }
error__class__test = There is no test { $test }. The tests are { $names }, or their numbers 0 to { $top }.
# the nbgrader assignment (konkan/classroom/nbgrader.py): its cells' words, in Markdown and comments
class__nbgrader__intro =
    # Konkan: the test of class { $code }
    {""}
    { $describe }
    {""}
    Run the first cell, then each puzzle's cell to see it. Under each puzzle, replace the two lines `{ $marker }` and `{ $placeholder }` with your answer, written between quotes, as the example shows. **Validate** (at the top) tells you if an answer is not written the way the puzzle asks; whether it is right, you see when your teacher has marked the test.
class__nbgrader__puzzle_title = ## Puzzle { $number } of { $count }: { $kind }
class__nbgrader__answer_comment = # { $how }, between the quotes: for example { $assignment }
class__nbgrader__check_comment = # Checks that { $variable } is written the way the puzzle asks; your teacher's marking checks that it is right.
error__class__nbgrader__both = give a ClassTest, or a class code with kinds, count and level, not both
error__class__nbgrader__path = { $path } is not a notebook's name. Give a name ending in .ipynb, such as test.ipynb.
# the printed test and its answer key (konkan/classroom/printouts.py); {name} and {words} come
# escaped for HTML, the page's markup around them
class__sheet__on_screen = Type { $rest }
class__sheet__on_paper = Write { $rest }
class__sheet__title = Class { $code }: test
class__sheet__title__key = Class { $code }: answer key
class__sheet__head = Konkan · class { $code }
class__sheet__answer_key = Answer key
class__sheet__name = Name:
class__sheet__marking = The answers, for marking
class__sheet__key_answer = { $name }: the answer is { $words }.
class__sheet__your_answer = Your answer:
class__sheet__puzzle = Puzzle { $number } of { $count }: { $kind }
class__preview__puzzle = Puzzle { $number }: { $kind }
class__preview__show = Show the answer
class__preview__answer = The answer: <b>{ $words }</b>
class__preview__repr = Preview of the test of class { $code }: { $count } puzzles
error__class__needs_test = { $function } needs a konkan ClassTest, such as ClassTest('olive-4271')
error__class__no_chromium = no Chromium or Chrome was found to make the PDF (set CHROMIUM to one); open the HTML sheet in a browser and print it from there instead
error__class__chromium_failed = Chromium could not print { $page } (exit { $code }); open it in a browser and print it from there instead
# a class's results (konkan/classroom/results.py); in the HTML tables, fields come escaped
class__results__times__one__one = { $times } time, by { $students } student ({ $names })
class__results__times__many__one = { $times } times, by { $students } student ({ $names })
class__results__times__one__many = { $times } time, by { $students } students ({ $names })
class__results__times__many__many = { $times } times, by { $students } students ({ $names })
class__results__other_class = { $file } is { $name }'s answers for class { $code }, not { $test }.
class__results__other_test = { $file } is { $name }'s answers to another test of class { $code } ({ $count } puzzles, not these { $these }).
class__results__copy = { $file } is a second copy of { $name }'s answers (the same sitting): { $kept } is kept, with { $answered } answers.
class__results__label = { $name } (began { $time }, { $file })
class__results__none = No answer files for class { $code } in { $folder } yet.
class__results__students__one = { $students } student of class { $code }: { $mean } right of { $count } on average; { $finished } finished the test.
class__results__students__many = { $students } students of class { $code }: { $mean } right of { $count } on average; { $finished } finished the test.
class__results__hardest = The hardest: { $name }, right for { $right } of the { $answered } who answered it.
class__results__common = The most common mistake: { $what } ({ $times }); go over rule { $rule } again.
class__results__same_name = { $count } students are called { $name }: each file is a sitting of its own, shown side by side with when it began; none is merged or left out. Ask them which is whose.
class__results__edited__one = { $count } file changed by hand after the test wrote it: not marked (see below).
class__results__edited__many = { $count } files changed by hand after the test wrote them: not marked (see below).
class__results__left_out__one = { $count } file left out: see below.
class__results__left_out__many = { $count } files left out: see below.
class__results__chart__title = How many of the class got each puzzle right (of { $students })
class__results__chart__heading__one = Right answers per puzzle (of { $students } student)
class__results__chart__heading__many = Right answers per puzzle (of { $students } students)
class__results__chart__puzzle = { $number }. { $kind }
class__results__of = { $right } of { $count }
class__results__table__no_answer = no answer
class__results__table__score = <b>{ $right }</b> of { $count }
class__results__table__yes = yes
class__results__table__not_yet = not yet
class__results__table__student = Student
class__results__table__score_head = Score
class__results__table__finished = Finished
class__results__wrong_answer = “{ $answer }”
class__results__wrong_answer__many = “{ $answer }” ×{ $count }
class__results__puzzles__puzzle = Puzzle
class__results__puzzles__right = Right, of those who answered
class__results__puzzles__wrong = Wrong answers given most
class__results__slip = { $what }: { $times }; rule { $rule }
class__results__slips_head = The most common mistakes the engine could name, and the rule to go over
class__results__edited_head = Edited files: changed by hand, not marked
class__results__left_out_head = Files left out
class__results__repr = ClassSummary { $code }: { $students } students, { $problems } files left out
error__class__summary_test = { $test } is not a class test. Give the test, such as ClassTest('olive-4271').
error__class__no_folder = there is no folder { $folder } to read answer files from
# the class test and each student's answer file (konkan/classroom/testmode.py)
class__test__puzzle = Puzzle { $number }: { $kind }
class__test__every_kind = a mix of every kind of puzzle
class__test__describe__one = The test of class { $code }: { $count } puzzle ({ $kinds }), level { $level }, with the rules of the class's table ({ $table }).
class__test__describe__many = The test of class { $code }: { $count } puzzles ({ $kinds }), level { $level }, with the rules of the class's table ({ $table }).
class__test__repr = ClassTest { $code }: { $count } puzzles, level { $level }
class__kept__browser = Your answers are kept in this browser, in the file { $file } beside this notebook. Download it and give it to your teacher (by e-mail, on a USB stick, or as your teacher says).
class__kept__folder = Your answers are kept in the file { $file }, in your class's folder { $folder }, where your teacher reads them.
class__kept__notebook = Your answers are kept in the file { $file }, in the folder of this notebook. Your teacher collects that file; or download it and hand it in.
class__file__classmate = Another student has already started this test as { $name } in the class's folder. Type your name another way, with the first letter of your surname, say.
class__file__moved = The test begun before under this name is kept for the teacher as { $moved }; yours starts now.
class__file__other_test = The answer file { $file } held answers to another test, so { $where } and this test starts afresh.
class__file__other_name = The answer file { $file } is { $name }'s; it is carried on under that name.
class__file__edited = The answer file { $file } was changed outside the test, so { $where } (your teacher can see it) and this test starts afresh.
class__file__not_renamed = { $file } (it could not be renamed)
error__class__count = A test has { $low } to { $high } puzzles; you asked for { $value }.
error__class__level = The levels are 1, 2 and 3; you asked for { $level }.
error__class__not_in_test = { $puzzle } is not a puzzle of this test; its puzzles are { $ids }
error__class__puzzle_id = { $puzzle } is not a puzzle of a class test (such as { $example })
error__class__not_an_answer = not an answer
error__class__name_needed = a name is needed, so the teacher knows whose answers these are; got { $name }
error__class__name_long = a name is up to { $top } letters, on one line; got { $name }
error__class__finished = This test is finished: its answers are marked and can't be changed.
error__class__file__kind = it is not a konkan test answer file
error__class__file__version = it is an answer file of another version ({ $version })
error__class__file__edited = it was changed after the test wrote it (its checksum does not match), so its answers are not marked
error__class__file__sitting = its sitting's id is missing or damaged
error__class__file__name = its student's name is missing or damaged
error__class__file__code = its class code is missing
error__class__file__puzzles = its list of puzzles is damaged
error__class__file__answers = its answers are damaged
error__class__file__answer = its answer to { $puzzle } is damaged
error__class__file__seconds = its time on { $puzzle } is damaged
error__class__file__started = its started time is damaged
error__class__file__finished = its finished time is damaged
error__class__file__unread = { $file } could not be read ({ $why })
error__class__file__not_json = { $file } is damaged: it is not a whole JSON file
error__class__file__unusable = { $file } can't be used: { $why }
class__board__results = How the class did, puzzle by puzzle (each student's own marks are in the results CSV, never shown here)
class__board__puzzle_right = Puzzle { $number }: { $right } of { $students } right
class__board__unanswered__one = 1 student has not answered every puzzle yet: once you release the marks, a puzzle left counts as not right.
class__board__unanswered__many = { $students } students have not answered every puzzle yet: once you release the marks, a puzzle left counts as not right.
# the coach in the class (konkan/classroom/coach.py): each kind of mistake, for a teacher
class__mistake__take__go_down = Drew, when the top card would have let that player go down
class__mistake__take__meld = Drew, when the top card made a meld
class__mistake__take__better = Drew, when taking the top card was better
class__mistake__draw__better = Took the top card, when drawing was better
class__mistake__declare__not = Declared Konkan when it did not pay
class__mistake__declare__better = Missed declaring Konkan
class__mistake__meld__joker_early = Went down too early and wasted the joker
class__mistake__meld__early = Went down too early
class__mistake__meld__hold = Put a meld down too soon
class__mistake__go_down__missed = Missed going down
class__mistake__go_down__missed__joker = Missed going down, holding on to the joker
class__mistake__meld__other = Put down the weaker melds
class__mistake__meld__missed = Missed putting a meld down
class__mistake__lay_off__missed = Missed laying off a card
class__mistake__swap__missed = Missed swapping a card for a joker
class__mistake__discard__feeds = Fed the next player a card
class__mistake__discard__lays_off = Threw a card the next player could lay off
class__mistake__discard__better = Threw a card worth keeping
class__mistake__better = Another move was clearly better
class__mistake__other = Another kind of mistake
class__mistakes__kind = Kind of mistake
class__mistakes__times = Times
class__mistakes__students = Students
class__mistakes__lost = Points lost in all
class__mistakes__who = Who (your screen only)
class__mistakes__none__one = The review found no clear mistake in the { $rounds } round of your students it looked at.
class__mistakes__none__many = The review found no clear mistake in the { $rounds } rounds of your students it looked at.
class__mistakes__moment = { $n }. { $kind } ({ $where }, about { $lost } points)
class__mistakes__where = table { $number }, round { $round }
# a round the stock ran out on is dealt again with the same number (R2.3): its deals told apart
class__mistakes__where__deal = table { $number }, round { $round }, deal { $deal }
class__mistakes__lost_means = Points lost in all: the points these moves gave away, on average, when the computer played each round on from them many times. It is not the students' score.

## drawing: The drawing's words (konkan/render.py): the table's header and endings, the seats' labels, the piles' and melds' labels, the pictures' titles (what a screen reader says), and its errors.

# one card and a hand
drawing__card__face_down = face-down card
drawing__card__joker = JOKER
drawing__cards__one = { $count } card
drawing__cards__many = { $count } cards
drawing__empty = empty
drawing__no_cards = no cards
# a hand's title: its label, then its cards' names ("seven of spades, eight of spades")
drawing__hand__title__labelled = { $label }: { $cards }
drawing__hand__title__labelled_empty = { $label }: no cards
# the lessons' pictures in their text (tools/pictures.py): a label under cards that are not a meld
drawing__picture__a_hand = A hand of { $count } cards
drawing__picture__jokers = The two jokers
drawing__picture__round_the_corner = Not a run: { $cards } goes round the corner
drawing__picture__two_of_a_suit = Not a set: two spades
drawing__picture__opening = { $first } + { $second } is { $total } points
# the table: the header
drawing__round = Round { $number }
drawing__round__of = Round { $number } of { $rounds }
drawing__status__to_play = { $round } · { $name } to play
drawing__status__over = { $round } is over: { $ending }
drawing__ending__out = { $name } went out (R8.1)
drawing__ending__hand = { $name } went out all at once, so scores double (R8.2)
drawing__ending__konkan = { $name } went out with a Konkan (R8.5)
drawing__ending__void = the stock ran out, so nobody scores (R7.3)
drawing__nobody = nobody
drawing__scores = Scores: { $scores }
# a seat's score this round, its sign written (+12, -35)
drawing__score = { $name } { $score }
drawing__score__zero = { $name } 0
# the table: a seat's label, its parts between " · "
drawing__seat__you = { $name } (you)
drawing__seat__partner = partner
drawing__seat__down = down
drawing__seat__not_down = not down
drawing__seat__declared = declared Konkan
drawing__seat__to_play = to play
drawing__seat__went_out = went out
# the table: the piles and the melds
drawing__stock = Stock · { $count }
drawing__stock__title__one = stock, { $count } card
drawing__stock__title__many = stock, { $count } cards
drawing__discard = Discard
drawing__discard__count = Discard · { $count }
drawing__no_melds = No melds on the table yet.
drawing__meld__label = meld { $number } · { $owner }
drawing__meld__title = meld { $number }, { $owner }: { $meld }. { $verdict }
drawing__table__title = Konkan table, seen by { $name }
drawing__table__title__open = Konkan table, seen by { $name } (all hands shown)
drawing__picture = a picture
# bad input
error__drawing__size = size is a width in pixels, more than 0, got { $size }
error__drawing__one_card = card_svg draws one card, got { $card }
error__drawing__highlight = highlight lists cards or positions, got { $item }
error__drawing__highlight_position = highlight position { $position } is outside a hand of { $count } cards
error__drawing__players = a table seats { $low } to { $high } players, got { $value }
error__drawing__seat = seat must be from { $low } to { $high }, got { $value }
error__drawing__table = table_svg draws a seat view or a round, got { $kind }
error__drawing__other_seat = this view is seat { $seat }'s: it can't be drawn for seat { $asked }
error__drawing__reveal = a seat view holds no other hands: pass hands=[...] to show them
error__drawing__hands = hands gives one list of cards per seat ({ $count }), got { $kind }
error__drawing__hands_item = hands[{ $index }] must be a list of cards
error__drawing__render = render draws a card, cards, a meld, a seat view, a round or a game, got { $kind }

## engine: The engine's words: melds, the turn, going down, the table, house rules, events and score lines.

# a list in words (say_list): "a", "a and b", "a, b and c"
list__more = { $items }, { $item }
list__last = { $items } and { $item }
# melds: legal (R4)
meld__run = { $cards } is a run of { $suit } worth { $points } points (R4.1).
meld__run_joker = { $cards } is a run of { $suit } worth { $points } points, the joker standing for { $stands } (R4.1).
meld__run_jokers = { $cards } is a run of { $suit } worth { $points } points, the jokers standing for { $stands }, with two jokers allowed at this table (R4.1, R9).
note__jokers_choice = The jokers could stand for { $others } instead, if you say so when you put them down (R4.4).
note__set_jokers = The jokers stand for the missing { $cards }, with two jokers allowed at this table (R9).
meld__set = { $cards } is a set of { $plural } worth { $points } points (R4.2).
# the same without the points, for a learner not yet taught them (the first lessons' test)
meld__run__plain = { $cards } is a run of { $suit }, in order with no gap (R4.1).
meld__run_joker__plain = { $cards } is a run of { $suit }, the joker standing for { $stands } (R4.1).
meld__run_jokers__plain = { $cards } is a run of { $suit }, the jokers standing for { $stands }, with two jokers allowed at this table (R4.1, R9).
meld__set__plain = { $cards } is a set of { $plural }, each of a different suit (R4.2).
note__ace_low = The ace counts 1 here, below the two (R5.1).
note__ace_low_11 = At this table the ace counts 11 even below the two, a house rule (R9).
note__ace_ten = At this table every ace counts 10, a house rule (R9).
note__joker_choice = The joker could stand for { $others } instead, if you say so when you put it down (R4.4).
note__set_joker_open = The joker stands for the { $rank } of { $suits }; which one stays open until a fourth card joins the set (R4.4).
note__set_joker = The joker stands for the missing { $card } (R4.4).
# cards typed as text: a slip, and the card probably meant
notation__fix = did you mean { $fix }, the { $name }?
notation__fix__digits = A ten is written with the digits 1 and 0.
notation__fix__space = Remove the space between { $first } and { $second }.
notation__fix__suit_word = A suit is written with its letter, { $letter } for { $suit }.
notation__fix__words = Write a card as its rank, then its suit's letter: { $fix }.
notation__fix__number = The { $rank } is written { $letter }, not { $number }.
notation__fix__order = Write the rank first, then the suit.
# melds: illegal (R4)
TOO_FEW_CARDS = A meld needs at least three cards, and { $cards } is only two cards (R4.1, R4.2).
TOO_FEW_CARDS__one = A meld needs at least three cards, and { $cards } is only one card (R4.1, R4.2).
TOO_FEW_CARDS__none = A meld needs at least three cards, and no card was given (R4.1, R4.2).
TWO_JOKERS = { $cards } holds { $count } jokers, but a meld may hold only one (R4.3).
JOKERS_OUTNUMBER = { $cards } holds two jokers and only one real card: this table allows two jokers in a meld, but never more jokers than real cards (R9).
JOKER_AS_WITHOUT_JOKER = { $cards } has no joker, so there is no card for a joker to stand for (R4.4).
JOKER_AS_INVALID = In { $cards } the joker cannot stand for { $wanted }: it can stand only for { $options } (R4.4).
JOKER_AS_INVALID__none = In { $cards } the joker cannot stand for { $wanted } (R4.4).
JOKER_AS_INVALID__pair = In { $cards } the jokers cannot stand for { $wanted } together: the two can stand only for { $options } (R4.4, R9).
JOKER_FIXED = { $cards } would not keep the joker as { $stands }: a joker's card is fixed once it is put down (R4.4).
SET_DUPLICATE_SUIT = { $cards } is not a set: it has two { $card }, and every card of a set must be of a different suit (R4.2).
SET_TOO_MANY = { $cards } is not a set: a set has at most four cards, one of each suit (R4.2).
SET_MIXED_RANKS = { $cards } is not a set: a set is all one rank, and these ranks differ (R4.2).
RUN_DUPLICATE_RANK = { $cards } is not a run: it has two { $card }, and a run has each rank once (R4.1).
RUN_TOO_LONG = { $cards } is not a run: a run has at most thirteen cards, ace to king (R4.1).
RUN_WRAPS = { $cards } is not a run: the ace goes below the two or above the king, never both, so a run cannot turn the corner from king to two (R4.1).
RUN_GAP = { $cards } is not a run: there is a gap where { $gaps } should be (R4.1).
RUN_GAP__jokers = { $cards } is not a run: it is missing { $gaps }, and its two jokers can fill only two gaps (R4.1, R9).
RUN_GAP__joker = { $cards } is not a run: it is missing { $gaps }, and its one joker can fill only one gap (R4.1, R4.3).
RUN_MIXED_SUITS = { $cards } is not a run: a run is all one suit, and this mixes { $suits } (R4.1).
NOT_A_MELD = { $cards } is neither a run (one suit, in unbroken order, R4.1) nor a set (one rank, every suit different, R4.2).
# the turn (R3)
NOT_YOUR_TURN = It is { $current }'s turn, not { $seat }'s: play goes round the table in seat order (R1.3).
ROUND_OVER = The round is over: no more moves can be made (R7.1).
ROUND_OVER__void = The round is over: the stock ran out with nobody out, so the round is void and is dealt again; no more moves can be made in it (R7.3).
NOT_IN_HAND = You have no { $card } in your hand to put down (R3.4).
TOO_FEW_IN_HAND = You have only { $count } { $card } in your hand, and you named more (R3.4).
DISCARD_NOT_IN_HAND = You have no { $card } in your hand to discard (R3.5).
LAYOFF_NOT_IN_HAND = You have no { $card } in your hand to lay off (R6.1).
LAYOFF_NOT_IN_HAND__few = You have only { $count } { $card } in your hand, and you named more (R6.1).
SWAP_NOT_IN_HAND = You have no { $card } in your hand to swap for the joker (R6.2).
SWAP_NOT_IN_HAND__few = You have only { $count } { $card } in your hand, and you named more (R6.2).
MUST_DRAW_FIRST = Begin your turn first: draw from the stock or take the top discard (R3.3).
MUST_DRAW_FIRST__meld = Before you can put down a meld, begin your turn: draw from the stock or take the top discard (R3.3).
MUST_DRAW_FIRST__lay_off = Before you can lay off, begin your turn: draw from the stock or take the top discard (R3.3).
MUST_DRAW_FIRST__swap = Before you can swap a joker, begin your turn: draw from the stock or take the top discard (R3.3).
MUST_DRAW_FIRST__discard = Before you can discard, begin your turn: draw from the stock or take the top discard (R3.3).
ALREADY_BEGUN = You have already begun this turn: a turn begins with one draw or one take, not two (R3.3).
STARTER_DISCARD_ONLY = At this table the starter's first turn is a discard only: melds wait for your next turn, a house rule (R9).
STARTER_NO_DRAW__take = The starter's first turn takes no card: you were dealt 15 cards. Meld if you can, then discard (R3.2).
STARTER_NO_DRAW = The starter's first turn has no draw: you were dealt 15 cards. Meld if you can, then discard (R3.2).
NOT_TOP_DISCARD = The { $card } is not the top of the discard pile: the { $top } is (R3.3).
NOTHING_TO_RETURN = You did not take the top discard this turn, so there is nothing to put back (R3.3).
RETURN_TOO_LATE = You have done more since taking the { $card }: take those moves back first, the last one first, then put the card back (R3.6).
MUST_KEEP_DISCARD = That would empty your hand, but every turn ends with a discard: keep at least one card (R3.5).
MUST_MELD_AFTER_TAKING = You took the { $card } from the discard pile, so you must put down a new meld before your turn ends. If you can't, take back your moves, put the card back and draw instead (R3.3, R3.6).
NOTHING_TO_UNDO = There is nothing to take back this turn (R3.6).
DRAW_CANNOT_BE_UNDONE = There is nothing left to take back: a card drawn from the stock stays in your hand, since you have seen it (R3.6).
# going down (R5) and Konkan (R8.6)
OPENING_NEEDS_RUN = Going down the first time needs at least one run among your melds (R5.2).
OPENING_TOO_LOW = Your melds add up to { $total } points, but going down the first time needs at least { $minimum }, { $short } more (R5.1).
# a first going-down must match (opening_rise="match") or beat ("beat") the highest this round (R9)
hint__rise__match = At this table a first going-down must match the highest this round, { $highest } (R9).
hint__rise__beat = At this table a first going-down must beat the highest this round, { $highest } (R9).
OPENING_TOO_LOW__rise__match = Your melds add up to { $total } points, but at this table a first going-down must match the highest this round, { $highest }: you need at least { $minimum }, { $short } more (R5.1, R9).
OPENING_TOO_LOW__rise__beat = Your melds add up to { $total } points, but at this table a first going-down must beat the highest this round, { $highest }: you need at least { $minimum }, { $short } more (R5.1, R9).
NOT_DOWN = You can do that only once you are down: put down your opening melds first (R5.3).
NOT_DOWN__lay_off = You can lay off cards only once you are down: put down your opening melds first (R5.3).
NOT_DOWN__swap = You can swap a joker only once you are down: put down your opening melds first (R5.3).
KONKAN_NOT_LAST_ROUND = Konkan can be declared only in the last round (round { $last }); this is round { $number } (R8.6).
KONKAN_NOT_LAST_ROUND__none = Konkan can be declared only in the last round, and a game played to a target or by elimination has no last round (R8.6).
KONKAN_ALREADY_DECLARED = You have already declared Konkan this round (R8.6).
KONKAN_ALREADY_DOWN = Only a player not yet down may declare Konkan (R8.6).
KONKAN_NOT_AT_START = Konkan must be declared at the very start of your turn, before you draw or do anything else (R3.1).
KONKAN_DECLARED_ONLY = You declared Konkan, so you may go down only with the whole Konkan at once: a run of ten and a set of four, or a run of eleven and a set of three (R8.6).
# the table (R6)
NO_SUCH_MELD = There is no such meld on the table: it holds { $count } (R6.1).
NO_SUCH_MELD__empty = There are no melds on the table yet (R6.1).
NO_SUCH_MELD__one = There is no such meld on the table: it holds { $count } meld (R6.1).
NO_SUCH_MELD__many = There is no such meld on the table: it holds { $count } melds (R6.1).
LAYOFF_WRONG_SUIT = You can't lay off { $card } on { $meld }: that is a run of { $suit }, and every card of a run is the same suit (R4.1).
LAYOFF_WRONG_RANK = You can't lay off { $card } on { $meld }: that is a set of { $plural }, and every card of a set is the same rank (R4.2).
LAYOFF_SECOND_JOKER = { $meld } already holds a joker, and a meld may hold only one (R4.3).
LAYOFF_BREAKS_MELD = You can't lay off { $cards } on { $meld }, because { $why }
# The meld the lay-off would make, and why it is no meld: one sentence per meld refusal (its key after the dot).
LAYOFF_BREAKS_MELD__TWO_JOKERS = You can't lay off { $cards } on { $meld }, because { $result } holds { $count } jokers, but a meld may hold only one (R4.3).
LAYOFF_BREAKS_MELD__JOKERS_OUTNUMBER = You can't lay off { $cards } on { $meld }, because { $result } holds two jokers and only one real card: this table allows two jokers in a meld, but never more jokers than real cards (R9).
LAYOFF_BREAKS_MELD__JOKER_AS_WITHOUT_JOKER = You can't lay off { $cards } on { $meld }, because { $result } has no joker, so there is no card for a joker to stand for (R4.4).
LAYOFF_BREAKS_MELD__JOKER_AS_INVALID = You can't lay off { $cards } on { $meld }, because in { $result } the joker cannot stand for { $wanted }: it can stand only for { $options } (R4.4).
LAYOFF_BREAKS_MELD__JOKER_AS_INVALID__none = You can't lay off { $cards } on { $meld }, because in { $result } the joker cannot stand for { $wanted } (R4.4).
LAYOFF_BREAKS_MELD__JOKER_AS_INVALID__pair = You can't lay off { $cards } on { $meld }, because in { $result } the jokers cannot stand for { $wanted } together: the two can stand only for { $options } (R4.4, R9).
LAYOFF_BREAKS_MELD__JOKER_FIXED = You can't lay off { $cards } on { $meld }, because { $result } would not keep the joker as { $stands }: a joker's card is fixed once it is put down (R4.4).
LAYOFF_BREAKS_MELD__SET_DUPLICATE_SUIT = You can't lay off { $cards } on { $meld }, because { $result } is not a set: it has two { $card }, and every card of a set must be of a different suit (R4.2).
LAYOFF_BREAKS_MELD__SET_TOO_MANY = You can't lay off { $cards } on { $meld }, because { $result } is not a set: a set has at most four cards, one of each suit (R4.2).
LAYOFF_BREAKS_MELD__SET_MIXED_RANKS = You can't lay off { $cards } on { $meld }, because { $result } is not a set: a set is all one rank, and these ranks differ (R4.2).
LAYOFF_BREAKS_MELD__RUN_DUPLICATE_RANK = You can't lay off { $cards } on { $meld }, because { $result } is not a run: it has two { $card }, and a run has each rank once (R4.1).
LAYOFF_BREAKS_MELD__RUN_TOO_LONG = You can't lay off { $cards } on { $meld }, because { $result } is not a run: a run has at most thirteen cards, ace to king (R4.1).
LAYOFF_BREAKS_MELD__RUN_WRAPS = You can't lay off { $cards } on { $meld }, because { $result } is not a run: the ace goes below the two or above the king, never both, so a run cannot turn the corner from king to two (R4.1).
LAYOFF_BREAKS_MELD__RUN_GAP = You can't lay off { $cards } on { $meld }, because { $result } is not a run: there is a gap where { $gaps } should be (R4.1).
LAYOFF_BREAKS_MELD__RUN_GAP__jokers = You can't lay off { $cards } on { $meld }, because { $result } is not a run: it is missing { $gaps }, and its two jokers can fill only two gaps (R4.1, R9).
LAYOFF_BREAKS_MELD__RUN_GAP__joker = You can't lay off { $cards } on { $meld }, because { $result } is not a run: it is missing { $gaps }, and its one joker can fill only one gap (R4.1, R4.3).
LAYOFF_BREAKS_MELD__RUN_MIXED_SUITS = You can't lay off { $cards } on { $meld }, because { $result } is not a run: a run is all one suit, and this mixes { $suits } (R4.1).
USE_JOKER_SWAP = The joker in { $meld } already stands for { $stands }: put in the { $stands } as a joker swap, and the joker comes to your hand (R6.2).
NO_JOKER_IN_MELD = { $meld } has no joker to take (R6.2).
SWAP_JOKER_FOR_JOKER = A joker frees a joker for nothing: put in the card the joker stands for (R6.2).
SWAP_WRONG_CARD = The joker in { $meld } stands for { $options }, so only that card frees it (R6.2).
SWAP_WRONG_CARD__open = The joker in { $meld } stands for { $options }: its suit stays open, so either of those cards frees it (R6.2).
SWAP_WRONG_CARD__open_both = The joker in { $meld } stands for { $options }, its suit still open; at this table only both of those cards at once free it (R6.2, R9).
SWAP_WRONG_CARD__two = The jokers in { $meld } stand for { $options }: put in one of those cards to free the joker standing for it, one joker at a time (R6.2, R9).
# house rules (R9)
SWAP_NEEDS_BOTH = At this table a set's joker is freed only by both missing cards ({ $both }) at once, a house rule (R9).
TAKEN_CARD_UNUSED = At this table the card you take from the discard pile must go into a new meld this turn, and the { $card } has not, a house rule (R9). Put it into a new meld, or take back your moves, put it back and draw (R3.6).
FREED_JOKER_UNUSED = At this table a joker you free must be melded or laid off in the same turn, before you discard, a house rule (R9).
FREED_JOKER_UNUSED__stuck = At this table a joker you free must be melded or laid off in the same turn, a house rule (R9), and yours fits nowhere now: take the swap back (R3.6).
# check(action) when the move is fine
ok__declare_konkan = You may declare Konkan: from then on you go down only with the whole Konkan, and it wins the game (R8.6).
ok__draw = You may draw the top card of the stock (R3.3).
ok__take_discard = You may take the { $card }, and you must then put down a new meld this turn (R3.3).
ok__take_discard__used = You may take the { $card }, and you must then put it into a new meld this turn, a house rule (R9).
ok__take_discard__declarer = You may take the { $card }: as a Konkan declarer at this table you need not meld with it, a house rule (R9).
ok__return_discard = You may put the { $card } back and draw instead (R3.3).
ok__meld = { $melds } You may put it down now (R3.4).
ok__opening = { $melds } Together { $total } points, at least { $minimum }: enough to go down (R5.1).
ok__opening_out = { $melds } You go out at once with these, which needs no minimum (R5.4).
ok__lay_off = You may lay off { $cards } on { $meld }, making { $result } (R6.1).
ok__swap_joker = You may put { $cards } into { $meld } and take its joker into your hand (R6.2).
ok__discard = You may discard the { $card } (R3.5).
ok__discard_out = Discarding the { $card }, your last card, takes you out (R7.1).
ok__undo = You may take back your last move of this turn (R3.6).
# what happened: events
event__deal__you = you
event__deal__others = Round { $number }: { $dealer } dealt; { $who } starts with 15 cards, everyone else has 14 (R2.1).
event__deal__yours = Round { $number }: { $dealer } dealt; you start with 15 cards, everyone else has 14 (R2.1).
event__declare_konkan = { $who } declared Konkan: from now on { $who_lower } may go down only with the whole Konkan (R8.6).
event__draw__private = { $who } drew { $card } from the stock (R3.3).
event__draw__public = { $who } drew a card from the stock (R3.3).
event__take_discard = { $who } took { $card } from the discard pile (R3.3).
event__return_discard = { $who } put { $card } back on the discard pile (R3.3).
event__go_down = { $who } went down with { $melds }, { $points } points (R5.1).
event__go_out_at_once = { $who } went down with { $melds }, all at once (R5.4).
event__meld = { $who } put down { $melds } (R3.4).
event__lay_off = { $who } laid off { $what } on { $owner } meld, making { $result } (R6.1).
event__swap_joker = { $who } put { $what } into { $owner } meld and took its joker, which stood for { $stands } (R6.2).
event__stood_for__either = one of the two missing { $plural }
event__discard = { $who } discarded { $card } (R3.5).
# cards an event names, with their article: "the 7♠", "the 9♠ 10♠", "the joker", "the 9♠ and the joker"
the__cards = the { $cards }
the__joker = the joker
the__jokers = the two jokers
the__and = { $cards } and { $jokers }
event__undo = { $who } took back a move: { $what } (R3.6).
event__scores = Scores: { $scores } ({ $rules }).
event__reshuffle = The stock ran out: the discard pile but its top card was shuffled into a new stock of { $count } cards (R9).
event__reshuffle__one = The stock ran out: the discard pile but its top card, one card, became the new stock (R9).
WENT_OUT = { $who } went out (R7.1).{ $spoiled } { $scores }
WENT_OUT_HAND = { $who } went out with a Hand (R8.2). { $scores }
WENT_OUT_KONKAN = { $who } went out with a Konkan (R8.5). { $scores }
DECLARED_KONKAN_WON = { $who } went out with a declared Konkan and won the game (R8.6). { $scores }
# why a player not down before the turn, out in it, did not go out with a Hand (or a Konkan)
spoiled__none = {""}
spoiled__hand__lay_off = {" "}It is not a Hand, because { $who } laid off on { $owner } meld, and a Hand uses only { $whose } own melds (R4.5, R8.2).
spoiled__hand__swap_joker = {" "}It is not a Hand, because { $who } took the joker from { $owner } meld, and a Hand uses only { $whose } own melds (R4.5, R8.2).
spoiled__hand = {" "}It is not a Hand, because { $who } touched another player's meld this turn, and a Hand uses only { $whose } own melds (R4.5, R8.2).
spoiled__konkan__lay_off = {" "}It is not a Konkan, because { $who } laid off on { $owner } meld, and a Konkan uses only { $whose } own melds (R4.5, R8.5).
spoiled__konkan__swap_joker = {" "}It is not a Konkan, because { $who } took the joker from { $owner } meld, and a Konkan uses only { $whose } own melds (R4.5, R8.5).
spoiled__konkan = {" "}It is not a Konkan, because { $who } touched another player's meld this turn, and a Konkan uses only { $whose } own melds (R4.5, R8.5).
ROUND_VOID = The stock ran out and nobody went out: the round is void and is dealt again by the same dealer (R7.3, R2.3).
# score lines (R8)
score__out = { $who } went out: { $score } (R8.1).
score__hand = { $who } went out with a Hand: { $score } (R8.2).
score__konkan = { $who } went out with a Konkan: { $score } (R8.5).
score__partner = { $who } is the partner of the player who went out, so pays nothing: 0 (R8.4).
score__konkan_paid = { $who } pays a flat { $penalty } for the Konkan, whatever is in hand (R8.5).
score__not_down = { $who } never went down, so pays { $penalty } (R8.3).
score__not_down_doubled = { $who } never went down, so pays { $penalty }, doubled by the Hand to { $score } (R8.3, R8.2).
score__cards = { $who } holds { $cards }, worth { $penalty } (R8.3).
score__cards_doubled = { $who } holds { $cards }, worth { $penalty }, doubled by the Hand to { $score } (R8.3, R8.2).
score__cards__none = { $who } holds no cards, worth { $penalty } (R8.3).
score__cards_doubled__none = { $who } holds no cards, worth { $penalty }, doubled by the Hand to { $score } (R8.3, R8.2).
score__void = { $who } scores nothing: the round is void (R7.3).
# The score sheet's "Read as": the cards typed, what they are worth, and the rule that scores them
# otherwise (a short form beside the cards, the whole sentence on hover).
read__not_down = { $who } holds { $cards }, worth { $worth }, but never went down, so pays { $score } (R8.3).
read__not_down__short = never went down: pays { $score } (R8.3)
read__not_down_doubled = { $who } holds { $cards }, worth { $worth }, but never went down, so pays { $penalty }, doubled by the Hand to { $score } (R8.3, R8.2).
read__not_down_doubled__short = never went down: { $penalty }, doubled by the Hand to { $score } (R8.3, R8.2)
read__cards_doubled = { $who } holds { $cards }, worth { $worth }, doubled by the Hand to { $score } (R8.3, R8.2).
read__cards_doubled__short = doubled by the Hand: { $score } (R8.2)
read__konkan_paid = { $who } holds { $cards }, worth { $worth }, but pays a flat { $score } for the Konkan (R8.5).
read__konkan_paid__short = the Konkan: a flat { $score } (R8.5)
read__partner = { $who } holds { $cards }, worth { $worth }, but is the partner of the player who went out, so pays nothing (R8.4).
read__partner__short = partner went out: pays nothing (R8.4)
read__void = { $who } holds { $cards }, worth { $worth }, but the round is void, so scores nothing (R7.3).
read__void__short = void round: scores nothing (R7.3)
# named things: suits, ranks, a card in words, whose meld
word__suit__S = spade
word__suit__S__plural = spades
word__suit__H = heart
word__suit__H__plural = hearts
word__suit__D = diamond
word__suit__D__plural = diamonds
word__suit__C = club
word__suit__C__plural = clubs
# a suit's name as a card in words says it after the rank (word__card: "seven of spades")
word__suit__S__of = spades
word__suit__H__of = hearts
word__suit__D__of = diamonds
word__suit__C__of = clubs
word__rank__1 = ace
word__rank__1__plural = aces
word__rank__2 = two
word__rank__2__plural = twos
word__rank__3 = three
word__rank__3__plural = threes
word__rank__4 = four
word__rank__4__plural = fours
word__rank__5 = five
word__rank__5__plural = fives
word__rank__6 = six
word__rank__6__plural = sixes
word__rank__7 = seven
word__rank__7__plural = sevens
word__rank__8 = eight
word__rank__8__plural = eights
word__rank__9 = nine
word__rank__9__plural = nines
word__rank__10 = ten
word__rank__10__plural = tens
word__rank__11 = jack
word__rank__11__plural = jacks
word__rank__12 = queen
word__rank__12__plural = queens
word__rank__13 = king
word__rank__13__plural = kings
word__joker = joker
word__card = { $rank } of { $suit }
word__owner__your_own = your own
word__owner__their_own = their own
word__owner__your = your
word__owner__named = { $name }'s
list__or = { $items } or { $item }
# a meld on the table, its jokers' readings beside it
meld__shown__jokers = { $cards } (jokers as { $readings })
meld__shown__joker_open = { $cards } (joker: { $options })
meld__shown__joker = { $cards } (joker as { $card })
# the end of a game: who won and why, and the standings' notes
end__konkan__one = { $name } went out with a declared Konkan in the last round, so { $who } wins the game whatever the totals (R8.6).
end__konkan__many = { $name } went out with a declared Konkan in the last round, so { $who } win the game whatever the totals (R8.6).
end__elimination__over__one = Everyone still in passed the limit of { $limit } in round { $round }: { $who } stays with the lowest total, { $total }, and wins (R9).
end__elimination__over__many = Everyone still in passed the limit of { $limit } in round { $round }: { $who } stay with the lowest total, { $total }, and share the win (R9).
end__elimination__last = { $who } is the last player left in the game and wins (R9).
end__how__teams_tie = the two teams share the win: both team totals are { $total }
end__how__team = { $who } win with the lower team total, { $total }
end__how__one = { $who } wins with the lowest total, { $total }
end__how__many = { $who } share the win with the lowest total, { $total }
end__reached__team = { $who }'s team total
end__reached__one = { $who }'s total
end__target__one = { $reached } reached the target of { $limit } in round { $round }, so the game is over: { $how } (R9).
end__target__two = { $reached } both reached the target of { $limit } in round { $round }, so the game is over: { $how } (R9).
end__target__many = { $reached } all reached the target of { $limit } in round { $round }, so the game is over: { $how } (R9).
end__rounds__one = After { $rounds } counted round the game is over: { $how } (R8.7).
end__rounds__many = After { $rounds } counted rounds the game is over: { $how } (R8.7).
end__note__won = won
end__note__left = left after round { $round } (over { $limit })
# the score sheet: where the game stands
sheet__total = { $name } { $total }
sheet__total__out = { $name } { $total } (out of the game)
sheet__totals = Totals: { $totals }.
sheet__totals__final = Final totals: { $totals }.
sheet__teams = Teams: { $first } { $a }, { $second } { $b }.
sheet__left__one = { $name } leaves the game: their total, { $total }, passed the limit of { $limit } (R9).
sheet__left__many = { $who } leave the game: their totals ({ $totals }) passed the limit of { $limit } (R9).
sheet__over = { $verdict } A new game starts the sheet over.
sheet__void = Round { $number } was void: it scores nothing and is dealt again by the same dealer (R7.3, R2.3).
sheet__next__last = Next: round { $number } of { $rounds }, the last. A player not yet down may declare Konkan in it (R8.6).
sheet__next__rounds = Next: round { $number } of { $rounds } (R8.7).
sheet__next__target = Next: round { $number }. The game ends after the round in which a total reaches { $limit } (R9).
sheet__next__target__team = Next: round { $number }. The game ends after the round in which a team total reaches { $limit } (R9).
sheet__next__elimination = Next: round { $number }, played by { $who }. A player whose total passes { $limit } leaves the game (R9).
sheet__declare_refusal = { $refusal } A Konkan put down without a declaration scores as R8.5 says.
sheet__refusal = This sheet takes no more rounds. { $verdict } A new game starts the sheet over.
repr__sheet = <Sheet { $players } players, { $rounds } rounds entered, totals { $totals }>
# a round's moves named inside a sentence
ok__quiet = That move is allowed now (R3).
word__seat = seat { $seat }
repr__round = <Round { $number }, { $players } players, { $state }>
repr__round__of = <Round { $number } of { $rounds }, { $players } players, { $state }>
repr__round__over = over ({ $ending })
repr__round__turn = seat { $seat } to { $phase }
# the reader, named in a sentence about their own move
word__you = you
word__you__start = You
word__your = your
word__their = their
event__score = { $who } { $score }
# the seats' names, unless the table names them
word__seat_name__south = South
word__seat_name__east = East
word__seat_name__north = North
word__seat_name__west = West
word__seat_name__north_east = North-East
word__seat_name__north_west = North-West
word__seat_name__numbered = Seat { $seat }
# how a value shows itself to a programmer (repr)
repr__legal_actions = <LegalActions of seat { $seat }>

## errors: The words of errors on bad input: a card, a seat, an option or a save that can't be taken. Each sentence names the input it refuses (``{value}`` is the input as ``konkan.errors.shown`` quotes it); ``{name}`` is the name of the argument or field, as the code spells it.

# an input quoted
error__shown__huge = <a whole number of { $digits } digits>
# whole numbers
error__whole = { $name } must be a whole number, got { $value }
error__whole__range = { $name } must be a whole number from { $low } to { $high }, got { $value }
error__whole__from = { $name } must be a whole number from { $low } up, got { $value }
error__whole__between = { $name } must be from { $low } to { $high }, got { $value }
error__whole__at_least = { $name } must be at least { $low }, got { $value }
# names
error__lazy__no_attribute = module { $package } has no attribute { $name }
error__names__count = names must give one name per seat ({ $players }), got { $value }
error__names__bad = the name of seat { $seat } must be text of 1 to 40 printable characters, got { $value }
error__names__same = seat names must differ from each other, got { $value }
error__names__you = 'You' is how a seat reads its own moves: choose another name
# rules
error__rules__bool = { $name } must be True or False, got { $value }
error__rules__partnership = partnership needs exactly 4 players (two teams of two, partners opposite, R1.1); got players={ $players }
error__rules__empty_stock = empty_stock must be 'void' or 'reshuffle', got { $value }
error__rules__one_of = { $name } must be one of { $choices }, got { $value }
error__rules__jokers_per_meld = jokers_per_meld must be 1 or 2, got { $value }
error__rules__elimination = game_end='elimination' is for players on their own, not partnerships (R9)
error__rules__preset = there is no preset { $value }: the presets are { $choices }
error__rules__mapping = rules must be a mapping of option names to values, got { $value }
error__rules__unknown = unknown rules option(s): { $value }
error__rules__type = rules must be a konkan.Rules, got { $value }
# a round's scores
error__scores__team = a partnership has 4 seats, so 4 scores, got { $value }
error__scores__ending = ending must be one of { $choices }, got { $value }
error__scores__hands = hands must list each seat's cards, 2 to 5 seats, got { $value }
error__scores__went_down = went_down must give True or False for each of the { $seats } seats, got { $value }
error__scores__partnership = a partnership round has 4 seats, got { $hands } hands
error__scores__finisher = finisher must be a seat from 0 to { $high }, got { $value }
error__scores__finisher_hand = the finisher (seat { $seat }) went out, so their hand must be empty, got { $count } cards
error__scores__finisher_down = the finisher (seat { $seat }) went out, so they went down: went_down[{ $seat }] must be True
error__what__hand = hand of seat { $seat }
# a game's rounds
error__game__unfinished = it follows a round that never ended
error__game__over = the game is over: no round follows
error__game__players = the round is played under other rules or by other players than the game deals it to ({ $names })
error__game__order = it should be round { $number } dealt by { $dealer }, but it is round { $got } dealt by { $got_dealer }
error__game__seed = it does not carry the seed the game gives it: rounds were reordered or altered
error__game__round = round must be one of this game's rounds, got { $value }
error__game__not_over = round { $number } is not over yet: finish it before dealing the next
error__game__no_next = the game is over: there is no next round
# table melds
error__table_meld__mapping = a table meld is a mapping made by TableMeld.to_dict, got { $value }
error__table_meld__unknown = a table meld has no field { $value }
error__table_meld__missing = a table meld needs its { $value }
error__table_meld__cards = a table meld's cards must be 3 to 13 different card ids, got { $value }
error__table_meld__owner = a table meld's owner must be a seat from 0 to 4, got { $value }
error__table_meld__codes = a table meld's joker_readings must list card codes, got { $value }
error__table_meld__jokers = a table meld's joker_readings must give one card per joker, got { $value }
error__table_meld__illegal = the meld { $cards } is not legal: { $why }
error__table_meld__order = a table meld's cards must lie in table order ({ $cards }), got { $value }
error__table_meld__field = a table meld's { $name } must be { $expected } for those cards, got { $value }
# cards
error__card__numbers = a card's rank and copy are whole numbers, got { $rank } and { $copy }
error__card__joker_suit = a joker has no suit, got suit { $value }
error__card__rank = a card's rank is 1 (ace) to 13 (king), got { $value }
error__card__suit = a card's suit is one of S H D C, got { $value }
error__card__copy = there are two of every card: copy is 0 or 1, got { $value }
error__card__not_a_card = { $value } is not a card: write a rank (A, 2-10 or T, J, Q, K) then a suit (S H D C or ♠ ♥ ♦ ♣), or JK for a joker
error__card__id = a card id is a whole number from 0 to 105, got { $value }
error__card__one = { $what } should be one card, got { $value }
error__card__type = { $what } should be a card such as '7S', got { $value }
error__cards__not_a_card = card { $position } ({ $value }) is not a card: write a rank (A, 2-10 or T, J, Q, K) then a suit (S H D C or ♠ ♥ ♦ ♣), or JK for a joker
error__cards__slip = card { $position } ({ $value }) is not a card: { $fix } { $why }
error__cards__text = parse_cards expects text such as '7S 8S 9S', got { $value }
error__cards__third = card { $position } ({ $value }): there are only two { $card } in the game
error__cards__third_joker = card { $position } ({ $value }): there are only two jokers in the game
error__cards__type = { $what } must be text such as '7S 8S 9S' or a list of cards, got { $value }
error__cards__too_many = { $what }: more cards than the game has (106)
error__cards__twice = { $what }: the same physical card { $value } appears twice
error__cards__item_one = { $what }: item { $position } ({ $value }) should be one card
error__cards__item_bad = { $what }: item { $position } ({ $value }) is not a card
error__cards__item_third = { $what }: item { $position } ({ $value }) is a third copy of { $card }
error__cards__bad = { $what }: { $value } is not a card
error__what__cards = cards
error__what__card = card
# the cards given as a hand (find_melds, best_opening, hand_penalty, a picture of a hand), and as a meld (check_meld)
error__what__hand_cards = hand
error__what__meld = meld
# saved rounds and games
error__what__round = round
error__what__game = game
error__where__top = its top
error__where__shape = its shape
error__where__length = { $path } (its length)
error__save__no_checksum = the saved { $what } has no checksum ('check'): it was not written by konkan
error__save__unwritable = the saved { $what } holds values JSON can't write back
error__save__changed = the saved { $what } was changed after it was written (its checksum does not match)
error__save__bytes = the saved file is { $size } bytes, far more than any game needs
error__save__utf8 = the saved file is not UTF-8 text
error__save__type = from_json takes JSON text, got { $value }
error__save__characters = the saved file is { $size } characters, far more than any game needs
error__save__too_deep = the saved file nests too deeply to be a konkan save
error__save__json = the saved file is not valid JSON: { $error }
error__save__object = the saved file must hold a JSON object
error__save__format = the saved file is not a { $format } (its format is { $value })
error__save__version = the saved file has version { $value }; this konkan reads version { $version }
error__save__deeper = the saved file nests deeper than a konkan save ever does (at { $where })
error__save__key = the saved file has a key that is not text, at { $where }
error__save__value = the saved file holds a value JSON can't hold ({ $value }) at { $where }
error__save__surrogate = the saved file holds text that is not valid Unicode (a lone surrogate), at { $where }
error__save__missing = the saved { $what } has no { $name }
error__save__rules = the saved { $what }'s rules are invalid: { $error }
error__save__deck = the saved deck must be a list of card ids (0 to 105)
error__save__deal = the saved deal is invalid: { $error }
error__save__actions = the saved actions must be a list
error__save__action = saved action { $number } is malformed: { $error }
error__save__replay = saved action { $number } ({ $action }) cannot be replayed: { $error }
error__save__round_mismatch = the saved round does not match what its deal and actions lead to (it differs in { $where }); the file was altered or damaged
error__save__no_rounds = the saved game must hold at least one round
error__save__seed = the saved game's seed must be a whole number or text, got { $value }
error__save__game = the saved game is invalid: { $error }
error__save__round_object = saved round { $number } is not an object
error__save__round_rules = saved round { $number } is played under other rules than the game
error__save__round = saved round { $number }: { $error }
error__save__after_end = the game was already over after saved round { $number }, yet more rounds follow
error__save__game_mismatch = the saved game does not match its rounds (it differs in { $where }); the file was altered or damaged
# a seat view read back
error__view__must__mapping = the seat view's { $field } must be a mapping, got { $value }
error__view__must__whole = the seat view's { $name } must be a whole number from { $low } to { $high }, got { $value }
error__view__must__bool = the seat view's { $field } must be true or false, got { $value }
error__view__must__true = the seat view's { $field } is written only when true, got { $value }
error__view__must__text = the seat view's { $field } must be a text, got { $value }
error__view__must__list = the seat view's { $field } must be a list (at most { $longest } long), got { $value }
error__view__must__one_of = the seat view's { $field } must be one of { $choices }, got { $value }
error__view__must__seat = the seat view's { $field } must be a seat from 0 to { $high }, got { $value }
error__view__must__sizes = the seat view's { $field } must be one size per seat ({ $players }), got { $value }
error__view__must__bools = the seat view's { $field } must be one true or false per seat ({ $players }), got { $value }
error__view__must__new_melds = the seat view's { $field } must be different places on the table of this seat's melds, got { $value }
error__view__must__freed_jokers = the seat view's { $field } must be jokers in the hand or on the table, got { $value }
error__view__must__lines = the seat view's { $field } must be one line per seat, in seat order ({ $players }), got { $value }
error__view__unknown = the seat view's { $field } has an unknown field { $value }
error__view__missing = the seat view's { $field } has no { $name }
error__view__twice = the seat view's { $field } holds a card twice
error__view__mapping = a seat view is a mapping made by SeatView.to_dict, got { $value }
error__view__rules = the seat view's rules are invalid: { $error }
error__view__names = the seat view's names are invalid: { $error }
error__view__table = the seat view's table[{ $index }] is invalid: { $error }
error__view__hand_size = the seat view's hand_sizes[{ $seat }] is { $size }, but its hand holds { $count } cards
error__view__declared = the seat view's declared names a seat twice
error__view__two_places = the seat view shows a card in two places (hand, table, discard pile)
error__view__count = the seat view's cards add up to { $count }, not the game's 106
error__view__took = the seat view's took_discard { $card } is neither in the hand nor on the table
error__view__legal = the seat view's legal[{ $index }] is a move of another seat ({ $value })
error__view__phase = the seat view's phase is 'over' exactly when it has a result
error__view__write_back = the seat view does not write back as given: it differs in { $where }
# the score sheet
error__sheet__rules_type = rules must be konkan Rules, got { $value }
error__sheet__cards = { $name }'s cards: { $error }
error__sheet__copies = { $card } is named { $count } times ({ $holders }), but there are only two { $card } in the game (R1.2).
error__sheet__copies__joker = The joker is named { $count } times ({ $holders }), but there are only two jokers in the game (R1.2).
error__sheet__hands = Give the cards left for each of the { $players } players.
error__sheet__ending = A round ends 'out', 'hand', 'konkan' or 'void', not { $value }.
error__sheet__went_down = Say for each of the { $players } players whether they went down (True or False).
error__sheet__declared = Say whether the Konkan was declared with True or False.
error__sheet__out_cards = { $name } is out of the game and plays no more rounds, so holds no cards (R9).
error__sheet__void_declared = A void round has no Konkan to declare: nobody went out (R7.3).
error__sheet__finisher = Say who went out, or mark the round void (R7.3).
error__sheet__no_seat__range = There is no seat { $value }: the sheet has { $players } players (seats 0 to { $high }).
error__sheet__no_seat = There is no seat { $value }: the sheet has { $players } players.
error__sheet__finisher_out = { $name } is out of the game, so did not play this round (R9).
error__sheet__finisher_cards = { $name } went out, so holds no cards: remove the cards entered for { $name } (R7.1).
error__sheet__declare_kind = Only a Konkan can be declared (R8.6): choose the Konkan ending, or enter the round without a declaration.
error__sheet__undo = There is no round to take back.
error__sheet__name = A player's name is 1 to 40 printable characters; { $value } is not.
error__sheet__name_taken = { $name } is already another player's name: give each player their own.
error__sheet__name_you = 'You' is how a player reads their own moves: choose another name.
error__what__sheet = score sheet
error__sheet__missing = the saved score sheet has no { $name }
error__sheet__rules = the saved score sheet's rules or names are invalid: { $error }
error__sheet__rounds = the saved score sheet's rounds must be a list
error__sheet__round_shape = saved round { $number } is not a round as the sheet writes it
error__sheet__round_hands = saved round { $number }'s hands must be texts of cards
error__sheet__round_bad = saved round { $number } cannot be entered: { $error }
error__sheet__mismatch = the saved score sheet does not match its rounds (it differs in { $where })
error__sheet__save = The score sheet could not be saved to { $path }: { $why }.
error__sheet__read = The score sheet { $path } could not be read: { $why }.
error__sheet__refused = The score sheet { $path } was refused: { $error }.
# actions, as text or as a mapping
error__token__bad = { $what } { $value } is not a card
error__token__not_a_card = { $what } { $value } is not a card: write a rank and a suit, such as 7♠ or 7S
error__action__card_id = { $name } must be a card id from 0 to 105, got { $value }
error__action__card_ids = { $what } must be a list of card ids, got { $value }
error__action__cards = { $what } must be cards, got { $value }
error__action__seat = an action's seat is a whole number from 0 to 4, got { $value }
error__action__text = an action is text such as 'seat 0: draw', got { $value }
error__action__form = { $value } is not an action: write it as 'seat 0: draw'
error__action__no_move = { $value } is not an action: it names no move the game has
error__action__nothing_after = { $value }: '{ $verb }' takes nothing after it
error__action__mapping = an action is a mapping with a seat and a kind, got { $value }
error__action__kind = an action's kind must be one of { $choices }, got { $value }
error__action__unknown = a { $kind } action has no field { $value }
error__action__missing = a { $kind } action needs { $name }, got { $value }
error__action__taken = the card taken must be a card, got { $value }
error__action__reading = { $what } names the cards jokers stand for, got { $value }
error__action__reading_code = { $what } must be a card or a list of cards, got { $value }
error__action__groups = a meld's groups must be groups of cards, got { $value }
error__action__joker_as = joker_as must give one entry per group, got { $value }
error__action__group_ids = a meld's groups must be a list of lists of card ids, got { $value }
error__action__joker_as_list = a meld's joker_as must be a list of cards or nulls, got { $value }
error__action__lay_off = { $value }: write a lay-off as 'lay off 10♠ on meld 2'
error__action__swap = { $value }: write a swap as 'swap Q♣ for the joker in meld 1'
error__action__discard = a discard is one card, got { $value }
error__joker_as__count = joker_as has { $entries } entries for { $groups } groups: give one per group
error__what__action_seat = an action's seat
error__what__taken = the card taken
error__what__stands_for = the card a joker stands for
error__what__each_group = each group of a meld
error__what__meld_group = a meld's group
error__what__meld_joker_as = a meld's joker_as
error__what__laid_off = the cards laid off
error__what__lay_off_joker_as = a lay-off's joker_as
error__what__swapped_in = the cards swapped in
error__what__discarded = the card discarded
# a round dealt, staged or played
error__seed__type = seed must be a whole number or a short text, got { $value }
error__seed__utf8 = seed must be text that can be written as UTF-8, got { $value }
error__what__round_number = number (rounds count from 1)
error__what__dealer = dealer (a seat)
error__what__current = current (a seat)
error__what__meld_owner = table meld { $index }'s owner (a seat)
error__what__table_meld = table meld { $index }
error__deck__short = the deck is too short to deal: { $players } players need { $need } cards, the deck has { $count }
error__staged__hands = hands: give one hand per seat ({ $players }), got { $count }
error__staged__third = { $what }: there are only two { $card } in the game (R1.2), and a third is placed
error__staged__meld = table meld { $index }: give (owner, cards) or (owner, cards, joker_as), got { $value }
error__staged__illegal = table meld { $index }: { $why }
error__staged__rest = rest: the cards not placed go to the 'stock' or the 'pile', not { $value }
error__staged__down = table meld: { $name } has a meld down, so give them in down
error__staged__pile = pile: a turn after the first begins with the last discard on the pile (R3.5), so give the pile a card
error__pick__long = { $what }: { $value } is far too long to name cards
error__pick__card = { $what }: card { $position } ({ $value }) is not a card
error__pick__type = { $what } must be text such as '7S 8S' or a list of cards, got { $value }
error__pick__many = { $what }: { $count } cards is more than the game has
error__meld__empty = a meld needs at least one group of cards, such as 7S 8S 9S
error__meld__groups = { $count } groups is more melds than a hand can make
error__lay_off__empty = a lay-off needs at least one card
error__swap__empty = a joker swap needs the card the joker stands for
error__discard__type = a discard is one card, such as 'KH', got { $value }
error__takes_action = { $method } takes an action such as Draw(0), got { $value }
error__in_action = { $action }: { $error }
error__not_a_move = { $value } is not a move the game has
error__joker_as__several = joker_as must give one entry per group when melding several groups
error__joker_as__type = joker_as must give one card (or None) per group, got { $value }
error__joker_as__two = joker_as names at most two cards for one group, got { $value }
# jokers named
error__joker_as__joker = joker_as names the card a joker stands for, so it cannot be a joker
error__language = konkan speaks no language called { $language }: choose one of { $languages } ("en" English, "ar" Arabic, "fr" French).
error__digits = Numbers cannot be written with { $digits } digits: choose { $choices }.

## gradebook: The words of putting a class's test marks into nbgrader's gradebook (``class.gradebook.*``): :func:`konkan.classroom.nbgrader.to_gradebook` and the command ``konkan-class-service export-nbgrader``; and what they refuse (``error.class.gradebook.*``). For a teacher: what was written where, and what to change when it can't be.

# what was written (the command prints it)
class__gradebook__written__none = Class { $code } has no students yet. The gradebook { $gradebook } has the assignment { $assignment }, with no marks.
class__gradebook__written__one = The test marks of the one student of class { $code } are in the gradebook { $gradebook }, as the assignment { $assignment }. nbgrader export now gives them.
class__gradebook__written__many = The test marks of the { $count } students of class { $code } are in the gradebook { $gradebook }, as the assignment { $assignment }. nbgrader export now gives them.
# the command's help
class__gradebook__command__title = instead of running the service
class__gradebook__command__help = put the test marks of a class into an nbgrader gradebook
class__gradebook__command__description = Puts the test marks of a class, as the class service marked them, into an nbgrader gradebook: one submission per student, one point per puzzle answered right. Run it again to bring the marks up to date.
class__gradebook__command__class = the class's code, such as river-7661
class__gradebook__command__gradebook = the nbgrader gradebook's address, such as sqlite:////srv/nbgrader/course/gradebook.db, or its file's name
class__gradebook__command__assignment = the assignment's name in nbgrader (default: { $default })
class__gradebook__command__notebook = the notebook's name in that assignment (default: { $default })
class__gradebook__command__course = the nbgrader course, for a new assignment (default: the gradebook's own)
# what is refused; nothing is written then
error__class__gradebook__no_nbgrader = nbgrader is not installed here. Install it where you run this (pip install nbgrader), then try again.
error__class__gradebook__no_alembic = nbgrader makes a new gradebook with its alembic command, which is not found here. Run this where nbgrader is installed with its commands, or give a gradebook nbgrader has already made.
error__class__gradebook__results_type = The results must be the class's results as text, as results_csv gives them, not { $results }.
error__class__gradebook__results_header = These are not a class's results: the first line must name the student, each puzzle, the total and the time, and it is { $line }.
error__class__gradebook__results_row = Line { $line } of the results is not a student's marks (a name, 1, 0 or nothing for each of the { $count } puzzles, the total, then the seconds): { $row }. Nothing was written to the gradebook.
error__class__gradebook__name__assignment = The assignment's name must be a short name, such as { $example }, not { $name }.
error__class__gradebook__name__notebook = The notebook's name must be a short name, such as { $example }, not { $name }.
error__class__gradebook__name__course = The course's name must be a short name, such as { $example }, not { $name }.
error__class__gradebook__url_type = The gradebook must be its address, such as sqlite:///gradebook.db, or a file name, not { $gradebook }.
error__class__gradebook__unreadable = konkan could not open the gradebook { $gradebook } ({ $why }). Check the address: for a file, sqlite:/// then the file's path, in a folder that exists. Nothing was written.
error__class__gradebook__not_gradebook = { $gradebook } is a database, but not an nbgrader gradebook. Check the address. Nothing was written to it.
error__class__gradebook__no_notebook = The assignment { $assignment } in the gradebook { $gradebook } has no notebook called { $notebook }. Give the notebook's name, or another assignment's. Nothing was written.
error__class__gradebook__cells = The assignment { $assignment } in the gradebook { $gradebook } does not match the test of this class: its notebook { $notebook } has the graded cells { $found } (each with its points), and the test needs check_1 to check_{ $count }, one point each. Give another assignment's name, or make this one from the class's code. Nothing was written.
error__class__gradebook__cells__none = The assignment { $assignment } in the gradebook { $gradebook } does not match the test of this class: its notebook { $notebook } has no graded cells, and the test needs check_1 to check_{ $count }, one point each. Give another assignment's name, or make this one from the class's code. Nothing was written.
error__class__gradebook__no_db = There is no class database at { $db }. Give the one the class service uses, with --db or KONKAN_CLASS_DB.

## hub: The class service's words on a school's JupyterHub (``hub.*``): its page, its refusals, what a student's kernel says about where the class lives, and the service's command line (its help and what it writes in the hub's log). A refusal's sentence says what was wrong and what to do; the service sends it with a reason code (the key) and an HTTP status.

# the service's page (GET /services/konkan/)
hub__page__title = Konkan class
hub__page__hello = Hello, { $name }.
hub__page__teacher = The hub says you are a teacher here.
hub__page__student = The hub says you are a student here.
hub__page__about = This is the konkan class of your school's hub. Your class's notebooks talk to it.
# refusals (the reason code is the key; the service adds the HTTP status)
hub__not_signed_in = The class service does not know who you are: sign in to the hub first. A notebook on the hub sends its server's token by itself.
hub__away = The hub did not answer the class service just now, so the service can't tell who you are. The hub is most likely restarting: try again in a moment.
hub__not_allowed = The hub knows you, { $name }, but does not let this page or notebook use the class service. Ask the hub's administrator to add konkan's lines to the hub: they give the scope { $scope }.
hub__teachers_only = Only a teacher can do this, and the hub does not list you, { $name }, in the group { $group }.
hub__body_too_big = The request is too big: it has { $size } bytes, and the class service takes at most { $limit }.
hub__body_not_json = The request is not JSON the class service can read: it goes wrong at character { $position }.
hub__body_not_text = The request is not text the class service can read: byte { $position } is not UTF-8.
hub__body_not_object = The request must be a JSON object, with names and values in braces; it was { $kind }.
hub__not_found = The class service has nothing at { $path }.
hub__body_unknown_field = The request has a field { $name } that this call does not take. It takes: { $names }.
hub__body_no_fields = no field
hub__body_missing_field = The request needs a field { $name }, and it has none.
hub__body_bad_field__int = The request's { $name } must be a whole number; it was { $value }.
hub__body_bad_field__bool = The request's { $name } must be true or false; it was { $value }.
hub__body_bad_field__text = The request's { $name } must be text in quotes; it was { $value }.
hub__body_bad_field__text_or_int = The request's { $name } must be text or a whole number; it was { $value }.
hub__body_bad_field__any = The request's { $name } must be text, a number, or a list of them; it was { $value }.
hub__query_bad__int = The address's { $name } must be a whole number, such as 12; it was { $value }.
hub__query_bad__seconds = The address's { $name } must be a number of seconds, such as 20; it was { $value }.
hub__query_too_long = The address gives { $name } more than once, or longer than { $limit } characters.
hub__failed = The class service could not answer this request (HTTP status { $status }). The hub's administrator can read why in the hub's log.
# a student's kernel: where the class lives (konkan/classroom/service/client.py)
hub__client__on_hub = This notebook runs on your school's hub, so your class lives on its class service ({ $path } at the hub's address).
hub__client__not_on_hub = This notebook does not run on a school hub, so the class stays in files on this computer.
hub__client__no_service = This notebook runs on a hub that has no konkan class service, so the class stays in files on this computer. The hub's administrator can add the service (see the teacher's guide).
hub__client__needed = { $where } Making a class and opening its tables need the class service of a school's hub; here, follow the teacher's guide for a class in files.
hub__client__away = The class service is not answering just now: it is most likely restarting. Try again in a moment.
hub__client__class_made = { $describe } It is on the hub: students join it with the code { $short }.
hub__client__table_opened = Table { $number } of class { $short } is open, with { $seats } seats. The computer plays any seat no student takes, at the level { $level }.
hub__client__unreachable = The class service at { $url } did not answer.
hub__client__bad_reply = The class service at { $url } sent a reply that is not JSON (HTTP status { $status }).
# the command konkan-class-service (its --help, and the lines it writes in the hub's log)
hub__command__description = The konkan class service: JupyterHub starts it as one of its services (see docs/hub/jupyterhub_config.py) and routes it at /services/konkan/.
hub__command__db = the class's database, a SQLAlchemy URL or a file name (default: $KONKAN_CLASS_DB, else the SQLite file { $default } in the folder the service runs in)
hub__command__not_on_hub = konkan-class-service runs as a JupyterHub service, and { $variable } is not set: add it to the hub's configuration (docs/hub/jupyterhub_config.py) and let the hub start it.
hub__command__bad_url = { $variable } is { $value }, which is not an address such as http://127.0.0.1:10101. The hub's administrator sets it (docs/hub/jupyterhub_config.py).
hub__command__sweep_failed = The service could not look for students gone without a word. It looks again in a few seconds; why is below.
hub__command__computer_failed = Table { $table }: the computer could not play its turn. The table waits for the next move; why is below.
hub__command__listening = The konkan class service listens at { $url } (the hub routes { $prefix }); its database: { $db }.

## lessons/a_turn: Lesson 3's words: a turn (R3), from the first card to the discard, and changing your mind.

lesson__a_turn__title = A turn
lesson__a_turn__summary = Begin with a card, play what you can, end with a discard, and change your mind in between.
# step a-whole-turn
lesson__a_turn__a_whole_turn__title = Draw, then discard
lesson__a_turn__a_whole_turn__intro = Every turn begins by picking up one card. It is the top card of the stock (the face-down pile) or the top card of the discard pile. Every turn ends by throwing one card onto the discard pile.
lesson__a_turn__a_whole_turn__goal = Draw a card from the stock, then discard one card.
lesson__a_turn__a_whole_turn__hint = Your turn begins with a card from one of the two piles. The stock is the safe one.
lesson__a_turn__a_whole_turn__why__1 = Begin with a draw from the stock: you get its top card, the Q♥ (R3.3).
lesson__a_turn__a_whole_turn__why__2 = Then discard a card you don't need, such as the K♠, and your turn is over (R3.5).
lesson__a_turn__a_whole_turn__mistake__must_draw_first = Pick up a card first, then discard.
lesson__a_turn__a_whole_turn__done = That is a whole turn: one card in, one card out.
# step take-and-meld
lesson__a_turn__take_and_meld__title = Take the discard
lesson__a_turn__take_and_meld__intro = Your 2♦ 3♦ 4♦ is on the table from an earlier turn. You may take the top discard instead of drawing, but only if you put down a new meld before your turn ends.
lesson__a_turn__take_and_meld__goal = Take the 9♥ from the discard pile and put it down in a new meld.
lesson__a_turn__take_and_meld__hint = The top discard fits with two of your cards.
lesson__a_turn__take_and_meld__why__1 = Take the 9♥: taking the discard is allowed because you will put down a new meld this turn (R3.3).
lesson__a_turn__take_and_meld__why__2 = Put down 7♥ 8♥ 9♥, a run (R3.4, R4.1). Then you could discard and end the turn (R3.5).
lesson__a_turn__take_and_meld__mistake__must_draw_first = The 9♥ is still on the discard pile: take it first.
lesson__a_turn__take_and_meld__done = You took the discard and used it in a new meld, just as taking asks.
# step put-it-back
lesson__a_turn__put_it_back__title = Put it back
lesson__a_turn__put_it_back__intro = You took the 4♣ for your 2♣ 3♣. Taking the discard is a promise: you must put down a new meld this turn. But you have no meld on the table yet. Your first melds of a round must be worth 51 or more (lesson 4). Until you do anything else, you may change your mind: put the card back and draw instead.
lesson__a_turn__put_it_back__goal = Put the 4♣ back on the discard pile and draw from the stock instead.
lesson__a_turn__put_it_back__hint = You can't put down melds worth 51 this turn, so the taken card has to go back.
lesson__a_turn__put_it_back__why__1 = You can't put down melds worth 51, so you can't keep the 4♣ (R3.3, R5.1).
lesson__a_turn__put_it_back__why__2 = Put it back, which is allowed because you have done nothing else yet (R3.3).
lesson__a_turn__put_it_back__why__3 = Then draw from the stock, as any turn may begin (R3.3). Had you done more moves first, you would take them back, the last first, before putting the card back (R3.6).
lesson__a_turn__put_it_back__mistake__must_meld_after_taking = Put the 4♣ back instead.
lesson__a_turn__put_it_back__mistake__opening_too_low = Three small clubs are far from 51: put the 4♣ back instead.
lesson__a_turn__put_it_back__done = Taking and then putting back costs nothing, as long as you do it before anything else.
# step take-back
lesson__a_turn__take_back__title = Take a move back
lesson__a_turn__take_back__intro = Your 2♦ 3♦ 4♦ is on the table from an earlier turn. This turn you drew, put down 5♠ 6♠ 7♠, and only then saw your 8♠. Until you discard, you may take back your own moves of this turn, the last one first.
lesson__a_turn__take_back__goal = Make your spades into one run of four, 5♠ 6♠ 7♠ 8♠.
lesson__a_turn__take_back__hint = Take back what you did last, then put down your spades again, all together.
lesson__a_turn__take_back__why__1 = Take back your last move: the run 5♠ 6♠ 7♠ comes back into your hand (R3.6).
lesson__a_turn__take_back__why__2 = Put down 5♠ 6♠ 7♠ 8♠, one run of four (R3.4, R4.1).
lesson__a_turn__take_back__mistake__not_in_hand = Those spades are on the table now: take the run back first.
lesson__a_turn__take_back__done = Taking back is free until you discard. There was another way too: add the 8♠ to the run already on the table. That is called laying off.
# step a-draw-stays
lesson__a_turn__a_draw_stays__title = A draw stays
lesson__a_turn__a_draw_stays__intro = You drew the K♥ from the stock, and you wish you hadn't. A card drawn from the stock can never be taken back, because you have seen it.
lesson__a_turn__a_draw_stays__goal = Try to take the draw back if you like, then end your turn with a discard.
lesson__a_turn__a_draw_stays__hint = Whatever you do, the turn ends the same way: one card onto the discard pile.
lesson__a_turn__a_draw_stays__why__1 = A draw from the stock can't be taken back (R3.6).
lesson__a_turn__a_draw_stays__why__2 = So you keep the K♥, or throw it away at once: discard it and your turn is over (R3.5).
lesson__a_turn__a_draw_stays__mistake__draw_cannot_be_undone = Now end your turn with a discard.
lesson__a_turn__a_draw_stays__done = Before you draw, take a look at the discard pile: once you draw, the card is yours.
# step keep-a-card
lesson__a_turn__keep_a_card__title = Keep one card
lesson__a_turn__keep_a_card__intro = Your 2♦ 3♦ 4♦ is on the table from an earlier turn, and you have drawn. Every turn ends with a discard. So whatever you put down must leave at least one card in your hand.
lesson__a_turn__keep_a_card__goal = Put down three of your clubs as a run, and keep one card for your discard.
lesson__a_turn__keep_a_card__hint = Four clubs in a row is tempting, but think of the discard.
lesson__a_turn__keep_a_card__why__1 = Put down 8♣ 9♣ 10♣ and keep one card: every turn ends with a discard (R3.5).
lesson__a_turn__keep_a_card__why__2 = The J♣ is left for that discard.
lesson__a_turn__keep_a_card__mistake__must_keep_discard = Put down three of them and keep one to discard.
lesson__a_turn__keep_a_card__done = The J♣ is kept for your discard. Throwing away your last card ends the round: lesson 6 shows what happens then.

## lessons/common: The words every lesson shares (konkan/teaching/lessons/__init__.py): what a try is told around the engine's sentence, and the sentences on an answer or a move of the wrong form.

# a move tried at a step ({said}: what the engine says happened)
lesson__common__step_done = This step is done: go on to the next one.
lesson__common__try_over = This try is over: press Try again to start the step afresh.
# the turn ended without reaching the goal ({goal}: the step's goal; {missed}: the lesson's word on why)
lesson__common__turn_ended = { $said } That ends your turn, but the goal was: { $goal } Press Try again.
lesson__common__turn_ended__missed = { $said } That ends your turn, but the goal was: { $goal } { $missed } Press Try again.
# a move that can't be taken back has made the goal impossible ({blocked}: the engine's sentence on why)
lesson__common__blocked = { $said } { $blocked } So this try can't reach the goal. Press Try again.
lesson__common__not_yet = { $said } The goal is not reached yet: { $goal }
# a question answered ({explanation}: the engine's sentence on the answer)
lesson__common__right = Right! { $explanation }
lesson__common__right__done = Right! { $explanation } { $done }
lesson__common__wrong = Not quite. Have another go, or press Hint.
lesson__common__wrong__slip = Not quite. { $slip } Have another go, or press Hint.
# a wrong pick among a question's choices: the engine's sentence on it, after the choice's label
lesson__common__picked = You picked { $label }: { $said }
# right choices left out, only counted so the answer is not given away
lesson__common__missed_pick__one = And one more choice is right too.
lesson__common__missed_pick__many = And { $count } more choices are right too.
# input of the wrong form ({got}: what was given, quoted and cut short)
lesson__common__error__choice_number = Answer with the number of a choice, from { $low } to { $high }; got { $value }.
lesson__common__error__one_choice = Pick exactly one choice.
lesson__common__error__whole_number = Answer with a whole number, such as 25 or -30; got { $got }.
lesson__common__error__move_form = A move is an Action or its text, such as 'meld 7S 8S 9S'; got { $got }.
lesson__common__error__question_not_move = This step is a question: answer it with answer(...), not with a move.
lesson__common__error__move_not_answer = This step is played with moves, not answered: use play(...).
lesson__common__error__no_step = lesson { $lesson } has no step { $step }; its steps are { $steps }
lesson__common__error__no_lesson = There is no lesson { $lesson }. The lessons are: { $lessons }.
# a progress file that can't be read (set aside, and the stars start afresh: see learner_files)
lesson__common__error__progress_file = not a konkan progress file
lesson__common__error__progress_lesson = malformed lesson entry
lesson__common__error__progress_step = malformed step entry

## lessons/going_down: Lesson 4's words: going down (R5), 51 points with a run among the melds.

lesson__going_down__title = Going down
lesson__going_down__summary = Your first melds of a round: 51 points, a run among them, and what comes after.
# the question of the first two steps: the points of some melds ({melds}: each meld's cards, in a list)
lesson__going_down__how_many_points = How many points do { $melds } make together?
# step count-points
lesson__going_down__count_points__title = How cards count
lesson__going_down__count_points__intro = The first time in a round you put melds on the table is called going down. Those melds must be worth 51 points or more. Cards 2 to 10 count their number. A jack, queen or king counts 10. An ace counts 11, but only 1 at the bottom of a run, as in A 2 3.
lesson__going_down__count_points__hint = Add up each meld, and think about where the ace sits.
lesson__going_down__count_points__why__1 = A♥ 2♥ 3♥: the ace is below the two, so it counts 1; 1 + 2 + 3 is 6 (R5.1).
lesson__going_down__count_points__why__2 = K♠ K♦ K♣: three kings at 10 each, 30 (R5.1).
lesson__going_down__count_points__why__3 = Together 36, which is 15 short of 51 (R5.1).
lesson__going_down__count_points__mistake__46 = The ace below the two counts only 1, not 11.
lesson__going_down__count_points__done = 36 is not enough to go down yet.
# step joker-and-high-ace
lesson__going_down__joker_and_high_ace__title = The joker and the high ace
lesson__going_down__joker_and_high_ace__intro = An ace above the king, as in Q K A, counts 11. A joker counts as the card it stands for.
lesson__going_down__joker_and_high_ace__hint = Work out which card the joker stands for first.
lesson__going_down__joker_and_high_ace__why__1 = Q♦ K♦ A♦: 10 + 10 + 11, so 31 (R5.1).
lesson__going_down__joker_and_high_ace__why__2 = 9♠ Joker J♠: the joker is the 10♠, so 9 + 10 + 10 is 29 (R4.4, R5.1).
lesson__going_down__joker_and_high_ace__why__3 = Together 60, enough to go down (R5.1).
lesson__going_down__joker_and_high_ace__mistake__50 = Check two things: what an ace above the king counts, and which card the joker stands for.
lesson__going_down__joker_and_high_ace__mistake__40 = Check the ace above the king again, and count the joker as the card it stands for.
lesson__going_down__joker_and_high_ace__mistake__65 = In a meld the joker counts as the card it stands for, not 15.
lesson__going_down__joker_and_high_ace__done = 60 is enough: these two melds could go down together.
# step go-down
lesson__going_down__go_down__title = Go down with 51
lesson__going_down__go_down__intro = You have drawn, and your hand holds a run and a set. Neither is worth 51 on its own, but melds put down together count together. Pick the cards of one meld and press Set aside. Then pick the other meld's cards and press Meld: both go down at once.
lesson__going_down__go_down__goal = Go down: put down melds worth 51 points or more together.
lesson__going_down__go_down__hint = Find the longest run in your hand, then a set to go with it. Set one aside before you pick the other.
lesson__going_down__go_down__why__1 = 9♥ 10♥ J♥ Q♥ is worth 39 and 7♠ 7♦ 7♣ is worth 21 (R5.1).
lesson__going_down__go_down__why__2 = Pick 9♥ 10♥ J♥ Q♥ and press Set aside. Then pick 7♠ 7♦ 7♣ and press Meld.
lesson__going_down__go_down__why__3 = Put down together, they make 60, at least 51, so you go down (R5.1).
lesson__going_down__go_down__mistake__opening_too_low = Set this meld aside first, then pick the other one and press Meld, so their points add up.
lesson__going_down__go_down__mistake__not_a_meld = Those cards are two melds, not one: pick one meld and press Set aside, then pick the other and press Meld.
lesson__going_down__go_down__done = You are down! From now on this round, any new meld may go down on its own.
# step needs-a-run
lesson__going_down__needs_a_run__title = A run is needed
lesson__going_down__needs_a_run__intro = Going down needs at least one run among your melds, however many points your sets make. As before, pick each meld's cards and press Set aside. Then pick the last meld's cards and press Meld: they all go down together.
lesson__going_down__needs_a_run__goal = Go down, with a run among your melds.
lesson__going_down__needs_a_run__hint = Your sets are worth plenty. What else do you need with them?
lesson__going_down__needs_a_run__why__1 = K♠ K♥ K♦ and Q♠ Q♥ Q♣ make 60, but two sets alone can't go down (R5.2).
lesson__going_down__needs_a_run__why__2 = Add the run 3♣ 4♣ 5♣: 72 points with a run, so you go down (R5.1, R5.2).
lesson__going_down__needs_a_run__why__3 = Set aside the kings, then the queens, then pick 3♣ 4♣ 5♣ and press Meld.
lesson__going_down__needs_a_run__mistake__opening_needs_run = Your three clubs in a row would be the run.
lesson__going_down__needs_a_run__done = Two sets and a run, 72 points: a strong start.
# step lay-off-after
lesson__going_down__lay_off_after__title = Lay-offs come after
lesson__going_down__lay_off_after__intro = Laying off means adding a card of yours to a meld already on the table, even someone else's. Pick your card, click the meld on the table, then press Lay off. You may lay off only once you are down, but already in the same turn. What you lay off counts nothing toward your 51.
lesson__going_down__lay_off_after__goal = Go down, then lay your 7♠ off on North's run.
lesson__going_down__lay_off_after__hint = The lay-off has to wait: first put down melds worth 51, setting one aside before the next.
lesson__going_down__lay_off_after__why__1 = You can't lay off before you are down (R5.3).
lesson__going_down__lay_off_after__why__2 = Put down 10♥ J♥ Q♥ and 8♣ 8♦ 8♠ together: 54 points (R5.1). Set one aside, pick the other, press Meld.
lesson__going_down__lay_off_after__why__3 = Now you are down, lay the 7♠ off on North's 4♠ 5♠ 6♠: pick the 7♠, click North's run, press Lay off (R5.3, R6.1).
lesson__going_down__lay_off_after__mistake__not_down = Go down first, with your own melds.
lesson__going_down__lay_off_after__done = North's run is now 4♠ to 7♠, and your hand is smaller.
# step out-at-once
lesson__going_down__out_at_once__title = Out all at once
lesson__going_down__out_at_once__intro = There is one way to go down with less than 51. Put down every card but one, all at once, in melds of your own. Then your last card is your discard, and it ends the round straight away. Pick each meld's cards and press Set aside. Then pick the last meld's cards and press Meld: they all go down together.
lesson__going_down__out_at_once__goal = Put down every card but one at once, although your melds make less than 51.
lesson__going_down__out_at_once__hint = Put down everything you can together, keeping just one card to discard. Set aside each meld but the last.
lesson__going_down__out_at_once__why__1 = 2♣ 3♣ 4♣ and 5♦ 5♥ 5♠ make only 24 (R5.1).
lesson__going_down__out_at_once__why__2 = But they leave one card, so no minimum is needed (R5.4). There is a run among them (R5.2).
lesson__going_down__out_at_once__why__3 = Set one aside, pick the other, press Meld.
lesson__going_down__out_at_once__mistake__opening_too_low = Set one meld aside, then pick the other and press Meld, so both go down together and only one card is left.
lesson__going_down__out_at_once__done = Only the 9♦ is left. Discarding it would end the round: lesson 6 shows what happens then.
# step stay-down
lesson__going_down__stay_down__title = Once down, always down
lesson__going_down__stay_down__intro = You went down last turn with 9♥ 10♥ J♥ Q♥ and 7♠ 7♦ 7♣. This turn you have drawn, and you hold 4♣ 5♣ 6♣.
lesson__going_down__stay_down__prompt = May you put down 4♣ 5♣ 6♣ on its own now?
lesson__going_down__stay_down__hint = The 51 is only for the first time you go down in a round.
lesson__going_down__stay_down__why__1 = You went down last turn, and you stay down until the round ends (R5.5).
lesson__going_down__stay_down__why__2 = So 4♣ 5♣ 6♣ may go down on its own, with no minimum (R3.4).
lesson__going_down__stay_down__choice__yes = Yes: you are down already, so any new meld may go down
lesson__going_down__stay_down__choice__no = No: it is worth only 15, and every meld needs 51
lesson__going_down__stay_down__mistake__1 = You went down last turn. Does the 51 still matter now?
lesson__going_down__stay_down__done = Once you are down, each new meld goes down on its own, whatever it is worth.

## lessons/going_out: Lesson 6's words (konkan/teaching/lessons/going_out.py): going out and scoring. Keys are ``lesson.going_out.<step id>.<part>``: a step's title, intro, goal or prompt, hint, the lines of its worked solution (``why.1``, ``why.2``, ...), the lesson's word on a likely slip (``mistake.<slip>``), and what it says when the step is done or missed.

lesson__going_out__title = Going out and scoring
lesson__going_out__summary = How a round ends, what everyone scores, and what happens when the stock runs out.
# last-card: go out
lesson__going_out__last-card__title = Go out
lesson__going_out__last-card__intro = The round ends the moment someone gets rid of their last card. Every turn ends with a discard, so you put all your cards but one into melds, then discard that last one.
lesson__going_out__last-card__goal = Go out: put down your cards and make your last one the discard.
lesson__going_out__last-card__hint = You can't put every card into melds: one must stay for the discard. Which can you spare?
lesson__going_out__last-card__why__1 = Put down 4♥ 5♥ 6♥ and 9♣ 9♦ 9♠ (R3.4), keeping one card back.
lesson__going_out__last-card__why__2 = Discard the 7♥: it is your last card, so you go out and the round ends (R7.1, R7.2).
lesson__going_out__last-card__mistake__must_keep_discard = Keep one card back: your last discard is what takes you out.
lesson__going_out__last-card__done = You went out: the round is over.
# minus-thirty: what going out scores
lesson__going_out__minus-thirty__title = Minus thirty
lesson__going_out__minus-thirty__intro = In Konkan points are bad: the lowest total wins the game. Going out takes 30 points off your total, and everyone else pays for the cards they are still holding.
lesson__going_out__minus-thirty__prompt = You can go out this turn. How many points do you score for it?
lesson__going_out__minus-thirty__hint = Going out takes points away from your total. Write the score with a minus sign.
lesson__going_out__minus-thirty__why__1 = Every card but one goes into melds, and the last one is your discard (R7.2).
lesson__going_out__minus-thirty__why__2 = The player who goes out scores minus 30 (R8.1).
lesson__going_out__minus-thirty__mistake__no_minus = Going out takes points off your total, so your score has a minus sign.
lesson__going_out__minus-thirty__mistake__hand = Minus 60 is for going out all at once before you were ever down. You are down already.
lesson__going_out__minus-thirty__mistake__zero = Going out does change your score: it takes points off your total.
# count-the-cards: what is left costs
lesson__going_out__count-the-cards__title = What is left costs
lesson__going_out__count-the-cards__intro = When someone goes out, everyone else adds up the cards still in their hand. A joker is 15 and an ace 11. A jack, queen or king is 10, and every other card its number.
lesson__going_out__count-the-cards__prompt = You went out. North is down and is left holding these cards. How many points do they cost North?
lesson__going_out__count-the-cards__hint = Add them up one by one: start with the joker, then the ace, then the king.
lesson__going_out__count-the-cards__why__1 = The joker costs 15, the A♠ 11, the K♦ 10, the 7♣ 7 and the 2♥ 2 (R8.3).
lesson__going_out__count-the-cards__why__2 = Together, 15 + 11 + 10 + 7 + 2 makes 45.
lesson__going_out__count-the-cards__mistake__ace = An ace left in your hand costs 11, not 1.
lesson__going_out__count-the-cards__mistake__joker = A joker left in your hand costs 15.
lesson__going_out__count-the-cards__mistake__joker_and_ace = Look again at the joker and the ace: both cost more than that.
lesson__going_out__count-the-cards__mistake__king = A king costs 10, like a jack or a queen.
# never-down: a flat 100
lesson__going_out__never-down__title = Never down
lesson__going_out__never-down__intro = A player who never went down in the round doesn't count their cards: they pay a flat 100, however small the cards.
lesson__going_out__never-down__prompt = You went out. North never went down this round and holds these fourteen cards. What does North pay?
lesson__going_out__never-down__hint = Did North ever put a meld down this round?
lesson__going_out__never-down__why__1 = North never went down, so North's cards don't count: North pays 100 (R8.3).
lesson__going_out__never-down__mistake__counted = Those cards would count only if North had gone down.
# which-discard: which card to throw
lesson__going_out__which-discard__title = Which card to throw
lesson__going_out__which-discard__intro = Every turn ends with a discard. A card still in your hand when someone goes out costs you its points. So a high card is a good one to throw. But look at the discard pile too. Last turn North took the 3♥ from it, and keeps it in hand. So North wants a card that goes with the 3♥.
lesson__going_out__which-discard__goal = Discard a card that costs you a lot and that North can't use.
lesson__going_out__which-discard__hint = Your 3♠ costs only 3. But North just took a three. What would North do with yours?
lesson__going_out__which-discard__why__1 = The K♥ costs 10 if someone goes out while you still hold it (R8.3).
lesson__going_out__which-discard__why__2 = The Q♥ costs 10 too: throwing it is just as good.
lesson__going_out__which-discard__why__3 = The 3♠ costs only 3. But North took a three from the pile last turn.
lesson__going_out__which-discard__why__4 = North could take your 3♠ too, toward a set of threes (R3.3, R4.2).
lesson__going_out__which-discard__done = A high card is gone, and North got nothing from you.
lesson__going_out__which-discard__missed = The K♥ costs 10, and so does the Q♥: no card in your hand costs more. North can't use them (R8.3).
# last-chance: the stock runs out
lesson__going_out__last-chance__title = The stock runs out
lesson__going_out__last-chance__intro = You have just drawn the last card of the stock. If your turn ends and nobody has gone out, the round is void: nobody scores, and it is dealt again.
lesson__going_out__last-chance__goal = Go out now, before your turn ends with the stock empty.
lesson__going_out__last-chance__hint = Your run on the table can take more cards. How many of yours fit on it?
lesson__going_out__last-chance__why__1 = Lay off 9♠ 10♠ on your run 6♠ 7♠ 8♠ (R6.1).
lesson__going_out__last-chance__why__2 = Then discard the 4♦, your last card: you go out (R7.1) before the empty stock can make the round void (R7.3).
lesson__going_out__last-chance__done = Just in time: you went out with the stock empty.
# dealt-again: a void round
lesson__going_out__dealt-again__title = Dealt again
lesson__going_out__dealt-again__intro = A void round scores nothing. The same dealer shuffles and deals it again, and the new deal keeps the same round number.
lesson__going_out__dealt-again__prompt = Round 3 ended with the stock empty and nobody out. What number does the next deal have?
lesson__going_out__dealt-again__hint = A void round doesn't count as played.
lesson__going_out__dealt-again__why__1 = Round 3 was void, so it scores nothing (R7.3).
lesson__going_out__dealt-again__why__2 = The same dealer deals it again, and it is still round 3 (R2.3).
lesson__going_out__dealt-again__mistake__counted = A void round is not counted as a round played.
# score-the-round: a whole round's end
lesson__going_out__score-the-round__title = Score a whole round
lesson__going_out__score-the-round__intro = Now score a whole round. Three players this time: you, East and West.
lesson__going_out__score-the-round__prompt = You go out now: put down 5♣ 6♣ 7♣ and discard the K♠. East is down and holds the cards shown; West never went down. How many points do East and West pay together?
lesson__going_out__score-the-round__hint = Count East's cards first. Then think about West, who never went down.
lesson__going_out__score-the-round__why__1 = You go out: minus 30 for you (R8.1).
lesson__going_out__score-the-round__why__2 = East holds a joker (15), an ace (11) and two fours (8): 34 (R8.3).
lesson__going_out__score-the-round__why__3 = West never went down: 100 (R8.3).
lesson__going_out__score-the-round__why__4 = Together East and West pay 34 + 100, so 134.
lesson__going_out__score-the-round__mistake__west_forgotten = Don't forget West, who never went down.
lesson__going_out__score-the-round__mistake__ace = An ace left in a hand costs 11, not 1.
lesson__going_out__score-the-round__mistake__joker = A joker left in a hand costs 15.
lesson__going_out__score-the-round__mistake__own_score = The question is only about what East and West pay, not your own score.
lesson__going_out__score-the-round__mistake__west_counted = West never went down, so West's cards are not counted one by one.

## lessons/melds: Lesson 2's words: melds (R4), runs, sets and the joker.

lesson__melds__title = Melds: runs and sets
lesson__melds__summary = The two shapes every Konkan hand is built from, and where the joker fits.
# step first-run
lesson__melds__first_run__title = A run
lesson__melds__first_run__intro = A run is three or more cards of one suit, one after another, like 4♥ 5♥ 6♥. Your first melds of a round have rules of their own: lesson 4 shows them. Here your 2♦ 3♦ 4♦ is on the table from an earlier turn. So each new meld may go on the table on its own.
lesson__melds__first_run__goal = Put down a run of three spades.
lesson__melds__first_run__hint = Look at your spades: which three follow on from each other?
lesson__melds__first_run__why__1 = 8♠ 9♠ 10♠ are three spades in a row, so they are a run (R4.1).
lesson__melds__first_run__why__2 = Pick the three cards, then press Meld.
lesson__melds__first_run__mistake__run_mixed_suits = A run keeps to one suit all the way.
lesson__melds__first_run__done = Now you have a run of your own on the table.
# step first-set
lesson__melds__first_set__title = A set
lesson__melds__first_set__intro = A set is three or four cards of the same rank, each of a different suit, like 7♠ 7♥ 7♦. Again your 2♦ 3♦ 4♦ is on the table already, so a new meld may go there on its own.
lesson__melds__first_set__goal = Put down a set of three queens.
lesson__melds__first_set__hint = Three of your cards share a rank.
lesson__melds__first_set__why__1 = Q♠ Q♥ Q♦ are three queens in three suits, so they are a set (R4.2).
lesson__melds__first_set__done = Sets and runs are the only two kinds of meld.
# step which-are-melds
lesson__melds__which_are_melds__title = Which are melds?
lesson__melds__which_are_melds__intro = The ace can sit below the two (A 2 3) or above the king (Q K A). But a run never goes round the corner: K A 2 is not a run. A set never holds two cards of one suit.
lesson__melds__which_are_melds__prompt = Pick every group that is a meld.
lesson__melds__which_are_melds__hint = Check each group: one suit in a row, or one rank in different suits?
lesson__melds__which_are_melds__why__1 = A♥ 2♥ 3♥ is a run: the ace sits below the two (R4.1).
lesson__melds__which_are_melds__why__2 = Q♦ K♦ A♦ is a run: the ace sits above the king (R4.1).
lesson__melds__which_are_melds__why__3 = K♣ A♣ 2♣ goes round the corner, which a run never does (R4.1).
lesson__melds__which_are_melds__why__4 = 7♠ 7♠ 7♥ has two spades, and a set needs every suit different (R4.2).
lesson__melds__which_are_melds__why__5 = 5♣ 6♣ 8♣ has a gap where the 7♣ should be (R4.1).
# step joker-in-a-run
lesson__melds__joker_in_a_run__title = The joker
lesson__melds__joker_in_a_run__intro = A joker can stand for any one card a meld is missing. A meld holds only one joker. Your 2♦ 3♦ 4♦ is on the table already, so a new meld may go there on its own.
lesson__melds__joker_in_a_run__goal = Put down a run of hearts with the joker in the gap.
lesson__melds__joker_in_a_run__hint = Which heart is missing between your two hearts? One joker can fill it.
lesson__melds__joker_in_a_run__why__1 = 5♥ Joker 7♥ is a run: the joker stands for the missing 6♥ (R4.1, R4.4).
lesson__melds__joker_in_a_run__why__2 = A meld may hold one joker, so it always has at least two real cards (R4.3).
# step joker-at-an-end
lesson__melds__joker_at_an_end__title = A joker at the end
lesson__melds__joker_at_an_end__intro = A joker at the end of a run could stand for the card below or the card above. 5♣ 6♣ with a joker is 4♣ 5♣ 6♣ or 5♣ 6♣ 7♣. You choose: pick the cards, and buttons marked Joker as appear under the table, one for each card the joker could be. If you don't choose, it takes the card worth more.
lesson__melds__joker_at_an_end__goal = Put down 5♣ 6♣ and the joker, with the joker as the 4♣.
lesson__melds__joker_at_an_end__hint = Pick the three cards. Then say what the joker is with a Joker as button under the table, and press Meld.
lesson__melds__joker_at_an_end__why__1 = 5♣ 6♣ Joker is a run, and its joker could be the 4♣ or the 7♣ (R4.4).
lesson__melds__joker_at_an_end__why__2 = Pick 5♣ 6♣ and the joker. Under the table, Joker as offers 4♣ and 7♣: press 4♣.
lesson__melds__joker_at_an_end__why__3 = Then press Meld. The joker goes below the 5♣: Joker 5♣ 6♣.
lesson__melds__joker_at_an_end__done = The joker now stands for the 4♣ for as long as it lies there.

## lessons/once_down: Lesson 5's words: once down (R6), laying off and freeing jokers.

lesson__once_down__title = Once down: laying off and freeing jokers
lesson__once_down__summary = Once you are down you may add cards to any meld on the table, and win jokers back from them.
# step lay-off-yours
lesson__once_down__lay_off_yours__title = Lay off
lesson__once_down__lay_off_yours__intro = Once you are down, you may add cards from your hand to a meld on the table. It must stay a meld. That is called laying off, and it leaves one card fewer in your hand. Pick your card, click the meld on the table, then press Lay off.
lesson__once_down__lay_off_yours__goal = Lay one of your cards off on your run of spades.
lesson__once_down__lay_off_yours__hint = Which of your cards comes next after the top of your run?
lesson__once_down__lay_off_yours__why__1 = Your run is 6♠ 7♠ 8♠, and the 9♠ comes right after it, so it can join the run (R6.1).
lesson__once_down__lay_off_yours__why__2 = Pick the 9♠, click your run on the table, then press Lay off.
lesson__once_down__lay_off_yours__mistake__layoff_wrong_suit = The card must keep the run one suit, in order.
lesson__once_down__lay_off_yours__done = Your run is now four cards long.
# step lay-off-theirs
lesson__once_down__lay_off_theirs__title = On anyone's meld
lesson__once_down__lay_off_theirs__intro = You may lay off on anyone's meld, not only your own. A meld on the table takes a card from whoever can add to it.
lesson__once_down__lay_off_theirs__goal = Lay a card off on North's set of queens.
lesson__once_down__lay_off_theirs__hint = North's set has three queens. Which suit is missing from it?
lesson__once_down__lay_off_theirs__why__1 = North's set is Q♥ Q♦ Q♣, and the one suit it lacks is spades.
lesson__once_down__lay_off_theirs__why__2 = The Q♠ makes it a set of four, so you may lay it off there, though the set is North's (R6.1).
lesson__once_down__lay_off_theirs__mistake__layoff_wrong_rank = A set takes only cards of its own rank.
lesson__once_down__lay_off_theirs__done = A full set of four queens: no suit is left for it to take.
# step lay-off-joker
lesson__once_down__lay_off_joker__title = A joker laid off
lesson__once_down__lay_off_joker__intro = A joker may be laid off too, on a meld that has no joker yet. It stands for the card it replaces. That is a card at one end of a run, or a missing suit in a set.
lesson__once_down__lay_off_joker__goal = Lay your joker off on a meld.
lesson__once_down__lay_off_joker__hint = One meld on the table has a joker already. Try the other one.
lesson__once_down__lay_off_joker__why__1 = Your run 5♥ Joker 7♥ already holds a joker, and a meld may hold only one (R4.3).
lesson__once_down__lay_off_joker__why__2 = North's run 4♦ 5♦ 6♦ has none, so your joker may go at one of its ends (R6.1).
lesson__once_down__lay_off_joker__why__3 = A joker laid off is one card fewer in your hand.
lesson__once_down__lay_off_joker__mistake__layoff_second_joker = Look for a meld with no joker in it.
lesson__once_down__lay_off_joker__done = The joker now stands for a diamond at the end of North's run.
# step free-joker
lesson__once_down__free_joker__title = Free a joker
lesson__once_down__free_joker__intro = A joker on the table stands for one card. If you hold that card, you may put it in the joker's place and take the joker into your hand. That is a joker swap.
lesson__once_down__free_joker__goal = Free the joker from North's run.
lesson__once_down__free_joker__hint = The joker sits between two hearts. Which heart does it stand for?
lesson__once_down__free_joker__why__1 = In North's run 7♥ Joker 9♥ the joker stands for the 8♥ (R4.4).
lesson__once_down__free_joker__why__2 = You hold the 8♥, so you put it in and take the joker into your hand (R6.2).
lesson__once_down__free_joker__mistake__swap_wrong_card = Only the very card the joker stands for can free it.
lesson__once_down__free_joker__done = The joker is yours now, ready for a meld of your own.
# step either-suit
lesson__once_down__either_suit__title = A joker in a set of three
lesson__once_down__either_suit__intro = In a set of three with a joker, the joker stands for one of the two missing suits. Which one is left open. Either missing king frees it.
lesson__once_down__either_suit__prompt = North's set is K♥ K♣ Joker. Pick every one of your kings that can free its joker.
lesson__once_down__either_suit__hint = Which two suits does North's set not have yet?
# said after the engine's word on the kings: what the learner may do with the freed joker (as hint.swap.*)
lesson__once_down__either_suit__freed__keep = Once the joker is free, you may keep it for a meld of your own (R6.3).
lesson__once_down__either_suit__freed__must_use = Once the joker is free, at this table you must then meld or lay off the joker before you discard (R9).
lesson__once_down__either_suit__why__1 = North's set has a heart and a club, so its joker is the K♠ or the K♦, whichever you put in (R4.4).
lesson__once_down__either_suit__why__2 = Either of those frees the joker (R6.2). Your K♣ cannot: the set has a club already.
lesson__once_down__either_suit__why__3 = The joker you free may stay in your hand for a meld of your own (R6.3).
# step keep-joker
lesson__once_down__keep_joker__title = Keep the joker
lesson__once_down__keep_joker__intro = A joker you free is yours to keep: you don't have to use it this turn. Hold on to it, and it can fill a gap in a meld later.
lesson__once_down__keep_joker__goal = Free North's joker, then end your turn with the joker still in your hand.
lesson__once_down__keep_joker__goal__swap = Free North's joker.
lesson__once_down__keep_joker__goal__turn_over = End your turn.
lesson__once_down__keep_joker__goal__keep = Keep the joker.
lesson__once_down__keep_joker__hint = Free the joker with a king the set can take, then discard a card you don't need.
lesson__once_down__keep_joker__why__1 = North's set K♥ K♣ Joker takes the K♠ or the K♦ in the joker's place (R6.2).
lesson__once_down__keep_joker__why__2 = Put in the K♦ and the joker comes to your hand.
lesson__once_down__keep_joker__why__3 = You may keep the joker (R6.3): discard the 8♠, which fits nothing, to end your turn (R3.5).
lesson__once_down__keep_joker__mistake__swap_wrong_card = The set has a club already, so a club can't take the joker's place.
lesson__once_down__keep_joker__done = You end your turn with a joker in hand: a strong card for your next meld.

## lessons/partners: Lesson 9's words (konkan/teaching/lessons/partners.py): partners and house rules. Keys are ``lesson.partners.<step id>.<part>``: a step's title, intro, goal or prompt, hint, the lines of its worked solution (``why.1``, ``why.2``, ...), the lesson's word on a likely slip (``mistake.<slip>``), and what it says when the step is done.

lesson__partners__title = Partners and house rules
lesson__partners__summary = Playing four in two teams, and the table rules real players choose.
# partners-opposite: two teams
lesson__partners__partners-opposite__title = Two teams
lesson__partners__partners-opposite__intro = Four players may play as two teams of two. Your partner is the player sitting across the table from you. So the turns go: you, an opponent, your partner, the other opponent.
lesson__partners__partners-opposite__prompt = You are South. Who is your partner?
lesson__partners__partners-opposite__hint = Look at the table: who sits across from you?
lesson__partners__partners-opposite__why__1 = Partners sit opposite each other: South with North, East with West (R1.1).
lesson__partners__partners-opposite__mistake__east = East sits on your right and plays just after you: an opponent.
lesson__partners__partners-opposite__mistake__west = West plays just before you: an opponent.
# help-your-partner: help from your partner
lesson__partners__help-your-partner__title = Help from your partner
lesson__partners__help-your-partner__intro = Partners help each other: you may lay off on your partner's melds like on anyone's. When either of you goes out, your whole team gains.
lesson__partners__help-your-partner__goal = Go out.
lesson__partners__help-your-partner__hint = One of your two cards fits a meld of your partner's. The other can be your discard.
lesson__partners__help-your-partner__why__1 = The 9♥ goes on the end of North's run 6♥ 7♥ 8♥ (R6.1).
lesson__partners__help-your-partner__why__2 = Then the K♣ is your last card: discard it and you go out (R7.1).
lesson__partners__help-your-partner__done = You went out, with a little help from North.
# partner-pays-nothing: your partner pays nothing
lesson__partners__partner-pays-nothing__title = Your partner pays nothing
lesson__partners__partner-pays-nothing__intro = You went out. North, your partner, still holds Q♠ Q♦ 5♣ 3♥. In a partnership the partner of the player who goes out does not count their cards.
lesson__partners__partner-pays-nothing__prompt = What does North score for this round?
lesson__partners__partner-pays-nothing__hint = North is on your team, and you went out.
lesson__partners__partner-pays-nothing__why__1 = You went out, so your partner North scores 0, whatever North holds (R8.4).
lesson__partners__partner-pays-nothing__mistake__counted = That is what North's cards are worth. Think about who went out, and whose partner North is.
lesson__partners__partner-pays-nothing__mistake__went_out = North did not go out: you did.
# team-score: the team's score
lesson__partners__team-score__title = The team's score
lesson__partners__team-score__intro = A team's score for the round is its two players' scores added together. You scored -30 for going out.
lesson__partners__team-score__prompt = What does your team, South and North, score for this round?
lesson__partners__team-score__hint = First work out what your partner North scores, then add your score and North's.
lesson__partners__team-score__why__1 = You went out: -30 (R8.1). North, your partner, scores 0 (R8.4).
lesson__partners__team-score__why__2 = Your team scores the two added together: -30 (R8.4).
lesson__partners__team-score__mistake__no_minus = Going out takes points off your score, so yours has a minus sign.
lesson__partners__team-score__mistake__partner_counted = Your partner's cards don't count this round: you went out.
# opening-71: a house rule, opening 71
lesson__partners__opening-71__title = A house rule: opening 71
lesson__partners__opening-71__intro = Many tables change a rule or two; these house rules are known before play starts. At this table going down the first time needs 71 points, not 51. Pick each meld's cards and press Set aside, then pick the last meld's cards and press Meld.
lesson__partners__opening-71__goal = Go down with at least 71 points.
lesson__partners__opening-71__hint = Your run and one set are not quite enough here. What else can go down with them?
lesson__partners__opening-71__why__1 = The run 9♠ to Q♠ is 39 and the eights 24: 63, too few at this table (R5.1).
lesson__partners__opening-71__why__2 = Add the three kings, 30 more: 93 points, with a run among them, so you go down (R5.1, R5.2).
lesson__partners__opening-71__why__3 = Set aside the run, then the eights, then pick the kings and press Meld.
lesson__partners__opening-71__mistake__opening_too_low = At an ordinary table that would do, but this one asks for 71.
lesson__partners__opening-71__done = At a 71 table going down takes longer, so hands grow bigger.
# taken-card-used: a house rule, use the card you take
lesson__partners__taken-card-used__title = A house rule: use the card you take
lesson__partners__taken-card-used__intro = At some tables the card you take from the discard pile must go into a new meld that same turn. Here you took the 7♥ and put down three queens, but the 7♥ is still in your hand.
lesson__partners__taken-card-used__goal = Put the 7♥ you took into a new meld.
lesson__partners__taken-card-used__hint = Which of your cards go with the card you took?
lesson__partners__taken-card-used__why__1 = At this table the 7♥ you took must go into a new meld this turn, so the queens alone are not enough (R9).
lesson__partners__taken-card-used__why__2 = 5♥ 6♥ 7♥ is a run (R4.1): put it down, then you may discard.
lesson__partners__taken-card-used__mistake__taken_card_unused = The queens were a new meld, but without the 7♥ in it.
lesson__partners__taken-card-used__done = Now the card you took is in a new meld, as this table asks.
# two-jokers: a house rule, two jokers
lesson__partners__two-jokers__title = A house rule: two jokers
lesson__partners__two-jokers__intro = Many home tables let one meld hold two jokers, as long as it has more real cards than jokers, or as many.
lesson__partners__two-jokers__goal = Put down a meld with both your jokers in it.
lesson__partners__two-jokers__hint = Two jokers need at least two real cards beside them.
lesson__partners__two-jokers__why__1 = 5♥ 6♥ with two jokers is a run: the jokers stand for the 7♥ and the 8♥ (R4.1, R9).
lesson__partners__two-jokers__why__2 = Two jokers with only one real card is not a meld, even at this table (R9).
lesson__partners__two-jokers__mistake__jokers_outnumber = Two jokers need at least two real cards beside them.
lesson__partners__two-jokers__done = At a table with the usual rules, that meld could hold only one joker.

## lessons/the_hand: Lesson 7's words (konkan/teaching/lessons/the_hand.py): the Hand, going out all at once. Keys are ``lesson.the_hand.<step id>.<part>``: a step's title, intro, goal or prompt, hint, the lines of its worked solution (``why.1``, ``why.2``, ...), its choices (``choice.1``, ...), the lesson's word on a likely slip (``mistake.<slip>``), and what it says when the step is done.

lesson__the_hand__title = The Hand: going out all at once
lesson__the_hand__summary = Go out in one turn without ever going down before it: minus 60, and everyone else pays double.
# all-at-once: a Hand from a full hand
lesson__the_hand__all-at-once__title = A Hand
lesson__the_hand__all-at-once__intro = A Hand, with a capital H, is a way to go out. Your hand, with a small h, is just your cards. Say you were not down when your turn began. You put every card but one into melds of your own, then discard the last one: you go out with a Hand. Pick each meld's cards and press Set aside. Then pick the last meld's cards and press Meld: they all go down together.
lesson__the_hand__all-at-once__goal = Go out with a Hand: every card down this turn, in melds of your own.
lesson__the_hand__all-at-once__hint = Sort your cards into runs and sets: exactly one card is left over.
lesson__the_hand__all-at-once__why__1 = Your cards make the run 3♠ 4♠ 5♠ 6♠ 7♠, the nines 9♥ 9♦ 9♣, the kings K♥ K♦ K♣ and the run 5♦ 6♦ 7♦ (R4.1, R4.2).
lesson__the_hand__all-at-once__why__2 = Pick each meld's cards and press Set aside, then pick the last meld and press Meld: all four go down together. Then discard the Q♣, your last card (R7.2).
lesson__the_hand__all-at-once__why__3 = You were not down before this turn and used only your own new melds: a Hand (R8.2).
lesson__the_hand__all-at-once__mistake__opening_too_low = Set each meld aside, then press Meld to put them all down together: going out at once needs no minimum.
lesson__the_hand__all-at-once__done = A Hand! Look at the scores: yours is minus 60.
# doubled: everyone pays double
lesson__the_hand__doubled__title = Everyone pays double
lesson__the_hand__doubled__intro = A Hand scores minus 60 for you, twice the usual minus 30. Everyone else counts what they must pay as usual, and then it is doubled.
lesson__the_hand__doubled__prompt = You went out with a Hand. East is down and is left holding these cards. What does East pay?
lesson__the_hand__doubled__hint = Count East's cards as for any round, then double it.
lesson__the_hand__doubled__why__1 = East's cards are worth 15 + 8 + 2 + 4 + 10, so 39 in all (R8.3).
lesson__the_hand__doubled__why__2 = Your Hand doubles it: East pays 78 (R8.2). West, never down, pays 100 doubled: 200.
lesson__the_hand__doubled__mistake__not_doubled = That is what the cards are worth; the Hand doubles it.
lesson__the_hand__doubled__mistake__joker = A joker left in a hand costs 15.
lesson__the_hand__doubled__mistake__own_score = Minus 60 is your own score for the Hand. The question is what East pays.
# whose-meld: whose meld?
lesson__the_hand__whose-meld__title = Whose meld?
lesson__the_hand__whose-meld__intro = Every meld on the table belongs to the player who put it down. A Hand may touch only your own new melds. Lay one card off on someone else's meld, and it is an ordinary going out.
lesson__the_hand__whose-meld__prompt = You are not down yet, and you can go out this turn two ways. Which way is a Hand?
lesson__the_hand__whose-meld__hint = Whose meld is the run of hearts on the table?
lesson__the_hand__whose-meld__choice__1 = Put all four nines in a set of your own, with your run of spades and your kings, then discard the Q♣.
lesson__the_hand__whose-meld__choice__2 = Put three nines in a set, with your run of spades and your kings. Lay the 9♥ off on North's run, then discard the Q♣.
# the answer's explanation: each way by its name, then what the engine says of it
lesson__the_hand__whose-meld__way__1 = The first way
lesson__the_hand__whose-meld__way__2 = The second way
lesson__the_hand__whose-meld__way_ends = { $way }: { $said }
lesson__the_hand__whose-meld__rule_book = The rule book says: { $rule }
lesson__the_hand__whose-meld__why__1 = The run 10♥ J♥ Q♥ is North's: North put it down (R4.5).
lesson__the_hand__whose-meld__why__2 = Laying the 9♥ off on it touches North's meld, so that way out is no Hand: minus 30 (R8.1).
lesson__the_hand__whose-meld__why__3 = All four nines in your own set keep everything in your own new melds: a Hand, minus 60 (R8.2).
lesson__the_hand__whose-meld__mistake__second_way = The second way lays a card off on a meld that is not yours.
# keep-it-yours: play it
lesson__the_hand__keep-it-yours__title = Keep it yours
lesson__the_hand__keep-it-yours__intro = Now play it. North's run could take one of your cards, but that would cost you the Hand. Set aside each of your melds but the last, then pick the last one and press Meld.
lesson__the_hand__keep-it-yours__goal = Go out with a Hand, touching no meld but your own.
lesson__the_hand__keep-it-yours__hint = Every card you put down must go into a meld of your own, put down this turn.
lesson__the_hand__keep-it-yours__why__1 = Put down 2♠ to 8♠, the four nines and the three kings, all your own (R4.5).
lesson__the_hand__keep-it-yours__why__2 = Set aside two of them, then pick the third and press Meld.
lesson__the_hand__keep-it-yours__why__3 = Discard the Q♣: you go out with a Hand (R8.2).
lesson__the_hand__keep-it-yours__mistake__not_down = And even once you are down, a card laid off on North's run would spoil your Hand.
lesson__the_hand__keep-it-yours__done = A Hand: minus 60 for you, and North's cards count double.
# down-before: no Hand once down
lesson__the_hand__down-before__title = Down before
lesson__the_hand__down-before__intro = A Hand needs all your cards to go down in one turn. Once you went down on an earlier turn, going out is an ordinary going out. It does not matter how many cards you put down at the end.
lesson__the_hand__down-before__prompt = You went down on an earlier turn. Now you put down all your cards but the K♣ and discard it. What do you score?
lesson__the_hand__down-before__hint = Were you down before this turn began?
lesson__the_hand__down-before__why__1 = You were down before this turn, so this is no Hand (R8.2).
lesson__the_hand__down-before__why__2 = You score minus 30 for going out, as usual (R8.1).
lesson__the_hand__down-before__mistake__hand = A Hand needs you not to be down when the turn begins.
lesson__the_hand__down-before__mistake__no_minus = Going out takes points off your total, so your score has a minus sign.

## lessons/the_konkan: Lesson 8's words (konkan/teaching/lessons/the_konkan.py): the Konkan. Keys are ``lesson.the_konkan.<step id>.<part>``: a step's title, intro, goal or prompt, hint, the lines of its worked solution (``why.1``, ``why.2``, ...), its choices (``choice.1``, ...), the lesson's word on a likely slip (``mistake.<slip>``), and what it says when the step is done.

lesson__the_konkan__title = The Konkan
lesson__the_konkan__summary = The game's namesake: fourteen cards in one run and one set, put down all at once.
# two-shapes: the two shapes
lesson__the_konkan__two-shapes__title = The two shapes
lesson__the_konkan__two-shapes__intro = A Konkan is fourteen cards in exactly two melds. It is a run of ten and a set of four, or a run of eleven and a set of three. Nothing else counts.
lesson__the_konkan__two-shapes__prompt = Pick every group of fourteen cards that is a Konkan.
lesson__the_konkan__two-shapes__hint = For each group, find the run and count it. Is it ten long with a set of four, or eleven long with a set of three?
lesson__the_konkan__two-shapes__why__1 = Ten hearts in a row and four kings: a run of ten and a set of four, a Konkan (R8.5).
lesson__the_konkan__two-shapes__why__2 = Eleven spades in a row, from the 4♠ up to the ace, and three sevens. That is a run of eleven and a set of three, a Konkan too (R8.5).
lesson__the_konkan__two-shapes__why__3 = Nine hearts and four kings make only thirteen cards in melds, and the 5♣ fits in neither.
lesson__the_konkan__two-shapes__why__4 = Two runs of seven are fourteen cards, but a Konkan needs one run and one set.
# konkan-at-once: put it down at once
lesson__the_konkan__konkan-at-once__title = Put it down at once
lesson__the_konkan__konkan-at-once__intro = A Konkan goes down all in one turn, by a player who is not down yet. Both melds go down together, then the last card is discarded. It ends the round like a Hand. To put two melds down together, set the first aside with Set aside, then pick the second and press Meld.
lesson__the_konkan__konkan-at-once__goal = Go out with a Konkan.
lesson__the_konkan__konkan-at-once__hint = Pick the whole run and press Set aside, then pick the whole set and press Meld, so both go down together. Then only one card is left.
lesson__the_konkan__konkan-at-once__why__1 = 2♥ to J♥ is a run of ten and the four kings a set of four: together they are a Konkan (R8.5).
lesson__the_konkan__konkan-at-once__why__2 = Pick the run and press Set aside, then pick the kings and press Meld: both go down at once. Then discard the 5♣, your last card, to go out (R7.1).
lesson__the_konkan__konkan-at-once__why__3 = That scores -60 for you, and a flat 200 for each of the others (R8.5).
lesson__the_konkan__konkan-at-once__why__4 = Putting the run down first and the kings after is going down and then melding: a Hand, not a Konkan (R8.2).
lesson__the_konkan__konkan-at-once__mistake__konkan_not_last_round = In this round you just put the Konkan down, with no word first.
lesson__the_konkan__konkan-at-once__done = A Konkan! Both your opponents pay 200.
# flat-200: whatever they hold
lesson__the_konkan__flat-200__title = Whatever they hold
lesson__the_konkan__flat-200__intro = After a Konkan nobody counts their cards: every opponent pays the same flat amount, down or not. East was down, holding only the 7♦ and the 9♣.
lesson__the_konkan__flat-200__prompt = How much does East score for this round?
lesson__the_konkan__flat-200__hint = Does it matter here which cards East still holds?
lesson__the_konkan__flat-200__why__1 = Against a Konkan every opponent scores a flat 200, whatever is in hand and whether they were down or not (R8.5).
lesson__the_konkan__flat-200__mistake__ordinary = That is what the 7♦ and the 9♣ are worth after an ordinary going out. A Konkan costs more.
lesson__the_konkan__flat-200__mistake__hand = That would be a Hand's doubling. A Konkan is a flat amount.
lesson__the_konkan__flat-200__mistake__konkan_score = Minus 60 is the score of the player who put the Konkan down, not East's.
# earlier-round: a Konkan in an early round
lesson__the_konkan__earlier-round__title = A Konkan in an early round
lesson__the_konkan__earlier-round__intro = In rounds before the last, nobody may declare a Konkan, but you may still put one down. It scores, but it does not win the game.
lesson__the_konkan__earlier-round__prompt = South put down a Konkan in round 2 of 5, without declaring it. Is the game over?
lesson__the_konkan__earlier-round__hint = Only a declared Konkan ends the whole game. Could anyone declare in round 2?
lesson__the_konkan__earlier-round__choice__1 = Yes: South has won the game
lesson__the_konkan__earlier-round__choice__2 = No: the game goes on to round 3
lesson__the_konkan__earlier-round__why__1 = South's Konkan scores -60, and 200 for each of the others (R8.5).
lesson__the_konkan__earlier-round__why__2 = A Konkan that was not declared does not win the game: the game goes on to round 3 (R8.5).
lesson__the_konkan__earlier-round__why__3 = Only a declared Konkan, in the last round, wins the game at once (R8.6).
lesson__the_konkan__earlier-round__mistake__won = South's Konkan came in round 2, without a declaration.
# when-to-declare: when to declare
lesson__the_konkan__when-to-declare__title = When to declare
lesson__the_konkan__when-to-declare__intro = In the last round a player not yet down may declare Konkan. From then on they may go down only with the whole Konkan. If they do, they win the whole game. The declaration comes first, before anything else in the turn.
lesson__the_konkan__when-to-declare__prompt = When may you declare Konkan?
lesson__the_konkan__when-to-declare__hint = Two things matter: which round it is, and whether your turn has begun.
lesson__the_konkan__when-to-declare__choice__1 = At the start of your turn in the last round, before you draw
lesson__the_konkan__when-to-declare__choice__2 = In the last round, just after you draw
lesson__the_konkan__when-to-declare__choice__3 = At the start of your turn in round 2, before you draw
# the answer's explanation: each choice, then the engine's word on declaring at that moment
lesson__the_konkan__when-to-declare__choice_says = { $choice }: { $said }
lesson__the_konkan__when-to-declare__why__1 = Konkan is declared only in the last round (R8.6),
lesson__the_konkan__when-to-declare__why__2 = and only at the very start of your turn, before you draw or do anything else (R3.1).
lesson__the_konkan__when-to-declare__mistake__drawn = Once you have drawn, your turn has begun.
lesson__the_konkan__when-to-declare__mistake__round_2 = Round 2 is not the last round.
# declare: declare it
lesson__the_konkan__declare__title = Declare it
lesson__the_konkan__declare__intro = This is round { $round }, the last. Your hand is one card short of a Konkan. If you declare now and complete it, you win the whole game.
lesson__the_konkan__declare__goal = Declare Konkan.
lesson__the_konkan__declare__hint = The declaration has to come before anything else you do this turn.
lesson__the_konkan__declare__why__1 = It is round { $round }, the last, and you are not down, so you may declare Konkan (R8.6).
lesson__the_konkan__declare__why__2 = You declare at the start of your turn, before you draw (R3.1).
lesson__the_konkan__declare__done = Everyone now knows you are playing for a Konkan.
# declared-only: the whole Konkan or nothing
lesson__the_konkan__declared-only__title = The whole Konkan or nothing
lesson__the_konkan__declared-only__intro = You declared Konkan and then drew the K♣. Now you may go down only with the whole Konkan, both melds in one turn. Set one aside, then press Meld with the other.
lesson__the_konkan__declared-only__goal = Go out with your declared Konkan.
lesson__the_konkan__declared-only__hint = Now you hold the whole thing. Set the run aside, pick the kings and press Meld, then discard.
lesson__the_konkan__declared-only__why__1 = The run 2♥ to J♥ and the four kings are your Konkan (R8.5).
lesson__the_konkan__declared-only__why__2 = Set the run aside, pick the kings and press Meld, so both go down at once.
lesson__the_konkan__declared-only__why__3 = Discard the 5♣ to go out. A declared Konkan wins the whole game at once (R8.6).
lesson__the_konkan__declared-only__why__4 = The run alone would be an ordinary going down, which a declarer may not make (R8.6).
lesson__the_konkan__declared-only__mistake__konkan_declared_only = Keep the run in your hand until the kings can go down with it.
lesson__the_konkan__declared-only__done = A declared Konkan: you win the game, whatever the totals.

## lessons/welcome: Lesson 1's words: welcome, the cards (R1.2), the seats (R1.3), the deal (R2.1) and a first move.

# a rule in the rule book's words (some of its sentences), its number after it
lesson__welcome__book_words = { $sentences } ({ $rule }).
lesson__welcome__title = Welcome to Konkan
lesson__welcome__summary = What the game is, its cards and seats, the deal, and how these lessons work.
# step the-cards
lesson__welcome__the_cards__title = The cards
lesson__welcome__the_cards__intro = Konkan is a rummy card game from the Levant, played in Lebanon, Syria, Jordan and Palestine. You gather your cards into groups and lay them on the table. The first to get rid of all their cards does best. It is played with two ordinary packs of cards shuffled together, plus two jokers. An ordinary pack has 52 cards: 13 in each of the four suits, spades, hearts, diamonds and clubs. A card's rank is its number or picture: 2 to 10, jack, queen, king or ace.
lesson__welcome__the_cards__prompt = How many cards are there in the game?
lesson__welcome__the_cards__hint = One pack has 52 cards. Count two packs, then add the jokers.
lesson__welcome__the_cards__why__1 = Two packs of 52 make 104, and the two jokers make 106 (R1.2).
lesson__welcome__the_cards__mistake__104 = Don't forget the two jokers.
lesson__welcome__the_cards__mistake__54 = There are two packs, not one.
lesson__welcome__the_cards__mistake__52 = That is one pack. The game uses two, and jokers too.
lesson__welcome__the_cards__done = That is a lot of cards, so everyone gets a big hand.
# step twins
lesson__welcome__twins__title = Twin cards
lesson__welcome__twins__intro = With two packs, every card has a twin that looks exactly the same, the jokers too. They are still two different cards.
lesson__welcome__twins__prompt = How many 7♠ are there in the game?
lesson__welcome__twins__hint = Each pack has one of every card.
lesson__welcome__twins__why__1 = There is one 7♠ in each pack, so two in all (R1.2).
lesson__welcome__twins__mistake__1 = Each pack has its own 7♠, and the game uses two packs.
lesson__welcome__twins__done = You may hold both twins, and that can be handy.
# step who-is-next
lesson__welcome__who_is_next__title = Who plays next
lesson__welcome__who_is_next__intro = In these lessons you are South, at the bottom of the picture. With four players, East, North and West sit round the table with you. Players take turns one after another, going round the table.
lesson__welcome__who_is_next__prompt = When your turn ends, where does the next player sit?
lesson__welcome__who_is_next__hint = Play goes round the table the opposite way to a clock's hands.
lesson__welcome__who_is_next__why__1 = Play goes anticlockwise, so the next player is the one on your right: East (R1.3).
# where the next player sits: the choices, and the rule book's R1.3 ({book}) then who it is ({name})
lesson__welcome__who_is_next__choice__right = On your right
lesson__welcome__who_is_next__choice__top = Across the table from you
lesson__welcome__who_is_next__choice__left = On your left
lesson__welcome__who_is_next__explain__right = { $book } After you comes { $name }, who sits on your right.
lesson__welcome__who_is_next__explain__top = { $book } After you comes { $name }, who sits across the table from you.
lesson__welcome__who_is_next__explain__left = { $book } After you comes { $name }, who sits on your left.
lesson__welcome__who_is_next__mistake__top = The player across the table comes later: whose turn is straight after yours?
lesson__welcome__who_is_next__mistake__left = The player on your left plays just before you, not after.
lesson__welcome__who_is_next__done = So East plays after you, then North, then West, and then it is you again.
# step the-deal
lesson__welcome__the_deal__title = The deal
lesson__welcome__the_deal__intro = At the start of a round the dealer hands out the cards. The player who plays first is the starter, and gets one card more than everyone else. Here a real round has been dealt, and you are the starter.
lesson__welcome__the_deal__prompt = How many cards does the starter get?
lesson__welcome__the_deal__hint = Count the cards in your hand in the picture.
lesson__welcome__the_deal__why__1 = The starter gets 15 cards and everyone else 14 (R2.1).
lesson__welcome__the_deal__why__2 = The cards left over are the stock, face down, and the discard pile begins empty (R2.1).
lesson__welcome__the_deal__mistake__14 = That is what everyone else gets. The starter gets more.
# step first-move
lesson__welcome__first_move__title = Your first move
lesson__welcome__first_move__intro = A table of two this time: you and North. In each step you play on a real table, and the game tells you at once whether your move is allowed. A turn ends when you throw one card away: that is the discard. As the starter you already have your extra card, so your first turn has no draw.
lesson__welcome__first_move__goal = End your first turn by discarding one card.
lesson__welcome__first_move__hint = Pick a card you don't want, then press Discard.
lesson__welcome__first_move__why__1 = The starter's first turn has no draw: you were dealt 15 cards (R3.2).
lesson__welcome__first_move__why__2 = So you discard straight away, for example the K♣, and your turn is over (R3.5).
lesson__welcome__first_move__mistake__starter_no_draw = Just pick one card to throw away.
lesson__welcome__first_move__done = Well done: that was your first move. The next lessons teach melds, then a whole turn.

## lessons/whole_game: Lesson 10's words (konkan/teaching/lessons/whole_game.py): a whole game. Keys are ``lesson.whole_game.<step id>.<part>``: a step's title, intro, goal or prompt, hint, the lines of its worked solution (``why.1``, ``why.2``, ...), the lesson's word on a likely slip (``mistake.<slip>``), and what it says when the step is done.

lesson__whole_game__title = A whole game
lesson__whole_game__summary = How a game runs from the first deal to the winner, then a real deal to play.
# one player's total in a list of totals ("South 96, East 130, West 41")
lesson__whole_game__total = { $name } { $total }
# five-rounds: round after round
lesson__whole_game__five-rounds__title = Round after round
lesson__whole_game__five-rounds__intro = A game is several rounds. After each round everyone's score is added to their total, and the next round is dealt. To check your answer, the computer plays a whole game for three, your seat (South) too. When you answer, it tells you how that game ended.
lesson__whole_game__five-rounds__prompt = How many rounds does a standard game of Konkan last?
lesson__whole_game__five-rounds__hint = Think back to the last lesson: in which round may a Konkan be declared?
lesson__whole_game__five-rounds__why__1 = A standard game lasts five rounds that count; then the totals decide (R8.7).
lesson__whole_game__five-rounds__why__2 = A void round does not count, and is dealt again (R2.3).
lesson__whole_game__five-rounds__mistake__not_five = The last round is the one where a Konkan may be declared. Which round was that?
# who-deals: the deal passes on
lesson__whole_game__who-deals__title = The deal passes on
lesson__whole_game__who-deals__intro = Think of the game the computer played for the last question, your seat included. In round 1 the last player deals, so you, South, start. Each new round is dealt by the player who started the round before, so the deal passes to the right.
lesson__whole_game__who-deals__prompt = In that game for three, who dealt round { $round }?
lesson__whole_game__who-deals__hint = Work it out one round at a time: who started round 1, and so who deals round 2?
lesson__whole_game__who-deals__why__1 = Round 1: West deals and South starts (R2.1, R2.2).
lesson__whole_game__who-deals__why__2 = Round 2: South, the starter of round 1, deals, and East starts (R2.2).
lesson__whole_game__who-deals__why__3 = Round 3: East, the starter of round 2, deals (R2.2).
lesson__whole_game__who-deals__mistake__round_1 = That player dealt round 1. Go on one round at a time.
lesson__whole_game__who-deals__mistake__round_2 = That player dealt round 2. Who started round 2?
# lowest-wins: who wins
lesson__whole_game__lowest-wins__title = Who wins
lesson__whole_game__lowest-wins__intro = In Konkan points are bad: going out gives you a minus score, and the cards others are left holding cost them points. When the game is over, the lowest total wins.
lesson__whole_game__lowest-wins__prompt = A game for three has just ended. The totals are { $totals }. Who wins?
lesson__whole_game__lowest-wins__hint = Look for the smallest number, not the biggest.
lesson__whole_game__lowest-wins__why__1 = After five rounds the player with the lowest total wins (R8.7).
lesson__whole_game__lowest-wins__mistake__highest = That is the highest total, the worst one: the lowest total wins.
# konkan-wins: the one exception
lesson__whole_game__konkan-wins__title = The one exception
lesson__whole_game__konkan-wins__intro = There is one way to win whatever the totals: a Konkan declared in the last round and then put down.
lesson__whole_game__konkan-wins__prompt = In round 5, East declared Konkan and put it down. The totals are { $totals }. Who wins?
lesson__whole_game__konkan-wins__hint = Which is stronger here: the totals or the declaration?
lesson__whole_game__konkan-wins__why__1 = A declared Konkan, put down in the last round, wins the whole game at once, whatever the totals (R8.6).
lesson__whole_game__konkan-wins__mistake__lowest = That is the lowest total, which wins any other game. Not this one.
# first-turn: your first turn
lesson__whole_game__first-turn__title = Your first turn
lesson__whole_game__first-turn__intro = Here is a real deal for two: you start with 15 cards and North has 14. The starter's first turn has no draw: you only discard (or go down first, if you can).
lesson__whole_game__first-turn__goal = Play your first turn: end it with a discard.
lesson__whole_game__first-turn__hint = You can't go down yet. Give away a card that goes with none of your others.
lesson__whole_game__first-turn__why__1 = As the starter you already have 15 cards, so you take none (R3.2).
lesson__whole_game__first-turn__why__2 = Your three fours are a set, but you have no run and nowhere near 51 points, so you can't go down yet (R5.1, R5.2).
lesson__whole_game__first-turn__why__3 = Discard a card that fits nothing, such as the J♥ (R3.5).
lesson__whole_game__first-turn__mistake__starter_no_draw = Your extra card is your draw for this turn.
lesson__whole_game__first-turn__done = North plays next.
# second-turn: your next turn
lesson__whole_game__second-turn__title = Your next turn
lesson__whole_game__second-turn__intro = North has played a turn. From now on every turn of yours begins with one card. It is the top of the stock, or North's discard if you can go down with it this turn.
lesson__whole_game__second-turn__goal = Play your turn: take one card, then discard one.
lesson__whole_game__second-turn__hint = Would the discard let you go down this turn? If not, draw from the stock.
lesson__whole_game__second-turn__why__1 = Taking North's discard would oblige you to go down this turn (R3.3).
lesson__whole_game__second-turn__why__2 = Even with it your melds would not reach 51 (R5.1), so draw from the stock (R3.3).
lesson__whole_game__second-turn__why__3 = Then discard a card that fits nothing, such as the 9♣ (R3.5).
lesson__whole_game__second-turn__done = That is how every turn goes. Now play a whole game against the computer at the table below this lesson, and press Hint whenever you want advice. Going down is the hardest part at first: lesson 4 is always there to practise it again.

## play: The computer's words: hints, analyses, and the reasons the computer players give for their moves.

# hints and analyses
# one message made of whole sentences, each from its own key: they follow one another with this between
play__sentences = {" "}
# best_opening (R5)
OPENING_FOUND = Put down { $melds }: { $points } points, enough to go down (R5.1).
OPENING_FOUND__run = Put down { $melds }: { $points } points, enough to go down (R5.1), with a run among them (R5.2).
OPENING_GOES_OUT = Put down { $melds } and discard the { $card }: you go out at once, which needs no minimum (R5.4).
OPENING_GOES_OUT__run = Put down { $melds } and discard the { $card }: you go out at once, which needs no minimum (R5.4), with a run among them (R5.2).
OPENING_SHORT = Your best is { $points } points: { $short } short of { $minimum } (R5.1).
OPENING_SETS_ONLY = You can make sets but no run, and going down the first time needs at least one run (R5.2).
OPENING_NO_MELD = These cards make no meld at all: no run (R4.1) and no set (R4.2).
OPENING_NO_MELD__run = These cards make no meld at all: no run (R4.1, R5.2) and no set (R4.2).
OPENING_NEEDS_DISCARD = Putting down { $melds } would leave you no card to discard, and every turn ends with a discard (R3.5).
OPENING_TAKEN_CARD_FITS_NOT = At this table the card taken from the discard pile must go into a new meld (R9), and the { $card } fits no meld in your hand.
OPENING_TAKEN_CARD_FITS_NOT__opening = At this table the card taken from the discard pile must go into a new meld (R9), and the { $card } fits none of the openings your cards make.
analysis__joker = The joker stands for { $card } (R4.4).
analysis__jokers = The jokers stand for { $cards }, with two jokers allowed at this table (R4.4, R9).
analysis__joker_open = The joker stands for { $cards }; which one stays open until a fourth card joins the set (R4.4).
analysis__second = a second { $card }
analysis__two = two { $card }
# konkan_shape (R8.5)
KONKAN_FOUND = These cards hold a Konkan: the run { $run } and the set { $set } (R8.5).
KONKAN_SHORT = The closest Konkan is a run of { $length } { $suit } and a set of { $size } { $plural }: { $short } cards short, { $missing } missing (R8.5).
KONKAN_SHORT__one = The closest Konkan is a run of { $length } { $suit } and a set of { $size } { $plural }: 1 card short, { $missing } missing (R8.5).
# hints: the start of a turn (R3.3, R8.6)
HINT_DECLARE_KONKAN_HELD = Declare Konkan now: you already hold one, the run { $run } and the set { $set } (R8.5). Declared in the last round and then put down, it wins the whole game at once (R8.6).
HINT_DECLARE_KONKAN_NEAR = { $shape } It is within reach, worth declaring: once declared you may go down only with the whole Konkan, in one turn, but it then wins the whole game (R8.6).
HINT_DECLARE_KONKAN_GAMBLE = { $shape } It is a gamble: once declared you may go down only with the whole Konkan, in one turn, but it then wins the whole game (R8.6).
HINT_DECLARE_KONKAN_FAR = { $shape } That is a long way, so declaring would tie you to a long shot: once declared you may go down only with the whole Konkan, in one turn, but it then wins the whole game (R8.6).
HINT_TAKE_COMPLETES_KONKAN = Take the { $card }: it completes your declared Konkan, { $run } and { $set } (R8.5), which wins the game (R8.6).
HINT_TAKE_KONKAN_CLOSER = Take the { $card }: it brings your Konkan one card closer ({ $short } short now), and at this table a declarer may take discards without going down (R9).
HINT_TAKE_NOT_KONKAN = Don't take the { $card }: you declared Konkan, so you may go down only with the whole Konkan (R8.6), and it does not complete yours; taking it would oblige you to meld (R3.3).
HINT_TAKE_NOT_KONKAN__free = Don't take the { $card }: it brings your declared Konkan no closer (R8.6). At this table a declarer may take a discard without melding (R9), but a card from the stock is a fresh chance.
HINT_TAKE_GOES_OUT_HAND = Take the { $card }: with it you can put down { $melds } and discard the { $discard }, going out at once (R5.4). That is a Hand: { $score } for you and every other player's points doubled (R8.2).
HINT_TAKE_GOES_OUT_KONKAN = Take the { $card }: with it you can put down { $melds } and discard the { $discard }, going out at once (R5.4). That is a Konkan: { $score } for you and { $penalty } for every opponent (R8.5).
HINT_TAKE_NOT_NEEDED = No need to take the { $card }: you can go down without it ({ $melds }, { $total } points, R5.1), and it adds nothing to your melds. Draw instead: a new card, and no obligation to meld (R3.3).
HINT_TAKE_TO_GO_DOWN = Take the { $card }: with it you can put down { $melds }, { $total } points, enough to go down (R5.1). Taking it means you must put down a new meld this turn (R3.3).
hint__without_it = Without it your best opening is { $points } points.
# one form per reason best_opening gives (its key's last part), filled with its fields
HINT_TAKE_CANNOT_GO_DOWN__short = Don't take the { $card }, because even with it you can't go down this turn (your best is { $points } points: { $short } short of { $minimum } (R5.1)), and taking it means you must put down a new meld this turn (R3.3).
HINT_TAKE_CANNOT_GO_DOWN__sets_only = Don't take the { $card }, because even with it you can't go down this turn (you can make sets but no run, and going down the first time needs at least one run (R5.2)), and taking it means you must put down a new meld this turn (R3.3).
HINT_TAKE_CANNOT_GO_DOWN__no_meld = Don't take the { $card }, because even with it you can't go down this turn (these cards make no meld at all: no run (R4.1) and no set (R4.2)), and taking it means you must put down a new meld this turn (R3.3).
HINT_TAKE_CANNOT_GO_DOWN__no_meld__run = Don't take the { $card }, because even with it you can't go down this turn (these cards make no meld at all: no run (R4.1, R5.2) and no set (R4.2)), and taking it means you must put down a new meld this turn (R3.3).
HINT_TAKE_CANNOT_GO_DOWN__needs_discard = Don't take the { $card }, because even with it you can't go down this turn (putting down { $melds } would leave you no card to discard, and every turn ends with a discard (R3.5)), and taking it means you must put down a new meld this turn (R3.3).
HINT_TAKE_CANNOT_GO_DOWN__fits_not = Don't take the { $card }, because even with it you can't go down this turn (at this table the card taken from the discard pile must go into a new meld (R9), and the { $card } fits no meld in your hand), and taking it means you must put down a new meld this turn (R3.3).
HINT_TAKE_CANNOT_GO_DOWN__fits_not__opening = Don't take the { $card }, because even with it you can't go down this turn (at this table the card taken from the discard pile must go into a new meld (R9), and the { $card } fits none of the openings your cards make), and taking it means you must put down a new meld this turn (R3.3).
HINT_TAKE_TO_GO_OUT = Take the { $card }: with it you can go out this turn ({ $plan }).
HINT_TAKE_FOR_MELD = Take the { $card }: it makes the new meld { $meld } with your { $own }, which takes { $total } points out of your hand (R8.3). Taking it means you must put down a new meld this turn (R3.3).
HINT_TAKE_NO_MELD__can_meld = Don't take the { $card }: it makes no new meld with your cards, so it would only stay in your hand; draw from the stock instead (R3.3).
HINT_TAKE_NO_MELD = Don't take the { $card }: it makes no new meld with your cards, and taking it means you must put down a new meld this turn (R3.3).
HINT_TAKE_ADDS_NOTHING = Don't take the { $card }: you can put down { $melds } without it, and with it you could put down no more (R3.3).
HINT_DRAW_INSTEAD = Draw from the stock instead of taking the { $card }: an unknown card, and no obligation to meld (R3.3); but the discard gives you more.
HINT_DRAW_INSTEAD__free = Draw from the stock instead of taking the { $card }: an unknown card (R3.3); but the discard gives you more.
HINT_DRAW = Draw from the stock: the { $card } on the discard pile does not help you enough to be worth the obligation to meld (R3.3).
HINT_DRAW__free = Draw from the stock: the { $card } on the discard pile brings your declared Konkan no closer (R3.3, R8.6).
# hints: going down and going out (R5, R7, R8)
HINT_PUT_DOWN_DECLARED_KONKAN = Put down your declared Konkan, { $melds }, and discard the { $card }: it wins the whole game (R8.5, R8.6).
HINT_DECLARED_KONKAN_ONLY = You declared Konkan, so you may go down only with the whole Konkan (R8.6). { $shape }
HINT_GO_OUT_AT_ONCE_HAND = Go out at once: put down { $melds } and discard the { $card } (R5.4, R7.2). That is a Hand: you score { $score } and every other player's points are doubled (R8.2).
HINT_GO_OUT_AT_ONCE_KONKAN = Go out at once: put down { $melds } and discard the { $card } (R5.4, R7.2). That is a Konkan: { $score } for you and a flat { $penalty } for every opponent (R8.5).
# then the jokers' sentences, the rise's (R9), and this
HINT_GO_DOWN = Go down: put down { $melds }, { $total } points, at least { $minimum } (R5.1).
HINT_GO_DOWN__run = Go down: put down { $melds }, { $total } points, at least { $minimum } (R5.1) and with a run (R5.2).
hint__go_down__then = Once down you may also lay off and swap jokers this turn (R5.3).
# each followed by hint.put_back
HINT_PUT_BACK_CANNOT_GO_DOWN__short = You took the { $card } but can't go down with it (your best is { $points } points: { $short } short of { $minimum } (R5.1)).
HINT_PUT_BACK_CANNOT_GO_DOWN__sets_only = You took the { $card } but can't go down with it (you can make sets but no run, and going down the first time needs at least one run (R5.2)).
HINT_PUT_BACK_CANNOT_GO_DOWN__no_meld = You took the { $card } but can't go down with it (these cards make no meld at all: no run (R4.1) and no set (R4.2)).
HINT_PUT_BACK_CANNOT_GO_DOWN__no_meld__run = You took the { $card } but can't go down with it (these cards make no meld at all: no run (R4.1, R5.2) and no set (R4.2)).
HINT_PUT_BACK_CANNOT_GO_DOWN__needs_discard = You took the { $card } but can't go down with it (putting down { $melds } would leave you no card to discard, and every turn ends with a discard (R3.5)).
HINT_PUT_BACK_CANNOT_GO_DOWN__fits_not = You took the { $card } but can't go down with it (at this table the card taken from the discard pile must go into a new meld (R9), and the { $card } fits no meld in your hand).
HINT_PUT_BACK_CANNOT_GO_DOWN__fits_not__opening = You took the { $card } but can't go down with it (at this table the card taken from the discard pile must go into a new meld (R9), and the { $card } fits none of the openings your cards make).
HINT_PUT_BACK_CANNOT_GO_DOWN__konkan_only = You took the { $card } but can't go down with it (you declared Konkan, so you may go down only with the whole Konkan at once: a run of ten and a set of four, or a run of eleven and a set of three (R8.6)).
HINT_PUT_BACK_NO_MELD = You took the { $card } but have no new meld to put down.
HINT_PUT_BACK_TAKEN_UNUSED = At this table the card taken from the discard pile must go into a new meld (R9), and the { $card } went elsewhere.
HINT_PUT_BACK_TAKEN_UNUSED__pending = At this table the card taken from the discard pile must go into a new meld (R9), and the { $card } is in none yet and can't go into one now.
hint__put_back = Put the card back and draw from the stock instead (R3.3, R3.6).
hint__put_back__one = Take back your last move, put the card back and draw from the stock instead (R3.3, R3.6).
hint__put_back__many = Take back your last { $count } moves, put the card back and draw from the stock instead (R3.3, R3.6).
HINT_TAKE_SWAP_BACK = At this table a joker you free must be melded or laid off before you discard (R9), and yours can't be put into a new meld or laid off now. Take the swap back (R3.6): you get your { $returned } back and the joker returns to { $owner } meld.
HINT_TAKE_SWAP_BACK__many = At this table a joker you free must be melded or laid off before you discard (R9), and yours can't be put into a new meld or laid off now. Take back your last { $count } moves, the swap among them (R3.6): you get your { $returned } back and the joker returns to { $owner } meld.
HINT_TAKE_SWAP_BACK__fits = At this table a joker you free must be melded or laid off before you discard (R9): put yours into a new meld or lay it off, or else take the swap back (R3.6), which gives you back your { $returned } and returns the joker to { $owner } meld.
HINT_TAKE_SWAP_BACK__fits__many = At this table a joker you free must be melded or laid off before you discard (R9): put yours into a new meld or lay it off, or else take back your last { $count } moves, the swap among them (R3.6), which gives you back your { $returned } and returns the joker to { $owner } meld.
HINT_CANNOT_GO_DOWN = You can't go down yet.
# {plan}: its steps (hint.plan.*) in a list; a way out of one step has its own form
HINT_GO_OUT = Go out now: { $plan }. You score { $score } (R8.1).
HINT_GO_OUT__discard = Go out now: discard the { $card } (R7.2). You score { $score } (R8.1).
HINT_GO_OUT_HAND = Go out now with a Hand: { $plan }. You were not down when this turn began and touch no one else's meld, so you score { $score } and everyone else's points double (R8.2).
HINT_GO_OUT_KONKAN = Go out now with a Konkan: { $plan }. You went down this turn with exactly a Konkan and touch no one else's meld, so you score { $score } and every opponent pays a flat { $penalty } (R8.5).
HINT_GO_OUT_HAND__discard = Go out now with a Hand: discard the { $card } (R7.2). You were not down when this turn began and touch no one else's meld, so you score { $score } and everyone else's points double (R8.2).
HINT_GO_OUT_KONKAN__discard = Go out now with a Konkan: discard the { $card } (R7.2). You went down this turn with exactly a Konkan and touch no one else's meld, so you score { $score } and every opponent pays a flat { $penalty } (R8.5).
hint__plan__swap = swap { $cards } for the joker in { $owner } meld { $meld } (R6.2)
hint__plan__meld = put down { $melds }
hint__plan__lay_off = lay off { $cards } on { $owner } meld { $meld } (R6.1)
hint__plan__discard = discard the { $card } (R7.2)
# hints: once down (R3.4, R6)
# then the jokers' sentences and what is owed
HINT_MELD = Put down the new meld { $meld } (R3.4): { $total } points fewer in your hand (R8.3).
hint__took_oblige = You took the { $card }, so you must put down a new meld this turn (R3.3).
hint__taken_oblige = At this table the { $card } you took must go into a new meld before you discard (R9).
hint__freed_oblige = At this table the joker you freed must be melded or laid off before you discard (R9).
hint__taken_laid_off = That puts the { $card } you took into a meld you put down this turn, as this table requires (R9).
HINT_LAY_OFF = Lay off { $laid } on { $owner } meld { $meld }, making { $result } (R6.1): { $shed } points fewer in your hand (R8.3).
hint__owner__yours = your
hint__owner__theirs = { $name }'s
hint__lay_off_joker = The joker would stand for { $card } there (R4.4); a joker is usually worth keeping for a meld of your own.
hint__lay_off_joker__owed = The joker would stand for { $card } there (R4.4).
HINT_SWAP_JOKER = Swap your { $swapped } for the joker in { $owner } meld { $meld }: the joker stands for { $stands }, so the { $swapped } takes its place and the joker comes to your hand (R6.2).
HINT_SWAP_JOKER__both = Swap your { $swapped } for the joker in { $owner } meld { $meld }: the joker stands for { $stands }, so the { $swapped } take its place and the joker comes to your hand (R6.2).
hint__swap__keep = You may keep it for a meld of your own (R6.3).
hint__swap__must_use = At this table you must then meld or lay off the joker before you discard (R9).
# hints: the discard (R3.5, R8.3): the few best discards, and one note on the cards to keep
# one form per reason to keep or throw it, the table meld it fits, the next player's wish for it
# and the card taken
HINT_DISCARD__last = Discard the { $card }: left in hand it costs { $value } (R8.3), and it is your last card, so discarding it takes you out (R7.1).
HINT_DISCARD__last__took = Discard the { $card }: left in hand it costs { $value } (R8.3), and it is your last card, so discarding it takes you out (R7.1); it is the card you took, which you may discard now that your new meld is down (R3.5).
HINT_DISCARD__last__took_free = Discard the { $card }: left in hand it costs { $value } (R8.3), and it is your last card, so discarding it takes you out (R7.1); it is the card you took, which at this table a declarer may discard (R9).
HINT_DISCARD__in_plan = Discard the { $card }: left in hand it costs { $value } (R8.3), though it belongs to the melds you can put down now.
HINT_DISCARD__in_plan__took = Discard the { $card }: left in hand it costs { $value } (R8.3), though it belongs to the melds you can put down now; it is the card you took, which you may discard now that your new meld is down (R3.5).
HINT_DISCARD__in_plan__took_free = Discard the { $card }: left in hand it costs { $value } (R8.3), though it belongs to the melds you can put down now; it is the card you took, which at this table a declarer may discard (R9).
HINT_DISCARD__in_plan__next = Discard the { $card }: left in hand it costs { $value } (R8.3), though it belongs to the melds you can put down now; but { $name }, who plays next, took the { $taken } from the discard pile, and this card goes with it toward a meld (R4.1, R4.2).
HINT_DISCARD__in_plan__next__took = Discard the { $card }: left in hand it costs { $value } (R8.3), though it belongs to the melds you can put down now; but { $name }, who plays next, took the { $taken } from the discard pile, and this card goes with it toward a meld (R4.1, R4.2); it is the card you took, which you may discard now that your new meld is down (R3.5).
HINT_DISCARD__in_plan__next__took_free = Discard the { $card }: left in hand it costs { $value } (R8.3), though it belongs to the melds you can put down now; but { $name }, who plays next, took the { $taken } from the discard pile, and this card goes with it toward a meld (R4.1, R4.2); it is the card you took, which at this table a declarer may discard (R9).
HINT_DISCARD__in_plan__lay_off = Discard the { $card }: left in hand it costs { $value } (R8.3), though it belongs to the melds you can put down now; it could be laid off on { $owner } meld { $meld } instead (R6.1).
HINT_DISCARD__in_plan__lay_off__took = Discard the { $card }: left in hand it costs { $value } (R8.3), though it belongs to the melds you can put down now; it could be laid off on { $owner } meld { $meld } instead (R6.1); it is the card you took, which you may discard now that your new meld is down (R3.5).
HINT_DISCARD__in_plan__lay_off__next = Discard the { $card }: left in hand it costs { $value } (R8.3), though it belongs to the melds you can put down now; it could be laid off on { $owner } meld { $meld } instead (R6.1); but { $name }, who plays next, took the { $taken } from the discard pile, and this card goes with it toward a meld (R4.1, R4.2).
HINT_DISCARD__in_plan__lay_off__next__took = Discard the { $card }: left in hand it costs { $value } (R8.3), though it belongs to the melds you can put down now; it could be laid off on { $owner } meld { $meld } instead (R6.1); but { $name }, who plays next, took the { $taken } from the discard pile, and this card goes with it toward a meld (R4.1, R4.2); it is the card you took, which you may discard now that your new meld is down (R3.5).
HINT_DISCARD__in_plan__fits = Discard the { $card }: left in hand it costs { $value } (R8.3), though it belongs to the melds you can put down now; it fits { $owner } meld { $meld } on the table (R6.1).
HINT_DISCARD__in_plan__fits__took = Discard the { $card }: left in hand it costs { $value } (R8.3), though it belongs to the melds you can put down now; it fits { $owner } meld { $meld } on the table (R6.1); it is the card you took, which you may discard now that your new meld is down (R3.5).
HINT_DISCARD__in_plan__fits__took_free = Discard the { $card }: left in hand it costs { $value } (R8.3), though it belongs to the melds you can put down now; it fits { $owner } meld { $meld } on the table (R6.1); it is the card you took, which at this table a declarer may discard (R9).
HINT_DISCARD__in_plan__fits__next = Discard the { $card }: left in hand it costs { $value } (R8.3), though it belongs to the melds you can put down now; it fits { $owner } meld { $meld } on the table (R6.1); but { $name }, who plays next, took the { $taken } from the discard pile, and this card goes with it toward a meld (R4.1, R4.2).
HINT_DISCARD__in_plan__fits__next__took = Discard the { $card }: left in hand it costs { $value } (R8.3), though it belongs to the melds you can put down now; it fits { $owner } meld { $meld } on the table (R6.1); but { $name }, who plays next, took the { $taken } from the discard pile, and this card goes with it toward a meld (R4.1, R4.2); it is the card you took, which you may discard now that your new meld is down (R3.5).
HINT_DISCARD__in_plan__fits__next__took_free = Discard the { $card }: left in hand it costs { $value } (R8.3), though it belongs to the melds you can put down now; it fits { $owner } meld { $meld } on the table (R6.1); but { $name }, who plays next, took the { $taken } from the discard pile, and this card goes with it toward a meld (R4.1, R4.2); it is the card you took, which at this table a declarer may discard (R9).
HINT_DISCARD__goes_out = Discard the { $card }: left in hand it costs { $value } (R8.3), and it is the one card left once the rest are down, so discarding it then takes you out (R7.2).
HINT_DISCARD__goes_out__took = Discard the { $card }: left in hand it costs { $value } (R8.3), and it is the one card left once the rest are down, so discarding it then takes you out (R7.2); it is the card you took, which you may discard now that your new meld is down (R3.5).
HINT_DISCARD__goes_out__took_free = Discard the { $card }: left in hand it costs { $value } (R8.3), and it is the one card left once the rest are down, so discarding it then takes you out (R7.2); it is the card you took, which at this table a declarer may discard (R9).
HINT_DISCARD__goes_out__next = Discard the { $card }: left in hand it costs { $value } (R8.3), and it is the one card left once the rest are down, so discarding it then takes you out (R7.2); but { $name }, who plays next, took the { $taken } from the discard pile, and this card goes with it toward a meld (R4.1, R4.2).
HINT_DISCARD__goes_out__next__took = Discard the { $card }: left in hand it costs { $value } (R8.3), and it is the one card left once the rest are down, so discarding it then takes you out (R7.2); but { $name }, who plays next, took the { $taken } from the discard pile, and this card goes with it toward a meld (R4.1, R4.2); it is the card you took, which you may discard now that your new meld is down (R3.5).
HINT_DISCARD__goes_out__next__took_free = Discard the { $card }: left in hand it costs { $value } (R8.3), and it is the one card left once the rest are down, so discarding it then takes you out (R7.2); but { $name }, who plays next, took the { $taken } from the discard pile, and this card goes with it toward a meld (R4.1, R4.2); it is the card you took, which at this table a declarer may discard (R9).
HINT_DISCARD__goes_out__lay_off = Discard the { $card }: left in hand it costs { $value } (R8.3), and it is the one card left once the rest are down, so discarding it then takes you out (R7.2); it could be laid off on { $owner } meld { $meld } instead (R6.1).
HINT_DISCARD__goes_out__lay_off__took = Discard the { $card }: left in hand it costs { $value } (R8.3), and it is the one card left once the rest are down, so discarding it then takes you out (R7.2); it could be laid off on { $owner } meld { $meld } instead (R6.1); it is the card you took, which you may discard now that your new meld is down (R3.5).
HINT_DISCARD__goes_out__lay_off__next = Discard the { $card }: left in hand it costs { $value } (R8.3), and it is the one card left once the rest are down, so discarding it then takes you out (R7.2); it could be laid off on { $owner } meld { $meld } instead (R6.1); but { $name }, who plays next, took the { $taken } from the discard pile, and this card goes with it toward a meld (R4.1, R4.2).
HINT_DISCARD__goes_out__lay_off__next__took = Discard the { $card }: left in hand it costs { $value } (R8.3), and it is the one card left once the rest are down, so discarding it then takes you out (R7.2); it could be laid off on { $owner } meld { $meld } instead (R6.1); but { $name }, who plays next, took the { $taken } from the discard pile, and this card goes with it toward a meld (R4.1, R4.2); it is the card you took, which you may discard now that your new meld is down (R3.5).
HINT_DISCARD__goes_out__fits = Discard the { $card }: left in hand it costs { $value } (R8.3), and it is the one card left once the rest are down, so discarding it then takes you out (R7.2); it fits { $owner } meld { $meld } on the table (R6.1).
HINT_DISCARD__goes_out__fits__took = Discard the { $card }: left in hand it costs { $value } (R8.3), and it is the one card left once the rest are down, so discarding it then takes you out (R7.2); it fits { $owner } meld { $meld } on the table (R6.1); it is the card you took, which you may discard now that your new meld is down (R3.5).
HINT_DISCARD__goes_out__fits__took_free = Discard the { $card }: left in hand it costs { $value } (R8.3), and it is the one card left once the rest are down, so discarding it then takes you out (R7.2); it fits { $owner } meld { $meld } on the table (R6.1); it is the card you took, which at this table a declarer may discard (R9).
HINT_DISCARD__goes_out__fits__next = Discard the { $card }: left in hand it costs { $value } (R8.3), and it is the one card left once the rest are down, so discarding it then takes you out (R7.2); it fits { $owner } meld { $meld } on the table (R6.1); but { $name }, who plays next, took the { $taken } from the discard pile, and this card goes with it toward a meld (R4.1, R4.2).
HINT_DISCARD__goes_out__fits__next__took = Discard the { $card }: left in hand it costs { $value } (R8.3), and it is the one card left once the rest are down, so discarding it then takes you out (R7.2); it fits { $owner } meld { $meld } on the table (R6.1); but { $name }, who plays next, took the { $taken } from the discard pile, and this card goes with it toward a meld (R4.1, R4.2); it is the card you took, which you may discard now that your new meld is down (R3.5).
HINT_DISCARD__goes_out__fits__next__took_free = Discard the { $card }: left in hand it costs { $value } (R8.3), and it is the one card left once the rest are down, so discarding it then takes you out (R7.2); it fits { $owner } meld { $meld } on the table (R6.1); but { $name }, who plays next, took the { $taken } from the discard pile, and this card goes with it toward a meld (R4.1, R4.2); it is the card you took, which at this table a declarer may discard (R9).
HINT_DISCARD__in_meld = Discard the { $card }: left in hand it costs { $value } (R8.3), though it is part of a meld you hold.
HINT_DISCARD__in_meld__took = Discard the { $card }: left in hand it costs { $value } (R8.3), though it is part of a meld you hold; it is the card you took, which you may discard now that your new meld is down (R3.5).
HINT_DISCARD__in_meld__took_free = Discard the { $card }: left in hand it costs { $value } (R8.3), though it is part of a meld you hold; it is the card you took, which at this table a declarer may discard (R9).
HINT_DISCARD__in_meld__next = Discard the { $card }: left in hand it costs { $value } (R8.3), though it is part of a meld you hold; but { $name }, who plays next, took the { $taken } from the discard pile, and this card goes with it toward a meld (R4.1, R4.2).
HINT_DISCARD__in_meld__next__took = Discard the { $card }: left in hand it costs { $value } (R8.3), though it is part of a meld you hold; but { $name }, who plays next, took the { $taken } from the discard pile, and this card goes with it toward a meld (R4.1, R4.2); it is the card you took, which you may discard now that your new meld is down (R3.5).
HINT_DISCARD__in_meld__next__took_free = Discard the { $card }: left in hand it costs { $value } (R8.3), though it is part of a meld you hold; but { $name }, who plays next, took the { $taken } from the discard pile, and this card goes with it toward a meld (R4.1, R4.2); it is the card you took, which at this table a declarer may discard (R9).
HINT_DISCARD__in_meld__lay_off = Discard the { $card }: left in hand it costs { $value } (R8.3), though it is part of a meld you hold; it could be laid off on { $owner } meld { $meld } instead (R6.1).
HINT_DISCARD__in_meld__lay_off__took = Discard the { $card }: left in hand it costs { $value } (R8.3), though it is part of a meld you hold; it could be laid off on { $owner } meld { $meld } instead (R6.1); it is the card you took, which you may discard now that your new meld is down (R3.5).
HINT_DISCARD__in_meld__lay_off__next = Discard the { $card }: left in hand it costs { $value } (R8.3), though it is part of a meld you hold; it could be laid off on { $owner } meld { $meld } instead (R6.1); but { $name }, who plays next, took the { $taken } from the discard pile, and this card goes with it toward a meld (R4.1, R4.2).
HINT_DISCARD__in_meld__lay_off__next__took = Discard the { $card }: left in hand it costs { $value } (R8.3), though it is part of a meld you hold; it could be laid off on { $owner } meld { $meld } instead (R6.1); but { $name }, who plays next, took the { $taken } from the discard pile, and this card goes with it toward a meld (R4.1, R4.2); it is the card you took, which you may discard now that your new meld is down (R3.5).
HINT_DISCARD__in_meld__fits = Discard the { $card }: left in hand it costs { $value } (R8.3), though it is part of a meld you hold; it fits { $owner } meld { $meld } on the table (R6.1).
HINT_DISCARD__in_meld__fits__took = Discard the { $card }: left in hand it costs { $value } (R8.3), though it is part of a meld you hold; it fits { $owner } meld { $meld } on the table (R6.1); it is the card you took, which you may discard now that your new meld is down (R3.5).
HINT_DISCARD__in_meld__fits__took_free = Discard the { $card }: left in hand it costs { $value } (R8.3), though it is part of a meld you hold; it fits { $owner } meld { $meld } on the table (R6.1); it is the card you took, which at this table a declarer may discard (R9).
HINT_DISCARD__in_meld__fits__next = Discard the { $card }: left in hand it costs { $value } (R8.3), though it is part of a meld you hold; it fits { $owner } meld { $meld } on the table (R6.1); but { $name }, who plays next, took the { $taken } from the discard pile, and this card goes with it toward a meld (R4.1, R4.2).
HINT_DISCARD__in_meld__fits__next__took = Discard the { $card }: left in hand it costs { $value } (R8.3), though it is part of a meld you hold; it fits { $owner } meld { $meld } on the table (R6.1); but { $name }, who plays next, took the { $taken } from the discard pile, and this card goes with it toward a meld (R4.1, R4.2); it is the card you took, which you may discard now that your new meld is down (R3.5).
HINT_DISCARD__in_meld__fits__next__took_free = Discard the { $card }: left in hand it costs { $value } (R8.3), though it is part of a meld you hold; it fits { $owner } meld { $meld } on the table (R6.1); but { $name }, who plays next, took the { $taken } from the discard pile, and this card goes with it toward a meld (R4.1, R4.2); it is the card you took, which at this table a declarer may discard (R9).
HINT_DISCARD__feeds = Discard the { $card }: left in hand it costs { $value } (R8.3), though it goes with your { $cards } toward a meld (R4.1, R4.2).
HINT_DISCARD__feeds__took = Discard the { $card }: left in hand it costs { $value } (R8.3), though it goes with your { $cards } toward a meld (R4.1, R4.2); it is the card you took, which you may discard now that your new meld is down (R3.5).
HINT_DISCARD__feeds__took_free = Discard the { $card }: left in hand it costs { $value } (R8.3), though it goes with your { $cards } toward a meld (R4.1, R4.2); it is the card you took, which at this table a declarer may discard (R9).
HINT_DISCARD__feeds__next = Discard the { $card }: left in hand it costs { $value } (R8.3), though it goes with your { $cards } toward a meld (R4.1, R4.2); but { $name }, who plays next, took the { $taken } from the discard pile, and this card goes with it toward a meld (R4.1, R4.2).
HINT_DISCARD__feeds__next__took = Discard the { $card }: left in hand it costs { $value } (R8.3), though it goes with your { $cards } toward a meld (R4.1, R4.2); but { $name }, who plays next, took the { $taken } from the discard pile, and this card goes with it toward a meld (R4.1, R4.2); it is the card you took, which you may discard now that your new meld is down (R3.5).
HINT_DISCARD__feeds__next__took_free = Discard the { $card }: left in hand it costs { $value } (R8.3), though it goes with your { $cards } toward a meld (R4.1, R4.2); but { $name }, who plays next, took the { $taken } from the discard pile, and this card goes with it toward a meld (R4.1, R4.2); it is the card you took, which at this table a declarer may discard (R9).
HINT_DISCARD__feeds__lay_off = Discard the { $card }: left in hand it costs { $value } (R8.3), though it goes with your { $cards } toward a meld (R4.1, R4.2); it could be laid off on { $owner } meld { $meld } instead (R6.1).
HINT_DISCARD__feeds__lay_off__took = Discard the { $card }: left in hand it costs { $value } (R8.3), though it goes with your { $cards } toward a meld (R4.1, R4.2); it could be laid off on { $owner } meld { $meld } instead (R6.1); it is the card you took, which you may discard now that your new meld is down (R3.5).
HINT_DISCARD__feeds__lay_off__next = Discard the { $card }: left in hand it costs { $value } (R8.3), though it goes with your { $cards } toward a meld (R4.1, R4.2); it could be laid off on { $owner } meld { $meld } instead (R6.1); but { $name }, who plays next, took the { $taken } from the discard pile, and this card goes with it toward a meld (R4.1, R4.2).
HINT_DISCARD__feeds__lay_off__next__took = Discard the { $card }: left in hand it costs { $value } (R8.3), though it goes with your { $cards } toward a meld (R4.1, R4.2); it could be laid off on { $owner } meld { $meld } instead (R6.1); but { $name }, who plays next, took the { $taken } from the discard pile, and this card goes with it toward a meld (R4.1, R4.2); it is the card you took, which you may discard now that your new meld is down (R3.5).
HINT_DISCARD__feeds__fits = Discard the { $card }: left in hand it costs { $value } (R8.3), though it goes with your { $cards } toward a meld (R4.1, R4.2); it fits { $owner } meld { $meld } on the table (R6.1).
HINT_DISCARD__feeds__fits__took = Discard the { $card }: left in hand it costs { $value } (R8.3), though it goes with your { $cards } toward a meld (R4.1, R4.2); it fits { $owner } meld { $meld } on the table (R6.1); it is the card you took, which you may discard now that your new meld is down (R3.5).
HINT_DISCARD__feeds__fits__took_free = Discard the { $card }: left in hand it costs { $value } (R8.3), though it goes with your { $cards } toward a meld (R4.1, R4.2); it fits { $owner } meld { $meld } on the table (R6.1); it is the card you took, which at this table a declarer may discard (R9).
HINT_DISCARD__feeds__fits__next = Discard the { $card }: left in hand it costs { $value } (R8.3), though it goes with your { $cards } toward a meld (R4.1, R4.2); it fits { $owner } meld { $meld } on the table (R6.1); but { $name }, who plays next, took the { $taken } from the discard pile, and this card goes with it toward a meld (R4.1, R4.2).
HINT_DISCARD__feeds__fits__next__took = Discard the { $card }: left in hand it costs { $value } (R8.3), though it goes with your { $cards } toward a meld (R4.1, R4.2); it fits { $owner } meld { $meld } on the table (R6.1); but { $name }, who plays next, took the { $taken } from the discard pile, and this card goes with it toward a meld (R4.1, R4.2); it is the card you took, which you may discard now that your new meld is down (R3.5).
HINT_DISCARD__feeds__fits__next__took_free = Discard the { $card }: left in hand it costs { $value } (R8.3), though it goes with your { $cards } toward a meld (R4.1, R4.2); it fits { $owner } meld { $meld } on the table (R6.1); but { $name }, who plays next, took the { $taken } from the discard pile, and this card goes with it toward a meld (R4.1, R4.2); it is the card you took, which at this table a declarer may discard (R9).
HINT_DISCARD__feeds_none = Discard the { $card }: left in hand it costs { $value } (R8.3), and it feeds no meld in your hand.
HINT_DISCARD__feeds_none__took = Discard the { $card }: left in hand it costs { $value } (R8.3), and it feeds no meld in your hand; it is the card you took, which you may discard now that your new meld is down (R3.5).
HINT_DISCARD__feeds_none__took_free = Discard the { $card }: left in hand it costs { $value } (R8.3), and it feeds no meld in your hand; it is the card you took, which at this table a declarer may discard (R9).
HINT_DISCARD__feeds_none__next = Discard the { $card }: left in hand it costs { $value } (R8.3), and it feeds no meld in your hand; but { $name }, who plays next, took the { $taken } from the discard pile, and this card goes with it toward a meld (R4.1, R4.2).
HINT_DISCARD__feeds_none__next__took = Discard the { $card }: left in hand it costs { $value } (R8.3), and it feeds no meld in your hand; but { $name }, who plays next, took the { $taken } from the discard pile, and this card goes with it toward a meld (R4.1, R4.2); it is the card you took, which you may discard now that your new meld is down (R3.5).
HINT_DISCARD__feeds_none__next__took_free = Discard the { $card }: left in hand it costs { $value } (R8.3), and it feeds no meld in your hand; but { $name }, who plays next, took the { $taken } from the discard pile, and this card goes with it toward a meld (R4.1, R4.2); it is the card you took, which at this table a declarer may discard (R9).
HINT_DISCARD__feeds_none__lay_off = Discard the { $card }: left in hand it costs { $value } (R8.3), and it feeds no meld in your hand; it could be laid off on { $owner } meld { $meld } instead (R6.1).
HINT_DISCARD__feeds_none__lay_off__took = Discard the { $card }: left in hand it costs { $value } (R8.3), and it feeds no meld in your hand; it could be laid off on { $owner } meld { $meld } instead (R6.1); it is the card you took, which you may discard now that your new meld is down (R3.5).
HINT_DISCARD__feeds_none__lay_off__next = Discard the { $card }: left in hand it costs { $value } (R8.3), and it feeds no meld in your hand; it could be laid off on { $owner } meld { $meld } instead (R6.1); but { $name }, who plays next, took the { $taken } from the discard pile, and this card goes with it toward a meld (R4.1, R4.2).
HINT_DISCARD__feeds_none__lay_off__next__took = Discard the { $card }: left in hand it costs { $value } (R8.3), and it feeds no meld in your hand; it could be laid off on { $owner } meld { $meld } instead (R6.1); but { $name }, who plays next, took the { $taken } from the discard pile, and this card goes with it toward a meld (R4.1, R4.2); it is the card you took, which you may discard now that your new meld is down (R3.5).
HINT_DISCARD__feeds_none__fits = Discard the { $card }: left in hand it costs { $value } (R8.3), and it feeds no meld in your hand; it fits { $owner } meld { $meld } on the table (R6.1).
HINT_DISCARD__feeds_none__fits__took = Discard the { $card }: left in hand it costs { $value } (R8.3), and it feeds no meld in your hand; it fits { $owner } meld { $meld } on the table (R6.1); it is the card you took, which you may discard now that your new meld is down (R3.5).
HINT_DISCARD__feeds_none__fits__took_free = Discard the { $card }: left in hand it costs { $value } (R8.3), and it feeds no meld in your hand; it fits { $owner } meld { $meld } on the table (R6.1); it is the card you took, which at this table a declarer may discard (R9).
HINT_DISCARD__feeds_none__fits__next = Discard the { $card }: left in hand it costs { $value } (R8.3), and it feeds no meld in your hand; it fits { $owner } meld { $meld } on the table (R6.1); but { $name }, who plays next, took the { $taken } from the discard pile, and this card goes with it toward a meld (R4.1, R4.2).
HINT_DISCARD__feeds_none__fits__next__took = Discard the { $card }: left in hand it costs { $value } (R8.3), and it feeds no meld in your hand; it fits { $owner } meld { $meld } on the table (R6.1); but { $name }, who plays next, took the { $taken } from the discard pile, and this card goes with it toward a meld (R4.1, R4.2); it is the card you took, which you may discard now that your new meld is down (R3.5).
HINT_DISCARD__feeds_none__fits__next__took_free = Discard the { $card }: left in hand it costs { $value } (R8.3), and it feeds no meld in your hand; it fits { $owner } meld { $meld } on the table (R6.1); but { $name }, who plays next, took the { $taken } from the discard pile, and this card goes with it toward a meld (R4.1, R4.2); it is the card you took, which at this table a declarer may discard (R9).
HINT_DISCARD__joker = Discard a joker: you hold nothing else, and left in hand it costs { $value } (R8.3).
# {clauses}: the things to keep (hint.keep.*) in a list; one thing alone has its own form
HINT_KEEP_JOKER = Keep { $clauses }.
HINT_KEEP = Keep { $clauses }.
HINT_KEEP_JOKER__joker = Keep the joker (it can stand for any card a meld needs, R4.4).
HINT_KEEP_JOKER__jokers = Keep both jokers (each can stand for any card a meld needs, R4.4).
HINT_KEEP__opening = Keep your { $cards } (in the melds you can put down now, R5.1).
HINT_KEEP__out = Keep your { $cards } (needed to go out this turn, R7.2).
HINT_KEEP__konkan = Keep your { $cards } (in your Konkan, R8.5).
HINT_KEEP__in_meld = Keep your { $cards } (each part of a meld you hold, R4.1, R4.2).
HINT_KEEP__in_meld__one = Keep your { $cards } (part of a meld you hold, R4.1, R4.2).
HINT_KEEP__feeds = Keep your { $cards } (each goes with another card of yours toward a meld, R4.1, R4.2).
HINT_KEEP__feeds__one = Keep your { $cards } (it goes with another card of yours toward a meld, R4.1, R4.2).
HINT_KEEP__lay_off = Keep your { $card } (it can be laid off on { $owner } meld { $meld }, R6.1).
hint__keep__joker = the joker (it can stand for any card a meld needs, R4.4)
hint__keep__jokers = both jokers (each can stand for any card a meld needs, R4.4)
hint__keep__opening = your { $cards } (in the melds you can put down now, R5.1)
hint__keep__out = your { $cards } (needed to go out this turn, R7.2)
hint__keep__konkan = your { $cards } (in your Konkan, R8.5)
hint__keep__in_meld = your { $cards } (each part of a meld you hold, R4.1, R4.2)
hint__keep__in_meld__one = your { $cards } (part of a meld you hold, R4.1, R4.2)
hint__keep__feeds = your { $cards } (each goes with another card of yours toward a meld, R4.1, R4.2)
hint__keep__feeds__one = your { $cards } (it goes with another card of yours toward a meld, R4.1, R4.2)
hint__keep__lay_off = your { $card } (it can be laid off on { $owner } meld { $meld }, R6.1)
# The Hint, when the review (konkan.play.adviser) found the hints' first move clearly worse.
review__hint__checked = The computer played the likely moves on from here many times, and this one did best.
review__hint__draw = Draw from the stock. The computer played each likely move on from here many times, and drawing did best (R3.3).
review__hint__take = Take the { $card } from the discard pile. The computer played each likely move on from here many times, and taking it did best (R3.3).
review__hint__meld = Put down { $melds }. The computer played each likely move on from here many times, and this did best (R3.4).
review__hint__lay_off = Add { $cards } to meld { $meld } on the table. The computer played each likely move on from here many times, and this did best (R6.1).
review__hint__swap = Swap { $cards } for the joker in meld { $meld }. The computer played each likely move on from here many times, and this did best (R6.2).
review__hint__konkan = Declare Konkan. The computer played each likely move on from here many times, and declaring did best (R8.6).
review__hint__discard = Discard the { $card }. The computer played each likely move on from here many times, and discarding it did best (R3.5).
bot__whose__pile = the
bot__whose__mine = my
bot__whose__theirs = { $name }'s
bot__declare__held = I declared Konkan: I hold { $run } and { $set }, a whole Konkan, and a declared Konkan put down wins the game (R8.5, R8.6).
bot__declare__short = I declared Konkan while { $short } cards short of one: a declared Konkan put down wins the game (R8.6).
bot__declare__short__one = I declared Konkan while one card short of one: a declared Konkan put down wins the game (R8.6).
bot__take = I took { $whose } { $card } from the discard pile (R3.3).
bot__take__go_down = I took { $whose } { $card } to go down with { $melds }, { $total } points (R3.3, R5.1).
bot__take__out_at_once = I took { $whose } { $card }: with it I can put down { $melds } and go out at once (R5.4).
bot__take__go_out = I took { $whose } { $card }: with it I can go out this turn (R3.3, R7.2).
bot__take__meld = I took { $whose } { $card } to put down { $meld } (R3.3).
bot__take__konkan = I took { $whose } { $card }: it completes my declared Konkan (R8.6).
bot__take__konkan_closer = I took { $whose } { $card }: it brings my declared Konkan closer, and at this table a declarer may take a discard without melding (R9).
bot__draw__only = I drew from the stock (R3.3).
bot__draw = I drew from the stock rather than take { $whose } { $card } (R3.3).
bot__draw__not_needed = I drew from the stock: I can go down without { $whose } { $card }, and a card from the stock obliges me to nothing (R3.3).
bot__draw__cannot_go_down = I drew from the stock: even with { $whose } { $card } I could not go down this turn, and taking it would have obliged me to (R3.3, R5.1).
bot__draw__no_meld = I drew from the stock: { $whose } { $card } makes no new meld with my cards, and taking it would have obliged me to put one down (R3.3).
bot__draw__adds_nothing = I drew from the stock: with { $whose } { $card } I could put down no more than I can without it (R3.3).
bot__draw__not_konkan = I drew from the stock: { $whose } { $card } brings my declared Konkan no closer (R8.6).
bot__draw__not_konkan__bound = I drew from the stock: { $whose } { $card } does not complete my declared Konkan, and taking it would have obliged me to meld, which I may do only with the whole Konkan (R3.3, R8.6).
bot__go_down = I went down with { $melds }, { $total } points, at least the { $minimum } needed (R5.1).
bot__out_at_once = I put down { $melds } all at once, keeping one card to discard and go out (R5.4, R7.2).
bot__meld__going_out = I put down { $melds } on my way out this turn (R7.2).
bot__meld = I put down { $melds }, taking { $total } points out of my hand (R3.4, R8.3).
bot__meld__open = I went down with { $melds } (R5.1).
bot__lay_off = I laid off { $cards } on { $owner } meld { $meld } (R6.1).
bot__lay_off__going_out = I laid off { $cards } on { $owner } meld { $meld } on my way out this turn (R6.1, R7.2).
bot__swap = I swapped { $cards } for the joker in { $owner } meld { $meld } and took the joker into my hand (R6.2).
bot__swap__going_out = I swapped { $cards } for the joker in { $owner } meld { $meld } on my way out this turn (R6.2, R7.2).
bot__discard__out = I discarded my last card, the { $card }, and went out (R7.1).
bot__discard = I discarded the { $card }, which would cost { $value } left in my hand (R3.5, R8.3).
bot__discard__feeds_none = I discarded the { $card }: it goes with none of my cards toward a meld, and left in my hand it would cost { $value } (R8.3).
bot__discard__next_cannot = { $name }, who plays next, is down but cannot lay it off on any meld on the table (R6.1).
bot__put_back = I put the { $card } back on the discard pile, to draw from the stock instead (R3.3, R3.6).
bot__undo = I took back my last move (R3.6).
bot__look_ahead__chance = I kept the { $card }, which the hints would throw first: of the { $unseen } cards I might draw next, { $count } would let me go down, against { $other } had I thrown it (R5.1).
bot__look_ahead__points = I kept the { $card }, which the hints would throw first: with the next card I draw, my best try at an opening comes to { $points } of the { $minimum } points I need on average, against { $other } had I thrown it (R5.1).
bot__search = I kept the { $card }, which the hints would throw first: I played the round on to its end { $samples } times, dealing the cards I cannot see at random, and this discard left me better off on average (R8).
bot__search__take = I took { $whose } { $card }: I played the round on to its end { $samples } times, guessing the cards I cannot see from what the table showed, and taking it left me better off on average than drawing (R3.3, R8).
bot__search__draw = I drew from the stock rather than take { $whose } { $card }: I played the round on to its end { $samples } times, guessing the cards I cannot see from what the table showed, and drawing left me better off on average (R3.3, R8).
# simulate: many games between computer players
# the table's columns, one per field of a seat's result
play__simulate__column__seat = seat
play__simulate__column__player = player
play__simulate__column__wins = wins
play__simulate__column__win_rate = win rate
play__simulate__column__shared_wins = shared
play__simulate__column__mean_total = mean total
play__simulate__column__sd_total = spread
play__simulate__column__rounds_won = rounds won
play__simulate__column__hands = Hands
play__simulate__column__konkans = Konkans
play__simulate__column__void_rounds = void rounds
play__simulate__column__mean_turns_to_go_down = turns to go down
play__simulate__head = { $games } games, seed { $seed }
play__simulate__caption = { $games } games, seed { $seed }.
play__simulate__shared = { $shared } of the { $games } games had more than one winner: a tie for the lowest total is a win for each seat in it, so the wins add up to more than the games.
play__simulate__shared__team = { $shared } of the { $games } games had more than one winner: a tie for the lowest total is a win for each seat in it (in partnerships, a team's win counts for both its seats), so the wins add up to more than the games.
play__simulate__repr = <SimulationResult: { $games } games, { $seats } seats>
play__simulate__plot__label = win rate by seat
play__simulate__plot__title = win rate
play__simulate__plot__seat = seat { $seat }: { $player }
play__simulate__progress = games
play__simulate__progress__unit = game
# bad input
error__play__not_your_turn = { $name } has no move to choose: it is not { $name }'s turn in this view
error__play__no_legal_action = seat { $seat } has no legal action: the rules always leave one
error__play__budget = the strong player's budget is a whole number of deals, { $low } or more, got { $value }
error__play__search = the strong player's search is 'turn' or 'discard', got { $value }
error__play__guess = the strong player's guess is 'table' or 'uniform', got { $value }
error__play__unknown_player = there is no computer player called { $name }: choose one of { $levels }
error__play__player = a player is a level's name ({ $levels }) or an object with decide(view), got { $player }
error__play__player_object = a player is a level's name or an object with decide(view), got { $player }
error__play__games = games must be a whole number of games, { $low } or more, got { $value }
error__play__players = players lists one player per seat, such as ['strong', 'greedy'], got { $players }
error__play__rules = rules must be a Rules, got { $rules }
error__play__rules_players = the rules are for { $rules } players, and { $given } players were given
error__play__pandas = SimulationResult.to_dataframe needs pandas: pip install pandas (to_dicts() gives the same table as plain dicts)
error__play__cover_limit = a cover search takes fewer than { $limit } cards, got { $count }
error__play__group_faces = a group uses each face once, or a face held twice twice
error__play__group_points = a group's points run from 0 to { $last }, got { $points }

## practice: Practice's words (levels, answer forms, messages), reading an answer, and the learner's files.

# each kind of puzzle in the game's own words, for titles and the levels table
practice__kind__hand_value = What a hand costs
practice__kind__score = Score a round
practice__kind__meld = Meld or not
practice__kind__opening = Going down
practice__kind__take_discard = Take or draw
practice__kind__lay_off = Laying off
practice__kind__konkan = How far from a Konkan
practice__kind__is_meld = Spotting melds
# a level changes (three right in a row, two missed)
practice__level__up = { $count } right in a row: { $name } puzzles go up to level { $level } of { $top }.
practice__level__down = { $count } missed in a row: { $name } puzzles go back to level { $level }.
practice__session__repr = <PracticeSession { $what }: puzzle { $number }, { $right } right of { $tried }>
practice__session__mix = a mix
# how each kind's answer is typed, and its buttons
practice__form__hand_value = Type one whole number, what the cards cost, such as 42
practice__form__konkan = Type how many cards the hand is short of a Konkan, a whole number such as 2, or 0 if it holds one
practice__form__is_meld = Answer “yes” if the cards make a meld, or “no”
practice__form__meld = Type the points the meld is worth, such as 24, or “no” if it is not a meld
practice__form__score = Type { $count } whole numbers, one for each player in seat order ({ $names }), such as “{ $example }”
practice__form__take_discard = Answer “take” (the top card of the discard pile) or “draw” (from the stock)
practice__form__lay_off = Type the cards from your hand that can be laid off, such as “7S 9H”, or “none”
practice__form__opening = Type the melds to put down, a semicolon or a comma between two melds, such as “7S 8S 9S; QH QD QC”, or “no” if this hand cannot go down
practice__choice__yes = Yes, a meld
practice__choice__no = No, not a meld
practice__choice__not_a_meld = Not a meld
practice__choice__take = Take the discard
practice__choice__draw = Draw from the stock
practice__choice__none = None of them
practice__choice__cannot_go_down = It can't go down
# the words a learner may type for each choice word, the word itself first (one per line)
practice__says__yes =
    yes
    y
    a meld
    meld
    it is a meld
    it's a meld
    yes, a meld
practice__says__no =
    no
    no, not a meld
    not a meld
    not
    none
    can't
    cannot
    cant
    it can't go down
    can't go down
practice__says__none =
    none
    no
    nothing
    none of them
practice__says__take =
    take
    take it
    take the discard
    discard
    pile
    discard pile
practice__says__draw =
    draw
    stock
    draw from the stock
# an answer that is not of the form asked for: "{how}; {problem}."
practice__read__wrong = { $how }; { $problem }.
practice__read__wrong__ended = { $how }; { $problem }
practice__read__how = { $how }.
practice__read__nothing = { $how }; nothing was given.
practice__read__typed = you typed { $said }
practice__read__not_that = { $said } is not that
practice__read__count = you gave { $count } ({ $said })
practice__read__not_number = { $said } for { $name } is not a whole number
practice__read__neither = { $said } is neither
practice__read__not_yours = the { $card } is not one of your cards
practice__read__not_yours__twice = the { $card } is not one of your cards (or is named twice)
practice__read__not_cards__fix = { $said } is not cards: { $fix }
practice__read__not_cards = { $said } is not cards (a card is its rank then its suit, such as 7S, 10H or QD, or JK for a joker)
practice__read__no_cards = no cards were given
# an answer quoted back as the learner would read it
practice__quoted = “{ $text }”
practice__quoted__cut = { $text }...
practice__quoted__nothing = nothing
practice__quoted__that = that answer
# bad input from a notebook cell
error__practice__kind = kind must be one of { $kinds } or None for a mix, got { $got }
error__practice__kinds = kind must be one of { $kinds }, a list of them, or None for a mix, got { $got }
error__practice__progress = progress must be a file path or a konkan.teaching.practice.PracticeRecord, got { $got }
error__practice__seed = seed must be a whole number or a short word, got { $got }
error__practice__form = no answer form for puzzles of kind { $got }
# the learner's files: the lessons' stars, practice levels, a class test's answers
# (one set per kind of file: "progress", "practice", "answer", the file's NOUN)
learner__set_aside__moved = it was set aside as { $name }
learner__set_aside__left = it was left as it is
learner__progress__unreadable__moved = Your progress file could not be read, so it was set aside as { $name } and your stars start afresh here.
learner__progress__unreadable__left = Your progress file could not be read, so it was left as it is and your stars start afresh here.
learner__progress__not_read = Your progress file { $path } could not be read ({ $error }); your stars are kept for now only.
learner__progress__not_moved = Your progress file { $path } could not be moved aside ({ $error }).
learner__progress__not_saved = Your progress could not be saved to { $path } ({ $error }); it is kept for now only.
learner__practice__unreadable__moved = Your practice file could not be read, so it was set aside as { $name } and your levels start afresh here.
learner__practice__unreadable__left = Your practice file could not be read, so it was left as it is and your levels start afresh here.
learner__practice__not_read = Your practice file { $path } could not be read ({ $error }); your levels are kept for now only.
learner__practice__not_moved = Your practice file { $path } could not be moved aside ({ $error }).
learner__practice__not_saved = Your practice could not be saved to { $path } ({ $error }); it is kept for now only.
learner__answer__unreadable__moved = Your answer file could not be read, so it was set aside as { $name } and your answers start afresh here.
learner__answer__unreadable__left = Your answer file could not be read, so it was left as it is and your answers start afresh here.
learner__answer__not_read = Your answer file { $path } could not be read ({ $error }); your answers are kept for now only.
learner__answer__not_moved = Your answer file { $path } could not be moved aside ({ $error }).
learner__answer__not_saved = Your answer could not be saved to { $path } ({ $error }); it is kept for now only.

## projector: The words of the projector page the class service serves to a class's teacher (``projector.*``): the whole class at a glance, one table with every hand open, the pause and resume buttons, and asking the class what they would do (konkan/classroom/service/projector.py).

# the page
projector__title = Class { $code } on the projector
projector__heading = Class { $code }
projector__table_heading = Class { $code }, table { $number }
projector__live = Live: this page changes by itself as your students work.
projector__lost__unknown = This page lost touch with the class service and tries again by itself.
projector__buttons = The teacher's buttons
projector__pause = Pause every table
projector__resume = Resume every table
projector__all_paused = Every table is paused.
projector__some_paused = Some tables are paused.
projector__playing = Every table is playing.
# the students
projector__students = Students
projector__no_students = No student has joined yet. Give them the class code { $code }.
projector__student = Student
projector__lessons = Lessons
projector__practice = Practice
projector__test = Test
projector__none_yet = none yet
projector__lesson_chip = Lesson { $number }: { $stars } ★
projector__lesson_title = { $title }: { $done } of { $steps } steps done
projector__practice_chip = { $kind }: level { $level }
projector__answered_of = { $answered } of { $count } answered
projector__no_test = no test
projector__puzzle_answered = Puzzle { $number }: answered
projector__puzzle_not_yet = Puzzle { $number }: not answered yet
# the tables
projector__tables = Tables
projector__no_tables = No table is open yet.
projector__table = Table { $number }
projector__round = Round { $round }
projector__round_over = Round { $round } is over
projector__game_over = The game is over
projector__paused = Paused
projector__seat_student = { $seat }: { $user }
projector__seat_away = { $seat }: { $user } (away, the computer plays)
projector__seat_computer = { $seat }: the computer
projector__score = { $points } points
projector__to_play = to play
projector__show_table = Show table { $number }
projector__choose_table = Show one table with every hand open:
projector__back = Back to the whole class
projector__open_hands = Every hand is open on this page. Show it to the room only when everyone may see every hand.
projector__last_move = Last move: { $sentence }
projector__no_move = No move yet in this round.
projector__table_gone = Table { $number } is not in class { $code }.
# asking the class: the question, the students' answers, the refusals
projector__ask__question = What would you do now, as { $name }?
projector__ask__allowed = The rules allow { $move } here. Your answer is with your teacher.
projector__ask__asked = You asked the class: “{ $sentence }” The projector page shows how many gave each move.
projector__ask__refusal__other_table = Table { $table } is not in class { $code }.
projector__ask__refusal__not_paused = Pause every table first, then ask the class.
projector__ask__refusal__round_over = The round at table { $table } is over, so there is no move to ask about. Ask about another table.
projector__ask__refusal__not_to_play = It is { $current }'s turn at table { $table }, not { $name }'s. Ask what { $current } would do now.
projector__ask__refusal__nothing_asked = Your teacher is not asking class { $code } a question now.
projector__ask__refusal__answered = Your answer to this question is with your teacher already, and it can't change.
projector__ask__refusal__other_seat = The question is what { $name } would do: write a move without a seat number.
# asking the class: the projector's words
projector__ask__heading = A question for the class
projector__ask__about = Table { $number }, seen by { $name }
projector__ask__button = Ask the class: what would you do now, as { $name }?
projector__ask__pause_first = Pause every table to ask the class what they would do here.
projector__ask__round_over = This round is over: there is no move to ask about.
projector__ask__hidden = The other hands stay hidden while the class answers. Resume to show them again.
projector__ask__show = Show the question
projector__ask__count = { $answers } of { $students } students answered.
projector__ask__none = No answer yet.
projector__ask__move = Move
projector__ask__students = Students
projector__ask__verdict = The rules
projector__ask__ok = allowed
projector__ask__not_ok = not allowed ({ $rule })
projector__ask__not_ok__no_rule = not allowed
# a moment of a student's finished round, asked of the class (asking.py): never a name
projector__moment__someone = a player in this class
# the seats at a moment, from the moment's seat (a sentence may begin with one: it gets a capital)
projector__moment__player = the player
projector__moment__next = the next player
projector__moment__before = the player before
projector__moment__another = another player
projector__moment__question = What would you do here?
projector__moment__question__take = Would you take the { $card } or draw?
projector__moment__question__discard = What would you throw away here?
projector__moment__question__meld = What would you put down here?
projector__moment__question__lay_off = Would you add cards to a meld on the table here? Which ones?
projector__moment__question__swap = Would you swap a card for a joker on the table here?
projector__moment__question__konkan = Would you declare Konkan here?
projector__moment__cards = That player's cards: { $hand }. The top card of the pile: { $top }.
projector__moment__cards__no_pile = That player's cards: { $hand }. The pile is empty.
projector__moment__heading = A moment from a game in this class
projector__moment__hand = That player's cards ({ $count })
projector__moment__top = Top of the discard pile
projector__moment__no_pile = The discard pile is empty.
projector__moment__melds = Melds on the table
projector__moment__no_melds = No melds on the table yet.
projector__moment__lost = Points lost
projector__moment__points = cost about { $lost } points
projector__moment__points__none = cost nothing
projector__moment__lost_means = Points lost: the computer played the round on from here many times. On average, that move cost the player this many points more than the best move. In Konkan fewer points is better.
projector__moment__count = { $answers } of { $students } students answered. Which move is best stays hidden for now.
projector__moment__right_count = { $answers } of { $students } students answered, and { $right } chose a right move.
projector__moment__verdict = Right?
projector__moment__right = right
projector__moment__worse = worse
projector__moment__answer = The answer
projector__moment__how = Students answer in their notebooks by typing a move, such as draw, take or discard 7s. When everyone has answered, the teacher shows the answer.
projector__moment__refusal__no_moment = Class { $code } is not being asked about a moment now, so there is no answer to show.
projector__moment__refusal__other_seat = The question is what that player would do: write a move without a seat number.
# The review's sentences about a moment as the class reads them beside "In Konkan fewer points is
# better": what the move cost, never "worth about N points more" (asking.py, by the review's key).
projector__reveal__review__take__go_down__other = The { $card } on the discard pile let { $name } go down with { $melds }, { $total } points. Drawing from the stock instead cost about { $loss } points (R3.3, R5.1).
projector__reveal__review__take__meld__other = The { $card } on the discard pile made the meld { $meld } with { $name }'s cards. Drawing from the stock instead cost about { $loss } points (R3.3).
projector__reveal__review__take__better__other = { $name } drew from the stock. Not taking the { $card } from the discard pile cost about { $loss } points (R3.3).
projector__reveal__review__draw__better__other = { $name } took the { $card } from the discard pile. Not drawing from the stock cost about { $loss } points (R3.3).
projector__reveal__review__discard__feeds__other = { $name } threw the { $card } and fed { $next }, who picked up { $known } from the discard pile before and can make a meld with it. Throwing the { $better } was safer: the { $card } cost about { $loss } points (R3.3).
projector__reveal__review__discard__lays_off__other = { $name } threw the { $card }, and { $next } is down and can lay it off on a meld on the table. Throwing it instead of the { $better } cost about { $loss } points (R6.1).
projector__reveal__review__discard__better__other = For { $name }, throwing the { $card } instead of the { $better } cost about { $loss } points here (R3.5).
projector__reveal__review__go_down__missed__other = For { $name }, waiting instead of going down with { $melds } cost about { $loss } points (R5.1).
projector__reveal__review__meld__missed__other = For { $name }, not putting down { $melds } before the discard cost about { $loss } points here (R3.4).
projector__reveal__review__lay_off__missed__other = For { $name }, not laying off the { $cards } on { $meld } cost about { $loss } points here (R6.1).
projector__reveal__review__better__other = For { $name }, this move cost about { $loss } points more than the best one (R3).
projector__moment__refusal__drawn = That player has already drawn: choose a card to throw away.
projector__moment__refusal__starter = That player began the round with 15 cards, so there is no draw on the first turn: choose a card to throw away (or put melds down first).
projector__moment__refusal__not_drawn = That player has not drawn yet: type draw or take.
projector__moment__refusal__revealed = The answer to this moment is shown already, so no answer is taken now.
projector__moment__refusal__bad = That is not a moment from a review of your class's games: { $moment }.
projector__moment__refusal__too_big = That moment is too long to send ({ $length } characters, at most { $limit }). Choose another one.
projector__ask__how = Students answer in their notebooks by typing a move, such as draw, take or discard 7s (s, h, d, c for the suits).

## puzzles: The puzzles' words: prompts, hints, answers, slips and mistakes, kind by kind.

# shared by every kind
puzzle__right = Right: { $why }
puzzle__repr = <Puzzle { $kind } level { $level } seed { $seed }>
error__puzzle__kind = kind must be one of { $kinds }, got { $got }
error__puzzle__level = level must be 1, 2 or 3, got { $got }
error__puzzle__seed = seed must be a whole number or a word, got { $got }
error__puzzle__no_fit = no { $kind } puzzle at level { $level } fits this table
# what each slip is, in plain words (MISTAKES: what the learner did)
puzzle__mistake__ace_as_one = counted an ace left in hand as 1
puzzle__mistake__set_ace_as_one = counted the aces of a set as 1 each
puzzle__mistake__face_at_rank = counted a jack, queen or king at its rank, not 10
puzzle__mistake__joker_as_zero = counted a joker as nothing
puzzle__mistake__joker_as_fifteen = counted a joker as 15 where it is worth something else
puzzle__mistake__ace_low_as_eleven = counted the ace of A-2-3 as 11
puzzle__mistake__ace_high_as_one = counted the ace of Q-K-A as 1
puzzle__mistake__out_sign = gave the one who went out a plus instead of a minus
puzzle__mistake__out_zero = gave the one who went out 0
puzzle__mistake__out_doubled = doubled an ordinary going out as if it were a Hand
puzzle__mistake__hand_finisher_single = gave the one who went out with a Hand the single going-out score
puzzle__mistake__konkan_finisher_single = gave the one who went out with a Konkan the single going-out score
puzzle__mistake__finisher_doubled = applied the Hand's doubling to the one who went out
puzzle__mistake__hand_not_doubled = forgot the Hand's doubling
puzzle__mistake__doubled_without_hand = doubled without a Hand
puzzle__mistake__never_down_counted = counted the cards of a player who never went down, not the flat 100
puzzle__mistake__partner_charged = charged the partner of the one who went out
puzzle__mistake__konkan_counted = counted an opponent's cards after a Konkan, not the flat 200
puzzle__mistake__konkan_as_hand = scored a Konkan's opponent as after a Hand, not the flat 200
puzzle__mistake__set_two_of_suit = took a set with two cards of one suit for a meld
puzzle__mistake__run_round_corner = took a run round the corner (K-A-2) for a meld
puzzle__mistake__two_jokers = took a meld with two jokers for one, at a table allowing one
puzzle__mistake__jokers_outnumber = took a meld with more jokers than natural cards for one
puzzle__mistake__illegal_taken_for_meld = took cards that make no meld for one
puzzle__mistake__meld_taken_for_illegal = said a real meld is none
puzzle__mistake__opening_without_run = went down without a run
puzzle__mistake__opening_too_low = went down with too few points
puzzle__mistake__opening_keeps_no_discard = counted the card kept for the discard into the opening
puzzle__mistake__opening_not_best = went down with less than the hand can put down
puzzle__mistake__missed_opening = said a hand that can go down cannot
puzzle__mistake__not_a_meld = put down cards that make no meld
puzzle__mistake__take_without_meld = took the discard without a new meld to make
puzzle__mistake__taken_discard_unused = took a discard the house rule says must go into a new meld, with no meld for it
puzzle__mistake__missed_take = drew when the discard would have served
puzzle__mistake__missed_lay_off = missed a card that can be laid off
puzzle__mistake__use_joker_swap = laid off the card a joker stands for, which is a joker swap
puzzle__mistake__breaks_meld = laid off a card that breaks the meld
puzzle__mistake__does_not_fit = laid off a card that fits no meld there
puzzle__mistake__konkan_not_there = saw a Konkan where the hand holds none
# slips in counting cards left in hand (R8.3): what hand_value and score tell
# the cards named in a slip: "the A♦ and the A♥", "the J♠ as 11 and the Q♥ as 12"
puzzle__slip__cards__more = { $items } and the { $item }
puzzle__slip__card_as = { $card } as { $number }
puzzle__slip__ace_as_one = You counted the { $cards } as 1, but left in hand an ace costs { $cost } (R8.3).
puzzle__slip__ace_as_one__table = You counted the { $cards } as 1, but left in hand an ace costs { $cost } at this table (R8.3, R9).
puzzle__slip__face_at_rank = You counted the { $counted }, but a jack, queen or king left in hand costs 10 (R8.3).
puzzle__slip__joker_as_zero__one = You counted the joker as 0, but a joker left in hand costs { $cost } (R8.3).
puzzle__slip__joker_as_zero__many = You counted the { $count } jokers as 0, but a joker left in hand costs { $cost } (R8.3).
puzzle__slip__joker_as_zero__one__table = You counted the joker as 0, but a joker left in hand costs { $cost } at this table (R8.3, R9).
puzzle__slip__joker_as_zero__many__table = You counted the { $count } jokers as 0, but a joker left in hand costs { $cost } at this table (R8.3, R9).
puzzle__slip__joker_as_fifteen__one__table = You counted the joker as 15, but a joker left in hand costs { $cost } at this table (R8.3, R9).
puzzle__slip__joker_as_fifteen__many__table = You counted the { $count } jokers as 15, but a joker left in hand costs { $cost } at this table (R8.3, R9).
# the same slips in a round's score, said of one player
puzzle__slip__ace_as_one__seat = { $name }: you counted the { $cards } as 1, but left in hand an ace costs { $cost } (R8.3).
puzzle__slip__ace_as_one__table__seat = { $name }: you counted the { $cards } as 1, but left in hand an ace costs { $cost } at this table (R8.3, R9).
puzzle__slip__face_at_rank__seat = { $name }: you counted the { $counted }, but a jack, queen or king left in hand costs 10 (R8.3).
puzzle__slip__joker_as_zero__one__seat = { $name }: you counted the joker as 0, but a joker left in hand costs { $cost } (R8.3).
puzzle__slip__joker_as_zero__many__seat = { $name }: you counted the { $count } jokers as 0, but a joker left in hand costs { $cost } (R8.3).
puzzle__slip__joker_as_zero__one__table__seat = { $name }: you counted the joker as 0, but a joker left in hand costs { $cost } at this table (R8.3, R9).
puzzle__slip__joker_as_zero__many__table__seat = { $name }: you counted the { $count } jokers as 0, but a joker left in hand costs { $cost } at this table (R8.3, R9).
puzzle__slip__joker_as_fifteen__one__table__seat = { $name }: you counted the joker as 15, but a joker left in hand costs { $cost } at this table (R8.3, R9).
puzzle__slip__joker_as_fifteen__many__table__seat = { $name }: you counted the { $count } jokers as 15, but a joker left in hand costs { $cost } at this table (R8.3, R9).
# hand_value: what the cards left in a hand cost (R8.3)
puzzle__hand_value__prompt =
    What do these cards cost, left in a hand at the end of a round?
    { $cards }
puzzle__hand_value__hint = Jokers cost { $joker }, aces { $ace }, jacks, queens and kings 10, the others what they show (R8.3).
puzzle__hand_value__hint__table = Jokers cost { $joker }, aces { $ace }, jacks, queens and kings 10, the others what they show at this table (R8.3, R9).
puzzle__hand_value__picture = The cards left
puzzle__hand_value__total = In all, the cards cost { $cost } (R8.3).
puzzle__hand_value__form = Answer with one whole number, what the cards cost, such as 42; you gave { $said }.
puzzle__hand_value__right = Right: these cards cost { $cost } (R8.3).
puzzle__hand_value__cost = They cost { $cost }.
puzzle__hand_value__not = Not { $number }: the cards cost { $cost }.
# one line of the solution per card (the two copies of a card together)
puzzle__hand_value__line__joker__one = The { $card } costs { $cost }: a joker (R8.3).
puzzle__hand_value__line__joker__one__table = The { $card } costs { $cost }: a joker at this table (R9) (R8.3).
puzzle__hand_value__line__joker__two = The two { $card } cost { $cost } each, { $total } together: jokers (R8.3).
puzzle__hand_value__line__joker__two__table = The two { $card } cost { $cost } each, { $total } together: jokers at this table (R9) (R8.3).
puzzle__hand_value__line__ace__one = The { $card } costs { $cost }: an ace (R8.3).
puzzle__hand_value__line__ace__one__table = The { $card } costs { $cost }: an ace at this table (R9) (R8.3).
puzzle__hand_value__line__ace__two = The two { $card } cost { $cost } each, { $total } together: aces (R8.3).
puzzle__hand_value__line__ace__two__table = The two { $card } cost { $cost } each, { $total } together: aces at this table (R9) (R8.3).
puzzle__hand_value__line__face__one = The { $card } costs { $cost }: a jack, queen or king (R8.3).
puzzle__hand_value__line__face__two = The two { $card } cost { $cost } each, { $total } together: jacks, queens and kings (R8.3).
puzzle__hand_value__line__number__one = The { $card } costs { $cost }: what it shows (R8.3).
puzzle__hand_value__line__number__two = The two { $card } cost { $cost } each, { $total } together: what they show (R8.3).
# is_meld: meld or not (no points: lesson 4 teaches them)
puzzle__is_meld__prompt =
    Is this a meld (R4)?
    { $cards }
puzzle__is_meld__missed = It is a meld. { $why }
puzzle__is_meld__form = Answer with “yes” if the cards make a meld (R4) or “no” if they do not; { $said } is neither.
puzzle__is_meld__hint = A run is three or more of one suit in order, the ace below the two or above the king, never round the corner (R4.1); a set is three or four of one rank, every suit different (R4.2).
puzzle__is_meld__picture = The cards
# the answers that say yes, and those that say no (one per line)
puzzle__is_meld__says__yes =
    yes
    y
    a meld
    meld
    it is a meld
    it's a meld
    true
puzzle__says__no =
    no
    not a meld
    not
    illegal
    none
    false
    can't
    cannot
puzzle__two_jokers_table = This table has two jokers allowed in one meld (R9).
# meld: is it a meld, and what is it worth toward going down (R4, R5.1)
puzzle__meld__prompt =
    Is this a meld? If it is, what is it worth toward going down (R5.1)?
    { $cards }
puzzle__meld__hint = A run is three or more of one suit in order, the ace below the two or above the king, never round the corner (R4.1); a set is three or four of one rank, every suit different (R4.2); a joker is worth the card it stands for (R5.1).
puzzle__meld__picture = The cards
puzzle__meld__form = Answer with the points the meld is worth, such as 24, or “no” if it is not a meld; { $said } is neither.
puzzle__meld__mistaken = You counted it as a meld, but it is not one. { $why }
puzzle__meld__worth = It is worth { $points }.
puzzle__meld__not = Not { $number }: { $why }
puzzle__meld__slip__ace_low_as_eleven = You counted the { $card } as 11, but an ace below the two (A-2-3) is worth 1 (R5.1).
puzzle__meld__slip__ace_high_as_one = You counted the { $card } as 1, but an ace above the king (Q-K-A) is worth 11 (R5.1).
puzzle__meld__slip__set_ace_as_one = You counted the aces, { $cards }, as 1 each, but in a set an ace is worth 11 (R5.1).
puzzle__meld__slip__face_at_rank = You counted the { $counted }, but a jack, queen or king is worth 10 (R5.1).
puzzle__meld__slip__joker_as_zero__one = You counted the joker as 0, but in a meld a joker is worth the card it stands for, here { $stands } (R5.1).
puzzle__meld__slip__joker_as_zero__many = You counted the jokers as 0, but in a meld a joker is worth the card it stands for, here { $stands } (R5.1).
puzzle__meld__slip__joker_as_fifteen__one = You counted the joker as 15, but that is what a joker costs left in hand (R8.3); in a meld it is worth the card it stands for, here { $stands } (R5.1).
puzzle__meld__slip__joker_as_fifteen__many = You counted the jokers as 15, but that is what a joker costs left in hand (R8.3); in a meld it is worth the card it stands for, here { $stands } (R5.1).
# konkan: how many cards short of a Konkan (R8.5)
puzzle__konkan__prompt =
    How many cards is this hand short of a Konkan, one run of ten and one set of four, or a run of eleven and a set of three (R8.5)? Answer 0 if it holds one.
    { $cards }
puzzle__konkan__hint = Find the longest run in one suit, never round the corner from king to two (R4.1), then a set of one rank with every suit different (R4.2); count the cards still missing for a Konkan (R8.5).
puzzle__konkan__picture = The hand
puzzle__konkan__form = Answer with how many cards the hand is short of a Konkan, such as 2, or 0 if it holds one; { $said } is not a number of cards.
puzzle__konkan__flawed = That is no Konkan: { $why } { $shape }
puzzle__konkan__not_yet = That is no Konkan yet. { $shape }
puzzle__konkan__not = Not { $number }. { $shape }
# opening: going down the first time (R5)
puzzle__opening__prompt__one =
    Can this hand go down the first time? It needs { $minimum } point, and a card kept to discard (R5.1, R3.5). If it can, give the melds worth the most; if not, answer no.
    { $cards }
puzzle__opening__prompt__many =
    Can this hand go down the first time? It needs { $minimum } points, and a card kept to discard (R5.1, R3.5). If it can, give the melds worth the most; if not, answer no.
    { $cards }
puzzle__opening__prompt__one__run =
    Can this hand go down the first time? It needs { $minimum } point with a run among the melds, and a card kept to discard (R5.1, R5.2, R3.5). If it can, give the melds worth the most; if not, answer no.
    { $cards }
puzzle__opening__prompt__many__run =
    Can this hand go down the first time? It needs { $minimum } points with a run among the melds, and a card kept to discard (R5.1, R5.2, R3.5). If it can, give the melds worth the most; if not, answer no.
    { $cards }
# the hint: runs first or not (R5.2); the ace 1 below the two or not; the standard 51 or a house rule
puzzle__opening__hint__run__ace_low = Look for a run first (R5.2), then sets; count jacks, queens and kings 10, an ace { $ace } ({ $low } below the two), a joker as the card it stands for, and reach { $minimum } (R5.1).
puzzle__opening__hint__run__ace_low__table = Look for a run first (R5.2), then sets; count jacks, queens and kings 10, an ace { $ace } ({ $low } below the two), a joker as the card it stands for, and reach { $minimum } (R5.1, R9).
puzzle__opening__hint__run__ace__table = Look for a run first (R5.2), then sets; count jacks, queens and kings 10, an ace { $ace }, a joker as the card it stands for, and reach { $minimum } (R5.1, R9).
puzzle__opening__hint__any__ace_low = Look for runs and sets; count jacks, queens and kings 10, an ace { $ace } ({ $low } below the two), a joker as the card it stands for, and reach { $minimum } (R5.1).
puzzle__opening__hint__any__ace_low__table = Look for runs and sets; count jacks, queens and kings 10, an ace { $ace } ({ $low } below the two), a joker as the card it stands for, and reach { $minimum } (R5.1, R9).
puzzle__opening__hint__any__ace__table = Look for runs and sets; count jacks, queens and kings 10, an ace { $ace }, a joker as the card it stands for, and reach { $minimum } (R5.1, R9).
puzzle__opening__table_needs = This table needs { $minimum } (R9).
puzzle__opening__picture = The hand
puzzle__opening__form__neither = Answer with the melds to put down, each a group of cards from the hand such as “7S 8S 9S”, or “no” if this hand cannot go down; { $said } is neither.
puzzle__opening__form__not_cards = Answer with the melds to put down, each a group of cards from the hand such as “7S 8S 9S”, or “no” if this hand cannot go down; { $said } has a group that is not cards.
puzzle__opening__form__why = Answer with the melds to put down, each a group of cards from the hand such as “7S 8S 9S”, or “no” if this hand cannot go down. { $why }
puzzle__opening__right_cannot = Right, it cannot. { $why }
puzzle__opening__missed = This hand can go down. { $why }
puzzle__opening__cannot = This hand cannot go down. { $why }
puzzle__opening__keeps_no_discard = You counted every card, { $total } points, but the card kept to discard cannot go down: every turn ends with a discard, so at least one card stays in your hand (R3.5).
puzzle__opening__right = Right: { $total } points, the most this hand can put down (R5.1).
puzzle__opening__not_best = You can go down with that, { $total } points, but the hand can put down more: { $why }
# take_discard: take the top discard, or draw from the stock (R3.3)
puzzle__take_discard__prompt =
    Take the top discard, or draw from the stock?
    { $rows }
puzzle__take_discard__row__down = You have already gone down.
puzzle__take_discard__row__not_down = You have not gone down yet this round.
puzzle__take_discard__row__hand = Your hand: { $cards }.
puzzle__take_discard__row__top = The top of the discard pile: { $card }.
puzzle__take_discard__row__melds = Your melds on the table: { $melds }.
puzzle__take_discard__row__must_use = At this table the card taken must go into a new meld that turn (R9).
puzzle__take_discard__hint = Taking the discard is allowed only if you put down a new meld this turn; if you have not gone down yet, that means going down this turn (R3.3, R5).
puzzle__take_discard__picture__hand = Your hand
puzzle__take_discard__picture__top = The top discard
puzzle__take_discard__form = Answer with “take” (the top card of the discard pile) or “draw” (from the stock); { $said } is neither.
puzzle__take_discard__missed = You drew, but the discard was the better card here. { $why }
puzzle__take_discard__unused__cannot_go_down = At this table the card taken from the discard pile must go into a new meld that same turn (R9), and with the { $card } in a meld you can't go down this turn ({ $why }); going down without it does not make up for that, so draw from the stock instead (R3.3).
puzzle__take_discard__unused__no_meld = At this table the card taken from the discard pile must go into a new meld that same turn (R9), and the { $card } makes no new meld with your cards; putting down melds without it does not make up for that, so draw from the stock instead (R3.3).
puzzle__take_discard__unused = At this table the card taken from the discard pile must go into a new meld that same turn (R9). { $why }
# the answers that say take, and those that say draw (one per line)
puzzle__take_discard__says__take =
    take
    take it
    take the discard
    discard
    pile
    discard pile
    yes
puzzle__take_discard__says__draw =
    draw
    stock
    draw from the stock
    no
# lay_off: which cards can be laid off (R6.1)
puzzle__lay_off__prompt =
    Which of your cards can you lay off on the melds on the table (R6.1)?
    { $rows }
puzzle__lay_off__row__hand = You have gone down. Your hand: { $cards }.
puzzle__lay_off__row__table = On the table:
puzzle__lay_off__row__yours = Your meld { $cards }
puzzle__lay_off__row__theirs = { $name }'s meld { $cards }
puzzle__lay_off__picture__hand = Your hand
puzzle__lay_off__picture__yours = Your meld
puzzle__lay_off__picture__theirs = { $name }'s meld
puzzle__lay_off__hint = A card goes on a run at either end, in its suit (never round the corner from king to two), or on a three-card set in a missing suit; a joker only on a meld without one (R6.1, R4.3).
puzzle__lay_off__hint__two_jokers = A card goes on a run at either end, in its suit (never round the corner from king to two), or on a three-card set in a missing suit; a joker on a meld with at most one, never more jokers than natural cards (R6.1, R9).
# the melds a card goes on: "7♠ 8♠ 9♠ or Q♥ Q♦ Q♣"
puzzle__lay_off__melds__more = { $items } or { $item }
puzzle__lay_off__goes = The { $card } goes on { $melds } (R6.1).
puzzle__lay_off__nowhere = The { $card } fits nowhere. { $why }
puzzle__lay_off__right = Right.
puzzle__lay_off__form = Answer with the cards from your hand that can be laid off, such as “7S 9H”, or “none”; { $said } is not that.
puzzle__lay_off__form__not_held = Answer with the cards from your hand that can be laid off, such as “7S 9H”, or “none”; the { $card } is not in your hand.
puzzle__lay_off__cannot = The { $card } cannot be laid off. { $why }
puzzle__lay_off__missed = You missed the { $card }: it goes on { $melds } (R6.1).
# the answers that say none (one per line)
puzzle__lay_off__says__none =
    none
    no
    nothing
# score: what each player scores in a round (R8)
puzzle__score__prompt =
    What does each player score this round, in seat order?
    { $rows }
puzzle__score__row__out = { $name } went out.
puzzle__score__row__hand = { $name } went out with a Hand (every card put down in one turn, R8.2).
puzzle__score__row__konkan = { $name } went out with a Konkan (a run of ten and a set of four, or a run of eleven and a set of three, put down at once, R8.5).
puzzle__score__row__declared = { $name } had declared it in this last round, so also wins the whole game (R8.6); the round is scored all the same.
puzzle__score__row__not_declared = { $name } had not declared it (R8.6).
puzzle__score__row__down = { $name } went down and holds { $cards }.
puzzle__score__row__never_down = { $name } never went down and holds { $cards }.
puzzle__score__row__partners = Partners sit opposite: { $first } with { $third }, { $second } with { $fourth } (R8.4).
puzzle__score__row__going_out = At this table going out scores { $score } (R9).
puzzle__score__hint = The one who goes out scores { $score } ({ $rule }); the others count their cards (R8.3), or pay 100 if they never went down; a Hand doubles them (R8.2).
puzzle__score__hint__partners = The one who goes out scores { $score } ({ $rule }); the others count their cards (R8.3), or pay 100 if they never went down (in a partnership the partner of the one who goes out scores 0, R8.4); a Hand doubles them (R8.2).
puzzle__score__hint__konkan = The one who goes out scores { $score } ({ $rule }); the others count their cards (R8.3), or pay 100 if they never went down; a Hand doubles them (R8.2); after a Konkan every opponent pays a flat 200 instead (R8.5).
puzzle__score__hint__partners__konkan = The one who goes out scores { $score } ({ $rule }); the others count their cards (R8.3), or pay 100 if they never went down (in a partnership the partner of the one who goes out scores 0, R8.4); a Hand doubles them (R8.2); after a Konkan every opponent pays a flat 200 instead (R8.5).
puzzle__score__picture__down = { $name } (down)
puzzle__score__picture__never_down = { $name } (never down)
puzzle__score__form__not_that = Answer with { $count } whole numbers, one for each player in seat order ({ $names }), such as “{ $example }”; { $said } is not that.
puzzle__score__form__count = Answer with { $count } whole numbers, one for each player in seat order ({ $names }), such as “{ $example }”; you gave { $given }.
puzzle__score__form__not_number = Answer with { $count } whole numbers, one for each player in seat order ({ $names }), such as “{ $example }”; { $said } for { $name } is not a whole number.
puzzle__score__right = Right: { $scores }.
puzzle__score__seat_score = { $name } { $score }
puzzle__score__not = Not { $number } for { $name }: { $why }
# the slips in scoring the one who went out (R8.1, R8.2, R8.5)
puzzle__score__slip__out_sign__out = You gave { $name } { $said }, but going out scores { $score } here: a minus, it takes points off { $name }'s total, and a low total is good ({ $rule }).
puzzle__score__slip__out_sign__hand = You gave { $name } { $said }, but going out with a Hand scores { $score } here: a minus, it takes points off { $name }'s total, and a low total is good ({ $rule }).
puzzle__score__slip__out_sign__konkan = You gave { $name } { $said }, but going out with a Konkan scores { $score } here: a minus, it takes points off { $name }'s total, and a low total is good ({ $rule }).
puzzle__score__slip__out_zero__out = You gave { $name } 0, but going out scores { $score } here ({ $rule }).
puzzle__score__slip__out_zero__hand = You gave { $name } 0, but going out with a Hand scores { $score } here ({ $rule }).
puzzle__score__slip__out_zero__konkan = You gave { $name } 0, but going out with a Konkan scores { $score } here ({ $rule }).
puzzle__score__slip__hand_finisher_single = You gave { $name } { $said }, but going out with a Hand scores twice that, { $score } (R8.2).
puzzle__score__slip__konkan_finisher_single = You gave { $name } { $said }, but going out with a Konkan scores like a Hand, twice that: { $score } (R8.5).
puzzle__score__slip__out_doubled = You gave { $name } { $said }, but that is for going out with a Hand (R8.2); this going out was not one, so { $name } scores { $score } (R8.1).
puzzle__score__slip__finisher_doubled__hand = You doubled { $name }'s { $score } to { $said }, but the doubling is for the other players' points: going out with a Hand (R8.2) scores { $score }, no more.
puzzle__score__slip__finisher_doubled__konkan = You doubled { $name }'s { $score } to { $said }, but the doubling is for the other players' points: going out with a Konkan (R8.5) scores { $score }, no more.
# the slips in scoring the others (R8.2 to R8.5)
puzzle__score__slip__partner_charged = You charged { $name } { $said }, but { $name } is the partner of the one who went out, so scores 0 (R8.4).
puzzle__score__slip__konkan_counted = { $name }: you counted the cards as after an ordinary going out, { $said }, but a Konkan makes every opponent pay a flat { $score }, whatever is in hand (R8.5).
puzzle__score__slip__konkan_as_hand = { $name }: you counted as after a Hand, { $said }, but a Konkan makes every opponent pay a flat { $score }, whatever is in hand (R8.5).
puzzle__score__slip__hand_not_doubled = { $name }: you did not double, but with a Hand every other player's points are doubled (R8.2), so { $said } becomes { $score }.
puzzle__score__slip__doubled_without_hand = { $name }: you doubled, but only a Hand doubles the others' points (R8.2), and this going out was not a Hand, so { $name } scores { $score }.
puzzle__score__slip__never_down_counted = { $name }: you counted the cards, but { $name } never went down this round, so pays { $penalty } instead, whatever the cards (R8.3).
puzzle__score__slip__never_down_counted__doubled = { $name }: you counted the cards, but { $name } never went down this round, so pays { $penalty } instead, whatever the cards (R8.3), doubled by the Hand to { $score } (R8.2).

## review: The coach's review (konkan.play.review): what each class of decision is called, why a decision cost points, and the round in a sentence. Every loss is "about" a number: it is an average over the games the computer played on from that moment.

# the classes of decisions, from the best
review__class__best = Best move
review__class__good = Good move
review__class__slip = Slip
review__class__mistake = Mistake
review__class__blunder = Big mistake
# the draw
review__take__go_down = The { $card } on the discard pile let you go down with { $melds }, { $total } points. Taking it was worth about { $loss } points more than drawing from the stock (R3.3, R5.1).
review__take__meld = The { $card } on the discard pile made the meld { $meld } with your cards. Taking it was worth about { $loss } points more than drawing from the stock (R3.3).
review__take__better = Taking the { $card } from the discard pile was worth about { $loss } points more than drawing from the stock (R3.3).
review__draw__better = Drawing from the stock was worth about { $loss } points more than taking the { $card } from the discard pile (R3.3).
review__declare__not = Not declaring Konkan was worth about { $loss } points more here (R8.6).
review__declare__better = Declaring Konkan was worth about { $loss } points more here (R8.6).
# melds
review__meld__joker_early = You went down with { $melds } and used your joker. Keeping it for a Hand, all your cards down in one turn, was worth about { $loss } points here (R8.2).
review__go_down__early__joker = You went down with { $melds } and used your joker. Keeping it and waiting was worth about { $loss } points more here: { $count } different cards you have not seen yet, like the { $card }, would have let you put all your cards down in one turn next time. That is a Hand: it scores twice as much for you and doubles the others' points (R5.4, R8.2).
review__meld__early = You went down with { $melds } too soon. Waiting to put every card down in one turn, a Hand, was worth about { $loss } points here (R8.2).
review__meld__hold = Keeping { $melds } in your hand a little longer was worth about { $loss } points here (R3.4).
review__go_down__missed = Going down with { $melds } was worth about { $loss } points more than waiting (R5.1).
review__go_down__missed__joker = Going down with { $melds } was worth about { $loss } points more than keeping your joker back for a Hand (R5.1, R8.2).
review__meld__other = Putting down { $melds } instead was worth about { $loss } points more here (R3.4).
review__meld__missed = Putting down { $melds } before your discard was worth about { $loss } points here (R3.4).
review__lay_off__missed = Laying off the { $cards } on { $meld } was worth about { $loss } points here (R6.1).
review__swap__missed = Swapping the { $cards } for the joker in { $meld } was worth about { $loss } points here (R6.2).
# the discard
review__discard__feeds = Throwing the { $card } fed { $name }, who picked up { $known } from the discard pile before and can make a meld with it. Throwing the { $better } was safer, worth about { $loss } points (R3.3).
review__discard__lays_off = { $name } is down and can lay off the { $card } on a meld on the table. Throwing the { $better } was worth about { $loss } points more (R6.1).
review__discard__better = Throwing the { $better } instead of the { $card } was worth about { $loss } points here (R3.5).
review__better = Another move was worth about { $loss } points more here (R3).
# What was wrong with the card thrown, said before what was better (only what the hints establish).
review__discard__in_meld = The { $card } was part of the meld { $meld } in your hand, and the { $better } was in no meld (R4.1, R4.2).
review__discard__breaks = The { $card } went with your { $cards } toward a meld, and the { $better } went with none of your cards (R4.1, R4.2).
review__discard__own_lay_off = You were down, so the { $card } could have gone on { $meld } on the table instead of onto the discard pile (R6.1).
review__discard__kept_high = You threw the { $card }, which counts { $value } points, and kept the { $better }, which goes with none of your cards and counts { $kept } points against you if someone goes out (R8.3).
# The same sentences about another seat, by its name (a computer's review asked for at the table);
# {next} is the player after it.
review__take__go_down__other = The { $card } on the discard pile let { $name } go down with { $melds }, { $total } points. Taking it was worth about { $loss } points more than drawing from the stock (R3.3, R5.1).
review__take__meld__other = The { $card } on the discard pile made the meld { $meld } with { $name }'s cards. Taking it was worth about { $loss } points more than drawing from the stock (R3.3).
review__take__better__other = { $name } drew from the stock. Taking the { $card } from the discard pile was worth about { $loss } points more (R3.3).
review__draw__better__other = { $name } took the { $card } from the discard pile. Drawing from the stock was worth about { $loss } points more (R3.3).
review__declare__not__other = { $name } declared Konkan. Not declaring was worth about { $loss } points more here (R8.6).
review__declare__better__other = For { $name }, declaring Konkan was worth about { $loss } points more here (R8.6).
review__meld__joker_early__other = { $name } went down with { $melds } and used the joker. Keeping it for a Hand, all the cards down in one turn, was worth about { $loss } points here (R8.2).
review__go_down__early__joker__other = { $name } went down with { $melds } and used the joker. Keeping it and waiting was worth about { $loss } points more here: { $count } different cards { $name } had not seen yet, like the { $card }, would have let { $name } put all the cards down in one turn next time. That is a Hand: it scores twice as much for { $name } and doubles the others' points (R5.4, R8.2).
review__meld__early__other = { $name } went down with { $melds } too soon. Waiting to put every card down in one turn, a Hand, was worth about { $loss } points here (R8.2).
review__meld__hold__other = For { $name }, keeping { $melds } in hand a little longer was worth about { $loss } points here (R3.4).
review__go_down__missed__other = For { $name }, going down with { $melds } was worth about { $loss } points more than waiting (R5.1).
review__go_down__missed__joker__other = For { $name }, going down with { $melds } was worth about { $loss } points more than keeping the joker back for a Hand (R5.1, R8.2).
review__meld__other__other = For { $name }, putting down { $melds } instead was worth about { $loss } points more here (R3.4).
review__meld__missed__other = For { $name }, putting down { $melds } before the discard was worth about { $loss } points here (R3.4).
review__lay_off__missed__other = For { $name }, laying off the { $cards } on { $meld } was worth about { $loss } points here (R6.1).
review__swap__missed__other = For { $name }, swapping the { $cards } for the joker in { $meld } was worth about { $loss } points here (R6.2).
review__discard__feeds__other = { $name } threw the { $card } and fed { $next }, who picked up { $known } from the discard pile before and can make a meld with it. Throwing the { $better } was safer, worth about { $loss } points (R3.3).
review__discard__lays_off__other = { $name } threw the { $card }, and { $next } is down and can lay it off on a meld on the table. Throwing the { $better } was worth about { $loss } points more (R6.1).
review__discard__better__other = For { $name }, throwing the { $better } instead of the { $card } was worth about { $loss } points here (R3.5).
review__better__other = For { $name }, another move was worth about { $loss } points more here (R3).
review__discard__in_meld__other = { $name } threw the { $card }, part of the meld { $meld } in { $name }'s hand; the { $better } was in no meld (R4.1, R4.2).
review__discard__breaks__other = { $name } threw the { $card }, which went with { $name }'s { $cards } toward a meld; the { $better } went with none of { $name }'s cards (R4.1, R4.2).
review__discard__own_lay_off__other = { $name } was down, so the { $card } could have gone on { $meld } on the table instead of onto the discard pile (R6.1).
review__discard__kept_high__other = { $name } threw the { $card }, which counts { $value } points, and kept the { $better }, which goes with none of { $name }'s cards and counts { $kept } points against { $name } if someone goes out (R8.3).
# the round
review__verdict__cards = You lost this round to the cards, not to your play. The cards you drew were worth about { $luck } points less than an average draw, and your choices cost about { $lost } (R8.3).
review__verdict__play__one = One of your choices cost points this round, about { $lost } of them.
review__verdict__play = { $count } of your choices cost points this round, about { $lost } in all.
review__verdict__clean = The review found no choice of yours that clearly cost points this round.
# The same, about another seat (a computer's review asked for at the table).
review__verdict__cards__other = { $name } lost this round to the cards, not to their play. The cards { $name } drew were worth about { $luck } points less than an average draw, and their choices cost about { $lost } (R8.3).
review__verdict__play__one__other = One of { $name }'s choices cost points this round, about { $lost } of them.
review__verdict__play__other = { $count } of { $name }'s choices cost points this round, about { $lost } in all.
review__verdict__clean__other = The review found no choice of { $name }'s that clearly cost points this round.
# learn from your mistakes (konkan.teaching.mistakes)
retry__question = What would you do here? You are { $name }, and it is your move.
retry__right__best = Yes! That is the best move here.
retry__right__close = Yes! That is a good move here too: about as good as the best one.
retry__again = Not this one: it costs about { $loss } points here. Look again and try another move.
retry__answer__draw = The better move here was to draw from the stock.
retry__answer__take = The better move here was to take the { $card } from the discard pile.
retry__answer__take_top = The better move here was to take the top card of the discard pile.
retry__answer__discard = The better move here was to throw away the { $card }.
retry__answer__meld = The better move here was to lay down { $melds }.
retry__answer__lay_off = The better move here was to add { $cards } to meld { $meld } on the table.
retry__answer__swap = The better move here was to swap { $cards } for the joker in meld { $meld }.
retry__answer__konkan = The better move here was to declare Konkan.
retry__answer__other = Another move was better here.
learner__mistakes__unreadable__moved = Your mistakes file could not be read, so it was set aside as { $name } and your saved moments start afresh.
learner__mistakes__unreadable__left = Your mistakes file could not be read, so it was left as it is and your saved moments start afresh.
learner__mistakes__not_read = Your mistakes file { $path } could not be read ({ $error }); your saved moments are kept for now only.
learner__mistakes__not_moved = Your mistakes file { $path } could not be moved aside ({ $error }).
learner__mistakes__not_saved = Your saved moments could not be written to { $path } ({ $error }); they are kept for now only.
# errors
error__retry__decision = a retry needs a reviewed decision, got { $value }
error__retry__move = a move to try must be an Action, got { $value }
error__retry__review = saving mistakes needs a round's review, got { $value }
error__retry__unknown = no saved moment is called { $value }
error__review__round = a review needs a Round, got { $value }
error__review__move = a move to weigh must be an Action, got { $value }
error__review__replay = the round's moves do not replay from its deal (move { $index }, { $action }): give the round's start as start=..., as for a staged round
error__review__format = this is not a saved review, got { $value }
error__review__damaged = this saved review is damaged, { $error }

## rulebook: The rule book's words (konkan/rulebook.py): each rule's title and text, R1 to R9, the house rules' options (what each decides, its default and its alternative), the lines that describe a table's rules, and the page's title and introduction. These texts are the one rule text the project cites: docs/rules.md is generated from them, and every verdict, test and lesson cites their numbers. A change of fact here changes the game, so the engine, its tests and the lessons must change with it.

# the page
rule__book__title = Konkan: the rule book
rule__book__intro = This is the game the konkan engine plays, explained for a learner. The rules are grouped in nine sections, R1 to R9, and a number with a dot is one point inside a section: R4.1 is the first point of R4, about runs. Every verdict of the engine cites a number from this page: when it accepts or refuses a move, or a hint explains one, the number in brackets says which rule decided, so you can look it up here. R1 to R8 are the standard game; R9 lists the house rules a table may choose instead.
# a rule chip beside a sentence citing the rule: its number, title and first sentence
rule__chip = { $number } { $title }: { $text }.
# R1 Players, cards and seats
rule__R1__title = Players, cards and seats
rule__R1__text = Who plays, with which cards, and in what order.
rule__R1__1__title = Players
rule__R1__1__text = From two to five people can play, each one on their own. Four players may instead play as two teams of two, with partners sitting across from each other: the first and third players in turn form one team, the second and fourth the other (South and North against East and West).
rule__R1__2__title = The cards
rule__R1__2__text = The game uses two complete packs of 52 cards plus two jokers, 106 cards in all. With two packs, every card has an identical twin, the jokers too (there are two seven of spades, for example), but the twins are still two separate cards: the engine keeps track of each one and never drops or adds a card.
rule__R1__3__title = Seats and turn order
rule__R1__3__text = Play moves anticlockwise round the table: when you have played, the player sitting on your right has their turn, and after the last player it comes back to the first. The seats are counted in that order.
# R2 The deal
rule__R2__title = The deal
rule__R2__text = How the cards are dealt, and who deals each round.
rule__R2__1__title = Dealing
rule__R2__1__text = The starter is the player on the dealer's right, which is the next seat in turn order. Every player receives 14 cards, except the starter, who receives 15. The cards left over are the stock, kept face down, and the discard pile starts out empty.
rule__R2__2__title = Who deals
rule__R2__2__text = In the first round the last player in turn order deals, so the first player starts. In every later round the dealer is whoever was the starter of the round before, so the deal moves one seat to the right each time.
rule__R2__3__title = Dealing a void round again
rule__R2__3__text = When a round turns out void (R7.3), the same dealer shuffles the cards afresh and deals again. The new deal keeps the same round number, and the void deal gives nobody any points.
# R3 A turn
rule__R3__title = A turn
rule__R3__text = What a player does on a turn, in order: perhaps a declaration, then a draw, then melds and other plays, and last a discard.
rule__R3__1__title = A Konkan declaration comes first
rule__R3__1__text = In the last round, and only then, a player may open their turn by declaring Konkan. The declaration has to come before every other action of that turn (see R8.6).
rule__R3__2__title = The starter's first turn
rule__R3__2__text = On their first turn the starter does not draw a card; they skip straight to melding and the other plays of R3.4.
rule__R3__3__title = The draw
rule__R3__3__text = Every other turn opens with exactly one draw, of one of two kinds. The player either takes the top card of the stock, or picks up the top card of the discard pile. Picking up the discard is allowed only if the player then puts down one new meld or more before the turn is over; that meld may contain the picked-up card or not. So a player who has not gone down yet must go down in that same turn (R5). Until they do anything else, the engine lets the player change their mind: the card goes back on the discard pile and they draw from the stock instead.
rule__R3__4__title = Melding and other plays
rule__R3__4__text = After the draw the player may, in whatever order and as many times as they wish, put down new melds (R4, R5), and once they are down, lay cards off (R6.1) and swap jokers (R6.2).
rule__R3__5__title = The discard
rule__R3__5__text = Every turn finishes with a discard, without exception. This is why a player may never empty their hand before discarding: each meld, lay-off and joker swap must still leave at least one card in hand. The card picked up from the discard pile may itself be the card thrown away, provided the new meld it requires is already down.
rule__R3__6__title = Taking moves back
rule__R3__6__text = Before discarding, a player may undo their own moves of the current turn, the most recent one first. A draw from the stock is the one move that cannot be undone, because the player has already seen the card. A player who picked up the discard and then finds no new meld to make is therefore never trapped: they undo what they did, return the card to the discard pile, and draw from the stock instead.
# R4 Melds
rule__R4__title = Melds
rule__R4__text = The two kinds of meld, runs and sets, and how a joker fits into them.
rule__R4__1__title = Runs
rule__R4__1__text = A run is three or more cards of one suit whose ranks follow each other with no gap. The ace may be the lowest card, under the two (A-2-3), or the highest, over the king (Q-K-A), but never both in the same run and never between two other cards: K-A-2 is not a run. The longest run possible therefore has 13 cards.
rule__R4__2__title = Sets
rule__R4__2__text = A set is three or four cards of one rank, each of a different suit. Two identical twins, such as the two seven of spades, can never be in the same set.
rule__R4__3__title = One joker per meld
rule__R4__3__text = A meld may contain one joker at most, so every meld has two or more ordinary (natural) cards. Some tables allow two jokers in a meld, never more jokers than natural cards (R9).
rule__R4__4__title = What a joker stands for
rule__R4__4__text = A joker takes the place of one particular card, settled when it is put down. In a run it is the card missing at its position; if it sits at one end and either end would fit (5-6-joker can be read as 4-5-6 or as 5-6-7), the player picks, and the hint shows both readings. In a set of four it is the suit that is missing. In a set of three it is a card of that rank in one of the two absent suits, and which one is left open until a fourth card joins the set, when it becomes the one suit still absent. Whenever the player leaves such a choice open, the engine takes the reading worth more points, and between two readings worth the same, the higher card. The ace of a thirteen-card run from ace to king is decided the same way: it could count low (A-2-...-K) or high (2-...-K-A), and the engine counts it high unless the player says otherwise.
rule__R4__5__title = Who owns a meld
rule__R4__5__text = Each meld belongs to the player who put it on the table. Ownership matters in one place only: deciding whether a finish is a Hand (R8.2).
# R5 Going down the first time
rule__R5__title = Going down the first time
rule__R5__text = The extra conditions on the turn in which a player first puts melds on the table.
rule__R5__1__title = The opening minimum
rule__R5__1__text = In the turn a player goes down for the first time, the melds they put down must be worth 51 points or more together. Cards from 2 to 10 count their face value; jack, queen and king count 10 each; an ace counts 11, or 1 when it is the low end of a run (A-2-3); a joker counts as the card it stands for. The total may come from several melds.
rule__R5__2__title = An opening needs a run
rule__R5__2__text = At least one of those opening melds has to be a run.
rule__R5__3__title = Lay-offs and swaps do not count
rule__R5__3__text = Laying off and swapping jokers add nothing toward the 51. Both become possible as soon as the opening melds are on the table, already in that same turn.
rule__R5__4__title = Going out all at once
rule__R5__4__text = A player who is not down yet and puts down, at once and only in melds of their own, every card except the one they will discard, does not need to reach the minimum. They still need a run among those melds (R5.2). An opening is put down as a single move, so a player who needs lay-offs on other players' melds to go out must first make a full opening that reaches the minimum.
rule__R5__5__title = Staying down
rule__R5__5__text = Once a player has gone down, they count as down until the end of the round.
# R6 Once down
rule__R6__title = Once down
rule__R6__text = What a player who has gone down may do with the melds on the table.
rule__R6__1__title = Laying off
rule__R6__1__text = A player who is down may add one or more cards from their hand to any meld on the table, whoever it belongs to, as long as the meld is still legal afterwards. A joker may be laid off on a meld that does not have one yet.
rule__R6__2__title = Swapping a joker
rule__R6__2__text = A player who is down may put into a meld the card that its joker stands for, and take the joker into their hand. For a set of three, a card of either of the two absent suits will do (R4.4). The meld stays legal.
rule__R6__3__title = Keeping a freed joker
rule__R6__3__text = A joker freed in this way may stay in the player's hand.
# R7 Going out and the end of a round
rule__R7__title = Going out and the end of a round
rule__R7__text = How a round finishes: someone goes out, or the stock runs out.
rule__R7__1__title = Going out
rule__R7__1__text = Discarding the last card in hand is going out, and the round is over at that moment.
rule__R7__2__title = Going out takes a discard
rule__R7__2__text = Since no turn can end without a discard, a player who melds every card but one and then discards that last one has gone out.
rule__R7__3__title = An empty stock
rule__R7__3__text = If a turn ends with the stock empty and nobody has gone out, the round is void and is dealt again (R2.3). A house rule (R9) changes this: everything in the discard pile except its top card is shuffled into a new stock, and only if the top card is all the pile holds is the round void.
# R8 Scoring
rule__R8__title = Scoring
rule__R8__text = How each round is scored, what the Konkan is, and who wins the game.
rule__R8__1__title = The player who goes out
rule__R8__1__text = Whoever goes out scores minus 30.
rule__R8__2__title = A Hand
rule__R8__2__text = Going out is a Hand when the player laid down all their cards in that one turn, was not down before that turn, and touched no meld but the new ones they put down themselves (no lay-off or joker swap on anyone else's meld). They then score minus 60 instead, and the points of every other player are doubled.
rule__R8__3__title = Cards left in hand
rule__R8__3__text = Every other player adds up the cards still in their hand: a joker is 15, an ace 11, jack, queen and king 10 each, and every other card its face value. A player who did not go down at all in the round scores 100 instead.
rule__R8__4__title = Partnerships
rule__R8__4__text = In a partnership game, the partner of the player who went out scores nothing for the round. A team's score for the round is its two players' scores added together.
rule__R8__5__title = The Konkan
rule__R8__5__text = A Konkan is fourteen cards forming one run of ten and one set of four, or one run of eleven and one set of three. A player who is not down yet puts it all down at once and then discards their last card. Put down without a declaration, in any round, it finishes the round the way a Hand does (minus 60 for that player), and every opponent scores a flat 200, whether they are down or not and whatever they still hold (a partner of the finisher scores 0). This undeclared Konkan does not win the game.
rule__R8__6__title = Declaring Konkan
rule__R8__6__text = In the last round only, a player who is not down yet may declare Konkan at the beginning of their turn, before drawing; the starter may too, on their first turn, which has no draw. From then on that player may go down only with the whole Konkan, in a single turn. Completing a declared Konkan wins the entire game on the spot, whatever the totals are (in a partnership, the declarer's team wins). A declarer who never completes it is scored like anyone else who is not down (R8.3).
rule__R8__7__title = Winning the game
rule__R8__7__text = When five rounds that count have been played, the lowest total wins; in a partnership, the team with the lower total wins. Players tied on the lowest total share the win. (How many rounds are played is a house rule, R9.)
# R9 House rules
rule__R9__title = House rules
# {options}: the options' names in the engine, between commas
rule__R9__text = Everything in R1 to R8 is the standard game, with its defaults. A table may change some of it with house rules, picked freely and combined in any way. Each has a name in the engine: { $options }. Each one keeps its default unless the table says otherwise.
# after the table of options: how they meet, and the named tables (presets)
rule__R9__after = Every house rule combines with every other. In a game played by elimination, if everyone still in passes the limit in the same round, the lowest total among them wins, and equal lowest totals share the win (R8.7). Some tables people actually play have a name in the engine, a preset: "standard" is the game of R1 to R8 with no house rule, and "jawaker" is Jawaker's Concan, the online game: an opening of 51, the card picked up from the discard pile must go into a new meld, and a Konkan declarer may pick up discards without going down.
# the table of options: its heads, then for each option what it decides, its default and its alternative
rule__option__head__option = option
rule__option__head__decides = what it decides
rule__option__head__default = default
rule__option__head__alternative = alternative
rule__option__opening_minimum__decides = the points a first going-down must reach
rule__option__opening_minimum__default = 51 (R5.1)
rule__option__opening_minimum__alternative = 71, as played in "Konkan 71" and in Hand rummy; any whole number from 1 up may be chosen (81 is played too)
rule__option__opening_needs_run__decides = whether a first going-down must include a run
rule__option__opening_needs_run__default = yes: a first going-down must include a run (R5.2)
rule__option__opening_needs_run__alternative = no: sets alone are enough
rule__option__rounds__decides = how many rounds a game lasts
rule__option__rounds__default = 5 (R8.7)
rule__option__rounds__alternative = any number of rounds from 1 up; some Jordanian tables play 7
rule__option__taken_discard_must_be_used__decides = whether a card picked up from the discard pile must go into a new meld
rule__option__taken_discard_must_be_used__default = no: the new meld need not contain the card picked up (R3.3)
rule__option__taken_discard_must_be_used__alternative = yes: the card picked up from the discard pile must be part of one of the new melds put down that turn, as most printed rummy rules say; a player who holds its twin may use either copy, since at the table the two are the same card
rule__option__set_joker_swap_needs_both__decides = whether freeing the joker of a three-card set takes both missing cards
rule__option__set_joker_swap_needs_both__default = no: one card of either missing suit frees the joker of a three-card set (R6.2)
rule__option__set_joker_swap_needs_both__alternative = yes: both missing cards must go into the set to free its joker, as in Kalooki and some online Hand rooms
rule__option__freed_joker_must_be_used__decides = whether a freed joker must be melded or laid off before the discard
rule__option__freed_joker_must_be_used__default = no: a freed joker may stay in hand (R6.3)
rule__option__freed_joker_must_be_used__alternative = yes: a freed joker must be melded or laid off before the discard, as in Tunisian rummy and French rami; if it then fits nowhere, the engine refuses the discard and says why, and the player takes the swap back (R3.6)
rule__option__empty_stock__decides = what happens when the stock runs out
rule__option__empty_stock__default = void: the round is void and dealt again (R7.3)
rule__option__empty_stock__alternative = reshuffle: all of the discard pile except its top card is shuffled into a new stock; if the top card is all there is, the round is void anyway
rule__option__joker_penalty__decides = what a joker left in hand costs
rule__option__joker_penalty__default = 15 (R8.3)
rule__option__joker_penalty__alternative = 25 or 50
rule__option__konkan_declarer_may_take_discards__decides = whether a Konkan declarer may pick up discards without going down
rule__option__konkan_declarer_may_take_discards__default = no: a declarer who picks up the discard must go down that turn (R3.3), which for them means the whole Konkan (R8.6)
rule__option__konkan_declarer_may_take_discards__alternative = yes: a declarer may pick up discards without going down, as in Jawaker's Concan
rule__option__going_out_score__decides = what going out scores
rule__option__going_out_score__default = -30 for going out (R8.1), so -60 for a Hand (R8.2)
rule__option__going_out_score__alternative = any score from -100 to 0 (0 and -25 are both played); a Hand always scores twice it
rule__option__game_end__decides = how the game ends
rule__option__game_end__default = rounds: the game ends after its rounds, lowest total winning (R8.7)
rule__option__game_end__alternative = target: the game ends after the round in which any total reaches a target, lowest total winning; elimination: a player whose total passes a limit leaves, and the last one left wins (for players on their own). Neither has a last round, so no Konkan can be declared (R8.6)
rule__option__game_end_score__decides = the target or the limit that ends the game
rule__option__game_end_score__default = the usual: 300 as the target, 301 as the limit
rule__option__game_end_score__alternative = any other whole number
rule__option__opening_rise__decides = whether the opening minimum rises with the openings made in the round
rule__option__opening_rise__default = none: every first going-down needs the minimum only (R5.1)
rule__option__opening_rise__alternative = match: a first going-down must reach the highest opening made so far in the round, where that is above the minimum; beat: it must exceed that opening by at least one point (several Jordanian and online tables)
rule__option__ace_value__decides = what an ace is worth
rule__option__ace_value__default = standard: an ace counts 11, and 1 as the low end of a run (A-2-3) (R5.1, R8.3)
rule__option__ace_value__alternative = always_11: 11 in A-2-3 too; ten: 10 everywhere, in melds and in hand (both common in online clones)
rule__option__jokers_per_meld__decides = how many jokers one meld may hold
rule__option__jokers_per_meld__default = 1: a meld holds one joker at most (R4.3)
rule__option__jokers_per_meld__alternative = 2: a meld may hold both jokers, but never more jokers than natural cards, so JK JK 5♥ 6♥ is a run and JK JK 6♥ is not (many home tables)
rule__option__starter_may_go_down_first_turn__decides = whether the starter may meld on the first turn
rule__option__starter_may_go_down_first_turn__default = yes: the starter may meld on the first turn (R3.2)
rule__option__starter_may_go_down_first_turn__alternative = no: the starter's first turn is a discard only
# a table's rules in words (describe_rules): who plays, then one line per house rule
rule__describe__partnership = { $players } players in two partnerships, partners opposite.
rule__describe__alone = { $players } players, each for themselves.
rule__describe__standard = The standard game, with no house rules.
rule__describe__opening_minimum = Going down the first time needs { $points } points, not 51 (R5.1, R9).
rule__describe__no_run = Going down the first time needs no run (R5.2, R9).
rule__describe__rounds = The game lasts { $rounds } rounds, not 5 (R8.7, R9).
rule__describe__taken_discard = A card taken from the discard pile must go into a new meld that turn (R3.3, R9).
rule__describe__swap_needs_both = A three-card set's joker is freed only by both missing cards at once (R6.2, R9).
rule__describe__freed_joker = A freed joker must be melded or laid off before the discard (R6.3, R9).
rule__describe__reshuffle = When the stock runs out, the discard pile but its top card becomes a new stock (R7.3, R9).
rule__describe__joker_penalty = A joker left in hand costs { $points }, not 15 (R8.3, R9).
rule__describe__declarer_takes = A Konkan declarer may take discards without going down (R8.6, R9).
rule__describe__going_out = Going out scores { $score }, not -30, and a Hand { $hand } (R8.1, R8.2, R9).
rule__describe__target = The game ends after the round in which a total reaches { $score }; the lowest total wins, and no Konkan can be declared (R8.7, R9).
rule__describe__elimination = A player whose total passes { $score } leaves the game; the last one left wins, and no Konkan can be declared (R8.7, R9).
rule__describe__starter_discards = The starter's first turn is a discard only (R3.2, R9).
rule__describe__ace_always_11 = An ace counts 11 even at the low end of a run, A-2-3 (R5.1, R9).
rule__describe__ace_ten = Every ace counts 10, in melds and in hand (R5.1, R8.3, R9).
rule__describe__two_jokers = A meld may hold two jokers, but never more jokers than natural cards (R4.3, R9).
rule__describe__rise_match = A first going-down must reach the highest opening made so far in the round (R5.1, R9).
rule__describe__rise_beat = A first going-down must beat the highest opening made so far in the round by a point (R5.1, R9).
# bad input
error__rule__unknown = there is no rule { $number } in the rule book: rule numbers go from R1 to R9 (such as R4 or R4.1)

## service: The class service's words (``service.*``): what it refuses and why, each refusal keyed by its reason code (``service.refusal.<code>``), the results' columns for a gradebook, and what is wrong with a database address (konkan/classroom/service/).

# who asks (the hub says it)
service__refusal__bad_caller = The class service could not tell who you are. Open the page again from the hub.
service__refusal__teachers_only = Only a teacher can do that. The hub's administrator puts teachers in the hub's group of teachers.
service__refusal__not_the_teacher = Only the teacher of class { $code } can do that.
# classes
# {code} is the code quoted as it was typed, whole (with its test's digits, if any)
service__refusal__no_such_class = No class on this hub has the code { $code }. Check the code with your teacher.
service__refusal__no_such_class__teacher = No class on this hub has the code { $code }. Check the code you were given when you made the class.
service__refusal__bad_players = A class has 2 to 5 players; you asked for { $players }.
service__refusal__bad_class_seed = A class's number is a whole number from 0 to { $top }; you asked for { $seed }.
service__refusal__bad_partners__class = Partners play in a class of 4 players only; you asked for { $players }.
service__refusal__class_taken = Class { $code } is on this hub already. Choose another class number.
service__refusal__own_class = You teach class { $code }, so you cannot join it as a student.
service__refusal__not_a_member = You have not joined class { $code }. Join it with its code first.
service__refusal__too_long = { $value } is too long. At most { $limit } characters fit here.
# tables and seats
service__refusal__bad_table = { $table } is not the number of a table.
service__refusal__no_such_table = There is no table { $table } on this hub.
service__refusal__other_class = Table { $table } belongs to a class you are not in.
service__refusal__bad_seats = A table has 2 to 5 seats, and { $seats } is not one of those.
service__refusal__bad_seats__class = Class { $code } is set up for { $players } players, so its tables have 2 to { $players } seats; you asked for { $seats }.
service__refusal__bad_seats__class_of_two = Class { $code } is set up for 2 players, so its tables have 2 seats; you asked for { $seats }.
service__refusal__bad_partners = Partners play at a table of 4 seats only, and this table has { $seats }.
service__refusal__bad_partners__type = Partners or not is a yes or a no, and { $partners } is neither.
service__refusal__bad_level = The computer plays at one of these levels: { $levels }. { $level } is not one of them.
service__refusal__bad_seat = Table { $table } has seats 0 to { $top }, and { $seat } is not one of them.
service__refusal__seat_taken = { $name } at table { $table } is taken. Choose a free seat.
service__refusal__table_full = Every seat at table { $table } is taken.
service__refusal__seated_elsewhere = You have a seat at table { $table } already. Leave it for good before you sit at another table.
service__refusal__not_seated = You have no seat at table { $table }. Sit down first.
service__refusal__away = You left table { $table }. Sit down at it again to play.
# moves
service__refusal__not_your_seat = That move is for seat { $seat }, and yours is seat { $mine }. You move for your own seat only.
service__refusal__paused = Your teacher has paused the game. Wait until it goes on.
service__refusal__out_of_game = You are out of this game, so you make no more moves. The others play on.
service__refusal__action_too_long = That move is { $length } characters long, and a move is at most { $limit }.
service__refusal__malformed_action__type = A move is written as text, such as draw. { $action } is not text.
service__refusal__round_not_over = Round { $number } is still being played. The next round starts once it is over.
service__refusal__game_over = This game is over, so there is no next round.
# the class test
service__refusal__answer_too_long = That answer is { $length } characters long, and an answer is at most { $limit }.
service__refusal__already_answered = You have answered puzzle { $number } already. Your first answer is the one that counts.
service__refusal__test_released = The marks of this test are out, so it takes no more answers.
# progress reports
service__refusal__bad_progress__kind = A progress report is about a lesson or practice, not { $kind }.
service__refusal__bad_progress__lesson = { $report } is not a lesson and one of its steps, such as { $example }.
service__refusal__bad_progress__practice = { $report } is not a kind of puzzle. The kinds are { $kinds }.
service__refusal__bad_progress__stars = { $value } is not a number of stars. A step earns 0 to 3 stars.
service__refusal__bad_progress__level = { $value } is not a practice level. The levels are 1 to 3.
# the results, for a gradebook (the columns of the CSV file)
service__csv__student = Student
service__csv__total = Total
service__csv__seconds = Time spent (seconds)
# the database (the hub administrator's words)
service__store__url = { $url } is not a database address the class service can use. Give a SQLAlchemy address such as { $examples }.
service__store__driver = The class service needs the package { $driver } for { $url }, and this Python does not have it. Konkan's class extra installs psycopg, for postgresql+psycopg addresses.
service__store__unreachable = The class service could not open its database at { $url }. The database said: { $why }

## widgets/base: The widgets' words: labels, buttons and what a page shows around the table. ``widget.base.*`` are the words every widget's page uses (js/src/base.js: a card's name, a rule's chip); every widget sends them to its page.

# What a widget shows once its kernel is gone (a restart, a stopped or culled kernel): sent to the
# page when the widget is made, since nothing can be sent after. {what} names the widget.
widget__lost = This { $what } lost its connection: run the cells again (Run ▸ Run All Cells).
widget__base__noun = widget
# A card's name, for a screen reader (konkan.Card.name says the same).
widget__base__card = { $rank } of { $suit }
widget__base__card__joker = joker
widget__base__card__joker__text = Joker
widget__base__card__back = face-down card
widget__base__suit__S = spades
widget__base__suit__H = hearts
widget__base__suit__D = diamonds
widget__base__suit__C = clubs
widget__base__rank__1 = ace
widget__base__rank__2 = two
widget__base__rank__3 = three
widget__base__rank__4 = four
widget__base__rank__5 = five
widget__base__rank__6 = six
widget__base__rank__7 = seven
widget__base__rank__8 = eight
widget__base__rank__9 = nine
widget__base__rank__10 = ten
widget__base__rank__11 = jack
widget__base__rank__12 = queen
widget__base__rank__13 = king
# A rule cited in a sentence, drawn as a chip: its short text when Python sent none, and its label.
widget__base__rule__unknown = Rule { $rule } of the rule book.
widget__base__rule__chip = Rule { $rule }: show what it says
widget__base__colours__two = Two colours
widget__base__colours__four = Four colours
# What an intent's field must be (konkan/widgets/base.py: FIELD_TYPES), said when it is not.
widget__base__field__card = a card id from 0 to 105
widget__base__field__cards = a list of different card ids from 0 to 105
widget__base__field__groups = a list of groups of card ids
widget__base__field__index = a whole number from 0 to 1000
widget__base__field__count = a whole number, 0 or more
widget__base__field__seat = a seat from 0 to 4
widget__base__field__bool = true or false
widget__base__field__word = a short word
widget__base__field__text = a text
widget__base__field__indices = a list of different whole numbers from 0 to 1000
widget__base__field__mapping = a mapping of fields
# An intent the widget cannot read, or a fault of ours while it answered one.
widget__base__error__bug = The widget could not do that ({ $error }: { $detail }); nothing changed.
widget__base__error__binary = The widget ignored a message with binary data: it expects none.
widget__base__error__not_mapping = The widget ignored a message that was not a mapping of fields.
widget__base__error__too_deep = The widget ignored a message nested too deeply to be a move.
widget__base__error__not_json = The widget ignored a message it could not read as JSON.
widget__base__error__too_long = The widget ignored a message of { $size } characters: far too long for a move.
widget__base__error__no_kind = The widget ignored a message without a 'kind' field saying what it asks for.
widget__base__error__unknown_kind = The widget ignored a message of unknown kind { $kind } (it knows { $known }).
widget__base__error__unknown_field = The widget ignored a { $kind } message with an unknown field { $field }.
widget__base__error__wrong_type = The widget ignored a { $kind } message: { $field } must be { $words }.
widget__base__error__missing_field = The widget ignored a { $kind } message without its { $field } field.
# A widget's bundle missing from the package (a checkout where `make js` has not run).
widget__base__error__bundle = No widget bundle { $name } in { $folder }: its source is js/src/{ $source }.js, and `make js` builds the bundles
# konkan.widgets asked for a name it does not have, or a widget whose module is missing.
widget__base__error__no_name = module { $module } has no attribute { $name }
widget__base__error__not_built = { $name } is not built yet: konkan/widgets/{ $module }.py is missing ({ $error })
# The pictures' drawing helpers (konkan/widgets/_small.py) were given something else.
widget__base__error__not_svg = not an SVG drawing from konkan.render

## widgets/checker: The meld checker's words (konkan/widgets/checker.py, js/src/checker.js).

widget__checker__noun = meld checker
widget__checker__title = Meld checker
widget__checker__how = Pick cards (click, or arrows then Space) to see what they make.
widget__checker__clear = Clear
widget__checker__nothing_picked = Nothing is picked.
widget__checker__cards = Cards to check
widget__checker__run = A run, { $points } points
widget__checker__set = A set, { $points } points
widget__checker__not_a_meld = Not a meld
widget__checker__laid_out = Laid out: { $cards }
widget__checker__joker_is = Joker = { $cards }
widget__checker__jokers_are = Jokers = { $cards }
widget__checker__readings = What the joker stands for
widget__checker__stands_for = The joker stands for:
widget__checker__said = { $kind }. { $message }
# What Python says (konkan/widgets/checker.py): refusals, the repr, the picture's words.
widget__checker__input__cards = cards
widget__checker__input__joker = joker reading
widget__checker__not_shown = { $card } is not among the cards shown, so it can't be picked.
widget__checker__not_shown__many = { $cards }: not among the cards shown, so it can't be picked.
widget__checker__no_cards = Give the checker some cards to pick from, such as '7S 8S 9S JK'.
widget__checker__no_joker = Pick a meld with a joker first.
widget__checker__start = Pick cards to see whether they make a meld.
widget__checker__summary__none__one = { $count } card, none picked
widget__checker__summary__none__many = { $count } cards, none picked
widget__checker__summary__run__one = { $count } card, { $picked } picked: a run, { $points } points
widget__checker__summary__run__many = { $count } cards, { $picked } picked: a run, { $points } points
widget__checker__summary__set__one = { $count } card, { $picked } picked: a set, { $points } points
widget__checker__summary__set__many = { $count } cards, { $picked } picked: a set, { $points } points
widget__checker__summary__no_meld__one = { $count } card, { $picked } picked: not a meld
widget__checker__summary__no_meld__many = { $count } cards, { $picked } picked: not a meld
widget__checker__picture__cards = Pick cards to check

## widgets/class_view: The words of a class on a school's JupyterHub, as the widgets say them: the teacher's live class view (``widget.class_view.*``), the class test when its answers go to the class service (``widget.class_test.hub.*``), and where a learner's stars and levels go besides their files (``widget.class_progress.*``).

# the teacher's class view: Python's sentences
widget__class_view__noun = class view
# one or many students joined (first), one or many tables (second)
widget__class_view__summary__one__one = class { $code }: { $students } student joined, { $tables } table
widget__class_view__summary__one__many = class { $code }: { $students } student joined, { $tables } tables
widget__class_view__summary__many__one = class { $code }: { $students } students joined, { $tables } table
widget__class_view__summary__many__many = class { $code }: { $students } students joined, { $tables } tables
widget__class_view__summary__none = class { $code }: no class service to follow
widget__class_view__no_service = This notebook does not run on a school hub with konkan's class service, so there is no class to follow here. On Binder or the site, the class stays in files: see the teacher's guide.
# names the page's button widget.class_view.page.resume, word for word
widget__class_view__paused = Every table is paused. Ask the class your question, then press Resume every table.
widget__class_view__resumed = Every table plays on.
widget__class_view__error__table = Class { $code } has no table { $table }: its tables are numbered { $numbers }, as this view shows them.
widget__class_view__no_table = No table is open yet, so there is none to pause or resume.
widget__class_view__released = The marks are released: each student now sees their own marks and the answers.
widget__class_view__saved = The results are saved in the file { $path }: one row per student, one column per puzzle.
widget__class_view__not_saved = The results could not be saved in { $path }: { $error }.
widget__class_view__lost_service = The class service did not answer, so this view is not up to date: { $error }
widget__class_view__mistakes__reviewing = Reviewing your students' rounds: { $bar } { $done } of { $total }.
widget__class_view__mistakes__done__one = Reviewed { $rounds } round of your students' play: the kinds of mistake below, the most frequent first.
widget__class_view__mistakes__done__many = Reviewed { $rounds } rounds of your students' play: the kinds of mistake below, the most frequent first.
widget__class_view__error__progress = progress must be something to call with each line of the review's progress, such as print, got { $value }
widget__class_view__mistakes__heading = The class's most frequent mistakes
widget__class_view__mistakes__moments = Moments to ask the class about, the costliest first: put one on the projector by its number. No name goes with it.
widget__class_view__mistakes__no_round = No round of class { $code } is finished yet, so there is nothing to review. Try again after a round.
widget__class_view__error__vote_first = There is no moment to ask about yet: list your class's mistakes first, then choose a moment by its number.
widget__class_view__error__vote = There is no moment { $n }: the review found { $count }, so choose a number from 1 to { $count }.
widget__class_view__voted = The projector asks the class: “{ $sentence }” Students answer at their table. When they have, show the answer from this notebook.
widget__class_view__revealed = The projector shows the answer: { $reveal }
widget__class_view__picture__title = Class { $code }
widget__class_view__picture__students__one = { $students } student joined.
widget__class_view__picture__students__many = { $students } students joined.
widget__class_view__picture__answers__one = { $answered } test answer given.
widget__class_view__picture__answers__many = { $answered } test answers given.
widget__class_view__picture__tables__one = { $tables } table open.
widget__class_view__picture__tables__many = { $tables } tables open.
widget__class_view__error__code = ClassView needs your class code, in quotes, such as ClassView("river-7661"); { $got } is not a class code.
# the teacher's class view: the page's words
widget__class_view__page__title = Class { $code }
widget__class_view__page__live = Live: this view changes as your students work.
widget__class_view__page__students = Students
widget__class_view__page__no_students = No student has joined yet. Give them the class code { $code }.
widget__class_view__page__student = Student
widget__class_view__page__lessons = Lessons
widget__class_view__page__practice = Practice
widget__class_view__page__test = Test
widget__class_view__page__none_yet = none yet
widget__class_view__page__lesson_chip = Lesson { $number }: { $stars } ★
widget__class_view__page__lesson_title = { $title }: { $done } of { $steps } steps done
widget__class_view__page__practice_chip = { $kind }: level { $level }
widget__class_view__page__answered_of = { $answered } of { $count }
widget__class_view__page__puzzle_answered = Puzzle { $number }: answered
widget__class_view__page__puzzle_not_yet = Puzzle { $number }: not answered yet
widget__class_view__page__tables = Tables
widget__class_view__page__no_tables = No table is open yet.
widget__class_view__page__table = Table { $number }
widget__class_view__page__round = Round { $round }
widget__class_view__page__round_over = Round { $round } is over
widget__class_view__page__game_over = The game is over
widget__class_view__page__paused = Paused
widget__class_view__page__seat_student = { $seat }: { $user }
widget__class_view__page__seat_away = { $seat }: { $user } (away, the computer plays)
widget__class_view__page__seat_computer = { $seat }: the computer
widget__class_view__page__score = { $points } points
widget__class_view__page__to_play = to play
widget__class_view__page__pause = Pause every table
widget__class_view__page__resume = Resume every table
widget__class_view__page__release = Release the marks
widget__class_view__page__released = Marks released
widget__class_view__page__sure_release = Release the marks now? Each student then sees their own marks, and no more answers are taken.
widget__class_view__page__yes_release = Yes, release the marks
widget__class_view__page__not_yet = Not yet
widget__class_view__page__save = Save the results (CSV)
widget__class_view__page__actions = The teacher's buttons
# the class test on a hub: Python's sentences
widget__class_test__hub__on_hub = This test runs on your school's hub: each answer goes to your teacher as you give it, and no file is written.
widget__class_test__hub__sent__next = Your answer to puzzle { $number } went to your teacher: “{ $answer }”. Here is puzzle { $next }.
widget__class_test__hub__sent__all = Your answer to puzzle { $number } went to your teacher: “{ $answer }”. That was your last puzzle.
widget__class_test__hub__answered_already = Your answer to puzzle { $number } is with your teacher already, and it can't change.
widget__class_test__hub__welcome_back = Welcome back, { $name }: { $answered } of { $count } answers are with your teacher.
widget__class_test__hub__closed_before = Your teacher had already released the marks when you began, so this test is closed: no answer can be given now. Below are its { $count } puzzles with their answers, to look at.
widget__class_test__hub__not_released = Your teacher has not released the marks yet. Ask again later.
widget__class_test__hub__no_finish = On the hub there is nothing to hand in: each answer went to your teacher as you gave it.
widget__class_test__hub__no_word = On the hub, your teacher releases the marks: press Show my marks.
widget__class_test__hub__fixed_test = On the hub, the test is the one the class code carries: kind, count and level can't be chosen here.
widget__class_test__hub__other_test = The class service holds another test for class { $code } than this notebook.
widget__class_test__hub__summary__no_code = test on the hub, waiting for the class code
widget__class_test__hub__summary__answering = test of class { $code } on the hub, { $name }: { $answered } of { $count } answered
widget__class_test__hub__summary__sent = test of class { $code } on the hub, { $name }: all answered, marks not released yet
widget__class_test__hub__summary__results = test of class { $code } on the hub, { $name }: { $right } right of { $count }
# the class test on a hub: the page's words
widget__class_test__hub__page__start_label = Start the test
widget__class_test__hub__page__who = The hub knows who you are: type only your class code.
widget__class_test__hub__page__sent = Your answer to this puzzle is with your teacher. It can't change.
widget__class_test__hub__page__marks = Show my marks
widget__class_test__hub__page__waiting = All { $count } answers are with your teacher. Your marks show here once your teacher releases them.
widget__class_test__hub__page__badge_sent = All answered
# a learner's stars and levels, reported to the class on a hub
widget__class_progress__lesson = Your stars go to your teacher too, in class { $code }.
widget__class_progress__practice = Your levels go to your teacher too, in class { $code }.
widget__class_progress__off_hub__lesson = There is no class service here (it runs only on a school's hub), so your stars stay on this computer and your teacher does not see them.
widget__class_progress__off_hub__practice = You practise class { $code }'s puzzles. There is no class service here (it runs only on a school's hub), so your levels stay on this computer and your teacher does not see them.
widget__class_progress__failed = Your work is kept on this computer, but the class service did not take it, so your teacher does not see it: { $error }

## widgets/lesson: The lesson widget's words (konkan/widgets/lesson.py, js/src/lesson.js); its table's are the table's.

widget__lesson__noun = lesson
widget__lesson__label = Konkan lesson
widget__lesson__stars__none = not done yet
widget__lesson__stars__one = { $count } star
widget__lesson__stars__many = { $count } stars
widget__lesson__not_mine = Not your stars?{" "}
widget__lesson__afresh = Start afresh
widget__lesson__afresh_ask = Start afresh? The stars shown, and the practice levels, are kept aside for the learner they belong to, and yours start from none.{" "}
widget__lesson__afresh_yes = Yes, start afresh
widget__lesson__afresh_no = No, they are mine
widget__lesson__steps = Steps of this lesson
widget__lesson__step_label = Step { $number }, { $title }, { $stars }
widget__lesson__title = Lesson { $number }: { $title }
widget__lesson__complete = Lesson complete: every step done
widget__lesson__done = { $done } of { $count } steps done
widget__lesson__step_name = Step { $number } of { $count }: { $title }
widget__lesson__question = Question: { $prompt }
widget__lesson__your_answer = Your answer:
widget__lesson__check = Check
widget__lesson__choices__many = Choices: pick every right one
widget__lesson__choices__one = Choices: pick one
widget__lesson__check_why = Check your answer
widget__lesson__pick_first = Pick a choice first.
widget__lesson__earned = { $stars } for this step
widget__lesson__hint_is = Hint:{" "}
widget__lesson__solution = Solution
widget__lesson__controls = Lesson
widget__lesson__hint = Hint
widget__lesson__show_solution = Show solution
widget__lesson__retry = Try again
widget__lesson__retry_why = Start this step afresh
widget__lesson__next = Next
widget__lesson__next_step = Next step
widget__lesson__last_step = This is the lesson's last step.
widget__lesson__next_why = Go on to the next step
widget__lesson__reach_goal = Reach the goal first.
# What Python says (konkan/widgets/lesson.py): refusals, the status line, the repr, the picture.
widget__lesson__error__lesson = lesson must be a lesson's name (such as 'melds'), its number or a konkan.teaching.lessons.LessonPlan, got { $got }
widget__lesson__error__progress = progress must be a file path or a konkan.teaching.lessons.Progress, got { $got }
widget__lesson__error__step_range = step must be from 1 to { $count } (this lesson's steps), got { $got }
widget__lesson__error__step = step must be a step's number (1 for the first) or its id, got { $got }
widget__lesson__question_no_move = This step is a question: answer it below; no card is played in it.
widget__lesson__one_round = A lesson step is a single round: press Next to go on to the next step.
widget__lesson__no_new_game = A lesson deals no new game: press Try again to start this step afresh.
widget__lesson__button__question = This step is a question: answer it below.
widget__lesson__button__done = This step is done: press Next to go on.
widget__lesson__button__failed = This try is over: press Try again to start the step afresh.
widget__lesson__status__done = Step done.
widget__lesson__status__failed = This try is over.
widget__lesson__status__question = A question: answer it below the table.
widget__lesson__status__goal = Your turn. The goal: { $goal }
widget__lesson__you_play = You play { $name }
widget__lesson__goal_first = Reach this step's goal first, or choose another step in the strip above.
widget__lesson__last = That was the last step of this lesson.
widget__lesson__no_step = This lesson has steps 1 to { $count }: there is no step { $number }.
widget__lesson__not_a_question = This step is played with the cards on the table, not answered.
widget__lesson__one_answer = Answer with the choices picked or with a number, one of the two.
widget__lesson__afresh_done = Your stars and your practice levels start here, from none.
widget__lesson__afresh_done__kept = Your stars and your practice levels start here, from none. The ones shown before are kept, for the learner they belong to, in the folder { $folder }: { $where }.
widget__lesson__repr = Lesson { $number } "{ $title }": step { $step } of { $count }, { $done } of { $count } done

## widgets/practice: The practice widget's words (``widget.practice.*``) and the class test's (``widget.class_test.*``): what the page shows around a puzzle, the test's stages, their pictures, and what either refuses (``error.widget.practice.*``, ``error.widget.class_test.*``).

# what the page calls the widget once its kernel is gone (widget.lost)
widget__practice__noun = practice
widget__class_test__noun = test
# what the page writes around a puzzle (js/src/puzzle.js, practice.js), sent to it as templates
widget__practice__page__root = Practice puzzles
widget__practice__page__title = Practice
widget__practice__page__level_badge = Level { $level } of { $levels }
widget__practice__page__puzzle = Puzzle { $number }
widget__practice__page__streak = Streak { $streak }
widget__practice__page__streak_title = Right answers in a row in this box
widget__practice__page__score = { $right } right of { $tried }
widget__practice__page__two_colours = Two colours
widget__practice__page__four_colours = Four colours
widget__practice__page__all_in_melds = Every card is in a meld.
widget__practice__page__row_label = { $caption }: { $cards }
widget__practice__page__your_melds = Your melds
widget__practice__page__no_melds_yet = No melds made yet.
widget__practice__page__remove = Remove
widget__practice__page__remove_title = Put these cards back in the hand
widget__practice__page__remove_label = Remove meld { $number }: { $cards }
widget__practice__page__check = Check
widget__practice__page__keep = Keep this answer
widget__practice__page__keep_typed = Keep what I typed
widget__practice__page__your_answer = Your answer
widget__practice__page__answer_label = Your answer:
widget__practice__page__how = { $how }.
widget__practice__page__each_score = Each player's score
widget__practice__page__make_meld = Make a meld
widget__practice__page__pick_first = Pick the cards of a meld first.
widget__practice__page__put_back = Put all back
widget__practice__page__type_all = Or type them all:
widget__practice__page__type_it = Or type it:
widget__practice__page__cited = { $text } ({ $rule })
widget__practice__page__slip = The slip:
widget__practice__page__right = Right!
widget__practice__page__not_right = Not right
widget__practice__page__speak_right = Right! { $text }
widget__practice__page__speak_wrong = Not right. { $text }
widget__practice__page__show_hint = Show a hint
widget__practice__page__show_solution = Show the solution
widget__practice__page__solution_title = Seeing the solution first counts this puzzle as missed.
widget__practice__page__next = Next puzzle
widget__practice__page__hint = Hint
widget__practice__page__solution = Solution
widget__practice__page__seen_first = Seen before answering, so this puzzle counts as missed.
widget__practice__page__levels_title = Your level at each kind of puzzle:
widget__practice__page__levels_label = Your level at each kind
widget__practice__page__level = level { $level }
widget__practice__page__level_of = level { $level } of { $levels }
widget__practice__page__level_right = { $right } of { $tried } right
# what the class test's page writes (js/src/class_test.js), sent to it as templates
widget__class_test__page__title = Test
widget__class_test__page__title_class = Test · class { $code }
widget__class_test__page__badge_results = { $right } right of { $count }
widget__class_test__page__badge_handed_in = Handed in
widget__class_test__page__badge_answered = { $answered } of { $count } answered
widget__class_test__page__start_label = Start the test
widget__class_test__page__describe = A test of your class's puzzles.
widget__class_test__page__how_it_goes = Each answer is kept in a file as you go. When you finish, you hand the test in. You see what you got right, and why, when your teacher gives the release word.
widget__class_test__page__ask_begun = A test was begun on this computer as { $name }. Is it yours?
widget__class_test__page__ask_handed_in = A test was handed in on this computer as { $name }. Is it yours?
widget__class_test__page__mine = Yes, it is mine: carry on
widget__class_test__page__not_mine = No, I am another { $name }: start my own
widget__class_test__page__not_mine_title = The test begun before is kept for your teacher; yours starts empty.
widget__class_test__page__another_name = Type another name
widget__class_test__page__code_label = Class code:
widget__class_test__page__name_label = Your name:
widget__class_test__page__start = Start the test
widget__class_test__page__begun_already = Begun already?
widget__class_test__page__carry_on_as = Carry on as { $name }
widget__class_test__page__carry_on_as_class = Carry on as { $name } (class { $code })
widget__class_test__page__resume_how = To carry on as { $name }, type your name in the box above, then Start the test.
widget__class_test__page__nav_label = The test's puzzles
widget__class_test__page__nav_right = Puzzle { $number }, right
widget__class_test__page__nav_no_answer = Puzzle { $number }, no answer
widget__class_test__page__nav_not_right = Puzzle { $number }, not right
widget__class_test__page__nav_answered = Puzzle { $number }, answered
widget__class_test__page__nav_open = Puzzle { $number }, no answer yet
widget__class_test__page__results_label = Your results
widget__class_test__page__you_got = You got { $right } of { $count } right.
widget__class_test__page__no_answer_given = Not right: no answer was given.
widget__class_test__page__answered_right = Right! You answered “{ $answer }”.
widget__class_test__page__answered_wrong = Not right: you answered “{ $answer }”.
widget__class_test__page__the_answer = The answer: { $answer }
widget__class_test__page__look_again = Look at it again
widget__class_test__page__download = Download { $name }
widget__class_test__page__handed_in_label = Handed in
widget__class_test__page__handed_in_line = Your test is handed in: { $answered } of { $count } puzzles answered.
widget__class_test__page__release_how = Your results show here when your teacher gives the release word. Type it, then Show my results.
widget__class_test__page__release_label = Release word:
widget__class_test__page__show_results = Show my results
widget__class_test__page__puzzle_of = Puzzle { $number } of { $count }: { $name }
widget__class_test__page__kept = Your answer now: “{ $answer }”. Give another to change it, until you finish.
widget__class_test__page__previous = Previous puzzle
widget__class_test__page__next = Next puzzle
widget__class_test__page__skip = Skip this puzzle for now
widget__class_test__page__finish_left = Finish, with { $left } not answered
widget__class_test__page__finish = Finish the test
widget__class_test__page__finish_title = Your answers are marked, and can't be changed after.
widget__class_test__page__not_you = Not { $name }?
widget__class_test__page__not_me = This is not me
widget__class_test__page__sure_one = Finish now? { $left } puzzle has no answer, and after this no answer can change.
widget__class_test__page__sure_many = Finish now? { $left } puzzles have no answer, and after this no answer can change.
widget__class_test__page__sure = Finish now? After this no answer can change.
widget__class_test__page__yes_finish = Yes, finish the test
widget__class_test__page__not_yet = Not yet
widget__class_test__page__no_answer = No answer was given to this puzzle.
# the rows of cards a puzzle shows, each with its caption
widget__practice__row__left_in_hand = The cards left in the hand
widget__practice__row__cards = The cards
widget__practice__row__hand = The hand
widget__practice__row__opening = Your hand: pick the cards of a meld, then Make a meld
widget__practice__row__went_down = { $name } went down
widget__practice__row__never_down = { $name } never went down
widget__practice__row__your_hand = Your hand
widget__practice__row__your_table_meld = Your meld on the table
widget__practice__row__top = The top of the discard pile
widget__practice__row__lay_off = Your hand: pick the cards you can lay off
widget__practice__row__your_meld = Your meld ({ $name })
widget__practice__row__their_meld = { $name }'s meld
# under the puzzle: levels go by kind
widget__practice__by_kind = Levels go by kind: each kind of puzzle has its own level.
widget__practice__by_kind__top = { $kind } is at level { $level }, the top one.
widget__practice__by_kind__rise = { $kind } goes up to level { $level } after { $after } right in a row at it, in any box: { $so_far } so far.
widget__practice__by_kind__streak = The streak counts this box's answers, of every kind.
# said by Python to the practice page
widget__practice__welcome_back__streak = Welcome back: you carry on where you were, at puzzle { $number }, with { $right } right of { $tried } and your streak is { $streak }.
widget__practice__welcome_back__no_streak = Welcome back: you carry on where you were, at puzzle { $number }, with { $right } right of { $tried } and no streak yet.
widget__practice__note__right_now = Right this time. The first answer to this puzzle is the one that counts.
widget__practice__note__first_counts = The first answer to this puzzle is the one that counts.
# repr and picture (where no kernel runs)
widget__practice__summary = { $kind }, level { $level }, puzzle { $number }, { $right } right of { $tried }
widget__practice__summary__mix = a mix, now { $kind }, level { $level }, puzzle { $number }, { $right } right of { $tried }
widget__practice__picture__title = Practice: { $kind } · level { $level } of { $levels }
widget__practice__picture__right = Right: { $text }
widget__practice__picture__wrong = Not right: { $text }
widget__practice__picture__tally = Streak { $streak } · { $right } right of { $tried }
widget__practice__picture__name = Practice: { $kind }
# what a practice refuses
error__widget__practice__mode = mode must be 'study' (feedback at once) or 'test' (marked at the end), got { $mode }
error__widget__practice__test_only = name, count, level and folder are for test mode ({ $mode }); practice keeps each kind's own level
error__widget__practice__code_or_seed = give a class code, or a seed or rules, not both: the code sets the table and the puzzles
# {call} is the Python that makes a test: Practice(code=..., mode='test')
error__widget__practice__start_is_test = start is for test mode: { $call }
error__widget__practice__leave_is_test = leave is for test mode: { $call }
error__widget__practice__for_test = That is for test mode: { $call }.
error__widget__practice__not_to_pick = The { $card } is not one of the cards to pick from here.
error__widget__practice__in_a_meld = The { $card } is already in a meld you made: remove that meld first.
error__widget__practice__no_melds = This puzzle is answered without making melds.
error__widget__practice__pick_first = Pick the cards of a meld first, then Make a meld.
error__widget__practice__no_such_meld = There is no such meld to remove.
error__widget__practice__one_way = Give the answer one way: typed in one box, or in each player's box.
error__widget__practice__no_such_boxes = The widget ignored an answer with boxes this puzzle does not have.
error__widget__practice__score_missing = Type a score for { $name } too: every player scores something, even 0.
error__widget__practice__pick_or_none = Pick cards first, or press “{ $none }”.
error__widget__practice__pick_cards_first = Pick cards first.
error__widget__practice__type_first = Type your answer in the box first, then Check.
error__widget__practice__no_such_button = This puzzle has no answer button “{ $word }”.
# the class test: said by Python to its page
widget__class_test__welcome_back__handed_in = Welcome back, { $name }: your test is handed in.
widget__class_test__welcome_back__one = Welcome back, { $name }: your answer is kept. Carry on with puzzle { $number }.
widget__class_test__welcome_back__many = Welcome back, { $name }: your { $answers } answers are kept. Carry on with puzzle { $number }.
widget__class_test__own_name = Type your own name to start your test.
widget__class_test__kept__next = Your answer to puzzle { $number } is kept: “{ $answer }”. Here is puzzle { $next }.
widget__class_test__kept__all = Your answer to puzzle { $number } is kept: “{ $answer }”. Every puzzle has an answer now: look them over with the numbers above, or finish the test.
widget__class_test__you_answered = You answered “{ $answer }”.
# the class test's repr and picture
widget__class_test__summary__no_code = test, waiting for the class code and the student's name
widget__class_test__summary__no_name = test of class { $code }, { $count } puzzles, waiting for the student's name
widget__class_test__summary__handed_in = test of class { $code }, { $name }: handed in, results not released yet
widget__class_test__summary__finished = test of class { $code }, { $name }: finished, { $right } right of { $count }
widget__class_test__summary__answering = test of class { $code }, { $name }: puzzle { $number }, { $answered } of { $count } answered
widget__class_test__picture__test = Test
widget__class_test__picture__code_and_name = Type your class code and your name in the widget to start.
widget__class_test__picture__title = Test · class { $code }
widget__class_test__picture__title__name = Test · class { $code } · { $name }
widget__class_test__picture__name = Type your name in the widget to start.
widget__class_test__picture__handed_in = Handed in. The results show when your teacher gives the release word.
widget__class_test__picture__finished = Finished: { $right } right of { $count }.
widget__class_test__picture__puzzle = Puzzle { $number } of { $count }: { $kind }
widget__class_test__picture__answered = { $answered } of { $count } answered
widget__class_test__picture__name_of = Test of class { $code }
# what a class test refuses
error__widget__class_test__no_seed = in test mode the class code sets the puzzles and the table: give no seed, rules or progress
error__widget__class_test__taken = This test is already { $name }'s; run the cell again for another student.
error__widget__class_test__code_first = Type the class code your teacher gave you first: a word and four digits, such as olive-4271.
error__widget__class_test__other_class = This test is for class { $code }; run the cell again for another class.
error__widget__class_test__finish_first = Finish the test first: its results come after.
error__widget__class_test__word_first = Type the release word first: your teacher reads it out when everyone has handed in.
error__widget__class_test__not_the_word = That is not this test's release word: type it as your teacher says it, when everyone has finished.
error__widget__class_test__handed_in = Your test is handed in: its puzzles show again with your results, when your teacher gives the release word.
error__widget__class_test__puzzles = This test has puzzles 1 to { $count }.
error__widget__class_test__finished = This test is finished: its answers are marked and can't be changed.
error__widget__class_test__name_first = Type your name first, then Start.
error__widget__class_test__code_and_name_first = Type the class code and your name first, then Start.
error__widget__class_test__no_help = In a test there is no hint or solution until the end: finish the test to see each answer marked, with its solution.
error__widget__class_test__no_next = In a test, go to another puzzle with its number above, or finish the test.

## widgets/retry: The words around a moment tried again at the table (konkan/widgets/retry.py: ``widget.retry.*``) and the practice of the learner's mistakes (``widget.mistakes.*``); what either refuses (``error.retry.outcome``, ``error.widget.mistakes.*``).

# one moment tried again (RetryState)
widget__retry__title = A moment from your game: you are { $name }
widget__retry__status__right = You found a good move. Press { $label } to go on.
widget__retry__status__answer = The better move is marked on the table. Try it, or press { $label } to go on.
widget__retry__solved = You found a good move here already.
widget__retry__button__back = Back to the game
widget__retry__button__next = Next moment
widget__retry__button__finish = Finish
widget__retry__button__done_why = Leave this moment.
widget__retry__button__leave_why = Go back to the game without answering: this moment stays in your review.
widget__retry__no_hint = No hint here: this moment is a question. Try a move; after two misses the answer is shown.
widget__retry__no_new_game = This moment comes from a game already played: it deals no new game.
widget__retry__one_move = This moment is one move: no round follows it here.
widget__retry__not_done = Find a good move first, or miss twice to see the answer.
# the learner's mistakes, practised (Mistakes)
widget__mistakes__noun = practice of your mistakes
widget__mistakes__label = Learn from your mistakes
widget__mistakes__title = Moment { $number } of { $count } to try again today
widget__mistakes__count__one = 1 moment to try again today.
widget__mistakes__count__many = { $count } moments to try again today.
widget__mistakes__none = No mistakes to practise now. Play a round and press Review after it.
widget__mistakes__waiting__one__today = You have 1 saved moment. It is not due yet: it comes back later today. Spacing practice out helps you remember.
widget__mistakes__waiting__one__tomorrow = You have 1 saved moment. It is not due yet: it comes back tomorrow. Spacing practice out helps you remember.
widget__mistakes__waiting__one__days = You have 1 saved moment. It is not due yet: it comes back in { $days } days. Spacing practice out helps you remember.
widget__mistakes__waiting__many__today = You have { $kept } saved moments. None of them is due yet: the next comes back later today. Spacing practice out helps you remember.
widget__mistakes__waiting__many__tomorrow = You have { $kept } saved moments. None of them is due yet: the next comes back tomorrow. Spacing practice out helps you remember.
widget__mistakes__waiting__many__days = You have { $kept } saved moments. None of them is due yet: the next comes back in { $days } days. Spacing practice out helps you remember.
widget__mistakes__none__title = Learn from your mistakes
widget__mistakes__finished = That was the last moment for today. Each one comes back on another day, and a missed one comes back sooner.
widget__mistakes__summary__one = { $due } of { $kept } moment to try again now
widget__mistakes__summary__many = { $due } of { $kept } moments to try again now
widget__mistakes__no_move = There is no moment to try now.
error__retry__outcome = a retry's outcome must be one of { $known }, got { $value }
error__widget__mistakes__book = Mistakes needs the path of a mistakes file or a MistakeBook, got { $value }

## widgets/scoresheet: The score sheet widget's words (konkan/widgets/scoresheet.py, js/src/scoresheet.js).

widget__scoresheet__noun = score sheet
widget__scoresheet__title = Score sheet
widget__scoresheet__how = After each round: the cards each player holds, who went down, who went out and how.
widget__scoresheet__ending__out = Went out
widget__scoresheet__ending__hand = Hand
widget__scoresheet__ending__konkan = Konkan
widget__scoresheet__ending__declared = Declared Konkan
widget__scoresheet__ending__void = Void round
widget__scoresheet__end = The end of the game
widget__scoresheet__form = The round to score
widget__scoresheet__rows = Cards left per player
widget__scoresheet__head__player = Player (name editable)
widget__scoresheet__head__cards = Cards left (e.g. KS 7H JK)
widget__scoresheet__head__read = Read as
widget__scoresheet__head__down = Went down
widget__scoresheet__head__out = Went out
widget__scoresheet__player = Player { $number }
widget__scoresheet__name = Name of player { $number }
widget__scoresheet__name_how = Type a new name, then Enter
widget__scoresheet__none = none
widget__scoresheet__went_down = went down
widget__scoresheet__how_ended = How the round ended
widget__scoresheet__how_it_ended = How it ended:
widget__scoresheet__grid = Cards to add
widget__scoresheet__add = add { $card }
widget__scoresheet__score = Score the round
widget__scoresheet__undo = Undo last round
widget__scoresheet__new_game = New game
widget__scoresheet__new_evening = New evening
widget__scoresheet__grid_for = Or click faces to add them to { $name }'s cards (click in another player's row to change):
widget__scoresheet__cards_left = { $name }: cards left
widget__scoresheet__pick_for = Pick cards for { $name } from the grid
widget__scoresheet__down = { $name } went down
widget__scoresheet__out = { $name } went out
widget__scoresheet__out_of_game = out of the game
widget__scoresheet__no_cards = no cards
widget__scoresheet__score_why = Score the round entered above
widget__scoresheet__standings = Final standings
widget__scoresheet__game_over = Game over
widget__scoresheet__teams = Teams: { $first } and { $third } { $one } · { $second } and { $fourth } { $two }
widget__scoresheet__by_round = Scores by round
widget__scoresheet__round = Round
widget__scoresheet__name_out = { $name } (out)
widget__scoresheet__is_out = { $name } is out of the game
widget__scoresheet__total = Total
widget__scoresheet__why = { $round }: why each line
# What Python says (konkan/widgets/scoresheet.py): refusals, what was saved, the repr, the picture.
widget__scoresheet__error__rules = rules must be konkan Rules, got { $got }
widget__scoresheet__error__players = players={ $players } but the rules say { $rules } players: give one of them.
widget__scoresheet__error__partnership = partnership=True but the rules say players play on their own: give one of them.
widget__scoresheet__error__path = path must be the name of a file, such as 'evening.json', got { $got }
widget__scoresheet__error__file = { $error } It is left as it was: move or rename it, or give this sheet another file name.
widget__scoresheet__error__other_rules = The score sheet { $path } was kept under other rules than the ones given: open it without players or rules, or give another path.
widget__scoresheet__error__other_names = The score sheet { $path } names its players { $names }: open it without names, or give another path.
widget__scoresheet__greet = Enter the round: each player's cards left, who went down, who went out and how.
widget__scoresheet__error__no_file = Say where to save the score sheet: this sheet has no file of its own.
widget__scoresheet__opened__one = Opened { $file }: { $count } round entered.
widget__scoresheet__opened__many = Opened { $file }: { $count } rounds entered.
widget__scoresheet__opened__one__day = Opened { $file }: { $count } round entered, last saved on { $weekday } { $day } { $month }.
widget__scoresheet__opened__many__day = Opened { $file }: { $count } rounds entered, last saved on { $weekday } { $day } { $month }.
widget__scoresheet__weekday__0 = Monday
widget__scoresheet__weekday__1 = Tuesday
widget__scoresheet__weekday__2 = Wednesday
widget__scoresheet__weekday__3 = Thursday
widget__scoresheet__weekday__4 = Friday
widget__scoresheet__weekday__5 = Saturday
widget__scoresheet__weekday__6 = Sunday
widget__scoresheet__month__1 = January
widget__scoresheet__month__2 = February
widget__scoresheet__month__3 = March
widget__scoresheet__month__4 = April
widget__scoresheet__month__5 = May
widget__scoresheet__month__6 = June
widget__scoresheet__month__7 = July
widget__scoresheet__month__8 = August
widget__scoresheet__month__9 = September
widget__scoresheet__month__10 = October
widget__scoresheet__month__11 = November
widget__scoresheet__month__12 = December
widget__scoresheet__saved__empty = Saved to { $file }, with no round entered yet.
widget__scoresheet__saved__round = Saved to { $file } after round { $number }.
widget__scoresheet__saved__void = Saved to { $file } after the void round.
widget__scoresheet__error__seat = There is no seat { $seat }: the sheet has { $players } players (seats 0 to { $last }).
widget__scoresheet__error__out_add = { $name } is out of the game and plays no more rounds (R9).
widget__scoresheet__error__out_finisher = { $name } is out of the game, so did not play this round (R9).
widget__scoresheet__error__ending = A round ends 'out', 'hand', 'konkan', 'declared' or 'void', not { $got }.
widget__scoresheet__renamed = { $old } is now called { $new }.
widget__scoresheet__same_name = { $new } keeps the name { $new }.
widget__scoresheet__scored__void = The void round is on the sheet, unnumbered: round { $number } is dealt again (R2.3).
widget__scoresheet__scored = Round { $number } scored: the sheet below explains each line.
widget__scoresheet__undone__void = The void round taken back: its entries are in the form again, to correct and score.
widget__scoresheet__undone = Round { $number } taken back: its entries are in the form again, to correct and score.
widget__scoresheet__new_game__done = A new game: the sheet is empty, with the same players. Enter round 1 when it is over.
widget__scoresheet__new_game__kept = A new game: the sheet is empty, with the same players. The last one is kept in { $file }. Enter round 1 when it is over.
widget__scoresheet__new_evening__done = A new evening: the sheet is empty, with the same players. Enter round 1 when it is over.
widget__scoresheet__new_evening__kept = A new evening: the sheet is empty, with the same players. Last time's sheet is kept in { $file }. Enter round 1 when it is over.
widget__scoresheet__round_title = Round { $number }
widget__scoresheet__round_title__void = Void round (round { $number } dealt again)
widget__scoresheet__undo__none = There is no round to take back.
widget__scoresheet__undo__void = Take the void round off the sheet and back into the form
widget__scoresheet__undo__round = Take round { $number } off the sheet and back into the form
widget__scoresheet__declare_note = Round { $number } is the last: a Konkan declared in it and put down wins the game, whatever the totals (R8.6).
widget__scoresheet__new_evening_why = Keep this sheet in { $kept } and start an empty one in { $file }
widget__scoresheet__closed = The sheet takes no more rounds. New game starts over with the same players; Undo last round takes the last round back into the form, to correct it.
widget__scoresheet__summary__players = { $count } players
widget__scoresheet__summary__partnership = partnership
widget__scoresheet__summary__rounds__one = { $count } round
widget__scoresheet__summary__rounds__many = { $count } rounds
widget__scoresheet__summary__totals = totals { $totals }
widget__scoresheet__summary__over = over
widget__scoresheet__picture__out = out
widget__scoresheet__picture__teams = Teams: { $first } and { $third } { $one }, { $second } and { $fourth } { $two }
widget__scoresheet__picture__round = Round { $number }:
widget__scoresheet__picture__void = Void round (round { $number } dealt again):

## widgets/shared_table: The shared table's words (``widget.shared_table.*``): a student's card table on the class service (konkan/widgets/shared_table.py, js/src/table_seats.js): the tables and seats to pick from, what the table says at its top, and what it refuses.

# the seat picker (js/src/table_seats.js), sent to the page as templates
widget__shared_table__picker = Tables of class { $code }
widget__shared_table__picker__intro = Pick a free seat to play with your class.
widget__shared_table__picker__none = Your teacher has not opened a table yet. Wait a moment: it shows here.
widget__shared_table__picker__table = Table { $number }
widget__shared_table__picker__round = Round { $number }
widget__shared_table__picker__paused = paused
widget__shared_table__picker__mine = { $name }: your seat. Sit again
widget__shared_table__picker__free = { $name }: free. Sit here
widget__shared_table__picker__taken = { $name }: { $user }
widget__shared_table__picker__away = { $name }: { $user } (away, the computer plays)
widget__shared_table__picker__computer = { $name }: computer
widget__shared_table__picker__refresh = Look again
widget__shared_table__picker__seats = Seats at table { $number }
# at the table
widget__shared_table__leave = Leave the table
widget__shared_table__leave_why = While you are away, the computer plays your seat whenever another student is here
widget__shared_table__title = Table { $number } · { $round }
widget__shared_table__you = you
# what Python says
widget__shared_table__off_hub = There is no class service here (it runs only on a school's hub), so you play class { $code }'s game here, against computer players. Your teacher does not see this table.
widget__shared_table__found = Class { $code } is on your school's class service: pick a seat.
widget__shared_table__sat = You sit as { $name } at table { $number } of class { $code }, on your school's class service.
widget__shared_table__sat__took_over = You sit as { $name } at table { $number } of class { $code }. The computer played { $name } until now, so the moves the log says “You” made before you sat were the computer's.
widget__shared_table__left = You left table { $number }. While you are away, the computer plays your seat whenever another student is at the table. Sit again to play it yourself.
widget__shared_table__away__played = While you were away, the computer played for you: { $moves }
widget__shared_table__log__for_you = the computer, for you
widget__shared_table__last_move__for_you = Last move, played for you by the computer while you were away: { $text }
widget__shared_table__sent = The class service took your move.
widget__shared_table__status__paused = Your teacher paused the tables. Wait for the game to go on.
widget__shared_table__question = Your teacher asks the class about table { $number }: { $sentence }
widget__shared_table__question__elsewhere = Your teacher asks the class about table { $number }, on the projector (not your table): { $sentence }
widget__shared_table__moment = Your teacher asks the class about a moment from a game, shown on the projector: { $sentence }
widget__shared_table__moment__hand = That player's cards (not yours: your own hand is on the table below)
widget__shared_table__moment__top = Top of the discard pile
widget__shared_table__moment__melds = Melds on the table
widget__shared_table__moment__no_melds = No melds on the table yet.
widget__shared_table__moment__best = You answered { $answer }: that was the best move here. { $why }
widget__shared_table__moment__right = You answered { $answer }: a good move, about as good as the best one. { $why }
widget__shared_table__moment__worse = You answered { $answer }. { $reveal }
widget__shared_table__moment__shown = The answer: { $reveal }
widget__shared_table__moment__answered = Your answer, { $answer }, is with your teacher. Wait for the answer.
widget__shared_table__moment__label__discard = discard ah
widget__shared_table__moment__label__take = draw or take
widget__shared_table__moment__help__discard = Type the card to throw away, like discard ah for the A♥.
widget__shared_table__moment__help__take = Type draw to draw from the stock, or take to take the top card of the discard pile.
widget__shared_table__question__label = draw, take, discard 7s…
widget__shared_table__question__form = The table cannot read { $given } as a move. Write the move in short, such as draw, take, discard 7s or meld 7s 8s 9s (letters work for the suits: s, h, d and c).
widget__shared_table__question__button = Send my answer
widget__shared_table__question__answered = Your answer is with your teacher. Wait for the game to go on.
widget__shared_table__question__answered__with = Your answer, “{ $answer }”, is with your teacher. Wait for the game to go on.
widget__shared_table__status__computer = { $name } (computer) to play.
widget__shared_table__error__local = This table is not shared with a class: there are no seats to pick.
widget__shared_table__error__seated = You sit at a table already: leave it first.
widget__shared_table__error__not_seated = Pick a seat at a table first.
widget__shared_table__error__no_table = Class { $code } has no table { $table }.
widget__shared_table__error__shared = At a table shared with your class, the class service plays the computers and deals.
widget__shared_table__error__poll = The table could not hear from the class service ({ $error }: { $detail }). It tries again in a moment.
widget__shared_table__error__link = link must be the class service's calls (a ClassLink), got { $got }
widget__shared_table__error__options = A shared table takes its rules, seats and deal from the class: give only the code.
widget__shared_table__summary = table { $number } of class { $code }, { $name }
widget__shared_table__summary__picking = class { $code }, no seat yet

## widgets/small: The words of the smaller widgets' shared helpers (js/src/small.js): a row of cards to pick, a group of cards, a verdict's box. Every widget sends them to its page.

widget__small__cards = Cards
widget__small__no_cards = No cards.
widget__small__picked = { $card }, picked
widget__small__rule = Rule { $rule }

## widgets/table: The card table's words (konkan/widgets/table.py, js/src/table.js); the lesson draws the same table.

widget__table__noun = table
widget__table__label = Konkan card table
widget__table__controls = Table controls
widget__table__normal_speed = Normal speed
widget__table__faster = Faster
widget__table__pause = Pause
widget__table__play_on = Play on
widget__table__next_turn = Next turn
widget__table__next_turn_why = The computer to play plays its whole turn
widget__table__no_computer = No computer player is to play now.
widget__table__step = Step
widget__table__step_why = Play the next computer move now
# The teaching game (konkan/widgets/teaching_game.py): a clearly bad move taken back.
widget__table__teaching = Teaching game
widget__table__teaching__why = When this is on, a move that clearly costs you points is taken back so you can try again.
widget__table__teaching__thinking = Thinking about your move...
widget__table__teaching__wait = Wait a moment: the table is still thinking about your move.
widget__table__teaching__taken_back = Your move was taken back: it clearly costs you points.
widget__table__teaching__taken_back__again = Your move was taken back again: it clearly costs you points.
widget__table__teaching__again = Try another move.
widget__table__teaching__again__hint = It is marked on the table. Try once more: this time your move is kept, whatever it is.
widget__table__teaching__again__last = Try once more: this time your move is kept, whatever it is.
widget__table__teaching__failed = Your move is kept: the teaching game could not weigh it ({ $error }).
widget__table__teaching__error__table = The teaching game is only for your own table against the computer: not for people sharing one screen, a lesson or the class's shared table.
widget__table__summary__teaching = teaching game
widget__table__side__top = Across the table
widget__table__side__left = On your left
widget__table__side__right = On your right
widget__table__cards__one = { $count } card
widget__table__cards__many = { $count } cards
widget__table__seat = { $name }, { $cards }, not down yet
widget__table__seat__down = { $name }, { $cards }, down
widget__table__seat__turn = { $name }, { $cards }, not down yet, to play
widget__table__seat__down__turn = { $name }, { $cards }, down, to play
widget__table__computer = computer
widget__table__to_play = to play
widget__table__down = down
widget__table__not_down = not down
widget__table__konkan = Konkan!
widget__table__piles = Stock and discard pile
widget__table__stock = Stock, { $cards }: draw
widget__table__stock__empty = Stock, empty
widget__table__empty = empty
widget__table__stock__count = Stock · { $count }
widget__table__pile__empty = Discard pile, empty
widget__table__pile = Discard pile, { $cards }, top { $card }: take it
widget__table__pile__count = Discards · { $count }
widget__table__melds = Melds on the table
widget__table__no_melds = No melds on the table yet.
widget__table__meld = Meld { $number }, { $owner }'s: { $message }
widget__table__points = { $points } pts
widget__table__joker_is = Joker = { $cards }
widget__table__jokers_are = Jokers = { $cards }
widget__table__out = You are out of the game.
widget__table__hand = Your hand · { $cards }
widget__table__hand__named = Your hand ({ $name }) · { $cards }
widget__table__sort_suit = Sort by suit
widget__table__sort_rank = Sort by rank
widget__table__show_hand = Show my hand
widget__table__hand_label = Your hand: arrows move, Space picks a card, Shift with arrows moves it
widget__table__card__picked = { $card }, picked
widget__table__card__hinted = { $card }, hinted
widget__table__card__set_aside = { $card }, set aside
widget__table__no_cards = No cards left in your hand.
widget__table__set_aside = Set aside to go down together:
widget__table__joker_choice = What the joker stands for
widget__table__joker_as = Joker as:
widget__table__joker_stands = The joker stands for the { $card }
widget__table__pick = Pick cards to see what they make.
widget__table__moves = Moves
widget__table__next_round = Next round
widget__table__hint = Hint
widget__table__hint_why = Ask the engine for the best move now
widget__table__ask = Ask the class
widget__table__ask_why = Pause, and ask the class what they would do now
widget__table__question = A question for the class
widget__table__hint_is = Hint:{" "}
widget__table__show_hint = Show the hint
widget__table__then_next_turn = Then press Next turn to see what { $name } does, and why.
widget__table__then_step = Then press Step to see what { $name } does, and why.
widget__table__then_move = Then make the move the class chooses.
widget__table__log = What happened
widget__table__log_list = Log of moves
widget__table__reasons = Show the computers' reasons
widget__table__scores = Score sheet
widget__table__round = Round
widget__table__not_in_round = not in this round
widget__table__total = Total
widget__table__round_line = Round { $number }: { $message }
widget__table__scores_later = Scores appear when a round ends.
widget__table__player = Player
widget__table__this_round = This round
widget__table__why = Why
widget__table__round_over = Round { $number } is over
widget__table__game_over = The game is over
widget__table__standings = Final standings
widget__table__round_result = Round { $number }: { $message }
widget__table__round_result__void = Round { $number } (void): { $message }
widget__table__new_game = New game
widget__table__seed = Seed (leave empty for a new one):
widget__table__seed_example = e.g. { $seed }
widget__table__seed_is = This game's seed: { $seed }
widget__table__last_move = Last move: { $text }
# What Python says (konkan/widgets/table.py): the buttons, the status line, refusals, the repr.
widget__table__error__size = size must be one of { $sizes }, got { $got }
widget__table__error__code = give a class code, or a game, rules or a seed, not both: the code sets the table and its deal
widget__table__error__game = game must be a konkan Game, got { $got }
widget__table__error__opponents = give one opponent per other seat ({ $seats }), got { $got }
widget__table__and = { $first } and { $then }
widget__table__status__won = The game is over: { $winners } won.
widget__table__status__over = The game is over.
widget__table__status__round_over = Round { $number } is over.
widget__table__status__out = You are out of the game: your total passed { $score }. The others play on; you watch, with their hands hidden. { $name } to play.
widget__table__status__computer = { $name } (computer) is playing.
widget__table__status__paused = { $name } (computer) to play: paused; press Step, or Play on.
widget__table__status__paused__projector = { $name } (computer) to play: paused; press Next turn, or Play on.
widget__table__status__pass = { $name } to play: pass the screen, then show your hand.
widget__table__status__draw = Your turn: draw, or take the discard.
widget__table__status__down = Your turn: meld or lay off if you can, then discard.
widget__table__status__go_down = Your turn: go down if you can, then discard.
# Laying off made easy to find (table_state.py: lay_off_help): the status line, a meld that
# takes the picked cards (its label and its word), and the live line until one is pressed.
widget__table__status__lay_off = You can add a card to a meld on the table (R6.1): pick it, then press the meld. Then discard.
widget__table__meld__fits = Meld { $number }, { $owner }'s: { $message } What you picked fits here.
widget__table__fits = Fits here
widget__table__live__fits = { $text } Or press a meld marked Fits here to add it there (R6.1).
widget__table__status__other = { $name } to play.
widget__table__status__title = Round { $number }
widget__table__status__title__of = Round { $number } of { $rounds }
widget__table__no_ask__over = The round is over: there is no move to ask about.
widget__table__no_ask__computer = Asking the class about a computer's move needs every hand open, Table(open=True), so that everyone can see its cards.
widget__table__no_ask__hidden = Show the hand to play first.
widget__table__why__discard = Pick the one card to discard.
widget__table__why__meld = Pick the cards of a meld first.
widget__table__why__lay_off = Pick a card, then choose a meld on the table.
widget__table__why__target = Choose a meld on the table too.
widget__table__error__button = the table has no button { $name }
widget__table__button__draw = Draw
widget__table__button__take = Take the discard
widget__table__button__put_back = Put it back
widget__table__button__meld = Meld
widget__table__button__lay_off = Lay off
widget__table__button__swap = Swap joker
widget__table__button__discard = Discard
widget__table__button__undo = Undo
widget__table__button__declare = Declare Konkan
widget__table__button__stage = Set aside
widget__table__button__unstage = Clear set-aside
widget__table__not_mine__over = The round is over.
widget__table__not_mine__hidden = Show your hand first.
widget__table__not_mine__out = You are out of the game.
widget__table__not_mine__turn = It is not your turn.
widget__table__unstage_why = Put the cards set aside back among the others.
widget__table__stage_why = Pick the cards of a meld to set aside.
widget__table__error__out = You are out of the game, so you hold no hand.
widget__table__error__hidden = Your hand is hidden: show it first.
widget__table__error__not_held = { $cards }: not in your hand, so it can't be picked.
widget__table__error__joker = The joker in the picked cards can't be read as { $card }: pick a meld whose joker has a choice first.
widget__table__error__order = That order does not hold exactly the cards of your hand; the hand stays as it was.
widget__table__error__sort = A hand sorts by 'suit' or by 'rank', not { $got }.
widget__table__error__no_meld = There is no meld { $index } on the table: it has { $count }.
widget__table__error__shown = Your hand is always shown at this table.
widget__table__error__pace = The pace is a wait from 50 to 1000 milliseconds.
widget__table__error__hint = Hints are for your own turn.
widget__table__no_hint = No hint now.
widget__table__ask_question = What would you do now, as { $name }?
widget__table__error__ask_first = Ask the class first; the hint comes after.
widget__table__error__computer__refused = { $name } (computer) could not move, so play is paused: the rules refuse its move: { $error }
widget__table__error__computer__failed = { $name } (computer) could not move, so play is paused: it failed ({ $error }: { $detail })
widget__table__error__not_over = Round { $number } is not over yet.
widget__table__error__game_over = The game is over: there is no next round.
widget__table__error__no_move = The table has no move { $got }.
widget__table__error__turn = It is { $name }'s turn, not yours.
widget__table__error__still_playing = This game is still being played: a new game is dealt once it is over (or run the cell again to start afresh).
widget__table__new_game__seed = A new game is dealt with seed { $seed }: anyone who starts a new game with that seed gets the same deal.
widget__table__new_game__class = Game { $number } of class { $code } is dealt: it is the same deal for everyone in the class who plays the class's game { $number }.
widget__table__dealt = Round { $number } is dealt.
widget__table__summary__hot_seat = people at one screen
widget__table__summary__one = { $name } vs { $count } computer player
widget__table__summary__many = { $name } vs { $count } computer players
widget__table__summary__round = round { $number }
widget__table__summary__round__of = round { $number } of { $rounds }
widget__table__summary__game_over = game over
widget__table__summary__round_over = round over
widget__table__summary__to_play = { $name } to play
widget__table__summary__open = open hands
widget__table__summary__projector = projector size

## widgets/table_review: The Review at the card table (konkan.widgets.table_review): the button, the panel of the round's choices, a moment drawn again on the table, and the better move played on. Its keys start with ``widget.table.review.`` so the table's page (which reads every ``widget.table.`` word) has them.

# the button, the panel
widget__table__review__button = Review this round
widget__table__review__button_why = See each choice of the round, how much it cost, and what was better.
widget__table__review__panel = Review of the round
widget__table__review__close = Close the review
widget__table__review__seats = Review:
widget__table__review__seat__you = You
widget__table__review__title__you = Your choices in round { $number }
widget__table__review__title__other = { $name }'s choices in round { $number }
widget__table__review__progress = Looking at each choice: { $done } of { $total } done.
widget__table__review__progress__start = The computer is getting ready to look at each choice.
widget__table__review__accuracy = Accuracy this round: { $accuracy } out of 100.
widget__table__review__luck__bad = The cards drawn from the stock were worth about { $points } points less than an average draw.
widget__table__review__luck__good = The cards drawn from the stock were worth about { $points } points more than an average draw.
widget__table__review__strip = Every choice of the round, in order
widget__table__review__legend = ★ best move · ✓ good move · ?! slip · ? mistake · ?? big mistake
widget__table__review__moments = The choices that cost the most
widget__table__review__no_moments = No choice clearly cost points, so there is nothing to look at again here.
widget__table__review__played = Played:
widget__table__review__better = Better:
widget__table__review__mark__played = Played
widget__table__review__mark__better = Better
widget__table__review__lost = About { $points } points lost.
widget__table__review__show = Show it on the table
widget__table__review__retry = Try it again
widget__table__review__retry_why = Be asked this moment again: what would you do here?
widget__table__review__book__one = 1 choice that cost points is saved, so practice can ask it again later.
widget__table__review__book__many = { $count } choices that cost points are saved, so practice can ask them again later.
widget__table__review__book__kept = The choices that cost points were saved for practice already.
widget__table__review__book__failed = Your choices that cost points could not be saved for practice ({ $error }).
# each chip of the strip (one per choice)
widget__table__review__symbol__best = ★
widget__table__review__symbol__good = ✓
widget__table__review__symbol__slip = ?!
widget__table__review__symbol__mistake = ?
widget__table__review__symbol__blunder = ??
widget__table__review__chip = Choice { $number }: { $move } { $grade }.
widget__table__review__chip__lost = Choice { $number }: { $move } { $grade }, about { $points } points lost.
widget__table__review__moment = Choice { $number } of { $count }
# what was played, said of any seat
widget__table__review__move__draw = Drew from the stock.
widget__table__review__move__take = Took the { $card } from the discard pile.
widget__table__review__move__take_top = Took the top card of the discard pile.
widget__table__review__move__put_back = Put the card back on the discard pile.
widget__table__review__move__meld = Laid down { $melds }.
widget__table__review__move__lay_off = Added { $cards } to meld { $meld } on the table.
widget__table__review__move__swap = Swapped { $cards } for the joker in meld { $meld }.
widget__table__review__move__discard = Threw away the { $card }.
widget__table__review__move__konkan = Declared Konkan.
widget__table__review__move__undo = Took the last move back.
# a moment on the table
widget__table__review__replay__status = Choice { $number } of { $count }, with the table as { $name } saw it then.
widget__table__review__replay__best = Well played: this was the best move here.
widget__table__review__replay__good = A good move: about as good as the best one here.
widget__table__review__replay__playing = After the better move the computer plays the round on: { $name } to play.
widget__table__review__replay__over = After the better move the round ended like this: { $message }
widget__table__review__replay__play_better = Play the better move
widget__table__review__replay__play_better_why = See the table after the better move, and the round played on from there.
widget__table__review__replay__back = Back to the round's end
widget__table__review__replay__marks = What is marked Played on the table was played then; what is marked Better was the better choice.
# refusals
widget__table__review__error__not_over = A review comes at the end of a round: finish round { $number } first.
widget__table__review__error__shared = A table shared with the class has no review here.
widget__table__review__error__seat = There is no seat { $seat } in this round: pick one of the names shown.
widget__table__review__error__none = Press Review this round first: there is no review yet.
widget__table__review__error__running = The review is still being worked out: wait for it to finish.
widget__table__review__error__no_choice = There is no choice at move { $index } in this review.
widget__table__review__error__not_flagged = Only a choice that cost points can be tried again.
widget__table__review__error__not_replaying = Pick a choice of the review first, to show it on the table.
widget__table__review__error__replaying = The table is showing a moment of the review: press Back to the round's end first.
widget__table__review__error__failed = The review could not be worked out ({ $error }).
widget__table__review__error__computer = { $name } could not play on after the better move ({ $error }).

## widgets/trainer: The opening trainer's words (konkan/widgets/trainer.py, js/src/trainer.js).

widget__trainer__noun = opening trainer
widget__trainer__title = Opening trainer
widget__trainer__groups = Your groups
widget__trainer__no_groups = No groups yet: pick cards, then Make group.
widget__trainer__run = Run · { $points } pts
widget__trainer__set = Set · { $points } pts
widget__trainer__remove = Remove
widget__trainer__remove_why = Put these cards back in the hand
widget__trainer__remove_group = Remove group { $number }: { $cards }
widget__trainer__accepted = Opening accepted: { $points } points
widget__trainer__refused = Opening refused
widget__trainer__best = The best opening: { $points } points
widget__trainer__best_out = The best opening: { $points } points, going out at once
widget__trainer__heading = Opening trainer · hand { $hand }
widget__trainer__tally = Groups: { $points } points; the minimum is { $minimum }
widget__trainer__tally_run = Groups: { $points } points; the minimum is { $minimum }, with a run
widget__trainer__new_hand = New hand
widget__trainer__hand = Your hand
widget__trainer__hand_label = Your hand: cards not in a group
widget__trainer__all_grouped = Every card is in a group.
widget__trainer__tools = Opening
widget__trainer__group = Make group
widget__trainer__submit = Submit opening
widget__trainer__submit_why = Make at least one group first.
widget__trainer__clear = Clear groups
widget__trainer__clear_why = There are no groups.
widget__trainer__picked_run = Picked: a run, { $points } points
widget__trainer__picked_set = Picked: a set, { $points } points
widget__trainer__picked_none = Picked: not a meld
# What Python says (konkan/widgets/trainer.py): refusals, the comparison with the best opening,
# the repr and the picture's words.
widget__trainer__input__hand = hand
widget__trainer__pick_meld = Pick the cards of a meld first.
widget__trainer__hand_size = An opening is decided holding { $size } cards (14 dealt and one drawn); got { $got }.
widget__trainer__no_group = There is no group { $index }: there are { $count }.
widget__trainer__group_first = Make at least one group first: pick its cards, then make a group.
widget__trainer__compare__impossible = No opening was possible in this hand.
widget__trainer__compare__existed = An opening existed: it is shown below.
widget__trainer__compare__yours_out = Yours goes out at once: no opening does better.
widget__trainer__compare__best_out = A better opening existed: it goes out at once.
widget__trainer__compare__better = A better opening existed: { $best } points against your { $mine }.
widget__trainer__compare__as_good = No better opening existed: yours is worth as much as the best.
widget__trainer__not_free__many = { $cards }: not among your ungrouped cards, so it can't be picked.
widget__trainer__not_free = { $card } is not among your ungrouped cards, so it can't be picked.
widget__trainer__pick_then_group = Pick the cards of a meld first, then make a group.
widget__trainer__start = Hand { $hand }: group your cards into melds, then submit your opening.
widget__trainer__summary__one = hand { $hand }, { $cards } cards, { $groups } group
widget__trainer__summary__one__accepted = hand { $hand }, { $cards } cards, { $groups } group, opening accepted
widget__trainer__summary__one__accepted__better = hand { $hand }, { $cards } cards, { $groups } group, opening accepted, a better one existed
widget__trainer__summary__one__refused = hand { $hand }, { $cards } cards, { $groups } group, opening refused
widget__trainer__summary__one__refused__better = hand { $hand }, { $cards } cards, { $groups } group, opening refused, a better one existed
widget__trainer__summary__many = hand { $hand }, { $cards } cards, { $groups } groups
widget__trainer__summary__many__accepted = hand { $hand }, { $cards } cards, { $groups } groups, opening accepted
widget__trainer__summary__many__accepted__better = hand { $hand }, { $cards } cards, { $groups } groups, opening accepted, a better one existed
widget__trainer__summary__many__refused = hand { $hand }, { $cards } cards, { $groups } groups, opening refused
widget__trainer__summary__many__refused__better = hand { $hand }, { $cards } cards, { $groups } groups, opening refused, a better one existed
widget__trainer__picture__hand = Hand { $hand }: cards not in a group
widget__trainer__picture__best = The best opening:
