"""A unit as the screen shows it: its models or hit points as the attack under way leaves
them (the state keeps the units as they were until the attack is settled), the damage still
to take, its limited ammunition, and the names of its weapon lines.
"""

from __future__ import annotations

from meeple.cli.dust_tactics.names import Obs, card_of, cards_by_id
from meeple.games.dust_tactics.unit_state import WeaponRef
from meeple.games.dust_tactics.units import UnitCard, WeaponLine


#: The marks of a unit that an attack under way changes (its models, hit points, ammunition).
_ATTACK_MARKS = ("models", "hit_points", "ammo_spent", "limited_used")


def units_now(obs: Obs) -> Obs:
    """The observation with each unit as the attack under way holds it now.

    While an attack waits for a casualty, the state keeps its units as they were before it
    (they are written back once the attack is settled, flow.settle_attack); the attack holds
    the models and hit points each target has left after every casualty removed so far, and
    the attacker's. The map and the tables are drawn from this, so they agree with the attack
    panel; the damage still to take is :func:`damage_to_take`."""
    attack = obs.get("attack")
    if not attack:
        return obs
    states: dict[str, Obs] = {str(i): t["state"] for i, t in attack.get("targets") or []
                              if isinstance(t, dict) and isinstance(t.get("state"), dict)}
    if obs.get("attacker") and isinstance(attack.get("attacker"), dict):
        states[str(obs["attacker"])] = attack["attacker"]
    units = [_with_state(u, states[u["id"]]) if u.get("id") in states else u for u in obs.get("units", ())]
    return dict(obs, units=units)


def _with_state(unit: Obs, state: Obs) -> Obs:
    now = dict(unit, **{k: state[k] for k in _ATTACK_MARKS if k in state})
    if unit.get("hero") and isinstance(state.get("hero"), dict):
        now["hero"] = dict(unit["hero"], **{k: state["hero"][k] for k in _ATTACK_MARKS if k in state["hero"]})
    return now


def damage_to_take(obs: Obs) -> dict[str, int]:
    """The damage points each unit must still take in the attack under way (its casualties
    not yet removed), by unit id."""
    attack = obs.get("attack") or {}
    found: dict[str, int] = {}
    for target_id, points in attack.get("pending") or []:
        uid = str(obs.get("attacker") if target_id == "attacker" else target_id)
        if int(points) > 0 and not uid.startswith("element:"):
            found[uid] = found.get(uid, 0) + int(points)
    return found


def strength(data: Obs) -> tuple[int, int]:
    """(left, at full strength) of a unit's own models or hit points."""
    card = card_of(data["card"]) if data.get("card") else None
    full = card.strength if card is not None else 0
    if data.get("type") == "squad":
        return sum(data.get("models", ())), full
    return int(data.get("hit_points", 0)), full


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
