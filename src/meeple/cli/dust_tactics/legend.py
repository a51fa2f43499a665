"""The legend beside the map: the glyphs on the map and the marks of its units, each
explained in a few words.
"""

from __future__ import annotations

from rich.text import Text

from meeple.cli.dust_tactics.battle_map import (
    BOTH_MARK, HERO_MARK, MANY_MARK, SHARED_MARK, cell_mark, main_unit, units_at,
)
from meeple.cli.dust_tactics.board import Board, STRUCTURE_STYLE
from meeple.cli.dust_tactics.styles import REACH_STYLE, SIDE_CELL
from meeple.games.dust_tactics.words.names import Obs
from meeple.games.dust_tactics.words.unit_words import strength
from meeple.cli.scenarios import ELEMENT_GLYPHS, TERRAIN_GLYPHS, ZONE_STYLE
from meeple.games.dust_tactics.terrain import Terrain


def legend_items(obs: Obs, bd: Board) -> list[Text]:
    """The glyphs that appear on the map, each explained in a few words."""
    used_terrain = {bd.field.terrain_at(s) for s in bd.field.squares()}
    used_elements = {e for _, e in bd.field.elements}
    parts: list[Text] = []
    for terrain, (glyph, style, words) in TERRAIN_GLYPHS.items():
        if terrain in used_terrain and terrain is not Terrain.OPEN:
            parts.append(Text.assemble((glyph, style), f" {words.split(' (')[0]}"))
    for element, (glyph, style, words) in ELEMENT_GLYPHS.items():
        if element in used_elements:
            parts.append(Text.assemble((glyph, style), f" {words.split(':')[0]}"))
    if bd.objectives:
        parts.append(Text.assemble(("[·]", "bold magenta"), " objective"))
    for structure in bd.field.structures:
        doors = ", ".join(f"{e.square} {e.side} ({e.size})" for e in structure.entrances) or "none"
        inner = ", ".join(f"{q} {side}" for q, side in structure.inner_walls)
        parts.append(Text.assemble(("    ", STRUCTURE_STYLE), f" structure {structure.name}: walls all round, entrances {doors}"
                                   + (f", inner walls {inner}" if inner else "")))
    if obs.get("phase") in ("cover-roll", "cover-place"):
        parts.append(Text.assemble((" · ", ZONE_STYLE), " cover zone"))
    if any(e.get("damage") for e in obs.get("elements", ())):
        parts.append(Text.assemble(("C1", "bold yellow"), " damage on an element"))
    moves = bd.moves()
    if moves and any(way.get("enter") for way in moves.values()):
        parts.append(Text.assemble(("in", REACH_STYLE), " entry square"))
    elif moves:
        parts.append(Text.assemble(("2", REACH_STYLE), " where the move may end, and its cost"))
    return parts


def unit_legend_items(bd: Board) -> list[Text]:
    """How a unit is drawn: its tag and strength in its side's colour, and the marks after it
    (always the joined hero's and the shared square's; the others when on the map)."""
    here = units_at(bd)
    marks = {cell_mark(main_unit(units), units) for units in here.values()}
    items = [Text.assemble(("HB5", SIDE_CELL["allies"]), " a unit: tag, models/HP left (",
                           ("Allies", SIDE_CELL["allies"]), " ", ("Axis", SIDE_CELL["axis"]), ")")]
    if any(strength(main_unit(units))[0] >= 10 for units in here.values()):
        items.append(Text.assemble((MANY_MARK, "bold"), " 10 or more"))
    items.append(Text.assemble((HERO_MARK, "bold yellow"), " hero joined"))
    items.append(Text.assemble((SHARED_MARK, "bold yellow"), " another unit on the square"))
    if BOTH_MARK in marks:
        items.append(Text.assemble((BOTH_MARK, "bold yellow"), " hero joined and another unit there"))
    return items


def legend(obs: Obs, bd: Board) -> Text:
    """The glyphs of the map and the marks of its units, explained in one run of text."""
    return Text("  ").join(legend_items(obs, bd) + unit_legend_items(bd))
