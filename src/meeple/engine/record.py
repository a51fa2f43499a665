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
import math
import os
import random
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Any, Final, Iterator, Literal, Union

from pydantic import AfterValidator, BaseModel, BeforeValidator, ConfigDict, Field, PlainValidator, ValidationError

from meeple.engine.core import CHANCE, Action, Event, Game, State
from meeple.engine.errors import MeepleError, RecordError, excerpt, short_name
from meeple.engine.option_content import content_problem
from meeple.engine.limits import INT_LIMIT, MAX_ACTION_CHARS, MAX_MOVES, MAX_RECORD_BYTES, MAX_SEATS, name_problem, seed_problem
from meeple.engine.registry import get_game

RECORD_FORMAT: Final = "meeple-record"
RECORD_VERSION: Final = 1


#: A record's ``result`` is JSON nested at most this many levels deep (itself the first) ...
RESULT_DEPTH: Final = 4
#: ... a list or an object in it (and the ``options``) holds at most this many items ...
RESULT_ITEMS: Final = 1_000
#: ... and a text in it, or an option's value, is at most this many characters (an army
#: file's path, a result's reason).
VALUE_CHARS: Final = 1_000
#: The longest run of digits a number in a record's JSON may have (a seed has at most 78).
NUMBER_DIGITS: Final = 100


def _name(value: str) -> str:
    """A seat's name, a bot's, the game's id, a rules version: short printable text
    (:func:`meeple.engine.limits.name_problem`)."""
    problem = name_problem(value)
    if problem is not None:
        raise ValueError(problem)
    return value


def _exact_int(value: Any) -> Any:
    """The record format's version is the integer 1, not ``true`` nor ``1.0``."""
    if type(value) is not int:
        raise ValueError("Input should be 1")
    return value


def _option_value(value: Any) -> bool | int | str | dict[str, Any]:
    """A game option's value in a record: true/false, an integer between -2**63 and 2**63, a
    text of at most VALUE_CHARS characters, or the content of a ``content`` option (a JSON
    object within :func:`meeple.engine.option_content.content_problem`'s bounds: a scenario or
    an army written out); the game checks it further."""
    if isinstance(value, (bool, int, str)):
        _json_value(value)
        return value
    if isinstance(value, dict):
        problem = content_problem(value)
        if problem is not None:
            raise ValueError(f"an option's content is refused: {problem}")
        return value
    raise ValueError("an option's value is true, false, an integer, a text or a content object")


def _seat_or_chance(value: Any) -> int | str:
    """Who made a move: a seat number (0, 1, ...) or ``"chance"``."""
    if value == "chance" and isinstance(value, str):
        return value
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < MAX_SEATS:
        return value
    raise ValueError(f'a seat number (0-{MAX_SEATS - 1}) or "chance"')


def _seed(value: Any) -> int:
    """The seed of the chance sampler: a whole number from 0 to 2**256 - 1."""
    problem = seed_problem(value)
    if problem is not None or not isinstance(value, int):
        raise ValueError(problem)
    return value


def _json_value(value: Any, depth: int = 0) -> Any:
    """``value`` if it is a bounded JSON value: null, true/false, an integer between -2**63
    and 2**63, a finite number, a text of at most VALUE_CHARS characters, or a list or object
    (of short keys) of at most RESULT_ITEMS such values, RESULT_DEPTH levels deep at most."""
    if value is None or isinstance(value, bool):
        return value
    if isinstance(value, int):
        if not -INT_LIMIT < value < INT_LIMIT:
            raise ValueError("an integer lies between -2**63 and 2**63")
        return value
    if isinstance(value, float):
        if not math.isfinite(value):
            raise ValueError("a number is finite")
        return value
    if isinstance(value, str):
        if len(value) > VALUE_CHARS:
            raise ValueError(f"a text is at most {VALUE_CHARS} characters, not {len(value)}")
        return value
    if not isinstance(value, (list, dict)):
        raise ValueError(f"not a JSON value: {type(value).__name__}")
    if depth >= RESULT_DEPTH:
        raise ValueError(f"nested more than {RESULT_DEPTH} levels deep")
    if len(value) > RESULT_ITEMS:
        raise ValueError(f"more than {RESULT_ITEMS} items")
    if isinstance(value, list):
        for item in value:
            _json_value(item, depth + 1)
        return value
    for key, item in value.items():
        if not isinstance(key, str):
            raise ValueError(f"an object's keys are text, not {type(key).__name__}")
        try:
            _name(key)
            _json_value(item, depth + 1)
        except ValueError as exc:
            raise ValueError(f"{excerpt(key, 40)}: {exc}") from None
    return value


def _result(value: dict[str, Any]) -> dict[str, Any]:
    """A record's ``result``: ``returns``, each seat's result (a list of finite numbers), and
    whatever else the game writes (scores, winners, ...), as bounded JSON values
    (:func:`_json_value`). It is informational: never replayed, never shown from a file."""
    returns = value.get("returns")
    if not isinstance(returns, list) or len(returns) > MAX_SEATS or not all(
        isinstance(r, (int, float)) and not isinstance(r, bool) and math.isfinite(r) for r in returns
    ):
        raise ValueError("returns: each seat's result, a list of finite numbers, is required")
    return dict(_json_value(value))


Name = Annotated[str, AfterValidator(_name)]
Seed = Annotated[int, PlainValidator(_seed)]
OptionValue = Annotated[Union[bool, int, str, dict[str, Any]], PlainValidator(_option_value)]
SeatOrChance = Annotated[Union[int, Literal["chance"]], PlainValidator(_seat_or_chance)]
Result = Annotated[dict[str, Any], AfterValidator(_result)]


class _Strict(BaseModel):
    """A part of a record: strict types (``"7"`` is no integer, ``true`` no seat) and no
    unknown field."""

    model_config = ConfigDict(extra="forbid", strict=True)


class SeatRecord(_Strict):
    """A seat of a record: who played it (a name of 1-40 printable characters) and which
    agent (``human`` or a bot's name)."""

    name: Name
    agent: Name = "human"


class MoveRecord(_Strict):
    """One move: by a seat number or ``"chance"``, and the action in notation (at most
    :data:`~meeple.engine.limits.MAX_ACTION_CHARS` characters)."""

    by: SeatOrChance
    action: Annotated[str, Field(max_length=MAX_ACTION_CHARS)]


class GameRecord(_Strict):
    """A whole game record (see docs/records.md for a complete example)."""

    format: Literal["meeple-record"] = RECORD_FORMAT
    version: Annotated[Literal[1], BeforeValidator(_exact_int)] = RECORD_VERSION
    game: Name
    rules_version: Name | None = None
    options: Annotated[dict[Name, OptionValue], Field(max_length=RESULT_ITEMS)] = Field(default_factory=dict)
    seats: Annotated[list[SeatRecord], Field(max_length=MAX_SEATS)]
    seed: Seed | None = None
    moves: Annotated[list[MoveRecord], Field(max_length=MAX_MOVES)] = Field(default_factory=list)
    #: Informational summary written when a game ends (scores, winners); not replayed.
    result: Result | None = None

    def to_json_text(self) -> str:
        return json.dumps(self.model_dump(exclude_none=True), indent=1) + "\n"

    def without_chance(self) -> "GameRecord":
        """The same record with every chance move left out (re-drawn from the seed)."""
        if self.seed is None:
            raise RecordError("a record without a seed must keep its chance moves")
        moves = [m for m in self.moves if m.by != "chance"]
        return self.model_copy(update={"moves": moves})


def _first_problem(exc: ValidationError) -> str:
    """``field.path: what is wrong`` for the first error pydantic found; every part of the path
    and the message cut to a short excerpt (a key of the record may be megabytes long)."""
    first = exc.errors()[0]
    where = ".".join(short_name(str(part)) for part in first["loc"]) or "record"
    message = " ".join(str(first["msg"]).removeprefix("Value error, ").split())
    return f"{where}: {message if len(message) <= 200 else message[:199] + '…'}"


def _refuse_number(text: str) -> float:
    raise RecordError(f"{text} is no JSON number")


def _bounded_int(text: str) -> int:
    """A JSON integer of at most NUMBER_DIGITS digits (a longer one is refused before it is
    converted: Python converts at most 4,300 digits, and no record field needs more than 78)."""
    if len(text.lstrip("-")) > NUMBER_DIGITS:
        raise RecordError(f"a number of {len(text.lstrip('-'))} digits: no field of a record needs more than {NUMBER_DIGITS}")
    return int(text)


def _too_large() -> str:
    return f"a record is at most {MAX_RECORD_BYTES // (1024 * 1024)} MiB"


def parse_record(text: str, source: str = "record") -> GameRecord:
    """Read a record from JSON text (at most MAX_RECORD_BYTES); raise RecordError with the
    reason, on one short line, if it is malformed."""
    if not isinstance(text, str):
        raise RecordError(f"{source}: a record is JSON text, not {type(text).__name__}")
    if len(text) > MAX_RECORD_BYTES or len(text.encode("utf-8", "surrogatepass")) > MAX_RECORD_BYTES:
        raise RecordError(f"{source}: {_too_large()}")
    try:
        data = json.loads(text, parse_int=_bounded_int, parse_constant=_refuse_number)
    except json.JSONDecodeError as exc:
        raise RecordError(f"{source}: not valid JSON ({exc.msg} at line {exc.lineno})") from None
    except RecursionError:
        raise RecordError(f"{source}: not a game record (JSON nested too deeply)") from None
    except RecordError as exc:
        raise RecordError(f"{source}: not a game record ({exc})") from None
    if not isinstance(data, dict):
        raise RecordError(f"{source}: a game record must be a JSON object")
    try:
        return GameRecord.model_validate(data)
    except ValidationError as exc:
        raise RecordError(f"{source}: malformed game record: {_first_problem(exc)}") from None


def load_record(path: str | os.PathLike[str]) -> GameRecord:
    """Read a record file (at most MAX_RECORD_BYTES are read)."""
    p = Path(path)
    try:
        with p.open("rb") as handle:
            data = handle.read(MAX_RECORD_BYTES + 1)
        if len(data) > MAX_RECORD_BYTES:
            raise RecordError(f"cannot read record {p}: {_too_large()}")
        text = data.decode("utf-8")
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
    return f"{who} {excerpt(move.action)}"


def _apply_text(game: Game, state: State, player: int, move: MoveRecord, index: int) -> tuple[Action, list[Event]]:
    try:
        action = game.parse_action(move.action)
        return action, state.apply(player, action)
    except MeepleError as exc:
        raise RecordError(f"move {index + 1} ({_describe(move)}): {exc}") from None
