"""Dead Man's Draw's words (``DeadMansDraw.words()``): the sentences, labels and card names
every front end shows, as plain text with semantic tags, written once in the game package."""

from __future__ import annotations

import json
import random
from typing import Any, Iterator

from meeple.engine.core import CHANCE, Event
from meeple.engine.record import SeatRecord
from meeple.engine.registry import get_game
from meeple.engine.session import Session
from meeple.engine.words import GameWords, phrase_json, plain
from meeple.games.dead_mans_draw.cards import DECK, card_label, card_text
from meeple.games.dead_mans_draw.content import SUIT_IDS, TRAIT_IDS
from meeple.games.dead_mans_draw.words import TAGS

GAME = get_game("dead-mans-draw")
NAMES = ["Eliza", "Zach", "Anne", "Jack", "Mary"]


def words() -> GameWords:
    found = GAME.words()
    assert found is not None
    return found


def played(seed: int, players: int) -> Iterator[tuple[Session, list[Event]]]:
    """A game of random moves, move by move: the session and the events of each move."""
    session = Session(GAME, [SeatRecord(name=n, agent="random") for n in NAMES[:players]], seed)
    rng = random.Random(seed)
    yield session, session.settle_chance()
    while not session.state.is_over():
        seat = session.state.current_players()[0]
        action = rng.choice(session.state.legal_actions(seat))
        yield session, session.act(seat, action) + session.settle_chance()


def assert_is_a_phrase(phrase: Any) -> None:
    assert isinstance(phrase, list) and phrase, "a phrase is a non-empty list of spans"
    for span in phrase:
        assert isinstance(span, tuple) and len(span) == 2 and all(isinstance(part, str) for part in span)
        assert span[1] in TAGS, f"undocumented tag {span[1]!r}"
    assert plain(phrase).strip()
    assert json.loads(json.dumps(phrase_json(phrase))) == [list(span) for span in phrase]


def test_every_event_and_every_legal_action_of_played_games_has_words_with_documented_tags() -> None:
    kinds: set[str] = set()
    for seed, players in ((1, 2), (2, 3), (3, 4), (4, 5)):
        for session, events in played(seed, players):
            names = NAMES[:players]
            for event in events:
                phrase = words().event(event, names, None)
                if event["type"] == "place":
                    assert phrase is None, "a placed card was already named by the draw, hook or steal"
                    continue
                assert_is_a_phrase(phrase)
                assert not plain(phrase or []).startswith(f"{event['type']}:"), f"no sentence for {event['type']}"
                kinds.add(event["type"])
            for seat in session.state.current_players():
                if seat == CHANCE:
                    continue
                obs = session.state.observation(seat)
                for action in session.state.legal_actions(seat):
                    notation = GAME.format_action(action)
                    label = words().action_label(notation, obs, names)
                    assert_is_a_phrase(label)
                    assert plain(label) != notation, f"{notation!r} has no label"
    assert {"turn", "draw", "bank", "bust", "traits-revealed", "game-over"} <= kinds


def test_a_card_is_named_and_tagged_with_its_suit() -> None:
    bank = {"type": "bank", "seat": 0, "cards": ["kraken5", "mermaid9"]}
    assert words().event(bank, NAMES, 0) == [
        ("Eliza banks ", "bank"), ("Kraken 5", "kraken"), (", ", ""), ("Mermaid 9", "mermaid")]


def test_a_bust_names_the_seats_and_the_cards_lost_and_saved() -> None:
    bust = {"type": "bust", "seat": 1, "card": "kraken2", "saved": ["anchor3"], "lost": ["kraken5", "kraken2"],
            "collected_by": 0}
    phrase = words().event(bust, NAMES, 0) or []
    assert phrase[0] == ("BUST! ", "bust") and ("Zach", "seat") in phrase
    assert plain(phrase) == ("BUST! Kraken 2 is a second Kraken in Zach's play area - saved: Anchor 3 - "
                             "lost: Kraken 5, Kraken 2 (collected by Eliza's Davy Jones' Locker)")


def test_the_glossary_names_every_card_suit_and_trait_and_is_json() -> None:
    glossary = words().glossary()
    assert json.loads(json.dumps(glossary)) == glossary
    assert list(glossary["suits"]) == list(SUIT_IDS)
    assert sorted(glossary["traits"]) == sorted(TRAIT_IDS)
    assert {card_text(c): card_label(c) for c in DECK} == {k: v["name"] for k, v in glossary["cards"].items()}
    assert glossary["cards"]["kraken5"] == {"name": "Kraken 5", "suit": "kraken", "value": 5}
    assert glossary["suits"]["kraken"]["ability"] == "Add two more cards to the play area before you may bank."
    assert glossary["traits"]["plunderer"]["works_on"] == {"2": "Key & Chest", "3+": "Key & Chest"}
    locker = glossary["traits"]["davy-jones-locker"]
    assert locker["suit"] == ""
    assert locker["works_on"] == {"2": "an opponent's busts", "3+": "the chosen opponent's busts"}


def test_the_glossary_words_every_pending_effect_and_phase_the_observation_names() -> None:
    glossary = words().glossary()
    effects, phases = set(), set()
    for seed, players in ((5, 2), (6, 4)):
        for session, _events in played(seed, players):
            obs = session.state.observation(0)
            phases.add(obs["phase"])
            if obs["pending"]:
                effects.add(obs["pending"]["effect"])
    assert effects <= set(glossary["pending"]) and phases <= set(glossary["phases"])
    assert {"play", "over", "keep"} <= phases


def test_the_observation_states_the_last_turn_and_the_winners() -> None:
    """p. 4: the player who draws the last card ends their turn, then the game ends; the
    highest score wins (ties: most cards, then a shared win). A display reads both."""
    last_turns = 0
    for session, _events in played(7, 3):
        obs = session.state.observation(1)
        empty = obs["draw_pile"] == 0
        assert obs["last_turn"] == (empty and obs["phase"] == "play")
        last_turns += obs["last_turn"]
        if session.state.is_over():
            assert obs["winners"] == session.state.result_summary()["winners"]
        else:
            assert obs["winners"] is None
    assert last_turns > 0
