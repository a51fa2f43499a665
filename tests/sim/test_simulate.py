"""Batch simulation: reproducible from the seed whatever the number of workers."""

from __future__ import annotations

import pytest

from meeple.engine.errors import OptionsError
from meeple.sim.play import cell_game_seed
from meeple.sim.simulate import simulate, wilson_interval


def test_the_same_seed_gives_the_same_numbers_whatever_the_workers() -> None:
    one = simulate("dead-mans-draw", 60, 9, ["heuristic", "random"], workers=1)
    two = simulate("dead-mans-draw", 60, 9, ["heuristic", "random"], workers=2)
    strip = lambda r: {k: v for k, v in r.to_json().items() if k not in ("workers", "elapsed_seconds", "games_per_second")}  # noqa: E731
    assert strip(one) == strip(two)
    assert one.seats[0].wins + one.seats[1].wins >= 60


def test_a_different_seed_gives_different_games() -> None:
    a = simulate("dead-mans-draw", 30, 1, ["random", "random"])
    b = simulate("dead-mans-draw", 30, 2, ["random", "random"])
    assert a.to_json()["seats"] != b.to_json()["seats"] or a.mean_length != b.mean_length


def test_the_wilson_interval_brackets_the_rate() -> None:
    low, high = wilson_interval(80, 100)
    assert 0.70 < low < 0.80 < high < 0.88
    assert wilson_interval(0, 10)[0] == 0.0
    assert wilson_interval(10, 10)[1] == pytest.approx(1.0)


@pytest.mark.parametrize("trials", [1, 3, 10, 49, 1000, 2000, 123457])
def test_the_wilson_bounds_are_exact_when_every_game_or_none_is_won(trials: int) -> None:
    low, high = wilson_interval(trials, trials)
    assert high == 1.0 and low < 1.0
    low, high = wilson_interval(0, trials)
    assert low == 0.0 and high > 0.0


def test_a_cells_game_seed_depends_on_the_sweep_seed_the_cell_and_the_index_only() -> None:
    seeds = {cell_game_seed(s, c, i) for s in (1, 2) for c in ("a", "b") for i in range(50)}
    assert len(seeds) == 200
    assert cell_game_seed(7, "map=omaha-beach", 12) == cell_game_seed(7, "map=omaha-beach", 12)


@pytest.mark.parametrize("bots, message", [(["random"], "2-8 seats"), (["random", "genius"], "unknown bot 'genius'")])
def test_bad_bot_lists_are_rejected(bots: list[str], message: str) -> None:
    with pytest.raises(OptionsError, match=message):
        simulate("dead-mans-draw", 5, 0, bots)


def test_the_heuristic_bot_beats_the_random_bot() -> None:
    """A small sample of the 10,000-game benchmark (benchmarks/heuristic_vs_random.py)."""
    result = simulate("dead-mans-draw", 200, 4, ["heuristic", "random"])
    assert result.seats[0].ci95[0] > 0.8
