"""Game records: one JSON format for every game (docs/records.md).

A record holds the game id, the rules version, the options, the seats, an optional seed
and the ordered moves, each by a seat or by ``"chance"``, in the game's notation.

Chance in a record: at every chance node the replay draws one outcome from the record's
seed (``random.Random(seed)``, the same sampler live play used). If the next recorded
move is a chance move, that pinned outcome replaces the drawn one (it must be possible,
or the record is rejected). So a record may leave every chance move out (all re-drawn
from the seed), pin every chance move (a test or a bug report fixes every draw; the seed
may then be omitted), or mix both.
"""

from __future__ import annotations

import json
import os
import random
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final, Iterator, Literal, Union

from pydantic import BaseModel, ConfigDict, Field, StrictInt, ValidationError

from meeple.engine.core import CHANCE, Action, Event, Game, State
from meeple.engine.errors import MeepleError, RecordError
from meeple.engine.registry import get_game

RECORD_FORMAT: Final = "meeple-record"
RECORD_VERSION: Final = 1


class SeatRecord(BaseModel):
    """A seat of a record: who played it."""

    model_config = ConfigDict(extra="forbid")
    name: str
    agent: str = "human"


class MoveRecord(BaseModel):
    """One move: by a seat number or ``"chance"``, and the action in notation."""

    model_config = ConfigDict(extra="forbid")
    by: Union[StrictInt, Literal["chance"]]
    action: str


class GameRecord(BaseModel):
    """A whole game record (see docs/records.md for a complete example)."""

    model_config = ConfigDict(extra="forbid")
    format: Literal["meeple-record"] = RECORD_FORMAT
    version: Literal[1] = RECORD_VERSION
    game: str
    rules_version: str | None = None
    options: dict[str, Any] = Field(default_factory=dict)
    seats: list[SeatRecord]
    seed: int | None = None
    moves: list[MoveRecord] = Field(default_factory=list)
    #: Informational summary written when a game ends (scores, winners); not replayed.
    result: dict[str, Any] | None = None

    def to_json_text(self) -> str:
        return json.dumps(self.model_dump(exclude_none=True), indent=1) + "\n"

    def without_chance(self) -> "GameRecord":
        """The same record with every chance move left out (re-drawn from the seed)."""
        if self.seed is None:
            raise RecordError("a record without a seed must keep its chance moves")
        moves = [m for m in self.moves if m.by != "chance"]
        return self.model_copy(update={"moves": moves})


def parse_record(text: str, source: str = "record") -> GameRecord:
    """Read a record from JSON text; raise RecordError with the reason if malformed."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise RecordError(f"{source}: not valid JSON ({exc.msg} at line {exc.lineno})") from None
    except RecursionError:
        raise RecordError(f"{source}: not a game record (JSON nested too deeply)") from None
    if not isinstance(data, dict):
        raise RecordError(f"{source}: a game record must be a JSON object")
    try:
        return GameRecord.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(part) for part in first["loc"]) or "record"
        raise RecordError(f"{source}: malformed game record: {where}: {first['msg']}") from None


def load_record(path: str | os.PathLike[str]) -> GameRecord:
    """Read a record file."""
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except OSError as exc:
        raise RecordError(f"cannot read record {p}: {exc.strerror}") from None
    except UnicodeDecodeError:
        raise RecordError(f"cannot read record {p}: not UTF-8 text") from None
    return parse_record(text, source=str(p))


def save_record(record: GameRecord, path: str | os.PathLike[str]) -> Path:
    """Write a record atomically: the old file, if any, is only replaced by a complete new one."""
    p = Path(path)
    text = record.to_json_text()
    directory = p.parent if str(p.parent) else Path(".")
    tmp: str | None = None
    try:
        directory.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{p.name}.", suffix=".tmp", dir=directory)
        os.chmod(tmp, 0o666 & ~_umask())  # mkstemp makes 0600; a save is an ordinary file
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
        os.replace(tmp, p)
    except OSError as exc:
        if tmp is not None and os.path.exists(tmp):
            os.unlink(tmp)
        raise RecordError(f"cannot write record {p}: {exc.strerror}") from None
    return p


def _umask() -> int:
    current = os.umask(0)
    os.umask(current)
    return current


@dataclass
class Replay:
    """The result of replaying a record."""

    game: Game
    state: State
    events: list[Event]
    rng: random.Random | None
    record: GameRecord


def _new_state(record: GameRecord) -> tuple[Game, State]:
    try:
        game = get_game(record.game)
    except MeepleError as exc:
        raise RecordError(str(exc)) from None
    if record.rules_version is not None and record.rules_version != game.rules_version:
        raise RecordError(
            f"record was played under {record.game} rules version {record.rules_version}, "
            f"this meeple has version {game.rules_version}"
        )
    try:
        state = game.new_game(len(record.seats), record.options)
    except MeepleError as exc:
        raise RecordError(f"record options: {exc}") from None
    return game, state


@dataclass
class ReplayStep:
    """One action of a replay: a recorded move (``index`` into the record's moves) or a
    chance outcome drawn from the seed (``index`` None), with the events it caused."""

    index: int | None
    player: int
    action: Action
    events: list[Event]


class StepReplay:
    """A record replayed one action at a time (:meth:`steps`), for front ends that tell a
    game move by move (a story, a replay viewer). :func:`replay_record` is this walked to
    the end; the rules of chance are those of the module docstring."""

    def __init__(self, record: GameRecord, settle_chance: bool = True) -> None:
        self.record = record
        self.settle_chance = settle_chance
        self.game, self.state = _new_state(record)
        self.rng = random.Random(record.seed) if record.seed is not None else None

    def steps(self) -> Iterator[ReplayStep]:
        """Apply the record's actions one by one, each yielded once applied (``self.state`` is
        then the state after it). Raises RecordError naming the move that cannot be applied."""
        game, state, rng, record = self.game, self.state, self.rng, self.record
        moves = record.moves
        i = 0
        while i < len(moves):
            move = moves[i]
            if state.is_over():
                raise RecordError(f"move {i + 1} ({_describe(move)}): the game is already over")
            if state.is_chance():
                drawn = state.sample_chance(rng) if rng is not None else None
                if move.by == "chance":
                    action, events = _apply_text(game, state, CHANCE, move, i)
                    yield ReplayStep(i, CHANCE, action, events)
                    i += 1
                elif drawn is not None:
                    yield ReplayStep(None, CHANCE, drawn, state.apply(CHANCE, drawn))
                else:
                    raise RecordError(
                        f"move {i + 1} ({_describe(move)}): a chance move is due here and the record "
                        "has no seed to draw it from"
                    )
                continue
            if move.by == "chance":
                raise RecordError(f"move {i + 1} ({_describe(move)}): no chance event is due here")
            if not 0 <= move.by < len(record.seats):
                raise RecordError(
                    f"move {i + 1} ({_describe(move)}): there is no seat {move.by} "
                    f"(seats 0-{len(record.seats) - 1})"
                )
            action, events = _apply_text(game, state, move.by, move, i)
            yield ReplayStep(i, move.by, action, events)
            i += 1
        if self.settle_chance and rng is not None:
            while state.is_chance():
                drawn = state.sample_chance(rng)
                yield ReplayStep(None, CHANCE, drawn, state.apply(CHANCE, drawn))


def replay_record(record: GameRecord, settle_chance: bool = True) -> Replay:
    """Replay ``record`` and return the resulting state.

    With ``settle_chance`` (the default) and a seed, chance nodes after the last recorded
    move are drawn from the seed too, so the state returned awaits a seat (or is over).
    Raises RecordError naming the move that cannot be applied.
    """
    replay = StepReplay(record, settle_chance)
    events: list[Event] = []
    for step in replay.steps():
        events += step.events
    return Replay(game=replay.game, state=replay.state, events=events, rng=replay.rng, record=record)


def _describe(move: MoveRecord) -> str:
    who = "chance" if move.by == "chance" else f"seat {move.by}"
    return f"{who} {move.action!r}"


def _apply_text(game: Game, state: State, player: int, move: MoveRecord, index: int) -> tuple[Action, list[Event]]:
    try:
        action = game.parse_action(move.action)
        return action, state.apply(player, action)
    except MeepleError as exc:
        raise RecordError(f"move {index + 1} ({_describe(move)}): {exc}") from None
