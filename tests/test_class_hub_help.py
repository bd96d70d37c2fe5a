"""`tools/class_hub.py --help` (make hub's tool): every part of the help reads as whole sentences."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

TOOL = Path(__file__).resolve().parents[1] / "tools" / "class_hub.py"


def test_the_hub_tools_help_says_each_thing_whole() -> None:
    done = subprocess.run([sys.executable, str(TOOL), "--help"], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    text = done.stdout
    description = text.split("\n\n")[1]
    assert " ".join(description.split()).endswith("."), description
    options = text.split("options:", 1)[1]
    # each option's help: from its name to the next option (argparse wraps it over lines)
    helps = re.split(r"\n  (?=-)", options)
    for entry in (e for e in helps[1:] if not e.startswith("-h,")):  # argparse's own -h aside
        words = " ".join(entry.split())
        assert words.endswith("."), f"an option's help stops mid-sentence: {words!r}"
