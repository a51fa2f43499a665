"""`meeple bench` without a game: every game's bench set-up, `simulate`'s own speed and the
build that ran them (docs/speed.md, "meeple bench")."""

from __future__ import annotations

import importlib.machinery
import json
import sys

from meeple.engine.registry import all_games
from meeple.sim.bench import build, compiled_modules
from cli_runner import meeple


def test_bench_without_a_game_measures_every_game_and_simulate(capsys) -> None:
    code, out, _ = meeple(capsys, "bench", "--seconds", "0.1", "--json")
    figures = json.loads(out)
    assert code == 0
    assert [g["game"] for g in figures["games"]] == [game.id for game in all_games()]
    assert all(g["games_per_second"] > 0 and g["build"] == figures["build"] for g in figures["games"])
    assert figures["simulate"]["game"] == "dead-mans-draw"
    assert figures["simulate"]["bots"] == ["heuristic", "random"] and figures["simulate"]["games_per_second"] > 0


def test_the_bench_names_its_build_from_the_kernel_module() -> None:
    kernel = sys.modules["meeple.engine.core"].__file__ or ""
    compiled = kernel.endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES))
    assert build() == ("compiled" if compiled else "pure")
    assert ("meeple.engine.core" in compiled_modules()) == compiled


def test_bench_refuses_a_scenario_without_a_game(capsys) -> None:
    code, _, err = meeple(capsys, "bench", "--scenario", "bridgehead")
    assert code == 1 and "--scenario needs a game" in err
