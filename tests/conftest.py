"""The order the suite runs in: the files that take longest on their own start first, so that on
two processes (`.ci/run`: `pytest -n 2 --dist loadfile`, one file a process at a time) they run
beside the many short files instead of alone at the end. The rest keep their collected order."""

from __future__ import annotations

import pytest

#: Test files that run for a minute or more on one core (the cold `mypy --strict` of the package).
LONG_FIRST = frozenset({"test_strict_typing.py"})


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    items.sort(key=lambda item: item.path.name not in LONG_FIRST)
