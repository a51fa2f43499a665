"""Load on ``meeple serve``: many Dead Man's Draw matches at once, played over WebSockets on
loopback by scripted people, each of whom thinks a moment (``--think`` seconds on average,
0.5x to 1.5x of it) before each move, as a person at a table would.

    python benchmarks/load_server.py                       # 200 matches, 60 s, a server on a new SQLite file
    python benchmarks/load_server.py --db postgresql://postgres@127.0.0.1:5432/meeple
    python benchmarks/load_server.py --url http://127.0.0.1:8000 --pid 1234   # a server running already

Unless ``--url`` names one, the script starts the server itself (``python -m meeple serve``
on 127.0.0.1, a free port, ``--db`` or a new SQLite file in a temporary directory) and
stops it at the end. Each match has two people's seats (``--bot``: a person and the server's
heuristic bot) and ``--spectators`` pages watching; a finished match is followed by a new one
in its slot until ``--seconds`` have passed. Traffic goes to loopback only.

Prints moves per second, the move latency (from sending ``move`` to receiving the ``update``
that carries it, on the mover's socket) p50/p90/p99/max, the errors, and the server
process's peak memory (VmHWM) and CPU time; ``--json`` prints the same as one JSON object.
Exits non-zero if any error other than a stale move was seen. Target on a 2-core machine
with SQLite at the defaults: p99 under 100 ms.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import re
import resource
import signal
import subprocess
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

import httpx
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import WebSocketException

Json = dict[str, Any]
GAME = "dead-mans-draw"
LOOPBACK = {"127.0.0.1", "localhost", "::1"}
READY = re.compile(r"meeple serve: ready at (http://127\.0\.0\.1:\d+)/")
#: Seconds the server may take to start, and any one answer to arrive.
START_WAIT = 90.0
ANSWER_WAIT = 30.0
#: New matches made at once (a lobby's worth of people arriving, not a flood).
CREATING_AT_ONCE = 10


# ---------------------------------------------------------------------------- the server
@dataclass
class Server:
    """The server under load: its address, and its process when this script started it."""

    base_url: str
    pid: int | None
    process: subprocess.Popen[bytes] | None = None
    workdir: tempfile.TemporaryDirectory[str] | None = None

    @property
    def ws_url(self) -> str:
        return "ws" + self.base_url[len("http"):]

    def stop(self, keep_log: bool = False) -> None:
        """Stop the server this script started and remove its directory (with
        ``keep_log``, its log is first copied beside the system's temporary files and named
        on stderr)."""
        if self.process is not None and self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(15)
            except subprocess.TimeoutExpired:
                os.kill(self.process.pid, signal.SIGKILL)
                self.process.wait()
        if self.workdir is not None:
            log = Path(self.workdir.name) / "serve.log"
            if keep_log and log.exists():
                kept = Path(tempfile.mkstemp(prefix="meeple-load-serve-", suffix=".log")[1])
                kept.write_bytes(log.read_bytes())
                print(f"load_server: the server's log is kept in {kept}", file=sys.stderr)
            self.workdir.cleanup()


def start_server(db: str | None) -> Server:
    """``python -m meeple serve`` on 127.0.0.1 and a free port; returned once ready."""
    workdir = tempfile.TemporaryDirectory(prefix="meeple-load-")
    url = db or f"sqlite:///{Path(workdir.name) / 'load.sqlite3'}"
    log = Path(workdir.name) / "serve.log"
    with log.open("wb") as out:
        process = subprocess.Popen(
            [sys.executable, "-m", "meeple", "serve", "--host", "127.0.0.1", "--port", "0", "--db", url,
             "--no-browser", "--api-rate", "1000000"], stdout=out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL)
    deadline = time.monotonic() + START_WAIT
    while time.monotonic() < deadline:
        found = READY.search(log.read_text(errors="replace"))
        if found:
            return Server(found.group(1), process.pid, process, workdir)
        if process.poll() is not None:
            break
        time.sleep(0.05)
    tail = "\n".join(log.read_text(errors="replace").splitlines()[-10:])
    Server("", None, process, workdir).stop()
    raise SystemExit(f"load_server: the server did not start:\n{tail}")


def running_server(url: str, pid: int | None) -> Server:
    """A server started elsewhere; only one on this machine's loopback is accepted."""
    parsed = urlparse(url)
    if parsed.scheme != "http" or parsed.hostname not in LOOPBACK or parsed.port is None:
        raise SystemExit(f"load_server: --url must be http://127.0.0.1:<port> (loopback only), not {url!r}")
    return Server(f"http://{parsed.hostname}:{parsed.port}", pid)


def process_figures(pid: int | None) -> dict[str, float | None]:
    """The server process's peak and current memory (MiB) and its CPU time (s), from /proc."""
    figures: dict[str, float | None] = {"peak_rss_mib": None, "rss_mib": None, "cpu_seconds": None}
    if pid is None:
        return figures
    try:
        status = Path(f"/proc/{pid}/status").read_text()
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return figures
    for line in status.splitlines():
        key, _, value = line.partition(":")
        if key in ("VmHWM", "VmRSS"):
            figures["peak_rss_mib" if key == "VmHWM" else "rss_mib"] = int(value.split()[0]) / 1024
    fields = stat.rsplit(")", 1)[1].split()
    figures["cpu_seconds"] = (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    return figures


# ---------------------------------------------------------------------------- the people
@dataclass
class Tally:
    """What the pages measured."""

    latencies: list[float] = field(default_factory=list)
    welcomes: list[float] = field(default_factory=list)
    errors: Counter[str] = field(default_factory=Counter)
    stale: int = 0
    moves: int = 0
    committed: int = 0
    matches_started: int = 0
    matches_finished: int = 0


def error_kind(reason: str) -> str:
    """An error's reason without its particulars (versions, names), to count by kind."""
    return re.sub(r"\d+", "N", reason.split(":", 1)[0])[:60]


@dataclass
class Sent:
    """A move on its way: the version it was sent at, when, and whether its latency is
    measured (not while several seats act at once, when another's move may come first)."""

    version: int
    moment: float
    measured: bool


class Page:
    """One scripted person on one seat's socket (or a spectator's page, with no token)."""

    def __init__(self, ws_url: str, match_id: str, token: str | None, think: float,
                 rng: random.Random, tally: Tally, until: float, compression: bool = True) -> None:
        self.url = f"{ws_url}/ws/{match_id}"
        self.compression = compression
        self.token = token
        self.think, self.rng, self.tally, self.until = think, rng, tally, until
        self.seat: int | None = None
        self.version = -1
        self.view: Json = {}
        self.sent: Sent | None = None

    def to_act(self) -> bool:
        view = self.view
        return bool(self.seat is not None and view.get("status") == "playing"
                    and self.seat in view.get("to_act", []) and view.get("legal"))

    def over(self) -> bool:
        return self.view.get("status") == "over"

    async def play(self) -> None:
        """Say hello, then play (or watch) until the match ends or the time is up."""
        try:
            async with connect(self.url, open_timeout=ANSWER_WAIT, close_timeout=2, max_size=1 << 22,
                               compression="deflate" if self.compression else None) as socket:
                hello: Json = {"type": "hello"} if self.token is None else {"type": "hello", "token": self.token}
                began = time.monotonic()
                await socket.send(json.dumps(hello))
                self.take(await self.receive(socket, ANSWER_WAIT))
                self.tally.welcomes.append(time.monotonic() - began)
                while not self.over() and time.monotonic() < self.until:
                    if self.to_act() and self.sent is None:
                        await self.think_and_move(socket)
                    else:
                        self.take(await self.receive(socket, max(0.0, self.until - time.monotonic()) + ANSWER_WAIT))
        except (WebSocketException, OSError) as exc:
            self.tally.errors[f"socket {type(exc).__name__}"] += 1
        except asyncio.TimeoutError:
            if time.monotonic() < self.until:
                self.tally.errors["no answer within 30 s"] += 1

    @staticmethod
    async def receive(socket: ClientConnection, wait: float) -> Json:
        message: Json = json.loads(await asyncio.wait_for(socket.recv(), wait))
        return message

    async def think_and_move(self, socket: ClientConnection) -> None:
        """Think, then send a legal move at the version seen -- unless news comes first."""
        try:
            news = await self.receive(socket, self.think * self.rng.uniform(0.5, 1.5))
        except asyncio.TimeoutError:
            legal = self.view["legal"]
            action = legal[self.rng.randrange(len(legal))]["action"]
            alone = len(self.view["to_act"]) == 1
            self.sent = Sent(self.version, time.monotonic(), alone)
            await socket.send(json.dumps({"type": "move", "action": action, "version": self.version}))
            return
        self.take(news)

    def take(self, message: Json) -> None:
        """Note a message: the news and view, a move's latency, a refusal."""
        kind = message.get("type")
        if kind in ("welcome", "update", "sync"):
            if kind == "welcome":
                self.seat = message["seat"]
            self.version, self.view = message["version"], message["view"]
            sent = self.sent
            if sent is not None and self.version > sent.version:
                if kind == "update" and sent.measured and self.version == sent.version + 1:
                    self.tally.latencies.append(time.monotonic() - sent.moment)
                    self.tally.moves += 1
                self.sent = None
        elif kind == "error":
            reason = str(message.get("reason", ""))
            if reason.startswith("stale"):
                self.tally.stale += 1  # its update came first and cleared the move
            else:
                self.tally.errors[error_kind(reason)] += 1
                self.sent = None
        elif kind not in ("pong", "presence"):
            self.tally.errors[f"unexpected message {str(kind)[:20]}"] += 1


# ---------------------------------------------------------------------------- the matches
@dataclass
class Plan:
    """The load's shape (the command line's options)."""

    matches: int
    seconds: float
    think: float
    bot: bool
    spectators: int
    seed: int
    compression: bool = True
    ramp: float = 0.0


async def one_match(server: Server, client: httpx.AsyncClient, plan: Plan, rng: random.Random,
                    tally: Tally, until: float, creating: asyncio.Semaphore) -> bool | None:
    """Make a match and play it until it ends or the time is up; whether it ended (None: it
    could not be made)."""
    seats = [{"name": "Ann", "agent": "human"},
             {"name": "Bot", "agent": "heuristic"} if plan.bot else {"name": "Bob", "agent": "human"}]
    async with creating:
        response = await client.post("/api/matches", json={"game": GAME, "options": {}, "seats": seats})
    if response.status_code != 201:
        tally.errors[f"create answered {response.status_code}"] += 1
        return None
    made = response.json()
    tally.matches_started += 1
    pages = [Page(server.ws_url, made["id"], s["link"].split("#seat=", 1)[1], plan.think,
                  random.Random(rng.random()), tally, until, plan.compression) for s in made["seats"] if "link" in s]
    pages += [Page(server.ws_url, made["id"], None, plan.think, rng, tally, until, plan.compression)
              for _ in range(plan.spectators)]
    await asyncio.gather(*(page.play() for page in pages))
    tally.committed += max(page.version for page in pages)
    return all(page.over() for page in pages)


async def match_slot(server: Server, client: httpx.AsyncClient, plan: Plan, rng: random.Random,
                     tally: Tally, until: float, creating: asyncio.Semaphore, start: float) -> None:
    """One table: matches one after the other until the time is up."""
    await asyncio.sleep(start)
    while time.monotonic() < until:
        ended = await one_match(server, client, plan, rng, tally, until, creating)
        if ended is None:
            return  # the server refuses new matches: this table stops
        tally.matches_finished += ended


async def load(server: Server, plan: Plan) -> tuple[Tally, float]:
    """Run the load; the tally and the seconds it took."""
    tally = Tally()
    rng = random.Random(plan.seed)
    creating = asyncio.Semaphore(CREATING_AT_ONCE)
    limits = httpx.Limits(max_connections=CREATING_AT_ONCE)
    began = time.monotonic()
    until = began + plan.seconds
    async with httpx.AsyncClient(base_url=server.base_url, timeout=ANSWER_WAIT, limits=limits) as client:
        await asyncio.gather(*(match_slot(server, client, plan, random.Random(rng.random()), tally, until, creating,
                                          plan.ramp * slot / plan.matches) for slot in range(plan.matches)))
    return tally, time.monotonic() - began


# ---------------------------------------------------------------------------- the figures
def percentile(values: list[float], share: float) -> float | None:
    """The nearest-rank percentile (``share`` of 1) of ``values``, or None for none."""
    if not values:
        return None
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, int(share * len(ordered) + 0.999999) - 1))]


def milliseconds(value: float | None) -> float | None:
    return None if value is None else round(value * 1000, 1)


def own_cpu_seconds() -> float:
    """This script's CPU time so far (it shares the machine with the server it loads)."""
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def figures(plan: Plan, tally: Tally, seconds: float, server: dict[str, float | None], database: str) -> Json:
    lat = tally.latencies
    return {
        "matches_at_once": plan.matches, "seconds": round(seconds, 1), "ramp_seconds": plan.ramp,
        "think_seconds": plan.think,
        "bot": plan.bot, "spectators": plan.spectators, "compression": plan.compression, "database": database,
        "matches_started": tally.matches_started, "matches_finished": tally.matches_finished,
        "moves": tally.committed, "moves_per_second": round(tally.committed / seconds, 1) if seconds else 0.0,
        "moves_timed": tally.moves,
        "latency_ms": {"p50": milliseconds(percentile(lat, 0.5)), "p90": milliseconds(percentile(lat, 0.9)),
                       "p99": milliseconds(percentile(lat, 0.99)), "max": milliseconds(max(lat) if lat else None)},
        "welcome_ms": {"p50": milliseconds(percentile(tally.welcomes, 0.5)),
                       "p99": milliseconds(percentile(tally.welcomes, 0.99))},
        "stale_refusals": tally.stale, "errors": sum(tally.errors.values()), "error_kinds": dict(tally.errors),
        "server_peak_rss_mib": server["peak_rss_mib"], "server_rss_mib": server["rss_mib"],
        "server_cpu_seconds": server["cpu_seconds"], "client_cpu_seconds": round(own_cpu_seconds(), 1),
        "load_average": [round(x, 2) for x in os.getloadavg()], "cores": os.cpu_count(),
    }


def show(result: Json) -> str:
    lat, wel = result["latency_ms"], result["welcome_ms"]
    peak = result["server_peak_rss_mib"]
    cpu = result["server_cpu_seconds"]
    lines = [
        f"{result['matches_at_once']} matches at once for {result['seconds']} s on {result['database']} "
        f"(filled over {result['ramp_seconds']} s, think {result['think_seconds']} s{', against a bot' if result['bot'] else ''}, "
        f"{result['spectators']} spectator(s) a match, "
        f"{'permessage-deflate' if result['compression'] else 'no compression'})",
        f"matches: {result['matches_started']} started, {result['matches_finished']} finished",
        f"moves: {result['moves']} stored, {result['moves_per_second']} a second ({result['moves_timed']} "
        "people's moves timed: those made while no other seat was to act)",
        f"move latency ms: p50 {lat['p50']}  p90 {lat['p90']}  p99 {lat['p99']}  max {lat['max']}",
        f"welcome latency ms: p50 {wel['p50']}  p99 {wel['p99']}",
        f"errors: {result['errors']} {result['error_kinds'] or ''}  (stale refusals: {result['stale_refusals']}, "
        "when both seats keep their trait at once)",
        "server: " + (f"peak RSS {peak:.0f} MiB, CPU {cpu:.1f} s" if peak is not None and cpu is not None
                      else "memory not measured (give --pid)"),
        f"this script: CPU {result['client_cpu_seconds']} s; machine: {result['cores']} cores, load average "
        + " ".join(str(x) for x in result["load_average"]),
    ]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Load on meeple serve: many matches over WebSockets on loopback.")
    parser.add_argument("--matches", type=int, default=200, help="matches played at once (default 200)")
    parser.add_argument("--seconds", type=float, default=60.0, help="how long the load lasts (default 60)")
    parser.add_argument("--think", type=float, default=1.0,
                        help="a person's mean thinking time before a move, in seconds (default 1.0)")
    parser.add_argument("--ramp", type=float, default=10.0,
                        help="seconds over which the tables fill, one after the other (default 10)")
    parser.add_argument("--bot", action="store_true", help="each match: a person and the server's heuristic bot")
    parser.add_argument("--spectators", type=int, default=0, help="spectator pages a match (default 0)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--no-compression", action="store_true",
                        help="pages that do not offer permessage-deflate (browsers do; default: offer it)")
    parser.add_argument("--db", help="the database URL of the server started here (default: a new SQLite file)")
    parser.add_argument("--url", help="load a server running already: http://127.0.0.1:<port> (loopback only)")
    parser.add_argument("--pid", type=int, help="with --url: its process id, to read its memory and CPU time")
    parser.add_argument("--json", action="store_true", help="print the figures as one JSON object")
    args = parser.parse_args(argv)
    if not 1 <= args.matches <= 2000 or not 0 < args.seconds <= 3600 or min(args.think, args.spectators, args.ramp) < 0:
        parser.error("--matches 1-2000, --seconds up to 3600; --think, --ramp and --spectators not negative")
    if args.ramp >= args.seconds:
        parser.error("--ramp must be shorter than --seconds")
    if args.url and args.db:
        parser.error("--db is for the server this script starts; not with --url")
    plan = Plan(args.matches, args.seconds, args.think, args.bot, args.spectators, args.seed, not args.no_compression,
                args.ramp)
    server = running_server(args.url, args.pid) if args.url else start_server(args.db)
    database = "a running server" if args.url else (args.db.split(":", 1)[0] if args.db else "sqlite")
    result: Json = {}
    try:
        tally, seconds = asyncio.run(load(server, plan))
        result = figures(plan, tally, seconds, process_figures(server.pid), database)
    finally:
        server.stop(keep_log=result.get("errors", 1) != 0)
    print(json.dumps(result) if args.json else show(result))
    return 1 if result["errors"] else 0


if __name__ == "__main__":
    sys.exit(main())
