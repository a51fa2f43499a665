"""The search bots (meeple.agents.mcts): chance nodes, information sets, budgets, seeds."""

from __future__ import annotations

import random

import pytest

from meeple.agents import make_agent
from meeple.agents.mcts import MctsAgent, SearchConfig, wilson
from meeple.engine.core import CHANCE, State
from meeple.engine.registry import get_game
from meeple.games.dead_mans_draw.phases import KEEP, PLAY
from hidden_die_game import HiddenDieGame
from wager_game import WagerGame


def play_until(state: State, stop, seed: int = 1) -> State:  # type: ignore[no-untyped-def]
    """Play ``state`` with chance from ``seed`` and the heuristic seats until ``stop(state)``."""
    rng = random.Random(seed)
    bots = [make_agent(state.game, "heuristic", seed + i) for i in range(state.num_players)]
    while not stop(state):
        seat = state.current_players()[0]
        if seat == CHANCE:
            state.apply(CHANCE, state.sample_chance(rng))
        else:
            state.apply(seat, bots[seat].choose(state, seat))
    return state


def test_a_die_of_few_faces_is_an_expectation_node_so_the_wager_values_are_exact() -> None:
    state = WagerGame().new_game(1)
    agent = MctsAgent("mcts", SearchConfig(simulations=60), seed=3, heuristic=None)
    values = {row.action: row.value for row in agent.search(state, 0)}
    assert agent.choose(state, 0) == "low"
    # every visit after the six faces have been seen backs up the exact expectation
    assert values["low"] == pytest.approx(2 / 3, abs=0.02)
    assert values["high"] < values["low"]


def test_the_same_seed_gives_the_same_choice_and_values_in_every_game() -> None:
    cases = [("dead-mans-draw", 2, {}), ("dday-dice", 1, {"map": "omaha-beach"}), ("dust-tactics", 2, {})]
    for game_id, players, options in cases:
        game = get_game(game_id)
        state = play_until(game.new_game(players, options),
                           lambda s: not s.is_chance() and len(s.legal_actions(s.current_players()[0])) > 1)
        seat = state.current_players()[0]
        first = make_agent(game, "mcts:40", 7).search(state, seat)
        second = make_agent(game, "mcts:40", 7).search(state, seat)
        assert first == second
        assert first[0].action in state.legal_actions(seat)


def swapped_opponent_traits(state: State) -> State:
    """The same table as seat 0 sees it, with seat 1 dealt two other traits."""
    other = state.clone()
    unseen = [t for t in other.trait_deck if t not in other.dealt[0] and t not in other.dealt[1]]
    hidden = other.dealt[1]
    other.dealt[1] = unseen[:2]
    other.trait_deck = sorted(t for t in other.trait_deck if t not in unseen[:2]) + list(hidden)
    other.trait_deck.sort()
    return other


def test_ismcts_does_not_read_the_traits_its_seat_has_not_seen() -> None:
    game = get_game("dead-mans-draw")
    state = play_until(game.new_game(2), lambda s: s.phase == KEEP)
    other = swapped_opponent_traits(state)
    assert other.dealt[1] != state.dealt[1]
    assert other.information_state(0) == state.information_state(0)
    first = make_agent(game, "ismcts:60", 11).search(state, 0)
    second = make_agent(game, "ismcts:60", 11).search(other, 0)
    assert first == second


def test_seats_acting_at_once_are_searched_for_the_seat_that_asks() -> None:
    game = get_game("dead-mans-draw")
    state = play_until(game.new_game(2), lambda s: s.phase == KEEP)
    assert state.current_players() == [0, 1]
    choice = make_agent(game, "ismcts:30", 2).choose(state, 1)
    assert choice in state.legal_actions(1)
    assert choice not in state.legal_actions(0)


def test_a_time_budget_searches_at_least_once_and_answers_a_legal_move() -> None:
    game = get_game("dead-mans-draw")
    state = play_until(game.new_game(2), lambda s: s.phase == PLAY and not s.is_chance() and s.play)
    seat = state.current_players()[0]
    assert make_agent(game, "mcts:0.01s", 1).choose(state, seat) in state.legal_actions(seat)


def test_a_search_bot_plays_a_whole_game_of_dead_mans_draw_against_the_heuristic() -> None:
    game = get_game("dead-mans-draw")
    state = game.new_game(2)
    rng = random.Random(5)
    bots = [make_agent(game, "ismcts:25", 1), make_agent(game, "heuristic", 2)]
    while not state.is_over():
        seat = state.current_players()[0]
        state.apply(seat, state.sample_chance(rng) if seat == CHANCE else bots[seat].choose(state, seat))
    assert sorted(state.returns()) in ([0.0, 1.0], [1.0, 1.0])


def test_heuristic_playouts_play_to_the_end_of_a_dday_dice_game() -> None:
    game = get_game("dday-dice")
    state = play_until(game.new_game(1, {"map": "exercise-tiger-practice"}),
                       lambda s: not s.is_chance() and len(s.legal_actions(s.current_players()[0])) > 1)
    rows = make_agent(game, "mcts:12:heuristic", 3).search(state, 0)
    assert sum(row.visits for row in rows) == 12
    assert all(0.0 <= row.low <= row.value <= row.high <= 1.0 for row in rows)


def test_the_wilson_interval_of_half_in_a_hundred_is_about_a_tenth_either_side() -> None:
    low, high = wilson(0.5, 100)
    assert low == pytest.approx(0.4038, abs=1e-3) and high == pytest.approx(0.5962, abs=1e-3)
    assert wilson(0.0, 0) == (0.0, 1.0)


def test_a_roll_off_repeated_on_ties_ends_inside_the_tree() -> None:
    """Dust Tactics' first decisions follow rolls that are rolled again on a tie: a fresh chance
    node draws its outcome by probability, so the walk down the tree ends."""
    game = get_game("dust-tactics")
    state = game.new_game(2)
    rng = random.Random(1)
    while state.is_chance():
        state.apply(CHANCE, state.sample_chance(rng))
    seat = state.current_players()[0]
    assert make_agent(game, "mcts:30", 1).choose(state, seat) in state.legal_actions(seat)


def test_the_position_estimates_are_chances_that_sum_to_one_and_agree_with_the_end() -> None:
    for game_id in ("dead-mans-draw", "dust-tactics"):
        game = get_game(game_id)
        state = play_until(game.new_game(2), lambda s: s.is_over() or (
            not s.is_chance() and len(s.legal_actions(s.current_players()[0])) > 1 and s.to_json().get("turn", 0) >= 2))
        estimate = state.estimate_returns()
        assert estimate is not None and sum(estimate) == pytest.approx(1.0)
        assert all(0.0 <= p <= 1.0 for p in estimate)
        finished = play_until(state.clone(), lambda s: s.is_over())
        assert finished.estimate_returns() == finished.returns()
    assert get_game("dday-dice").new_game(1).estimate_returns() is None  # its playouts run to the end


def test_each_drawn_state_lists_its_own_chance_outcomes_where_information_is_hidden() -> None:
    """The states drawn for one node roll different dice (a coin the seat has not seen):
    an outcome remembered from one is never applied to another, and with the coin even, both
    moves are worth about a half."""
    state = HiddenDieGame().new_game(1)
    agent = MctsAgent("ismcts", SearchConfig(simulations=400), seed=5, heuristic=None)
    values = {row.action: row.value for row in agent.search(state, 0)}
    assert set(values) == {"stay", "go"}
    assert all(v == pytest.approx(0.5, abs=0.15) for v in values.values())
