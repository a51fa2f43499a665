"""The cards (specialists, items, vehicles, medals) in words, from the card list
(``data/cards.toml``, :func:`meeple.games.dday_dice.cards.load_cards`): a card's printed name,
its one-line summary, its printed cost and kind; ``the Walkie-Talkie``; a hand of cards as
``Grenade, Lucky Charm ×2``.
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from typing import Iterable

from meeple.engine.errors import MeepleError
from meeple.engine.words import Phrase
from meeple.games.dday_dice.cards import CardData, load_cards
from meeple.games.dday_dice.words.tags import CARD
from meeple.games.dday_dice.words.vocabulary import item_points_words


@lru_cache(maxsize=None)
def cards_by_id() -> dict[str, CardData]:
    """Every card of the card list by id ({} if the list does not load: the words only)."""
    try:
        return {card.id: card for card in load_cards()}
    except MeepleError:
        return {}


def card_name(card_id: str) -> str:
    """A card's printed name (``platoon-leader`` -> its name in the card list)."""
    card = cards_by_id().get(card_id)
    return card.name if card is not None else card_id.replace("-", " ").title()


def card_summary(card_id: str) -> str:
    """What the card does, in the card list's English summary ("" if unknown)."""
    card = cards_by_id().get(card_id)
    return card.summary if card is not None else ""


def card_cost(card_id: str) -> int | None:
    """The printed cost (stars or Item Points), None when the card has none."""
    card = cards_by_id().get(card_id)
    return card.cost if card is not None and card.cost_kind != "none" else None


def card_kind(card_id: str) -> str:
    """The card's kind (``vehicle``, ``regular-specialist`` ...; "" if unknown)."""
    card = cards_by_id().get(card_id)
    return card.kind if card is not None else ""


def the_card(card_id: str) -> Phrase:
    """``the Walkie-Talkie``, the name tagged as a card."""
    return [("the ", ""), (card_name(card_id), CARD)]


def named_card(card_id: str) -> Phrase:
    """``Walkie-Talkie``, tagged as a card."""
    return [(card_name(card_id), CARD)]


def cards_text(card_ids: Iterable[str]) -> str:
    """Card names in a list, a card held twice as ``Grenade ×2``."""
    counts = Counter(card_ids)
    return ", ".join(card_name(c) + (f" ×{n}" if n > 1 else "") for c, n in counts.items())


def cost_words(card: CardData) -> str:
    """``3 stars``, ``10 item points`` or ``no cost``."""
    if card.cost_kind == "stars":
        return f"{card.cost} star{'s' if card.cost != 1 else ''}"
    if card.cost_kind == "item-points":
        return item_points_words(int(card.cost))
    return "no cost"
