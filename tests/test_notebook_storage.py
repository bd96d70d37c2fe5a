"""How the tutorials are stored and opened: what a learner gets before running anything.

The browser tests (tests/browser/test_notebooks_in_lab.py) check the same things in JupyterLab
and Notebook 7; these checks read the files and run in a second, without a browser.
"""

from __future__ import annotations

import importlib.util
import re
import shutil
import subprocess
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

REPO = Path(__file__).resolve().parent.parent
NOTEBOOKS = sorted((REPO / "notebooks").glob("*.ipynb"))
# The same lessons, practice, score sheet and class notebooks in Arabic and in French.
TRANSLATED = sorted((REPO / "notebooks").glob("??/*.ipynb"))
RULE_BOOK = REPO / "docs" / "rules.md"
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")


def load_tool(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, REPO / "tools" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def read(path: Path) -> Any:
    """The notebook as nbformat reads it (multi-line strings joined)."""
    import nbformat

    return nbformat.read(path, as_version=4)


def outputs(nb: Any) -> list[Any]:
    return [o for cell in nb["cells"] for o in cell.get("outputs", [])]


def test_the_notebooks_are_the_ten_lessons_in_order_then_practice_the_score_sheet_and_the_class_ones():
    assert [p.name[:3] for p in NOTEBOOKS] == [f"{k:02d}-" for k in range(1, 16)]
    assert [p.name for p in NOTEBOOKS[10:]] == [
        "11-practice.ipynb",
        "12-score-sheet.ipynb",
        "13-konkan-for-programmers.ipynb",
        "14-class-test.ipynb",
        "15-teachers-notebook.ipynb",
    ]


def test_each_language_has_every_notebook_but_the_programmers_one():
    english = [p.name for p in NOTEBOOKS if not p.name.startswith("13-")]
    for folder in ("ar", "fr"):
        assert sorted(p.name for p in TRANSLATED if p.parent.name == folder) == english, folder


@pytest.mark.parametrize("path", NOTEBOOKS + TRANSLATED, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_stored_outputs_show_without_a_kernel(path: Path):
    """A widget-view entry points at a live model that a notebook opened unrun does not have;
    the frontend would show "model not found" instead of the stored picture next to it."""
    nb = read(path)
    assert "widgets" not in nb["metadata"]
    for output in outputs(nb):
        data = output.get("data", {})
        assert WIDGET_VIEW not in data, f"{path.name}: an output still points at a live widget model"
        if data:
            assert "text/plain" in data


@pytest.mark.parametrize(
    "name", ["02-melds", "10-a-whole-game", "11-practice", "12-score-sheet", "13-konkan-for-programmers"]
)
def test_widget_notebooks_store_a_picture_of_each_widget(name: str):
    pictures = [o for o in outputs(read(REPO / "notebooks" / f"{name}.ipynb")) if "image/svg+xml" in o.get("data", {})]
    assert pictures, f"{name} stores no SVG picture"
    for output in pictures:
        assert output["data"]["image/svg+xml"].lstrip().startswith("<svg")


def test_storing_drops_only_the_widget_view():
    tool = load_tool("execute_notebooks")
    import nbformat

    nb = nbformat.v4.new_notebook()
    nb.cells.append(nbformat.v4.new_code_cell("Table()"))
    bundle = {WIDGET_VIEW: {"model_id": "abc", "version_major": 2}, "image/svg+xml": "<svg/>", "text/plain": "Table()"}
    nb.cells[0].outputs = [nbformat.v4.new_output("display_data", data=bundle)]
    tool.drop_widget_views(nb)
    assert dict(nb.cells[0].outputs[0].data) == {"image/svg+xml": "<svg/>", "text/plain": "Table()"}


@pytest.mark.parametrize("path", NOTEBOOKS + TRANSLATED, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_every_tutorial_links_the_rule_book(path: Path):
    """The link is relative, so it works wherever the repository is the root: JupyterLab and
    Notebook 7 as `make lab` serves them, Binder and GitHub; and from the learner's copies in
    my-notebooks/, which sit next to notebooks/."""
    nb = read(path)
    links = [link for cell in nb["cells"] if cell["cell_type"] == "markdown" for link in LINK.findall(cell["source"])]
    language = path.parent.name if path in TRANSLATED else ""
    book = RULE_BOOK.with_suffix(f".{language}.md") if language else RULE_BOOK  # the book in its language
    rule_book = [link for link in links if link.split("#")[0].endswith(book.name)]
    assert rule_book, f"{path.name} has no link to the rule book {book.name}"
    lab = load_tool("lab")
    for link in rule_book:
        for folder in (lab.STORED, lab.WORKING):
            assert (REPO / folder / language / link.split("#")[0]).resolve() == book.resolve(), (path, folder, link)


def test_lab_serves_the_repository_and_opens_a_working_copy():
    lab = load_tool("lab")
    command = lab.lab_command(REPO)
    assert f"--ServerApp.root_dir={REPO}" in command
    # The printed address is the default page: it must be the learner's copy of the first tutorial.
    assert f"--LabApp.default_url=/lab/tree/{lab.WORKING}/{lab.FIRST}" in command
    assert (REPO / lab.STORED / lab.FIRST).is_file()


@pytest.mark.parametrize("language", ["ar", "fr"])
def test_lab_opens_the_working_copy_of_lesson_1_in_a_language(language: str):
    lab = load_tool("lab")
    command = lab.lab_command(REPO, language=language)
    assert f"--LabApp.default_url=/lab/tree/{lab.WORKING}/{language}/{lab.FIRST}" in command
    assert (REPO / lab.STORED / language / lab.FIRST).is_file()


@pytest.mark.parametrize(
    ("locale", "opens"),
    [
        ("ar_SA", "my-notebooks/ar/01-welcome.ipynb"),
        ("fr_FR", "my-notebooks/fr/01-welcome.ipynb"),
        ("en", "my-notebooks/01-welcome.ipynb"),
        ("de_DE", "my-notebooks/01-welcome.ipynb"),
        (None, "my-notebooks/01-welcome.ipynb"),
    ],
)
def test_make_lab_opens_lesson_1_in_the_language_jupyterlab_is_set_to(
    locale: str | None, opens: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
):
    """What `make lab` runs: the language chosen in JupyterLab's settings (a language pack's
    Settings > Language) picks the first tutorial; no setting, or one konkan does not speak, English."""
    lab = load_tool("lab")
    monkeypatch.setenv("JUPYTERLAB_SETTINGS_DIR", str(tmp_path))
    if locale is not None:
        setting = tmp_path / "@jupyterlab" / "translation-extension" / "plugin.jupyterlab-settings"
        setting.parent.mkdir(parents=True)
        setting.write_text(f'{{\n    // the language\n    "locale": "{locale}"\n}}\n', encoding="utf-8")
    ran: list[list[str]] = []
    monkeypatch.setattr(lab, "ROOT", tmp_path)
    shutil.copytree(REPO / "notebooks", tmp_path / "notebooks")
    monkeypatch.setattr(lab.subprocess, "run", lambda command, **kw: ran.append(command))
    monkeypatch.setattr(lab.os, "chdir", lambda path: None)

    def become(path: str, command: list[str]) -> None:  # os.execv: the server, in place of this process
        ran.append(command)
        raise SystemExit(0)

    monkeypatch.setattr(lab.os, "execv", become)
    monkeypatch.setattr(lab.subprocess, "call", lambda command: become(command[0], command))
    with pytest.raises(SystemExit):
        lab.main([])
    trust, server = ran
    assert f"--LabApp.default_url=/lab/tree/{opens}" in server
    assert (tmp_path / opens).is_file()
    # Every copy is trusted (the stored pictures show only in a trusted notebook), the translated ones too.
    trusted = {Path(p).relative_to(tmp_path / lab.WORKING).as_posix() for p in trust[trust.index("trust") + 1 :]}
    assert trusted == {p.relative_to(REPO / "notebooks").as_posix() for p in NOTEBOOKS + TRANSLATED}


def test_working_copies_are_made_once_and_never_overwritten(tmp_path: Path):
    lab = load_tool("lab")
    shutil.copytree(REPO / "notebooks", tmp_path / "notebooks")
    first = lab.working_copies(tmp_path)
    # English in my-notebooks/, then Arabic and French in my-notebooks/ar/ and my-notebooks/fr/.
    stored = [p.relative_to(REPO / "notebooks") for p in NOTEBOOKS + TRANSLATED]
    assert [p.relative_to(tmp_path / lab.WORKING) for p in first] == stored
    for copy in first:
        assert copy.read_bytes() == (tmp_path / "notebooks" / copy.relative_to(tmp_path / lab.WORKING)).read_bytes()

    mine = tmp_path / lab.WORKING / lab.FIRST
    mine.write_text("the learner's own work", encoding="utf-8")
    mine_ar = tmp_path / lab.WORKING / "ar" / lab.FIRST
    mine_ar.write_text("عملي أنا", encoding="utf-8")
    (tmp_path / lab.WORKING / NOTEBOOKS[1].name).unlink()
    (tmp_path / lab.WORKING / "fr" / "02-melds.ipynb").unlink()
    again = lab.working_copies(tmp_path)
    # only the deleted ones come back
    assert [p.relative_to(tmp_path / lab.WORKING).as_posix() for p in again] == [NOTEBOOKS[1].name, "fr/02-melds.ipynb"]
    assert mine.read_text(encoding="utf-8") == "the learner's own work"
    assert mine_ar.read_text(encoding="utf-8") == "عملي أنا"


@pytest.mark.parametrize("language", ["ar", "fr"])
def test_the_links_of_the_translated_copies_reach_their_rule_book_and_pictures(language: str, tmp_path: Path):
    """A learner's copies in my-notebooks/ar/ (and fr/) link the rule book in their language,
    docs/rules.ar.md, and their pictures, as the stored ones do: the links resolve to those files."""
    lab = load_tool("lab")
    shutil.copytree(REPO / "notebooks", tmp_path / "notebooks")
    shutil.copytree(REPO / "docs", tmp_path / "docs")
    lab.working_copies(tmp_path)
    copies = sorted((tmp_path / lab.WORKING / language).glob("*.ipynb"))
    assert [p.name for p in copies] == [p.name for p in TRANSLATED if p.parent.name == language]
    book = (tmp_path / "docs" / f"rules.{language}.md").resolve()
    for copy in copies:
        cells = [c["source"] for c in read(copy)["cells"] if c["cell_type"] == "markdown"]
        links = [link.split("#")[0] for text in cells for link in LINK.findall(text)]
        books = [link for link in links if "rules" in link and link.endswith(".md")]
        assert books, f"{copy.name} has no link to the rule book"
        for link in books:
            assert (copy.parent / link).resolve() == book, (copy.name, link)
        pictures = re.findall(r"\]\(([^)\s]+\.svg)\)", "\n".join(cells))
        for link in pictures:
            assert link.startswith(f"../pictures/{language}/"), (copy.name, link)
            assert (copy.parent / link).resolve().is_file(), (copy.name, link)


def test_git_ignores_the_working_copies():
    if shutil.which("git") is None or not (REPO / ".git").exists():
        pytest.fail("these checks need the git checkout", pytrace=False)
    lab = load_tool("lab")
    probe = f"{lab.WORKING}/{lab.FIRST}"
    result = subprocess.run(["git", "check-ignore", "-q", probe], cwd=REPO)
    assert result.returncode == 0, f"{probe} is not ignored by git"
    tracked = subprocess.run(["git", "ls-files", lab.WORKING], cwd=REPO, capture_output=True, text=True, check=True)
    assert tracked.stdout == ""


@pytest.mark.parametrize("path", NOTEBOOKS + TRANSLATED, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_stored_kernelspec_is_the_one_jupyterlab_writes_on_opening(path: Path):
    """JupyterLab writes the running kernel's spec (name, display name, language) into the
    notebook when its kernel starts: a stored spec that differs, if only in its display name
    ("Python 3" for "Python 3 (ipykernel)"), marks the notebook changed before the learner does
    anything (tests/browser/test_notebooks_in_lab.py sees the tab's dirty dot)."""
    tool = load_tool("execute_notebooks")
    assert dict(read(path)["metadata"]["kernelspec"]) == tool.kernelspec()


def test_storing_writes_the_installed_kernelspec():
    tool = load_tool("execute_notebooks")
    import nbformat

    nb = nbformat.v4.new_notebook(
        metadata={"kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"}}
    )
    tool.store_kernelspec(nb)
    from jupyter_client.kernelspec import KernelSpecManager

    installed = KernelSpecManager().get_kernel_spec("python3")
    assert dict(nb.metadata["kernelspec"]) == {
        "display_name": installed.display_name,
        "language": "python",
        "name": "python3",
    }


IN_PAGE_LINK = re.compile(r"\]\(#([^)\s]+)\)")


@pytest.mark.parametrize("path", NOTEBOOKS + TRANSLATED, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_in_page_links_reach_a_heading_jupyterlab_can_follow(path: Path):
    """JupyterLab names each heading by its text, spaces as "-", and follows a link `](#Your-game)` to
    the heading of that name. It compares the name with the link as the browser writes it, every
    character beyond ASCII percent-encoded, so a link to an Arabic or accented heading (`#الدرس`,
    `#La-leçon`) does nothing there (tried in JupyterLab 4.6): the translated notebooks name those
    parts in bold words instead. tests/browser/test_lite_site.py clicks the links that remain."""
    cells = [cell["source"] for cell in read(path)["cells"] if cell["cell_type"] == "markdown"]
    headings = {
        line.lstrip("#").strip().replace(" ", "-")
        for text in cells
        for line in text.splitlines()
        if line.startswith("#")
    }
    for target in IN_PAGE_LINK.findall("\n".join(cells)):
        assert target.isascii(), f"{path.name}: JupyterLab cannot follow the link #{target}"
        assert target in headings, f"{path.name}: the link #{target} names no heading"
