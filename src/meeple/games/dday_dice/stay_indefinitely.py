"""A sector where a unit may stay for ever: Merville Battery, sector 13.

es 002, "Mapa de Batalla N-08 : MERVILLE BATTERY": "Sector 13: Las unidades pueden estar en
este Sector indefinidamente. No ajustar los Marcadores de Unidad durante la Fase 2 cuando se
esté parado aquí." it 000 p. 21: "Settore 13: Le unità possono stare a tempo indefinito in
questo settore. Non cambiare il segnalino unità nella Fase 2 quando rimani qui."

So in Phase 2 step e) the marker of a unit in the sector is left as it is (:func:`.upkeep.
update_marker`): it never shows the must-move arrow, and the unit keeps fighting the DEF of the
turn its marker shows -- the first shield, since it arrived with one chevron (DDM-62).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from meeple.games.dday_dice.state import DdState

RULE: Final = "stay-indefinitely"


def holds(s: "DdState", sector: int) -> bool:
    """Whether units may stay in ``sector`` for ever (its markers are not turned)."""
    return s.board.sectors[sector].has_rule(RULE)
