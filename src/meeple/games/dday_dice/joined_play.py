"""The rules in play of two battle maps played as one (Silence the Guns, :mod:`.joined_maps`,
which reads the scenario's file and re-exports these): how the boards number a sector, the
junction crossed once and never back, Sword's bunker closed until Merville's is conquered, the
mortar's DEF, the choice to go on from Merville's bunker. Kept in a module of their own so
that the compiled build compiles them with the rules that call them (docs/speed.md)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from meeple.engine.core import Event
from meeple.games.dday_dice import actions as A
from meeple.games.dday_dice.board import Board
from meeple.games.dday_dice.joined_board import JoinedBoard
from meeple.games.dday_dice.unit import Unit

if TYPE_CHECKING:
    from meeple.games.dday_dice.state import DdState

#: The pending choice of a unit that survived in Merville's bunker.
GO_ON: Final = "go-on"
#: The unit's flag for this turn: it stays in play (read when Phase 5 ends).
GOES_ON_FLAG: Final = "goes-on"


# ------------------------------------------------------------------ numbering


def part_of(board: Board, sector: int) -> str:
    """The prefix of the part holding ``sector`` ("" on a plain board)."""
    if not isinstance(board, JoinedBoard):
        return ""
    for _map_id, prefix, offset in sorted(board.parts, key=lambda p: -p[2]):
        if sector > offset:
            return prefix
    return ""


def _offset(board: JoinedBoard, prefix: str) -> int:
    return next(o for _m, p, o in board.parts if p == prefix)


def label(board: Board, sector: int) -> str:
    """How the boards show ``sector``: ``M8`` on a joined board, ``8`` otherwise."""
    if not isinstance(board, JoinedBoard):
        return str(sector)
    prefix = part_of(board, sector)
    return f"{prefix}{sector - _offset(board, prefix)}"


def printed(board: Board, sector: int) -> int:
    """The number printed on the sector's own map (victory points count it: DDM-77)."""
    if not isinstance(board, JoinedBoard):
        return sector
    return sector - _offset(board, part_of(board, sector))


# ------------------------------------------------------------------ set-up


def start_part(board: Board, unit: Unit) -> str:
    """The map ``unit`` started on (its first sector)."""
    return part_of(board, unit.visited[0])


def solo_rules(s: "DdState") -> bool:
    """Whether the map's solo rules hold: solo; on a joined board, when a single unit started
    on the part whose solo rules the scenario names ("Se solo 1 unità inizia a Merville")."""
    board = s.board
    if not isinstance(board, JoinedBoard):
        return len(s.units) == 1
    return sum(start_part(board, u) == board.solo_rules_part for u in s.units) == 1


# ------------------------------------------------------------------ the rules in play


def _conquered(s: "DdState", bunker: int) -> bool:
    return any(b == bunker for b, _seat in s.marks.conquered)


def open_to(s: "DdState", unit: Unit, to: int) -> bool:
    """Whether ``unit`` may move into ``to`` as far as the junction goes: never back onto a
    map it has left ("un'unità che muove da Merville a Sword non può tornare a Merville"), and
    Sword's bunker only once Merville's is conquered ("non si può avere accesso fin quando
    qualcuno riuscirà ad entrare nel bunker di Merville")."""
    board = s.board
    if not isinstance(board, JoinedBoard):
        return True
    if to == board.closed_bunker and not _conquered(s, board.closed_until):
        return False
    return not turns_back(board, unit, to)


def crosses(board: Board, unit: Unit, to: int) -> bool:
    """Whether moving into ``to`` takes ``unit`` across the junction, onto the other map."""
    return isinstance(board, JoinedBoard) and part_of(board, to) != part_of(board, unit.sector)


def turns_back(board: Board, unit: Unit, to: int) -> bool:
    """Whether moving into ``to`` would take ``unit`` back onto a map it has left ("le unità
    non possono ritirarsi")."""
    target = part_of(board, to)
    return crosses(board, unit, to) and any(part_of(board, v) == target for v in unit.visited)


def closed_ahead(s: "DdState", to: int) -> bool:
    """Whether ``to`` lies on the map whose bunker is still closed (a bot's caution)."""
    board = s.board
    return (isinstance(board, JoinedBoard) and part_of(board, to) == part_of(board, board.closed_bunker)
            and not _conquered(s, board.closed_until))


def mortar_silenced(s: "DdState") -> bool:
    """Whether a unit has occupied Merville's sector 8 ("per distruggere il mortaio"): once any
    unit has been there, for the rest of the game (DDM-69)."""
    board = s.board
    return isinstance(board, JoinedBoard) and any(board.def_plus_until in u.visited for u in s.units)


def facts(s: "DdState") -> dict[str, bool]:
    """What the junction's rules say now, for the observation: whether the mortar is silenced
    (a unit has occupied its sector, DDM-69) and whether the closed bunker is open (the other
    conquered, DDM-72)."""
    board = s.board
    return {"mortar_silenced": mortar_silenced(s),
            "closed_bunker_open": isinstance(board, JoinedBoard) and _conquered(s, board.closed_until)}


def def_plus(s: "DdState", sector: int) -> int:
    """Sword Beach under mortar fire: "tutti i suoi settori hanno un DEF +1" (its bunker too:
    "i bunkers contano anch'essi come settori") until a unit occupies Merville's sector 8."""
    board = s.board
    if not isinstance(board, JoinedBoard) or part_of(board, sector) != board.def_plus_part:
        return 0
    return 0 if mortar_silenced(s) else board.def_plus


def offer_go_on(s: "DdState", events: list[Event]) -> None:
    """End of Phase 5's fire: a unit in Merville's bunker that has not been in Sword's "può
    decidere di rimanere in gioco ed entrare nel bunker di Sword o può scegliere di abbandonare
    il gioco" -- it chooses once its casualties are assigned, if it survives (DDM-73)."""
    board = s.board
    if not isinstance(board, JoinedBoard) or not board.bunker_to:
        return
    for unit in s.units:
        if unit.active and unit.sector == board.bunker_from and not turns_back(board, unit, board.bunker_to):
            if GO_ON not in unit.pending:
                unit.pending.append(GO_ON)
                events.append({"type": "go-on-or-retire", "seat": unit.seat, "bunker": unit.sector})


def owns(kind: str) -> bool:
    return kind == GO_ON


def choice_actions(s: "DdState", unit: Unit) -> list[A.DdAction]:
    return [A.RETIRE, A.GO_ON]


def apply_choice(s: "DdState", unit: Unit, action: A.DdAction, events: list[Event]) -> None:
    """``go-on``: the unit stays in play in Merville's bunker (it may enter Sword's in a later
    Phase 4); ``retire``: it is safe, out of the game, by the standard victory rules."""
    unit.pending.pop(0)
    if action is A.GO_ON:
        unit.flags.append(GOES_ON_FLAG)
    events.append({"type": action.kind, "seat": unit.seat, "bunker": unit.sector})


def goes_on(s: "DdState", unit: Unit) -> bool | None:
    """On a joined board, whether ``unit`` (surviving in a bunker) stays in play: the choice
    it made; None on other boards (:func:`.bunkers.goes_on` decides)."""
    board = s.board
    if not isinstance(board, JoinedBoard):
        return None
    if GO_ON in unit.pending:
        unit.pending.remove(GO_ON)  # a unit that fell never chose
    return unit.sector == board.bunker_from and GOES_ON_FLAG in unit.flags
