"""The table of an observation as the drawing needs it (:class:`Board`): the battlefield with
its terrain, cover elements and structures, the units' squares, the entry edges, the
objectives, and the Move or aim options of the decision now. The last one is kept: the
labels of one screen share it.
"""

from __future__ import annotations

from meeple.cli.dust_tactics.names import Obs, units_by_id
from meeple.games.dust_tactics.battlefield import Battlefield, Square
from meeple.games.dust_tactics.scenarios import Entry
from meeple.games.dust_tactics.structures import structures_from_json
from meeple.games.dust_tactics.terrain import CoverElement


#: The background of a structure's squares (its walls stand on their sides, p. 17).
STRUCTURE_STYLE = "on grey30"


class Board:
    """The table of an observation as the drawing needs it: the battlefield (terrain and cover
    elements), the units' squares, the entry edges, and the options of the decision now."""

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
    """The :class:`Board` of the last observation drawn, if any."""
    return _BOARD[0][1] if _BOARD else None
