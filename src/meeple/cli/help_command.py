"""``meeple help notation GAME``: the notation a game's moves are typed in, as the ``help``
command of ``meeple play`` shows it (the view's ``notation_help``), for a user whose install
holds no docs folder; the errors that name the notation point here."""

from __future__ import annotations

from rich.console import Console

from meeple.cli.prefixes import expand_prefix
from meeple.cli.views import load_view
from meeple.engine.errors import UnknownGameError, excerpt
from meeple.engine.registry import all_games, get_game


def notation_help(console: Console, game_id: str) -> None:
    """Print the notation of ``game_id`` (an id or an unambiguous prefix of one)."""
    ids = [game.id for game in all_games()]
    found = expand_prefix(game_id, ids, "game")
    if found is None:
        raise UnknownGameError(f"unknown game {excerpt(game_id)} (known: {', '.join(ids)})")
    game = get_game(found)
    console.print(f"{game.name}: the notation of its moves (an answer at any prompt of `meeple play`)",
                  style="bold", highlight=False, markup=False)
    console.print(load_view(game).notation_help, highlight=False, markup=False)
