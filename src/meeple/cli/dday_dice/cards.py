"""The cards (items, vehicles, medals, the specialists) named, priced and summed up from the card
list (``data/cards.toml``, through :func:`cards_by_id`); the printed cost is shown, not a
discounted one (the observation does not carry what an item costs a unit).
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from typing import Any, Iterable

from rich.text import Text

from meeple.engine.errors import MeepleError
from meeple.games.dday_dice.cards import load_cards


@lru_cache(maxsize=None)
def cards_by_id() -> dict[str, Any]:
    try:
        return {card.id: card for card in load_cards()}
    except MeepleError:
        return {}


def _card_names() -> dict[str, str]:
    return {card_id: card.name for card_id, card in cards_by_id().items()}


def card_name(card_id: str) -> str:
    """A card's printed name (``platoon-leader`` -> its name in the card list)."""
    return _card_names().get(card_id, card_id.replace("-", " ").title())


def card_summary(card_id: str) -> str:
    """What the card does, in the card list's English summary ("" if unknown)."""
    card = cards_by_id().get(card_id)
    return str(getattr(card, "summary", "") or "") if card is not None else ""


def card_cost(card_id: str) -> int | None:
    """The printed cost (stars or Item Points), None when the card has none."""
    card = cards_by_id().get(card_id)
    cost = getattr(card, "cost", None) if card is not None else None
    return cost if isinstance(cost, int) and getattr(card, "cost_kind", "") != "none" else None


def card_kind(card_id: str) -> str:
    card = cards_by_id().get(card_id)
    return str(getattr(card, "kind", "")) if card is not None else ""


def the_card(card_id: str) -> Text:
    """``the Walkie-Talkie`` with the name in bold."""
    return Text.assemble("the ", (card_name(card_id), "bold"))


def item_points_words(n: int) -> str:
    return f"{n} item point{'s' if n != 1 else ''}"


def cards_text(card_ids: Iterable[str]) -> str:
    """Card names in a list, a card held twice as ``Grenade ×2``."""
    counts = Counter(card_ids)
    return ", ".join(card_name(c) + (f" ×{n}" if n > 1 else "") for c, n in counts.items())
