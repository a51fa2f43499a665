"""A Ray cluster of two nodes (a head and a second worker node, one CPU each) for one sweep,
run inside a network namespace of its own that has only a loopback interface.

Ray's daemons listen on every interface of the machine and announce its first address, even
with ``--node-ip-address=127.0.0.1``; in a namespace whose only interface is ``lo``, every
socket they open and every packet they send stays on this namespace's loopback. The test runs
this module as ``unshare --net`` -> ``ip link set lo up`` -> ``python ray_cluster.py SPEC OUT
TEMP``: it starts the cluster in ``TEMP``, runs the sweep ``SPEC`` (JSON) into the store
``OUT`` on it, prints one JSON line (the cluster's live nodes and CPUs, the run's outcome), and
stops exactly the process groups its ``ray start`` commands made.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

#: No usage report, and no token to share between its nodes (whatever the user's ~/.ray holds
#: from other Ray runs).
RAY_ENV = {"RAY_USAGE_STATS_ENABLED": "0", "RAY_AUTH_MODE": "disabled"}


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def ray_start(args: list[str], env: dict[str, str]) -> tuple[int, str]:
    """Run `ray start ARGS` in a session of its own; the daemons it leaves keep its process
    group. Its pid (negative when it failed) and what it printed."""
    ray = shutil.which("ray", path=str(Path(sys.executable).parent)) or "ray"
    proc = subprocess.Popen([ray, "start", *args, "--disable-usage-stats"], stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True, env=env, start_new_session=True)
    try:
        out, _ = proc.communicate(timeout=180)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        out = "ray start took more than 180 s"
    return (proc.pid if proc.returncode == 0 else -proc.pid), out


def stop(groups: list[int]) -> None:
    """End the process groups of our `ray start` commands: SIGTERM, then SIGKILL what is left."""
    for sig in (signal.SIGTERM, signal.SIGKILL):
        for group in groups:
            try:
                os.killpg(group, sig)
            except ProcessLookupError:
                pass
        time.sleep(3)


def start_cluster(temp: Path, env: dict[str, str]) -> tuple[str, list[int], str]:
    """A head and a second worker node on 127.0.0.1: their address, process groups, and what
    the failing `ray start` printed (empty when both started)."""
    port = free_port()
    groups: list[int] = []
    head, out = ray_start(["--head", "--node-ip-address=127.0.0.1", f"--port={port}", f"--temp-dir={temp}",
                           "--num-cpus=1", "--include-dashboard=false", f"--dashboard-port={free_port()}",
                           f"--ray-client-server-port={free_port()}"], env)
    groups.append(abs(head))
    if head < 0:
        return "", groups, out
    worker, out = ray_start([f"--address=127.0.0.1:{port}", "--node-ip-address=127.0.0.1", "--num-cpus=1"], env)
    groups.append(abs(worker))
    return f"127.0.0.1:{port}", groups, "" if worker > 0 else out


def run(spec: dict[str, Any], out: Path, temp: Path) -> dict[str, Any]:
    """Start the cluster, run the sweep on it, stop the cluster."""
    os.environ.update(RAY_ENV)
    address, groups, failure = start_cluster(temp, dict(os.environ))
    try:
        if failure:
            return {"started": False, "reason": " ".join(failure.split()[-30:])}
        import ray

        from meeple.sim.sweep import run_sweep
        from meeple.sim.sweep_spec import spec_from_dict

        ray.init(address=address, log_to_driver=False)
        try:
            alive = [n for n in ray.nodes() if n["Alive"]]
            cpus = ray.cluster_resources().get("CPU", 0)
            done = run_sweep(spec_from_dict(spec), out, backend="ray", address=address)
        finally:
            ray.shutdown()
        return {"started": True, "nodes": len(alive), "cpus": cpus,
                "node_addresses": sorted({n["NodeManagerAddress"] for n in alive}),
                "finished": done.finished, "played": done.played_games}
    finally:
        stop(groups)


if __name__ == "__main__":
    print(json.dumps(run(json.loads(sys.argv[1]), Path(sys.argv[2]), Path(sys.argv[3]))))
