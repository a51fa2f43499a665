"""A card's whole text, as the ``card <name>`` command shows it (and ``meeple cards`` lists
it): its name, kind and id (:func:`card_head`), its cost and timing in the phases of the
edition played, whether solo games use it, the second edition's kind and explosion symbols
(:func:`card_facts`), and where it is in a game (:func:`whereabouts`).
"""

from __future__ import annotations

from typing import Sequence

from meeple.engine.errors import MeepleError
from meeple.engine.words import Phrase
from meeple.games.dday_dice.cards import CardData
from meeple.games.dday_dice.edition_cards import load_edition2_cards
from meeple.games.dday_dice.words.card_words import cost_words
from meeple.games.dday_dice.words.phrases import and_join, join, phrase
from meeple.games.dday_dice.words.reading import Obs, acting_unit, seat_name
from meeple.games.dday_dice.words.tags import CARD, DIM, seat_tag
from meeple.games.dday_dice.words.vocabulary import KIND_TITLES, TIMING_WORDS, item_points_words, phase_titles


def card_head(card: CardData) -> Phrase:
    """``Bazooka  special item  (bazooka)``."""
    return phrase((card.name, CARD), "  ", KIND_TITLES.get(card.kind, card.kind), (f"  ({card.id})", DIM))


def timing_words(timing: str, edition: int) -> str:
    """When a card is played, with the titles of the phases of ``edition``."""
    titles = phase_titles(edition)
    return TIMING_WORDS.get(timing, timing).format(supply=titles.get("supply", "supply"), move=titles.get("move", "move"),
                                                    combat=titles.get("combat", "combat"))


def card_facts(card: CardData, edition: int) -> list[str]:
    """The card's cost and timing, whether solo games use it, whether it is in two parts, and
    in the second edition its kind of specialist and explosion symbols."""
    facts = [f"cost: {cost_words(card)}", "when: " + timing_words(card.timing, edition)]
    if not card.solo:
        facts.append("not used in solo games")
    if card.two_part:
        facts.append("in two parts (solo: only the first)")
    return facts + (second_edition_facts(card.id) if edition == 2 else [])


def second_edition_facts(card_id: str) -> list[str]:
    """The second edition's kind of a specialist and a card's explosion symbols."""
    try:
        cards = load_edition2_cards()
    except MeepleError:  # the words only: a broken data file is the game's to report
        return []
    facts = []
    if card_id in cards.kind:
        facts.append(f"2nd edition: {cards.kind[card_id]} specialist")
    if card_id in cards.explosives:
        symbols = cards.explosives[card_id]
        facts.append(f"{symbols} explosion symbol{'s' if symbols != 1 else ''}")
    return facts


def whereabouts(card_id: str, obs: Obs, names: Sequence[str]) -> Phrase | None:
    """Where the card is in this game, from the observation: which units have it, in the
    reserve (with what it costs the acting unit), used, played, abandoned (None: nowhere
    the table shows)."""
    parts: list[Phrase] = []
    holders = []
    for unit in obs.get("units", []):
        if any(card_id in (unit.get(field) or []) for field in ("items", "vehicles", "specialists", "medals")):
            seat = unit.get("seat")
            holders.append([("you" if seat == obs.get("seat") else seat_name(names, seat), seat_tag(seat))])
    if holders:
        parts.append(phrase("held by ", and_join(holders)))
    if card_id in (obs.get("reserve_items") or []):
        cost = (acting_unit(obs).get("item_costs") or {}).get(card_id)
        parts.append(phrase("in the reserve" + (f" ({item_points_words(cost)} for you)" if isinstance(cost, int) else "")))
    for field, words in (("used_items", "used"), ("medals_played", "played"), ("vehicles_abandoned", "abandoned")):
        if card_id in (obs.get(field) or []):
            parts.append(phrase(words))
    return join(parts, "; ") if parts else None
