"""Fuzzing the record reader: random JSON, valid records with random changes (any field, any
move), numbers of thousands of digits and deep nesting anywhere in the text. ``parse_record``
and ``replay_record`` either accept the record or refuse it with one short RecordError (a
MeepleError) -- never another exception."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any, Iterator

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from meeple.engine.errors import MeepleError
from meeple.engine.record import parse_record, replay_record
from fuzz_values import JSON_VALUES, WEIRD_TEXT, check_refusal

ROOT = Path(__file__).resolve().parents[2]
DT_RECORDS = ROOT / "tests" / "games" / "dust_tactics" / "records"
SCENE = ROOT / "tests" / "games" / "dday_dice" / "records" / "scenes" / "merville-start.json"
RECORDS: dict[str, dict[str, Any]] = {
    "dead-mans-draw": json.loads((ROOT / "docs" / "examples" / "dead-mans-draw-record.json").read_text()),
    "dday-dice": json.loads(SCENE.read_text())["record"],
    "dust-tactics": json.loads((DT_RECORDS / "close-combat.json").read_text()),
}
SETTINGS = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


@pytest.fixture(autouse=True)
def in_the_dust_tactics_records(monkeypatch: pytest.MonkeyPatch) -> None:
    """The Dust Tactics record names its scenario file relative to its own folder."""
    monkeypatch.chdir(DT_RECORDS)


def read_and_replay(text: str) -> None:
    """Read the record and replay it: accepted, or one short MeepleError."""
    try:
        replay_record(parse_record(text))
    except MeepleError as error:
        check_refusal(error)


def places(value: Any, where: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    """Every place in a JSON value (the path of keys and indexes to it), down to 8 levels."""
    yield where
    if len(where) >= 8:
        return
    if isinstance(value, dict):
        for key, item in value.items():
            yield from places(item, (*where, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from places(item, (*where, index))


def leaves(value: Any) -> list[Any]:
    """The record's own scalars: changing a field to another field's value makes near-misses."""
    if isinstance(value, dict):
        return [leaf for item in value.values() for leaf in leaves(item)]
    if isinstance(value, list):
        return [leaf for item in value for leaf in leaves(item)]
    return [value]


OWN = {game_id: leaves(record) + ["chance", "human", "random", "heuristic"] for game_id, record in RECORDS.items()}


def mutate(data: st.DataObject, record: dict[str, Any], own: list[Any]) -> dict[str, Any]:
    """The record with one to three changes: a value replaced (by a weird one, or one of its own),
    a key or list item removed, a list item repeated."""
    changed = copy.deepcopy(record)
    for _ in range(data.draw(st.integers(1, 3))):
        where = data.draw(st.sampled_from([p for p in places(changed) if p] or [("game",)]))
        parent = changed
        for step in where[:-1]:
            parent = parent[step]
        how = data.draw(st.sampled_from(["weird", "own", "text", "remove", "repeat"]))
        if how == "remove":
            del parent[where[-1]]
        elif how == "repeat" and isinstance(parent, list):
            parent.insert(where[-1], copy.deepcopy(parent[where[-1]]))
        elif how == "own":
            parent[where[-1]] = data.draw(st.sampled_from(own))
        elif how == "text":
            parent[where[-1]] = data.draw(WEIRD_TEXT)
        else:
            parent[where[-1]] = data.draw(JSON_VALUES)
    return changed


@SETTINGS
@given(value=JSON_VALUES)
def test_random_json_is_a_record_or_one_short_refusal(value: Any) -> None:
    read_and_replay(json.dumps(value))


@SETTINGS
@given(text=WEIRD_TEXT)
def test_random_text_is_one_short_refusal(text: str) -> None:
    read_and_replay(text)


@pytest.mark.parametrize("game_id", sorted(RECORDS))
@SETTINGS
@given(data=st.data())
def test_a_changed_record_replays_or_is_one_short_refusal(game_id: str, data: st.DataObject) -> None:
    read_and_replay(json.dumps(mutate(data, RECORDS[game_id], OWN[game_id])))


@pytest.mark.parametrize("game_id", sorted(RECORDS))
@SETTINGS
@given(data=st.data())
def test_a_huge_number_or_deep_nesting_anywhere_is_one_short_refusal(game_id: str, data: st.DataObject) -> None:
    record = copy.deepcopy(RECORDS[game_id])
    where = data.draw(st.sampled_from([p for p in places(record) if p]))
    parent = record
    for step in where[:-1]:
        parent = parent[step]
    parent[where[-1]] = "\x00HERE"
    injected = data.draw(st.one_of(
        st.integers(4_301, 20_000).map(lambda n: "9" * n),
        st.integers(101, 4_300).map(lambda n: "-" + "1" * n),
        st.integers(20, 200_000).map(lambda n: "[" * n + "]" * n),
        st.integers(20, 5_000).map(lambda n: '{"a":' * n + "1" + "}" * n),
        st.sampled_from(["NaN", "Infinity", "-Infinity", "1e999999", "-0.0", "1E-400"]),
    ))
    read_and_replay(json.dumps(record).replace('"\\u0000HERE"', injected))
