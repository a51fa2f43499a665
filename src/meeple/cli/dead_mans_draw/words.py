"""The words of Dead Man's Draw in the terminal: a card as "Kraken 5" in its suit's colour
(:data:`SUIT_COLOURS`), a suit, a trait, a seat, the top card of a seat's pile. Read from the
game's content and the notation alone: nothing here decides a rule.
"""

from __future__ import annotations

from typing import Any, Iterable, Sequence

from rich.text import Text

from meeple.engine.errors import MeepleError
from meeple.games.dead_mans_draw.cards import CONTENT, card_label, parse_card, suit_of
from meeple.games.dead_mans_draw.content import SUIT_IDS, TraitData

Obs = dict[str, Any]

#: One colour per suit, so a card can be told at a glance.
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
SUIT_NAMES: dict[str, str] = {s.id: s.name for s in CONTENT.suits}
TRAITS = {t.id: t for t in CONTENT.traits}


def suit_text(suit_id: str) -> Text:
    """A suit's name in its colour: ``Kraken``."""
    return Text(SUIT_NAMES.get(suit_id, suit_id), style=SUIT_COLOURS.get(suit_id, ""))


def trait_suit_text(trait: TraitData, obs: Obs) -> Text:
    """What a trait works on, as its card shows it: its suit in its colour (the Key's traits
    work on the Key & Chest bonus, p. 11), or the busts Davy Jones' Locker collects (p. 9:
    in a 3-4 player game, "solo dal giocatore selezionato che sballa")."""
    if not trait.suit:
        many = len(obs.get("banks") or ()) > 2
        return Text("the chosen opponent's busts" if many else "an opponent's busts")
    if trait.suit == "key":
        return Text("Key & Chest", style=SUIT_COLOURS["key"])
    return suit_text(trait.suit)


def card(notation: str) -> Text:
    """A card people can read, in its suit's colour: ``kraken5`` -> ``Kraken 5``."""
    try:
        c = parse_card(notation)
    except MeepleError:
        return Text(notation)
    return Text(card_label(c), style=f"bold {SUIT_COLOURS[SUIT_IDS[suit_of(c)]]}")


def suit_id_of(notation: str) -> str:
    """The suit id of a card's notation (``kraken5`` -> ``kraken``; "" if it is not a card)."""
    try:
        return SUIT_IDS[suit_of(parse_card(notation))]
    except MeepleError:
        return ""


def cards(notations: Iterable[str], empty: str = "none") -> Text:
    """Several cards, comma-separated."""
    items = [card(n) for n in notations]
    return Text(", ").join(items) if items else Text(empty, style="dim")


def trait_name(trait_id: str | None) -> str:
    """A trait's printed name: ``davy-jones-locker`` -> ``Davy Jones' Locker``."""
    if trait_id is None:
        return "?"
    data = TRAITS.get(trait_id)
    return data.name if data else trait_id


def seat_name(names: Sequence[str], seat: Any) -> str:
    """A seat's name (its number if out of range)."""
    if isinstance(seat, int) and 0 <= seat < len(names):
        return names[seat]
    return f"seat {seat}"


def top_of(obs: Obs, seat: int, suit_id: str) -> Text:
    """The top card of ``seat``'s ``suit_id`` pile as shown in the observation."""
    piles = obs["banks"][seat]["piles"]
    values = piles.get(suit_id)
    if not values:
        return suit_text(suit_id)
    return card(f"{suit_id}{values[0]}")
