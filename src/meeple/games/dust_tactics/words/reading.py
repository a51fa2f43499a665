"""The observation as the words read it (:class:`Board`): the battlefield with its terrain,
cover elements and structures, the units' squares, the entry edges, the objectives, and the
Move or aim options of the decision now; the casualty choice an attack waits for, and the
units as the attack under way leaves them (:func:`units_now`). A reading of the observation
(:meth:`..state.DtState.observation`), which decides nothing.
"""

from __future__ import annotations

from meeple.games.dust_tactics.battlefield import Battlefield, Square
from meeple.games.dust_tactics.scenarios import Entry
from meeple.games.dust_tactics.structures import structures_from_json
from meeple.games.dust_tactics.terrain import CoverElement
from meeple.games.dust_tactics.words.names import Obs, units_by_id


class Board:
    """The table of an observation as the words and a drawing need it: the battlefield
    (terrain and cover elements), the units' squares, the entry edges, and the options of the
    decision now."""

    def __init__(self, obs: Obs) -> None:
        self.obs = obs
        self.units = units_by_id(obs)
        self.field = self._field()
        self.pos: dict[str, Square | None] = {
            u["id"]: (Square.parse(u["square"]) if u.get("square") else None)
            for u in obs.get("units", ()) if u.get("in_play")
        }
        entry = obs.get("entry")
        self.entry: Entry | None = Entry(**entry) if entry else None
        self.objectives: list[Obs] = list(obs.get("objectives") or ())
        self._moves: dict[Square, Obs] | None = None
        self._aims: dict[str, Obs] | None = None

    def _field(self) -> Battlefield:
        elements = {Square.parse(e["square"]): CoverElement(e["element"]) for e in self.obs.get("elements", ())}
        rows = self.obs.get("terrain")
        if rows is None:  # an older observation: the drawing, the elements read as open ground
            rows = [row.replace("C", "o").replace("A", "o") for row in self.obs.get("battlefield", ())]
        plain = Battlefield.from_rows(rows, elements)
        structures = structures_from_json(self.obs.get("structures"))
        return Battlefield(plain.terrain, plain.elements, structures) if structures else plain

    def square_of(self, unit_id: str) -> Square | None:
        return self.pos.get(unit_id)

    def moves(self) -> dict[Square, Obs]:
        """The squares the Move under way may end on, with the observation's figures (cost,
        whether it spends the cheap diagonal or the Fast square, ``enter`` for an entry
        square)."""
        if self._moves is None:
            self._moves = {Square.parse(o["square"]): o for o in self.obs.get("move_options") or ()}
        return self._moves

    def aims(self) -> dict[str, Obs]:
        """The targets of the line being aimed, with their dice, damage and cover."""
        if self._aims is None:
            self._aims = {o["target"]: o for o in self.obs.get("aim_options") or ()}
        return self._aims

    def objective_squares(self) -> set[Square]:
        return {Square.parse(t) for o in self.objectives for t in o.get("squares", ())}


_BOARD: list[tuple[Obs, Board]] = []


def board(obs: Obs) -> Board:
    """The :class:`Board` of an observation (the last one is kept: the labels of one screen
    share it)."""
    if _BOARD and _BOARD[0][0] is obs:
        return _BOARD[0][1]
    built = Board(obs)
    _BOARD[:] = [(obs, built)]
    return built


def last_board() -> Board | None:
    """The :class:`Board` of the last observation read, if any."""
    return _BOARD[0][1] if _BOARD else None


def casualty_step(obs: Obs) -> Obs | None:
    """The casualty choice the attack under way waits for (its unit, the damage to take, the
    options), or None."""
    attack = obs.get("attack") or {}
    queue = attack.get("queue") or []
    step = queue[0] if queue else None
    if isinstance(step, dict) and "options" in step:
        return step
    return None


#: The marks of a unit that an attack under way changes (its models, hit points, ammunition).
_ATTACK_MARKS = ("models", "hit_points", "ammo_spent", "limited_used")


def units_now(obs: Obs) -> Obs:
    """The observation with each unit as the attack under way leaves it now.

    While an attack waits for a casualty, the state keeps its units as they were before it
    (they are written back once the attack is settled); the observation's ``attack_units``
    (:mod:`..observed_units`) gives the models and hit points each unit the attack changes
    has left after every casualty removed so far. A table drawn from this agrees with the
    attack's figures; the damage still to take is :func:`damage_to_take`."""
    states: dict[str, Obs] = obs.get("attack_units") or {}
    if not states:
        return obs
    units = [_with_state(u, states[u["id"]]) if u.get("id") in states else u for u in obs.get("units", ())]
    return dict(obs, units=units)


def _with_state(unit: Obs, state: Obs) -> Obs:
    now = dict(unit, **{k: state[k] for k in _ATTACK_MARKS if k in state})
    if unit.get("hero") and isinstance(state.get("hero"), dict):
        now["hero"] = dict(unit["hero"], **{k: state["hero"][k] for k in _ATTACK_MARKS if k in state["hero"]})
    return now


def damage_to_take(obs: Obs) -> dict[str, int]:
    """The damage points each unit must still take in the attack under way (its casualties
    not yet removed), by unit id (the observation's ``attack_units``)."""
    return {uid: int(marks["to_take"]) for uid, marks in (obs.get("attack_units") or {}).items()
            if int(marks.get("to_take", 0)) > 0}
