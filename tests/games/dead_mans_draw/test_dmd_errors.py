"""Illegal actions and broken records are rejected with a readable reason, changing nothing."""

from __future__ import annotations

import json

import pytest

from meeple.engine.core import CHANCE
from meeple.engine.errors import IllegalActionError, RecordError
from meeple.engine.record import parse_record, replay_record
from meeple.engine.registry import get_game

from helpers import ENDGAME_TRAITS, bust_out, play, replay_prefix, script

GAME = get_game("dead-mans-draw")


def assert_rejected(state, seat, text, *fragments):
    """``text`` by ``seat`` raises IllegalActionError naming ``fragments``; nothing changes."""
    before = json.dumps(state.to_json(), sort_keys=True)
    observations = [json.dumps(state.observation(s), sort_keys=True) for s in range(state.num_players)]
    with pytest.raises(IllegalActionError) as info:
        state.apply(seat, GAME.parse_action(text))
    message = str(info.value)
    for fragment in fragments:
        assert fragment in message, message
    assert json.dumps(state.to_json(), sort_keys=True) == before
    assert [json.dumps(state.observation(s), sort_keys=True) for s in range(state.num_players)] == observations
    return message


# ------------------------------------------------------------------ illegal actions
def test_banking_an_empty_play_area_is_illegal_and_says_why():
    """Pescare una Carta (p. 3): "Quando è il tuo turno, pesca la prima carta"."""
    state = play().state
    assert_rejected(state, 0, "bank", "'bank' is not legal for seat 0", "a turn starts with a draw", "legal: draw")


def test_acting_out_of_turn_is_illegal():
    """Fine del turno (p. 4): "il giocatore a sinistra inizia il suo turno" -- one player
    at a time."""
    state = play(moves=["0: draw mermaid5"]).state
    assert_rejected(state, 1, "draw", "not seat 1's turn", "waiting for seat(s) 0")
    assert_rejected(state, CHANCE, "card anchor5", "not chance's turn")


def test_a_pending_choice_must_be_resolved_first():
    """Uncino (p. 5): "Scegliere la prima carta da qualsiasi pila di semi nella vostra
    riserva e posizionarla nell'Area di Gioco" -- the Hook's card is chosen before anything
    else happens, and only from a pile the player has."""
    state = play(traits=["golden-scales", "treasure-hunter"], moves=[
        "0: draw mermaid6", "0: bank", "1: draw anchor3", "1: bank", "0: draw hook4",
    ]).state
    assert_rejected(state, 0, "draw", "you must first resolve the hook", "legal: hook mermaid")
    assert_rejected(state, 0, "hook anchor", "legal: hook mermaid")
    assert_rejected(state, 0, "sword 1 anchor")


def test_a_sword_may_not_take_a_suit_you_bank():
    """Spada (p. 7): "È necessario scegliere una pila di Semi di un avversario che non avete
    nella vostra banca"."""
    state = play(traits=["golden-scales", "treasure-hunter"], moves=[
        "0: draw mermaid6", "0: bank",
        "1: draw mermaid5", "1: draw anchor4", "1: bank",
        "0: draw sword4",
    ]).state
    assert_rejected(state, 0, "sword 1 mermaid", "legal: sword 1 anchor")


def test_keeping_a_trait_not_dealt_to_you_is_illegal():
    """Set up 3 (p. 2): "Ogni giocatore sceglie una delle due Carte Personaggio"."""
    record = script(dealt=[["miser", "parry"], ["mystic", "navigator"]], traits=["miser", "mystic"])
    state = replay_prefix(record, 4).state
    assert_rejected(state, 0, "keep mystic", "keep miser", "keep parry")
    assert_rejected(state, 0, "draw")


def test_an_impossible_chance_outcome_is_illegal():
    """Set up 1-2 (p. 2): "Rimuovere le carte Bottino con il numero più basso da ogni seme
    ... per formare la pila degli scarti" -- chance cannot draw them from the draw pile, nor
    a card already drawn, nor give a first player while a card is due."""
    state = play(moves=["0: draw mermaid5", "0: draw"]).state
    assert_rejected(state, CHANCE, "card anchor2", "impossible chance outcome", "not in the draw pile")
    assert_rejected(state, CHANCE, "card mermaid5", "not in the draw pile")
    assert_rejected(state, CHANCE, "first 1", "chance must give a card now")


def test_no_move_is_legal_once_the_game_is_over():
    """Fine del gioco (p. 4): "Poi il gioco finisce." """
    lines, _ = bust_out()
    state = play(traits=list(ENDGAME_TRAITS[:2]), moves=lines).state
    assert state.is_over()
    assert state.legal_actions(0) == state.legal_actions(1) == state.legal_actions(CHANCE) == []
    assert_rejected(state, 0, "draw", "the game is over")


def test_malformed_notation_is_rejected_with_the_expected_form():
    """Design notes, "The kernel contract": "Illegal input raises one error type with a
    reason a person can read" -- the notation names what it expected."""
    with pytest.raises(IllegalActionError, match="unknown action 'dig'"):
        GAME.parse_action("dig")
    with pytest.raises(IllegalActionError, match="write it as 'hook <suit>'"):
        GAME.parse_action("hook")
    with pytest.raises(IllegalActionError, match="is not a suit"):
        GAME.parse_action("hook parrot")
    with pytest.raises(IllegalActionError, match="is not a card"):
        GAME.parse_action("take kraken9")
    with pytest.raises(IllegalActionError, match="is not a seat number"):
        GAME.parse_action("cannon 9 anchor")
    with pytest.raises(IllegalActionError, match="is not a trait"):
        GAME.parse_action("keep blackbeard")


# ------------------------------------------------------------------ broken records
def test_a_record_with_an_impossible_chance_outcome_is_rejected():
    """Set up 1-3 (p. 2): the lowest cards start in the discard pile, "17 Carte Tratto Pirata"
    (p. 1) hold one of each trait, "Scegliete a caso il primo giocatore" among the seats --
    a record pinning an outcome the rules cannot give is refused."""
    with pytest.raises(RecordError, match=r"move 9 \(chance 'card anchor2'\).*not in the draw pile"):
        replay_record(script(moves=["0: draw anchor2"]))
    with pytest.raises(RecordError, match="not in the draw pile"):
        replay_record(script(moves=["0: draw mermaid5", "0: draw mermaid5"]))
    with pytest.raises(RecordError, match="there are 2 seats"):
        replay_record(script(first=2))
    with pytest.raises(RecordError, match="not in the trait deck"):
        replay_record(script(dealt=[["miser", "miser"], ["mystic", "navigator"]], traits=["miser", "mystic"]))


def test_a_record_with_a_move_by_the_wrong_seat_is_rejected():
    """Fine del turno (p. 4): "Quando il turno di un giocatore è finito, il giocatore a
    sinistra inizia il suo turno." -- one seat at a time, and only the seats of the game."""
    with pytest.raises(RecordError, match=r"move 8 \(seat 1 'draw'\): it is not seat 1's turn"):
        replay_record(script(moves=["1: draw mermaid5"]))
    with pytest.raises(RecordError, match="there is no seat 2"):
        replay_record(script(moves=["2: draw mermaid5"]))


def test_a_record_with_a_move_after_the_end_is_rejected():
    """Fine del gioco (p. 4): "Poi il gioco finisce." """
    lines, seat = bust_out()
    with pytest.raises(RecordError, match="the game is already over"):
        replay_record(script(traits=list(ENDGAME_TRAITS[:2]), moves=lines + [f"{seat}: draw"]))


def test_a_record_with_a_chance_move_where_none_is_due_is_rejected():
    """Pescare una Carta (p. 3): "Quando è il tuo turno, pesca la prima carta" -- a card
    comes only when a seat draws, so a pinned card with no draw is refused."""
    with pytest.raises(RecordError, match="no chance event is due here"):
        replay_record(script(moves=["chance: card mermaid5"]))


def test_a_record_without_seed_must_pin_every_chance_move():
    """Records (docs/records.md): a record without a seed must pin every chance move."""
    with pytest.raises(RecordError, match="has no seed to draw it from"):
        replay_record(script(moves=["0: draw", "0: draw"]))


def test_a_record_with_an_illegal_or_malformed_action_is_rejected():
    """Pescare una Carta (p. 3): "Quando è il tuo turno, pesca la prima carta dal Mazzo di
    Pesca" -- a record may not bank first, nor hold an action outside the notation."""
    with pytest.raises(RecordError, match=r"move 8 \(seat 0 'bank'\).*a turn starts with a draw"):
        replay_record(script(moves=["0: bank"]))
    with pytest.raises(RecordError, match="unknown action 'fly'"):
        replay_record(script(moves=["0: fly"]))


@pytest.mark.parametrize("text, reason", [
    ("{not json", "not valid JSON"),
    ("[1, 2]", "must be a JSON object"),
    ('{"game": "dead-mans-draw"}', "seats"),
    ('{"game": "dead-mans-draw", "seats": [{"name": "a"}], "moves": [{"by": "dice", "action": "draw"}]}',
     "moves.0.by"),
    ('{"game": "dead-mans-draw", "seats": [], "colour": "red"}', "colour"),
    ('{"format": "chess-pgn", "game": "dead-mans-draw", "seats": []}', "format"),
])
def test_malformed_record_json_is_rejected(text, reason):
    """Records (docs/records.md, design notes "Records"): "One JSON game-record format for
    every game" -- anything else is a RecordError naming the problem."""
    with pytest.raises(RecordError, match=reason):
        parse_record(text)


def test_a_record_of_an_unknown_game_or_a_wrong_player_count_is_rejected():
    """p. 1: "Dead Man's Draw è giocato da 2-4 pirati" (p. 12: 5-8 in the party variant) --
    a record for another game, another player count or other rules is refused."""
    record = script()
    with pytest.raises(RecordError, match="unknown game"):
        replay_record(record.model_copy(update={"game": "dead-mens-draw"}))
    with pytest.raises(RecordError, match="2-8 players"):
        replay_record(record.model_copy(update={"seats": record.seats[:1], "moves": []}))
    with pytest.raises(RecordError, match="rules version"):
        replay_record(record.model_copy(update={"rules_version": "0"}))


# ------------------------------------------------------------------ what callers are given
def test_changing_the_list_of_legal_actions_changes_no_game():
    """A caller that appends ``bank`` to the legal actions of a turn that has not drawn yet
    makes ``bank`` legal nowhere: not in that state, its clones, nor another game."""
    state = play().state
    clone = state.clone()
    given = state.legal_actions(0)
    given.append(GAME.parse_action("bank"))
    other_game = play().state
    for position in (state, clone, state.clone(), other_game):
        assert [a.text for a in position.legal_actions(0)] == ["draw"]
    assert_rejected(state, 0, "bank", "a turn starts with a draw")
    assert_rejected(other_game, 0, "bank", "a turn starts with a draw")


def test_changing_the_list_of_a_pending_choice_changes_no_game():
    """The Hook's options, handed to a caller, are the caller's own list."""
    state = play(moves=["0: draw mermaid5", "0: bank", "1: draw anchor5", "1: bank", "0: draw hook3"]).state
    before = [a.text for a in state.legal_actions(0)]
    state.legal_actions(0).clear()
    assert [a.text for a in state.legal_actions(0)] == before == ["hook mermaid"]
    state.apply(0, GAME.parse_action("hook mermaid"))
