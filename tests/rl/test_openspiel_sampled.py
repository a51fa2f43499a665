"""The sampled-chance OpenSpiel games: OpenSpiel's random-simulation test on each, no chance
node ever seen, the same ``rng_seed`` the same games, and a whole game equal to the engine's
for the seed its state drew."""

from __future__ import annotations

import random

import numpy as np
import pyspiel
import pytest
from rl_helpers import CONFIGURATIONS, config_id, engine_game

from meeple.rl.openspiel_sampled import SAMPLED_NAMES

ONE_PER_GAME = [CONFIGURATIONS[0], CONFIGURATIONS[5], CONFIGURATIONS[8]]


def load(config, rng_seed: int = 0) -> pyspiel.Game:
    game_id, players, options = config
    return pyspiel.load_game(SAMPLED_NAMES[game_id], {"players": players, "rng_seed": rng_seed, **options})


def random_playout(state, seed: int) -> list[int]:
    """Random legal actions until the end; the actions taken."""
    rng, taken = np.random.default_rng(seed), []
    while not state.is_terminal():
        assert not state.is_chance_node()
        action = int(rng.choice(state.legal_actions()))
        taken.append(action)
        state.apply_action(action)
    return taken


@pytest.mark.parametrize("config", CONFIGURATIONS, ids=config_id)
def test_openspiels_random_simulation_test_passes_with_sampled_chance(config) -> None:
    pyspiel.random_sim_test(load(config), num_sims=1, serialize=False, verbose=False)


def test_the_game_type_says_sampled_chance_and_keeps_the_information_kind() -> None:
    game_type = load(CONFIGURATIONS[0]).get_type()
    assert game_type.chance_mode == pyspiel.GameType.ChanceMode.SAMPLED_STOCHASTIC
    assert game_type.information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
    assert game_type.short_name == "meeple_dead_mans_draw_sampled"


@pytest.mark.parametrize("config", ONE_PER_GAME, ids=config_id)
def test_the_same_rng_seed_plays_the_same_games(config) -> None:
    first, second = load(config, rng_seed=7), load(config, rng_seed=7)
    for seed in range(2):
        one, other = first.new_initial_state(), second.new_initial_state()
        assert random_playout(one, seed) == random_playout(other, seed)
        assert str(one) == str(other)


def test_a_clone_draws_the_same_chance_as_its_original() -> None:
    state = load(CONFIGURATIONS[0], rng_seed=3).new_initial_state()
    clone = state.clone()
    assert random_playout(state, 1) == random_playout(clone, 1) and str(state) == str(clone)


@pytest.mark.parametrize("config", ONE_PER_GAME, ids=config_id)
def test_a_whole_game_is_the_engines_game_for_the_seed_the_state_drew(config) -> None:
    game_id, players, options = config
    state = load(config, rng_seed=11).new_initial_state()
    seed = random.Random(11).getrandbits(64)
    decisions = seats_decisions(state)
    engine = engine_game(game_id, players, options, seed, decisions)
    assert engine.to_json() == state.state.to_json() and engine.returns() == state.returns()


def seats_decisions(state) -> list:
    """Random legal actions until the end, as (seat, the engine's action) pairs."""
    rng, decisions = np.random.default_rng(5), []
    while not state.is_terminal():
        action = int(rng.choice(state.legal_actions()))
        decisions.append((state.current_player(), state.meeple_game.int_to_action(action)))
        state.apply_action(action)
    return decisions
