"""Chance outcomes numbered from 0 (meeple.engine.chance_numbering): the one numbering the
games' tensors modules share."""

from __future__ import annotations

import pytest

from meeple.engine.chance_numbering import ChanceNumbering
from meeple.games.dead_mans_draw import actions as A

OUTCOMES = (*A.CHANCE_TRAIT[:3], *list(A.CHANCE_CARD.values())[:4])


def test_outcomes_are_numbered_from_zero_in_the_order_given() -> None:
    numbering = ChanceNumbering(OUTCOMES)
    assert [numbering.to_int(a) for a in OUTCOMES] == list(range(7)) == list(range(numbering.count()))
    assert [numbering.from_int(i) for i in range(7)] == list(OUTCOMES)


def test_a_distribution_is_numbered_as_each_outcome_is_in_order_of_id() -> None:
    numbering = ChanceNumbering(OUTCOMES)
    distribution = [(OUTCOMES[i], p) for i, p in ((4, 0.1), (0, 0.2), (6, 0.3), (2, 0.4))]
    assert numbering.numbered(distribution) == sorted((numbering.to_int(a), p) for a, p in distribution)
    assert numbering.numbered(distribution) == [(0, 0.2), (2, 0.4), (4, 0.1), (6, 0.3)]


def test_the_count_is_the_same_for_every_player_count_and_options() -> None:
    numbering = ChanceNumbering(OUTCOMES)
    assert numbering.count(2) == numbering.count(8, {"decks": 2}) == 7


def test_an_action_not_numbered_and_an_id_out_of_range_are_refused() -> None:
    numbering = ChanceNumbering(OUTCOMES)
    with pytest.raises(KeyError):
        numbering.to_int(A.DRAW)
    with pytest.raises(KeyError):
        numbering.numbered([(OUTCOMES[0], 0.5), (A.BANK, 0.5)])
    for index in (-1, 7):
        with pytest.raises(IndexError):
            numbering.from_int(index)


def test_an_outcome_listed_twice_is_refused() -> None:
    with pytest.raises(ValueError, match="listed twice"):
        ChanceNumbering([OUTCOMES[0], OUTCOMES[1], OUTCOMES[0]])
