"""`meeple maps show` for a joined map (the scenario "Silence the Guns"): both boards, each
sector named by its part (``M8``) and its number in the notation (``28``), and the junction.

Display only: the rules are :mod:`meeple.games.dday_dice.joined_maps`'.
"""

from __future__ import annotations

import textwrap
from typing import Callable

from rich.console import Console

from meeple.cli.maps import CellLine, _cell_lines, _resources, draw_board
from meeple.games.dday_dice.board import Board
from meeple.games.dday_dice.joined_maps import JoinedBoard, build_joined, label, load_joined
from meeple.games.dday_dice.maps import BattleMap, Bunker, Cell, Sector, load_map


def _named(offset: int, prefix: str) -> Callable[[BattleMap, Cell], list[CellLine]]:
    """What a box shows, its title naming the sector as ``M8 (28)``."""

    def lines(board: BattleMap, cell: Cell) -> list[CellLine]:
        out = _cell_lines(board, cell)
        kind = "BUNKER" if isinstance(cell, Bunker) else "Sector"
        title = f"{kind} {prefix}{cell.number} ({cell.number + offset})"
        if not isinstance(cell, Bunker) and cell.start is not None:
            title += "  ▲ START"
        out[0] = CellLine(title, out[0].style)
        return out

    return lines


def _names(board: Board, sectors: list[int]) -> str:
    return ", ".join(f"{label(board, n)} ({n})" for n in sectors)


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
    near, far = spec.parts
    say(f"{load_map(far.map).name} (turned round: its top row faces {load_map(near.map).name}'s)", "bold")
    for line in draw_board(load_map(far.map), min(console.width, 120), _named(far.offset, far.prefix)):
        console.print(line, highlight=False, soft_wrap=True)
    say()
    say("Junction", "bold")
    pairs: dict[int, list[int]] = {}
    for a, b in board.junction:
        if a > near.offset + len(load_map(near.map).cells):
            pairs.setdefault(a, []).append(b)
    for a, others in sorted(pairs.items()):
        courage = next(e.courage for e in board.exits[a] if e.to == others[0])
        back = next(e.courage for e in board.exits[others[0]] if e.to == a)
        say(f"  {label(board, a)} ({a}) <-> {_names(board, sorted(others))}: an advance "
            f"(courage {courage} into {near.prefix}, {back} into {far.prefix}); never back onto a map left", "cyan")
    say(f"  bunker {label(board, board.bunker_from)} ({board.bunker_from}) -> bunker "
        f"{label(board, board.bunker_to)} ({board.bunker_to}): a unit that survived in "
        f"{label(board, board.bunker_from)} may go on (or retire, safe)", "cyan")
    say(f"  {load_map(near.map).name}: DEF +{board.def_plus} in every sector until a unit occupies "
        f"{label(board, board.def_plus_until)} ({board.def_plus_until})", "yellow")
    say(f"  bunker {label(board, board.closed_bunker)} closed until bunker "
        f"{label(board, board.closed_until)} is conquered", "yellow")
    say()
    say(f"{load_map(near.map).name}", "bold")
    for line in draw_board(load_map(near.map), min(console.width, 120), _named(near.offset, near.prefix)):
        console.print(line, highlight=False, soft_wrap=True)
    say()
    for start in board.part_starts:
        cell = load_map(start.map_id).cell(start.sector - dict((p.prefix, p.offset) for p in spec.parts)[start.prefix])
        resources = _resources(cell) if isinstance(cell, Sector) else ""
        say(f"▲ START {start.prefix} ({start.name}) sector {label(board, start.sector)} ({start.sector}): "
            f"{resources}; regular specialists: {', '.join(start.regular_specialists)}", "cyan")
    say(f"Seats choose their map with the option starts (one letter a seat, e.g. {board.default_starts * 2}); "
        f"default alternating {board.default_starts}..., solo {board.solo_start}.")
    say(f"Common reserve: unique specialists {', '.join(board.unique_specialists)}; special items "
        f"{', '.join(board.special_items)}.")
