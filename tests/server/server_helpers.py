"""Helpers of the server tests: making matches and talking on a game page's socket."""

from __future__ import annotations

import random
from typing import Any, Sequence

import anyio
from starlette.testclient import TestClient

Json = dict[str, Any]
DMD = "dead-mans-draw"
#: Seconds a test waits for a message before it fails (a guard against a hang, not a timing).
WAIT = 30.0


def create(client: TestClient, seats: Sequence[tuple[str, str]] = (("Ann", "human"), ("Bob", "human")),
           game: str = DMD, **extra: Any) -> Json:
    """Create a match; return the answer (with its links)."""
    body = {"game": game, "options": {}, "seats": [{"name": n, "agent": a} for n, a in seats], **extra}
    response = client.post("/api/matches", json=body)
    assert response.status_code == 201, response.text
    made: Json = response.json()
    return made


def token(made: Json, seat: int) -> str:
    """The token in a seat link's fragment."""
    link: str = made["seats"][seat]["link"]
    return link.split("#seat=", 1)[1]


class Page:
    """One game page's socket."""

    def __init__(self, client: TestClient, match_id: str) -> None:
        self.session = client.websocket_connect(f"/ws/{match_id}")
        self.session.__enter__()
        self.received: list[Json] = []
        self.open = True
        pages = getattr(client, "pages", [])
        pages.append(self)
        setattr(client, "pages", pages)

    def close(self) -> None:
        if self.open:
            self.open = False
            self.session.__exit__(None, None, None)

    def send(self, message: Json) -> None:
        self.session.send_json(message)

    def send_text(self, text: str) -> None:
        self.session.send_text(text)

    def receive(self, presence: bool = False) -> Json:
        """The next message (failing the test if none comes); ``presence`` messages, which
        come whenever a seat's page opens or closes, only when asked for."""
        while True:
            message = self.receive_any()
            if presence or message["type"] != "presence":
                return message

    def receive_any(self) -> Json:
        stream = self.session._send_rx

        async def next_message() -> Any:
            with anyio.fail_after(WAIT):
                return await stream.receive()

        message = self.session.portal.call(next_message)
        self.session._raise_on_close(message)
        import json

        data: Json = json.loads(message["text"])
        self.received.append(data)
        return data

    def receive_until_presence(self) -> Json:
        """The ``away`` of the next presence message."""
        while True:
            message = self.receive(presence=True)
            if message["type"] == "presence":
                away: Json = message["away"]
                return away

    def receive_until(self, kind: str) -> Json:
        while True:
            message = self.receive()
            if message["type"] == kind:
                return message

    def hello(self, token: str | None = None, version: int | None = None) -> Json:
        message: Json = {"type": "hello"}
        if token is not None:
            message["token"] = token
        if version is not None:
            message["version"] = version
        self.send(message)
        return self.receive()

    def closed(self) -> tuple[int, str]:
        """Read messages until the server closes the socket; its code and reason."""
        from starlette.websockets import WebSocketDisconnect

        try:
            while True:
                self.receive()
        except WebSocketDisconnect as exc:
            return exc.code, exc.reason


def open_page(client: TestClient, match_id: str, token: str | None = None, version: int | None = None) -> tuple[Page, Json]:
    page = Page(client, match_id)
    return page, page.hello(token, version)


def pick(view: Json, rng: random.Random) -> str:
    """A person's choice among the legal actions of a view."""
    legal = view["legal"]
    assert legal, "no legal action to pick"
    action: str = legal[rng.randrange(len(legal))]["action"]
    return action


def close_pages(client: TestClient) -> None:
    """Close the pages a test left open (its app cannot stop while they are)."""
    for page in getattr(client, "pages", []):
        page.close()


class Table:
    """Every page of one match -- a page per human seat and a spectator -- played by people
    who pick among their legal actions, while the server's bots play theirs."""

    def __init__(self, client: TestClient, made: Json, rng: random.Random) -> None:
        self.client = client
        self.made = made
        self.rng = rng
        self.pages: dict[int, Page] = {}
        self.views: dict[int, Json] = {}
        self.versions: dict[int, int] = {}
        self.spectator, welcome = open_page(client, made["id"])
        self.note(-1, welcome)
        agents = welcome["agents"]
        self.humans = [s["seat"] for s in made["seats"] if "link" in s and agents[s["seat"]] == "human"]
        for seat in self.humans:
            page, seat_welcome = open_page(client, made["id"], token(made, seat))
            self.pages[seat] = page
            self.note(seat, seat_welcome)

    def note(self, key: int, message: Json) -> None:
        if "view" in message:
            self.views[key] = message["view"]
        if message.get("version") is not None and message["type"] != "error":
            self.versions[key] = message["version"]

    def all_pages(self) -> dict[int, Page]:
        return {**self.pages, -1: self.spectator}

    def catch_up(self, key: int, version: int) -> None:
        """Read page ``key``'s messages until it has been told ``version``."""
        page = self.spectator if key == -1 else self.pages[key]
        while self.versions[key] < version:
            self.note(key, page.receive())

    def settle(self) -> None:
        """Wait until a person must act or the game is over, and every page knows it."""
        self.catch_up(-1, max(self.versions.values()))
        while True:
            view = self.views[-1]
            if view["status"] == "over" or any(s in self.humans for s in view["to_act"]):
                break
            self.note(-1, self.spectator.receive())
        for seat in self.pages:
            self.catch_up(seat, self.versions[-1])

    def over(self) -> bool:
        return bool(self.views[-1]["status"] == "over")

    def step(self) -> None:
        """The person to act picks a legal action. Where a bot acts at the same time (the
        traits are kept at once, p. 3) the bot may come first: the move is then refused as
        stale, and the person looks again."""
        seat = next(s for s in self.views[-1]["to_act"] if s in self.humans)
        sent = self.versions[seat]
        page = self.pages[seat]
        page.send({"type": "move", "action": pick(self.views[seat], self.rng), "version": sent})
        while self.versions[seat] <= sent:
            answer = page.receive()
            if answer["type"] == "error":
                assert answer["reason"].startswith("stale"), answer["reason"]
            self.note(seat, answer)

    def play_out(self, max_moves: int = 5000) -> None:
        self.settle()
        for _ in range(max_moves):
            if self.over():
                return
            self.step()
            self.settle()
        raise AssertionError(f"the game did not end within {max_moves} moves of people")

    def close(self) -> None:
        for page in self.all_pages().values():
            page.close()
