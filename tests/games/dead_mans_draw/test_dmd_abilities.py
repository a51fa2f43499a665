"""The suit abilities and their edges (rulebook pp. 3, 5-7).

The seats keep traits that do not modify the suit under test.
"""

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
    legal,
    play,
    play_area,
)

GAME = get_game("dead-mans-draw")
PLAIN = ["golden-scales", "treasure-hunter"]  # scoring / Key & Chest only


def act(state, seat, text):
    return state.apply(seat, GAME.parse_action(text))


# ------------------------------------------------------------------ the most important rule
def test_a_card_placed_from_the_discard_pile_or_a_bank_triggers_its_ability_too():
    """La regola più importante (p. 3): "Ogni volta che una carta è collocata nell'Area di
    Gioco, sia dal mazzo di pesca, dal mazzo Scarti o dalle carte raccolte di qualsiasi
    giocatore, DOVETE sempre attivare l'abilità del seme." -- a Kraken taken with a Map
    from the discard pile, and a Cannon stolen with a Sword from a bank, both act."""
    replay = play(traits=["golden-scales", "mystic"], moves=[
        "0: draw map4",
        "chance: card kraken2", "chance: card anchor2", "chance: card hook2",
        "0: take kraken2",
    ])
    assert events_of(replay, "kraken") == [{"type": "kraken", "seat": 0, "cards": 2}]
    assert replay.state.kraken_need == 2
    replay = play(traits=["golden-scales", "mystic"], moves=[
        "0: draw cannon5", "0: draw mermaid6", "0: bank",
        "1: draw sword4", "1: sword 0 cannon",
    ])
    assert legal(replay.state, 1) == ["cannon 0 mermaid"]


def test_key_and_chest_do_nothing_when_placed_only_when_collected():
    """La regola più importante (p. 3): "Le uniche eccezioni sono le carte chiave e
    forziere. Le loro capacità speciali si attivano quando vengono raccolti dal
    giocatore." """
    replay = play(traits=PLAIN, moves=["0: draw key3", "0: draw chest5"])
    assert legal(replay.state, 0) == ["draw", "bank"]
    assert events_of(replay, "key-and-chest") == []
    assert not replay.state.is_chance()


# ------------------------------------------------------------------ Anchor
def test_the_anchor_protects_only_the_cards_placed_before_it():
    """Ancora (p. 5): "Raccogliere tutte le carte pescate prima dell' Ancora, anche se dopo
    sballi." -- the Anchor itself and the cards after it are discarded with the bust."""
    replay = play(traits=PLAIN, moves=[
        "0: draw key3", "0: draw anchor4", "0: draw mermaid6", "0: draw chest3", "0: draw mermaid7",
    ])
    assert bank_cards(replay.state, 0) == ["key3"]
    assert {"anchor4", "mermaid6", "chest3", "mermaid7"} <= set(discard(replay.state))


def test_an_anchor_drawn_first_protects_nothing():
    """Ancora (p. 5): "Raccogliere tutte le carte pescate prima dell' Ancora" -- there are
    none."""
    replay = play(traits=PLAIN, moves=["0: draw anchor4", "0: draw mermaid6", "0: draw mermaid7"])
    assert bank_cards(replay.state, 0) == []


# ------------------------------------------------------------------ Hook
def test_the_hook_plays_the_top_card_of_a_pile_of_your_choice_and_it_triggers():
    """Uncino (p. 5): "Scegliere la prima carta da qualsiasi pila di semi nella vostra
    riserva e posizionarla nell'Area di Gioco." The Hooked Cannon fires."""
    replay = play(traits=PLAIN, moves=[
        "0: draw cannon5", "0: draw mermaid6", "0: bank",
        "1: draw anchor3", "1: bank",
        "0: draw hook4",
    ])
    state = replay.state
    assert legal(state, 0) == ["hook cannon", "hook mermaid"]
    act(state, 0, "hook cannon")
    assert play_area(state) == ["hook4", "cannon5"]
    assert bank(state, 0) == {"mermaid": [6]}
    assert legal(state, 0) == ["cannon 1 anchor"]


def test_the_hook_is_annulled_when_your_bank_is_empty():
    """Uncino (p. 5): "Se non si dispone di carte nella tua riserva, l'abilità dell'Uncino
    è annullata." """
    replay = play(traits=PLAIN, moves=["0: draw mermaid6", "0: bank", "1: draw hook4"])
    assert events_of(replay, "annulled")[-1] == {
        "type": "annulled", "seat": 1, "ability": "hook", "reason": "the bank is empty",
    }
    assert legal(replay.state, 1) == ["draw", "bank"]


def test_the_hook_must_play_a_card_even_if_it_busts_and_that_card_is_lost():
    """Uncino (p. 5): "Si deve giocare una carta da uno dei vostri mazzi anche se l'unica
    carta a disposizione causerà uno sballo. Se il vostro turno finisce in uno sballo, non
    sarà possibile recuperare la carta che è stata spostata all'Area di Gioco con
    l'Uncino. Essa viene scartata con il resto delle carte." """
    replay = play(traits=PLAIN, moves=[
        "0: draw mermaid6", "0: bank",
        "1: draw anchor3", "1: bank",
        "0: draw mermaid5", "0: draw hook4",
    ])
    state = replay.state
    assert legal(state, 0) == ["hook mermaid"]
    act(state, 0, "hook mermaid")
    assert bank_cards(state, 0) == []
    assert {"mermaid5", "hook4", "mermaid6"} <= set(discard(state))
    assert state.current == 1


def test_the_hook_may_choose_a_pile_that_busts_even_when_a_safe_one_exists():
    """Uncino (p. 5): "Scegliere la prima carta da qualsiasi pila di semi nella vostra
    riserva" (ruling: any pile, busting or not)."""
    replay = play(traits=PLAIN, moves=[
        "0: draw mermaid6", "0: draw key4", "0: bank",
        "1: draw anchor3", "1: bank",
        "0: draw mermaid5", "0: draw hook4", "0: hook mermaid",
    ])
    assert events_of(replay, "bust")[-1]["card"] == "mermaid6"
    assert bank_cards(replay.state, 0) == ["key4"]


# ------------------------------------------------------------------ Cannon
def test_the_cannon_discards_the_top_card_of_any_opponents_pile():
    """Cannone (p. 5): "Posizionare la prima carta di una pila di semi della riserva di
    qualsiasi altro giocatore nella pila degli scarti." """
    replay = play(players=3, traits=["golden-scales", "beastmaster", "treasure-hunter"], moves=[
        "0: draw mermaid6", "0: draw key4", "0: bank",
        "1: draw mermaid5", "1: draw mermaid7",  # Zach busts
        "2: draw anchor3", "2: draw anchor5",  # Anne busts
        "0: draw cannon4", "0: bank",
        "1: draw anchor6", "1: bank",
        "2: draw cannon5",
    ])
    state = replay.state
    assert legal(state, 2) == ["cannon 0 cannon", "cannon 0 key", "cannon 0 mermaid", "cannon 1 anchor"]
    act(state, 2, "cannon 0 mermaid")
    assert bank(state, 0) == {"cannon": [4], "key": [4]}
    assert "mermaid6" in discard(state)


def test_the_cannon_is_annulled_when_no_opponent_has_banked_cards():
    """Cannone (p. 5): "Se non ci sono carte in riserva di qualsiasi opponente, questa
    abilità è annullata." -- your own bank does not count."""
    replay = play(traits=PLAIN, moves=["0: draw mermaid6", "0: bank", "1: draw anchor3", "1: bank",
                                       "0: draw cannon4"])
    assert legal(replay.state, 0) == ["cannon 1 anchor"]
    replay = play(traits=PLAIN, moves=["0: draw mermaid6", "0: bank", "1: draw anchor3", "1: draw anchor4",
                                       "0: draw cannon4"])
    assert events_of(replay, "annulled")[-1]["ability"] == "cannon"
    assert bank(replay.state, 0) == {"mermaid": [6]}


# ------------------------------------------------------------------ Key and Chest
def test_key_and_chest_with_fewer_cards_in_the_discard_pile_take_all_there_are():
    """Chiave e Forziere (p. 6): "prendere dal mazzo degli scarti lo stesso numero di carte
    che si è spostato nella vostra banca con la raccolta." With fewer cards there, the
    bonus is what there is."""
    replay = play(traits=["golden-scales", "beastmaster"], first=0, moves=[
        "0: draw key5", "0: draw mermaid7", "0: draw chest3", "0: draw anchor6", "0: draw cannon5",
        "0: bank",
        "chance: card anchor2", "chance: card hook2", "chance: card map2",
        "chance: card mermaid4", "chance: card kraken2",
        "1: draw key4", "1: draw chest4", "1: draw anchor4", "1: draw mermaid8",
        "1: draw oracle4", "chance: card hook3", "1: draw",  # the revealed Hook: Zach's bank is empty
        "1: bank",
        "chance: card cannon2", "chance: card key2", "chance: card chest2", "chance: card oracle2",
        "chance: card sword2",
    ])
    state = replay.state
    assert events_of(replay, "key-and-chest")[-1] == {"type": "key-and-chest", "seat": 1, "bonus": 6}
    assert discard(state) == []
    assert len(bank_cards(state, 1)) == 6 + 5
    assert state.current == 0 and legal(state, 0) == ["draw"]


def test_key_and_chest_with_an_empty_discard_pile_bring_nothing():
    """Chiave e Forziere (p. 6): the bonus cards come "dal mazzo degli scarti"; when it is
    empty there is nothing to take."""
    all_ten = ["anchor2", "hook2", "cannon2", "key2", "chest2", "map2", "oracle2", "sword2", "mermaid4", "kraken2"]
    replay = play(traits=["treasure-hunter", "golden-scales"], moves=[
        "0: draw key5", "0: draw chest3", "0: draw mermaid7", "0: draw anchor4", "0: bank",
        *[f"chance: card {c}" for c in all_ten],
        "1: draw key4", "1: draw chest4", "1: bank",
    ])
    assert events_of(replay, "key-and-chest")[-1]["bonus"] == 2
    assert events_of(replay, "annulled")[-1]["ability"] == "key-and-chest"
    assert bank_cards(replay.state, 1) == ["chest4", "key4"]
    assert replay.state.current == 0


def test_key_and_chest_need_both_in_play_when_collecting():
    """Chiave e Forziere (p. 6): "Se c'è una Chiave e un Forziere nell'Area di Gioco nel
    momento in cui si raccolgono carte" -- a Key alone brings nothing, nor does a Chest
    already in the bank."""
    replay = play(traits=PLAIN, moves=["0: draw chest5", "0: bank", "1: draw mermaid5", "1: bank",
                                       "0: draw key3", "0: bank"])
    assert events_of(replay, "key-and-chest") == []
    assert not replay.state.is_chance()


def test_key_and_chest_protected_by_an_anchor_bring_their_bonus_after_a_bust():
    """Chiave e Forziere (p. 6) "nel momento in cui si raccolgono carte" and Ancora (p. 5)
    "Raccogliere tutte le carte pescate prima dell' Ancora, anche se dopo sballi" (ruling:
    the bonus counts the cards collected; the bust's cards are discarded first, so the
    bonus may bring one back)."""
    replay = play(traits=PLAIN, moves=[
        "0: draw key3", "0: draw chest4", "0: draw anchor5", "0: draw mermaid6", "0: draw anchor6",
        "chance: card sword2", "chance: card anchor6",
    ])
    state = replay.state
    assert events_of(replay, "key-and-chest") == [{"type": "key-and-chest", "seat": 0, "bonus": 2}]
    assert bank_cards(state, 0) == ["anchor6", "chest4", "key3", "sword2"]
    assert state.current == 1


# ------------------------------------------------------------------ Map
def test_the_map_reveals_three_discarded_cards_and_one_goes_into_play():
    """Mappa (p. 6): "Mescolate la pila degli scarti e rivelate tre carte dal mazzo degli
    scarti. Poi inserite una carta tre queste nell'Area di Gioco" -- the other two go back."""
    replay = play(traits=["golden-scales", "mystic"], moves=[
        "0: draw map4", "chance: card anchor2", "chance: card mermaid4", "chance: card hook2",
    ])
    state = replay.state
    assert state.observation(1)["map_revealed"] == ["anchor2", "mermaid4", "hook2"]
    assert sorted(legal(state, 0)) == ["take anchor2", "take hook2", "take mermaid4"]
    act(state, 0, "take mermaid4")
    assert play_area(state) == ["map4", "mermaid4"]
    assert "anchor2" in discard(state) and "hook2" in discard(state)
    assert len(discard(state)) == 9
    assert state.observation(1)["map_revealed"] == []


def test_the_map_card_must_be_taken_even_if_it_busts():
    """Mappa (p. 6): "Poi inserite una carta tre queste nell'Area di Gioco, anche se questo
    provoca uno sballo." """
    replay = play(traits=["golden-scales", "mystic"], moves=[
        "0: draw mermaid6", "0: draw map4",
        "chance: card map2", "chance: card mermaid4", "chance: card sword2",
    ])
    assert sorted(legal(replay.state, 0)) == ["take map2", "take mermaid4", "take sword2"]
    act(replay.state, 0, "take mermaid4")
    assert replay.state.current == 1
    assert {"mermaid6", "map4", "mermaid4", "map2", "sword2"} <= set(discard(replay.state))


def test_the_map_reveals_what_is_left_when_fewer_than_three_are_discarded_and_nothing_when_none():
    """Mappa (p. 6): "Se non ci sono carte nella pila degli scarti quando la carta Mappa è
    pescata, l'abilità viene annullata. Se ci sono meno di tre carte, pescare le carte
    rimanenti." A Treasure Hunter's bonus empties the discard pile first."""
    all_ten = ["anchor2", "hook2", "cannon2", "key2", "chest2", "map2", "oracle2", "sword2", "mermaid4", "kraken2"]
    replay = play(traits=["treasure-hunter", "golden-scales"], moves=[
        "0: draw key5", "0: draw chest3", "0: draw mermaid7", "0: draw anchor4", "0: bank",
        *[f"chance: card {c}" for c in all_ten],
        "1: draw map3",
    ])
    assert events_of(replay, "annulled")[-1] == {
        "type": "annulled", "seat": 1, "ability": "map", "reason": "the discard pile is empty",
    }
    assert legal(replay.state, 1) == ["draw", "bank"]
    replay = play(traits=["treasure-hunter", "golden-scales"], moves=[
        "0: draw key5", "0: draw chest3", "0: draw mermaid7", "0: draw anchor4", "0: bank",
        *[f"chance: card {c}" for c in all_ten],
        "1: draw map3", "1: bank",
        "0: draw mermaid6", "0: draw mermaid8",
        "1: draw map4", "chance: card mermaid8", "chance: card mermaid6",
    ])
    state = replay.state
    assert not state.is_chance()
    assert state.observation(0)["map_revealed"] == ["mermaid8", "mermaid6"]
    assert sorted(legal(state, 1)) == ["take mermaid6", "take mermaid8"]
    with pytest.raises(IllegalActionError):
        act(state, -1, "card anchor2")


# ------------------------------------------------------------------ Oracle
def test_the_oracle_reveals_the_top_card_of_the_draw_pile():
    """Oracolo (p. 6): "Rivela la carta in cima al mazzo." """
    replay = play(traits=PLAIN, moves=["0: draw oracle5", "chance: card kraken6"])
    state = replay.state
    assert state.observation(1)["draw_pile_top"] == ["kraken6"]
    assert state.observation(0)["draw_pile"] == 49  # the revealed card is still on it
    assert events_of(replay, "reveal") == [{"type": "reveal", "seat": 0, "card": "kraken6"}]


def test_the_oracle_is_annulled_when_it_is_the_last_card_of_the_draw_pile():
    """Oracolo (p. 6): "Se l'Oracolo è l'ultima carta del mazzo, l'abilità viene
    annullata." """
    lines, seat = bust_out(leave=["oracle7"])
    replay = play(traits=list(ENDGAME_TRAITS[:2]), moves=lines + [f"{seat}: draw oracle7"])
    assert events_of(replay, "annulled")[-1]["ability"] == "oracle"
    assert not replay.state.is_chance()
    assert legal(replay.state, seat) == ["bank"]


def test_the_oracle_reveals_the_one_card_left_when_it_is_the_last_but_one():
    """Oracolo (p. 6): "Rivela la carta in cima al mazzo" -- the last card of the pile."""
    lines, seat = bust_out(leave=["oracle7", "mermaid9"])
    replay = play(traits=list(ENDGAME_TRAITS[:2]), moves=lines + [f"{seat}: draw oracle7"])
    assert [a.text for a in replay.state.legal_actions(-1)] == ["card mermaid9"]


def test_a_turn_ending_with_only_a_face_up_card_left_does_not_end_the_game():
    """"Il giocatore che pesca l'ultima carta finisce il proprio turno ... Poi il gioco
    finisce" (p. 4): a card an Oracle left face up is still in the draw pile (DMD-17), so the
    game goes on until someone draws it."""
    lines, seat = bust_out(leave=["oracle7", "mermaid9"])
    replay = play(traits=list(ENDGAME_TRAITS[:2]), moves=lines + [
        f"{seat}: draw oracle7", "chance: card mermaid9", f"{seat}: bank",
    ])
    state = replay.state
    assert not state.is_over()
    other = 1 - seat
    assert state.current_players() == [other] and legal(state, other) == ["draw"]
    act(state, other, "draw")
    assert legal(state, other) == ["bank"], "the last card is drawn: only banking remains"
    act(state, other, "bank")
    assert state.is_over()


# ------------------------------------------------------------------ Sword
def test_the_sword_steals_an_opponents_top_card_into_play_and_it_triggers():
    """Spada (p. 7): "Rubare la prima carta da una Pila di Semi di qualsiasi altro
    giocatore, e posizionare la carta rubata nell' Area di Gioco." """
    replay = play(traits=PLAIN, moves=[
        "0: draw kraken5", "0: draw kraken6",  # Eliza busts
        "1: draw oracle5", "chance: card kraken4", "1: draw", "1: draw mermaid6", "1: draw anchor4", "1: bank",
        "0: draw sword4",
    ])
    state = replay.state
    assert legal(state, 0) == ["sword 1 anchor", "sword 1 oracle", "sword 1 mermaid", "sword 1 kraken"]
    act(state, 0, "sword 1 kraken")
    assert play_area(state) == ["sword4", "kraken4"]
    assert state.kraken_need == 2
    assert "kraken" not in bank(state, 1)


def test_the_sword_is_annulled_when_no_opponent_has_a_pile_of_a_suit_you_do_not_bank():
    """Spada (p. 7): "È necessario scegliere una pila di Semi di un avversario che non avete
    nella vostra banca" -- with none, the Sword does nothing."""
    replay = play(traits=PLAIN, moves=[
        "0: draw mermaid6", "0: bank",
        "1: draw mermaid5", "1: bank",
        "0: draw sword4",
    ])
    assert events_of(replay, "annulled")[-1]["ability"] == "sword"
    assert play_area(replay.state) == ["sword4"]
    assert legal(replay.state, 0) == ["draw", "bank"]
    replay = play(traits=PLAIN, moves=["0: draw sword4"])
    assert events_of(replay, "annulled")[-1]["ability"] == "sword"


def test_the_sword_must_steal_even_a_card_that_busts():
    """Spada (p. 7): "anche se la carta scelta ti farà fallire." The stolen card is
    discarded with the rest (ruling: even when a safe pile could be chosen)."""
    replay = play(traits=PLAIN, moves=[
        "0: draw mermaid6", "0: draw anchor4", "0: bank",
        "1: draw mermaid5", "1: draw sword4",
    ])
    assert legal(replay.state, 1) == ["sword 0 anchor", "sword 0 mermaid"]  # a safe pile too
    events = act(replay.state, 1, "sword 0 mermaid")
    assert [e["card"] for e in events if e["type"] == "bust"] == ["mermaid6"]
    assert replay.state.current == 0
    assert bank_cards(replay.state, 0) == ["anchor4"]
    assert {"mermaid5", "sword4", "mermaid6"} <= set(discard(replay.state))
    assert bank_cards(replay.state, 1) == []


def test_the_sword_may_steal_from_any_opponent():
    """Spada (p. 7): "da una Pila di Semi di qualsiasi altro giocatore"."""
    replay = play(players=3, traits=["golden-scales", "beastmaster", "treasure-hunter"], moves=[
        "0: draw anchor3", "0: bank",
        "1: draw key3", "1: bank",
        "2: draw sword4",
    ])
    assert legal(replay.state, 2) == ["sword 0 anchor", "sword 1 key"]


# ------------------------------------------------------------------ Mermaid
def test_the_mermaid_has_no_ability_and_is_worth_four_to_nine():
    """Sirena (p. 7): "Questo seme non ha un'abilità attivata, ma i valori delle carte vanno
    da 4-9, piuttosto che da 2-7." """
    replay = play(traits=PLAIN, moves=["0: draw mermaid9"])
    assert [e["type"] for e in replay.events[-2:]] == ["draw", "place"]
    act(replay.state, 0, "bank")
    assert replay.state.scores()[0] == 9 + 5  # Golden Scales adds 5


# ------------------------------------------------------------------ Kraken
def test_banking_is_refused_while_the_kraken_is_owed_cards():
    """Kraken (p. 7): "Pescare due carte supplementari e collocarle nell'Area di Gioco prima
    di poter raccogliere." """
    replay = play(traits=PLAIN, moves=["0: draw mermaid5", "0: draw kraken4", "0: draw anchor5"])
    state = replay.state
    assert state.observation(1)["kraken_cards_owed"] == 1
    before = state.to_json()
    with pytest.raises(IllegalActionError, match="Kraken makes you add 1 more card"):
        act(state, 0, "bank")
    assert state.to_json() == before


def test_a_bust_while_the_kraken_is_owed_cards_ends_the_turn_as_usual():
    """Kraken (p. 7) with Sballato! (p. 3): the owed cards are drawn like any other, and "se
    il seme della carta appena pescata è uguale al seme, di qualsiasi altra carta nell'area
    di gioco, hai Sballato!" -- the obligation ends with the turn."""
    replay = play(traits=PLAIN, moves=["0: draw mermaid5", "0: draw kraken4", "0: draw mermaid6"])
    assert replay.state.current == 1 and replay.state.kraken_need == 0


def test_an_oracle_counts_as_one_of_the_krakens_cards():
    """Kraken (p. 7): "almeno due carte supplementari sono state aggiunte all'Area di
    Gioco" -- an Oracle is one; the revealed card, once drawn, is the second."""
    replay = play(traits=PLAIN, moves=["0: draw kraken4", "0: draw oracle4", "chance: card mermaid6"])
    assert replay.state.kraken_need == 1
    assert legal(replay.state, 0) == ["draw"]
    act(replay.state, 0, "draw")
    assert legal(replay.state, 0) == ["draw", "bank"]


def test_the_krakens_obligation_lapses_when_the_draw_pile_is_empty():
    """Kraken (p. 7) and Fine del gioco (p. 4): "Il giocatore che pesca l'ultima carta
    finisce il proprio turno normlmente con una raccolta" (ruling: the Kraken's obligation
    lapses with the draw pile)."""
    lines, seat = bust_out(leave=["kraken7", "mermaid9"])
    replay = play(traits=list(ENDGAME_TRAITS[:2]), moves=lines + [f"{seat}: draw kraken7", f"{seat}: draw mermaid9"])
    state = replay.state
    assert state.kraken_need == 1
    assert legal(state, seat) == ["bank"]
    act(state, seat, "bank")
    assert state.is_over()
    assert bank_cards(state, seat) == ["kraken7", "mermaid9"]


def test_an_oracle_played_while_a_card_is_face_up_reveals_no_new_card():
    """Oracolo (p. 6): "Rivela la carta in cima al mazzo" -- the top card is already face
    up (ruling: the revealed cards stay on top, DMD-10)."""
    replay = play(traits=["mystic", "golden-scales"], moves=[
        "0: draw oracle4", "chance: card oracle5", "chance: card anchor3", "chance: card key3", "0: bank",
        "1: draw",
    ])
    state = replay.state
    assert play_area(state) == ["oracle5"]
    assert not state.is_chance()
    assert events_of(replay, "oracle") == [{"type": "oracle", "seat": 1, "top": ["anchor3"]}]
    assert state.observation(0)["draw_pile_top"] == ["anchor3", "key3"]
    assert legal(state, 1) == ["draw", "bank"]


def test_key_and_chest_on_the_last_turn_are_paid_before_the_game_ends():
    """Fine del gioco (p. 4): the last player "finisce il proprio turno normlmente con una
    raccolta ... Poi il gioco finisce." -- the turn resolves the bonus first."""
    lines, seat = bust_out(leave=["key7", "chest7"])
    replay = play(traits=["golden-scales", "swordsman"], moves=lines + [
        f"{seat}: draw key7", f"{seat}: draw chest7", f"{seat}: bank",
    ])
    state = replay.state
    assert not state.is_over() and state.is_chance()
    act(state, -1, "card map2")
    act(state, -1, "card kraken2")
    assert state.is_over()
    assert bank_cards(state, seat) == ["chest7", "key7", "kraken2", "map2"]


def test_a_sword_that_parry_discards_still_counts_for_the_kraken():
    """Kraken (p. 7): "almeno due carte supplementari sono state aggiunte all'Area di
    Gioco"; Parry (p. 10): "scartare la spada senza alcun effetto" -- the Sword was added
    before it was discarded (ruling DMD-8)."""
    replay = play(traits=["golden-scales", "parry"], moves=[
        "0: draw kraken4", "0: draw sword4", "0: draw mermaid5",
    ])
    state = replay.state
    assert play_area(state) == ["kraken4", "mermaid5"]
    assert state.kraken_need == 0
    assert legal(state, 0) == ["draw", "bank"]
