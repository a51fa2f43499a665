"""Loot cards, suits and traits as small integers, and their notation.

A card is ``suit * 16 + value`` (suit 0-9 in :data:`.content.SUIT_IDS` order, value 2-9),
so the suit is ``card >> 4`` and the value ``card & 15``. Its notation is the suit id
followed by the value: ``kraken5``, ``mermaid9``. Two copies of the same card (the party
variant's two decks) are the same integer: they cannot be told apart at the table either.
"""

from __future__ import annotations

from meeple.engine.errors import IllegalActionError, excerpt
from meeple.games.dead_mans_draw.content import SUIT_IDS, TRAIT_IDS, Content, load_content

CONTENT: Content = load_content()

ANCHOR, HOOK, CANNON, KEY, CHEST, MAP, ORACLE, SWORD, MERMAID, KRAKEN = range(10)
NUM_SUITS = 10
SUIT_NAMES: tuple[str, ...] = tuple(s.name for s in CONTENT.suits)

(
    BEASTMASTER, CAPTAINS_HOOK, CASANOVA, DAVY_JONES_LOCKER, FISHERMAN, GOLDEN_SCALES, MISER,
    NAVIGATOR, MASTER_GUNNER, MISFIRE, SAFE_HARBOR, MYSTIC, SCAVENGER, PARRY, PLUNDERER,
    SWORDSMAN, TREASURE_HUNTER,
) = range(17)
NUM_TRAITS = 17
NO_TRAIT = -1
TRAIT_NAMES: tuple[str, ...] = tuple(t.name for t in CONTENT.traits)


def card(suit: int, value: int) -> int:
    """The card of ``suit`` with ``value``."""
    return suit * 16 + value


def suit_of(c: int) -> int:
    return c >> 4


def value_of(c: int) -> int:
    return c & 15


#: Every card of one deck, ten suits of six (rulebook p. 1: "60 Carte Bottino").
DECK: tuple[int, ...] = tuple(
    card(i, v) for i, s in enumerate(CONTENT.suits) for v in s.values
)
#: The lowest card of each suit, which starts the discard pile (rulebook p. 2, "Set up 1").
LOWEST: tuple[int, ...] = tuple(card(i, s.values[0]) for i, s in enumerate(CONTENT.suits))

CARD_TEXT: dict[int, str] = {c: f"{SUIT_IDS[suit_of(c)]}{value_of(c)}" for c in DECK}
_TEXT_CARD: dict[str, int] = {text: c for c, text in CARD_TEXT.items()}


def card_text(c: int) -> str:
    """The notation of a card, e.g. ``kraken5``."""
    return CARD_TEXT[c]


def card_label(c: int) -> str:
    """A card for people, e.g. ``Kraken 5``."""
    return f"{SUIT_NAMES[suit_of(c)]} {value_of(c)}"


def parse_card(text: str) -> int:
    """Parse a card's notation; raise IllegalActionError if it is not a card of the game."""
    try:
        return _TEXT_CARD[text.strip().lower()]
    except KeyError:
        raise IllegalActionError(
            f"{excerpt(text)} is not a card: write the suit and the value, e.g. kraken5 or mermaid9"
        ) from None


def parse_suit(text: str) -> int:
    """Parse a suit id (``anchor`` ... ``kraken``)."""
    try:
        return SUIT_IDS.index(text.strip().lower())
    except ValueError:
        raise IllegalActionError(f"{excerpt(text)} is not a suit (suits: {', '.join(SUIT_IDS)})") from None


def parse_trait(text: str) -> int:
    """Parse a trait id (e.g. ``davy-jones-locker``)."""
    try:
        return TRAIT_IDS.index(text.strip().lower())
    except ValueError:
        raise IllegalActionError(f"{excerpt(text)} is not a trait (traits: {', '.join(TRAIT_IDS)})") from None
