"""The plans a skill opens and the Skill action (rulebook p. 7, "Lista delle azioni" and
"Skill"; pp. 20-23).

p. 7: "SKILL (utilizzare una competenza)" is one of the actions; "L'unità attivata può
utilizzare una delle competenze indicate sulla scheda unità. Nota: alcune competenze sono
gratuite e altre necessitano dell'utilizzo di un'azione. Le competenze che necessitano di
un'azione sono segnalate dalla parola '(Skill)'". "la sola combinazione di azioni che il
giocatore non può effettuare è Attack + Attack."

The plans of :data:`~.actions.SKILL_PLANS` are offered only to a unit that can use them:
``charge`` to a unit with Charge (:mod:`.charge`), ``jump`` to a unit with Jump (:mod:`.jump`),
and the plans with a Skill action (``skill``, ``move+skill``, ``skill+move``, ``attack+skill``,
``skill+attack``) when the Skill action may find something to do when it comes
(:func:`plan_open`, DT-94): now, for a plan that starts with it; after the Move, for
``move+skill`` (p. 15: "Attiva la squadra The Boss che effettua un move per ottenere la linea di
vista sull'Hans. Effettua successivamente la sua seconda azione per utilizzare la competenza
Artillery Strike"); after the Attack, for ``attack+skill`` (a weapon fired, then reloaded,
p. 25). The Skill action's decision (phase ``skill``) offers that skill's actions: Tank Head's
``repair <vehicle>`` (:mod:`.tank_head`) and the orders of :mod:`.orders`. Another
Skill-action skill adds its actions to :func:`skill_options` and :func:`use_skill`. No reaction
window opens around a Skill action: p. 16 lists only Move + Attack, Attack + Move, Move + Move
and Charge (DT-58).
"""

from __future__ import annotations

from typing import Final, TYPE_CHECKING

from meeple.engine.core import Event
from meeple.engine.errors import IllegalActionError
from meeple.games.dust_tactics import orders, tank_head
from meeple.games.dust_tactics.actions import REPAIR, SKILL_PLANS, DtAction
from meeple.games.dust_tactics.charge import may_charge
from meeple.games.dust_tactics.jump import has_jump

if TYPE_CHECKING:
    from meeple.games.dust_tactics.state import DtState

#: The step of a plan that is a Skill action.
STEP: Final = "skill"


def has_skill_action(state: "DtState", unit_id: str) -> bool:
    """Whether the unit has a Skill-action skill or order it may ever use: Tank Head not yet
    used, or an order of its cards (:func:`~.orders.may_ever_order`)."""
    unit = state.units[unit_id]
    kept = unit.facts  # a fact of the (immutable) unit state, kept with it outside its fields
    found: bool | None = kept.get(_KEY)
    if found is None:
        found = kept[_KEY] = tank_head.available(unit) or orders.may_ever_order(unit)
    return found


#: Where :func:`has_skill_action` keeps its answer on a unit state.
_KEY: Final = "_has_skill_action"


def plan_open(state: "DtState", unit_id: str, plan: str) -> bool:
    """Whether the unit may declare the skill plan ``plan``. A plan holding a Skill action is
    offered when that action may find something to do when it comes (DT-94): something to do
    now; or, when a Move comes first, something from a square that Move may end on (the p. 15
    example: "effettua un move per ottenere la linea di vista sull'Hans. Effettua
    successivamente la sua seconda azione per utilizzare la competenza Artillery Strike"); or,
    when an Attack comes first, a weapon it may fire and then reload (p. 25). Nothing can change
    before a Skill action that comes first, so that one needs something to do now."""
    unit = state.units[unit_id]
    if plan == "charge":
        return may_charge(unit)
    if plan == "jump":
        return has_jump(unit)
    steps = SKILL_PLANS.get(plan, ())
    if STEP not in steps or not has_skill_action(state, unit_id):
        return False
    if skill_options(state, unit_id):
        return True
    before = steps[:steps.index(STEP)]
    if "move" in before:
        return open_after_move(state, unit_id)
    return "attack" in before and orders.fire_then_reload(unit)


def open_after_move(state: "DtState", unit_id: str) -> bool:
    """Whether a square the unit's Move may end on gives its Skill action something to do:
    the same options (:func:`skill_options`) read with the unit standing there."""
    from meeple.games.dust_tactics.activation import Activation, move_options, start

    act = state.act if state.act is not None and state.act.unit == unit_id else start(state, unit_id)
    moving = Activation(unit_id, SKILL_PLANS["move+skill"], 0, act.diagonal_used, act.fast_left)
    for square in move_options(state, moving):
        trial = state.clone()
        trial.pos[unit_id] = square
        trial._occupancy = None
        if skill_options(trial, unit_id):
            return True
    return False


def skill_options(state: "DtState", unit_id: str) -> list[DtAction]:
    """The actions of the Skill action now: Tank Head's repairs, the orders of artillery and
    command squads (:func:`~.orders.options`)."""
    return [REPAIR[v] for v in tank_head.repairable(state, unit_id)] + orders.options(state, unit_id)


def use_skill(state: "DtState", unit_id: str, action: DtAction, events: list[Event]) -> None:
    """Play one of :func:`skill_options`."""
    if action.kind == "repair":
        tank_head.repair(state, unit_id, action.unit, events)
        return
    raise IllegalActionError(f"{action.text!r} is not a Skill action")
