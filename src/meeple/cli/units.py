"""`meeple units list|show|validate`: the unit cards of Dust Tactics in the terminal.

A thin front end over :mod:`meeple.games.dust_tactics.units`: it draws what the data says
and decides nothing. ``show`` draws a card as the printed one is read (p. 4): movement,
armour, models or hit points, army points, the weapon table with one line per weapon and its
combat value against every armour class, the limited-ammunition boxes, the skills (each with
its rule, in the game's words) and the cover values. Values the rulebook text does not state are marked ``†`` (reconstructed,
docs/rulings.md DT-1 to DT-4).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from rich import box
from rich.console import Console
from rich.table import Table
from rich.text import Text

from meeple.engine.errors import ContentError, excerpt
from meeple.games.dust_tactics.datafile import DataTable
from meeple.games.dust_tactics.units import ARMOUR_CLASSES, CombatValue, UnitCard, WeaponLine, load_units, load_units_file
from meeple.games.dust_tactics.words.card_words import COLUMN_WORDS, card_key, combat_text, skill_entry, strength_words
from meeple.games.dust_tactics.words.vocabulary import CARD_TYPES as TYPES
from meeple.games.dust_tactics.words.vocabulary import COVER_FACES as COVER_WORDS
from meeple.games.dust_tactics.words.vocabulary import FACTIONS

DAGGER = "†"


def _mark(table: DataTable, field: str, item: int | None = None) -> str:
    return DAGGER if table.is_reconstructed(field, item) else ""


def find_unit(query: str, cards: tuple[UnitCard, ...] | None = None) -> UnitCard:
    """The card whose id is ``query``, or whose name is, whatever the case (``Hell Boys``,
    ``hell boys`` and ``hell-boys`` all name the Hell Boys), or the one card whose id it begins
    (``hell``)."""
    from meeple.cli.prefixes import expand_prefix

    cards = cards if cards is not None else load_units()
    query = expand_prefix(query, [c.id for c in cards], "unit") or query
    wanted = "-".join(query.strip().lower().split())
    for card in cards:
        if wanted in (card.id, "-".join(card.name.lower().split())):
            return card
    raise ContentError(f"unknown unit {excerpt(query)} (known: {', '.join(c.id for c in cards)})")


strength_text = strength_words


def skill_entries(card: UnitCard) -> list[dict[str, Any]]:
    """The card's skills with their names and rules (:func:`~meeple.games.dust_tactics.words.card_words.skill_entry`)."""
    return [skill_entry(card, skill) for skill in card.skills]


def range_text(line: WeaponLine) -> str:
    """The range as printed on the card: ``2``, ``3-6``, ``U``, ``C`` or ``A``."""
    return str(line.range)


# ------------------------------------------------------------------------------------
# list / validate
# ------------------------------------------------------------------------------------


def unit_row(card: UnitCard) -> dict[str, Any]:
    """A card as a JSON-safe row (``meeple units list --json``)."""
    return {
        "id": card.id,
        "name": card.name,
        "faction": card.faction,
        "type": card.type,
        "armour": card.armour,
        "armour_kind": card.armour_kind,
        "ap": card.ap,
        "models": card.models,
        "hit_points": card.hit_points,
        "movement": card.movement,
        "soft_cover": card.soft_cover,
        "hard_cover": card.hard_cover,
        "skills": list(card.skills),
        "weapons": [weapon_row(line) for line in card.weapons],
        "reconstructed": list(card.reconstructed),
        "sources": list(card.sources),
    }


def weapon_row(line: WeaponLine) -> dict[str, Any]:
    """A weapon line as a JSON-safe row: combat values as written in a units file."""
    return {
        "name": line.name,
        "range": str(line.range),
        "carried_by": line.carried_by,
        "limited_ammo": line.limited_ammo,
        "special": list(line.special),
        "infantry": [str(v) for v in line.infantry],
        "vehicle": [str(v) for v in line.vehicle],
        "aircraft": [str(v) for v in line.aircraft],
        "reconstructed": list(line.reconstructed),
    }


def list_units(console: Console, as_json: bool) -> None:
    """`meeple units list [--json]`: the packaged unit cards, Allies then Axis."""
    cards = load_units()
    if as_json:
        console.print_json(json.dumps([unit_row(c) for c in cards], ensure_ascii=False))
        return
    table = Table(title="Dust Tactics units (revised core set)", box=box.SIMPLE_HEAD, pad_edge=False)
    table.add_column("name", no_wrap=True)
    table.add_column("faction", no_wrap=True)
    table.add_column("type", no_wrap=True)
    for column in ("armour", "AP", "models/HP", "move"):
        table.add_column(column, justify="right", no_wrap=True)
    for card in cards:
        table.add_row(
            card.name, FACTIONS[card.faction], card.type,
            f"{card.armour}{_mark(card, 'armour')}",
            f"{card.ap}{_mark(card, 'ap')}",
            f"{strength_text(card)}{_mark(card, 'models' if card.type == 'squad' else 'hit_points')}",
            f"{card.movement}{_mark(card, 'movement')}",
        )
    console.print(table)
    console.print(
        f"{DAGGER} reconstructed: not stated by the rulebook text (docs/rulings.md, DT-1 to DT-4). "
        "See `meeple units show UNIT` (UNIT: the id or the name, e.g. hell-boys or \"Hell Boys\").",
        highlight=False, soft_wrap=True,
    )


def validate_units(console: Console, path: Path) -> None:
    """`meeple units validate FILE`: ``valid: <summary>`` or a ContentError."""
    cards = load_units_file(path)
    marks = sum(len(c.reconstructed) + sum(len(w.reconstructed) for w in c.weapons) for c in cards)
    listed = ", ".join(f"{c.id} ({FACTIONS[c.faction]} {c.type}, {c.ap} AP)" for c in cards)
    console.print(
        f"valid: {path}: {len(cards)} unit{'s' if len(cards) != 1 else ''}: {listed}; "
        f"{marks} reconstructed mark{'s' if marks != 1 else ''}",
        highlight=False, soft_wrap=True, markup=False,
    )


# ------------------------------------------------------------------------------------
# show
# ------------------------------------------------------------------------------------


def _weapon_table(card: UnitCard) -> Table:
    """The weapon table: one block per weapon line, a row per armour column (inf 1-4,
    veh 1-7, air 1-3), as the card's columns are read (p. 4)."""
    table = Table(box=box.SIMPLE_HEAD, pad_edge=False, show_edge=False, collapse_padding=True)
    table.add_column("weapon", no_wrap=True, max_width=22)
    table.add_column("range", justify="center", no_wrap=True)
    table.add_column("vs", no_wrap=True, style="dim")
    for n in range(1, max(ARMOUR_CLASSES.values()) + 1):
        table.add_column(str(n), justify="right", no_wrap=True)
    for number, line in enumerate(card.weapons):
        name = Text(line.name + _mark(line, "name"), style="bold")
        # under the name, on the two rows below it (a long name never hides them): who carries
        # the line and its ammunition, then its special kind
        carried = Text()
        if line.carried_by is not None:
            carried.append(f"({line.carried_by}{_mark(line, 'carried_by')}) carr{'ies' if line.carried_by == 1 else 'y'} it")
        if line.limited_ammo is not None:
            carried.append(", " if carried.plain else "")
            carried.append(f"ammo {'□' * line.limited_ammo}{_mark(line, 'limited_ammo')}", style="yellow")
        extra = [part for part in (carried, Text(", ".join(line.special), style="magenta")) if part.plain]
        columns = ("infantry", "vehicle", "aircraft")
        for i, kind in enumerate(columns):
            values: tuple[CombatValue, ...] = getattr(line, kind)
            cells = [f"{combat_text(v)}{_mark(line, kind, n)}" for n, v in enumerate(values, 1)]
            cells += [""] * (max(ARMOUR_CLASSES.values()) - len(cells))
            first = name if i == 0 else (extra[i - 1] if i - 1 < len(extra) else "")
            table.add_row(
                first, f"{range_text(line)}{_mark(line, 'range')}" if i == 0 else "",
                COLUMN_WORDS[kind], *cells,
                end_section=i == len(columns) - 1 and number < len(card.weapons) - 1,
            )
    return table


def show_unit(console: Console, query: str, as_json: bool = False, cards: tuple[UnitCard, ...] | None = None) -> None:
    """`meeple units show UNIT`: the card drawn in the terminal, one of ``cards`` (a game's own,
    DT-139; the packaged cards by default)."""
    card = find_unit(query, cards)
    if as_json:
        console.print_json(json.dumps(unit_row(card), ensure_ascii=False))
        return

    def say(text: str | Text = "", style: str | None = None) -> None:
        console.print(text, style=style, highlight=False, markup=False)  # wrapped between words

    strength_field = "models" if card.type == "squad" else "hit_points"
    say(Text.assemble(
        (card.name, "bold"), "  ",
        (f"{FACTIONS[card.faction]} {TYPES[card.type]}", "cyan"), f"  ({card.id})",
    ))
    say(
        f"Move {card.movement}{_mark(card, 'movement')}   "
        f"Armour {card.armour}{_mark(card, 'armour')} ({card.armour_kind})   "
        f"{strength_text(card)}{_mark(card, strength_field)}   "
        f"{card.ap}{_mark(card, 'ap')} AP"
    )
    if card.type == "squad":
        for label, field in (("SOFT COVER", "soft_cover"), ("HARD COVER", "hard_cover")):
            face = getattr(card, field)
            say(f"{label}: {face}{_mark(card, field)}, {COVER_WORDS[face]}")
    else:
        say("No cover values: only squads roll for cover (p. 13).", "dim")
    skills = ", ".join(card.skills) if card.skills else "none"
    say(f"Skills: {skills}{_mark(card, 'skills')}")
    for skill in skill_entries(card):  # each skill's rule, in the game's words (pp. 20-23)
        say(Text.assemble("  ", (skill["name"], "bold"), f" (p. {skill['page']}): ", skill["text"]))
    say()
    console.print(_weapon_table(card))
    say(card_key(), "dim")
    marks = len(card.reconstructed) + sum(len(w.reconstructed) for w in card.weapons)
    say(f"{DAGGER} reconstructed: {marks} mark{'s' if marks != 1 else ''} on this card "
        "(not stated by the rulebook text; docs/rulings.md, DT-1 to DT-4).")
    if card.sources:
        say()
        say("Sources", "bold")
        for source in card.sources:
            say(f"  {source}")
