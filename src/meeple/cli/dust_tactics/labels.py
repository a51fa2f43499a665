"""The label of each legal action (:func:`describe_action`) and the labels of the set-up and
activation choices: a cover or terrain element placed, a hero joining, the first side, the
unit activated, the plan declared.
"""

from __future__ import annotations

from typing import Sequence

from rich.text import Text

from meeple.cli.dust_tactics.attack_labels import label_aim, label_hold_fire, label_lose, label_no_reaction, label_react
from meeple.cli.dust_tactics.board import board
from meeple.cli.dust_tactics.move_labels import label_move, label_stay
from meeple.cli.dust_tactics.names import (
    ENTER_WORDS, Obs, PLAN_WORDS, SIDES, SIDE_CELL, SIDE_STYLE, TYPE_WORDS, cards_by_id, element_name, side_text,
    tags_of, unit_text, units_by_id,
)
from meeple.cli.dust_tactics.unit_status import ammo_text, strength_text
from meeple.cli.labels import label_for
from meeple.cli.scenarios import TERRAIN_GLYPHS
from meeple.games.dust_tactics.battlefield import Square
from meeple.games.dust_tactics.terrain import CoverElement, Terrain


def label_place(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    element, square = CoverElement(args[0]), Square.parse(args[1])
    text = Text(f"{element_name(element).capitalize()} on {square}", style="bold")
    bd = board(obs)
    bits = []
    terrain = bd.field.terrain_at(square)
    if terrain is not Terrain.OPEN:
        bits.append(terrain.value.replace("-", " "))
    bits += [f"objective {o.get('id')}" for o in bd.objectives if str(square) in o.get("squares", ())]
    if bits:
        text.append(f" ({', '.join(bits)})", style="dim")
    return text


def label_terrain(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    terrain, square = Terrain(args[0]), Square.parse(args[1])
    _, _, words = TERRAIN_GLYPHS[terrain]
    return Text.assemble((f"{terrain.value.replace('-', ' ').capitalize()} on {square}", "bold"),
                         (f" ({words})", "dim"))


def label_join(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    hero = obs.get("hero_waiting") or ""
    squad = units_by_id(obs).get(args[0], {})
    text = Text.assemble(unit_text(hero, obs), " joins ", unit_text(args[0], obs))
    if squad:
        text.append(f" (armour {squad.get('armour')}, {strength_text(squad)})", style="dim")
    return text


def label_alone(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    return Text.assemble(unit_text(obs.get("hero_waiting") or "", obs), " fights alone")


def label_first(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    side = args[0]
    seat = obs.get("seat")
    if isinstance(seat, int) and seat in (0, 1) and SIDES[seat] == side:
        return Text.assemble("You (", side_text(side), ") activate first")
    return Text.assemble(side_text(side, names), " activate first")


def whereabouts(data: Obs, obs: Obs) -> str:
    """Where a unit is, as its observation says: on a square, with the squad a hero joined,
    destroyed (out of play), or still to enter from its side's edge."""
    if data.get("square"):
        return f"on {data['square']}"
    squad = data.get("joined_to")
    if squad:
        where = units_by_id(obs).get(str(squad), {}).get("square")
        return f"joined to {unit_text(str(squad), obs).plain}" + (f" on {where}" if where else "")
    if data and not data.get("in_play", True):
        return "destroyed"
    entry = board(obs).entry
    return f"to enter from the {entry.edge(str(data.get('side')))}" if entry else "to enter"


def label_activate(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    uid = args[0]
    data = units_by_id(obs).get(uid, {})
    tag = tags_of(obs).get(uid, "")
    text = Text.assemble((f"{tag:<2}", SIDE_CELL.get(str(data.get("side")), "")), " ", unit_text(uid, obs))
    if data.get("hero"):
        hero_card = cards_by_id().get(data["hero"].get("card", ""))
        text.append(f" + {hero_card.name if hero_card else '?'}", style=SIDE_STYLE.get(str(data.get("side")), ""))
    bits = [TYPE_WORDS.get(data.get("type", ""), ""), strength_text(data).split(" + ")[0] if data else ""]
    bits.append(whereabouts(data, obs))
    ammo = ammo_text(data) if data else "-"
    if ammo != "-":
        bits.append(f"ammo {ammo}")
    text.append(" - " + ", ".join(b for b in bits if b), style="dim")
    return text


def label_detach(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    unit = (obs.get("activation") or {}).get("unit") or ""
    hero = (units_by_id(obs).get(unit, {}).get("hero") or {}).get("card", "")
    return Text.assemble(unit_text(hero, obs), " leaves ", unit_text(unit, obs),
                         " for good (it becomes a unit of its own, already activated this turn)")


def label_declare(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    plan = args[0]
    unit = (obs.get("activation") or {}).get("unit") or ""
    entering = board(obs).pos.get(unit) is None
    words = ENTER_WORDS.get(plan) if entering else None
    words = words or PLAN_WORDS.get(plan, plan)
    if plan == "nothing" and entering:
        words = "do nothing (no entry square is free)"
    text = Text(words[0].upper() + words[1:])
    if plan.split("+")[0] in ("attack", "sustained") and obs.get("attack_now") is False:
        text.append(" - no target in range and sight now: the attack would be lost", style="yellow")
    return text


_LABELS = {
    "place": label_place, "join": label_join, "alone": label_alone, "first": label_first,
    "activate": label_activate, "detach": label_detach, "declare": label_declare, "move": label_move,
    "stay": label_stay, "aim": label_aim, "hold-fire": label_hold_fire, "lose": label_lose,
    "react": label_react, "no-reaction": label_no_reaction, "terrain": label_terrain,
}


def describe_action(notation: str, obs: Obs, names: Sequence[str]) -> Text:
    """A readable label for one legal action, from the acting seat's observation."""
    return label_for(_LABELS, notation, obs, names, failed=lambda _notation: Text(""))
