"""The PettingZoo AEC environment: PettingZoo's api_test and seed_test, and whole games equal
to the engine's."""

from __future__ import annotations

import numpy as np
import pytest
from pettingzoo.test import api_test, seed_test
from rl_helpers import CONFIGURATIONS, config_id, engine_game

from meeple.rl.aec_env import MeepleAECEnv


@pytest.mark.filterwarnings("ignore:Observation")
@pytest.mark.parametrize("config", CONFIGURATIONS, ids=config_id)
def test_pettingzoos_api_test_and_seed_test_pass(config) -> None:
    game_id, players, options = config
    api_test(MeepleAECEnv(game_id, players, **options), num_cycles=60)
    seed_test(lambda: MeepleAECEnv(game_id, players, **options), num_cycles=60)


@pytest.mark.parametrize("config", CONFIGURATIONS, ids=config_id)
def test_a_whole_game_with_random_masked_actions_is_the_engines_game(config) -> None:
    game_id, players, options = config
    env = MeepleAECEnv(game_id, players, **options)
    env.reset(seed=8)
    rng = np.random.default_rng(2)
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, info = env.last()
        action = None if terminated or truncated else int(rng.choice(np.flatnonzero(obs["action_mask"])))
        env.step(action)
    engine = engine_game(game_id, players, options, 8, env.table.decisions)
    assert engine.is_over() and engine.to_json() == env.table.state.to_json()
