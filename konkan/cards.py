"""Cards (R1): two 52-card packs and two jokers, 106 physical cards.

Every physical card has its own identity: the two seven of spades are two cards, told apart by
``copy`` (0 or 1). They look the same, print the same and score the same, but they are not equal,
so a list never confuses them.

>>> parse_cards("7S 8s 10♥ JK")
[Card(7, 'S'), Card(8, 'S'), Card(10, 'H'), Card.joker()]
>>> [str(c) for c in parse_cards("7S, 7S, TD")]
['7♠', '7♠', '10♦']
>>> parse_cards("7S 7S")[1]
Card(7, 'S', copy=1)
>>> len(new_deck(seed=1))
106
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from itertools import islice
from typing import TYPE_CHECKING, Any, ClassVar, Union

from .catalogue import EN, say
from .errors import InvalidNotation, shown

SUITS = ("S", "H", "D", "C")
SUIT_GLYPHS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}


class _Named(Mapping[Any, str]):
    """Words of the catalogue by a suit or rank (``SUIT_NAMES["S"]`` is "spades"), said in the
    language spoken when read, so one name serves every language."""

    def __init__(self, keys: Iterable[Any], key: str) -> None:
        self._keys = tuple(keys)
        self._key = key

    def __getitem__(self, name: Any) -> str:
        if name not in self._keys:
            raise KeyError(name)
        return say(self._key.format(name))

    def __iter__(self) -> Iterator[Any]:
        return iter(self._keys)

    def __len__(self) -> int:
        return len(self._keys)


SUIT_NAMES = _Named(SUITS, "word.suit.{}.plural")  # "spades"
SUIT_OF = _Named(SUITS, "word.suit.{}.of")  # "spades" in "seven of spades" (French "pique": "sept de pique")
_GLYPH_TO_SUIT = {
    "♠": "S",
    "♥": "H",
    "♦": "D",
    "♣": "C",
    "♤": "S",
    "♡": "H",
    "♢": "D",
    "♧": "C",
}
RANK_TEXT = {1: "A", 11: "J", 12: "Q", 13: "K"}
RANK_NAMES = _Named(range(1, 14), "word.rank.{}")  # "ace"
RANK_PLURALS = _Named(range(1, 14), "word.rank.{}.plural")  # "aces"
_RANK_TOKENS = {"A": 1, "T": 10, "J": 11, "Q": 12, "K": 13, **{str(n): n for n in range(2, 11)}}
_JOKER_TOKENS = {"JK", "JOKER", "🃏", "JKR"}
JOKER = 0  # the rank a joker carries


@dataclass(frozen=True, order=True)
class Card:
    """One physical card. ``rank`` is 1 (ace) to 13 (king), or 0 for a joker; ``suit`` is one of
    ``S H D C`` (``None`` for a joker); ``copy`` tells the two identical cards apart.

    >>> Card.parse("10♥"), str(Card.parse("qd")), Card.parse("Joker").is_joker
    (Card(10, 'H'), 'Q♦', True)
    """

    rank: int
    suit: str | None
    copy: int = 0
    if TYPE_CHECKING:  # set in __post_init__, not a field
        _id: ClassVar[int]  # in fact one per card, set in __post_init__

    def __post_init__(self) -> None:
        if type(self.rank) is not int or type(self.copy) is not int:
            raise InvalidNotation(say("error.card.numbers", rank=shown(self.rank), copy=shown(self.copy)))
        if self.rank == JOKER:
            if self.suit is not None:
                raise InvalidNotation(say("error.card.joker_suit", value=shown(self.suit)))
        else:
            if not isinstance(self.rank, int) or not 1 <= self.rank <= 13:
                raise InvalidNotation(say("error.card.rank", value=shown(self.rank)))
            if self.suit not in SUITS:
                raise InvalidNotation(say("error.card.suit", value=shown(self.suit)))
        if self.copy not in (0, 1):
            raise InvalidNotation(say("error.card.copy", value=shown(self.copy)))
        # The card's number, asked for millions of times in a game: worked out once and kept
        # outside the fields (order, hashing and saving stay the fields'; equal numbers are equal
        # fields, so equality compares the one number).
        ident = 104 + self.copy if self.rank == JOKER else 52 * self.copy + 13 * SUITS.index(self.suit) + self.rank - 1
        object.__setattr__(self, "_id", ident)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is Card:
            return self._id == other._id
        return NotImplemented

    # --- construction -------------------------------------------------------------------
    @classmethod
    def joker(cls, copy: int = 0) -> Card:
        return cls(JOKER, None, copy)

    @classmethod
    def parse(cls, token: str, copy: int = 0) -> Card:
        """Read one card: ``7S``, ``10h``, ``T♥``, ``A♣``, ``JK``, ``Joker`` or ``🃏``."""
        face = parse_face(token)
        if face is None:
            raise InvalidNotation(say("error.card.not_a_card", value=shown(token)), token=token)
        return cls(face[0], face[1], copy)

    @classmethod
    def from_id(cls, ident: int) -> Card:
        """The card with this number (0 to 105), the inverse of :attr:`id`."""
        if type(ident) is not int or not 0 <= ident < 106:
            raise InvalidNotation(say("error.card.id", value=shown(ident)))
        return _BY_ID[ident]

    # --- questions ----------------------------------------------------------------------
    @property
    def id(self) -> int:
        """A number from 0 to 105, different for every physical card."""
        return self._id

    @property
    def is_joker(self) -> bool:
        return self.rank == JOKER

    @property
    def face(self) -> tuple[int, str | None]:
        """What the card looks like: rank and suit, without the copy."""
        return (self.rank, self.suit)

    def same_face(self, other: Card) -> bool:
        return self.rank == other.rank and self.suit == other.suit

    @property
    def name(self) -> str:
        """Words for a screen reader: ``seven of spades``."""
        if self.is_joker:
            return say("word.joker")
        return say("word.card", rank=RANK_NAMES[self.rank], suit=SUIT_OF[self.suit])

    @property
    def code(self) -> str:
        """Plain ASCII notation, ``7S``, ``10H``, ``JK``."""
        if self.is_joker:
            return "JK"
        return f"{RANK_TEXT.get(self.rank, str(self.rank))}{self.suit}"

    def __str__(self) -> str:
        if self.is_joker:
            return "Joker"
        return f"{RANK_TEXT.get(self.rank, str(self.rank))}{SUIT_GLYPHS[self.suit]}"  # type: ignore[index]

    def __repr__(self) -> str:
        if self.is_joker:
            return "Card.joker()" if self.copy == 0 else f"Card.joker({self.copy})"
        extra = f", copy={self.copy}" if self.copy else ""
        return f"Card({self.rank}, {self.suit!r}{extra})"

    def _repr_svg_(self) -> str:
        from .render import card_svg  # render draws cards: imported here, where the cycle is broken

        return card_svg(self)


def rank_text(rank: int) -> str:
    return RANK_TEXT.get(rank, str(rank))


# What a card typed or pasted in Arabic may carry: Eastern Arabic digits (٧S, ١٠H), read as 0-9,
# and the invisible marks that keep a run of cards left to right in an Arabic sentence, dropped.
_TYPED = str.maketrans(
    {**{0x0660 + d: str(d) for d in range(10)}, **{0x06F0 + d: str(d) for d in range(10)}}
    | dict.fromkeys((0x200E, 0x200F, 0x2066, 0x2067, 0x2068, 0x2069, 0xFE0F))
)


def parse_face(token: str) -> tuple[int, str | None] | None:
    """The rank and suit a card token names (``7S``, ``10♥``, ``JK``; Eastern Arabic digits too:
    ``٧S``), or None."""
    if not isinstance(token, str) or len(token) > 24:
        return None
    t = token.strip().translate(_TYPED)
    if not t:
        return None
    if t.upper() in _JOKER_TOKENS:
        return (JOKER, None)
    suit_char = t[-1]
    suit = _GLYPH_TO_SUIT.get(suit_char) or (suit_char.upper() if suit_char.upper() in SUITS else None)
    if suit is None:
        return None
    rank = _RANK_TOKENS.get(t[:-1].upper())
    if rank is None:
        return None
    return (rank, suit)


_SPLIT = re.compile(r"[\s,]+")

# Slips in typed cards, and the card probably meant (see suggest_card).
_LOOKALIKES = str.maketrans({"O": "0", "o": "0", "l": "1", "I": "1", "i": "1", "|": "1"})
# Cards are typed in English words (their letters, 7S or QH, are the same in every language).
_SUIT_WORDS = {EN[f"word.suit.{s}{end}"]: s for s in SUITS for end in (".plural", "")}  # "hearts", "heart"
_RANK_WORDS = {EN[f"word.rank.{r}"]: r for r in range(1, 14)}  # "ten": 10
_RANK_NUMBERS = {"1": 1, "11": 11, "12": 12, "13": 13}  # numbers for the ranks written with a letter
_RANK_AND_SUIT_WORD = re.compile(
    r"(?i)(10|[2-9atjqk]|" + "|".join(_RANK_WORDS) + r")(?:of)?(" + "|".join(_SUIT_WORDS) + r")"
)


def _rank_of(text: str) -> int | None:
    """The rank ``text`` names as a rank (``10``, ``Q``), a word (``ten``) or a number (``11``), or None."""
    t = text.strip()
    return _RANK_TOKENS.get(t.upper()) or _RANK_WORDS.get(t.lower()) or _RANK_NUMBERS.get(t)


def _suit_of(text: str) -> str | None:
    """The suit ``text`` names as a letter, a sign or a word (``hearts``), or None."""
    t = text.strip().replace("\ufe0f", "")
    if len(t) == 1:
        return _GLYPH_TO_SUIT.get(t) or (t.upper() if t.upper() in SUITS else None)
    return _SUIT_WORDS.get(t.lower())


def suggest_card(tokens: Sequence[str], i: int) -> tuple[Card, int, str] | None:
    """For ``tokens[i]``, which is not a card, the card probably meant: the card, how many tokens
    from ``i`` it stands for, and a sentence on the slip; None when no slip is clear.

    >>> suggest_card(["1OH"], 0)[0], suggest_card(["10", "H"], 0)[1:]
    (Card(10, 'H'), (2, 'Remove the space between 10 and H.'))
    """
    t = tokens[i].strip()
    nxt = tokens[i + 1 : i + 3]
    # Three words: "ten of hearts", "10 of H".
    if len(nxt) == 2 and nxt[0].lower() == "of" and (rank := _rank_of(t)) and (suit := _suit_of(nxt[1])):
        card = Card(rank, suit)
        return card, 3, say("notation.fix.words", fix=card.code)
    if nxt:
        # A space inside one card: "10 H", "1 0H", "K S".
        face = parse_face(t + nxt[0])
        if face is not None and parse_face(nxt[0]) is None:
            card = Card(face[0], face[1])
            return card, 2, say("notation.fix.space", first=t, second=nxt[0])
        # A suit's word: "10 hearts".
        if (rank := _rank_of(t)) and (suit := _suit_of(nxt[0])) and len(nxt[0]) > 1:
            return Card(rank, suit), 2, say("notation.fix.suit_word", letter=suit, suit=SUIT_NAMES[suit])
    if len(t) < 2:
        return None
    rank_text, suit = t[:-1], _suit_of(t[-1])
    if suit is not None:
        # The letter O for a zero, or l or I for a one: "1OH", "l0H", "IOH".
        digits = rank_text.translate(_LOOKALIKES)
        if digits != rank_text and _RANK_TOKENS.get(digits) == 10:
            return Card(10, suit), 1, say("notation.fix.digits")
        # A number for a rank written with a letter: "11H", "1S".
        if rank_text in _RANK_NUMBERS:
            rank = _RANK_NUMBERS[rank_text]
            return (
                Card(rank, suit),
                1,
                say("notation.fix.number", rank=RANK_NAMES[rank], letter=RANK_TEXT[rank], number=rank_text),
            )
    # The suit's word in the same token: "10hearts", "Kofspades".
    m = _RANK_AND_SUIT_WORD.fullmatch(t)
    if m and (rank := _rank_of(m.group(1))) and (suit := _suit_of(m.group(2))):
        return Card(rank, suit), 1, say("notation.fix.suit_word", letter=suit, suit=SUIT_NAMES[suit])
    # The suit first: "H10", "SK".
    first = _suit_of(t[0])
    if first is not None and (rank := _RANK_TOKENS.get(t[1:].upper())):
        return Card(rank, first), 1, say("notation.fix.order")
    return None


def _not_a_card(tokens: Sequence[str], i: int) -> InvalidNotation:
    """The error for ``tokens[i]``, not a card: the card probably meant, where a slip is clear."""
    token, position = tokens[i], i + 1
    hint = suggest_card(tokens, i)
    if hint is None:
        return InvalidNotation(
            say("error.cards.not_a_card", position=position, value=shown(token)),
            token=token,
            position=position,
        )
    card, used, why = hint
    fixed = " ".join([*tokens[:i], card.code, *tokens[i + used :]])
    try:
        parse_cards(fixed)
    except InvalidNotation:
        fixed = ""  # something else is wrong too: the card is named, the whole text is not offered
    fix = say("notation.fix", fix=card.code, name=card.name)
    return InvalidNotation(
        say("error.cards.slip", position=position, value=shown(token), fix=fix, why=why),
        token=token,
        position=position,
        suggestion=fixed or None,
        fix=f"{fix} {why}",  # as error.cards.slip says them
    )


def card_tokens(text: str) -> list[str]:
    return [t for t in _SPLIT.split(text.strip()) if t]


def parse_cards(text: str) -> list[Card]:
    """Read cards from text, separated by spaces or commas.

    A card written twice gives the two physical copies; a third copy is refused.

    >>> parse_cards("AS ks 2♣ 🃏")
    [Card(1, 'S'), Card(13, 'S'), Card(2, 'C'), Card.joker()]
    >>> parse_cards("٧S ١٠H") == parse_cards("7S 10H")
    True
    >>> parse_cards("7S 7S 7S")
    Traceback (most recent call last):
    ...
    konkan.errors.InvalidNotation: card 3 ('7S'): there are only two 7♠ in the game
    """
    if not isinstance(text, str):
        raise InvalidNotation(say("error.cards.text", value=type(text).__name__))
    seen: dict[tuple[int, str | None], int] = {}
    cards = []
    tokens = card_tokens(text)
    for position, token in enumerate(tokens, start=1):
        face = parse_face(token)
        if face is None:
            raise _not_a_card(tokens, position - 1)
        copy = seen.get(face, 0)
        if copy >= 2:
            key = "error.cards.third_joker" if face[0] == JOKER else "error.cards.third"
            raise InvalidNotation(
                say(key, position=position, value=shown(token), card=Card(face[0], face[1]) if face[0] else ""),
                token=token,
                position=position,
            )
        seen[face] = copy + 1
        cards.append(Card(face[0], face[1], copy))
    return cards


CardsLike = Union[str, Card, Iterable[Union[Card, str]]]  # noqa: UP007 - a runtime alias on Python 3.10


class WhatKey(str):
    """The catalogue key of the words naming the cards an error refuses (``WhatKey("error.what.meld")``),
    given as ``what=`` to :func:`to_cards` or :func:`to_card`: said in the language spoken, and only
    when an error needs them (a meld judged a thousand times a second names nothing)."""


def _named(what: str | None, key: str) -> str:
    """The words naming the cards refused: ``what`` as given, a :class:`WhatKey`'s words, or ``key``'s."""
    if what is None:
        return say(key)
    return say(what) if isinstance(what, WhatKey) else what


def to_cards(cards: CardsLike, *, what: str | None = None) -> list[Card]:
    """Accept text, one card, or a sequence of cards or card texts; give a list of cards.

    Cards given as text get their copies in order of appearance; ``Card`` objects are kept as
    they are (so the same physical card given twice is refused). ``what`` names them in an error.
    """
    if isinstance(cards, Card):
        return [cards]
    if isinstance(cards, str):
        return parse_cards(cards)
    what = _named(what, "error.what.cards")
    try:
        items: list[Any] = list(islice(cards, 200))
    except TypeError:
        raise InvalidNotation(say("error.cards.type", what=what, value=shown(cards))) from None
    if len(items) > 106:
        raise InvalidNotation(say("error.cards.too_many", what=what))
    physical = [c for c in items if isinstance(c, Card)]
    if len(physical) == len(items):
        ids = [c.id for c in physical]
        if len(set(ids)) != len(ids):
            dup = next(c for c in physical if ids.count(c.id) > 1)
            raise InvalidNotation(say("error.cards.twice", what=what, value=shown(dup)), token=str(dup))
        return physical
    if all(isinstance(c, (Card, str)) for c in items):
        # Mixed: read texts one by one, then hand out copies as parse_cards would.
        texts = [c for c in items if isinstance(c, str)]
        if len(texts) == len(items):
            return parse_cards(" ".join(texts))
        out: list[Card] = []
        used: set[int] = set()
        for position, c in enumerate(items, start=1):
            if isinstance(c, str):
                toks = card_tokens(c)
                if len(toks) != 1:
                    raise InvalidNotation(
                        say("error.cards.item_one", what=what, position=position, value=shown(c)),
                        token=c,
                        position=position,
                    )
                face = parse_face(toks[0])
                if face is None:
                    raise InvalidNotation(
                        say("error.cards.item_bad", what=what, position=position, value=shown(c)),
                        token=c,
                        position=position,
                    )
                for copy in (0, 1):
                    card = Card(face[0], face[1], copy)
                    if card.id not in used:
                        break
                else:
                    raise InvalidNotation(
                        say("error.cards.item_third", what=what, position=position, value=shown(c), card=card),
                        token=c,
                        position=position,
                    )
            else:
                card = c
                if card.id in used:
                    raise InvalidNotation(
                        say("error.cards.twice", what=what, value=shown(card)),
                        token=str(card),
                        position=position,
                    )
            used.add(card.id)
            out.append(card)
        return out
    bad = next(c for c in items if not isinstance(c, (Card, str)))
    raise InvalidNotation(say("error.cards.bad", what=what, value=shown(bad)))


def to_card(card: Card | str, *, what: str | None = None) -> Card:
    """One card from a ``Card`` or text such as ``'7S'``."""
    if isinstance(card, Card):
        return card
    what = _named(what, "error.what.card")
    if isinstance(card, str):
        cards = parse_cards(card)
        if len(cards) != 1:
            raise InvalidNotation(say("error.card.one", what=what, value=shown(card)), token=card)
        return cards[0]
    raise InvalidNotation(say("error.card.type", what=what, value=shown(card)))


def _make(ident: int) -> Card:
    if ident >= 104:
        return Card.joker(ident - 104)
    copy, rest = divmod(ident, 52)
    suit, rank0 = divmod(rest, 13)
    return Card(rank0 + 1, SUITS[suit], copy)


_BY_ID = tuple(_make(i) for i in range(106))  # cards are frozen values: one object per card id


def full_deck() -> list[Card]:
    """All 106 cards in a fixed order (by id)."""
    return list(_BY_ID)


def new_deck(seed: int | str | None = None) -> list[Card]:
    """The 106 cards, shuffled; the same seed gives the same order.

    >>> new_deck(seed=7)[:3] == new_deck(seed=7)[:3]
    True
    """
    deck = full_deck()
    random.Random(seed).shuffle(deck)
    return deck


def cards_text(cards: Sequence[Card]) -> str:
    """``7♠ 8♠ 9♠``: cards as a learner reads them."""
    return " ".join(str(c) for c in cards)


def card_value(card: Card, joker_penalty: int = 15, ace: str = "standard") -> int:
    """What a card costs left in hand (R8.3): joker 15 (or the option), ace 11 (10 where aces count
    ten, R9), J Q K 10."""
    if card.is_joker:
        return joker_penalty
    if card.rank == 1:
        return 10 if ace == "ten" else 11
    return min(card.rank, 10)
