"""Taking moves back in Dead Man's Draw (``Session.undo``), as Board Game Arena allows it: a
person's own last decisions, while no other seat has moved, no card has been drawn and
nothing hidden has been shown since. Every game here is a scripted record (every chance
move pinned) continued in a session."""

from __future__ import annotations

import random

import pytest

from meeple.engine.errors import IllegalActionError
from meeple.engine.record import SeatRecord, replay_record
from meeple.engine.registry import get_game
from meeple.engine.session import Session

from helpers import legal, play_area, script

GAME = get_game("dead-mans-draw")
PLAIN = ["golden-scales", "treasure-hunter"]  # scoring / Key & Chest only

#: Eliza has banked a Cannon and a Mermaid, Zach an Anchor; Eliza has just drawn a Hook.
HOOK_DRAWN = ["0: draw cannon5", "0: draw mermaid6", "0: bank", "1: draw anchor3", "1: bank", "0: draw hook4"]


def session_of(*args: object, **kwargs: object) -> Session:
    """The scripted game (:func:`helpers.script`) continued in a session, both seats people."""
    record = script(*args, **kwargs).model_copy(update={"seed": 7})  # type: ignore[arg-type]
    return Session.resume(record)


def act(session: Session, seat: int, text: str) -> None:
    session.act(seat, GAME.parse_action(text))
    session.settle_chance()


def assert_record_replays_to_the_session(session: Session) -> None:
    replayed = replay_record(session.record(), settle_chance=False)
    assert replayed.state.to_json() == session.state.to_json()


def refusal(session: Session, seat: int) -> str:
    before = (session.state.to_json(), len(session.moves))
    with pytest.raises(IllegalActionError) as refused:
        session.undo(seat)
    assert (session.state.to_json(), len(session.moves)) == before, "a refused undo changes nothing"
    return str(refused.value)


def test_a_player_takes_back_their_decisions_one_by_one_down_to_the_card_drawn() -> None:
    """The Hook's pile, then the Cannon's target (p. 5) are Eliza's own decisions, with no
    card drawn between them: she may take back both, one at a time; never the Hook drawn."""
    session = session_of(traits=PLAIN, moves=HOOK_DRAWN)
    after_draw = session.state.to_json()
    act(session, 0, "hook cannon")
    after_hook = session.state.to_json()
    act(session, 0, "cannon 1 anchor")
    assert session.can_undo(0)
    session.undo(0)
    assert session.state.to_json() == after_hook and legal(session.state, 0) == ["cannon 1 anchor"]
    assert_record_replays_to_the_session(session)
    session.undo(0)
    assert session.state.to_json() == after_draw and legal(session.state, 0) == ["hook cannon", "hook mermaid"]
    assert_record_replays_to_the_session(session)
    assert not session.can_undo(0)
    assert refusal(session, 0) == "Eliza's last move (draw) cannot be taken back: chance has played since (card hook4)"


def test_a_decision_taken_back_may_be_decided_otherwise() -> None:
    session = session_of(traits=PLAIN, moves=HOOK_DRAWN)
    act(session, 0, "hook cannon")
    session.undo(0)
    act(session, 0, "hook mermaid")
    assert play_area(session.state) == ["hook4", "mermaid6"]
    assert_record_replays_to_the_session(session)


def test_a_bank_may_be_taken_back_until_the_next_player_moves() -> None:
    """Banking ends the turn (p. 4) without a card drawn: Eliza may take it back while Zach
    has not yet moved, not once he has drawn."""
    session = session_of(traits=PLAIN, moves=["0: draw cannon5"])
    act(session, 0, "bank")
    assert session.state.current_players() == [1] and session.can_undo(0)
    session.undo(0)
    assert session.state.current_players() == [0] and play_area(session.state) == ["cannon5"]
    act(session, 0, "bank")
    act(session, 1, "draw")
    assert not session.can_undo(0)
    assert refusal(session, 0) == "Eliza's last move (bank) cannot be taken back: Zach has moved since"


def test_a_player_with_no_move_has_nothing_to_take_back() -> None:
    session = Session(GAME, [SeatRecord(name="Eliza"), SeatRecord(name="Zach")], seed=3)
    session.settle_chance()
    assert session.state.current_players() == [0, 1], "both keep a trait at once (p. 2)"
    assert refusal(session, 1) == "Zach has no move to take back"
    assert refusal(session, 2) == "there is no seat 2 (seats 0-1)"


def test_the_last_trait_kept_reveals_them_all_and_is_never_taken_back() -> None:
    """Set-up 3 (p. 2): the traits are kept at once, then revealed. Eliza may change her
    mind until Zach keeps his; Zach's keep shows him Eliza's trait."""
    session = Session(GAME, [SeatRecord(name="Eliza"), SeatRecord(name="Zach")], seed=3)
    session.settle_chance()
    first, second = session.state.observation(0)["dealt_traits"]
    act(session, 0, f"keep {first}")
    session.undo(0)
    assert session.state.observation(0)["traits"][0] is None
    act(session, 0, f"keep {second}")
    kept = session.state.observation(1)["dealt_traits"][0]
    session.act(1, GAME.parse_action(f"keep {kept}"))  # the first player is not drawn yet
    assert session.state.observation(1)["traits"] == [second, kept]
    assert refusal(session, 0) == f"Eliza's last move (keep {second}) cannot be taken back: Zach has moved since"
    assert refusal(session, 1) == f"Zach's last move (keep {kept}) cannot be taken back: it showed every seat's trait"


def test_a_navigator_who_hooks_a_map_has_seen_the_discard_pile_and_cannot_take_it_back() -> None:
    """Navigator (p. 9): "Scegli qualsiasi carta dal mazzo degli scarti" -- the face-down
    discard pile (p. 2) is shown without a card drawn, so the Hook that placed the Map
    stands; the card then taken may still be taken back."""
    session = session_of(traits=["navigator", "golden-scales"], moves=[
        "0: draw map4", "0: take mermaid4", "0: bank", "1: draw anchor3", "1: bank", "0: draw hook4"])
    act(session, 0, "hook map")
    assert "discard_pile_cards" in session.state.observation(0)
    assert refusal(session, 0) == "Eliza's last move (hook map) cannot be taken back: it showed the discard pile"
    choosing = session.state.to_json()
    act(session, 0, "take kraken2")
    session.undo(0)
    assert session.state.to_json() == choosing
    assert refusal(session, 0) == "Eliza's last move (hook map) cannot be taken back: it showed the discard pile"
    assert_record_replays_to_the_session(session)


def test_a_bots_moves_and_a_finished_game_are_never_taken_back() -> None:
    session = Session(GAME, [SeatRecord(name="Eliza"), SeatRecord(name="Bot", agent="random")], seed=5)
    rng = random.Random(5)
    session.settle_chance()
    while not session.state.is_over():
        seat = session.state.current_players()[0]
        session.act(seat, rng.choice(session.state.legal_actions(seat)))
        if seat == 1:
            assert refusal(session, 1) == "Bot (seat 1) is played by a bot (random): its moves are not taken back"
        session.settle_chance()
    assert refusal(session, 0) == "the game is over: its moves can no longer be taken back"


def test_a_resumed_game_may_still_take_back_the_decisions_saved_last() -> None:
    session = session_of(traits=PLAIN, moves=HOOK_DRAWN)
    after_draw = session.state.to_json()
    act(session, 0, "hook cannon")
    act(session, 0, "cannon 1 anchor")
    resumed = Session.resume(session.record())
    assert resumed.state.to_json() == session.state.to_json()
    resumed.undo(0)
    resumed.undo(0)
    assert resumed.state.to_json() == after_draw and not resumed.can_undo(0)
