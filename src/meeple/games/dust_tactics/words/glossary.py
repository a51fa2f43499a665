"""What a front end looks names up in to draw Dust Tactics without writing a word of its own
(:func:`glossary`): every unit card (name, faction, type, armour, AP, movement, models or hit
points, cover, each weapon line as data and words, each skill with its rule), the skills and
the command squads' abilities, the special weapons and combat values explained, the terrain
and the cover elements, the scenarios with their objectives, the plans, the phases, and the
words of a table. Read from the content data; tags: :mod:`meeple.games.dust_tactics.words`.
"""

from __future__ import annotations

from typing import Any

from meeple.games.dust_tactics.scenarios import Objective, Scenario, load_scenario, scenario_ids
from meeple.games.dust_tactics.terrain import ELEMENTS, TERRAIN, CoverElement, Terrain
from meeple.games.dust_tactics.units import load_units
from meeple.games.dust_tactics.words.card_words import COMBAT_RULES, SPECIAL_RULES, card_entry
from meeple.games.dust_tactics.words.result_words import RESULT_COLUMNS, RESULT_TITLE, WINNER_WORD
from meeple.games.dust_tactics.words.situation_words import GAME_NAME
from meeple.games.dust_tactics.words.skill_words import SkillText, ability_texts, skill_texts
from meeple.games.dust_tactics.words.vocabulary import (
    CARD_TYPES, COVER_FACES, COVER_NAMES, ELEMENT_RULES, ELEMENT_WORDS, ENTER_WORDS, FACTIONS, PLAN_WORDS,
    TERRAIN_LEGEND, TYPE_WORDS, terrain_name,
)

#: Each phase of the observation (``phase``) in words: what the game waits for.
PHASES: dict[str, str] = {
    "setup": "the set-up",
    "terrain-roll": "the terrain placement roll (3 dice each)",
    "terrain-place": "a terrain element to place",
    "cover-roll": "the cover placement roll (3 dice each)",
    "cover-place": "a cover element to place in the cover zone",
    "heroes": "a hero to join a squad, or fight alone",
    "initiative": "the initiative roll",
    "first": "the side that activates first",
    "activate": "a unit to activate",
    "declare": "the plan of the unit activated",
    "move": "a Move to end",
    "skill": "a Skill action's order",
    "aim": "a weapon line to aim",
    "attack": "the attack's dice and casualties",
    "react": "Reactive Fire, or none",
    "running": "the game going on",
    "self-repair": "the Self-Repair rolls at the end of the turn",
    "over": "the end of the battle",
}

#: The words of a table of the game: its columns, and a unit's state this turn.
TABLE: dict[str, str] = {
    "game": GAME_NAME,
    "tag": "Tag", "unit": "Unit", "type": "Type", "armour": "Arm", "strength": "Models/HP", "square": "Sq",
    "turn": "Turn", "ammo": "Ammo left", "ap": "AP",
    "acting": "acting", "done": "done", "ready": "ready", "destroyed": "destroyed", "off": "-",
    "you": "you", "to_take": "to take", "vp": "VP",
    "result": RESULT_TITLE, "winner": WINNER_WORD, **{f"result_{i}": c for i, c in enumerate(RESULT_COLUMNS)},
    "under_units": "Under the units:", "objective": "Objective", "attack_by": "Attack by",
    "not_rolled": "not rolled", "now": "now",
    # the browser's table (docs/client.md)
    "odds": "Odds of this line alone", "odds_hits": "hits", "odds_removed": "models or hit points removed after cover",
    "odds_lost": "the attacker loses in the reply", "odds_mean": "on average", "odds_tail": "left out (a laser's endless rerolls)",
    "dice": "dice", "damage_per_hit": "damage per hit", "distance": "squares away", "distance_one": "square away", "cover_roll": "rolls for cover",
    "ignores_cover": "this line ignores cover", "cost": "movement points", "to_enter": "To enter",
    "card": "Unit card", "movement": "Move", "weapons": "Weapon lines", "skills": "Skills", "range": "Range",
    "models_now": "now", "heroes": "Hero", "markers": "Markers", "moved": "moved this turn", "activated": "activated",
    "spent": "spent this game", "unloaded": "unloaded", "choices_here": "Choices here", "zoom_in": "+",
    "zoom_out": "−", "zoom_fit": "fit", "cover_zone": "cover zone", "entry_edge": "enters here",
    "no_target": "this line would have no target", "legend": "Legend", "latest_rolls": "Latest rolls",
    "sight_blocked": "no line of sight", "sight_no_target": "in sight, but no target of this line (range or armour)",
    # why a unit has the cover it has (the observation's aim_options[].cover_sources, p. 13, p. 17)
    "cover_not-squad": "only squads roll for cover", "cover_close-combat": "no cover roll in close combat",
    "cover_terrain": "debris on its square", "cover_element": "a cover element on its square",
    "cover_corner": "the line of sight passes a corner", "cover_structure": "a structure's walls",
    "cover_open": "in the open",
}


def objective_words(objective: Objective) -> str:
    """``crossroads (+10 VP to either side): Hold f4, g4 at the end of the game with no enemy
    on them.`` (p. 7 and the scenario)."""
    side = "either side" if objective.side == "both" else FACTIONS[objective.side]
    what = f"{objective.description} " if objective.description else ""
    return (f"{objective.id} (+{objective.bonus_vp} VP to {side}): {what}Hold {', '.join(objective.squares)} at the "
            "end of the game with no enemy on them.")


def _skill(text: SkillText) -> dict[str, Any]:
    return {"name": text.name, "page": text.page, "skill_action": text.skill_action, "limit": text.limit,
            "text": text.text}


def scenario_entry(scenario: Scenario) -> dict[str, Any]:
    """A scenario's name, size, turns and objectives (each as data and words)."""
    field = scenario.battlefield()
    return {
        "name": scenario.name, "italian": scenario.italian, "army_points": scenario.army_points,
        "turns": scenario.turns, "width": field.width, "height": field.height,
        "entry": {"allies": scenario.entry.allies, "axis": scenario.entry.axis},
        "objectives": [{"id": o.id, "kind": o.kind, "squares": list(o.squares), "bonus_vp": o.bonus_vp,
                        "side": o.side, "description": o.description, "text": objective_words(o)}
                       for o in scenario.objectives],
        "notes": list(scenario.notes),
    }


def glossary() -> dict[str, Any]:
    """Every name and text a table of Dust Tactics shows, as JSON-safe data:

    ``units``: card id -> :func:`.card_words.card_entry` (name, faction, type, armour, AP,
    movement, strength, cover, skills with their rules, weapon lines as data and English);
    ``skills`` and ``abilities`` (the command squads'): id -> name, page, whether it costs a
    Skill action, its limit, its rule; ``special_weapons`` and ``combat_values``: each kind's
    rule; ``terrain`` and ``elements``: id -> name and what it does; ``scenarios``: id -> name
    and objectives; ``sides``, ``unit_types``, ``cover``, ``cover_faces``, ``plans``,
    ``enter_plans``, ``phases``; ``table``: a table's words."""
    return {
        "game": "dust-tactics",
        "sides": dict(FACTIONS),
        "unit_types": {kind: {"short": TYPE_WORDS[kind], "name": name} for kind, name in CARD_TYPES.items()},
        "units": {card.id: card_entry(card) for card in load_units()},
        "skills": {sid: _skill(text) for sid, text in skill_texts().items()},
        "abilities": {aid: {**_skill(text), "role": text.role, "die": text.die} for aid, text in ability_texts().items()},
        "special_weapons": dict(SPECIAL_RULES),
        "combat_values": dict(COMBAT_RULES),
        "cover": dict(COVER_NAMES),
        "cover_faces": dict(COVER_FACES),
        "terrain": {t.value: {"name": terrain_name(t), "symbol": TERRAIN[t].symbol, "text": TERRAIN_LEGEND[t]}
                    for t in Terrain},
        "elements": {e.value: {"name": ELEMENT_WORDS[e], "text": ELEMENT_RULES[e], "armour": ELEMENTS[e].armour,
                               "hit_points": ELEMENTS[e].hit_points} for e in CoverElement},
        "scenarios": {sid: scenario_entry(load_scenario(sid)) for sid in scenario_ids()},
        "plans": dict(PLAN_WORDS),
        "enter_plans": dict(ENTER_WORDS),
        "phases": dict(PHASES),
        "table": dict(TABLE),
    }
