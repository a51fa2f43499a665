"""All In One (rulebook p. 20, "All In One").

"Un'unità dotata di questa competenza può aumentare la sua cadenza di tiro. Le canne delle sue
armi si surriscaldano al limite. Se utilizzate questa competenza, lanciate due volte i dadi per
ogni linea d'armamento utilizzata nel turno. Le armi non possono sopportare per molto un simile
trattamento, per cui questa competenza può essere utilizzata una sola volta per partita."

Declared with ``use all-in-one`` when the unit is activated (:mod:`.declared_skills`): the
lines of the unit's attacks this turn roll their dice twice. Only the number of hits of a roll
matters (DT-28), so rolling a line's dice twice is one roll of twice the dice; a Sustained
Attack then rerolls the misses of both, a laser the hits of both (DT-53). A squad's All In One
doubles its joined hero's lines too: p. 18, "Tutte le competenze della squadra sono condivise
con quelle dell'eroe". The skill's text does not say a hero shares his, so a joined hero's All
In One doubles the hero's own lines only ("Alcune competenze dell'eroe sono condivise", p. 18;
DT-51). It doubles the unit's own attacks, not a close-combat reply it makes during an enemy's
attack (DT-53).
"""

from __future__ import annotations

from typing import Final

from meeple.games.dust_tactics.unit_state import UnitState, WeaponRef

SKILL: Final = "all-in-one"
#: "lanciate due volte i dadi".
ROLLS: Final = 2


def dice_factor(attacker: UnitState, line: WeaponRef) -> int:
    """How many times line ``line`` of ``attacker`` rolls its dice this turn (1 or 2): twice
    when the card holding the line declared All In One, or, for a joined hero's line, when his
    squad did (the squad's skills are the hero's too, p. 18)."""
    holders = [attacker.hero, attacker] if line.hero and attacker.hero is not None else [attacker]
    return ROLLS if any(SKILL in holder.skills_now for holder in holders) else 1
