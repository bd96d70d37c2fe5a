"""The lesson widget's words (konkan/widgets/lesson.py, js/src/lesson.js); its table's are the table's."""

from __future__ import annotations

WORDS: dict[str, str] = {
    "widget.lesson.noun": "lesson",
    "widget.lesson.label": "Konkan lesson",
    "widget.lesson.stars.none": "not done yet",
    "widget.lesson.stars.one": "{count} star",
    "widget.lesson.stars.many": "{count} stars",
    "widget.lesson.not_mine": "Not your stars? ",
    "widget.lesson.afresh": "Start afresh",
    "widget.lesson.afresh_ask": (
        "Start afresh? The stars shown, and the practice levels, are kept aside for the learner they "
        "belong to, and yours start from none. "
    ),
    "widget.lesson.afresh_yes": "Yes, start afresh",
    "widget.lesson.afresh_no": "No, they are mine",
    "widget.lesson.steps": "Steps of this lesson",
    "widget.lesson.step_label": "Step {number}, {title}, {stars}",
    "widget.lesson.title": "Lesson {number}: {title}",
    "widget.lesson.complete": "Lesson complete: every step done",
    "widget.lesson.done": "{done} of {count} steps done",
    "widget.lesson.step_name": "Step {number} of {count}: {title}",
    "widget.lesson.question": "Question: {prompt}",
    "widget.lesson.your_answer": "Your answer:",
    "widget.lesson.check": "Check",
    "widget.lesson.choices.many": "Choices: pick every right one",
    "widget.lesson.choices.one": "Choices: pick one",
    "widget.lesson.check_why": "Check your answer",
    "widget.lesson.pick_first": "Pick a choice first.",
    "widget.lesson.earned": "{stars} for this step",
    "widget.lesson.hint_is": "Hint: ",
    "widget.lesson.solution": "Solution",
    "widget.lesson.controls": "Lesson",
    "widget.lesson.hint": "Hint",
    "widget.lesson.show_solution": "Show solution",
    "widget.lesson.retry": "Try again",
    "widget.lesson.retry_why": "Start this step afresh",
    "widget.lesson.next": "Next",
    "widget.lesson.next_step": "Next step",
    "widget.lesson.last_step": "This is the lesson's last step.",
    "widget.lesson.next_why": "Go on to the next step",
    "widget.lesson.reach_goal": "Reach the goal first.",
}
