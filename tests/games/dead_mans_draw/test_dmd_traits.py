"""The seventeen pirate traits (rulebook pp. 8-11, "Tratti dei Personaggi")."""

from __future__ import annotations

from meeple.engine.registry import get_game

from helpers import (
    ENDGAME_TRAITS,
    STARTING_DISCARD,
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


def act(state, seat, text):
    return state.apply(seat, GAME.parse_action(text))


# ------------------------------------------------------------------ Beastmaster
def test_beastmaster_makes_every_opponent_add_four_cards_for_a_kraken():
    """Beastmaster (p. 8): "Kraken: Tutti gli avversari devono aggiungere quattro carte
    invece di due, quando il Kraken è pescato." """
    replay = play(players=3, traits=["golden-scales", "beastmaster", "treasure-hunter"], moves=[
        "0: draw kraken4", "0: draw mermaid5", "0: draw anchor3", "0: draw key3",
    ])
    assert events_of(replay, "kraken") == [{"type": "kraken", "seat": 0, "cards": 4}]
    assert legal(replay.state, 0) == ["draw"]
    act(replay.state, 0, "draw")
    act(replay.state, -1, "card chest3")
    assert legal(replay.state, 0) == ["draw", "bank"]


def test_beastmasters_own_kraken_asks_for_two_cards():
    """Beastmaster (p. 8): "Tutti gli avversari" -- not the Beastmaster."""
    replay = play(traits=["beastmaster", "golden-scales"], moves=["0: draw kraken4"])
    assert replay.state.kraken_need == 2


# ------------------------------------------------------------------ Captain's Hook
def test_captains_hook_plays_two_cards_each_ability_resolving_in_turn():
    """Captain's Hook (p. 8): "Uncino: Deve giocare due carte dalla tua banca, invece di
    una." (Ruling: one after the other, the first card's ability resolving first.)"""
    replay = play(traits=["captains-hook", "golden-scales"], moves=[
        "0: draw cannon5", "0: draw mermaid6", "0: bank",
        "1: draw anchor3", "1: draw key5", "1: bank",
        "0: draw hook4",
    ])
    state = replay.state
    assert legal(state, 0) == ["hook cannon", "hook mermaid"]
    act(state, 0, "hook cannon")
    assert legal(state, 0) == ["cannon 1 anchor", "cannon 1 key"]
    act(state, 0, "cannon 1 key")
    assert legal(state, 0) == ["hook mermaid"]
    act(state, 0, "hook mermaid")
    assert play_area(state) == ["hook4", "cannon5", "mermaid6"]
    assert bank(state, 0) == {}
    assert legal(state, 0) == ["draw", "bank"]


def test_captains_hook_with_a_single_banked_card_plays_only_that_one():
    """Captain's Hook (p. 8) with Uncino (p. 5): "Se non si dispone di carte nella tua
    riserva, l'abilità dell'Uncino è annullata." -- the second card is annulled."""
    replay = play(traits=["captains-hook", "golden-scales"], moves=[
        "0: draw mermaid6", "0: bank",
        "1: draw anchor3", "1: bank",
        "0: draw hook4", "0: hook mermaid",
    ])
    assert events_of(replay, "annulled")[-1]["ability"] == "hook"
    assert play_area(replay.state) == ["hook4", "mermaid6"]
    assert legal(replay.state, 0) == ["draw", "bank"]


def test_captains_hook_stops_when_the_first_card_busts():
    """Captain's Hook (p. 8) with Sballato! (p. 3): "Se si sballa ... il turno è finito." """
    replay = play(traits=["captains-hook", "golden-scales"], moves=[
        "0: draw mermaid6", "0: draw anchor5", "0: bank",
        "1: draw anchor3", "1: bank",
        "0: draw mermaid5", "0: draw hook4", "0: hook mermaid",
    ])
    assert replay.state.current == 1
    assert bank(replay.state, 0) == {"anchor": [5]}


# ------------------------------------------------------------------ Casanova
def test_casanovas_mermaids_go_straight_to_the_bank_and_do_not_count_for_the_kraken():
    """Casanova (p. 8): "Sirena: Le sirene sono automaticamente collezionate. Se si dispone
    di un Kraken in gioco e si pesca una sirena, esse non contano per il Kraken perché la
    sirena è collezionata prima della sua immissione nell'Area di Gioco." """
    replay = play(traits=["casanova", "golden-scales"], moves=["0: draw kraken4", "0: draw mermaid6"])
    state = replay.state
    assert bank(state, 0) == {"mermaid": [6]}
    assert play_area(state) == ["kraken4"]
    assert state.kraken_need == 2
    assert legal(state, 0) == ["draw"]


def test_casanovas_mermaids_never_bust_and_the_turn_goes_on():
    """Casanova (p. 8): "Le sirene sono automaticamente collezionate" (ruling: without
    ending the turn)."""
    replay = play(traits=["casanova", "golden-scales"], moves=[
        "0: draw mermaid5", "0: draw mermaid6", "0: draw key3", "0: draw mermaid7",
    ])
    state = replay.state
    assert events_of(replay, "bust") == []
    assert bank(state, 0) == {"mermaid": [7, 6, 5]}
    assert play_area(state) == ["key3"]
    assert state.current == 0 and legal(state, 0) == ["draw", "bank"]


# ------------------------------------------------------------------ Davy Jones' Locker
def test_davy_jones_locker_collects_every_card_the_opponents_bust_discards():
    """Davy Jones' Locker (p. 9): "Si collezionano le carte del tuo avversario quando
    sballa una raccolta." (Ruling: every card the bust discards, the busting card included,
    but not the cards an Anchor protects.)"""
    replay = play(traits=["davy-jones-locker", "golden-scales"], first=1, moves=[
        "1: draw key3", "1: draw anchor4", "1: draw mermaid5", "1: draw mermaid6",
    ])
    state = replay.state
    assert bank_cards(state, 1) == ["key3"]
    assert bank_cards(state, 0) == ["anchor4", "mermaid5", "mermaid6"]
    assert discard(state) == STARTING_DISCARD
    assert events_of(replay, "bust")[-1]["collected_by"] == 0


def test_davy_jones_locker_gets_no_key_and_chest_bonus_from_its_haul():
    """Davy Jones' Locker (p. 9) and Chiave e Forziere (p. 6): the bonus comes "nel
    momento in cui si raccolgono carte" by the player banking -- not from a bust's haul."""
    replay = play(traits=["davy-jones-locker", "golden-scales"], first=1, moves=[
        "1: draw key3", "1: draw chest3", "1: draw mermaid5", "1: draw mermaid6",
    ])
    assert events_of(replay, "key-and-chest") == []
    assert bank_cards(replay.state, 0) == ["chest3", "key3", "mermaid5", "mermaid6"]
    assert not replay.state.is_chance() and replay.state.current == 0


def test_davy_jones_locker_in_three_player_games_collects_only_from_its_target():
    """Davy Jones' Locker (p. 9): "In una partita a 3-4 giocatori, scegliete un giocatore
    all'inizio della partita, e solo dal giocatore selezionato che sballa si raccolgono
    carte." """
    replay = play(players=3, traits=["davy-jones-locker", "golden-scales", "treasure-hunter"],
                  targets={0: 2}, first=1, moves=[
        "1: draw mermaid5", "1: draw mermaid6",
        "2: draw anchor4", "2: draw anchor5",
    ])
    state = replay.state
    assert {"mermaid5", "mermaid6"} <= set(discard(state))
    assert bank_cards(state, 0) == ["anchor4", "anchor5"]
    assert bank_cards(state, 2) == []


def test_davy_jones_locker_does_not_collect_its_own_bust():
    """Davy Jones' Locker (p. 9): "le carte del tuo avversario"."""
    replay = play(traits=["davy-jones-locker", "golden-scales"], moves=["0: draw mermaid5", "0: draw mermaid6"])
    assert bank_cards(replay.state, 0) == [] and bank_cards(replay.state, 1) == []


def test_of_two_lockers_aiming_at_the_same_player_the_first_after_the_buster_collects():
    """Variante Party Game (p. 12): "Mescolare tutte le carte Tratto insieme" -- two
    players may hold Davy Jones' Locker (ruling DMD-5: the first after the busting player,
    in turn order, collects)."""
    replay = play(players=5, traits=["davy-jones-locker", "golden-scales", "mystic", "davy-jones-locker", "navigator"],
                  targets={0: 1, 3: 1}, first=1, moves=["1: draw mermaid5", "1: draw mermaid6"])
    assert bank_cards(replay.state, 3) == ["mermaid5", "mermaid6"]
    assert bank_cards(replay.state, 0) == []


# ------------------------------------------------------------------ Fisherman
def test_fishermans_krakens_go_straight_to_the_bank_and_ask_for_no_cards():
    """Fisherman (p. 9): "Kraken: i Kraken sono raccolti in modo automatico e il personaggio
    Fischerman non pesca carte supplementari." """
    replay = play(traits=["fisherman", "golden-scales"], moves=["0: draw mermaid5", "0: draw kraken4"])
    state = replay.state
    assert bank(state, 0) == {"kraken": [4]}
    assert events_of(replay, "kraken") == []
    assert state.kraken_need == 0
    assert legal(state, 0) == ["draw", "bank"]
    act(state, 0, "draw")
    events = act(state, -1, "card kraken5")
    assert [e["type"] for e in events] == ["draw", "auto-collect"]
    assert state.current == 0
    assert bank(state, 0) == {"kraken": [5, 4]}


# ------------------------------------------------------------------ Golden Scales
def test_golden_scales_adds_five_points_with_any_mermaid():
    """Golden Scales (p. 9): "Sirena: Le Sirene valgono 5 punti supplementari." (Ruling:
    5 more if the holder banks any Mermaid.)"""
    replay = play(traits=["golden-scales", "mystic"], moves=[
        "0: draw mermaid6", "0: draw anchor3", "0: bank",
        "1: draw mermaid7", "1: bank",
    ])
    assert replay.state.scores() == [6 + 5 + 3, 7]
    replay = play(traits=["golden-scales", "mystic"], moves=["0: draw anchor3", "0: bank"])
    assert replay.state.scores() == [3, 0]


# ------------------------------------------------------------------ Miser
def test_misers_hook_protects_only_itself_and_the_next_card():
    """Miser (p. 9): "Uncino: Quando si gioca un Uncino nell'Area di Gioco, l' Uncino e la
    carta successiva sono protetti da uno sballo." """
    replay = play(traits=["miser", "golden-scales"], moves=[
        "0: draw cannon3", "0: draw hook4", "0: draw mermaid6", "0: draw key3", "0: draw cannon5",
    ])
    state = replay.state
    assert bank_cards(state, 0) == ["hook4", "mermaid6"]
    assert {"cannon3", "key3", "cannon5"} <= set(discard(state))


# ------------------------------------------------------------------ Navigator
def test_navigator_takes_any_card_of_the_discard_pile_with_the_map():
    """Navigator (p. 9): "Mappa: Scegli qualsiasi carta dal mazzo degli scarti invece di
    sceglierne una dalle tre carte pescate a caso." """
    replay = play(traits=["navigator", "golden-scales"], moves=["0: draw map4"])
    state = replay.state
    assert not state.is_chance()
    assert sorted(legal(state, 0)) == sorted(f"take {c}" for c in STARTING_DISCARD)
    act(state, 0, "take kraken2")
    assert play_area(state) == ["map4", "kraken2"]
    assert state.kraken_need == 2
    assert "kraken2" not in discard(state)


# ------------------------------------------------------------------ Master Gunner
def test_master_gunner_discards_the_whole_pile():
    """Master Gunner (p. 9): "Cannoni: Scarta l'intera Pila di Seme invece che solo la
    prima carta." """
    replay = play(traits=["master-gunner", "golden-scales"], first=1, moves=[
        "1: draw mermaid5", "1: draw anchor4", "1: bank",
        "0: draw key3", "0: bank",
        "1: draw mermaid7", "1: bank",
        "0: draw cannon4", "0: cannon 1 mermaid",
    ])
    state = replay.state
    assert bank(state, 1) == {"anchor": [4]}
    assert {"mermaid5", "mermaid7"} <= set(discard(state))
    assert events_of(replay, "cannon")[-1]["cards"] == ["mermaid7", "mermaid5"]


# ------------------------------------------------------------------ Misfire
def test_misfire_makes_an_opponents_cannon_pay_the_holder_a_top_card():
    """Misfire (p. 10): "Cannoni: Ogni avversario che pesca un cannone deve piazzare la
    prima carta di una pila di semi dalla propria Banca alla tua Banca." (Ruling: instead of
    firing.)"""
    replay = play(traits=["golden-scales", "misfire"], moves=[
        "0: draw mermaid6", "0: draw key3", "0: bank",
        "1: draw anchor4", "1: bank",
        "0: draw cannon4",
    ])
    state = replay.state
    assert legal(state, 0) == ["give key", "give mermaid"]
    act(state, 0, "give mermaid")
    assert bank(state, 1) == {"anchor": [4], "mermaid": [6]}
    assert bank(state, 0) == {"key": [3]}
    assert events_of(replay, "cannon") == []


def test_misfire_takes_nothing_from_an_empty_bank_and_the_cannon_does_not_fire():
    """Misfire (p. 10): "deve piazzare la prima carta di una pila di semi dalla propria
    Banca" (ruling: nothing when that bank is empty)."""
    replay = play(traits=["golden-scales", "misfire"], first=1, moves=[
        "1: draw anchor4", "1: bank",
        "0: draw cannon4",
    ])
    assert events_of(replay, "annulled")[-1]["ability"] == "misfire"
    assert bank(replay.state, 1) == {"anchor": [4]}
    assert legal(replay.state, 0) == ["draw", "bank"]


def test_the_misfire_holders_own_cannon_fires_as_usual():
    """Misfire (p. 10): "Ogni avversario che pesca un cannone" -- not the holder."""
    replay = play(traits=["golden-scales", "misfire"], moves=[
        "0: draw mermaid6", "0: bank",
        "1: draw cannon4",
    ])
    assert legal(replay.state, 1) == ["cannon 0 mermaid"]


def test_every_misfire_holder_is_paid_in_turn_order_from_the_cannons_left():
    """Misfire (p. 10): "Ogni avversario che pesca un cannone deve piazzare la prima carta
    di una pila di semi dalla propria Banca alla tua Banca." -- with two holders in the
    party variant, each is paid (ruling DMD-7)."""
    replay = play(players=5, traits=["golden-scales", "misfire", "mystic", "misfire", "navigator"], moves=[
        "0: draw mermaid6", "0: draw key3", "0: bank",
        "1: draw anchor3", "1: bank",
        "2: draw anchor4", "2: bank",
        "3: draw mermaid5", "3: bank",
        "4: draw anchor5", "4: bank",
        "0: draw cannon4",
    ])
    state = replay.state
    assert state.observation(0)["pending"] == {"effect": "misfire", "chance": False, "to": 1}
    act(state, 0, "give mermaid")
    assert state.observation(0)["pending"] == {"effect": "misfire", "chance": False, "to": 3}
    assert legal(state, 0) == ["give key"]
    act(state, 0, "give key")
    assert bank(state, 1) == {"anchor": [3], "mermaid": [6]}
    assert bank(state, 3) == {"key": [3], "mermaid": [5]}
    assert bank(state, 0) == {}
    assert legal(state, 0) == ["draw", "bank"]


# ------------------------------------------------------------------ Safe Harbor
def test_safe_harbor_protects_the_anchor_and_the_next_two_cards():
    """Safe Harbor (p. 10): "Ancora: La carta Ancora e le prossime due carte dopo l'Ancora
    sono protette da uno sballo." The cards before the Anchor stay protected too."""
    replay = play(traits=["safe-harbor", "golden-scales"], moves=[
        "0: draw key3", "0: draw anchor4", "0: draw mermaid5", "0: draw cannon3", "0: draw sword4",
        "0: draw mermaid6",
    ])
    state = replay.state
    assert bank_cards(state, 0) == ["anchor4", "cannon3", "key3", "mermaid5"]
    assert {"sword4", "mermaid6"} <= set(discard(state))


def test_a_card_that_busts_right_after_a_safe_harbor_anchor_is_discarded():
    """A bust happens before the card is placed (p. 3), so the busting card is never one of
    the Anchor's "prossime due carte" (DMD-26, as in the Miser example): the Key before the
    Anchor and the Anchor are banked, the second Key is discarded."""
    replay = play(traits=["safe-harbor", "golden-scales"], moves=[
        "0: draw key3", "0: draw anchor4", "0: draw key5",
    ])
    state = replay.state
    assert bank_cards(state, 0) == ["anchor4", "key3"]
    assert "key5" in discard(state)


# ------------------------------------------------------------------ Mystic
def test_mystic_reveals_three_cards_that_are_drawn_in_the_order_revealed():
    """Mystic (p. 10): "Oracolo: Rivela tre carte invece di una. Non si può cambiare
    l'ordine delle carte rivelate." """
    replay = play(traits=["mystic", "golden-scales"], moves=[
        "0: draw oracle4", "chance: card kraken5", "chance: card anchor3", "chance: card key6",
    ])
    state = replay.state
    assert state.observation(1)["draw_pile_top"] == ["kraken5", "anchor3", "key6"]
    act(state, 0, "draw")
    assert play_area(state) == ["oracle4", "kraken5"]
    act(state, 0, "draw")
    assert play_area(state) == ["oracle4", "kraken5", "anchor3"]
    assert state.observation(1)["draw_pile_top"] == ["key6"]


def test_mystic_reveals_only_what_is_left_of_the_draw_pile():
    """Mystic (p. 10): "Oracolo: Rivela tre carte invece di una." with Oracolo (p. 6): "Se
    l'Oracolo è l'ultima carta del mazzo, l'abilità viene annullata." -- with two cards
    left, the Mystic reveals those two."""
    oracles = ["oracle3", "oracle4", "oracle5", "oracle6", "oracle7"]
    lines, seat = bust_out(leave=[*oracles, "anchor7", "mermaid9", "key7"])
    mystic = 1 - seat
    traits = ["treasure-hunter", "treasure-hunter"]
    traits[mystic] = "mystic"
    replay = play(traits=traits, moves=lines + [
        f"{seat}: draw oracle3", "chance: card oracle4", f"{seat}: draw",  # a bust
        f"{mystic}: draw anchor7", f"{mystic}: bank",
        f"{seat}: draw oracle5", "chance: card oracle6", f"{seat}: draw",  # a bust
        f"{mystic}: draw oracle7", "chance: card key7", "chance: card mermaid9",
    ])
    state = replay.state
    assert not state.is_chance()
    assert state.observation(seat)["draw_pile"] == 2
    assert state.observation(seat)["draw_pile_top"] == ["key7", "mermaid9"]
    assert legal(state, mystic) == ["draw", "bank"]


# ------------------------------------------------------------------ Scavenger
def test_scavenger_banks_the_card_its_cannon_shoots():
    """Scavenger (p. 10): "Cannoni: Posizionare la carta scartata dal vostro Cannone nella
    vostra Banca al posto della pila degli scarti." """
    replay = play(traits=["scavenger", "golden-scales"], first=1, moves=[
        "1: draw mermaid5", "1: bank",
        "0: draw cannon4", "0: cannon 1 mermaid",
    ])
    state = replay.state
    assert bank(state, 0) == {"mermaid": [5]}
    assert bank(state, 1) == {}
    assert discard(state) == STARTING_DISCARD


# ------------------------------------------------------------------ Parry
def test_against_parry_a_sword_may_steal_only_a_kraken():
    """Parry (p. 10): "Spada: La Spada di un avversario deve rubare un Kraken." """
    replay = play(traits=["golden-scales", "parry"], first=1, moves=[
        "1: draw kraken4", "1: draw mermaid5", "1: draw anchor3", "1: bank",
        "0: draw sword4",
    ])
    assert legal(replay.state, 0) == ["sword 1 kraken"]


def test_against_parry_a_sword_with_no_kraken_to_steal_is_discarded():
    """Parry (p. 10): "Se non c'è un Kraken da rubare, scartare la spada senza alcun
    effetto." (Ruling: the Sword leaves the play area for the discard pile.)"""
    replay = play(traits=["golden-scales", "parry"], first=1, moves=[
        "1: draw mermaid5", "1: draw anchor3", "1: bank",
        "0: draw key3", "0: draw sword4",
    ])
    state = replay.state
    assert play_area(state) == ["key3"]
    assert "sword4" in discard(state)
    assert events_of(replay, "parried") == [{"type": "parried", "seat": 0, "card": "sword4"}]
    assert legal(state, 0) == ["draw", "bank"]
    act(state, 0, "draw")
    act(state, -1, "card sword5")
    assert play_area(state) == ["key3"]  # parried again, no bust


def test_the_parry_holders_own_sword_steals_as_usual():
    """Parry (p. 10): "La Spada di un avversario" -- not the holder's."""
    replay = play(traits=["golden-scales", "parry"], moves=[
        "0: draw mermaid5", "0: draw anchor3", "0: bank",
        "1: draw sword4",
    ])
    assert legal(replay.state, 1) == ["sword 0 anchor", "sword 0 mermaid"]


# ------------------------------------------------------------------ Plunderer
def test_plunderer_takes_the_bonus_from_one_opponents_bank_card_by_card():
    """Plunderer (p. 11): "Chiave & Forziere: Le carte bonus vengono dalla Banca dell'
    avversario invece che dalla pila degli scarti. Non è possibile dividere questo tra due o
    più giocatori." (Ruling: choose one opponent, then pick top cards with ``seize``.)"""
    replay = play(players=3, traits=["plunderer", "golden-scales", "treasure-hunter"], first=1, moves=[
        "1: draw mermaid5", "1: draw anchor3", "1: draw cannon3", "1: bank",
        "2: draw mermaid6", "2: bank",
        "0: draw key3", "0: draw chest3", "0: bank",
    ])
    state = replay.state
    assert legal(state, 0) == ["plunder 1", "plunder 2"]
    act(state, 0, "plunder 1")
    assert legal(state, 0) == ["seize anchor", "seize cannon", "seize mermaid"]
    act(state, 0, "seize mermaid")
    assert legal(state, 0) == ["seize anchor", "seize cannon"]
    act(state, 0, "seize cannon")
    assert bank_cards(state, 0) == ["cannon3", "chest3", "key3", "mermaid5"]
    assert bank_cards(state, 1) == ["anchor3"]
    assert bank_cards(state, 2) == ["mermaid6"]
    assert discard(state) == STARTING_DISCARD
    assert state.current == 1


def test_plunderer_takes_all_a_short_bank_holds_and_nothing_from_the_discard_pile():
    """Plunderer (p. 11): "Se ci sono meno carte in Banca dell'avversario rispetto alla del
    tuo bonus, prendere tutte le carte dalla sua Banca. Non prendete la differenza dalla
    pila degli scarti." """
    replay = play(traits=["plunderer", "golden-scales"], first=1, moves=[
        "1: draw mermaid5", "1: bank",
        "0: draw key3", "0: draw chest3", "0: draw anchor4", "0: bank",
        "0: plunder 1", "0: seize mermaid",
    ])
    state = replay.state
    assert bank_cards(state, 0) == ["anchor4", "chest3", "key3", "mermaid5"]
    assert bank_cards(state, 1) == []
    assert discard(state) == STARTING_DISCARD
    assert state.current == 1 and not state.is_chance()


def test_plunderer_with_every_opponents_bank_empty_gets_no_bonus():
    """Plunderer (p. 11): "Non prendete la differenza dalla pila degli scarti." """
    replay = play(traits=["plunderer", "golden-scales"], moves=["0: draw key3", "0: draw chest3", "0: bank"])
    assert events_of(replay, "annulled")[-1]["ability"] == "plunderer"
    assert discard(replay.state) == STARTING_DISCARD
    assert replay.state.current == 1


# ------------------------------------------------------------------ Swordsman
def test_swordsman_steals_even_from_a_suit_in_its_own_bank():
    """Swordsman (p. 11): "Spada: Ruba la prima carta da qualsiasi mazzo di Semi, anche se
    si dispone di un mazzo di Semi nella vostra banca." """
    replay = play(traits=["swordsman", "golden-scales"], moves=[
        "0: draw mermaid5", "0: draw anchor3", "0: bank",
        "1: draw mermaid7", "1: draw anchor6", "1: bank",
        "0: draw sword4",
    ])
    assert legal(replay.state, 0) == ["sword 1 anchor", "sword 1 mermaid"]


# ------------------------------------------------------------------ Treasure Hunter
def test_treasure_hunter_triples_the_key_and_chest_bonus():
    """Treasure Hunter (p. 11): "Chiave & Forziere: Triplica la quantità di carte bonus dal
    mazzo degli scarti quando si raccolgono una Chiave e Forziere." """
    bonus = ["anchor2", "hook2", "cannon2", "map2", "mermaid4", "kraken2"]
    replay = play(traits=["treasure-hunter", "golden-scales"], moves=[
        "0: draw key3", "0: draw chest3", "0: bank",
        *[f"chance: card {c}" for c in bonus],
    ])
    state = replay.state
    assert events_of(replay, "key-and-chest") == [{"type": "key-and-chest", "seat": 0, "bonus": 6}]
    assert bank_cards(state, 0) == sorted(["key3", "chest3", *bonus])
    assert discard(state) == ["chest2", "key2", "oracle2", "sword2"]


def test_every_trait_of_the_rulebook_is_in_play():
    """Tratti dei Personaggi (pp. 8-11): the seventeen traits, in a deck of seventeen
    (p. 1: "17 Carte Tratto Pirata")."""
    from meeple.games.dead_mans_draw.content import TRAIT_IDS

    assert len(TRAIT_IDS) == 17
    assert set(ENDGAME_TRAITS) <= set(TRAIT_IDS)
