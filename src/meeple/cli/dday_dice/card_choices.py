"""The grouped choices that name cards (:func:`.choices.draw_choices` draws them): the
Légion d'Honneur's free finds (a row per item and a column per unit), gifts (a line per unit
given to), finds and recruits (a cell per card with its cost).
"""

from __future__ import annotations

from typing import Sequence

from rich.text import Text

from meeple.cli.dday_dice.cells import Cells, Grouped, Matrix, cell_lines, choice_cell
from meeple.cli.dday_dice.styles import seat_style
from meeple.games.dday_dice.words.card_words import card_cost, card_kind
from meeple.games.dday_dice.words.reading import Obs, acting_unit, seat_name


def used_item(item: str, obs: Obs) -> bool:
    """An item from the used pile (as the Légion d'Honneur's label says: ``a used one``)."""
    return item in (obs.get("used_items") or []) and item not in (obs.get("reserve_items") or [])


def unit_word(seat: int, obs: Obs, names: Sequence[str]) -> Text:
    return Text("you" if seat == obs.get("seat") else seat_name(names, seat), style=seat_style(seat))


def honour_group(members: Sequence[tuple[str, str]], obs: Obs, names: Sequence[str]) -> Grouped:
    """``honour <seat> <item>``: a cell per item for one unit; for several, a row per item
    and a column per unit."""
    seats: list[int] = []
    items: list[str] = []
    number_of: dict[tuple[int, str], str] = {}
    for number, notation in members:
        _, seat_word, item = notation.split()
        seat = int(seat_word)
        if seat not in seats:
            seats.append(seat)
        if item not in items:
            items.append(item)
        number_of[(seat, item)] = number
    used = [item for item in items if used_item(item, obs)]
    words = Text("Légion d'Honneur: that unit finds that item for free")
    if len(seats) > 1:
        words.append("; a column per unit: ")
        words.append_text(Text(", ").join(Text.assemble(f"seat {seat} ", unit_word(seat, obs, names)) for seat in seats))
    else:
        words.append_text(Text.assemble(" (", unit_word(seats[0], obs, names), f": seat {seats[0]})"))
    if used:
        words.append("; * a used one", style="dim")
    if len(seats) == 1:
        cells = [choice_cell(number_of[(seats[0], item)], item, "*" if item in used else "") for item in items]
        return "honour <seat> <item>", words, Cells(cells)
    rows: list[tuple[Text, list[Text]]] = []
    for item in items:
        label = Text(item, style="cyan")
        if item in used:
            label.append("*", style="dim")
        rows.append((label, [Text(number_of[(seat, item)].strip(), style="bold cyan") if (seat, item) in number_of
                             else Text("-", style="dim") for seat in seats]))
    return "honour <seat> <item>", words, Matrix([unit_word(seat, obs, names) for seat in seats], rows)


def give_group(members: Sequence[tuple[str, str]], obs: Obs, names: Sequence[str]) -> Grouped:
    """``give <seat> <what>``: a line per unit given to."""
    unit = acting_unit(obs)
    has = ", ".join(f"{unit.get(field, 0)} {word}" for field, word in (
        ("soldiers", "soldiers"), ("courage", "courage"), ("stars", "stars"), ("item_points", "item points")))
    by_seat: dict[int, list[Text]] = {}
    for number, notation in members:
        _, seat_word, what = notation.split()
        by_seat.setdefault(int(seat_word), []).append(choice_cell(number, what))
    rows = [(Text.assemble("to ", unit_word(seat, obs, names), f" ({seat})"), cells) for seat, cells in by_seat.items()]
    words = Text.assemble("give 1 of it, or that card, to that unit ", (f"(you have {has})", "dim"))
    return "give <seat> <what>", words, cell_lines(rows)


#: The grouped kinds of choice on cards: (pattern, what they do), with what the unit has.
CARD_GROUPS: dict[str, tuple[str, str]] = {
    "find": ("find <item>", "find that item for the item points after its name (you have {item_points})"),
    "find-used": ("find <item> used", "Special Find: that used item for its item points, outside the one-a-turn limit"),
    "recruit": ("recruit <specialist>", "recruit that specialist for the stars after its name (you have {stars})"),
    "recruit-patch": ("recruit <specialist> patch", "recruit with your Shoulder Patch (lose 1 soldier)"),
    "recruit-free": ("recruit <specialist> free", "recruit for free (Military Medal)"),
}


def card_group(kind: str, members: Sequence[tuple[str, str]], obs: Obs) -> Grouped:
    """Finds and recruits: a cell per card, with its cost where one is paid."""
    unit = acting_unit(obs)
    pattern, words = CARD_GROUPS[kind]
    costs = unit.get("item_costs") or {}
    cells = []
    for number, notation in members:
        card = notation.split()[1]
        mark = ""
        if kind in ("find", "find-used"):
            cost = costs.get(card, card_cost(card))  # discounts included, as the label says
            mark = str(cost) if cost is not None else ""
        elif kind == "recruit":
            cost = card_cost(card)
            mark = f"{cost}★" if cost is not None else ""
        if card_kind(card) == "vehicle":
            mark += " vehicle"
        cells.append(choice_cell(number, card, mark.strip(), "yellow"))
    return pattern, words.format(item_points=unit.get("item_points", 0), stars=unit.get("stars", 0)), Cells(cells)
