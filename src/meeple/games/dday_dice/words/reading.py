"""What the words read from an observation (``state.observation(seat)``, JSON): the edition
played, the acting unit, how the board names a sector (``M8`` for 28 on Silence the Guns),
a seat's name, and the battle map and box a sector is in (the maps are public: printed on
the board).

The sentences of the news are given the *table* as the viewer knows it: an observation, or
only its ``map``, ``sector_labels`` and ``rule_set`` (:func:`table_of`); {} names every
sector by its number and speaks the first edition's words.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from meeple.engine.errors import MeepleError
from meeple.games.dday_dice.joined_maps import is_joined, load_joined, locate
from meeple.games.dday_dice.maps import BattleMap, Cell, load_map

Obs = Mapping[str, Any]


def table_of(obs: Obs) -> dict[str, Any]:
    """What the news needs of an observation: its map, how the board names its sectors and
    the rules played."""
    return {key: obs[key] for key in ("map", "sector_labels", "rule_set") if key in obs}


def edition_of(obs: Obs) -> int:
    """The edition whose rules are played (the observation's ``rule_set``; 1 by default)."""
    edition = (obs.get("rule_set") or {}).get("edition")
    return edition if isinstance(edition, int) else 1


def acting_unit(obs: Obs) -> Obs:
    """The acting seat's unit ({} when the observation names none)."""
    seat = obs.get("seat")
    units: list[Obs] = obs.get("units", [])
    return units[seat] if isinstance(seat, int) and 0 <= seat < len(units) else {}


def seat_name(names: Sequence[str], seat: Any) -> str:
    """A seat's name, or its number when unknown."""
    if isinstance(seat, int) and 0 <= seat < len(names):
        return names[seat]
    return f"seat {seat}"


def sector_label(obs: Obs, sector: object, numbered: bool = False) -> str:
    """How the board names ``sector``: the observation's label (``M8`` for 28 on Silence the
    Guns), else the number. ``numbered``: a label followed by the number the notation gives
    the sector (``M8 (28)``, for an action whose notation names it)."""
    label = (obs.get("sector_labels") or {}).get(str(sector))
    if label is None:
        return str(sector)
    return f"{label} ({sector})" if numbered else str(label)


def sectors_named(obs: Obs, text: str) -> str:
    """The engine's own words (a cause of casualties, ``fell in combat in sector 28``) with
    each sector named as the board names it (:func:`sector_label`: ``... in sector M8``)."""
    return re.sub(r"\bsector (\d+)\b", lambda m: f"sector {sector_label(obs, m.group(1))}", text)


@dataclass(frozen=True)
class Located:
    """The battle map holding one of the game's sectors, its box there, and the map's
    position on the board (``offset``: the game's sector is ``offset + cell.number``)."""

    bmap: BattleMap
    cell: Cell
    offset: int


def located(obs: Obs, sector: object) -> Located | None:
    """The map and box of the game's ``sector`` on the observation's board (None if no map
    we know has it)."""
    if not isinstance(sector, int):
        return None
    try:
        map_id, number = locate(str(obs.get("map")), sector)
        bmap = load_map(map_id)
        return Located(bmap, bmap.cell(number), sector - number)
    except MeepleError:
        return None


def map_name(obs: Obs) -> str:
    """The name of the board: the map's, or a joined board's scenario (its id if unknown)."""
    map_id = str(obs.get("map"))
    try:
        return load_joined(map_id).name if is_joined(map_id) else load_map(map_id).name
    except MeepleError:
        return map_id
