"""A sweep's tasks on a Ray cluster (``meeple sweep --backend ray [--address ADDR]``; the
extra ``meeple[ray]``; docs/analysis.md, "On a cluster").

Each task is one Ray task: a chunk of a cell's games (50 by default, about a second of play),
large enough that Ray's scheduling (about a millisecond a task) is lost in it, small enough to
spread over many cores and to lose little to an interrupt. A bounded number of tasks is in
flight (a few per CPU of the cluster); results are taken as they finish (``ray.wait``) and
written to the store at once, and a new task goes out for each one taken. The rows are the
ones a local worker would make from the same task, so the store, and every number read from
it, equal a local run's for the same sweep.

Every node needs meeple installed (the same version: the games' rules must be the same);
Ray is imported here only.
"""

from __future__ import annotations

from typing import Any, Iterator

from meeple.engine.errors import OptionsError
from meeple.sim.sweep_games import Row, Task, play_task

#: Tasks in flight per CPU of the cluster.
IN_FLIGHT_PER_CPU = 3


def ray_results(tasks: list[Task], address: str | None, workers: int) -> Iterator[tuple[Task, list[Row]]]:
    """Each task's rows, in the order the tasks finish on the cluster at ``address`` (None: a
    Ray instance started on this machine with ``workers`` CPUs)."""
    try:
        import ray
    except ImportError:
        raise OptionsError("--backend ray needs Ray: pip install 'meeple[ray]'") from None
    started_here = not ray.is_initialized()
    if started_here:
        _connect(ray, address, workers)
    try:
        remote = ray.remote(num_cpus=1, max_retries=3)(play_task)
        cpus = max(1, int(ray.cluster_resources().get("CPU", workers)))  # type: ignore[no-untyped-call]
        limit = IN_FLIGHT_PER_CPU * cpus
        waiting = iter(tasks)
        running: dict[Any, Task] = {}
        for task in waiting:
            running[remote.remote(task)] = task
            if len(running) >= limit:
                break
        while running:
            ready, _ = ray.wait(list(running), num_returns=1)
            ref = ready[0]
            task = running.pop(ref)
            rows: list[Row] = ray.get(ref)
            following = next(waiting, None)
            if following is not None:
                running[remote.remote(following)] = following
            yield task, rows
    finally:
        if started_here:
            ray.shutdown()


def _connect(ray: Any, address: str | None, workers: int) -> None:
    """Join the cluster at ``address``, or start a private one of ``workers`` CPUs."""
    try:
        if address is None:
            ray.init(num_cpus=workers, include_dashboard=False, log_to_driver=False)
        else:
            ray.init(address=address, log_to_driver=False)
    except (ConnectionError, RuntimeError, ValueError) as exc:
        message = " ".join(str(exc).split())[:200]
        raise OptionsError(f"cannot reach the Ray cluster at {address or 'this machine'}: {message}") from None
