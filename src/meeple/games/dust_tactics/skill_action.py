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
``skill+attack``) to a unit with a Skill-action skill it may still use. The Skill action's
decision (phase ``skill``) offers that skill's actions: Tank Head's ``repair <vehicle>``
(:mod:`.tank_head`). Another Skill-action skill adds its actions to :func:`skill_options` and
:func:`use_skill`. No reaction window opens around a Skill action: p. 16 lists only Move +
Attack, Attack + Move, Move + Move and Charge (DT-58).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.engine.core import Event
from meeple.engine.errors import IllegalActionError
from meeple.games.dust_tactics import orders, tank_head
from meeple.games.dust_tactics.actions import REPAIR, SKILL_PLANS, DtAction
from meeple.games.dust_tactics.charge import may_charge
from meeple.games.dust_tactics.jump import has_jump

if TYPE_CHECKING:
    from meeple.games.dust_tactics.state import DtState

#: The step of a plan that is a Skill action.
STEP = "skill"


def has_skill_action(state: "DtState", unit_id: str) -> bool:
    """Whether the unit has a Skill-action skill it may still use (Tank Head)."""
    return tank_head.available(state.units[unit_id])


def plan_open(state: "DtState", unit_id: str, plan: str) -> bool:
    """Whether the unit may declare the skill plan ``plan``."""
    unit = state.units[unit_id]
    if plan == "charge":
        return may_charge(unit)
    if plan == "jump":
        return has_jump(unit)
    if STEP in SKILL_PLANS.get(plan, ()):
        return has_skill_action(state, unit_id) or orders.plan_open(state, unit_id, SKILL_PLANS[plan])  # artillery, command squads
    return False


def skill_options(state: "DtState", unit_id: str) -> list[DtAction]:
    """The actions of the Skill action now: Tank Head's repairs."""
    return [REPAIR[v] for v in tank_head.repairable(state, unit_id)] + orders.options(state, unit_id)


def use_skill(state: "DtState", unit_id: str, action: DtAction, events: list[Event]) -> None:
    """Play one of :func:`skill_options`."""
    if action.kind == "repair":
        tank_head.repair(state, unit_id, action.unit, events)
        return
    raise IllegalActionError(f"{action.text!r} is not a Skill action")
