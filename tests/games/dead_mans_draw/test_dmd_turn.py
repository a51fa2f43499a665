"""A turn: drawing, the bust, banking, the end of the game and the winner (rulebook pp. 3-4)."""

from __future__ import annotations

import pytest

from meeple.engine.errors import IllegalActionError
from meeple.engine.registry import get_game

from helpers import (
    ENDGAME_TRAITS,
    bank,
    bank_cards,
    bust_out,
    discard,
    events_of,
    last_turn_events,
    legal,
    play,
)

GAME = get_game("dead-mans-draw")


# ------------------------------------------------------------------ drawing
def test_a_turn_starts_with_a_draw_so_banking_needs_a_card_in_the_play_area():
    """Pescare una Carta (p. 3): "Quando è il tuo turno, pesca la prima carta dal Mazzo di
    Pesca e posiziona la carta scoperta nel l'Area di gioco." (Ruling: ``bank`` needs a
    card in the play area unless the draw pile is empty.)"""
    state = play().state
    assert legal(state, 0) == ["draw"]
    with pytest.raises(IllegalActionError, match="a turn starts with a draw"):
        state.apply(0, GAME.parse_action("bank"))


def test_a_drawn_card_is_placed_face_up_in_the_play_area_and_its_ability_triggers():
    """La regola più importante (p. 3): "Ogni volta che una carta è collocata nell'Area di
    Gioco ... DOVETE sempre attivare l'abilità del seme." """
    replay = play(moves=["0: draw kraken5"])
    assert replay.state.observation(1)["play_area"] == [{"card": "kraken5", "protected": False}]
    assert events_of(replay, "kraken") == [{"type": "kraken", "seat": 0, "cards": 2}]
    assert replay.state.kraken_need == 2


def test_a_player_may_keep_drawing_cards_of_new_suits():
    """Pesca se hai coraggio! (p. 3): "Si può pescare un'altra carta ... Se la carta appena
    pescata non è dello stesso seme, di qualsiasi altra carta nell'area di gioco, aggiungi la
    nuova carta all'Area di Gioco e attiva la sua abilità speciale. È possibile continuare a
    pescare più carte fino ad uno Sballo o alla raccolta." """
    replay = play(moves=["0: draw mermaid5", "0: draw key3", "0: draw chest4"])
    assert replay.state.observation(0)["play_area"] == [
        {"card": "mermaid5", "protected": False},
        {"card": "key3", "protected": False},
        {"card": "chest4", "protected": False},
    ]
    assert legal(replay.state, 0) == ["draw", "bank"]


# ------------------------------------------------------------------ the bust
def test_a_card_of_a_suit_already_in_play_busts_and_its_ability_does_not_trigger():
    """Sballato! (p. 3): "Uno Sballo si verifica prima che la carta viene posta nell'Area di
    Gioco. Di conseguenza, non si attiva la capacità speciale della carta che ha causato lo
    Sballo." -- the second Kraken asks for no cards and the second Oracle reveals none."""
    replay = play(traits=["golden-scales", "navigator"], moves=[
        "0: draw kraken5", "0: draw mermaid6", "0: draw kraken4",
        "1: draw oracle4", "chance: card anchor3", "1: draw", "1: draw oracle5",
    ])
    assert len(events_of(replay, "kraken")) == 1
    assert [e["card"] for e in events_of(replay, "reveal")] == ["anchor3"]
    assert [e["card"] for e in events_of(replay, "bust")] == ["kraken4", "oracle5"]
    assert "kraken4" not in [e["card"] for e in events_of(replay, "place")]
    assert not replay.state.is_chance()
    assert replay.state.to_json()["draw_pile_top"] == []


def test_a_bust_discards_every_card_in_play_including_the_busting_card_and_scores_nothing():
    """Sballato! (p. 3): "Quando si sballa, tutte le carte nell'area di gioco sono collocate
    nella pila degli scarti, compresa la carta che ha causato lo Sballo ... Se si sballa non
    si fa nessun punto, e il turno è finito." """
    replay = play(moves=["0: draw mermaid5", "0: draw key3", "0: draw chest4", "0: draw key6"])
    state = replay.state
    assert bank_cards(state, 0) == []
    assert {"mermaid5", "key3", "chest4", "key6"} <= set(discard(state))
    assert len(discard(state)) == 14
    assert state.to_json()["play_area"] == []
    assert state.current == 1 and legal(state, 1) == ["draw"]
    assert events_of(replay, "key-and-chest") == []


# ------------------------------------------------------------------ banking
def test_banking_moves_every_card_in_play_to_the_bank_and_ends_the_turn():
    """Collezionare carte (p. 4): "Invece di pescare un'altra carta, si può raccogliere.
    Quando si raccolgono carte, spostare tutte le carte dall' Area di gioco alla vostra
    riserva (Banca). Ogni giocatore ha una riserva separata"; Fine del turno: "Il turno di
    un giocatore finisce quando si sballa o si raccolgono carte." """
    replay = play(moves=["0: draw mermaid5", "0: draw key3", "0: bank"])
    state = replay.state
    assert bank_cards(state, 0) == ["key3", "mermaid5"]
    assert bank_cards(state, 1) == []
    assert state.to_json()["play_area"] == []
    assert state.current == 1


def test_bank_piles_are_sorted_by_suit_with_the_highest_card_on_top():
    """Collezionare carte (p. 4): "Separare le carte nella riserva suddivise per seme ... Le
    carte in mazzi di semi diversi sono messi in ordine decrescente, dal 7 scendendo al 2
    sul fondo." The top card is the one the Hook takes."""
    replay = play(traits=["mystic", "navigator"], moves=[
        "0: draw mermaid6", "0: draw anchor3", "0: bank",
        "1: draw key3", "1: bank",
        "0: draw mermaid9", "0: draw anchor7", "0: bank",
        "1: draw key4", "1: bank",
        "0: draw mermaid5", "0: draw anchor5", "0: bank",
        "1: draw key5", "1: bank",
        "0: draw hook4",
    ])
    state = replay.state
    assert bank(state, 0) == {"anchor": [7, 5, 3], "mermaid": [9, 6, 5]}
    assert legal(state, 0) == ["hook anchor", "hook mermaid"]
    state.apply(0, GAME.parse_action("hook mermaid"))
    assert bank(state, 0)["mermaid"] == [6, 5]
    assert state.to_json()["play_area"][-1]["card"] == "mermaid9"


def test_banks_are_visible_to_every_player():
    """Collezionare carte (p. 4): "I mazzi dei semi sono visibili a tutti i giocatori, e
    tutte le carte della pila sono di dominio pubblico." """
    replay = play(players=3, moves=["0: draw mermaid5", "0: draw key3", "0: bank"])
    for seat in range(3):
        assert replay.state.observation(seat)["banks"][0]["piles"] == {"key": [3], "mermaid": [5]}


def test_when_a_turn_ends_the_player_on_the_left_plays():
    """Fine del turno (p. 4): "Quando il turno di un giocatore è finito, il giocatore a
    sinistra inizia il suo turno." """
    replay = play(players=3, first=1, moves=[
        "1: draw mermaid5", "1: bank",
        "2: draw key3", "2: draw key4",
        "0: draw anchor5", "0: bank",
    ])
    assert [e["seat"] for e in events_of(replay, "turn")] == [1, 2, 0, 1]


# ------------------------------------------------------------------ the end of the game
def test_the_player_who_draws_the_last_card_ends_the_turn_by_banking_then_the_game_ends():
    """Fine del gioco (p. 4): "Il giocatore che pesca l'ultima carta finisce il proprio turno
    normlmente con una raccolta o con uno sballo. Poi il gioco finisce." """
    lines, seat = bust_out(leave=["anchor7", "mermaid9"])
    replay = play(traits=list(ENDGAME_TRAITS[:2]), moves=lines + [f"{seat}: draw anchor7", f"{seat}: draw mermaid9"])
    state = replay.state
    assert not state.is_over()
    assert state.observation(seat)["draw_pile"] == 0
    assert legal(state, seat) == ["bank"]
    events = state.apply(seat, GAME.parse_action("bank"))
    assert state.is_over() and state.current_players() == []
    assert events[-1]["type"] == "game-over"
    assert bank_cards(state, seat) == ["anchor7", "mermaid9"]
    assert state.returns() == [1.0 if s == seat else 0.0 for s in range(2)]


def test_the_player_who_draws_the_last_card_may_end_the_turn_with_a_bust_then_the_game_ends():
    """Fine del gioco (p. 4): "Il giocatore che pesca l'ultima carta finisce il proprio turno
    normlmente con una raccolta o con uno sballo. Poi il gioco finisce." """
    lines, seat = bust_out(leave=["anchor6", "anchor7"])
    replay = play(traits=list(ENDGAME_TRAITS[:2]), moves=lines + [f"{seat}: draw anchor6", f"{seat}: draw anchor7"])
    state = replay.state
    assert state.is_over()
    assert events_of(replay, "bust")[-1]["card"] == "anchor7"
    assert replay.events[-1] == {"type": "game-over", "scores": [0, 0], "winners": [0, 1]}


def test_the_game_goes_on_while_a_card_is_left_to_draw():
    """Fine del gioco (p. 4): the game ends only after the turn of "Il giocatore che pesca
    l'ultima carta"; "I giocatori possono contare le carte rimanenti nel mazzo di pesca in
    qualsiasi momento." """
    lines, seat = bust_out(leave=["anchor7", "mermaid9"])
    replay = play(traits=list(ENDGAME_TRAITS[:2]), moves=lines + [f"{seat}: draw anchor7", f"{seat}: bank"])
    state = replay.state
    other = 1 - seat
    assert not state.is_over()
    assert state.current == other
    assert state.observation(other)["draw_pile"] == 1
    assert legal(state, other) == ["draw"]


def test_with_the_draw_pile_empty_a_player_may_bank_even_an_empty_play_area():
    """Fine del gioco (p. 4): the player who drew the last card "finisce il proprio turno
    normlmente con una raccolta" -- here the last five cards, all Mermaids, went straight
    to a Casanova's bank, so nothing is left in play to bank."""
    mermaids = ["mermaid5", "mermaid6", "mermaid7", "mermaid8", "mermaid9"]
    lines, seat = bust_out(leave=mermaids)
    traits = ["casanova", "golden-scales"] if seat == 0 else ["golden-scales", "casanova"]
    replay = play(traits=traits, moves=lines + [f"{seat}: draw {m}" for m in mermaids])
    state = replay.state
    assert state.to_json()["play_area"] == []
    assert legal(state, seat) == ["bank"]
    state.apply(seat, GAME.parse_action("bank"))
    assert state.is_over()
    assert state.scores()[seat] == 9


# ------------------------------------------------------------------ the winner
def test_the_highest_score_wins_even_with_fewer_cards():
    """Determinare il vincitore (p. 4): "Il giocatore con il punteggio più alto è il
    vincitore." """
    lines, seat = bust_out(leave=["mermaid9", "anchor3", "key4"])
    other = 1 - seat
    replay = play(traits=list(ENDGAME_TRAITS[:2]), moves=lines + [
        f"{seat}: draw mermaid9", f"{seat}: bank",
        f"{other}: draw anchor3", f"{other}: draw key4", f"{other}: bank",
    ])
    state = replay.state
    assert state.is_over()
    scores = state.scores()
    assert scores[seat] == 9 + (5 if ENDGAME_TRAITS[seat] == "golden-scales" else 0)
    assert scores[other] == 7
    assert state.returns()[seat] == 1.0 and state.returns()[other] == 0.0


def test_a_tied_score_is_won_by_the_player_with_more_banked_cards():
    """Pareggio (p. 4): "Se c'è un pareggio, i giocatori in parità contano il numero di
    carte nelle loro riserve. Il giocatore con il maggior numero di carte in riserva vince
    la partita." """
    lines, seat = bust_out(leave=["anchor7", "hook3", "key4"])
    other = 1 - seat
    replay = play(traits=list(ENDGAME_TRAITS[:2]), moves=lines + [
        f"{seat}: draw anchor7", f"{seat}: bank",
        f"{other}: draw hook3", f"{other}: draw key4", f"{other}: bank",
    ])
    state = replay.state
    assert state.is_over()
    assert state.scores()[seat] == state.scores()[other] == 7
    assert state.returns()[other] == 1.0 and state.returns()[seat] == 0.0
    assert replay.events[-1]["winners"] == [other]


def test_a_tie_in_score_and_cards_is_a_shared_win():
    """Pareggio (p. 4): "Se c'è ancora pareggio entrambi i giocatori condividono la
    vittoria." Each tied winner's return is 1.0."""
    lines, seat = bust_out(players=3, leave=["anchor7", "hook7", "key3"])
    a, b, c = seat, (seat + 1) % 3, (seat + 2) % 3
    replay = play(players=3, traits=list(ENDGAME_TRAITS[:3]), moves=lines + [
        f"{a}: draw anchor7", f"{a}: bank",
        f"{b}: draw hook7", f"{b}: bank",
        f"{c}: draw key3", f"{c}: bank",
    ])
    state = replay.state
    assert state.is_over()
    returns = state.returns()
    assert returns[a] == returns[b] == 1.0 and returns[c] == 0.0
    assert sorted(replay.events[-1]["winners"]) == sorted([a, b])


def test_if_nobody_banks_anything_everyone_shares_the_win():
    """Pareggio (p. 4): "Se c'è ancora pareggio entrambi i giocatori condividono la
    vittoria." -- every turn of this game busts: all scores 0, all banks empty."""
    lines, _ = bust_out(players=2)
    replay = play(traits=list(ENDGAME_TRAITS[:2]), moves=lines)
    assert replay.state.is_over()
    assert replay.state.returns() == [1.0, 1.0]
    assert last_turn_events(replay)[-1]["type"] == "game-over"
