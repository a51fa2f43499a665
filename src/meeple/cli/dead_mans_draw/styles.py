"""How the terminal draws Dead Man's Draw's words (:mod:`meeple.games.dead_mans_draw.words`):
one rich style per tag, a colour per suit (:data:`SUIT_COLOURS`) so a card can be told at a
glance. The words themselves are the game's; this module only colours them.
"""

from __future__ import annotations

from typing import Sequence

from rich.text import Text

from meeple.engine.words import Span
from meeple.games.dead_mans_draw.content import SUIT_IDS
from meeple.games.dead_mans_draw.phrases import SUIT_TAG

#: One colour per suit.
SUIT_COLOURS: dict[str, str] = {
    "anchor": "steel_blue1",
    "hook": "dark_orange",
    "cannon": "grey70",
    "key": "gold1",
    "chest": "light_goldenrod3",
    "map": "tan",
    "oracle": "medium_purple1",
    "sword": "cyan",
    "mermaid": "spring_green2",
    "kraken": "red1",
}

#: The style of each tag the game's words use (a card in bold in its suit's colour, a suit's
#: name in its colour); a tag not listed is drawn plain.
TAG_STYLES: dict[str, str] = {
    **{suit: f"bold {SUIT_COLOURS[suit]}" for suit in SUIT_IDS},
    **{SUIT_TAG.format(suit): SUIT_COLOURS[suit] for suit in SUIT_IDS},
    "heading": "bold italic",
    "turn": "bold",
    "bust": "bold red",
    "bank": "green",
    "bonus": "bold gold1",
    "owed": "bold red1",
    "reveal": "magenta",
    "result": "bold",
    "title": "bold",
    "pending": "bold yellow",
    "safe": "bold green",
    "note": "cyan",
    "dim": "dim",
}


def whole(span: Span) -> Text:
    """One span drawn in its tag's style as a whole, the space a table pads it with included
    (a card in the play area, a headline)."""
    words, tag = span
    return Text(words, style=TAG_STYLES.get(tag, ""))


def styled(phrase: Sequence[Span], style: str = "") -> Text:
    """A phrase of the game's words as rich text, each span in its tag's style, over ``style``
    (a table cell's own emphasis)."""
    text = Text(style=style)
    for words, tag in phrase:
        text.append(words, style=TAG_STYLES.get(tag, ""))
    return text
