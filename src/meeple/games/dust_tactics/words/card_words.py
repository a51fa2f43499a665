"""A unit card in words (rulebook pp. 4-5 and 11; the special weapons and combat values of
pp. 24-26): its type, movement, armour, models or hit points, army points, cover values and
skills, and each weapon line as data and as an English sentence (range, who carries it, its
ammunition, its special kind, its combat values against every armour class). Read from the
unit cards (:mod:`..units`); a card's table as a terminal draws it keeps its short forms
(:func:`combat_text`, :func:`card_key`).
"""

from __future__ import annotations

from typing import Any

from meeple.engine.words import plural
from meeple.games.dust_tactics.skills import HERO_SHARES
from meeple.games.dust_tactics.units import ARMOUR_CLASSES, CombatValue, UnitCard, WeaponLine
from meeple.games.dust_tactics.words.skill_words import skill_name, skill_texts
from meeple.games.dust_tactics.words.vocabulary import CARD_TYPES, COVER_FACES, FACTIONS

#: The armour columns of a weapon table, short (as a card's table heads its rows).
COLUMN_WORDS: dict[str, str] = {"infantry": "inf", "vehicle": "veh", "aircraft": "air"}
#: What each special weapon does, in short (pp. 24-26), and in full.
SPECIAL_SHORT: dict[str, str] = {
    "knife": "close combat, dice per model",
    "flamethrower": "no cover save",
    "ugl": "no cover save",
    "laser": "hits rerolled",
    "burst": "dice doubled against a target that has not moved",
    "reloadable": "a Skill action reloads it",
}
SPECIAL_RULES: dict[str, str] = {
    "knife": "Range C; every model of a squad carries one: roll the combat value's dice for every model the "
             "squad has now (p. 25).",
    "flamethrower": "Ignores cover and cannot destroy an anti-tank block; a flame reaching beyond the next square "
                    "hits every unit in between, friends too, and never fires past a square that blocks sight (p. 25).",
    "ugl": "Ignores cover (p. 25).",
    "laser": "One damage per hit, then the hits are rolled again, and again, until every die is a miss (p. 26).",
    "burst": "Against a target that has not moved this turn the dice are doubled (p. 25).",
    "reloadable": "After it fires it must be reloaded: a Skill action gives back its \"loaded\" token; it starts "
                  "the game loaded (p. 25).",
}
#: Each kind of combat value (p. 4, p. 24): its short mark on a card's table and its rule.
COMBAT_SHORT: dict[str, str] = {"incendiary": "F", "ap-incendiary": "AF", "phaser": "P", "volley": "V"}
COMBAT_RULES: dict[str, str] = {
    "dice": "X/Y: roll X dice, Y damage points for each hit (p. 4).",
    "none": "-: the weapon cannot harm this armour class (p. 4).",
    "incendiary": "X/F, Incendiary Blast: roll X dice for every model of the target, one damage for each hit "
                  "(p. 24).",
    "ap-incendiary": "X/AF, AP Incendiary Blast: roll X dice for every model of the target; one hit or more "
                     "eliminates the whole unit (p. 24).",
    "phaser": "P X·Y, Phaser Blast: roll X dice; each hit rolls Y dice of damage, one damage for each hit; "
              "phasers ignore cover (p. 24).",
    "volley": "V A-B-C/X, Volley Blast: roll A dice for one munition, B for two, C for three..., X damage for "
              "each hit (p. 24).",
}
#: The names of the special combat values.
COMBAT_NAMES: dict[str, str] = {"incendiary": "incendiary blast", "ap-incendiary": "AP incendiary blast",
                                "phaser": "phaser", "volley": "volley"}


def strength_words(card: UnitCard) -> str:
    """``5 models`` or ``4 HP``."""
    return f"{card.models} models" if card.type == "squad" else f"{card.hit_points} HP"


def combat_text(value: CombatValue) -> str:
    """A combat value, short: ``4/1``, ``-``, ``1/F`` (incendiary), ``1/AF`` (AP
    incendiary), ``P2·3`` (phaser), ``V2-4-6/1`` (volley)."""
    if value.kind in ("incendiary", "ap-incendiary"):
        return f"{value.dice}/{COMBAT_SHORT[value.kind]}"
    if value.kind == "phaser":
        return f"P{value.dice}·{value.damage}"
    if value.kind == "volley":
        return f"V{'-'.join(map(str, value.volley))}/{value.damage}"
    return str(value)


def combat_words(value: CombatValue) -> str:
    """A combat value in words: ``4 dice, 1 damage per hit``, ``cannot harm``, ``incendiary
    blast, 1 die per model``..."""
    if value.kind == "none":
        return "cannot harm"
    if value.kind == "dice":
        return f"{plural(value.dice, 'die', 'dice')}, {value.damage} damage per hit"
    if value.kind in ("incendiary", "ap-incendiary"):
        return f"{COMBAT_NAMES[value.kind]}, {plural(value.dice, 'die', 'dice')} per model"
    if value.kind == "phaser":
        return f"phaser, {plural(value.dice, 'die', 'dice')} to hit, {value.damage} damage dice per hit"
    counts = [str(n) for n in value.volley]
    dice = f"{', '.join(counts[:-1])} or {counts[-1]}" if len(counts) > 1 else counts[0]
    return f"volley, {dice} dice for 1 to {plural(len(counts), 'munition')}, {value.damage} damage per hit"


def range_words(line: WeaponLine) -> str:
    """``range 1``, ``range 3-6``, ``unlimited range``, ``close combat (range C)``, ``artillery
    (range A)``."""
    kind = line.range.kind
    if kind == "close":
        return "close combat (range C)"
    if kind == "unlimited":
        return "unlimited range (U)"
    if kind == "artillery":
        return "artillery (range A)"
    return f"range {line.range}"


def _against_words(values: tuple[CombatValue, ...], column: str) -> str:
    """``against infantry 1: 6 dice, 1 damage per hit, 2-3: 3 dice, 1 damage per hit, 4:
    cannot harm``: the classes of one value together."""
    runs: list[tuple[int, int, str]] = []
    for armour, value in enumerate(values, start=1):
        words = combat_words(value)
        if runs and runs[-1][2] == words:
            runs[-1] = (runs[-1][0], armour, words)
        else:
            runs.append((armour, armour, words))
    return f"against {column} " + ", ".join(f"{low}{f'-{high}' if high > low else ''}: {words}"
                                            for low, high, words in runs)


def weapon_sentence(line: WeaponLine) -> str:
    """A weapon line told in English: its name, range, carriers, ammunition, special kind and
    combat values."""
    bits = [range_words(line)]
    if line.carried_by is not None:
        bits.append(f"carried by {plural(line.carried_by, 'model')}")
    if line.limited_ammo is not None:
        bits.append(f"limited ammunition: {plural(line.limited_ammo, 'box', 'boxes')}")
    if line.role is not None:
        bits.append(f"the command squad's {line.role}")
    bits += [f"{kind} ({SPECIAL_SHORT.get(kind, kind)})" for kind in line.special]
    against = "; ".join(_against_words(getattr(line, column), column) for column in ARMOUR_CLASSES)
    return f"{line.name}: {', '.join(bits)}; {against}."


def weapon_entry(line: WeaponLine) -> dict[str, Any]:
    """A weapon line as data and words: name, range, who carries it, ammunition, special
    kinds (each explained), combat values by armour class (as a units file writes them; as
    a card's table cell shows them, ``cells``: :func:`combat_text`; and in words,
    ``cell_words``: :func:`combat_words`), reconstructed marks, and the line in English
    (``text``)."""
    return {
        "name": line.name, "range": str(line.range), "range_kind": line.range.kind, "range_text": range_words(line),
        "carried_by": line.carried_by, "limited_ammo": line.limited_ammo, "role": line.role,
        "special": {kind: SPECIAL_RULES.get(kind, kind) for kind in line.special},
        "against": {column: [str(v) for v in getattr(line, column)] for column in ARMOUR_CLASSES},
        "cells": {column: [combat_text(v) for v in getattr(line, column)] for column in ARMOUR_CLASSES},
        "cell_words": {column: [combat_words(v) for v in getattr(line, column)] for column in ARMOUR_CLASSES},
        "reconstructed": list(line.reconstructed),
        "text": weapon_sentence(line),
    }


def skill_entry(card: UnitCard, skill: str) -> dict[str, Any]:
    """One of a card's skills: its name, its rule, and whether a hero shares it (p. 18)."""
    found = skill_texts().get(skill)
    return {"id": skill, "name": skill_name(skill), "text": found.text if found else "",
            "page": found.page if found else None, "skill_action": found.skill_action if found else False,
            "limit": found.limit if found else "", "shared_with_squad": card.type == "hero" and skill in HERO_SHARES}


def card_entry(card: UnitCard) -> dict[str, Any]:
    """A unit card as data and words (the glossary's ``units``)."""
    return {
        "name": card.name, "faction": card.faction, "faction_name": FACTIONS[card.faction], "type": card.type,
        "type_name": CARD_TYPES[card.type], "movement": card.movement, "armour": card.armour,
        "armour_kind": card.armour_kind, "models": card.models, "hit_points": card.hit_points,
        "strength": strength_words(card), "ap": card.ap,
        "cover": ({"soft": card.soft_cover, "hard": card.hard_cover,
                   "soft_text": COVER_FACES[card.soft_cover or "none"], "hard_text": COVER_FACES[card.hard_cover or "none"]}
                  if card.type == "squad" else None),
        "skills": [skill_entry(card, skill) for skill in card.skills],
        "weapons": [weapon_entry(line) for line in card.weapons],
        "reconstructed": list(card.reconstructed),
        "text": card_sentence(card),
    }


def card_sentence(card: UnitCard) -> str:
    """``Hell Boys: Allies infantry squad, move 1, armour 2 (infantry), 5 models, 34 AP;
    skills: Fast.``"""
    skills = ", ".join(skill_name(s) for s in card.skills) or "none"
    return (f"{card.name}: {FACTIONS[card.faction]} {CARD_TYPES[card.type]}, move {card.movement}, armour "
            f"{card.armour} ({card.armour_kind}), {strength_words(card)}, {card.ap} AP; skills: {skills}.")


def card_key() -> str:
    """The key under a card's weapon table: what the short combat values and marks mean."""
    specials: list[tuple[list[str], str]] = []
    for kind, words in SPECIAL_SHORT.items():
        if specials and specials[-1][1] == words:
            specials[-1][0].append(kind)
        else:
            specials.append(([kind], words))
    special = ", ".join(f"{' and '.join(kinds)} ({words})" for kinds, words in specials)
    columns = ", ".join(f"1-{size} ({COLUMN_WORDS[column]})" for column, size in ARMOUR_CLASSES.items())
    values = "; ".join(f"{mark} {COMBAT_NAMES[kind]}" for kind, mark in COMBAT_SHORT.items())
    return (f"Combat values: dice/damage per hit against armour class {columns}; - cannot harm; {values}. "
            "(n) models carrying the weapon (dice multiplied by them, squads only); □ limited ammunition; "
            f"special weapons (pp. 24-26): {special}.")
