"""D-Day Dice's words (meeple.games.dday_dice.words): the sentences, labels and glossary every
front end tells the game with, as phrases of plain text and semantic tags."""

from __future__ import annotations

import json
import random
from typing import Any, Iterator

import pytest

from meeple.agents import make_agent
from meeple.engine.core import CHANCE, Event
from meeple.engine.registry import get_game
from meeple.engine.words import GameWords, Phrase, plain
from meeple.games.dday_dice.cards import load_cards
from meeple.games.dday_dice.words import tags
from meeple.games.dday_dice.words.game_words import DDayWords

GAME = get_game("dday-dice")
NAMES = ["Ann", "Bob", "Cid"]


def well_formed(phrase: Phrase) -> bool:
    """Spans of text and a tag the words define, with some text to read."""
    return (bool(phrase) and all(isinstance(text, str) and text and tags.known(tag) for text, tag in phrase)
            and bool(plain(phrase).strip()))


def played(map_id: str, edition: int, players: int, seed: int) -> Iterator[tuple[dict[str, Any], list[str], list[Event]]]:
    """A game of bots (now and then a random move), each decision's observation and legal
    notations with the events that led to it."""
    state = GAME.new_game(players, {"map": map_id, "edition": edition})
    rng = random.Random(seed)
    bots = [make_agent(GAME, "heuristic", seed + i) for i in range(players)]
    events: list[Event] = []
    for _ in range(400):
        while state.is_chance():
            events += state.apply(CHANCE, state.sample_chance(rng))
        if state.is_over():
            break
        seat = state.current_players()[0]
        legal = state.legal_actions(seat)
        yield state.observation(seat), [GAME.format_action(a) for a in legal], events
        action = rng.choice(legal) if rng.random() < 0.3 else bots[seat].choose(state, seat)
        events = state.apply(seat, action)


def test_the_game_offers_its_words_to_every_front_end() -> None:
    words = GAME.words()
    assert isinstance(words, DDayWords)
    checked: GameWords = words  # the kernel's contract
    assert plain(checked.event({"type": "lock", "seat": 0, "die": "r1"}, NAMES, None) or []) == "Ann locks r1"
    assert checked.event({"type": "lock", "seat": 0, "die": "r1"}, NAMES, None) == [
        ("Ann", "seat-0"), (" locks ", ""), ("r1", "die-red")]


@pytest.mark.parametrize("map_id,edition", [("omaha-beach", 1), ("sword-beach", 2), ("silence-the-guns", 1),
                                            ("pointe-du-hoc", 2), ("juno-beach", 1)])
def test_every_event_and_every_label_of_a_game_is_a_phrase_of_known_tags(map_id: str, edition: int) -> None:
    words = GAME.words()
    assert words is not None
    seen_events = 0
    for obs, notations, events in played(map_id, edition, 3, 7):
        seen = DDayWords().seeing(obs)
        for event in events:
            phrase = seen.event(event, NAMES, None)
            assert phrase is None or well_formed(phrase), (event, phrase)
            assert phrase is None or "=" not in plain(phrase), event  # never the raw data of an unknown event
            seen_events += 1
        assert all(well_formed(line) for line in seen.events(events, NAMES, obs["seat"]))
        for notation in notations:
            label = words.action_label(notation, obs, NAMES)
            assert well_formed(label) and plain(label) != notation or notation == "done", (notation, label)
    assert seen_events > 100


def test_the_words_name_a_sector_as_the_board_does_once_they_have_seen_the_table() -> None:
    obs = GAME.new_game(1, {"map": "silence-the-guns"}).observation(0)
    move = {"type": "move", "seat": 0, "to": 28, "courage_spent": 2, "bunker": False}
    assert plain(DDayWords().event(move, NAMES, 0) or []) == "Ann moves to sector 28 (spends 2 courage)"
    assert plain(DDayWords().seeing(obs).event(move, NAMES, 0) or []) == "Ann moves to sector M8 (spends 2 courage)"


def test_the_first_edition_says_award_and_the_second_medal() -> None:
    buy = {"type": "buy-medal", "seat": 1, "courage": 6}
    for edition, words in ((1, "an award"), (2, "a medal")):
        obs = GAME.new_game(2, {"map": "omaha-beach", "edition": edition}).observation(0)
        assert plain(DDayWords().seeing(obs).event(buy, NAMES, 0) or []) == f"Bob pays 6 courage for {words} drawn at random"


def test_a_roll_is_one_line_of_the_news_and_a_die_alone_its_own_sentence() -> None:
    roll = [{"type": "die", "seat": 0, "die": d, "face": f} for d, f in (("r1", "skull"), ("w2", "soldiers"))]
    words = DDayWords()
    assert [plain(line) for line in words.events(roll, NAMES, None)] == ["Ann rolls: r1 ☠ Skull, w2 ♟♟ 2 Soldiers"]
    assert plain(words.event(roll[1], NAMES, None) or []) == "Ann rolls w2 ♟♟ 2 Soldiers"
    assert words.event({"type": "soldiers-lost", "seat": 0, "count": 0}, NAMES, None) is None  # the specialist's line tells it


def test_the_glossary_is_data_naming_every_card_face_and_phase() -> None:
    glossary = DDayWords().glossary()
    assert json.loads(json.dumps(glossary)) == glossary
    assert set(glossary["cards"]) == {card.id for card in load_cards()}
    assert glossary["cards"]["bazooka"]["name"] == "Bazooka" and glossary["cards"]["bazooka"]["cost_words"] == "15 item points"
    assert glossary["faces"]["soldiers"] == {"name": "2 Soldiers", "symbol": "♟♟", "rwb": "fresh-troops"}
    assert glossary["phases"]["2"]["combat"] == "Phase 6: combat" and glossary["phases"]["1"]["combat"] == "Phase 5: combat"
    assert glossary["medal_words"]["1"]["one"] == "award" and glossary["medal_words"]["2"]["one"] == "medal"


def test_the_tables_words_are_the_games_too() -> None:
    """The title, a unit's status and marker, its dice's state, why a move is not offered:
    phrases a browser shows as the terminal does."""
    from meeple.games.dday_dice.words import dice_words, table_words, unit_words

    obs = GAME.new_game(2, {"map": "omaha-beach", "edition": 2, "handful_of_warriors": True}).observation(0)
    obs.update(phase="combat", combat_stage="after-mgf")
    assert plain(table_words.header(obs)) == (
        "D-Day Dice (2nd edition, A Handful of Warriors) - Omaha Beach - turn 1 - Phase 6: combat - "
        "after the machine-gun fire")
    unit = dict(obs["units"][0], marker="must-move", casualties_to_assign=2)
    assert unit_words.marker(unit) == [("MUST MOVE", tags.URGENT)]
    assert plain(unit_words.status(unit)) == "on the beach, 2 casualties to assign"
    unit.update(rolls=2, stage="final", first_locks=["r1", "w2"], dice={"r1": "star", "w2": "tool"}, cancelled=[])
    assert plain(dice_words.roll_status(obs, unit)) == "Final Tally (after 2 rolls)"
    assert plain(dice_words.tally_line(obs, unit, [])) == (
        "Final Tally: ★ Star ×1, ⚒ Tool ×1; locked on the first roll: r1, w2 (no Corporal or Jeep reroll)")
    obs["phase"] = "move"
    unit.update(moves=[], moves_excluded=[{"to": 3, "reason": "courage", "courage": 2, "has": 1},
                                          {"to": 4, "reason": "courage", "courage": 2, "has": 1},
                                          {"to": 5, "reason": "requirement", "missing": [["have", "medic"]], "decoy": False},
                                          {"to": 6, "reason": "requirement", "missing": [["sacrifice", "medic"]], "decoy": True}])
    assert [plain(line) for line in table_words.moves_not_offered(obs, unit)] == [
        "No move to sector 3, 4: it costs 2 courage (you have 1)", "No move to sector 5: you must have Medic"]


def test_the_headline_says_where_the_game_stands_and_who_acts() -> None:
    state = GAME.new_game(2, {"map": "silence-the-guns"})
    while state.is_chance():
        state.apply(CHANCE, state.sample_chance(random.Random(1)))
    headline = DDayWords().headline(state.observation(0), NAMES)
    assert plain(headline) == "D-Day Dice (1st edition) - Silence the Guns - turn 1 - Phase 1: roll the dice - to act: Ann, Bob"
    assert ("Ann", "seat-0") in headline and headline[0][1] == tags.TITLE
