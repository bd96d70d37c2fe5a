"""Execute notebooks in place and store their outputs, ready for nbval to compare.

Usage: python tools/execute_notebooks.py [NOTEBOOK.ipynb ...]
With no arguments, every notebooks/*.ipynb is executed.

Widget state and timing metadata are left out, and printed text is stored as one output per
stream, so that re-running a notebook that did not change leaves the file unchanged.

The kernelspec is stored as JupyterLab writes it when the kernel starts (the installed spec's
name, display name and language): a stored notebook whose kernelspec differs, even in the display
name alone, is marked changed (a dirty dot on its tab) the moment it is opened.

A widget's output is stored as its picture alone: the widget-view entry of its display bundle
(a pointer to a live model in the kernel) is dropped, and its SVG and text stay. A notebook opened
before any cell runs has no such model, and a frontend given the pointer shows "model not found"
or "Loading widget..." instead of the picture. A fresh run gets the live widget from the kernel
as before, and nbval, which never compares that entry, still compares the SVG and the text.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

import nbformat
from jupyter_client.kernelspec import KernelSpecManager
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parent.parent
KERNEL = "python3"
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


def merge_streams(nb: nbformat.NotebookNode) -> None:
    """Join each run of printed text (same stream, one after another) into one output: how the
    kernel split it into messages depends on timing, and the stored file should not."""
    for cell in nb.cells:
        merged: list[nbformat.NotebookNode] = []
        for output in cell.get("outputs", []):
            last = merged[-1] if merged else None
            if (
                output.output_type == "stream"
                and last is not None
                and last.output_type == "stream"
                and last.name == output.name
            ):
                last.text += output.text
            else:
                merged.append(output)
        if cell.cell_type == "code":
            cell.outputs = merged


def drop_widget_views(nb: nbformat.NotebookNode) -> None:
    """Keep only what a frontend can show without the kernel: drop every widget-view entry."""
    for cell in nb.cells:
        for output in cell.get("outputs", []):
            output.get("data", {}).pop(WIDGET_VIEW, None)


def kernelspec(name: str = KERNEL) -> dict[str, str]:
    """The notebook metadata JupyterLab writes for kernel ``name`` on connecting to it."""
    spec = KernelSpecManager().get_kernel_spec(name)
    return {"display_name": spec.display_name, "language": spec.language, "name": name}


def store_kernelspec(nb: nbformat.NotebookNode, name: str = KERNEL) -> None:
    """Store the kernelspec as JupyterLab would write it, so opening the notebook changes nothing."""
    nb.metadata["kernelspec"] = kernelspec(name)


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
    drop_widget_views(nb)
    merge_streams(nb)
    for cell in nb.cells:
        cell.metadata.pop("execution", None)
    store_kernelspec(nb)
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
        # A lesson shows the stars kept in the progress file: every notebook is stored as a learner
        # who has done nothing yet sees it, whatever the progress of whoever runs this.
        with tempfile.TemporaryDirectory(prefix="konkan-progress-") as fresh:
            os.environ["KONKAN_PROGRESS"] = str(Path(fresh) / "progress.json")
            execute(path.resolve())
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
