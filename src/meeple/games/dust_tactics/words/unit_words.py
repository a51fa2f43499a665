"""A unit in words, as the observation shows it: its models or hit points (``3/5 models``,
with a joined hero's), its limited ammunition left, its weapon lines' names (a joined hero's
named with the hero), what a model with no counted weapon carries, and where it is.
"""

from __future__ import annotations

from meeple.games.dust_tactics.unit_state import WeaponRef
from meeple.games.dust_tactics.units import UnitCard, WeaponLine
from meeple.games.dust_tactics.words.names import Obs, card_of, cards_by_id, unit_name, units_by_id
from meeple.games.dust_tactics.words.reading import board


def strength(data: Obs) -> tuple[int, int]:
    """(left, at full strength) of a unit's own models or hit points."""
    card = card_of(data["card"]) if data.get("card") else None
    full = card.strength if card is not None else 0
    if data.get("type") == "squad":
        return sum(data.get("models", ())), full
    return int(data.get("hit_points", 0)), full


def hero_strength(data: Obs) -> tuple[int, int]:
    """(hit points left, at full strength) of the hero joined to a unit."""
    hero = data.get("hero") or {}
    card = cards_by_id().get(hero.get("card", ""))
    return int(hero.get("hit_points", 0)), (card.strength if card is not None else 0)


def strength_text(data: Obs) -> str:
    """``3/5 models``, ``2/4 HP``; with a joined hero, ``+ Rhino 4/4 HP``."""
    left, full = strength(data)
    text = f"{left}/{full} {'models' if data.get('type') == 'squad' else 'HP'}"
    hero = data.get("hero")
    if hero:
        hero_card = cards_by_id().get(hero.get("card", ""))
        full_hp = hero_card.strength if hero_card is not None else 0
        text += f" + {hero_card.name if hero_card else hero.get('card')} {hero.get('hit_points', 0)}/{full_hp} HP"
    return text


def ammo_text(data: Obs) -> str:
    """The limited-ammunition boxes left: ``Panzerfaust 2/3`` (the joined hero's too)."""
    parts: list[str] = []
    for owner in (data, data.get("hero")):
        if not owner:
            continue
        card = cards_by_id().get(owner.get("card", ""))
        if card is None:
            continue
        spent = owner.get("ammo_spent", ())
        for i, line in enumerate(card.weapons):
            if line.limited_ammo is not None:
                used = spent[i] if i < len(spent) else 0
                parts.append(f"{line.name} {line.limited_ammo - used}/{line.limited_ammo}")
    return ", ".join(parts) or "-"


def shared_lines(card: UnitCard) -> tuple[list[str], list[str]]:
    """The weapon lines of a squad that no model is counted for (no ``carried_by``): those
    every model fires, its dice times the models (the Heavy Laser Grenadiers' Schwer
    Laser-Werfer), and the knives (p. 25); a limited-ammunition line belongs to the unit,
    not to a model, and is left out. As (the lines fired by every model, the knives)."""
    fired = [w.name for w in card.weapons if w.carried_by is None and w.limited_ammo is None
             and "knife" not in w.special]
    knives = [w.name for w in card.weapons if w.carried_by is None and "knife" in w.special]
    return fired, knives


def plain_model_words(card: UnitCard | None) -> str:
    """What a model with no counted weapon (``lose other``) carries, after a count:
    ``Schwer Laser-Werfer``, ``with only the Knife & Grenade``."""
    if card is None:
        return "other"
    fired, knives = shared_lines(card)
    if fired:
        return " and ".join(fired)
    return f"with only the {' and '.join(knives)}" if knives else "with no weapon of its own"


def line_of(data: Obs, ref: Obs | WeaponRef) -> WeaponLine | None:
    """The weapon line ``ref`` (``{"index": 1, "hero": false}``) of a unit."""
    index, hero = (ref.index, ref.hero) if isinstance(ref, WeaponRef) else (int(ref["index"]), bool(ref.get("hero")))
    owner = data.get("hero") if hero else data
    card = cards_by_id().get((owner or {}).get("card", ""))
    if card is None or not 0 <= index < len(card.weapons):
        return None
    return card.weapons[index]


def line_words(line: WeaponLine, data: Obs | None = None, ref: Obs | None = None) -> str:
    """``Shotgun (range 2)``; a joined hero's line is named with the hero: ``Rhino's Heavy
    Rocket Punch (range C)``."""
    return f"{line_name(line, data, ref)} (range {line.range})"


def line_name(line: WeaponLine, data: Obs | None = None, ref: Obs | None = None) -> str:
    """A weapon line's name, with its hero's for a joined hero's line."""
    if data and ref and ref.get("hero"):
        hero_card = cards_by_id().get((data.get("hero") or {}).get("card", ""))
        if hero_card is not None:
            return f"{hero_card.name}'s {line.name}"
    return line.name


def whereabouts(data: Obs, obs: Obs) -> str:
    """Where a unit is, as its observation says: on a square, with the squad a hero joined,
    destroyed (out of play), or still to enter from its side's edge."""
    if data.get("square"):
        return f"on {data['square']}"
    squad = data.get("joined_to")
    if squad:
        where = units_by_id(obs).get(str(squad), {}).get("square")
        return f"joined to {unit_name(str(squad))}" + (f" on {where}" if where else "")
    if data and not data.get("in_play", True):
        return "destroyed"
    entry = board(obs).entry
    return f"to enter from the {entry.edge(str(data.get('side')))}" if entry else "to enter"
