"""Tank Head (rulebook p. 22, "Tank Head").

"Un eroe dotato di questa competenza è uno specialista di veicoli. L'eroe effettua un'azione
skill per riparare tutti i danni subiti da un veicolo amico posto in un quadrato adiacente al
suo. Questa riparazione avviene durante l'attivazione dell'eroe. Un eroe può utilizzare
questa competenza una sola volta per partita."

A Skill action (p. 7: "SKILL (utilizzare una competenza)"): the hero declares a plan holding
``skill`` (:data:`~.actions.SKILL_PLANS`) and at that step chooses ``repair <vehicle>``: a
friendly vehicle, damaged, on a square adjacent to the hero's (the eight around it: range is
counted as movement, the first diagonal at 1, p. 12) or on the hero's own square (a hero may
share a friendly vehicle's square, p. 18) (DT-55). Every hit point the vehicle lost comes
back. A hero joined to a squad uses it from the squad's square; the text does not share it
with the squad, so the skill is the hero's (DT-51). A Skill action with no vehicle to repair
when it comes is an action done with nothing to do (like an Attack without a target).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Final, TYPE_CHECKING

from meeple.engine.core import Event
from meeple.engine.errors import IllegalActionError
from meeple.games.dust_tactics.unit_state import UnitState
from meeple.games.dust_tactics.weapon_range import distance

if TYPE_CHECKING:
    from meeple.games.dust_tactics.state import DtState

SKILL: Final = "tank-head"
#: "un quadrato adiacente al suo".
ADJACENT: Final = 1


def holder(unit: UnitState) -> UnitState | None:
    """The hero's state holding Tank Head: the unit itself (a hero alone) or its joined hero."""
    if SKILL in unit.card.skills:
        return unit
    if unit.hero is not None and SKILL in unit.hero.card.skills:
        return unit.hero
    return None


def available(unit: UnitState) -> bool:
    """Whether the unit's hero has Tank Head and has not used it ("una sola volta per partita")."""
    found = holder(unit)
    return found is not None and SKILL not in found.skills_spent


def repairable(state: "DtState", unit_id: str) -> list[str]:
    """The friendly damaged vehicles the hero may repair now."""
    square = state.pos.get(unit_id)
    if square is None or not available(state.units[unit_id]):
        return []
    seat = state.seat_of[unit_id]
    found = []
    for uid, at in state.pos.items():
        unit = state.units[uid]
        if uid == unit_id or at is None or state.seat_of[uid] != seat or unit.card.type != "vehicle":
            continue
        if unit.hit_points < unit.card.strength and distance(square, at) <= ADJACENT:
            found.append(uid)
    return found


def repair(state: "DtState", unit_id: str, vehicle_id: str, events: list[Event]) -> None:
    """The hero repairs every damage of ``vehicle_id``; Tank Head is used up."""
    if vehicle_id not in repairable(state, unit_id):
        raise IllegalActionError(f"{unit_id} cannot repair {vehicle_id} (Tank Head, p. 22)")
    vehicle = state.units[vehicle_id]
    restored = vehicle.card.strength - vehicle.hit_points
    state.units[vehicle_id] = replace(vehicle, hit_points=vehicle.card.strength)
    unit = state.units[unit_id]
    hero = holder(unit)
    assert hero is not None
    spent = replace(hero, skills_spent=hero.skills_spent + (SKILL,))
    state.units[unit_id] = spent if hero is unit else replace(unit, hero=spent)
    events.append({
        "type": "repair", "unit": unit_id, "vehicle": vehicle_id, "hit_points": restored,
        "hit_points_left": vehicle.card.strength,
    })
