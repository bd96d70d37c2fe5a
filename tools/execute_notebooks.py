"""Execute notebooks in place and store their outputs, ready for nbval to compare.

Usage: python tools/execute_notebooks.py [NOTEBOOK.ipynb ...]
With no arguments, every notebooks/*.ipynb is executed.

Widget state and timing metadata are left out so that re-running a notebook that did
not change leaves the file unchanged.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import nbformat
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parent.parent
KERNEL = "python3"


def execute(path: Path) -> None:
    nb = nbformat.read(path, as_version=4)
    client = NotebookClient(
        nb,
        kernel_name=KERNEL,
        timeout=600,
        store_widget_state=False,
        record_timing=False,
        resources={"metadata": {"path": str(path.parent)}},
    )
    client.execute()
    nb.metadata.pop("widgets", None)
    for cell in nb.cells:
        cell.metadata.pop("execution", None)
    nbformat.validate(nb)
    nbformat.write(nb, path)


def main(argv: list[str]) -> int:
    # Keeps the debugger's "frozen modules" warning off every kernel's stderr.
    os.environ["PYDEVD_DISABLE_FILE_VALIDATION"] = "1"
    paths = [Path(a) for a in argv] or sorted((ROOT / "notebooks").glob("*.ipynb"))
    if not paths:
        print("no notebooks found", file=sys.stderr)
        return 1
    for path in paths:
        print(f"executing {path}", flush=True)
        execute(path.resolve())
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
