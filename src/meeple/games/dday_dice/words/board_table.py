"""The board of a match as data a front end draws (:func:`board_table`, the ``table`` of
:meth:`.game_words.DDayWords.table`): every map of the board in the order ``meeple maps show``
lays them out (:func:`meeple.games.dday_dice.map_parts.drawn_parts`), each cell with its grid
place, DEF per turn, black shield, start, its printed rules in the game's words
(:func:`.sector_rule_words.sector_rules`), the courage of each row line, the minefields and
barriers on the borders, the junction of a joined board, and every value the rulebook texts
do not hold (``reconstructed``) with the rulings that say why it was chosen (each table's
``rulings`` field in the map file, else the map's: docs/dday-dice-map-format.md).

It reads the map data only: nothing here decides a rule, and a map a player transcribed and
validated (:func:`meeple.games.dday_dice.maps.load_map_file`) is laid out the same way
(:func:`map_part_table`).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Mapping, Sequence

from meeple.games.dday_dice.edition import FIRST_EDITION
from meeple.games.dday_dice.joined_maps import is_joined, load_joined
from meeple.games.dday_dice.map_parts import MapPart, drawn_parts, junction_words
from meeple.games.dday_dice.maps import BattleMap, Bunker, Cell, Sector, StartResources, load_map
from meeple.games.dday_dice.words.sector_rule_words import sector_rules
from meeple.games.dday_dice.words.vocabulary import AWARD_WORDS

Json = dict[str, Any]

def board_table(options: Mapping[str, Any]) -> Json:
    """The board of a match with ``options`` (its ``map``, a packaged map's id or a map given
    as content, and ``edition``)."""
    map_id = _map_id(options.get("map", "omaha-beach"))
    award = AWARD_WORDS.get(int(options.get("edition", FIRST_EDITION)), AWARD_WORDS[FIRST_EDITION])[0]
    if is_joined(map_id):
        spec = load_joined(map_id)
        parts = drawn_parts(map_id)
        return {"map": map_id, "name": spec.name, "joined": True,
                "parts": [map_part_table(part, award) for part in parts],
                "junction": [{"text": text, "kind": kind} for text, kind in junction_words(map_id)]}
    part = MapPart(load_map(map_id))
    return {"map": map_id, "name": part.bmap.name, "joined": False,
            "parts": [map_part_table(part, award)], "junction": []}


def _map_id(value: Any) -> str:
    """The ``map`` option's map id; a map given as content is checked and made known as the
    game does it (:func:`meeple.games.dday_dice.given_maps.given_map_id`)."""
    if isinstance(value, dict):
        from meeple.games.dday_dice.given_maps import given_map_id

        return given_map_id(value)
    return str(value)


def map_part_table(part: MapPart, award: str = AWARD_WORDS[FIRST_EDITION][0]) -> Json:
    """One map of a board: its grid, cells, row lines and border lines, each reconstructed
    value with the rulings its table cites (``rulings``), else those the map cites."""
    bmap = part.bmap
    whole = list(bmap.rulings)
    return {
        "id": bmap.id, "name": bmap.name, "heading": part.heading, "prefix": part.prefix,
        "offset": part.offset, "columns": bmap.width, "rows": bmap.row_count,
        "cells": [_cell(part, cell, award, whole) for cell in bmap.cells],
        "row_lines": [{"below": line.rows[0], "courage": line.courage, "reconstructed": list(line.reconstructed),
                       "rulings": _cited(line.reconstructed, line.rulings, whole)} for line in bmap.row_lines],
        "lines": [{"sectors": [part.offset + n for n in line.sectors], "minefield": line.minefield,
                   "barrier": line.barrier, "reconstructed": list(line.reconstructed),
                   "rulings": _cited(line.reconstructed, line.rulings, whole)} for line in bmap.lines],
        "rulings": whole,
        "cards": {"regular_specialists": list(bmap.cards.regular_specialists),
                  "unique_specialists": list(bmap.cards.unique_specialists),
                  "special_items": list(bmap.cards.special_items)},
    }


def _cited(marks: Sequence[str], own: Sequence[str], whole: list[str]) -> list[str]:
    """The rulings behind a table's reconstructed ``marks``: its own, else the map's (none
    without a mark)."""
    return (list(own) or whole) if marks else []


def _cell(part: MapPart, cell: Cell, award: str, whole: list[str]) -> Json:
    sector = cell if isinstance(cell, Sector) else None
    marks = list(cell.reconstructed)
    own = list(cell.rulings)
    if sector is not None and sector.start is not None:
        marks += [f"start {field}" for field in sector.start.reconstructed]
        own += sector.start.rulings
    return {
        "sector": part.offset + cell.number,
        "label": part.label(cell.number),
        "bunker": isinstance(cell, Bunker),
        "row": cell.row, "col": cell.col, "span": cell.span,
        "def": list(cell.def_),
        "black_shield": bool(sector and sector.black_shield),
        "start": _start(sector.start) if sector is not None and sector.start is not None else None,
        "rules": [{"text": line.text, "kind": line.kind, "off": line.off}
                  for line in sector_rules(part.bmap, cell, marks=False, award=award)],
        "reconstructed": marks,
        "rulings": _cited(marks, list(dict.fromkeys(own)), whole),
    }


def _start(start: StartResources) -> Json:
    return {"soldiers": start.soldiers, "courage": start.courage, "stars": start.stars,
            "item_points": start.item_points, "specialists": list(start.specialists)}


def map_file_table(path: Path, award: str = AWARD_WORDS[FIRST_EDITION][0]) -> Json:
    """The board of one map file a player validated (``meeple maps check``), laid out as a
    packaged map is."""
    from meeple.games.dday_dice.maps import load_map_file

    bmap: BattleMap = load_map_file(path)
    return {"map": bmap.id, "name": bmap.name, "joined": False,
            "parts": [map_part_table(MapPart(bmap), award)], "junction": []}
