"""Helpers of the terminal-play tests."""

from __future__ import annotations

from meeple.engine.record import GameRecord


def seat_moves(record: GameRecord, seat: int) -> list[str]:
    return [m.action for m in record.moves if m.by == seat]
