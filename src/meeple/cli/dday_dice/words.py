"""The game's words (:mod:`meeple.games.dday_dice.words`) as rich text, for the board, the
tables and the labels: a die as a coloured chip, a face, a tally of faces, a unit's name in
its seat's colour (:mod:`.styles`).
"""

from __future__ import annotations

from typing import Any, Iterable, Sequence

from rich.text import Text

from meeple.cli.dday_dice.styles import DIE_STYLES, SEAT_STYLES, rich_text, seat_style
from meeple.engine.core import Event
from meeple.games.dday_dice.words import pieces
from meeple.games.dday_dice.words.pieces import award_word, deal_words
from meeple.games.dday_dice.words.reading import Obs, seat_name
from meeple.games.dday_dice.words.vocabulary import (
    AWARD_WORDS,
    DIE_COLOURS,
    FACE_NAMES,
    FACE_SYMBOLS,
    PHASE_TITLES,
    PHASE_TITLES_2,
    RESOURCE_FIELDS,
    RESOURCE_WORDS,
    RESULT_WORDS,
    RWB_NAMES,
    RWB_OF_FACE,
    capital,
    die_name,
    phase_titles,
)

__all__ = [
    "AWARD_WORDS", "DIE_COLOURS", "DIE_STYLES", "FACE_NAMES", "FACE_SYMBOLS", "PHASE_TITLES", "PHASE_TITLES_2",
    "RESOURCE_FIELDS", "RESOURCE_WORDS", "RESULT_WORDS", "RWB_NAMES", "RWB_OF_FACE", "SEAT_STYLES", "and_join",
    "award_word", "capital", "deal_words", "die_chip", "die_name", "die_with_face", "face_colour", "face_text",
    "phase_titles", "seat_name", "seat_style", "sentence", "tally", "who_text", "whom",
]


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
    return rich_text(pieces.who(names, event, key))


def and_join(items: list[Text]) -> Text:
    if len(items) <= 1:
        return items[0] if items else Text("")
    return Text(", ").join(items[:-1]) + Text(" and ") + items[-1]


def die_with_face(die: str, obs: Obs) -> Text:
    """``Red 1 (⚑ Courage)``: a die of the acting unit named with what it shows."""
    return rich_text(pieces.die_with_face(die, obs))


def face_colour(face: str, colour: str | None) -> Text:
    """``a red ★ Star``."""
    return rich_text(pieces.face_colour(face, colour))


def whom(seat: int, obs: Obs, names: Sequence[str], possessive: bool = False) -> Text:
    """``you``/``your`` for the acting seat, the unit's name otherwise."""
    return rich_text(pieces.whom(seat, obs, names, possessive))


def sentence(*parts: str | Text | tuple[str, str]) -> Text:
    """A line from its parts (plain, styled ``(text, style)`` or Text)."""
    return Text.assemble(*parts)
