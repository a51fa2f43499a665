"""Taking moves back in Dust Tactics (``Session.undo``): an activation is a run of one
player's decisions (the unit, its two actions, the squares it moves to, p. 7); the player
may take them back while the opponent has not moved and no die has been rolled (the
initiative, an attack, a cover roll). Everything on a Dust Tactics table is public, so no
move shows anything by itself."""

from __future__ import annotations

import pytest

from meeple.engine.errors import IllegalActionError
from meeple.engine.record import SeatRecord, replay_record
from meeple.engine.registry import get_game
from meeple.engine.session import Session

GAME = get_game("dust-tactics")


def notations(session: Session, seat: int) -> list[str]:
    return [GAME.format_action(a) for a in session.state.legal_actions(seat)]


def act(session: Session, seat: int, text: str) -> None:
    session.act(seat, GAME.parse_action(text))
    session.settle_chance()


def first_activation() -> Session:
    """The default scenario between two people, played with each first choice (cover,
    heroes, initiative) up to the first unit's activation."""
    session = Session(GAME, [SeatRecord(name="Ann"), SeatRecord(name="Bob")], seed=3)
    session.settle_chance()
    while not any(n.startswith("activate") for n in notations(session, session.state.current_players()[0])):
        seat = session.state.current_players()[0]
        act(session, seat, notations(session, seat)[0])
    return session


def refusal(session: Session, seat: int) -> str:
    before = (session.state.to_json(), len(session.moves))
    with pytest.raises(IllegalActionError) as refused:
        session.undo(seat)
    assert (session.state.to_json(), len(session.moves)) == before, "a refused undo changes nothing"
    return str(refused.value)


def activate_and_move(session: Session, seat: int) -> list[str]:
    """The unit listed first is activated, declares a Move and moves to the first square."""
    chosen = []
    for word in ("activate", "declare move", "move"):
        chosen.append(next(n for n in notations(session, seat) if n.startswith(word)))
        act(session, seat, chosen[-1])
    return chosen


def test_a_whole_activation_is_taken_back_decision_by_decision_until_the_opponent_moves() -> None:
    session = first_activation()
    seat = session.state.current_players()[0]
    before = session.state.to_json()
    activate_and_move(session, seat)
    assert session.state.current_players() == [1 - seat], "the opponent activates next"
    for _ in range(3):
        session.undo(seat)
    assert session.state.to_json() == before
    assert replay_record(session.record(), settle_chance=False).state.to_json() == before
    moves = activate_and_move(session, seat)
    act(session, 1 - seat, notations(session, 1 - seat)[0])
    name, other = session.seats[seat].name, session.seats[1 - seat].name
    assert refusal(session, seat) == f"{name}'s last move ({moves[-1]}) cannot be taken back: {other} has moved since"


def test_the_initiative_roll_stands_between_a_player_and_the_moves_before_it() -> None:
    """The side choosing who activates first (p. 6) may take that choice back; not the move
    they made before the initiative was rolled."""
    session = first_activation()
    chooser, choice = session.moves[-1]
    assert chooser >= 0 and GAME.format_action(choice).startswith("first"), "the initiative's winner chose"
    session.undo(chooser)
    assert notations(session, chooser)[0].startswith("first")
    message = refusal(session, chooser)
    assert "cannot be taken back: chance has played since (roll " in message
