"""``meeple play``: the terminal game loop, hot-seat people and bots.

Game-agnostic: it drives any registered game through the kernel contract only
(``current_players``, ``legal_actions``, ``observation``, ``apply`` through a
:class:`~meeple.engine.session.Session`) and decides no rule (design notes, "Layers").
A game may offer a rich view in ``meeple.cli.<game id>.view`` (the ``view`` module of the
game's package of view modules), with a ``VIEW`` meeting :class:`meeple.cli.views.GameView`;
without one, observations and events are printed as data. Where a game is saved is
:mod:`meeple.cli.save_files`.

What a person sees is always ``state.observation(seat)`` of the seat that must act, and the
events that seat may see (an event with ``visible_to`` is shown to those seats only).
Chance is settled by the session's seeded sampler, so a saved game resumes exactly; each
bot decision is seeded from (seed, seat, move number), so bots too continue exactly.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any, Callable, Sequence

from rich.console import Console, ConsoleOptions, Group, RenderableType, RenderResult
from rich.panel import Panel
from rich.segment import Segment
from rich.table import Table
from rich.text import Text

from meeple.agents import make_agent
from meeple.cli.game_log import show_log
from meeple.cli.pager import hanging_text, page, page_then
from meeple.cli.prefixes import LISTED, expand_prefix
from meeple.cli.safe_text import safe_text, seat_names, shown_record
from meeple.cli.save_files import fallback_save, overwrites, save_problem, save_target, shell_path
from meeple.cli.seats import HUMAN, parse_seats
from meeple.cli.views import GameView, cut_news, load_view, results_view, seat_label, tell_events, viewer_observation
from meeple.engine.core import CHANCE, Action, Event
from meeple.engine.errors import IllegalActionError, MeepleError, RecordError, excerpt, short_name
from meeple.engine.record import GameRecord, load_record, save_record
from meeple.engine.registry import get_game
from meeple.engine.seeds import live_seed
from meeple.engine.session import Session
from meeple.engine.words import telling

#: The defaults of ``meeple play`` (kept equal to those in :mod:`meeple.cli.main`).
DEFAULT_SEATS = "human,heuristic"

COMMANDS_HELP = """\
At any prompt, answer with the number of a choice or its notation{example}.
Pressing Enter picks the choice when there is only one.
  show       draw the table and the choices again
  hint       each choice with its chance of winning (a search) and the game's exact odds
  undo       take back your last move (again to go further back): not once a card is drawn,
             a die rolled, something hidden shown, or another player has moved
  save       write the game record to {save} (you can go on playing)
  save PATH  write it to PATH instead, now and from then on (an existing file is not overwritten)
  quit       save the game and leave; Ctrl-D / Ctrl-C do the same
  log        the whole game so far as sentences (a page at a time)
  news       every line of the last news (a screen shows the last lines that fit)
  table      the whole table, when the screen left it out to fit the terminal
  help       this text
Continue a saved game with: meeple play --resume {save}"""


#: The longest answer taken for the start of a choice's notation when it begins none (``d``
#: for ``draw`` where no draw is offered): said so, with the choices, not as an unknown move.
SHORT_ANSWER = 2
#: The line standing for a table left out of a screen to fit the terminal.
TABLE_LEFT_OUT = "(the table is left out to fit this terminal: `table` draws it)"
#: The fewest last lines of news a cut news keeps (its screen may then be taller than asked).
MIN_NEWS = 3
#: The rows of a person's screen besides the table, the choices and the news's lines: the
#: `to act` rule, the news's two borders and the prompt.
SCREEN_FRAME = 4


class Rendered:
    """Lines rendered already (:meth:`rich.console.Console.render_lines`), printed as they are."""

    def __init__(self, lines: list[list[Segment]]) -> None:
        self.lines = lines

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        for line in self.lines:
            yield from line
            yield Segment.line()


class Leave(Exception):
    """The player leaves: ``quit`` (``asked``), the end of the input, or Ctrl-C."""

    def __init__(self, reason: str, asked: bool = False) -> None:
        super().__init__(reason)
        self.reason = reason
        self.asked = asked


class UnsavedGame(RecordError):
    """The game could be saved neither to its save file nor to a temporary file."""


def read_line(console: Console, prompt: Text | str) -> str:
    """One line of input; the end of the input or Ctrl-C becomes :class:`Leave`."""
    try:
        return console.input(prompt)
    except EOFError:
        console.print()
        raise Leave("End of input.") from None
    except KeyboardInterrupt:
        console.print()
        raise Leave("Interrupted.") from None


def renumbered(before: Sequence[str], now: Sequence[str]) -> Text | None:
    """A line saying that a number now means another choice than at the seat's last prompt
    of the same decision (one whose choices some of these were: a die locked, the next lock
    chosen), or None when every number shown before keeps its meaning."""
    if not set(before) & set(now):
        return None
    moved = [(number, was, choice) for number, (was, choice) in enumerate(zip(before, now), start=1) if was != choice]
    if not moved:
        return None
    number, was, choice = moved[0]
    more = f" ({len(moved) - 1} more numbers changed)" if len(moved) > 1 else ""
    return Text(f"! The choices are numbered anew: {number} is now `{choice}` (it was `{was}`){more}.", style="yellow")


def bot_seed(seed: int, seat: int, move_number: int) -> int:
    """The seed of one bot decision: fixed by the game's seed, the seat and the move
    number, so a resumed game makes the same bot choices as an uninterrupted one."""
    return random.Random(f"{seed}/{seat}/{move_number}").randrange(2**31)


# ----------------------------------------------------------------------------- set-up
def new_session(
    console: Console, game_id: str, seats_spec: str, seed: int | None, options: dict[str, Any] | None = None
) -> Session:
    """A new game: parse the seats and say who plays. Without ``seed``, the game's seed is a
    :func:`~meeple.engine.seeds.live_seed`, shown to no one: it foretells every card and die,
    and the save file is its record (docs/records.md, "Who may see the seed"). A seed the user
    chose (``--seed``) is theirs, for a game they mean to reproduce, and is said back."""
    game = get_game(game_id)
    seats = parse_seats(game, seats_spec)
    session = Session(game, seats, live_seed() if seed is None else seed, options)
    who = ", ".join(f"{safe_text(s.name)} ({s.agent})" for s in seats)
    console.print(Text.assemble((game.name, "bold"), f" - {who}"), soft_wrap=True)
    if seed is not None:
        console.print(Text(f"Seed {seed} (your --seed: this deal can be played again, and whoever knows the seed "
                           "can foresee every card and die)", style="dim"))
    return session


def resume_session(
    console: Console, record: GameRecord, record_path: Path, game_id: str, seats_spec: str, seed: int | None,
    options: dict[str, Any] | None = None, players: int | None = None,
) -> Session:
    """Continue the game saved in ``record`` (read from ``record_path``): the game, seats,
    seed and options come from the record; a flag that would change them is named as ignored."""
    session = Session.resume(record)
    names = ", ".join(f"{name} ({safe_text(s.agent)})" for name, s in zip(seat_names(record.seats), record.seats))
    console.print(Text.assemble(("Resumed ", "bold"), (session.game.name, "bold"),
                                f" from {record_path}: {len(record.moves)} moves replayed - {names}"), soft_wrap=True)
    notices = []
    if game_id and record.game != game_id:
        notices.append(f"(the record is a game of {record.game}; the game argument is ignored)")
    if seats_spec != DEFAULT_SEATS:
        notices.append("(--seats is ignored when resuming: the seats come from the record)")
    if players is not None and players != len(record.seats):
        notices.append(f"(--players is ignored when resuming: the record has {len(record.seats)} seats)")
    if seed is not None and seed != record.seed:
        notices.append("(--seed is ignored when resuming: the record's own seed goes on)")
    changed = {k: v for k, v in (options or {}).items() if record.options.get(k) != v}
    if changed:
        given = ", ".join(f"{k}={v}" for k, v in sorted(changed.items()))
        notices.append(f"(options are ignored when resuming: the record's options go on; not applied: {given})")
    for notice in notices:
        console.print(Text(notice, style="dim"), soft_wrap=True)
    return session


def run_play(
    console: Console,
    game_id: str,
    seats_spec: str,
    seed: int | None,
    resume_path: Path | None,
    save_path: Path | None = None,
    options: dict[str, Any] | None = None,
    players: int | None = None,
) -> None:
    """Play one game in the terminal (the ``meeple play`` command).

    Where the game is saved: see :func:`save_target` (checked before anything is played).
    Raises MeepleError for a bad game id, seat list, record or save path, and UnsavedGame
    if the game could be saved nowhere; the game itself never raises on bad answers."""
    record = load_record(resume_path) if resume_path is not None else None
    target, notice = save_target(save_path, resume_path)
    if record is not None and resume_path is not None:
        session = resume_session(console, record, resume_path, game_id, seats_spec, seed, options, players)
    else:
        session = new_session(console, game_id, seats_spec, seed, options)
    if notice is not None:
        console.print(Text(notice, style="yellow"), soft_wrap=True)
    with telling(session.game.words(), session.options):  # the words read the game's own content
        TerminalGame(console, session, target, load_view(session.game)).run()


# ----------------------------------------------------------------------------- the loop
class TerminalGame:
    """One game in the terminal: asks people, lets bots and chance play, shows the news."""

    def __init__(self, console: Console, session: Session, save_path: Path, view: GameView) -> None:
        self.console = console
        self.session = session
        self.game = session.game
        self.save_path = save_path
        self.view = view
        #: The seats' names as the terminal shows them (a record's may hold anything: :mod:`.safe_text`).
        self.names = seat_names(session.seats)
        self.agents = [seat.agent for seat in session.seats]
        self.humans = [i for i, agent in enumerate(self.agents) if agent == HUMAN]
        self.log: list[Event] = []
        #: How long the log was when the record held so many moves, before each person's move
        #: (an undo cuts the log back with the record).
        self.log_at: dict[int, int] = {}
        self.seen: dict[int | None, int] = {}
        self.last_human: int | None = None
        #: The seat whose private screen may still be on the terminal (hot-seat).
        self.exposed: int | None = None
        #: The choices each seat was last shown, in their numbers' order (:func:`renumbered`).
        self.prompted: dict[int, list[str]] = {}
        #: The last news told to each seat, every line (the ``news`` command).
        self.told: dict[int, list[RenderableType]] = {}
        for seat, agent in enumerate(self.agents):
            if agent != HUMAN:
                make_agent(self.game, agent, 0)  # an unknown bot fails now, not mid-game

    @property
    def spectator(self) -> bool:
        """No person plays: every public event is shown as it happens."""
        return not self.humans

    def run(self) -> None:
        """Play until the game is over or the player leaves; the record is saved either way.

        If the save file cannot be written, a ``quit`` goes on with the game (``save PATH``
        saves elsewhere); the end of the input, Ctrl-C and the end of the game write the
        record to a temporary file instead (UnsavedGame if even that fails). An unexpected
        error saves the record the same way before it goes on: a bug never costs the moves."""
        self.console.print(Text("Type `help` at any prompt for the commands.", style="dim"))
        observe = getattr(self.view, "observe", None)
        if self.spectator and callable(observe):  # the news names things as the table will (a board's sectors)
            observe(viewer_observation(self.session.state, None), self.names, None)
        try:
            while not self.play():
                continue  # a `quit` whose save failed: the game goes on
        except UnsavedGame:
            raise
        except Exception:
            self.rescue()
            raise

    def play(self) -> bool:
        """Play on until the game is over or a person leaves; False if a ``quit`` could not
        save the game (the player stays in it)."""
        try:
            while not self.session.state.is_over():
                self.step()
        except Leave as leave:
            return self.leave(leave.reason, leave.asked)
        except KeyboardInterrupt:  # Ctrl-C while bots or chance play
            return self.leave("Interrupted.", asked=False)
        self.finish()
        return True

    def step(self) -> None:
        """Settle chance, or let the first seat due to act make one move. Simultaneous
        decisions are taken one seat at a time, each seeing only its own observation."""
        state = self.session.state
        if state.is_chance():
            self.log += self.session.settle_chance()
        else:
            players = state.current_players()
            if not players or players == [CHANCE]:
                raise RuntimeError(f"{self.game.id}: no seat may act, yet the game is not over")
            seat = players[0]
            self.log += self.human_move(seat) if self.agents[seat] == HUMAN else self.bot_move(seat)
        if self.spectator:
            self.show_news(None)

    def bot_move(self, seat: int) -> list[Event]:
        """A bot chooses with ``.choose(state, seat)``, seeded for this very decision."""
        seed = bot_seed(self.session.seed, seat, len(self.session.moves))
        agent = make_agent(self.game, self.agents[seat], seed)
        return self.session.act(seat, agent.choose(self.session.state, seat))

    # ------------------------------------------------------------------- a person's move
    def human_move(self, seat: int) -> list[Event]:
        """Show ``seat`` its news, its table and its choices, and apply its answer. A screen
        with rows to fit (:meth:`screen_height`) has its table and choices drawn first, and the
        news gets the rows they leave (:meth:`print_news`); a view with ``fitted_table`` draws
        its table in the rows the choices and the news at its shortest leave. A table still too
        tall is left out for a line naming the ``table`` command (:meth:`fit`)."""
        obs = self.session.state.observation(seat)
        self.announce(seat, obs)
        legal = self.session.state.legal_actions(seat)
        rows = self.screen_height()
        if rows is None:
            self.show_news(seat)
            self.show_choices(seat, obs, legal)
            return self.ask(seat, obs, legal)
        fitted = getattr(self.view, "fitted_table", None)
        if callable(fitted):
            observe = getattr(self.view, "observe", None)
            if callable(observe):  # the view reads the observation before the news, as it does drawing its table
                observe(obs, self.names, seat)
            news = self.news(seat)
            floor = self.news_floor(news) + (2 if news else 0)
            table, drawn = self.screen_parts(seat, obs, legal, room=rows - floor - SCREEN_FRAME + 2)
        else:
            table, drawn = self.screen_parts(seat, obs, legal)
            news = self.news(seat)
            floor = self.news_floor(news) + (2 if news else 0)
        screen, whole = self.fit(table, drawn, rows - floor - SCREEN_FRAME + 2)
        least = MIN_NEWS
        if screen is not None and not whole and news:  # the table first: the news keeps a line naming `news`
            room = rows - 3 - SCREEN_FRAME + 2
            if callable(fitted):
                table = fitted(obs, self.names, seat, room - len(self.console.render_lines(drawn, pad=False)))
            again, whole = self.fit(table, drawn, room)
            if whole:
                screen, least = again, 0
        if screen is None:  # not even the choices fit: say so, and page them
            self.print_news(seat, news, room=MIN_NEWS)
            self.console.print(Text(f"Too small for this screen ({self.console.width}x{self.console.height}): "
                                    "`table` draws the table.", style="yellow"))
            page(self.console, [drawn])
            return self.ask(seat, obs, legal)
        self.print_news(seat, news, room=rows - len(screen.lines) - SCREEN_FRAME, least=least)
        self.console.print(screen)
        return self.ask(seat, obs, legal)

    def screen_height(self) -> int | None:
        """The rows a person's screen must fit in, from the `to act` rule to the prompt: the
        terminal's height (at most the view's ``screen_rows``, the height its layout was made
        for), or, when not writing to a terminal, the view's ``screen_rows`` (None: no limit)."""
        rows = getattr(self.view, "screen_rows", None)
        if not self.console.is_terminal:
            return rows if isinstance(rows, int) else None
        height = self.console.height
        return min(rows, height) if isinstance(rows, int) else height

    def fit(self, table: RenderableType, drawn: RenderableType, room: int) -> tuple[Rendered | None, bool]:
        """The table and the choices in ``room`` rows, and whether the table is there: both,
        or the choices after a line saying that the table is left out (``table`` draws it);
        None if even the choices do not fit."""
        both = Rendered(self.console.render_lines(Group(table, drawn), pad=False))
        if len(both.lines) <= room:
            return both, True
        left_out = Text(TABLE_LEFT_OUT, style="dim")
        alone = Rendered(self.console.render_lines(Group(left_out, drawn), pad=False))
        return (alone if len(alone.lines) <= room else None), False

    def announce(self, seat: int, obs: dict[str, Any]) -> None:
        """Say whose move it is. In hot-seat, before a screen that shows something private,
        or while another person's private screen is still on the terminal, clear the screen
        and wait until the keyboard has changed hands."""
        private = self.view.is_private(obs)
        handover = len(self.humans) > 1 and self.exposed != seat and (private or self.exposed is not None)
        if handover:
            self.clear_screen()
            self.exposed = None
        self.console.rule(Text(f"{seat_label(self.names, seat)} to act", style="bold"))
        if handover:
            self.wait_for(seat)
        if private:
            self.exposed = seat
        self.last_human = seat

    def clear_screen(self) -> None:
        """Clear the terminal and its scrollback (nothing happens when not a terminal)."""
        self.console.clear()
        if self.console.is_terminal:
            self.console.file.write("\x1b[3J")
            self.console.file.flush()

    def wait_for(self, seat: int) -> None:
        """Wait for Enter from the seat about to act (commands still work here)."""
        prompt = Text(f"Pass the keyboard to {self.names[seat]}; others look away. Press Enter: ")
        while self.command(read_line(self.console, prompt)):
            continue  # a command (save, help, ...) was run: wait again

    def show_choices(self, seat: int, obs: dict[str, Any], legal: Sequence[Action]) -> None:
        """The table, then the legal choices (:meth:`screen`)."""
        self.console.print(self.screen(seat, obs, legal))

    def screen(self, seat: int, obs: dict[str, Any], legal: Sequence[Action], room: int | None = None) -> RenderableType:
        """The table, then the legal choices (:meth:`screen_parts`)."""
        return Group(*self.screen_parts(seat, obs, legal, room))

    def screen_parts(self, seat: int, obs: dict[str, Any], legal: Sequence[Action],
                     room: int | None = None) -> tuple[RenderableType, RenderableType]:
        """The table, and the legal choices numbered, with notation and label (or as the
        view's ``choices`` hook draws them). A view with a ``fitted_table`` hook draws its
        table in the rows the choices leave of ``room`` (by default the screen's rows but the
        `to act` rule and the prompt)."""
        rows = self.screen_height()
        fitted = getattr(self.view, "fitted_table", None)
        fit = isinstance(rows, int) and callable(fitted)
        table: RenderableType = "" if fit else self.view.table(obs, self.names, seat)
        notations = [self.game.format_action(action) for action in legal]
        draw = getattr(self.view, "choices", None)
        drawn = draw(notations, obs, self.names) if callable(draw) else None
        if drawn is None:
            grid = Table.grid(padding=(0, 2))
            for number, notation in enumerate(notations, start=1):
                grid.add_row(Text(f"{number:>2}", style="bold cyan"), Text(notation, style="cyan"),
                             self.view.action_label(notation, obs, self.names))
            drawn = grid
        notice = renumbered(self.prompted.get(seat, []), notations)
        self.prompted[seat] = notations
        if notice is not None:
            drawn = Group(drawn, notice)
        if isinstance(rows, int) and callable(fitted):  # the choices first: the table fits the rest
            used = len(self.console.render_lines(drawn, pad=False))
            table = fitted(obs, self.names, seat, (rows - SCREEN_FRAME + 2 if room is None else room) - used)
        return table, drawn

    def ask(self, seat: int, obs: dict[str, Any], legal: Sequence[Action]) -> list[Event]:
        """Read answers until one is a legal move; a bad one is explained and changes nothing."""
        prompt = Text(f"{self.names[seat]}> ", style="bold")
        while True:
            text = read_line(self.console, prompt).strip()
            if text.lower().lstrip(":") == "undo":
                if self.undo(seat):
                    return []  # the screen is drawn again for the position taken back to
                continue
            if text.lower().lstrip(":") == "hint":
                self.hint(seat)
                continue
            if self.command(text, obs, legal):
                if text.lower().lstrip(":") == "show":
                    self.show_choices(seat, obs, legal)
                continue
            try:
                steps = self.answer_steps(text)
                action = self.resolve(steps[0], legal, obs)
                self.log_at[len(self.session.moves)] = len(self.log)
                events = self.session.act(seat, action)
                return events + self.follow(seat, steps[1:], len(events))
            except MeepleError as exc:
                self.console.print(Text(f"x {exc}", style="red"))
                choices = "1" if len(legal) == 1 else f"1-{len(legal)}"
                hint = getattr(self.view, "commands_hint", "")
                self.console.print(Text(f"Answer {choices}, a move's notation, {hint + ', ' if hint else ''}or `help`.",
                                        style="dim"))

    def hint(self, seat: int) -> None:
        """``hint``: each legal action of ``seat`` with the search's win probability, best first,
        and the game's exact odds, from what that seat knows (:mod:`meeple.agents.advice`)."""
        from meeple.agents.advice import advise
        from meeple.cli.advice import show_advice

        show_advice(self.console, advise(self.session.state, seat), f"Hint for {safe_text(self.names[seat])}")

    def answer_steps(self, text: str) -> list[str]:
        """An answer as the successive moves it stands for: the view's ``answer_steps`` hook
        (D-Day Dice: ``lock r2 w1`` is ``lock r2`` then ``lock w1``), or the answer alone."""
        split = getattr(self.view, "answer_steps", None)
        steps = list(split(text)) if callable(split) else []
        return steps or [text]

    def follow(self, seat: int, steps: Sequence[str], told: int) -> list[Event]:
        """The further moves of one answer, each applied as if typed at the next prompt,
        while they are ``seat``'s legal moves with no chance between (``told``: the events of
        the answer's moves so far); the first that is not says so, and it and the rest are
        left for the next prompt."""
        events: list[Event] = []
        for at, step in enumerate(steps):
            state = self.session.state
            try:
                if state.is_over() or state.is_chance() or seat not in state.current_players():
                    raise IllegalActionError("it is not your decision now")
                action = self.game.parse_action(step)
                if action not in state.legal_actions(seat):
                    raise IllegalActionError("it is not a legal move now")
            except MeepleError as exc:
                left = ", ".join(f"`{s}`" for s in steps[at:])
                self.console.print(Text(f"x {left}: not played ({exc})", style="red"))
                break
            self.log_at[len(self.session.moves)] = len(self.log) + told + len(events)
            events += self.session.act(seat, action)
        return events

    def undo(self, seat: int) -> bool:
        """``undo``: take back ``seat``'s last move (the session decides whether it may,
        :meth:`meeple.engine.session.Session.undo`) and its news; say which, or why not."""
        moves = self.session.moves
        taken = self.game.format_action(moves[-1][1]) if moves else ""
        try:
            self.session.undo(seat)
        except MeepleError as exc:
            self.console.print(Text(f"x {safe_text(str(exc))}", style="red"), soft_wrap=True)  # it names seats
            return False
        self.log = self.log[:self.log_at.get(len(moves), len(self.log))]
        self.seen = {viewer: min(seen, len(self.log)) for viewer, seen in self.seen.items()}
        self.console.print(Text(f"Taken back: {taken}", style="yellow"), soft_wrap=True)
        return True

    def resolve(self, text: str, legal: Sequence[Action], obs: dict[str, Any] | None = None) -> Action:
        """A choice's number, Enter for a single choice, or a move in the game's notation (as
        the view's ``expand_answer`` hook writes it out, given ``obs``: a unit's tag for its id),
        or the start of the one legal move it begins (``d`` for ``draw``: :mod:`.prefixes`)."""
        if not text:
            if len(legal) == 1:
                return legal[0]
            raise IllegalActionError("there are several choices: type a number or a move")
        if text.isascii() and text.isdigit():  # not `²`: int() refuses it
            number = int(text) if len(text) <= len(str(len(legal))) else 0  # no int() of 5,000 digits
            if not 1 <= number <= len(legal):
                raise IllegalActionError(f"there is no choice {short_name(text)}")
            return legal[number - 1]
        expand = getattr(self.view, "expand_answer", None)
        if callable(expand) and obs is not None:
            text = str(expand(text, obs))
        try:
            return self.game.parse_action(text)
        except IllegalActionError:
            notations = [self.game.format_action(action) for action in legal]
            found = expand_prefix(text, notations, "choice")
            short = text.strip()
            if found is None and len(short) <= SHORT_ANSWER and short.isascii() and short.isalpha():
                shown = ", ".join(notations[:LISTED]) + (", ..." if len(notations) > LISTED else "")
                raise IllegalActionError(f"{excerpt(text)} begins none of the choices here ({shown})") from None
            if found is None:
                raise
            return legal[notations.index(found)]

    def command(self, text: str, obs: dict[str, Any] | None = None, legal: Sequence[Action] = ()) -> bool:
        """Run ``save``, ``help``, ``log``, ``quit`` or ``show`` (``:save`` etc. work too), or a
        command of the game's view at a prompt showing ``obs``; False if ``text`` is not a
        command. ``show`` is left to the caller, who knows the screen. ``help`` takes its
        example from the first of the ``legal`` actions."""
        word, _, argument = text.strip().partition(" ")
        word, argument = word.lower().lstrip(":"), argument.strip()
        builtin = word in ("save", "help", "?", "quit", "exit", "log") or (word in ("show", "news") and not argument)
        if word == "save" and argument:
            self.save_as(Path(argument).expanduser())
        elif not builtin and obs is not None and self.view_command(text, obs):
            return True
        elif argument:
            return False
        elif word == "save":
            self.save()
        elif word in ("help", "?"):
            example = f" (e.g. `{self.game.format_action(legal[0])}`)" if legal else ""
            width = max(self.console.width - 1, 20)
            texts = (COMMANDS_HELP.format(save=shell_path(self.save_path), example=example), self.view.notation_help)
            page(self.console, [Text(hanging_text(text, width)) for text in texts])
        elif word in ("log", "news") and obs is None:  # the keyboard is changing hands: nothing private
            self.console.print(Text(f"`{word}` waits for your own prompt.", style="dim"))
        elif word == "log":
            show_log(self.console, self.view, self.session.record(), self.names, self.last_human)
        elif word in ("quit", "exit"):
            raise Leave("Leaving the game.", asked=True)
        elif word == "news" and self.last_human is not None:  # the seat at this prompt (:meth:`announce`)
            told = self.told.get(self.last_human) or [Text("No news yet.", style="dim")]
            page(self.console, [Panel(Group(*told), title="What happened (every line)", title_align="left",
                                      border_style="dim")])
        elif word == "table" and obs is not None:
            page(self.console, [self.view.table(obs, self.names, self.last_human)])
        elif word != "show":
            return False
        return True

    def view_command(self, text: str, obs: dict[str, Any]) -> bool:
        """Run a command of the game's own through the view's optional ``command`` hook."""
        run = getattr(self.view, "command", None)
        return bool(callable(run) and run(self.console, text.strip(), obs, self.names))

    # ------------------------------------------------------------------- news, save, end
    def show_news(self, viewer: int | None, room: int | None = None) -> None:
        """The events since ``viewer`` last looked that ``viewer`` may see (:meth:`news`,
        :meth:`print_news`)."""
        self.print_news(viewer, self.news(viewer), room)

    def news(self, viewer: int | None) -> list[RenderableType]:
        """The lines telling the events since ``viewer`` last looked that ``viewer`` may see
        (from then on it has seen them)."""
        start = self.seen.get(viewer, 0)
        self.seen[viewer] = len(self.log)
        return tell_events(self.view, self.log[start:], self.names, viewer)

    def news_heights(self, shown: Sequence[RenderableType]) -> list[int]:
        """The rows each line of the news takes within its panel's borders."""
        inner = self.console.options.update_width(max(self.console.width - 4, 1))
        return [len(self.console.render_lines(line, inner, pad=False)) for line in shown]

    def news_floor(self, shown: Sequence[RenderableType]) -> int:
        """The fewest rows the news's lines take in a person's screen (:meth:`print_news`):
        all of them, or the last :data:`MIN_NEWS` after the line saying how many are left
        out, whichever is fewer."""
        heights = self.news_heights(shown)
        return min(sum(heights), 1 + sum(heights[-MIN_NEWS:]))

    def print_news(self, viewer: int | None, shown: Sequence[RenderableType], room: int | None = None,
                   least: int = MIN_NEWS) -> None:
        """The news's lines; to a person in a panel. With ``room`` (the rows the screen leaves
        the news's lines) and a view with a ``cut_news`` hook, news taller than the room keeps
        its last lines, ``least`` at least (:data:`MIN_NEWS`; none but the line naming ``news``
        on a screen that keeps its rows for the table), as the view cuts them (``cut_news(lines,
        keep)``: the last ``keep`` lines after one of its own)."""
        if not shown:
            return
        if viewer is None:
            for line in shown:
                self.console.print(line)
            return
        self.told[viewer] = list(shown)
        cut = getattr(self.view, "cut_news", cut_news)
        if room is not None and callable(cut):
            heights = self.news_heights(shown)
            if sum(heights) > room:
                keep, used = 0, 1  # a row for the view's line about the lines left out
                while keep < len(shown) and used + heights[-1 - keep] <= room:
                    used += heights[-1 - keep]
                    keep += 1
                shown = list(cut(shown, max(keep, least)))
        self.console.print(Panel(Group(*shown), title="What happened", title_align="left", border_style="dim"))

    def save(self, quiet: bool = False) -> Path | None:
        """Write the record so far (atomically); say where, or why it failed."""
        try:
            path = save_record(self.session.record(), self.save_path)
        except MeepleError as exc:
            self.console.print(Text(f"x could not save: {exc}", style="red"), soft_wrap=True)
            return None
        if not quiet:
            self.console.print(Text(f"Game saved to {path}", style="green"), soft_wrap=True)
        return path

    def save_as(self, path: Path) -> None:
        """``save PATH``: save to ``path``, and from then on there; an existing other file
        or an unwritable path is refused, and the save file stays what it was."""
        problem = save_problem(path)
        if problem is None and overwrites(path, self.save_path):
            problem = "it exists: nothing was overwritten; choose another name"
        if problem is not None:
            self.console.print(Text(f"x cannot save to {path}: {problem}", style="red"), soft_wrap=True)
            return
        previous, self.save_path = self.save_path, path
        if self.save() is None:
            self.save_path = previous

    def save_fallback(self) -> Path:
        """The save file failed: write the record to a temporary file and say where.
        UnsavedGame (a one-line error, a non-zero exit) if that fails too."""
        try:
            path = fallback_save(self.session.record())
        except MeepleError as exc:
            raise UnsavedGame(f"the game could not be saved to {self.save_path}, nor to a temporary file: {exc}") from None
        self.console.print(Text(f"The game is saved to {path} instead.", style="yellow"), soft_wrap=True)
        return path

    def leave(self, reason: str, asked: bool) -> bool:
        """Save and say how to continue; True when the player has left. If the save fails
        after a ``quit`` (``asked``), the player stays in the game (False), and is not told
        that they are leaving; after the end
        of the input or Ctrl-C, the record goes to a temporary file."""
        if not asked:
            self.console.print(Text(reason))
        path = self.save(quiet=True)
        if path is not None:
            if asked:
                self.console.print(Text(reason))
            self.console.print(Text(f"Game saved to {path}", style="green"), soft_wrap=True)
        if path is None and asked:
            self.console.print(Text(
                "You are still in the game: `save PATH` saves it elsewhere, then `quit`; "
                "Ctrl-D leaves with the game saved in a temporary file.", style="yellow"), soft_wrap=True)
            return False
        if path is None:
            path = self.save_fallback()
        self.console.print(Text(f"Continue with: meeple play --resume {shell_path(path)}"), soft_wrap=True)
        return True

    def rescue(self) -> None:
        """After an unexpected error: save the record so far, to the save file or else to a
        temporary file, and say where. Never raises: the error itself goes on."""
        try:
            record = self.session.record()
        except Exception:
            self.console.print(Text("x an unexpected error stopped the game, and its record could not be made", style="red"))
            return
        writers: tuple[Callable[[], Path], ...] = (lambda: save_record(record, self.save_path),
                                                   lambda: fallback_save(record))
        for write in writers:
            try:
                path = write()
            except Exception:
                continue
            self.console.print(Text(
                f"x an unexpected error stopped the game; the moves so far are saved to {path} "
                f"(meeple play --resume {shell_path(path)})", style="red"), soft_wrap=True)
            return
        self.console.print(Text("x an unexpected error stopped the game, and it could not be saved", style="red"))

    def finish(self) -> None:
        """The last news, the final table, the scores and winners; the record is saved. In a
        terminal the end fits its rows where it can (:meth:`end_table`); else the news and the
        table are paged, and the result is shown whole under the last page (:func:`page_then`)."""
        viewer = self.last_human
        obs = viewer_observation(self.session.state, viewer)
        head = self.news_block(viewer)
        path = self.save(quiet=True) or self.save_fallback()
        tail: list[RenderableType] = [results_view(self.view, shown_record(self.session.record()), obs, self.names),
                                      Text(f"Game record saved to {path}"),
                                      Text(f"See it again with: meeple replay {shell_path(path)}")]
        page_then(self.console, [*head, self.end_table(obs, viewer, [*head, *tail])], tail)

    def news_block(self, viewer: int | None) -> list[RenderableType]:
        """The news not yet told to ``viewer``: a person's in a panel (kept for ``news``)."""
        shown = self.news(viewer)
        if not shown or viewer is None:
            return list(shown)
        self.told[viewer] = list(shown)
        return [Panel(Group(*shown), title="What happened", title_align="left", border_style="dim")]

    def end_table(self, obs: dict[str, Any], viewer: int | None, around: Sequence[RenderableType]) -> RenderableType:
        """The final table: whole, or, in a terminal too short for it and the parts ``around``
        it (the news, the result), the view's ``end_table`` in the rows they leave (its
        compact form); whole again where even that does not fit (the end is then paged)."""
        whole = self.view.table(obs, self.names, viewer)
        compact = getattr(self.view, "end_table", None)
        if not self.console.is_terminal or not callable(compact):
            return whole
        room = self.console.height - 1 - sum(len(self.console.render_lines(part, pad=False)) for part in around)
        if len(self.console.render_lines(whole, pad=False)) <= room:
            return whole
        table: RenderableType = compact(obs, self.names, viewer, max(room, 1))
        return table if len(self.console.render_lines(table, pad=False)) <= room else whole
