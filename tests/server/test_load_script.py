"""benchmarks/load_server.py, run small: it starts a server of its own, plays a few matches
over WebSockets on loopback, prints its figures, and stops the server; it refuses to load
anything but this machine's loopback."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

SCRIPT = Path(__file__).resolve().parents[2] / "benchmarks" / "load_server.py"
#: Seconds the script may run before the test fails (a guard against a hang).
GUARD = 180


def run_script(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(SCRIPT), *args], capture_output=True, text=True, timeout=GUARD)


def test_a_small_load_plays_matches_and_prints_its_figures() -> None:
    done = run_script("--matches", "3", "--seconds", "6", "--ramp", "1", "--think", "0.05",
                      "--spectators", "1", "--json")
    assert done.returncode == 0, done.stdout + done.stderr
    figures = json.loads(done.stdout)
    assert figures["matches_started"] >= 3
    assert figures["moves"] > 0 and figures["moves_per_second"] > 0
    assert figures["errors"] == 0, figures["error_kinds"]
    latency = figures["latency_ms"]
    assert 0 < latency["p50"] <= latency["p90"] <= latency["p99"] <= latency["max"]
    assert figures["server_peak_rss_mib"] > 0 and figures["server_cpu_seconds"] > 0


def test_the_script_loads_only_a_server_on_loopback() -> None:
    done = run_script("--url", "http://192.0.2.1:8000", "--seconds", "1", "--ramp", "0")
    assert done.returncode != 0
    assert "loopback only" in done.stderr
