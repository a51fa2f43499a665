"""The sentences of an attack's events: the attack declared, each line's roll and reroll, a
close-combat reply, a cover save, the losses, a cover element's damage. A joined hero's
weapon is named from the ``join`` events seen (or the last table drawn).
"""

from __future__ import annotations

from typing import Any, Sequence

from rich.text import Text

from meeple.cli.dust_tactics.board import last_board
from meeple.cli.dust_tactics.names import COVER_NAMES, card_of, element_name, target_text, unit_name, unit_text
from meeple.cli.dust_tactics.unit_status import plain_model_words
from meeple.cli.english import plural
from meeple.engine.core import Event


def hits_words(n: Any) -> str:
    return plural(int(n), "hit")


def event_attack(event: Event, names: Sequence[str]) -> Text:
    attacker = str(event.get("unit"))
    text = Text.assemble(unit_text(attacker), " attacks: ")
    shots: list[Text] = []
    card = card_of(attacker)
    for line_ref, target in event.get("shots", ()):
        ref = str(line_ref)
        hero = ref.endswith("h")
        index = int(ref.rstrip("h")) if ref.rstrip("h").isdigit() else -1
        line_name = "a hero's weapon" if hero else "?"
        if not hero and card is not None and 0 <= index < len(card.weapons):
            line_name = card.weapons[index].name
        elif hero:
            line_name = _hero_line_name(attacker, index) or line_name
        shots.append(Text.assemble((line_name, "bold"), " at ", target_text(str(target))))
    text.append_text(Text(", ").join(shots) if shots else Text("nothing"))
    return text


#: Joined heroes as the events have told them (a hero's weapon in an attack event is only
#: ``<index>h``): squad id -> hero id.
JOINED_HEROES: dict[str, str] = {}


def possessive_end(name: Text) -> str:
    """What follows a name to make it possessive: ``The Hammers' ``, ``Lara's ``."""
    return "' " if name.plain.endswith("s") else "'s "


def remember(event: Event) -> None:
    """Follow the joins and detachments the events tell (:data:`JOINED_HEROES`), whether or not
    the event is shown (a viewer's own join is not: the news leaves out its own echoes)."""
    kind = event.get("type")
    if kind == "join":
        JOINED_HEROES[str(event.get("squad"))] = str(event.get("hero"))
    elif kind == "detach":
        JOINED_HEROES.pop(str(event.get("squad")), None)


def _hero_line_name(squad_id: str, index: int) -> str | None:
    hero_id = _hero_of(squad_id)
    card = card_of(hero_id) if hero_id else None
    if card is None or not 0 <= index < len(card.weapons):
        return None
    return f"{card.name}{possessive_end(Text(card.name))}{card.weapons[index].name}"


def _hero_of(squad_id: str) -> str | None:
    """The hero joined to a squad, as the events or the last table drawn tell it."""
    hero_id = JOINED_HEROES.get(squad_id)
    last = last_board()
    if hero_id is None and last is not None:
        data = last.units.get(squad_id, {})
        hero_id = (data.get("hero") or {}).get("card")
    return hero_id


def describe_dice(event: Event) -> Text:
    """What the dice of an attack did: a line's roll or reroll, a close-combat reply, a cover
    save, the losses, a cover element's damage, a line spent on a fallen target."""
    kind = event.get("type")
    unit = str(event.get("unit", ""))
    weapon = (str(event.get("weapon") or "?"), "bold")
    shooter = _event_shooter(event)
    if kind in ("attack-roll", "reply-roll"):
        hits = int(event.get("hits", 0))
        squad = shooter.plain == unit_name(unit) and getattr(card_of(unit), "type", "") == "squad"
        reply = " reply with " if squad else " replies with "  # "The Hammers reply", "Lara replies"
        text = Text.assemble("  ", shooter, possessive_end(shooter) if kind == "attack-roll" else reply, weapon,
                             " at ", target_text(str(event.get("target"))),
                             f": {plural(int(event.get('dice', 0)), 'die', 'dice')}, ")
        text.append(hits_words(hits), style="bold red1" if hits else "")
        if event.get("damage"):
            text.append(f" ({plural(int(event['damage']), 'damage point')})")
        return text
    if kind == "attack-reroll":
        what, dice, rule = _reroll_words(event)
        total = event.get("total_hits", event.get("hits", 0))
        text = Text.assemble("  ", shooter, f" rerolls {what} ", weapon,
                             f" {dice} ({rule}): {plural(int(event.get('dice', 0)), 'die', 'dice')}, "
                             f"{hits_words(event.get('hits', 0))}; {hits_words(total)} in all")
        if event.get("damage"):
            text.append(f" ({plural(int(event['damage']), 'damage point')})")
        return text
    if kind == "cover-save":
        return _cover_save_text(event)
    if kind == "losses":
        bits: list[str] = []
        if event.get("models"):  # a joined hero's hit points alone: no model lost
            plain = plain_model_words(card_of(unit))
            removed = ", ".join(f"{r['models']} {r['weapon'] or plain}" for r in event.get("removed", ()))
            bits.append(f"{plural(int(event['models']), 'model')}" + (f" ({removed})" if removed else "")
                        + f", {event.get('models_left')} left")
        if event.get("hit_points"):
            bits.append(f"{event['hit_points']} HP, {event.get('hit_points_left')} left")
        if event.get("hero_hit_points"):
            bits.append(f"{unit_name(str(event.get('hero')))} {event['hero_hit_points']} HP, "
                        f"{event.get('hero_hit_points_left')} left")
        text = Text.assemble("  ", unit_text(unit), " loses ", (" and ".join(bits), "bold red1"))
        if event.get("chosen"):
            text.append(" (chosen by its player)", style="dim")
        return text
    if kind == "element-damage":
        what = element_name(str(event.get("element", "")))
        if event.get("destroyed"):
            return Text.assemble("  ", (f"The {what} on {event.get('square')} is destroyed", "bold"),
                                 f" ({plural(int(event.get('damage', 0)), 'damage point')})")
        return Text(f"  The {what} on {event.get('square')} takes {plural(int(event.get('damage', 0)), 'damage point')}"
                    f" ({event.get('marked')} marked)")
    return Text.assemble("  ", unit_text(unit), possessive_end(unit_text(unit)), weapon, " is spent: ",
                         target_text(str(event.get("target"))),
                         " fell first", style="dim")


def _event_shooter(event: Event) -> Text:
    """Who fires the weapon of a dice event: the unit, or for a joined hero's line (its
    ``line`` is ``0h``) the hero (``Lara``, of the Heavy Laser Grenadiers)."""
    unit = str(event.get("unit", ""))
    ref = str(event.get("line", ""))
    hero = _hero_of(unit) if ref.endswith("h") else None
    return unit_text(hero, None) if hero else unit_text(unit)


def _reroll_words(event: Event) -> tuple[str, str, str]:
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


def _cover_save_text(event: Event) -> Text:
    """A cover roll: the dice, the saves and the damage left; and, when some of the damage was
    never rolled for cover (a flamethrower's, p. 25), that damage and the total to take."""
    saves = int(event.get("saves", 0))
    left = int(event.get("damage_left", 0))
    text = Text.assemble("  ", unit_text(str(event.get("unit", ""))),
                         f" roll {plural(int(event.get('dice', 0)), 'die', 'dice')} for "
                         f"{COVER_NAMES.get(str(event.get('cover')), event.get('cover'))}: ",
                         (f"{saves} saved", "bold green" if saves else ""),
                         f", {plural(left, 'damage point')} left")
    uncovered = int(event.get("uncovered", 0))
    if uncovered:
        weapons = " and the ".join(str(w) for w in event.get("uncovered_weapons") or ()) or "weapons that ignore cover"
        text.append(f", +{uncovered} from the {weapons} (no cover roll): {left + uncovered} to take")
    return text
