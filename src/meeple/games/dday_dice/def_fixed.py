"""A DEF nothing reduces: Merville Battery, sector 11.

es 002, "Mapa de Batalla N-08 : MERVILLE BATTERY": "Sector 11: Ningún Objeto o Especialista
puede reducir la DEF de este Sector. Esto incluye el Torpedo Bangalore, el Bazooka y el
Tanque." it 000 p. 21: "Settore 11: Nessun oggetto o specialista può ridurre il DEF in questo
settore. Questo include il Bangalore Torpedo, la Gammon Bomb, il Bazooka e il Tank."

So the unit fights the printed DEF of its turn there (:func:`.combat.sector_def`), and the
items whose only effect is to cut a DEF (Bangalore Torpedo, Gammon Bomb, Bazooka, and the
bunker-only Flame-Thrower) are not offered to a unit in the sector: they could do nothing
(DDM-59). Items against the machine-gun fire (Grenade, Mortar, Flak Vest) still act.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from meeple.games.dday_dice.state import DdState

RULE: Final = "def-fixed"
#: The items that only reduce a DEF ("Questo include il Bangalore Torpedo, la Gammon Bomb, il
#: Bazooka").
DEF_ITEMS: Final = frozenset(("bangalore-torpedo", "gammon-bomb", "bazooka", "flame-thrower"))


def fixed(s: "DdState", sector: int) -> bool:
    """Whether nothing can reduce ``sector``'s DEF."""
    return s.board.sectors[sector].has_rule(RULE)


def item_barred(s: "DdState", sector: int, item: str) -> bool:
    """Whether ``item`` is useless (and so not offered) in ``sector``."""
    return item in DEF_ITEMS and fixed(s, sector)
