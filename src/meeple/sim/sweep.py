"""Running a sweep into its store, resumably (docs/analysis.md).

The sweep's tasks (:mod:`meeple.sim.sweep_games`) are played by local worker processes or on
a Ray cluster (:mod:`meeple.sim.sweep_ray`); each finished task is written at once as one
shard (:mod:`meeple.sim.store`). Tasks whose shard exists are skipped, so running a sweep again
after Ctrl-C or a crash plays only what is missing, and since every game's seed comes from the
sweep's seed, its cell and its index, the finished store holds the same rows as a run that was
never interrupted.

Local workers are started once for the whole sweep (not once per cell) and take tasks as they
free up (``imap_unordered``, one task at a time), so no worker waits for a slow one to
finish before the next task; the main process only writes shards.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterator

from meeple.engine.errors import OptionsError, excerpt
from meeple.sim.simulate import MAX_WORKERS
from meeple.sim.store import finished_tasks, open_store, write_shard
from meeple.sim.sweep_games import Row, Task, play_task, tasks_of
from meeple.sim.sweep_spec import SweepSpec, check_spec
from meeple.sim.workers import worker_pool

BACKENDS = ("local", "ray")

#: Called with the games finished (those already in the store included) and the sweep's total.
Progress = Callable[[int, int], None]


@dataclass
class SweepRun:
    """What a run of a sweep did."""

    cells: int
    total_games: int
    #: Games in the store when the run started, and played by this run.
    resumed_games: int
    played_games: int
    interrupted: bool
    elapsed_seconds: float

    @property
    def finished(self) -> bool:
        return self.resumed_games + self.played_games == self.total_games


def run_sweep(
    spec: SweepSpec,
    store: Path,
    workers: int = 1,
    backend: str = "local",
    address: str | None = None,
    progress: Progress | None = None,
) -> SweepRun:
    """Play every game of ``spec`` not yet in ``store`` and write them there. Ctrl-C
    (``KeyboardInterrupt``) stops it with every finished task kept."""
    check_backend(workers, backend)
    cells = check_spec(spec)
    open_store(store, spec.to_json())
    tasks = tasks_of(spec.game, spec.seed, cells, spec.games, spec.chunk, spec.records)
    done = finished_tasks(store)
    todo = [t for t in tasks if (t.cell.number, t.start) not in done]
    total = len(cells) * spec.games
    resumed = total - sum(t.games for t in todo)
    played, interrupted = 0, False
    started = time.perf_counter()
    if progress is not None:
        progress(resumed, total)
    try:
        for task, rows in _results(todo, workers, backend, address):
            write_shard(store, task.cell.number, task.start, rows)
            played += task.games
            if progress is not None:
                progress(resumed + played, total)
    except KeyboardInterrupt:
        interrupted = True
    return SweepRun(len(cells), total, resumed, played, interrupted, time.perf_counter() - started)


def check_backend(workers: int, backend: str) -> None:
    """Refuse an unknown backend or a number of workers out of bounds."""
    if backend not in BACKENDS:
        raise OptionsError(f"--backend must be one of {', '.join(BACKENDS)}, not {excerpt(backend)}")
    if not 1 <= workers <= MAX_WORKERS:
        raise OptionsError(f"--workers must be from 1 to {MAX_WORKERS}, not {excerpt(workers)}")


def _results(tasks: list[Task], workers: int, backend: str, address: str | None) -> Iterator[tuple[Task, list[Row]]]:
    if not tasks:
        return
    if backend == "ray":
        from meeple.sim.sweep_ray import ray_results

        yield from ray_results(tasks, address, workers)
        return
    if workers <= 1:
        for task in tasks:
            yield task, play_task(task)
        return
    with worker_pool(workers) as pool:
        yield from pool.imap_unordered(_play, tasks, chunksize=1)


def _play(task: Task) -> tuple[Task, list[Row]]:
    return task, play_task(task)
