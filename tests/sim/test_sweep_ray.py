"""`meeple sweep --backend ray`: the same sweep on a real Ray cluster of two nodes, started on
loopback by this test (a head and a second worker node, in a temporary directory), stores the
same rows as the local run.

Ray's daemons listen on every interface and announce the machine's address whatever node
address they are given, so the cluster and the sweep's driver run in a network namespace of
their own with only a loopback interface (``unshare --net``, :mod:`ray_cluster`): nothing of
the cluster is reachable from, or sends to, anything but that loopback. Only the processes its
`ray start` commands started are stopped (their process groups), never the machine's other Ray
processes."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import meeple

from components import unavailable
from sweep_helpers import DDAY_SMALL, store_rows

HERE = Path(__file__).resolve().parent
#: Where the tests import meeple from (src/, or the compiled build .ci/compiled installs): the
#: processes a test starts run the same build.
SRC = str(Path(meeple.__file__).resolve().parents[1])


def in_own_network(command: list[str], env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    """Run ``command`` in a new network namespace whose loopback is up (and nothing else)."""
    unshare = shutil.which("unshare")
    if unshare is None:
        unavailable("no unshare command (util-linux) to give the Ray cluster a loopback-only network")
    probe = subprocess.run([unshare, "--net", "--", "ip", "link", "set", "lo", "up"],
                           capture_output=True, text=True)
    if probe.returncode != 0:
        unavailable(f"cannot make a network namespace for the Ray cluster: {probe.stderr.strip()[:200]}")
    script = 'ip link set lo up && exec "$@"'
    return subprocess.run([unshare, "--net", "--", "sh", "-c", script, "sh", *command],
                          capture_output=True, text=True, env=env, timeout=900)


def test_a_sweep_on_a_two_node_ray_cluster_stores_the_rows_of_the_local_run(
        dday_store: Path, tmp_path: Path) -> None:
    try:
        import ray  # noqa: F401
    except ImportError:
        unavailable("Ray is not installed (pip install 'meeple[ray]')")
    out = tmp_path / "store"
    env = {**os.environ, "PYTHONPATH": SRC}
    # Ray's socket paths under its temporary folder must stay within 107 bytes: a short folder
    with tempfile.TemporaryDirectory(prefix="meeple-ray-") as temp:
        done = in_own_network([sys.executable, str(HERE / "ray_cluster.py"), json.dumps(DDAY_SMALL),
                               str(out), temp], env)
    assert done.returncode == 0, done.stderr[-2000:]
    report = json.loads(done.stdout.strip().splitlines()[-1])
    if not report["started"]:
        unavailable(f"a Ray cluster cannot start here: {report['reason']}")
    assert report["nodes"] == 2 and report["cpus"] == 2
    assert report["node_addresses"] == ["127.0.0.1"], "both nodes are on the namespace's loopback"
    assert report["finished"] and report["played"] == 48
    assert store_rows(out) == store_rows(dday_store)
