"""Fuzz the public API of every game with random legal and illegal moves.

Games, configurations (player counts, maps, editions, scenarios, optional rules: the game's own
description, :mod:`meeple.sim.configurations`) and moves are drawn at random. Each step is one
try through the public API (``Game.parse_action``, ``State.apply``, ``legal_actions``,
``observation``, ``clone``, ``to_json``, game records):

- a legal move (a seat's legal action, or a chance outcome at a chance node) must apply;
- an illegal try must raise a ``MeepleError`` and change nothing (``to_json``, the seats to act
  and their legal actions compared before and after). The illegal tries: random notation
  strings and legal notations mangled, legal actions of another seat or another moment, moves
  for seats that do not act or do not exist, moves after the game is over, chance outcomes given
  by a seat, impossible chance outcomes, values that are not actions at all.

A text that parses to an action legal now is applied as a legal move. Along the way: clones
must equal their state and follow it move for move, observations must be JSON, a caller changing
what a state hands out must change nothing, no turn may run past the game's
``max_moves_per_turn``, and every game's record, written to JSON and read back, must replay to
the same state.

    python benchmarks/fuzz_api.py [--steps 2000000] [--seed 1] [--workers 2] [--json]
    python benchmarks/fuzz_api.py --reproduce '{"game": "dday-dice", "players": 4, "options": {...}, "seed": 123}'

Prints the games, steps, illegal tries and failures -- each with its reproducer: game, players,
options, seed (``--reproduce`` plays that game's fuzz again, try for try) and the record of the
moves applied before the failing try. Exits non-zero if anything failed.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import random
import sys
import time
import traceback
from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Callable

from meeple.engine.core import CHANCE, Game, State
from meeple.engine.errors import MeepleError
from meeple.engine.record import SeatRecord, parse_record, replay_record
from meeple.engine.registry import all_games, get_game
from meeple.engine.session import Session
from meeple.sim.configurations import closed_options, configurations, random_configuration

#: Steps a worker task runs (its games are drawn from the task's own seed).
CHUNK = 20_000
#: A game is given up as endless after this many moves.
MAX_MOVES_PER_GAME = 100_000
#: Failures kept in full (with their records) per kind; the rest are counted.
KEPT_PER_KIND = 5
#: Every how many steps a clone is checked, and a caller's meddling.
CLONE_EVERY = 17
MEDDLE_EVERY = 53

#: What a step tries, with its weight (``legal``: a legal move; the others are illegal tries,
#: unless the try happens to be legal now, when it is applied as a legal move).
TRIES: dict[str, int] = {
    "legal": 50,
    "random-text": 10,
    "mangled-text": 8,
    "other-moment": 7,
    "other-seat": 7,
    "no-such-seat": 3,
    "chance-by-seat": 4,
    "impossible-chance": 6,
    "not-an-action": 2,
    "after-game-over": 0,  # tried at the end of every game
}

ODD_TEXTS = ("", " ", "\t", "\n", "\x00", "é", "ß", "🎲", "-1", "0", "99", "1e9", "10" * 20, "None",
             "draw draw", "done.", "give", "move", "roll", "card", "face", "d6 7", "d6 0", "d6 -1")
NOT_ACTIONS: tuple[Any, ...] = (None, 0, -1, 3.5, "draw", b"done", (), [], {}, object())


class Failure(Exception):
    """A broken promise of the API: ``kind`` names which."""

    def __init__(self, kind: str, message: str) -> None:
        super().__init__(message)
        self.kind = kind


@dataclass
class Tally:
    """What a run did."""

    steps: int = 0
    games: Counter[str] = field(default_factory=Counter)
    steps_by_game: Counter[str] = field(default_factory=Counter)
    legal: int = 0
    chance: int = 0
    illegal: Counter[str] = field(default_factory=Counter)
    parsed_legal: int = 0
    configurations: set[str] = field(default_factory=set)
    set_ups: set[str] = field(default_factory=set)
    longest_turn: Counter[str] = field(default_factory=Counter)
    longest_game: Counter[str] = field(default_factory=Counter)
    failures: Counter[str] = field(default_factory=Counter)
    kept: list[dict[str, Any]] = field(default_factory=list)

    def add(self, other: "Tally") -> None:
        self.steps += other.steps
        self.games.update(other.games)
        self.steps_by_game.update(other.steps_by_game)
        self.legal += other.legal
        self.chance += other.chance
        self.illegal.update(other.illegal)
        self.parsed_legal += other.parsed_legal
        self.configurations |= other.configurations
        self.set_ups |= other.set_ups
        for key, value in other.longest_turn.items():
            self.longest_turn[key] = max(self.longest_turn[key], value)
        for key, value in other.longest_game.items():
            self.longest_game[key] = max(self.longest_game[key], value)
        for failure in other.kept:
            if sum(1 for f in self.kept if f["kind"] == failure["kind"]) < KEPT_PER_KIND:
                self.kept.append(failure)
        self.failures.update(other.failures)

    def to_json(self) -> dict[str, Any]:
        return {
            "steps": self.steps, "games": sum(self.games.values()), "games_by_game": dict(self.games),
            "steps_by_game": dict(self.steps_by_game), "legal_moves": self.legal, "chance_moves": self.chance,
            "parsed_texts_legal": self.parsed_legal, "illegal_tries": sum(self.illegal.values()),
            "illegal_by_kind": dict(self.illegal), "configurations": len(self.configurations),
            "set_ups": len(self.set_ups), "set_ups_in_all": len(all_set_ups()),
            "longest_turn": dict(self.longest_turn), "longest_game": dict(self.longest_game),
            "failures": sum(self.failures.values()), "failures_by_kind": dict(self.failures),
            "failures_kept": self.kept,
        }


def frozen(state: State) -> str:
    """The state as one text: its full JSON, who acts and their legal actions."""
    game = state.game
    players = state.current_players()
    legal = {p: [game.format_action(a) for a in state.legal_actions(p)] for p in players if p != CHANCE}
    return json.dumps([state.to_json(), players, legal], sort_keys=True)


class GameFuzz:
    """One game fuzzed from its seed alone (so a failure is reproduced from game, players,
    options and seed)."""

    def __init__(self, game: Game, players: int, options: dict[str, Any], seed: int, tally: Tally) -> None:
        self.game, self.players, self.options, self.seed, self.tally = game, players, options, seed, tally
        self.rng = random.Random(seed)
        seats = [SeatRecord(name=f"seat {i}", agent="random") for i in range(players)]
        self.session = Session(game, seats, seed, options)
        self.state = self.session.state
        self.seen: list[Any] = []  # actions legal at some moment of this game
        self.seen_chance: list[Any] = []
        self.moves_in_turn: Counter[int] = Counter()
        self.moves = 0
        self.now = frozen(self.state)
        self.turn = self.state.to_json().get("turn", 0)

    # ------------------------------------------------------------------ the game's run
    def run(self, budget: int) -> int:
        """Fuzz until the game is over (then check its record) or ``budget`` steps are spent."""
        steps = 0
        while steps < budget and not self.state.is_over():
            self.step()
            steps += 1
            if steps % CLONE_EVERY == 0 and not self.state.is_over():
                self.check_clone()
            if steps % MEDDLE_EVERY == 0:
                self.check_meddling()
        if self.state.is_over():
            for _ in range(3):
                self.try_illegal("after-game-over", self.after_game_over())
                steps += 1
        self.check_record()
        self.tally.longest_game[self.game.id] = max(self.tally.longest_game[self.game.id], self.moves)
        return steps

    def step(self) -> None:
        kind = self.rng.choices(list(TRIES), weights=list(TRIES.values()))[0]
        if kind == "legal":
            self.legal_move()
            return
        maker: Callable[[], tuple[int, Any]] = getattr(self, kind.replace("-", "_"))
        self.try_illegal(kind, maker())

    # ------------------------------------------------------------------ legal moves
    def legal_move(self) -> None:
        state = self.state
        players = state.current_players()
        if players == [CHANCE]:
            self.apply(CHANCE, state.sample_chance(self.rng))
            return
        player = self.rng.choice(players)
        legal = state.legal_actions(player)
        if not legal:
            raise Failure("no-legal-action", f"seat {player} is to act and has no legal action")
        self.apply(player, self.rng.choice(legal))

    def apply(self, player: int, action: Any) -> None:
        """Apply a move that is legal now; it must be accepted."""
        if player == CHANCE:
            self.seen_chance.append(action)
            self.tally.chance += 1
        else:
            self.seen.append(action)
        try:
            self.session.act(player, action)
        except MeepleError as exc:
            raise Failure("legal-refused", f"{self.who(player)} {self.text(action)!r} is legal and was refused: {exc}")
        self.tally.legal += 1
        self.moves += 1
        self.now = frozen(self.state)
        turn = self.state.to_json().get("turn", 0)
        self.moves_in_turn[turn] += 1
        longest = self.moves_in_turn[turn]
        self.tally.longest_turn[self.game.id] = max(self.tally.longest_turn[self.game.id], longest)
        bound = self.game.max_moves_per_turn
        if bound is not None and longest > bound:
            raise Failure("endless-turn", f"turn {turn} has run past {bound} moves")
        if self.moves > MAX_MOVES_PER_GAME:
            raise Failure("endless-game", f"the game has run past {MAX_MOVES_PER_GAME} moves")
        json.dumps(self.state.observation(self.rng.choice([CHANCE, *range(self.players)])))

    # ------------------------------------------------------------------ illegal tries
    def try_illegal(self, kind: str, attempt: tuple[int, Any]) -> None:
        """``attempt`` is (seat, text or action). Applied as a legal move if it is legal now;
        otherwise it must raise a MeepleError and change nothing."""
        player, what = attempt
        action = what
        if isinstance(what, str):
            try:
                action = self.game.parse_action(what)
            except MeepleError:
                self.tally.illegal[kind] += 1
                return
            except Exception as exc:  # noqa: BLE001 -- any other error is the finding
                raise Failure("parse-crash", f"parse_action({what!r}) raised {type(exc).__name__}: {exc}")
        if self.is_legal(player, action):
            self.tally.parsed_legal += 1
            self.apply(player, action)
            return
        moves_before = len(self.session.moves)
        try:
            self.session.act(player, action)
        except MeepleError:
            pass
        except Exception as exc:  # noqa: BLE001
            raise Failure("apply-crash", f"{self.who(player)} {self.text(action)!r} raised "
                          f"{type(exc).__name__}: {exc}")
        else:
            raise Failure("illegal-accepted", f"{self.who(player)} {self.text(action)!r} ({kind}) was accepted")
        if frozen(self.state) != self.now or len(self.session.moves) != moves_before:
            raise Failure("illegal-changed-state", f"{self.who(player)} {self.text(action)!r} ({kind}) was "
                          "refused but changed the state")
        self.tally.illegal[kind] += 1

    def is_legal(self, player: int, action: Any) -> bool:
        state = self.state
        if state.is_over() or player not in state.current_players():
            return False
        try:
            if player == CHANCE:
                return action in [a for a, _ in state.chance_outcomes()]
            return action in state.legal_actions(player)
        except TypeError:  # an unhashable or incomparable value is no action
            return False

    def random_text(self) -> tuple[int, Any]:
        rng = self.rng
        roll = rng.random()
        if roll < 0.3:
            alphabet = "abcdefghijklmnopqrstuvwxyz0123456789 -_.:/\\'\"\t\n\x00éß€🎲"
            text = "".join(rng.choice(alphabet) for _ in range(rng.randrange(0, 40)))
        elif roll < 0.8:
            words = [w for a in self.sample_of_actions() for w in self.text(a).split()] + list(ODD_TEXTS)
            text = " ".join(rng.choice(words) for _ in range(rng.randrange(1, 5)))
        elif roll < 0.98:
            text = rng.choice(ODD_TEXTS)
        else:
            text = rng.choice(["draw ", "give 0 ", "x"]) * rng.randrange(1_000, 20_000)
        return self.acting_seat(), text

    def mangled_text(self) -> tuple[int, Any]:
        rng = self.rng
        text = self.text(rng.choice(self.sample_of_actions()))
        position = rng.randrange(len(text) + 1)
        change = rng.randrange(7)
        if change == 0:
            text = text[:position] + text[position + 1:]
        elif change == 1:
            text = text[:position] + rng.choice("x9 -é\x00") + text[position:]
        elif change == 2:
            text = text.upper()
        elif change == 3:
            text = "  " + text.replace(" ", "   ") + " \n"
        elif change == 4:
            words = text.split()
            text = " ".join(words + [rng.choice(words)])
        elif change == 5:
            text = " ".join(str(rng.choice([-1, 8, 99, 10**30])) if w.isdigit() else w for w in text.split())
        else:
            text = text[:position]
        return self.acting_seat(), text

    def other_moment(self) -> tuple[int, Any]:
        """An action legal at another moment of this game, or any action of the game's space."""
        rng = self.rng
        if self.seen and rng.random() < 0.6:
            return self.acting_seat(), rng.choice(self.seen)
        return self.acting_seat(), self.game.int_to_action(rng.randrange(self.game.num_distinct_actions()))

    def other_seat(self) -> tuple[int, Any]:
        """A move legal for a seat to act, made by another seat (or by chance)."""
        state = self.state
        players = [p for p in state.current_players() if p != CHANCE]
        if not players:
            return self.rng.randrange(self.players), self.rng.choice(self.sample_of_actions())
        actor = self.rng.choice(players)
        others = [p for p in range(self.players) if p != actor] + [CHANCE]
        return self.rng.choice(others), self.rng.choice(state.legal_actions(actor))

    def no_such_seat(self) -> tuple[int, Any]:
        """A move by a seat the game does not have; its legal actions are none, and its
        observation, if the game gives one, is JSON."""
        seat = self.rng.choice([-2, -7, self.players, self.players + 1, 99, 2**40])
        if self.state.legal_actions(seat) != []:
            raise Failure("bad-seat", f"seat {seat} does not exist and has legal actions")
        try:
            json.dumps(self.state.observation(seat))
        except MeepleError:
            pass
        return seat, self.rng.choice(self.sample_of_actions())

    def chance_by_seat(self) -> tuple[int, Any]:
        """A chance outcome (possible now, or seen earlier) given by a seat."""
        outcomes = [a for a, _ in self.state.chance_outcomes()] or self.seen_chance
        if not outcomes:
            return self.rng.randrange(self.players), self.rng.choice(ODD_TEXTS)
        return self.rng.randrange(self.players), self.rng.choice(outcomes)

    def impossible_chance(self) -> tuple[int, Any]:
        """Chance giving an outcome seen at another moment, a seat's action, or any text."""
        rng = self.rng
        pools = [pool for pool in (self.seen_chance, self.seen) if pool]
        if pools and rng.random() < 0.8:
            return CHANCE, rng.choice(rng.choice(pools))
        return CHANCE, self.mangled_text()[1]

    def not_an_action(self) -> tuple[int, Any]:
        return self.acting_seat(), self.rng.choice(NOT_ACTIONS)

    def after_game_over(self) -> tuple[int, Any]:
        pools = [pool for pool in (self.seen, self.seen_chance) if pool]
        action = self.rng.choice(self.rng.choice(pools)) if pools else "draw"
        return self.rng.choice([CHANCE, *range(self.players)]), action

    # ------------------------------------------------------------------ other promises
    def check_clone(self) -> None:
        """A clone equals its state, and the same move keeps them equal."""
        clone = self.state.clone()
        if frozen(clone) != self.now:
            raise Failure("clone-differs", "a clone's JSON differs from its state's")
        players = self.state.current_players()
        player = self.rng.choice(players)
        action = (self.state.sample_chance(random.Random(self.moves)) if player == CHANCE
                  else self.rng.choice(self.state.legal_actions(player)))
        twin = self.state.clone()
        twin.apply(player, action)
        clone.apply(player, action)
        if frozen(twin) != frozen(clone) or frozen(self.state) != self.now:
            raise Failure("clone-differs", f"after {self.who(player)} {self.text(action)!r} two clones differ "
                          "or the state changed")

    def check_meddling(self) -> None:
        """A caller changing the lists and dicts a state hands out changes nothing."""
        try:
            unchanged = self.meddle() == self.now
        except Exception as exc:  # noqa: BLE001 -- the meddling broke the state
            raise Failure("meddling-changed-state", f"changing what the state handed out broke it: {exc!r}")
        if not unchanged:
            raise Failure("meddling-changed-state", "changing what the state handed out changed the state")

    def meddle(self) -> str:
        """Change everything the state hands out; the state as it is then."""
        state = self.state
        for player in state.current_players():
            state.legal_actions(player).clear()
        state.current_players().append(99)
        for seat in (CHANCE, *range(self.players)):
            _poison(state.observation(seat))
        _poison(state.to_json())
        state.chance_outcomes().clear()
        return frozen(state)

    def check_record(self) -> None:
        """The record, as JSON text read back, replays to the same state."""
        record = parse_record(self.session.record().to_json_text())
        try:
            replayed = replay_record(record, settle_chance=False).state
        except MeepleError as exc:
            raise Failure("record-refused", f"the game's record does not replay: {exc}")
        if frozen(replayed) != self.now:
            raise Failure("record-differs", "the game's record replays to another state")

    # ------------------------------------------------------------------ helpers
    def acting_seat(self) -> int:
        players = self.state.current_players()
        return self.rng.choice(players) if players else self.rng.randrange(self.players)

    def sample_of_actions(self) -> list[Any]:
        found = self.seen[-50:] + self.seen_chance[-20:]
        players = self.state.current_players()
        for player in players:
            found += self.state.legal_actions(player) if player != CHANCE else []
        return found or [self.game.int_to_action(0)]

    def text(self, action: Any) -> str:
        try:
            return self.game.format_action(action)
        except Exception:  # noqa: BLE001 -- not an action of this game
            return repr(action)

    @staticmethod
    def who(player: int) -> str:
        return "chance" if player == CHANCE else f"seat {player}"

    def reproducer(self, failure: Failure, trace: str) -> dict[str, Any]:
        return {
            "kind": failure.kind, "message": str(failure), "game": self.game.id, "players": self.players,
            "options": self.options, "seed": self.seed, "moves_applied": len(self.session.moves),
            "record": self.session.record().model_dump(exclude_none=True), "traceback": trace,
        }


def _poison(value: Any) -> None:
    if isinstance(value, dict):
        for item in list(value.values()):
            _poison(item)
        value["poisoned"] = ["poisoned"]
    elif isinstance(value, list):
        for item in value:
            _poison(item)
        value.append("poisoned")


def fuzz_game(game: Game, players: int, options: dict[str, Any], seed: int, budget: int, tally: Tally) -> int:
    """Fuzz one game; record a failure in ``tally``. Returns the steps spent."""
    fuzz = GameFuzz(game, players, options, seed, tally)
    tally.games[game.id] += 1
    tally.configurations.add(json.dumps([game.id, players, options], sort_keys=True))
    tally.set_ups.add(set_up_key(game, players, options))
    try:
        steps = fuzz.run(budget)
    except Failure as failure:
        steps = 1
        _keep(tally, fuzz.reproducer(failure, traceback.format_exc(limit=3)))
    except Exception as exc:  # noqa: BLE001 -- an error outside the tries is a finding too
        steps = 1
        crash = Failure("crash", f"{type(exc).__name__}: {exc}")
        _keep(tally, fuzz.reproducer(crash, traceback.format_exc(limit=6)))
    tally.steps_by_game[game.id] += steps
    return steps


def set_up_key(game: Game, players: int, options: dict[str, Any]) -> str:
    """The set-up without the optional rules: game, players, and the closed options' values
    (map, edition, scenario)."""
    closed = {name: options.get(name) for name in closed_options(game)}
    return json.dumps([game.id, players, closed], sort_keys=True)


def all_set_ups() -> set[str]:
    return {set_up_key(g, players, options) for g in all_games() for players, options in configurations(g)}


def _keep(tally: Tally, failure: dict[str, Any]) -> None:
    tally.failures[failure["kind"]] += 1
    if sum(1 for f in tally.kept if f["kind"] == failure["kind"]) < KEPT_PER_KIND:
        tally.kept.append(failure)


def run_chunk(task: tuple[int, int, int]) -> Tally:
    """Fuzz games for ``steps`` steps, each game drawn from the chunk's seed."""
    seed, chunk, steps = task
    rng = random.Random(f"fuzz-{seed}-{chunk}")
    games = all_games()
    tally = Tally()
    while tally.steps < steps:
        game = rng.choice(games)
        players, options = random_configuration(game, rng)
        tally.steps += fuzz_game(game, players, options, rng.getrandbits(63), steps - tally.steps, tally)
    return tally


def run(steps: int, seed: int, workers: int) -> Tally:
    tasks = [(seed, i, min(CHUNK, steps - i * CHUNK)) for i in range((steps + CHUNK - 1) // CHUNK)]
    total = Tally()
    if workers <= 1:
        for task in tasks:
            total.add(run_chunk(task))
        return total
    with multiprocessing.get_context("spawn").Pool(workers) as pool:
        for tally in pool.imap_unordered(run_chunk, tasks):
            total.add(tally)
    return total


def report(tally: Tally, seconds: float, seed: int, workers: int) -> str:
    rate = tally.steps / seconds if seconds else 0.0
    lines = [
        f"fuzz_api: {tally.steps:,} steps in {seconds:,.0f} s ({rate:,.0f} steps/s), seed {seed}, "
        f"{workers} worker{'s' if workers != 1 else ''}",
        f"games: {sum(tally.games.values()):,} ("
        + ", ".join(f"{g} {n:,}" for g, n in sorted(tally.games.items())) + f"); set-ups (players, map, edition, "
        f"scenario) {len(tally.set_ups)} of {len(all_set_ups())}; {len(tally.configurations)} configurations with "
        "the optional rules",
        "steps by game: " + ", ".join(f"{g} {n:,}" for g, n in sorted(tally.steps_by_game.items())),
        f"legal moves: {tally.legal:,} (chance {tally.chance:,}; texts that parsed to a legal move {tally.parsed_legal:,})",
        f"illegal tries: {sum(tally.illegal.values()):,} ("
        + ", ".join(f"{k} {n:,}" for k, n in sorted(tally.illegal.items())) + ")",
        "longest turn (moves, bound): " + ", ".join(
            f"{g} {n} of {get_game(g).max_moves_per_turn}" for g, n in sorted(tally.longest_turn.items())),
        "longest game (moves): " + ", ".join(f"{g} {n:,}" for g, n in sorted(tally.longest_game.items())),
        f"failures: {sum(tally.failures.values()):,}"
        + (" (" + ", ".join(f"{k} {n:,}" for k, n in sorted(tally.failures.items())) + ")" if tally.failures else ""),
    ]
    for failure in tally.kept:
        repro = {k: failure[k] for k in ("game", "players", "options", "seed")}
        lines += [
            f"- {failure['kind']}: {failure['message']}",
            f"  reproduce: python benchmarks/fuzz_api.py --reproduce '{json.dumps(repro)}'",
            f"  record ({failure['moves_applied']} moves before the try): {json.dumps(failure['record'])}",
        ]
    return "\n".join(lines)


def reproduce(text: str) -> Tally:
    """Fuzz again the one game a failure names (its whole run, try for try)."""
    given = json.loads(text)
    tally = Tally()
    fuzz_game(get_game(given["game"]), given["players"], given["options"], given["seed"], 10**9, tally)
    return tally


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Fuzz every game's public API with legal and illegal moves.")
    parser.add_argument("--steps", type=int, default=2_000_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--reproduce", metavar="JSON", help="fuzz the one game a failure names")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    tally = reproduce(args.reproduce) if args.reproduce else run(args.steps, args.seed, args.workers)
    seconds = time.perf_counter() - started
    if args.json:
        print(json.dumps({"seed": args.seed, "workers": args.workers, "seconds": round(seconds, 1), **tally.to_json()}))
    else:
        print(report(tally, seconds, args.seed, args.workers))
    return 1 if tally.failures else 0


if __name__ == "__main__":
    sys.exit(main())
