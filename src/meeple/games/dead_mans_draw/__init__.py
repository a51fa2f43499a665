"""Dead Man's Draw: the push-your-luck pirate card game (Mayday Games), 2-4 players and the
party variant for 5-8. Importing this package registers the game."""

from meeple.engine.registry import register_game
from meeple.games.dead_mans_draw.game import DeadMansDraw

GAME = register_game(DeadMansDraw())

__all__ = ["GAME", "DeadMansDraw"]
