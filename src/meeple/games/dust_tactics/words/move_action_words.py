"""The labels of a Move's choices (p. 8, p. 19, p. 21): the square, its cost, the cheap
diagonal or Fast square it spends (or keeps), the cover and objective there; staying put.
Read from the observation's ``move_options`` (:func:`..flow.move_choices`). Tags:
:mod:`meeple.games.dust_tactics.words`.
"""

from __future__ import annotations

from typing import Sequence

from meeple.engine.words import Phrase, plural
from meeple.games.dust_tactics.battlefield import Square
from meeple.games.dust_tactics.terrain import Terrain
from meeple.games.dust_tactics.words.names import Obs
from meeple.games.dust_tactics.words.phrases import dim, phrase
from meeple.games.dust_tactics.words.reading import Board, board
from meeple.games.dust_tactics.words.tags import STRONG
from meeple.games.dust_tactics.words.vocabulary import COVER_NAMES, element_name, terrain_name


def label_move(args: list[str], obs: Obs, names: Sequence[str]) -> Phrase:
    """``To e4 - 2 movement points (spends the cheap diagonal) - ammo crate, soft cover``."""
    square = Square.parse(args[0])
    bd = board(obs)
    unit = (obs.get("activation") or {}).get("unit") or ""
    way = bd.moves().get(square) or {}
    out: Phrase
    if bd.pos.get(unit) is None:
        out = phrase((f"Enter on {square}", STRONG))
    else:
        out = phrase((f"To {square}", STRONG))
        cost = way.get("cost")
        out += phrase(f" - {plural(int(cost), 'movement point')}" if cost is not None else "")
        spends = [w for w, key in (("the cheap diagonal", "diagonal"), ("the Fast square", "fast")) if way.get(key)]
        if spends:
            out += dim(f" (spends {' and '.join(spends)})")
        elif way.get("keeps_diagonal"):
            out += dim(" (straight, keeping the cheap diagonal for the next move)")
    info = square_words(bd, square, way)
    if info:
        out += dim(f" - {info}")
    if len(args) > 1 and args[1] == "crush":
        out += phrase((" - and crush the ammo crate there", STRONG))
    return out


def square_words(bd: Board, square: Square, way: Obs | None = None) -> str:
    """What a square gives a unit ending there: a cover element, terrain, cover for a squad,
    an objective."""
    bits: list[str] = []
    element = bd.field.element_at(square)
    terrain = bd.field.terrain_at(square)
    if element is not None:
        bits.append(element_name(element))
    if terrain is not Terrain.OPEN:
        bits.append(terrain_name(terrain))
    cover = (way or {}).get("cover")
    if cover and cover != "none":
        bits.append(COVER_NAMES.get(str(cover), str(cover)))
    for objective in bd.objectives:
        if str(square) in objective.get("squares", ()):
            bits.append(f"objective {objective.get('id')}")
    return ", ".join(bits)


def label_stay(args: list[str], obs: Obs, names: Sequence[str]) -> Phrase:
    """End the Move where the unit stands (or stay off the battlefield)."""
    unit = (obs.get("activation") or {}).get("unit") or ""
    square = board(obs).pos.get(unit)
    if square is None:
        return phrase("Stay off the battlefield (no entry square is free)")
    return phrase(f"Stay on {square}")
