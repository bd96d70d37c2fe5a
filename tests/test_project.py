"""Project files that must agree: the version is written once, in konkan/__init__.py (the package's
metadata reads it from there, the changelog has a section for it), and the ruff of the pre-commit
hook is the ruff `make setup` installs."""

from __future__ import annotations

import importlib.metadata
import re
import subprocess
import sys
from pathlib import Path

import konkan

REPO = Path(__file__).resolve().parents[1]


def test_pyproject_reads_the_version_from_the_package() -> None:
    text = (REPO / "pyproject.toml").read_text(encoding="utf-8")
    project = text.split("[project]", 1)[1].split("\n[", 1)[0]
    assert not re.search(r"^version\s*=", project, flags=re.MULTILINE), "pyproject.toml writes the version again"
    assert re.search(r'^dynamic = \[.*"version".*\]', project, flags=re.MULTILINE)
    assert '[tool.hatch.version]\npath = "konkan/__init__.py"' in text


def test_the_installed_metadata_agrees_with_konkan_version() -> None:
    assert importlib.metadata.version("konkan") == konkan.__version__


def test_the_changelog_has_a_section_for_this_version() -> None:
    changelog = (REPO / "CHANGELOG.md").read_text(encoding="utf-8")
    assert "\n## Unreleased\n" in changelog
    assert re.search(rf"^## {re.escape(konkan.__version__)} \(", changelog, flags=re.MULTILINE)


def test_the_pre_commit_hook_runs_the_ruff_make_setup_installs() -> None:
    ruff = importlib.metadata.version("ruff")
    config = (REPO / ".pre-commit-config.yaml").read_text(encoding="utf-8")
    revs = re.findall(r"repo: https://github.com/astral-sh/ruff-pre-commit\n\s+rev: v(\S+)", config)
    assert revs == [ruff], f"the hook pins ruff {revs}, make setup installs {ruff}"
    assert f'"ruff=={ruff}"' in (REPO / "pyproject.toml").read_text(encoding="utf-8")


# Files of this project's own that must never point outside it: no machine's path, no notes kept
# beside the repository. (Spelled in pieces, so that this file does not name them itself.)
OUTSIDE = re.compile(
    r"\b(?:RULES|TESTING|WIDGETS|STYLE|ANCHORS)\.md\b|/" + "work/|\\.\\./" + "shared\\b|/home/\\w|/Users/\\w"
)
TEXT = (
    ".py",
    ".md",
    ".txt",
    ".toml",
    ".cfg",
    ".yml",
    ".yaml",
    ".js",
    ".css",
    ".ipynb",
    ".json",
    "Makefile",
    "run",
    "postBuild",
)
SKIP = {
    ".git",
    ".venv",
    ".venv-lite",
    ".venv-binder",
    ".venv-nbgrader",
    "_site",
    ".lite-cache",
    "my-notebooks",
    "node_modules",
    "__pycache__",
    ".hypothesis",
    ".pytest_cache",
    "artifacts",
    ".hub",  # make hub's hub, its homes and databases (ignored by git)
}


def _project_files() -> list[Path]:
    """The project's text files: what git tracks, and new files it does not ignore, so whatever
    a run leaves behind (virtual environments, a hub's homes, built sites) is never read. Outside
    a git checkout (an unpacked copy), every folder but the SKIP ones."""
    try:
        listed = subprocess.run(
            ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
            cwd=REPO,
            capture_output=True,
            check=True,
        ).stdout.decode("utf-8")
    except (OSError, subprocess.CalledProcessError):
        return _walked_files()
    files = {REPO / name for name in listed.split("\0") if name}
    return sorted(path for path in files if path.name.endswith(TEXT) and path.is_file())


def _walked_files() -> list[Path]:
    found = []
    stack = [REPO]
    while stack:
        folder = stack.pop()
        for path in folder.iterdir():
            if path.is_dir():
                if path.name not in SKIP and not path.name.endswith(".egg-info"):
                    stack.append(path)
            elif path.name.endswith(TEXT):
                found.append(path)
    return sorted(found)


def test_the_project_files_are_listed_by_git_and_leave_out_what_a_run_leaves_behind() -> None:
    files = _project_files()
    names = {path.relative_to(REPO).as_posix() for path in files}
    assert {"README.md", "pyproject.toml", "konkan/round.py", "notebooks/01-welcome.ipynb"} <= names
    assert not [name for name in names if name.startswith((".venv", ".hub/", "_site/")) or "/node_modules/" in name]
    assert files == [path for path in _walked_files() if path in set(files)]


def test_nothing_names_a_file_outside_the_repository_or_a_machine_path() -> None:
    named = []
    for path in _project_files():
        for n, line in enumerate(path.read_text(encoding="utf-8", errors="replace").splitlines(), 1):
            m = OUTSIDE.search(line)
            if m:
                named.append(f"{path.relative_to(REPO)}:{n}: {m.group(0)}")
    assert not named, "point these at docs/rules.md or docs/testing.md instead:\n" + "\n".join(named)


LINK = re.compile(r"\]\(([^)\s]+)\)")


def _anchors(page: Path) -> set[str]:
    """The anchors GitHub gives a Markdown page's headings."""
    out = set()
    for line in page.read_text(encoding="utf-8").splitlines():
        if line.startswith("#"):
            title = line.lstrip("#").strip().lower()
            out.add(re.sub(r"[^\w\- ]", "", title).replace(" ", "-"))
    return out


def test_the_project_pages_link_only_to_what_is_there() -> None:
    pages = [REPO / name for name in ("README.md", "CONTRIBUTING.md", "CHANGELOG.md")]
    pages += sorted((REPO / "docs").glob("*.md"))
    broken = []
    for page in pages:
        for target in LINK.findall(page.read_text(encoding="utf-8")):
            if re.match(r"[a-z]+:", target):
                continue  # a web address
            path, _, anchor = target.partition("#")
            where = (page.parent / path).resolve() if path else page
            if not where.exists():
                broken.append(f"{page.relative_to(REPO)}: {target} (no such file)")
            elif anchor and where.suffix == ".md" and anchor not in _anchors(where):
                broken.append(f"{page.relative_to(REPO)}: {target} (no such heading)")
    assert not broken, "\n".join(broken)


def test_import_konkan_loads_the_engine_alone_and_offers_the_rest_when_used():
    # In a fresh process: the names of the layers above come only when first used (konkan/lazy.py).
    code = (
        "import sys, konkan\n"
        "above = lambda: sorted(m for m in sys.modules if m.split('.')[1:2] in (['play'], ['teaching'], ['classroom'], ['widgets']))\n"
        "print(above())\n"
        "konkan.hints; print(above())\n"
        "print('simulate' in dir(konkan))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.splitlines()
    assert out[0] == "[]"
    assert "konkan.play.hints" in out[1] and "konkan.classroom" not in out[1]
    assert out[2] == "True"
