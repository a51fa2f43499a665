"""Ctrl-C during `meeple simulate` (issue 25, bug 3): the results of the games finished so far
are printed, a line says the batch was interrupted, and no worker prints a traceback."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

import meeple

from process_clock import as_a_terminal_starts_it, signal_group, wait_for_cpu

#: Where the tests import meeple from (src/, or the compiled build .ci/compiled installs): the
#: processes a test starts run the same build.
SRC = str(Path(meeple.__file__).resolve().parents[1])


def interrupted_simulate(workers: int, wait: float, *more: str) -> subprocess.CompletedProcess[str]:
    """`meeple simulate` of many games, sent Ctrl-C as a terminal sends it: SIGINT to the
    whole process group (the main process and its workers) once it has used ``wait`` seconds
    of CPU (starting takes about one)."""
    game = list(more) or ["dead-mans-draw"]
    args = [sys.executable, "-m", "meeple", "simulate", *game, "--games", "1000000",
            "--workers", str(workers), "--seed", "5"]
    env = {**os.environ, "PYTHONPATH": SRC}
    with subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
                          start_new_session=True, preexec_fn=as_a_terminal_starts_it) as proc:
        wait_for_cpu(proc, wait)
        signal_group(proc, signal.SIGINT)
        out, err = proc.communicate(timeout=60)
    return subprocess.CompletedProcess(args, proc.returncode, out, err)


@pytest.mark.parametrize("workers", [1, 2])
def test_ctrl_c_prints_the_games_finished_so_far_and_says_it_was_interrupted(workers: int) -> None:
    done = interrupted_simulate(workers, wait=5.0)
    assert done.returncode == 130
    assert "interrupted:" in done.stderr and "of 1,000,000 games finished" in done.stderr
    assert "win rate" in done.stdout and "heuristic" in done.stdout
    assert "Traceback" not in done.stderr and "SpawnPoolWorker" not in done.stderr


def test_ctrl_c_during_a_simulation_of_every_map_prints_the_rows_so_far() -> None:
    done = interrupted_simulate(2, 5.0, "dday-dice", "--map", "all", "--players", "1")
    assert done.returncode == 130
    assert "interrupted:" in done.stderr and "of 11,000,000 games finished" in done.stderr
    assert "team win rate" in done.stdout and "exercise-tiger-practice" in done.stdout
    assert "Traceback" not in done.stderr
