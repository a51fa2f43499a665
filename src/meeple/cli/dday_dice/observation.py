"""The maps of the board in play, as the view draws them: the battle map the game is played on
(:func:`meeple.games.dday_dice.maps.load_map`, public: it is printed on the board), or the maps
of a joined board (:func:`board_parts`: Silence the Guns), and the box of a sector on them.
What the words read from an observation (the acting unit, a sector's name, the edition) is
the game's: :mod:`meeple.games.dday_dice.words.reading`.
"""

from __future__ import annotations

from meeple.games.dday_dice.map_parts import MapPart, drawn_parts
from meeple.engine.errors import MeepleError
from meeple.games.dday_dice.joined_maps import is_joined
from meeple.games.dday_dice.maps import BattleMap, Cell, load_map
from meeple.games.dday_dice.words.reading import Obs


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


def locate(obs: Obs, sector: object) -> tuple[MapPart, Cell] | None:
    """The map holding the game's ``sector`` and its box there (None if no map has it)."""
    if not isinstance(sector, int):
        return None
    for part in board_parts(obs):
        printed = part.printed(sector)
        if printed is not None:
            return part, part.bmap.cell(printed)
    return None
