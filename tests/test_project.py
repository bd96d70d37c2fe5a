"""Project files that must agree: the version is written once, in konkan/__init__.py (the package's
metadata reads it from there, the changelog has a section for it), and the ruff of the pre-commit
hook is the ruff `make setup` installs."""

from __future__ import annotations

import importlib.metadata
import re
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
