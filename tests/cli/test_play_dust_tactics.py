"""`meeple play dust-tactics`: the terminal game driven with scripted answers, and its
rendering read as a person reads it (map, armies, labels, news, results)."""

from __future__ import annotations

import io
import re
import tomllib
from pathlib import Path
from typing import Any, Callable

from play_helpers import seat_moves

import pytest
from rich.console import Console

from meeple.agents import make_agent
from meeple.cli.play import run_play
from meeple.cli.dust_tactics.events import describe_event, describe_events
from meeple.cli.dust_tactics.labels import describe_action
from meeple.games.dust_tactics.words.names import tags_of
from meeple.cli.dust_tactics.table import render_observation
from meeple.cli.dust_tactics.view import NOTATION_HELP, VIEW, side_names as VIEW_SIDE_NAMES
from meeple.cli.seats import parse_seats
from meeple.engine.record import load_record, replay_record
from meeple.engine.registry import get_game
from meeple.engine.session import Session
from meeple.games.dust_tactics.activation import Activation, move_options
from meeple.games.dust_tactics.unit_state import WeaponRef
from meeple.games.dust_tactics.units import units_path
from meeple.games.dust_tactics.weapon_dice import ArmourClass, shot_dice

GAME = "dust-tactics"
SCENARIO = "reconnaissance-in-force"
OPTIONS = {"scenario": SCENARIO}
NAMES = ["Ann", "Bob"]


def console() -> Console:
    """A plain console writing to memory, wide enough to keep lines whole."""
    return Console(file=io.StringIO(), width=120, force_terminal=False, color_system=None)


def output(con: Console) -> str:
    return con.file.getvalue()  # type: ignore[attr-defined]


def rendered(renderable: object, width: int = 120) -> str:
    con = Console(file=io.StringIO(), width=width, force_terminal=False, color_system=None)
    con.print(renderable)
    return output(con)


def flat(text: str) -> str:
    return " ".join(w for w in text.split() if w != "│")


# ----------------------------------------------------------------------------- a player
#: What the scripted player prefers, in order: the first choice on screen that matches.
PREFERENCES = (
    r"place ", r"join ", r"first allies", r"lose ", r"react ", r"declare move\+attack", r"activate ",
    r"aim (?!element)", r"move ", r"hold-fire", r"no-reaction",
)
CHOICE = re.compile(r"^\s{0,2}(\d+)  (\S+(?: \S+)*?)(?:  |$)")


def chooser(con: Console) -> Callable[[], str]:
    """An answer read from the screen: the preferred notation among the last choices shown."""

    def answer() -> str:
        screen = output(con).rsplit("to act", 1)[-1]
        choices = [m.group(2) for line in screen.splitlines() if (m := CHOICE.match(line))]
        for pattern in PREFERENCES:
            for notation in choices:
                if re.match(pattern, notation):
                    return notation
        return "1"

    return answer


def session(seed: int) -> Session:
    game = get_game(GAME)
    new = Session(game, parse_seats(game, "human,human"), seed, OPTIONS)
    new.settle_chance()
    return new


def play_until(seed: int, wanted: Callable[[dict[str, Any]], bool], limit: int = 2000) -> tuple[Session, int]:
    """Heuristic bots play both sides until the seat to act sees an observation ``wanted``."""
    s = session(seed)
    bots = [make_agent(s.game, "heuristic", seed), make_agent(s.game, "heuristic", seed + 1)]
    for _ in range(limit):
        seat = s.state.current_players()[0]
        if wanted(s.state.observation(seat)):
            return s, seat
        s.act(seat, bots[seat].choose(s.state, seat))
        s.settle_chance()
        if s.state.is_over():
            break
    pytest.skip("the bots never reached the wanted decision with this seed")


def dt(s: Session) -> Any:
    """The session's Dust Tactics state (typed as the kernel's State)."""
    return s.state


def labels(s: Session, seat: int) -> dict[str, str]:
    obs = s.state.observation(seat)
    notations = [s.game.format_action(a) for a in s.state.legal_actions(seat)]
    return {n: flat(rendered(describe_action(n, obs, NAMES))) for n in notations}


# ----------------------------------------------------------------------------- games
def test_a_scripted_game_against_the_bot_saves_and_resumes_exactly(tmp_path: Path, answers) -> None:
    whole, part = tmp_path / "whole.json", tmp_path / "part.json"
    con = console()
    answers([chooser(con)] * 40)
    run_play(con, GAME, "Ann=human,Bob=heuristic", 3, None, whole, OPTIONS)
    reference = load_record(whole)
    text = output(con)
    human = seat_moves(reference, 0)
    assert len(human) == 40
    assert any(m.startswith("declare move+attack") for m in human) and any(m.startswith("aim ") for m in human)
    # the screens: header, map, armies, objectives, labelled choices, news
    assert "Ann (seat 0) to act" in text and "Dust Tactics · Reconnaissance in Force" in text
    assert "a   b   c   d   e   f   g   h   i   j   k   l" in text
    assert "▼ Axis enter from the north ▼" in text and "▲ Allies enter from the south ▲" in text
    assert "Objective crossroads (f4 g4 f5 g5): +10 VP" in text
    for header in ("Tag", "Unit", "Type", "Arm", "Models/HP", "Sq", "Turn", "Ammo left", "AP"):
        assert header in text
    assert "Allies (Ann) - you" in text and "Axis (Bob)" in text
    assert "Enter on " in text and "movement point" in text and " dice, 1 damage per hit" in text
    assert "What happened" in text and "Bob activates " in text and "── Turn 2 ──" in text

    con = console()
    answers([chooser(con)] * 25 + ["save", "quit"])
    run_play(con, GAME, "Ann=human,Bob=heuristic", 3, None, part, OPTIONS)
    assert f"Game saved to {part}" in output(con) and f"meeple play --resume {part}" in output(con)
    assert seat_moves(load_record(part), 0) == human[:25]

    con = console()
    answers([chooser(con)] * 15)
    run_play(con, GAME, "human,heuristic", None, part, part, OPTIONS)
    assert "Resumed Dust Tactics" in output(con)
    resumed = load_record(part)
    assert seat_moves(resumed, 0) == human
    assert resumed.moves[: len(reference.moves) - 1] == reference.moves[: len(reference.moves) - 1]


def test_a_bad_answer_re_prompts_and_help_shows_the_notation(tmp_path: Path, answers) -> None:
    con, save = console(), tmp_path / "game.json"
    answers(["help", "fly", "activate hans", "99", "quit"])
    run_play(con, GAME, "human,heuristic", 3, None, save, OPTIONS)
    text = output(con)
    assert "declare move+attack       the plan" in text and "aim element e4" in text
    assert "'fly' is not a Dust Tactics action" in text
    assert "there is no choice 99" in text
    assert seat_moves(load_record(save), 0) == []


def test_two_bots_play_to_the_end_and_the_results_name_points_and_losses(tmp_path: Path) -> None:
    con, save = console(), tmp_path / "game.json"
    run_play(con, GAME, "heuristic,heuristic", 2, None, save, OPTIONS)
    record = load_record(save)
    assert record.result is not None and replay_record(record).state.is_over()
    text = output(con)
    final = text.split("Final result", 1)[1]
    assert "Victory points" in final and "Units destroyed" in final and "Objectives" in final
    for vp in record.result["victory_points"]:
        assert str(vp) in final
    assert "Allies lost: " in final and "Axis lost: " in final
    assert "The battle ended: " in final
    assert "win the battle!" in final or "A draw" in final
    assert "Game over (" in text  # the game-over event, as a spectator reads it


# ----------------------------------------------------------------------------- the table
def test_the_map_draws_units_as_tags_with_strength_and_joined_heroes() -> None:
    s, seat = play_until(4, lambda o: o["phase"] == "activate" and o["turn"] == 2)
    obs = s.state.observation(seat)
    text = rendered(render_observation(obs, NAMES, seat))
    tags = tags_of(obs)
    assert tags["hell-boys"] == "HB" and tags["sturmpioniere"] == "St" and tags["death-dealers"] == "DD"
    assert len(set(tags.values())) == len(tags)
    on_board = [u for u in obs["units"] if u["square"]]
    assert on_board
    for unit in on_board:
        left = sum(unit["models"]) if unit["type"] == "squad" else unit["hit_points"]
        assert f"{tags[unit['id']]}{left}" in text
    joined = [u for u in on_board if u.get("hero")]
    for unit in joined:
        assert f"{tags[unit['id']]}{sum(unit['models'])}+" in text
    assert "turn 2 of 6" in text and "initiative" in text
    assert "activates a unit" in text and "Turn" in text and ("ready" in text or "done" in text)


def test_move_labels_and_the_map_show_the_engine_costs() -> None:
    s, seat = play_until(4, lambda o: o["phase"] == "move" and o["turn"] == 2)
    obs = s.state.observation(seat)
    act = obs["activation"]
    ways = move_options(dt(s), Activation(act["unit"], tuple(act["plan"]), act["step"],
                                            act["diagonal_used"], act["fast_left"]))
    found = labels(s, seat)
    for square, way in ways.items():
        assert way is not None  # a unit on the battlefield: each square has its way there
        label = found[f"move {square}"]
        assert label.startswith(f"To {square} - {way.cost} movement point")
    assert found["stay"] == f"Stay on {obs['units'][[u['id'] for u in obs['units']].index(act['unit'])]['square']}"
    assert "where the move may end, and its cost" in rendered(render_observation(obs, NAMES, seat))


def test_entering_units_declare_and_move_in_their_own_words() -> None:
    s, seat = play_until(4, lambda o: o["phase"] == "declare" and o["turn"] == 1)
    found = labels(s, seat)
    assert found["declare move"] == "Enter the battlefield"
    assert found["declare move+attack"] == "Enter, then attack"
    s.act(seat, s.game.parse_action("declare move"))
    found = labels(s, seat)
    assert all(label.startswith("Enter on ") for notation, label in found.items() if notation.startswith("move "))


def test_aim_labels_give_the_line_the_target_and_the_engine_dice() -> None:
    s, seat = play_until(4, lambda o: o["phase"] == "aim")
    obs = s.state.observation(seat)
    aiming = obs["aiming"]
    ref = aiming["lines"][aiming["index"]]
    attacker = dt(s).units[aiming["attacker"]]
    line = attacker.line(WeaponRef(ref["index"], ref["hero"]))
    for notation, label in labels(s, seat).items():
        if notation.startswith("aim ") and not notation.startswith("aim element"):
            target = dt(s).units[notation.split()[1]]
            dice = shot_dice(attacker, WeaponRef(ref["index"], ref["hero"]), ArmourClass.of(target.card))
            assert line.name in label and target.card.name in label
            assert f"{dice} di" in label and "squares away" in label or "square away" in label
        elif notation == "hold-fire":
            assert line.name in label
    screen = flat(rendered(render_observation(obs, NAMES, seat)))
    assert "declares its" in screen and f"{line.name} (range {line.range})" in screen


def test_a_casualty_choice_shows_the_dice_and_names_the_models() -> None:
    s, seat = play_until(3, lambda o: bool(o["attack"]))
    obs = s.state.observation(seat)
    screen = flat(rendered(render_observation(obs, NAMES, seat)))
    assert "Attack by " in screen and " hit" in screen and "still to take" in screen and " now: " in screen
    found = labels(s, seat)
    assert found and all(
        label.startswith(("A model carrying the ", "A model with only the ", "A hit point of "))
        for label in found.values()
    )


def test_reaction_labels_say_the_dice_and_the_target() -> None:
    s, seat = play_until(3, lambda o: o["phase"] == "react")
    found = labels(s, seat)
    target = dt(s).act.unit
    name = dt(s).units[target].card.name
    assert found["no-reaction"] == f"No Reactive Fire: let {name} go on"
    reacting = [label for notation, label in found.items() if notation.startswith("react ")]
    assert reacting and all(f"fires back at {name} - roll 1 die" in label for label in reacting)


def test_set_up_labels_place_join_and_first() -> None:
    s, seat = play_until(3, lambda o: o["phase"] == "cover-place")
    found = labels(s, seat)
    assert found["place ammo-crate f4"] == "Ammo crate on f4 (objective crossroads)"
    assert found["place anti-tank-block a4"] == "Anti-tank block on a4"
    screen = flat(rendered(render_observation(s.state.observation(seat), NAMES, seat)))
    assert "places a cover element in the shaded cover zone" in screen and "vehicles may enter and crush it" in screen
    s, seat = play_until(3, lambda o: o["phase"] == "heroes")
    found = labels(s, seat)
    hero = dt(s).units[dt(s).hero_queue[0]].card.name
    assert found["alone"] == f"{hero} fights alone"
    assert any(label.startswith(f"{hero} joins ") for notation, label in found.items() if notation.startswith("join "))
    s, seat = play_until(3, lambda o: o["phase"] == "first")
    side = ("allies", "axis")[seat]
    found = labels(s, seat)
    assert found[f"first {side}"] == f"You ({side.title()}) activate first"


def test_activate_labels_give_tag_strength_and_square() -> None:
    s, seat = play_until(4, lambda o: o["phase"] == "activate" and o["turn"] == 1)
    for notation, label in labels(s, seat).items():
        unit = dt(s).units[notation.split()[1]]
        assert unit.card.name in label and ("to enter from the" in label or " on " in label)


# ----------------------------------------------------------------------------- events
EVENTS: list[tuple[dict[str, Any], str]] = [
    ({"type": "cover-roll", "hits": [2, 1]}, "Cover placement roll (3 dice each): Allies (Ann) 2 hits, Axis (Bob) 1 hit - Ann places the first cover element"),
    ({"type": "cover-roll", "hits": [1, 1]}, "a tie: both roll again"),
    ({"type": "place", "element": "ammo-crate", "square": "c5"}, "An ammo crate is placed on c5"),
    ({"type": "place", "element": "anti-tank-block", "square": "e4"}, "An anti-tank block is placed on e4"),
    ({"type": "join", "hero": "rhino", "squad": "the-hammers"}, "Rhino joins The Hammers"),
    ({"type": "detach", "hero": "lara", "squad": "heavy-laser-grenadiers"}, "Lara leaves Heavy Laser Grenadiers for good"),
    ({"type": "turn", "turn": 3}, "── Turn 3 ──"),
    ({"type": "initiative-roll", "hits": [0, 2]}, "Initiative roll: Allies (Ann) 0 hits, Axis (Bob) 2 hits"),
    ({"type": "initiative", "winner": "axis"}, "Axis (Bob) win the initiative and choose who activates first"),
    ({"type": "activate", "unit": "hell-boys-2"}, "Ann activates Hell Boys 2"),
    ({"type": "declare", "unit": "hans", "plan": "attack+move"}, "Hans will attack, then move"),
    ({"type": "declare", "unit": "hans", "plan": "sustained"}, "Hans will make a Sustained Attack"),
    ({"type": "move", "unit": "blackhawk", "to": "d5", "crush": True}, "Blackhawk moves to d5, crushing the ammo crate there"),
    ({"type": "reaction", "unit": "hans", "at": "hell-boys"}, "Hans tries Reactive Fire at Hell Boys"),
    ({"type": "reaction-roll", "unit": "hans", "hits": 1}, "Hans rolls 1 hit: it fires!"),
    ({"type": "reaction-roll", "unit": "hans", "hits": 0}, "Hans rolls no hit: no Reactive Fire"),
    ({"type": "attack", "unit": "sturmpioniere", "shots": [["0", "hell-boys"], ["1", "element:e4"]]},
     "Sturmpioniere attacks: StG 47 at Hell Boys, Panzerfaust at the cover element on e4"),
    ({"type": "no-target", "unit": "hans"}, "Hans has no target in range and sight"),
    ({"type": "no-shots", "unit": "hans"}, "Hans holds its fire"),
    ({"type": "destroyed", "unit": "hell-boys"}, "Hell Boys is destroyed! (+34 VP to the Axis)"),
    ({"type": "hero-alone", "unit": "rhino"}, "Rhino survives its squad and fights on alone"),
    ({"type": "game-over", "why": "turn limit (6) reached", "scores": [44, 30]},
     "Game over (turn limit (6) reached): Allies (Ann) 44 VP, Axis (Bob) 30 VP"),
    ({"type": "game-over", "why": "every Allied unit destroyed", "scores": [0, 30]},
     "Game over (every Allied unit destroyed)"),
    ({"type": "initiative-roll", "dice": [3, 4], "hits": [1, 2], "winner": "axis"},
     "Initiative roll: Allies (Ann) 1 hit, Axis (Bob) 2 hits (of 3 and 4 dice)"),
    ({"type": "first", "by": "axis", "chosen": "allies", "side": "allies"}, "Bob lets the Allies activate first"),
    ({"type": "stay", "unit": "hell-boys", "square": "e6"}, "Hell Boys stays on e6"),
    ({"type": "hold-fire", "unit": "death-dealers", "line": "0", "weapon": "Bazooka", "fired": 0},
     "Death Dealers holds its Bazooka"),
    ({"type": "hold-fire", "unit": "sturmpioniere", "line": "1", "weapon": "Panzerfaust", "fired": 1},
     "Sturmpioniere fires no more Panzerfaust munitions"),
    ({"type": "alone", "hero": "rhino"}, "Rhino fights alone"),
    ({"type": "no-reaction", "by": "axis", "at": "blackhawk"}, "Bob lets Blackhawk go on (no Reactive Fire)"),
    ({"type": "reaction-roll", "unit": "hans", "at": "hell-boys", "dice": 2, "hits": 0, "fires": False},
     "Hans rolls no hit of 2 dice: no Reactive Fire"),
    ({"type": "attack-roll", "unit": "blackhawk", "line": "0", "weapon": "Dual Heavy PIAT", "target": "sturmpioniere",
      "dice": 6, "hits": 2, "damage": 2}, "Blackhawk's Dual Heavy PIAT at Sturmpioniere: 6 dice, 2 hits (2 damage points)"),
    ({"type": "attack-reroll", "unit": "blackhawk", "line": "0", "weapon": "Dual Heavy PIAT",
      "target": "heavy-laser-grenadiers", "dice": 3, "hits": 2, "total_hits": 3, "damage": 3},
     "Blackhawk rerolls the Dual Heavy PIAT misses (Sustained Attack): 3 dice, 2 hits; 3 hits in all"),
    ({"type": "attack-reroll", "unit": "heavy-laser-grenadiers", "line": "0", "weapon": "Schwer Laser-Werfer",
      "target": "blackhawk", "dice": 2, "hits": 0, "total_hits": 2, "laser": True, "damage": 6},
     "Heavy Laser Grenadiers rerolls the Schwer Laser-Werfer hits (laser): 2 dice, 0 hits; 2 hits in all "
     "(6 damage points)"),
    ({"type": "attack-reroll", "unit": "sturmpioniere", "line": "0", "weapon": "StG 47", "target": "hell-boys",
      "dice": 2, "hits": 1, "total_hits": 3, "berserk": True, "damage": 3},
     "Sturmpioniere rerolls the StG 47 misses (Berserk): 2 dice, 1 hit; 3 hits in all"),
    ({"type": "attack-reroll", "unit": "rhino", "line": "0", "weapon": "Heavy Rocket Punch", "target": "hans",
      "dice": 1, "hits": 1, "total_hits": 2, "medal_of_honor": True, "damage": 2},
     "Rhino rerolls a failed Heavy Rocket Punch die (Medal of Honor): 1 die, 1 hit; 2 hits in all"),
    ({"type": "reply-roll", "unit": "sturmpioniere", "line": "3", "weapon": "Knife & Grenade", "target": "hell-boys",
      "dice": 2, "hits": 1, "damage": 1}, "Sturmpioniere reply with Knife & Grenade at Hell Boys: 2 dice, 1 hit"),
    ({"type": "cover-save", "unit": "sturmpioniere", "cover": "soft", "dice": 2, "saves": 1, "damage": 2,
      "damage_left": 1}, "Sturmpioniere roll 2 dice for soft cover: 1 saved, 1 damage point left"),
    ({"type": "cover-save", "unit": "heavy-laser-grenadiers", "cover": "soft", "dice": 3, "saves": 2, "damage": 3,
      "damage_left": 1, "uncovered": 2, "uncovered_weapons": ["Flamethrower"]},
     "Heavy Laser Grenadiers roll 3 dice for soft cover: 2 saved, 1 damage point left, +2 from the Flamethrower "
     "(no cover roll): 3 to take"),
    ({"type": "losses", "unit": "heavy-laser-grenadiers", "chosen": True, "models": 1,
      "removed": [{"weapon": None, "models": 1}], "models_left": 2},
     "Heavy Laser Grenadiers loses 1 model (1 Schwer Laser-Werfer), 2 left"),
    ({"type": "losses", "unit": "hell-boys", "chosen": False, "models": 2,
      "removed": [{"weapon": "Shotgun", "models": 1}, {"weapon": None, "models": 1}], "models_left": 3},
     "Hell Boys loses 2 models (1 Shotgun, 1 with only the Knife & Grenade), 3 left"),
    ({"type": "losses", "unit": "the-hammers", "chosen": True, "models": 0, "removed": [], "models_left": 3,
      "hero": "rhino", "hero_hit_points": 1, "hero_hit_points_left": 3},
     "The Hammers loses Rhino 1 HP, 3 left (chosen by its player)"),
    ({"type": "losses", "unit": "sturmpioniere", "chosen": True, "models": 1,
      "removed": [{"weapon": "Flammerwerfer 40", "models": 1}], "models_left": 4},
     "Sturmpioniere loses 1 model (1 Flammerwerfer 40), 4 left (chosen by its player)"),
    ({"type": "losses", "unit": "hans", "chosen": False, "hit_points": 3, "hit_points_left": 0},
     "Hans loses 3 HP, 0 left"),
    ({"type": "losses", "unit": "the-hammers", "chosen": True, "hero": "rhino", "hero_hit_points": 1,
      "hero_hit_points_left": 3}, "The Hammers loses Rhino 1 HP, 3 left"),
    ({"type": "element-damage", "square": "a5", "element": "ammo-crate", "damage": 1, "marked": 1, "destroyed": False},
     "The ammo crate on a5 takes 1 damage point (1 marked)"),
    ({"type": "element-damage", "square": "a5", "element": "ammo-crate", "damage": 2, "marked": 2, "destroyed": True},
     "The ammo crate on a5 is destroyed"),
    ({"type": "line-spent", "unit": "hell-boys", "line": "2", "weapon": "Knife & Grenade", "target": "sturmpioniere"},
     "Hell Boys' Knife & Grenade is spent: Sturmpioniere fell first"),
]


@pytest.mark.parametrize("event, words", EVENTS, ids=[f"{e['type']}-{i}" for i, (e, _) in enumerate(EVENTS)])
def test_every_event_reads_as_a_sentence(event: dict[str, Any], words: str) -> None:
    text = flat(rendered(describe_event(event, NAMES, 0)))
    assert words in text
    assert "=" not in text  # never the generic key=value fallback


def test_a_joined_heros_weapon_is_named_with_the_hero() -> None:
    describe_event({"type": "join", "hero": "rhino", "squad": "the-hammers"}, NAMES, 0)
    text = rendered(describe_event({"type": "attack", "unit": "the-hammers", "shots": [["0h", "hans"]]}, NAMES, 0))
    assert "Rhino's Heavy Rocket Punch at Hans" in text


def test_the_news_leaves_out_the_echo_of_the_viewers_own_decision() -> None:
    events: list[dict[str, Any]] = [
        {"type": "activate", "unit": "hell-boys"}, {"type": "declare", "unit": "hell-boys", "plan": "move"},
        {"type": "move", "unit": "hell-boys", "to": "e8", "crush": False}, {"type": "activate", "unit": "hans"},
        {"type": "move", "unit": "hans", "to": "e1", "crush": False},
    ]
    mine = [flat(rendered(line)) for line in describe_events(events, NAMES, 0)]
    assert mine == ["Bob activates Hans", "Hans moves to e1"]
    assert len(describe_events(events, NAMES, 1)) == 5 and len(describe_events(events, NAMES, None)) == 5


def test_a_players_own_join_is_told_and_the_squads_attack_names_the_heros_weapon() -> None:
    """A player's own `join` is told (the table shows a join by a mark only), and the news of
    the squad's attack names the hero's line as the hero's (the replay story of an audited game
    said 'The Hammers' Heavy Rocket Punch')."""
    from meeple.cli.dust_tactics.news_memory import JOINED_HEROES

    JOINED_HEROES.clear()
    events: list[dict[str, Any]] = [
        {"type": "join", "hero": "rhino", "squad": "the-hammers", "by": "allies"},
        {"type": "attack", "unit": "the-hammers", "shots": [["0h", "hans"]]},
    ]
    lines = [flat(rendered(line)) for line in describe_events(events, NAMES, 0)]
    assert lines[0] == "Rhino joins The Hammers" and "Rhino's Heavy Rocket Punch at Hans" in lines[1]


def test_a_lone_hero_replies_and_a_squad_reply_and_names_ending_in_s_take_an_apostrophe() -> None:
    lara = {"type": "reply-roll", "unit": "lara", "line": "0", "weapon": "Combat Knife", "target": "the-hammers",
            "dice": 2, "hits": 1, "damage": 1}
    hammers = dict(lara, unit="the-hammers", weapon="Knife", target="lara")
    assert "Lara replies with Combat Knife at The Hammers" in flat(rendered(describe_event(lara, NAMES, 0)))
    assert "The Hammers reply with Knife at Lara" in flat(rendered(describe_event(hammers, NAMES, 0)))
    shot = dict(lara, type="attack-roll", unit="the-hammers", weapon="Heavy Machine Gun", target="lara")
    assert "The Hammers' Heavy Machine Gun at Lara" in flat(rendered(describe_event(shot, NAMES, 0)))


def test_with_four_players_the_seat_that_activates_a_unit_is_named_not_its_whole_side() -> None:
    seats = ["Ann", "Bob", "Cy", "Di"]
    sides = VIEW_SIDE_NAMES(seats)
    event = {"type": "activate", "unit": "blackhawk", "seat": 2}
    assert flat(rendered(describe_event(event, sides, None, seats))) == "Cy activates Blackhawk"
    assert flat(rendered(describe_event(event, sides, None))) == "Ann & Cy activates Blackhawk"


def test_card_now_says_a_joined_hero_is_with_his_squad_and_a_destroyed_unit_is_destroyed() -> None:
    from meeple.cli.dust_tactics.labels import whereabouts

    obs: dict[str, Any] = {"units": [
        {"id": "heavy-laser-grenadiers", "name": "Heavy Laser Grenadiers", "side": "axis", "square": "h2",
         "in_play": True},
        {"id": "lara", "name": "Lara", "side": "axis", "square": None, "in_play": False,
         "joined_to": "heavy-laser-grenadiers"},
        {"id": "hell-boys", "name": "Hell Boys", "side": "allies", "square": None, "in_play": False},
    ]}
    data = {u["id"]: u for u in obs["units"]}
    assert whereabouts(data["heavy-laser-grenadiers"], obs) == "on h2"
    assert whereabouts(data["lara"], obs) == "joined to Heavy Laser Grenadiers on h2"
    assert whereabouts(data["hell-boys"], obs) == "destroyed"


def test_the_final_title_keeps_both_scores_at_80_columns() -> None:
    from meeple.cli.dust_tactics.situation import header
    from meeple.cli.dust_tactics.table import board

    s, seat = play_until(3, lambda o: o["phase"] == "move")
    obs = dict(s.state.observation(seat), phase="over", turn=6, scores=[99, 22], scenario_name="The Farmhouse")
    title = header(obs, NAMES, board(obs))
    assert title.plain.endswith("VP Allies 99, Axis 22") and len(title.plain) + 6 <= 80


def test_a_unit_may_be_named_by_its_tag_in_an_answer(tmp_path: Path, answers) -> None:
    """The table tags each unit (Bl for the Blackhawk); `activate bl` is read as `activate
    blackhawk`, as `card bl` already was."""
    con = console()
    save = tmp_path / "game.json"
    answers([*AUDIT_KEYS[:6], "activate bl", "quit"])
    run_play(con, GAME, "human,heuristic", 3, None, save)
    assert "activate blackhawk" in seat_moves(load_record(save), 0)
    assert VIEW.expand_answer("move e4", {"units": []}) == "move e4"


def test_the_view_is_found_and_nothing_is_private() -> None:
    from meeple.cli.views import load_view

    view = load_view(get_game(GAME))
    assert view is VIEW and not view.is_private({}) and view.notation_help == NOTATION_HELP


def test_a_scenario_from_a_file_is_drawn_from_the_observation_alone(tmp_path: Path) -> None:
    """The observation carries the entry edges, objectives and cover zone: a scenario the view
    cannot load by id is drawn as well as a packaged one."""
    s, seat = play_until(4, lambda o: o["phase"] == "move" and o["turn"] == 2)
    obs = dict(s.state.observation(seat), scenario="my-own-file")
    text = rendered(render_observation(obs, NAMES, seat))
    assert "▼ Axis enter from the north ▼" in text and "Objective crossroads (f4 g4 f5 g5): +10 VP" in text
    assert "where the move may end, and its cost" in text and "Reconnaissance in Force" in text
    found = {n: flat(rendered(describe_action(n, obs, NAMES))) for n in
             (s.game.format_action(a) for a in s.state.legal_actions(seat))}
    assert all(label.startswith("To ") and "movement point" in label for n, label in found.items() if n.startswith("move "))


def test_the_dice_are_told_in_the_news_not_guessed_from_the_table() -> None:
    """Every roll of an attack and what it did is in the news, as a sentence; no "losses
    since your last move" panel is worked out by comparing tables."""
    s = session(3)
    bots = [make_agent(s.game, "heuristic", 3), make_agent(s.game, "heuristic", 4)]
    news: list[dict[str, Any]] = []
    while not s.state.is_over() and not any(e["type"] == "losses" for e in news):
        seat = s.state.current_players()[0]
        news += s.act(seat, bots[seat].choose(s.state, seat))
        news += s.settle_chance()
    text = flat(rendered(render_observation(s.state.observation(0), NAMES, 0)))
    assert "Losses since your last move" not in text
    rolls = [e for e in news if e["type"] == "attack-roll"]
    assert rolls and any(e["type"] == "losses" for e in news)
    for event in news:
        line = flat(rendered(describe_event(event, NAMES, None)))
        assert "=" not in line, event
    for event in rolls:
        line = flat(rendered(describe_event(event, NAMES, None)))
        assert f"{event['weapon']} at " in line and ("1 die" if event["dice"] == 1 else f"{event['dice']} dice") in line


# ----------------------------------------------------------------------------- the audit's game
#: The keystrokes of a player's audit (seed 3, the human Allies against the heuristic bot, the
#: default scenario, the cards of rules version 5: :func:`audit_cards`): the set-up, then turns 1 to 4 until the Hell Boys' Shotgun and
#: Flamethrower fire at the Heavy Laser Grenadiers on the ammo crate of g4; then `news`.
AUDIT_KEYS = (
    "place anti-tank-block f5", "place ammo-crate g4", "1", "1", "3", "move f8", "activate blackhawk", "3", "move g8",
    "activate death-dealers", "declare move+move", "move d8", "1", "", "declare move+move", "move e8", "move e6",
    "lose hero", "lose 0", "1", "activate death-dealers", "declare move+attack", "move d6", "1", "1", "lose 1",
    "activate blackhawk", "declare move+move", "move g7", "move g6", "lose 1", "", "declare move+move", "move f6",
    "move f5", "1", "activate death-dealers", "declare sustained", "1", "1", "lose hero", "1", "", "declare attack",
    "1", "1", "1", "news",
)
#: The screen of the audit's terminal.
AUDIT_WIDTH, AUDIT_HEIGHT = 140, 50
#: The infantry columns of the two Allied lines DT-140 changed in rules version 6, as they were
#: when the audit was played.
AUDIT_LINES = {"M1 Carbine": ["2/1", "1/1", "1/1", "-"], "Heavy Machine Gun": ["4/1", "2/1", "1/1", "-"]}


def audit_cards() -> dict[str, Any]:
    """The Death Dealers' and the Hammers' cards as the audit played them, given as a player's own
    cards (the option ``units``, DT-139), so that its dice fall as they fell: the packaged
    cards with the two lines' infantry columns of rules version 5."""
    cards = [card for card in tomllib.loads(units_path().read_text(encoding="utf-8"))["unit"]
             if card["id"] in ("death-dealers", "the-hammers")]
    for card in cards:
        for line in card["weapons"]:
            line["infantry"] = AUDIT_LINES.get(line["name"], line["infantry"])
    return {"unit": cards}


@pytest.fixture(scope="module")
def audit_game(tmp_path_factory: pytest.TempPathFactory) -> tuple[list[str], Path]:
    """The audit's game played at 140 columns, cut into screens: each from a `to act` rule
    to the prompt after it (the first one starts with the game's header); and its save."""
    con = Console(file=io.StringIO(), width=AUDIT_WIDTH, force_terminal=False, color_system=None)
    keys = iter(AUDIT_KEYS)

    def fake_input(prompt: str = "") -> str:
        try:
            return next(keys)
        except StopIteration:
            raise EOFError from None

    save = tmp_path_factory.mktemp("audit") / "game.json"
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr("builtins.input", fake_input)
        run_play(con, GAME, "human,heuristic", 3, None, save, {"units": audit_cards()})
    return re.split(r"(?m)^(?=.*─ P0 \(seat 0\) to act ─)", output(con))[1:], save


@pytest.fixture(scope="module")
def audit_screens(audit_game: tuple[list[str], Path]) -> list[str]:
    return audit_game[0]


@pytest.fixture(scope="module")
def audit_news(audit_game: tuple[list[str], Path]) -> list[str]:
    """Every line of news the audit's game told its player (a screen shows the last ones)."""
    record = load_record(audit_game[1])
    events = [e for e in replay_record(record).events if "visible_to" not in e or 0 in e["visible_to"]]
    names = [seat.name for seat in record.seats]
    return [flat(rendered(line, width=AUDIT_WIDTH)) for line in describe_events(events, names, 0)]


def screen_with(screens: list[str], words: str) -> str:
    """The first screen showing ``words``."""
    return next(screen for screen in screens if words in screen)


def test_a_flamethrowers_aim_choice_says_it_ignores_cover_not_that_the_target_rolls_to_save(
        audit_screens: list[str]) -> None:
    screen = flat(screen_with(audit_screens, "aim heavy-laser-grenadiers  Flamethrower at"))
    choice = screen.split("aim heavy-laser-grenadiers Flamethrower at", 1)[1].split(" 2 aim ")[0]
    assert "soft cover, but the Flamethrower ignores cover (no cover roll)" in choice
    assert "rolls to save" not in choice


def test_the_cover_save_adds_the_flamethrower_damage_so_the_models_lost_add_up(audit_screens: list[str]) -> None:
    news = flat(screen_with(audit_screens, "What happened (every line)"))
    assert ("Hell Boys' Shotgun at Heavy Laser Grenadiers: 6 dice, 3 hits (3 damage points)" in news
            and "Hell Boys' Flamethrower at Heavy Laser Grenadiers: 4 dice, 2 hits (2 damage points)" in news)
    assert ("Heavy Laser Grenadiers roll 3 dice for soft cover: 2 saved, 1 damage point left, "
            "+2 from the Flamethrower (no cover roll): 3 to take") in news
    assert news.count("Heavy Laser Grenadiers loses 1 model") == 3


def test_while_a_casualty_is_chosen_the_table_shows_the_strength_the_attack_left(audit_screens: list[str]) -> None:
    """The Hammers lose a hit point of Rhino, then still have one point to take: the table
    shows Rhino's 3/4 and the point still to take, as the attack panel does."""
    before = screen_with(audit_screens, "3/3 (2 to take)")
    assert "The Hammers now: 3/3 models + Rhino 4/4 HP" in before
    after = screen_with(audit_screens, "The Hammers now: 3/3 models + Rhino 3/4 HP")
    hammers = re.search(r"(?m)^TH .*\n\s+\+ Rhino .*$", after)
    assert hammers is not None
    assert "3/3 (1 to take)" in hammers.group(0) and re.search(r"\+ Rhino\s+3/4", hammers.group(0))


def test_a_unit_destroyed_by_the_attack_under_way_shows_no_strength_left(audit_screens: list[str]) -> None:
    """The laser destroyed the Blackhawk while the Death Dealers choose their casualty: the
    map draws it with 0 hit points and its table row says 0/3, not 3/3."""
    screen = screen_with(audit_screens, "Death Dealers: 1 damage point still to take")
    assert "Bl0" in screen and "Bl3" not in screen
    assert re.search(r"(?m)^Bl\s+Blackhawk\s+vehicle\s+3\s+0/3", screen)
    assert re.search(r"(?m)^DD\s+Death Dealers\s+squad\s+2\s+5/5 \(1 to take\)", screen)


def test_a_laser_reroll_names_the_laser_and_counts_every_hit(audit_screens: list[str]) -> None:
    text = flat("".join(audit_screens))
    assert ("Heavy Laser Grenadiers rerolls the Schwer Laser-Werfer hits (laser): 2 dice, 0 hits; 2 hits in all "
            "(6 damage points)") in text
    assert "(sustained)" not in text and "rerolls the Schwer Laser-Werfer misses" not in text


def test_a_sustained_reroll_follows_the_units_word_that_it_will_make_a_sustained_attack(audit_news: list[str]) -> None:
    rerolls = [(i, m.group(1)) for i, line in enumerate(audit_news)
               if (m := re.match(r"(\S.*?) rerolls the .*? misses \(Sustained Attack\)", line))]
    assert rerolls
    for at, unit in rerolls:
        assert any(line == f"{unit} will make a Sustained Attack" for line in audit_news[:at]), unit


def test_every_screen_of_the_audit_fits_a_140_by_50_terminal(audit_screens: list[str]) -> None:
    """Each screen, from the `to act` rule to its prompt (the news, the table, the choices),
    fits in 50 rows at 140 columns: the 44 cover placements are grouped, the news is cut to
    its last lines (`news` shows them all)."""
    heights = [len(screen.rstrip("\n").splitlines()) for screen in audit_screens[:-1]]
    assert len(heights) > 40 and max(heights) <= AUDIT_HEIGHT, heights
    first = audit_screens[0]
    assert "place ammo-crate <square>" in first and "place anti-tank-block <square>" in first
    assert "39 f5*" in first.split("place anti-tank-block <square>", 1)[1] and "17 f5*" in first


def test_a_grouped_choice_is_answered_by_its_number() -> None:
    s, seat = play_until(3, lambda o: o["phase"] == "cover-place")
    notations = [s.game.format_action(a) for a in s.state.legal_actions(seat)]
    screen = rendered(VIEW.choices(notations, s.state.observation(seat), NAMES), width=AUDIT_WIDTH)
    assert len(notations) > 40 and len(screen.splitlines()) <= 8
    for number, notation in enumerate(notations, start=1):
        square = notation.split()[-1]
        assert re.search(rf"(?<!\d){number} {square}\b", screen), notation


def test_a_typical_move_screen_fits_in_40_rows_at_140_columns() -> None:
    """The table and the choices of a Move leave room for the news in a 50-row terminal."""
    s, seat = play_until(4, lambda o: o["phase"] == "move" and o["turn"] == 2 and len(o["move_options"]) > 10)
    obs = s.state.observation(seat)
    notations = [s.game.format_action(a) for a in s.state.legal_actions(seat)]
    screen = rendered(render_observation(obs, NAMES, seat), AUDIT_WIDTH) + \
        rendered(VIEW.choices(notations, obs, NAMES), AUDIT_WIDTH)
    assert len(screen.splitlines()) <= 40
    assert "move <square>" in screen and "its cost in movement points" in screen


def test_help_takes_its_example_from_the_first_legal_action(tmp_path: Path, answers) -> None:
    con = console()
    answers(["help", "quit"])
    run_play(con, GAME, "human,heuristic", 3, None, tmp_path / "game.json", OPTIONS)
    text = output(con)
    assert "its notation (e.g. `place ammo-crate a4`)." in text and "`draw`" not in text


def test_the_card_command_shows_a_units_weapons_range_and_move(tmp_path: Path, answers) -> None:
    con, save = console(), tmp_path / "game.json"
    answers(["help", "card HB", "show blackhawk", "info Heavy Laser Grenadiers", "card nobody", "quit"])
    run_play(con, GAME, "human,heuristic", 3, None, save, OPTIONS)
    text = output(con)
    assert "card hell-boys | card HB" in text
    assert "Hell Boys  Allies infantry squad  (hell-boys)" in text and "Move 1 " in text
    assert re.search(r"Shotgun\s+1\s+inf", text) and "(3) carry it" in text  # the line, its range, dice, carriers
    assert "Blackhawk  Allies vehicle  (blackhawk)" in text and "Dual Heavy PIAT" in text
    assert "Schwer Laser-Werfer" in text and "Now: " in text
    assert "x no unit 'nobody' in this game" in text
    assert seat_moves(load_record(save), 0) == []


def test_a_bad_answer_names_the_card_command_and_no_chance_notation(tmp_path: Path, answers) -> None:
    con = console()
    answers(["fly blackhawk", "roll hhb", "quit"])
    run_play(con, GAME, "human,heuristic", 3, None, tmp_path / "game.json", OPTIONS)
    text = flat(output(con))
    assert text.count("Answer 1-44, a move's notation, `card <unit>` (a unit's weapons, range and move), or `help`.") == 2
    error = text.split("x 'fly blackhawk' is not a Dust Tactics action", 1)[1].split(")", 1)[0]
    assert "'activate hell-boys'" in error and "roll" not in error  # chance's notation is no player's answer


def test_a_joined_hero_sharing_a_square_keeps_both_marks_and_the_legend_explains_them() -> None:
    s, seat = play_until(4, lambda o: o["phase"] == "activate" and o["turn"] == 2
                         and any(u.get("hero") and u["square"] for u in o["units"]))
    obs = s.state.observation(seat)
    joined = next(u for u in obs["units"] if u.get("hero") and u["square"])
    other = next(u for u in obs["units"] if u["square"] and u["id"] != joined["id"] and not u.get("joined_to"))
    element = obs["elements"][0]["square"]
    units = []
    for unit in obs["units"]:
        if unit["id"] == other["id"]:
            unit = dict(unit, square=joined["square"])
        units.append(unit)
    shared = dict(obs, units=units)
    text = rendered(render_observation(shared, NAMES, seat), AUDIT_WIDTH)
    tags = tags_of(shared)
    assert f"{tags[joined['id']]}{sum(joined['models'])}‡" in text
    assert "+ hero joined" in text and "& another unit on the square" in text
    assert "‡ hero joined and another unit there" in text
    under = flat(text.split("Under the units: ", 1)[1])
    assert f"{joined['square']} {tags[joined['id']]} {joined['name']}" in under and other["name"] in under
    moved = dict(obs, units=[dict(u, square=element) if u["id"] == joined["id"] else u for u in obs["units"]])
    text = flat(rendered(render_observation(moved, NAMES, seat), AUDIT_WIDTH))
    assert re.search(rf"{element} {tags[joined['id']]} .*? on an? (ammo crate|anti-tank block)", text)


def test_a_model_carrying_the_squads_own_line_is_named_by_that_line() -> None:
    """The Heavy Laser Grenadiers' models all carry the Schwer Laser-Werfer (dice times the
    models): `lose other` removes one of them, not a model "with no counted weapon"."""
    obs: dict[str, Any] = {"units": [], "attack": {
        "queue": [{"unit": "heavy-laser-grenadiers", "damage": 1,
                   "options": [{"carries": None, "hero": False}, {"carries": None, "hero": True}]}],
        "targets": [["heavy-laser-grenadiers", {"state": {"card": "heavy-laser-grenadiers", "models": [3],
                                                          "hit_points": 0, "hero": None}}]],
    }}
    label = flat(rendered(describe_action("lose other", obs, NAMES)))
    assert label == "A model carrying the Schwer Laser-Werfer (3 of them now)"
    obs["attack"]["queue"][0]["unit"] = "hell-boys"
    obs["attack"]["targets"] = [["hell-boys", {"state": {"card": "hell-boys", "models": [3, 1, 1], "hit_points": 0}}]]
    assert flat(rendered(describe_action("lose other", obs, NAMES))) == "A model with only the Knife & Grenade (1 of them now)"


def test_a_long_list_with_nothing_to_group_is_one_choice_a_line() -> None:
    """The Boss may declare twelve plans (his skills add the Skill action's): no choice names a
    square, so none is grouped and the play loop lists them one a line (the compact list once
    failed on them, looking for a grouped example)."""
    plans = ["nothing", "move", "attack", "move+move", "move+attack", "attack+move", "sustained", "skill",
             "move+skill", "skill+move", "attack+skill", "skill+attack"]
    s, seat = play_until(3, lambda o: o["phase"] == "declare")
    assert VIEW.choices([f"declare {plan}" for plan in plans], s.state.observation(seat), NAMES) is None
