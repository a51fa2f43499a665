"""The suite's order (tests/conftest.py, tests/suite_order.py) names files that exist: a renamed long file would
otherwise drop silently to the end of the run."""

from __future__ import annotations

from pathlib import Path

from suite_order import LONG_FILES

TESTS = Path(__file__).parent


def test_every_long_file_the_order_names_is_a_test_file_of_the_suite() -> None:
    missing = [name for name in LONG_FILES if not (TESTS / name).is_file()]
    assert missing == []


def test_the_long_files_are_listed_longest_first() -> None:
    seconds = list(LONG_FILES.values())
    assert seconds == sorted(seconds, reverse=True)
