"""The words around a moment tried again at the table (konkan/widgets/retry.py: ``widget.retry.*``)
and the practice of the learner's mistakes (``widget.mistakes.*``); what either refuses
(``error.retry.outcome``, ``error.widget.mistakes.*``)."""

from __future__ import annotations

WORDS: dict[str, str] = {
    # --- one moment tried again (RetryState) ---
    "widget.retry.title": "A moment from your game: you are {name}",
    "widget.retry.status.right": "You found a good move. Press {label} to go on.",
    "widget.retry.status.answer": "The better move is marked on the table. Try it, or press {label} to go on.",
    "widget.retry.solved": "You found a good move here already.",
    "widget.retry.button.back": "Back to the game",
    "widget.retry.button.next": "Next moment",
    "widget.retry.button.finish": "Finish",
    "widget.retry.button.done_why": "Leave this moment.",
    "widget.retry.button.leave_why": "Go back to the game without answering: this moment stays in your review.",
    "widget.retry.no_hint": "No hint here: this moment is a question. Try a move; after two misses the answer is shown.",
    "widget.retry.no_new_game": "This moment comes from a game already played: it deals no new game.",
    "widget.retry.one_move": "This moment is one move: no round follows it here.",
    "widget.retry.not_done": "Find a good move first, or miss twice to see the answer.",
    # --- the learner's mistakes, practised (Mistakes) ---
    "widget.mistakes.noun": "practice of your mistakes",
    "widget.mistakes.label": "Learn from your mistakes",
    "widget.mistakes.title": "Moment {number} of {count} to try again today",
    "widget.mistakes.count.one": "1 moment to try again today.",
    "widget.mistakes.count.many": "{count} moments to try again today.",
    "widget.mistakes.none": "No mistakes to practise now. Play a round and press Review after it.",
    "widget.mistakes.waiting.one.today": (
        "You have 1 saved moment. It is not due yet: it comes back later today. Spacing practice out helps you remember."
    ),
    "widget.mistakes.waiting.one.tomorrow": (
        "You have 1 saved moment. It is not due yet: it comes back tomorrow. Spacing practice out helps you remember."
    ),
    "widget.mistakes.waiting.one.days": (
        "You have 1 saved moment. It is not due yet: it comes back in {days} days. "
        "Spacing practice out helps you remember."
    ),
    "widget.mistakes.waiting.many.today": (
        "You have {kept} saved moments. None of them is due yet: the next comes back later today. "
        "Spacing practice out helps you remember."
    ),
    "widget.mistakes.waiting.many.tomorrow": (
        "You have {kept} saved moments. None of them is due yet: the next comes back tomorrow. "
        "Spacing practice out helps you remember."
    ),
    "widget.mistakes.waiting.many.days": (
        "You have {kept} saved moments. None of them is due yet: the next comes back in {days} days. "
        "Spacing practice out helps you remember."
    ),
    "widget.mistakes.none.title": "Learn from your mistakes",
    "widget.mistakes.finished": (
        "That was the last moment for today. Each one comes back on another day, and a missed one comes back sooner."
    ),
    "widget.mistakes.summary.one": "{due} of {kept} moment to try again now",
    "widget.mistakes.summary.many": "{due} of {kept} moments to try again now",
    "widget.mistakes.no_move": "There is no moment to try now.",
    "error.retry.outcome": "a retry's outcome must be one of {known}, got {value}",
    "error.widget.mistakes.book": "Mistakes needs the path of a mistakes file or a MistakeBook, got {value}",
}
