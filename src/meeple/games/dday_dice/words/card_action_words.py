"""The labels of the actions on cards: Phase 3's trades, recruits, finds and purchases, and the
items and medals played (:data:`CARD_LABELS`, by the notation's first word).
"""

from __future__ import annotations

from typing import Sequence

from meeple.engine.words import Phrase
from meeple.games.dday_dice.medals import MEDAL_PRICE
from meeple.games.dday_dice.words.card_words import card_cost, card_kind, card_name, card_summary, cards_by_id, the_card
from meeple.games.dday_dice.words.item_use_words import use_effect
from meeple.games.dday_dice.words.labels import ActionLabel
from meeple.games.dday_dice.words.phrases import phrase
from meeple.games.dday_dice.words.pieces import award_word, unit
from meeple.games.dday_dice.words.reading import Obs, acting_unit
from meeple.games.dday_dice.words.tags import CARD, COST, DIM, RWB
from meeple.games.dday_dice.words.vocabulary import RESOURCE_FIELDS, RESOURCE_WORDS, RWB_NAMES, item_points_words


def with_summary(part: Phrase, card_id: str) -> Phrase:
    """``part`` followed by the card's one-line summary, dimmed (nothing for a card without one)."""
    summary = card_summary(card_id)
    return phrase(part, (f" - {summary}", DIM) if summary else "")


def _give(args: list[str], obs: Obs, names: Sequence[str]) -> Phrase:
    seat, what = int(args[0]), args[1]
    if what in RESOURCE_WORDS:
        has = acting_unit(obs).get(RESOURCE_FIELDS.get(what, what))
        return phrase(f"give 1 {RESOURCE_WORDS.get(what, what)} to ", unit(names, seat),
                      (f" (you have {has})" if has is not None else "", DIM))
    kind = card_kind(what)
    out = phrase("give your ", (card_name(what), CARD))
    if kind == "vehicle":
        out += phrase(" (vehicle)")
    elif kind.endswith("specialist"):
        out += phrase(" (specialist, once a turn)")
    return out + phrase(" to ", unit(names, seat))


def _recruit(args: list[str], obs: Obs, names: Sequence[str]) -> Phrase:
    card = cards_by_id().get(args[0])
    how = args[1] if len(args) > 1 else ""
    out = phrase("recruit ", (card_name(args[0]), CARD))
    if how == "patch":
        out += phrase(" with your Shoulder Patch (lose 1 soldier)")
    elif how == "free":
        out += phrase(" for free (Military Medal)")
    elif card is not None:
        out += phrase(f" for {card.cost} stars")
    return with_summary(out, args[0])


def _find(args: list[str], obs: Obs, names: Sequence[str]) -> Phrase:
    item = args[0]
    used = len(args) > 1 and args[1] == "used"
    out = phrase("find ", "the used " if used else "", (card_name(item), CARD))
    if card_kind(item) == "vehicle":
        out += phrase(" (vehicle)")
    cost = (acting_unit(obs).get("item_costs") or {}).get(item, card_cost(item))  # discounts included
    if cost is not None:
        out.append((f" - {item_points_words(cost)}", COST))
        has = acting_unit(obs).get("item_points")
        if has is not None:
            out.append((f" (you have {has})", DIM))
    if used:
        out.append((" - Special Find: outside the one-a-turn limit", DIM))
    return with_summary(out, item)


def _buy(args: list[str], obs: Obs, names: Sequence[str]) -> Phrase:
    has, deck = acting_unit(obs).get("courage"), obs.get("medal_deck_size")
    notes = ([f"you have {has}"] if has is not None else []) + ([f"{deck} in the deck"] if deck is not None else [])
    return phrase(f"buy {award_word(obs, 2)} drawn at random for {MEDAL_PRICE} courage",
                  (f" ({', '.join(notes)})", DIM) if notes else "")


def _medal(args: list[str], obs: Obs, names: Sequence[str]) -> Phrase:
    """A medal chosen from the deck: for a Straight, or (Gold Beach 8, ``sector-medal``) the
    Victoria Cross as the first unit's reward."""
    if "sector-medal" in (acting_unit(obs).get("pending") or []):
        return with_summary(phrase("first unit in: take ", the_card(args[0])), args[0])
    return with_summary(phrase("Straight: take ", the_card(args[0])), args[0])


def _draw_medal(args: list[str], obs: Obs, names: Sequence[str]) -> Phrase:
    """Gold Beach 8: a medal drawn at random rather than the Victoria Cross."""
    return phrase(f"first unit in: draw {award_word(obs, 2)} at random instead of ", the_card("victoria-cross"))


def _discard(args: list[str], obs: Obs, names: Sequence[str]) -> Phrase:
    """The bunker's doors: an explosive card discarded (second edition)."""
    return phrase("discard ", the_card(args[0]), " to blow open the bunker's doors")


def _play(args: list[str], obs: Obs, names: Sequence[str]) -> Phrase:
    return with_summary(phrase("play ", the_card(args[0])), args[0])


def _use(args: list[str], obs: Obs, names: Sequence[str]) -> Phrase:
    item, rest = args[0], args[1:]
    effect = use_effect(item, rest, obs, names)
    return phrase("use ", the_card(item), ": " if effect else "", effect)


def _silver_star(args: list[str], obs: Obs, names: Sequence[str]) -> Phrase:
    seat = int(args[0])
    who = phrase("you") if seat == obs.get("seat") else unit(names, seat)
    return phrase("Silver Star: ", who, " may move twice this Phase 4 (advancing still costs courage)")


def _honour(args: list[str], obs: Obs, names: Sequence[str]) -> Phrase:
    seat, item = int(args[0]), args[1]
    who = phrase("you find") if seat == obs.get("seat") else phrase(unit(names, seat), " finds")
    out = phrase("Légion d'Honneur: ", who, " ", the_card(item), " for free")
    if item in (obs.get("used_items") or []) and item not in (obs.get("reserve_items") or []):
        out.append((" (a used one)", DIM))
    return with_summary(out, item)


def _dismiss(args: list[str], obs: Obs, names: Sequence[str]) -> Phrase:
    bonus = RWB_NAMES.get(args[1], args[1])
    return phrase("Purple Heart: dismiss your ", (card_name(args[0]), CARD), " for the RWB bonus ", (bonus, RWB),
                  " (it may be recruited again)")


def _abandon(args: list[str], obs: Obs, names: Sequence[str]) -> Phrase:
    return with_summary(phrase("abandon ", the_card(args[0]), " (out of the game for good)"), args[0])


#: The labels of the actions on cards, by the notation's first word.
CARD_LABELS: dict[str, ActionLabel] = {
    "give": _give,
    "recruit": _recruit,
    "find": _find,
    "buy": _buy,
    "medal": _medal,
    "draw": _draw_medal,
    "discard": _discard,
    "play": _play,
    "use": _use,
    "silver-star": _silver_star,
    "honour": _honour,
    "dismiss": _dismiss,
    "abandon": _abandon,
}
