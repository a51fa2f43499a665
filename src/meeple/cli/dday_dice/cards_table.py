"""The cards on the table: each unit's items, vehicle, medals and this turn's card effects on it
(:func:`cards_table`), and the common reserve (:func:`reserve_line`).
"""

from __future__ import annotations

from typing import Sequence

from rich.console import RenderableType
from rich.table import Table
from rich.text import Text

from meeple.cli.dday_dice.cards import card_cost, card_name, cards_text
from meeple.cli.dday_dice.observation import Obs, acting_unit
from meeple.cli.dday_dice.units_table import unit_name
from meeple.games.dday_dice.words.pieces import award_word
from meeple.games.dday_dice.words.unit_words import effects
from meeple.games.dday_dice.words.vocabulary import capital
from meeple.games.dday_dice.maps import BattleMap


def items_in_play(obs: Obs, bmap: BattleMap | None) -> bool:
    """Whether the map has items (and vehicles): its form says, or the table shows some."""
    if bmap is not None:
        return bool(bmap.mode.items)
    units: list[Obs] = obs.get("units", [])
    return bool(obs.get("reserve_items") or obs.get("used_items") or obs.get("vehicle_deck_size")
                or any(u.get("items") or u.get("vehicles") for u in units))


def medals_in_play(obs: Obs, bmap: BattleMap | None) -> bool:
    """Whether the map has medals (awards): its form says, or the table shows some."""
    if bmap is not None:
        return bool(bmap.mode.awards)
    units: list[Obs] = obs.get("units", [])
    return bool(obs.get("medal_deck_size") or obs.get("medals_played")
                or any(u.get("medals") or u.get("medals_won") for u in units))


def items_text(unit: Obs) -> Text:
    items = unit.get("items") or []
    return Text(cards_text(items)) if items else Text("-", style="dim")


def vehicle_text(unit: Obs) -> Text:
    vehicles = unit.get("vehicles") or []
    return Text(cards_text(vehicles), style="bold") if vehicles else Text("-", style="dim")


def medals_text(unit: Obs) -> Text:
    """The medals held (not yet played), and how many the unit has won in all."""
    held = unit.get("medals") or []
    won = int(unit.get("medals_won") or 0)
    text = Text(cards_text(held), style="bold yellow") if held else Text("")
    if won:
        text.append(f" ({won} won)" if held else f"none held ({won} won)", style="dim")
    return text if text.plain else Text("-", style="dim")


def effects_text(unit: Obs) -> Text:
    """This turn's card effects on the unit, the RWB bonuses cards granted it, the choices a
    card still asks of it, and a photographed Final Tally waiting for next turn
    (:func:`meeple.games.dday_dice.words.unit_words.effects`)."""
    parts = effects(unit)
    return Text("; ".join(parts)) if parts else Text("-", style="dim")


def _has_effects(unit: Obs) -> bool:
    return bool(unit.get("effects_this_turn") or unit.get("granted_rwb") or unit.get("pending") or unit.get("photo"))


def _holds(unit: Obs, with_items: bool, with_medals: bool) -> bool:
    """Whether the unit has a card the table shows: an item, a vehicle, a medal held or won."""
    return bool((with_items and (unit.get("items") or unit.get("vehicles")))
                or (with_medals and (unit.get("medals") or unit.get("medals_won"))))


def cards_table(obs: Obs, names: Sequence[str], viewer: int | None, bmap: BattleMap | None) -> Table | None:
    """Each unit's cards: its items, its vehicle, its medals (held, and won in all), and this
    turn's card effects on it -- where the map has items or medals and a unit has any; a row
    for each unit with one (the others have none)."""
    units: list[Obs] = obs.get("units", [])
    with_items, with_medals = items_in_play(obs, bmap), medals_in_play(obs, bmap)
    with_effects = any(_has_effects(u) for u in units)
    held = any(u.get("items") or u.get("vehicles") or u.get("medals") or u.get("medals_won") for u in units)
    if not (held and (with_items or with_medals)) and not with_effects:
        return None
    table = Table(box=None, pad_edge=False, show_edge=False, expand=False, padding=(0, 2, 0, 0),
                  header_style="bold underline")  # no rule under the headings: a row saved
    table.add_column("Unit", no_wrap=True)
    if with_items:
        table.add_column("Items")
        table.add_column("Vehicle")
    if with_medals:
        table.add_column(f"{capital(award_word(obs, 1))} (won)")
    if with_effects:
        table.add_column("This turn")
    for unit in units:
        if not _holds(unit, with_items, with_medals) and not (with_effects and _has_effects(unit)):
            continue  # a row of dashes says nothing: the table lists the units with a card
        row: list[RenderableType] = [unit_name(unit, names, viewer)]
        if with_items:
            row += [items_text(unit), vehicle_text(unit)]
        if with_medals:
            row.append(medals_text(unit))
        if with_effects:
            row.append(effects_text(unit))
        table.add_row(*row)
    return table


def reserve_line(obs: Obs, bmap: BattleMap | None) -> Text | None:
    """The common reserve: the items on the table (named with their printed cost in Phase 3,
    when they may be found), how many were used, the vehicle and medal decks and the medals
    played."""
    with_items, with_medals = items_in_play(obs, bmap), medals_in_play(obs, bmap)
    if not with_items and not with_medals:
        return None
    text = Text()
    if with_items:
        reserve = list(dict.fromkeys(obs.get("reserve_items") or []))
        finding = obs.get("phase") == "supply" or "honour" in (acting_unit(obs).get("pending") or [])
        text.append("Reserve: ", style="bold")
        if reserve:
            text.append(f"{len(reserve)} item{'s' if len(reserve) != 1 else ''}")
            if finding:
                text.append(" (")
                text.append(", ".join(card_name(i) + (f" {card_cost(i)}" if card_cost(i) is not None else "")
                                      for i in reserve))
                text.append(")")
        else:
            text.append("no item left", style="dim")
        used = len(obs.get("used_items") or [])
        text.append(f" - used items: {used}")
        text.append(f" - vehicle deck: {int(obs.get('vehicle_deck_size') or 0)}")
        abandoned = obs.get("vehicles_abandoned") or []
        if abandoned:
            text.append(f" (abandoned: {cards_text(abandoned)})", style="dim")
    if with_medals:
        if text.plain:
            text.append(" - ")
        text.append(f"{award_word(obs)} deck: {int(obs.get('medal_deck_size') or 0)}")
        played = obs.get("medals_played") or []
        if played:
            text.append(f" (played: {cards_text(played)})", style="dim")
    return text
