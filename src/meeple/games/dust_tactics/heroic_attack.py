"""Heroic Attack (rulebook p. 21, "HEROIC ATTACK").

"Un eroe dotato di questa competenza è un vero capo la cui presenza può cambiare il corso di
una battaglia. Quando l'eroe utilizza questa competenza, tutti gli attacchi effettuati contro
di lui nel turno (compresi i tiri d'artiglieria, il corpo a corpo, etc.) non infliggono alcun
danno. Questa competenza non costa azioni ma il giocatore ne deve dichiarare l'attivazione
prima di utilizzarla. Un'eroe può utilizzare questa competenza una sola volta per partita.
Un'eroe dotato di questa competenza la condivide con la sua squadra."

Declared with ``use heroic-attack`` when the hero (or its squad) is activated
(:mod:`.declared_skills`); from then to the end of the turn every attack against the unit
inflicts no damage: its dice are rolled (the attack is made) but the damage is nothing, so no
cover roll is due; a close-combat reply against it too (DT-52). The attacks made before the
declaration in the same turn are not undone ("quando l'eroe utilizza questa competenza").
"""

from __future__ import annotations

from typing import Final

from meeple.games.dust_tactics.unit_state import UnitState

SKILL: Final = "heroic-attack"


def unharmed(unit: UnitState) -> bool:
    """Whether attacks against ``unit`` inflict no damage this turn."""
    return SKILL in unit.skills_now
