"""Many games between bots, with win rates and 95% confidence intervals.

The games of a batch are numbered; game ``i`` is played from ``game_seed(seed, i)``, so the
numbers depend only on the master seed, never on the number of worker processes.
"""

from __future__ import annotations

import math
import time
from dataclasses import asdict, dataclass
from typing import Any, Callable, Iterator, Sequence

from meeple.agents import agent_names, is_agent
from meeple.engine.errors import OptionsError, excerpt
from meeple.engine.registry import get_game
from meeple.sim.play import GameOutcome, game_seed, play_game
from meeple.sim.workers import worker_pool

Z95 = 1.959963984540054
CHUNK = 50
#: The most games one simulation plays (checked before the list of chunks is built) ...
MAX_GAMES = 10_000_000
#: ... and the most worker processes it starts.
MAX_WORKERS = 64


def wilson_interval(successes: float, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion (95% by default). Its bounds are exactly 1.0
    when every trial succeeded and exactly 0.0 when none did (the formula's rounding would
    otherwise leave 0.9999999999999998, below the estimate itself)."""
    if trials <= 0:
        return (0.0, 1.0)
    p = successes / trials
    denom = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denom
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denom
    low = 0.0 if successes <= 0 else max(0.0, centre - half)
    high = 1.0 if successes >= trials else min(1.0, centre + half)
    return (low, high)


@dataclass
class SeatStats:
    """One seat's results over the batch."""

    seat: int
    bot: str
    wins: float
    win_rate: float
    ci95: list[float]
    mean_score: float | None


@dataclass
class SimulationResult:
    """A batch's statistics (``to_json`` is what ``meeple simulate --json`` prints)."""

    game: str
    games: int
    seed: int
    options: dict[str, Any]
    bots: list[str]
    workers: int
    seats: list[SeatStats]
    shared_wins: int
    mean_length: float
    elapsed_seconds: float
    games_per_second: float
    #: Cooperative games: the team's win rate and its 95% interval, mean victory points,
    #: mean turns, and where units fell (``"sector N: cause"`` -> count). None otherwise.
    win_rate: float | None = None
    ci95: list[float] | None = None
    mean_victory_points: float | None = None
    mean_turns: float | None = None
    falls: dict[str, int] | None = None
    #: Whether Ctrl-C stopped the batch: ``games`` then counts the games finished before it,
    #: of the ``games_requested``.
    interrupted: bool = False
    games_requested: int = 0

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


Task = tuple[str, list[str], int, int, int, dict[str, Any]]


def _play_chunk(args: Task) -> list[GameOutcome]:
    game_id, bots, seed, start, stop, options = args
    game = get_game(game_id)
    return [play_game(game, bots, game_seed(seed, i), index=i, options=options) for i in range(start, stop)]


def _chunks(game_id: str, bots: list[str], seed: int, games: int, options: dict[str, Any]) -> list[Task]:
    return [(game_id, bots, seed, start, min(start + CHUNK, games), options) for start in range(0, games, CHUNK)]


def _outcomes(tasks: list[Task], workers: int) -> Iterator[list[GameOutcome]]:
    if workers <= 1:
        for task in tasks:
            yield _play_chunk(task)
        return
    with worker_pool(workers) as pool:
        yield from pool.imap(_play_chunk, tasks)


def check_run(games: int, workers: int) -> None:
    """Refuse a number of games or of worker processes out of bounds, before anything is built."""
    if not 1 <= games <= MAX_GAMES:
        raise OptionsError(f"--games must be from 1 to {MAX_GAMES:,}, not {excerpt(games)}")
    if not 1 <= workers <= MAX_WORKERS:
        raise OptionsError(f"--workers must be from 1 to {MAX_WORKERS}, not {excerpt(workers)}")


def check_bots(game_id: str, bots: Sequence[str]) -> list[str]:
    """Validate the bot list against the game's seat counts and bots."""
    game = get_game(game_id)
    names = [b.strip().lower() for b in bots]
    allowed = agent_names(game)
    for name in names:
        if name not in allowed and not is_agent(game, name):
            raise OptionsError(f"unknown bot {excerpt(name)} for {game_id} (bots: {', '.join(allowed)})")
    if not game.min_players <= len(names) <= game.max_players:
        raise OptionsError(f"{game_id} is played by {game.min_players}-{game.max_players} seats, not {len(names)} bots")
    return names


def simulate(
    game_id: str,
    games: int,
    seed: int,
    bots: Sequence[str],
    workers: int = 1,
    progress: Callable[[int], None] | None = None,
    options: dict[str, Any] | None = None,
) -> SimulationResult:
    """Play ``games`` games and aggregate them, in game order (so results do not depend on
    ``workers``). ``progress`` is called with the number of games just finished. Ctrl-C
    (``KeyboardInterrupt``) stops the batch: the result then holds the games finished before
    it, with ``interrupted`` set."""
    check_run(games, workers)
    names = check_bots(game_id, bots)
    n = len(names)
    options = get_game(game_id).check_options(n, options)
    wins = [0.0] * n
    score_sums = [0.0] * n
    have_scores = True
    shared = 0
    length = 0
    team = _TeamTally() if get_game(game_id).cooperative else None
    started = time.perf_counter()
    requested, games, interrupted = games, 0, False
    try:
        for chunk in _outcomes(_chunks(game_id, names, seed, requested, options), workers):
            for outcome in chunk:
                winners = sum(1 for r in outcome.returns if r > 0)
                shared += winners > 1
                for seat, r in enumerate(outcome.returns):
                    wins[seat] += 1.0 if r > 0 else 0.0
                if outcome.scores is None:
                    have_scores = False
                else:
                    for seat, sc in enumerate(outcome.scores):
                        score_sums[seat] += sc
                length += outcome.length
                if team is not None:
                    team.add(outcome)
            games += len(chunk)
            if progress is not None:
                progress(len(chunk))
    except KeyboardInterrupt:  # Ctrl-C: the games finished so far are the result
        interrupted = True
    elapsed = time.perf_counter() - started
    played = max(games, 1)  # the means of no game at all are 0
    seats = [
        SeatStats(
            seat=i,
            bot=names[i],
            wins=wins[i],
            win_rate=wins[i] / played,
            ci95=list(wilson_interval(wins[i], games)),
            mean_score=score_sums[i] / played if have_scores else None,
        )
        for i in range(n)
    ]
    return SimulationResult(
        game=game_id,
        games=games,
        seed=seed,
        options=options,
        bots=names,
        workers=workers,
        seats=seats,
        shared_wins=shared,
        mean_length=length / played,
        elapsed_seconds=elapsed,
        games_per_second=games / elapsed if elapsed > 0 else float("inf"),
        interrupted=interrupted,
        games_requested=requested,
        **(team.results(games) if team is not None else {}),
    )


class _TeamTally:
    """Sums of a cooperative game's team results (see SimulationResult)."""

    def __init__(self) -> None:
        self.wins = 0
        self.vp = 0.0
        #: Games that counted victory points (D-Day Dice: an optional rule, on by default).
        self.vp_games = 0
        self.turns = 0
        self.falls: dict[str, int] = {}

    def add(self, outcome: GameOutcome) -> None:
        summary = outcome.summary or {}
        self.wins += bool(summary.get("team_won"))
        if "team_victory_points" in summary:
            self.vp += summary["team_victory_points"]
            self.vp_games += 1
        self.turns += summary.get("turns", 0)
        for fall in summary.get("falls", []):
            key = f"sector {fall['sector']}: {fall['cause']}"
            self.falls[key] = self.falls.get(key, 0) + 1

    def results(self, games: int) -> dict[str, Any]:
        played = max(games, 1)
        return {
            "win_rate": self.wins / played,
            "ci95": list(wilson_interval(self.wins, games)),
            "mean_victory_points": self.vp / played if self.vp_games else None,
            "mean_turns": self.turns / played,
            "falls": dict(sorted(self.falls.items(), key=lambda kv: -kv[1])),
        }
