"""`meeple sweep`: a grid of cells, seeded per cell and game, written to a store of Parquet
shards that an interrupted or killed run resumes to the very rows of an uninterrupted one."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("pyarrow")
pytest.importorskip("duckdb")

import meeple  # noqa: E402
from meeple.engine.errors import OptionsError  # noqa: E402
from meeple.sim.play import cell_game_seed  # noqa: E402
from meeple.sim.store import connect, finished_tasks  # noqa: E402
from meeple.sim.sweep import run_sweep  # noqa: E402
from meeple.sim.sweep_games import play_task, tasks_of  # noqa: E402
from meeple.sim.sweep_spec import check_spec, spec_from_dict  # noqa: E402
from process_clock import as_a_terminal_starts_it, signal_group, wait_for_cpu  # noqa: E402
from sweep_helpers import DDAY_SMALL, store_rows  # noqa: E402

#: Where the tests import meeple from (src/, or the compiled build .ci/compiled installs): the
#: processes a test starts run the same build.
SRC = str(Path(meeple.__file__).resolve().parents[1])


@pytest.fixture()
def whole_store(dday_store: Path) -> Path:
    return dday_store


def test_every_map_edition_and_seat_count_is_a_cell_with_the_editions_on_common_seeds() -> None:
    cells = check_spec(spec_from_dict({**DDAY_SMALL, "grid": {"map": "all", "edition": "all"}}))
    maps = {c.options["map"] for c in cells}
    assert "omaha-beach" in maps and "silence-the-guns" in maps
    assert {(c.players, c.options["edition"]) for c in cells} == {(1, 1), (1, 2), (4, 1), (4, 2)}
    for cell in cells:
        twin = next(c for c in cells if c.options == {**cell.options, "edition": 3 - cell.options["edition"]}
                    and c.players == cell.players)
        assert twin.seed_group == cell.seed_group


def test_a_cell_is_recomputed_alone_to_the_rows_the_sweep_stored(whole_store: Path) -> None:
    spec = spec_from_dict(DDAY_SMALL)
    cells = check_spec(spec)
    task = tasks_of(spec.game, spec.seed, cells, spec.games, spec.chunk, False)[13]
    again = play_task(task)
    stored = connect(whole_store).execute(
        "SELECT index, seed, length, team_vp FROM games WHERE cell = ? AND index >= ? AND index < ? ORDER BY index",
        [task.cell.number, task.start, task.stop]).fetchall()
    assert stored == [(r["index"], r["seed"], r["length"], r["team_vp"]) for r in again]
    assert again[0]["seed"] == cell_game_seed(24, task.cell.seed_group, task.start)


def test_a_rotated_line_up_plays_every_seat_order_on_the_same_deals(tmp_path: Path) -> None:
    spec = spec_from_dict({"game": "dead-mans-draw", "games": 4, "bots": ["heuristic,random"], "rotate": True})
    run_sweep(spec, tmp_path)
    rows = connect(tmp_path).execute("SELECT seats, index, seed, teams, banked FROM games ORDER BY cell, index").fetchall()
    assert [r[0] for r in rows] == ["heuristic,random"] * 4 + ["random,heuristic"] * 4
    assert [r[2] for r in rows[:4]] == [r[2] for r in rows[4:]]
    assert all(r[3] == r[0].split(",") and len(r[4]) == 2 for r in rows)


def test_a_store_of_another_sweep_is_refused_and_left_as_it_was(whole_store: Path) -> None:
    before = finished_tasks(whole_store)
    with pytest.raises(OptionsError, match="holds another sweep"):
        run_sweep(spec_from_dict({**DDAY_SMALL, "seed": 25}), whole_store)
    assert finished_tasks(whole_store) == before


def _sweep_process(store: Path) -> subprocess.Popen[str]:
    args = [sys.executable, "-m", "meeple", "sweep", "dday-dice", "--store", str(store), "--seed", "24",
            "--games", "6", "--chunk", "2", "--players", "1,4", "--pair", "edition",
            "--grid", "map=omaha-beach,utah-beach", "--grid", "edition=1,2", "--workers", "2"]
    return subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env={**os.environ, "PYTHONPATH": SRC}, start_new_session=True,
                            preexec_fn=as_a_terminal_starts_it)


def test_interrupted_at_random_moments_and_resumed_the_store_equals_an_uninterrupted_run(
        tmp_path: Path, whole_store: Path) -> None:
    moments = random.Random().uniform(1.5, 4.0), random.Random().uniform(1.5, 4.0)  # CPU seconds
    for sig, moment in zip((signal.SIGINT, signal.SIGKILL), moments):
        proc = _sweep_process(tmp_path)
        wait_for_cpu(proc, moment)
        signal_group(proc, sig)  # Ctrl-C as a terminal sends it, then a crash
        _, err = proc.communicate(timeout=120)
        assert "Traceback" not in err, moments  # no worker, starting or working, took the Ctrl-C
    proc = _sweep_process(tmp_path)
    out, err = proc.communicate(timeout=300)
    assert proc.returncode == 0, err
    assert "48 of 48 games" in out
    assert store_rows(tmp_path) == store_rows(whole_store), moments
    assert not list((tmp_path / "shards").glob(".*"))


def test_dust_tactics_armies_given_as_data_are_swept_and_labelled_by_name(tmp_path: Path) -> None:
    army = {"faction": "allies", "scenario": "reconnaissance-in-force"}
    small = {**army, "name": "Two units", "unit": [{"id": "hell-boys"}, {"id": "rhino"}]}
    large = {**army, "name": "Three units", "unit": [{"id": "hell-boys"}, {"id": "death-dealers"}, {"id": "the-hammers"}]}
    spec = spec_from_dict({"game": "dust-tactics", "games": 1, "bots": ["heuristic,random"],
                           "grid": {"allies_army": [small, large]}})
    run_sweep(spec, tmp_path)
    rows = connect(tmp_path).execute("SELECT setting, side_ap FROM games ORDER BY cell").fetchall()
    assert [r[0] for r in rows] == ["players=2 allies_army=Two-units bots=heuristic,random",
                                    "players=2 allies_army=Three-units bots=heuristic,random"]
    assert rows[0][1][0] == 34 + 22 and rows[1][1][0] == 34 + 23 + 30
