"""What a unit was given in a phase it does not give on in that phase (docs/rulings.md, DDD-23).

it p. 7: "Quando 2 o più unità sono nello stesso settore, possono scambiarsi risorse tra loro
... Un'unità può donare risorse senza nulla in cambio. Gli scambi possono essere fatti in
qualsiasi momento." fr "ÉCHANGE": "Lors de chaque phase, sauf PHASE 6, COMBAT, lorsque 2 Unités
ou plus sont dans un même Secteur, ces Unités peuvent échanger des ressources [...] Une Unité peut
échanger des Ressources sans rien obtenir en retour."

meeple writes a trade as gifts of one thing at a time (DDD-5), and a unit given something is
asked again (DDD-5): with nothing more, two units could hand a soldier back and forth for ever
and no phase would end. At the table, two units agree on what passes between them and hand it
over: a soldier given back, or passed on, is no part of any trade. So within one phase a unit
gives none of the kinds -- soldier, courage, star, item point, or an item or vehicle by name --
it was given in that phase. Every gift then comes out of what its giver held without being given
it that phase, and trading in a phase always ends; every exchange the table makes (soldiers for
courage, an item for stars) is still made.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.games.dday_dice.unit import Unit

if TYPE_CHECKING:
    from meeple.games.dday_dice.state import DdState


def _phase(s: "DdState") -> tuple[int, int]:
    return (s.turn, s.phase)


def received(s: "DdState", unit: Unit) -> list[str]:
    """The kinds ``unit`` was given in the current phase, in the order it got them."""
    return list(unit.received) if unit.received_in == _phase(s) else []


def note_gift(s: "DdState", receiver: Unit, what: str) -> None:
    """``receiver`` was given ``what`` (a resource, an item or a vehicle) now."""
    now = _phase(s)
    if receiver.received_in != now:
        receiver.received_in = now
        receiver.received = []
    if what not in receiver.received:
        receiver.received.append(what)


def may_give(s: "DdState", unit: Unit, what: str) -> bool:
    """Whether ``unit`` may give ``what`` now: it was not given one this phase."""
    return unit.received_in != _phase(s) or what not in unit.received
