"""The sentences of an attack's events: the attack declared, each line's roll and reroll, a
close-combat reply, a cover save, the losses, a cover element's damage, a line spent on a
fallen target. A joined hero's line (``0h``) is named with the hero the event names
(``hero``). Tags: :mod:`meeple.games.dust_tactics.words`.
"""

from __future__ import annotations

from typing import Any

from meeple.engine.core import Event
from meeple.engine.words import Phrase, Span, plural
from meeple.games.dust_tactics.words.names import card_of, possessive_end, target, unit, unit_name
from meeple.games.dust_tactics.words.phrases import dim, join, phrase
from meeple.games.dust_tactics.words.tags import DESTROYED, HIT, SAVED, STRONG, WEAPON
from meeple.games.dust_tactics.words.unit_words import plain_model_words
from meeple.games.dust_tactics.words.vocabulary import COVER_NAMES, element_name

#: The events whose line may be a joined hero's (``0h``), and which name the hero (``hero``).
HERO_LINE_EVENTS = frozenset({"attack", "attack-roll", "attack-reroll", "reply-roll"})


def hits_words(n: Any) -> str:
    return plural(int(n), "hit")


def attack_phrase(event: Event) -> Phrase:
    """``The Hammers attacks: Heavy Machine Gun at Hans, Rhino's Heavy Rocket Punch at Hans``."""
    attacker = str(event.get("unit"))
    card = card_of(attacker)
    shots: list[Phrase] = []
    for line_ref, aimed in event.get("shots", ()):
        ref = str(line_ref)
        hero = ref.endswith("h")
        index = int(ref.rstrip("h")) if ref.rstrip("h").isdigit() else -1
        name = "a hero's weapon" if hero else "?"
        if not hero and card is not None and 0 <= index < len(card.weapons):
            name = card.weapons[index].name
        elif hero:
            name = _hero_line_name(event.get("hero"), index) or name
        shots.append(phrase((name, WEAPON), " at ", target(str(aimed))))
    return phrase(unit(attacker), " attacks: ", join(shots) if shots else "nothing")


def _hero_line_name(hero_id: Any, index: int) -> str | None:
    """``Rhino's Heavy Rocket Punch``: the line ``index`` of the hero ``hero_id``."""
    card = card_of(str(hero_id)) if hero_id else None
    if card is None or not 0 <= index < len(card.weapons):
        return None
    return f"{card.name}{possessive_end(card.name)}{card.weapons[index].name}"


def _shooter(event: Event) -> Span:
    """Who fires the weapon of a dice event: the unit, or for a joined hero's line (its
    ``line`` is ``0h``) the hero the event names (``Lara``, of the Heavy Laser Grenadiers)."""
    hero = event.get("hero") if str(event.get("line", "")).endswith("h") else None
    return unit(str(hero)) if hero else unit(str(event.get("unit", "")))


def dice_phrase(event: Event) -> Phrase:
    """What the dice of an attack did: a line's roll or reroll, a close-combat reply, a cover
    save, the losses, a cover element's damage, a line spent on a fallen target."""
    kind = event.get("type")
    if kind in ("attack-roll", "reply-roll"):
        return _roll(event)
    if kind == "attack-reroll":
        return _reroll(event)
    if kind == "cover-save":
        return _cover_save(event)
    if kind == "losses":
        return _losses(event)
    if kind == "element-damage":
        return _element_damage(event)
    return _line_spent(event)


def _weapon(event: Event) -> Span:
    return (str(event.get("weapon") or "?"), WEAPON)


def _damage(event: Event) -> str:
    return f" ({plural(int(event['damage']), 'damage point')})" if event.get("damage") else ""


def _roll(event: Event) -> Phrase:
    """A line's roll (``The Hammers' Heavy Machine Gun at Lara: 4 dice, 2 hits``) or a
    close-combat reply (``Lara replies with Combat Knife at The Hammers``)."""
    uid = str(event.get("unit", ""))
    shooter = _shooter(event)
    hits = int(event.get("hits", 0))
    squad = shooter[0] == unit_name(uid) and getattr(card_of(uid), "type", "") == "squad"
    reply = " reply with " if squad else " replies with "  # "The Hammers reply", "Lara replies"
    return phrase("  ", shooter, possessive_end(shooter[0]) if event.get("type") == "attack-roll" else reply,
                  _weapon(event), " at ", target(str(event.get("target"))),
                  f": {plural(int(event.get('dice', 0)), 'die', 'dice')}, ", (hits_words(hits), HIT if hits else ""),
                  _damage(event), _damage_dice(event))


def _damage_dice(event: Event) -> str:
    """A Phaser Blast's aim: the damage dice its hits give (p. 24)."""
    dice = event.get("damage_dice")
    return f" ({plural(int(dice), 'damage die', 'damage dice')} to roll)" if dice else ""


def reroll_words(event: Event) -> tuple[str, str, str]:
    """What an ``attack-reroll`` rolls again and the rule that lets it: a laser its hits (p. 26),
    Berserk (p. 20) and the Sustained Attack (p. 7) the misses, the Medal of Honor one failed
    die (p. 21). As the words before the weapon, after it, and the rule."""
    if event.get("laser"):
        return "the", "hits", "laser"
    if event.get("medal_of_honor"):
        return "a failed", "die", "Medal of Honor"
    if event.get("berserk"):
        return "the", "misses", "Berserk"
    return "the", "misses", "Sustained Attack"


def _reroll(event: Event) -> Phrase:
    what, dice, rule = reroll_words(event)
    total = event.get("total_hits", event.get("hits", 0))
    return phrase("  ", _shooter(event), f" rerolls {what} ", _weapon(event),
                  f" {dice} ({rule}): {plural(int(event.get('dice', 0)), 'die', 'dice')}, "
                  f"{hits_words(event.get('hits', 0))}; {hits_words(total)} in all", _damage(event))


def _cover_save(event: Event) -> Phrase:
    """A cover roll: the dice, the saves and the damage left; and, when some of the damage was
    never rolled for cover (a flamethrower's, p. 25), that damage and the total to take."""
    saves = int(event.get("saves", 0))
    left = int(event.get("damage_left", 0))
    out = phrase("  ", unit(str(event.get("unit", ""))),
                 f" roll {plural(int(event.get('dice', 0)), 'die', 'dice')} for "
                 f"{COVER_NAMES.get(str(event.get('cover')), event.get('cover'))}: ",
                 (f"{saves} saved", SAVED if saves else ""), f", {plural(left, 'damage point')} left")
    uncovered = int(event.get("uncovered", 0))
    if uncovered:
        weapons = " and the ".join(str(w) for w in event.get("uncovered_weapons") or ()) or "weapons that ignore cover"
        out += phrase(f", +{uncovered} from the {weapons} (no cover roll): {left + uncovered} to take")
    return out


def _losses(event: Event) -> Phrase:
    """The models and hit points a unit loses (a joined hero's too), and whether its player
    chose the casualties."""
    uid = str(event.get("unit", ""))
    bits: list[str] = []
    if event.get("models"):  # a joined hero's hit points alone: no model lost
        carried = plain_model_words(card_of(uid))
        removed = ", ".join(f"{r['models']} {r['weapon'] or carried}" for r in event.get("removed", ()))
        bits.append(f"{plural(int(event['models']), 'model')}" + (f" ({removed})" if removed else "")
                    + f", {event.get('models_left')} left")
    if event.get("hit_points"):
        bits.append(f"{event['hit_points']} HP, {event.get('hit_points_left')} left")
    if event.get("hero_hit_points"):
        bits.append(f"{unit_name(str(event.get('hero')))} {event['hero_hit_points']} HP, "
                    f"{event.get('hero_hit_points_left')} left")
    out = phrase("  ", unit(uid), " loses ", (" and ".join(bits), DESTROYED))
    if event.get("chosen"):
        out += dim(" (chosen by its player)")
    return out


def _element_damage(event: Event) -> Phrase:
    what = element_name(str(event.get("element", "")))
    damage = plural(int(event.get("damage", 0)), "damage point")
    if event.get("destroyed"):
        return phrase("  ", (f"The {what} on {event.get('square')} is destroyed", STRONG), f" ({damage})")
    return phrase(f"  The {what} on {event.get('square')} takes {damage} ({event.get('marked')} marked)")


def _line_spent(event: Event) -> Phrase:
    """A line left unrolled: its target fell to the lines before it."""
    spent = unit(str(event.get("unit", "")))
    return dim(phrase("  ", spent, possessive_end(spent[0]), _weapon(event), " is spent: ",
                      target(str(event.get("target"))), " fell first"))
