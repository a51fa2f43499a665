"""How the terminal draws the game's words: each tag of a phrase
(:mod:`meeple.games.dday_dice.words.tags`) as a rich style (:data:`TAG_STYLES`; a unit's name
in its seat's colour, a die's name on its colour), and a phrase as a rich :class:`Text`
(:func:`rich_text`). The words are the game's; the colours are the terminal's.
"""

from __future__ import annotations

from typing import Sequence

from rich.text import Text

from meeple.engine.words import Span
from meeple.games.dday_dice.words import tags

#: One colour per seat, on the board and in the tables.
SEAT_STYLES = ("bold yellow", "bold cyan", "bold magenta", "bold green")
#: Each die's colours, by the first letter of its name (r1 r2 w1 w2 b1 b2).
DIE_STYLES: dict[str, str] = {"r": "white on red3", "w": "black on grey89", "b": "white on blue3"}
#: The rich style of each tag the game's words use.
TAG_STYLES: dict[str, str] = {
    "": "",
    tags.STRONG: "bold", tags.TITLE: "bold", tags.CARD: "bold", tags.FACE: "bold", tags.FACE_OFF: "bold dim",
    tags.DIM: "dim", tags.PHASE: "dim",
    tags.LOSS: "red", tags.GAIN: "green", tags.SUCCESS: "bold green", tags.LOST: "bold red", tags.URGENT: "bold red",
    tags.RWB: "bold yellow", tags.LASTING: "bold yellow", tags.EFFECT: "yellow", tags.COST: "yellow",
    tags.RULES: "magenta", tags.BOARD: "bold cyan", tags.MARK: "cyan", tags.FIRE: "bold red",
    "die": "bold ", **{tag: f"bold {DIE_STYLES[letter]}" for letter, tag in tags.DIE_TAGS.items()},
}


def seat_style(seat: int) -> str:
    """A seat's colour."""
    return SEAT_STYLES[seat % len(SEAT_STYLES)]


def tag_style(tag: str) -> str:
    """The rich style of ``tag`` (a seat's colour for ``seat-N``; none for a tag unknown)."""
    if tag.startswith("seat-") and tag[5:].isdigit():
        return seat_style(int(tag[5:]))
    return TAG_STYLES.get(tag, "")


def rich_text(phrase: Sequence[Span], whole: bool = True) -> Text:
    """A phrase as rich text: each span in its tag's style, a die's name as a chip (a space on
    each side, on the die's colour). A phrase of one span is all in its style, unless not
    ``whole`` (a table's cell, a panel's title pads it in that style)."""
    if whole and len(phrase) == 1 and not _is_die(phrase[0][1]):
        return Text(phrase[0][0], style=tag_style(phrase[0][1]))
    text = Text()
    for part, tag in phrase:
        text.append(f" {part} " if _is_die(tag) else part, style=tag_style(tag) or None)
    return text


def _is_die(tag: str) -> bool:
    return tag == "die" or tag in tags.DIE_TAGS.values()
