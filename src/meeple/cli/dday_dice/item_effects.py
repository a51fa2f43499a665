"""What using an item does (:func:`meeple.games.dday_dice.words.item_use_words.use_effect`), as
rich text for the label of a ``use`` action.
"""

from __future__ import annotations

from typing import Sequence

from rich.text import Text

from meeple.cli.dday_dice.styles import rich_text
from meeple.games.dday_dice.words import item_use_words
from meeple.games.dday_dice.words.reading import Obs


def use_effect(item: str, args: list[str], obs: Obs | None = None, names: Sequence[str] = (),
               board: Obs | None = None) -> Text:
    """What using ``item`` with these arguments does, in words."""
    return rich_text(item_use_words.use_effect(item, args, obs, names, board))
