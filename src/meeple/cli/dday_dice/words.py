"""The game's small phrases (:mod:`meeple.games.dday_dice.words.pieces`) as rich text, for the
tables: a die as a coloured chip, a face, a tally of faces, a unit's name in its seat's colour,
a card named in bold (:mod:`.styles`).
"""

from __future__ import annotations

from typing import Any, Iterable, Sequence

from rich.text import Text

from meeple.cli.dday_dice.styles import rich_text
from meeple.engine.core import Event
from meeple.games.dday_dice.words import card_words, pieces
from meeple.games.dday_dice.words.reading import Obs


def face_text(face: str, symbol: bool = True) -> Text:
    """A face people can read: ``♟♟ 2 Soldiers``."""
    return rich_text(pieces.face(face, symbol))


def die_chip(die: str, face: str | None = None) -> Text:
    """A die in a line of text: its name on its colour, then its face."""
    return rich_text(pieces.die(die, face))


def tally(faces: Iterable[str], ignored: Sequence[str] = ()) -> Text:
    """How many of each face: ``♟ 1 Soldier ×2, ⚑ Courage ×1`` (faces the map ignores dimmed)."""
    return rich_text(pieces.tally(faces, ignored))


def who_text(names: Sequence[str], event: Event | dict[str, Any], key: str = "seat") -> Text:
    """The unit an event names, in its seat's colour."""
    return rich_text(pieces.who(names, event, key))


def unit_text(names: Sequence[str], seat: int) -> Text:
    """A unit's name in its seat's colour."""
    return rich_text(pieces.unit(names, seat))


def the_card(card_id: str) -> Text:
    """``the Walkie-Talkie`` with the name in bold."""
    return rich_text(card_words.the_card(card_id))


def and_join(items: list[Text]) -> Text:
    """``a, b and c``."""
    if len(items) <= 1:
        return items[0] if items else Text("")
    return Text(", ").join(items[:-1]) + Text(" and ") + items[-1]
