"""The battlefield map: terrain and cover elements as ``meeple scenarios show`` draws them,
each unit as its tag and strength in its side's colour with its marks, the squares a Move
may end on; and "Under the units", what a unit's cell hides.
"""

from __future__ import annotations

from typing import Sequence

from rich.text import Text

from meeple.cli.dust_tactics.board import Board, STRUCTURE_STYLE, board
from meeple.cli.dust_tactics.styles import ACTING_CELL, REACH_STYLE, SIDE_CELL, SIDE_STYLE, SPENT_CELL, unit_text
from meeple.games.dust_tactics.words.names import Obs, cards_by_id, tags_of
from meeple.games.dust_tactics.words.unit_words import strength
from meeple.games.dust_tactics.words.glossary import TABLE
from meeple.games.dust_tactics.words.vocabulary import element_name, terrain_name
from meeple.cli.scenarios import ELEMENT_GLYPHS, draw_grid, square_cell
from meeple.games.dust_tactics.battlefield import Square
from meeple.games.dust_tactics.terrain import Terrain


def draw_map(obs: Obs, bd: Board | None = None, viewer: int | None = None) -> list[Text]:
    """The battlefield: terrain and cover elements as ``meeple scenarios show`` draws them,
    and each unit as its tag and strength in its side's colour."""
    bd = bd or board(obs)
    tags = tags_of(obs)
    acting = (obs.get("activation") or {}).get("unit")
    aiming = obs.get("aiming") or {}
    shooter = aiming.get("attacker") if obs.get("phase") == "aim" else None
    reaction = obs.get("reaction") or {}
    at_square = units_at(bd)
    moves = bd.moves() if viewer is not None and viewer in obs.get("to_act", ()) else {}
    zone: set[Square] = set()
    if obs.get("phase") in ("cover-roll", "cover-place", "setup"):
        zone = {Square.parse(t) for t in obs.get("cover_zone") or ()}
    objectives = bd.objective_squares()
    damaged = {Square.parse(e["square"]): e.get("damage", 0) for e in obs.get("elements", ()) if e.get("damage")}
    inside = {q for structure in bd.field.structures for q in structure.squares}
    marked = {square for square in at_square if square_features(bd, square)}

    def cell(square: Square) -> Text:
        here = at_square.get(square)
        if here:
            main = main_unit(here)
            left, _ = strength(main)
            text = f"{tags.get(main['id'], '??')}{left if left < 10 else MANY_MARK}"
            mark = cell_mark(main, here)
            side = str(main.get("side"))
            if main["id"] in (acting, shooter, reaction.get("reactor")):
                style = ACTING_CELL
            elif main.get("activated"):
                style = SPENT_CELL.get(side, "")
            else:
                style = SIDE_CELL.get(side, "bold")
            if square in marked:  # a cover element, an objective or terrain under the unit
                style += " underline"
            out = Text(text, style=style)
            out.append(mark, style="bold yellow" if mark != " " else "")
            return out
        if square in moves:
            way = moves[square]
            cost = "in" if way.get("enter") else str(way.get("cost", "?"))
            element = bd.field.element_at(square)
            out = Text(" " if len(cost) < 2 else "")
            out.append(cost, style=REACH_STYLE)
            if element is not None:
                glyph, style, _ = ELEMENT_GLYPHS[element]
                out.append(glyph, style=style)
            out.append(" " * (4 - len(out)))
            return out
        base = square_cell(bd.field, square, zone, objectives)
        if square in damaged:
            base = Text.assemble(base[:2], (str(damaged[square]), "bold yellow"))
        base.append(" ")
        if square in inside:
            base.stylize(STRUCTURE_STYLE)
        return base

    return draw_grid(bd.field, bd.entry, cell, cell_width=4)


#: A unit's mark on the map, after its tag and strength: a hero joined to the squad, another
#: unit on the same square (a hero standing with a squad it has not joined, a unit passing),
#: both; a strength of 10 or more is drawn as :data:`MANY_MARK`.
HERO_MARK, SHARED_MARK, BOTH_MARK, MANY_MARK = "+", "&", "‡", "*"


def main_unit(here: Sequence[Obs]) -> Obs:
    """The unit a square's cell is drawn for: a squad with its joined hero first, then any
    unit that is not a hero."""
    return next((u for u in here if u.get("hero")), None) or next((u for u in here if u.get("type") != "hero"), here[0])


def cell_mark(main: Obs, here: Sequence[Obs]) -> str:
    """The mark after a unit's tag and strength (:data:`HERO_MARK`, :data:`SHARED_MARK`,
    :data:`BOTH_MARK`, or a blank)."""
    shared = len(here) > 1
    if main.get("hero"):
        return BOTH_MARK if shared else HERO_MARK
    return SHARED_MARK if shared else " "


def units_at(bd: Board) -> dict[Square, list[Obs]]:
    """The units on each occupied square."""
    found: dict[Square, list[Obs]] = {}
    for uid, square in bd.pos.items():
        if square is not None and uid in bd.units:
            found.setdefault(square, []).append(bd.units[uid])
    return found


def square_features(bd: Board, square: Square) -> list[str]:
    """What the cell of a unit hides on its square: a cover element, terrain, an objective."""
    bits: list[str] = []
    element = bd.field.element_at(square)
    if element is not None:
        bits.append(f"an {element_name(element)}")
    terrain = bd.field.terrain_at(square)
    if terrain is not Terrain.OPEN:
        bits.append(terrain_name(terrain))
    bits += [f"objective {o.get('id')}" for o in bd.objectives if str(square) in o.get("squares", ())]
    return bits


def occupied_squares(obs: Obs, bd: Board) -> Text | None:
    """The squares whose cell hides something: the units standing together (a hero beside a
    squad, a joined hero's squad with another unit) and what lies under a unit (a cover
    element, terrain, an objective). None when no cell hides anything."""
    tags = tags_of(obs)
    notes: list[Text] = []
    for square, here in sorted(units_at(bd).items(), key=lambda item: (item[0].row, item[0].col)):
        features = square_features(bd, square)
        if len(here) < 2 and not features:
            continue
        main = main_unit(here)
        order = [main] + [u for u in here if u is not main]
        note = Text(f"{square} ", style="bold")
        note.append_text(Text(" & ").join(_unit_tag_name(u, tags) for u in order))
        if features:
            note.append(f" on {', '.join(features)}", style="dim")
        notes.append(note)
    if not notes:
        return None
    return Text.assemble((f"{TABLE['under_units']} ", "bold"), Text(" · ").join(notes))


def _unit_tag_name(unit: Obs, tags: dict[str, str]) -> Text:
    """``St Sturmpioniere``, with its joined hero: ``HL Heavy Laser Grenadiers + Lara``."""
    text = Text.assemble((tags.get(unit["id"], "??"), SIDE_CELL.get(str(unit.get("side")), "")), " ",
                         unit_text(unit["id"]))
    hero = unit.get("hero")
    if hero:
        hero_card = cards_by_id().get(hero.get("card", ""))
        text.append(f" + {hero_card.name if hero_card else '?'}", style=SIDE_STYLE.get(str(unit.get("side")), ""))
    return text
