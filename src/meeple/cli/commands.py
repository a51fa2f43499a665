"""The bodies of the non-interactive commands (games, simulate, replay, bench, data)."""

from __future__ import annotations

import json
from functools import partial
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table
from rich.text import Text

from meeple.agents import agent_names
from meeple.cli.english import plural
from meeple.cli.safe_text import safe_text
from meeple.engine.errors import ContentError, OptionsError
from meeple.engine.record import load_record, replay_record
from meeple.engine.registry import all_games, get_game


def list_games(console: Console, as_json: bool) -> None:
    """`meeple games`."""
    rows: list[dict[str, Any]] = []
    for game in all_games():
        rows.append({
            "id": game.id,
            "name": game.name,
            "min_players": game.min_players,
            "max_players": game.max_players,
            "rules_version": game.rules_version,
            "description": getattr(game, "description", ""),
            "options": [
                {"name": o.name, "type": o.kind, "default": o.default, "help": o.help}
                for o in game.options_spec
            ],
            "bots": agent_names(game),
        })
    if as_json:
        console.print_json(json.dumps(rows))
        return
    table = Table(title="Games")
    for column in ("id", "name", "players", "rules", "bots"):
        table.add_column(column)
    for row in rows:
        table.add_row(
            row["id"], row["name"], f"{row['min_players']}-{row['max_players']}", row["rules_version"],
            ", ".join(row["bots"]),
        )
    console.print(table)
    for row in rows:  # every option in full: `--option name=value` on play and simulate
        if not row["options"]:
            continue
        console.print(Text.assemble("\n", (row["id"], "bold"), " options (--option name=value):"))
        for o in row["options"]:
            default = "" if o["default"] in ("", None) else f" (default {o['default']})"
            console.print(Text(f"  {o['name']}{default}: {o['help']}"), highlight=False)


def simulate(
    console: Console, game_id: str, games: int, seed: int, bots: str, workers: int, as_json: bool,
    options: dict[str, Any] | None = None,
) -> bool:
    """`meeple simulate`. Returns whether Ctrl-C stopped it (the results printed are then
    those of the games finished before, and a line on stderr says so)."""
    from meeple.sim.simulate import check_bots, check_run, simulate as run

    check_run(games, workers)
    names = check_bots(game_id, [b for b in bots.split(",")])
    game = get_game(game_id)
    options = game.check_options(len(names), options)
    game.new_game(len(names), options)  # a set-up the game refuses (seat_units, an army) fails before the progress bar
    progress = Progress(
        TextColumn("[bold]{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
        console=Console(stderr=True), transient=as_json,
    )
    with progress:
        task = progress.add_task(f"{game_id}: {', '.join(names)}", total=games)
        result = run(game_id, games, seed, names, workers, progress=lambda k: progress.advance(task, k), options=options)
    if as_json:
        print(json.dumps(result.to_json()))
        return say_interrupted(result.interrupted, result.games, games)
    table = Table(title=f"{result.games} games of {game_id}, seed {seed}")
    for column in ("seat", "bot", "wins", "win rate", "95% CI", "mean score"):
        table.add_column(column, justify="right")
    for s in result.seats:
        table.add_row(
            str(s.seat), s.bot, f"{s.wins:g}", f"{s.win_rate:.3f}", f"{s.ci95[0]:.3f}-{s.ci95[1]:.3f}",
            "-" if s.mean_score is None else f"{s.mean_score:.2f}",
        )
    console.print(table)
    if result.win_rate is not None and result.ci95 is not None:
        console.print(
            f"team win rate {result.win_rate:.3f} (95% CI {result.ci95[0]:.3f}-{result.ci95[1]:.3f})   "
            f"mean team VP {'-' if result.mean_victory_points is None else format(result.mean_victory_points, '.1f')}"
            f"   mean turns {result.mean_turns:.1f}"
        )
        for where, count in list((result.falls or {}).items())[:8]:
            console.print(f"  units lost: {count} x {where}")
    console.print(
        f"shared wins: {result.shared_wins}   mean game length: {result.mean_length:.1f} decisions   "
        f"{result.games_per_second:.0f} games/s with {plural(workers, 'worker')}"
    )
    return say_interrupted(result.interrupted, result.games, games)


def say_interrupted(interrupted: bool, finished: int, requested: int) -> bool:
    """After results stopped by Ctrl-C, a line on stderr saying so; returns ``interrupted``."""
    if interrupted:
        Console(stderr=True).print(
            f"interrupted: {finished:,} of {requested:,} games finished; the results above are theirs",
            highlight=False)
    return interrupted


def simulate_sweep(
    console: Console, game_id: str, option: str, games: int, seed: int, bots: str, workers: int,
    as_json: bool, options: dict[str, Any] | None = None,
) -> bool:
    """`meeple simulate GAME --map all` (or ``--scenario all``): the same simulation on every
    value the game offers for ``option``, one table row each, with 95% intervals. Ctrl-C stops
    it: the rows so far are printed (the last one of the games it finished) and it returns True."""
    from meeple.sim.simulate import check_bots, check_run, simulate as run

    check_run(games, workers)
    game = get_game(game_id)
    choices = game.option_choices(option)
    if not choices:
        raise OptionsError(f"{game_id} has no list of {option} values to sweep with `all`")
    names = check_bots(game_id, [b for b in bots.split(",")])
    rows = []
    progress = Progress(
        TextColumn("[bold]{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
        console=Console(stderr=True), transient=as_json,
    )
    with progress:
        for value in choices:
            full = game.check_options(len(names), {**(options or {}), option: value})
            task = progress.add_task(f"{game_id} {option}={value}", total=games)
            result = run(game_id, games, seed, names, workers,
                         progress=partial(progress.advance, task), options=full)
            rows.append((value, result))
            if result.interrupted:
                break
    interrupted = bool(rows) and rows[-1][1].interrupted
    finished = sum(r.games for _, r in rows)
    if as_json:
        print(json.dumps({"option": option, "results": [{option: v, **r.to_json()} for v, r in rows]}))
        return say_interrupted(interrupted, finished, games * len(choices))
    table = Table(title=f"{games} games of {game_id} per {option}, seed {seed}, bots {', '.join(names)}")
    table.add_column(option, no_wrap=True)
    if game.cooperative:
        for column in ("team win rate", "95% CI", "mean VP", "mean turns"):
            table.add_column(column, justify="right")
        for value, r in rows:
            ci = r.ci95 or [0.0, 0.0]
            table.add_row(value, f"{r.win_rate or 0.0:.3f}", f"{ci[0]:.3f}-{ci[1]:.3f}",
                          f"{r.mean_victory_points or 0.0:.1f}", f"{r.mean_turns or 0.0:.1f}")
    else:
        for seat in range(len(names)):
            table.add_column(f"{names[seat]} {seat}", justify="right")
            table.add_column("95% CI", justify="right")
        for value, r in rows:
            cells = []
            for s in r.seats:
                cells += [f"{s.win_rate:.3f}", f"{s.ci95[0]:.3f}-{s.ci95[1]:.3f}"]
            table.add_row(value, *cells)
    console.print(table)
    return say_interrupted(interrupted, finished, games * len(choices))


def replay(
    console: Console, path: Path, as_json: bool, seat: int | None, story: bool = False, to: int | None = None
) -> None:
    """`meeple replay`; with ``story`` or ``to``, the game told as news (:mod:`meeple.cli.story`)."""
    if as_json and (story or to is not None):
        raise OptionsError(f"{'--story' if story else '--to'} tells the game in words: it does not go with --json")
    record = load_record(path)
    if story or to is not None:
        from meeple.cli.story import tell_story

        tell_story(console, record, seat, story, to)
        return
    result = replay_record(record)
    state = result.state
    if seat is not None:
        if not 0 <= seat < state.num_players:
            raise OptionsError(f"--seat {seat}: this game has seats 0-{state.num_players - 1}")
        seen = [e for e in result.events if "visible_to" not in e or seat in e["visible_to"]]
        print(json.dumps({"seat": seat, "events": seen, "observation": state.observation(seat)}, indent=1))
        return
    if as_json:
        print(json.dumps(state.to_json(), indent=1))
        return
    seats = f"{len(record.seats)} seat{'s' if len(record.seats) != 1 else ''}"
    console.print(Text.assemble((result.game.name, "bold"), f", {seats}, {len(record.moves)} recorded moves"))
    from meeple.cli.story import checked_walk, luck_line

    luck = luck_line(checked_walk(record, len(record.moves), settle=True)[1])
    if luck is not None:
        console.print(luck, soft_wrap=True)
    summary = getattr(state, "result_summary", None)
    scores = summary()["scores"] if callable(summary) and state.is_over() else None
    for i, s in enumerate(record.seats):
        extra = f" score {scores[i]}" if scores else ""
        won = (" winner", "green") if state.is_over() and state.returns()[i] > 0 else ""
        console.print(Text.assemble(f"  seat {i}: {safe_text(s.name)} ({safe_text(s.agent)}){extra}", won), soft_wrap=True)
    if not state.is_over():
        console.print(f"the game is not over: waiting for {state.current_players()}")


def bench(
    console: Console, game_id: str, seconds: float, as_json: bool, options: dict[str, Any] | None = None
) -> None:
    """`meeple bench`; ``options`` (``--scenario``) replace those of the game's bench set-up."""
    from meeple.sim.bench import bench as run

    get_game(game_id)
    result = run(game_id, seconds, options=options)
    if as_json:
        print(json.dumps(result.to_json()))
        return
    defaults = {spec.name: spec.default for spec in get_game(game_id).options_spec}
    shown = {k: v for k, v in result.options.items() if v != "" and (k in ("map", "scenario") or v != defaults.get(k))}
    if shown:  # the set-up measured: its map or scenario, and any option off its default
        listed = ", ".join(f"{k}={option_text(v)}" for k, v in shown.items())
        console.print(Text(f"{game_id}: options {listed}"), highlight=False)
    console.print(
        f"{game_id}: {result.games_per_second:,.0f} {result.bot} {result.players}-seat games per second "
        f"(CPU time, best of {result.rounds} rounds; median {result.games_per_second_median:,.0f}; {result.games} games)"
    )
    console.print(
        f"{game_id}: {result.clones_per_second:,.0f} state clones per second "
        f"(CPU time, best of {result.rounds} rounds; median {result.clones_per_second_median:,.0f})"
    )
    console.print(f"{game_id}: build {result.build}", highlight=False)


def option_text(value: Any) -> str:
    """An option's value as a line shows it: content given as data by its id (a scenario's)."""
    if isinstance(value, dict):
        return f"{safe_text(str(value.get('id') or value.get('name') or 'given'))} (given as a file)"
    return str(value)


def data_check(console: Console, game_id: str, directory: Path | None) -> None:
    """`meeple data check`."""
    game = get_game(game_id)
    checker = getattr(game, "check_content", None)
    if checker is None:
        raise ContentError(f"{game_id} has no content data files to check")
    summary = checker(directory)
    console.print(Text(f"{game_id}: data files valid ({summary})"), soft_wrap=True)
