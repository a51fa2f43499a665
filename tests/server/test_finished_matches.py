"""A finished match: its record (seed included) can be downloaded, its replay frames read
as any seat or a spectator, and a rematch made; none of it before the end."""

from __future__ import annotations

import json
import random

from starlette.testclient import TestClient

from meeple.engine.record import parse_record, replay_record
from server_helpers import Json, Table, create, open_page, token


def finished_match(client: TestClient, seats: list[tuple[str, str]] | None = None) -> tuple[Json, Table]:
    made = create(client, seats or [("Ann", "human"), ("Bot", "heuristic")])
    table = Table(client, made, random.Random(21))
    table.play_out()
    return made, table


def test_the_record_and_the_replay_are_refused_while_the_match_runs(client: TestClient) -> None:
    made = create(client)
    for path in ("record", "replay", "replay?seat=1"):
        response = client.get(f"/api/matches/{made['id']}/{path}")
        assert response.status_code == 409
        assert response.json() == {"error": "the record and the replay can be had once the game is over"}


def test_the_record_of_a_finished_match_replays_to_its_end(client: TestClient) -> None:
    made, table = finished_match(client)
    response = client.get(f"/api/matches/{made['id']}/record")
    assert response.status_code == 200
    assert response.headers["content-disposition"] == f'attachment; filename="{made["id"]}.json"'
    record = parse_record(response.text)
    assert record.seed is not None and record.result is not None
    replayed = replay_record(record)
    assert replayed.state.is_over()
    assert replayed.state.observation(0) == table.views[0]["observation"]


def test_replay_frames_show_one_seat_what_it_saw_move_by_move(client: TestClient) -> None:
    made, _table = finished_match(client)
    frames = client.get(f"/api/matches/{made['id']}/replay?seat=0").json()
    record = parse_record(client.get(f"/api/matches/{made['id']}/record").text)
    seat_moves = [m for m in record.moves if m.by != "chance"]
    assert frames["seat"] == 0 and frames["names"] == ["Ann", "Bot"] and frames["game"] == "dead-mans-draw"
    assert len(frames["frames"]) == len(seat_moves) + 1
    first = frames["frames"][0]
    assert (first["move"], first["by"], first["action"]) == (0, None, None)
    assert first["observation"]["seat"] == 0
    for number, (frame, move) in enumerate(zip(frames["frames"][1:], seat_moves), start=1):
        assert frame["move"] == number and frame["by"] == move.by
        assert frame["action"] == (move.action if move.by == 0 else None), "another seat's notation is not shown"
    assert frames["frames"][-1]["observation"]["phase"] == "over"


class WatchedTable(Table):
    """A table that keeps the headline of every view its pages were sent, by the page (a seat,
    -1 the spectator) and the observation it came with."""

    def __init__(self, client: TestClient, made: Json, rng: random.Random) -> None:
        self.headlines: dict[tuple[int, str], Json] = {}
        super().__init__(client, made, rng)

    def note(self, key: int, message: Json) -> None:
        super().note(key, message)
        if "view" in message:
            seen = json.dumps(message["view"]["observation"], sort_keys=True)
            self.headlines[(key, seen)] = message["view"]["headline"]


def text(phrase: Json) -> str:
    return "".join(part for part, _tag in phrase)


def test_each_replay_frame_has_the_headline_the_live_table_showed_with_it(client: TestClient) -> None:
    made = create(client, [("Ann", "human"), ("Bot", "heuristic"), ("Cy", "random")])
    table = WatchedTable(client, made, random.Random(5))
    table.play_out()
    for query, page in (("?seat=0", 0), ("", -1)):
        frames = client.get(f"/api/matches/{made['id']}/replay{query}").json()["frames"]
        shown = [table.headlines.get((page, json.dumps(f["observation"], sort_keys=True))) for f in frames]
        # the bots keep their traits as the match is made, maybe before the page opens: from
        # its first table on, the page was sent every table the replay steps through
        opened = next(k for k, headline in enumerate(shown) if headline is not None)
        assert opened <= 2
        assert [f["headline"] for f in frames[opened:]] == shown[opened:]
        assert text(frames[0]["headline"]) == "Dead Man's Draw - set-up (keep)"
        turns = [frame for frame in frames if frame["observation"]["phase"] == "play"]
        assert turns and all(
            f"turn {f['observation']['turn']} - {['Ann', 'Bot', 'Cy'][f['observation']['current_player']]} plays"
            in text(f["headline"]) for f in turns)
        assert text(frames[-1]["headline"]) == "Dead Man's Draw - game over"


def test_a_spectators_replay_frames_are_the_public_view(client: TestClient) -> None:
    made, _table = finished_match(client)
    frames = client.get(f"/api/matches/{made['id']}/replay").json()
    assert frames["seat"] is None
    assert all(f["observation"]["seat"] is None and "dealt_traits" not in f["observation"] for f in frames["frames"])
    assert all(f["action"] is None for f in frames["frames"])
    assert client.get(f"/api/matches/{made['id']}/replay?seat=5").json() == {"error": "seat 5: this game has seats 0-1"}
    assert client.get(f"/api/matches/{made['id']}/replay?seat=x").json() == {"error": "seat must be a seat number, not 'x'"}


def test_a_record_file_sent_to_the_server_comes_back_as_replay_frames(client: TestClient) -> None:
    made, _table = finished_match(client)
    text = client.get(f"/api/matches/{made['id']}/record").text
    frames = client.post("/api/replay?seat=1", content=text).json()
    assert frames == client.get(f"/api/matches/{made['id']}/replay?seat=1").json()
    broken = json.loads(text)
    broken["moves"][-1]["action"] = "fly"
    refused = client.post("/api/replay", content=json.dumps(broken))
    assert refused.status_code == 400
    assert refused.json()["error"].startswith(f"move {len(broken['moves'])} ")
    assert client.post("/api/replay", content="{").json()["error"].startswith("the record: not valid JSON")


def test_a_rematch_is_made_once_with_new_links_told_to_each_page(client: TestClient) -> None:
    made, table = finished_match(client, [("Ann", "human"), ("Bob", "human"), ("Bot", "heuristic")])
    spectator = table.spectator
    response = client.post(f"/api/matches/{made['id']}/rematch", headers={"Authorization": f"Bearer {token(made, 1)}"})
    assert response.status_code == 201, response.text
    again = response.json()
    assert again["id"] != made["id"]
    assert [(s["name"], s["agent"]) for s in again["seats"]] == [("Ann", "human"), ("Bob", "human"), ("Bot", "heuristic")]
    assert token(again, 0) not in (token(made, 0), token(made, 1))
    for seat, page in table.pages.items():
        told = page.receive_until("rematch")
        assert told == {"type": "rematch", "match": again["id"], "link": again["seats"][seat]["link"],
                        "version": table.versions[seat]}
    assert spectator.receive_until("rematch")["link"] == f"/play/{again['id']}"
    twice = client.post(f"/api/matches/{made['id']}/rematch", headers={"Authorization": f"Bearer {token(made, 0)}"})
    assert twice.status_code == 409
    assert twice.json() == {"error": f"this match has a rematch already: /play/{again['id']}"}
    assert client.get(f"/api/matches/{made['id']}").json()["rematch"] == again["id"]
    page, welcome = open_page(client, made["id"])
    assert welcome["rematch"] == again["id"]


def test_a_rematch_needs_a_seat_and_a_finished_match(client: TestClient) -> None:
    made = create(client)
    url = f"/api/matches/{made['id']}/rematch"
    assert client.post(url).status_code == 401
    running = client.post(url, headers={"Authorization": f"Bearer {token(made, 0)}"})
    assert running.json() == {"error": "a rematch can be made once the game is over"}
