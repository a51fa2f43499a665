"""How the terminal draws Dust Tactics: the sides' colours on the map and in the tables, and
one rich style per tag of the game's words (:mod:`meeple.games.dust_tactics.words`), so that a
phrase becomes rich text (:func:`styled`). The words are the game's; the colours are the
terminal's.
"""

from __future__ import annotations

from typing import Sequence

from rich.text import Text

from meeple.engine.words import Span
from meeple.games.dust_tactics.words import tags
from meeple.games.dust_tactics.words.names import side, target, unit

#: Each side's colour: text, and the square of a unit on the map.
SIDE_STYLE: dict[str, str] = {"allies": "bold dodger_blue1", "axis": "bold red1"}
SIDE_CELL: dict[str, str] = {"allies": "bold bright_white on blue", "axis": "bold bright_white on red3"}
#: A unit already activated this turn is drawn dimmer; the unit acting stands out.
SPENT_CELL: dict[str, str] = {"allies": "white on navy_blue", "axis": "white on dark_red"}
ACTING_CELL = "bold black on yellow"
#: Squares the Move under way may end on, with their cost.
REACH_STYLE = "bold green1"
TARGET_STYLE = "bold black on orange1"

#: The style of each tag the game's words use; a tag of several words is drawn in their
#: styles one over the other, in order (``dim unit allies``: dim, then bold in the Allies'
#: colour). A unit's map tag (``map-tag allies``) is drawn as it is on the map.
TAG_STYLES: dict[str, str] = {
    tags.ALLIES: SIDE_STYLE["allies"], tags.AXIS: SIDE_STYLE["axis"], tags.UNIT: "bold", tags.SIDE: "bold",
    tags.WEAPON: "bold", tags.TITLE: "bold", tags.HEADING: "bold", tags.STRONG: "bold",
    tags.HIT: "bold red1", tags.BLANK: "grey62", tags.SCORES: "underline", tags.DESTROYED: "bold red1", tags.SAVED: "bold green",
    tags.WARNING: "yellow", tags.OBJECTIVE: "bold magenta", tags.WINNER: "bold green",
    tags.ACTING: "bold yellow", tags.READY: "green", tags.DIM: "dim",
}


def tag_style(tag: str) -> str:
    """The rich style of ``tag`` (the styles of its words in order; a map tag's chip)."""
    words = tag.split()
    if tags.MAP_TAG in words:
        return next((SIDE_CELL[w] for w in words if w in SIDE_CELL), "")
    return " ".join(style for word in words if (style := TAG_STYLES.get(word, "")))


def styled(phrase: Sequence[Span], style: str = "") -> Text:
    """A phrase of the game's words as rich text, each span in its tag's style, over ``style``
    (the whole line's)."""
    text = Text(style=style)
    for words, tag in phrase:
        text.append(words, style=tag_style(tag) or None)
    return text


def whole(phrase: Sequence[Span], tag: str | None = None) -> Text:
    """A phrase drawn as one text in the style of ``tag`` (by default its first span's), its
    spans over it: a table pads a cell in that style."""
    base = tag_style(tag if tag is not None else (phrase[0][1] if phrase else ""))
    text = Text(style=base)
    for words, own in phrase:
        style = tag_style(own)
        text.append(words, style=None if style == base else style or None)
    return text


def unit_text(unit_id: str, obs: dict[str, object] | None = None) -> Text:
    """A unit's name in its side's colour (:func:`meeple.games.dust_tactics.words.names.unit`)."""
    return whole([unit(unit_id, obs)])


def side_text(side_id: str, names: Sequence[str] | None = None) -> Text:
    """``Allies (Ann)`` in the side's colour (:func:`meeple.games.dust_tactics.words.names.side`)."""
    return whole(side(side_id, names))


def target_text(target_id: str, obs: dict[str, object] | None = None) -> Text:
    """A target in words: a unit's name in its side's colour, or the cover element and its square."""
    return whole(target(target_id, obs))
