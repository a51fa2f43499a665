"""The events as lines of rich text: one event (:func:`describe_event`), or a run of them
(:func:`describe_events`: each roll in one line, a reroll with its new faces, an item's use
with what it did), in the game's words (:mod:`meeple.games.dday_dice.words.news_words`), read
into the viewer's :class:`.news_memory.NewsMemory` as they are told. A sector is named as the
board names it (``M8`` on Silence the Guns), from the board as the memory knows it (the
number before any observation).
"""

from __future__ import annotations

from typing import Sequence

from rich.console import RenderableType
from rich.text import Text

from meeple.cli.dday_dice.news_memory import NewsMemory
from meeple.cli.dday_dice.styles import rich_text
from meeple.engine.core import Event
from meeple.games.dday_dice.words.event_words import event_phrase
from meeple.games.dday_dice.words.news_words import run_phrase, runs, turn_first
from meeple.games.dday_dice.words.reading import Obs


def describe_event(event: Event, names: Sequence[str], viewer: int | None,
                   board: Obs | None = None) -> Text | None:
    """One event as a line of text (a die alone: see :func:`describe_events` for a roll), its
    sectors named as ``board`` (the board as the viewer knows it, :attr:`NewsMemory.board`)
    names them: by number without it."""
    phrase = event_phrase(event, names, board)
    return rich_text(phrase) if phrase is not None else None


def describe_events(events: Sequence[Event], names: Sequence[str], viewer: int | None,
                    memory: NewsMemory | None = None) -> list[RenderableType]:
    """A run of events as lines: each roll in one line ("Ann rolls: r1 Courage, ..."), a
    reroll with its new faces, locks together; the rest one line each. ``memory`` is what the
    log told this viewer before (a fresh one if None); it takes these events in, and names
    the board (:attr:`NewsMemory.board`: its sectors' names)."""
    memory = memory if memory is not None else NewsMemory()
    board = memory.news_board()
    lines: list[RenderableType] = []
    for kind, run in runs(turn_first(events)):
        for event in run:
            memory.read(event)
        phrase = run_phrase(kind, run, names, board, memory.edition)
        if phrase is not None:
            lines.append(rich_text(phrase))
    return lines
