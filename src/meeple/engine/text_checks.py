"""Text that data may hold: no character that acts on a terminal instead of showing.

A data file or an option's content (a scenario, an army, a map) is shown to people: its names
and notes reach the terminal and the browser. A control character there would act instead of
showing (``\\x1b[2J`` clears a terminal; a bidirectional override turns a line around), so
every text of such data is checked when it is read (:func:`meeple.engine.data_files.read_toml`,
:mod:`meeple.engine.option_content`): a newline and a tab are allowed, no other control
character (Unicode category Cc), no bidirectional control, no line or paragraph separator.
"""

from __future__ import annotations

import unicodedata
from typing import Any, Iterator

#: The bidirectional marks, embeddings, overrides and isolates, and the line and paragraph
#: separators: not control characters to Unicode (category Cf, Zl, Zp), yet they change how the
#: rest of a line is shown.
LAYOUT_CONTROLS = frozenset("\u061c\u200e\u200f\u2028\u2029\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


def text_problem(text: str) -> str | None:
    """Why ``text`` may not be shown as it is (its first forbidden character), or None."""
    for char in text:
        if (unicodedata.category(char) == "Cc" and char not in "\n\t") or char in LAYOUT_CONTROLS:
            return f"a text holds the control character U+{ord(char):04X}"
    return None


def texts(value: Any) -> Iterator[str]:
    """Every text in parsed data (TOML or JSON): the keys of its tables and the strings."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for key, item in value.items():
            if isinstance(key, str):
                yield key
            yield from texts(item)
    elif isinstance(value, list):
        for item in value:
            yield from texts(item)


def data_text_problem(value: Any) -> str | None:
    """The first :func:`text_problem` of any text in ``value``, or None."""
    return next((problem for text in texts(value) if (problem := text_problem(text))), None)
