"""Every roll's faces are told in its event, once it is made and never before (display data:
the dice a page or the terminal draws; rolled_faces.py)."""

from __future__ import annotations

from pathlib import Path

from dt_game_helpers import GAME
from meeple.engine.core import CHANCE
from meeple.engine.record import StepReplay, load_record
from meeple.games.dust_tactics import actions as A
from meeple.games.dust_tactics.rolled_faces import faces_told
from meeple.sim.play import play_game

RECORDS = Path(__file__).parent / "records"


def _check_rolls_told_as_they_happen(record_path: Path) -> int:
    """Replays a record; after each move, the faces told so far are the rolls made so far
    (the first roll of a both-sides roll waits for the second). Returns the rolls seen."""
    replay = StepReplay(load_record(record_path))
    rolled: list[list[str]] = []
    told: list[list[str]] = []
    for step in replay.steps():
        told += faces_told(step.events)
        if step.player == CHANCE:
            rolled.append([face.value for face in A.roll_faces(step.action)])
        assert told == rolled[:len(told)], f"{record_path.name}: a roll told that was not made"
        if not replay.state.is_chance():
            assert told == rolled, f"{record_path.name}: a roll made and not told before a decision"
    return len(rolled)


def test_every_record_tells_each_roll_with_its_faces_when_it_is_made() -> None:
    records = sorted(RECORDS.rglob("*.json"))
    assert len(records) > 20
    assert sum(_check_rolls_told_as_they_happen(path) for path in records) > 100


def test_bot_games_tell_every_roll_they_make(tmp_path: Path) -> None:
    outcome = play_game(GAME, ["heuristic", "heuristic"], seed=7, index=0, keep_record=True)
    assert outcome.record is not None
    path = tmp_path / "bots.json"
    path.write_text(outcome.record.to_json_text())
    assert _check_rolls_told_as_they_happen(path) > 10


def _events(record: str) -> list[dict]:
    events: list[dict] = []
    for step in StepReplay(load_record(RECORDS / record)).steps():
        events += step.events
    return events


def test_an_indirect_fire_scores_on_the_blank_and_its_event_says_so() -> None:
    rolls = [e for e in _events("command-artillery/boss-artillery-strike.json") if e["type"] == "attack-roll"]
    assert rolls and all(e["scores"] == "blank" for e in rolls), "p. 15: a [vuoto] scores"
    assert all(e["hits"] == e["faces"].count("blank") for e in rolls)


def test_a_line_roll_tells_its_faces_and_counts_its_hits_on_the_hit_face() -> None:
    rolls = [e for e in _events("close-combat.json") if e["type"] in ("attack-roll", "reply-roll")]
    assert rolls and all(e["scores"] == "hit" and len(e["faces"]) == e["dice"] for e in rolls)
    assert all(e["hits"] == e["faces"].count("hit") for e in rolls)


def test_a_both_sides_roll_tells_each_sides_faces() -> None:
    rolls = [e for e in _events("close-combat.json") if e["type"] == "initiative-roll"]
    assert rolls
    for event in rolls:
        assert [len(f) for f in event["faces"]] == event["dice"]
        assert [f.count("hit") for f in event["faces"]] == event["hits"]


def test_a_cover_roll_tells_the_face_that_saves() -> None:
    saves = [e for e in _events("more/cover-elements.json") if e["type"] == "cover-save"]
    assert saves and all(e["saves"] == e["faces"].count(e["scores"]) for e in saves), "p. 13: the card's cover face"


def test_a_rolls_sentence_ends_with_its_dice_each_tagged_with_its_face() -> None:
    from meeple.games.dust_tactics.words.event_words import event_phrase
    from meeple.games.dust_tactics.words.tags import known

    event = {"type": "attack-roll", "unit": "hell-boys", "line": "0", "weapon": "Shotgun", "target": "sturmpioniere",
             "dice": 3, "hits": 1, "damage": 1, "faces": ["hit", "blank", "blank"], "scores": "hit"}
    spans = event_phrase(event, ["Ann", "Bob"], None)
    assert spans[-3:] == [("\u25a0", "die hit scores"), ("\u25a1", "die blank"), ("\u25a1", "die blank")]
    assert all(known(tag) for _, tag in spans)
