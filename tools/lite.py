"""Build the JupyterLite site: every notebook, konkan as a wheel, the widgets, and Pyodide itself, in
one folder of static files that runs with no server and no network (`make lite`, into _site/).

Run by `make lite` with .venv-lite's Python (lite/requirements.txt holds the site's pins). Steps:

1. konkan's wheel, built from this checkout (uv build);
2. the wheels the kernel installs beside it: anywidget, ipywidgets and fsrs at the pinned versions, and
   their dependencies at the versions installed in .venv-lite (pure wheels from PyPI);
3. the notebooks, English, Arabic (notebooks/ar/) and French (notebooks/fr/), each with one cell
   added at the top that installs konkan in the browser tab and says so in the notebook's language,
   the kernel's name and language as the Pyodide kernel gives them (so opening a notebook
   leaves it unmodified), and every code cell trusted (so the widgets' stored drawings show before
   Run All); the rule book opens as a formatted page (overrides.json);
4. `jupyter lite build`, with the wheels above served from the site's own pypi/ and PyPI switched off,
   and without JupyterLab's source maps (48 of the site's 87 MiB, there only for debugging JupyterLab);
5. Pyodide from npm, at the version this jupyterlite-pyodide-kernel loads, under static/pyodide/,
   with the pure wheels of the Pyodide packages the kernel loads (micropip, IPython and theirs, and
   fluent.runtime's attrs and pytz) from PyPI, their hashes written into Pyodide's lock (the npm package holds no packages).

Downloads are kept in .lite-cache/, so a second build needs no network.
"""

from __future__ import annotations

import hashlib
import importlib.metadata
import json
import re
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SITE = ROOT / "_site"
CACHE = ROOT / ".lite-cache"
KERNEL_EXTENSION = (
    Path(sys.prefix) / "share" / "jupyter" / "labextensions" / "@jupyterlite" / "pyodide-kernel-extension"
)
# The first cell of every notebook in the site: one line a learner can read (in the notebook's
# language), one that does it.
INSTALL_SAYS = {
    "en": "This puts the card game into this browser tab (a few seconds, the first time).",
    "ar": "هذا يضع لعبة الورق في هذا التبويب من المتصفح (بضع ثوانٍ في المرة الأولى).",
    "fr": "Ceci met le jeu de cartes dans cet onglet du navigateur (quelques secondes, la première fois).",
}
INSTALL_LINE = "%pip install konkan anywidget ipywidgets fsrs"
INSTALL = f"# {INSTALL_SAYS['en']}\n{INSTALL_LINE}"
# The notebooks' languages: English in notebooks/, the others in notebooks/<language>/, each with
# what the front page says in it (the same words as the README's section in that language).
LANGUAGES = ("en", "ar", "fr")
RIGHT_TO_LEFT = ("ar",)
FRONT_PAGE = {
    "en": {"start": "Start with lesson 1", "all": "Everything here", "rules": "rule book"},
    "ar": {"start": "ابدأ بالدرس الأول", "all": "بالعربية", "rules": "كتاب القواعد"},
    "fr": {"start": "Commence par la leçon 1", "all": "En français", "rules": "Le livre des règles"},
}
# Pyodide's own packages the kernel loads at start (jupyterlite-pyodide-kernel's worker: micropip,
# then IPython and jedi through piplite), and what konkan needs from it: fluent.runtime's attrs and
# pytz are Pyodide packages too, which micropip takes from Pyodide's lock, never from the site's
# pypi/ (without their wheels here, the Arabic and French notebooks found no module attr).
PYODIDE_PACKAGES = ("micropip", "packaging", "ipython", "jedi", "traitlets", "typing-extensions", "attrs", "pytz")
# The widgets' wheels besides konkan: pinned in lite/requirements.txt, or (their dependencies) as
# installed here. fsrs (pure Python) schedules the practice of the learner's mistakes; Project Fluent
# (fluent.runtime, fluent.syntax and babel; attrs and pytz come with Pyodide) speaks Arabic and French.
SITE_WHEELS = (
    "anywidget",
    "ipywidgets",
    "psygnal",
    "comm",
    "jupyterlab_widgets",
    "fsrs",
    "fluent.runtime",
    "fluent.syntax",
    "babel",
)


def run(*args: str | Path, **kw: object) -> None:
    subprocess.run([str(a) for a in args], check=True, **kw)  # type: ignore[call-overload]


def pyodide_version() -> str:
    """The Pyodide version this jupyterlite-pyodide-kernel loads: its settings' default pyodideUrl."""
    for path in sorted(KERNEL_EXTENSION.rglob("*.json")):
        m = re.search(
            r"cdn\.jsdelivr\.net/pyodide/v(\d+\.\d+\.\d+)/full/pyodide\.mjs", path.read_text(encoding="utf-8")
        )
        if m:
            return m.group(1)
    raise SystemExit(f"no default pyodideUrl found in {KERNEL_EXTENSION}")


def kernel_language_info() -> dict[str, object]:
    """The ``language_info`` this jupyterlite-pyodide-kernel reports in its kernel_info reply (written in
    its JavaScript: ``version`` "3.8" whatever Python Pyodide runs). JupyterLab writes it into a
    notebook's metadata when the kernel starts: a stored value that differs marks the notebook
    modified as it opens, and a reload then asks "Leave site?"."""
    for path in sorted(KERNEL_EXTENSION.rglob("*.js")):
        m = re.search(
            r"kernelInfoRequest\(\)\{.*?language_info:(\{(?:[^{}]|\{[^{}]*\})*\})", path.read_text(encoding="utf-8")
        )
        if m:
            return json.loads(re.sub(r"([{,])(\w+):", r'\1"\2":', m.group(1)))
    raise SystemExit(f"no kernelInfoRequest's language_info found in {KERNEL_EXTENSION}")


def pyodide_core(version: str) -> Path:
    """Pyodide's npm package, unpacked in the cache."""
    where = CACHE / f"pyodide-{version}"
    if not (where / "package" / "pyodide-lock.json").exists():
        CACHE.mkdir(exist_ok=True)
        run("npm", "pack", "--silent", f"pyodide@{version}", "--pack-destination", CACHE, cwd=CACHE)
        with tarfile.open(CACHE / f"pyodide-{version}.tgz") as tar:
            tar.extractall(where, filter="data")
    return where / "package"


def _norm(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def download(specs: list[str], dest: Path, python: str) -> list[Path]:
    """Pure wheels (for Python ``python``, any platform) of ``specs`` from PyPI, kept in ``dest``."""
    dest.mkdir(parents=True, exist_ok=True)
    run(
        sys.executable,
        "-m",
        "pip",
        "download",
        "-q",
        "--disable-pip-version-check",
        "--no-deps",
        "--only-binary=:all:",
        "--python-version",
        python,
        "--platform",
        "any",
        "--implementation",
        "py",
        "--abi",
        "none",
        "-d",
        dest,
        *specs,
    )
    out = []
    for spec in specs:
        name, version = spec.split("==")
        found = [
            p
            for p in dest.glob("*.whl")
            if _norm(p.name.split("-")[0]) == _norm(name) and p.name.split("-")[1] == version
        ]
        if not found:
            raise SystemExit(f"no pure wheel of {spec} was found on PyPI")
        out.append(found[0])
    return out


def pyodide_wheels(lock: dict) -> dict[str, Path]:
    """The pure wheels of the Pyodide packages the kernel loads, and all they depend on: file name
    in Pyodide's lock -> the wheel from PyPI."""
    packages = {_norm(k): v for k, v in lock["packages"].items()}
    wanted: dict[str, dict] = {}

    def walk(name: str) -> None:
        entry = packages[_norm(name)]
        if _norm(name) not in wanted:
            wanted[_norm(name)] = entry
            for dep in entry.get("depends", []):
                walk(dep)

    for name in PYODIDE_PACKAGES:
        walk(name)
    wheels = download(
        [f"{e['name']}=={e['version']}" for e in wanted.values()], CACHE / "pyodide-wheels", _python(lock)
    )
    return {e["file_name"]: w for e, w in zip(wanted.values(), wheels, strict=True)}


def _python(lock: dict) -> str:
    """The Python Pyodide runs (its lock says "3.14.2"), as pip names it: "3.14"."""
    return ".".join(lock["info"]["python"].split(".")[:2])


def site_wheels(python: str) -> list[Path]:
    """konkan's wheel from this checkout, and the widgets' wheels at the versions installed here."""
    dist = CACHE / "dist"
    shutil.rmtree(dist, ignore_errors=True)
    uv = ROOT / ".venv" / "bin" / "uv"
    run(uv if uv.exists() else "uv", "build", "-q", "--wheel", "--out-dir", dist, ROOT)
    konkan = sorted(dist.glob("konkan-*.whl"))
    return konkan + download(
        [f"{n}=={importlib.metadata.version(n)}" for n in SITE_WHEELS], CACHE / "site-wheels", python
    )


def ascii_svg(svg: str) -> str:
    """``svg`` with every character beyond ASCII (the suits' signs) written as an XML character
    reference (``&#9829;``), the same drawing. JupyterLite hands a picture to the page, and
    JupyterLab an untrusted notebook's stored drawing, through the browser's ``btoa``, which
    refuses any character beyond Latin-1: the lessons' pictures of cards would not show."""
    return svg.encode("ascii", "xmlcharrefreplace").decode("ascii")


def notebooks() -> list[tuple[str, Path]]:
    """Every notebook the site carries, with its language: English (notebooks/*.ipynb) first, then
    Arabic and French (notebooks/ar/, notebooks/fr/), each in the order of their names."""
    found = [("en", p) for p in sorted((ROOT / "notebooks").glob("*.ipynb"))]
    for language in LANGUAGES[1:]:
        found += [(language, p) for p in sorted((ROOT / "notebooks" / language).glob("*.ipynb"))]
    return found


def title(path: Path) -> str:
    """A notebook's title: the first heading of its first cell (the Arabic ones open with a
    ``<div dir="rtl">`` line)."""
    import nbformat

    lines = nbformat.read(path, as_version=4).cells[0].source.splitlines()
    return next(line for line in lines if line.startswith("#")).lstrip("# ").strip()


def contents(dest: Path) -> None:
    """The notebooks as the site serves them: the install cell first; the kernel's name and language as
    JupyterLab writes them when the Pyodide kernel starts, so a notebook opened and left is not
    modified; every code cell trusted, as `make lab` trusts its copies. A browser shows an
    untrusted cell's stored drawing of a widget as its text (``<Lesson 10 "A whole game": …>``);
    JupyterLite has no server to check a notebook's signature, and reads trust from each cell's
    metadata."""
    import nbformat

    language_info = kernel_language_info()
    shutil.rmtree(dest, ignore_errors=True)
    shutil.copytree(
        ROOT / "notebooks",
        dest,
        ignore=shutil.ignore_patterns(
            "*.ipynb", ".ipynb_checkpoints", "class-sheets", "sample-answers", "nbgrader", "our-*.json"
        ),
    )
    for picture in dest.rglob("*.svg"):
        picture.write_text(ascii_svg(picture.read_text(encoding="utf-8")), encoding="ascii")
    for language, path in notebooks():
        nb = nbformat.read(path, as_version=4)
        nb.cells.insert(1, nbformat.v4.new_code_cell(f"# {INSTALL_SAYS[language]}\n{INSTALL_LINE}"))
        for cell in nb.cells:
            if cell.cell_type == "code":
                cell.metadata["trusted"] = True
            for output in cell.get("outputs", []):
                if "image/svg+xml" in output.get("data", {}):
                    output["data"]["image/svg+xml"] = ascii_svg(output["data"]["image/svg+xml"])
        nb.metadata["kernelspec"] = {"display_name": "Python (Pyodide)", "language": "python", "name": "python"}
        nb.metadata["language_info"] = language_info
        nbformat.validate(nb)
        # Written as JSON, not by nbformat.write, which drops every cell's "trusted" as it writes.
        target = dest / path.relative_to(ROOT / "notebooks")
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(json.dumps(nb, indent=1, sort_keys=True, ensure_ascii=False) + "\n", encoding="utf-8")
    # The rule books, which every notebook links as ../docs/rules.md (../../docs/rules.ar.md from
    # notebooks/ar/, ../../docs/rules.fr.md from notebooks/fr/).
    shutil.copytree(ROOT / "docs", dest.parent / "docs", dirs_exist_ok=True)


def landing(dest: Path) -> None:
    """The site's front page (in place of JupyterLite's, which goes straight to the file browser): what
    the site is, a button for lesson 1 in each language (each in its own language, Arabic right to
    left), and a link to each notebook that opens it in JupyterLab, lesson 1 first, by language."""
    import html

    def lab(path: str) -> str:
        return f"lab/index.html?path={html.escape(path)}"

    def attributes(language: str) -> str:
        return f' lang="{language}"' + (' dir="rtl"' if language in RIGHT_TO_LEFT else "")

    def folder(language: str) -> str:
        return "notebooks" if language == "en" else f"notebooks/{language}"

    def book(language: str) -> str:
        return "docs/rules.md" if language == "en" else f"docs/rules.{language}.md"

    starts = [
        f'<a class="start"{attributes(language)} href="{lab(folder(language) + "/01-welcome.ipynb")}">'
        f"{html.escape(FRONT_PAGE[language]['start'])}</a>"
        for language in LANGUAGES
    ]
    sections = []
    for language in LANGUAGES:
        items = [
            f'<li><a href="{lab(path.relative_to(ROOT).as_posix())}">{html.escape(title(path))}</a></li>'
            for spoken, path in notebooks()
            if spoken == language
        ]
        words = FRONT_PAGE[language]
        rules = (
            f'<p>The <a href="{lab(book(language))}">{words["rules"]}</a>.</p>'
            if language == "en"
            else f'<p><a href="{lab(book(language))}">{html.escape(words["rules"])}</a></p>'
        )
        sections.append(
            f"<section{attributes(language)}>\n<h2>{html.escape(words['all'])}</h2>\n<ol>\n"
            + "\n".join(items)
            + f"\n</ol>\n{rules}\n</section>"
        )
    dest.write_text(
        f"""<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Konkan: learn the card game</title>
<!-- The lab pages find the site's root, and its settings, by this element (JupyterLite's own front
page has it too, and sends the browser on to the lab). -->
<script id="jupyter-config-data" type="application/json" data-jupyter-lite-root=".">{{}}</script>
<style>
body {{ font: 18px/1.5 system-ui, sans-serif; max-width: 40em; margin: 2em auto; padding: 0 1em; color: #1b1b1b; }}
h1 {{ color: #1d6b45; }} a {{ color: #0b57d0; }} li {{ margin: 0.3em 0; }}
.starts {{ display: flex; flex-wrap: wrap; gap: 0.6em; }}
.start {{ display: inline-block; background: #1d6b45; color: #fff; padding: 0.5em 1em; border-radius: 6px;
  text-decoration: none; font-size: 1.2em; }}
</style></head>
<body>
<h1>Konkan: learn the card game</h1>
<p>Step-by-step lessons of Konkan, the rummy game, with a real card table to play at. Everything
runs in this browser tab, with no account and nothing to set up: the first grey box of each lesson
loads the game into the tab, from this site.</p>
<p class="starts">
{chr(10).join(starts)}
</p>
<p>A lesson takes about a quarter of a minute to open the first time, while the game loads into the
tab. Your stars and answers are kept in this browser, on this computer.</p>
{chr(10).join(sections)}
</body>
</html>
""",
        encoding="utf-8",
    )


def main() -> int:
    version = pyodide_version()
    core = pyodide_core(version)
    lock = json.loads((core / "pyodide-lock.json").read_text(encoding="utf-8"))
    wheels = site_wheels(_python(lock))
    work = CACHE / "build"
    shutil.rmtree(work, ignore_errors=True)
    contents(work / "contents" / "notebooks")
    # Settings of the site's JupyterLab: the rule book (a Markdown file) opens as a formatted page, not
    # as text to edit.
    (work / "overrides.json").write_text(
        json.dumps(
            {"@jupyterlab/docmanager-extension:plugin": {"defaultViewers": {"markdown": "Markdown Preview"}}}, indent=1
        )
    )
    (work / "jupyter-lite.json").write_text(
        json.dumps(
            {
                "jupyter-lite-schema-version": 0,
                "jupyter-config-data": {
                    "litePluginSettings": {
                        "@jupyterlite/pyodide-kernel-extension:kernel": {
                            "pyodideUrl": "./static/pyodide/pyodide.mjs",
                            "disablePyPIFallback": True,
                        }
                    }
                },
            },
            indent=1,
        )
    )
    shutil.rmtree(SITE, ignore_errors=True)
    run(
        sys.executable,
        "-m",
        "jupyter",
        "lite",
        "build",
        "--no-sourcemaps",
        "--contents",
        work / "contents",
        "--output-dir",
        SITE,
        *[a for w in wheels for a in ("--piplite-wheels", w)],
        cwd=work,
    )
    # Pyodide itself, from the site, with the packages the kernel loads and their hashes.
    static = SITE / "static" / "pyodide"
    static.mkdir(parents=True, exist_ok=True)
    for name in ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide.js"):
        shutil.copy2(core / name, static / name)
    by_file = {e["file_name"]: e for e in lock["packages"].values()}
    for file_name, wheel in pyodide_wheels(lock).items():
        shutil.copy2(wheel, static / file_name)
        by_file[file_name]["sha256"] = hashlib.sha256(wheel.read_bytes()).hexdigest()
    (static / "pyodide-lock.json").write_text(json.dumps(lock), encoding="utf-8")
    landing(SITE / "index.html")
    size = sum(p.stat().st_size for p in SITE.rglob("*") if p.is_file())
    print(
        f"_site/: {size / 2**20:.0f} MiB; Pyodide {version}; serve it from any static web host, or "
        f"`python3 -m http.server -d _site` and open http://localhost:8000/"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
