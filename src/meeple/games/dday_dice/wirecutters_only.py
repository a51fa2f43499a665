"""Sectors entered only with the Wirecutters: Merville Battery, sectors 6 and 9.

es 002, "Mapa de Batalla N-08 : MERVILLE BATTERY": "Sectores 6 y 9: Estos Sectores **sólo**
están accesibles usando el Cortaalambres -*Wirecutters*- (por lo que normalmente, sólo 1 de estos
Sectores puede ser visitado durante la partida)." it 000 p. 20: "Settore 6 e 9: Questi settori
sono accessibili solo usando l'oggetto Wirecutters (come sempre, solo 1 di questi settori può
essere visitato durante il gioco)." The card (p. 27): "Ignora le Barriers per 1 turno. Vale anche
per le unità che muovono con te".

So a unit moves into such a sector only in a Phase 4 in which the Wirecutters were used in the
sector it leaves -- by itself, or by a unit of that sector ("le unità che muovono con te", as for
barriers: DDC-25). Nothing else opens it: not the Bulldozer, not an RWB Battle Cry (it ignores a
sector's requirements, but the fence is the way in, not a requirement), DDM-57. The one
Wirecutters card is why "only one of these sectors" is visited in a game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.engine.core import Event
from meeple.games.dday_dice.unit import Unit

if TYPE_CHECKING:
    from meeple.games.dday_dice.state import DdState

RULE = "wirecutters-only"
#: This turn's mark on every unit of the sector where the Wirecutters were used.
WIRE_CUT = "wire-cut"


def fenced(s: "DdState", sector: int) -> bool:
    return any(r == RULE for r, _ in s.board.sectors[sector].special)


def open_to(s: "DdState", unit: Unit, sector: int) -> bool:
    """Whether ``unit`` may move into ``sector`` as far as this rule goes."""
    return not fenced(s, sector) or WIRE_CUT in unit.flags


def cut(s: "DdState", unit: Unit, events: list[Event]) -> None:
    """The Wirecutters are used: every unit now in the user's sector may go through."""
    for other in s.units:
        if other.active and other.sector == unit.sector and WIRE_CUT not in other.flags:
            other.flags.append(WIRE_CUT)
    events.append({"type": "wire-cut", "seat": unit.seat, "sector": unit.sector})
