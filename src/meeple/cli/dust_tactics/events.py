"""The news in the terminal: each kernel event as the game words it
(:mod:`meeple.games.dust_tactics.words.event_words`), styled; the first events, which only
repeat the viewer's own last decision, left out. The news remembers the joins it reads
(:mod:`.news_memory`) for an event that does not name a squad's hero.
"""

from __future__ import annotations

from typing import Sequence

from rich.console import RenderableType
from rich.text import Text

from meeple.cli.dust_tactics.news_memory import remember, with_hero
from meeple.cli.dust_tactics.styles import styled
from meeple.engine.core import Event
from meeple.games.dust_tactics.words.event_words import echoes, event_phrase


def describe_events(events: Sequence[Event], names: Sequence[str], viewer: int | None,
                    seat_names: Sequence[str] | None = None) -> list[RenderableType]:
    """The news since ``viewer`` last looked, one sentence per event; the first events, which
    only repeat the viewer's own last decision (its unit activated, declared, moved), are
    left out: the table shows them (a join among them is still followed: :func:`remember`).
    ``names``: the sides' players; ``seat_names``: each seat's (with more than two seats, the
    seat that activates a unit is named, not its whole side)."""
    start = echoes(events, viewer)
    for event in events[:start]:
        remember(event)
    return [describe_event(e, names, viewer, seat_names) for e in events[start:]]


def describe_event(event: Event, names: Sequence[str], viewer: int | None,
                   seat_names: Sequence[str] | None = None) -> Text:
    """One event as a sentence (``names``, ``seat_names``: :func:`describe_events`)."""
    remember(event)
    return styled(event_phrase(with_hero(event), names, viewer, seat_names))
