"""The small words of Dead Man's Draw that its sentences and labels share: a card, several
cards, a suit, a trait, a seat, the top card of a seat's pile, as :data:`meeple.engine.words.Phrase`
spans, read from the content data and the notation alone. The tags are listed in
:mod:`.words`."""

from __future__ import annotations

from typing import Any, Iterable, Sequence

from meeple.engine.errors import MeepleError
from meeple.engine.words import Phrase, Span
from meeple.games.dead_mans_draw.cards import CONTENT, card_label, parse_card, suit_of
from meeple.games.dead_mans_draw.content import SUIT_IDS, TraitData

Obs = dict[str, Any]

#: Each suit's printed name by its id: ``kraken`` -> ``Kraken``.
SUIT_NAMES: dict[str, str] = {s.id: s.name for s in CONTENT.suits}
#: Each trait's data by its id.
TRAITS: dict[str, TraitData] = {t.id: t for t in CONTENT.traits}
#: The tag of a suit's name (not a card): ``suit-kraken``.
SUIT_TAG = "suit-{}"


def card(notation: str) -> Span:
    """A card people can read, tagged with its suit: ``kraken5`` -> ``("Kraken 5", "kraken")``;
    text that is not a card stays as it is, untagged."""
    try:
        c = parse_card(notation)
    except MeepleError:
        return (notation, "")
    return (card_label(c), SUIT_IDS[suit_of(c)])


def cards(notations: Iterable[str], empty: str = "none") -> Phrase:
    """Several cards, comma-separated; ``empty`` (dimmed) when there are none."""
    phrase: Phrase = []
    for notation in notations:
        if phrase:
            phrase.append((", ", ""))
        phrase.append(card(notation))
    return phrase or [(empty, "dim")]


def suit_id_of(notation: str) -> str:
    """The suit id of a card's notation (``kraken5`` -> ``kraken``; "" if it is not a card)."""
    try:
        return SUIT_IDS[suit_of(parse_card(notation))]
    except MeepleError:
        return ""


def suit(suit_id: str) -> Span:
    """A suit's name: ``("Kraken", "suit-kraken")``."""
    return (SUIT_NAMES.get(suit_id, suit_id), SUIT_TAG.format(suit_id) if suit_id in SUIT_NAMES else "")


def trait_name(trait_id: str | None) -> str:
    """A trait's printed name: ``davy-jones-locker`` -> ``Davy Jones' Locker`` (``?`` for none)."""
    if trait_id is None:
        return "?"
    data = TRAITS.get(trait_id)
    return data.name if data else trait_id


def trait(trait_id: str | None) -> Span:
    """A trait's name in a sentence."""
    return (trait_name(trait_id), "trait")


def works_on(data: TraitData, players: int) -> Span:
    """What a trait works on, as its card shows it: its suit (the Key's traits work on the
    Key & Chest bonus, p. 11), or the busts Davy Jones' Locker collects (p. 9: in a 3-4
    player game, "solo dal giocatore selezionato che sballa")."""
    if not data.suit:
        return ("the chosen opponent's busts" if players > 2 else "an opponent's busts", "")
    if data.suit == "key":
        return ("Key & Chest", SUIT_TAG.format("key"))
    return suit(data.suit)


def players_of(obs: Obs) -> int:
    """How many seats the observation's table has."""
    return len(obs.get("banks") or ())


def seat_name(names: Sequence[str], seat: Any) -> str:
    """A seat's name (``seat N`` if out of range)."""
    if isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < len(names):
        return names[seat]
    return f"seat {seat}"


def seat(names: Sequence[str], number: Any) -> Span:
    """A seat's name in a sentence."""
    return (seat_name(names, number), "seat")


def top_of(obs: Obs, number: int, suit_id: str) -> Span:
    """The top card of seat ``number``'s ``suit_id`` pile as the observation shows it (the
    suit's name when the pile is empty)."""
    values = obs["banks"][number]["piles"].get(suit_id)
    if not values:
        return suit(suit_id)
    return card(f"{suit_id}{values[0]}")
