"""`meeple maps list|show|validate`: the battle maps of D-Day Dice in the terminal.

A thin front end over :mod:`meeple.games.dday_dice.maps`: it draws what the data says and
decides nothing. ``show`` draws the board as the printed one is laid out
(:func:`meeple.cli.map_drawing.draw_board`), the start resources under it, then every sector's
rules, the map's cards and the legend. Values the rulebook texts do not hold are marked ``†``.
"""

from __future__ import annotations

import json
import textwrap
from pathlib import Path

from rich import box
from rich.console import Console
from rich.table import Table

from meeple.cli.map_drawing import MARGIN, draw_board, ignored_parts, legend_lines, resources_words
from meeple.engine.data_files import read_toml
from meeple.engine.errors import ContentError
from meeple.games.dday_dice.maps import SPECIAL_RULES, BattleMap, Bunker, load_map, load_map_file, map_ids
from meeple.games.dday_dice.words.sector_rule_words import DAGGER, reconstructed_mark


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


def show_map(console: Console, map_id: str) -> None:
    """`meeple maps show MAP`: the board, its sector rules, its card lists and a legend."""
    from meeple.games.dday_dice.joined_maps import is_joined

    from meeple.cli.prefixes import expand_prefix
    from meeple.games.dday_dice.joined_maps import joined_ids
    from meeple.games.dday_dice.maps import packaged_ids

    map_id = expand_prefix(map_id, [*packaged_ids(), *joined_ids()], "map") or map_id
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
    ignored = ignored_parts(board)
    if ignored:
        say("Ignored in this form: " + "; ".join(ignored) + ".", "yellow")
    if not board.mode.unit_loss_ends_game:
        say("If a unit is eliminated, the others carry on.", "yellow")
    say()
    for line in draw_board(board, min(console.width, 120)):
        console.print(line, highlight=False, soft_wrap=True)
    for sector in board.start_sectors:
        say(f"▲ START sector {sector.number}: {resources_words(sector)}", "cyan", indent=MARGIN)
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
                    say(f"[{rule.key}{reconstructed_mark(rule, 'specialist')}] {SPECIAL_RULES[rule.rule].summary}", "green", indent=4, hang=2)
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
    for entry in legend_lines(board):
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
