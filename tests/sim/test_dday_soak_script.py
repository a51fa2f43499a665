"""The D-Day Dice soak script (benchmarks/soak_dday_dice.py) resumes where it stopped: each
finished chunk is one JSON line keyed by the code's fingerprint, chunks already soaked for
this code are skipped, and results for other code are not counted."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType

import pytest

SCRIPT = Path(__file__).resolve().parents[2] / "benchmarks" / "soak_dday_dice.py"


@pytest.fixture(scope="module")
def soak() -> ModuleType:
    spec = importlib.util.spec_from_file_location("soak_dday_dice", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["soak_dday_dice"] = module
    spec.loader.exec_module(module)
    return module


def test_a_chunk_of_games_finishes_and_replays(soak: ModuleType) -> None:
    row = soak.run_chunk(("utah-beach", 1, 2026, 0, 3, "heuristic", 1))
    assert (row["start"], row["stop"], row["failures"]) == (0, 3, [])
    assert 0 <= row["wins"] <= 3


def test_only_results_for_this_code_are_read_back_and_summed(soak: ModuleType, tmp_path: Path) -> None:
    results = tmp_path / "soak.jsonl"
    mine = {"map": "omaha-beach", "players": 4, "edition": 2, "bots": "heuristic", "seed": 7,
            "wins": 150, "failures": [], "seconds": 20.0, "code": "this"}
    rows = [dict(mine, start=0, stop=200), dict(mine, start=200, stop=400, wins=50),
            dict(mine, start=400, stop=600, code="older")]
    results.write_text("".join(json.dumps(r) + "\n" for r in rows))
    read = soak.read_results(results, "this")
    assert [r["start"] for r in read] == [0, 200]
    [report] = soak.summarise(read)
    assert (report["games"], report["team_win_rate"], report["failures"]) == (400, 0.5, 0)


def test_a_broken_results_file_is_reported_with_its_line(soak: ModuleType, tmp_path: Path) -> None:
    results = tmp_path / "soak.jsonl"
    results.write_text('{"code": "x"}\nnot json\n')
    with pytest.raises(SystemExit, match="soak.jsonl:2: not a JSON line"):
        soak.read_results(results, "x")


def test_the_code_fingerprint_is_stable_between_runs(soak: ModuleType) -> None:
    assert soak.code_fingerprint() == soak.code_fingerprint()
    assert len(soak.code_fingerprint()) == 16


def test_the_fingerprint_covers_the_d_day_code_and_not_the_other_games_nor_the_cli(
        soak: ModuleType, tmp_path: Path) -> None:
    root = tmp_path / "meeple"
    for name in ("engine/core.py", "games/dday_dice/movement.py", "games/dday_dice/data/cards.toml",
                 "cli/main.py", "games/dust_tactics/game.py", "games/dead_mans_draw/game.py"):
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(name)
    soaked = [p.relative_to(root).as_posix() for p in soak.soaked_files(root)]
    assert soaked == ["engine/core.py", "games/dday_dice/data/cards.toml", "games/dday_dice/movement.py"]
    before = soak.code_fingerprint(root)
    (root / "cli/main.py").write_text("changed")
    (root / "games/dust_tactics/game.py").write_text("changed")
    assert soak.code_fingerprint(root) == before
    (root / "games/dday_dice/movement.py").write_text("changed")
    assert soak.code_fingerprint(root) != before


def test_the_summary_prints_a_table_per_edition_with_each_unit_count_side_by_side(soak: ModuleType) -> None:
    reports = [{"map": m, "players": p, "edition": e, "bots": "heuristic", "seed": 1, "games": 100 * p,
                "team_win_rate": 0.5, "failures": int(m == "utah-beach" and p == 4)}
               for m in ("utah-beach", "omaha-beach") for p in (1, 4) for e in (1, 2)]
    text = soak.markdown(reports)
    assert text.count("| map | 1 unit: games | 1 unit: team win rate (95% CI) | 4 units: games |") == 2
    first = text.split("Edition 2:")[0]
    assert first.index("omaha-beach") < first.index("utah-beach")  # maps in the game's order
    assert "| omaha-beach | 100 | 50.0% (40.4-59.6%) | 400 | 50.0% (45.1-54.9%) | 0 |" in first
    assert "| utah-beach | 100 | 50.0% (40.4-59.6%) | 400 | 50.0% (45.1-54.9%) | 1 |" in first


def test_docs_get_the_summary_between_their_markers_and_nothing_else_changes(soak: ModuleType, tmp_path: Path) -> None:
    reports = [{"map": "omaha-beach", "players": p, "edition": 1, "games": g, "team_win_rate": 0.5, "failures": 0,
                "games_per_core_second": 10.0} for p, g in ((1, 20_000), (4, 2_000))]
    doc = tmp_path / "bots.md"
    doc.write_text(f"# Bots\nbefore\n{soak.DOCS_START}\nold figures\n{soak.DOCS_END}\nafter\n")
    soak.write_docs(doc, soak.docs_block(reports, "abc", 20_000))
    text = doc.read_text()
    assert text.startswith("# Bots\nbefore\n") and text.endswith(f"{soak.DOCS_END}\nafter\n")
    assert "old figures" not in text
    assert "22,000 games, 0 failures (code abc); still running: 18,000 games left to reach 20,000" in text
    assert "| omaha-beach | 20,000 | 50.0% (49.3-50.7%) | 2,000 | 50.0% (47.8-52.2%) | 0 |" in text
    unmarked = tmp_path / "plain.md"
    unmarked.write_text("no block here\n")
    with pytest.raises(SystemExit):
        soak.write_docs(unmarked, "figures")
    assert unmarked.read_text() == "no block here\n"


def test_the_summary_says_how_many_games_are_left_and_roughly_how_long_they_take(soak: ModuleType) -> None:
    reports = [{"map": "omaha-beach", "players": 1, "edition": 1, "games": 20_000, "games_per_core_second": 10.0},
               {"map": "omaha-beach", "players": 4, "edition": 1, "games": 2_000, "games_per_core_second": 5.0}]
    left = soak.still_to_run(reports, 20_000)
    assert left == {"target_per_configuration": 20_000, "games_left": 18_000, "configurations_done": 1,
                    "estimated_core_hours_left": 1.0}
