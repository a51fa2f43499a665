"""Worker processes for batch play: a pool whose workers ignore Ctrl-C.

Ctrl-C in a terminal sends SIGINT to the whole foreground process group, workers included.
A worker that took it would print its own ``KeyboardInterrupt`` traceback (``Process
SpawnPoolWorker-2:``) while the main process is still collecting results, so every worker
ignores it: the main process alone takes the interrupt, keeps what has finished and ends the
pool (issue 25, bug 3).
"""

from __future__ import annotations

import multiprocessing
import signal
from contextlib import contextmanager
from multiprocessing.pool import Pool
from typing import Iterator


def ignore_interrupts() -> None:
    """A worker's initializer: SIGINT is the main process's to handle."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


@contextmanager
def worker_pool(workers: int) -> Iterator[Pool]:
    """``workers`` persistent processes (spawned, so each starts clean) that ignore Ctrl-C;
    ended on leaving the block, whether it finished or was interrupted. They are started with
    SIGINT ignored (an ignored signal stays ignored in a new program), so a Ctrl-C that comes
    while a worker is still starting, before its initializer runs, does not reach it either."""
    ctx = multiprocessing.get_context("spawn")
    previous = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        pool = ctx.Pool(workers, initializer=ignore_interrupts)
    finally:
        signal.signal(signal.SIGINT, previous)
    try:
        yield pool
    finally:
        pool.terminate()
        pool.join()
