"""The learning example (examples/train_dead_mans_draw.py) runs end to end at a tiny size and
writes its learning curve and its win rates with intervals."""

from __future__ import annotations

import json
import runpy
from pathlib import Path

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "train_dead_mans_draw.py"


def test_a_tiny_training_run_writes_the_curve_and_the_final_win_rates(tmp_path: Path) -> None:
    module = runpy.run_path(str(EXAMPLE))
    module["main"]([
        "--random-episodes", "16", "--heuristic-episodes", "16", "--batch", "8", "--eval-every", "16",
        "--eval-games", "4", "--final-games", "6", "--out", str(tmp_path),
    ])
    result = json.loads((tmp_path / "dead-mans-draw-training.json").read_text())
    assert [point["episode"] for point in result["curve"]] == [16, 32]
    for bot in ("random", "heuristic"):
        low, high = result["final"][bot]["interval_95"]
        rate = result["final"][bot]["win_rate"]
        assert 0.0 <= low <= rate + 1e-9 and rate - 1e-9 <= high <= 1.0
    assert (tmp_path / "dead-mans-draw-learning-curve.png").read_bytes().startswith(b"\x89PNG")
