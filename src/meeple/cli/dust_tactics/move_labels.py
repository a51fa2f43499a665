"""The labels of a Move's choices: the square, its cost, the cheap diagonal or Fast square it
spends, the cover and objective there; staying put.
"""

from __future__ import annotations

from typing import Sequence

from rich.text import Text

from meeple.cli.dust_tactics.board import Board, board
from meeple.cli.dust_tactics.names import COVER_NAMES, Obs, element_name
from meeple.cli.english import plural
from meeple.games.dust_tactics.battlefield import Square
from meeple.games.dust_tactics.terrain import Terrain


def label_move(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    square = Square.parse(args[0])
    bd = board(obs)
    unit = (obs.get("activation") or {}).get("unit") or ""
    way = bd.moves().get(square) or {}
    text = Text()
    if bd.pos.get(unit) is None:
        text.append(f"Enter on {square}", style="bold")
    else:
        text.append(f"To {square}", style="bold")
        cost = way.get("cost")
        text.append(f" - {plural(int(cost), 'movement point')}" if cost is not None else "")
        spends = [w for w, key in (("the cheap diagonal", "diagonal"), ("the Fast square", "fast")) if way.get(key)]
        if spends:
            text.append(f" (spends {' and '.join(spends)})", style="dim")
        elif cost is not None and way.get("cost", 0) > 1 and _straight_keeps_diagonal(obs, square, unit, int(cost)):
            text.append(" (straight, keeping the cheap diagonal for the next move)", style="dim")
    info = _square_words(bd, square, unit, way)
    if info:
        text.append(f" - {info}", style="dim")
    if len(args) > 1 and args[1] == "crush":
        text.append(" - and crush the ammo crate there", style="bold")
    return text


def _straight_keeps_diagonal(obs: Obs, square: Square, unit: str, cost: int) -> bool:
    """Whether a move to a square one diagonal step away goes there straight (two points),
    keeping the activation's cheap diagonal for its next Move (DT-45)."""
    here = board(obs).pos.get(unit)
    act = obs.get("activation") or {}
    return (here is not None and cost == 2 and not act.get("diagonal_used")
            and abs(here.col - square.col) == 1 and abs(here.row - square.row) == 1)


def _square_words(bd: Board, square: Square, unit: str, way: Obs | None = None) -> str:
    """What a square gives a unit ending there: cover for a squad, an objective."""
    bits: list[str] = []
    element = bd.field.element_at(square)
    terrain = bd.field.terrain_at(square)
    if element is not None:
        bits.append(element_name(element))
    if terrain is not Terrain.OPEN:
        bits.append(terrain.value.replace("-", " "))
    cover = (way or {}).get("cover")
    if cover and cover != "none":
        bits.append(COVER_NAMES.get(str(cover), str(cover)))
    for objective in bd.objectives:
        if str(square) in objective.get("squares", ()):
            bits.append(f"objective {objective.get('id')}")
    return ", ".join(bits)


def label_stay(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    unit = (obs.get("activation") or {}).get("unit") or ""
    square = board(obs).pos.get(unit)
    if square is None:
        return Text("Stay off the battlefield (no entry square is free)")
    return Text(f"Stay on {square}")
