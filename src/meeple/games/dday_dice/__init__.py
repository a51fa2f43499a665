"""D-Day Dice (Valley Games, first edition; second edition as an option later): the
cooperative dice game of the Normandy landings, solo or 2-4 players.

Rulebooks: ../shared/seeds/000_0577ee46b0be016d.txt (Italian, with the card list and FAQ),
002_6d8b677ec3c56c4d.txt (Spanish), 004_badc40968546fed3.txt (French, second edition).

Work in progress: the content (cards, maps) is data in ``data/``; the game is not yet in
the registry (see docs/rules-coverage.md for what is implemented).
"""
