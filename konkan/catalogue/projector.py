"""The words of the projector page the class service serves to a class's teacher (``projector.*``):
the whole class at a glance, one table with every hand open, the pause and resume buttons, and
asking the class what they would do (konkan/classroom/service/projector.py)."""

from __future__ import annotations

WORDS: dict[str, str] = {
    # --- the page
    "projector.title": "Class {code} on the projector",
    "projector.heading": "Class {code}",
    "projector.table_heading": "Class {code}, table {number}",
    "projector.live": "Live: this page changes by itself as your students work.",
    "projector.lost.unknown": "This page lost touch with the class service and tries again by itself.",
    "projector.buttons": "The teacher's buttons",
    "projector.pause": "Pause every table",
    "projector.resume": "Resume every table",
    "projector.all_paused": "Every table is paused.",
    "projector.some_paused": "Some tables are paused.",
    "projector.playing": "Every table is playing.",
    # --- the students
    "projector.students": "Students",
    "projector.no_students": "No student has joined yet. Give them the class code {code}.",
    "projector.student": "Student",
    "projector.lessons": "Lessons",
    "projector.practice": "Practice",
    "projector.test": "Test",
    "projector.none_yet": "none yet",
    "projector.lesson_chip": "Lesson {number}: {stars} \u2605",
    "projector.lesson_title": "{title}: {done} of {steps} steps done",
    "projector.practice_chip": "{kind}: level {level}",
    "projector.answered_of": "{answered} of {count} answered",
    "projector.no_test": "no test",
    "projector.puzzle_answered": "Puzzle {number}: answered",
    "projector.puzzle_not_yet": "Puzzle {number}: not answered yet",
    # --- the tables
    "projector.tables": "Tables",
    "projector.no_tables": "No table is open yet.",
    "projector.table": "Table {number}",
    "projector.round": "Round {round}",
    "projector.round_over": "Round {round} is over",
    "projector.game_over": "The game is over",
    "projector.paused": "Paused",
    "projector.seat_student": "{seat}: {user}",
    "projector.seat_away": "{seat}: {user} (away, the computer plays)",
    "projector.seat_computer": "{seat}: the computer",
    "projector.score": "{points} points",
    "projector.to_play": "to play",
    "projector.show_table": "Show table {number}",
    "projector.choose_table": "Show one table with every hand open:",
    "projector.back": "Back to the whole class",
    "projector.open_hands": "Every hand is open on this page. Show it to the room only when everyone may see every hand.",
    "projector.last_move": "Last move: {sentence}",
    "projector.no_move": "No move yet in this round.",
    "projector.table_gone": "Table {number} is not in class {code}.",
    # --- asking the class: the question, the students' answers, the refusals
    "projector.ask.question": "What would you do now, as {name}?",
    "projector.ask.allowed": "The rules allow {move} here. Your answer is with your teacher.",
    "projector.ask.asked": "You asked the class: \u201c{sentence}\u201d The projector page shows how many gave each move.",
    "projector.ask.refusal.other_table": "Table {table} is not in class {code}.",
    "projector.ask.refusal.not_paused": "Pause every table first, then ask the class.",
    "projector.ask.refusal.round_over": (
        "The round at table {table} is over, so there is no move to ask about. Ask about another table."
    ),
    "projector.ask.refusal.not_to_play": (
        "It is {current}'s turn at table {table}, not {name}'s. Ask what {current} would do now."
    ),
    "projector.ask.refusal.nothing_asked": "Your teacher is not asking class {code} a question now.",
    "projector.ask.refusal.answered": "Your answer to this question is with your teacher already, and it can't change.",
    "projector.ask.refusal.other_seat": "The question is what {name} would do: write a move without a seat number.",
    # --- asking the class: the projector's words
    "projector.ask.heading": "A question for the class",
    "projector.ask.about": "Table {number}, seen by {name}",
    "projector.ask.button": "Ask the class: what would you do now, as {name}?",
    "projector.ask.pause_first": "Pause every table to ask the class what they would do here.",
    "projector.ask.round_over": "This round is over: there is no move to ask about.",
    "projector.ask.hidden": "The other hands stay hidden while the class answers. Resume to show them again.",
    "projector.ask.show": "Show the question",
    "projector.ask.count": "{answers} of {students} students answered.",
    "projector.ask.none": "No answer yet.",
    "projector.ask.move": "Move",
    "projector.ask.students": "Students",
    "projector.ask.verdict": "The rules",
    "projector.ask.ok": "allowed",
    "projector.ask.not_ok": "not allowed ({rule})",
    "projector.ask.not_ok.no_rule": "not allowed",
    # --- a moment of a student's finished round, asked of the class (asking.py): never a name
    "projector.moment.someone": "a player in this class",
    # the seats at a moment, from the moment's seat (a sentence may begin with one: it gets a capital)
    "projector.moment.player": "the player",
    "projector.moment.next": "the next player",
    "projector.moment.before": "the player before",
    "projector.moment.another": "another player",
    "projector.moment.question": "What would you do here?",
    "projector.moment.question.take": "Would you take the {card} or draw?",
    "projector.moment.question.discard": "What would you throw away here?",
    "projector.moment.question.meld": "What would you put down here?",
    "projector.moment.question.lay_off": "Would you add cards to a meld on the table here? Which ones?",
    "projector.moment.question.swap": "Would you swap a card for a joker on the table here?",
    "projector.moment.question.konkan": "Would you declare Konkan here?",
    "projector.moment.cards": "That player's cards: {hand}. The top card of the pile: {top}.",
    "projector.moment.cards.no_pile": "That player's cards: {hand}. The pile is empty.",
    "projector.moment.heading": "A moment from a game in this class",
    "projector.moment.hand": "That player's cards ({count})",
    "projector.moment.top": "Top of the discard pile",
    "projector.moment.no_pile": "The discard pile is empty.",
    "projector.moment.melds": "Melds on the table",
    "projector.moment.no_melds": "No melds on the table yet.",
    "projector.moment.lost": "Points lost",
    "projector.moment.points": "cost about {lost} points",
    "projector.moment.points.none": "cost nothing",
    "projector.moment.lost_means": (
        "Points lost: the computer played the round on from here many times. On average, that move cost the "
        "player this many points more than the best move. In Konkan fewer points is better."
    ),
    "projector.moment.count": "{answers} of {students} students answered. Which move is best stays hidden for now.",
    "projector.moment.right_count": "{answers} of {students} students answered, and {right} chose a right move.",
    "projector.moment.verdict": "Right?",
    "projector.moment.right": "right",
    "projector.moment.worse": "worse",
    "projector.moment.answer": "The answer",
    "projector.moment.how": (
        "Students answer in their notebooks by typing a move, such as draw, take or discard 7s. "
        "When everyone has answered, the teacher shows the answer."
    ),
    "projector.moment.refusal.no_moment": (
        "Class {code} is not being asked about a moment now, so there is no answer to show."
    ),
    "projector.moment.refusal.other_seat": (
        "The question is what that player would do: write a move without a seat number."
    ),
    # The review's sentences about a moment as the class reads them beside "In Konkan fewer points is
    # better": what the move cost, never "worth about N points more" (asking.py, by the review's key).
    "projector.reveal.review.take.go_down.other": (
        "The {card} on the discard pile let {name} go down with {melds}, {total} points. "
        "Drawing from the stock instead cost about {loss} points (R3.3, R5.1)."
    ),
    "projector.reveal.review.take.meld.other": (
        "The {card} on the discard pile made the meld {meld} with {name}'s cards. "
        "Drawing from the stock instead cost about {loss} points (R3.3)."
    ),
    "projector.reveal.review.take.better.other": (
        "{name} drew from the stock. Not taking the {card} from the discard pile cost about {loss} points (R3.3)."
    ),
    "projector.reveal.review.draw.better.other": (
        "{name} took the {card} from the discard pile. Not drawing from the stock cost about {loss} points (R3.3)."
    ),
    "projector.reveal.review.discard.feeds.other": (
        "{name} threw the {card} and fed {next}, who picked up {known} from the discard pile before and can "
        "make a meld with it. Throwing the {better} was safer: the {card} cost about {loss} points (R3.3)."
    ),
    "projector.reveal.review.discard.lays_off.other": (
        "{name} threw the {card}, and {next} is down and can lay it off on a meld on the table. "
        "Throwing it instead of the {better} cost about {loss} points (R6.1)."
    ),
    "projector.reveal.review.discard.better.other": (
        "For {name}, throwing the {card} instead of the {better} cost about {loss} points here (R3.5)."
    ),
    "projector.reveal.review.go_down.missed.other": (
        "For {name}, waiting instead of going down with {melds} cost about {loss} points (R5.1)."
    ),
    "projector.reveal.review.meld.missed.other": (
        "For {name}, not putting down {melds} before the discard cost about {loss} points here (R3.4)."
    ),
    "projector.reveal.review.lay_off.missed.other": (
        "For {name}, not laying off the {cards} on {meld} cost about {loss} points here (R6.1)."
    ),
    "projector.reveal.review.better.other": (
        "For {name}, this move cost about {loss} points more than the best one (R3)."
    ),
    "projector.moment.refusal.drawn": "That player has already drawn: choose a card to throw away.",
    "projector.moment.refusal.starter": (
        "That player began the round with 15 cards, so there is no draw on the first turn: "
        "choose a card to throw away (or put melds down first)."
    ),
    "projector.moment.refusal.not_drawn": "That player has not drawn yet: type draw or take.",
    "projector.moment.refusal.revealed": "The answer to this moment is shown already, so no answer is taken now.",
    "projector.moment.refusal.bad": "That is not a moment from a review of your class's games: {moment}.",
    "projector.moment.refusal.too_big": (
        "That moment is too long to send ({length} characters, at most {limit}). Choose another one."
    ),
    "projector.ask.how": (
        "Students answer in their notebooks by typing a move, such as draw, take or discard 7s (s, h, d, c for the suits)."
    ),
}
