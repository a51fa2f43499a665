"""What every part of the view reads from an observation: the acting unit, the battle map the
game is played on (:func:`meeple.games.dday_dice.maps.load_map`, public: it is printed on the
board) and the edition whose rules are played.
"""

from __future__ import annotations

from typing import Any

from meeple.engine.errors import MeepleError
from meeple.games.dday_dice.maps import BattleMap, load_map


Obs = dict[str, Any]


def battle_map(obs: Obs) -> BattleMap | None:
    """The map the game is played on (None if the observation names none we know)."""
    try:
        return load_map(str(obs.get("map")))
    except MeepleError:
        return None


def edition_of(obs: Obs) -> int:
    """The edition whose rules are played (the observation's ``rule_set``; 1 by default)."""
    edition = (obs.get("rule_set") or {}).get("edition")
    return edition if isinstance(edition, int) else 1


def acting_unit(obs: Obs) -> Obs:
    """The acting seat's unit ({} when the observation names none)."""
    seat = obs.get("seat")
    units: list[Obs] = obs.get("units", [])
    return units[seat] if isinstance(seat, int) and 0 <= seat < len(units) else {}
