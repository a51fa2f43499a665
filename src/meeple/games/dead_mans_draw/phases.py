"""The phases of a game of Dead Man's Draw (rulebook p. 2, "Set up", then p. 3, "Gameplay").

DEAL: chance deals two traits to each player ("distribuitene due per ogni giocatore").
KEEP: every player at once keeps one of their two traits ("Ogni giocatore sceglie una
      delle due Carte Personaggio"); the choices are revealed together.
TARGET: in games of three or more, each Davy Jones' Locker holder names the opponent whose
      busts it collects ("scegliete un giocatore all'inizio della partita").
FIRST: chance picks the first player ("Scegliete a caso il primo giocatore").
PLAY: turns, until the player who drew the last card ends their turn.
OVER: the game has ended.
"""

from typing import Final

# Final: the compiled build reads them as constants, not as module attributes at every use.
DEAL: Final = 0
KEEP: Final = 1
TARGET: Final = 2
FIRST: Final = 3
PLAY: Final = 4
OVER: Final = 5
NAMES = ("deal", "keep", "target", "first", "play", "over")
