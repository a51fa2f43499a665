"""The package is strictly typed (design notes, "Strict typing in CI"): `mypy --strict` over
src/meeple finds no issue. CI installs mypy with the test extras."""

from __future__ import annotations

import sys
from pathlib import Path

from mypy import api

PACKAGE = Path(__file__).resolve().parents[1] / "src" / "meeple"


def test_mypy_strict_finds_no_issue_in_the_package() -> None:
    """mypy runs in this process and raises its recursion limit (to 2**14); the limit is put
    back, so the tests that run after this one in the same process see Python's own."""
    limit = sys.getrecursionlimit()
    try:
        out, err, status = api.run(["--strict", "--no-error-summary", str(PACKAGE)])
    finally:
        sys.setrecursionlimit(limit)
    assert status == 0, out + err
