"""`meeple maps show` for a joined map (the scenario "Silence the Guns"): both boards, each
sector named by its part (``M8``) and its number in the notation (``28``), and the junction.
The play screen's board (:mod:`meeple.cli.dday_dice.board`) draws the maps in the same order
(:func:`drawn_parts`) and words the junction with the same lines (:func:`junction_lines`).

Display only: the rules are :mod:`meeple.games.dday_dice.joined_maps`'.
"""

from __future__ import annotations

import textwrap
from dataclasses import dataclass
from typing import Callable

from rich.console import Console

from meeple.cli.map_drawing import CellLine, printed_box_lines, draw_board, resources_words
from meeple.engine.errors import MeepleError
from meeple.games.dday_dice.board import Board
from meeple.games.dday_dice.joined_maps import JoinedBoard, build_joined, label, load_joined, part_of
from meeple.games.dday_dice.maps import BattleMap, Bunker, Cell, Sector, load_map


@dataclass(frozen=True)
class MapPart:
    """One battle map of a board as it is drawn: the map, and how the game numbers its
    sectors (``offset + n``, shown ``prefix + n``: ``M8`` is 28). A plain map is one part
    with no prefix and no offset."""

    bmap: BattleMap
    prefix: str = ""
    offset: int = 0
    #: The words above the map on a joined board ("" on a plain map).
    heading: str = ""

    def label(self, printed: int) -> str:
        """How the board names the map's sector ``printed``: ``M8`` (``8`` on a plain map)."""
        return f"{self.prefix}{printed}"

    def printed(self, sector: int) -> int | None:
        """The number printed on this map of the game's ``sector`` (None: not on this map)."""
        number = sector - self.offset
        try:
            self.bmap.cell(number)
        except MeepleError:
            return None
        return number


def drawn_parts(map_id: str) -> tuple[MapPart, ...]:
    """The maps of a joined board in the order they are drawn: the far one (Merville,
    turned round: its top row faces the near one's) above the near one (Sword)."""
    spec = load_joined(map_id)
    near, far = spec.parts
    near_map, far_map = load_map(near.map), load_map(far.map)
    return (MapPart(far_map, far.prefix, far.offset, f"{far_map.name} (turned round: its top row faces {near_map.name}'s)"),
            MapPart(near_map, near.prefix, near.offset, near_map.name))


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


def _names(board: Board, sectors: list[int]) -> str:
    return ", ".join(f"{label(board, n)} ({n})" for n in sectors)


def junction_pairs(board: JoinedBoard) -> dict[int, list[int]]:
    """The junction's pairs of top-row sectors: each far-map sector and the near-map sectors
    it meets (both ways), by the game's numbers."""
    far = board.parts[1][1]
    pairs: dict[int, list[int]] = {}
    for a, b in board.junction:
        if part_of(board, a) == far:
            pairs.setdefault(a, []).append(b)
    return {a: sorted(others) for a, others in sorted(pairs.items())}


def _courage(board: JoinedBoard, origin: int, to: int) -> int:
    return next(e.courage for e in board.exits[origin] if e.to == to)


def junction_lines(map_id: str) -> list[tuple[str, str]]:
    """The junction as ``meeple maps show`` words it, a line each (text, style): the pairs of
    top-row sectors, the bunkers' one-way move, the near map's DEF bonus and closed bunker."""
    spec = load_joined(map_id)
    board = build_joined(map_id)
    near, far = spec.parts
    lines = []
    for a, others in junction_pairs(board).items():
        courage, back = _courage(board, a, others[0]), _courage(board, others[0], a)
        lines.append((f"  {label(board, a)} ({a}) <-> {_names(board, others)}: an advance "
                      f"(courage {courage} into {near.prefix}, {back} into {far.prefix}); never back onto a map left", "cyan"))
    lines.append((f"  bunker {label(board, board.bunker_from)} ({board.bunker_from}) -> bunker "
                   f"{label(board, board.bunker_to)} ({board.bunker_to}): a unit that survived in "
                   f"{label(board, board.bunker_from)} may go on (or retire, safe)", "cyan"))
    lines.append((f"  {load_map(near.map).name}: DEF +{board.def_plus} in every sector until a unit occupies "
                   f"{label(board, board.def_plus_until)} ({board.def_plus_until})", "yellow"))
    lines.append((f"  bunker {label(board, board.closed_bunker)} closed until bunker "
                   f"{label(board, board.closed_until)} is conquered", "yellow"))
    return lines


def junction_summary(map_id: str) -> str:
    """The moves between the maps on one line, for the play screen's board (whose top-row
    boxes name the sectors they meet): what a crossing costs, and the bunkers' one-way move."""
    spec = load_joined(map_id)
    board = build_joined(map_id)
    near, far = spec.parts
    a, others = next(iter(junction_pairs(board).items()))
    into_near, into_far = _courage(board, a, others[0]), _courage(board, others[0], a)
    costs = (f"courage {into_near}" if into_near == into_far
             else f"courage {into_near} into {near.prefix}, {into_far} into {far.prefix}")
    return (f"↕ between the maps: an advance ({costs}), never back onto a map left · "
            f"{label(board, board.bunker_from)} -> {label(board, board.bunker_to)} (courage "
            f"{_courage(board, board.bunker_from, board.bunker_to)}): a survivor of "
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
