"""The words every lesson shares (konkan/teaching/lessons/__init__.py): what a try is told around the
engine's sentence, and the sentences on an answer or a move of the wrong form."""

from __future__ import annotations

WORDS: dict[str, str] = {
    # --- a move tried at a step ({said}: what the engine says happened) ------------------------
    "lesson.common.step_done": "This step is done: go on to the next one.",
    "lesson.common.try_over": "This try is over: press Try again to start the step afresh.",
    # the turn ended without reaching the goal ({goal}: the step's goal; {missed}: the lesson's word on why)
    "lesson.common.turn_ended": "{said} That ends your turn, but the goal was: {goal} Press Try again.",
    "lesson.common.turn_ended.missed": "{said} That ends your turn, but the goal was: {goal} {missed} Press Try again.",
    # a move that can't be taken back has made the goal impossible ({blocked}: the engine's sentence on why)
    "lesson.common.blocked": "{said} {blocked} So this try can't reach the goal. Press Try again.",
    "lesson.common.not_yet": "{said} The goal is not reached yet: {goal}",
    # --- a question answered ({explanation}: the engine's sentence on the answer) ----------------------
    "lesson.common.right": "Right! {explanation}",
    "lesson.common.right.done": "Right! {explanation} {done}",
    "lesson.common.wrong": "Not quite. Have another go, or press Hint.",
    "lesson.common.wrong.slip": "Not quite. {slip} Have another go, or press Hint.",
    # a wrong pick among a question's choices: the engine's sentence on it, after the choice's label
    "lesson.common.picked": "You picked {label}: {said}",
    # right choices left out, only counted so the answer is not given away
    "lesson.common.missed_pick.one": "And one more choice is right too.",
    "lesson.common.missed_pick.many": "And {count} more choices are right too.",
    # --- input of the wrong form ({got}: what was given, quoted and cut short) ---------------------
    "lesson.common.error.choice_number": "Answer with the number of a choice, from {low} to {high}; got {value}.",
    "lesson.common.error.one_choice": "Pick exactly one choice.",
    "lesson.common.error.whole_number": "Answer with a whole number, such as 25 or -30; got {got}.",
    "lesson.common.error.move_form": "A move is an Action or its text, such as 'meld 7S 8S 9S'; got {got}.",
    "lesson.common.error.question_not_move": "This step is a question: answer it with answer(...), not with a move.",
    "lesson.common.error.move_not_answer": "This step is played with moves, not answered: use play(...).",
    "lesson.common.error.no_step": "lesson {lesson} has no step {step}; its steps are {steps}",
    "lesson.common.error.no_lesson": "There is no lesson {lesson}. The lessons are: {lessons}.",
    # a progress file that can't be read (set aside, and the stars start afresh: see learner_files)
    "lesson.common.error.progress_file": "not a konkan progress file",
    "lesson.common.error.progress_lesson": "malformed lesson entry",
    "lesson.common.error.progress_step": "malformed step entry",
}
