"""Speed work changes no game: the same seeds give the same games, byte for byte, as the code
before it did (docs/speed.md). Each configuration's seeded games (random and heuristic bots,
every map and scenario) are digested by :mod:`meeple.sim.fingerprint` and compared with the
reference digests in ``tests/differential/reference/``.

The suite plays the first ``MEEPLE_DIFFERENTIAL_SEEDS`` seeds of each configuration (all of
the reference's 10,000 games per game when it is ``all``)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from meeple.sim.fingerprint import CONFIGURATIONS, Configuration, fingerprints, read_reference

REFERENCE = Path(__file__).parent / "reference"
SEEDS = os.environ.get("MEEPLE_DIFFERENTIAL_SEEDS", "20")


def reference(game_id: str) -> dict[tuple[str, int], str]:
    return read_reference((REFERENCE / f"{game_id}.txt").read_text())


def seeds_of(config: Configuration, known: dict[tuple[str, int], str]) -> range:
    every = sum(1 for name, _ in known if name == config.name)
    return range(every if SEEDS == "all" else min(every, int(SEEDS)))


@pytest.mark.parametrize(
    "config", [config for configs in CONFIGURATIONS.values() for config in configs], ids=lambda c: c.name
)
def test_seeded_games_are_the_games_the_reference_played(config: Configuration) -> None:
    known = reference(config.game_id)
    seeds = seeds_of(config, known)
    assert len(seeds) > 0
    differing = [seed for seed, digest in fingerprints(config, seeds) if digest != known[(config.name, seed)]]
    assert differing == [], f"{config.name}: seeds {differing[:10]} play differently from the reference"


def test_the_reference_holds_ten_thousand_games_of_each_game() -> None:
    for game_id in CONFIGURATIONS:
        assert len(reference(game_id)) >= 10_000
