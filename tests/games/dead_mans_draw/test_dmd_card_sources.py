"""A card is the same card however it reaches the play area (rulebook p. 3: "Ogni volta che
una carta è collocata nell'Area di Gioco, sia dal mazzo di pesca, dal mazzo Scarti o dalle carte
raccolte di qualsiasi giocatore, DOVETE sempre attivare l'abilità del seme"): the Anchor saves
it, Misfire catches its Cannon, Casanova collects its Mermaid, Safe Harbor's protection is spent
on it. Rulings DMD-20 to DMD-25 in docs/rulings.md."""

from __future__ import annotations

from meeple.engine.registry import get_game

from helpers import bank, bank_cards, discard, events_of, legal, play, play_area

GAME = get_game("dead-mans-draw")


def act(state, seat, text):
    return state.apply(seat, GAME.parse_action(text))


def test_an_anchor_saves_a_card_the_hook_played_from_the_bank():
    """Ancora (p. 5): "Raccogliere tutte le carte pescate prima dell' Ancora, anche se dopo
    sballi." The hooked card is "scartata con il resto delle carte" (Uncino, p. 5), and the
    rest is saved here (DMD-23)."""
    replay = play(traits=["golden-scales", "navigator"], moves=[
        "0: draw mermaid6", "0: bank",
        "1: draw anchor3", "1: bank",
        "0: draw hook3", "0: hook mermaid", "0: draw anchor5", "0: draw key4", "0: draw hook4",
    ])
    [bust] = [e for e in events_of(replay, "bust") if e["seat"] == 0]
    assert sorted(bust["saved"]) == ["hook3", "mermaid6"]
    assert bank_cards(replay.state, 0) == ["hook3", "mermaid6"]
    assert {"anchor5", "key4", "hook4"} <= set(discard(replay.state))


def test_an_anchor_saves_a_card_the_sword_stole():
    """A stolen card placed before the Anchor is saved like a drawn one (DMD-23)."""
    replay = play(traits=["golden-scales", "navigator"], first=1, moves=[
        "1: draw mermaid6", "1: bank",
        "0: draw sword3", "0: sword 1 mermaid", "0: draw anchor5", "0: draw sword4",
    ])
    assert bank_cards(replay.state, 0) == ["mermaid6", "sword3"]
    assert bank(replay.state, 1) == {}


def test_a_sword_with_no_pile_to_steal_stays_in_play_and_counts_for_the_kraken():
    """Spada (p. 7) names no annulment; the Sword does nothing, stays in the play area and is
    one of the Kraken's two cards (DMD-24)."""
    replay = play(traits=["golden-scales", "navigator"], moves=[
        "0: draw kraken4", "0: draw sword4",
    ])
    assert events_of(replay, "annulled")[-1]["ability"] == "sword"
    assert play_area(replay.state) == ["kraken4", "sword4"]
    assert replay.state.kraken_need == 1
    assert legal(replay.state, 0) == ["draw"]


def test_a_safe_harbor_anchor_also_saves_the_cards_before_it():
    """Safe Harbor (p. 10) protects the Anchor and the next two cards, and the Anchor still
    saves the cards placed before it (DMD-25)."""
    replay = play(traits=["safe-harbor", "golden-scales"], moves=[
        "0: draw key3", "0: draw mermaid5", "0: draw anchor4", "0: draw cannon3", "0: draw key4",
    ])
    assert bank_cards(replay.state, 0) == ["anchor4", "cannon3", "key3", "mermaid5"]


def test_a_sword_that_parry_discards_spends_a_safe_harbor_protection():
    """Parry (p. 10): "scartare la spada senza alcun effetto"; the Sword was one of Safe
    Harbor's "prossime due carte" and its protection is spent with it (DMD-20)."""
    replay = play(traits=["safe-harbor", "parry"], moves=[
        "0: draw anchor5", "0: draw sword4", "0: draw mermaid6", "0: draw anchor3",
    ])
    assert "sword4" in discard(replay.state)
    assert bank_cards(replay.state, 0) == ["anchor5", "mermaid6"]
    assert "anchor3" in discard(replay.state)


def test_misfire_catches_a_cannon_the_hook_plays():
    """Misfire (p. 10): "Ogni avversario che pesca un cannone deve piazzare la prima carta di
    una pila di semi dalla propria Banca alla tua Banca" -- a hooked Cannon too (DMD-21)."""
    replay = play(traits=["golden-scales", "misfire"], moves=[
        "0: draw cannon5", "0: bank",
        "1: draw anchor4", "1: bank",
        "0: draw mermaid6", "0: bank",
        "1: draw anchor3", "1: bank",
        "0: draw hook3", "0: hook cannon",
    ])
    state = replay.state
    assert legal(state, 0) == ["give mermaid"]
    act(state, 0, "give mermaid")
    assert bank(state, 1) == {"anchor": [4, 3], "mermaid": [6]}
    assert events_of(replay, "cannon") == []


def test_casanova_hooking_a_mermaid_collects_it_straight_back():
    """Casanova (p. 8): "la sirena è collezionata prima della sua immissione nell'Area di
    Gioco" -- also when it comes from the bank by a Hook; the Hook's duty to play a card is
    met (DMD-22)."""
    replay = play(traits=["casanova", "golden-scales"], moves=[
        "0: draw mermaid6", "0: draw anchor3", "0: bank",
        "1: draw anchor4", "1: bank",
        "0: draw hook3",
    ])
    state = replay.state
    act(state, 0, "hook mermaid")
    assert play_area(state) == ["hook3"]
    assert bank(state, 0) == {"anchor": [3], "mermaid": [6]}
    assert legal(state, 0) == ["draw", "bank"]
