"""How a game is drawn in the terminal, for ``meeple play`` and ``meeple replay``: the
:class:`GameView` a game's view module offers (``meeple.cli.<game id>.view``, found by
:func:`load_view`; :class:`GenericView` prints observations and events as data for a game
without one), and what both commands tell through it -- the events a viewer may see
(:func:`tell_events`), the table it is shown (:func:`viewer_observation`) and the end of the
game (:func:`results_view`). Nothing here decides a rule (design notes, "Layers")."""

from __future__ import annotations

import importlib
from typing import Any, Protocol, Sequence

from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.pretty import Pretty
from rich.table import Table
from rich.text import Text

from meeple.cli.english import plural
from meeple.engine.core import Event, Game, State
from meeple.engine.record import GameRecord


class GameView(Protocol):
    """How a game is drawn in the terminal; see :mod:`meeple.cli.dead_mans_draw.view`.

    Some hooks are optional (see :mod:`meeple.cli.dday_dice.view` and
    :mod:`meeple.cli.dust_tactics.view`):
    ``events(events, names, viewer) -> list[RenderableType]`` describes a run of events at
    once (to tell several events in one line, like the six dice of a roll), in place of
    ``event`` one by one; ``results(record, obs, names) -> RenderableType`` draws the end of
    the game from the record's result and the final observation, in place of the generic
    scores-and-winners table; ``choices(notations, obs, names) -> RenderableType | None``
    draws the numbered legal actions itself (numbered from 1 in the order given, as the
    answers read them; None for the one-per-line list), to keep a long list short;
    ``command(console, text, obs, names) -> bool`` runs a command of the game's own (True
    if ``text`` was one; it never changes the game), and ``commands_hint`` names it in the
    line shown after a bad answer; ``screen_rows`` (an int) asks that a person's screen, from
    the `to act` rule to the prompt, fit in that many rows: the table and the choices are
    drawn first and the news gets the rows they leave, cut by ``cut_news(lines, keep) ->
    list[RenderableType]`` (the last ``keep`` lines, after a line of the view's own saying
    how to see the others); with it, ``fitted_table(obs, names, viewer, rows) ->
    RenderableType`` draws the table in the ``rows`` that the choices and the news at its
    shortest (:meth:`meeple.cli.play.TerminalGame.news_floor`) leave, where it can (a screen
    whose table has several forms, such as a board of two maps); as the news is then told
    before the table is drawn, ``observe(obs, names, viewer) -> None`` lets the view read the
    observation first (a spectator's view reads the first one before any news);
    ``end_table(obs, names, viewer, rows) -> RenderableType`` draws the final table in the
    ``rows`` the end of a game leaves it in a short terminal (its compact form; the table is
    paged where even that does not fit);
    ``expand_answer(text, obs) -> str`` writes out the short words a player may type for the
    game's notation before it is parsed (a Dust Tactics unit's tag for its id)."""

    notation_help: str

    def table(self, obs: dict[str, Any], names: Sequence[str], viewer: int | None) -> RenderableType:
        """The table as one seat's observation shows it, to ``viewer`` (None: a spectator)."""

    def event(self, event: Event, names: Sequence[str], viewer: int | None) -> RenderableType | None:
        """One event as text (None to leave it out)."""

    def action_label(self, notation: str, obs: dict[str, Any], names: Sequence[str]) -> RenderableType:
        """A readable label for a legal action."""

    def is_private(self, obs: dict[str, Any]) -> bool:
        """Whether this screen shows something other players must not see."""


class GenericView:
    """The view of a game without its own renderer: the observation as data."""

    notation_help = "Answer with the notation of a legal action (`meeple help notation GAME`)."

    def __init__(self, hidden_information: bool) -> None:
        self.hidden_information = hidden_information

    def table(self, obs: dict[str, Any], names: Sequence[str], viewer: int | None) -> RenderableType:
        return Panel(Pretty(obs), title="Observation", title_align="left")

    def event(self, event: Event, names: Sequence[str], viewer: int | None) -> RenderableType | None:
        details = ", ".join(f"{k}={v}" for k, v in event.items() if k not in ("type", "visible_to"))
        return Text(f"{event.get('type')}: {details}")

    def action_label(self, notation: str, obs: dict[str, Any], names: Sequence[str]) -> RenderableType:
        return Text("")

    def is_private(self, obs: dict[str, Any]) -> bool:
        return self.hidden_information


class LastNews:
    """The last news told to each viewer, every line, for a view's ``news`` command (a
    screen that fits its rows shows only the last lines: :func:`cut_news`). Kept with the
    game's list of names, which the terminal passes unchanged all game long: another list is
    another game, with no news yet."""

    def __init__(self) -> None:
        self.kept: dict[int | None, tuple[Sequence[str], list[RenderableType]]] = {}

    def keep(self, viewer: int | None, names: Sequence[str], lines: Sequence[RenderableType]) -> None:
        """The news just told to ``viewer`` (a player; a spectator sees every line as it comes):
        an empty news leaves the last one to show, unless the game is another."""
        if viewer is not None and (lines or self.kept.get(viewer, (names,))[0] is not names):
            self.kept[viewer] = (names, list(lines))

    def show(self, viewer: int | None, names: Sequence[str]) -> RenderableType:
        """Every line of the last news told to ``viewer`` in this game, in a panel."""
        game, lines = self.kept.get(viewer, (names, []))
        if game is not names or not lines:
            return Text("No news yet.", style="dim")
        return Panel(Group(*lines), title="What happened (every line)", title_align="left", border_style="dim")


def cut_news(lines: Sequence[RenderableType], keep: int) -> list[RenderableType]:
    """News too long for the screen (a view's ``cut_news`` hook): its last ``keep`` lines,
    after a line saying how many earlier ones the ``news`` command shows."""
    if len(lines) <= keep:
        return list(lines)
    hidden = len(lines) - keep
    return [Text(f"… {plural(hidden, 'earlier line')} (type `news` to see every line)", style="dim"),
            *lines[len(lines) - keep:]]


def load_view(game: Game) -> GameView:
    """The ``VIEW`` of the game's view module, ``meeple.cli.<id>.view``; the generic view if
    the game has none. An import error inside the view module is raised, not taken for a
    missing view."""
    name = f"meeple.cli.{game.id.replace('-', '_')}.view"
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name is None or not (name == exc.name or name.startswith(exc.name + ".")):
            raise
        return GenericView(game.hidden_information)
    view: GameView = module.VIEW
    return view


def visible_to(event: Event, seat: int | None) -> bool:
    """Whether ``seat`` may see ``event`` (None: a spectator, who sees public events only)."""
    audience = event.get("visible_to")
    return audience is None or (seat is not None and seat in audience)


def tell_events(view: GameView, events: Sequence[Event], names: Sequence[str], viewer: int | None) -> list[RenderableType]:
    """The lines telling those of ``events`` that ``viewer`` may see (:func:`visible_to`),
    through the view's ``events`` hook (a run at once) or else its ``event`` (one by one)."""
    shown = [e for e in events if visible_to(e, viewer)]
    describe_all = getattr(view, "events", None)
    if callable(describe_all):
        lines: list[RenderableType | None] = list(describe_all(shown, names, viewer))
    else:
        lines = [view.event(e, names, viewer) for e in shown]
    return [line for line in lines if line is not None]


def viewer_observation(state: State, viewer: int | None) -> dict[str, Any]:
    """What ``viewer`` is shown of the table: its observation (a spectator, None, is shown
    seat 0's, as the end of a game shows it)."""
    return state.observation(viewer if viewer is not None else 0)


def results_view(view: GameView, record: GameRecord, obs: dict[str, Any], names: Sequence[str]) -> RenderableType:
    """The end of the game: the view's ``results`` hook, or else :func:`results_table`."""
    results = getattr(view, "results", None)
    if callable(results):
        drawn: RenderableType = results(record, obs, names)
        return drawn
    return results_table(record, names)


def seat_label(names: Sequence[str], seat: int) -> str:
    """``Ann (seat 0)``: the name, and the number the notation uses."""
    return f"{names[seat]} (seat {seat})"


def results_table(record: GameRecord, names: Sequence[str]) -> RenderableType:
    """Final scores per seat and the winners, from the record's result."""
    result = record.result or {}
    returns: list[float] = result.get("returns", [])
    scores: list[Any] = result.get("scores", [])
    winners: list[int] = result.get("winners") or [i for i, r in enumerate(returns) if returns and r == max(returns)]
    table = Table(title="Final result", title_justify="left", box=None, header_style="bold underline",
                  pad_edge=False)  # a row a seat and no rule: the end of a game fits a short terminal
    for header in ("#", "Seat", "Played by", "Score", "Result"):
        table.add_column(header)
    for seat, seat_record in enumerate(record.seats):
        score = str(scores[seat]) if seat < len(scores) else "-"
        won = Text("Winner", style="bold green") if seat in winners else Text("")
        table.add_row(str(seat), Text(names[seat]), Text(seat_record.agent), score, won)
    won_names = " and ".join(names[s] for s in winners) or "nobody"
    verb = "win" if len(winners) > 1 else "wins"
    return Group(table, Text(f"{won_names} {verb}!", style="bold green"))
