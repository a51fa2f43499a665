"""Fingerprints of seeded bot games: one short digest of what a game is (its record: every
decision and every chance outcome; its final state and returns). Events and observations are
left out: what a front end shows may be added to them (the faces of a roll, a field a display
reads) without changing any game.

Speed work must change no rule and no word (docs/speed.md): the same seeds must give the same
games, byte for byte. :func:`fingerprints` plays a configuration's seeded games and digests
each; ``tests/differential/reference/<game>.txt`` keeps the digests the code gave before the
speed work (written by ``benchmarks/differential_reference.py``), and the differential tests
compare today's code, pure or compiled, with them.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from typing import Any, Callable, Iterator

from meeple.agents import make_agent
from meeple.engine.core import CHANCE, Game
from meeple.engine.record import SeatRecord
from meeple.engine.registry import get_game
from meeple.engine.session import Session

#: Hex digits kept of each game's digest (48 bits: a collision among 10,000 games is
#: about one chance in fifty thousand).
DIGEST_HEX = 12


@dataclass(frozen=True)
class Configuration:
    """A family of seeded games: a game, its seats' bots and its options."""

    name: str
    game_id: str
    bots: tuple[str, ...]
    options: dict[str, Any] = field(default_factory=dict)


def _canonical(value: Any) -> bytes:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), default=repr).encode()


def play_configuration(game: Game, config: Configuration, seed: int, with_events: bool,
                       on_events: Callable[[list[Any]], None] | None = None) -> Session:
    """Game ``seed`` of ``config`` played to its end: bots seeded as
    :func:`meeple.sim.play.play_game` seeds them, chance drawn from ``seed``; ``on_events`` is
    given what each ``act`` and ``settle_chance`` of the session returned, in order."""
    seats = [SeatRecord(name=f"{bot}-{i + 1}", agent=bot) for i, bot in enumerate(config.bots)]
    session = Session(game, seats, seed, config.options, with_events=with_events)
    agents = [make_agent(game, bot, (seed + 1 + i) % (2**63)) for i, bot in enumerate(config.bots)]
    state = session.state
    while True:
        players = state.current_players()
        if not players:
            return session
        player = players[0]
        if player == CHANCE:
            events = session.settle_chance()
        else:
            events = session.act(player, agents[player].choose(state, player))
        if on_events is not None:
            on_events(events)


def game_fingerprint(game: Game, config: Configuration, seed: int, with_events: bool = True) -> str:
    """The digest of game ``seed`` of ``config`` (its record, final state and returns); the
    session builds the moves' events unless ``with_events`` is false (the game is the same
    either way)."""
    session = play_configuration(game, config, seed, with_events)
    digest = hashlib.blake2b(digest_size=16)
    digest.update(session.record().to_json_text().encode())
    digest.update(_canonical(session.state.to_json()))
    digest.update(_canonical(session.state.returns()))
    return digest.hexdigest()[:DIGEST_HEX]


def events_fingerprint(game: Game, config: Configuration, seed: int) -> str:
    """The digest of the events of game ``seed`` of ``config`` (every event the session's
    ``act`` and ``settle_chance`` returned, in order), the game played as
    :func:`game_fingerprint` plays it: what a caller asking for the events is told."""
    digest = hashlib.blake2b(digest_size=16)
    play_configuration(game, config, seed, True, lambda events: digest.update(_canonical(events)))
    return digest.hexdigest()[:DIGEST_HEX]


def events_fingerprints(config: Configuration, seeds: range) -> Iterator[tuple[int, str]]:
    """``(seed, digest)`` of the events of each seeded game of ``config``."""
    game = get_game(config.game_id)
    for seed in seeds:
        yield seed, events_fingerprint(game, config, seed)


def fingerprints(config: Configuration, seeds: range, with_events: bool = True) -> Iterator[tuple[int, str]]:
    """``(seed, digest)`` of each seeded game of ``config``."""
    game = get_game(config.game_id)
    for seed in seeds:
        yield seed, game_fingerprint(game, config, seed, with_events)


def _dmd() -> list[Configuration]:
    return [
        Configuration(f"dmd-{bot}-{players}p", "dead-mans-draw", (bot,) * players)
        for bot in ("random", "heuristic")
        for players in (2, 3, 4, 6)
    ]


DDAY_MAPS = (
    "exercise-tiger-practice", "exercise-tiger-basic", "exercise-tiger-advanced", "omaha-beach",
    "utah-beach", "gold-beach", "juno-beach", "sword-beach", "pointe-du-hoc", "merville-battery",
    "silence-the-guns",
)


def _dday() -> list[Configuration]:
    configs = []
    for name in DDAY_MAPS:
        for edition in (1, 2):
            for bot, units in (("heuristic", 1), ("random", 1), ("heuristic", 3)):
                configs.append(Configuration(
                    f"dday-{name}-e{edition}-{bot}-{units}u", "dday-dice", (bot,) * units,
                    {"map": name, "edition": edition},
                ))
    return configs


DUST_SCENARIOS = ("reconnaissance-in-force", "bridgehead", "farmhouse", "create-your-own")


def _dust() -> list[Configuration]:
    return [
        Configuration(f"dust-{name}-{bot}", "dust-tactics", (bot, bot), {"scenario": name})
        for name in DUST_SCENARIOS
        for bot in ("random", "heuristic")
    ]


#: Each game's configurations, in the order the reference files list them.
CONFIGURATIONS: dict[str, list[Configuration]] = {
    "dead-mans-draw": _dmd(),
    "dday-dice": _dday(),
    "dust-tactics": _dust(),
}

#: Games per game in a full differential run, shared evenly among its configurations.
GAMES_PER_GAME = 10_000


def seeds_per_configuration(game_id: str, total: int = GAMES_PER_GAME) -> int:
    """How many seeds each configuration of ``game_id`` plays so the game totals ``total``."""
    configs = CONFIGURATIONS[game_id]
    return -(-total // len(configs))


def read_reference(text: str) -> dict[tuple[str, int], str]:
    """A reference file's digests by ``(configuration, seed)`` (``#`` lines are comments)."""
    found: dict[tuple[str, int], str] = {}
    for line in text.splitlines():
        if not line or line.startswith("#"):
            continue
        name, seed, digest = line.split()
        found[(name, int(seed))] = digest
    return found


__all__ = [
    "CONFIGURATIONS", "Configuration", "DIGEST_HEX", "GAMES_PER_GAME", "events_fingerprints", "fingerprints",
    "game_fingerprint", "play_configuration", "read_reference", "seeds_per_configuration",
]
