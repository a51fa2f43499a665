"""Why an item a unit holds is not used now, and why it is offered no trade with another unit,
in words: the reasons the game states in each unit's observation (``item_refused``:
:mod:`meeple.games.dday_dice.item_reasons`; ``vehicle_refused``, the Jeep's:
:mod:`meeple.games.dday_dice.vehicle_reasons`; ``held_medal_refused``:
:mod:`meeple.games.dday_dice.held_medal_reasons`; ``trade_refused``, by the other unit's seat:
:mod:`meeple.games.dday_dice.trade_reasons`), for the browser's greyed item cards and trade
lines and the terminal's lines under the table. The sentences are
:data:`.refusal_words.REFUSAL_WORDS`; nothing here decides a rule.
"""

from __future__ import annotations

from typing import Sequence

from meeple.engine.words import Phrase
from meeple.games.dday_dice.words.card_words import card_name
from meeple.games.dday_dice.words.reading import Obs, seat_name
from meeple.games.dday_dice.words.refusal_words import refusal_words
from meeple.games.dday_dice.words.tags import DIM


def items_refused(obs: Obs, unit: Obs, names: Sequence[str] = ()) -> dict[str, str]:
    """Why each item ``unit`` holds is not used now, by the item's id."""
    return {item: refusal_words(why, obs, names) for item, why in (unit.get("item_refused") or {}).items()}


def vehicles_refused(obs: Obs, unit: Obs, names: Sequence[str] = ()) -> dict[str, str]:
    """Why the vehicle ``unit`` holds is not used now (the Jeep), by the vehicle's id."""
    return {card: refusal_words(why, obs, names) for card, why in (unit.get("vehicle_refused") or {}).items()}


def held_medals_refused(obs: Obs, unit: Obs, names: Sequence[str] = ()) -> dict[str, str]:
    """Why each medal ``unit`` holds is not played now, by the medal's id."""
    return {card: refusal_words(why, obs, names) for card, why in (unit.get("held_medal_refused") or {}).items()}


def trades_refused(obs: Obs, unit: Obs, names: Sequence[str] = ()) -> dict[str, str]:
    """Why ``unit`` is offered no gift to each other unit, by that unit's seat (a string)."""
    return {seat: refusal_words({"seat": int(seat), **why}, obs, names)
            for seat, why in (unit.get("trade_refused") or {}).items()}


def window_lines(obs: Obs, unit: Obs, names: Sequence[str] = ()) -> list[Phrase]:
    """For the unit to act: its items (and Jeep) not used now, then the units it may give nothing to now, a
    line for each reason."""
    if unit.get("seat") not in (obs.get("to_act") or []):
        return []
    by_words: dict[str, list[str]] = {}
    refused = {**items_refused(obs, unit, names), **vehicles_refused(obs, unit, names),
               **held_medals_refused(obs, unit, names)}
    for item, words in refused.items():
        by_words.setdefault(words, []).append(card_name(item))
    lines: list[Phrase] = [[(f"Not used now: {', '.join(items)}: {words}", DIM)] for words, items in by_words.items()]
    by_reason: dict[str, list[str]] = {}
    for seat, words in trades_refused(obs, unit, names).items():
        by_reason.setdefault(words, []).append(seat_name(names, int(seat)))
    return lines + [[(f"No trade with {', '.join(seats)}: {words}", DIM)] for words, seats in by_reason.items()]
