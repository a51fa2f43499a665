"""A readable label for each legal action (:func:`describe_action`): the game's label
(:func:`meeple.games.dday_dice.words.action_words.action_label`) as rich text.
"""

from __future__ import annotations

from typing import Sequence

from rich.text import Text

from meeple.cli.dday_dice.styles import rich_text
from meeple.games.dday_dice.words.action_words import action_label
from meeple.games.dday_dice.words.reading import Obs


def describe_action(notation: str, obs: Obs, names: Sequence[str]) -> Text:
    """A readable label for one legal action, from the acting seat's observation and the map."""
    return rich_text(action_label(notation, obs, names))
