"""Events are built only when a caller asks for them (docs/speed.md, "Events when asked"):
a Dead Man's Draw game played without its events is the same game (the same record, final
state and returns as the differential reference), and the events, when asked for, are the
events the code told before they were made optional (``reference/dead-mans-draw-events.txt``,
written by ``benchmarks/events_reference.py``).

Each test plays the first ``MEEPLE_DIFFERENTIAL_SEEDS`` seeds of each configuration (every
seed of the reference when it is ``all``)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from meeple.agents import make_agent
from meeple.engine.core import CHANCE
from meeple.engine.record import SeatRecord
from meeple.engine.registry import get_game
from meeple.engine.session import Session
from meeple.sim.fingerprint import (
    CONFIGURATIONS,
    Configuration,
    events_fingerprints,
    fingerprints,
    read_reference,
)
from meeple.sim.play import play_game

REFERENCE = Path(__file__).parent / "reference"
SEEDS = os.environ.get("MEEPLE_DIFFERENTIAL_SEEDS", "20")
DMD = CONFIGURATIONS["dead-mans-draw"]


def reference(name: str) -> dict[tuple[str, int], str]:
    return read_reference((REFERENCE / f"{name}.txt").read_text())


def seeds_of(config: Configuration, known: dict[tuple[str, int], str]) -> range:
    every = sum(1 for name, _ in known if name == config.name)
    return range(every if SEEDS == "all" else min(every, int(SEEDS)))


@pytest.mark.parametrize("config", DMD, ids=lambda c: c.name)
def test_a_game_played_without_its_events_is_the_game_the_reference_played(config: Configuration) -> None:
    known = reference("dead-mans-draw")
    seeds = seeds_of(config, known)
    assert len(seeds) > 0
    differing = [s for s, digest in fingerprints(config, seeds, with_events=False) if digest != known[(config.name, s)]]
    assert differing == [], f"{config.name}: seeds {differing[:10]} play differently without their events"


@pytest.mark.parametrize("config", DMD, ids=lambda c: c.name)
def test_the_events_asked_for_are_the_events_told_before(config: Configuration) -> None:
    known = reference("dead-mans-draw-events")
    seeds = seeds_of(config, known)
    assert len(seeds) > 0
    differing = [s for s, digest in events_fingerprints(config, seeds) if digest != known[(config.name, s)]]
    assert differing == [], f"{config.name}: seeds {differing[:10]} tell different events"


def test_the_events_reference_holds_every_configuration() -> None:
    names = {name for name, _ in reference("dead-mans-draw-events")}
    assert names == {config.name for config in DMD}


@pytest.mark.parametrize("game_id", sorted(CONFIGURATIONS))
def test_play_game_without_events_keeps_the_record_a_session_with_events_writes(game_id: str) -> None:
    """Every game, those that build their events anyway (the kernel's ``apply_quietly``) too."""
    config = CONFIGURATIONS[game_id][0]
    game = get_game(game_id)
    for seed in range(2):
        outcome = play_game(game, list(config.bots), seed, options=dict(config.options), keep_record=True)
        seats = [SeatRecord(name=f"{bot}-{i + 1}", agent=bot) for i, bot in enumerate(config.bots)]
        session = Session(game, seats, seed, config.options)
        agents = [make_agent(game, bot, (seed + 1 + i) % (2**63)) for i, bot in enumerate(config.bots)]
        while players := session.state.current_players():
            player = players[0]
            if player == CHANCE:
                assert session.settle_chance() != []
            else:
                session.act(player, agents[player].choose(session.state, player))
        assert outcome.record is not None
        assert outcome.record.to_json_text() == session.record().to_json_text()
        assert outcome.returns == session.state.returns()
