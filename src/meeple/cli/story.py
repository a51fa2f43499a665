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
    #: At a chance outcome the record pins: the outcome its seed draws there (the replay
    #: draws it, and the pinned one replaces it), in notation.
    seed_draw: str | None = None


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
        seed_draw = None
        if state.is_chance() and rng is not None:  # the replay draws at every chance node; a pinned move replaces the draw
            seed_draw = game.format_action(state.sample_chance(rng))
        player = CHANCE if move.by == "chance" else int(move.by)
        action = game.parse_action(move.action)
        step = Step(index + 1, move.by, move.action, [], seed_draw)
        step.events = state.apply(player, action)
        if seed_draw is not None:
            step.action = game.format_action(action)
        yield step, state
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


def edited_luck(steps: Sequence[Step]) -> tuple[int, int | None]:
    """How many of the chance outcomes a record pins differ from those its seed draws, and
    the number of the first such move (None if none): a shared record shows whether its
    luck was edited (docs/records.md: pinned chance replaces the seed's draw)."""
    differ = [step for step in steps if step.seed_draw is not None and step.seed_draw != step.action]
    return len(differ), (differ[0].number if differ else None)


def luck_line(steps: Sequence[Step]) -> Text | None:
    """The line saying that the record's luck is not its seed's, or None when it is."""
    count, first = edited_luck(steps)
    if not count:
        return None
    outcomes = "chance outcome differs" if count == 1 else "chance outcomes differ"
    return Text(f"{count} pinned {outcomes} from what the record's seed draws, the first at move {first}: "
                "its luck is not its seed's", style="yellow")


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
    notation is left out of another seat's (and chance's) move that the game does not call
    public (:meth:`meeple.engine.core.Game.public_move`: in Dead Man's Draw, a kept trait)."""
    who = "chance" if step.by == "chance" else seat_label(names, int(step.by))
    player = CHANCE if step.by == "chance" else int(step.by)
    public = game.public_move(player, game.parse_action(step.action))
    shown = public or (viewer is not None and step.by == viewer)
    head = f"move {step.number}, {who}" if step.number is not None else f"{who}, drawn from the seed"
    return Text.assemble((head, "bold"), (f": {safe_text(step.action)}" if shown else "", "cyan"))


def story_lines(game: Game, view: GameView, steps: Sequence[Step], names: Sequence[str],
                viewer: int | None) -> list[RenderableType]:
    """The moves told to ``viewer``: each move's line and its news indented under it; a run
    of chance outcomes in one line and one news (a roll of six dice: ``moves 1-6, chance``);
    a chance outcome that tells the viewer nothing is left out."""
    lines: list[RenderableType] = []
    runs: list[list[Step]] = []
    for step in steps:
        if runs and step.by == "chance" and runs[-1][-1].by == "chance" and runs[-1][-1].number is not None \
                and step.number is not None:
            runs[-1].append(step)
        else:
            runs.append([step])
    for run in runs:
        told = tell_events(view, [e for step in run for e in step.events], names, viewer)
        if run[0].by == "chance" and not told:
            continue
        head = move_line(game, run[0], names, viewer)
        if len(run) > 1:
            head = Text(f"moves {run[0].number}-{run[-1].number}, chance", style="bold")
        lines.append(head)
        lines.extend(Indented(line, 2) for line in told)
    return lines


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
    """:func:`told_story`, its words reading the record's own content (Dust Tactics' unit cards)."""
    from meeple.engine.registry import get_game
    from meeple.engine.words import telling

    with telling(get_game(record.game).words(), record.options):
        told_story(console, record, seat, story, to)


def told_story(console: Console, record: GameRecord, seat: int | None, story: bool, to: int | None) -> None:
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
    luck = luck_line(steps)
    if luck is not None:
        console.print(luck, soft_wrap=True)
    if story:
        for line in story_lines(game, view, steps, names, viewer):
            console.print(line, soft_wrap=isinstance(line, Text))
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
