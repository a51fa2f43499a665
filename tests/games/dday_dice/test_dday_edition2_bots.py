"""The heuristic bot plays the second edition's rules on every playable map, solo and with
four units, through to the end; every game's record replays to the same final state. (The
soak benchmark, benchmarks/soak_dday_dice.py --edition 2, plays hundreds of games a map.)"""

from __future__ import annotations

import dataclasses

import pytest

from dday_helpers import full_board, play_bot_game

from meeple.engine.core import CHANCE
from meeple.engine.record import parse_record, replay_record
from meeple.engine.registry import get_game
from meeple.engine.session import Session
from meeple.games.dday_dice import actions as A
from meeple.games.dday_dice.bots import HeuristicBot
from meeple.games.dday_dice.edition import SECOND
from meeple.games.dday_dice.game import DDayDice, new_state
from meeple.games.dday_dice.phases import MOVE

GAME = get_game("dday-dice")
MAPS = GAME.option_choices("map")


def play(map_id: str, players: int, seed: int) -> Session:
    """A whole second-edition game between heuristic bots on ``map_id``."""
    return play_bot_game({"map": map_id, "edition": 2}, players, seed)[0]


@pytest.mark.parametrize("players", [1, 4])
@pytest.mark.parametrize("map_id", MAPS)
def test_the_heuristic_bot_finishes_second_edition_games_and_the_records_replay(map_id: str, players: int) -> None:
    for seed in (1, 2):
        session = play(map_id, players, seed)
        state = session.state
        assert state.is_over() and state.edition == SECOND  # type: ignore[attr-defined]
        replayed = replay_record(parse_record(session.record().to_json_text())).state
        assert replayed.to_json() == state.to_json()


def test_the_bot_blows_a_bunkers_doors_with_a_grenade_before_its_engineer() -> None:
    """The explosives choice (``discard <card>``) is a decision the bot makes."""
    board = dataclasses.replace(full_board(20, 3), items=True)
    sectors = dict(board.sectors)
    sectors[7] = dataclasses.replace(sectors[7], special=(("explosives-doors", ""),))
    state = new_state(DDayDice(), dataclasses.replace(board, sectors=sectors), 1)
    state.edition = SECOND
    unit = state.units[0]
    unit.sector, unit.visited = 4, [2, 4]
    unit.items += ["grenade", "bangalore-torpedo"]
    unit.specialists.append("engineer")
    for face in ("soldier", "soldier", "tool", "tool", "courage", "star"):
        state.apply(CHANCE, A.parse_action(f"face {face}"))
    for text in ("lock r1", "lock r2", "stop"):
        state.apply(0, A.parse_action(text))
    while state.phase != MOVE:
        state.apply(0, A.DONE)
    state.apply(0, A.parse_action("move 7"))
    assert unit.pending == ["explosives"]
    assert HeuristicBot(0).choose(state, 0) == A.parse_action("discard grenade")
