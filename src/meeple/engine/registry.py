"""The registry of games (OpenSpiel's ``register_game``, pgx's ``make``).

Each game package registers itself when imported; :func:`get_game` imports the known
game packages on first use, so the CLI, the simulator and the server list games without
knowing them.
"""

from __future__ import annotations

import importlib

from meeple.engine.core import Game
from meeple.engine.errors import UnknownGameError, excerpt

_GAMES: dict[str, Game] = {}

#: The game packages shipped with meeple, imported on first use of the registry.
BUILTIN_GAME_MODULES: tuple[str, ...] = (
    "meeple.games.dead_mans_draw",
    "meeple.games.dday_dice",
    "meeple.games.dust_tactics",
)

_loaded = False


def register_game(game: Game) -> Game:
    """Add ``game`` to the registry under ``game.id``."""
    _GAMES[game.id] = game
    return game


def _load_builtin() -> None:
    global _loaded
    if not _loaded:
        _loaded = True
        for module in BUILTIN_GAME_MODULES:
            importlib.import_module(module)


def all_games() -> list[Game]:
    """Every registered game, by id."""
    _load_builtin()
    return [_GAMES[key] for key in sorted(_GAMES)]


def get_game(game_id: str) -> Game:
    """The game registered as ``game_id``; raise UnknownGameError otherwise."""
    _load_builtin()
    try:
        return _GAMES[game_id]
    except KeyError:
        known = ", ".join(sorted(_GAMES)) or "none"
        raise UnknownGameError(f"unknown game {excerpt(game_id)} (known games: {known})") from None
