"""The API fuzzer (benchmarks/fuzz_api.py): a few thousand steps of random legal and illegal
moves on every game find no failure, and the fuzzer does report, with a reproducer, a game that
breaks a promise."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType

import pytest

from meeple.engine.record import GameRecord, replay_record
from meeple.engine.registry import get_game
from meeple.games.dead_mans_draw.state import DmdState

SCRIPT = Path(__file__).resolve().parents[2] / "benchmarks" / "fuzz_api.py"


@pytest.fixture(scope="module")
def fuzz() -> ModuleType:
    spec = importlib.util.spec_from_file_location("fuzz_api", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["fuzz_api"] = module
    spec.loader.exec_module(module)
    return module


def test_a_few_thousand_steps_of_legal_and_illegal_moves_find_no_failure(fuzz: ModuleType) -> None:
    tally = fuzz.run(steps=4_000, seed=11, workers=1)
    assert tally.steps >= 4_000 and tally.failures == {} and tally.kept == []
    assert set(tally.games) == {"dead-mans-draw", "dday-dice", "dust-tactics"}
    assert tally.legal > 1_000 and sum(tally.illegal.values()) > 1_000
    assert {"random-text", "other-seat", "chance-by-seat", "impossible-chance"} <= set(tally.illegal)


def test_a_turn_past_the_game_s_bound_is_reported_with_a_reproducer(fuzz: ModuleType, monkeypatch) -> None:
    """With a bound of 3 moves a turn, Dead Man's Draw's set-up already runs past it: the
    failure names the game, its options and seed, and carries the record of the moves made."""
    game = get_game("dead-mans-draw")
    monkeypatch.setattr(type(game), "max_moves_per_turn", 3)
    tally = fuzz.Tally()
    fuzz.fuzz_game(game, 2, {}, 42, 10_000, tally)
    [failure] = tally.kept
    assert failure["kind"] == "endless-turn" and "past 3 moves" in failure["message"]
    assert (failure["game"], failure["players"], failure["options"], failure["seed"]) == ("dead-mans-draw", 2, {}, 42)
    assert replay_record(GameRecord.model_validate(failure["record"]), settle_chance=False).state.to_json()["turn"] == 0
    again = fuzz.reproduce(json.dumps({k: failure[k] for k in ("game", "players", "options", "seed")}))
    assert [f["message"] for f in again.kept] == [failure["message"]]


def test_an_observation_sharing_the_state_s_lists_is_reported(fuzz: ModuleType, monkeypatch) -> None:
    """An observation holding the state's own discard pile lets a caller change the state: the
    fuzzer's meddling catches it."""
    monkeypatch.setattr(DmdState, "observation", lambda self, player: {"discard": self.discard})
    tally = fuzz.Tally()
    fuzz.fuzz_game(get_game("dead-mans-draw"), 3, {}, 7, 10_000, tally)
    assert [f["kind"] for f in tally.kept] == ["meddling-changed-state"]


def test_the_report_names_the_figures_and_each_failure_s_reproducer(fuzz: ModuleType, monkeypatch) -> None:
    game = get_game("dead-mans-draw")
    monkeypatch.setattr(type(game), "max_moves_per_turn", 3)
    tally = fuzz.Tally()
    tally.steps = fuzz.fuzz_game(game, 2, {}, 42, 10_000, tally)
    text = fuzz.report(tally, 2.0, 42, 1)
    assert "games: 1 (dead-mans-draw 1)" in text and "failures: 1 (endless-turn 1)" in text
    assert """--reproduce '{"game": "dead-mans-draw", "players": 2, "options": {}, "seed": 42}'""" in text
