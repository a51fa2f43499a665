"""The Dust Tactics content commands: `meeple units list|show|validate`, `meeple scenarios
dust-tactics|show|validate`, `meeple army check`, and the `--scenario` flag of play, simulate
and bench; their output, one-line errors and exit statuses (2 usage, 1 bad input)."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any, Mapping

import pytest

from meeple.cli.main import run
from meeple.engine import registry
from meeple.engine.core import Game, OptionSpec
from meeple.engine.errors import IllegalActionError
from meeple.games.dust_tactics.scenarios import scenario_ids, scenarios_dir
from meeple.games.dust_tactics.units import CORE_SET, load_units, units_path
from cli_runner import meeple, one_line_error

EXAMPLES = Path(__file__).resolve().parents[2] / "docs" / "examples"
ALLIES = EXAMPLES / "dust-tactics-army-allies.toml"
AXIS = EXAMPLES / "dust-tactics-army-axis.toml"


# ------------------------------------------------------------------------------ units


def test_units_list_json_gives_every_card_with_the_documented_keys(capsys) -> None:
    code, out, _ = meeple(capsys, "units", "list", "--json")
    rows = json.loads(out)
    assert code == 0 and [r["id"] for r in rows[:10]] == list(CORE_SET)
    assert len(rows) == len(load_units())
    for row in rows:
        assert {"name", "faction", "type", "armour", "ap"} <= set(row)
    hell_boys = next(r for r in rows if r["id"] == "hell-boys")
    assert (hell_boys["name"], hell_boys["faction"], hell_boys["type"], hell_boys["armour"], hell_boys["ap"]) == (
        "Hell Boys", "allies", "squad", 2, 34,
    )
    assert hell_boys["weapons"][0]["infantry"] == ["6/1", "3/1", "2/1", "-"]
    assert [r["ap"] for r in rows[:10] if r["faction"] == "allies"] == [34, 23, 30, 22, 22]


def test_units_list_prints_a_table_with_reconstructed_marks(capsys) -> None:
    code, out, _ = meeple(capsys, "units", "list")
    assert code == 0
    for name in ("Hell Boys", "Death Dealers", "Rhino", "Blackhawk", "Sturmpioniere", "Lara", "Hans"):
        assert name in out
    hell_boys = next(line for line in out.splitlines() if "Hell Boys" in line)
    assert re.search(r"Allies\s+squad\s+2\s+34\s+5 models\s+1", hell_boys)
    rhino = next(line for line in out.splitlines() if "Rhino" in line)
    assert "22†" in rhino and "4 HP†" in rhino
    assert "reconstructed" in out


def test_units_show_draws_the_card(capsys) -> None:
    code, out, _ = meeple(capsys, "units", "show", "hell-boys")
    assert code == 0
    assert "Hell Boys" in out and "Allies infantry squad" in out
    assert "Move 1" in out and "Armour 2" in out and "5 models" in out and "34 AP" in out
    assert "SOFT COVER: hit†" in out and "HARD COVER: miss," in out
    assert "Skills: fast" in out
    lines = out.splitlines()
    at = next(i for i, line in enumerate(lines) if "Shotgun" in line)
    assert lines[at].split() == ["Shotgun", "1", "inf", "6/1", "3/1", "2/1", "-"]
    assert lines[at + 1].split()[:4] == ["(3)", "carry", "it", "veh"]  # under the name, never cut
    assert "(1) carries it" in out and "1/F" in out and "flamethrower" in out
    assert "Knife & Grenade" in out and "2/1†" in out
    assert "6 marks on this card" in out


def test_units_show_says_what_each_skill_does(capsys) -> None:
    """The card's skills with their rules, in the game's words (pp. 20-23)."""
    code, out, _ = meeple(capsys, "units", "show", "hell-boys")
    assert code == 0 and "  Fast (p. 21): Each Move action takes the unit one square further" in out


def test_units_show_finds_a_unit_by_name_and_shows_ammo_boxes(capsys) -> None:
    code, out, _ = meeple(capsys, "units", "show", "Sturmpioniere")
    assert code == 0 and "ammo □□□" in out and "(4) carry it" in out
    assert "knife (close combat, dice per model)" in " ".join(out.split())  # the special kinds are explained
    code, out, _ = meeple(capsys, "units", "show", "heavy laser grenadiers")
    assert code == 0 and "Schwer Laser-Werfer" in out and "laser" in out
    code, out, _ = meeple(capsys, "units", "show", "blackhawk")
    assert code == 0 and "Dual Heavy PIAT" in out and "10/1" in out and "No cover values" in out


def test_units_show_json(capsys) -> None:
    code, out, _ = meeple(capsys, "units", "show", "hans", "--json")
    card = json.loads(out)
    assert code == 0 and card["ap"] == 24 and card["weapons"][0]["limited_ammo"] == 4


def test_units_validate_accepts_the_packaged_file(capsys) -> None:
    code, out, _ = meeple(capsys, "units", "validate", str(units_path()))
    assert code == 0 and out.startswith("valid:") and "10 units" in out and "hell-boys (Allies squad, 34 AP)" in out


@pytest.mark.parametrize(
    "edit, message",
    [
        (lambda t: t.replace("armour = 2            # p. 12", "armour = 9            # p. 12", 1), "unit hell-boys: armour: squad armour is a class 1-4"),
        (lambda t: t.replace('infantry = ["6/1", "3/1", "2/1", "-"]', 'infantry = ["6/1", "3/1", "2/1"]'), "unit hell-boys: weapon Shotgun: infantry: 3 entries, 4 needed"),
        (lambda t: t.replace('range = 2\nlimited_ammo = 3', 'range = "far"\nlimited_ammo = 3'), "unit sturmpioniere: weapon Panzerfaust: range: 'far' is not a range"),
        (lambda t: re.sub(r"^ap = 22 .*# p\. 24.*$", "", t, count=1, flags=re.M), "unit blackhawk: ap: missing field"),
        (lambda t: t + "\n[[unit\n", "not valid TOML"),
    ],
)
def test_units_validate_names_file_unit_and_field(capsys, tmp_path, edit, message) -> None:
    path = tmp_path / "my-units.toml"
    path.write_text(edit(units_path().read_text()))
    code, _, err = meeple(capsys, "units", "validate", str(path))
    line = one_line_error(err)
    assert code == 1 and "my-units.toml" in line and message in line, line


def test_an_unknown_unit_is_a_one_line_error(capsys) -> None:
    code, _, err = meeple(capsys, "units", "show", "panzer-kampfer")
    assert code == 1 and "unknown unit 'panzer-kampfer'" in one_line_error(err)


# -------------------------------------------------------------------------- scenarios


def test_scenarios_dust_tactics_lists_ids_limits_and_turns(capsys) -> None:
    code, out, _ = meeple(capsys, "scenarios", "dust-tactics")
    assert code == 0
    recon = next(line for line in out.splitlines() if line.strip().startswith("reconnaissance-in-force"))
    assert "Reconnaissance" in recon and "140†" in recon and "6†" in recon
    bridge = next(line for line in out.splitlines() if line.strip().startswith("bridgehead"))
    assert "110†" in bridge and "8†" in bridge
    code, out, _ = meeple(capsys, "scenarios", "dust-tactics", "--json")
    rows = json.loads(out)
    assert code == 0 and [r["id"] for r in rows] == list(scenario_ids())
    assert {"bridgehead", "create-your-own", "reconnaissance-in-force", "farmhouse"} <= {r["id"] for r in rows}
    recon = next(r for r in rows if r["id"] == "reconnaissance-in-force")
    assert recon["army_points"] == 140 and recon["turns"] == 6 and recon["entry"] == {"allies": "south", "axis": "north"}


def test_scenarios_show_draws_the_battlefield(capsys) -> None:
    code, out, _ = meeple(capsys, "scenarios", "show", "reconnaissance-in-force")
    assert code == 0
    lines = out.splitlines()
    header = next(line for line in lines if line.split()[:3] == ["a", "b", "c"])
    assert header.split() == list("abcdefghijkl")
    row2 = next(line for line in lines if line.split()[:1] == ["2"])
    assert row2.split() == ["2", "·", "·", "█", "·", "·", "·", "·", "·", "x", "·", "·", "·", "2"]
    row4 = next(line for line in lines if line.split()[:1] == ["4"])
    assert "[·][·]" in row4 and "≈" in row4, "the objective's squares are bracketed"
    assert "Axis enter from the north" in out and "Allies enter from the south" in out
    assert "Cover zone† a4-l5" in out and "2 ammo crates, 2 anti tank blocks" in out
    assert "crossroads (+10 VP to either side)" in out
    for words in ("open (circle)", "deep water (triangle)", "debris (cross)", "smoke (lozenge)", "impassable (no dot)", "ammo crate", "anti-tank block"):
        assert words in out


def test_scenarios_show_draws_preset_cover_and_a_west_entry(capsys, tmp_path) -> None:
    text = (scenarios_dir() / "reconnaissance-in-force.toml").read_text()
    text = text.replace('allies = "south"', 'allies = "west"').replace('axis = "north"', 'axis = "east"')
    text = text.replace('cover_zone = ["a4", "l5"]', 'cover_zone = ["c4", "j5"]')
    text += '\n[[cover]]\nsquare = "e4"\nelement = "ammo-crate"\n\n[[cover]]\nsquare = "h5"\nelement = "anti-tank-block"\n'
    path = tmp_path / "west.toml"
    path.write_text(text)
    code, out, _ = meeple(capsys, "scenarios", "show", str(path))
    assert code == 0, out
    row4 = next(line for line in out.splitlines() if line.split()[:1] == ["4"])
    assert " C " in row4
    row5 = next(line for line in out.splitlines() if "▶" in line)
    assert row5.lstrip().startswith("Allies enter ▶") and "◀ Axis enter" in row5 and " A " in row5
    assert "e4: ammo-crate" in out and "2 of them already placed" in out


def test_scenarios_validate(capsys, tmp_path) -> None:
    code, out, _ = meeple(capsys, "scenarios", "validate", str(scenarios_dir() / "bridgehead.toml"))
    assert code == 0 and out.startswith("valid:") and "110 AP" in out and "8 turns" in out
    broken = tmp_path / "mine.toml"
    broken.write_text((scenarios_dir() / "bridgehead.toml").read_text().replace("bonus_vp = 15", "bonus_vp = 0"))
    code, _, err = meeple(capsys, "scenarios", "validate", str(broken))
    line = one_line_error(err)
    assert code == 1 and "mine.toml: objective the-bridge: bonus_vp:" in line


def test_an_unknown_scenario_is_a_one_line_error(capsys) -> None:
    code, _, err = meeple(capsys, "scenarios", "show", "d-day")
    assert code == 1 and "unknown scenario 'd-day'" in one_line_error(err)


# ------------------------------------------------------------------------------- army


def test_army_check_accepts_the_examples(capsys) -> None:
    for path in (ALLIES, AXIS):
        code, out, err = meeple(capsys, "army", "check", str(path))
        assert code == 0 and err == ""
        assert "valid:" in out and "total 131 AP of 140 (scenario reconnaissance-in-force)" in out
    assert "joins" in out and "Laser squad" in out


def test_army_check_with_another_scenario_reports_the_limit(capsys) -> None:
    code, out, err = meeple(capsys, "army", "check", str(ALLIES), "--scenario", "bridgehead")
    assert code == 1
    assert "invalid (1 problem)" in out and "total 131 AP of 110 (scenario bridgehead)" in out
    line = one_line_error(err)
    assert "army points: 131 AP is 21 over the limit of 110" in line and "non sorpassino" in line


def test_army_check_prints_every_problem_on_one_line(capsys, tmp_path) -> None:
    path = tmp_path / "mixed.toml"
    path.write_text(
        'faction = "allies"\npoints = 60\n'
        '[[unit]]\nid = "hell-boys"\n[[unit]]\nid = "lara"\n[[unit]]\nid = "rhino"\njoins = "hell-boys"\n'
        '[[unit]]\nid = "tiger"\n'
    )
    code, out, err = meeple(capsys, "army", "check", str(path))
    assert code == 1 and "total 77 AP of 60 (points)" in out
    lines = err.splitlines()
    assert len(lines) == 4 and all(line.startswith(f"error: {path}: ") for line in lines)
    assert "unit lara: faction: Lara is an axis unit in an allies army" in lines[0]
    assert "unit tiger: id: unknown unit 'tiger'" in lines[1]
    assert "unit rhino: joins: Rhino has armour 3, Hell Boys armour 2" in lines[2]
    assert "army points: 77 AP is 17 over the limit of 60" in lines[3]


def test_army_check_json(capsys) -> None:
    code, out, _ = meeple(capsys, "army", "check", str(AXIS), "--scenario", "bridgehead", "--json")
    verdict = json.loads(out)
    assert code == 1 and verdict["valid"] is False and verdict["total_ap"] == 131 and verdict["limit"] == 110
    assert verdict["units"][3] == {"label": "lara", "id": "lara", "name": "Lara", "type": "hero", "ap": 21, "joins": "Laser squad"}


def test_army_check_against_a_units_file(capsys, tmp_path) -> None:
    cards = tmp_path / "cards.toml"
    cards.write_text(units_path().read_text().replace("ap = 34 ", "ap = 50 ", 1))
    code, out, _ = meeple(capsys, "army", "check", str(ALLIES), "--units", str(cards))
    assert code == 1 and "total 147 AP of 140" in out


@pytest.mark.parametrize(
    "args, code, message",
    [
        (("army", "check", "{allies}", "--scenaro", "bridgehead"), 2, "No such option: --scenaro"),
        (("army", "check"), 2, "Missing argument"),
        (("army", "check", "{allies}", "--scenario", "d-day"), 1, "unknown scenario 'd-day'"),
        (("army", "check", "no-such-army.toml"), 1, "no-such-army.toml: no such army file"),
        (("army", "check", "{broken}"), 1, "broken.toml: unit hell-boys: count: unknown field"),
        (("units", "show"), 2, "Missing argument"),
        (("units", "list", "--yaml"), 2, "No such option: --yaml"),
        (("scenarios", "show", "bridgehead", "--zoom"), 2, "No such option: --zoom"),
        (("scenarios", "dust-tacticz"), 2, "No such command"),
    ],
)
def test_bad_input_is_a_one_line_error(capsys, tmp_path, args, code, message) -> None:
    broken = tmp_path / "broken.toml"
    broken.write_text('faction = "allies"\npoints = 10\n[[unit]]\nid = "hell-boys"\ncount = 2\n')
    args = tuple(a.format(allies=ALLIES, broken=broken) for a in args)
    got, _, err = meeple(capsys, *args)
    line = one_line_error(err)
    assert got == code and message in line, line


# --------------------------------------------------------------- --scenario wiring


class ScenarioGame(Game):
    """A game declaring a ``scenario`` option, to test the flag's wiring alone."""

    id = "scenario-test"
    name = "Scenario test"
    min_players = 2
    max_players = 2
    rules_version = "1"
    options_spec = (OptionSpec("scenario", "choice", "alpha", "a scenario", ("alpha", "beta")),)
    bench_setup = (2, "random", {"scenario": "alpha"})

    def new_game(self, num_players: int, options: Mapping[str, Any] | None = None) -> Any:
        raise AssertionError("not played in these tests")

    def parse_action(self, text: str) -> Any:
        raise IllegalActionError(text)

    def format_action(self, action: Any) -> str:
        return str(action)


@pytest.fixture()
def scenario_game(monkeypatch: pytest.MonkeyPatch) -> dict[str, Any]:
    """Register the test game; capture the options play, simulate and bench receive."""
    registry.all_games()
    monkeypatch.setitem(registry._GAMES, ScenarioGame.id, ScenarioGame())
    seen: dict[str, Any] = {}

    def fake_play(console, game_id, seats, seed, resume, save, options, players=None):
        seen["play"] = options

    def fake_simulate(console, game_id, games, seed, bots, workers, as_json, options=None):
        seen["simulate"] = registry.get_game(game_id).check_options(2, options)

    def fake_bench(game_id, seconds, rounds=5, options=None):
        seen["bench"] = options
        raise SystemExit(0)

    monkeypatch.setattr("meeple.cli.play.run_play", fake_play)
    monkeypatch.setattr("meeple.cli.commands.simulate", fake_simulate)
    monkeypatch.setattr("meeple.sim.bench.bench", fake_bench)
    return seen


def test_scenario_flag_passes_the_scenario_option(capsys, scenario_game) -> None:
    code, _, err = meeple(capsys, "play", "scenario-test", "--scenario", "beta", "--seats", "random,random")
    assert code == 0, err
    code, _, err = meeple(capsys, "simulate", "scenario-test", "--scenario", "beta", "--bots", "random,random")
    assert code == 0, err
    with pytest.raises(SystemExit):
        run(["bench", "scenario-test", "--scenario", "beta"])
    assert scenario_game == {"play": {"scenario": "beta"}, "simulate": {"scenario": "beta"}, "bench": {"scenario": "beta"}}


def test_a_game_without_a_scenario_option_refuses_the_flag(capsys, scenario_game) -> None:
    for command in (("play", "dday-dice"), ("simulate", "dead-mans-draw"), ("bench", "dday-dice")):
        code, _, err = meeple(capsys, *command, "--scenario", "bridgehead")
        line = one_line_error(err)
        assert code == 1 and f"--scenario: {command[1]} has no scenario option" in line
        assert re.search(r"games with a scenario: [a-z, -]*scenario-test", line)
    assert scenario_game == {}


def test_the_game_checks_the_scenario_value(capsys, scenario_game) -> None:
    code, _, err = meeple(capsys, "simulate", "scenario-test", "--scenario", "gamma", "--bots", "random,random")
    assert code == 1 and "option scenario must be one of alpha, beta, not 'gamma'" in one_line_error(err)


def test_map_flag_for_a_game_without_maps_is_refused(capsys) -> None:
    code, _, err = meeple(capsys, "simulate", "dead-mans-draw", "--map", "omaha-beach")
    assert code == 1 and "--map: dead-mans-draw has no map option" in one_line_error(err)


def test_bench_takes_options_over_its_set_up() -> None:
    from meeple.sim.bench import bench

    result = bench("dday-dice", seconds=0.05, rounds=1, options={"map": "exercise-tiger-practice"})
    assert result.options["map"] == "exercise-tiger-practice" and result.games >= 1


@pytest.mark.parametrize("command", ["play", "simulate", "bench"])
def test_help_lists_the_scenario_flag(capsys, command) -> None:
    code, out, _ = meeple(capsys, command, "--help")
    assert code == 0 and "--scenario" in out


def test_simulate_dust_tactics_with_a_scenario(capsys) -> None:
    """Once the game is registered: `meeple simulate dust-tactics --scenario ID` plays it."""
    if "dust-tactics" not in [g.id for g in registry.all_games()]:
        pytest.skip("dust-tactics is not registered yet")
    code, out, err = meeple(
        capsys, "simulate", "dust-tactics", "--scenario", "bridgehead", "--games", "2", "--bots", "random,random", "--json",
    )
    assert code == 0, err
    assert json.loads(out)["games"] == 2
