"""The example records in docs/ stay true: they replay, with chance pinned and re-drawn."""

from __future__ import annotations

from pathlib import Path

import pytest

from meeple.engine.record import load_record, replay_record

EXAMPLES = sorted((Path(__file__).parents[2] / "docs" / "examples").glob("*.json"))


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
def test_the_documented_example_record_replays_both_ways(path: Path) -> None:
    record = load_record(path)
    final = replay_record(record).state
    assert final.is_over()
    assert replay_record(record.without_chance()).state.to_json() == final.to_json()


def test_there_is_an_example_record() -> None:
    assert EXAMPLES, "docs/examples holds the complete example of docs/records.md"
