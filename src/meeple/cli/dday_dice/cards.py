"""The cards in the terminal: the game's card words (:mod:`meeple.games.dday_dice.words.card_words`),
a card named in bold as rich text (:func:`the_card`).
"""

from __future__ import annotations

from rich.text import Text

from meeple.cli.dday_dice.styles import rich_text
from meeple.games.dday_dice.words import card_words
from meeple.games.dday_dice.words.card_words import card_cost, card_kind, card_name, card_summary, cards_by_id, cards_text
from meeple.games.dday_dice.words.vocabulary import item_points_words

__all__ = ["card_cost", "card_kind", "card_name", "card_summary", "cards_by_id", "cards_text", "item_points_words",
           "the_card"]


def the_card(card_id: str) -> Text:
    """``the Walkie-Talkie`` with the name in bold."""
    return rich_text(card_words.the_card(card_id))
