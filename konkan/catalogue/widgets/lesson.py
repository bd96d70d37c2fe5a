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
    # What Python says (konkan/widgets/lesson.py): refusals, the status line, the repr, the picture.
    "widget.lesson.error.lesson": (
        "lesson must be a lesson's name (such as 'melds'), its number or a konkan.teaching.lessons.LessonPlan, "
        "got {got}"
    ),
    "widget.lesson.error.progress": "progress must be a file path or a konkan.teaching.lessons.Progress, got {got}",
    "widget.lesson.error.step_range": "step must be from 1 to {count} (this lesson's steps), got {got}",
    "widget.lesson.error.step": "step must be a step's number (1 for the first) or its id, got {got}",
    "widget.lesson.question_no_move": "This step is a question: answer it below; no card is played in it.",
    "widget.lesson.one_round": "A lesson step is a single round: press Next to go on to the next step.",
    "widget.lesson.no_new_game": "A lesson deals no new game: press Try again to start this step afresh.",
    "widget.lesson.button.question": "This step is a question: answer it below.",
    "widget.lesson.button.done": "This step is done: press Next to go on.",
    "widget.lesson.button.failed": "This try is over: press Try again to start the step afresh.",
    "widget.lesson.status.done": "Step done.",
    "widget.lesson.status.failed": "This try is over.",
    "widget.lesson.status.question": "A question: answer it below the table.",
    "widget.lesson.status.goal": "Your turn. The goal: {goal}",
    "widget.lesson.you_play": "You play {name}",
    "widget.lesson.goal_first": "Reach this step's goal first, or choose another step in the strip above.",
    "widget.lesson.last": "That was the last step of this lesson.",
    "widget.lesson.no_step": "This lesson has steps 1 to {count}: there is no step {number}.",
    "widget.lesson.not_a_question": "This step is played with the cards on the table, not answered.",
    "widget.lesson.one_answer": "Answer with the choices picked or with a number, one of the two.",
    "widget.lesson.afresh_done": "Your stars and your practice levels start here, from none.",
    "widget.lesson.afresh_done.kept": (
        "Your stars and your practice levels start here, from none. The ones shown before are kept, for the "
        "learner they belong to, in the folder {folder}: {where}."
    ),
    "widget.lesson.repr": 'Lesson {number} "{title}": step {step} of {count}, {done} of {count} done',
}
