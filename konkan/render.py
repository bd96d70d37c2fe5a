"""Drawing cards, hands, melds and the table as SVG text, in the manner of ``chess.svg``.

Every ``*_svg`` function is pure: it takes engine values and keyword-only options and returns a
standalone SVG document as a plain ``str`` (same input, same text). :func:`render` wraps one in
:class:`SVG`, which a notebook shows as a picture. Nothing here imports Jupyter.

The table is drawn from a :class:`~konkan.view.SeatView`, so it shows only what that seat may
know; every face-up card carries its physical id (``data-id``), so a click names one card.

Suit pips and the joker's star are drawn as paths, so they look the same whatever fonts the
reader has; each card also carries its name in a ``<title>`` for screen readers, and its rank and
suit shape, so colour is never the only clue.

>>> from konkan import Card, check_meld
>>> svg = card_svg(Card.parse("7S"))
>>> svg.startswith("<svg") and "<title>seven of spades</title>" in svg
True
>>> "= 7♥" in meld_svg(check_meld("5H 6H JK"))
True
>>> render(Card.parse("QD"))
<SVG 60x84>
"""

from __future__ import annotations

import base64
import html
import math
import re
from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass
from typing import Any
from xml.sax.saxutils import escape as _xml_escape

from .cards import RANK_TEXT, SUIT_GLYPHS, Card, CardsLike, WhatKey, to_cards
from .catalogue import right_to_left, say, say_list, signed
from .errors import InvalidNotation, shown, whole_number
from .events import Event
from .melds import MeldVerdict, check_meld
from .reasons import Ending
from .round import Round
from .table_melds import describe_meld
from .view import SeatView

__all__ = [
    "SVG",
    "SeatPlace",
    "card_svg",
    "card_symbols",
    "hand_svg",
    "meld_svg",
    "render",
    "seat_places",
    "symbol_id",
    "table_svg",
]

# --- look ---------------------------------------------------------------------------------

CARD_W, CARD_H = 60, 84
FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif"  # not user words

TWO_COLOURS = {"S": "#1b1b1b", "C": "#1b1b1b", "H": "#c62828", "D": "#c62828"}
FOUR_COLOURS = {"S": "#1b1b1b", "H": "#c62828", "D": "#1d5fc4", "C": "#1d7d3a"}
JOKER_COLOUR = "#6a3aa2"
HIGHLIGHT = "#1a73e8"
ILLEGAL = "#d93025"
FELT, FELT_EDGE, ON_FELT = "#1f6a45", "#15513a", "#f4f7f5"
BACK, BACK_LINE = "#2b4a8b", "#7f9bd6"
INK = "#202124"

# An open table is made to show as big as it can in this box, a projector's 1280 x 720 page under
# its heading (a wider drawing is no bigger there, only shorter).
OPEN_BOX = (1230, 560)
RAISE = 12  # how far a highlighted card stands up out of its hand
HAND_STEP = 24  # overlap: enough to show the rank and the corner pip
MELD_STEP = 26

# Suit shapes in a 100 x 100 box.
_PIPS = {
    "H": "M50 94C22 72 3 54 3 31C3 15 15 5 29 5C39 5 46 11 50 20C54 11 61 5 71 5C85 5 97 15 97 31C97 54 78 72 50 94Z",
    "D": "M50 3L87 50L50 97L13 50Z",
    "S": "M50 3C63 23 96 39 96 62C96 76 86 84 74 84C64 84 57 79 53 72C54 83 58 91 67 97"
    "H33C42 91 46 83 47 72C43 79 36 84 26 84C14 84 4 76 4 62C4 39 37 23 50 3Z",
    "C": "M50 5a21 21 0 1 0 0.1 0ZM27 39a21 21 0 1 0 0.1 0ZM73 39a21 21 0 1 0 0.1 0Z"
    "M42 42V58H58V42Z"
    "M46 58C46 78 43 88 33 97H67C57 88 54 78 54 58Z",
}


def _star_points(cx: float, cy: float, outer: float, inner: float) -> str:
    pts = []
    for i in range(10):
        r = outer if i % 2 == 0 else inner
        a = math.pi * (i / 5 - 0.5)
        pts.append(f"{_n(cx + r * math.cos(a))},{_n(cy + r * math.sin(a))}")
    return " ".join(pts)


def _n(x: float) -> str:
    """A number as short, stable text: 12, 12.5, 12.25."""
    text = f"{x:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def _esc(text: Any) -> str:
    return _xml_escape(str(text), {'"': "&quot;"})


def _suit_colour(suit: str | None, four_colour: bool) -> str:
    if suit is None:
        return JOKER_COLOUR
    return (FOUR_COLOURS if four_colour else TWO_COLOURS)[suit]


def _text_width(text: str, size: float, *, bold: bool = False) -> float:
    """A generous width for layout (there are no font metrics here), so labels never clip."""
    em = 0.0
    for ch in text:
        if ch in " .,:;·'|!()[]/":
            em += 0.34
        elif ch.isupper() or ch in "#_=%&@mwMW":
            em += 0.72
        elif ch.isdigit():
            em += 0.62
        elif ord(ch) > 0x2000:  # suit glyphs, stars
            em += 0.8
        else:
            em += 0.58
    return em * size * (1.08 if bold else 1)


def _document(width: float, height: float, body: str, *, title: str | None = None, css_class: str = "konkan") -> str:
    head = (
        f'<svg xmlns="http://www.w3.org/2000/svg" class="{css_class}" width="{_n(width)}" '  # not user words
        f'height="{_n(height)}" viewBox="0 0 {_n(width)} {_n(height)}" role="img" '
        f'font-family="{_esc(FONT)}">'
    )
    if title is not None:
        head += f"<title>{_esc(title)}</title>"
    return head + body + "</svg>"


def _pill_width(text: str, size: float, *, bold: bool = False) -> float:
    return _text_width(text, size, bold=bold) + 12


def _pill(
    x: float,
    y: float,
    text: str,
    *,
    size: float = 11,
    anchor: str = "start",
    fill: str = "#fff",
    ink: str = INK,
    stroke: str = "#c4c7c5",
    bold: bool = False,
) -> str:
    """Text on a small rounded label, readable on light and dark notebook themes alike.
    ``(x, y)`` is the left (or centre, or right) of the label's top edge."""
    w = _pill_width(text, size, bold=bold)
    h = size + 7
    left = {"start": x, "middle": x - w / 2, "end": x - w}[anchor]
    weight = ' font-weight="700"' if bold else ""
    content = _esc(text)
    return (
        f'<rect x="{_n(left)}" y="{_n(y)}" width="{_n(w)}" height="{_n(h)}" rx="{_n(h / 2)}" '
        f'fill="{fill}" stroke="{stroke}"/>'
        f'<text x="{_n(left + w / 2)}" y="{_n(y + h / 2 + size * 0.36)}" font-size="{_n(size)}" '
        f'text-anchor="middle"{_rtl()} fill="{ink}"{weight}>{content}</text>'
    )


END = ' text-anchor="end"'  # not user words


def _rtl(more: str = "") -> str:
    """A text element's attributes for words in a right-to-left language (Arabic): its words in
    their reading order, and ``more`` (an anchor that keeps it where it stood); nothing otherwise."""
    return f' direction="rtl"{more}' if right_to_left() else ""


# --- one card ----------------------------------------------------------------------------


def _pip(suit: str, cx: float, cy: float, size: float, colour: str) -> str:
    s = size / 100
    return (
        f'<path transform="translate({_n(cx - size / 2)},{_n(cy - size / 2)}) scale({_n(s)})" '  # not user words
        f'd="{_PIPS[suit]}" fill="{colour}"/>'
    )


def _back_pattern() -> str:
    """A cross-hatched back, drawn as plain lines inside the border (no ids, so many SVGs can
    share a page)."""
    x0, y0, x1, y1, gap = 6, 6, CARD_W - 6, CARD_H - 6, 8
    w, h = x1 - x0, y1 - y0
    segs = []
    for c in range(gap, w + h, gap):
        # Lines going down-right (x - y = const) and down-left (x + y = const), clipped to the box.
        ax, ay = max(0, c - h), min(c, h)
        bx, by = min(c, w), max(0, c - w)
        segs.append(f"M{_n(x0 + ax)} {_n(y0 + ay)}L{_n(x0 + bx)} {_n(y0 + by)}")
        segs.append(f"M{_n(x1 - ax)} {_n(y0 + ay)}L{_n(x1 - bx)} {_n(y0 + by)}")
    return (
        f'<rect x="4" y="4" width="{CARD_W - 8}" height="{CARD_H - 8}" rx="3" fill="none" '
        f'stroke="{BACK_LINE}"/>'
        f'<path d="{"".join(segs)}" stroke="{BACK_LINE}" stroke-width="0.8" opacity="0.7"/>'
    )


_BACK = _back_pattern()
_JOKER_STAR = _star_points(35, 46, 16, 6.5)
_JOKER_CORNER_STAR = _star_points(9.5, 66, 5, 2)


def _card_group(
    card: Card | None,
    x: float = 0,
    y: float = 0,
    *,
    scale: float = 1,
    highlight: bool = False,
    face_down: bool = False,
    four_colour: bool = False,
    title: str | None = None,
    zone: str | None = None,
    seat: int | None = None,
) -> str:
    """One card as a ``<g>``, its top-left corner at (x, y). ``card=None`` draws a back that
    says nothing about which card it is.

    A face-up card carries its physical id (``data-id``, 0 to 105) and its code; a face-down
    one carries neither, so its back never tells which card it is. ``zone`` (``data-zone``)
    says where it lies and ``seat`` (``data-seat``) whose hand holds it."""
    at = f"translate({_n(x)},{_n(y)})" + (f" scale({_n(scale)})" if scale != 1 else "")
    face = None if face_down else card
    data = ""
    if face is None:
        name = title if title is not None else say("drawing.card.face_down")
    else:
        name = title if title is not None else face.name
        data = f' data-card="{_esc(face.code)}" data-id="{face.id}"'
    if zone is not None:
        data += f' data-zone="{_esc(zone)}"'
    if seat is not None:
        data += f' data-seat="{seat}"'
    cls = "konkan-card" + (" konkan-highlight" if highlight else "") + (" konkan-back" if face is None else "")
    out = [f'<g class="{cls}" transform="{at}"{data}><title>{_esc(name)}</title>']
    if face is None:
        out.append(
            f'<rect x="0.5" y="0.5" width="{CARD_W - 1}" height="{CARD_H - 1}" rx="5" '
            f'fill="{BACK}" stroke="#fff" stroke-width="1"/>'
        )
        out.append(_BACK)
    else:
        out.append(
            f'<rect x="0.5" y="0.5" width="{CARD_W - 1}" height="{CARD_H - 1}" rx="5" fill="#fff" stroke="#8a8f98"/>'
        )
        colour = _suit_colour(face.suit, four_colour)
        if face.suit is None:  # a joker
            word = say("drawing.card.joker")
            if right_to_left():  # joined letters: the word whole, turned to run down the corner
                letters = (
                    f'<text x="9.5" y="30" font-size="9.5" font-weight="700" text-anchor="middle" '
                    f'transform="rotate(90 9.5 30)" dominant-baseline="central">{_esc(word)}</text>'
                )
            else:
                letters = "".join(
                    f'<text x="9.5" y="{13 + 10 * i}" font-size="9.5" font-weight="700" text-anchor="middle">{ch}</text>'
                    for i, ch in enumerate(word)
                )
            out.append(f'<g fill="{colour}">{letters}</g>')
            out.append(f'<polygon points="{_JOKER_CORNER_STAR}" fill="{colour}"/>')  # not user words
            out.append(f'<polygon points="{_JOKER_STAR}" fill="{colour}"/>')  # not user words
        else:
            rank = RANK_TEXT.get(face.rank, str(face.rank))
            squeeze = ' letter-spacing="-1.5"' if len(rank) > 1 else ""
            out.append(
                f'<text x="{11 if len(rank) > 1 else 9.5}" y="17" font-size="15" font-weight="700" '
                f'text-anchor="middle" fill="{colour}"{squeeze}>{rank}</text>'
            )
            out.append(_pip(face.suit, 9.5, 26, 11, colour))
            out.append(_pip(face.suit, 35, 49, 30, colour))
    if highlight:
        out.append(
            f'<rect x="1.5" y="1.5" width="{CARD_W - 3}" height="{CARD_H - 3}" rx="4.5" '
            f'fill="none" stroke="{HIGHLIGHT}" stroke-width="3"/>'
        )
    out.append("</g>")
    return "".join(out)


def card_svg(
    card: Card | str,
    *,
    size: int | None = None,
    highlight: bool = False,
    face_down: bool = False,
    four_colour: bool = False,
) -> str:
    """One card, about 60 x 84 pixels (``size`` sets the width in pixels; the height follows).

    ``highlight`` outlines it; ``face_down`` draws its back (and its title then says only
    "face-down card"); ``four_colour`` paints diamonds blue and clubs green.

    >>> svg = card_svg("10H", size=120)
    >>> 'width="120" height="168"' in svg, "<title>ten of hearts</title>" in svg
    (True, True)
    >>> "ten of hearts" in card_svg("10H", face_down=True)
    False
    """
    card = _one_card(card)
    width = CARD_W if size is None else size
    if not isinstance(width, (int, float)) or isinstance(width, bool) or width <= 0:
        raise InvalidNotation(say("error.drawing.size", size=shown(size)))
    height = width * CARD_H / CARD_W
    body = _card_group(card, highlight=highlight, face_down=face_down, four_colour=four_colour)
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" class="konkan" width="{_n(width)}" '  # not user words
        f'height="{_n(height)}" viewBox="0 0 {CARD_W} {CARD_H}" role="img" '
        f'font-family="{_esc(FONT)}">{body}</svg>'
    )


_DATA_ATTR = re.compile(r' data-[a-z]+="[^"]*"')
_TITLE = re.compile(r"<title>.*?</title>")


def symbol_id(card: Card | None, *, four_colour: bool = False) -> str:
    """The id of a card's ``<symbol>`` in :func:`card_symbols` (``None``: the back).

    >>> symbol_id(Card.parse("10H")), symbol_id(None), symbol_id(Card.joker(1), four_colour=True)
    ('konkan-c2-10H', 'konkan-c2-back', 'konkan-c4-JK')
    """
    return f"konkan-c{4 if four_colour else 2}-" + ("back" if card is None else card.code)


def card_symbols(*, four_colour: bool = False) -> str:
    """Every card face (52 and the joker) and the back as SVG ``<symbol>`` elements in one hidden
    ``<svg>``, for a page that places cards with ``<use href="#...">`` (ids from :func:`symbol_id`).

    The faces are :func:`card_svg`'s drawings, so a widget shows the very same cards; they carry
    no card id and no name (the page names each card it places), and a face says nothing about
    which physical copy it is.

    >>> sprite = card_symbols()
    >>> sprite.count("<symbol "), 'id="konkan-c2-7S"' in sprite, "data-id" in sprite
    (54, True, False)
    """
    faces: list[Card | None] = [Card(rank, suit) for suit in ("S", "H", "D", "C") for rank in range(1, 14)]
    faces += [Card.joker(), None]
    out = []
    for card in faces:
        body = _card_group(card, face_down=card is None, four_colour=four_colour)
        body = _TITLE.sub("", _DATA_ATTR.sub("", body)).replace(' transform="translate(0,0)"', "")
        sid = symbol_id(card, four_colour=four_colour)
        out.append(f'<symbol id="{sid}" viewBox="0 0 {CARD_W} {CARD_H}">{body}</symbol>')  # not user words
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" width="0" height="0" aria-hidden="true" '  # not user words
        f'style="position:absolute;width:0;height:0;overflow:hidden" font-family="{_esc(FONT)}">'
        + "".join(out)
        + "</svg>"
    )


def _one_card(card: Card | str) -> Card:
    if isinstance(card, Card):
        return card
    cards = to_cards(card, what=WhatKey("error.what.card"))
    if len(cards) != 1:
        raise InvalidNotation(say("error.drawing.one_card", card=shown(card)))
    return cards[0]


# --- a hand --------------------------------------------------------------------------------


def _highlighted(cards: Sequence[Card], highlight: Iterable[Card | str | int]) -> list[bool]:
    """Which cards to raise: a ``Card`` picks that physical card, text such as ``"7S"`` every card
    with that face, a whole number the card at that position."""
    marks = [False] * len(cards)
    if isinstance(highlight, (Card, str)):
        highlight = [highlight]
    for h in highlight:
        if isinstance(h, bool):  # bad input is a ValueError here, as everywhere in konkan
            raise InvalidNotation(say("error.drawing.highlight", item=shown(h)))
        if isinstance(h, int):
            if not -len(cards) <= h < len(cards):
                raise InvalidNotation(say("error.drawing.highlight_position", position=h, count=len(cards)))
            marks[h] = True
            continue
        if isinstance(h, str):
            faces = {c.face for c in to_cards(h, what="highlight")}
            for i, c in enumerate(cards):
                marks[i] = marks[i] or c.face in faces
            continue
        if isinstance(h, Card):
            for i, c in enumerate(cards):
                marks[i] = marks[i] or c == h
            continue
        raise InvalidNotation(say("error.drawing.highlight", item=shown(h)))
    return marks


def _fan(
    cards: Sequence[Card | None],
    x: float,
    y: float,
    *,
    step: float,
    scale: float = 1,
    marks: Sequence[bool] = (),
    raise_by: float = 0,
    four_colour: bool = False,
    zone: str | None = None,
    seat: int | None = None,
) -> str:
    out = []
    for i, card in enumerate(cards):
        up = bool(marks and marks[i])
        out.append(
            _card_group(
                card,
                x + i * step,
                y - (raise_by if up else 0),
                scale=scale,
                highlight=up,
                face_down=card is None,
                four_colour=four_colour,
                zone=zone,
                seat=seat,
            )
        )
    return "".join(out)


def hand_svg(
    cards: CardsLike,
    *,
    highlight: Iterable[Card | str | int] = (),
    overlap: bool = True,
    four_colour: bool = False,
    label: str | None = None,
) -> str:
    """Cards fanned in a row, left to right; ``highlight`` cards stand up, outlined.

    ``highlight`` takes cards (that physical card), text such as ``"7S"`` (every card of that
    face) or positions in the hand. ``overlap=False`` lays them side by side. ``label`` goes
    above the cards.

    >>> svg = hand_svg("7S 8S 9S KH", highlight=["KH"], label="Seat 0")
    >>> svg.count('class="konkan-card'), svg.count("konkan-highlight"), "Seat 0" in svg
    (4, 1, True)
    """
    hand = to_cards(cards, what=WhatKey("error.what.hand_cards"))
    marks = _highlighted(hand, highlight)
    step = HAND_STEP if overlap else CARD_W + 6
    pad = 4
    top = pad + (24 if label is not None else 0)
    raise_by = RAISE if any(marks) else 0
    width: float = pad * 2 + (max(len(hand), 1) - 1) * step + CARD_W
    body = []
    if label is not None:
        width = max(width, pad * 2 + _pill_width(label, 12))
        body.append(_pill(pad, pad, label, size=12))
    if hand:
        body.append(
            _fan(
                hand,
                pad,
                top + raise_by,
                step=step,
                marks=marks,
                raise_by=raise_by,
                four_colour=four_colour,
                zone="hand",
            )
        )
    else:
        body.append(
            f'<rect x="{pad + 0.5}" y="{top + 0.5}" width="{CARD_W - 1}" height="{CARD_H - 1}" '
            f'rx="5" fill="none" stroke="#9aa0a6" stroke-dasharray="4 3"/>'
            f'<text x="{pad + CARD_W / 2}" y="{top + CARD_H / 2 + 4}" font-size="11" '
            f'text-anchor="middle"{_rtl()} fill="#9aa0a6">{_esc(say("drawing.empty"))}</text>'
        )
    height = top + raise_by + CARD_H + pad
    names = say_list([c.name for c in hand], last="list.more")
    if not label:
        title = names if hand else say("drawing.no_cards")
    elif hand:
        title = say("drawing.hand.title.labelled", label=label, cards=names)
    else:
        title = say("drawing.hand.title.labelled_empty", label=label)
    return _document(width, height, "".join(body), title=title)


# --- a meld --------------------------------------------------------------------------------


def joker_caption(verdict: MeldVerdict) -> str | None:
    """What a meld's joker stands for, as a short caption: ``= 7♥``, or ``= 7 ♦/♣`` while a
    three-card set leaves its suit open (R4.4); ``None`` without a joker.

    >>> joker_caption(check_meld("7S 7H JK")), joker_caption(check_meld("5H 6H JK"))
    ('= 7 ♦/♣', '= 7♥')

    Two jokers (R9) get one caption naming both, low to high:

    >>> from konkan import Rules
    >>> joker_caption(check_meld("JK 5H 6H JK", rules=Rules(jokers_per_meld=2)))
    '= 7♥ 8♥'
    """
    stands = verdict.joker_as
    if stands is None or not verdict.has_joker:
        return None
    if len(verdict.joker_readings) > 1:
        return "= " + " ".join(map(str, verdict.readings_shown))
    if verdict.joker_open:
        rank = RANK_TEXT.get(stands.rank, str(stands.rank))
        return f"= {rank} " + "/".join(SUIT_GLYPHS[s] for s in verdict.joker_open)
    return f"= {stands}"


def _as_verdict(meld: Any) -> MeldVerdict:
    if isinstance(meld, MeldVerdict):
        return meld
    verdict = getattr(meld, "verdict", None)  # a TableMeld
    if isinstance(verdict, MeldVerdict):
        return verdict
    return check_meld(meld)


def _meld_body(
    verdict: MeldVerdict,
    x: float,
    y: float,
    *,
    scale: float = 1,
    step: float = MELD_STEP,
    four_colour: bool = False,
    lit: Collection[int] = (),
) -> tuple[str, float, float]:
    """A meld's cards and joker caption at (x, y); gives the SVG, its width and its height.
    Cards whose ids are in ``lit`` are outlined."""
    cards = list(verdict.ordered)
    cw, ch = CARD_W * scale, CARD_H * scale
    width = (max(len(cards), 1) - 1) * step + cw
    marks = [c.id in lit for c in cards]
    out = [_fan(cards, x, y, step=step, scale=scale, four_colour=four_colour, marks=marks, zone="meld")]
    height = ch
    caption = joker_caption(verdict) if verdict.legal else None
    if caption is not None:
        at = [i for i, c in enumerate(cards) if c.is_joker]
        i, j = at[0], at[-1]
        last = j == len(cards) - 1
        visible = cw if last else step  # the part of the joker not covered by the next card
        size = 11
        w = _pill_width(caption, size)
        centre = (x + i * step + visible / 2) if i == j else (x + (i * step + j * step + visible) / 2)
        centre = min(max(centre, x + w / 2), x + max(width, w) - w / 2)
        # A small tick from the caption up to the joker it explains.
        out.append(f'<path d="M{_n(centre)} {_n(y + ch + 1)}v4" stroke="#9aa0a6"/>')
        # One run of text (so it reads, and searches, as "= 7♥"), in the suit's colour when known.
        stands = verdict.joker_as
        mixed = len({c.suit for c in verdict.joker_readings}) > 1
        ink = INK if verdict.joker_open or stands is None or mixed else _suit_colour(stands.suit, four_colour)
        out.append(_pill(centre, y + ch + 5, caption, size=size, anchor="middle", ink=ink))
        width = max(width, w)
        height = ch + 5 + size + 7
    return "".join(out), width, height


def meld_svg(verdict_or_cards: MeldVerdict | Any, *, four_colour: bool = False) -> str:
    """A meld laid out in order: a run low to high, the joker in its place.

    Takes a :class:`MeldVerdict`, a table meld, or cards (which it judges). A joker gets a
    caption saying what it stands for; an illegal meld gets a red border and its reason code.

    >>> svg = meld_svg("7S 8H 9S")
    >>> "RUN_MIXED_SUITS" in svg
    True
    """
    verdict = _as_verdict(verdict_or_cards)
    if verdict.legal:
        pad = 4
        body, w, h = _meld_body(verdict, pad, pad, four_colour=four_colour)
        return _document(w + 2 * pad, h + 2 * pad, body, title=verdict.message)
    # Illegal: a dashed red frame round the cards, and the reason code under them.
    pad, size = 9, 11
    body, w, h = _meld_body(verdict, pad, pad, four_colour=four_colour)
    reason = f"{verdict.code} ({verdict.rule})" if verdict.rule else verdict.code
    width = max(w, _pill_width(reason, size, bold=True)) + 2 * pad
    reason_y = pad + h + 6
    height = reason_y + size + 7 + pad
    frame = (
        f'<rect x="1.5" y="1.5" width="{_n(width - 3)}" height="{_n(height - 3)}" rx="8" '
        f'fill="#fdecea" stroke="{ILLEGAL}" stroke-width="2" stroke-dasharray="6 3"/>'
    )
    label = _pill(pad, reason_y, reason, size=size, ink="#a50e0e", stroke=ILLEGAL, bold=True)
    css = "konkan konkan-illegal"  # not user words
    return _document(width, height, frame + body + label, title=verdict.message, css_class=css)


# --- the table -----------------------------------------------------------------------------


@dataclass(frozen=True)
class SeatPlace:
    """Where one seat sits round the table, as the seat at the bottom edge sees it.

    ``side`` is ``"bottom"`` (the seat looking), ``"right"``, ``"top"`` or ``"left"``; ``x`` runs
    from -1 (the left edge) to 1 (the right edge) and ``y`` from -1 (the far edge) to 1 (the near
    one), as on a screen."""

    seat: int
    side: str
    x: float
    y: float

    def to_dict(self) -> dict[str, object]:
        return {"seat": self.seat, "side": self.side, "x": self.x, "y": self.y}


def seat_places(players: int, me: int) -> list[SeatPlace]:
    """Every seat's place round the table, seen by ``me`` sitting at the bottom edge: the next
    player in turn sits on my right (R1.3), the one after that further round, so play goes
    counter-clockwise on the screen. With four, East is on the right, North across, West on the
    left; seats far from either side sit along the top edge. In seat order.

    >>> [(p.seat, p.side) for p in seat_places(4, 0)]
    [(0, 'bottom'), (1, 'right'), (2, 'top'), (3, 'left')]
    >>> [(p.seat, p.side, p.x > 0) for p in seat_places(3, 2)]
    [(0, 'top', True), (1, 'top', False), (2, 'bottom', False)]
    """
    players = whole_number(players, "players", 2, 5, key="error.drawing.players", error=InvalidNotation)
    me = whole_number(me, "seat", 0, players - 1, key="error.drawing.seat", error=InvalidNotation)
    places = []
    for seat in range(players):
        k = (seat - me) % players  # how many turns after mine this seat plays
        angle = math.radians(-90 + 360 * k / players)  # counter-clockwise from my place at the bottom
        x, y = round(math.cos(angle), 3) + 0.0, round(-math.sin(angle), 3) + 0.0  # + 0.0: no -0.0
        side = "bottom" if k == 0 else "top" if y <= -0.49 else "right" if x > 0 else "left"
        places.append(SeatPlace(seat, side, x, y))
    return places


def _one_many(key: str, n: int) -> str:
    """The key of the form for ``n`` things: ``key.one`` for one, ``key.many`` for any other number."""
    return f"{key}.one" if n == 1 else f"{key}.many"


def _seat_words(view: SeatView, seat: int, you: bool = True) -> str:
    """One seat's label: its name, card count, whether it is down, and whether it is to play;
    the viewer's own seat says "(you)" unless ``you`` is False (a drawing for a room)."""
    me = view.seat
    mine = you and seat == me and not view.onlooker  # an onlooker sits beside that seat, and is not it
    words = [say("drawing.seat.you", name=view.names[seat]) if mine else view.names[seat]]
    if view.rules.partnership and seat == view.rules.partner(me):
        words.append(say("drawing.seat.partner"))
    n = view.hand_sizes[seat]
    words.append(say(_one_many("drawing.cards", n), count=n))
    words.append(say("drawing.seat.down" if view.down[seat] else "drawing.seat.not_down"))
    if seat in view.declared:
        words.append(say("drawing.seat.declared"))
    if view.result is None and seat == view.current:
        words.append(say("drawing.seat.to_play"))
    if view.result is not None and view.result.finisher == seat:
        words.append(say("drawing.seat.went_out"))
    return " · ".join(words)


_ENDINGS = {
    Ending.OUT: "drawing.ending.out",
    Ending.HAND: "drawing.ending.hand",
    Ending.KONKAN: "drawing.ending.konkan",
    Ending.VOID: "drawing.ending.void",
}


def _status(view: SeatView) -> list[str]:
    """The header: which round, whose turn or how it ended, then the scores and why once it is over."""
    if view.rules.has_last_round:
        head = say("drawing.round.of", number=view.number, rounds=view.rules.rounds)
    else:
        head = say("drawing.round", number=view.number)
    result = view.result
    if result is None:
        return [say("drawing.status.to_play", round=head, name=view.names[view.current])]
    finisher = view.names[result.finisher] if result.finisher is not None else say("drawing.nobody")
    what = say(_ENDINGS[Ending(result.ending)], name=finisher)
    lines = [say("drawing.status.over", round=head, ending=what)]
    if result.ending != Ending.VOID:
        scores = " · ".join(
            say(
                "drawing.score" if line.score else "drawing.score.zero",
                name=view.names[line.seat],
                score=signed(line.score),
            )
            for line in result.lines
        )
        lines.append(say("drawing.scores", scores=scores))
        lines.extend(line.message for line in result.lines if line.message)
    return lines


def _last_move(view: SeatView) -> tuple[Event | None, frozenset[int]]:
    """The event to mark, and the ids of its cards to outline where they lie on the table: in
    the meld it touched, or (with no meld named) in any meld and on top of the discard pile."""
    event = view.last_event
    if event is None:
        return None, frozenset()
    ids = {c.id for c in event.cards}
    if event.meld_index is not None:
        melds = view.table[event.meld_index : event.meld_index + 1] if 0 <= event.meld_index < len(view.table) else ()
        return event, frozenset(c.id for tm in melds for c in tm.cards if c.id in ids)
    on_table = [c.id for tm in view.table for c in tm.cards]
    top = view.discard_top
    if top is not None:
        on_table.append(top.id)
    return event, frozenset(i for i in on_table if i in ids)


def table_svg(
    view: SeatView | Round,
    *,
    hands: Sequence[Sequence[Card]] | None = None,
    last_move: bool = True,
    four_colour: bool = False,
    seat: int | None = None,
    reveal: bool = False,
    hide_hand: bool = False,
    for_room: bool = False,
) -> str:
    """The table as one seat sees it, drawn from its :class:`~konkan.view.SeatView` alone.

    The seat's own hand is face up at the bottom; every other seat shows its name, how many
    cards it holds (face down), whether it is down, and which seat is to play. ``hands`` (one
    list of cards per seat) is a teacher's open view: the other seats' cards are then drawn
    face up, as big and as spread as the seat's own, with bigger labels, and the drawing is as
    wide as lets it show biggest on a projector (:data:`OPEN_BOX`). The stock shows its size,
    the discard pile its top card, each table meld its number (from 1, as people count) and
    its owner's name. With ``last_move`` the last event's sentence is a caption under
    the header and its cards are outlined where they lie on the table.

    Every face-up card carries ``data-id`` (its physical id, 0 to 105) and ``data-zone``
    (``hand``, ``meld``, ``pile``, ``seat``); face-down cards carry no id, only their
    ``data-seat`` (or the ``stock`` zone). Click targets: ``data-target="stock"``, ``"pile"``,
    ``"hand"`` and ``"meld"`` (with ``data-meld`` and ``data-owner``).

    ``hide_hand`` draws the seat's own hand face down too, as many backs as it holds (people
    sharing one screen, before the player to move has looked). ``for_room`` draws it for a room
    that looks at that seat's hand (a teacher's question on a projector): nobody is "(you)".

    Given a :class:`~konkan.round.Round` instead, it draws ``round.view(seat)`` (``seat=None``:
    the player to act), with every hand face up if ``reveal=True``.

    >>> from konkan import Round, Rules
    >>> r = Round(Rules(players=2), seed=1)
    >>> svg = table_svg(r.view(0))
    >>> svg.count('data-zone="hand"'), svg.count('data-zone="seat"'), 'data-target="stock"' in svg
    (15, 14, True)
    >>> table_svg(r) == svg
    True
    """
    if not isinstance(view, SeatView):
        if not isinstance(view, Round):
            raise InvalidNotation(say("error.drawing.table", kind=type(view).__name__))
        round_ = view
        me = round_.current if seat is None else seat
        me = whole_number(me, "seat", 0, round_.players - 1, key="error.drawing.seat", error=InvalidNotation)
        if reveal and hands is None:
            hands = [round_.hand(s) for s in range(round_.players)]
        view = round_.view(me)
        return _table(
            view, hands=hands, last_move=last_move, four_colour=four_colour, hide_hand=hide_hand, you=not for_room
        )
    if seat is not None and seat != view.seat:
        raise InvalidNotation(say("error.drawing.other_seat", seat=view.seat, asked=shown(seat)))
    if reveal:
        raise InvalidNotation(say("error.drawing.reveal"))
    return _table(
        view, hands=hands, last_move=last_move, four_colour=four_colour, hide_hand=hide_hand, you=not for_room
    )


def _open_hands(view: SeatView, hands: Sequence[Sequence[Card]] | None) -> list[list[Card]] | None:
    if hands is None:
        return None
    n = len(view.hand_sizes)
    if isinstance(hands, (str, bytes)) or not isinstance(hands, Sequence) or len(hands) != n:
        raise InvalidNotation(say("error.drawing.hands", count=n, kind=type(hands).__name__))
    out = []
    for s, cards in enumerate(hands):
        if (
            isinstance(cards, (str, bytes))
            or not isinstance(cards, Sequence)
            or not all(isinstance(c, Card) for c in cards)
        ):
            raise InvalidNotation(say("error.drawing.hands_item", index=s))
        out.append(list(cards))
    return out


def _table(
    view: SeatView,
    *,
    hands: Sequence[Sequence[Card]] | None,
    last_move: bool,
    four_colour: bool,
    hide_hand: bool = False,
    you: bool = True,
) -> str:
    me = view.seat
    n = len(view.hand_sizes)
    shown_hands = _open_hands(view, hands)
    others = [(me + k) % n for k in range(1, n)]
    pad, gap = 12, 10
    # Every hand open (a projector): every seat's cards full size, overlapping no more than the
    # viewer's own, and the melds bigger; otherwise the other seats' backs small and close.
    open_view = shown_hands is not None
    opp_scale = 1.0 if open_view else 0.6
    # Label sizes (a seat's, the piles', a meld's, the own hand's) and how far below its label
    # each thing starts: bigger on an open table, which a room reads from afar.
    seat_ls, pile_ls, meld_ls, own_ls = (14, 13, 12, 14) if open_view else (11, 11, 10, 12)
    seat_dy, pile_dy, meld_dy, own_dy = seat_ls + 13, pile_ls + 11, meld_ls + 10, own_ls + 14
    ow, oh = CARD_W * opp_scale, CARD_H * opp_scale
    mine: list[Card | None] = [None] * view.hand_sizes[me] if hide_hand else list(view.hand)
    if view.onlooker:  # that seat's cards face down, as every other seat's, unless every hand is open
        mine = [None] * view.hand_sizes[me] if shown_hands is None else list(shown_hands[me])
    over = view.result is not None
    event, lit = _last_move(view) if last_move else (None, frozenset())

    # Widths first: the own hand, the opponents' row, the middle (piles then melds).
    hand_step = HAND_STEP if len(mine) <= 26 else 14
    hand_w = (max(len(mine), 1) - 1) * hand_step + CARD_W
    opp_step = HAND_STEP if open_view else 7
    opp_cols = []
    for s in others:
        k = len(shown_hands[s]) if shown_hands is not None else view.hand_sizes[s]
        opp_cols.append(
            max((max(k, 1) - 1) * opp_step + ow, _pill_width(_seat_words(view, s, you), seat_ls, bold=True))
        )
    status = _status(view)
    caption = event.message if event is not None else None
    # Seats sit as people do round a table (seat_places): the next in turn on the right.
    places = {p.seat: p for p in seat_places(n, me)}
    seat_w = dict(zip(others, opp_cols))
    across = sorted((s for s in others if places[s].side == "top"), key=lambda s: places[s].x)
    lefts = [s for s in others if places[s].side == "left"]
    rights = [s for s in others if places[s].side == "right"]
    side_l = max((seat_w[s] for s in lefts), default=0.0)
    side_r = max((seat_w[s] for s in rights), default=0.0)
    centre_min = 2 * CARD_W + 40 + 220  # the two piles and room for a meld
    width = max(
        760,
        2 * pad + hand_w,
        2 * pad + sum(seat_w[s] for s in across) + gap * (len(across) - 1),
        2 * pad + side_l + side_r + (2 * gap if lefts else 0) + (2 * gap if rights else 0) + centre_min,
        2 * pad + max(_text_width(line, 15 if i == 0 else 12, bold=i == 0) for i, line in enumerate(status)),
        2 * pad + (_text_width(caption, 12) if caption else 0),
    )
    stock_words = say("drawing.stock", count=view.stock_size)
    count = len(view.discard_pile)
    discard_words = say("drawing.discard.count", count=count) if count else say("drawing.discard")
    centre_left = pad + (side_l + 2 * gap if lefts else 0)
    dx = centre_left + max(CARD_W, _pill_width(stock_words, pile_ls)) + 12
    left = dx + max(CARD_W, _pill_width(discard_words, pile_ls)) + 28
    meld_scale, meld_step = (0.8, 19.2) if open_view else (0.75, 18)
    melds = []
    for i, tm in enumerate(view.table):
        block, w, h = _meld_body(tm.verdict, 0, 0, scale=meld_scale, step=meld_step, four_colour=four_colour, lit=lit)
        label = say("drawing.meld.label", number=i + 1, owner=view.names[tm.owner])
        melds.append((block, max(w, _pill_width(label, meld_ls)), h, label))

    def meld_rows(right: float, top: float) -> tuple[list[tuple[float, float]], float]:
        """Where each meld goes, wrapped into rows between ``left`` and ``right``, and the bottom."""
        mx, my, row_h = float(left), top, 0.0
        spots = []
        for _, w, h, _ in melds:
            if mx + w > right and mx > left:
                mx, my = left, my + row_h + 12
                row_h = 0.0
            spots.append((mx, my))
            row_h = max(row_h, meld_dy + h)
            mx += w + 18
        return spots, my + row_h

    side_room = side_r + 2 * gap if rights else 0
    if open_view and melds:
        # Wider than needed if that lets the whole table show bigger in a projector's box (fewer
        # rows of melds): the narrowest of the widths that fit best.
        band_h = max(pile_dy + CARD_H, max(len(lefts), len(rights)) * (seat_dy + oh + 12))
        above = pad + sum((15 if i == 0 else 12) + 6 for i in range(len(status))) + (18 if caption else 0) + 4
        fixed = above + (seat_dy + oh + 16 if across else 0) + 18 + own_dy + CARD_H + pad

        def fit(w: float) -> float:
            _, bottom = meld_rows(w - pad - side_room, 0.0)
            return min(OPEN_BOX[0] / w, OPEN_BOX[1] / (fixed + max(band_h, bottom)))

        width = max((width + 10 * k for k in range(200)), key=lambda w: (fit(w), -w))
    body: list[str] = []

    # Header, then the last move as a caption.
    y: float = pad
    # Right to left, the header's lines start at the right edge (an Arabic reader's start).
    start = f'x="{width - pad}"{_rtl()}' if right_to_left() else f'x="{pad}"'
    for i, line in enumerate(status):
        size = 15 if i == 0 else 12
        weight = ' font-weight="700"' if i == 0 else ""
        body.append(f'<text {start} y="{y + size - 2}" font-size="{size}"{weight} fill="{ON_FELT}">{_esc(line)}</text>')
        y += size + 6
    if caption:
        body.append(
            f'<text class="konkan-last-move" {start} y="{y + 10}" font-size="12" font-style="italic" '  # not user words
            f'fill="{ON_FELT}">{_esc(caption)}</text>'
        )
        y += 18
    y += 4

    def seat_block(s: int, x: float, y: float) -> str:
        hl = s == view.current and not over
        cards: list[Card | None] = list(shown_hands[s]) if shown_hands is not None else [None] * view.hand_sizes[s]
        cls = "konkan-seat" + (" konkan-turn" if hl else "")
        return (
            _pill(x, y, _seat_words(view, s, you), size=seat_ls, bold=hl, stroke=HIGHLIGHT if hl else "#c4c7c5")
            + f'<g class="{cls}" data-seat="{s}" data-side="{places[s].side}">'
            + _fan(cards, x, y + seat_dy, step=opp_step, scale=opp_scale, four_colour=four_colour, zone="seat", seat=s)
            + "</g>"
        )

    # The seats across the table, left to right, each centred in an equal share of the width.
    if across:
        slot = (width - 2 * pad) / len(across)
        for k, s in enumerate(across):
            body.append(seat_block(s, pad + k * slot + (slot - seat_w[s]) / 2, y))
        y += seat_dy + oh + 16

    # The seats on either side, level with the piles and melds between them.
    band = y
    for k, s in enumerate(lefts):
        body.append(seat_block(s, pad, band + k * (seat_dy + oh + 12)))
    for k, s in enumerate(rights):
        body.append(seat_block(s, width - pad - seat_w[s], band + k * (seat_dy + oh + 12)))
    sides_bottom = band + max(len(lefts), len(rights)) * (seat_dy + oh + 12)

    # The stock and the discard pile, each with its label above it.
    stock = _pill(centre_left, y, stock_words, size=pile_ls)
    if view.stock_size:
        stock_title = say(_one_many("drawing.stock.title", view.stock_size), count=view.stock_size)
        stock += _card_group(None, centre_left, y + pile_dy, title=stock_title, zone="stock")
    else:
        stock += _empty_slot(centre_left, y + pile_dy, say("drawing.empty"))
    body.append(f'<g class="konkan-stock" data-target="stock">{stock}</g>')
    pile = _pill(dx, y, discard_words, size=pile_ls)
    top = view.discard_top
    if top is not None:
        pile += _card_group(top, dx, y + pile_dy, highlight=top.id in lit, four_colour=four_colour, zone="pile")
    else:
        pile += _empty_slot(dx, y + pile_dy, say("drawing.empty"))
    body.append(f'<g class="konkan-pile" data-target="pile">{pile}</g>')
    piles_bottom = y + pile_dy + CARD_H

    # The melds, wrapped into rows to the right of the piles.
    if not view.table:
        body.append(
            f'<text x="{left}" y="{y + 50}" font-size="12"{_rtl(END)} fill="{ON_FELT}" opacity="0.75">'
            f"{_esc(say('drawing.no_melds'))}</text>"
        )
    spots, melds_bottom = meld_rows(width - pad - side_room, y)
    for i, (tm, (block, _, _, label), (mx, my)) in enumerate(zip(view.table, melds, spots)):
        owner = view.names[tm.owner]
        meld_title = say(
            "drawing.meld.title", number=i + 1, owner=owner, meld=describe_meld(tm), verdict=tm.verdict.message
        )
        body.append(
            f'<g class="konkan-meld" data-target="meld" data-meld="{i}" data-owner="{tm.owner}">'
            f"<title>{_esc(meld_title)}</title>"
            + _pill(mx, my, label, size=meld_ls)
            + f'<g transform="translate({_n(mx)},{_n(my + meld_dy)})">{block}</g></g>'
        )
    y = max(piles_bottom, melds_bottom, sides_bottom) + 18

    # This seat's own hand.
    hl = me == view.current and not over
    body.append(_pill(pad, y, _seat_words(view, me, you), size=own_ls, bold=hl, stroke=HIGHLIGHT if hl else "#c4c7c5"))
    y += own_dy
    cls = "konkan-seat konkan-own" + (" konkan-turn" if hl else "")
    if mine:
        body.append(
            f'<g class="{cls}" data-target="hand" data-seat="{me}">'
            + _fan(
                mine,
                pad,
                y,
                step=hand_step,
                four_colour=four_colour,
                zone="seat" if hide_hand or (view.onlooker and shown_hands is None) else "hand",
                seat=me if hide_hand else None,
            )
            + "</g>"
        )
    else:
        body.append(
            f'<g class="{cls}" data-target="hand" data-seat="{me}">'
            + _empty_slot(pad, y, say("drawing.no_cards"))
            + "</g>"
        )
    height = y + CARD_H + pad

    frame = (
        f'<rect x="0" y="0" width="{_n(width)}" height="{_n(height)}" rx="12" fill="{FELT}"/>'
        f'<rect x="3" y="3" width="{_n(width - 6)}" height="{_n(height - 6)}" rx="10" fill="none" '
        f'stroke="{FELT_EDGE}" stroke-width="2"/>'
    )
    title = say("drawing.table.title" if shown_hands is None else "drawing.table.title.open", name=view.names[me])
    return _document(width, height, frame + "".join(body), title=title)


def _empty_slot(x: float, y: float, words: str) -> str:
    return (
        f'<rect x="{_n(x + 0.5)}" y="{_n(y + 0.5)}" width="{CARD_W - 1}" height="{CARD_H - 1}" rx="5" '
        f'fill="none" stroke="{ON_FELT}" stroke-opacity="0.5" stroke-dasharray="4 3"/>'
        f'<text x="{_n(x + CARD_W / 2)}" y="{_n(y + CARD_H / 2 + 4)}" font-size="11" '
        f'text-anchor="middle"{_rtl()} fill="{ON_FELT}" opacity="0.75">{_esc(words)}</text>'
    )


# --- for notebooks ---------------------------------------------------------------------------

_SIZE = re.compile(r'^<svg[^>]*? width="([^"]+)" height="([^"]+)"')


class SVG(str):
    """SVG text that a notebook shows as a picture; ``str(svg)`` is the text itself.

    Its ``repr`` is short and stable, so stored notebook outputs don't churn.
    """

    def _repr_svg_(self) -> str:
        return str(self)

    def __str__(self) -> str:
        return str.__str__(self)

    def __repr__(self) -> str:
        m = _SIZE.match(self)
        return f"<SVG {m.group(1)}x{m.group(2)}>" if m else "<SVG>"


def render(obj: Any, **options: Any) -> SVG:
    """Draw a card, a hand (cards or text such as ``"7S 8S 9S"``), a meld verdict, a table meld,
    a seat's view, a round or a game, as an :class:`SVG`. Options go to the matching ``*_svg`` function.

    >>> render("7S 8S 9S", highlight=["8S"])
    <SVG 116x104>
    """
    if isinstance(obj, Card):
        return SVG(card_svg(obj, **options))
    if isinstance(obj, MeldVerdict) or isinstance(getattr(obj, "verdict", None), MeldVerdict):
        return SVG(meld_svg(obj, **options))
    if isinstance(obj, SeatView):
        return SVG(table_svg(obj, **options))
    if hasattr(obj, "round") and hasattr(obj, "rounds"):  # a Game: its current round
        obj = obj.round
    if hasattr(obj, "view") and hasattr(obj, "hand") and callable(obj.hand):  # a Round
        return SVG(table_svg(obj, **options))
    if isinstance(obj, (str, list, tuple)):
        return SVG(hand_svg(obj, **options))
    raise InvalidNotation(say("error.drawing.render", kind=type(obj).__name__))


def svg_img(svg: str, alt: str = "") -> str:
    """An SVG drawing as an HTML ``<img>`` with the drawing inline as a data URL, for HTML outputs:
    JupyterLab and Notebook 7 show an untrusted notebook's HTML sanitized, which drops inline SVG
    but keeps an image. ``alt`` defaults to the drawing's ``<title>``."""
    if not alt:
        m = re.search(r"<title>(.*?)</title>", svg, re.S)
        alt = html.unescape(m.group(1)) if m else say("drawing.picture")
    data = base64.b64encode(svg.encode("utf-8")).decode("ascii")
    return f'<img src="data:image/svg+xml;base64,{data}" alt="{html.escape(alt)}" style="max-width:100%">'  # not user words
