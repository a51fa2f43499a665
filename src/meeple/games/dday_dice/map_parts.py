"""How a board is laid out for a person, front-end neutral: the battle maps of a board in the
order they are drawn (:func:`drawn_parts`), each with how the game numbers its sectors, and the
junction of a joined board (:func:`junction_pairs`, :func:`junction_words`). ``meeple maps
show`` and ``meeple play`` (:mod:`meeple.cli.maps_joined`) and the browser's table
(:mod:`meeple.games.dday_dice.words.board_table`) lay a board out with it.

Display only: the rules of a joined board are :mod:`.joined_maps`'.
"""

from __future__ import annotations

from dataclasses import dataclass

from meeple.engine.errors import MeepleError
from meeple.games.dday_dice.joined_maps import JoinedBoard, build_joined, label, load_joined, part_of
from meeple.games.dday_dice.maps import BattleMap, load_map


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


def junction_pairs(board: JoinedBoard) -> dict[int, list[int]]:
    """The junction's pairs of top-row sectors: each far-map sector and the near-map sectors
    it meets (both ways), by the game's numbers."""
    far = board.parts[1][1]
    pairs: dict[int, list[int]] = {}
    for a, b in board.junction:
        if part_of(board, a) == far:
            pairs.setdefault(a, []).append(b)
    return {a: sorted(others) for a, others in sorted(pairs.items())}


def _names(board: JoinedBoard, sectors: list[int]) -> str:
    return ", ".join(f"{label(board, n)} ({n})" for n in sectors)


def crossing_courage(board: JoinedBoard, origin: int, to: int) -> int:
    """The courage a move from ``origin`` to ``to`` across the junction costs."""
    return next(e.courage for e in board.exits[origin] if e.to == to)


def junction_words(map_id: str) -> list[tuple[str, str]]:
    """The junction in words, a line each with its kind (``move``: a way between the maps;
    ``rule``: the scenario's rule on a map): the pairs of top-row sectors, the bunkers'
    one-way move, the near map's DEF bonus and closed bunker."""
    spec = load_joined(map_id)
    board = build_joined(map_id)
    near, far = spec.parts
    lines = []
    for a, others in junction_pairs(board).items():
        courage, back = crossing_courage(board, a, others[0]), crossing_courage(board, others[0], a)
        lines.append((f"{label(board, a)} ({a}) <-> {_names(board, others)}: an advance "
                      f"(courage {courage} into {near.prefix}, {back} into {far.prefix}); never back onto a map left", "move"))
    lines.append((f"bunker {label(board, board.bunker_from)} ({board.bunker_from}) -> bunker "
                  f"{label(board, board.bunker_to)} ({board.bunker_to}): a unit that survived in "
                  f"{label(board, board.bunker_from)} may go on (or retire, safe)", "move"))
    lines.append((f"{load_map(near.map).name}: DEF +{board.def_plus} in every sector until a unit occupies "
                  f"{label(board, board.def_plus_until)} ({board.def_plus_until})", "rule"))
    lines.append((f"bunker {label(board, board.closed_bunker)} closed until bunker "
                  f"{label(board, board.closed_until)} is conquered", "rule"))
    return lines
