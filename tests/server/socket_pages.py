"""Game pages as a program plays them, over real sockets (``websockets``) and HTTP
(``httpx``) against a server process: each page keeps every message it was told, so a test
can hold them against the record the server stores (:func:`check_told`)."""

from __future__ import annotations

import asyncio
import json
import random
import time
from dataclasses import dataclass, field
from typing import Any, Sequence

import httpx
from websockets.asyncio.client import ClientConnection, connect

Json = dict[str, Any]
DMD = "dead-mans-draw"
#: Seconds a page waits for a message before the test fails (a guard against a hang).
WAIT = 30.0
#: The socket's message rate a scripted page keeps under (docs/server.md: 20 a second, a
#: burst of 40).
RATE, BURST = 18.0, 36


async def create_match(base_url: str, seats: Sequence[tuple[str, str]]) -> Json:
    """``POST /api/matches`` for a Dead Man's Draw match; the answer, with its links."""
    body = {"game": DMD, "options": {}, "seats": [{"name": n, "agent": a} for n, a in seats]}
    async with httpx.AsyncClient(base_url=base_url, timeout=WAIT) as client:
        response = await client.post("/api/matches", json=body)
    assert response.status_code == 201, response.text
    made: Json = response.json()
    return made


async def get_json(base_url: str, path: str) -> Any:
    async with httpx.AsyncClient(base_url=base_url, timeout=WAIT) as client:
        response = await client.get(path)
    assert response.status_code == 200, f"{path}: {response.status_code} {response.text}"
    return response.json()


def seat_token(made: Json, seat: int) -> str:
    """The token in a seat link's fragment."""
    link: str = made["seats"][seat]["link"]
    return link.split("#seat=", 1)[1]


@dataclass
class Told:
    """One message that told a page the match's news: the page's version before it
    (``since``), the version it brought, its events and its view."""

    kind: str
    since: int
    version: int
    events: list[Any]
    view: Json


class Pace:
    """A token bucket, so a scripted page never sends faster than the server allows."""

    def __init__(self, rate: float = RATE, burst: int = BURST) -> None:
        self.rate, self.burst = rate, float(burst)
        self.tokens, self.last = float(burst), time.monotonic()

    async def take(self) -> None:
        while True:
            moment = time.monotonic()
            self.tokens = min(self.burst, self.tokens + (moment - self.last) * self.rate)
            self.last = moment
            if self.tokens >= 1:
                self.tokens -= 1
                return
            await asyncio.sleep((1 - self.tokens) / self.rate)


@dataclass
class Page:
    """One game page: a seat's (with its token) or a spectator's (no token), on the server
    at ``ws_url``. ``version`` and ``view`` are what it was told last."""

    ws_url: str
    match_id: str
    token: str | None = None
    name: str = "page"
    seat: int | None = None
    version: int = -1
    view: Json = field(default_factory=dict)
    told: list[Told] = field(default_factory=list)
    errors: list[Json] = field(default_factory=list)
    socket: ClientConnection | None = None
    pace: Pace = field(default_factory=Pace)

    async def open(self) -> Json:
        """Connect and say hello (with the version it saw, if any); the welcome."""
        self.socket = await connect(f"{self.ws_url}/ws/{self.match_id}", open_timeout=WAIT, close_timeout=1)
        hello: Json = {"type": "hello"}
        if self.token is not None:
            hello["token"] = self.token
        if self.version >= 0:
            hello["version"] = self.version
        await self.send(hello)
        welcome = await self.receive()
        assert welcome["type"] == "welcome", welcome
        self.seat = welcome["seat"]
        return welcome

    async def close(self) -> None:
        if self.socket is not None:
            await self.socket.close()
            self.socket = None

    async def send(self, message: Json) -> None:
        assert self.socket is not None, f"{self.name} is not connected"
        await self.pace.take()
        await self.socket.send(json.dumps(message))

    async def receive(self, wait: float = WAIT) -> Json:
        """The next message, noted (its news in ``told``, a refusal in ``errors``)."""
        assert self.socket is not None, f"{self.name} is not connected"
        text = await asyncio.wait_for(self.socket.recv(), wait)
        message: Json = json.loads(text)
        self.note(message)
        return message

    def note(self, message: Json) -> None:
        kind = message["type"]
        if kind in ("welcome", "update", "sync"):
            since = message["since"] if kind != "update" else self.version
            events = message["events"] if kind == "update" else [e for entry in message["log"] for e in entry["events"]]
            self.told.append(Told(kind, since, message["version"], events, message["view"]))
            self.version, self.view = message["version"], message["view"]
        elif kind == "error":
            self.errors.append(message)

    async def until_version(self, version: int) -> None:
        """Read messages until this page has been told ``version``."""
        while self.version < version:
            await self.receive()

    async def move(self, action: str) -> float:
        """Send ``action`` at the version this page saw; the moment it was sent."""
        await self.send({"type": "move", "action": action, "version": self.version})
        return time.monotonic()

    def to_act(self) -> bool:
        """Whether this page's seat must act now (and may: the match is not over)."""
        view = self.view
        return bool(self.seat is not None and view.get("status") == "playing"
                    and self.seat in view.get("to_act", []) and view.get("legal"))

    def pick(self, rng: random.Random) -> str:
        """A legal action of this page's view, as a person might choose."""
        legal = self.view["legal"]
        action: str = legal[rng.randrange(len(legal))]["action"]
        return action

    def over(self) -> bool:
        return bool(self.view.get("status") == "over")


def seat_of_frame_viewer(page: Page) -> str:
    """The query of the replay as this page's seat saw it."""
    return "" if page.seat is None else f"?seat={page.seat}"


async def replays(base_url: str, match_id: str, pages: Sequence[Page]) -> dict[int | None, Json]:
    """The stored match's replay frames as each page's seat saw it (the match is over)."""
    frames: dict[int | None, Json] = {}
    for page in pages:
        if page.seat not in frames:
            frames[page.seat] = await get_json(base_url, f"/api/matches/{match_id}/replay"
                                               f"{seat_of_frame_viewer(page)}")
    return frames


def check_told(page: Page, replay: Json) -> None:
    """Everything ``page`` was told is the stored record: each welcome, update and sync
    brought exactly the events of the record's frames after the page's version up to its
    own (frame *k* is the table after the *k*-th seat's move, version *k*), and its view's
    observation is the record's at that version."""
    frames = replay["frames"]
    for told in page.told:
        assert told.version < len(frames), (
            f"{page.name} was told version {told.version}; the stored record has {len(frames) - 1} moves")
        expected = [phrase for k in range(told.since + 1, told.version + 1) for phrase in frames[k]["events"]]
        assert told.events == expected, f"{page.name}: the {told.kind} of version {told.version} differs from the record"
        assert told.view["observation"] == frames[told.version]["observation"], (
            f"{page.name}: the table at version {told.version} differs from the record's")
