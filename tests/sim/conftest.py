"""Shared fixtures of the sweep, report and Ray tests."""

from __future__ import annotations

from pathlib import Path

import pytest

from sweep_helpers import DDAY_SMALL


@pytest.fixture(scope="session")
def dday_store(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The small D-Day Dice sweep (48 games), run once without interruption, in this process."""
    pytest.importorskip("pyarrow")
    from meeple.sim.sweep import run_sweep
    from meeple.sim.sweep_spec import spec_from_dict

    store = tmp_path_factory.mktemp("dday-store")
    run = run_sweep(spec_from_dict(DDAY_SMALL), store)
    assert run.finished and run.played_games == 48
    return store
