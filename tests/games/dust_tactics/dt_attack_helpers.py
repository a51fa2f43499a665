"""Small builders for Dust Tactics attack tests: a weapon by its name on a card, a unit's
fresh state, and an attack's next dice roll checked and answered with pinned faces."""

from __future__ import annotations

from meeple.games.dust_tactics.attack import Attack, DiceRoll
from meeple.games.dust_tactics.dice import faces
from meeple.games.dust_tactics.unit_state import UnitState, WeaponRef
from meeple.games.dust_tactics.units import unit as card


def ref(unit_id: str, weapon: str) -> WeaponRef:
    """The weapon named ``weapon`` on ``unit_id``'s card."""
    c = card(unit_id)
    return WeaponRef(c.weapons.index(c.weapon(weapon)))


def fresh(unit_id: str) -> UnitState:
    """``unit_id`` as it enters the game."""
    return UnitState.fresh(card(unit_id))


def roll(attack: Attack, purpose: str, unit_id: str, dice: int, rolled: str) -> Attack:
    """Check the next step is ``dice`` dice of ``purpose`` for ``unit_id``, and answer it."""
    step = attack.next_step()
    assert isinstance(step, DiceRoll), step
    assert (step.purpose, step.unit, step.dice) == (purpose, unit_id, dice), step
    return attack.roll(faces(rolled))
