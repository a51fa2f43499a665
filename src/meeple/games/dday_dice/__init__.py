"""D-Day Dice (Valley Games, first edition; second edition as an option later): the
cooperative dice game of the Normandy landings, solo or 2-4 players.

Rulebooks: ../shared/seeds/000_0577ee46b0be016d.txt (Italian, with the card list and FAQ),
002_6d8b677ec3c56c4d.txt (Spanish), 004_badc40968546fed3.txt (French, second edition).

Work in progress: the content (cards, maps) is data in ``data/``; Exercise Tiger's Practice
Run is fully playable, and every other map is refused at set-up with the list of rules it
still needs (see docs/rules-coverage.md). Importing this package registers the game.
"""

from meeple.engine.registry import register_game
from meeple.games.dday_dice.game import DDayDice

GAME = register_game(DDayDice())

__all__ = ["GAME", "DDayDice"]
