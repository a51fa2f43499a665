"""Set-up (rulebook p. 2) and the party variant (p. 12)."""

from __future__ import annotations

from collections import Counter

import pytest

from meeple.engine.core import CHANCE
from meeple.engine.errors import IllegalActionError, OptionsError
from meeple.engine.record import replay_record
from meeple.engine.registry import get_game
from meeple.games.dead_mans_draw.cards import DECK, card_text
from meeple.games.dead_mans_draw.content import TRAIT_IDS

from helpers import STARTING_DISCARD, discard, legal, play, replay_prefix, script, setup_moves

GAME = get_game("dead-mans-draw")


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_ten_lowest_cards_form_the_discard_pile_and_the_other_fifty_the_draw_pile(players):
    """Set up 1-2 (p. 2): "Rimuovere le carte Bottino con il numero più basso da ogni seme.
    (Nove Bottino Carte con il valore di 2, e una carta Sirena con il valore di 4.) Mescola
    queste dieci carte bottino per formare la pila degli scarti ... Mescolate le restanti 50
    Carte Bottino per formare il mazzo di pesca." """
    state = GAME.new_game(players)
    assert discard(state) == STARTING_DISCARD
    assert STARTING_DISCARD == sorted(
        ["anchor2", "hook2", "cannon2", "key2", "chest2", "map2", "oracle2", "sword2", "mermaid4", "kraken2"]
    )
    pile = state.to_json()["draw_pile"]
    assert len(pile) == 50 and len(set(pile)) == 50
    assert sorted(pile + STARTING_DISCARD) == sorted(card_text(c) for c in DECK)
    assert len(state.trait_deck) == 17


def test_a_deck_holds_ten_suits_of_six_cards_valued_two_to_seven_and_mermaids_four_to_nine():
    """Carte Bottino (p. 1): "Le carte bottino sono divise in dieci semi diversi. Ogni seme
    ha sei carte con un valore di 2-7, ad eccezione delle Sirene, che hanno un valore di
    4-9." """
    by_suit: dict[str, list[int]] = {}
    for c in DECK:
        text = card_text(c)
        suit = text.rstrip("0123456789")
        by_suit.setdefault(suit, []).append(int(text[len(suit):]))
    assert len(by_suit) == 10
    for suit, values in by_suit.items():
        expected = [4, 5, 6, 7, 8, 9] if suit == "mermaid" else [2, 3, 4, 5, 6, 7]
        assert sorted(values) == expected, suit


@pytest.mark.parametrize("players", [5, 6, 7, 8])
def test_the_party_variant_mixes_two_decks_twenty_discards_and_a_hundred_to_draw(players):
    """Variante Party Game (p. 12): "Se volete giocare con 5-8 giocatori, unire una copia
    aggiuntiva di Dead Man's Draw e mescolare i due mazzi insieme. All'inizio del gioco si
    avranno 20 carte nel mazzo degli scarti e 100 carte nel mazzo di pesca. Mescolare tutte
    le carte Tratto insieme, ma distribuire solo due carte Tratti ad ogni giocatore." """
    state = GAME.new_game(players)
    assert state.decks == 2
    assert sorted(discard(state)) == sorted(STARTING_DISCARD * 2)
    assert len(state.to_json()["draw_pile"]) == 100
    assert Counter(state.trait_deck) == Counter({t: 2 for t in range(17)})
    assert len(state.trait_deck) == 34
    replay = play(players=players, moves=[])
    dealt = replay.state.to_json()["dealt_traits"]
    assert [len(hand) for hand in dealt] == [2] * players
    assert len(replay.state.trait_deck) == 34 - 2 * players


def test_two_to_four_players_play_one_deck_and_five_to_eight_the_party_variant():
    """p. 1: "Dead Man's Draw è giocato da 2-4 pirati"; p. 12: "Se volete giocare con 5-8
    giocatori, unire una copia aggiuntiva"."""
    assert [GAME.new_game(n).decks for n in range(2, 9)] == [1, 1, 1, 2, 2, 2, 2]
    for n in (0, 1, 9):
        with pytest.raises(OptionsError, match="2-8 players"):
            GAME.new_game(n)


def test_in_the_party_variant_a_player_may_be_dealt_both_copies_of_a_trait():
    """Variante Party Game (p. 12): "Mescolare tutte le carte Tratto insieme" -- both copies
    of each trait are in the one trait deck."""
    hands = [["miser", "miser"]] + [["mystic", "navigator"]] * 2 + [["parry", "plunderer"]] * 2
    record = script(players=5, traits=["miser", "mystic", "navigator", "parry", "plunderer"], dealt=hands)
    state = replay_prefix(record, 10).state
    assert legal(state, 0) == ["keep miser"]
    assert sorted(legal(state, 1)) == ["keep mystic", "keep navigator"]
    assert replay_record(record).state.to_json()["traits"] == [
        "miser", "mystic", "navigator", "parry", "plunderer"
    ]


def test_each_player_is_dealt_two_traits_and_keeps_one_of_them():
    """Set up 3 (p. 2): "Mischiate le carte Personaggio e distribuitene due per ogni
    giocatore. Ogni giocatore sceglie una delle due Carte Personaggio, le Carte Personaggio
    inutilizzate vengono rimosse dal gioco." """
    record = script(dealt=[["miser", "parry"], ["mystic", "navigator"]], traits=["miser", "mystic"])
    state = replay_prefix(record, 4).state
    assert state.current_players() == [0, 1]
    assert sorted(legal(state, 0)) == ["keep miser", "keep parry"]
    assert sorted(legal(state, 1)) == ["keep mystic", "keep navigator"]
    with pytest.raises(IllegalActionError):
        state.apply(0, GAME.parse_action("keep mystic"))
    final = replay_record(record).state
    assert final.to_json()["traits"] == ["miser", "mystic"]
    assert sorted(final.to_json()["trait_deck"]) == sorted(
        set(TRAIT_IDS) - {"miser", "parry", "mystic", "navigator"}
    )


def test_traits_are_dealt_from_the_seventeen_trait_cards_at_random():
    """p. 1: "17 Carte Tratto Pirata"; Set up 3 (p. 2): "Mischiate le carte Personaggio e
    distribuitene due per ogni giocatore." Chance deals each trait still in the deck with
    equal probability."""
    state = GAME.new_game(3)
    outcomes = state.chance_outcomes()
    assert sorted(a.text for a, _ in outcomes) == sorted(f"trait {t}" for t in TRAIT_IDS)
    assert all(p == pytest.approx(1 / 17) for _, p in outcomes)
    state.apply(CHANCE, GAME.parse_action("trait miser"))
    assert "trait miser" not in [a.text for a, _ in state.chance_outcomes()]
    assert all(p == pytest.approx(1 / 16) for _, p in state.chance_outcomes())


def test_trait_choice_is_simultaneous_and_hidden_until_everyone_has_chosen():
    """Set up 3 (p. 2): "Ogni giocatore sceglie una delle due Carte Personaggio ... Ogni
    giocatore rivela il proprio Personaggio agli altri giocatori." Every seat chooses at
    once, in any order; no one sees another's choice until all have chosen."""
    record = script(players=3, traits=["miser", "mystic", "parry"])
    state = replay_prefix(record, 6).state
    assert state.current_players() == [0, 1, 2]
    state.apply(2, GAME.parse_action("keep parry"))
    assert state.current_players() == [0, 1]
    assert state.observation(2)["traits"] == [None, None, "parry"]
    assert state.observation(0)["traits"] == [None, None, None]
    state.apply(0, GAME.parse_action("keep miser"))
    assert state.observation(1)["traits"] == [None, None, None]
    assert state.observation(0)["traits"] == ["miser", None, None]
    events = state.apply(1, GAME.parse_action("keep mystic"))
    assert events[-1] == {"type": "traits-revealed", "traits": ["miser", "mystic", "parry"]}
    for seat in range(3):
        assert state.observation(seat)["traits"] == ["miser", "mystic", "parry"]


@pytest.mark.parametrize("players", [2, 3, 4, 5, 8])
def test_the_first_player_is_chosen_at_random(players):
    """Set up 4 (p. 2): "Scegliete a caso il primo giocatore." """
    record = script(players=players)
    state = replay_prefix(record, len(record.moves) - 1).state
    assert state.is_chance()
    outcomes = state.chance_outcomes()
    assert [a.text for a, _ in outcomes] == [f"first {s}" for s in range(players)]
    assert all(p == pytest.approx(1 / players) for _, p in outcomes)
    last = players - 1
    replay = play(players=players, first=last)
    assert replay.state.current == last
    assert replay.state.current_players() == [last]
    assert legal(replay.state, last) == ["draw"]


def test_davy_jones_locker_targets_the_only_opponent_in_a_two_player_game():
    """Davy Jones' Locker (p. 9): "In una partita a 3-4 giocatori, scegliete un giocatore
    all'inizio della partita" -- with two players there is nothing to choose."""
    record = script(traits=["davy-jones-locker", "mystic"])
    replay = replay_record(record)
    assert [m.action for m in record.moves if m.action.startswith("target")] == []
    assert replay.state.to_json()["locker_targets"] == [1, None]
    assert replay.state.current_players() == [0]


def test_davy_jones_locker_chooses_one_opponent_at_the_start_of_a_three_player_game():
    """Davy Jones' Locker (p. 9): "In una partita a 3-4 giocatori, scegliete un giocatore
    all'inizio della partita, e solo dal giocatore selezionato che sballa si raccolgono
    carte." """
    record = script(players=3, traits=["mystic", "davy-jones-locker", "navigator"])
    state = replay_prefix(record, 9).state
    assert state.to_json()["phase"] == "target"
    assert state.current_players() == [1]
    assert legal(state, 1) == ["target 0", "target 2"]
    assert legal(state, 0) == []
    state.apply(1, GAME.parse_action("target 2"))
    assert state.is_chance() and state.chance_outcomes()[0][0].text == "first 0"
    assert state.observation(0)["locker_targets"] == [None, 2, None]


def test_without_davy_jones_locker_no_target_is_chosen():
    """Davy Jones' Locker (p. 9): "scegliete un giocatore all'inizio della partita" -- the
    only trait that names a player; without it the set-up goes from the choice of traits
    straight to "Scegliete a caso il primo giocatore" (p. 2)."""
    record = script(players=4)
    state = replay_prefix(record, len(record.moves) - 1).state
    assert state.to_json()["phase"] == "first"
    assert setup_moves(4)[-1] == {"by": "chance", "action": "first 0"}
