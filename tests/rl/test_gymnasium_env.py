"""The Gymnasium environment: Gymnasium's own checker, registered ids, bots of the user's
choice, and whole games equal to the engine's."""

from __future__ import annotations

import gymnasium as gym
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env
from rl_helpers import CONFIGURATIONS, config_id, engine_game

import meeple.rl
from meeple.engine.errors import MeepleError
from meeple.rl.gym_env import MeepleEnv


@pytest.mark.parametrize("config", CONFIGURATIONS, ids=config_id)
def test_gymnasiums_checker_passes(config) -> None:
    game_id, players, options = config
    check_env(MeepleEnv(game_id, players, **options), skip_render_check=True)


@pytest.mark.parametrize("env_id", sorted(meeple.rl.GYM_IDS))
def test_every_game_is_registered_under_its_id(env_id: str) -> None:
    env = gym.make(env_id)
    obs, info = env.reset(seed=1)
    assert env.observation_space.contains(obs) and info["action_mask"].any()


@pytest.mark.parametrize("config", CONFIGURATIONS, ids=config_id)
def test_a_whole_game_with_random_masked_actions_is_the_engines_game(config) -> None:
    game_id, players, options = config
    env = MeepleEnv(game_id, players, opponents="random", **options)
    rng = np.random.default_rng(4)
    obs, info = env.reset(seed=21)
    done = False
    while not done:
        obs, reward, done, truncated, info = env.step(int(rng.choice(np.flatnonzero(info["action_mask"]))))
        assert "illegal_action" not in info
    table = env.table
    engine = engine_game(game_id, players, options, 21, table.decisions)
    assert engine.is_over() and engine.to_json() == table.state.to_json()
    assert reward == engine.returns()[0]


def test_the_other_seats_are_played_by_the_bots_named() -> None:
    env = gym.make("meeple/DeadMansDraw-v0", num_players=3, seat=1, opponents=["heuristic", "random"])
    _, info = env.reset(seed=5)
    assert env.unwrapped.bot_names == {0: "heuristic", 2: "random"}
    assert type(env.unwrapped.bots[0]).__name__ == "HeuristicBot"
    done = False
    while not done:
        _, _, done, _, info = env.step(int(np.flatnonzero(info["action_mask"])[0]))
    assert {seat for seat, _ in env.unwrapped.table.decisions} == {0, 1, 2}


def test_a_bot_may_be_an_object_that_chooses() -> None:
    """A policy of the user's own plays a seat: anything with ``choose(state, seat)``."""

    class FirstLegal:
        seats: set[int] = set()

        def choose(self, state, seat):
            self.seats.add(seat)
            return state.legal_actions(seat)[0]

    mine = FirstLegal()
    env = MeepleEnv("dead-mans-draw", 3, seat=0, opponents=[mine, "random"])
    _, info = env.reset(seed=2)
    assert env.bots[1] is mine and type(env.bots[2]).__name__ == "RandomAgent"
    done = False
    while not done:
        _, _, done, _, info = env.step(int(np.flatnonzero(info["action_mask"])[0]))
    assert mine.seats == {1} and {seat for seat, _ in env.table.decisions} == {0, 1, 2}


@pytest.mark.parametrize(("arguments", "message"), [
    ({"seat": 2}, "learning seat must be 0-1"),
    ({"opponents": "nobody"}, "unknown bot"),
    ({"opponents": ["random", "random", "random"]}, "one bot for each"),
    ({"no_such_option": 1}, "unknown option"),
])
def test_bad_arguments_are_refused_with_one_line(arguments, message) -> None:
    with pytest.raises(MeepleError, match=message):
        MeepleEnv("dead-mans-draw", 2, **arguments)


def test_an_illegal_action_ends_the_episode_and_changes_nothing() -> None:
    env = MeepleEnv("dead-mans-draw", 2)
    obs, info = env.reset(seed=3)
    before = env.table.state.to_json()
    illegal = int(np.flatnonzero(info["action_mask"] == 0)[0])
    obs, reward, done, truncated, info = env.step(illegal)
    assert done and reward == -1.0 and info["illegal_action"]
    assert env.table.state.to_json() == before
