"""Binder: a fresh environment made from binder/ alone runs every notebook to its stored outputs.

Binder (repo2docker) installs ``binder/requirements.txt`` from the repository root, then runs
``binder/postBuild``. This test does the same in a virtual environment that sees nothing of the
development one (no test or lab extras): the one `make test` made beforehand from binder/ alone
(``.venv-binder``) while it is up to date, else one made here. It then has nbval run every notebook in ``notebooks/``
in a kernel of that environment and compare each cell's output with the stored one. A pin that
breaks, a package the lessons need but Binder would not install, a postBuild step that fails or a
stored output that a fresh run no longer gives is caught here, not by a learner. (This is the
suite's one nbval run: the notebooks are run once, in the environment learners get online.)
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from collections import Counter
from pathlib import Path
from xml.etree import ElementTree

import nbformat

REPO = Path(__file__).resolve().parents[1]
WARM_KERNELS = REPO / "tests" / "browser" / "warm_kernels.py"


def _uv() -> str:
    local = Path(sys.executable).parent / "uv"
    found = str(local) if local.exists() else shutil.which("uv")
    assert found, "uv is needed to build the Binder environment (make setup installs it in .venv)"
    return found


def prepared_env(name: str, *made_from: Path) -> Path | None:
    """The environment `make test` makes beforehand in the repository (``.venv-binder``,
    ``.venv-nbgrader``: see the Makefile), if its stamp is newer than every file it is made from;
    else None, and the test builds one of its own in its tmp folder (so pytest alone still works)."""
    env_dir = REPO / name
    stamp = env_dir / ".installed"
    if not stamp.is_file() or not (env_dir / "bin" / "python").exists():
        return None
    return env_dir if stamp.stat().st_mtime >= max(p.stat().st_mtime for p in made_from) else None


# Packages of the development environment that Binder's must not have.
DEVELOPMENT_ONLY = ("pytest", "hypothesis", "mypy", "playwright", "nbval")


def test_a_fresh_environment_from_binder_alone_runs_every_notebook_to_its_stored_outputs(tmp_path: Path) -> None:
    """The English notebooks (the Arabic and French ones: tests/test_binder_languages.py, a file of its
    own so that the suite's two workers share the runs)."""
    check_notebooks_in_binder(tmp_path, ("",))


def check_notebooks_in_binder(tmp_path: Path, folders: tuple[str, ...]) -> None:
    """nbval runs the notebooks of ``folders`` of notebooks/ ("" for notebooks/ itself, "ar" for
    notebooks/ar/) in a kernel of a fresh environment made from binder/ alone, and compares every
    code cell's outputs with the stored ones."""
    work = tmp_path / "repo"
    # A copy of what repo2docker sees: the package, the notebooks and binder/ (not .venv, nor the
    # widgets' build tools: their bundles are committed in konkan/widgets/static/).
    shutil.copytree(
        REPO,
        work,
        ignore=shutil.ignore_patterns(
            ".venv*",
            "_site",
            ".lite-cache",
            ".git",
            "node_modules",
            "my-notebooks",
            "__pycache__",
            ".ipynb_checkpoints",
            ".hypothesis",
            "*.egg-info",
            "our-*.json",
        ),
    )  # the score sheet notebook's evenings, if a developer played one
    # The environment `make test` made from binder/ alone (the repository as `.`), if it is up to date;
    # else one made the same way here, from the copy.
    prepared = prepared_env(".venv-binder", *(REPO / "binder").iterdir(), REPO / "pyproject.toml")
    env_dir = prepared or tmp_path / "binder-env"
    source = REPO if prepared else work
    python = env_dir / "bin" / "python"
    if not prepared:
        uv = _uv()
        subprocess.run([uv, "venv", "-q", "--python", sys.executable, str(env_dir)], check=True)
        subprocess.run(
            [uv, "pip", "install", "-q", "--python", str(python), "-r", "binder/requirements.txt"],
            cwd=work,
            check=True,
        )
    env = {k: v for k, v in os.environ.items() if not k.startswith(("VIRTUAL_ENV", "PYTHONPATH", "JUPYTER"))}
    env.update(
        PATH=f"{env_dir / 'bin'}{os.pathsep}{env.get('PATH', '')}",
        JUPYTER_DATA_DIR=str(tmp_path / "data"),
        JUPYTER_CONFIG_DIR=str(tmp_path / "config"),
        KONKAN_PROGRESS=str(tmp_path / "progress.json"),
        PYDEVD_DISABLE_FILE_VALIDATION="1",
    )
    # The package comes from the repository the environment was made from, as Binder's `-e .` installs
    # it, and nothing of the development environment is there.
    where, *found = subprocess.run(
        [
            str(python),
            "-c",
            "import importlib.util, konkan, sys\n"
            "print(konkan.__file__)\n"
            f"print(*[m for m in {DEVELOPMENT_ONLY!r} if importlib.util.find_spec(m)], sep='\\n')",
        ],
        env=env,
        cwd=tmp_path,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
    assert where.startswith(str(source / "konkan")), where
    assert not found, f"Binder's environment has packages of the development one: {found}"
    subprocess.run(["bash", "binder/postBuild"], cwd=work, env=env, check=True, capture_output=True)
    notebooks = [str(p) for folder in folders for p in sorted((work / "notebooks" / folder).glob("*.ipynb"))]
    assert len(notebooks) >= 14
    # A kernel of the Binder environment, for nbval (which runs here, in the development one): each
    # forked from a process of that environment that has imported ipykernel (not konkan), which
    # halves what a kernel costs to start (tests/browser/warm_kernels.py).
    warm_socket = tmp_path / "warm.sock"
    warm = subprocess.Popen(
        [str(python), str(WARM_KERNELS), "serve", str(warm_socket), "--without-konkan"],
        cwd=tmp_path,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    try:
        ready = warm.stdout.readline() if warm.stdout else ""
        assert ready.strip() == "ready", f"the warm kernel process did not start: {ready}"
        spec = tmp_path / "data" / "kernels" / "konkan-binder"
        spec.mkdir(parents=True)
        (spec / "kernel.json").write_text(
            json.dumps(
                {
                    "argv": [
                        sys.executable,
                        "-S",
                        str(WARM_KERNELS),
                        "launch",
                        str(warm_socket),
                        "-f",
                        "{connection_file}",
                    ],
                    "display_name": "Python 3 (Binder's environment)",
                    "language": "python",
                }
            )
        )
        report = tmp_path / "nbval.xml"
        done = subprocess.run(
            [
                sys.executable,
                "-m",
                "pytest",
                "-q",
                "-p",
                "no:cacheprovider",
                "-p",
                "no:xdist",
                "-p",
                "no:playwright",
                "-p",
                "no:base_url",
                "--color=no",
                f"--rootdir={work}",
                "--nbval",
                "--nbval-kernel-name",
                "konkan-binder",
                "--nbval-sanitize-with",
                str(REPO / "tests" / "nbval_sanitize.cfg"),
                f"--junit-xml={report}",
                *notebooks,
            ],
            cwd=work,
            env=env,
            capture_output=True,
            text=True,
        )
    finally:
        warm.kill()
        warm.wait()
    assert done.returncode == 0, done.stdout[-6000:] + done.stderr[-2000:]
    # Every code cell of every notebook was compared (JUnit names nbval's items "Cell <n>", of the class
    # "notebooks.<notebook>").
    cases = ElementTree.parse(report).getroot().iter("testcase")
    compared = Counter(case.get("classname", "") for case in cases if case.get("name", "").startswith("Cell "))
    for path in map(Path, notebooks):
        cells = sum(c.cell_type == "code" for c in nbformat.read(path, as_version=4).cells)
        name = ".".join(path.relative_to(work).with_suffix("").parts) + ".ipynb"  # nbval's class name
        assert compared[name] == cells, f"{name}: {compared[name]} of {cells} code cells compared ({compared})"


def test_the_readme_badge_opens_lesson_1_of_this_repository_in_jupyterlab() -> None:
    import re

    # Read as text: tomllib is Python 3.11's, and the project supports 3.10.
    found = re.search(r'^Repository = "([^"]+)"$', (REPO / "pyproject.toml").read_text(), flags=re.MULTILINE)
    assert found, "pyproject.toml names no Repository URL"
    repo_url = found.group(1)
    owner_repo = repo_url.removeprefix("https://github.com/").strip("/")
    badges = re.findall(
        r"\[!\[[^\]]*\]\(https://mybinder\.org/badge_logo\.svg\)\]\(([^)]+)\)",
        (REPO / "README.md").read_text(encoding="utf-8"),
    )
    assert badges, "the README has no Binder badge"
    opened = []
    for url in badges:
        m = re.fullmatch(r"https://mybinder\.org/v2/gh/([^/]+/[^/]+)/HEAD\?urlpath=lab/tree/(.+\.ipynb)", url)
        assert m, f"{url} is not a Binder link that opens a notebook in JupyterLab"
        assert m.group(1) == owner_repo, f"the badge opens {m.group(1)}, but the repository is {owner_repo}"
        assert (REPO / m.group(2)).is_file(), f"the badge opens {m.group(2)}, which does not exist"
        assert re.fullmatch(r"notebooks/((ar|fr)/)?01-[^/]+", m.group(2)), (
            f"{m.group(2)}: a badge should open a lesson 1"
        )
        opened.append(m.group(2).rsplit("/", 1)[0])
    # Lesson 1 in English at the top, and in Arabic and in French in their sections.
    assert opened == ["notebooks", "notebooks/ar", "notebooks/fr"], opened
