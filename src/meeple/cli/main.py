"""The ``meeple`` command line (typer + rich). A thin front end: every rule question is
asked of the game through the kernel contract; nothing here decides a rule."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any, Optional

import typer
from rich.console import Console

from meeple.engine.errors import MeepleError, OptionsError

app = typer.Typer(
    name="meeple",
    help="Play, simulate and analyse D-Day Dice, Dead Man's Draw and Dust Tactics.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)
data_app = typer.Typer(help="Check a game's content data files.", no_args_is_help=True)
app.add_typer(data_app, name="data")
maps_app = typer.Typer(help="Battle maps of D-Day Dice: list, show, validate.", no_args_is_help=True)
app.add_typer(maps_app, name="maps")

console = Console()
err_console = Console(stderr=True)


def fail(message: str, code: int = 1) -> None:
    """Print a one-line error and exit non-zero."""
    err_console.print(f"[bold red]error:[/] {message}", markup=True, highlight=False, soft_wrap=True)
    raise typer.Exit(code)


@app.command("games")
def games_command(
    as_json: bool = typer.Option(False, "--json", help="Print the list as JSON."),
) -> None:
    """List the games meeple can play, with their player counts, options and bots."""
    from meeple.cli.commands import list_games

    list_games(console, as_json)


def game_options(map_id: Optional[str], option: Optional[list[str]]) -> dict[str, Any]:
    """``--map`` and ``--option key=value`` as a game-options dict (values: int, true/false,
    or text). The game checks them."""
    options: dict[str, Any] = {}
    for item in option or []:
        key, sep, value = item.partition("=")
        if not sep or not key.strip():
            raise OptionsError(f"--option {item!r}: write it as key=value")
        text = value.strip()
        parsed: Any = text
        if text.lower() in ("true", "false"):
            parsed = text.lower() == "true"
        elif text.lstrip("-").isdigit():
            parsed = int(text)
        options[key.strip()] = parsed
    if map_id is not None:
        options["map"] = map_id
    return options


MAP_HELP = "Battle map (D-Day Dice; see `meeple maps list`)."
OPTION_HELP = "A game option as key=value (repeatable; see `meeple games`)."


@app.command("play")
def play_command(
    game: Optional[str] = typer.Argument(None, help="Game id (see `meeple games`); default dead-mans-draw."),
    seats: Optional[str] = typer.Option(
        None,
        "--seats",
        help="Comma-separated seats, each `human` or a bot name (`random`, `heuristic`); a seat "
        "may be named: `Ann=human`. Default: you against heuristic bots (D-Day Dice: you, solo).",
    ),
    players: Optional[int] = typer.Option(None, "--players", min=1, help="Number of seats: you and heuristic bots."),
    map_id: Optional[str] = typer.Option(None, "--map", help=MAP_HELP),
    option: Optional[list[str]] = typer.Option(None, "--option", help=OPTION_HELP),
    seed: Optional[int] = typer.Option(None, "--seed", help="Seed for chance (random if omitted)."),
    resume: Optional[Path] = typer.Option(None, "--resume", help="Continue the game saved in this record file."),
    save: Path = typer.Option(
        Path("meeple-save.json"), "--save", help="File the `save` command writes (the record is never lost: writes are atomic)."
    ),
) -> None:
    """Play in the terminal: hot-seat people and bots. At any prompt: `save`, `help`, `quit`."""
    from meeple.cli.play import DEFAULT_SEATS, run_play
    from meeple.engine.registry import get_game

    try:
        options = game_options(map_id, option)
        if game is None and resume is None:
            game = "dead-mans-draw"
        spec = seats
        if spec is None:
            count = players if players is not None else (get_game(game or "").min_players if resume is None else 2)
            spec = ",".join(["human"] + ["heuristic"] * (count - 1)) if resume is None else DEFAULT_SEATS
        run_play(console, game or "", spec, seed, resume, save, options)
    except MeepleError as exc:
        fail(str(exc))


@app.command("simulate")
def simulate_command(
    game: str = typer.Argument(..., help="Game id (see `meeple games`)."),
    games: int = typer.Option(1000, "--games", "-n", min=1, help="How many games to play."),
    seed: int = typer.Option(0, "--seed", help="Master seed: the same seed gives the same numbers."),
    bots: str = typer.Option(
        "heuristic,random", "--bots", help="Comma-separated bot of each seat (one name with --players: every seat)."
    ),
    players: Optional[int] = typer.Option(None, "--players", min=1, help="Number of seats, all played by the --bots bot."),
    map_id: Optional[str] = typer.Option(None, "--map", help=MAP_HELP),
    option: Optional[list[str]] = typer.Option(None, "--option", help=OPTION_HELP),
    workers: int = typer.Option(1, "--workers", "-w", min=1, help="Worker processes (results do not depend on it)."),
    as_json: bool = typer.Option(False, "--json", help="Print the results as one JSON object."),
) -> None:
    """Play many bot games: win rate per seat with a 95% CI, mean score, length, games/s."""
    from meeple.cli.commands import simulate

    try:
        names = [b.strip() for b in bots.split(",")]
        if players is not None:
            if len(names) != 1 and len(names) != players:
                raise OptionsError(f"--players {players} needs one bot name, or {players} of them, in --bots")
            names = names * players if len(names) == 1 else names
        simulate(console, game, games, seed, ",".join(names), workers, as_json, game_options(map_id, option))
    except MeepleError as exc:
        fail(str(exc))


@app.command("replay")
def replay_command(
    record: Path = typer.Argument(..., help="A game record (JSON)."),
    as_json: bool = typer.Option(False, "--json", help="Print the final full state as JSON."),
    seat: Optional[int] = typer.Option(None, "--seat", help="Print only what this seat saw: the events it was shown and its final observation."),
) -> None:
    """Reproduce a recorded game exactly and show how it ended."""
    from meeple.cli.commands import replay

    try:
        replay(console, record, as_json, seat)
    except MeepleError as exc:
        fail(str(exc))


@app.command("bench")
def bench_command(
    game: str = typer.Argument(..., help="Game id (see `meeple games`)."),
    seconds: float = typer.Option(3.0, "--seconds", min=0.1, help="How long each measurement runs."),
    as_json: bool = typer.Option(False, "--json", help="Print the figures as JSON."),
) -> None:
    """Measure bot games/s and state clones/s on one core through the public interface."""
    from meeple.cli.commands import bench

    try:
        bench(console, game, seconds, as_json)
    except MeepleError as exc:
        fail(str(exc))


@app.command("cards")
def cards_command(
    game: str = typer.Argument("dday-dice", help="Game id (see `meeple games`)."),
    as_json: bool = typer.Option(False, "--json", help="Print the cards as a JSON list."),
) -> None:
    """List every card of a game with its kind, cost and text."""
    from meeple.cli.cards import list_cards

    try:
        list_cards(console, game, as_json)
    except MeepleError as exc:
        fail(str(exc))


@maps_app.command("list")
def maps_list_command(
    as_json: bool = typer.Option(False, "--json", help="Print the maps as JSON."),
) -> None:
    """List the battle maps of D-Day Dice."""
    from meeple.cli.maps import list_maps

    try:
        list_maps(console, as_json)
    except MeepleError as exc:
        fail(str(exc))


@maps_app.command("show")
def maps_show_command(
    map_id: str = typer.Argument(..., help="Map id (see `meeple maps list`)."),
) -> None:
    """Draw a battle map in the terminal: rows, sectors, DEF, icons, lines, mines, barriers."""
    from meeple.cli.maps import show_map

    try:
        show_map(console, map_id)
    except MeepleError as exc:
        fail(str(exc))


@maps_app.command("validate")
def maps_validate_command(
    path: Path = typer.Argument(..., help="A map data file (TOML) to check."),
) -> None:
    """Check a map data file, e.g. one transcribed from a real board."""
    from meeple.cli.maps import validate_map

    try:
        validate_map(console, path)
    except MeepleError as exc:
        fail(str(exc))


@data_app.command("check")
def data_check_command(
    game: str = typer.Argument(..., help="Game id (see `meeple games`)."),
    directory: Optional[Path] = typer.Option(None, "--dir", help="Check the data files in this folder instead of the packaged ones."),
) -> None:
    """Validate a game's content data files (cards, traits, maps, units)."""
    from meeple.cli.commands import data_check

    try:
        data_check(console, game, directory)
    except MeepleError as exc:
        fail(str(exc))


def run(argv: list[str] | None = None) -> None:
    """Entry point of the ``meeple`` console command.

    A usage error (unknown flag, bad value, unknown command) prints one line on stderr and
    exits with status 2; an input error (bad record, illegal move, broken data) exits 1."""
    command = typer.main.get_command(app)
    try:
        code = command.main(args=argv, prog_name="meeple", standalone_mode=False)
    except typer.TyperException as exc:
        message = exc.format_message()
        if not message:  # `meeple` or `meeple data` alone: the help was shown
            sys.exit(0)
        ctx = getattr(exc, "ctx", None)
        where = f" (see `{ctx.command_path} --help`)" if ctx is not None else ""
        err_console.print(f"[bold red]error:[/] {message}{where}", highlight=False, soft_wrap=True)
        sys.exit(getattr(exc, "exit_code", 2))
    except (typer.Abort, KeyboardInterrupt):
        err_console.print("aborted", highlight=False)
        sys.exit(130)
    except MeepleError as exc:  # content errors raised while importing a game, etc.
        err_console.print(f"[bold red]error:[/] {exc}", highlight=False, soft_wrap=True)
        sys.exit(1)
    sys.exit(code if isinstance(code, int) else 0)
