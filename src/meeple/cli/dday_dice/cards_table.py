"""The cards on the table: each unit's items, vehicle, medals and this turn's card effects on it
(:func:`cards_table`), and the common reserve (:func:`reserve_line`).
"""

from __future__ import annotations

from typing import Sequence

from rich.console import RenderableType
from rich.table import Table
from rich.text import Text

from meeple.cli.dday_dice.styles import rich_text
from meeple.games.dday_dice.words import table_words
from meeple.games.dday_dice.words.card_words import cards_text
from meeple.games.dday_dice.words.reading import Obs
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
    """The common reserve (:func:`meeple.games.dday_dice.words.table_words.reserve`), where the
    map has items or medals."""
    line = table_words.reserve(obs, items_in_play(obs, bmap), medals_in_play(obs, bmap))
    return rich_text(line) if line is not None else None
