"""Helpers of the terminal-play tests."""

from __future__ import annotations

import io
import re

from rich.console import Console

from meeple.engine.record import GameRecord

#: The terminal the play screens must fit.
WIDTH, HEIGHT = 140, 50


def console(width: int = WIDTH) -> Console:
    """A plain console writing to memory."""
    return Console(file=io.StringIO(), width=width, force_terminal=False, color_system=None)


def output(con: Console) -> str:
    return con.file.getvalue()  # type: ignore[attr-defined]


def rendered(renderable: object, width: int = WIDTH) -> str:
    """``renderable`` as plain text at ``width`` columns."""
    con = console(width)
    con.print(renderable)
    return output(con)


def screens_of(text: str, name: str = "P\\d") -> list[str]:
    """The screens a person was shown: each from its `to act` rule to its prompt (which the
    next screen's rule follows on its line when nothing came between)."""
    chunks = re.split(rf"(?m)^(?=.*─ {name} \(seat \d+\) to act ─)", text)[1:]
    return [re.split(rf"\n{name}> ", chunk, maxsplit=1)[0].rstrip("\n") + "\nP> " for chunk in chunks]


def seat_moves(record: GameRecord, seat: int) -> list[str]:
    return [m.action for m in record.moves if m.by == seat]
