"""The board of two battle maps played as one (:mod:`.joined_maps` reads it from its file and
holds its rules): plain data, in a module of its own so that the compiled build compiles it
with :class:`.board.Board`, the class it extends (docs/speed.md)."""

from __future__ import annotations

from dataclasses import dataclass

from meeple.games.dday_dice.board import Board


@dataclass(frozen=True)
class PartStart:
    """Where a part's units start and what they start with (the part's own map)."""

    prefix: str
    map_id: str
    name: str
    sector: int
    soldiers: int
    courage: int
    stars: int
    item_points: int
    specialists: tuple[str, ...]
    regular_specialists: tuple[str, ...]


@dataclass(frozen=True)
class JoinedBoard(Board):
    """Two battle maps played as one board (the fields beyond :class:`.board.Board`'s)."""

    #: (map id, prefix, offset) of each part, in the file's order.
    parts: tuple[tuple[str, str, int], ...] = ()
    #: Each part's start.
    part_starts: tuple[PartStart, ...] = ()
    #: The sector pairs of the junction (both ways) and the one-way bunker move.
    junction: tuple[tuple[int, int], ...] = ()
    bunker_from: int = 0
    bunker_to: int = 0
    #: Sword: +``def_plus`` DEF on the part's sectors until a unit has been in ``def_plus_until``.
    def_plus_part: str = ""
    def_plus: int = 0
    def_plus_until: int = 0
    #: Sword's bunker: closed until ``closed_until`` is conquered.
    closed_bunker: int = 0
    closed_until: int = 0
    #: The part whose solo rules a lone unit starting there follows.
    solo_rules_part: str = ""
    default_starts: str = ""
    solo_start: str = ""
