"""The tensors for learners (meeple.games.dead_mans_draw.tensors): fixed shapes, only what
the seat may know, and chance outcomes numbered one to one."""

from __future__ import annotations

import random

import numpy as np
import pytest

import random_positions

from meeple.engine.registry import get_game
from meeple.games.dead_mans_draw import tensors as T
from meeple.games.dead_mans_draw.cards import DECK
from meeple.games.dead_mans_draw.phases import KEEP

GAME = get_game("dead-mans-draw")


def positions(players: int, seed: int, limit: int):
    return random_positions.positions(GAME.id, players, seed, limit)


@pytest.mark.parametrize("players", [2, 4, 6])
def test_every_tensor_has_its_documented_shape_and_bounds(players: int) -> None:
    for state in positions(players, 3, 40):
        for seat in range(players):
            obs = T.observation_tensor(state, seat)
            info = T.information_state_tensor(state, seat)
            assert obs.shape == T.observation_shape(players) and obs.dtype == np.float32
            assert info.shape == T.information_state_shape(players)
            assert 0.0 <= obs.min() and obs.max() <= T.OBS_HIGH


@pytest.mark.parametrize("players", [2, 3, 5])
def test_the_tensors_do_not_change_when_the_hidden_parts_are_resampled(players: int) -> None:
    """Only what the seat may know goes in: the traits dealt to the others (and, before
    they are revealed, those kept) are redrawn by State.resample, and no tensor moves."""
    rng = random.Random(1)
    for state in positions(players, 11, 60):
        for seat in range(players):
            other = state.resample(seat, rng)
            assert np.array_equal(T.observation_tensor(other, seat), T.observation_tensor(state, seat))
            assert np.array_equal(T.information_state_tensor(other, seat), T.information_state_tensor(state, seat))


def test_during_the_trait_choice_a_seat_sees_its_own_dealt_traits_and_no_one_elses() -> None:
    state = next(s for s in positions(3, 5, 10) if s.phase == KEEP)
    blocks = T.layout(3)
    for seat in range(3):
        obs = T.observation_tensor(state, seat)
        assert sorted(np.flatnonzero(obs[blocks["dealt"]])) == sorted(set(state.dealt[seat]))
        assert not obs[blocks["traits"]].any(), "nobody has kept a trait yet"


def test_the_information_state_adds_the_discard_pile_the_seat_remembers() -> None:
    state = next(s for s in positions(2, 7, 30) if len(s.discard) > 10)
    obs, info = T.observation_tensor(state, 0), T.information_state_tensor(state, 0)
    assert np.array_equal(info[: obs.size], obs)
    assert info[obs.size:].sum() == len(state.discard)
    assert [DECK[i] for i in np.flatnonzero(info[obs.size:])] == sorted(set(state.discard))


def test_chance_outcomes_are_numbered_one_to_one_from_zero() -> None:
    ids = [T.chance_to_int(a) for a in T.CHANCE_ACTIONS]
    assert ids == list(range(T.max_chance_outcomes(2))) == list(range(85))
    assert all(T.int_to_chance(i) is a for i, a in enumerate(T.CHANCE_ACTIONS))
