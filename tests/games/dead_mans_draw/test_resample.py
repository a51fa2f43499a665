"""Determinization for search: a resampled state is one the seat cannot tell apart."""

from __future__ import annotations

import random

from meeple.agents import RandomAgent
from meeple.engine.record import SeatRecord
from meeple.engine.registry import get_game
from meeple.engine.session import Session


def test_a_resampled_state_looks_the_same_to_the_seat_and_keeps_every_card() -> None:
    game = get_game("dead-mans-draw")
    seats = [SeatRecord(name=str(i), agent="random") for i in range(3)]
    session = Session(game, seats, 17)
    agents = [RandomAgent(i) for i in range(3)]
    rng = random.Random(0)
    checked = 0
    while not session.state.is_over() and checked < 60:
        session.settle_chance()
        state = session.state
        if state.is_over():
            break
        for seat in range(3):
            other = state.resample(seat, rng)
            assert other.information_state(seat) == state.information_state(seat)
            assert other.card_census() == state.card_census()
            assert sorted([t for d in other.dealt for t in d] + other.trait_deck) == sorted([t for d in state.dealt for t in d] + state.trait_deck)
        player = state.current_players()[0]
        session.act(player, agents[player].choose(state, player))
        checked += 1
    assert checked == 60


def test_resampling_redraws_the_traits_the_seat_has_not_seen() -> None:
    game = get_game("dead-mans-draw")
    seats = [SeatRecord(name=str(i), agent="random") for i in range(4)]
    session = Session(game, seats, 5)
    session.settle_chance()  # traits dealt, nobody has chosen
    state = session.state
    rng = random.Random(1)
    seen_other_deals = {tuple(state.resample(0, rng).dealt[1]) for _ in range(30)}
    assert len(seen_other_deals) > 1
    assert all(state.resample(0, rng).dealt[0] == state.dealt[0] for _ in range(10))
