"""Damage Resilient (rulebook p. 21, "COMPETENZE").

"Un'unità dotata di questa competenza è incredibilmente resistente. Dopo aver effettuato il
tiro di dadi relativo alla copertura, se ne esiste una, lanciate un dado per ogni danno subito
dall'unità. Per ogni [colpo] ottenuto ignorate un danno. Un eroe dotato di questa competenza
non la condivide con la sua squadra."

The transcript lacks the die face; it is read as the hit face, the face every other save of
the rules counts (DT-69). The roll is made for the damage left after the cover roll (or for all
of it when there is none: no cover, close combat, a flamethrower), by every unit with the skill
that takes damage in an attack: a target, or the attacker hit by a close-combat reply. It
costs no action and is not optional. A joined hero's Damage Resilient is his own: the squad he
joins does not roll it, and he rolls it only once alone, since the roll comes before the damage
is given out to him or the squad (p. 11, steps 5 and 6; DT-130); a squad's Damage Resilient is
rolled for the whole unit, its hero with it (p. 18: "Tutte le competenze della squadra sono
condivise con quelle dell'eroe").
"""

from __future__ import annotations

from typing import Final, Sequence

from meeple.engine.errors import IllegalActionError
from meeple.games.dust_tactics.dice import Face, hits
from meeple.games.dust_tactics.skills import skills_of
from meeple.games.dust_tactics.unit_state import UnitState

SKILL: Final = "damage-resilient"


def resilient(unit: UnitState) -> bool:
    """Whether ``unit`` rolls Damage Resilient (its own card's skill, a joined hero's not)."""
    return SKILL in skills_of(unit)


def resilience_dice(unit: UnitState, damage: int) -> int:
    """"lanciate un dado per ogni danno subito dall'unità": one die per damage point, or 0."""
    if damage < 0:
        raise ValueError("damage is never negative")
    return damage if resilient(unit) else 0


def damage_after_resilience(unit: UnitState, damage: int, faces: Sequence[Face]) -> int:
    """The damage left once ``faces`` are rolled: "Per ogni [colpo] ottenuto ignorate un danno"."""
    expected = resilience_dice(unit, damage)
    if len(faces) != expected:
        raise IllegalActionError(f"the Damage Resilient roll of {unit.card.name} is {expected} dice, not {len(faces)}")
    return damage - hits(faces)
