"""Fuzzing the command line: random values for every argument of play, simulate, replay,
data check, maps/units/scenarios validate and show, army check, cards and bench. Each run ends
with exit code 0, or with one ``error:`` line and exit code 1 (a value the game or the command
refused) or 2 (a value the parser refused) -- never a traceback, never another exception."""

from __future__ import annotations

import json
import shutil
from importlib import resources
from pathlib import Path
from typing import Callable

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cli_runner import meeple, one_line_error
from fuzz_values import MAX_ERROR_CHARS

ROOT = Path(__file__).resolve().parents[2]
GAMES = ["dead-mans-draw", "dday-dice", "dust-tactics"]
SETTINGS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])

#: Printable characters: a control character in an argument reaches the error line as it is
#: given, and the terminal's error line is what writes it out (not a parser's concern).
CHARACTERS = st.characters(blacklist_categories=("Cs", "Cc"))

#: Values a person might type for anything: numbers of every size, signs, text, unicode, markup.
ODD = st.one_of(
    st.sampled_from(["", " ", "0", "-1", "1", "2", "3", "7", "65", "99999999999999999999999", "9" * 400, "-" + "9" * 40,
                     "1.5", "nan", "inf", "-inf", "1e999", "0x10", "２", "²", "true", "x", "all", "[/x]", "[bold]",
                     "a,b", ",,,", "=", "human", "random", "heuristic"]),
    st.text(CHARACTERS, max_size=12),
    st.text(CHARACTERS, min_size=100, max_size=400),
)
NUMBERS = st.one_of(st.sampled_from(["1", "2"]), ODD)
IDS = st.one_of(st.sampled_from(["omaha-beach", "utah-beach", "silence-the-guns", "bridgehead", "farmhouse",
                                 "hell-boys", "rhino", "exercise-tiger-practice"]), ODD)
SEAT_WORDS = st.one_of(st.sampled_from(["human", "random", "heuristic", "Ann=human", "Bob=random", "=human",
                                        "x" * 41 + "=human", "Ann\u2028=human", "[red]=random"]), ODD)
SEATS = st.lists(SEAT_WORDS, min_size=1, max_size=4).map(",".join)
OPTION_KEYS = st.sampled_from(["map", "scenario", "edition", "starts", "seat_units", "allies_army", "axis_army",
                               "soldier_mulligan", "blind_start", "victory_points", "x", ""])
OPTIONS = st.builds(lambda key, sep, value: f"{key}{sep}{value}", OPTION_KEYS, st.sampled_from(["=", "", "=="]),
                    st.one_of(ODD, st.sampled_from(["true", "false", "2", "SM", "2:hell-boys"])))


def flags(**choices: st.SearchStrategy[str]) -> st.SearchStrategy[list[str]]:
    """Some of these flags, each with a value drawn for it (``--json``-like switches take none)."""
    def one(name: str) -> st.SearchStrategy[list[str]]:
        value = choices[name]
        return st.just([name]) if value is SWITCH else value.map(lambda v: [name, v])
    return st.lists(st.sampled_from(sorted(choices)), max_size=4).flatmap(
        lambda names: st.tuples(*(one(n) for n in names)).map(lambda parts: [w for part in parts for w in part]))


SWITCH = st.just("")


@pytest.fixture
def workspace(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, answers: Callable[[list[str]], object]) -> Path:
    """A folder to play in, with a record, a broken record, a map, a units file, a scenario and
    an army to name, and a person at the keyboard who types nothing (end of input)."""
    monkeypatch.chdir(tmp_path)
    answers([])
    shutil.copy(ROOT / "docs" / "examples" / "dead-mans-draw-record.json", tmp_path / "game.json")
    (tmp_path / "broken.json").write_text(json.dumps({"game": "dead-mans-draw", "seats": [{"name": "a"}], "seed": "7"}))
    (tmp_path / "map.toml").write_text((resources.files("meeple.games.dday_dice") / "data" / "maps" / "utah-beach.toml").read_text())
    (tmp_path / "units.toml").write_text((resources.files("meeple.games.dust_tactics") / "data" / "units.toml").read_text())
    (tmp_path / "scenario.toml").write_text(
        (resources.files("meeple.games.dust_tactics") / "data" / "scenarios" / "bridgehead.toml").read_text())
    shutil.copy(ROOT / "docs" / "examples" / "dust-tactics-army-axis.toml", tmp_path / "army.toml")
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "suits.toml").write_text("suit = [[[[1]]]]\n")
    return tmp_path


PATHS = st.one_of(st.sampled_from(["game.json", "broken.json", "map.toml", "units.toml", "scenario.toml", "army.toml",
                                   "data", "missing.json", ".", "/", "/dev/null", "x" * 300 + ".toml",
                                   "d/" * 200 + "x.toml"]), st.text(CHARACTERS, max_size=12))

COMMANDS = {
    "play": st.tuples(st.one_of(st.sampled_from(GAMES), ODD).map(lambda g: [g]) | st.just([]),
                      flags(**{"--seats": SEATS, "--players": NUMBERS, "--map": IDS, "--scenario": IDS,
                               "--edition": NUMBERS, "--option": OPTIONS, "--seed": NUMBERS,
                               "--save": PATHS, "--resume": PATHS})),
    "simulate": st.tuples(st.tuples(st.one_of(st.sampled_from(GAMES), ODD),
                                    st.sampled_from(["1", "1", "1", "0", "-1", "99999999999999999999999", "x"]))
                          .map(lambda head: [head[0], "--games", head[1]]),
                          flags(**{"--seed": NUMBERS, "--bots": SEATS, "--players": NUMBERS,
                                   "--map": IDS, "--scenario": IDS.filter(lambda s: s != "all"), "--edition": NUMBERS,
                                   "--option": OPTIONS, "--workers": st.sampled_from(["1", "0", "-3", "65", "99999999999999999999999", "w"]),
                                   "--json": SWITCH})),
    "replay": st.tuples(PATHS.map(lambda p: [p]),
                        flags(**{"--json": SWITCH, "--seat": NUMBERS, "--story": SWITCH, "--to": NUMBERS})),
    "data check": st.tuples(st.one_of(st.sampled_from(GAMES), ODD).map(lambda g: [g]), flags(**{"--dir": PATHS})),
    "maps validate": st.tuples(PATHS.map(lambda p: [p]), st.just([])),
    "maps show": st.tuples(IDS.map(lambda i: [i]), st.just([])),
    "units validate": st.tuples(PATHS.map(lambda p: [p]), st.just([])),
    "units show": st.tuples(IDS.map(lambda i: [i]), flags(**{"--json": SWITCH})),
    "scenarios validate": st.tuples(PATHS.map(lambda p: [p]), st.just([])),
    "scenarios show": st.tuples(st.one_of(IDS, PATHS).map(lambda i: [i]), st.just([])),
    "army check": st.tuples(PATHS.map(lambda p: [p]), flags(**{"--scenario": st.one_of(IDS, PATHS), "--units": PATHS,
                                                             "--json": SWITCH})),
    "cards": st.tuples(st.one_of(st.sampled_from(GAMES), ODD).map(lambda g: [g]), flags(**{"--json": SWITCH})),
    "bench": st.tuples(st.one_of(st.sampled_from(GAMES), ODD).map(lambda g: [g]),
                       flags(**{"--seconds": st.sampled_from(["0", "-1", "nan", "inf", "601", "x", "1e999"]),
                                "--scenario": IDS}).filter(lambda f: "--seconds" in f)),
}


def bounded_play(command: str, words: list[str]) -> list[str]:
    """A game played to its end by bots is long for D-Day Dice and Dust Tactics: a person sits
    at those tables (and types nothing), so the game stops at once."""
    if command == "play" and "--seats" in words and (not words or words[0] != "dead-mans-draw"):
        at = words.index("--seats") + 1
        words[at] = "human," + words[at]
    return words


def ends_cleanly(capsys: pytest.CaptureFixture[str], args: list[str]) -> None:
    code, out, err = meeple(capsys, *args)
    assert "Traceback" not in out + err, err[-2000:]
    assert code in (0, 1, 2), (code, err[-500:])
    if code != 0:
        line = one_line_error(err)
        longest_path = max((len(a) for a in args), default=0)
        assert len(line) <= MAX_ERROR_CHARS + longest_path, line[:300]


@pytest.mark.parametrize("command", sorted(COMMANDS))
@SETTINGS
@given(data=st.data())
def test_random_arguments_end_in_a_result_or_one_error_line(command: str, data: st.DataObject, workspace: Path,
                                                            capsys: pytest.CaptureFixture[str]) -> None:
    head, tail = data.draw(COMMANDS[command])
    words = bounded_play(command, [*head, *tail])
    ends_cleanly(capsys, [*command.split(), *words])


WORDS = st.sampled_from(["draw", "bank", "lock", "reroll", "activate", "declare", "move", "aim", "lose", "card", "help",
                         "?", "show", "news", "table", "status", "use", "skill", "save", "1", "2", "a1", "e4", "r1,w2",
                         "hell-boys", "bl", "kraken", "99999999999999999999999", "9" * 5000, ",,,", "x" * 300])
ANSWERS = st.lists(st.lists(st.one_of(WORDS, ODD), min_size=1, max_size=3).map(" ".join), max_size=10)


@pytest.mark.parametrize("game_id", GAMES)
@SETTINGS
@given(typed=ANSWERS)
def test_random_answers_at_the_prompt_never_end_in_a_traceback(
    game_id: str, typed: list[str], workspace: Path, answers: Callable[[list[str]], object],
    capsys: pytest.CaptureFixture[str],
) -> None:
    answers([answer for answer in typed if not answer.strip().lower().lstrip(":").startswith("save")])
    seats = "human" if game_id == "dday-dice" else "human,human"
    ends_cleanly(capsys, ["play", game_id, "--seats", seats, "--seed", "3", "--save", f"g{len(list(workspace.iterdir()))}.json"])
