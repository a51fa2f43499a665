"""`meeple maps show` for a joined map (the scenario "Silence the Guns"): both boards, each
sector named by its part (``M8``) and its number in the notation (``28``), and the junction.
The play screen's board (:mod:`meeple.cli.dday_dice.board`) draws the maps in the same order
(:func:`drawn_parts`) and words the junction with the same lines (:func:`junction_lines`).

Display only: the rules are :mod:`meeple.games.dday_dice.joined_maps`'.
"""

from __future__ import annotations

import textwrap
from typing import Callable

from rich.console import Console

from meeple.cli.map_drawing import CellLine, printed_box_lines, draw_board, resources_words
from meeple.games.dday_dice.joined_maps import JoinedBoard, build_joined, label, load_joined
from meeple.games.dday_dice.map_parts import crossing_courage, drawn_parts, junction_pairs, junction_words
from meeple.games.dday_dice.maps import BattleMap, Bunker, Cell, Sector, load_map

#: The colour of a junction line by its kind (:func:`meeple.games.dday_dice.map_parts.junction_words`).
JUNCTION_STYLES = {"move": "cyan", "rule": "yellow"}


def _named(offset: int, prefix: str) -> Callable[[BattleMap, Cell], list[CellLine]]:
    """What a box shows, its title naming the sector as ``M8 (28)``."""

    def lines(board: BattleMap, cell: Cell) -> list[CellLine]:
        out = printed_box_lines(board, cell)
        kind = "BUNKER" if isinstance(cell, Bunker) else "Sector"
        title = f"{kind} {prefix}{cell.number} ({cell.number + offset})"
        if not isinstance(cell, Bunker) and cell.start is not None:
            title += "  ▲ START"
        out[0] = CellLine(title, out[0].style)
        return out

    return lines


def junction_lines(map_id: str) -> list[tuple[str, str]]:
    """The junction as ``meeple maps show`` words it, a line each (text, style): the game's
    words (:func:`meeple.games.dday_dice.map_parts.junction_words`), a way between the maps
    in cyan, a rule in yellow."""
    return [(f"  {text}", JUNCTION_STYLES[kind]) for text, kind in junction_words(map_id)]


def junction_summary(map_id: str) -> str:
    """The moves between the maps on one line, for the play screen's board (whose top-row
    boxes name the sectors they meet): what a crossing costs, and the bunkers' one-way move."""
    spec = load_joined(map_id)
    board = build_joined(map_id)
    near, far = spec.parts
    a, others = next(iter(junction_pairs(board).items()))
    into_near, into_far = crossing_courage(board, a, others[0]), crossing_courage(board, others[0], a)
    costs = (f"courage {into_near}" if into_near == into_far
             else f"courage {into_near} into {near.prefix}, {into_far} into {far.prefix}")
    return (f"↕ between the maps: an advance ({costs}), never back onto a map left · "
            f"{label(board, board.bunker_from)} -> {label(board, board.bunker_to)} (courage "
            f"{crossing_courage(board, board.bunker_from, board.bunker_to)}): a survivor of "
            f"{label(board, board.bunker_from)} may go on")


def show_joined(console: Console, map_id: str) -> None:
    """The joined board: the far map (turned round), the junction, the near map, the rules."""
    spec = load_joined(map_id)
    board: JoinedBoard = build_joined(map_id)
    width = max(40, console.width - 1)

    def say(text: str = "", style: str | None = None) -> None:
        if not text:
            console.print()
            return
        console.print(textwrap.fill(text, width=width, break_on_hyphens=False), style=style, markup=False,
                      highlight=False, soft_wrap=True)

    say(f"Scenario: {spec.name} ({' + '.join(load_map(p.map).name for p in spec.parts)})", "bold")
    say(spec.text)
    say("Sector n of a map is numbered offset + n in the notation: "
        + "; ".join(f"{p.prefix}1..{p.prefix}{len(load_map(p.map).cells)} = "
                    f"{p.offset + 1}..{p.offset + len(load_map(p.map).cells)} ({load_map(p.map).name})"
                    for p in spec.parts) + ".")
    say()
    far, near = drawn_parts(map_id)
    say(far.heading, "bold")
    for line in draw_board(far.bmap, min(console.width, 120), _named(far.offset, far.prefix)):
        console.print(line, highlight=False, soft_wrap=True)
    say()
    say("Junction", "bold")
    for text, style in junction_lines(map_id):
        say(text, style)
    say()
    say(near.heading, "bold")
    for line in draw_board(near.bmap, min(console.width, 120), _named(near.offset, near.prefix)):
        console.print(line, highlight=False, soft_wrap=True)
    say()
    for start in board.part_starts:
        cell = load_map(start.map_id).cell(start.sector - dict((p.prefix, p.offset) for p in spec.parts)[start.prefix])
        resources = resources_words(cell) if isinstance(cell, Sector) else ""
        say(f"▲ START {start.prefix} ({start.name}) sector {label(board, start.sector)} ({start.sector}): "
            f"{resources}; regular specialists: {', '.join(start.regular_specialists)}", "cyan")
    say(f"Seats choose their map with the option starts (one letter a seat, e.g. {board.default_starts * 2}); "
        f"default alternating {board.default_starts}..., solo {board.solo_start}.")
    say(f"Common reserve: unique specialists {', '.join(board.unique_specialists)}; special items "
        f"{', '.join(board.special_items)}.")
