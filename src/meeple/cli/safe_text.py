"""Text from a record, a data file or another person, made safe to show in a terminal.

A seat name, an agent, a move's notation or an error message quoting them may come from a
record someone else wrote. Written to the terminal as it is, a control character acts instead
of showing: ``\\x1b[2J`` clears the screen, other escape sequences move the cursor, retitle
the window or hide text, and a bidirectional override turns the rest of the line around.
:func:`safe_text` writes every such character out as its escape (``\\x1b``), so that it is
seen and does nothing. Rich markup (``[bold]``) is the other half: such text is only ever put
in a :class:`rich.text.Text` (or printed with ``markup=False``), never in a markup string.

The terminal applies this where text enters it: the seat names a game is drawn with
(:func:`seat_names`, used by ``meeple play``, its ``--resume``, and ``meeple replay``), the
record a game's end is drawn from (:func:`shown_record`), a story's move notation, and every
error line. (A data file or an option's content may hold no such character at all:
:mod:`meeple.engine.text_checks`.)
"""

from __future__ import annotations

import unicodedata
from typing import Iterable

from meeple.engine.record import GameRecord, SeatRecord
from meeple.engine.text_checks import LAYOUT_CONTROLS


def _shown(char: str) -> str:
    if unicodedata.category(char) != "Cc" and char not in LAYOUT_CONTROLS:
        return char
    code = ord(char)
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def safe_text(text: str) -> str:
    """``text`` with every control character (C0, DEL, C1, the bidirectional controls, line
    and paragraph separators; a newline and a tab too: the text is shown on one line) written
    out as its escape, ``\\x1b`` or ``\\u202e``. Other text, accents and emoji included, is
    left as it is."""
    if text.isprintable():
        return text
    return "".join(_shown(char) for char in text)


def seat_names(seats: Iterable[SeatRecord]) -> list[str]:
    """The names of ``seats`` as the terminal shows them (:func:`safe_text`)."""
    return [safe_text(seat.name) for seat in seats]


def shown_record(record: GameRecord) -> GameRecord:
    """A copy of ``record`` whose seat names and agents are :func:`safe_text`, for drawing
    the end of a game (a view's ``results`` hook reads the seats from the record); the record
    itself, which is saved, keeps them as they were."""
    seats = [SeatRecord(name=safe_text(s.name), agent=safe_text(s.agent)) for s in record.seats]
    return record.model_copy(update={"seats": seats})
