"""The ``rollout`` search bot: playouts of the heuristic improve on its choice where the result
is in doubt (meeple.agents.rollout_search)."""

from __future__ import annotations

import random

import pytest

from meeple.agents import is_agent, make_agent
from meeple.agents.rollout_search import RolloutAgent
from meeple.engine.core import CHANCE, State
from meeple.engine.errors import OptionsError
from meeple.engine.registry import get_game


def heuristic_game_until(game_map: str, seed: int, moves: int) -> State:
    """A solo D-Day Dice game of the heuristic bot, dice drawn from ``seed``, after ``moves``
    moves (chance outcomes count as moves)."""
    game = get_game("dday-dice")
    state = game.new_game(1, {"map": game_map})
    bot, rng = game.make_bot("heuristic", seed), random.Random(seed)
    for _ in range(moves):
        if state.is_chance():
            state.apply(CHANCE, state.sample_chance(rng))
        else:
            seat = state.current_players()[0]
            state.apply(seat, bot.choose(state, seat))
    return state


def rollout_bot(name: str, seed: int) -> RolloutAgent:
    bot = make_agent(get_game("dday-dice"), name, seed)
    assert isinstance(bot, RolloutAgent)
    return bot


def test_the_same_seed_gives_the_same_choice_on_dday_dice() -> None:
    state = heuristic_game_until("pointe-du-hoc", 0, 13)
    first = rollout_bot("rollout:16", 3).choose(state.clone(), 0)
    again = rollout_bot("rollout:16", 3).choose(state.clone(), 0)
    assert first == again
    assert first in state.legal_actions(0)


def test_staying_below_the_cliff_is_found_better_than_the_heuristics_advance() -> None:
    # Pointe-du-Hoc, dice of seed 0, move 13: the heuristic advances to sector 4; the search
    # stays, and 300 fresh playouts on common dice value staying far higher
    game = get_game("dday-dice")
    state = heuristic_game_until("pointe-du-hoc", 0, 13)
    heuristic_choice = game.make_bot("heuristic", 0).choose(state, 0)
    search_choice = rollout_bot("rollout:32", 5).choose(state, 0)
    assert game.format_action(heuristic_choice) == "move 4"
    assert game.format_action(search_choice) == "stay"
    judge = rollout_bot("rollout:1", 0)
    advance = sum(judge.playout(state, 0, heuristic_choice, 10_000 + k) for k in range(300)) / 300
    stay = sum(judge.playout(state, 0, search_choice, 10_000 + k) for k in range(300)) / 300
    assert stay > advance + 0.08


def test_a_decided_position_is_played_as_the_heuristic_plays_it() -> None:
    game = get_game("dday-dice")
    # the practice map, dice of seed 1, move 54: a reroll of 16 choices whose game is won
    state = heuristic_game_until("exercise-tiger-practice", 1, 54)
    seat = state.current_players()[0]
    incumbent = game.make_bot("heuristic", 2).choose(state, seat)
    assert len(state.legal_actions(seat)) == 16
    assert all(rollout_bot("rollout:1", 0).playout(state, seat, incumbent, k) == 1.0 for k in range(20))
    assert rollout_bot("rollout:8", 2).choose(state, seat) == incumbent


def test_the_rollout_bot_plays_a_whole_solo_game_and_a_bad_strength_is_refused() -> None:
    game = get_game("dday-dice")
    assert is_agent(game, "rollout:4") and is_agent(game, "rollout")
    assert not is_agent(game, "rollout:0") and not is_agent(game, "rollout:x")
    with pytest.raises(OptionsError, match="playouts a decision"):
        make_agent(game, "rollout:0", 0)
    state, bot, rng = game.new_game(1, {"map": "exercise-tiger-practice"}), rollout_bot("rollout:2", 0), random.Random(0)
    while not state.is_over():
        if state.is_chance():
            state.apply(CHANCE, state.sample_chance(rng))
        else:
            seat = state.current_players()[0]
            state.apply(seat, bot.choose(state, seat))
    assert state.returns()[0] in (0.0, 1.0)
