"""Sectors where skulls cannot be rerolled.

Utah Beach (Italian rulebook p. 16): "Settore 6: Non puoi rilanciare i teschi, puoi solo
ignorarli (con lo Sharpshooter) o cambiare il loro risultato (con l'Ammo Box o i Binoculars),
fino al prossimo lancio di dadi." Spanish ("Mapa de Batalla N-03"): "Sector 6: No puedes
relanzar las Calaveras pero todavía puedes ignorarlas (con el Tirador de Élite -Sharpshooter-)
o cambiar su resultado (con la Caja de Munición -Ammo Box- o los Prismáticos -Binoculars-),
siempre que no las relances."

A unit in such a sector may not reroll a die that shows a skull: not in Phase 1's second and
third rolls (:func:`.roll.actions`), nor with the Corporal or the Jeep ("Ritira 1 dado nel tuo
Conteggio Finale", :func:`.final_count.actions`). The first roll's two locks are unchanged
(any two dice), and the cards the text names still act on skulls: the Sharpshooter ignores
one, the Ammo Box and the Binoculars change them (docs/rulings.md,
DDM-24).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from meeple.games.dday_dice.dice import SKULL
from meeple.games.dday_dice.sector_attributes import sector
from meeple.games.dday_dice.unit import Unit

if TYPE_CHECKING:
    from meeple.games.dday_dice.state import DdState

NO_SKULL_REROLL: Final = "no-skull-reroll"


def skulls_stay(s: "DdState", unit: Unit) -> bool:
    """Whether ``unit``'s sector forbids rerolling skulls now."""
    return sector(s, unit.sector).has_rule(NO_SKULL_REROLL)


def may_reroll(s: "DdState", unit: Unit, die: int) -> bool:
    """Whether ``unit`` may reroll ``die`` as far as skulls go (locks are checked elsewhere)."""
    return unit.dice[die] != SKULL or not skulls_stay(s, unit)
