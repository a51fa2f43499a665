"""What each seat may see (rulebook pp. 2, 4, 6)."""

from __future__ import annotations

import json
import random

from meeple.engine.registry import get_game

from helpers import STARTING_DISCARD, play, replay_prefix, script

GAME = get_game("dead-mans-draw")


def text_of(observation) -> str:
    return json.dumps(observation, sort_keys=True)


def test_no_seat_sees_the_cards_of_the_discard_pile_only_how_many_there_are():
    """Set up 1 (p. 2): "Posizionare la pila degli scarti a faccia in giù sulla superficie
    di gioco. I giocatori non possono guardare le carte nel mazzo degli scarti durante il
    gioco, se non con l'aiuto di una abilità speciale su una carta." """
    replay = play(traits=["golden-scales", "mystic"], moves=["0: draw mermaid5", "0: draw key3"])
    for seat in (0, 1, -1):
        observation = replay.state.observation(seat)
        assert observation["discard_pile"] == 10
        assert "discard_pile_cards" not in observation
        for card in STARTING_DISCARD:
            assert card not in text_of(observation), (seat, card)


def test_only_a_navigator_choosing_with_the_map_sees_the_discard_pile():
    """Navigator (p. 9): "Scegli qualsiasi carta dal mazzo degli scarti" -- the special
    ability that lets a player look at the discard pile (p. 2: "se non con l'aiuto di una
    abilità speciale su una carta")."""
    replay = play(traits=["navigator", "golden-scales"], moves=["0: draw map4"])
    state = replay.state
    assert sorted(state.observation(0)["discard_pile_cards"]) == STARTING_DISCARD
    assert "discard_pile_cards" not in state.observation(1)
    for card in STARTING_DISCARD:
        assert card not in text_of(state.observation(1))
    state.apply(0, GAME.parse_action("take mermaid4"))
    assert "discard_pile_cards" not in state.observation(0)


def test_the_traits_dealt_to_another_seat_are_never_seen():
    """Set up 3 (p. 2): "Ogni giocatore sceglie una delle due Carte Personaggio, le Carte
    Personaggio inutilizzate vengono rimosse dal gioco." Only the kept one is ever shown."""
    record = script(dealt=[["miser", "parry"], ["mystic", "navigator"]], traits=["miser", "mystic"],
                    moves=["0: draw mermaid5", "0: bank"])
    for count in range(1, len(record.moves) + 1):
        state = replay_prefix(record, count).state
        assert "navigator" not in text_of(state.observation(0))
        assert "parry" not in text_of(state.observation(1))
        assert "parry" not in text_of(state.observation(-1))
        assert "navigator" not in text_of(state.observation(-1))
    assert state.observation(0)["dealt_traits"] == ["miser", "parry"]
    assert state.observation(1)["dealt_traits"] == ["mystic", "navigator"]


def test_a_kept_trait_is_hidden_until_every_seat_has_chosen():
    """Set up 3 (p. 2): "Ogni giocatore rivela il proprio Personaggio agli altri
    giocatori" -- once all have chosen."""
    record = script(dealt=[["miser", "parry"], ["mystic", "navigator"]], traits=["miser", "mystic"])
    state = replay_prefix(record, 5).state  # seat 0 has kept the Miser
    assert state.observation(0)["traits"] == ["miser", None]
    assert state.observation(1)["traits"] == [None, None]
    assert "miser" not in text_of(state.observation(1))
    state.apply(1, GAME.parse_action("keep mystic"))
    assert state.observation(1)["traits"] == ["miser", "mystic"]
    assert state.observation(-1)["traits"] == ["miser", "mystic"]


def test_banks_the_play_area_and_kept_traits_are_public():
    """Collezionare carte (p. 4): "I mazzi dei semi sono visibili a tutti i giocatori, e
    tutte le carte della pila sono di dominio pubblico"; Pescare una Carta (p. 3): "posiziona
    la carta scoperta nel l'Area di gioco"; Set up 3 (p. 2): "Ogni giocatore rivela il
    proprio Personaggio"."""
    replay = play(players=3, traits=["golden-scales", "mystic", "miser"], moves=[
        "0: draw mermaid5", "0: draw key3", "0: bank",
        "1: draw anchor4", "1: draw chest5",
    ])
    views = [replay.state.observation(seat) for seat in (0, 1, 2, -1)]
    for view in views:
        assert view["banks"][0]["piles"] == {"key": [3], "mermaid": [5]}
        assert view["play_area"] == [{"card": "anchor4", "protected": False}, {"card": "chest5", "protected": False}]
        assert view["traits"] == ["golden-scales", "mystic", "miser"]
        assert view["draw_pile"] == 46
    public = {k: v for k, v in views[0].items() if k not in ("seat", "dealt_traits")}
    for view in views[1:]:
        assert {k: v for k, v in view.items() if k not in ("seat", "dealt_traits")} == public


def test_oracle_and_map_reveals_are_seen_by_every_seat():
    """Oracolo (p. 6): "Rivela la carta in cima al mazzo"; Mappa (p. 6): "rivelate tre
    carte dal mazzo degli scarti" -- revealed face up, for all to see."""
    replay = play(traits=["golden-scales", "treasure-hunter"], moves=["0: draw oracle4", "chance: card kraken6"])
    for seat in (0, 1, -1):
        assert replay.state.observation(seat)["draw_pile_top"] == ["kraken6"]
    replay = play(traits=["golden-scales", "treasure-hunter"], moves=[
        "0: draw map4", "chance: card anchor2", "chance: card sword2", "chance: card kraken2",
    ])
    for seat in (0, 1, -1):
        assert replay.state.observation(seat)["map_revealed"] == ["anchor2", "sword2", "kraken2"]
    assert all("visible_to" not in e for e in replay.events if e["type"] in ("reveal", "map-reveal"))


def test_resampling_for_a_seat_keeps_everything_that_seat_knows():
    """Set up 3 (p. 2): "le Carte Personaggio inutilizzate vengono rimosse dal gioco" -- the
    traits a seat has not seen may be redrawn for search, nothing that seat knows changes
    (design notes: "resample(player, rng), a full state consistent with what that player
    knows")."""
    state = play(players=3, dealt=[["miser", "parry"], ["mystic", "navigator"], ["casanova", "fisherman"]],
                 traits=["miser", "mystic", "casanova"], moves=["0: draw mermaid5"]).state
    rng = random.Random(7)
    for _ in range(20):
        other = state.resample(0, rng)
        assert other.observation(0) == state.observation(0)
        assert other.to_json()["traits"] == state.to_json()["traits"]
        dealt = other.to_json()["dealt_traits"]
        assert dealt[0] == ["miser", "parry"]
        assert dealt[1][0] == "mystic" and dealt[2][0] == "casanova"
        assert "parry" not in dealt[1] + dealt[2] and "miser" not in dealt[1] + dealt[2]
