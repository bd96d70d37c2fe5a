"""Seat names that read well in a sentence ("East took the 8♥").

Seats go anticlockwise (R1.3): the player after South sits on South's right, which is East.

>>> default_names(4)
['South', 'East', 'North', 'West']
>>> check_names(["Amal", "Basil"], 2)
('Amal', 'Basil')
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .catalogue import say
from .errors import InvalidNotation, shown

_DEFAULTS = {  # the catalogue's word.seat_name.<place> for each seat
    2: ("south", "north"),
    3: ("south", "east", "west"),
    4: ("south", "east", "north", "west"),
    5: ("south", "east", "north_east", "north_west", "west"),
}


def default_names(players: int) -> list[str]:
    """The names seats get unless the table names them."""
    places = _DEFAULTS.get(players)
    if places is None:
        return [say("word.seat_name.numbered", seat=i) for i in range(players)]
    return [say(f"word.seat_name.{place}") for place in places]


def check_names(names: Any, players: int) -> tuple[str, ...]:
    """Names given for the seats: one short, distinct, non-empty text per seat."""
    if names is None:
        return tuple(default_names(players))
    if isinstance(names, str) or not isinstance(names, Sequence) or len(names) != players:
        raise InvalidNotation(say("error.names.count", players=players, value=shown(names)))
    out = []
    for i, name in enumerate(names):
        if not isinstance(name, str) or not name.strip() or len(name) > 40 or not name.isprintable():
            raise InvalidNotation(say("error.names.bad", seat=i, value=shown(name)))
        out.append(name.strip())
    if len(set(n.lower() for n in out)) != len(out):
        raise InvalidNotation(say("error.names.same", value=shown(names)))
    if any(n.lower() == say("word.you") for n in out):
        raise InvalidNotation(say("error.names.you"))
    return tuple(out)
