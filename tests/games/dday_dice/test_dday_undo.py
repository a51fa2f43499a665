"""Taking moves back in D-Day Dice (``Session.undo``): every unit rolls and locks its dice at
the same time as the others ("Sequenza del turno": "Il gioco è simultaneo"; "Fase 1: Tira i
dadi": "Al primo tiro ... 2 dadi devono essere bloccati"); a player may take back the dice
they locked while no other player has moved since, and never a reroll, whose dice are
chance's. Nothing in D-Day Dice is hidden, so no move shows anything by itself."""

from __future__ import annotations

import pytest

from meeple.engine.core import CHANCE
from meeple.engine.errors import IllegalActionError
from meeple.engine.record import SeatRecord, replay_record
from meeple.engine.registry import get_game
from meeple.engine.session import Session

GAME = get_game("dday-dice")


def two_units() -> Session:
    """Two people's units on the practice map, their first dice rolled."""
    session = Session(GAME, [SeatRecord(name="Ann"), SeatRecord(name="Bob")], seed=3)
    session.settle_chance()
    assert session.state.current_players() == [0, 1], "both units roll and lock at once"
    return session


def notations(session: Session, seat: int) -> list[str]:
    return [GAME.format_action(a) for a in session.state.legal_actions(seat)]


def act(session: Session, seat: int, text: str) -> None:
    session.act(seat, GAME.parse_action(text))
    session.settle_chance()


def first(session: Session, seat: int, word: str) -> str:
    return next(n for n in notations(session, seat) if n.startswith(word))


def refusal(session: Session, seat: int) -> str:
    before = (session.state.to_json(), len(session.moves))
    with pytest.raises(IllegalActionError) as refused:
        session.undo(seat)
    assert (session.state.to_json(), len(session.moves)) == before, "a refused undo changes nothing"
    return str(refused.value)


def test_a_player_takes_back_the_dice_they_locked_one_by_one() -> None:
    session = two_units()
    rolled = session.state.to_json()
    act(session, 0, first(session, 0, "lock"))
    locked_one = session.state.to_json()
    act(session, 0, first(session, 0, "lock"))
    session.undo(0)
    assert session.state.to_json() == locked_one
    session.undo(0)
    assert session.state.to_json() == rolled
    assert replay_record(session.record(), settle_chance=False).state.to_json() == rolled
    assert refusal(session, 0) == "Ann has no move to take back"


def test_a_lock_stands_once_another_player_has_moved_in_the_same_phase() -> None:
    session = two_units()
    mine = first(session, 0, "lock")
    act(session, 0, mine)
    act(session, 1, first(session, 1, "lock"))
    assert refusal(session, 0) == f"Ann's last move ({mine}) cannot be taken back: Bob has moved since"
    assert session.can_undo(1), "Bob's lock came last: he may take it back"
    session.undo(1)
    assert session.state.current_players() == [0, 1]
    assert refusal(session, 0) == (f"Ann's last move ({mine}) cannot be taken back: "
                                   "Bob has moved since (and taken it back)")


def test_a_reroll_is_never_taken_back_nor_what_came_before_it() -> None:
    session = two_units()
    act(session, 0, first(session, 0, "lock"))
    act(session, 0, first(session, 0, "lock"))  # two dice locked: the others may be rerolled
    reroll = first(session, 0, "reroll")
    act(session, 0, reroll)
    assert session.moves[-1][0] == CHANCE, "the dice rerolled are chance's"
    message = refusal(session, 0)
    assert message.startswith(f"Ann's last move ({reroll}) cannot be taken back: chance has played since (")
