"""What the kernel tells: an event for every roll of the dice and what it did (attack rolls,
rerolls, cover saves, losses, cover elements damaged, initiative and reaction rolls), for the
choices that change nothing on the table (``first``, ``stay``, ``hold-fire``, ``alone``,
``no-reaction``), and an observation that carries the scenario and the figures of the choices
on offer (move costs, aim dice, reaction dice)."""

from __future__ import annotations

import json

from dt_game_helpers import battle, fresh, initiative_to, play, texts
from meeple.games.dust_tactics.battlefield import Square
from meeple.games.dust_tactics.units import unit as card


def of_type(events: list[dict], kind: str) -> list[dict]:
    return [e for e in events if e["type"] == kind]


# ----------------------------------------------------------------------------- the dice
def test_an_attack_roll_names_the_line_target_dice_hits_and_damage() -> None:
    state = battle(blackhawk="e6", sturmpioniere="e4", lara="l1")
    initiative_to(state, 0)
    events = play(state, "0: activate blackhawk", "0: declare attack", "0: aim sturmpioniere", "chance: roll hbbbbb")
    assert of_type(events, "attack-roll") == [{
        "type": "attack-roll", "unit": "blackhawk", "line": "0", "weapon": "Dual Heavy PIAT",
        "target": "sturmpioniere", "dice": 6, "hits": 1, "damage": 1, "faces": ["hit", "blank", "blank", "blank", "blank", "blank"], "scores": "hit",
    }]
    assert not of_type(events, "losses"), "the owner chooses the casualty first"


def test_a_chosen_casualty_and_the_automatic_losses_are_told_apart() -> None:
    """p. 12: "E' il giocatore che controlla la squadra a decidere quale miniatura togliere"."""
    state = battle(blackhawk="e6", sturmpioniere="e4", lara="l1")
    initiative_to(state, 0)
    play(state, "0: activate blackhawk", "0: declare attack", "0: aim sturmpioniere", "chance: roll hbbbbb")
    events = play(state, "1: lose 2")
    flammer = card("sturmpioniere").weapons[2].name
    assert of_type(events, "losses") == [{
        "type": "losses", "unit": "sturmpioniere", "chosen": True, "models": 1,
        "removed": [{"weapon": flammer, "models": 1}], "models_left": 4,
    }]
    # with one kind of model left, the next losses are automatic
    state = battle(blackhawk="e6", sturmpioniere="e4", lara="l1")
    state.units["sturmpioniere"] = state.units["sturmpioniere"].__class__(
        state.units["sturmpioniere"].card, models=(3, 0), ammo_spent=state.units["sturmpioniere"].ammo_spent,
    )
    initiative_to(state, 0)
    events = play(state, "0: activate blackhawk", "0: declare attack", "0: aim sturmpioniere", "chance: roll hhbbbb")
    assert of_type(events, "losses") == [{
        "type": "losses", "unit": "sturmpioniere", "chosen": False, "models": 2,
        "removed": [{"weapon": "StG 47", "models": 2}], "models_left": 1,
    }]


def test_a_vehicle_loses_hit_points_and_its_destruction_follows() -> None:
    state = battle(blackhawk="e6", hans="e4", lara="l1")
    initiative_to(state, 0)
    events = play(state, "0: activate blackhawk", "0: declare attack", "0: aim hans")
    dice = state.attack.next_step().dice
    events = play(state, "chance: roll " + "h" * dice)
    assert of_type(events, "attack-roll")[0]["hits"] == dice
    assert of_type(events, "losses") == [{
        "type": "losses", "unit": "hans", "chosen": False, "hit_points": 3, "hit_points_left": 0,
    }]
    kinds = [e["type"] for e in events]
    assert kinds.index("attack-roll") < kinds.index("losses") < kinds.index("destroyed")


def test_a_cover_save_says_its_dice_saves_and_the_damage_left() -> None:
    """p. 13: one die per damage point; each die showing the card's face cancels one."""
    state = battle(blackhawk="c5", sturmpioniere="a4", lara="l1")  # a4 holds an ammo crate
    initiative_to(state, 0)
    play(state, "0: activate blackhawk", "0: declare attack", "0: aim sturmpioniere", "chance: roll hhbbbb")
    events = play(state, "chance: roll hb")
    assert card("sturmpioniere").soft_cover == "hit"
    assert of_type(events, "cover-save") == [{
        "type": "cover-save", "unit": "sturmpioniere", "cover": "soft", "dice": 2, "saves": 1, "damage": 2,
        "damage_left": 1, "faces": ["hit", "blank"], "scores": "hit",
    }]


def test_a_cover_save_names_the_flamethrower_damage_no_cover_roll_saves() -> None:
    """p. 25: "I lanciafiamme ignorano le coperture": the Shotgun's 3 points are rolled for
    cover, the Flamethrower's 2 are not; the event says both, so the 3 losses add up."""
    state = battle(hell_boys="a5", sturmpioniere="a4", lara="l1")  # a4 holds an ammo crate
    initiative_to(state, 0)
    play(state, "0: activate hell-boys", "0: declare attack", "0: aim sturmpioniere", "0: aim sturmpioniere",
         "0: hold-fire", "chance: roll hhhbbbbbb", "chance: roll hhbbb")
    events = play(state, "chance: roll hhb")
    assert of_type(events, "cover-save") == [{
        "type": "cover-save", "unit": "sturmpioniere", "cover": "soft", "dice": 3, "saves": 2, "damage": 3,
        "damage_left": 1, "uncovered": 2, "uncovered_weapons": ["Flamethrower"],
        "faces": ["hit", "hit", "blank"], "scores": "hit",
    }]
    assert state.attack is not None and state.attack.next_step().damage == 1 + 2


def test_a_flamethrowers_aim_option_ignores_cover_and_rolls_no_save() -> None:
    """The observation's aim options: the squad on the crate has soft cover, and rolls for it
    against the Shotgun, never against the Flamethrower (p. 25)."""
    state = battle(hell_boys="a5", sturmpioniere="a4", lara="l1")
    initiative_to(state, 0)
    play(state, "0: activate hell-boys", "0: declare attack")
    shotgun = state.observation(0)["aim_options"][0]
    play(state, "0: aim sturmpioniere")
    flame = next(o for o in state.observation(0)["aim_options"] if o["target"] == "sturmpioniere")
    assert (shotgun["cover"], shotgun["cover_roll"], shotgun["ignores_cover"]) == ("soft", True, False)
    assert (flame["cover"], flame["cover_roll"], flame["ignores_cover"]) == ("soft", False, True)


def test_a_laser_reroll_is_told_as_a_laser_with_the_hits_in_all() -> None:
    """p. 26: a laser rerolls its hits until none is left; each reroll says so, and the hits
    in all (2, then 1 more, then none)."""
    state = battle(blackhawk="e6", heavy_laser_grenadiers="e4", hell_boys="l8")
    initiative_to(state, 1)
    play(state, "1: activate heavy-laser-grenadiers", "1: declare attack", "1: aim blackhawk", "chance: roll hhb")
    events = play(state, "chance: roll hb", "chance: roll b")
    assert [(e["dice"], e["hits"], e["total_hits"], e.get("laser"), e["damage"]) for e in of_type(events, "attack-reroll")] \
        == [(2, 1, 3, True, 9), (1, 0, 3, True, 9)]


def test_a_cover_element_hit_says_its_damage_and_its_destruction() -> None:
    """p. 13: "Cassa di Munizioni: 3;2", the crate destroyed at two damage points."""
    for roll, marked in (("roll hbbbb", 1), ("roll hhhbb", 2)):
        state = battle(blackhawk="c5", sturmpioniere="l1", lara="l2")
        initiative_to(state, 0)
        play(state, "0: activate blackhawk", "0: declare attack", "0: aim element a5")
        events = play(state, f"chance: {roll}")
        assert of_type(events, "element-damage") == [{
            "type": "element-damage", "square": "a5", "element": "ammo-crate", "damage": marked, "marked": marked,
            "destroyed": marked == 2,
        }]
        assert (state.field.element_at(Square.parse("a5")) is None) == (marked == 2)


def test_a_sustained_reroll_and_a_close_combat_reply_have_their_events() -> None:
    state = battle(blackhawk="e6", heavy_laser_grenadiers="e4", sturmpioniere="l1")
    initiative_to(state, 0)
    events = play(state, "0: activate blackhawk", "0: declare sustained", "0: aim heavy-laser-grenadiers",
                  "chance: roll hbbb", "chance: roll hhb")
    reroll = of_type(events, "attack-reroll")
    assert reroll == [{
        "type": "attack-reroll", "unit": "blackhawk", "line": "0", "weapon": "Dual Heavy PIAT",
        "target": "heavy-laser-grenadiers", "dice": 3, "hits": 2, "total_hits": 3, "damage": 3,
        "faces": ["hit", "hit", "blank"], "scores": "hit",
    }]
    assert of_type(events, "destroyed") == [{"type": "destroyed", "unit": "heavy-laser-grenadiers"}]


def test_initiative_and_cover_placement_rolls_name_dice_hits_and_winner() -> None:
    state = fresh()
    events = play(state, "chance: roll hbb", "chance: roll hbb")
    assert events == [{"type": "cover-roll", "dice": [3, 3], "hits": [1, 1], "winner": None,
                       "faces": [["hit", "blank", "blank"], ["hit", "blank", "blank"]], "scores": "hit"}]
    events = play(state, "chance: roll hhb", "chance: roll bbb")
    assert events == [{"type": "cover-roll", "dice": [3, 3], "hits": [2, 0], "winner": "allies",
                       "faces": [["hit", "hit", "blank"], ["blank", "blank", "blank"]], "scores": "hit"}]
    state = battle(death_dealers="e7", sturmpioniere="e2")
    events = play(state, "chance: roll bbb", "chance: roll hbb")
    assert events[0] == {"type": "initiative-roll", "dice": [3, 3], "hits": [0, 1], "winner": "axis",
                         "faces": [["blank", "blank", "blank"], ["hit", "blank", "blank"]], "scores": "hit"}
    assert events[1] == {"type": "initiative", "winner": "axis"}
    events = play(state, "1: first allies")
    assert events == [{"type": "first", "by": "axis", "chosen": "allies", "side": "allies"}]


def test_reaction_fire_dice_and_the_choice_not_to_react() -> None:
    state = battle(blackhawk="e7", heavy_flak_grenadiers="e4", sturmpioniere="l1")
    initiative_to(state, 0)
    play(state, "0: activate blackhawk", "0: declare move+move", "0: move e6")
    events = play(state, "1: no-reaction")
    assert events[0] == {"type": "no-reaction", "by": "axis", "at": "blackhawk"}
    state = battle(blackhawk="e7", heavy_flak_grenadiers="e4", sturmpioniere="l1")
    initiative_to(state, 0)
    play(state, "0: activate blackhawk", "0: declare move+attack", "0: move e6")
    assert state.observation(1)["reaction_options"] == [{"unit": "heavy-flak-grenadiers", "dice": 1, "distance": 2}]
    events = play(state, "1: react heavy-flak-grenadiers", "chance: roll b")
    assert of_type(events, "reaction-roll") == [{
        "type": "reaction-roll", "unit": "heavy-flak-grenadiers", "at": "blackhawk", "dice": 1, "hits": 0, "fires": False,
        "faces": ["blank"], "scores": "hit",
    }]


# ----------------------------------------------------------------------------- quiet choices
def test_stay_hold_fire_and_alone_leave_a_trace() -> None:
    state = battle(death_dealers="e6", sturmpioniere="e3", hans="d4")
    initiative_to(state, 0)
    events = play(state, "0: activate death-dealers", "0: declare move", "0: stay")
    assert of_type(events, "stay") == [{"type": "stay", "unit": "death-dealers", "square": "e6"}]
    state = battle(death_dealers="e6", sturmpioniere="e3", hans="d4")
    initiative_to(state, 0)
    play(state, "0: activate death-dealers", "0: declare attack")
    events = play(state, "0: hold-fire")
    assert events[0] == {"type": "hold-fire", "unit": "death-dealers", "line": "0", "weapon": "Bazooka", "fired": 0}
    state = fresh()
    play(state, "chance: roll hhh", "chance: roll bbb")
    for i, text in enumerate(("place ammo-crate a4", "place ammo-crate a5", "place anti-tank-block b5",
                              "place anti-tank-block c4")):
        play(state, f"{i % 2}: {text}")
    assert state.phase == "heroes"
    hero = state.hero_queue[0]
    events = play(state, f"{state.current_players()[0]}: alone")
    assert events[0] == {"type": "alone", "hero": hero}


def test_the_end_reason_names_the_side_in_words() -> None:
    state = battle(turn=2, hell_boys="e7", blackhawk="l8", hans="e6")
    del state.pos["hans"]
    state._occupancy = None
    initiative_to(state, 0)
    events = play(state, "0: activate hell-boys", "0: declare nothing", "0: activate blackhawk", "0: declare nothing")
    assert state.result == "every Axis unit destroyed"
    assert events[-1]["why"] == "every Axis unit destroyed"


# ----------------------------------------------------------------------------- the observation
def test_the_observation_carries_the_scenario_entry_objectives_and_cover_zone() -> None:
    state = fresh()
    obs = state.observation(0)
    json.dumps(obs)
    assert obs["scenario_name"] == "Reconnaissance in Force"
    assert obs["entry"] == {"allies": "south", "axis": "north"}
    assert obs["objectives"][0]["squares"] == ["f4", "g4", "f5", "g5"] and obs["objectives"][0]["held_by"] is None
    assert obs["objectives"][0]["bonus_vp"] == 10
    assert len(obs["cover_zone"]) == 24 and obs["cover_zone"][0] == "a4"
    assert obs["cover_left"] == {"ammo-crate": 2, "anti-tank-block": 2}
    assert len(obs["terrain"]) == len(obs["battlefield"]) and "C" not in "".join(obs["terrain"])
    state = battle(death_dealers="f4", sturmpioniere="l1")
    assert state.observation(0)["objectives"][0]["held_by"] == "allies"


def test_the_move_options_give_each_square_its_cost() -> None:
    state = battle(death_dealers="e6", sturmpioniere="l1")
    initiative_to(state, 0)
    play(state, "0: activate death-dealers", "0: declare move")
    options = {o["square"]: o for o in state.observation(0)["move_options"]}
    assert set(options) == {t.split()[1] for t in texts(state.legal_actions(0)) if t.startswith("move ")}
    assert options["f5"] == {"square": "f5", "enter": False, "cost": 1, "diagonal": True, "fast": False, "crush": False,
                             "keeps_diagonal": False, "cover": "none", "path": ["e6", "f5"]}
    assert options["e5"]["cost"] == 1 and not options["e5"]["diagonal"]
    state = battle(death_dealers="e6", sturmpioniere="l1")
    assert "move_options" not in state.observation(0) and "aim_options" not in state.observation(0)


def test_the_aim_options_give_each_target_its_dice_and_cover() -> None:
    state = battle(blackhawk="c5", sturmpioniere="a4", lara="l1")
    initiative_to(state, 0)
    play(state, "0: activate blackhawk", "0: declare attack")
    obs = state.observation(0)
    assert obs["aim_line"] == {"line": "0", "weapon": "Dual Heavy PIAT", "range": "2", "number": 1, "lines": 1,
                               "limited": False, "fired": 0}
    options = {o["target"]: o for o in obs["aim_options"]}
    assert all(o.pop("odds")["removed"] for o in options.values())  # the exact odds: test_dt_attack_odds.py
    assert all(o.pop("sight")["visible"] for o in options.values())  # the line as traced: test_dt_sight_lines.py
    assert set(options) == {" ".join(t.split()[1:]).replace("element ", "element:") for t in texts(state.legal_actions(0))
                            if t.startswith("aim ")}
    assert options["sturmpioniere"].pop("cover_sources")  # why: test_the_aim_options_say_why_a_unit_has_its_cover
    assert options["sturmpioniere"] == {"target": "sturmpioniere", "square": "a4", "distance": 2, "dice": 6,
                                        "damage_per_hit": 1, "cover": "soft", "cover_roll": True,
                                        "ignores_cover": False}
    assert options["element:a5"]["to_destroy"] == 2


def test_the_aim_options_say_why_a_unit_has_its_cover() -> None:
    """p. 13: a squad on a cover element's square rolls for its cover; a vehicle never does."""
    state = battle(blackhawk="c5", sturmpioniere="a4", lara="l1")
    initiative_to(state, 0)
    play(state, "0: activate blackhawk", "0: declare attack")
    options = {o["target"]: o for o in state.observation(0)["aim_options"]}
    sources = options["sturmpioniere"]["cover_sources"]
    assert {s["cover"] for s in sources} == {"soft"} and sources[0]["source"] in ("element", "terrain", "corner")


# ----------------------------------------------------------------------------- movement ways
def test_a_diagonal_step_costs_one_and_keeps_the_fast_square() -> None:
    """p. 8: "il primo movimento in diagonale conta un punto movimento"; Hell Boys move 1 and
    Fast (p. 21). f8 -> g7 is one point diagonally, not two straight steps spending the Fast
    square (DT-45)."""
    state = battle(hell_boys="f8", sturmpioniere="l1")
    initiative_to(state, 0)
    play(state, "0: activate hell-boys", "0: declare move+move")
    options = {o["square"]: o for o in state.observation(0)["move_options"]}
    assert options["g7"] == {"square": "g7", "enter": False, "cost": 1, "diagonal": True, "fast": False, "crush": False,
                             "keeps_diagonal": False, "cover": "none", "path": ["f8", "g7"]}
    play(state, "0: move g7")
    assert state.act is not None and state.act.fast_left == 1 and state.act.diagonal_used
    second = set(texts(state.legal_actions(0)))
    assert {"move g5", "move f6", "move h6"} <= second, "two points left: Fast keeps paying for a step"


def test_before_a_second_move_the_way_that_keeps_the_cheap_diagonal_is_taken_when_it_costs_nothing() -> None:
    """Rhino (move 2) reaching a diagonal neighbour: one point diagonally or two straight.
    Neither spends a Fast square, so before another Move the straight way keeps the cheap
    diagonal for it; the last Move shows the cheapest way (DT-45)."""
    assert card("rhino").movement == 2
    state = battle(rhino="e6", sturmpioniere="l1")
    initiative_to(state, 0)
    play(state, "0: activate rhino", "0: declare move+move")
    options = {o["square"]: o for o in state.observation(0)["move_options"]}
    assert options["f5"]["cost"] == 2 and not options["f5"]["diagonal"] and options["f5"]["keeps_diagonal"]
    play(state, "0: move f5")
    assert state.act is not None and not state.act.diagonal_used
    options = {o["square"]: o for o in state.observation(0)["move_options"]}
    assert options["g4"]["cost"] == 1 and options["g4"]["diagonal"], "the second Move, the last: the cheapest way"
    assert "h3" not in options and options["h4"]["cost"] == 2


def test_a_squad_may_aim_at_the_cover_element_on_its_own_squads_square() -> None:
    """p. 13: "Un'unità può tentare di distruggere un elemento di copertura", whoever stands
    on it (DT-46)."""
    state = battle(blackhawk="c5", hell_boys="a4", sturmpioniere="l1")
    initiative_to(state, 0)
    play(state, "0: activate blackhawk", "0: declare attack")
    assert "aim element a4" in texts(state.legal_actions(0))
