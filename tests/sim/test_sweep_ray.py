"""`meeple sweep --backend ray`: the same sweep on a real Ray cluster of two nodes, started on
loopback by this test (a head and a second worker node, in a temporary directory), stores the
same rows as the local run. Only the processes these `ray start` commands started are stopped
(their process groups), never the machine's other Ray processes."""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Iterator

import pytest

from components import unavailable
from sweep_helpers import DDAY_SMALL, store_rows

SRC = str(Path(__file__).resolve().parents[2] / "src")
#: A private cluster on loopback for this test: no usage report, and no token to share between
#: its nodes (whatever the user's ~/.ray holds from other Ray runs).
RAY_ENV = {"RAY_USAGE_STATS_ENABLED": "0", "RAY_AUTH_MODE": "disabled"}


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _ray_start(args: list[str], env: dict[str, str]) -> tuple[int, str]:
    """Run `ray start ARGS` in a session of its own; the daemons it leaves keep its process group."""
    ray = shutil.which("ray", path=str(Path(sys.executable).parent)) or "ray"
    proc = subprocess.Popen([ray, "start", *args, "--disable-usage-stats"], stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True, env=env, start_new_session=True)
    try:
        out, _ = proc.communicate(timeout=180)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        out = "ray start took more than 180 s"
    return (proc.pid if proc.returncode == 0 else -proc.pid), out


def _stop(groups: list[int]) -> None:
    """End the process groups of our `ray start` commands: SIGTERM, then SIGKILL what is left."""
    for sig in (signal.SIGTERM, signal.SIGKILL):
        for group in groups:
            try:
                os.killpg(group, sig)
            except ProcessLookupError:
                pass
        time.sleep(3)


@pytest.fixture(scope="session")
def ray_cluster(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A Ray head and a second worker node on 127.0.0.1, one CPU each; their address."""
    try:
        import ray  # noqa: F401
    except ImportError:
        unavailable("Ray is not installed (pip install 'meeple[ray]')")
    temp = tmp_path_factory.mktemp("ray")
    port = _free_port()
    env = {**os.environ, **RAY_ENV, "PYTHONPATH": SRC}
    groups: list[int] = []
    head, out = _ray_start(["--head", "--node-ip-address=127.0.0.1", f"--port={port}", f"--temp-dir={temp}",
                            "--num-cpus=1", "--include-dashboard=false", f"--dashboard-port={_free_port()}",
                            f"--ray-client-server-port={_free_port()}"], env)
    groups.append(abs(head))
    worker = -1
    if head > 0:
        worker, out = _ray_start([f"--address=127.0.0.1:{port}", "--node-ip-address=127.0.0.1", "--num-cpus=1"], env)
        groups.append(abs(worker))
    if head < 0 or worker < 0:
        _stop(groups)
        unavailable(f"a Ray cluster cannot start here: {' '.join(out.split()[-30:])}")
    try:
        with pytest.MonkeyPatch.context() as patch:  # the test's driver joins with the same settings
            for name, value in RAY_ENV.items():
                patch.setenv(name, value)
            yield f"127.0.0.1:{port}"
    finally:
        _stop(groups)


def test_a_sweep_on_a_two_node_ray_cluster_stores_the_rows_of_the_local_run(
        ray_cluster: str, dday_store: Path, tmp_path: Path) -> None:
    import ray

    from meeple.sim.sweep import run_sweep
    from meeple.sim.sweep_spec import spec_from_dict

    ray.init(address=ray_cluster, log_to_driver=False)
    try:
        alive = [n for n in ray.nodes() if n["Alive"]]
        assert len(alive) == 2 and ray.cluster_resources()["CPU"] == 2
        run = run_sweep(spec_from_dict(DDAY_SMALL), tmp_path, backend="ray", address=ray_cluster)
    finally:
        ray.shutdown()
    assert run.finished and run.played_games == 48
    assert store_rows(tmp_path) == store_rows(dday_store)
