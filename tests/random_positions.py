"""Positions of seeded random games, for tests that check something in every position."""

from __future__ import annotations

from typing import Any, Iterator

from meeple.agents import RandomAgent
from meeple.engine.core import State
from meeple.engine.record import SeatRecord
from meeple.engine.registry import get_game
from meeple.engine.session import Session


def positions(game_id: str, players: int, seed: int, limit: int, options: dict[str, Any] | None = None) -> Iterator[State]:
    """The positions of a random game where a seat decides, up to ``limit`` of them: chance
    drawn by a Session from ``seed``, each seat a random bot seeded ``seed + seat``, the
    lowest seat first where several decide."""
    game = get_game(game_id)
    session = Session(game, [SeatRecord(name=str(i), agent="random") for i in range(players)], seed, options or {})
    agents = [RandomAgent(seed + i) for i in range(players)]
    for _ in range(limit):
        session.settle_chance()
        state = session.state
        if state.is_over():
            return
        yield state
        player = state.current_players()[0]
        session.act(player, agents[player].choose(state, player))
