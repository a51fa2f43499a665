"""The OpenSpiel games: OpenSpiel's random-simulation test on each game, its IS-MCTS bot on
Dead Man's Draw and its MCTS bot on Dust Tactics, and whole games equal to the engine's."""

from __future__ import annotations

import random

import numpy as np
import pyspiel
import pytest
from open_spiel.python.algorithms import ismcts, mcts
from rl_helpers import CONFIGURATIONS, config_id, engine_game

from meeple.engine.core import CHANCE
from meeple.rl.openspiel_game import SHORT_NAMES


def load(config) -> pyspiel.Game:
    game_id, players, options = config
    return pyspiel.load_game(SHORT_NAMES[game_id], {"players": players, **options})


@pytest.mark.parametrize("config", CONFIGURATIONS, ids=config_id)
def test_openspiels_random_simulation_test_passes(config) -> None:
    pyspiel.random_sim_test(load(config), num_sims=1, serialize=False, verbose=False)


def test_dead_mans_draw_is_an_imperfect_information_game_with_explicit_chance() -> None:
    game_type = load(("dead-mans-draw", 2, {})).get_type()
    assert game_type.information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
    assert game_type.chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
    assert game_type.provides_information_state_tensor


@pytest.mark.parametrize("config", CONFIGURATIONS, ids=config_id)
def test_a_whole_game_with_random_actions_is_the_engines_game(config) -> None:
    """Chance drawn by the engine's sampler from the seed, as a Session draws it."""
    game_id, players, options = config
    state = load(config).new_initial_state()
    chance, rng = random.Random(13), np.random.default_rng(3)
    decisions = []
    while not state.is_terminal():
        if state.is_chance_node():
            outcome = state.state.sample_chance(chance)
            state.apply_action(state.tensors.chance_to_int(outcome))
        else:
            seat = state.current_player()
            action = int(rng.choice(state.legal_actions()))
            decisions.append((seat, state.meeple_game.int_to_action(action)))
            state.apply_action(action)
    engine = engine_game(game_id, players, options, 13, decisions)
    assert engine.to_json() == state.state.to_json() and engine.returns() == state.returns()
    assert all(p >= CHANCE for p in state.history()) and state.is_terminal()


def test_openspiels_is_mcts_bot_plays_a_game_of_dead_mans_draw() -> None:
    game = load(("dead-mans-draw", 2, {}))
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=np.random.RandomState(1))
    bot = ismcts.ISMCTSBot(game, evaluator, uct_c=2.0, max_simulations=10, random_state=np.random.RandomState(2))
    state, rng = game.new_initial_state(), np.random.RandomState(3)
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes, probabilities = zip(*state.chance_outcomes())
            state.apply_action(int(rng.choice(outcomes, p=probabilities)))
        elif state.current_player() == 0:
            state.apply_action(bot.step(state))
        else:
            state.apply_action(int(rng.choice(state.legal_actions())))
    assert sorted(state.returns()) in ([0.0, 1.0], [1.0, 1.0])


def test_openspiels_mcts_bot_takes_decisions_in_dust_tactics() -> None:
    """A few of the bot's decisions from the first activation on, each searched by random
    roll-outs of whole games and each legal."""
    game = load(("dust-tactics", 2, {"scenario": "reconnaissance-in-force"}))
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=np.random.RandomState(1))
    bot = mcts.MCTSBot(game, uct_c=2.0, max_simulations=3, evaluator=evaluator, random_state=np.random.RandomState(2))
    state, rng = game.new_initial_state(), np.random.RandomState(3)
    decided = 0
    while decided < 3 and not state.is_terminal():
        if state.is_chance_node():
            outcomes, probabilities = zip(*state.chance_outcomes())
            state.apply_action(int(rng.choice(outcomes, p=probabilities)))
        elif state.state.phase in ("activate", "declare", "move", "aim"):
            action = bot.step(state)
            assert action in state.legal_actions()
            state.apply_action(action)
            decided += 1
        else:
            state.apply_action(int(rng.choice(state.legal_actions())))
    assert decided == 3


@pytest.mark.parametrize("config", CONFIGURATIONS[::3], ids=config_id)
def test_the_answers_given_from_python_are_those_of_openspiels_own_state(config) -> None:
    """``legal_actions``, ``is_chance_node`` and ``chance_outcomes`` are answered in Python
    from the position's cache; OpenSpiel's C++ State (``pyspiel.State.legal_actions``...)
    answers the same in every position, for every player."""
    game = load(config)
    state, rng = game.new_initial_state(), np.random.default_rng(5)
    for _ in range(300):
        assert state.is_chance_node() == pyspiel.State.is_chance_node(state)
        assert state.legal_actions() == pyspiel.State.legal_actions(state)
        for player in range(game.num_players()):
            assert state.legal_actions(player) == pyspiel.State.legal_actions(state, player)
        if state.is_terminal():
            break
        if state.is_chance_node():
            assert state.chance_outcomes() == pyspiel.State.chance_outcomes(state)
            outcomes, probabilities = zip(*state.chance_outcomes())
            assert list(outcomes) == sorted(outcomes) and abs(sum(probabilities) - 1.0) < 1e-9
            state.apply_action(int(rng.choice(outcomes, p=probabilities)))
        else:
            for answer in (state.legal_actions, lambda player: pyspiel.State.legal_actions(state, player)):
                with pytest.raises(pyspiel.SpielError, match="pseudo-player"):
                    answer(pyspiel.PlayerId.CHANCE)
            state.apply_action(int(rng.choice(state.legal_actions())))


def test_a_clone_moves_on_its_own_and_the_original_keeps_its_answers() -> None:
    game = load(("dead-mans-draw", 2, {}))
    state = game.new_initial_state()
    while state.is_chance_node() or len(state.legal_actions()) < 2:
        state.apply_action(state.legal_actions()[0])
    legal, observation = state.legal_actions(), state.observation_tensor(state.current_player())
    clone = state.clone()
    clone.apply_action(legal[-1])
    assert state.legal_actions() == legal and state.observation_tensor(state.current_player()) == observation
    assert clone.history() == [*state.history(), legal[-1]]
