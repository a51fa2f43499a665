"""The table the adapters drive (meeple.rl.table): what it works out once per position, the
ids it numbers actions and chance outcomes by, and answers that are the caller's own."""

from __future__ import annotations

import random

import numpy as np
import pytest
from rl_helpers import CONFIGURATIONS, config_id

from meeple.engine.core import CHANCE
from meeple.engine.registry import get_game
from meeple.engine.errors import OptionsError
from meeple.rl.spaces import action_ids, action_mask, chance_table, numbered_chance, tensors_of
from meeple.rl.table import Table


def dmd_table(seed: int = 5) -> Table:
    return Table(get_game("dead-mans-draw"), 2, {}, seed)


def test_a_tensor_asked_twice_is_the_same_and_each_answer_is_the_callers_own() -> None:
    table = dmd_table()
    first = table.observation(0)
    first[:] = -1.0
    assert np.array_equal(table.observation(0), table.tensors.observation_tensor(table.state, 0))
    assert table.observation(0) is not table.observation(0)


def test_the_mask_is_the_actors_legal_actions_and_the_callers_own() -> None:
    table = dmd_table()
    seat = table.actor()
    first = table.mask(seat)
    assert np.array_equal(first, action_mask(table.game, table.state, seat))
    first[:] = 0
    assert table.mask(seat).sum() == len(table.state.legal_actions(seat)) > 0


def test_a_move_makes_a_new_position_whose_answers_are_worked_out_again() -> None:
    table = dmd_table()
    seat, version = table.actor(), table.version
    before = table.observation(seat)
    table.act_id(seat, min(table.legal()))
    assert table.version > version
    for other in (0, 1):
        assert np.array_equal(table.observation(other), table.tensors.observation_tensor(table.state, other))
        assert np.array_equal(table.mask(other), action_mask(table.game, table.state, other))
    assert not np.array_equal(table.observation(seat), before)


def test_an_action_is_legal_only_for_the_seat_to_decide() -> None:
    table = dmd_table()
    seat = table.actor()
    index = min(table.legal())
    assert table.legal_action(seat, index) is table.legal()[index] and table.is_legal(seat, index)
    assert table.legal_action(1 - seat, index) is None and not table.is_legal(1 - seat, 10**6)


@pytest.mark.parametrize("config", CONFIGURATIONS[::3], ids=config_id)
def test_the_adapters_ids_are_the_games_own(config) -> None:
    """The fast numbering the adapters use gives each action its ``action_to_int`` and each
    chance outcome its ``chance_to_int`` (a distribution in order of id), in every position."""
    game_id, players, options = config
    game = get_game(game_id)
    tensors = tensors_of(game)
    to_id, number = action_ids(game), numbered_chance(tensors)
    state, rng, checked = game.new_game(players, options), random.Random(3), {"chance": 0, "seat": 0}
    for _ in range(400):
        if state.is_over():
            break
        if state.is_chance():
            outcomes = state.chance_outcomes()
            assert number(outcomes) == sorted((tensors.chance_to_int(a), p) for a, p in outcomes)
            state.apply(CHANCE, state.sample_chance(rng))
            checked["chance"] += 1
            continue
        seat = state.current_players()[0]
        actions = state.legal_actions(seat)
        assert [to_id(a) for a in actions] == [game.action_to_int(a) for a in actions]
        state.apply(seat, rng.choice(actions))
        checked["seat"] += 1
    assert checked["chance"] > 0 and checked["seat"] > 0


@pytest.mark.parametrize("game_id", ["dead-mans-draw", "dday-dice", "dust-tactics"])
def test_the_chance_table_lists_each_numbered_outcome_at_its_id(game_id) -> None:
    """Where the game numbers a fixed list of chance outcomes, the adapters' table holds
    ``int_to_chance(i)`` at ``i``, every one of them; a game that numbers none has none."""
    tensors = tensors_of(get_game(game_id))
    table = chance_table(tensors)
    if not hasattr(tensors, "int_to_chance"):
        assert table == ()
        return
    assert len(table) == tensors.max_chance_outcomes(2) and all(
        outcome is tensors.int_to_chance(i) for i, outcome in enumerate(table)
    )


def test_numbering_an_outcome_the_game_does_not_number_is_refused() -> None:
    """A player action offered as a chance outcome has no chance id: a clear error."""
    game = get_game("dead-mans-draw")
    number = numbered_chance(tensors_of(game))
    draw = game.parse_action("draw")
    with pytest.raises(OptionsError, match="does not number"):
        number([(draw, 1.0)])
