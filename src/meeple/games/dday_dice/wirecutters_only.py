"""Sectors entered only with the Wirecutters: Merville Battery, sectors 6 and 9.

es 002, "Mapa de Batalla N-08 : MERVILLE BATTERY": "Sectores 6 y 9: Estos Sectores **sólo**
están accesibles usando el Cortaalambres -*Wirecutters*- (por lo que normalmente, sólo 1 de estos
Sectores puede ser visitado durante la partida)." it 000 p. 20: "Settore 6 e 9: Questi settori
sono accessibili solo usando l'oggetto Wirecutters (come sempre, solo 1 di questi settori può
essere visitato durante il gioco)." The card (p. 27): "Ignora le Barriers per 1 turno. Vale anche
per le unità che muovono con te".

So a unit moves into such a sector only in a turn in which the Wirecutters were used in the
sector it leaves -- by itself, or by a unit of that sector ("le unità che muovono con te", as for
barriers: DDC-25). The pass belongs to the sector, not to the unit: a unit that moves twice
(Silver Star) and goes 3 -> 6 on one use needs a second use to go 6 -> 9, and a unit that
arrives where the wire was cut goes through like the units already there. Nothing else opens
it: not the Bulldozer, not an RWB Battle Cry (it ignores a sector's requirements, but the fence
is the way in, not a requirement), DDM-57. The one Wirecutters card is why "only one of these
sectors" is visited in a game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from meeple.engine.core import Event
from meeple.games.dday_dice.unit import Unit

if TYPE_CHECKING:
    from meeple.games.dday_dice.state import DdState

RULE: Final = "wirecutters-only"


def fenced(s: "DdState", sector: int) -> bool:
    return s.board.sectors[sector].has_rule(RULE)


def open_to(s: "DdState", unit: Unit, sector: int, cut: bool = False) -> bool:
    """Whether ``unit`` may move into ``sector`` as far as this rule goes: from a sector where
    the wire was cut this turn (``cut``: as if it had been)."""
    return not fenced(s, sector) or cut or unit.sector in s.wires_cut


def cut(s: "DdState", unit: Unit, events: list[Event]) -> None:
    """The Wirecutters are used: this turn, every unit in the user's sector may go through."""
    if unit.sector not in s.wires_cut:
        s.wires_cut.append(unit.sector)
    events.append({"type": "wire-cut", "seat": unit.seat, "sector": unit.sector})
