"""A record is read strictly and within bounds: a seed is a whole number, a number of thousands
of digits or a 10 MB action gives one short RecordError, and every record kept in the
repository (docs/examples, the tests' records and scenes) stays valid."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Iterator

import pytest

from meeple.engine.errors import RecordError
from meeple.engine.limits import MAX_MOVES, MAX_RECORD_BYTES, SEED_LIMIT
from meeple.engine.record import load_record, parse_record

ROOT = Path(__file__).resolve().parents[2]
BASE: dict[str, Any] = {"game": "dead-mans-draw", "seats": [{"name": "Ann"}, {"name": "Bot", "agent": "random"}]}


def text_of(**fields: Any) -> str:
    return json.dumps({**BASE, **fields})


def refused(text: str) -> str:
    with pytest.raises(RecordError) as caught:
        parse_record(text)
    message = str(caught.value)
    assert len(message) < 300 and "\n" not in message, message
    return message


@pytest.mark.parametrize("seed", ["7", True, -1, SEED_LIMIT, 1.5, [7]])
def test_a_seed_that_is_not_a_whole_number_below_two_to_the_256_is_refused(seed: Any) -> None:
    assert "seed: a seed is a whole number" in refused(text_of(seed=seed))


def test_the_largest_seed_is_accepted() -> None:
    assert parse_record(text_of(seed=SEED_LIMIT - 1)).seed == SEED_LIMIT - 1


@pytest.mark.parametrize("version", [True, 1.0, 2, "1"])
def test_the_format_version_is_exactly_the_integer_one(version: Any) -> None:
    assert "version: Input should be 1" in refused(text_of(version=version))


@pytest.mark.parametrize("where", ['"seed": {n}', '"options": {{"edition": {n}}}', '"result": {{"returns": [{n}]}}',
                                   '"x": [[[{n}]]]'])
def test_a_number_of_more_than_4300_digits_anywhere_is_refused(where: str) -> None:
    text = text_of()[:-1] + ", " + where.format(n="9" * 5000) + "}"
    assert "a number of 5000 digits" in refused(text)


@pytest.mark.parametrize("constant", ["NaN", "Infinity", "-Infinity"])
def test_json_constants_that_are_no_numbers_are_refused(constant: str) -> None:
    assert f"{constant} is no JSON number" in refused(text_of()[:-1] + f', "result": {{"returns": [{constant}]}}' + "}")


def test_a_record_over_the_size_bound_is_refused_before_it_is_parsed() -> None:
    assert "at most 10 MiB" in refused(" " * (MAX_RECORD_BYTES + 1))


def test_a_record_file_over_the_size_bound_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "big.json"
    path.write_text(text_of(moves=[{"by": 0, "action": "draw"}] * 400_000))
    with pytest.raises(RecordError, match="at most 10 MiB"):
        load_record(path)


def test_more_moves_than_the_bound_are_refused() -> None:
    assert "moves: List should have at most" in refused(text_of(moves=[{"by": 0, "action": "d"}] * (MAX_MOVES + 1)))


def test_a_ten_megabyte_action_is_refused_with_a_short_line() -> None:
    message = refused(text_of(moves=[{"by": 0, "action": "x" * 9_000_000}]))
    assert "moves.0.action" in message


def test_a_huge_unknown_field_is_named_by_an_excerpt() -> None:
    assert "Extra inputs are not permitted" in refused(text_of(**{"k" * 1_000_000: 1}))


@pytest.mark.parametrize("name", ["", "x" * 41, "Ann\nBob", "\x1b[2J", "tab\there"])
def test_a_seat_name_is_short_printable_text(name: str) -> None:
    assert "seats.0.name: a name" in refused(text_of(seats=[{"name": name}, {"name": "Bob"}]))


@pytest.mark.parametrize("by", [True, -1, 64, "Chance", 1.0])
def test_a_move_is_by_a_seat_number_or_chance(by: Any) -> None:
    assert 'moves.0.by: a seat number (0-63) or "chance"' in refused(text_of(moves=[{"by": by, "action": "draw"}]))


@pytest.mark.parametrize("result, problem", [
    ({"scores": [1, 2]}, "returns: each seat's result"),
    ({"returns": ["1"]}, "returns: each seat's result"),
    ({"returns": [True]}, "returns: each seat's result"),
    ({"returns": [1.0], "x": "y" * 1001}, "'x': a text is at most 1000 characters"),
    ({"returns": [1.0], "x": [[[[1]]]]}, "nested more than 4 levels deep"),
    ({"returns": [1.0], "x": list(range(1001))}, "more than 1000 items"),
    ({"returns": [1.0], "x": 2**63}, "an integer lies between"),
    ({"returns": [1.0], "x\ny": 1}, "a name holds no control character"),
])
def test_a_result_is_bounded(result: dict[str, Any], problem: str) -> None:
    assert problem in refused(text_of(result=result))


@pytest.mark.parametrize("options, problem", [
    ({"map": 1.5}, "options.map: an option's value is"),
    ({"map": ["omaha-beach"]}, "options.map: an option's value is"),
    ({"map": None}, "options.map: an option's value is"),
    ({"map": "x" * 1001}, "options.map: a text is at most"),
])
def test_an_option_is_true_false_an_integer_or_a_short_text(options: dict[str, Any], problem: str) -> None:
    assert problem in refused(text_of(options=options))


@pytest.mark.parametrize("field, value", [("game", "g" * 41), ("rules_version", "1" * 41), ("rules_version", 1)])
def test_the_game_and_the_rules_version_are_short_texts(field: str, value: Any) -> None:
    assert f"{field}: " in refused(text_of(**{field: value}))


def saved_records() -> Iterator[tuple[str, dict[str, Any]]]:
    """Every record kept in the repository: the files that are records, and the records inside
    the D-Day Dice scenes."""
    for path in sorted([*(ROOT / "docs").rglob("*.json"), *(ROOT / "tests").rglob("*.json")]):
        data = json.loads(path.read_text(encoding="utf-8"))
        if isinstance(data, dict) and "seats" in data:
            yield str(path.relative_to(ROOT)), data
        elif isinstance(data, dict) and isinstance(data.get("record"), dict):
            yield str(path.relative_to(ROOT)), data["record"]


SAVED = list(saved_records())


def test_the_repository_keeps_records_to_check() -> None:
    assert len(SAVED) > 100


@pytest.mark.parametrize("name, data", SAVED, ids=[name for name, _ in SAVED])
def test_every_saved_record_is_valid_under_the_strict_schema(name: str, data: dict[str, Any]) -> None:
    assert parse_record(json.dumps(data), source=name).game == data["game"]
