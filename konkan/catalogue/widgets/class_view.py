"""The words of a class on a school's JupyterHub, as the widgets say them: the teacher's live class
view (``widget.class_view.*``), the class test when its answers go to the class service
(``widget.class_test.hub.*``), and where a learner's stars and levels go besides their files
(``widget.class_progress.*``)."""

from __future__ import annotations

WORDS: dict[str, str] = {
    # --- the teacher's class view: Python's sentences
    "widget.class_view.noun": "class view",
    # one or many students joined (first), one or many tables (second)
    "widget.class_view.summary.one.one": "class {code}: {students} student joined, {tables} table",
    "widget.class_view.summary.one.many": "class {code}: {students} student joined, {tables} tables",
    "widget.class_view.summary.many.one": "class {code}: {students} students joined, {tables} table",
    "widget.class_view.summary.many.many": "class {code}: {students} students joined, {tables} tables",
    "widget.class_view.summary.none": "class {code}: no class service to follow",
    "widget.class_view.no_service": (
        "This notebook does not run on a school hub with konkan's class service, so there is no class to follow "
        "here. On Binder or the site, the class stays in files: see the teacher's guide."
    ),
    # names the page's button widget.class_view.page.resume, word for word
    "widget.class_view.paused": "Every table is paused. Ask the class your question, then press Resume every table.",
    "widget.class_view.resumed": "Every table plays on.",
    "widget.class_view.error.table": (
        "Class {code} has no table {table}: its tables are numbered {numbers}, as this view shows them."
    ),
    "widget.class_view.no_table": "No table is open yet, so there is none to pause or resume.",
    "widget.class_view.released": "The marks are released: each student now sees their own marks and the answers.",
    "widget.class_view.saved": "The results are saved in the file {path}: one row per student, one column per puzzle.",
    "widget.class_view.not_saved": "The results could not be saved in {path}: {error}.",
    "widget.class_view.lost_service": "The class service did not answer, so this view is not up to date: {error}",
    "widget.class_view.mistakes.reviewing": "Reviewing your students' rounds: {bar} {done} of {total}.",
    "widget.class_view.mistakes.done.one": (
        "Reviewed {rounds} round of your students' play: the kinds of mistake below, the most frequent first."
    ),
    "widget.class_view.mistakes.done.many": (
        "Reviewed {rounds} rounds of your students' play: the kinds of mistake below, the most frequent first."
    ),
    "widget.class_view.error.progress": (
        "progress must be something to call with each line of the review's progress, such as print, got {value}"
    ),
    "widget.class_view.mistakes.heading": "The class's most frequent mistakes",
    "widget.class_view.mistakes.moments": (
        "Moments to ask the class about, the costliest first: put one on the projector by its number. "
        "No name goes with it."
    ),
    "widget.class_view.mistakes.no_round": (
        "No round of class {code} is finished yet, so there is nothing to review. Try again after a round."
    ),
    "widget.class_view.error.vote_first": (
        "There is no moment to ask about yet: list your class's mistakes first, then choose a moment by its number."
    ),
    "widget.class_view.error.vote": (
        "There is no moment {n}: the review found {count}, so choose a number from 1 to {count}."
    ),
    "widget.class_view.voted": (
        "The projector asks the class: \u201c{sentence}\u201d Students answer at their table. "
        "When they have, show the answer from this notebook."
    ),
    "widget.class_view.revealed": "The projector shows the answer: {reveal}",
    "widget.class_view.picture.title": "Class {code}",
    "widget.class_view.picture.students.one": "{students} student joined.",
    "widget.class_view.picture.students.many": "{students} students joined.",
    "widget.class_view.picture.answers.one": "{answered} test answer given.",
    "widget.class_view.picture.answers.many": "{answered} test answers given.",
    "widget.class_view.picture.tables.one": "{tables} table open.",
    "widget.class_view.picture.tables.many": "{tables} tables open.",
    "widget.class_view.error.code": (
        'ClassView needs your class code, in quotes, such as ClassView("river-7661"); {got} is not a class code.'
    ),
    # --- the teacher's class view: the page's words
    "widget.class_view.page.title": "Class {code}",
    "widget.class_view.page.live": "Live: this view changes as your students work.",
    "widget.class_view.page.students": "Students",
    "widget.class_view.page.no_students": "No student has joined yet. Give them the class code {code}.",
    "widget.class_view.page.student": "Student",
    "widget.class_view.page.lessons": "Lessons",
    "widget.class_view.page.practice": "Practice",
    "widget.class_view.page.test": "Test",
    "widget.class_view.page.none_yet": "none yet",
    "widget.class_view.page.lesson_chip": "Lesson {number}: {stars} \u2605",
    "widget.class_view.page.lesson_title": "{title}: {done} of {steps} steps done",
    "widget.class_view.page.practice_chip": "{kind}: level {level}",
    "widget.class_view.page.answered_of": "{answered} of {count}",
    "widget.class_view.page.puzzle_answered": "Puzzle {number}: answered",
    "widget.class_view.page.puzzle_not_yet": "Puzzle {number}: not answered yet",
    "widget.class_view.page.tables": "Tables",
    "widget.class_view.page.no_tables": "No table is open yet.",
    "widget.class_view.page.table": "Table {number}",
    "widget.class_view.page.round": "Round {round}",
    "widget.class_view.page.round_over": "Round {round} is over",
    "widget.class_view.page.game_over": "The game is over",
    "widget.class_view.page.paused": "Paused",
    "widget.class_view.page.seat_student": "{seat}: {user}",
    "widget.class_view.page.seat_away": "{seat}: {user} (away, the computer plays)",
    "widget.class_view.page.seat_computer": "{seat}: the computer",
    "widget.class_view.page.score": "{points} points",
    "widget.class_view.page.to_play": "to play",
    "widget.class_view.page.pause": "Pause every table",
    "widget.class_view.page.resume": "Resume every table",
    "widget.class_view.page.release": "Release the marks",
    "widget.class_view.page.released": "Marks released",
    "widget.class_view.page.sure_release": (
        "Release the marks now? Each student then sees their own marks, and no more answers are taken."
    ),
    "widget.class_view.page.yes_release": "Yes, release the marks",
    "widget.class_view.page.not_yet": "Not yet",
    "widget.class_view.page.save": "Save the results (CSV)",
    "widget.class_view.page.actions": "The teacher's buttons",
    # --- the class test on a hub: Python's sentences
    "widget.class_test.hub.on_hub": (
        "This test runs on your school's hub: each answer goes to your teacher as you give it, and no file is written."
    ),
    "widget.class_test.hub.sent.next": (
        "Your answer to puzzle {number} went to your teacher: \u201c{answer}\u201d. Here is puzzle {next}."
    ),
    "widget.class_test.hub.sent.all": (
        "Your answer to puzzle {number} went to your teacher: \u201c{answer}\u201d. That was your last puzzle."
    ),
    "widget.class_test.hub.answered_already": (
        "Your answer to puzzle {number} is with your teacher already, and it can't change."
    ),
    "widget.class_test.hub.welcome_back": "Welcome back, {name}: {answered} of {count} answers are with your teacher.",
    "widget.class_test.hub.closed_before": (
        "Your teacher had already released the marks when you began, so this test is closed: no answer can be given "
        "now. Below are its {count} puzzles with their answers, to look at."
    ),
    "widget.class_test.hub.not_released": "Your teacher has not released the marks yet. Ask again later.",
    "widget.class_test.hub.no_finish": (
        "On the hub there is nothing to hand in: each answer went to your teacher as you gave it."
    ),
    "widget.class_test.hub.no_word": "On the hub, your teacher releases the marks: press Show my marks.",
    "widget.class_test.hub.fixed_test": (
        "On the hub, the test is the one the class code carries: kind, count and level can't be chosen here."
    ),
    "widget.class_test.hub.other_test": "The class service holds another test for class {code} than this notebook.",
    "widget.class_test.hub.summary.no_code": "test on the hub, waiting for the class code",
    "widget.class_test.hub.summary.answering": "test of class {code} on the hub, {name}: {answered} of {count} answered",
    "widget.class_test.hub.summary.sent": "test of class {code} on the hub, {name}: all answered, marks not released yet",
    "widget.class_test.hub.summary.results": "test of class {code} on the hub, {name}: {right} right of {count}",
    # --- the class test on a hub: the page's words
    "widget.class_test.hub.page.start_label": "Start the test",
    "widget.class_test.hub.page.who": "The hub knows who you are: type only your class code.",
    "widget.class_test.hub.page.sent": "Your answer to this puzzle is with your teacher. It can't change.",
    "widget.class_test.hub.page.marks": "Show my marks",
    "widget.class_test.hub.page.waiting": (
        "All {count} answers are with your teacher. Your marks show here once your teacher releases them."
    ),
    "widget.class_test.hub.page.badge_sent": "All answered",
    # --- a learner's stars and levels, reported to the class on a hub
    "widget.class_progress.lesson": "Your stars go to your teacher too, in class {code}.",
    "widget.class_progress.practice": "Your levels go to your teacher too, in class {code}.",
    "widget.class_progress.off_hub.lesson": (
        "There is no class service here (it runs only on a school's hub), so your stars stay on this computer "
        "and your teacher does not see them."
    ),
    "widget.class_progress.off_hub.practice": (
        "You practise class {code}'s puzzles. There is no class service here (it runs only on a school's hub), so "
        "your levels stay on this computer and your teacher does not see them."
    ),
    "widget.class_progress.failed": (
        "Your work is kept on this computer, but the class service did not take it, so your teacher does not see "
        "it: {error}"
    ),
}
