"""Bad input on the command line gets one clear line and changes nothing: text in `[...]`
is never read as markup, flag values are parsed strictly, and flags that contradict each
other are refused rather than silently ignored."""

from __future__ import annotations

from importlib import resources
from pathlib import Path

import pytest

from meeple.cli.main import game_options, option_value
from meeple.engine.record import load_record
from cli_runner import meeple, one_line_error

GAME = "dead-mans-draw"
EXAMPLES = Path(__file__).resolve().parents[2] / "docs" / "examples"


# ------------------------------------------------------------------ finding 4: no markup
@pytest.mark.parametrize("name", ["x[/y].json", "[red]gone.json", "[bold]"])
def test_a_record_path_with_brackets_is_named_exactly_in_the_error(capsys, tmp_path: Path, name: str) -> None:
    code, _, err = meeple(capsys, "replay", str(tmp_path / name))
    assert code == 1 and f"cannot read record {tmp_path / name}" in one_line_error(err)


def test_an_unknown_command_with_brackets_is_one_line(capsys) -> None:
    code, _, err = meeple(capsys, "nosuch[/x]")
    assert code == 2 and "nosuch[/x]" in one_line_error(err)


@pytest.mark.parametrize("args", [("play", GAME, "--seats", "human,[/x]"), ("maps", "validate", "a[/b].toml"),
                                  ("data", "check", GAME, "--dir", "no[/such]")])
def test_a_flag_value_with_brackets_is_named_exactly_in_the_error(capsys, args: tuple[str, ...]) -> None:
    code, _, err = meeple(capsys, *args)
    assert code == 1 and args[-1].split(",")[-1] in one_line_error(err)


def test_a_seat_named_like_markup_plays_saves_and_replays(capsys, tmp_path: Path, monkeypatch, answers) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "sv").mkdir()
    answers(["1", "1", "quit"])
    code, out, err = meeple(capsys, "play", GAME, "--seats", "[/x]=human,[red]Bob=heuristic", "--seed", "2",
                            "--save", "sv/[bold]x.json")
    assert code == 0, err
    assert "[/x] (seat 0) to act" in out
    assert "Continue with: meeple play --resume 'sv/[bold]x.json'" in out
    assert [s.name for s in load_record(tmp_path / "sv" / "[bold]x.json").seats] == ["[/x]", "[red]Bob"]
    code, out, err = meeple(capsys, "replay", "sv/[bold]x.json")
    assert code == 0, err
    assert "seat 0: [/x] (human)" in out and "seat 1: [red]Bob (heuristic)" in out


def test_a_seat_named_like_markup_is_shown_in_the_final_result(capsys, tmp_path: Path) -> None:
    code, out, err = meeple(capsys, "play", GAME, "--seats", "[/x]=random,[red]Bob=random", "--seed", "4",
                            "--save", str(tmp_path / "g.json"))
    assert code == 0, err
    final = out.split("Final result")[1]
    assert "[/x]" in final and "[red]Bob" in final


def test_a_map_named_like_markup_validates(capsys, tmp_path: Path) -> None:
    source = Path(str(resources.files("meeple.games.dday_dice") / "data" / "maps" / "omaha-beach.toml"))
    path = tmp_path / "my-map.toml"
    path.write_text(source.read_text().replace('name = "Omaha Beach"', 'name = "Omaha [/x] Beach"'))
    code, out, err = meeple(capsys, "maps", "validate", str(path))
    assert code == 0, err
    assert "Omaha [/x] Beach" in out


def test_an_army_named_like_markup_is_checked(capsys, tmp_path: Path) -> None:
    path = tmp_path / "army.toml"
    path.write_text((EXAMPLES / "dust-tactics-army-allies.toml").read_text()
                    .replace('name = "Allied core army"', 'name = "My [/x] army"'))
    code, out, err = meeple(capsys, "army", "check", str(path))
    assert code == 0, err
    assert "My [/x] army: Allies" in out


# ------------------------------------------------------------------ finding 5: --option values
def test_option_values_are_ints_only_in_ascii_digits() -> None:
    assert option_value(" -3 ") == -3 and option_value("12") == 12
    assert option_value("TRUE") is True and option_value("false") is False
    assert option_value("--5") == "--5" and option_value("²") == "²" and option_value("1²") == "1²"


@pytest.mark.parametrize("value", ["--5", "²"])
def test_an_option_value_that_only_looks_like_a_number_is_a_one_line_error(capsys, value: str) -> None:
    code, _, err = meeple(capsys, "play", "dday-dice", "--option", f"edition={value}")
    assert code == 1 and "edition" in one_line_error(err)


def test_seat_units_with_a_unicode_digit_is_a_one_line_error(capsys) -> None:
    code, _, err = meeple(capsys, "simulate", "dust-tactics", "-n", "1", "--players", "3",
                          "--option", "seat_units=²:hans")
    assert code == 1 and "seat_units: '²:hans' is not SEAT:unit,unit" in one_line_error(err)


# ------------------------------------------------------------------ finding 10: repeats, disagreement
def test_an_option_given_twice_with_different_values_is_refused(capsys) -> None:
    code, _, err = meeple(capsys, "play", "dday-dice", "--option", "map=omaha-beach", "--option", "map=gold-beach")
    assert code == 1 and "--option map is given twice, as omaha-beach and gold-beach" in one_line_error(err)
    assert game_options(None, ["map=omaha-beach", "map=omaha-beach"]) == {"map": "omaha-beach"}


def test_a_flag_and_an_option_of_another_type_disagree(capsys) -> None:
    code, _, err = meeple(capsys, "play", "dday-dice", "--edition", "1", "--option", "edition=true")
    assert code == 1 and "--edition 1 and --option edition=True disagree" in one_line_error(err)
    assert game_options(None, ["edition=1"], edition=1) == {"edition": 1}


# ------------------------------------------------------------------ finding 7: sweeps
@pytest.mark.parametrize("args, message", [
    (("dday-dice", "--players", "1", "--map", "all", "--option", "map=omaha-beach"),
     "--map all and --option map=omaha-beach disagree"),
    (("dday-dice", "--players", "1", "--map", "all", "--scenario", "all"), "sweep one of them at a time"),
    (("dday-dice", "--players", "1", "--map", "all", "--scenario", "bridgehead"),
     "--scenario: dday-dice has no scenario option"),
    (("dust-tactics", "--scenario", "all", "--map", "omaha-beach"), "--map: dust-tactics has no map option"),
    (("dust-tactics", "--scenario", "all", "--option", "scenario=bridgehead"),
     "--scenario all and --option scenario=bridgehead disagree"),
])
def test_a_sweep_refuses_a_flag_or_option_it_would_ignore(capsys, args: tuple[str, ...], message: str) -> None:
    code, out, err = meeple(capsys, "simulate", *args, "-n", "1")
    assert code == 1 and message in one_line_error(err) and out == ""


# ------------------------------------------------------------------ finding 8: --players
def test_players_and_a_seat_list_of_another_length_are_refused(capsys) -> None:
    code, _, err = meeple(capsys, "play", GAME, "--seats", "human,random", "--players", "5")
    assert code == 1 and "--players 5 and --seats 'human,random' (2 seats) disagree" in one_line_error(err)


def test_players_is_named_as_ignored_when_resuming(capsys, tmp_path: Path, answers) -> None:
    save = tmp_path / "g.json"
    answers(["quit"])
    meeple(capsys, "play", GAME, "--seed", "3", "--save", str(save))
    answers(["quit"])
    code, out, err = meeple(capsys, "play", "--resume", str(save), "--players", "4")
    assert code == 0, err
    assert "(--players is ignored when resuming: the record has 2 seats)" in out


# ------------------------------------------------------------------ finding 12: messages
def test_cards_of_an_unknown_game_says_the_game_is_unknown(capsys) -> None:
    code, _, err = meeple(capsys, "cards", "nosuch")
    assert code == 1 and "unknown game 'nosuch'" in one_line_error(err)


def test_maps_validate_says_a_joined_map_file_is_not_a_map_file(capsys) -> None:
    path = Path(str(resources.files("meeple.games.dday_dice") / "data" / "joined" / "silence-the-guns.toml"))
    code, _, err = meeple(capsys, "maps", "validate", str(path))
    assert code == 1 and "a joined-map file" in one_line_error(err) and "not a map file" in err


@pytest.mark.parametrize("args, code", [
    (("play", GAME, "--players", "0"), 2),       # the parser's range check
    (("play", "dday-dice", "--edition", "x"), 2),  # the parser's type check
    (("play", "dday-dice", "--edition", "3"), 1),  # the game's check
    (("play", GAME, "--option", "x"), 1),
])
def test_exit_codes_follow_run_docstring(capsys, args: tuple[str, ...], code: int) -> None:
    got, _, err = meeple(capsys, *args)
    assert got == code and one_line_error(err)
