"""A small hand-drawn board for D-Day Dice rule tests, independent of the map files.

    row 3:        [ 7 bunker DEF 6, courage 2 ]
    row 2:   [4 DEF 2] [5 DEF 3 black] [6 DEF 2,3,4]      line 2->3: courage 2
    row 1:   [1 DEF 1] [2 DEF 1,2,3]   [3 DEF 2]          line 1->2: courage 1
"""

from __future__ import annotations

from meeple.games.dday_dice.board import Board, Exit, Sector
from meeple.games.dday_dice.dice import SKULL, STAR, TOOL
from meeple.games.dday_dice.game import DDayDice, new_state
from meeple.games.dday_dice.state import DdState


def test_board(practice: bool = True, start_soldiers: int = 5, start_courage: int = 0) -> Board:
    sectors = {
        1: Sector(1, 1, (1,)), 2: Sector(2, 1, (1, 2, 3)), 3: Sector(3, 1, (2,)),
        4: Sector(4, 2, (2,)), 5: Sector(5, 2, (3,), black=True), 6: Sector(6, 2, (2, 3, 4)),
        7: Sector(7, 3, (6,), bunker=True),
    }
    side = {1: [2], 2: [1, 3], 3: [2], 4: [5], 5: [4, 6], 6: [5]}
    forward = {1: 4, 2: 5, 3: 6, 4: 7, 5: 7, 6: 7}
    exits = {}
    for n in range(1, 7):
        row_cost = 1 if n <= 3 else 2
        exits[n] = tuple([Exit(m, False, 0) for m in side[n]] + [Exit(forward[n], True, row_cost)])
    return Board(
        id="test-board", name="Test board", sectors=sectors, exits=exits, start=2,
        start_soldiers=start_soldiers, start_courage=start_courage, practice=practice,
        ignored_faces=frozenset({SKULL, STAR, TOOL}) if practice else frozenset(),
    )


def new_test_game(players: int = 1, **board_args: object) -> DdState:
    return new_state(DDayDice(), test_board(**board_args), players)  # type: ignore[arg-type]
