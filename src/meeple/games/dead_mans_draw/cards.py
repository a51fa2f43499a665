"""Loot cards, suits and traits as small integers, and their notation.

A card is ``suit * 16 + value`` (suit 0-9 in :data:`.content.SUIT_IDS` order, value 2-9),
so the suit is ``card >> 4`` and the value ``card & 15``. Its notation is the suit id
followed by the value: ``kraken5``, ``mermaid9``. Two copies of the same card (the party
variant's two decks) are the same integer: they cannot be told apart at the table either.
"""

from __future__ import annotations

from typing import Final

from meeple.engine.errors import IllegalActionError, excerpt
from meeple.games.dead_mans_draw.content import SUIT_IDS, TRAIT_IDS, Content, load_content

CONTENT: Content = load_content()

# The suits and traits are Final: the compiled build reads them as constants, not as module
# attributes looked up at every use.
ANCHOR: Final = 0
HOOK: Final = 1
CANNON: Final = 2
KEY: Final = 3
CHEST: Final = 4
MAP: Final = 5
ORACLE: Final = 6
SWORD: Final = 7
MERMAID: Final = 8
KRAKEN: Final = 9
NUM_SUITS: Final = 10
SUIT_NAMES: tuple[str, ...] = tuple(s.name for s in CONTENT.suits)

BEASTMASTER: Final = 0
CAPTAINS_HOOK: Final = 1
CASANOVA: Final = 2
DAVY_JONES_LOCKER: Final = 3
FISHERMAN: Final = 4
GOLDEN_SCALES: Final = 5
MISER: Final = 6
NAVIGATOR: Final = 7
MASTER_GUNNER: Final = 8
MISFIRE: Final = 9
SAFE_HARBOR: Final = 10
MYSTIC: Final = 11
SCAVENGER: Final = 12
PARRY: Final = 13
PLUNDERER: Final = 14
SWORDSMAN: Final = 15
TREASURE_HUNTER: Final = 16
NUM_TRAITS: Final = 17
NO_TRAIT: Final = -1
TRAIT_NAMES: tuple[str, ...] = tuple(t.name for t in CONTENT.traits)


def card(suit: int, value: int) -> int:
    """The card of ``suit`` with ``value``."""
    return suit * 16 + value


def suit_of(c: int) -> int:
    return c >> 4


def value_of(c: int) -> int:
    return c & 15


#: Every card of one deck, ten suits of six (rulebook p. 1: "60 Carte Bottino").
DECK: Final[tuple[int, ...]] = tuple(
    card(i, v) for i, s in enumerate(CONTENT.suits) for v in s.values
)
#: The lowest card of each suit, which starts the discard pile (rulebook p. 2, "Set up 1").
LOWEST: Final[tuple[int, ...]] = tuple(card(i, s.values[0]) for i, s in enumerate(CONTENT.suits))

CARD_TEXT: Final[dict[int, str]] = {c: f"{SUIT_IDS[suit_of(c)]}{value_of(c)}" for c in DECK}
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
