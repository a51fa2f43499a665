"""The table of an observation as the drawing reads it: the game's reading
(:class:`meeple.games.dust_tactics.words.reading.Board`: the battlefield, the units' squares,
the entry edges, the objectives, the options of the decision now), and the background of a
structure's squares on the map.
"""

from __future__ import annotations

from meeple.games.dust_tactics.words.reading import Board, board, last_board

__all__ = ["Board", "STRUCTURE_STYLE", "board", "last_board"]

#: The background of a structure's squares (its walls stand on their sides, p. 17).
STRUCTURE_STYLE = "on grey30"
