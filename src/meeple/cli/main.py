"""The ``meeple`` command line (typer + rich). A thin front end: every rule question is
asked of the game through the kernel contract; nothing here decides a rule."""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any, Optional

import typer
from rich.console import Console
from rich.text import Text

from meeple.engine.errors import MeepleError, OptionsError, excerpt

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
scenarios_app = typer.Typer(help="Scenarios of Dust Tactics: list (`dust-tactics`), show, validate.", no_args_is_help=True)
app.add_typer(scenarios_app, name="scenarios")
units_app = typer.Typer(help="Unit cards of Dust Tactics: list, show, validate.", no_args_is_help=True)
app.add_typer(units_app, name="units")
army_app = typer.Typer(help="Dust Tactics armies: check one against the unit cards and an army-point limit.", no_args_is_help=True)
app.add_typer(army_app, name="army")
help_app = typer.Typer(help="Help on a topic: `meeple help notation GAME` (the notation of a game's moves).", no_args_is_help=True)
app.add_typer(help_app, name="help")

console = Console()
err_console = Console(stderr=True)


def error_line(message: str) -> Text:
    """``error: <message>``, the message as plain text (a ``[`` in a path or a name is no markup,
    a control character from a record is shown as its escape: :mod:`meeple.cli.safe_text`)."""
    from meeple.cli.safe_text import safe_text

    return Text.assemble(("error:", "bold red"), f" {safe_text(message)}")


def fail(message: str, code: int = 1) -> None:
    """Print a one-line error and exit non-zero."""
    err_console.print(error_line(message), highlight=False, soft_wrap=True)
    raise typer.Exit(code)


@app.command("games")
def games_command(
    as_json: bool = typer.Option(False, "--json", help="Print the list as JSON."),
) -> None:
    """List the games meeple can play, with their player counts, options and bots."""
    from meeple.cli.commands import list_games

    list_games(console, as_json)


#: The options that have a flag of their own: flag -> game option.
OPTION_FLAGS: dict[str, str] = {"--map": "map", "--scenario": "scenario", "--edition": "edition", "--units": "units"}


def game_options(
    map_id: Optional[str],
    option: Optional[list[str]],
    scenario: Optional[str] = None,
    game_id: Optional[str] = None,
    edition: Optional[int] = None,
    units: Optional[str] = None,
) -> dict[str, Any]:
    """``--map``, ``--scenario``, ``--edition``, ``--units`` and ``--option key=value`` as a game-options
    dict (values: int, true/false, or text). The game checks them; with ``game_id``, a flag the
    game has no option for is refused here, with the games that have one, and a file named for
    an option that holds content (``--scenario my.toml``) is read into it
    (:mod:`meeple.cli.option_files`). A flag and an ``--option`` that set the same option to two
    values are refused."""
    options: dict[str, Any] = {}
    for item in option or []:
        key, sep, value = item.partition("=")
        key = key.strip()
        if not sep or not key:
            raise OptionsError(f"--option {excerpt(item)}: write it as key=value")
        parsed = option_value(value)
        if key in options and not same_value(options[key], parsed):
            raise OptionsError(f"--option {key} is given twice, as {options[key]} and {parsed}: give it once")
        options[key] = parsed
    flags = {"--map": map_id, "--scenario": scenario, "--edition": edition, "--units": units}
    for flag, given in flags.items():
        if given is None:
            continue
        name = OPTION_FLAGS[flag]
        if game_id is not None:
            check_flag(game_id, flag, name)
        if name in options and not same_value(options[name], given):
            raise OptionsError(f"{flag} {given} and --option {name}={options[name]} disagree: give one of them")
        options[name] = given
    if game_id is not None:
        from meeple.cli.option_files import read_option_files
        from meeple.engine.registry import get_game

        options = read_option_files(get_game(game_id), options)
    return options


def option_value(value: str) -> Any:
    """The value of ``--option key=value``: true/false as a bool, an integer written in ASCII
    digits (``-3``, ``12``) as an int, anything else (``--5``, ``²``) as the text itself,
    which the game then checks."""
    text = value.strip()
    if text.lower() in ("true", "false"):
        return text.lower() == "true"
    if re.fullmatch(r"-?[0-9]+", text):
        return int(text)
    return text


def same_value(a: Any, b: Any) -> bool:
    """Equal and of the same type: ``True`` is not the edition ``1``."""
    return type(a) is type(b) and a == b


def check_flag(game_id: str, flag: str, name: str) -> None:
    """Refuse ``flag`` (which sets the game option ``name``) for a game without that option."""
    from meeple.engine.registry import all_games, get_game

    game = get_game(game_id)
    if any(spec.name == name for spec in game.options_spec):
        return
    having = [g.id for g in all_games() if any(spec.name == name for spec in g.options_spec)]
    known = ", ".join(spec.name for spec in game.options_spec) or "none"
    raise OptionsError(
        f"{flag}: {game_id} has no {name} option (its options: {known}; "
        f"games with a {name}: {', '.join(having) or 'none yet'})"
    )


MAP_HELP = ("Battle map (D-Day Dice; see `meeple maps list`), or a map file of your own (checked as "
            "`meeple maps validate` does, read now; the record keeps its content).")
SCENARIO_HELP = ("Scenario (Dust Tactics; see `meeple scenarios dust-tactics`), or a scenario file of your own "
                 "(read now; the record keeps its content): the game option `scenario`.")
EDITION_HELP = ("Rule set (D-Day Dice): 1 = first edition (default), 2 = the second edition's rules "
                "with the first edition's cards; the game option `edition`.")
UNITS_HELP = ("Dust Tactics: a units file of your own (checked as `meeple units validate` does, read now; the "
              "record keeps its cards): its cards replace the packaged cards of their ids (DT-139); the game option `units`.")
OPTION_HELP = ("A game option as key=value (repeatable, one value a key; see `meeple games`); an army, "
               "scenario or units option takes a file (allies_army=my-army.toml), read now.")


@app.command("play")
def play_command(
    game: Optional[str] = typer.Argument(None, help="Game id (see `meeple games`); default dead-mans-draw."),
    seats: Optional[str] = typer.Option(
        None,
        "--seats",
        help="Comma-separated seats, each `human` or a bot name (`random`, `heuristic`); a seat "
        "may be named: `Ann=human`. Default: you against heuristic bots (D-Day Dice: you, solo).",
    ),
    players: Optional[int] = typer.Option(
        None, "--players", min=1, help="Number of seats: you and heuristic bots (with --seats, its number of seats)."
    ),
    map_id: Optional[str] = typer.Option(None, "--map", help=MAP_HELP),
    scenario: Optional[str] = typer.Option(None, "--scenario", help=SCENARIO_HELP),
    edition: Optional[int] = typer.Option(None, "--edition", help=EDITION_HELP),
    units: Optional[str] = typer.Option(None, "--units", help=UNITS_HELP),
    option: Optional[list[str]] = typer.Option(None, "--option", help=OPTION_HELP),
    seed: Optional[int] = typer.Option(
        None, "--seed",
        help="Seed for chance, for a deal you mean to play again: whoever knows it foresees every card and die. "
        "Default: an unguessable seed, shown to no one and kept in the save file.",
    ),
    resume: Optional[Path] = typer.Option(None, "--resume", help="Continue the game saved in this record file."),
    save: Optional[Path] = typer.Option(
        None, "--save",
        help="File the game is saved to (by `save`, `quit`, Ctrl-D/Ctrl-C and at the end; writes are atomic). "
        "Default: meeple-save.json, or meeple-save-2.json, -3, ... if that holds another game; when resuming, "
        "the resumed file. A new game never overwrites a file: an existing --save is refused (continue it with --resume).",
    ),
) -> None:
    """Play in the terminal: hot-seat people and bots. At any prompt: `save`, `save PATH`, `help`, `log`, `news`, `table`, `quit`."""
    from meeple.cli.play import DEFAULT_SEATS, run_play
    from meeple.engine.registry import get_game

    try:
        if game is None and resume is None:
            game = "dead-mans-draw"
        options = game_options(map_id, option, scenario, game if resume is None else None, edition, units)
        spec = seats
        if players is not None and resume is None:
            get_game(game or "").check_player_count(players)
        if spec is not None and players is not None and resume is None and len(spec.split(",")) != players:
            raise OptionsError(f"--players {players} and --seats {excerpt(spec)} ({len(spec.split(','))} seats) disagree: give one of them")
        if spec is None:
            count = players if players is not None else (get_game(game or "").min_players if resume is None else 2)
            spec = ",".join(["human"] + ["heuristic"] * (count - 1)) if resume is None else DEFAULT_SEATS
        run_play(console, game or "", spec, seed, resume, save, options, players=players)
    except MeepleError as exc:
        fail(str(exc))


@app.command("simulate")
def simulate_command(
    game: str = typer.Argument(..., help="Game id (see `meeple games`)."),
    games: int = typer.Option(1000, "--games", "-n", min=1, help="How many games to play."),
    seed: int = typer.Option(0, "--seed", help="Master seed: the same seed gives the same numbers."),
    bots: Optional[str] = typer.Option(
        None, "--bots",
        help="Comma-separated bot of each seat (one name with --players: every seat). Default: "
        "heuristic,random; with --players, the game's first bot (heuristic) in every seat.",
    ),
    players: Optional[int] = typer.Option(None, "--players", min=1, help="Number of seats, all played by the --bots bot."),
    map_id: Optional[str] = typer.Option(None, "--map", help=MAP_HELP + " `all`: every playable map, one table row each."),
    scenario: Optional[str] = typer.Option(None, "--scenario", help=SCENARIO_HELP + " `all`: every scenario, one row each."),
    edition: Optional[int] = typer.Option(None, "--edition", help=EDITION_HELP),
    option: Optional[list[str]] = typer.Option(None, "--option", help=OPTION_HELP),
    workers: int = typer.Option(1, "--workers", "-w", min=1, help="Worker processes (results do not depend on it)."),
    as_json: bool = typer.Option(False, "--json", help="Print the results as one JSON object."),
) -> None:
    """Play many bot games: win rate per seat with a 95% CI, mean score, length, games/s."""
    from meeple.cli.commands import simulate
    from meeple.engine.registry import get_game

    try:
        if bots is None:
            bots = default_bots(game) if players is not None else "heuristic,random"
        names = [b.strip() for b in bots.split(",")]
        if players is not None:
            get_game(game).check_player_count(players)
            if len(names) != 1 and len(names) != players:
                raise OptionsError(f"--players {players} needs one bot name, or {players} of them, in --bots")
            names = names * players if len(names) == 1 else names
        sweep = "--map" if map_id == "all" else "--scenario" if scenario == "all" else None
        if sweep is not None:
            from meeple.cli.commands import simulate_sweep

            options = sweep_options(game, sweep, map_id, scenario, option, edition)
            if simulate_sweep(console, game, OPTION_FLAGS[sweep], games, seed, ",".join(names), workers, as_json, options):
                raise typer.Exit(130)  # Ctrl-C: the rows so far were printed
            return
        options = game_options(map_id, option, scenario, game, edition)
        if simulate(console, game, games, seed, ",".join(names), workers, as_json, options):
            raise typer.Exit(130)  # Ctrl-C: the results so far were printed
    except MeepleError as exc:
        fail(str(exc))


def sweep_options(
    game_id: str, sweep: str, map_id: Optional[str], scenario: Optional[str], option: Optional[list[str]],
    edition: Optional[int],
) -> dict[str, Any]:
    """The options of ``simulate --map all`` (``sweep``) or ``--scenario all``: the other
    flag and every ``--option`` are checked as usual; one sweep at a time, and an ``--option``
    that sets the swept option is refused."""
    name = OPTION_FLAGS[sweep]
    check_flag(game_id, sweep, name)
    if map_id == "all" and scenario == "all":
        raise OptionsError("--map all and --scenario all: sweep one of them at a time")
    options = game_options(None if sweep == "--map" else map_id, option,
                           None if sweep == "--scenario" else scenario, game_id, edition)
    if name in options:
        raise OptionsError(f"{sweep} all and --option {name}={options[name]} disagree: give one of them")
    return options


def default_bots(game_id: str) -> str:
    """The first bot a game offers (its heuristic), or ``random``."""
    from meeple.engine.registry import get_game

    offered = get_game(game_id).bots()
    return offered[0].name if offered else "random"


@app.command("sweep")
def sweep_command(
    game: str = typer.Argument(..., help="Game id (see `meeple games`)."),
    store: Path = typer.Option(..., "--store", help="Folder of the results (Parquet shards); the same folder resumes the sweep."),
    file: Optional[Path] = typer.Option(None, "--file", "-f", help="A sweep file (TOML, docs/analysis.md); flags given replace its keys."),
    games: Optional[int] = typer.Option(None, "--games", "-n", help="Games per cell (default 100)."),
    seed: Optional[int] = typer.Option(None, "--seed", help="The sweep's seed: game i of a cell is seeded from it, the cell and i."),
    players: Optional[str] = typer.Option(None, "--players", help="Seat counts, comma-separated (1,4)."),
    bots: Optional[list[str]] = typer.Option(None, "--bots", help="A line-up, comma-separated (one name: every seat); repeatable."),
    grid: Optional[list[str]] = typer.Option(None, "--grid", help="A swept option: name=v1,v2 or name=all; repeatable."),
    option: Optional[list[str]] = typer.Option(None, "--option", help="A fixed game option as key=value; repeatable."),
    rotate: Optional[bool] = typer.Option(None, "--rotate/--no-rotate", help="Play every seat order of each line-up (competitive games)."),
    pair: Optional[list[str]] = typer.Option(None, "--pair", help="A swept option (or `players`) whose values share their seeds, for paired comparisons; repeatable."),
    chunk: Optional[int] = typer.Option(None, "--chunk", help="Games per task and shard (default 50)."),
    records: Optional[bool] = typer.Option(None, "--records/--no-records", help="Keep each game's record in the store."),
    workers: int = typer.Option(1, "--workers", "-w", min=1, help="Local worker processes (or a private Ray's CPUs)."),
    backend: str = typer.Option("local", "--backend", help="local (processes on this machine) or ray."),
    address: Optional[str] = typer.Option(None, "--address", help="The Ray cluster to join (--backend ray), e.g. 10.0.0.5:6379."),
    as_json: bool = typer.Option(False, "--json", help="Print what was done as JSON."),
) -> None:
    """Play a grid of settings, bots and seat orders into a resumable results store (docs/analysis.md)."""
    from meeple.cli.sweep import grid_flags, run_sweep_command, sweep_data

    try:
        fixed = game_options(None, option) if option else None
        counts = [int(p) if p.strip().isdigit() else p for p in players.split(",")] if players else None
        data = sweep_data(game, file, {"games": games, "seed": seed, "players": counts, "bots": bots,
                                       "grid": grid_flags(grid), "options": fixed, "rotate": rotate, "pair": pair,
                                       "chunk": chunk, "records": records})
        if run_sweep_command(console, data, store, workers, backend, address, as_json):
            raise typer.Exit(130)
    except MeepleError as exc:
        fail(str(exc))


@app.command("report")
def report_command(
    store: Path = typer.Argument(..., help="A sweep's store (the --store folder of `meeple sweep`)."),
    out: Optional[Path] = typer.Option(None, "--out", help="Folder of the report (default STORE/report)."),
) -> None:
    """Charts (PNG, SVG), tables (CSV) and one HTML page from a sweep's store (docs/analysis.md)."""
    from meeple.cli.sweep import report_command as report

    try:
        report(console, store, out)
    except MeepleError as exc:
        fail(str(exc))


@app.command("replay")
def replay_command(
    record: Path = typer.Argument(..., help="A game record (JSON)."),
    as_json: bool = typer.Option(False, "--json", help="Print the final full state as JSON."),
    seat: Optional[int] = typer.Option(None, "--seat", help="Print only what this seat saw: the events it was shown and its final observation (as JSON); with --story or --to, tell the game as this seat saw it."),
    story: bool = typer.Option(False, "--story", help="Tell the whole game as readable news, move by move (numbered as in the record), then the final table and the result; a spectator sees public events only, --seat N what that seat saw."),
    to: Optional[int] = typer.Option(None, "--to", help="Stop after move N (0: before the first) and draw the table as it stood then, to --seat N or a spectator; with --story, the news up to there."),
) -> None:
    """Reproduce a recorded game exactly and show how it ended, or tell it move by move (--story, --to)."""
    from meeple.cli.commands import replay

    try:
        replay(console, record, as_json, seat, story, to)
    except MeepleError as exc:
        fail(str(exc))


@app.command("advise")
def advise_command(
    record: Path = typer.Argument(..., help="A game record (JSON)."),
    at: Optional[int] = typer.Option(None, "--at", help="The position after move N (default: the record's end)."),
    seat: Optional[int] = typer.Option(None, "--seat", help="The seat to advise (default: the first seat to act)."),
    as_json: bool = typer.Option(False, "--json", help="Print the advice as JSON."),
    simulations: int = typer.Option(400, "--simulations", min=1, max=200_000, help="Search simulations."),
    target: Optional[str] = typer.Option(None, "--target", help="D-Day Dice: a Final Tally to reach, e.g. 'courage>=3,skulls==0'."),
) -> None:
    """Advise a position of a record: each legal action with its win probability, best first, and the game's exact odds."""
    from meeple.cli.advice import advise_record

    try:
        advise_record(console, record, at, seat, as_json, simulations, target)
    except MeepleError as exc:
        fail(str(exc))


@app.command("analyse")
def analyse_command(
    record: Path = typer.Argument(..., help="A game record (JSON)."),
    seat: Optional[int] = typer.Option(None, "--seat", help="The seat to review (default: every seat)."),
    as_json: bool = typer.Option(False, "--json", help="Print the review as JSON."),
    simulations: int = typer.Option(200, "--simulations", min=1, max=200_000, help="Search simulations per decision."),
) -> None:
    """Review a played game: each decision against the best, the expected loss, the biggest mistakes and the luck."""
    from meeple.cli.advice import analyse_record

    try:
        analyse_record(console, record, seat, as_json, simulations)
    except MeepleError as exc:
        fail(str(exc))


@app.command("serve")
def serve_command(
    host: str = typer.Option("127.0.0.1", "--host", help="Address to listen on (127.0.0.1: this machine only)."),
    port: int = typer.Option(8000, "--port", min=0, max=65535, help="Port to listen on (0: any free port)."),
    db: Optional[str] = typer.Option(
        None, "--db", help="Database URL: sqlite:///path or postgresql://user@host/db "
        "(default: an SQLite file in the user's data directory)."),
    no_browser: bool = typer.Option(False, "--no-browser", help="Do not open a browser tab."),
    handover_after: float = typer.Option(
        60.0, "--handover-after", min=0.0,
        help="Seconds a seat's player must be gone before another seat may hand it to a bot."),
    bot_delay: float = typer.Option(
        0.4, "--bot-delay", min=0.0, max=60.0,
        help="Seconds a bot waits before each of its moves, so people can follow its play."),
    api_rate: float = typer.Option(
        20.0, "--api-rate", min=0.1, max=1e6,
        help="API requests a second one client address may make (five seconds' worth at once; 429 beyond)."),
) -> None:
    """Run the game server: the lobby, the game pages and their sockets (docs/server.md)."""
    from meeple.server.run import serve

    def say(line: str) -> None:
        print(line, flush=True)

    try:
        serve(host, port, db, not no_browser, handover_after, say, bot_delay, api_rate)
    except OSError as exc:
        fail(f"cannot listen on {host}:{port}: {exc.strerror or exc}")
    except MeepleError as exc:
        fail(str(exc))


@app.command("bench")
def bench_command(
    game: Optional[str] = typer.Argument(None, help="Game id (see `meeple games`). Default: every game's bench set-up and `meeple simulate dead-mans-draw`."),
    seconds: float = typer.Option(3.0, "--seconds", min=0.1, max=600.0, help="How long each measurement runs (at most 600 s)."),
    scenario: Optional[str] = typer.Option(None, "--scenario", help=SCENARIO_HELP + " Default: the game's bench set-up."),
    as_json: bool = typer.Option(False, "--json", help="Print the figures as JSON."),
) -> None:
    """Measure bot games/s and state clones/s on one core through the public interface."""
    from meeple.cli.commands import bench

    try:
        if game is None:
            from meeple.cli.bench_set import bench_set

            if scenario is not None:
                raise OptionsError("--scenario needs a game: meeple bench GAME --scenario ID")
            bench_set(console, seconds, as_json)
            return
        bench(console, game, seconds, as_json, game_options(None, None, scenario, game))
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


@scenarios_app.command("dust-tactics")
def scenarios_list_command(
    as_json: bool = typer.Option(False, "--json", help="Print the scenarios as JSON."),
) -> None:
    """List the scenarios of Dust Tactics: id, name, army-point limit, turn limit, objectives."""
    from meeple.cli.scenarios import list_scenarios

    try:
        list_scenarios(console, as_json)
    except MeepleError as exc:
        fail(str(exc))


@scenarios_app.command("list", hidden=True)
def scenarios_list_alias(
    as_json: bool = typer.Option(False, "--json", help="Print the scenarios as JSON."),
) -> None:
    """The same as `meeple scenarios dust-tactics`."""
    scenarios_list_command(as_json)


@scenarios_app.command("show")
def scenarios_show_command(
    scenario_id: str = typer.Argument(..., help="Scenario id (see `meeple scenarios dust-tactics`) or a scenario file."),
) -> None:
    """Draw a scenario's battlefield: terrain per square with a legend, cover elements and zone, entry sides, objectives."""
    from meeple.cli.scenarios import show_scenario

    try:
        show_scenario(console, scenario_id)
    except MeepleError as exc:
        fail(str(exc))


@scenarios_app.command("validate")
def scenarios_validate_command(
    path: Path = typer.Argument(..., help="A scenario data file (TOML) to check."),
) -> None:
    """Check a scenario data file, e.g. one built with the rulebook's set-up procedure."""
    from meeple.cli.scenarios import validate_scenario

    try:
        validate_scenario(console, path)
    except MeepleError as exc:
        fail(str(exc))


@units_app.command("list")
def units_list_command(
    as_json: bool = typer.Option(False, "--json", help="Print the unit cards as a JSON list."),
) -> None:
    """List the unit cards of Dust Tactics: faction, type, armour, AP, models/hit points, move."""
    from meeple.cli.units import list_units

    try:
        list_units(console, as_json)
    except MeepleError as exc:
        fail(str(exc))


@units_app.command("show")
def units_show_command(
    unit: str = typer.Argument(..., help="Unit id or name (see `meeple units list`), e.g. hell-boys."),
    as_json: bool = typer.Option(False, "--json", help="Print the card as JSON."),
) -> None:
    """Draw a unit card: weapon lines with range and dice/damage per armour class, ammo, skills, cover; † reconstructed."""
    from meeple.cli.units import show_unit

    try:
        show_unit(console, unit, as_json)
    except MeepleError as exc:
        fail(str(exc))


@units_app.command("validate")
def units_validate_command(
    path: Path = typer.Argument(..., help="A units data file (TOML, [[unit]] tables) to check."),
) -> None:
    """Check a units data file, e.g. cards a player transcribed."""
    from meeple.cli.units import validate_units

    try:
        validate_units(console, path)
    except MeepleError as exc:
        fail(str(exc))


@army_app.command("check")
def army_check_command(
    path: Path = typer.Argument(..., help="An army file (TOML; see docs/dust-tactics-army-format.md)."),
    scenario: Optional[str] = typer.Option(
        None, "--scenario", help="Check against this scenario's army-point limit (an id or a scenario file); "
        "replaces the file's own scenario or points."
    ),
    units: Optional[Path] = typer.Option(None, "--units", help="Check against the cards of this units file instead of the packaged ones."),
    as_json: bool = typer.Option(False, "--json", help="Print the verdict as one JSON object."),
) -> None:
    """Check an army: total AP against the limit, factions, heroes; each problem on one line, exit 1 if any."""
    from meeple.cli.army import check_army_file

    try:
        valid = check_army_file(console, err_console, path, scenario, units, as_json)
    except MeepleError as exc:
        fail(str(exc))
    if not valid:
        raise typer.Exit(1)


@data_app.command("check")
def data_check_command(
    game: str = typer.Argument(..., help="Game id (see `meeple games`)."),
    directory: Optional[Path] = typer.Option(
        None, "--dir", help="Check the data files in this folder (laid out as the packaged data folder; "
        "files absent there are the packaged ones) instead of the packaged ones."),
) -> None:
    """Validate a game's content data files: Dead Man's Draw's suits and traits; D-Day Dice's
    cards, second-edition kinds, maps and joined maps; Dust Tactics' unit cards and scenarios."""
    from meeple.cli.commands import data_check

    try:
        data_check(console, game, directory)
    except MeepleError as exc:
        fail(str(exc))


def show_version(given: bool) -> None:
    """``meeple --version``: the installed version, then exit."""
    if given:
        from meeple import __version__

        console.print(f"meeple {__version__}", highlight=False)
        raise typer.Exit()


@app.callback()
def main_options(
    version: bool = typer.Option(False, "--version", callback=show_version, is_eager=True,
                                 help="Print meeple's version and exit."),
) -> None:
    """Play, simulate and analyse D-Day Dice, Dead Man's Draw and Dust Tactics."""


@help_app.command("notation")
def help_notation_command(
    game: str = typer.Argument(..., help="Game id (see `meeple games`), or the start of one."),
) -> None:
    """The notation of a game's moves: what to type at a prompt of `meeple play`."""
    from meeple.cli.help_command import notation_help

    try:
        notation_help(console, game)
    except MeepleError as exc:
        fail(str(exc))


def run(argv: list[str] | None = None) -> None:
    """Entry point of the ``meeple`` console command. Every error prints one line on stderr.

    An error the command-line parser finds (an unknown command or flag, a missing argument,
    a value of the wrong type or out of a flag's range, such as ``--players 0`` or
    ``--edition x``) exits with status 2. Every other error exits 1: a value the game or the
    command checks (an unknown game, map or option, ``--edition 3``, a bad seat list), a bad
    record, a broken data file, a save that could not be written. Ctrl-C exits 130."""
    command = typer.main.get_command(app)
    try:
        code = command.main(args=argv, prog_name="meeple", standalone_mode=False)
    except typer.TyperException as exc:
        message = exc.format_message()
        if not message:  # `meeple` or `meeple data` alone: the help was shown
            sys.exit(0)
        ctx = getattr(exc, "ctx", None)
        where = f" (see `{ctx.command_path} --help`)" if ctx is not None else ""
        err_console.print(error_line(f"{message}{where}"), highlight=False, soft_wrap=True)
        sys.exit(getattr(exc, "exit_code", 2))
    except (typer.Abort, KeyboardInterrupt):
        err_console.print("aborted", highlight=False)
        sys.exit(130)
    except MeepleError as exc:  # content errors raised while importing a game, etc.
        err_console.print(error_line(str(exc)), highlight=False, soft_wrap=True)
        sys.exit(1)
    sys.exit(code if isinstance(code, int) else 0)
