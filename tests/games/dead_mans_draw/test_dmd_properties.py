"""Invariants over random games: cards are conserved, copies are exact, records replay."""

from __future__ import annotations

import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from meeple.engine.core import CHANCE
from meeple.engine.record import SeatRecord, parse_record, replay_record
from meeple.engine.registry import get_game
from meeple.engine.session import Session

from meeple.games.dead_mans_draw import legality

from helpers import full_deck

GAME = get_game("dead-mans-draw")


def random_game(players: int, seed: int, check_each_step: bool = True, push: float = 0.5) -> Session:
    """A game played by random seats through a Session (seeded chance); a seat that may
    draw does so with probability ``push``, otherwise it picks any legal action."""
    seats = [SeatRecord(name=f"p{i}", agent="random") for i in range(players)]
    session = Session(GAME, seats, seed=seed)
    rng = random.Random(seed * 7919 + 1)
    deck = full_deck(session.state.decks)
    while True:
        session.settle_chance()
        state = session.state
        if check_each_step:
            assert state.card_census() == deck
            assert state.clone().to_json() == state.to_json()
            json.dumps([state.observation(p) for p in range(players)])
            suits = [entry["card"].rstrip("0123456789") for entry in state.to_json()["play_area"]]
            assert len(set(suits)) == len(suits), f"two cards of one suit in play: {suits}"
        if state.is_over():
            return session
        seat = rng.choice(state.current_players())
        legal = state.legal_actions(seat)
        assert legal, f"seat {seat} has no legal action"
        if check_each_step:
            assert legal == list(legality.player_actions(state, seat))  # no stale cached answer
        draw = GAME.parse_action("draw")
        session.act(seat, draw if draw in legal and rng.random() < push else rng.choice(legal))


@settings(max_examples=25, deadline=None)
@given(
    players=st.integers(min_value=2, max_value=8),
    seed=st.integers(min_value=0, max_value=2**32),
    push=st.sampled_from([0.0, 0.5, 0.9]),
)
def test_random_games_conserve_cards_copy_exactly_and_replay_from_their_records(players, seed, push):
    """p. 1: "60 Carte Bottino" (p. 12: two decks for 5-8 players) -- every card is always in
    exactly one place (draw pile, discard pile, play area, Map reveal, a bank); ``clone()``
    is exact; the record of a game replays to the same final state with chance pinned and
    with chance re-drawn from the seed."""
    session = random_game(players, seed, push=push)
    final = session.state.to_json()
    assert session.state.is_over()
    assert sum(session.state.returns()) >= 1.0
    record = session.record()
    assert record.result is not None and record.result["returns"] == session.state.returns()
    assert replay_record(record).state.to_json() == final
    assert replay_record(record.without_chance()).state.to_json() == final
    assert replay_record(parse_record(record.to_json_text())).state.to_json() == final
    assert replay_record(session.record(pin_chance=False)).state.to_json() == final


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32))
def test_the_same_seed_plays_the_same_game(seed):
    """Design notes: "same seed same game" (OpenSpiel random_sim_test, PettingZoo seed_test)."""
    first = random_game(3, seed, check_each_step=False)
    second = random_game(3, seed, check_each_step=False)
    assert first.record() == second.record()


@settings(max_examples=15, deadline=None)
@given(players=st.integers(min_value=2, max_value=8), seed=st.integers(min_value=0, max_value=2**32))
def test_chance_outcomes_are_a_distribution_over_the_legal_outcomes(players, seed):
    """Set up (p. 2): "Mescolate le restanti 50 Carte Bottino" -- at every chance node the
    outcomes' probabilities sum to one and match the legal chance actions; every outcome
    the sampler draws is among them."""
    session = random_game(players, seed, check_each_step=False)
    replay = replay_record(session.record().model_copy(update={"moves": []}), settle_chance=False)
    state = replay.state
    for move in session.record().moves:
        if state.is_chance():
            outcomes = state.chance_outcomes()
            assert abs(sum(p for _, p in outcomes) - 1.0) < 1e-9
            assert sorted(a.text for a, _ in outcomes) == sorted(a.text for a in state.legal_actions(CHANCE))
            assert move.by == "chance" and move.action in {a.text for a, _ in outcomes}
        state.apply(CHANCE if move.by == "chance" else move.by, GAME.parse_action(move.action))
    assert state.is_over()
