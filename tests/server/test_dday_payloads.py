"""D-Day Dice on the server: whole games walked payload by payload. Each payload a seat or a
spectator received holds exactly the table as it stood at its version (the observation of
the game replayed from the finished match's record, cut there), the game's words on it, and
nothing of the future: no die not yet rolled, no medal not yet drawn from the pile, no random
sector's marker before its d6 is rolled (design notes: "Keep the future of the random stream
out of the state")."""

from __future__ import annotations

import json
import random
import re
from typing import Any

import pytest
from starlette.testclient import TestClient

from meeple.engine.core import Event
from meeple.engine.registry import get_game
from meeple.server.payloads import SPECTATOR, tell
from server_helpers import Json, Table, create
from test_hidden_information import Moment, moments

GAME = get_game("dday-dice")
WORDS = GAME.words()
MEDALS = {card for card, info in WORDS.glossary()["cards"].items() if info["kind"] == "medal"}
VIEW_KEYS = {"observation", "headline", "to_act", "legal", "can_undo", "status", "result", "notes"}


def medals_seen(obs: Json) -> set[str]:
    """The medals a table shows: held by a unit, or played."""
    held = {m for unit in obs["units"] for m in unit.get("medals") or []}
    return held | set(obs.get("medals_played") or [])


def check_payload(message: Json, seat: int | None, moment: Moment, news_events: list[Event],
                  names: list[str], told: dict[str, set[str]]) -> None:
    """``told``: the medals drawn and the random sectors rolled in the news this page had."""
    state = moment.state
    viewer = SPECTATOR if seat is None else seat
    view = message["view"]
    assert set(view) == VIEW_KEYS
    obs = view["observation"]
    assert obs == json.loads(json.dumps(state.observation(viewer))), "the table is the game's at this version"
    news = [p for group in message["log"] for p in group["events"]] if "log" in message else message["events"]
    assert news == tell(WORDS.seeing(state.observation(SPECTATOR)), news_events, names, seat)
    # The medals left in the pile are known (a Straight chooses among them: the legal actions
    # name them); which one a random draw gives is not, until it is drawn.
    text = json.dumps([obs, view["notes"], view["headline"], news])
    for medal in MEDALS - medals_seen(obs) - told["medals"]:
        assert f'"{medal}"' not in text and f" {medal}" not in text, f"the undrawn medal {medal} reached seat {seat}"
    marked = set(obs["board_marks"].get("random_sectors") or {})
    assert marked <= told["sectors"], f"a random sector's marker before its roll reached seat {seat}"


class Advancing(Table):
    """People who keep pushing on: they buy a medal when they can, move to the highest sector
    offered, keep their dice, and else pick at random (so that the games reach the medals and
    the random sectors)."""

    def step(self) -> None:
        seat = next(s for s in self.views[-1]["to_act"] if s in self.humans)
        sent = self.versions[seat]
        legal = [item["action"] for item in self.views[seat]["legal"]]
        moves = sorted((a for a in legal if a.startswith("move ") and a.split()[1].isdigit()), key=lambda a: int(a.split()[1]))
        preferred = [a for a in ("buy medal", *moves[-1:], "stop") if a in legal]
        action = preferred[0] if preferred else legal[self.rng.randrange(len(legal))]
        self.pages[seat].send({"type": "move", "action": action, "version": sent})
        while self.versions[seat] <= sent:
            answer = self.pages[seat].receive()
            if answer["type"] == "error":
                assert answer["reason"].startswith("stale"), answer["reason"]
            self.note(seat, answer)


def walk(client: TestClient, table: Table, database_url: str) -> tuple[int, dict[str, set[str]]]:
    match_id = table.made["id"]
    cut = moments(client, match_id, database_url)
    names = [s["name"] for s in table.made["seats"]]
    checked = 0
    seen: dict[str, set[str]] = {"medals": set(), "sectors": set()}
    for key, page in table.all_pages().items():
        seat = None if key == -1 else key
        told_version = -1
        told: dict[str, set[str]] = {"medals": set(), "sectors": set()}
        for message in page.received:
            if message["type"] not in ("welcome", "sync", "update"):
                continue
            version = message["version"]
            since = message.get("since", told_version)
            events = [e for v in sorted(cut) if since < v <= version for e in cut[v].events]
            told["medals"] |= {str(e["medal"]) for e in events if e.get("type") == "medal"}
            told["sectors"] |= {str(e["sector"]) for e in events if e.get("type") == "random-sector"}
            check_payload(message, seat, cut[version], events, names, told)
            told_version = version
            checked += 1
        seen = {kind: seen[kind] | told[kind] for kind in seen}
    return checked, seen


GAMES: list[tuple[str, list[tuple[str, str]], dict[str, Any]]] = [
    ("omaha-solo", [("Ann", "human")], {"map": "omaha-beach"}),
    ("gold-two-and-a-bot", [("Ann", "human"), ("Bob", "human"), ("Bot", "heuristic")], {"map": "gold-beach"}),
    ("sword-second-edition", [("Ann", "human"), ("Bot", "heuristic")], {"map": "sword-beach", "edition": 2}),
]


@pytest.mark.parametrize("name, seats, options", GAMES, ids=[g[0] for g in GAMES])
def test_no_payload_of_a_whole_game_holds_a_future_die_or_an_undrawn_card(
    client: TestClient, database_url: str, name: str, seats: list[tuple[str, str]], options: dict[str, Any]
) -> None:
    made = create(client, seats, game="dday-dice", options=options)
    table = Advancing(client, made, random.Random(name))
    table.play_out()
    assert table.over()
    checked, seen = walk(client, table, database_url)
    assert checked > 10 * len(table.all_pages())
    table.close()


def test_a_page_and_the_replay_get_the_board_of_the_match_and_the_games_notes(client: TestClient) -> None:
    """The welcome carries the match's board (``table``: the maps laid out from their data),
    each view the game's notes on it; the replay frames of the finished game the same board."""
    made = create(client, [("Ann", "human"), ("Bot", "heuristic")], game="dday-dice", options={"map": "silence-the-guns"})
    table = Advancing(client, made, random.Random(5))
    welcome = table.pages[0].received[0]
    assert welcome["table"] == WORDS.table({"map": "silence-the-guns"})
    assert [part["prefix"] for part in welcome["table"]["parts"]] == ["M", "S"]
    assert set(welcome["view"]["notes"]) >= {"units", "moves_not_offered", "reserve", "result"}
    table.play_out()
    frames = client.get(f"/api/matches/{made['id']}/replay?seat=0").json()
    assert frames["table"] == welcome["table"]
    assert frames["frames"][-1]["observation"]["victory_point_lines"], "the end's victory points line by line"
    told = json.dumps([page.received for page in table.all_pages().values()] + [frames["frames"]])
    assert "moves to sector M" in told or "moves to sector S" in told, "the news names sectors as the board does"
    assert not re.search(r"moves to sector \d", told)
    table.close()


def test_a_match_on_a_map_given_as_content_is_drawn_and_played_from_that_map(client: TestClient) -> None:
    """A player's own map file, read by the page and sent as the ``map`` option, is checked
    as ``meeple maps validate`` checks it; the table and the game both use it."""
    from meeple.engine.data_files import read_toml
    from meeple.games.dday_dice.maps import maps_dir
    from server_helpers import open_page, token

    raw = dict(read_toml(maps_dir() / "omaha-beach.toml", "map"))
    raw["id"] = "my-omaha"
    made = create(client, seats=(("Ann", "human"),), game="dday-dice", options={"map": raw})
    page, welcome = open_page(client, made["id"], token(made, 0))
    assert welcome["table"]["map"].startswith("my-omaha-given-")
    assert welcome["view"]["legal"], "the game is played on it"
    page.close()
    raw["sectors"] = "not a list"
    refused = client.post("/api/matches", json={"game": "dday-dice", "options": {"map": raw},
                                                "seats": [{"name": "Ann", "agent": "human"}]})
    assert refused.status_code == 400
    assert refused.json()["error"].startswith("map:")
