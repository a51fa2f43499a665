"""The events as lines of rich text, in the game's words (:class:`meeple.games.dday_dice.words.game_words.DDayWords`):
one event (:func:`describe_event`), or a run of them (:func:`describe_events`: each roll in one
line, a reroll with its new faces, an item's use with what it did). A sector is named as the
board names it (``M8`` on Silence the Guns) once the words have seen the table (``table``: an
observation, or the viewer's last one); by its number without it.
"""

from __future__ import annotations

from typing import Sequence

from rich.console import RenderableType
from rich.text import Text

from meeple.cli.dday_dice.styles import rich_text
from meeple.engine.core import Event
from meeple.games.dday_dice.words.game_words import DDayWords
from meeple.games.dday_dice.words.reading import Obs


def describe_event(event: Event, names: Sequence[str], viewer: int | None, table: Obs | None = None) -> Text | None:
    """One event as a line of text (a die alone: see :func:`describe_events` for a roll)."""
    phrase = DDayWords(table).event(event, names, viewer)
    return rich_text(phrase) if phrase is not None else None


def describe_events(events: Sequence[Event], names: Sequence[str], viewer: int | None,
                    table: Obs | None = None) -> list[RenderableType]:
    """A run of events as lines: each roll in one line ("Ann rolls: r1 Courage, ..."), a
    reroll with its new faces, locks together; the rest one line each."""
    return [rich_text(line) for line in DDayWords(table).events(events, names, viewer)]
