"""The class test notebook (notebooks/14-class-test.ipynb) as a student meets it: its class table
box runs as it is (a sentence saying what to type) and, with a class code typed in, gives that
class's table; its words are checked for the slips a teacher found."""

from __future__ import annotations

import io
from contextlib import redirect_stdout
from pathlib import Path

import nbformat
from IPython.core.interactiveshell import InteractiveShell

from konkan.widgets import Table

NOTEBOOK = Path(__file__).resolve().parent.parent / "notebooks" / "14-class-test.ipynb"


def cells() -> list[nbformat.NotebookNode]:
    return list(nbformat.read(NOTEBOOK, as_version=4).cells)


def run(source: str) -> tuple[object, str]:
    shell = InteractiveShell.instance()
    out = io.StringIO()
    with redirect_stdout(out):
        result = shell.run_cell(source, store_history=False)
    assert result.error_before_exec is None and result.error_in_exec is None, result
    return result.result, out.getvalue()


def test_the_class_table_box_runs_as_it_is_and_with_a_code_typed_in():
    box = next(c for c in cells() if c.get("id") == "class-table")
    assert box.source.startswith('code = ""')
    # Run All, before the student types anything: no error, a sentence saying what to do.
    shown, printed = run(box.source)
    assert shown is None
    assert printed == "Type your class code between the quotes at the top of this box, then press Shift+Enter.\n"
    # The code typed between the quotes: the class's table (Table is imported in the box itself).
    shown, printed = run(box.source.replace('code = ""', 'code = "lemon-4723"', 1))
    assert isinstance(shown, Table) and "Type your class code" not in printed
    assert shown._class.code == "lemon-4723"


def test_the_notebooks_words_have_no_slip_left():
    text = "\n".join(c.source for c in cells() if c.cell_type == "markdown")
    assert "The grey box are" not in text and "Shift+Enter**: (" not in text
    heading = next(c for c in cells() if c.cell_type == "markdown" and c.source.startswith("## The class table"))
    assert 'code = "olive-4271"' in heading.source
