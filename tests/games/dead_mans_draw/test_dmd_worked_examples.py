"""Every worked example of the Dead Man's Draw rulebook, as a scripted game.

Eliza is seat 0 and Zach seat 1 throughout, as in the rulebook's examples.
"""

from __future__ import annotations

from helpers import bank, bank_cards, discard, events_of, legal, play, play_area

ELIZA, ZACH = 0, 1


def test_anchor_example_eliza_keeps_the_mermaid_and_cannon_drawn_before_the_anchor():
    """Ancora (p. 5): "Esempio: Eliza ha due carte nell'area di gioco, una sirena e un
    cannone. Pesca un' ancora, poi pesca un'altra Sirena e ottiene uno sballo. La prima
    Sirena e il Cannone vengono spostati nella sua riserva. L'Ancora e la seconda Sirena
    vengono scartati." """
    replay = play(first=ELIZA, moves=[
        "0: draw mermaid5",
        "0: draw cannon3",
        "0: draw anchor4",
        "0: draw mermaid6",
    ])
    state = replay.state
    assert bank_cards(state, ELIZA) == ["cannon3", "mermaid5"]
    assert "anchor4" in discard(state) and "mermaid6" in discard(state)
    bust = events_of(replay, "bust")[-1]
    assert bust["saved"] == ["mermaid5", "cannon3"]
    assert bust["lost"] == ["anchor4", "mermaid6"]
    assert state.current == ZACH and play_area(state) == []


def test_key_and_chest_example_zach_banks_five_cards_and_takes_five_from_the_discard_pile():
    """Chiave e Forziere (p. 6): "Esempio: Zach sceglie di Raccogliere e ha cinque carte
    nell'Area di Gioco. Due di esse sono una chiave e un Forziere. Trasferisce così cinque
    carte dall'Area di Gioco nella sua banca, rimescola la pila degli scarti e prende
    cinque carte dagli scarti aggiungendoli alla sua banca." """
    replay = play(traits=["mystic", "navigator"], first=ZACH, moves=[
        "1: draw key5",
        "1: draw mermaid7",
        "1: draw chest3",
        "1: draw anchor6",
        "1: draw cannon5",
        "1: bank",
        "chance: card anchor2",
        "chance: card hook2",
        "chance: card map2",
        "chance: card mermaid4",
        "chance: card kraken2",
    ])
    state = replay.state
    assert bank_cards(state, ZACH) == sorted([
        "key5", "mermaid7", "chest3", "anchor6", "cannon5",
        "anchor2", "hook2", "map2", "mermaid4", "kraken2",
    ])
    assert events_of(replay, "key-and-chest") == [{"type": "key-and-chest", "seat": ZACH, "bonus": 5}]
    assert discard(state) == ["cannon2", "chest2", "key2", "oracle2", "sword2"]
    assert state.current == ELIZA


def test_sword_example_zach_cannot_steal_from_the_suits_he_banks():
    """Spada (p. 7): "È necessario scegliere una pila di Semi di un avversario che non
    avete nella vostra banca ... Esempio: Zach pesca una Spada. Zach ha un Ancora, Uncino, e
    Cannone nella sua banca. Zach non può selezionare un Ancora, Uncino, o Cannone da mazzi
    di semi di Eliza." """
    replay = play(traits=["mystic", "navigator"], first=ZACH, moves=[
        # Zach banks an Anchor, a Hook, a Cannon (and a Key Eliza's Cannon will sink).
        "1: draw anchor5", "1: draw hook5", "1: draw cannon5", "1: draw key5", "1: bank",
        # Eliza banks an Anchor, a Hook, a Cannon and a Mermaid.
        "0: draw anchor4", "0: draw hook4", "0: draw cannon4", "0: cannon 1 key",
        "0: draw mermaid6", "0: bank",
        "1: draw sword5",
    ])
    state = replay.state
    assert set(bank(state, ZACH)) == {"anchor", "hook", "cannon"}
    assert set(bank(state, ELIZA)) == {"anchor", "hook", "cannon", "mermaid"}
    assert legal(state, ZACH) == ["sword 0 mermaid"]


def test_miser_example_the_hook_and_the_card_after_it_survive_a_bust():
    """Miser (p. 9): "Esempio: Eliza ha un Cannone nell'Area di Gioco, e successivamente
    pesca un Uncino e poi una Sirena. Successivamente pesca un cannone che provoca uno
    sballo. Eliza aggiunge l'Uncino e la Sirena alla sua Banca, ma i due Cannoni vengono
    scartati come sempre." """
    replay = play(traits=["miser", "mystic"], first=ELIZA, moves=[
        "0: draw cannon3",
        "0: draw hook4",
        "0: draw mermaid6",
        "0: draw cannon5",
    ])
    state = replay.state
    assert bank_cards(state, ELIZA) == ["hook4", "mermaid6"]
    assert {"cannon3", "cannon5"} <= set(discard(state))


def test_miser_example_with_the_mermaid_played_from_the_bank_by_the_hook():
    """Miser (p. 9): "Quando si gioca un Uncino nell'Area di Gioco, l' Uncino e la carta
    successiva sono protetti da uno sballo." -- here the card after the Hook is the Mermaid
    the Hook plays from Eliza's bank."""
    replay = play(traits=["miser", "mystic"], first=ELIZA, moves=[
        "0: draw mermaid6", "0: bank",
        "1: draw anchor3", "1: draw anchor4",  # Zach busts: his bank stays empty
        "0: draw cannon3",
        "0: draw hook4",
        "0: hook mermaid",
        "0: draw cannon5",
    ])
    state = replay.state
    assert bank_cards(state, ELIZA) == ["hook4", "mermaid6"]
    assert {"cannon3", "cannon5"} <= set(discard(state))


def test_oracle_example_eliza_may_draw_the_revealed_card():
    """Oracolo (p. 6): "Esempio: Eliza piazza un Oracolo nell'Area di Gioco e gira la prima
    carta del mazzo di pesca. Si può decidere di collocare la carta rivelata nell'Area di
    Gioco ..." -- drawing takes the revealed card, chance has nothing left to decide."""
    replay = play(traits=["golden-scales", "navigator"], first=ELIZA, moves=[
        "0: draw oracle4",
        "chance: card mermaid8",
    ])
    state = replay.state
    assert state.to_json()["draw_pile_top"] == ["mermaid8"]
    assert legal(state, ELIZA) == ["draw", "bank"]
    state.apply(ELIZA, state.game.parse_action("draw"))
    assert not state.is_chance()
    assert play_area(state) == ["oracle4", "mermaid8"]
    assert state.to_json()["draw_pile_top"] == []


def test_oracle_example_eliza_may_bank_and_leave_the_revealed_card_on_top():
    """Oracolo (p. 6): "... o lasciarla in cima al mazzo di pesca, e raccogliere invece le
    carte nell'Area di Gioco." The card stays face up; the next draw takes it."""
    replay = play(traits=["golden-scales", "navigator"], first=ELIZA, moves=[
        "0: draw oracle4",
        "chance: card mermaid8",
        "0: bank",
        "1: draw",
    ])
    state = replay.state
    assert bank_cards(state, ELIZA) == ["oracle4"]
    assert play_area(state) == ["mermaid8"]
    assert events_of(replay, "draw")[-1] == {"type": "draw", "seat": ZACH, "card": "mermaid8"}


def test_kraken_example_a_hook_as_first_extra_card_adds_the_second_card():
    """Kraken (p. 7): "Si pescano due carte dal mazzo di pesca, a meno che la prima carta
    pescata è un Uncino, Spada o Mappa. Ognuna di queste tre carte aggiunge una carta in più
    nell'Area di Gioco. Entrambi gli scenari soddisfano il Kraken." """
    replay = play(traits=["mystic", "navigator"], first=ELIZA, moves=[
        "0: draw mermaid6", "0: bank",
        "1: draw anchor3", "1: bank",
        "0: draw kraken4",
        "0: draw hook4",
        "0: hook mermaid",
    ])
    state = replay.state
    assert play_area(state) == ["kraken4", "hook4", "mermaid6"]
    assert state.kraken_need == 0
    assert legal(state, ELIZA) == ["draw", "bank"]


def test_kraken_example_a_sword_as_first_extra_card_adds_the_second_card():
    """Kraken (p. 7): "a meno che la prima carta pescata è un Uncino, Spada o Mappa ...
    Entrambi gli scenari soddisfano il Kraken, dal momento che almeno due carte
    supplementari sono state aggiunte all'Area di Gioco." """
    replay = play(traits=["mystic", "navigator"], first=ZACH, moves=[
        "1: draw mermaid6", "1: bank",
        "0: draw kraken4",
        "0: draw sword4",
        "0: sword 1 mermaid",
    ])
    state = replay.state
    assert play_area(state) == ["kraken4", "sword4", "mermaid6"]
    assert state.kraken_need == 0
    assert legal(state, ELIZA) == ["draw", "bank"]


def test_kraken_example_a_map_as_first_extra_card_adds_the_second_card():
    """Kraken (p. 7): "a meno che la prima carta pescata è un Uncino, Spada o Mappa. Ognuna
    di queste tre carte aggiunge una carta in più nell'Area di Gioco." """
    replay = play(traits=["mystic", "golden-scales"], first=ELIZA, moves=[
        "0: draw kraken4",
        "0: draw map4",
        "chance: card anchor2", "chance: card mermaid4", "chance: card hook2",
        "0: take mermaid4",
    ])
    state = replay.state
    assert play_area(state) == ["kraken4", "map4", "mermaid4"]
    assert state.kraken_need == 0
    assert legal(state, ELIZA) == ["draw", "bank"]


def test_kraken_example_otherwise_two_cards_are_drawn_before_banking():
    """Kraken (p. 7): "Pescare due carte supplementari e collocarle nell'Area di Gioco prima
    di poter raccogliere. Si pescano due carte dal mazzo di pesca." """
    replay = play(first=ELIZA, moves=["0: draw kraken4", "0: draw mermaid6"])
    assert legal(replay.state, ELIZA) == ["draw"]
    replay = play(first=ELIZA, moves=["0: draw kraken4", "0: draw mermaid6", "0: draw anchor5"])
    assert legal(replay.state, ELIZA) == ["draw", "bank"]


def test_scoring_example_only_the_highest_card_of_each_suit_counts():
    """Determinare il vincitore (p. 4): "Si conta solo la carta con il valore più alto di
    ogni seme. I giocatori sommano il valore più alto di ciascun seme della carta di ogni
    pila nelle loro riserve per determinare i loro punteggi." """
    replay = play(first=ELIZA, moves=[
        "0: draw mermaid5", "0: draw anchor3", "0: bank",
        "1: draw anchor6", "1: bank",
        "0: draw mermaid9", "0: draw anchor4", "0: bank",
    ])
    state = replay.state
    assert bank(state, ELIZA) == {"anchor": [4, 3], "mermaid": [9, 5]}
    assert state.scores() == [4 + 9, 6]
