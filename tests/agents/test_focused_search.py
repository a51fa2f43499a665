"""The ``focus`` search bot: short playouts of the heuristic among its best-ranked candidates
(meeple.agents.focused_search), and the Dust Tactics heuristic's ranking it reads."""

from __future__ import annotations

import random

import pytest

from meeple.agents import agent_names, is_agent, make_agent
from meeple.agents.focused_search import FocusedAgent
from meeple.cli.seats import parse_seats
from meeple.engine.core import CHANCE, State
from meeple.engine.errors import OptionsError
from meeple.engine.registry import get_game
from meeple.sim.simulate import check_bots


def dust_game_until(phase: str, seed: int, skip: int = 0) -> State:
    """A bridgehead game of two heuristic bots, chance drawn from ``seed``, at the first
    decision with a choice in ``phase`` after ``skip`` such decisions."""
    game = get_game("dust-tactics")
    state = game.new_game(2, {"scenario": "bridgehead"})
    bots, rng = [game.make_bot("heuristic", seed), game.make_bot("heuristic", seed + 1)], random.Random(seed)
    while not state.is_over():
        if state.is_chance():
            state.apply(CHANCE, state.sample_chance(rng))
            continue
        seat = state.current_players()[0]
        if getattr(state, "phase") == phase and len(state.legal_actions(seat)) > 2:
            if skip == 0:
                return state
            skip -= 1
        state.apply(seat, bots[seat].choose(state, seat))
    raise AssertionError(f"no {phase} decision in the game")


def focus_bot(game_id: str, name: str, seed: int) -> FocusedAgent:
    bot = make_agent(get_game(game_id), name, seed)
    assert isinstance(bot, FocusedAgent)
    return bot


def test_the_focus_bot_is_offered_with_its_numbers_and_a_bad_one_is_a_one_line_error() -> None:
    game = get_game("dust-tactics")
    assert "focus" in agent_names(game)
    assert is_agent(game, "focus:8:20:4") and is_agent(game, "focus:8") and is_agent(game, "focus")
    bot = focus_bot("dust-tactics", "focus:8:20:4", 0)
    assert (bot.playouts, bot.depth, bot.width) == (8, 20, 4)
    for bad in ("focus:0", "focus:8:0", "focus:8:20:1", "focus:x", "focus:1:2:3:4"):
        assert not is_agent(game, bad)
        with pytest.raises(OptionsError) as caught:
            make_agent(game, bad, 0)
        assert "\n" not in str(caught.value)


def test_the_default_focus_bot_plays_144_playouts_of_120_moves_among_8_candidates() -> None:
    """Long enough to reach past the first exchange of fire from a move of the first turns, and
    enough playouts to tell the candidates apart through the dice (docs/bots.md, "Why the Allies
    lost"); ``focus:16`` keeps the other two defaults."""
    default, fewer = focus_bot("dust-tactics", "focus", 0), focus_bot("dust-tactics", "focus:16", 0)
    assert (default.playouts, default.depth, default.width) == (144, 120, 8)
    assert (fewer.playouts, fewer.depth, fewer.width) == (16, 120, 8)


def test_the_terminal_seats_and_the_simulator_take_the_focus_bot() -> None:
    seats = parse_seats(get_game("dust-tactics"), "Ann=human,focus:16:30:4")
    assert seats[1].agent == "focus:16:30:4"
    assert check_bots("dust-tactics", ["focus", "heuristic"]) == ["focus", "heuristic"]
    with pytest.raises(OptionsError):
        check_bots("dust-tactics", ["focus:16:0", "heuristic"])


def test_the_ranking_puts_the_heuristics_choice_first_then_the_squares_by_its_score() -> None:
    game = get_game("dust-tactics")
    state = dust_game_until("move", 3)
    seat = state.current_players()[0]
    ranked = game.make_bot("heuristic", 5).ranked(state, seat)
    assert ranked[0] == game.make_bot("heuristic", 5).choose(state, seat)
    assert sorted(map(game.format_action, ranked)) == sorted(map(game.format_action, state.legal_actions(seat)))


def test_the_candidates_are_few_and_hold_the_heuristics_choice() -> None:
    state = dust_game_until("move", 3)
    seat = state.current_players()[0]
    legal = state.legal_actions(seat)
    bot = focus_bot("dust-tactics", "focus:8:20:3", 1)
    incumbent = get_game("dust-tactics").make_bot("heuristic", 1).choose(state, seat)
    candidates = bot.candidates(state, seat, legal, incumbent)
    assert candidates[0] == incumbent and len(candidates) == 3 and set(candidates) <= set(legal)


def test_without_a_ranking_the_candidates_are_a_seeded_sample_with_the_heuristics_choice() -> None:
    game = get_game("dday-dice")
    state, rng = game.new_game(1, {"map": "omaha-beach"}), random.Random(4)
    while state.is_chance() or len(state.legal_actions(state.current_players()[0])) < 5:
        seat = state.current_players()[0]
        state.apply(seat, state.sample_chance(rng) if seat == CHANCE else state.legal_actions(seat)[0])
    seat = state.current_players()[0]
    legal = state.legal_actions(seat)
    first = focus_bot("dday-dice", "focus:4:10:3", 2).candidates(state, seat, legal, legal[-1])
    again = focus_bot("dday-dice", "focus:4:10:3", 2).candidates(state, seat, legal, legal[-1])
    assert first == again and first[0] == legal[-1] and len(first) == 3 and set(first) <= set(legal)


def test_a_short_playout_is_valued_by_the_games_estimate() -> None:
    state = dust_game_until("move", 3)
    seat = state.current_players()[0]
    bot = focus_bot("dust-tactics", "focus:4:10:3", 0)
    action = state.legal_actions(seat)[0]
    value = bot.playout(state, seat, action, 7)
    assert 0.0 < value < 1.0  # ten moves after a move of the first turns: no game is over yet
    assert value == bot.playout(state, seat, action, 7)


def test_the_same_seed_gives_the_same_choice_on_dust_tactics() -> None:
    state = dust_game_until("move", 3, skip=1)
    seat = state.current_players()[0]
    first = focus_bot("dust-tactics", "focus:6:12:3", 9).choose(state.clone(), seat)
    again = focus_bot("dust-tactics", "focus:6:12:3", 9).choose(state.clone(), seat)
    assert first == again and first in state.legal_actions(seat)


def test_the_focus_bot_plays_only_legal_moves_for_a_whole_game() -> None:
    game = get_game("dust-tactics")
    state = game.new_game(2, {"scenario": "farmhouse"})
    bots = [focus_bot("dust-tactics", "focus:2:6:2", 0), game.make_bot("heuristic", 1)]
    rng = random.Random(0)
    while not state.is_over():
        if state.is_chance():
            state.apply(CHANCE, state.sample_chance(rng))
            continue
        seat = state.current_players()[0]
        choice = bots[seat].choose(state, seat)
        assert choice in state.legal_actions(seat)
        state.apply(seat, choice)
    assert sorted(state.returns()) in ([0.0, 1.0], [1.0, 1.0])


def test_a_won_position_is_played_as_the_heuristic_plays_it_where_the_game_gives_no_estimate() -> None:
    # D-Day Dice gives no estimate, so the playouts run to the end; the practice map, dice of
    # seed 1, move 54: a reroll of 16 choices whose game is won whatever the dice
    game = get_game("dday-dice")
    state, bot, rng = game.new_game(1, {"map": "exercise-tiger-practice"}), game.make_bot("heuristic", 1), random.Random(1)
    for _ in range(54):
        seat = state.current_players()[0]
        state.apply(seat, state.sample_chance(rng) if seat == CHANCE else bot.choose(state, seat))
    seat = state.current_players()[0]
    incumbent = game.make_bot("heuristic", 2).choose(state, seat)
    search = focus_bot("dday-dice", "focus:8:10:3", 2)
    assert all(search.playout(state, seat, incumbent, k) == 1.0 for k in range(10))
    assert search.choose(state, seat) == incumbent
