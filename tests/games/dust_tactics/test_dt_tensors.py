"""The tensors for learners (meeple.games.dust_tactics.tensors): one fixed shape per scenario,
every position's phase named, each seat seeing the same public table from its own side."""

from __future__ import annotations

import random

import numpy as np
import pytest

import random_positions

from meeple.engine.registry import get_game
from meeple.games.dust_tactics import actions as A
from meeple.games.dust_tactics import tensors as T

GAME = get_game("dust-tactics")


def positions(players: int, scenario: str, seed: int, limit: int):
    return random_positions.positions(GAME.id, players, seed, limit, {"scenario": scenario})


@pytest.mark.parametrize("scenario", GAME.option_choices("scenario"))
def test_every_position_gives_the_documented_shape_one_phase_and_bounded_values(scenario: str) -> None:
    shape = T.observation_shape(2, {"scenario": scenario})
    for state in positions(2, scenario, 4, 150):
        for seat in (0, 1):
            obs = T.observation_tensor(state, seat)
            assert obs.shape == shape and obs.dtype == np.float32
            assert 0.0 <= obs.min() and obs.max() <= T.OBS_HIGH
            phase = obs[T.layout(state.field.height, state.field.width)["globals"]][: len(T.PHASES)]
            assert phase.sum() == 1.0, state.phase


def test_the_two_sides_see_the_same_units_each_from_its_own_side() -> None:
    state = list(positions(2, "reconnaissance-in-force", 9, 80))[-1]
    blocks = T.layout(state.field.height, state.field.width)
    units = [T.observation_tensor(state, seat)[blocks["units"]].reshape(len(A.UNIT_IDS), T.UNIT_FEATURES) for seat in (0, 1)]
    present = units[0][:, 0] == 1.0
    assert present.sum() == len(state.units)
    assert np.array_equal(units[0][present, 1], 1.0 - units[1][present, 1]), "own for one side is enemy for the other"
    assert np.array_equal(np.delete(units[0], [1, 2], axis=1), np.delete(units[1], [1, 2], axis=1))


def test_the_tensor_does_not_change_when_the_state_is_resampled() -> None:
    """Everything is public: State.resample gives the same table, and the same tensor."""
    rng = random.Random(2)
    for state in positions(2, "bridgehead", 3, 60):
        for seat in (0, 1):
            assert np.array_equal(T.observation_tensor(state.resample(seat, rng), seat), T.observation_tensor(state, seat))


def test_a_rolls_outcome_is_numbered_by_its_hits() -> None:
    assert [T.chance_to_int(a) for a, _ in A.roll_outcomes(4)] == [0, 1, 2, 3, 4]
