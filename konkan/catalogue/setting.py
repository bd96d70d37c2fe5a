"""The language JupyterLab is set to (Settings > Language, which a language pack adds), read from
its settings file: the language konkan speaks when nothing else chooses one."""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

# Where JupyterLab keeps the language chosen, below its user settings folder.
LANGUAGE_SETTING = Path("@jupyterlab", "translation-extension", "plugin.jupyterlab-settings")


def settings_folder() -> Path:
    """JupyterLab's user settings folder: $JUPYTERLAB_SETTINGS_DIR, else lab/user-settings in
    Jupyter's configuration folder ($JUPYTER_CONFIG_DIR, else ~/.jupyter)."""
    if os.environ.get("JUPYTERLAB_SETTINGS_DIR"):
        return Path(os.environ["JUPYTERLAB_SETTINGS_DIR"])
    config = os.environ.get("JUPYTER_CONFIG_DIR") or Path.home() / ".jupyter"
    return Path(config) / "lab" / "user-settings"


def jupyterlab_language(known: tuple[str, ...]) -> str:
    """The first of ``known`` (the first being the fallback) that JupyterLab's language setting
    names ("ar_SA" names "ar"), else ``known[0]``. A missing or unreadable file means no setting."""
    try:
        text = (settings_folder() / LANGUAGE_SETTING).read_text(encoding="utf-8")
        # The file is JSON with // comments (JSON5 as JupyterLab writes it).
        setting = json.loads(re.sub(r"(?m)^\s*//.*$", "", text))
        locale = str(setting.get("locale", ""))
    except (OSError, ValueError, AttributeError):
        return known[0]
    spoken = locale.replace("-", "_").split("_")[0].lower()
    return spoken if spoken in known else known[0]
