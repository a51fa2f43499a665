"""The order the suite runs in: the longest test files start first, so that on two processes
(`.ci/run`: `pytest -n 2 --dist loadfile --no-loadscope-reorder`, one file a process at a time)
the many short files fill the end instead of one long file running alone.

xdist's own order for `loadfile` (files with the most tests first) puts the files of one or two
long tests, the browser games, the crash test and the Ray cluster, last. `.ci/run` turns it off
(`--no-loadscope-reorder`) and keeps this one."""

from __future__ import annotations

import pytest

from suite_order import LONG_FILES


def cost(item: pytest.Item) -> int:
    """The seconds listed for the item's file, 0 for a file not listed."""
    path = item.path.as_posix()
    return max((seconds for name, seconds in LONG_FILES.items() if path.endswith("tests/" + name)), default=0)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    items.sort(key=lambda item: -cost(item))
