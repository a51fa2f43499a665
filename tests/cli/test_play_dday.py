"""`meeple play dday-dice`: the terminal game of D-Day Dice (Exercise Tiger's Practice Run),
driven with scripted answers on stdin, and its rendering read as a person reads it."""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any, Callable, Iterable, Union

from play_helpers import seat_moves

import pytest
from rich.console import Console
from typer.testing import CliRunner

from meeple.agents import make_agent
from meeple.cli.main import app
from meeple.cli.play import run_play
from meeple.cli.render_dday_dice import describe_action, describe_events, render_observation
from meeple.cli.seats import parse_seats
from meeple.engine.record import GameRecord, load_record, replay_record
from meeple.engine.registry import get_game
from meeple.engine.session import Session

GAME = "dday-dice"
MAP = "exercise-tiger-practice"
OPTIONS = {"map": MAP}
Answer = Union[str, Callable[[], str]]


def console() -> Console:
    """A plain console writing to memory, wide enough to keep lines whole."""
    return Console(file=io.StringIO(), width=110, force_terminal=False, color_system=None)


def output(con: Console) -> str:
    return con.file.getvalue()  # type: ignore[attr-defined]


def rendered(renderable: object) -> str:
    con = console()
    con.print(renderable)
    return output(con)


def session(seats: str, seed: int) -> Session:
    game = get_game(GAME)
    new = Session(game, parse_seats(game, seats), seed, OPTIONS)
    new.settle_chance()
    return new


def legal(s: Session, seat: int) -> list[str]:
    return [s.game.format_action(a) for a in s.state.legal_actions(seat)]


def first_move_phase_obs(seed: int = 4) -> dict[str, Any]:
    """Seat 0's observation at its first Phase 4 decision (heuristic bots play until then)."""
    s = session("human,human", seed)
    bot = make_agent(s.game, "heuristic", seed)
    while s.state.observation(0)["phase"] != "move" or 0 not in s.state.current_players():
        seat = s.state.current_players()[0]
        s.act(seat, bot.choose(s.state, seat))
        s.settle_chance()
    return s.state.observation(0)


# ----------------------------------------------------------------------------- games
def test_a_game_of_two_bots_plays_to_the_end_and_prints_the_result(tmp_path: Path) -> None:
    con, save = console(), tmp_path / "game.json"
    run_play(con, GAME, "heuristic,heuristic", 4, None, save, OPTIONS)
    text = output(con)
    record = load_record(save)
    assert record.result is not None and replay_record(record).state.is_over()
    assert "heuristic-0 rolls: " in text and "'s Final Count: " in text
    assert "Game over after turn" in text
    final = text.split("Final result", 1)[1]
    assert "Victory points" in final
    for vp in record.result["victory_points"]:
        assert str(vp) in final
    assert f"Team victory points (the lowest unit's): {record.result['team_victory_points']}" in final
    assert "The Practice Run is over" in final


def test_a_human_answers_by_number_then_by_notation(tmp_path: Path, answers) -> None:
    save = tmp_path / "game.json"
    first = legal(session("human,heuristic", 7), 0)[0]
    answers(["1", "lock b2"])
    run_play(console(), GAME, "Ann=human,heuristic", 7, None, save, OPTIONS)
    assert first == "lock r1"
    assert seat_moves(load_record(save), 0) == ["lock r1", "lock b2"]


def test_the_screen_shows_the_dice_the_units_and_labelled_choices(tmp_path: Path, answers) -> None:
    con = console()
    answers(["1", "lock b2"])
    run_play(con, GAME, "Ann=human,Bob=heuristic", 7, None, tmp_path / "game.json", OPTIONS)
    text = output(con)
    assert "Ann (seat 0) to act" in text
    assert "Ann rolls: " in text and "Bob rolls: " in text  # the news: both units' first roll
    assert "Ann's dice - roll 1 of 3 - 0 dice locked" in text
    assert "On the table: " in text and "Skull, Star and Tool results do not count on this map" in text
    for header in ("Unit", "Sector", "Marker", "Soldiers", "Courage", "Stars", "Items", "Specialists", "Status"):
        assert header in text
    assert "0 Ann (you)" in text and "on the beach" in text and "landing" in text
    assert " 1  lock r1  lock Red 1 (" in text
    assert "Ann locks  r1" in text  # news of the first answer before the second prompt
    assert "Ann's dice - roll 1 of 3 - 1 die locked" in text
    # after two locks: reroll or stop, labelled with the dice's faces
    assert "keep all six dice: this is your Final Count" in text
    assert "reroll White 1 (" in text


def test_a_bad_answer_re_prompts_with_the_reason_and_changes_nothing(tmp_path: Path, answers) -> None:
    con, save = console(), tmp_path / "game.json"
    answers(["stop", "move 5", "reroll r1,r1", "42", "fly", "lock w1"])
    run_play(con, GAME, "human,heuristic", 7, None, save, OPTIONS)
    text = output(con)
    assert "'stop' is not legal for unit 0 now (roll phase)" in text
    assert "'move 5' is not legal for unit 0 now" in text
    assert "a die is named twice" in text
    assert "there is no choice 42" in text
    assert "unknown action 'fly'" in text
    assert text.count("Answer 1-6, a move's notation, or `help`.") == 5
    assert seat_moves(load_record(save), 0) == ["lock w1"]


def test_save_then_resume_continues_exactly(tmp_path: Path, answers) -> None:
    whole, part = tmp_path / "whole.json", tmp_path / "part.json"
    answers(["1"] * 8)
    run_play(console(), GAME, "human,heuristic", 11, None, whole, OPTIONS)
    reference = load_record(whole)

    con = console()
    seen: list[GameRecord] = []
    answers(["1", "1", "save", lambda: seen.append(load_record(part)) or "quit"])
    run_play(con, GAME, "human,heuristic", 11, None, part, OPTIONS)
    assert f"Game saved to {part}" in output(con) and f"meeple play --resume {part}" in output(con)
    assert seat_moves(seen[0], 0) == seat_moves(reference, 0)[:2]

    con = console()
    answers(["1"] * 6)
    run_play(con, GAME, "human,heuristic", None, part, part, OPTIONS)
    assert "Resumed D-Day Dice" in output(con)
    assert load_record(part).moves == reference.moves


def test_hot_seat_both_people_play_and_see_each_others_news(tmp_path: Path, answers) -> None:
    con, save = console(), tmp_path / "game.json"
    answers(["1", "1", "stop", "1", "1", "stop"])
    run_play(con, GAME, "Ann=human,Bob=human", 4, None, save, OPTIONS)
    text = output(con)
    assert "Pass the keyboard" not in text  # nothing is private in D-Day Dice
    bob = text.split("Bob (seat 1) to act", 1)[1]
    assert "Ann locks  r1  and  r2" in bob and "Ann's Final Count: " in bob
    assert "Bob's dice - roll 1 of 3" in bob and "Ann's dice (Final Count): " in bob
    record = load_record(save)
    assert seat_moves(record, 0) == ["lock r1", "lock r2", "stop"]
    assert seat_moves(record, 1) == ["lock r1", "lock r2", "stop"]


def test_the_command_line_plays_the_practice_run(tmp_path: Path) -> None:
    save = tmp_path / "game.json"
    result = CliRunner().invoke(
        app, ["play", GAME, "--map", MAP, "--players", "2", "--seed", "5", "--save", str(save)], input="1\nlock b2\n")
    assert result.exit_code == 0, result.output
    assert "End of input" in result.output and "lock Red 1" in result.output
    assert seat_moves(load_record(save), 0) == ["lock r1", "lock b2"]


# ----------------------------------------------------------------------------- rendering
def test_the_map_shows_every_sector_and_the_units_in_theirs() -> None:
    obs = first_move_phase_obs()
    text = rendered(render_observation(obs, ["Ann", "Bob"], 0))
    assert "BUNKER 11  DEF 8  enter: courage 3" in text
    assert "4  DEF ■2■  can't stay" in text and "10  DEF 4·5·6" in text
    assert "● 0 Ann (you)" in text and "● 1 Bob" in text
    assert "courage 2" in text  # the courage to cross a row line, at its left end
    assert "mines" not in text and "†" not in text  # ignored features and reconstruction marks stay out
    assert "Phase 4: move" in text and "Ann's dice - Final Count" in text


def test_move_labels_say_where_what_it_costs_and_the_def_there() -> None:
    obs = first_move_phase_obs()
    names = ["Ann", "Bob"]
    unit = obs["units"][0]
    unit.update(sector=4, marker=1, battle_cry=False)
    unit.pop("def_here", None)  # the test moves the unit by hand: the engine's figures no longer apply
    unit.pop("moves", None)
    assert str(describe_action("move 5", obs, names)) == "move sideways to sector 5 - DEF there 2·3·4"
    assert str(describe_action("move 7", obs, names)) == "advance to sector 7 - costs 2 courage - DEF there 3·4·5"
    unit.update(sector=10)
    assert str(describe_action("move 11", obs, names)) == "enter the BUNKER (sector 11) - costs 3 courage - DEF there 8"
    unit["battle_cry"] = True
    assert "free with your Battle Cry" in str(describe_action("move 11", obs, names))
    unit.update(sector=2, marker=2)
    assert str(describe_action("stay", obs, names)) == "stay in sector 2 - DEF 2 this turn (2nd turn there)"
    assert "black shield: one turn only" in str(describe_action("move 4", obs, names))
    assert str(describe_action("battle-cry move", obs, names)).startswith("Battle Cry: move this turn without paying courage")
    assert str(describe_action("battle-cry soldiers", obs, names)) == "Battle Cry: take 3 soldiers"
    assert str(describe_action("reinforce 1", obs, names)).startswith("Reinforcements: 4 more soldiers to Bob")


def test_dice_labels_name_the_colour_and_the_face() -> None:
    obs = first_move_phase_obs()
    unit = obs["units"][0]
    unit.update(dice={"r1": "courage", "r2": "skull", "w1": "star", "w2": "soldier", "b1": "soldiers", "b2": "tool"},
                locked=["r1", "b2"])
    names = ["Ann", "Bob"]
    assert str(describe_action("lock r1", obs, names)) == "lock Red 1 (⚑ Courage)"
    assert str(describe_action("reroll r2,w1", obs, names)) == "reroll Red 2 (Skull) and White 1 (Star); keep and lock w2, b1"
    assert str(describe_action("stop", obs, names)) == "keep all six dice: this is your Final Count"


def test_events_read_as_sentences() -> None:
    names = ["Ann", "Bob"]
    faces = ["courage", "skull", "star", "soldier", "soldiers", "tool"]
    roll = [{"type": "die", "seat": 0, "die": d, "face": f} for d, f in zip(["r1", "r2", "w1", "w2", "b1", "b2"], faces)]
    events = [
        {"type": "phase", "phase": "roll", "turn": 3}, *roll,
        {"type": "lock", "seat": 0, "die": "r1"}, {"type": "lock", "seat": 0, "die": "b2"},
        {"type": "reroll", "seat": 0, "dice": ["r2", "w1"]},
        {"type": "die", "seat": 0, "die": "r2", "face": "courage"}, {"type": "die", "seat": 0, "die": "w1", "face": "star"},
        {"type": "rwb", "seat": 1, "bonus": "fresh-troops"},
        {"type": "resources", "seat": 0, "soldiers": 3, "courage": 1},
        {"type": "reinforcements", "seat": 1, "to": 0, "soldiers": 4},
        {"type": "must-move", "seat": 1, "sector": 4},
        {"type": "move", "seat": 0, "to": 5, "courage_spent": 1, "bunker": False},
        {"type": "move", "seat": 1, "to": 11, "courage_spent": 3, "bunker": True},
        {"type": "casualties", "seat": 1, "sector": 4, "lost": 3, "soldiers_left": 2},
        {"type": "casualties", "seat": 1, "count": 3, "specialists": 0, "cause": "fell in combat in sector 4", "sector": 4},
        {"type": "soldiers-lost", "seat": 1, "count": 3},
        {"type": "mgf", "sector": 8, "die": 6}, {"type": "mgf", "sector": 8, "die": 2},
        {"type": "safe", "seat": 0, "turn": 3},
        {"type": "unit-lost", "seat": 1, "sector": 4, "cause": "wiped out in sector 4"},
        {"type": "game-over", "result": "practice-over", "turn": 3},
    ]
    lines = [rendered(line).strip() for line in describe_events(events, names, None)]
    assert lines == [
        "-- Turn 3 --",
        "Ann rolls:  r1  ⚑ Courage,  r2  ☠ Skull,  w1  ★ Star,  w2  ♟ 1 Soldier,  b1  ♟♟ 2 Soldiers,  b2  ⚒ Tool",
        "Ann locks  r1  and  b2",
        "Ann rerolls:  r2  ⚑ Courage,  w1  ★ Star",
        "Bob rolls Red, White and Blue: Fresh Troops! (+6 soldiers)",
        "Ann gains 3 soldiers and 1 courage from the Final Count",
        "Bob sends 4 soldiers to Ann (Reinforcements)",
        "Bob must leave sector 4 next move (its marker shows must-move)",
        "Ann moves to sector 5 (spends 1 courage)",
        "Bob storms the bunker, sector 11 (spends 3 courage)",
        "Bob loses 3 soldiers in sector 4 (2 left)",
        "Bob loses 3 soldiers in sector 4",
        "Machine-gun fire on sector 8: 6 + 2",
        "Ann is safe in the bunker!",
        "Bob is lost: wiped out in sector 4",
        "Game over after turn 3: The Practice Run is over: no unit is left on the beach",
    ]


def test_the_status_column_says_safe_lost_and_why() -> None:
    obs = first_move_phase_obs()
    obs["units"][0].update(safe=True, first_in_bunker=True, sector=11)
    obs["units"][1].update(lost=True, lost_cause="had to leave sector 4 and could not", sector=4)
    text = rendered(render_observation(obs, ["Ann", "Bob"], None))
    assert "SAFE in the bunker, 1st" in text and "LOST: had to leave" in text and "could not" in text
    assert "✓ 0 Ann" in text and "✗ 1 Bob" in text
