"""The widgets' words: labels, buttons and what a page shows around the table."""

from __future__ import annotations

WORDS: dict[str, str] = {
    # What a widget shows once its kernel is gone (a restart, a stopped or culled kernel): sent to the
    # page when the widget is made, since nothing can be sent after. {what} names the widget.
    "widget.lost": "This {what} lost its connection: run the cells again (Run ▸ Run All Cells).",
}
