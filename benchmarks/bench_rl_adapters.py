"""Steps per second of the research adapters next to the raw engine's (docs/research.md).

The games are played once by the engine and recorded (chance drawn from ``random.Random(seed)``
by ``sample_chance``, as a Session and the adapters draw it; the seats' decisions uniformly
random from a second seeded generator). Every loop then plays exactly those games -- the
same positions, the same decisions -- and counts the seats' decisions. Each loop reads the
record in the form it plays, worked out when the games are recorded: the engine's loops
its actions, the adapters' loops their integer ids (chance outcomes numbered by the game's
``tensors`` module), so no loop's figure includes translating the record:

- ``engine``: ``current_players``, ``legal_actions``, ``apply``, chance settled -- the engine
  alone;
- ``engine+json``: the same, reading the seat's JSON ``observation`` before each decision
  (what a learner without the adapters would read);
- ``engine+json+chance``: the same, also listing ``chance_outcomes`` at every chance node
  before drawing: what OpenSpiel's explicit chance asks of the engine (a reference for the
  OpenSpiel loop, whose users read every chance node's distribution);
- ``pettingzoo``: ``last()`` (the observation tensor and the action mask) and ``step``;
- ``gymnasium``: ``step``, the other seats bots that replay the record (every seat's
  decision counted; only the learner's come with a tensor and a mask);
- ``openspiel``: ``legal_actions``, the observation tensor (an observer of
  ``open_spiel.python.observation.make_observation``, the way to read a Python game's
  tensors), ``apply_action``; at chance nodes ``chance_outcomes`` (what a sampler reads), then
  the recorded outcome applied.
- ``openspiel-sampled``: the same game registered with sampled chance
  (:mod:`meeple.rl.openspiel_sampled`): no chance node, chance drawn inside ``apply_action``
  by the engine's sampler from the record's seed; only the decisions' calls. Not the
  explicit-chance game: a figure apart, for algorithms that read no chance distribution.

Time is the process's CPU time (``time.process_time``), so the other work of a shared
machine weighs little; each loop's figure is the best of ``--rounds`` interleaved rounds (all
loops once per round). ``overhead`` is each adapter's time per decision over
``engine+json``'s, minus one (the target: at most 0.30); ``over bare engine`` the same over
``engine``'s.

``--floors`` also prints the libraries' own cost per step, measured on games that do
nothing (:mod:`bench_rl_floors`): what no adapter can go below.

``--instructions`` counts instead, with valgrind's callgrind, the instructions each loop spends
per decision, which the other work of a shared machine does not move: a base worker process
records ``n`` games (``n`` per game in ``INSTRUCTION_GAMES``, times ``--scale``), builds every
loop and plays each over the first game once (warm caches); each loop's worker does the same,
then plays its loop over the ``n`` games. Its count less the base's, over the games'
decisions, is a decision's cost without start-up, imports and recording. Usage::

    python benchmarks/bench_rl_adapters.py [--seconds 1] [--rounds 3] [--game dead-mans-draw] [--floors] [--json]
    python benchmarks/bench_rl_adapters.py --instructions [--game dead-mans-draw] [--scale 1] [--parallel 1] [--json]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any, Callable, Iterator

import pyspiel
from open_spiel.python.observation import make_observation

from meeple.engine.core import CHANCE, Action, State
from meeple.engine.registry import get_game
from meeple.rl.aec_env import MeepleAECEnv
from meeple.rl.gym_env import MeepleEnv
from meeple.rl.openspiel_game import SHORT_NAMES
from meeple.rl.openspiel_sampled import SAMPLED_NAMES, SampledSpielState
from meeple.rl.spaces import tensors_of

CONFIGURATIONS: list[tuple[str, int, dict[str, Any]]] = [
    ("dead-mans-draw", 2, {}),
    ("dust-tactics", 2, {"scenario": "reconnaissance-in-force"}),
    ("dday-dice", 2, {"map": "omaha-beach"}),
]
LOOPS = ("engine", "engine+json", "engine+json+chance", "pettingzoo", "gymnasium", "openspiel", "openspiel-sampled")
REFERENCES = ("engine", "engine+json", "engine+json+chance")
#: Games ``n`` each configuration's instruction count is taken over.
INSTRUCTION_GAMES = {"dead-mans-draw": 20, "dust-tactics": 2, "dday-dice": 2}


@dataclass
class Recorded:
    """One game as the engine played it: its seed and every move, chance's included; with
    the seats' decisions and the moves' integer ids (a seat's action id, a chance outcome's
    id from the game's ``tensors`` module) worked out when it is recorded, so that each loop
    reads the record in the form it plays (engine actions or ids) and none pays for
    translating it."""

    seed: int
    moves: list[tuple[int, Action]]
    #: The seats' moves, in order.
    seat_moves: list[tuple[int, Action]] = field(default_factory=list)
    #: Every move's id, chance's included (what the explicit-chance OpenSpiel game applies).
    ids: list[int] = field(default_factory=list)
    #: The seats' moves' ids.
    decision_ids: list[int] = field(default_factory=list)

    def decisions(self) -> list[tuple[int, Action]]:
        return self.seat_moves


def make_record(game_id: str, seed: int, moves: list[tuple[int, Action]]) -> Recorded:
    """The record of one game, its decisions and ids worked out (see :class:`Recorded`)."""
    game = get_game(game_id)
    tensors = tensors_of(game)
    ids = [tensors.chance_to_int(a) if p == CHANCE else game.action_to_int(a) for p, a in moves]
    return Recorded(
        seed, moves, [(p, a) for p, a in moves if p != CHANCE], ids,
        [index for (p, _), index in zip(moves, ids) if p != CHANCE],
    )


def record(game_id: str, players: int, options: dict[str, Any], seconds: float, at_least: int = 1) -> list[Recorded]:
    """Random games played by the engine for about ``seconds`` (at least ``at_least`` games),
    seeded 0, 1, 2 ..."""
    game = get_game(game_id)
    games: list[Recorded] = []
    start = time.process_time()
    while len(games) < at_least or time.process_time() - start < seconds:
        seed = len(games)
        state, chance, decide = game.new_game(players, options), random.Random(seed), random.Random(-1 - seed)
        moves: list[tuple[int, Action]] = []
        while True:
            while state.is_chance():
                outcome = state.sample_chance(chance)
                moves.append((CHANCE, outcome))
                state.apply(CHANCE, outcome)
            current = state.current_players()
            if not current:
                break
            legal = state.legal_actions(current[0])
            action = legal[int(decide.random() * len(legal))]
            moves.append((current[0], action))
            state.apply(current[0], action)
        games.append(make_record(game_id, seed, moves))
    return games


Loop = Callable[[Recorded], int]


def engine_loop(game_id: str, players: int, options: dict[str, Any], read_json: bool, list_chance: bool = False) -> Loop:
    game = get_game(game_id)

    def settle(state: State, rng: random.Random) -> None:
        while state.is_chance():
            if list_chance:
                state.chance_outcomes()
            state.apply(CHANCE, state.sample_chance(rng))

    def play(recorded: Recorded) -> int:
        state, rng, count = game.new_game(players, options), random.Random(recorded.seed), 0
        for seat, action in recorded.decisions():
            settle(state, rng)
            state.current_players()
            state.legal_actions(seat)
            if read_json:
                state.observation(seat)
            state.apply(seat, action)
            count += 1
        settle(state, rng)
        return count

    return play


def pettingzoo_loop(game_id: str, players: int, options: dict[str, Any]) -> Loop:
    env = MeepleAECEnv(game_id, players, **options)

    def play(recorded: Recorded) -> int:
        env.reset(seed=recorded.seed)
        ids, count = iter(recorded.decision_ids), 0
        for _ in env.agent_iter():
            _, _, terminated, truncated, _ = env.last()
            if terminated or truncated:
                env.step(None)
                continue
            env.step(next(ids))
            count += 1
        return count

    return play


class Replay:
    """The bots of the Gymnasium loop: each plays the record's next decision (the learner
    plays the next decision's id)."""

    def __init__(self) -> None:
        self.moves: Iterator[tuple[tuple[int, Action], int]] = iter(())

    def choose(self, state: State, player: int) -> Action:
        return next(self.moves)[0][1]


def gymnasium_loop(game_id: str, players: int, options: dict[str, Any]) -> Loop:
    replay = Replay()
    env = MeepleEnv(game_id, players, opponents=replay, **options)

    def play(recorded: Recorded) -> int:
        replay.moves = zip(recorded.decisions(), recorded.decision_ids)
        env.reset(seed=recorded.seed)
        done = False
        while not done:
            _, _, done, _, _ = env.step(next(replay.moves)[1])
        return len(env.table.decisions) if env.table is not None else 0

    return play


def openspiel_loop(game_id: str, players: int, options: dict[str, Any]) -> Loop:
    game = pyspiel.load_game(SHORT_NAMES[game_id], {"players": players, **options})
    observer = make_observation(game)

    def play(recorded: Recorded) -> int:
        state, count = game.new_initial_state(), 0
        for action in recorded.ids:
            if state.is_chance_node():
                state.chance_outcomes()
                state.apply_action(action)
                continue
            state.legal_actions()
            observer.set_from(state, state.current_player())
            state.apply_action(action)
            count += 1
        return count

    return play


def make_loop(name: str, game_id: str, players: int, options: dict[str, Any]) -> Loop:
    """The loop called ``name`` (one of ``LOOPS``) for one configuration."""
    if name.startswith("engine"):
        return engine_loop(game_id, players, options, name != "engine", list_chance=name == "engine+json+chance")
    makers = {
        "pettingzoo": pettingzoo_loop, "gymnasium": gymnasium_loop, "openspiel": openspiel_loop,
        "openspiel-sampled": openspiel_sampled_loop,
    }
    return makers[name](game_id, players, options)


def configuration(game_id: str) -> tuple[str, int, dict[str, Any]]:
    return next(c for c in CONFIGURATIONS if c[0] == game_id)


BASE = "base"


def run_worker(name: str, game_id: str, played: int, recorded: int) -> None:
    """Under callgrind: record ``recorded`` games, build every loop and play each over game 0
    (warm caches), then play loop ``name`` over the first ``played`` games (none for ``BASE``)."""
    _, players, options = configuration(game_id)
    games = record(game_id, players, options, 0.0, at_least=recorded)
    loops = {loop_name: make_loop(loop_name, game_id, players, options) for loop_name in LOOPS}
    for loop in loops.values():
        loop(games[0])
    if name != BASE:
        for recorded_game in games[:played]:
            loops[name](recorded_game)


def instructions(name: str, game_id: str, played: int, recorded: int) -> int:
    """Instructions of a worker process (:func:`run_worker`) under callgrind."""
    with tempfile.TemporaryDirectory() as tmp:
        command = [
            "valgrind", "--tool=callgrind", f"--callgrind-out-file={os.path.join(tmp, 'callgrind.out')}",
            sys.executable, os.path.abspath(__file__), "--worker", name, game_id, str(played), str(recorded),
        ]
        done = subprocess.run(command, capture_output=True, text=True, check=False)
        found = re.search(r"Collected\s*:\s*(\d+)", done.stderr)
        if done.returncode != 0 or found is None:
            raise SystemExit(f"callgrind failed on {name} ({game_id}):\n{done.stderr[-2000:]}")
        return int(found.group(1))


def count_one(game_id: str, scale: float, parallel: int) -> dict[str, Any]:
    """Instructions per decision of every loop on one configuration: each loop's worker less
    the base worker (the same set-up, no game played), over the decisions of ``n`` games."""
    _, players, options = configuration(game_id)
    n = max(1, round(INSTRUCTION_GAMES[game_id] * scale))
    games = record(game_id, players, options, 0.0, at_least=n)
    decisions = sum(len(g.decisions()) for g in games[:n])
    with ThreadPoolExecutor(max_workers=parallel) as pool:
        counts = dict(zip((BASE, *LOOPS), pool.map(lambda name: instructions(name, game_id, n, n), (BASE, *LOOPS))))
    per_decision = {name: (counts[name] - counts[BASE]) / decisions for name in LOOPS}
    base = per_decision["engine+json"]
    return {
        "game": game_id, "players": players, "options": options, "games": n, "decisions": decisions,
        "instructions_per_decision": {k: round(v) for k, v in per_decision.items()},
        "overhead": {k: round(v / base - 1, 3) for k, v in per_decision.items() if k not in REFERENCES},
        "openspiel_over_engine_json_chance": round(per_decision["openspiel"] / per_decision["engine+json+chance"] - 1, 3),
    }


def report_instructions(rows: list[dict[str, Any]]) -> None:
    print("instructions per decision (callgrind; a loop's worker less the base worker)")
    print(f"{'game':16} " + " ".join(f"{name:>19}" for name in LOOPS))
    for row in rows:
        counts = row["instructions_per_decision"]
        print(f"{row['game']:16} " + " ".join(f"{counts[name]:>19,}" for name in LOOPS))
        print(f"{'':16} overhead over engine+json: " + ", ".join(f"{k} {v:+.1%}" for k, v in row["overhead"].items())
              + f"; openspiel over engine+json+chance {row['openspiel_over_engine_json_chance']:+.1%}")


def openspiel_sampled_loop(game_id: str, players: int, options: dict[str, Any]) -> Loop:
    game = pyspiel.load_game(SAMPLED_NAMES[game_id], {"players": players, **options})
    meeple_game = get_game(game_id)
    observer = make_observation(game)

    def play(recorded: Recorded) -> int:
        state = game.state_class(game, meeple_game.new_game(players, options))
        assert isinstance(state, SampledSpielState)
        state.start(random.Random(recorded.seed))
        count = 0
        for action in recorded.decision_ids:
            state.legal_actions()
            observer.set_from(state, state.current_player())
            state.apply_action(action)
            count += 1
        return count

    return play


def timed(loop: Loop, games: list[Recorded]) -> tuple[float, int]:
    """CPU seconds and decisions of ``loop`` over ``games``."""
    start = time.process_time()
    decisions = sum(loop(recorded) for recorded in games)
    return time.process_time() - start, decisions


def measure_one(game_id: str, players: int, options: dict[str, Any], seconds: float, rounds: int) -> dict[str, Any]:
    """One configuration: its games recorded, then every loop over them ``rounds`` times,
    interleaved; each loop's best rate."""
    games = record(game_id, players, options, seconds)
    loops = {name: make_loop(name, game_id, players, options) for name in LOOPS}
    best = dict.fromkeys(loops, float("inf"))
    expected = sum(len(g.decisions()) for g in games)
    for _ in range(rounds):
        for name, loop in loops.items():
            spent, decisions = timed(loop, games)
            if decisions != expected:
                raise AssertionError(f"{name} played {decisions} decisions, the record {expected}")
            best[name] = min(best[name], spent)
    rates = {name: expected / spent for name, spent in best.items()}
    base = rates["engine+json"]
    return {
        "game": game_id, "players": players, "options": options, "games": len(games), "decisions": expected,
        "decisions_per_second": {k: round(v) for k, v in rates.items()},
        "overhead": {k: round(base / v - 1, 2) for k, v in rates.items() if k not in REFERENCES},
        "openspiel_over_engine_json_chance": round(rates["engine+json+chance"] / rates["openspiel"] - 1, 2),
        "over_bare_engine": {k: round(rates["engine"] / v - 1, 2) for k, v in rates.items() if k != "engine"},
    }


def report(rows: list[dict[str, Any]]) -> None:
    print(f"{'game':16} {'engine':>8} {'+json':>8} {'+chance':>8} {'pettingzoo':>11} {'gymnasium':>10} {'openspiel':>10}"
          f" {'os-sampled':>10}   overhead over engine+json")
    for row in rows:
        r, o = row["decisions_per_second"], row["overhead"]
        print(f"{row['game']:16} {r['engine']:>8} {r['engine+json']:>8} {r['engine+json+chance']:>8} {r['pettingzoo']:>11}"
              f" {r['gymnasium']:>10} {r['openspiel']:>10} {r['openspiel-sampled']:>10}   " + ", ".join(f"{k} {v:+.0%}" for k, v in o.items()))
    print("openspiel over engine+json+chance: " + "; ".join(
        f"{row['game']}: {row['openspiel_over_engine_json_chance']:+.0%}" for row in rows))
    print("overhead over the bare engine: " + "; ".join(
        f"{row['game']}: " + ", ".join(f"{k} {v:+.0%}" for k, v in row["over_bare_engine"].items()) for row in rows))


def main() -> None:
    parser = argparse.ArgumentParser(description="research adapters' speed beside the engine's")
    parser.add_argument("--seconds", type=float, default=1.0, help="CPU seconds of engine play to record per game")
    parser.add_argument("--rounds", type=int, default=3, help="interleaved rounds; the best is kept")
    parser.add_argument("--game", choices=[c[0] for c in CONFIGURATIONS], help="only this game")
    parser.add_argument("--floors", action="store_true", help="also the libraries' own cost per step")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--instructions", action="store_true", help="count instructions per decision (callgrind)")
    parser.add_argument("--scale", type=float, default=1.0, help="with --instructions: multiply the games counted")
    parser.add_argument("--parallel", type=int, default=1, help="with --instructions: callgrind runs at once")
    parser.add_argument("--worker", nargs=4, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        run_worker(args.worker[0], args.worker[1], int(args.worker[2]), int(args.worker[3]))
        return
    if args.instructions:
        counted = [count_one(g, args.scale, args.parallel) for g, _, _ in CONFIGURATIONS if args.game in (None, g)]
        if args.json:
            print(json.dumps(counted, indent=1))
        else:
            report_instructions(counted)
        return
    rows = [measure_one(g, p, o, args.seconds, args.rounds) for g, p, o in CONFIGURATIONS if args.game in (None, g)]
    floors: dict[str, float] = {}
    if args.floors:
        from bench_rl_floors import measure_floors

        floors = measure_floors(args.rounds)
    if args.json:
        print(json.dumps({"rows": rows, "floors_us_per_step": floors} if floors else rows, indent=1))
        return
    report(rows)
    if floors:
        print("the libraries' own cost per step, on games that do nothing: "
              + ", ".join(f"{k} {v:.1f} us" for k, v in floors.items()))


if __name__ == "__main__":
    main()
