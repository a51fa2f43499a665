"""The non-interactive commands: games, simulate, replay, bench, data check, and their
one-line errors with a non-zero exit."""

from __future__ import annotations

import json
import shutil
from importlib import resources
from pathlib import Path

import pytest

from meeple.engine.record import SeatRecord, save_record
from meeple.engine.registry import get_game
from meeple.sim.play import play_game
from cli_runner import meeple, one_line_error


@pytest.fixture()
def record_file(tmp_path: Path) -> Path:
    game = get_game("dead-mans-draw")
    outcome = play_game(game, ["random", "heuristic", "random"], seed=12, keep_record=True)
    path = tmp_path / "game.json"
    assert outcome.record is not None
    save_record(outcome.record, path)
    return path


def test_games_lists_dead_mans_draw_with_player_counts(capsys) -> None:
    code, out, _ = meeple(capsys, "games", "--json")
    games = json.loads(out)
    assert code == 0
    dmd = next(g for g in games if g["id"] == "dead-mans-draw")
    assert (dmd["min_players"], dmd["max_players"]) == (2, 8)
    assert "heuristic" in dmd["bots"]


def test_simulate_json_has_the_documented_keys_and_is_reproducible(capsys) -> None:
    args = ("simulate", "dead-mans-draw", "--games", "40", "--seed", "3", "--bots", "heuristic,random", "--json")
    code, out, _ = meeple(capsys, *args)
    first = json.loads(out)
    assert code == 0
    assert {"games", "seed", "games_per_second", "seats"} <= set(first)
    assert [s["bot"] for s in first["seats"]] == ["heuristic", "random"]
    for seat in first["seats"]:
        assert {"bot", "win_rate", "ci95"} <= set(seat) and len(seat["ci95"]) == 2
    _, out, _ = meeple(capsys, *args, "--workers", "2")
    second = json.loads(out)
    assert [s["win_rate"] for s in second["seats"]] == [s["win_rate"] for s in first["seats"]]


def test_simulate_prints_a_table(capsys) -> None:
    code, out, _ = meeple(capsys, "simulate", "dead-mans-draw", "--games", "10", "--bots", "random,random")
    assert code == 0 and "win rate" in out and "95% CI" in out


def test_replay_prints_the_final_state_and_a_seat_view(capsys, record_file: Path) -> None:
    code, out, _ = meeple(capsys, "replay", str(record_file), "--json")
    state = json.loads(out)
    assert code == 0 and state["phase"] == "over" and "discard_pile" in state
    code, out, _ = meeple(capsys, "replay", str(record_file), "--seat", "1")
    view = json.loads(out)
    assert code == 0 and view["seat"] == 1
    assert isinstance(view["observation"]["discard_pile"], int), "a seat only sees how many cards are discarded"
    dealt = [e for e in view["events"] if e["type"] == "trait-dealt"]
    assert len(dealt) == 2 and all(e["seat"] == 1 for e in dealt), "only its own traits were dealt face up to it"
    code, out, _ = meeple(capsys, "replay", str(record_file))
    assert code == 0 and "winner" in out


def test_bench_prints_games_and_clones_per_second(capsys) -> None:
    code, out, _ = meeple(capsys, "bench", "dead-mans-draw", "--seconds", "0.5", "--json")
    figures = json.loads(out)
    assert code == 0 and figures["games_per_second"] > 0 and figures["clones_per_second"] > 0


@pytest.mark.parametrize(
    "args, code",
    [
        (("simulate", "dead-mans-draw", "--gamez", "3"), 2),
        (("simulate", "dead-mans-draw", "--games", "many"), 2),
        (("simulate", "dead-mans-draw", "--bots", "random,genius"), 1),
        (("simulate", "chess"), 1),
        (("replay", "does-not-exist.json"), 1),
        (("frobnicate",), 2),
        (("play", "dead-mans-draw", "--seats", "human"), 1),
    ],
)
def test_bad_input_gives_a_one_line_error_and_a_non_zero_exit(capsys, args, code) -> None:
    got, _, err = meeple(capsys, *args)
    assert got == code
    one_line_error(err)


@pytest.mark.parametrize(
    "mutate, message",
    [
        (lambda r: "{", "not valid JSON"),
        (lambda r: r.replace('"dead-mans-draw"', '"chess"'), "unknown game"),
        (lambda r: r.replace('"action": "draw"', '"action": "dance"', 1), "unknown action 'dance'"),
    ],
)
def test_a_malformed_record_is_a_one_line_error_and_the_file_is_untouched(capsys, tmp_path, record_file, mutate, message) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text(mutate(record_file.read_text()))
    before = bad.read_bytes()
    code, _, err = meeple(capsys, "replay", str(bad))
    assert code == 1 and message in err
    one_line_error(err)
    assert bad.read_bytes() == before


def test_data_check_accepts_the_packaged_data(capsys) -> None:
    code, out, _ = meeple(capsys, "data", "check", "dead-mans-draw")
    assert code == 0 and "17 traits" in out


@pytest.mark.parametrize(
    "edit, message",
    [
        (lambda t: t.replace("values = [4, 5, 6, 7, 8, 9]", "values = [4, 5, 7]"), "six cards"),
        (lambda t: t.replace('id = "kraken"', 'id = "squid"'), "the suits must be"),
        (lambda t: t + "\n[[suit\n", "not valid TOML"),
        (lambda t: t.replace('ability = "anchor"', 'ability = "kraken"'), "suit anchor: ability 'kraken' is not its own"),
    ],
)
def test_a_broken_data_file_is_a_one_line_error(capsys, tmp_path, edit, message) -> None:
    source = Path(str(resources.files("meeple.games.dead_mans_draw") / "data"))
    for name in ("suits.toml", "traits.toml"):
        shutil.copy(source / name, tmp_path / name)
    suits = tmp_path / "suits.toml"
    suits.write_text(edit(suits.read_text()))
    code, _, err = meeple(capsys, "data", "check", "dead-mans-draw", "--dir", str(tmp_path))
    assert code == 1 and message in err and "suits.toml" in err
    one_line_error(err)


def test_a_data_file_that_is_not_utf8_is_a_one_line_error(capsys, tmp_path) -> None:
    source = Path(str(resources.files("meeple.games.dead_mans_draw") / "data"))
    shutil.copy(source / "traits.toml", tmp_path / "traits.toml")
    (tmp_path / "suits.toml").write_bytes(b'id = "\xe9"\n')
    code, _, err = meeple(capsys, "data", "check", "dead-mans-draw", "--dir", str(tmp_path))
    assert code == 1 and "suits.toml: not UTF-8 text" in one_line_error(err)


def test_a_broken_traits_file_names_the_problem(capsys, tmp_path) -> None:
    source = Path(str(resources.files("meeple.games.dead_mans_draw") / "data"))
    shutil.copy(source / "suits.toml", tmp_path / "suits.toml")
    text = (source / "traits.toml").read_text().replace('id = "parry"', 'id = "riposte"')
    (tmp_path / "traits.toml").write_text(text)
    code, _, err = meeple(capsys, "data", "check", "dead-mans-draw", "--dir", str(tmp_path))
    assert code == 1 and "riposte" in err and "parry" in err
    one_line_error(err)
    assert SeatRecord(name="x").agent == "human"


def test_simulate_dday_dice_with_players_alone_puts_the_heuristic_bot_in_every_seat(capsys) -> None:
    """The issue's command line: `meeple simulate dday-dice --map MAP --players K --games N --seed S
    --json` reports the team's win rate with its interval at the top level."""
    code, out, err = meeple(capsys, "simulate", "dday-dice", "--map", "omaha-beach", "--players", "4",
                            "--games", "6", "--seed", "2", "--json")
    assert code == 0, err
    result = json.loads(out)
    assert [s["bot"] for s in result["seats"]] == ["heuristic"] * 4
    assert 0.0 <= result["win_rate"] <= 1.0 and len(result["ci95"]) == 2
    assert {"mean_victory_points", "mean_turns", "falls"} <= set(result)


def test_games_lists_every_option_of_every_game_with_its_help(capsys) -> None:
    code, out, _ = meeple(capsys, "games")
    assert code == 0
    flat = " ".join(out.split())
    for game_id in ("dday-dice", "dust-tactics"):
        for spec in get_game(game_id).options_spec:
            assert f"{spec.name}" in out
            assert " ".join(spec.help.split())[:30] in flat


def test_the_edition_flag_is_the_edition_option(capsys) -> None:
    """`--edition 2` and `--option edition=2` play the same games."""
    common = ("simulate", "dday-dice", "--map", "omaha-beach", "--players", "1", "--games", "4", "--seed", "3", "--json")
    code, flag, err = meeple(capsys, *common, "--edition", "2")
    assert code == 0, err
    code, option, err = meeple(capsys, *common, "--option", "edition=2")
    assert code == 0, err
    code, first, err = meeple(capsys, *common)
    strip = lambda out: {k: v for k, v in json.loads(out).items() if k not in ("games_per_second", "elapsed_seconds")}
    assert strip(flag) == strip(option)
    assert json.loads(flag)["options"]["edition"] == 2 and json.loads(first)["options"].get("edition", 1) == 1


def test_the_edition_flag_is_refused_where_it_means_nothing(capsys) -> None:
    """A game without editions, a flag that disagrees with an --option, an edition the game
    does not have: one-line errors, nothing played."""
    code, _, err = meeple(capsys, "simulate", "dead-mans-draw", "--edition", "2", "--games", "2")
    assert code == 1 and "dead-mans-draw has no edition option" in err and "dday-dice" in err
    one_line_error(err)
    code, _, err = meeple(capsys, "simulate", "dday-dice", "--edition", "2", "--option", "edition=1", "--games", "2")
    assert code == 1 and "disagree" in err
    one_line_error(err)
    code, _, err = meeple(capsys, "simulate", "dday-dice", "--edition", "3", "--games", "2")
    assert code == 1 and "edition" in err
    one_line_error(err)


def test_data_check_takes_a_file_absent_from_the_folder_from_the_package(capsys, tmp_path: Path) -> None:
    """`--dir` holds the user's copies; a file not there is the packaged one, but an empty
    folder or no folder is refused on one line."""
    source = Path(str(resources.files("meeple.games.dead_mans_draw") / "data"))
    shutil.copy(source / "traits.toml", tmp_path / "traits.toml")
    code, out, err = meeple(capsys, "data", "check", "dead-mans-draw", "--dir", str(tmp_path))
    assert code == 0 and "17 traits" in out, err
    empty = tmp_path / "empty"
    empty.mkdir()
    for folder, message in ((empty, "no Dead Man's Draw data files"), (tmp_path / "nowhere", "not a folder")):
        code, _, err = meeple(capsys, "data", "check", "dead-mans-draw", "--dir", str(folder))
        assert code == 1 and message in " ".join(err.split())
        one_line_error(err)
