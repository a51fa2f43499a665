"""`meeple maps list|show|validate`: the battle maps of D-Day Dice in the terminal.

A thin front end over :mod:`meeple.games.dday_dice.maps`: it draws what the data says and
decides nothing. ``show`` draws the board as the printed one is laid out: the bunker at the
top, the beach (row 1) at the bottom, the courage of each row line at its left end, and the
start resources under the board. Values the rulebook texts do not hold are marked ``†``.
"""

from __future__ import annotations

import json
import textwrap
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from rich import box
from rich.console import Console
from rich.table import Table
from rich.text import Text

from meeple.engine.data_files import read_toml
from meeple.engine.errors import ContentError
from meeple.games.dday_dice.maps import (
    SPECIAL_RULES, BattleMap, Bunker, Cell, Sector, MapTable, load_map, load_map_file, map_ids,
)

DAGGER = "†"
MARGIN = 12  # left margin: row labels and the courage printed at the left end of each line

# box-drawing by the directions a point joins: up, down, left, right
_U, _D, _L, _R = 1, 2, 4, 8
_BOX = {
    _L | _R: "─", _L: "─", _R: "─", _U | _D: "│", _U: "│", _D: "│",
    _D | _R: "┌", _D | _L: "┐", _U | _R: "└", _U | _L: "┘",
    _U | _D | _R: "├", _U | _D | _L: "┤", _L | _R | _D: "┬", _L | _R | _U: "┴",
    _U | _D | _L | _R: "┼",
}

FACE_WORDS = {
    "skull": "skull", "star": "star", "soldier": "soldier", "two-soldiers": "2-soldiers",
    "courage": "courage", "tool": "tool",
}
DAMAGE_WORDS = {"courage": "-1 courage", "specialist": "-1 specialist"}
RULE_WORDS = {"auto-specialist": "joins free:", "d6-soldiers-once": "+d6 soldiers once on entering"}
RULE_WORDS.update({  # Utah Beach, Juno Beach
    "free-item": "1st unit in finds free:", "vehicle-here": "find here (Item Points):",
    "no-skull-reroll": "skulls not rerolled", "four-of-a-kind-bonus": "4 of a kind: +5 soldiers",
    "four-of-a-kind-loss": "4 of a kind: -3 soldiers", "general-ignores-attributes": "General in play: attributes off",
})
RULE_WORDS.update({  # Pointe-du-Hoc, Merville Battery
    "climb": "CLIMB: 4 skulls to advance", "climb-retreat": "failed climbers retreat here",
    "wirecutters-only": "enter only with Wirecutters", "def-fixed": "DEF cannot be reduced",
    "stay-indefinitely": "stay for ever (marker kept)", "battle-cry-entry": "enter only with RWB Battle Cry",
})
RULE_WORDS.update({  # Gold Beach, Sword Beach
    "first-unit-medal": "1st unit in: random medal", "first-unit-medal-or-victoria-cross": "1st unit in: medal (or VC)",
    "first-unit-specialist": "1st unit in recruits free:", "random-sector": "RANDOM: d6 on 1st entry",
})


def _mark(table: MapTable, field: str) -> str:
    """``†`` when ``field`` of ``table`` is marked reconstructed."""
    return DAGGER if table.is_reconstructed(field) else ""


# ------------------------------------------------------------------------------------
# list / validate
# ------------------------------------------------------------------------------------


def _map_row(board: BattleMap) -> dict[str, object]:
    return {
        "id": board.id,
        "name": board.name,
        "map_number": board.map_number,
        "form": board.form,
        "board_from": board.board_from,
        "sectors": board.sector_count,
        "rows": board.row_count,
        "bunkers": list(board.bunker_numbers),
        "start_sectors": [s.number for s in board.start_sectors],
        "regular_specialists": list(board.cards.regular_specialists),
        "unique_specialists": list(board.cards.unique_specialists),
        "special_items": list(board.cards.special_items),
        "reconstructed_values": len(board.reconstructed_marks()),
    }


def list_maps(console: Console, as_json: bool) -> None:
    """`meeple maps list [--json]`: every packaged battle map, in the rulebook's order."""
    rows = [_map_row(load_map(map_id)) for map_id in map_ids()]
    if as_json:
        console.print_json(json.dumps(rows))
        return
    table = Table(title="D-Day Dice battle maps", box=box.SIMPLE_HEAD, pad_edge=False)
    table.add_column("id", no_wrap=True)
    table.add_column("no.", no_wrap=True)
    table.add_column("name", ratio=1)
    for column in ("sectors", "bunker", "spec.", "items"):
        table.add_column(column, justify="right", no_wrap=True)
    for row in rows:
        board = load_map(str(row["id"]))
        bunker_def = ", ".join("·".join(map(str, b.def_)) for b in board.bunkers)
        specialists = len(board.cards.regular_specialists) + len(board.cards.unique_specialists)
        table.add_row(
            str(row["id"]), f"{board.map_number:02d}", board.name, str(board.sector_count), f"DEF {bunker_def}{DAGGER}",
            str(specialists) if board.mode.specialists else "-",
            str(len(board.cards.special_items)) if board.mode.items else "-",
        )
    console.print(table)
    console.print(f"{DAGGER} reconstructed (the texts do not print the boards). See `meeple maps show MAP`.", highlight=False)
    from meeple.games.dday_dice.joined_maps import joined_ids, load_joined

    for joined in joined_ids():  # scenarios of two boards (Silence the Guns)
        spec = load_joined(joined)
        console.print(f"Joined: {joined} -- {spec.name} ({' + '.join(p.map for p in spec.parts)})", highlight=False)


#: Keys of a joined-map file (two boards and their junction, ``data/joined/``) that a map file has not.
JOINED_KEYS = ("parts", "junction")


def is_joined_file(path: Path) -> bool:
    """Whether ``path`` reads as a joined-map file rather than one board's map file (False
    if it cannot be read: the map loader then says why)."""
    try:
        data = read_toml(path, "map")
    except ContentError:
        return False
    return "map_number" not in data and any(key in data for key in JOINED_KEYS)


def validate_map(console: Console, path: Path) -> None:
    """`meeple maps validate FILE`: ``valid: <summary>`` or a ContentError (a joined-map
    file is refused as such: it is not a map file)."""
    if is_joined_file(path):
        raise ContentError(
            f"{path}: a joined-map file (two boards and their junction, like silence-the-guns), not a map "
            "file: `meeple maps validate` checks one board's map file"
        )
    board = load_map_file(path)
    console.print(f"valid: {board.summary()}", highlight=False, soft_wrap=True, markup=False)


# ------------------------------------------------------------------------------------
# show
# ------------------------------------------------------------------------------------


@dataclass
class CellLine:
    """One line of text in a box of the board, with its rich style; or (``parts``) pieces of
    text each with its own style, run on as many lines as the box's width needs, each piece
    beginning with its separator from the one before (``text`` is then ignored)."""

    text: str
    style: str = ""
    parts: tuple[tuple[str, str], ...] = ()


class _Canvas:
    """A grid of characters with styles, and a mask of box-drawing joins."""

    def __init__(self, width: int, height: int) -> None:
        self.width, self.height = width, height
        self.chars = [[" "] * width for _ in range(height)]
        self.styles = [[""] * width for _ in range(height)]
        self.joins = [[0] * width for _ in range(height)]

    def box(self, x0: int, y0: int, x1: int, y1: int) -> None:
        for x in range(x0, x1):
            for y in (y0, y1):
                self.joins[y][x] |= _R
                self.joins[y][x + 1] |= _L
        for y in range(y0, y1):
            for x in (x0, x1):
                self.joins[y][x] |= _D
                self.joins[y + 1][x] |= _U

    def draw_joins(self, style: str) -> None:
        for y in range(self.height):
            for x in range(self.width):
                if self.joins[y][x]:
                    self.chars[y][x] = _BOX[self.joins[y][x]]
                    self.styles[y][x] = style

    def put(self, x: int, y: int, text: str, style: str = "") -> None:
        for i, ch in enumerate(text):
            if 0 <= x + i < self.width and 0 <= y < self.height:
                self.chars[y][x + i] = ch
                self.styles[y][x + i] = style

    def lines(self) -> list[Text]:
        out = []
        for y in range(self.height):
            text = Text(no_wrap=True, overflow="crop")
            run, style = "", self.styles[y][0]
            for ch, st in zip(self.chars[y], self.styles[y]):
                if st != style:
                    text.append(run, style=style or None)
                    run, style = "", st
                run += ch
            text.append(run.rstrip() if not style else run, style=style or None)
            out.append(text)
        return out


def _cell_lines(board: BattleMap, cell: Cell) -> list[CellLine]:
    """What a cell shows, top to bottom; attributes the map's mode ignores are dimmed."""
    lines: list[CellLine] = []
    if isinstance(cell, Bunker):
        lines.append(CellLine(f"BUNKER {cell.number}{_mark(cell, 'number')}", "bold red"))
    else:
        title = f"Sector {cell.number}"
        if cell.start is not None:
            title += "  ▲ START"
        lines.append(CellLine(title, "bold"))
    defs = "·".join(str(v) for v in cell.def_) + _mark(cell, "def")
    if isinstance(cell, Sector) and cell.black_shield:
        lines.append(CellLine(f"DEF ■{defs}■ can't stay", "bold reverse"))
    else:
        lines.append(CellLine(f"DEF {defs}", "bold"))
    lines += sector_rule_lines(board, cell)
    if isinstance(cell, Sector) and cell.start is not None:
        lines.append(CellLine(f"start: {_resources(cell)}", "cyan"))
    return lines


def sector_rule_lines(
    board: BattleMap, cell: Cell, *, marks: bool = True, ignored: bool = True, courage: bool = True,
) -> list[CellLine]:
    """A cell's printed rules, one line each: its machine-gun fire, a bunker's entry courage
    (unless not ``courage``), a sector's bonuses and penalties per turn, requirements, "no new
    item", "1 unit max" and special rules. ``marks`` adds ``†`` to reconstructed values;
    ``ignored`` keeps (dimmed, :data:`OFF`) the attributes the map's mode ignores, else leaves
    them out. ``meeple maps show`` draws them in the boxes; ``meeple play`` on its board and
    beside its moves."""
    mode = board.mode

    def mark(table: MapTable, field: str) -> str:
        return _mark(table, field) if marks else ""

    lines: list[CellLine] = []
    if cell.mgf:
        text = f"MGF ×{cell.mgf}{mark(cell, 'mgf')}"
        if cell.mgf_special != "none":
            text += f", a 6: {DAMAGE_WORDS[cell.mgf_special]}{mark(cell, 'mgf_special')}"
        lines.append(CellLine(text, "red" if mode.mgf else OFF))
    if isinstance(cell, Bunker):
        if courage:
            lines.append(CellLine(f"enter: courage {cell.courage}{mark(cell, 'courage')}", "yellow"))
        lines += [CellLine(RULE_WORDS.get(rule.rule, rule.rule), "yellow") for rule in cell.special]
        return [line for line in lines if ignored or line.style != OFF]
    attr = "" if mode.sector_attributes else OFF
    for face, n in cell.bonus.items():
        lines.append(CellLine(f"+{n} {FACE_WORDS[face]}/turn{mark(cell, 'bonus')}", attr or "green"))
    for face, n in cell.penalty.items():
        lines.append(CellLine(f"-{n} {FACE_WORDS[face]}/turn{mark(cell, 'penalty')}", attr or "red"))
    for req in cell.requires:
        dagger = DAGGER if marks and (cell.is_reconstructed("requires") or req.reconstructed) else ""
        lines.append(CellLine(f"to enter: {req.describe()}{dagger}", attr or "magenta"))
    if cell.no_item:
        lines.append(CellLine("no new item", attr or "magenta"))
    if cell.one_unit:
        lines.append(CellLine("1 unit max", attr or "magenta"))
    for rule in cell.special:
        words = RULE_WORDS.get(rule.rule, rule.rule)
        if rule.specialist:
            words += f" {rule.specialist}{mark(rule, 'specialist')}"
        if rule.card:
            words += f" {rule.card}{mark(rule, 'card')}"
        lines.append(CellLine(words, attr or "green"))
    return [line for line in lines if ignored or line.style != OFF]


def _resources(sector: Sector) -> str:
    start = sector.start
    if start is None:
        return ""
    parts = []
    for field in ("soldiers", "courage", "stars", "item_points"):
        value = getattr(start, field)
        if value or start.is_reconstructed(field) or field == "soldiers":  # Utah: "0 soldati"
            parts.append(f"{value} {field.replace('_', ' ')}{_mark(start, field)}")
    parts += [f"{s}{_mark(start, 'specialists')}" for s in start.specialists]
    return ", ".join(parts) or "nothing"


OFF = "dim strike"


def _wrap(lines: list[CellLine], width: int) -> list[CellLine]:
    out: list[CellLine] = []
    for line in lines:
        if line.parts:
            out += _wrap_parts(line.parts, width)
            continue
        if line.style == OFF:
            line = CellLine(f"off: {line.text}", OFF)
        for chunk in textwrap.wrap(line.text, width=max(width, 4)) or [""]:
            out.append(CellLine(chunk, line.style))
    return out


def _wrap_parts(parts: tuple[tuple[str, str], ...], width: int) -> list[CellLine]:
    """Styled pieces on as few lines as ``width`` allows, a piece never split across two lines
    unless it is wider than a line by itself (then it is wrapped at its words, from a line of
    its own); a piece begins with its separator from the one before (``"  ● 1 Bob"``), which
    is dropped at the start of a line."""
    width = max(width, 4)
    out: list[CellLine] = []
    line: list[tuple[str, str]] = []
    used = 0

    def flush() -> None:
        nonlocal line, used
        if line:
            out.append(CellLine("", parts=tuple(line)))
        line, used = [], 0

    for text, style in parts:
        if line and used + len(text) > width:
            flush()
        if not line:
            text = text.lstrip(" ")
        if len(text) > width:
            chunks = textwrap.wrap(text, width=width)
            out.extend(CellLine(chunk, style) for chunk in chunks[:-1])
            text = chunks[-1] if chunks else ""
        line.append((text, style))
        used += len(text)
    flush()
    return out


CellLines = Callable[[BattleMap, Cell], list[CellLine]]


def draw_board(
    board: BattleMap,
    total_width: int,
    cell_lines: CellLines | None = None,
    *,
    marks: bool = True,
    ignored_lines: bool = True,
) -> list[Text]:
    """The board as lines of text, laid out as the printed one: the bunker on top, the
    beach at the bottom, the courage of each row line at its left end, minefields and
    barriers on the borders. ``cell_lines`` says what each box shows (default: the map's
    attributes, as ``meeple maps show`` draws them); ``marks`` adds ``†`` to reconstructed
    values; ``ignored_lines`` draws the line features the map's form ignores (dimmed)."""
    describe = cell_lines or _cell_lines
    columns = board.width
    unit = max(7, (total_width - MARGIN - 1) // columns)
    width = MARGIN + columns * unit + 1

    def x_of(col: int) -> int:
        return MARGIN + col * unit

    rows = list(range(board.row_count, 0, -1))  # top (bunker) to bottom (beach)
    contents: dict[int, list[CellLine]] = {}
    heights: dict[int, int] = {}
    for r in rows:
        height = 1
        for cell in board.row(r):
            inner = cell.span * unit - 3
            contents[cell.number] = _wrap(describe(board, cell), inner)
            height = max(height, len(contents[cell.number]))
        heights[r] = height
    # y of the line above each row; the line below row r is the line above row r - 1
    top: dict[int, int] = {}
    y = 0
    for r in rows:
        top[r] = y
        y += heights[r] + 1
    bottom_y = y
    canvas = _Canvas(width, bottom_y + 1)

    def y_below(r: int) -> int:
        return top[r] + heights[r] + 1

    for r in rows:
        for cell in board.row(r):
            canvas.box(x_of(cell.col), top[r], x_of(cell.col + cell.span), y_below(r))
    canvas.draw_joins("grey50")
    mines_on = board.mode.mines
    for r in rows:
        canvas.put(0, top[r] + 1, f"row {r}", "dim")
        for cell in board.row(r):
            x = x_of(cell.col) + 2
            for i, line in enumerate(contents[cell.number]):
                if line.parts:
                    at = x
                    for text, style in line.parts:
                        canvas.put(at, top[r] + 1 + i, text, style)
                        at += len(text)
                else:
                    canvas.put(x, top[r] + 1 + i, line.text, line.style)
    # courage at the left end of each row line; minefields and barriers on the borders
    for r in rows:
        if r == 1:
            continue
        rl = board.row_line(r - 1)
        if rl is not None:
            mark = _mark(rl, "courage") if marks else ""
            canvas.put(0, y_below(r), f"courage {rl.courage}{mark}", "bold yellow")
    for cell in board.cells:
        for move in board.moves_from(cell.number, cross_barriers=True):
            if not (move.minefield or move.barrier) or move.to < move.origin and move.kind == "sideways":
                continue
            if move.minefield and not mines_on and not ignored_lines:
                continue
            border = board.line_between(move.origin, move.to)
            mark = DAGGER if marks and border is not None and border.reconstructed else ""
            if move.barrier:
                char, style, label = "█", "bold white on red", f" barrier{mark} "
            else:
                char, style, label = "≈", ("red" if mines_on else "dim"), f" mines{mark}{'' if mines_on else ' off'} "
            a, b = board.cell(move.origin), board.cell(move.to)
            if move.kind == "forward":
                y0 = y_below(b.row)
                x0 = max(x_of(a.col), x_of(b.col)) + 1
                x1 = min(x_of(a.col + a.span), x_of(b.col + b.span))
                canvas.put(x0, y0, char * (x1 - x0), style)
                if x1 - x0 > len(label) + 2:
                    canvas.put(x0 + (x1 - x0 - len(label)) // 2, y0, label, style)
            else:
                left = a if a.col < b.col else b
                x = x_of(left.col + left.span)
                for yy in range(top[a.row] + 1, y_below(a.row)):
                    canvas.put(x, yy, char, style)
    return canvas.lines()


#: The legend of the board's marks, by key (``meeple maps show`` prints them all).
LEGEND: dict[str, str] = {
    "def": "DEF a·b·c  soldiers lost in Phase 5 on the 1st·2nd·3rd turn in the sector",
    "black-shield": "■n■ can't stay  black shield: at most 1 turn here, move in the next Phase 4",
    "mgf": "MGF ×n  roll n d6, added to DEF; \"a 6:\" special damage for each 6",
    "per-turn": "+n X/turn, -n X/turn  colourless results added to / removed from the Final Count",
    "requires": "to enter: ...  requirement (must have / sacrifice a specialist) when moving in",
    "mines": "≈≈ mines  minefield on the line: crossing it costs a d6 of soldiers",
    "barrier": "██ barrier  impassable line",
    "courage": "courage n  courage to advance across that row line (printed at its left end)",
    "moves": "moves  sideways in a row, or forward (up) where two boxes share a border; never back, never diagonally",
    "dagger": f"{DAGGER}  reconstructed: not in the rulebook texts (see docs/rulings.md, DDM-…)",
}


def _legend(board: BattleMap) -> list[str]:
    return list(LEGEND.values()) + (["off: ...  ignored in this form"] if _ignored(board) else [])


def marks_in_play(board: BattleMap) -> list[str]:
    """The keys of :data:`LEGEND` for the marks a board drawn for play shows (the attributes
    and line features its form ignores are left out): its machine-gun fire, bonuses and
    penalties per turn, requirements, minefields and barriers."""
    mode = board.mode
    cells = board.cells
    keys = []
    if mode.mgf and any(cell.mgf for cell in cells):
        keys.append("mgf")
    sectors = [cell for cell in cells if isinstance(cell, Sector)]
    if mode.sector_attributes and any(cell.bonus or cell.penalty for cell in sectors):
        keys.append("per-turn")
    if mode.sector_attributes and any(cell.requires for cell in sectors):
        keys.append("requires")
    moves = [move for cell in cells for move in board.moves_from(cell.number, cross_barriers=True)]
    if mode.mines and any(move.minefield for move in moves):
        keys.append("mines")
    if any(move.barrier for move in moves):
        keys.append("barrier")
    return keys


def _ignored(board: BattleMap) -> list[str]:
    mode = board.mode
    out = []
    if not mode.sector_attributes:
        out.append("sector attributes (bonuses, penalties, requirements, special rules)")
    if not mode.mgf:
        out.append("machine-gun fire")
    if not mode.mines:
        out.append("minefields")
    if not mode.specialists:
        out.append("specialists")
    if not mode.items:
        out.append("items")
    if not mode.awards:
        out.append("awards")
    if mode.ignored_results:
        out.append("dice results " + ", ".join(mode.ignored_results))
    return out


def show_map(console: Console, map_id: str) -> None:
    """`meeple maps show MAP`: the board, its sector rules, its card lists and a legend."""
    from meeple.games.dday_dice.joined_maps import is_joined

    if is_joined(map_id):  # Silence the Guns: two boards and their junction
        from meeple.cli.maps_joined import show_joined

        show_joined(console, map_id)
        return
    board = load_map(map_id)
    width = max(40, console.width - 1)

    def say(text: str = "", style: str | None = None, indent: int = 0, hang: int = 0) -> None:
        if not text:
            console.print()
            return
        wrapped = textwrap.fill(
            text, width=width, initial_indent=" " * indent, subsequent_indent=" " * (indent + hang),
            break_on_hyphens=False,
        )
        console.print(wrapped, style=style, markup=False, highlight=False, soft_wrap=True)

    say(f"Map N.{board.map_number:02d}: {board.name}", "bold")
    say(f"{board.sector_count} sectors counting the bunker{'s' if len(board.bunkers) > 1 else ''}, "
        f"{board.row_count} rows; the bunker at the top, the beach (row 1) at the bottom.")
    if board.board_from:
        say(f"Board: the same as {board.board_from}.")
    ignored = _ignored(board)
    if ignored:
        say("Ignored in this form: " + "; ".join(ignored) + ".", "yellow")
    if not board.mode.unit_loss_ends_game:
        say("If a unit is eliminated, the others carry on.", "yellow")
    say()
    for line in draw_board(board, min(console.width, 120)):
        console.print(line, highlight=False, soft_wrap=True)
    for sector in board.start_sectors:
        say(f"▲ START sector {sector.number}: {_resources(sector)}", "cyan", indent=MARGIN)
    say()
    described = [c for c in board.cells if c.notes or c.special]
    if described or board.notes:
        heading = "Sector rules and notes"
        if not board.mode.sector_attributes:
            heading += " (sector attributes are ignored in this form)"
        say(heading, "bold")
        for cell in described:
            say(f"{'Bunker' if isinstance(cell, Bunker) else 'Sector'} {cell.number}", "bold", indent=2)
            if cell.special:  # sectors, and a bunker's own rules (Merville)
                for rule in cell.special:
                    say(f"[{rule.key}{_mark(rule, 'specialist')}] {SPECIAL_RULES[rule.rule].summary}", "green", indent=4, hang=2)
                    say(f"it: {rule.text}", indent=6, hang=4)
                    if rule.text_es:
                        say(f"es: {rule.text_es}", indent=6, hang=4)
                    for outcome in rule.outcomes:  # a random sector's table (Sword Beach)
                        say(f"{outcome.roll}. {outcome.name} [{outcome.effect}"
                            f"{':' + (outcome.face or outcome.vehicle or '') if outcome.face or outcome.vehicle else ''}]: "
                            f"{outcome.text.split(': ', 1)[-1]}", indent=6, hang=4)
            for note in cell.notes:
                say(note, indent=4, hang=4)
        if board.notes:
            say("Map", "bold", indent=2)
            for note in board.notes:
                say(note, indent=4, hang=2)
        say()
    cards = board.cards
    say("Cards", "bold")
    if board.mode.specialists:
        say(f"Regular specialists: {', '.join(cards.regular_specialists) or 'none'}", indent=2, hang=21)
        say(f"Unique specialists:  {', '.join(cards.unique_specialists) or 'none'}", indent=2, hang=21)
    else:
        say("Specialists: none in this form", indent=2)
    if board.mode.items:
        say(f"Special items:       {', '.join(cards.special_items) or 'none'} (regular items: all)", indent=2, hang=21)
        for old, new in cards.solo_substitutes.items():
            say(f"Solo:                {new} replaces {old}", indent=2, hang=21)
    else:
        say("Items: none in this form", indent=2)
    say()
    say("Legend", "bold")
    for entry in _legend(board):
        say(entry, indent=2, hang=4)
    marks = len(board.reconstructed_marks())
    say(f"{marks} values on this map are reconstructed.", indent=2)
    if board.sources:
        say()
        say("Sources", "bold")
        for source in board.sources:
            say(source, indent=2, hang=4)
    if board.dedication:
        say()
        say(board.dedication, "italic")
