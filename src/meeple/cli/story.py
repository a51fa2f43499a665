"""``meeple replay --story`` and ``--to N``: a recorded game told as news, move by move.

The record is replayed by the engine (:func:`meeple.engine.record.replay_record`, which
checks it and names a move that cannot be applied); the story then walks the same moves one
at a time, drawing chance left out of the record from its seed as the replay does, and its
events must be the replay's, in order. What a viewer is told goes through the game's view as
in ``meeple play`` (:func:`meeple.cli.views.tell_events`): a seat (``--seat``) sees the events
visible to it, a spectator the public ones. In a game with hidden information, the notation
of a move is shown only to the seat that made it (a move's notation may name a hidden card);
its public news tells the others what happened. This module decides no rule.

Known duplication: :func:`walk` repeats the replay loop's chance handling (a draw at every
chance node a move does not pin) because the engine offers no per-move replay. It is kept
honest by :func:`checked_walk` (its events must equal :func:`replay_record`'s); the fix is a
step-by-step replay in ``engine/record.py``, planned once the D-Day soak keyed to the engine's
code is done (docs/records.md).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterator, Sequence, Union

from rich.console import Console, ConsoleOptions, RenderableType, RenderResult
from rich.segment import Segment
from rich.text import Text

from meeple.cli.safe_text import safe_text, seat_names, shown_record
from meeple.cli.views import GameView, load_view, results_view, seat_label, tell_events, viewer_observation
from meeple.engine.core import CHANCE, Event, Game, State
from meeple.engine.errors import OptionsError, RecordError
from meeple.engine.record import GameRecord, replay_record


class Indented:
    """``renderable`` drawn ``indent`` columns in, in the width left, with no trailing blanks
    (a move's news under its line)."""

    def __init__(self, renderable: RenderableType, indent: int) -> None:
        self.renderable, self.indent = renderable, indent

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        inner = options.update_width(max(options.max_width - self.indent, 1))
        for line in console.render_lines(self.renderable, inner, pad=False):
            while line and not line[-1].text.strip():
                line.pop()
            if line:
                last = line[-1]
                line[-1] = Segment(last.text.rstrip(), last.style, last.control)
            yield Segment(" " * self.indent)
            yield from line
            yield Segment.line()


@dataclass
class Step:
    """One move of the walk: a recorded move (``number``, from 1 as replay errors count them)
    or a chance outcome drawn from the seed (``number`` None), with the events it produced."""

    number: int | None
    by: Union[int, str]
    action: str
    events: list[Event]


def walk(record: GameRecord, moves: int, settle: bool) -> Iterator[tuple[Step, State]]:
    """The first ``moves`` moves of ``record``, one at a time, each with the state after it;
    with ``settle``, the chance drawn after the last one too. The record must replay (checked
    first with :func:`replay_record`, as far as ``moves``)."""
    start = replay_record(record.model_copy(update={"moves": []}), settle_chance=False)
    game, state, rng = start.game, start.state, start.rng
    for index, move in enumerate(record.moves[:moves]):
        while state.is_chance() and move.by != "chance" and rng is not None:
            drawn = state.sample_chance(rng)
            yield Step(None, "chance", game.format_action(drawn), state.apply(CHANCE, drawn)), state
        if state.is_chance() and rng is not None:
            state.sample_chance(rng)  # the replay draws at every chance node; a pinned move replaces the draw
        player = CHANCE if move.by == "chance" else int(move.by)
        yield Step(index + 1, move.by, move.action, state.apply(player, game.parse_action(move.action))), state
    while settle and rng is not None and state.is_chance():
        drawn = state.sample_chance(rng)
        yield Step(None, "chance", game.format_action(drawn), state.apply(CHANCE, drawn)), state


def checked_walk(record: GameRecord, moves: int, settle: bool) -> tuple[Game, list[Step], State]:
    """:func:`walk` in full, after the engine's replay has accepted the record (its error
    names a bad move); the walk's events must be the replay's."""
    prefix = record if moves == len(record.moves) else record.model_copy(update={"moves": record.moves[:moves]})
    replayed = replay_record(prefix, settle_chance=settle)
    steps: list[Step] = []
    state = replayed.state
    for step, state in walk(record, moves, settle):
        steps.append(step)
    if [e for step in steps for e in step.events] != replayed.events:
        raise RecordError("the story of this record does not agree with its replay (a bug: please report it)")
    return replayed.game, steps, state


def check_flags(record: GameRecord, seat: int | None, to: int | None) -> None:
    """One line for a ``--seat`` or ``--to`` the record has no room for."""
    if seat is not None and not 0 <= seat < len(record.seats):
        raise OptionsError(f"--seat {seat}: this game has seats 0-{len(record.seats) - 1}")
    if to is not None and not 0 <= to <= len(record.moves):
        raise OptionsError(f"--to {to}: the record has moves 1-{len(record.moves)} (--to 0: before the first)")


#: The player number a spectator's observation is asked for: no seat, so a game with hidden
#: information gives its public view (as the server's spectators see it).
SPECTATOR = -1


def move_line(game: Game, step: Step, names: Sequence[str], viewer: int | None) -> Text:
    """``move 12, Ann (seat 0): lock r1``; chance drawn from the seed has no number. The
    notation is left out of another seat's (and chance's) move in a game with hidden information."""
    who = "chance" if step.by == "chance" else seat_label(names, int(step.by))
    shown = not game.hidden_information or (viewer is not None and step.by == viewer)
    head = f"move {step.number}, {who}" if step.number is not None else f"{who}, drawn from the seed"
    return Text.assemble((head, "bold"), (f": {safe_text(step.action)}" if shown else "", "cyan"))


def waiting_for(state: State, names: Sequence[str]) -> str:
    players = state.current_players()
    return ", ".join("chance" if p == CHANCE else seat_label(names, p) for p in players) or "nobody"


def final_record(record: GameRecord, state: State) -> GameRecord:
    """``record`` with the result read from the replayed state (a file's own is not replayed)."""
    result: dict[str, Any] = {"returns": state.returns()}
    summary = getattr(state, "result_summary", None)
    if callable(summary):
        result.update(summary())
    return record.model_copy(update={"result": result})


def tell_story(console: Console, record: GameRecord, seat: int | None, story: bool, to: int | None) -> None:
    """``meeple replay --story`` (every move with its news, then the table and the result)
    and/or ``--to N`` (stop after move N and draw the table as it stood then)."""
    check_flags(record, seat, to)
    moves = len(record.moves) if to is None else to
    game, steps, state = checked_walk(record, moves, settle=to is None)
    hidden = game.hidden_information and seat is None and not state.is_over()
    view: GameView = load_view(game)
    names = seat_names(record.seats)  # one list all along: a view may know a game by it
    viewer = seat
    audience = "a spectator" if viewer is None else seat_label(names, viewer)
    counted = f"{len(record.moves)} recorded moves" if to is None else f"move {moves} of {len(record.moves)}"
    console.print(Text.assemble((game.name, "bold"), f", {counted}, as {audience} saw it"), soft_wrap=True)
    observe = getattr(view, "observe", None)
    if story and callable(observe):  # a view reads the table before the news, as in play
        observe(viewer_observation(replay_record(record.model_copy(update={"moves": []}), settle_chance=False).state,
                                   viewer), names, viewer)
    if story:
        for step in steps:
            console.print(move_line(game, step, names, viewer), soft_wrap=True)
            for line in tell_events(view, step.events, names, viewer):
                console.print(Indented(line, 2))
    obs = state.observation(SPECTATOR) if hidden else viewer_observation(state, viewer)
    if to is not None:
        console.rule(Text(f"the table after move {moves}" if moves else "the table before the first move"))
    if hidden:
        console.print(Text(f"(the public table: {game.name} hides what each seat holds until the game is over; "
                           "--seat N draws that seat's)", style="dim"), soft_wrap=True)
    console.print(view.table(obs, names, viewer))
    if state.is_over():
        console.print(results_view(view, shown_record(final_record(record, state)), obs, names))
    else:
        console.print(Text(f"the game is not over: waiting for {waiting_for(state, names)}"), soft_wrap=True)
