"""What the observation says of the units beyond the state's own record of them, for a
display that must not work a rule out for itself (design notes: "If a front end has to infer
something from the log, the game should state it"): each unit's two-letter tag, as the
terminal's map and the labels name it (:func:`unit_tags`), and while an attack waits for its
casualties, each unit it changes as it stands now, with the damage it must still take
(:func:`attack_units`; the state writes the units back only once the attack is settled,
:func:`.flow.settle_attack`). It reads the state and decides nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from meeple.games.dust_tactics.attack import ATTACKER, UnitTarget
from meeple.games.dust_tactics.unit_state import UnitState

if TYPE_CHECKING:
    from meeple.games.dust_tactics.state import DtState


def unit_tags(state: "DtState") -> dict[str, str]:
    """Each unit's tag (:func:`.words.names.tags_of`): ``HB`` the Hell Boys, ``H2`` a second copy."""
    from meeple.games.dust_tactics.words.names import unit_tags as tags

    return tags(list(state.units))


def _marks(unit: UnitState) -> dict[str, Any]:
    """The marks of a unit an attack changes: models, hit points, ammunition (a joined hero's too)."""
    marks: dict[str, Any] = {
        "models": list(unit.models), "hit_points": unit.hit_points, "ammo_spent": list(unit.ammo_spent),
        "limited_used": unit.limited_used,
    }
    marks["hero"] = None if unit.hero is None else _marks(unit.hero) | {"hero": None}
    return marks


def attack_units(state: "DtState") -> dict[str, dict[str, Any]]:
    """While an attack is under way: each unit it changes (its targets, its attacker) by id,
    its models, hit points and ammunition as the casualties removed so far leave them, and
    ``to_take``, the damage points it must still take (p. 12: the casualties are removed one
    by one). Empty when no attack is under way."""
    attack = state.attack
    if attack is None:
        return {}
    found: dict[str, dict[str, Any]] = {}
    for target_id, target in attack.targets:
        if isinstance(target, UnitTarget):
            found[target_id] = _marks(target.state) | {"to_take": 0}
    if state.attacker:
        found[state.attacker] = _marks(attack.attacker) | {"to_take": 0}
    for target_id, points in attack.pending:
        uid = state.attacker if target_id == ATTACKER else target_id
        if points > 0 and uid in found:
            found[uid]["to_take"] += points
    return found
