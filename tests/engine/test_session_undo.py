"""``Session.undo`` on every game: random play by people who now and then take moves back.
An undo restores exactly the state before the move taken back, the record then replays to
the session's state (with its chance drawn again from the seed), and a move may be taken
back exactly when it is the last of the record and the game is not over -- no chance
outcome and no other seat's move after it, even one taken back since (D-Day Dice and Dust
Tactics hide nothing; Dead Man's Draw's reveals are tested in
tests/games/dead_mans_draw/test_dmd_undo.py)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from meeple.engine.core import CHANCE
from meeple.engine.record import SeatRecord, replay_record
from meeple.engine.registry import get_game
from meeple.engine.session import Session

#: (game, seats, seed, decisions played at most).
GAMES = [("dead-mans-draw", 3, 11, 400), ("dday-dice", 2, 12, 200), ("dust-tactics", 2, 13, 120)]


@pytest.mark.parametrize(("game_id", "seats", "seed", "decisions"), GAMES)
def test_random_play_with_undos_keeps_the_record_and_the_state_together(
        game_id: str, seats: int, seed: int, decisions: int) -> None:
    game = get_game(game_id)
    session = Session(game, [SeatRecord(name=f"P{i}") for i in range(seats)], seed)
    rng = random.Random(seed)
    before: dict[int, dict[str, Any]] = {}  # the state before the move at each index
    own = [0] * seats  # how many of its last moves each seat may take back, by the rule
    undone = 0
    session.settle_chance()
    for _ in range(decisions):
        if session.state.is_over():
            break
        for seat in range(seats):
            if game_id != "dead-mans-draw":
                assert session.can_undo(seat) == (own[seat] > 0)
            elif session.can_undo(seat):
                assert own[seat] > 0 and session.moves[-1][0] == seat
        seat = rng.choice(session.state.current_players())
        if session.can_undo(seat) and rng.random() < 0.3:
            session.undo(seat)
            own[seat] -= 1
            undone += 1
            assert session.state.to_json() == before[len(session.moves)]
            assert replay_record(session.record(), settle_chance=False).state.to_json() == session.state.to_json()
            continue
        before[len(session.moves)] = session.state.to_json()
        session.act(seat, rng.choice(session.state.legal_actions(seat)))
        own = [own[seat] + 1 if other == seat else 0 for other in range(seats)]
        if session.settle_chance() or session.moves[-1][0] == CHANCE or session.state.is_over():
            own = [0] * seats
    assert undone >= 5
    assert CHANCE in {by for by, _ in session.moves}
    unpinned = session.record(pin_chance=False)
    assert replay_record(unpinned).state.to_json() == session.state.to_json(), \
        "the chance drawn after the undos is the seed's, as a replay draws it"
