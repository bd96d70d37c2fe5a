"""Draw the pictures the lesson notebooks show in their text, with the engine's own drawing.

Usage: python tools/pictures.py          (writes notebooks/pictures/*.svg)
       python tools/pictures.py --check  (exit 1 if a stored picture differs from a fresh drawing)

Each picture is named here with the cards it shows, so the words under it in a notebook and the
picture come from the same cards; tests/test_notebook_pictures.py checks that the stored files
are what the engine draws now and that every picture a notebook links to exists.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from konkan import Round, Rules  # noqa: E402
from konkan.catalogue import LANGUAGES, say, speaking  # noqa: E402
from konkan.render import hand_svg, meld_svg, table_svg  # noqa: E402

OUT = ROOT / "notebooks" / "pictures"  # English; each other language's in a folder of its own (pictures/ar/)


def _table(players: int, seed: int) -> str:
    r = Round(Rules(players=players), seed=seed)
    return table_svg(r.view(0))


def _partners_table() -> str:
    r = Round(Rules(players=4, partnership=True), seed=5)
    return table_svg(r.view(0))


# name -> what draws it. Melds that are legal get the engine's meld drawing (the joker captioned);
# groups that are not melds are drawn as plain cards, labelled.
PICTURES: dict[str, Callable[[], str]] = {
    "a-hand": lambda: hand_svg(
        "7S 8S 9S QH QD QC 2C 4D 6H 9C JD KS 3H 5C", label=say("drawing.picture.a_hand", count=14)
    ),
    "jokers": lambda: hand_svg("JK JK", overlap=False, label=say("drawing.picture.jokers")),
    "four-players": lambda: _table(4, 2026),
    "run": lambda: meld_svg("4H 5H 6H"),
    "long-run": lambda: meld_svg("8C 9C 10C JC QC"),
    "set": lambda: meld_svg("7S 7H 7D"),
    "set-of-four": lambda: meld_svg("KS KH KD KC"),
    "ace-low": lambda: meld_svg("AH 2H 3H"),
    "ace-high": lambda: meld_svg("QD KD AD"),
    "round-the-corner": lambda: hand_svg(
        "KC AC 2C", overlap=False, label=say("drawing.picture.round_the_corner", cards="K A 2")
    ),
    "two-of-a-suit": lambda: hand_svg("7S 7S 7H", overlap=False, label=say("drawing.picture.two_of_a_suit")),
    "joker-run": lambda: meld_svg("5H JK 7H"),
    "joker-set": lambda: meld_svg("9S 9H JK"),
    "opening-52": lambda: hand_svg(
        "10S JS QS KS 4H 4D 4C", overlap=False, label=say("drawing.picture.opening", first=40, second=12, total=52)
    ),
    "konkan-run-10": lambda: meld_svg("3D 4D 5D 6D 7D 8D 9D 10D JD QD"),
    "konkan-set-4": lambda: meld_svg("KS KH KC KD"),
    "konkan-run-11": lambda: meld_svg("AC 2C 3C 4C 5C 6C 7C 8C 9C 10C JC"),
    "konkan-set-3": lambda: meld_svg("QS QH QD"),
    "partners": _partners_table,
}


def draw_all() -> dict[str, str]:
    """Every picture, by its path under notebooks/pictures/ without ``.svg``: ``a-hand`` in English,
    ``ar/a-hand`` in Arabic (the Arabic lessons show those)."""
    drawn = {}
    for spoken in LANGUAGES:
        with speaking(spoken):
            folder = "" if spoken == "en" else f"{spoken}/"
            drawn.update({folder + name: draw() for name, draw in PICTURES.items()})
    return drawn


def main(argv: list[str]) -> int:
    drawn = draw_all()
    if "--check" in argv:
        stale = [
            n
            for n, svg in drawn.items()
            if not (OUT / f"{n}.svg").exists() or (OUT / f"{n}.svg").read_text(encoding="utf-8") != svg
        ]
        for n in stale:
            print(f"notebooks/pictures/{n}.svg differs from the engine's drawing: run python tools/pictures.py")
        return 1 if stale else 0
    for name, svg in drawn.items():
        (OUT / f"{name}.svg").parent.mkdir(parents=True, exist_ok=True)
        (OUT / f"{name}.svg").write_text(svg, encoding="utf-8")
    print(f"wrote {len(drawn)} pictures to {OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
