"""The tensors for learners (meeple.games.dday_dice.tensors): one shape for every map of a
player count, each position's phase named, and each unit seeing the table from its own slot."""

from __future__ import annotations

import random

import numpy as np
import pytest

import random_positions

from meeple.engine.registry import get_game
from meeple.games.dday_dice import tensors as T

GAME = get_game("dday-dice")


def positions(players: int, options: dict, seed: int, limit: int):
    return random_positions.positions(GAME.id, players, seed, limit, options)


@pytest.mark.parametrize(("players", "options"), [
    (1, {"map": "omaha-beach"}), (2, {"map": "juno-beach", "edition": 2}), (4, {"map": "silence-the-guns"}),
])
def test_every_position_gives_the_documented_shape_one_phase_and_bounded_values(players: int, options: dict) -> None:
    for state in positions(players, options, 6, 120):
        for seat in range(players):
            obs = T.observation_tensor(state, seat)
            assert obs.shape == T.observation_shape(players) and obs.dtype == np.float32
            assert 0.0 <= obs.min() and obs.max() <= T.OBS_HIGH
            assert obs[T.layout(players)["globals"]][: len(T.PHASES)].sum() == 1.0


def test_each_unit_sees_itself_in_slot_zero() -> None:
    state = list(positions(3, {"map": "omaha-beach"}, 2, 40))[-1]
    units = [T.observation_tensor(state, seat)[T.layout(3)["units"]].reshape(3, T.UNIT_FEATURES) for seat in range(3)]
    for seat in range(3):
        assert np.array_equal(units[seat][0], units[0][seat])
        assert units[seat][0][T.MAX_SECTOR + 1] == state.units[seat].soldiers


def test_the_tensor_does_not_change_when_the_state_is_resampled() -> None:
    """Everything is public: State.resample gives the same table, and the same tensor."""
    rng = random.Random(3)
    for state in positions(2, {"map": "utah-beach"}, 4, 60):
        for seat in (0, 1):
            assert np.array_equal(T.observation_tensor(state.resample(seat, rng), seat), T.observation_tensor(state, seat))


def test_chance_outcomes_are_numbered_one_to_one_from_zero() -> None:
    assert [T.chance_to_int(a) for a in T.CHANCE_ACTIONS] == list(range(T.max_chance_outcomes(1)))
    assert all(T.int_to_chance(i) is a for i, a in enumerate(T.CHANCE_ACTIONS))
