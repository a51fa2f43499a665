"""Activating a unit: its declared actions and its Move actions (rulebook p. 7, "Lista delle
azioni"; p. 8, "REGOLE DI MOVIMENTO"; p. 19, "Ingresso delle unità").

p. 7: "Prima di attivare un'unità il giocatore deve dichiarare quali sono le azioni che vuole
effettuare". "Un'unità attivata può effettuare fino a due azioni comprese tra quelle della
seguente lista: MOVE (muoversi) ATTACK (attaccare) SKILL (utilizzare una competenza) NOTHING
(non fare nulla) SUSTAINED ATTACK (effettuare un attacco sostenuto) che conta due azioni. Nota:
la sola combinazione di azioni che il giocatore non può effettuare è Attack + Attack."

p. 19: "Durante il primo turno tutte le unità devono entrare nel campo di battaglia. La prima
azione di ogni unità deve essere il movimento di un quadrato, che rappresenta l'ingresso
dell'unità sul campo di battaglia. Dopo questa azione obbligatoria, l'unità può effettuare le
azione che desidera."

Skill actions: the plans a skill opens (Charge, Jump's one Move of both actions, and the plans
holding a Skill action) are offered only to a unit that may use them (:mod:`.skill_action`);
the free skills are declared before the plan (``use <skill>``, :mod:`.declared_skills`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, TYPE_CHECKING

from meeple.games.dust_tactics.actions import PLANS, SKILL_PLANS
from meeple.games.dust_tactics.aiming import unit_type
from meeple.games.dust_tactics.battlefield import Square
from meeple.games.dust_tactics.movement import Reach, entry_squares, reachable
from meeple.games.dust_tactics.occupancy import Presence, presence as shared_presence
from meeple.games.dust_tactics.skills import fast_bonus, movement_points
from meeple.games.dust_tactics.jump import PLAN_STEP as JUMP_STEP, has_jump, jump_reachable
from meeple.games.dust_tactics.skills_movement import is_agile, scout_bonus
from meeple.games.dust_tactics.skill_action import plan_open
from meeple.games.dust_tactics.terrain import ELEMENTS
from meeple.games.dust_tactics.unit_state import UnitState

if TYPE_CHECKING:
    from meeple.games.dust_tactics.state import DtState

#: Plans open to a unit that has still to enter: its first action is a Move (p. 19: "La prima
#: azione di ogni unità deve essere il movimento di un quadrato [...] Dopo questa azione
#: obbligatoria, l'unità può effettuare le azione che desidera"), a Skill after it included.
ENTERING_PLANS: Final[tuple[str, ...]] = ("move", "move+move", "move+attack")
#: The skill plans open to an entering unit: Move + Skill when its Skill action may find
#: something to do from an entry square (DT-30, DT-94), and Charge (its first Move the entry,
#: p. 21: "anche dopo aver fatto due azioni di movimento"; DT-54).
ENTERING_SKILL_PLANS: Final[tuple[str, ...]] = ("charge", "move+skill")


@dataclass(frozen=True)
class Activation:
    """The unit activated, its declared plan, the action being played (``step``), whether
    the activation's cheap diagonal is spent (p. 8) and the extra squares left (Fast, p. 21;
    Scout Vehicle, p. 22)."""

    unit: str
    plan: tuple[str, ...] = ()
    step: int = 0
    diagonal_used: bool = False
    fast_left: int = 0

    def __init__(
        self, unit: str, plan: tuple[str, ...] = (), step: int = 0, diagonal_used: bool = False, fast_left: int = 0
    ) -> None:
        """The fields in order, as the dataclass's own ``__init__`` sets them (compiled, a field
        set this way is a plain store, not an interpreted ``__init__``'s call)."""
        object.__setattr__(self, "unit", unit)
        object.__setattr__(self, "plan", plan)
        object.__setattr__(self, "step", step)
        object.__setattr__(self, "diagonal_used", diagonal_used)
        object.__setattr__(self, "fast_left", fast_left)


def entering(state: "DtState", unit_id: str) -> bool:
    """Whether the unit has not entered the battlefield yet."""
    return state.pos.get(unit_id, 0) is None


def presence(state: "DtState", unit_id: str) -> Presence:
    """The unit as the geometry rules see it."""
    return shared_presence(state.faction_of(unit_id), unit_type(state.units[unit_id]), unit_id)


def plans(state: "DtState", unit_id: str) -> list[str]:
    """The plans the unit may declare (p. 7; p. 19 for a unit still to enter). A unit that
    cannot enter because every square of its edge is taken declares Nothing (DT-30)."""
    if entering(state, unit_id):
        if not entry_options(state, unit_id):
            return ["nothing"]
        return [*ENTERING_PLANS, *(p for p in ENTERING_SKILL_PLANS if plan_open(state, unit_id, p))]

    return [p for p in PLANS if p not in SKILL_PLANS or plan_open(state, unit_id, p)]


def entry_options(state: "DtState", unit_id: str) -> tuple[Square, ...]:
    """The edge squares the unit may enter on (``movement.entry_squares``)."""
    edge = state.scenario.entry.edge(state.faction_of(unit_id))
    return entry_squares(state.field, state.occupancy(), edge, presence(state, unit_id))


def move_options(state: "DtState", activation: Activation) -> dict[Square, Reach | None]:
    """The squares the Move being played may end on: entry squares for a unit entering (one
    square, no diagonal spent), else the reachable squares with the unit's movement and the
    Fast square left (``movement.reachable``). For each, the way there (:func:`best_way`)."""
    unit_id = activation.unit
    if entering(state, unit_id):
        return {s: None for s in entry_options(state, unit_id)}
    start = state.pos[unit_id]
    if start is None:
        return {}
    unit = state.units[unit_id]
    base = move_points(activation, unit)
    points = base + activation.fast_left
    agile = is_agile(unit)  # Agile (p. 20)
    if has_jump(unit):  # Jump (p. 21)
        ways = jump_reachable(state.field, state.occupancy(), start, presence(state, unit_id), points,
                              diagonal_used=activation.diagonal_used, agile=agile)
    else:
        ways = reachable(
            state.field, state.occupancy(), start, presence(state, unit_id), points,
            diagonal_used=activation.diagonal_used, agile=agile,
        )
    later = "move" in activation.plan[activation.step + 1:]
    return {square: found[0] if len(found) == 1 else best_way(found, base, later) for square, found in ways.items()}


def best_way(ways: tuple[Reach, ...], base: int, later_move: bool) -> Reach:
    """Of the ways to one square (``movement.reachable``: the cheapest, and the cheapest that
    keeps the activation's cheap diagonal unspent when that costs more), the one the Move
    takes (docs/rulings.md, DT-45). ``base``: the unit's movement (points beyond it spend the
    Fast square); ``later_move``: whether a Move of this activation follows.

    The last Move of the activation takes the cheapest way: nothing it leaves unspent is used
    again. Before a second Move, the way that leaves the most for it: first the one that
    spends the fewest Fast points (a Fast point pays for any step of the next Move, the cheap
    diagonal saves one point on a diagonal step only), then the one that keeps the cheap
    diagonal, then the cheapest. Either way the chosen way dominates the other, so one
    ``move <square>`` per square is all the choice there is."""
    if len(ways) == 1:
        return ways[0]
    if not later_move:
        return min(ways, key=lambda r: (r.cost, r.diagonal_used))
    return min(ways, key=lambda r: (max(0, r.cost - base), r.diagonal_used, r.cost))


def may_crush(state: "DtState", unit_id: str, square: Square) -> bool:
    """Whether the unit may crush the cover element on ``square`` (p. 8: "Un veicolo che entra
    in tale quadrato può decidere se distruggere la cassa o meno")."""
    if state.units[unit_id].card.type != "vehicle":
        return False
    element = state.field.element_at(square)
    return element is not None and ELEMENTS[element].vehicles_may_crush


def after_move(state: "DtState", activation: Activation, square: Square, way: Reach | None) -> Activation:
    """The activation after a Move ended on ``square`` by ``way``: the diagonal spent, and the
    Fast square used if the move went beyond the unit's movement."""
    if way is None:
        return activation
    base = move_points(activation, state.units[activation.unit])
    return Activation(
        activation.unit, activation.plan, activation.step,
        activation.diagonal_used or way.diagonal_used,
        activation.fast_left - max(0, way.cost - base),
    )


def start(state: "DtState", unit_id: str) -> Activation:
    """A new activation of ``unit_id``, with its Fast square (p. 21)."""
    return Activation(unit_id, fast_left=fast_bonus(state.units[unit_id]) + scout_bonus(state, unit_id))


def move_points(activation: Activation, unit: UnitState) -> int:
    """The movement points of the Move being played: the unit's movement, twice over for the
    ``jump`` plan's one Move of both actions (p. 21, the Hot Dog; :mod:`.jump`)."""
    step = activation.plan[activation.step] if activation.step < len(activation.plan) else ""
    return movement_points(unit) * (2 if step == JUMP_STEP else 1)
