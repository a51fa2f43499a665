"""The labels of the actions on cards: Phase 3's trades, recruits, finds and purchases, and the
items and medals played (:data:`CARD_LABELS`, by the notation's first word).
"""

from __future__ import annotations

from typing import Sequence

from rich.text import Text

from meeple.cli.dday_dice.cards import (
    card_cost,
    card_kind,
    card_name,
    card_summary,
    cards_by_id,
    item_points_words,
    the_card,
)
from meeple.cli.dday_dice.item_effects import use_effect
from meeple.cli.dday_dice.observation import Obs, acting_unit
from meeple.cli.dday_dice.words import RESOURCE_FIELDS, RESOURCE_WORDS, RWB_NAMES, award_word, seat_name, seat_style
from meeple.games.dday_dice.medals import MEDAL_PRICE


def _label_give(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    seat, what = int(args[0]), args[1]
    to = (seat_name(names, seat), seat_style(seat))
    if what in RESOURCE_WORDS:
        has = acting_unit(obs).get(RESOURCE_FIELDS.get(what, what))
        return Text.assemble(f"give 1 {RESOURCE_WORDS.get(what, what)} to ", to,
                             (f" (you have {has})" if has is not None else "", "dim"))
    kind = card_kind(what)
    text = Text.assemble("give your ", (card_name(what), "bold"))
    if kind == "vehicle":
        text.append(" (vehicle)")
    elif kind.endswith("specialist"):
        text.append(" (specialist, once a turn)")
    text.append(" to ")
    text.append(*to)
    return text


def _label_recruit(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    card = cards_by_id().get(args[0])
    how = args[1] if len(args) > 1 else ""
    text = Text.assemble("recruit ", (card_name(args[0]), "bold"))
    if how == "patch":
        text.append(" with your Shoulder Patch (lose 1 soldier)")
    elif how == "free":
        text.append(" for free (Military Medal)")
    elif card is not None and card.cost is not None:
        text.append(f" for {card.cost} stars")
    summary = card_summary(args[0])
    if summary:
        text.append(f" - {summary}", style="dim")
    return text


def _label_find(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    item = args[0]
    used = len(args) > 1 and args[1] == "used"
    text = Text("find ")
    if used:
        text.append("the used ")
    text.append(card_name(item), style="bold")
    if card_kind(item) == "vehicle":
        text.append(" (vehicle)")
    cost = (acting_unit(obs).get("item_costs") or {}).get(item, card_cost(item))  # discounts included
    if cost is not None:
        text.append(f" - {item_points_words(cost)}", style="yellow")
        has = acting_unit(obs).get("item_points")
        if has is not None:
            text.append(f" (you have {has})", style="dim")
    if used:
        text.append(" - Special Find: outside the one-a-turn limit", style="dim")
    return with_summary(text, item)


def _label_buy(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    text = Text(f"buy {award_word(obs, 2)} drawn at random for {MEDAL_PRICE} courage")
    has, deck = acting_unit(obs).get("courage"), obs.get("medal_deck_size")
    notes = ([f"you have {has}"] if has is not None else []) + ([f"{deck} in the deck"] if deck is not None else [])
    if notes:
        text.append(f" ({', '.join(notes)})", style="dim")
    return text


def _medal_label(verb: str, medal: str) -> Text:
    text = Text.assemble(verb, the_card(medal))
    summary = card_summary(medal)
    if summary:
        text.append(f" - {summary}", style="dim")
    return text


def _label_medal(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    return _medal_label("Straight: take ", args[0])


def _label_play(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    return _medal_label("play ", args[0])


def _label_use(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    item, rest = args[0], args[1:]
    text = Text.assemble("use ", the_card(item))
    effect = use_effect(item, rest, obs, names)
    if effect.plain:
        text.append(": ")
        text.append(effect)
    return text


def _label_silver_star(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    seat = int(args[0])
    who = Text("you") if seat == obs.get("seat") else Text(seat_name(names, seat), style=seat_style(seat))
    return Text.assemble("Silver Star: ", who, " may move twice this Phase 4 (advancing still costs courage)")


def _label_honour(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    seat, item = int(args[0]), args[1]
    who = Text("you find") if seat == obs.get("seat") else Text.assemble(
        (seat_name(names, seat), seat_style(seat)), " finds")
    text = Text.assemble("Légion d'Honneur: ", who, " ", the_card(item), " for free")
    if item in (obs.get("used_items") or []) and item not in (obs.get("reserve_items") or []):
        text.append(" (a used one)", style="dim")
    return with_summary(text, item)


def _label_dismiss(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    bonus = RWB_NAMES.get(args[1], args[1])
    return Text.assemble("Purple Heart: dismiss your ", (card_name(args[0]), "bold"),
                         " for the RWB bonus ", (bonus, "bold yellow"), " (it may be recruited again)")


def _label_abandon(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    text = Text.assemble("abandon ", the_card(args[0]), " (out of the game for good)")
    summary = card_summary(args[0])
    if summary:
        text.append(f" - {summary}", style="dim")
    return text


#: The labels of the actions on cards, by the notation's first word.
CARD_LABELS = {
    "give": _label_give,
    "recruit": _label_recruit,
    "find": _label_find,
    "buy": _label_buy,
    "medal": _label_medal,
    "play": _label_play,
    "use": _label_use,
    "silver-star": _label_silver_star,
    "honour": _label_honour,
    "dismiss": _label_dismiss,
    "abandon": _label_abandon,
}


def with_summary(text: Text, card: str) -> Text:
    """``text`` followed by the card's one-line summary, dimmed (nothing for a card without one)."""
    summary = card_summary(card)
    if summary:
        text.append(f" - {summary}", style="dim")
    return text
