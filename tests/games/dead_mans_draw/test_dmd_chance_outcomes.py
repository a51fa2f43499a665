"""A chance node's listed distribution is the pile's, counted card by card (kernel contract)."""

from __future__ import annotations

import random

import pytest

from meeple.engine.core import CHANCE, outcome_distribution
from meeple.engine.registry import get_game
from meeple.games.dead_mans_draw import actions as A
from meeple.games.dead_mans_draw import legality
from meeple.games.dead_mans_draw.phases import PLAY
from meeple.games.dead_mans_draw.state import DmdState

GAME = get_game("dead-mans-draw")


def counted(state: DmdState) -> list[tuple[A.DmdAction, float]]:
    """The distribution computed from scratch: each distinct item of the pile, its share."""
    kind, population = legality.chance_population(state)
    if kind == "first":
        return [(A.CHANCE_FIRST[s], 1.0 / state.n) for s in range(state.n)]
    table = A.CHANCE_TRAIT if kind == "trait" else A.CHANCE_CARD
    return [(table[item], p) for item, p in outcome_distribution(population)]


@pytest.mark.parametrize("players", [2, 4, 5])
def test_every_chance_node_lists_the_distribution_counted_from_its_pile(players: int) -> None:
    for seed in range(6):
        state = GAME.new_game(players, {})
        assert isinstance(state, DmdState)
        chance, decide, nodes = random.Random(seed), random.Random(-1 - seed), 0
        while True:
            while state.is_chance():
                assert state.chance_outcomes() == counted(state)
                nodes += 1
                state.apply(CHANCE, state.sample_chance(chance))
            current = state.current_players()
            if not current:
                break
            legal = state.legal_actions(current[0])
            state.apply(current[0], legal[int(decide.random() * len(legal))])
        assert nodes > players


def test_a_two_deck_pile_lists_each_card_once_with_twice_the_share() -> None:
    state = GAME.new_game(5, {})
    chance = random.Random(3)
    while state.phase != PLAY or not state.is_chance():
        while state.is_chance():
            state.apply(CHANCE, state.sample_chance(chance))
        player = state.current_players()[0]
        state.apply(player, state.legal_actions(player)[0])
    outcomes = state.chance_outcomes()
    assert state.decks == 2
    assert len(outcomes) < len(state.draw_pile)
    assert sum(p for _, p in outcomes) == pytest.approx(1.0)
