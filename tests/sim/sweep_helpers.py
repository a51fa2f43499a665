"""Small sweeps shared by the sweep, report and Ray tests, and reading a store back."""

from __future__ import annotations

from pathlib import Path
from typing import Any

#: Two D-Day Dice maps x both editions x solo and four units, editions paired on common seeds.
DDAY_SMALL: dict[str, Any] = {
    "game": "dday-dice", "seed": 24, "games": 6, "chunk": 2, "players": [1, 4], "pair": ["edition"],
    "grid": {"map": ["omaha-beach", "utah-beach"], "edition": [1, 2]},
}


def store_rows(store: Path) -> list[tuple[Any, ...]]:
    """Every row of a store, every column, in cell and game order."""
    from meeple.sim.store import connect

    return connect(store).execute("SELECT * FROM games ORDER BY cell, index").fetchall()
