"""Scenes: moments of real D-Day Dice games, kept as game records with every die pinned.

A scene is a game played from the set-up by heuristic bots -- some of their choices forced by
a *policy* when the rule to show needs a choice the bot would not make -- saved as a record
(every chance outcome written down) together with the number of the move at which a rule
acts. A test loads the scene: the record is replayed up to that move, the move is taken, and
the test checks what the rule did. So every rule so tested is shown in a game any table could
play, die by die, and the record is checked to replay.

Scenes are found once and saved under ``records/scenes/``; the test modules declare them as
:class:`SceneSpec` values in a ``SCENES`` dict. To (re)make the missing ones::

    python tests/games/dday_dice/record_scenes.py tests/games/dday_dice/test_dday_scenes_utah.py

A saved record is cut just after the scene's move (the rest of the game is not needed).
"""

from __future__ import annotations

import importlib.util
import json
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterable, Mapping

from meeple.agents import make_agent
from meeple.engine.core import CHANCE, Event
from meeple.engine.record import GameRecord, MoveRecord, SeatRecord, parse_record, replay_record
from meeple.engine.registry import get_game
from meeple.engine.session import Session
from meeple.games.dday_dice.actions import DdAction
from meeple.games.dday_dice.dice import DIE_NAMES, FACES, NUM_DICE
from meeple.games.dday_dice.state import DdState
from meeple.games.dday_dice.unit import LOCK, REROLL

SCENE_DIR = Path(__file__).resolve().parent / "records" / "scenes"

#: (state before the move, the move, its events, state after) -> whether the rule acted here.
Predicate = Callable[[DdState, MoveRecord, list[Event], DdState], bool]
#: (state, seat, legal actions) -> the action forced on the seat, or None to let the bot choose.
Policy = Callable[[DdState, int, list[DdAction]], "DdAction | None"]


@dataclass(frozen=True)
class SceneSpec:
    """How to find a scene: the game to play and the moment to look for."""

    options: Mapping[str, Any]
    players: int
    predicate: Predicate
    note: str
    policy: Policy | None = None
    seeds: Iterable[int] = field(default_factory=lambda: range(1, 400))


@dataclass
class Scene:
    """A scene replayed: the state before the move, the move, its events, the state after."""

    name: str
    record: GameRecord
    index: int
    before: DdState
    move: MoveRecord
    events: list[Event]
    after: DdState
    note: str

    @property
    def seat(self) -> int:
        """The seat that moves (-1 for chance)."""
        return CHANCE if self.move.by == "chance" else int(self.move.by)

    def of_type(self, kind: str) -> list[Event]:
        """The move's events of type ``kind``."""
        return [e for e in self.events if e.get("type") == kind]


def toward(*sectors: int) -> Policy:
    """A policy: move into the first of ``sectors`` that is a legal move now (else the bot chooses)."""
    def policy(state: DdState, seat: int, legal: list[DdAction]) -> DdAction | None:
        for sector in sectors:
            for action in legal:
                if action.text == f"move {sector}":
                    return action
        return None
    return policy


TOOL = FACES.index("tool")
PAIR = FACES.index("soldiers")


def keep_tools(state: DdState, seat: int, legal: list[DdAction]) -> DdAction | None:
    """A policy for Phase 1: lock tools and reroll what is neither a tool nor two soldiers
    (Item Points for a card); elsewhere the bot chooses."""
    unit = state.units[seat]
    if state.current_players() != [seat]:
        return None
    texts = {a.text: a for a in legal}
    if unit.stage == LOCK:
        for d in range(NUM_DICE):
            if unit.dice[d] == TOOL and not unit.locked[d] and f"lock {DIE_NAMES[d]}" in texts:
                return texts[f"lock {DIE_NAMES[d]}"]
    elif unit.stage == REROLL:
        dice = [DIE_NAMES[d] for d in range(NUM_DICE) if not unit.locked[d] and unit.dice[d] not in (TOOL, PAIR)]
        if dice and "reroll " + ",".join(dice) in texts:
            return texts["reroll " + ",".join(dice)]
    return None


def _seat_of(move: MoveRecord) -> int:
    return CHANCE if move.by == "chance" else int(move.by)


def play(options: Mapping[str, Any], players: int, seed: int, policy: Policy | None = None,
         max_moves: int = 20_000) -> GameRecord:
    """A whole game between heuristic bots from ``seed`` (``policy`` overriding them)."""
    game = get_game("dday-dice")
    agent = "heuristic" if policy is None else "human"  # forced choices: any player could make them
    seats = [SeatRecord(name=f"unit {i}", agent=agent) for i in range(players)]
    session = Session(game, seats, seed, dict(options))
    state = session.state
    assert isinstance(state, DdState)
    bots = [make_agent(game, "heuristic", seed + 1 + i) for i in range(players)]
    while state.current_players() and len(session.moves) < max_moves:
        player = state.current_players()[0]
        if player == CHANCE:
            session.settle_chance()
            continue
        forced = policy(state, player, state.legal_actions(player)) if policy is not None else None
        session.act(player, forced if forced is not None else bots[player].choose(state, player))
    return session.record()


def first_moment(record: GameRecord, predicate: Predicate) -> int | None:
    """The index of the first move of ``record`` at which ``predicate`` holds."""
    game = get_game("dday-dice")
    state = game.new_game(len(record.seats), record.options)
    assert isinstance(state, DdState)
    for index, move in enumerate(record.moves):
        before = state.clone()
        events = state.apply(_seat_of(move), game.parse_action(move.action))
        if predicate(before, move, events, state):
            return index
    return None


def find_scene(spec: SceneSpec) -> tuple[GameRecord, int]:
    """The first game of ``spec.seeds`` in which the moment happens, cut after it."""
    for seed in spec.seeds:
        record = play(spec.options, spec.players, seed, spec.policy)
        index = first_moment(record, spec.predicate)
        if index is not None:
            return record.model_copy(update={"moves": record.moves[: index + 1], "result": None}), index
    raise LookupError(f"no game of the seeds tried shows the scene: {spec.note}")


def save_scene(name: str, record: GameRecord, index: int, note: str) -> Path:
    SCENE_DIR.mkdir(parents=True, exist_ok=True)
    path = SCENE_DIR / f"{name}.json"
    body = json.loads(record.to_json_text())
    moves = body.pop("moves")
    body["moves"] = "@MOVES@"
    data = {"scene": name, "note": note, "move": index, "record": body}
    listed = ",\n".join("   " + json.dumps(m, separators=(", ", ": ")) for m in moves)  # one move a line
    path.write_text(json.dumps(data, indent=1).replace('"@MOVES@"', "[\n" + listed + "\n  ]") + "\n")
    return path


def load_scene(name: str, spec: SceneSpec | None = None) -> Scene:
    """Replay scene ``name`` up to its move, take the move; check the spec's moment holds."""
    path = SCENE_DIR / f"{name}.json"
    if not path.exists():
        raise FileNotFoundError(f"scene {name!r} is not saved: run python {__file__} <test module>")
    data = json.loads(path.read_text())
    record = parse_record(json.dumps(data["record"]), str(path))
    index = int(data["move"])
    if spec is not None:
        assert all(record.options.get(k) == v for k, v in spec.options.items()), f"scene {name}: other options"
        assert len(record.seats) == spec.players, f"scene {name}: another number of units"
    before = replay_record(record.model_copy(update={"moves": record.moves[:index]}), settle_chance=False).state
    assert isinstance(before, DdState)
    after = before.clone()
    move = record.moves[index]
    events = after.apply(_seat_of(move), get_game("dday-dice").parse_action(move.action))
    assert isinstance(after, DdState)
    # the record as saved replays to the same state
    assert replay_record(record, settle_chance=False).state.to_json() == after.to_json()
    scene = Scene(name, record, index, before, move, events, after, str(data["note"]))
    if spec is not None:
        assert spec.predicate(before, move, events, after), f"scene {name}: the moment no longer happens"
    return scene


def make_missing(module_path: str, remake: bool = False) -> None:
    """Find and save the scenes a test module declares and that are not saved yet."""
    spec_ = importlib.util.spec_from_file_location(Path(module_path).stem, module_path)
    assert spec_ is not None and spec_.loader is not None
    sys.path.insert(0, str(Path(module_path).resolve().parent))
    module = importlib.util.module_from_spec(spec_)
    spec_.loader.exec_module(module)
    for name, spec in module.SCENES.items():
        if (SCENE_DIR / f"{name}.json").exists() and not remake:
            continue
        record, index = find_scene(spec)
        print(f"{name}: seed {record.seed}, move {index}: {save_scene(name, record, index, spec.note)}")


if __name__ == "__main__":
    for path in sys.argv[1:]:
        if path != "--remake":
            make_missing(path, "--remake" in sys.argv)
