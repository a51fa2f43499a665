"""What the special combat values of p. 24 are expected to deal, for the bots' estimates (no
rule is decided here: the attack itself is :mod:`.attack`).

- plain dice "X/Y" and Volley Blast: a third of the dice hit, "Y" (or "X") damage each;
- Incendiary Blast: one damage per hit (:mod:`.special_weapons`);
- Phaser Blast "X Y": a third of the "X" dice hit, each rolls "Y" dice, a third of which hit
  (:mod:`.phaser`); no cover roll;
- AP Incendiary Blast: the chance of one hit or more eliminates the unit (:mod:`.ap_incendiary`);
  no cover roll.
"""

from __future__ import annotations

from typing import Final

from meeple.games.dust_tactics.dice import PROBABILITY, Face
from meeple.games.dust_tactics.units import CombatValue

#: The chance that a die shows a hit.
HIT: Final = float(PROBABILITY[Face.HIT])


def expected_damage(value: CombatValue, dice: int, remaining: int) -> float:
    """The damage ``dice`` dice of ``value`` are expected to deal to a unit with ``remaining``
    damage points left, before any cover roll (and never above ``remaining``)."""
    if value.kind == "phaser":
        found = dice * HIT * value.damage * HIT
    elif value.kind == "ap-incendiary":
        found = (1 - (1 - HIT) ** dice) * remaining
    elif value.kind == "incendiary":
        found = dice * HIT
    else:
        found = dice * HIT * value.damage
    return min(found, float(remaining))


def ignores_cover(value: CombatValue) -> bool:
    """Whether no cover roll is made against ``value`` (phasers, AP Incendiary: p. 24)."""
    return value.kind in ("phaser", "ap-incendiary")


__all__ = ["HIT", "expected_damage", "ignores_cover"]
