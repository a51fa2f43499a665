"""The labels of the actions on the dice: Phase 1's locks, rerolls and specialists' rerolls,
Phase 2's skulls and RWB bonuses, and the cards that add, deal or swap a result
(:data:`DICE_LABELS`, by the notation's first word).
"""

from __future__ import annotations

from typing import Any, Sequence

from rich.text import Text

from meeple.cli.dday_dice.observation import Obs, acting_unit
from meeple.cli.dday_dice.words import (
    and_join,
    die_name,
    die_with_face,
    face_colour,
    face_text,
    seat_name,
    seat_style,
    who_text,
    whom,
)
from meeple.games.dday_dice.dice import DIE_NAMES
from meeple.games.dday_dice.rwb import (
    BATTLE_CRY_SOLDIERS,
    LEADERSHIP_COURAGE,
    REINFORCEMENTS_SOLDIERS,
    SPECIAL_FIND_STARS,
)


def _die_with_face(prefix: str, args: list[str], obs: Obs) -> Text:
    """``<prefix> Red 1 (face)``: a die of the acting unit named with what it shows."""
    return Text.assemble(f"{prefix} ", die_with_face(args[0] if args else "", obs))


def _label_lock(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    return _die_with_face("lock", args, obs)


def _label_reroll(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    dice = [d for d in (args[0] if args else "").split(",") if d]
    faces = acting_unit(obs).get("dice") or {}
    items = [Text.assemble(die_name(d), " (", face_text(faces[d], symbol=False), ")") if d in faces
             else Text(die_name(d)) for d in dice]
    locked = set(acting_unit(obs).get("locked") or [])
    kept = [d for d in DIE_NAMES if d not in dice and d not in locked]
    text = Text.assemble("reroll ", and_join(items))
    if kept:
        second = (obs.get("rule_set") or {}).get("edition") == 2  # the kept dice stay free (DDE-30)
        text.append(f"; keep {'' if second else 'and lock '}{', '.join(kept)}", style="dim")
    return text


def _label_stop(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    return Text.assemble("keep all six dice: ", ("this is your Final Tally", "bold"))


def _label_reinforce(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    seat = int(args[0])
    units: list[Obs] = obs.get("units", [])
    has = f" (has {units[seat].get('soldiers')})" if 0 <= seat < len(units) else ""
    return Text.assemble(f"Reinforcements: {REINFORCEMENTS_SOLDIERS} more soldiers to ",
                         (seat_name(names, seat), seat_style(seat)), has)


def _label_cancel(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    return _die_with_face("a skull cancels", args, obs)


def _label_ignore(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    return Text("Sharpshooter: ignore this skull, it cancels no die")


def _label_leadership(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    if len(args) == 2 and args[0] == "courage":
        seat = int(args[1])
        return Text.assemble(f"Leadership: {LEADERSHIP_COURAGE} courage to ", (seat_name(names, seat), seat_style(seat)))
    return Text.assemble("Leadership: add a white ", face_text(args[0] if args else "?"), " to your Final Tally")


def _label_special_find(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    if args and args[0] == "item":
        return Text("Special Find: search a used item in Phase 3 (pay its item points; outside the one-a-turn limit)")
    return Text(f"Special Find: gain {SPECIAL_FIND_STARS} stars")


def _label_battle_cry(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    if args and args[0] == "soldiers":
        return Text(f"Battle Cry: take {BATTLE_CRY_SOLDIERS} soldiers")
    return Text("Battle Cry: move this turn without paying courage (sector requirements ignored)")


def _label_corporal(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    return Text.assemble("Corporal: ", _die_with_face("reroll", args, obs), " (once this turn)")


def _label_jeep(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    return Text.assemble("Jeep: ", _die_with_face("reroll", args, obs), " (once this turn)")


def _label_result(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    """``result <face> <colour>`` (your Final Tally) or ``result <seat> <face> <colour>``."""
    seat: Any = int(args[0]) if len(args) == 3 else obs.get("seat")
    face, colour = args[-2], args[-1]
    whose = whom(seat, obs, names, possessive=True) if isinstance(seat, int) else Text("your")
    return Text.assemble("add ", face_colour(face, colour), " to ", whose, " Final Tally")


def _label_skull(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    return Text.assemble("Rope Ladder: add ", face_colour("skull", args[0]), " to your Final Tally")


def _label_deal(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    return Text.assemble("Victoria Cross: the next die dealt shows ", face_text(args[0]))


def _label_captain(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    return Text.assemble("Captain: ", die_with_face(args[0], obs), f" becomes a {args[1]} die this turn (same result)")


def _label_swap(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    if args[1] == "spare":
        return Text(f"Lieutenant: swap your {args[0]} for the spare {args[2]}")
    return Text(f"Lieutenant: swap your {args[0]} for {who_text(names, {'seat': int(args[1])})}'s {args[2]}")


#: The labels of the actions on the dice, by the notation's first word.
DICE_LABELS = {
    "lock": _label_lock,
    "reroll": _label_reroll,
    "stop": _label_stop,
    "reinforce": _label_reinforce,
    "cancel": _label_cancel,
    "ignore": _label_ignore,
    "leadership": _label_leadership,
    "special-find": _label_special_find,
    "battle-cry": _label_battle_cry,
    "corporal": _label_corporal,
    "captain": _label_captain,
    "swap": _label_swap,
    "result": _label_result,
    "skull": _label_skull,
    "deal": _label_deal,
    "jeep": _label_jeep,
}
