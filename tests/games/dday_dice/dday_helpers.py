"""A small hand-drawn board for D-Day Dice rule tests, independent of the map files.

    row 3:        [ 7 bunker DEF 6, courage 2 ]
    row 2:   [4 DEF 2] [5 DEF 3 black] [6 DEF 2,3,4]      line 2->3: courage 2
    row 1:   [1 DEF 1] [2 DEF 1,2,3]   [3 DEF 2]          line 1->2: courage 1
"""

from __future__ import annotations

from meeple.games.dday_dice.board import Board, Exit, Sector
from meeple.games.dday_dice.dice import COURAGE, SKULL, STAR, TOOL
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


ALL_REGULAR = ("beachmaster", "chaplain", "hero", "medic", "minesweeper", "paratrooper", "pathfinder",
               "platoon-leader", "scout", "sharpshooter", "veteran")
ALL_UNIQUE = ("engineer", "general", "marksman")


def full_board(start_soldiers: int = 10, start_courage: int = 5, start_stars: int = 0) -> Board:
    """The same layout with every counted result, machine-gun fire and a minefield:

    sector 4: MGF x1, special damage -1 courage on a 6
    sector 6: MGF x2, special damage -1 specialist on each 6
    line 3-6: minefield;  sector 1: +1 star a turn;  sector 3: -1 courage a turn
    """
    base = test_board(practice=False, start_soldiers=start_soldiers, start_courage=start_courage)
    sectors = dict(base.sectors)
    sectors[1] = Sector(1, 1, (1,), bonus=((STAR, 1),))
    sectors[3] = Sector(3, 1, (2,), penalty=((COURAGE, 1),))
    sectors[4] = Sector(4, 2, (2,), mgf=1, mgf_special="courage")
    sectors[6] = Sector(6, 2, (2, 3, 4), mgf=2, mgf_special="specialist")
    exits = dict(base.exits)
    exits[3] = tuple(Exit(e.to, e.forward, e.courage, minefield=e.to == 6) for e in exits[3])
    return Board(
        id="test-board-full", name="Test board (full rules)", sectors=sectors, exits=exits, start=2,
        start_soldiers=start_soldiers, start_courage=start_courage, start_stars=start_stars,
        regular_specialists=ALL_REGULAR, unique_specialists=ALL_UNIQUE,
    )


def new_full_game(players: int = 1, **board_args: object) -> DdState:
    return new_state(DDayDice(), full_board(**board_args), players)  # type: ignore[arg-type]
