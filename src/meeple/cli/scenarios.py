"""`meeple scenarios dust-tactics|show|validate`: the scenarios of Dust Tactics in the terminal.

A thin front end over :mod:`meeple.games.dust_tactics.scenarios`: it draws what the data
says and decides nothing. ``show`` draws the battlefield as the scenario file lays it out:
north (row 1) at the top, column ``a`` at the left, each square's terrain (the rulebook's
symbol, p. 6), the cover elements the scenario places, the cover zone shaded, the
objectives' squares in brackets and each faction's entry edge.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Callable, Collection

from rich import box
from rich.console import Console
from rich.table import Table
from rich.text import Text

from meeple.games.dust_tactics.battlefield import Battlefield, Square
from meeple.games.dust_tactics.scenarios import Entry, Scenario, load_scenario, load_scenario_file, scenario_ids
from meeple.games.dust_tactics.terrain import CoverElement, Terrain
from meeple.games.dust_tactics.words.glossary import objective_words
from meeple.games.dust_tactics.words.vocabulary import ELEMENT_LEGEND, FACTIONS, TERRAIN_LEGEND

DAGGER = "†"
#: What each terrain looks like in the drawing: (glyph, style, the game's words for the legend).
TERRAIN_GLYPHS: dict[Terrain, tuple[str, str, str]] = {
    Terrain.OPEN: ("·", "grey62", TERRAIN_LEGEND[Terrain.OPEN]),
    Terrain.DEEP_WATER: ("≈", "bold bright_blue", TERRAIN_LEGEND[Terrain.DEEP_WATER]),
    Terrain.DEBRIS: ("x", "bold yellow", TERRAIN_LEGEND[Terrain.DEBRIS]),
    Terrain.SMOKE: ("◊", "bold white", TERRAIN_LEGEND[Terrain.SMOKE]),
    Terrain.IMPASSABLE: ("█", "grey50", TERRAIN_LEGEND[Terrain.IMPASSABLE]),
}
ELEMENT_GLYPHS: dict[CoverElement, tuple[str, str, str]] = {
    CoverElement.AMMO_CRATE: ("C", "bold green", ELEMENT_LEGEND[CoverElement.AMMO_CRATE]),
    CoverElement.ANTI_TANK_BLOCK: ("A", "bold red", ELEMENT_LEGEND[CoverElement.ANTI_TANK_BLOCK]),
}
ZONE_STYLE = "on grey23"


def _mark(table: Any, field: str) -> str:
    return DAGGER if table.is_reconstructed(field) else ""


def resolve_scenario(text: str) -> Scenario:
    """A packaged scenario by id (or an unambiguous prefix of one), or a scenario file by path (``*.toml``)."""
    from meeple.cli.prefixes import expand_prefix
    from meeple.games.dust_tactics.scenarios import scenario_ids

    if text.endswith(".toml") or "/" in text:
        return load_scenario_file(Path(text))
    return load_scenario(expand_prefix(text, scenario_ids(), "scenario") or text)


def scenario_row(scenario: Scenario) -> dict[str, Any]:
    """A scenario as a JSON-safe row (``meeple scenarios dust-tactics --json``)."""
    field = scenario.battlefield()
    return {
        "id": scenario.id,
        "name": scenario.name,
        "italian": scenario.italian,
        "army_points": scenario.army_points,
        "turns": scenario.turns,
        "width": field.width,
        "height": field.height,
        "entry": {"allies": scenario.entry.allies, "axis": scenario.entry.axis},
        "cover_zone": list(scenario.cover_zone),
        "cover_elements": {e.value: n for e, n in scenario.cover_elements.items()},
        "objectives": [
            {"id": o.id, "kind": o.kind, "squares": list(o.squares), "bonus_vp": o.bonus_vp, "side": o.side}
            for o in scenario.objectives
        ],
        "armies": (
            {f: list(armies.of(f)) for f in ("allies", "axis")}
            if (armies := getattr(scenario, "armies", None)) is not None else None
        ),
        "reconstructed": list(scenario.reconstructed),
    }


def list_scenarios(console: Console, as_json: bool) -> None:
    """`meeple scenarios dust-tactics [--json]`: every packaged scenario."""
    scenarios = [load_scenario(i) for i in scenario_ids()]
    if as_json:
        console.print_json(json.dumps([scenario_row(s) for s in scenarios], ensure_ascii=False))
        return
    table = Table(title="Dust Tactics scenarios", box=box.SIMPLE_HEAD, pad_edge=False)
    table.add_column("id", no_wrap=True)
    table.add_column("name", min_width=14)
    table.add_column("AP", justify="right", no_wrap=True)
    table.add_column("turns", justify="right", no_wrap=True)
    table.add_column("objectives", no_wrap=True)
    for s in scenarios:
        name = s.name + _mark(s, "name") + (f" ({s.italian})" if s.italian else "")
        objectives = ", ".join(f"{o.id} +{o.bonus_vp} VP" for o in s.objectives) or "none"
        table.add_row(
            s.id, name, f"{s.army_points}{_mark(s, 'army_points')}", f"{s.turns}{_mark(s, 'turns')}",
            objectives + _mark(s, "objectives"),
        )
    console.print(table)
    console.print(
        f"{DAGGER} reconstructed: the scenario book is not in the rulebook text (docs/rulings.md, DT-14, DT-15). "
        "See `meeple scenarios show ID`.",
        highlight=False, soft_wrap=True,
    )


def validate_scenario(console: Console, path: Path) -> None:
    """`meeple scenarios validate FILE`: ``valid: <summary>`` or a ContentError."""
    s = load_scenario_file(path)
    field = s.battlefield()
    elements = ", ".join(f"{n} {e.value}" for e, n in s.cover_elements.items() if n) or "no cover elements"
    console.print(
        f"valid: {path}: {s.id} ({s.name}), {field.width}×{field.height} squares, {s.army_points} AP, "
        f"{s.turns} turns, Allies from the {s.entry.allies}, Axis from the {s.entry.axis}, {elements}, "
        f"{len(s.objectives)} objective{'s' if len(s.objectives) != 1 else ''}",
        highlight=False, soft_wrap=True, markup=False,
    )


def square_cell(field: Battlefield, square: Square, zone: Collection[Square] = (),
                objectives: Collection[Square] = ()) -> Text:
    """One square in three characters: its terrain's glyph (a cover element over its terrain),
    in ``[ ]`` on an objective's square, shaded in the cover zone."""
    element = field.element_at(square)
    if element is not None:
        glyph, style, _ = ELEMENT_GLYPHS[element]
    else:
        glyph, style, _ = TERRAIN_GLYPHS[field.terrain_at(square)]
    left, right = ("[", "]") if square in objectives else (" ", " ")
    background = ZONE_STYLE if square in zone else ""
    text = Text()
    text.append(left, style=f"bold magenta {background}".strip())
    text.append(glyph, style=f"{style} {background}".strip())
    text.append(right, style=f"bold magenta {background}".strip())
    return text


def draw_grid(field: Battlefield, entry: Entry | None, cell: Callable[[Square], Text], cell_width: int = 3,
              suffix: Callable[[int], Text] | None = None) -> list[Text]:
    """A battlefield grid, one Text per line: column letters, row numbers, ``cell(square)``
    (``cell_width`` characters) for each square, and each faction's entry edge (if ``entry``
    is given) written beside the grid. ``suffix(row)`` adds text after a row's closing number. Shared by ``meeple
    scenarios show`` and the terminal game (:mod:`meeple.cli.dust_tactics.battle_map`)."""
    entering = {edge: [FACTIONS[f] for f in ("allies", "axis") if entry is not None and entry.edge(f) == edge]
                for edge in ("north", "south", "east", "west")}

    def edge_label(edge: str) -> str:
        return " & ".join(entering[edge]) + " enter" if entering[edge] else ""

    west = edge_label("west")
    margin = len(west) + 3 if west else 0
    indent = margin + 4
    header = Text(" " * indent)
    for c in range(field.width):
        header.append(chr(ord("a") + c).center(cell_width), style="bold")
    lines: list[Text] = []
    north = edge_label("north")
    if north:
        lines.append(Text(" " * indent + f"▼ {north} from the north ▼".center(cell_width * field.width),
                          style="bold cyan"))
    lines.append(header)
    middle = field.height // 2
    east = edge_label("east")
    for r in range(field.height):
        line = Text()
        line.append((f"{west} ▶" if r == middle and west else "").ljust(margin), style="bold cyan")
        line.append(f"{r + 1:>3} ", style="bold")
        for c in range(field.width):
            line.append_text(cell(Square(c, r)))
        if r == middle and east:
            line.append(f" ◀ {east}", style="bold cyan")
        line.append(f" {r + 1}", style="bold")
        if suffix is not None:
            line.append_text(suffix(r))
        lines.append(line)
    lines.append(header.copy())
    south = edge_label("south")
    if south:
        lines.append(Text(" " * indent + f"▲ {south} from the south ▲".center(cell_width * field.width),
                          style="bold cyan"))
    return lines


def draw_battlefield(scenario: Scenario) -> list[Text]:
    """The scenario's grid, one Text per line: column letters, row numbers, a glyph per
    square (a cover element over its terrain), the cover zone shaded, objective squares in
    ``[ ]``, and the entry edges written beside the grid."""
    field = scenario.battlefield()
    zone = set(scenario.cover_zone_squares())
    objective_squares = {Square.parse(t) for o in scenario.objectives for t in o.squares}
    inside = {q for structure in field.structures for q in structure.squares}

    def cell(square: Square) -> Text:
        text = square_cell(field, square, zone, objective_squares)
        if square in inside:  # a structure's square (p. 17)
            text.stylize("on grey30")
        return text

    return draw_grid(field, scenario.entry, cell)


def show_scenario(console: Console, scenario_id: str) -> None:
    """`meeple scenarios show ID`: the battlefield, the set-up and the objectives."""
    s = resolve_scenario(scenario_id)
    field = s.battlefield()

    def say(text: str | Text = "", style: str | None = None) -> None:
        console.print(text, style=style, highlight=False, soft_wrap=True, markup=False)

    title = Text(s.name + _mark(s, "name"), style="bold")
    if s.italian:
        title.append(f" ({s.italian})")
    title.append(f"  [{s.id}]", style="dim")
    say(title)
    say(
        f"{field.width}×{field.height} squares · army points {s.army_points}{_mark(s, 'army_points')} per side · "
        f"{s.turns}{_mark(s, 'turns')} turns · Allies enter from the {s.entry.allies}, Axis from the "
        f"{s.entry.axis}{_mark(s, 'entry')}"
    )
    if s.boards:
        say(f"Boards{_mark(s, 'boards')}: {'; '.join(s.boards)}")
    say()
    for line in draw_battlefield(s):
        console.print(line, highlight=False, soft_wrap=True)
    say()
    a, b = s.cover_zone
    elements = ", ".join(
        f"{n} {e.value.replace('-', ' ')}{'s' if n != 1 else ''}" for e, n in s.cover_elements.items() if n
    )
    placed = len(s.cover)
    say(
        f"Cover zone{_mark(s, 'cover_zone')} {a}-{b} (shaded): the players place "
        f"{elements or 'no cover elements'}{_mark(s, 'cover_elements')}"
        + (f", {placed} of them already placed by the scenario" if placed else "")
        + ", alternately, after three dice each for who starts (p. 19)."
    )
    for preset in s.cover:
        say(f"  {preset.square}: {preset.element.value}{_mark(preset, 'element')}")
    for structure in s.structures:  # p. 17: walls on every side facing outside, but the entrances
        doors = ", ".join(f"{e.square} {e.side} ({e.size})" for e in structure.entrances) or "none"
        inner = ", ".join(f"{w.square} {w.side}" for w in structure.inner_walls)
        say(f"Structure{_mark(s, 'structures')} {structure.name} (squares on grey): {', '.join(structure.squares)}; "
            f"entrances {doors}" + (f"; inner walls {inner}" if inner else "") + " (p. 17).")
    if s.objectives:
        say(f"Objectives{_mark(s, 'objectives')} (squares in [ ]):", "bold")
        for o in s.objectives:
            say(f"  {objective_words(o)}")
    armies = getattr(s, "armies", None)
    if armies is not None:
        say("Armies (given by the scenario):", "bold")
        for faction in ("allies", "axis"):
            say(f"  {FACTIONS[faction]}: {', '.join(armies.of(faction))}")
    else:
        say(f"Armies: each side builds its own within {s.army_points} AP (see `meeple army check`); "
            "in a game, each faction fields its core-set units with the most AP within the limit.")
    if s.notes:
        say("Notes", "bold")
        for note in s.notes:
            say(f"  {note}")
    say()
    say("Legend", "bold")
    for glyph, style, words in list(TERRAIN_GLYPHS.values()) + list(ELEMENT_GLYPHS.values()):
        line = Text("  ")
        line.append(glyph, style=style)
        line.append(f"  {words}")
        say(line)
    legend_extra = [
        Text.assemble("  ", ("[·]", "bold magenta"), " an objective's square"),
        Text.assemble("  ", (" · ", ZONE_STYLE), " the cover zone (shaded)"),
    ]
    for line in legend_extra:
        say(line)
    marks = len(s.reconstructed) + sum(len(o.reconstructed) for o in s.objectives) + len(s.entry.reconstructed)
    say(f"  {DAGGER}  reconstructed: {marks} mark{'s' if marks != 1 else ''} (the scenario book is not in the "
        "text; docs/rulings.md, DT-14, DT-15)")
    if s.sources:
        say()
        say("Sources", "bold")
        for source in s.sources:
            say(f"  {source}")

