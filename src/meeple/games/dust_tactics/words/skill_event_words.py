"""The sentences of the skills' events (rulebook pp. 20-23): a free skill declared, a Skill
action's order and its test roll, a unit brought back or activated at once, a repair, a
reload, Self-Repair, Wiederbelebungsserum, Damage Resilient, a Phaser's damage dice, and a
reaction fire passed to a teammate (DT-121). Tags: :mod:`meeple.games.dust_tactics.words`.
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

from meeple.engine.core import Event
from meeple.engine.words import Phrase, plural
from meeple.games.dust_tactics.words.attack_event_words import hits_words
from meeple.games.dust_tactics.words.names import card_of, possessive_end, target, unit
from meeple.games.dust_tactics.words.phrases import dim, phrase
from meeple.games.dust_tactics.words.skill_words import ability_texts, skill_name
from meeple.games.dust_tactics.words.tags import HIT, SAVED, STRONG, WEAPON

SkillSentence = Callable[[Event, Sequence[str]], Phrase]


def ability_name(ability: Any) -> str:
    """A command squad ability's (or Artillery Strike's) printed name."""
    found = ability_texts().get(str(ability))
    return found.name if found is not None else skill_name(str(ability))


def _hp(points: Any) -> str:
    return plural(int(points or 0), "hit point")


def _skill(event: Event, seat_names: Sequence[str]) -> Phrase:
    """A free skill declared (All In One, Assault, Berserk, Heroic Attack, Medal of Honor)."""
    return phrase(unit(str(event.get("unit"))), " uses ", (skill_name(str(event.get("skill"))), STRONG))


def _order(event: Event, seat_names: Sequence[str]) -> Phrase:
    """A Skill action's order: an Artillery Strike, a command squad's ability (p. 23)."""
    ability = str(event.get("ability"))
    who = unit(str(event.get("unit")))
    if ability == "artillery-strike":
        return phrase(who, " calls an ", ("Artillery Strike", STRONG), " from ", unit(str(event.get("target"))))
    return phrase(who, " orders ", (ability_name(ability), STRONG), " for ", unit(str(event.get("target"))))


def _order_roll(event: Event, seat_names: Sequence[str]) -> Phrase:
    """The die of a command squad's ability: a hit makes it work; a failure leaves the squad no
    other ability this turn (p. 23)."""
    hits = int(event.get("hits", 0))
    out = phrase("  ", unit(str(event.get("unit"))), f" rolls {plural(int(event.get('dice', 1)), 'die', 'dice')} for "
                 f"{ability_name(event.get('ability'))}: ", (hits_words(hits), HIT if hits else ""))
    if event.get("success"):
        return out + phrase(" - ", ("it works", STRONG))
    return out + phrase(" - it fails (no other ability until the next turn)")


def _back_in_play(event: Event, seat_names: Sequence[str]) -> Phrase:
    """Field Repair or Come On Guys: the unit comes back, to enter from its side's edge."""
    return phrase(unit(str(event.get("unit"))), (" is back in play", STRONG), " (", ability_name(event.get("ability")),
                  " by ", unit(str(event.get("by"))), "): it enters from its side's edge")


def _ordered(event: Event, seat_names: Sequence[str]) -> Phrase:
    """The unit an order brings in is activated at once (DT-90)."""
    return phrase(unit(str(event.get("unit"))), " is activated at once")


def _get_up(event: Event, seat_names: Sequence[str]) -> Phrase:
    """Get Up, It Ain't That Bad (p. 23): a model or a hit point back."""
    healed = str(event.get("target"))
    kind = str(event.get("kind"))
    what: Phrase
    if kind == "hero":
        what = phrase("a hit point back to ", unit(healed))
    else:
        card = card_of(healed)
        index = int(kind) if kind.isdigit() else -1
        carrying = f" carrying the {card.weapons[index].name}" if card and 0 <= index < len(card.weapons) else ""
        what = phrase("a model", carrying, " back to ", unit(healed))
    return phrase(unit(str(event.get("unit"))), " gets ", what, " (", (ability_name("get-up"), STRONG), ")")


def _makeshift_repair(event: Event, seat_names: Sequence[str]) -> Phrase:
    return phrase(unit(str(event.get("unit"))), " gives ", unit(str(event.get("vehicle"))), " a hit point back (",
                  (ability_name("makeshift-repair"), STRONG), f"): {event.get('hit_points_left')} HP now")


def _repair(event: Event, seat_names: Sequence[str]) -> Phrase:
    """Tank Head (p. 22): every hit point the vehicle lost, back."""
    return phrase(unit(str(event.get("unit"))), " repairs ", unit(str(event.get("vehicle"))), " (",
                  (skill_name("tank-head"), STRONG), f"): {_hp(event.get('hit_points'))} back, "
                  f"{event.get('hit_points_left')} HP now")


def _self_repair(event: Event, seat_names: Sequence[str]) -> Phrase:
    """Self-Repair at the end of the turn (p. 22): a die per hit point lost, a hit point per hit."""
    return phrase(unit(str(event.get("unit"))), f" rolls {plural(int(event.get('dice', 0)), 'die', 'dice')} for ",
                  (skill_name("self-repair"), STRONG), f": {hits_words(event.get('hits', 0))}, "
                  f"{_hp(event.get('repaired'))} back, {event.get('hit_points_left')} HP now")


def _serum(event: Event, seat_names: Sequence[str]) -> Phrase:
    """Wiederbelebungsserum (p. 22): a hit point back for each hit on an enemy squad or hero."""
    return phrase("  ", unit(str(event.get("hero") or event.get("unit"))), " gets ", _hp(event.get("healed")),
                  " back (", (skill_name("wiederbelebungsserum"), STRONG), f", {hits_words(event.get('hits', 0))}): "
                  f"{event.get('hit_points_left')} HP now")


def _reload(event: Event, seat_names: Sequence[str]) -> Phrase:
    return phrase(unit(str(event.get("unit"))), " reloads its ", (str(event.get("weapon") or "weapon"), WEAPON))


def _no_skill_target(event: Event, seat_names: Sequence[str]) -> Phrase:
    return dim(phrase(unit(str(event.get("unit"))), " has nothing to use its Skill action on: the action is lost"))


def _damage_resilient(event: Event, seat_names: Sequence[str]) -> Phrase:
    """Damage Resilient (p. 21): after the cover roll, a die per damage; each hit cancels one."""
    ignored = int(event.get("ignored", 0))
    return phrase("  ", unit(str(event.get("unit"))), f" roll {plural(int(event.get('dice', 0)), 'die', 'dice')} for ",
                  (skill_name("damage-resilient"), STRONG), ": ", (f"{ignored} ignored", SAVED if ignored else ""),
                  f", {plural(int(event.get('damage_left', 0)), 'damage point')} left")


def _phaser_damage(event: Event, seat_names: Sequence[str]) -> Phrase:
    """A Phaser Blast's damage dice (p. 24): Y dice for each hit of the aim, a damage per hit."""
    shooter = unit(str(event.get("unit")))
    hits = int(event.get("hits", 0))
    return phrase("  ", shooter, possessive_end(shooter[0]), (str(event.get("weapon") or "?"), WEAPON),
                  " damage dice at ", target(str(event.get("target"))),
                  f": {plural(int(event.get('dice', 0)), 'die', 'dice')}, ", (hits_words(hits), HIT if hits else ""),
                  f" ({plural(int(event.get('damage', 0)), 'damage point')})")


def _reaction_passed(event: Event, seat_names: Sequence[str]) -> Phrase:
    """With more than two seats, a player leaves Reactive Fire to a teammate (DT-121)."""
    def seat(number: Any) -> str:
        return seat_names[number] if isinstance(number, int) and 0 <= number < len(seat_names) else f"seat {number}"

    return dim(phrase(seat(event.get("seat")), " leaves Reactive Fire at ", unit(str(event.get("at"))), " to ",
                      seat(event.get("to"))))


#: The sentence of each skill event, by its type.
SKILL_EVENTS: dict[str, SkillSentence] = {
    "skill": _skill, "order": _order, "order-roll": _order_roll, "back-in-play": _back_in_play,
    "ordered": _ordered, "get-up": _get_up, "makeshift-repair": _makeshift_repair, "repair": _repair,
    "self-repair": _self_repair, "serum": _serum, "reload": _reload, "no-skill-target": _no_skill_target,
    "damage-resilient": _damage_resilient, "phaser-damage-roll": _phaser_damage, "reaction-passed": _reaction_passed,
}


def skill_event_phrase(event: Event, seat_names: Sequence[str]) -> Phrase | None:
    """The sentence of a skill's event (None for another event)."""
    sentence = SKILL_EVENTS.get(str(event.get("type")))
    return sentence(event, seat_names) if sentence is not None else None
