"""A label for each legal action of Dust Tactics (:func:`action_phrase`), from its notation
(docs/notation/dust-tactics.md) and the observation of the seat choosing it; the labels of
the set-up and activation choices are here: a cover or terrain element placed, a hero
joining, the first side, the unit activated, the plan declared. A Move's labels are in
:mod:`.move_action_words`, an attack's in :mod:`.attack_action_words`, the skills' in
:mod:`.skill_action_words`. Tags:
:mod:`meeple.games.dust_tactics.words`.
"""

from __future__ import annotations

from typing import Callable, Mapping, Sequence

from meeple.engine.words import Phrase
from meeple.games.dust_tactics.battlefield import Square
from meeple.games.dust_tactics.terrain import CoverElement, Terrain
from meeple.games.dust_tactics.words.attack_action_words import (
    label_aim, label_hold_fire, label_lose, label_no_reaction, label_react,
)
from meeple.games.dust_tactics.words.move_action_words import label_move, label_stay
from meeple.games.dust_tactics.words.names import Obs, card_name, side, tags_of, unit, units_by_id
from meeple.games.dust_tactics.words.phrases import capitalised, dim, phrase, tagged
from meeple.games.dust_tactics.words.reading import board
from meeple.games.dust_tactics.words.skill_action_words import label_repair, label_skill, label_use
from meeple.games.dust_tactics.words.tags import MAP_TAG, STRONG, WARNING, side_tag, with_tag
from meeple.games.dust_tactics.words.unit_words import ammo_text, strength_text, whereabouts
from meeple.games.dust_tactics.words.vocabulary import (
    ENTER_WORDS, PLAN_WORDS, SIDES, TERRAIN_LEGEND, TYPE_WORDS, element_name, terrain_name,
)

Label = Callable[[list[str], Obs, Sequence[str]], Phrase]


def label_place(args: list[str], obs: Obs, names: Sequence[str]) -> Phrase:
    """A cover element put on a square of the cover zone (p. 19), and what is there."""
    element, square = CoverElement(args[0]), Square.parse(args[1])
    out = phrase((f"{element_name(element).capitalize()} on {square}", STRONG))
    bd = board(obs)
    bits = []
    terrain = bd.field.terrain_at(square)
    if terrain is not Terrain.OPEN:
        bits.append(terrain_name(terrain))
    bits += [f"objective {o.get('id')}" for o in bd.objectives if str(square) in o.get("squares", ())]
    if bits:
        out += tagged(dim(f" ({', '.join(bits)})"), STRONG)
    return out


def label_terrain(args: list[str], obs: Obs, names: Sequence[str]) -> Phrase:
    """A terrain element put on a square (DT-47), and what that terrain does."""
    terrain, square = Terrain(args[0]), Square.parse(args[1])
    return phrase((f"{terrain_name(terrain).capitalize()} on {square}", STRONG), dim(f" ({TERRAIN_LEGEND[terrain]})"))


def label_join(args: list[str], obs: Obs, names: Sequence[str]) -> Phrase:
    """The hero waiting joins a squad (p. 18): the squad's armour and strength."""
    hero = obs.get("hero_waiting") or ""
    squad = units_by_id(obs).get(args[0], {})
    out = phrase(unit(hero, obs), " joins ", unit(args[0], obs))
    if squad:
        out += dim(f" (armour {squad.get('armour')}, {strength_text(squad)})")
    return out


def label_alone(args: list[str], obs: Obs, names: Sequence[str]) -> Phrase:
    return phrase(unit(obs.get("hero_waiting") or "", obs), " fights alone")


def label_first(args: list[str], obs: Obs, names: Sequence[str]) -> Phrase:
    """The side the initiative's winner lets activate first (p. 7)."""
    first = args[0]
    seat = obs.get("seat")
    if isinstance(seat, int) and seat in (0, 1) and SIDES[seat] == first:
        return phrase("You (", side(first), ") activate first")
    return phrase(side(first, names), " activate first")


def label_activate(args: list[str], obs: Obs, names: Sequence[str]) -> Phrase:
    """``HB Hell Boys - squad, 5/5 models, on e4, ammo Panzerfaust 2/3``: the unit's map tag,
    name (and joined hero), type, strength, whereabouts and ammunition."""
    uid = args[0]
    data = units_by_id(obs).get(uid, {})
    own = str(data.get("side"))
    out = phrase((f"{tags_of(obs).get(uid, ''):<2}", with_tag(MAP_TAG, side_tag(own))), " ", unit(uid, obs))
    if data.get("hero"):
        out += phrase((f" + {card_name(data['hero'].get('card', ''))}", side_tag(own)))
    bits = [TYPE_WORDS.get(data.get("type", ""), ""), strength_text(data).split(" + ")[0] if data else ""]
    bits.append(whereabouts(data, obs))
    ammo = ammo_text(data) if data else "-"
    if ammo != "-":
        bits.append(f"ammo {ammo}")
    return out + dim(" - " + ", ".join(b for b in bits if b))


def label_detach(args: list[str], obs: Obs, names: Sequence[str]) -> Phrase:
    """The squad's joined hero leaves it for good (DT-31)."""
    squad = (obs.get("activation") or {}).get("unit") or ""
    hero = (units_by_id(obs).get(squad, {}).get("hero") or {}).get("card", "")
    return phrase(unit(hero, obs), " leaves ", unit(squad, obs),
                  " for good (it becomes a unit of its own, already activated this turn)")


def label_declare(args: list[str], obs: Obs, names: Sequence[str]) -> Phrase:
    """The plan (p. 7; an entering unit's first action is a Move, p. 19), warned when its
    Attack would find no target now (``attack_now``)."""
    plan = args[0]
    activated = (obs.get("activation") or {}).get("unit") or ""
    entering = board(obs).pos.get(activated) is None
    words = ENTER_WORDS.get(plan) if entering else None
    words = words or PLAN_WORDS.get(plan, plan)
    if plan == "nothing" and entering:
        words = "do nothing (no entry square is free)"
    out = capitalised(words)
    if plan.split("+")[0] in ("attack", "sustained") and obs.get("attack_now") is False:
        out += phrase((" - no target in range and sight now: the attack would be lost", WARNING))
    return out


LABELS: Mapping[str, Label] = {
    "place": label_place, "join": label_join, "alone": label_alone, "first": label_first,
    "activate": label_activate, "detach": label_detach, "declare": label_declare, "move": label_move,
    "stay": label_stay, "aim": label_aim, "hold-fire": label_hold_fire, "lose": label_lose,
    "react": label_react, "no-reaction": label_no_reaction, "terrain": label_terrain, "use": label_use,
    "repair": label_repair, "skill": label_skill,
}


def label_phrase(notation: str, obs: Obs, names: Sequence[str]) -> Phrase:
    """The label of one legal action, from the acting seat's observation (``names``: the
    players by side); the notation itself for a word these labels do not know. It may raise
    on an observation it cannot read (:func:`action_phrase` never does)."""
    kind, *args = notation.split() or [""]
    label = LABELS.get(kind)
    return label(args, obs, names) if label is not None else [(notation, "")]


def action_phrase(notation: str, obs: Obs, names: Sequence[str]) -> Phrase:
    """:func:`label_phrase`, or the notation itself where the observation cannot give the
    label its words (a label never stops a game)."""
    try:
        return label_phrase(notation, obs, names)
    except Exception:  # noqa: BLE001 - a label is words only
        return [(notation, "")]
