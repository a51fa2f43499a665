"""The ``log`` command of ``meeple play``: the whole game so far as sentences, told to the
seat at the prompt as ``meeple replay --story --seat N`` tells it (:mod:`meeple.cli.story`),
paged (:func:`meeple.cli.pager.page`). Telling it again leaves the view's memory of the last
news (its ``news`` command) as it was."""

from __future__ import annotations

import copy
from typing import Sequence

from rich.console import Console, RenderableType
from rich.text import Text

from meeple.cli.pager import page
from meeple.cli.story import checked_walk, story_lines
from meeple.cli.views import GameView
from meeple.engine.record import GameRecord


def log_lines(view: GameView, record: GameRecord, names: Sequence[str], viewer: int | None) -> list[RenderableType]:
    """Every move of ``record`` with its news as ``viewer`` may see it; the view's memory of
    the last news it told is kept as it was."""
    game, steps, _ = checked_walk(record, len(record.moves), settle=False)
    memory = getattr(view, "last_news", None)
    kept = copy.copy(getattr(memory, "kept", None))
    try:
        lines = story_lines(game, view, steps, names, viewer)
    finally:
        if memory is not None and kept is not None:
            memory.kept = kept
    return lines or [Text("Nothing has happened yet.", style="dim")]


def show_log(console: Console, view: GameView, record: GameRecord, names: Sequence[str], viewer: int | None) -> None:
    """``log``: the game so far, a page at a time in a terminal too short for it."""
    heading = Text(f"The game so far ({len(record.moves)} moves)", style="bold")
    page(console, [heading, *log_lines(view, record, names, viewer)])
