"""What every part of the view reads from an observation: the acting unit, the battle map the
game is played on (:func:`meeple.games.dday_dice.maps.load_map`, public: it is printed on the
board), or the maps of a joined board (:func:`board_parts`: Silence the Guns), and the edition
whose rules are played.
"""

from __future__ import annotations

import re
from typing import Any

from meeple.cli.maps_joined import MapPart, drawn_parts
from meeple.engine.errors import MeepleError
from meeple.games.dday_dice.joined_maps import is_joined, load_joined
from meeple.games.dday_dice.maps import BattleMap, Cell, load_map


Obs = dict[str, Any]


def battle_map(obs: Obs) -> BattleMap | None:
    """The map the game is played on (None if the observation names none we know, or a
    joined board: :func:`board_parts` has its maps)."""
    try:
        return load_map(str(obs.get("map")))
    except MeepleError:
        return None


def board_parts(obs: Obs) -> tuple[MapPart, ...]:
    """The maps of the board the game is played on, in the order they are drawn: one for a
    battle map; a joined board's two (Silence the Guns: Merville turned round above Sword, as
    ``meeple maps show`` draws them); none for a map we do not know."""
    map_id = str(obs.get("map"))
    try:
        if is_joined(map_id):
            return drawn_parts(map_id)
        return (MapPart(load_map(map_id)),)
    except MeepleError:
        return ()


def map_name(obs: Obs) -> str:
    """The name of the board: the map's, or a joined board's scenario (its id if unknown)."""
    map_id = str(obs.get("map"))
    try:
        return load_joined(map_id).name if is_joined(map_id) else load_map(map_id).name
    except MeepleError:
        return map_id


def locate(obs: Obs, sector: object) -> tuple[MapPart, Cell] | None:
    """The map holding the game's ``sector`` and its box there (None if no map has it)."""
    if not isinstance(sector, int):
        return None
    for part in board_parts(obs):
        printed = part.printed(sector)
        if printed is not None:
            return part, part.bmap.cell(printed)
    return None


def sector_label(obs: Obs, sector: object, numbered: bool = False) -> str:
    """How the board names ``sector``: the observation's label (``M8`` for 28 on Silence the
    Guns), else the number. ``numbered``: a label followed by the number the notation gives
    the sector (``M8 (28)``, for an action whose notation names it). The one name of a sector
    for the board, the tables, the labels and the news (``obs`` may be the board as the news
    knows it, :attr:`.news_memory.NewsMemory.board`)."""
    label = (obs.get("sector_labels") or {}).get(str(sector))
    if label is None:
        return str(sector)
    return f"{label} ({sector})" if numbered else str(label)


def sectors_named(obs: Obs, text: str) -> str:
    """The engine's own words (a cause of casualties, ``fell in combat in sector 28``) with
    each sector named as the board names it (:func:`sector_label`: ``... in sector M8``)."""
    return re.sub(r"\bsector (\d+)\b", lambda m: f"sector {sector_label(obs, m.group(1))}", text)


def edition_of(obs: Obs) -> int:
    """The edition whose rules are played (the observation's ``rule_set``; 1 by default)."""
    edition = (obs.get("rule_set") or {}).get("edition")
    return edition if isinstance(edition, int) else 1


def acting_unit(obs: Obs) -> Obs:
    """The acting seat's unit ({} when the observation names none)."""
    seat = obs.get("seat")
    units: list[Obs] = obs.get("units", [])
    return units[seat] if isinstance(seat, int) and 0 <= seat < len(units) else {}
