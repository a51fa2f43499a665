"""Guided playouts: the heuristic's moves, stopped after a few with the game's estimate."""

from __future__ import annotations

import random

from meeple.agents import make_agent
from meeple.agents.mcts import Search, SearchConfig
from meeple.agents.search_names import parse_search_name
from meeple.engine.core import CHANCE, State
from meeple.engine.registry import get_game


def dust_decision(seed: int = 1) -> State:
    """A Dust Tactics position after the set-up rolls, a seat to choose among several moves."""
    game = get_game("dust-tactics")
    state = game.new_game(2)
    rng = random.Random(seed)
    while state.is_chance() or len(state.legal_actions(state.current_players()[0])) < 2:
        seat = state.current_players()[0]
        if seat == CHANCE:
            state.apply(CHANCE, state.sample_chance(rng))
        else:
            state.apply(seat, state.legal_actions(seat)[0])
    return state


def heuristic_factory(seed: int) -> object:
    return get_game("dust-tactics").make_bot("heuristic", seed)


def test_a_guided_playout_stops_after_its_depth_with_the_positions_estimate() -> None:
    state = dust_decision()
    search = Search(SearchConfig(rollout="guided", rollout_depth=3), random.Random(2), heuristic_factory)
    search.heuristic_playouts = True
    played = state.clone()
    result = search.playout(played)
    assert not played.is_over()
    assert result == played.estimate_returns()


def test_a_heuristic_playout_plays_the_same_position_to_the_end() -> None:
    state = dust_decision()
    search = Search(SearchConfig(rollout="heuristic", rollout_depth=3), random.Random(2), heuristic_factory)
    search.heuristic_playouts = True
    played = state.clone()
    assert search.playout(played) == played.returns()
    assert played.is_over()


def test_the_guided_search_gives_the_same_choice_for_the_same_seed() -> None:
    state = dust_decision()
    seat = state.current_players()[0]
    game = get_game("dust-tactics")
    first = make_agent(game, "mcts:16:guided", 5).search(state, seat)
    second = make_agent(game, "mcts:16:guided", 5).search(state, seat)
    assert first == second
    assert sum(row.visits for row in first) == 16
    assert first[0].action in state.legal_actions(seat)


def test_guided_is_a_playout_a_bot_name_may_ask_for() -> None:
    config = parse_search_name("mcts:300:guided")
    assert (config.simulations, config.rollout) == (300, "guided")
