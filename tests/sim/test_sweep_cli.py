"""`meeple sweep` on the command line: a sweep from flags or a file, and a bad sweep refused
with one line before anything is written."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

pytest.importorskip("pyarrow")

from cli_runner import meeple, one_line_error  # noqa: E402
from meeple.engine.record import parse_record, replay_record  # noqa: E402
from meeple.sim.store import connect  # noqa: E402

SWEEP_FILE = """
game = "dead-mans-draw"
seed = 3
games = 4
chunk = 2
bots = ["heuristic,random", "random,random"]
records = true
"""


def test_a_sweep_file_with_records_stores_games_that_replay_to_their_results(capsys, tmp_path: Path) -> None:
    (tmp_path / "sweep.toml").write_text(SWEEP_FILE, encoding="utf-8")
    code, out, _ = meeple(capsys, "sweep", "dead-mans-draw", "--file", str(tmp_path / "sweep.toml"),
                          "--store", str(tmp_path / "store"), "--json")
    assert code == 0 and json.loads(out)["played_games"] == 8
    rows = connect(tmp_path / "store").execute("SELECT seats, returns, record FROM games ORDER BY cell, index").fetchall()
    assert [r[0] for r in rows] == ["heuristic,random"] * 4 + ["random,random"] * 4
    for _, returns, record in rows:
        assert replay_record(parse_record(record)).state.returns() == returns


@pytest.mark.parametrize("args, message", [
    (("dday-dice", "--grid", "colour=red"), "has no option 'colour'"),
    (("dday-dice", "--grid", "map=atlantis"), "atlantis"),
    (("dday-dice", "--players", "one"), "`players` must be a list of integers"),
    (("dday-dice", "--games", "0"), "games per cell must be from 1"),
    (("dday-dice", "--backend", "slurm"), "--backend must be one of local, ray"),
    (("dday-dice", "--grid", "map=all", "--pair", "edition"), "pair 'edition' is not swept"),
    (("dead-mans-draw", "--bots", "heuristic,genius"), "unknown bot 'genius'"),
    (("chess",), "chess"),
    (("dday-dice", "--file", "missing.toml"), "missing.toml"),
])
def test_a_bad_sweep_is_one_line_and_writes_nothing(capsys, tmp_path: Path, args: tuple[str, ...], message: str) -> None:
    code, _, err = meeple(capsys, "sweep", *args, "--store", str(tmp_path / "store"))
    assert code == 1 and message in one_line_error(err)
    assert not (tmp_path / "store").exists()


def test_a_store_holding_another_sweep_is_refused(capsys, tmp_path: Path) -> None:
    store = str(tmp_path / "store")
    assert meeple(capsys, "sweep", "dead-mans-draw", "--games", "2", "--store", store)[0] == 0
    code, _, err = meeple(capsys, "sweep", "dead-mans-draw", "--games", "3", "--store", store)
    assert code == 1 and "holds another sweep" in one_line_error(err)
