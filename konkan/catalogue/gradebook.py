"""The words of putting a class's test marks into nbgrader's gradebook (``class.gradebook.*``):
:func:`konkan.classroom.nbgrader.to_gradebook` and the command ``konkan-class-service
export-nbgrader``; and what they refuse (``error.class.gradebook.*``). For a teacher: what was
written where, and what to change when it can't be."""

from __future__ import annotations

WORDS: dict[str, str] = {
    # --- what was written (the command prints it)
    "class.gradebook.written.none": (
        "Class {code} has no students yet. The gradebook {gradebook} has the assignment {assignment}, with no marks."
    ),
    "class.gradebook.written.one": (
        "The test marks of the one student of class {code} are in the gradebook {gradebook}, as the assignment "
        "{assignment}. nbgrader export now gives them."
    ),
    "class.gradebook.written.many": (
        "The test marks of the {count} students of class {code} are in the gradebook {gradebook}, as the "
        "assignment {assignment}. nbgrader export now gives them."
    ),
    # --- the command's help
    "class.gradebook.command.title": "instead of running the service",
    "class.gradebook.command.help": "put the test marks of a class into an nbgrader gradebook",
    "class.gradebook.command.description": (
        "Puts the test marks of a class, as the class service marked them, into an nbgrader gradebook: one "
        "submission per student, one point per puzzle answered right. Run it again to bring the marks up to date."
    ),
    "class.gradebook.command.class": "the class's code, such as river-7661",
    "class.gradebook.command.gradebook": (
        "the nbgrader gradebook's address, such as sqlite:////srv/nbgrader/course/gradebook.db, or its file's name"
    ),
    "class.gradebook.command.assignment": "the assignment's name in nbgrader (default: {default})",
    "class.gradebook.command.notebook": "the notebook's name in that assignment (default: {default})",
    "class.gradebook.command.course": "the nbgrader course, for a new assignment (default: the gradebook's own)",
    # --- what is refused; nothing is written then
    "error.class.gradebook.no_nbgrader": (
        "nbgrader is not installed here. Install it where you run this (pip install nbgrader), then try again."
    ),
    "error.class.gradebook.no_alembic": (
        "nbgrader makes a new gradebook with its alembic command, which is not found here. Run this where "
        "nbgrader is installed with its commands, or give a gradebook nbgrader has already made."
    ),
    "error.class.gradebook.results_type": (
        "The results must be the class's results as text, as results_csv gives them, not {results}."
    ),
    "error.class.gradebook.results_header": (
        "These are not a class's results: the first line must name the student, each puzzle, the total and "
        "the time, and it is {line}."
    ),
    "error.class.gradebook.results_row": (
        "Line {line} of the results is not a student's marks (a name, 1, 0 or nothing for each of the {count} "
        "puzzles, the total, then the seconds): {row}. Nothing was written to the gradebook."
    ),
    "error.class.gradebook.name.assignment": (
        "The assignment's name must be a short name, such as {example}, not {name}."
    ),
    "error.class.gradebook.name.notebook": "The notebook's name must be a short name, such as {example}, not {name}.",
    "error.class.gradebook.name.course": "The course's name must be a short name, such as {example}, not {name}.",
    "error.class.gradebook.url_type": (
        "The gradebook must be its address, such as sqlite:///gradebook.db, or a file name, not {gradebook}."
    ),
    "error.class.gradebook.unreadable": (
        "konkan could not open the gradebook {gradebook} ({why}). Check the address: for a file, sqlite:/// "
        "then the file's path, in a folder that exists. Nothing was written."
    ),
    "error.class.gradebook.not_gradebook": (
        "{gradebook} is a database, but not an nbgrader gradebook. Check the address. Nothing was written to it."
    ),
    "error.class.gradebook.no_notebook": (
        "The assignment {assignment} in the gradebook {gradebook} has no notebook called {notebook}. Give the "
        "notebook's name, or another assignment's. Nothing was written."
    ),
    "error.class.gradebook.cells": (
        "The assignment {assignment} in the gradebook {gradebook} does not match the test of this class: its "
        "notebook {notebook} has the graded cells {found} (each with its points), and the test needs check_1 "
        "to check_{count}, one point each. Give another assignment's name, or make this one from the class's "
        "code. Nothing was written."
    ),
    "error.class.gradebook.cells.none": (
        "The assignment {assignment} in the gradebook {gradebook} does not match the test of this class: its "
        "notebook {notebook} has no graded cells, and the test needs check_1 to check_{count}, one point each. "
        "Give another assignment's name, or make this one from the class's code. Nothing was written."
    ),
    "error.class.gradebook.no_db": (
        "There is no class database at {db}. Give the one the class service uses, with --db or KONKAN_CLASS_DB."
    ),
}
