"""Open the tutorials in JupyterLab on the learner's own copies (what `make lab` runs).

Usage: python tools/lab.py [JUPYTER-LAB-OPTION ...]

The tracked notebooks in notebooks/ are the project's stored tutorials (nbval checks them), so play
must never write to them. On first use every notebooks/*.ipynb is copied into my-notebooks/, which
git ignores, and the Arabic and French ones (notebooks/ar/, notebooks/fr/) into my-notebooks/ar/ and
my-notebooks/fr/. JupyterLab opens the copy of the first tutorial in the language JupyterLab is set
to (Settings > Language, with a language pack), English otherwise. A copy that is already there is
never overwritten, so a learner's work survives later runs and `git pull`; deleting a copy brings
back the current tutorial on the next run.

The server's root is the repository itself, not the notebook folder, so a notebook's relative link
to ../docs/rules.md reaches the rule book from notebooks/ and from my-notebooks/ alike (as it does
on Binder and on GitHub, which also start at the repository's root).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

from konkan.catalogue import LANGUAGES
from konkan.catalogue.setting import jupyterlab_language

ROOT = Path(__file__).resolve().parent.parent
STORED = "notebooks"
WORKING = "my-notebooks"
FIRST = "01-welcome.ipynb"
PICTURES = "pictures"  # the drawings the notebooks' text shows (tools/pictures.py), kept up to date in the copies
# The notebooks in another language than English, each in its folder of notebooks/ (notebooks/ar/...).
TRANSLATED = LANGUAGES[1:]


def working_copies(repo: Path) -> list[Path]:
    """Copy each stored notebook of `repo` that has no working copy yet, the English ones into
    my-notebooks/ and those of notebooks/ar/ and notebooks/fr/ into my-notebooks/ar/ and
    my-notebooks/fr/; return the new copies, English first.

    Existing copies are left exactly as they are, whatever they hold."""
    stored = repo / STORED
    working = repo / WORKING
    working.mkdir(exist_ok=True)
    copied = []
    for folder in ("", *TRANSLATED):
        for source in sorted((stored / folder).glob("*.ipynb")):
            target = working / folder / source.name
            if not target.exists():
                target.parent.mkdir(exist_ok=True)
                shutil.copyfile(source, target)
                copied.append(target)
    # The pictures are the engine's drawings, not the learner's work: always the stored ones.
    if (stored / PICTURES).is_dir():
        shutil.copytree(stored / PICTURES, working / PICTURES, dirs_exist_ok=True)
    return copied


def all_working_copies(repo: Path) -> list[Path]:
    """Every notebook in my-notebooks/ and in its language folders (the ones `make lab` trusts)."""
    working = repo / WORKING
    return sorted(working.glob("*.ipynb")) + [p for f in TRANSLATED for p in sorted((working / f).glob("*.ipynb"))]


def first_tutorial(language: str = "en") -> str:
    """The working copy of the first tutorial in ``language``, from the repository's root."""
    return f"{WORKING}/{FIRST}" if language not in TRANSLATED else f"{WORKING}/{language}/{FIRST}"


def lab_command(repo: Path, *options: str, language: str = "en") -> list[str]:
    """The JupyterLab command line: the repository as root, the working copy of the first tutorial in
    ``language`` open.

    The first tutorial is JupyterLab's default page, so the address the server prints (and the one
    the browser is sent to) opens it; a file named on the command line would leave the Launcher."""
    allow_root = ["--allow-root"] if hasattr(os, "getuid") and os.getuid() == 0 else []
    return [
        sys.executable,
        "-m",
        "jupyterlab",
        *allow_root,
        f"--ServerApp.root_dir={repo}",
        f"--LabApp.default_url=/lab/tree/{first_tutorial(language)}",
        *options,
    ]


def main(argv: list[str]) -> int:
    copied = working_copies(ROOT)
    working = all_working_copies(ROOT)
    if copied:
        print(f"Copied {len(copied)} tutorial(s) into {WORKING}/: your own copies, never overwritten.")
    print(f"Working in {ROOT / WORKING} (notebooks/ stays as stored). Stop the server with Ctrl+C.", flush=True)
    # The stored outputs hold SVG drawings, which JupyterLab shows only in trusted notebooks.
    subprocess.run([sys.executable, "-m", "jupyter", "trust", *map(str, working)], check=True)
    # The language JupyterLab is set to (its settings file), else English.
    command = lab_command(ROOT, *argv, language=jupyterlab_language(LANGUAGES))
    os.chdir(ROOT)
    if os.name == "posix":
        # Become the server, so that Ctrl+C reaches it alone and it shuts its kernels down itself.
        os.execv(command[0], command)
    return subprocess.call(command)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
