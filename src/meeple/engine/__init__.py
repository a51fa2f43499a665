"""The game-agnostic kernel: the Game/State contract, chance, records, errors, registry."""

from meeple.engine.core import CHANCE, BotSpec, Event, Game, OptionSpec, State
from meeple.engine.errors import (
    ContentError,
    IllegalActionError,
    MeepleError,
    OptionsError,
    RecordError,
    RuleNotImplementedError,
    UnknownGameError,
)
from meeple.engine.registry import all_games, get_game, register_game

__all__ = [
    "CHANCE",
    "BotSpec",
    "ContentError",
    "Event",
    "Game",
    "IllegalActionError",
    "MeepleError",
    "OptionSpec",
    "OptionsError",
    "RecordError",
    "RuleNotImplementedError",
    "State",
    "UnknownGameError",
    "all_games",
    "get_game",
    "register_game",
]
