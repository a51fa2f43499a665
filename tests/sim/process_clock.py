"""Waiting for a process group to have worked a while, by the CPU time it used (read from
/proc), so that a test's Ctrl-C lands at a point of the work whatever the machine's load."""

from __future__ import annotations

import os
import signal
import subprocess
import time
from pathlib import Path

TICKS = os.sysconf("SC_CLK_TCK")


def group_cpu_seconds(group: int) -> float:
    """User and system CPU seconds of every live process in process group ``group``."""
    total = 0
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[2]) == group:  # pgrp; utime and stime follow at 11 and 12
            total += int(fields[11]) + int(fields[12])
    return total / TICKS


def wait_for_cpu(proc: "subprocess.Popen[str]", seconds: float, limit: float = 180.0) -> None:
    """Return once the process group ``proc`` leads has used ``seconds`` of CPU, or ``proc``
    has ended, or after ``limit`` seconds of waiting."""
    deadline = time.monotonic() + limit
    while proc.poll() is None and group_cpu_seconds(proc.pid) < seconds and time.monotonic() < deadline:
        time.sleep(0.05)


def signal_group(proc: "subprocess.Popen[str]", sig: int) -> None:
    """Send ``sig`` to the process group ``proc`` leads, unless it has already ended."""
    try:
        os.killpg(proc.pid, sig)
    except ProcessLookupError:  # it finished before the moment came: nothing to interrupt
        pass


def as_a_terminal_starts_it() -> None:
    """Give the process about to start Ctrl-C's default, as a terminal's foreground program has
    it (``preexec_fn``). A test run launched in the background of a script (``&``, as a CI
    script may run two suites side by side) inherits SIGINT ignored, and Python then installs
    no KeyboardInterrupt handler: the Ctrl-C a test sends would be dropped."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)
