"""Game records: one JSON format, seeded or pinned chance, and clear errors."""

from __future__ import annotations

import json
import random

import pytest

from meeple.agents import RandomAgent
from meeple.engine.core import CHANCE
from meeple.engine.errors import RecordError
from meeple.engine.record import (
    GameRecord,
    MoveRecord,
    SeatRecord,
    load_record,
    parse_record,
    replay_record,
    save_record,
)
from meeple.engine.registry import get_game
from meeple.engine.session import Session

GAME = get_game("dead-mans-draw")


def finished_session(seed: int = 5, players: int = 2) -> Session:
    seats = [SeatRecord(name=f"p{i}", agent="random") for i in range(players)]
    session = Session(GAME, seats, seed)
    agents = [RandomAgent(seed + i) for i in range(players)]
    while True:
        session.settle_chance()
        if session.state.is_over():
            return session
        player = session.state.current_players()[0]
        session.act(player, agents[player].choose(session.state, player))


def test_a_record_with_every_chance_move_pinned_replays_to_the_same_state() -> None:
    session = finished_session()
    record = parse_record(session.record().to_json_text())
    assert replay_record(record).state.to_json() == session.state.to_json()


def test_a_record_that_leaves_chance_out_redraws_it_from_the_seed() -> None:
    session = finished_session(seed=11, players=3)
    record = session.record(pin_chance=False)
    assert all(move.by != "chance" for move in record.moves)
    assert replay_record(record).state.to_json() == session.state.to_json()


def test_pinned_chance_needs_no_seed() -> None:
    session = finished_session(seed=3)
    record = session.record().model_copy(update={"seed": None})
    assert replay_record(record).state.to_json() == session.state.to_json()


def test_a_record_without_seed_and_without_chance_moves_is_rejected() -> None:
    record = GameRecord(game=GAME.id, seats=[SeatRecord(name="a"), SeatRecord(name="b")], moves=[])
    replay = replay_record(record)  # nothing to do yet: set-up awaits chance
    assert replay.state.is_chance()
    record = GameRecord(
        game=GAME.id, seats=[SeatRecord(name="a"), SeatRecord(name="b")],
        moves=[{"by": 0, "action": "keep miser"}],
    )
    with pytest.raises(RecordError, match="no seed"):
        replay_record(record)


@pytest.mark.parametrize(
    "text, message",
    [
        ("{not json", "not valid JSON"),
        ("[1, 2]", "must be a JSON object"),
        ('{"game": "dead-mans-draw"}', "seats"),
        ('{"game": "dead-mans-draw", "seats": [{"name": "a"}], "moves": [{"by": "x", "action": "draw"}]}', "moves"),
        ('{"game": "dead-mans-draw", "seats": [{"name": "a"}], "moves": [{"by": true, "action": "draw"}]}', "moves.0.by"),
        ("[" * 100_000 + "]" * 100_000, "nested too deeply"),
    ],
)
def test_a_malformed_record_is_rejected_with_the_reason(text: str, message: str) -> None:
    with pytest.raises(RecordError, match=message):
        parse_record(text)


def test_an_unknown_game_is_rejected() -> None:
    record = GameRecord(game="chess", seats=[SeatRecord(name="a"), SeatRecord(name="b")], seed=1)
    with pytest.raises(RecordError, match="unknown game 'chess'"):
        replay_record(record)


def test_a_move_by_the_wrong_seat_names_the_move() -> None:
    session = finished_session(seed=8)
    record = session.record()
    moves = list(record.moves)
    # the first seat decision is a simultaneous trait choice; find the first play-phase move
    index = next(i for i, m in enumerate(moves) if m.action == "draw")
    bad = moves[index].model_copy(update={"by": 1 - int(moves[index].by)})
    broken = record.model_copy(update={"moves": moves[:index] + [bad]})
    with pytest.raises(RecordError, match=rf"move {index + 1} .*not seat {bad.by}'s turn"):
        replay_record(broken)


def test_a_seat_that_does_not_exist_is_rejected() -> None:
    record = finished_session().record()
    moves = list(record.moves)
    index = next(i for i, m in enumerate(moves) if m.by != "chance")
    broken = record.model_copy(update={"moves": moves[:index] + [moves[index].model_copy(update={"by": 7})]})
    with pytest.raises(RecordError, match="there is no seat 7"):
        replay_record(broken)


def test_an_impossible_chance_outcome_is_rejected() -> None:
    record = finished_session().record()
    moves = list(record.moves)
    # the tenth card of the set-up discard pile (a 2) is never in the draw pile at the start
    index = next(i for i, m in enumerate(moves) if m.by == "chance" and m.action.startswith("card"))
    bad = moves[index].model_copy(update={"action": "card anchor2"})
    broken = record.model_copy(update={"moves": moves[:index] + [bad]})
    with pytest.raises(RecordError, match="impossible chance outcome 'card anchor2'"):
        replay_record(broken)


def test_a_move_after_the_end_is_rejected() -> None:
    record = finished_session().record()
    extra = record.model_copy(update={"moves": list(record.moves) + [MoveRecord(by=0, action="draw")]})
    with pytest.raises(RecordError, match="already over"):
        replay_record(extra)


def test_a_record_from_other_rules_is_rejected() -> None:
    record = finished_session().record().model_copy(update={"rules_version": "0"})
    with pytest.raises(RecordError, match="rules version 0"):
        replay_record(record)


def test_saving_is_atomic_and_a_failed_save_keeps_the_old_file(tmp_path) -> None:
    path = tmp_path / "game.json"
    record = finished_session().record()
    save_record(record, path)
    before = path.read_text()
    assert load_record(path) == record
    blocked = tmp_path / "dir-not-file"
    blocked.mkdir()
    with pytest.raises(RecordError, match="cannot write"):
        save_record(record, blocked)
    assert path.read_text() == before
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".")] == []


def test_a_resumed_session_continues_the_same_chance_stream() -> None:
    seats = [SeatRecord(name="a", agent="random"), SeatRecord(name="b", agent="random")]
    original = Session(GAME, seats, 21)
    agents = [RandomAgent(1), RandomAgent(2)]
    for _ in range(40):
        original.settle_chance()
        player = original.state.current_players()[0]
        original.act(player, agents[player].choose(original.state, player))
    resumed = Session.resume(original.record())
    resumed.settle_chance()
    original.settle_chance()
    assert resumed.state.to_json() == original.state.to_json()
    assert resumed.rng.random() == original.rng.random()


def test_the_record_is_json_with_the_documented_fields() -> None:
    data = json.loads(finished_session().record().to_json_text())
    assert data["format"] == "meeple-record" and data["version"] == 1
    assert data["game"] == "dead-mans-draw"
    assert set(data) >= {"game", "options", "seats", "seed", "moves", "rules_version"}
    assert {m["by"] for m in data["moves"]} >= {"chance", 0, 1}
    assert CHANCE == -1 and random.Random(0).random() == random.Random(0).random()


def test_a_record_file_that_is_not_utf8_is_rejected_and_left_as_it_was(tmp_path) -> None:
    path = tmp_path / "latin1.json"
    path.write_bytes(b'{"game": "\xe9"}')
    with pytest.raises(RecordError, match="not UTF-8 text"):
        load_record(path)
    assert path.read_bytes() == b'{"game": "\xe9"}'
