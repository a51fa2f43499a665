"""Second edition, solo: a "1 Unité Max" sector is a "Ne restons pas là" sector.

French rulebook (004_badc40968546fed3.txt), "RÈGLES OPTIONNELLES", "SOLITAIRE": "Traitez tous
les Secteurs avec la mention « 1 Unité Max » comme des Secteurs « Ne restons pas là »." A
"Ne restons pas là" sector: "un bouclier DEF noir indique que les Unités ne peuvent pas y rester
plus d'un tour". The first edition has no such rule: a solo unit may stay its three turns in a
one-unit sector (Omaha Beach 8, ...).

So in a solo game under the second edition every one-unit sector is played as a black shield
(one turn, then the must-move arrow: :func:`.upkeep.update_marker`), through
:func:`.sector_attributes.sector`; its DEF is its first shield's, every turn the unit is there
(it stays one turn). Where a General makes the units ignore the sector's attributes, the
"1 Unité Max" is ignored, and with it this rule (DDE-17).
"""

from __future__ import annotations

import dataclasses
from functools import lru_cache
from typing import TYPE_CHECKING

from meeple.games.dday_dice.board import Sector
from meeple.games.dday_dice.edition import second

if TYPE_CHECKING:
    from meeple.games.dday_dice.state import DdState


def as_played(s: "DdState", sector: Sector) -> Sector:
    """``sector`` as a solo unit plays it under the second edition."""
    if sector.one_unit and not sector.black and len(s.units) == 1 and second(s):
        return _black(sector)
    return sector


@lru_cache(maxsize=None)
def _black(sector: Sector) -> Sector:
    return dataclasses.replace(sector, black=True)
