"""The bodies of ``meeple sweep`` and ``meeple report`` (docs/analysis.md): the sweep from a
file or flags, a progress bar with the time left, and what was done."""

from __future__ import annotations

import json
from dataclasses import asdict
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn, TimeRemainingColumn

from meeple.engine.data_files import read_toml
from meeple.engine.errors import OptionsError, excerpt


def sweep_data(game: str, file: Path | None, flags: dict[str, Any]) -> dict[str, Any]:
    """The sweep as a dict: the file's (if any), each flag given replacing its key."""
    data: dict[str, Any] = read_toml(file, "sweep") if file is not None else {}
    if data.get("game", game) != game:
        raise OptionsError(f"the sweep file is for {excerpt(data['game'])}, not {excerpt(game)}")
    data["game"] = game
    for key, value in flags.items():
        if value is not None:
            data[key] = value
    return data


def grid_flags(items: list[str] | None) -> dict[str, Any] | None:
    """``--grid map=all --grid edition=1,2`` as a grid table (values: int, true/false, text)."""
    from meeple.cli.main import option_value

    if not items:
        return None
    grid: dict[str, Any] = {}
    for item in items:
        name, sep, values = item.partition("=")
        if not sep or not name.strip() or not values.strip():
            raise OptionsError(f"--grid {excerpt(item)}: write it as name=value,value,... or name=all")
        text = values.strip()
        grid[name.strip()] = "all" if text == "all" else [option_value(v) for v in text.split(",")]
    return grid


def run_sweep_command(console: Console, data: dict[str, Any], store: Path, workers: int, backend: str,
                      address: str | None, as_json: bool) -> bool:
    """`meeple sweep`: play what the store lacks, with a progress bar; returns whether Ctrl-C
    stopped it."""
    from meeple.sim.store import open_store
    from meeple.sim.sweep import check_backend, run_sweep
    from meeple.sim.sweep_spec import check_spec, spec_from_dict

    check_backend(workers, backend)
    spec = spec_from_dict(data)
    check_spec(spec)  # a bad sweep, or a store of another, fails before the progress bar
    open_store(store, spec.to_json())
    bar = Progress(TextColumn("[bold]{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                   TextColumn("ETA"), TimeRemainingColumn(), console=Console(stderr=True), transient=as_json)
    with bar:
        task = bar.add_task(f"sweep {spec.game}", total=None)

        def advance(done: int, total: int) -> None:
            if bar.tasks[0].total is None:  # the games already in the store are no speed: start the ETA's clock here
                bar.reset(task, total=total, completed=done)
            else:
                bar.update(task, completed=done, total=total)

        run = run_sweep(spec, store, workers, backend, address, advance)
    rate = run.played_games / run.elapsed_seconds if run.elapsed_seconds > 0 else 0.0
    if as_json:
        print(json.dumps({**asdict(run), "store": str(store), "games_per_second": rate}))
    else:
        console.print(
            f"{run.cells} cells, {run.resumed_games + run.played_games:,} of {run.total_games:,} games in {store} "
            f"({run.resumed_games:,} there before, {run.played_games:,} played now, {rate:.0f} games/s)",
            highlight=False, soft_wrap=True)
    if run.interrupted:
        Console(stderr=True).print("interrupted: every finished task is kept; run the same command again to continue",
                                   highlight=False)
    return run.interrupted


def report_command(console: Console, store: Path, out: Path | None) -> None:
    """`meeple report`: the charts, tables and page of a store."""
    from meeple.sim.report import write_report

    page = write_report(store, out or store / "report")
    console.print(f"report: {page}", highlight=False, soft_wrap=True)
