"""The class service's words (``service.*``): what it refuses and why, each refusal keyed by its
reason code (``service.refusal.<code>``), the results' columns for a gradebook, and what is wrong
with a database address (konkan/classroom/service/)."""

from __future__ import annotations

WORDS: dict[str, str] = {
    # --- who asks (the hub says it)
    "service.refusal.bad_caller": "The class service could not tell who you are. Open the page again from the hub.",
    "service.refusal.teachers_only": (
        "Only a teacher can do that. The hub's administrator puts teachers in the hub's group of teachers."
    ),
    "service.refusal.not_the_teacher": "Only the teacher of class {code} can do that.",
    # --- classes
    # {code} is the code quoted as it was typed, whole (with its test's digits, if any)
    "service.refusal.no_such_class": "No class on this hub has the code {code}. Check the code with your teacher.",
    "service.refusal.no_such_class.teacher": (
        "No class on this hub has the code {code}. Check the code you were given when you made the class."
    ),
    "service.refusal.bad_players": "A class has 2 to 5 players; you asked for {players}.",
    "service.refusal.bad_class_seed": "A class's number is a whole number from 0 to {top}; you asked for {seed}.",
    "service.refusal.bad_partners.class": "Partners play in a class of 4 players only; you asked for {players}.",
    "service.refusal.class_taken": "Class {code} is on this hub already. Choose another class number.",
    "service.refusal.own_class": "You teach class {code}, so you cannot join it as a student.",
    "service.refusal.not_a_member": "You have not joined class {code}. Join it with its code first.",
    "service.refusal.too_long": "{value} is too long. At most {limit} characters fit here.",
    # --- tables and seats
    "service.refusal.bad_table": "{table} is not the number of a table.",
    "service.refusal.no_such_table": "There is no table {table} on this hub.",
    "service.refusal.other_class": "Table {table} belongs to a class you are not in.",
    "service.refusal.bad_seats": "A table has 2 to 5 seats, and {seats} is not one of those.",
    "service.refusal.bad_seats.class": (
        "Class {code} is set up for {players} players, so its tables have 2 to {players} seats; you asked for {seats}."
    ),
    "service.refusal.bad_seats.class_of_two": (
        "Class {code} is set up for 2 players, so its tables have 2 seats; you asked for {seats}."
    ),
    "service.refusal.bad_partners": "Partners play at a table of 4 seats only, and this table has {seats}.",
    "service.refusal.bad_partners.type": "Partners or not is a yes or a no, and {partners} is neither.",
    "service.refusal.bad_level": "The computer plays at one of these levels: {levels}. {level} is not one of them.",
    "service.refusal.bad_seat": "Table {table} has seats 0 to {top}, and {seat} is not one of them.",
    "service.refusal.seat_taken": "{name} at table {table} is taken. Choose a free seat.",
    "service.refusal.table_full": "Every seat at table {table} is taken.",
    "service.refusal.seated_elsewhere": (
        "You have a seat at table {table} already. Leave it for good before you sit at another table."
    ),
    "service.refusal.not_seated": "You have no seat at table {table}. Sit down first.",
    "service.refusal.away": "You left table {table}. Sit down at it again to play.",
    # --- moves
    "service.refusal.not_your_seat": "That move is for seat {seat}, and yours is seat {mine}. You move for your own seat only.",
    "service.refusal.paused": "Your teacher has paused the game. Wait until it goes on.",
    "service.refusal.out_of_game": "You are out of this game, so you make no more moves. The others play on.",
    "service.refusal.action_too_long": "That move is {length} characters long, and a move is at most {limit}.",
    "service.refusal.malformed_action.type": "A move is written as text, such as draw. {action} is not text.",
    "service.refusal.round_not_over": "Round {number} is still being played. The next round starts once it is over.",
    "service.refusal.game_over": "This game is over, so there is no next round.",
    # --- the class test
    "service.refusal.answer_too_long": "That answer is {length} characters long, and an answer is at most {limit}.",
    "service.refusal.already_answered": (
        "You have answered puzzle {number} already. Your first answer is the one that counts."
    ),
    "service.refusal.test_released": "The marks of this test are out, so it takes no more answers.",
    # --- progress reports
    "service.refusal.bad_progress.kind": "A progress report is about a lesson or practice, not {kind}.",
    "service.refusal.bad_progress.lesson": "{report} is not a lesson and one of its steps, such as {example}.",
    "service.refusal.bad_progress.practice": "{report} is not a kind of puzzle. The kinds are {kinds}.",
    "service.refusal.bad_progress.stars": "{value} is not a number of stars. A step earns 0 to 3 stars.",
    "service.refusal.bad_progress.level": "{value} is not a practice level. The levels are 1 to 3.",
    # --- the results, for a gradebook (the columns of the CSV file)
    "service.csv.student": "Student",
    "service.csv.total": "Total",
    "service.csv.seconds": "Time spent (seconds)",
    # --- the database (the hub administrator's words)
    "service.store.url": (
        "{url} is not a database address the class service can use. Give a SQLAlchemy address such as {examples}."
    ),
    "service.store.driver": (
        "The class service needs the package {driver} for {url}, and this Python does not have it. "
        "Konkan's class extra installs psycopg, for postgresql+psycopg addresses."
    ),
    "service.store.unreachable": "The class service could not open its database at {url}. The database said: {why}",
}
