"""Hidden information never reaches a page: whole games of Dead Man's Draw with bots and
people, where every payload each seat and a spectator received is checked against the game
as it stood at that payload's version (replayed from the finished match's record).

A payload's observation must be exactly ``observation(seat)`` (the spectator's: the public
view), its news exactly the game's sentences for the events that seat may see, and nothing
in it may hold the draw or discard pile's contents, another seat's dealt traits before they
are revealed (or ever, for the one not kept), the seed, the full state or the undo history.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass
from typing import Any, Sequence

import pytest
from sqlalchemy import create_engine, text
from starlette.testclient import TestClient

from meeple.engine.core import Event, State
from meeple.engine.record import StepReplay, parse_record
from meeple.engine.registry import get_game
from meeple.games.dead_mans_draw.cards import CONTENT
from meeple.server.payloads import SPECTATOR, tell
from server_helpers import Json, Table, create

TRAIT_NAMES = {t.id: t.name for t in CONTENT.traits}
#: The keys a payload may have: nothing else (no seed, state or history) can ride along.
WELCOME_KEYS = {"type", "match", "game", "seat", "names", "agents", "glossary", "table", "version", "since", "rematch",
                "handover_after", "away", "view", "log"}
UPDATE_KEYS = {"type", "version", "events", "view"}
VIEW_KEYS = {"observation", "headline", "to_act", "legal", "can_undo", "status", "result"}


@dataclass
class Moment:
    """The game as it stood once a version was committed."""

    state: State
    events: list[Event]  # the events of this version's change


def moments(client: TestClient, match_id: str, database_url: str) -> dict[int, Moment]:
    """Replay the finished match's record; cut it at each stored version."""
    record = parse_record(client.get(f"/api/matches/{match_id}/record").text)
    engine = create_engine(database_url)
    with engine.connect() as db:
        version_of = dict(db.execute(text("SELECT idx, version FROM moves WHERE match_id = :m"), {"m": match_id}).all())
    engine.dispose()
    replay = StepReplay(record)
    cut: dict[int, Moment] = {}
    events: dict[int, list[Event]] = {}
    for step in replay.steps():
        assert step.index is not None, "every chance outcome of a stored match is pinned"
        version = version_of[step.index]
        events.setdefault(version, []).extend(step.events)
        following = step.index + 1
        if following == len(record.moves) or version_of[following] != version:
            cut[version] = Moment(state=replay.state.clone(), events=events[version])
    return cut


def secrets_of(full: Json, seat: int | None, seed: int) -> list[str]:
    """What ``seat`` must not see at this moment, as text that must appear nowhere: the seed,
    and the traits dealt to the other seats that it cannot know of (the party game deals
    from two trait decks, so a trait it holds or sees kept may also be another's secret)."""
    hidden = [str(seed)]
    revealed = full["phase"] not in ("deal", "keep")
    known = set(full["dealt_traits"][seat]) if seat is not None else set()
    if revealed:
        known |= {t for t in full["traits"] if t is not None}  # the kept traits, public once revealed
    for other, dealt in enumerate(full["dealt_traits"]):
        if other != seat:
            hidden += [x for trait in dealt if trait not in known for x in (trait, TRAIT_NAMES[trait])]
    return hidden


def lists_in(value: Any) -> list[list[Any]]:
    found: list[list[Any]] = []
    if isinstance(value, list):
        found.append(value)
        for item in value:
            found += lists_in(item)
    elif isinstance(value, dict):
        for item in value.values():
            found += lists_in(item)
    return found


def check_payload(message: Json, seat: int | None, moment: Moment, since_events: list[Event],
                  names: Sequence[str], seed: int) -> bool:
    """Check one payload; return whether the seat had a trait to be kept from it then."""
    game = get_game("dead-mans-draw")
    words = game.words()
    assert words is not None
    state = moment.state
    viewer = SPECTATOR if seat is None else seat
    kind = message["type"]
    assert set(message) == (WELCOME_KEYS if kind in ("welcome", "sync") else UPDATE_KEYS)
    view = message["view"]
    assert set(view) == VIEW_KEYS
    assert view["observation"] == json.loads(json.dumps(state.observation(viewer)))
    if seat is not None and seat in state.current_players():
        assert [a["action"] for a in view["legal"]] == [game.format_action(a) for a in state.legal_actions(seat)]
    else:
        assert view["legal"] == []
    if kind in ("welcome", "sync"):
        news = [phrase for group in message["log"] for phrase in group["events"]]
    else:
        news = message["events"]
    assert news == tell(words, since_events, names, seat)
    assert view["headline"] == [list(span) for span in words.headline(view["observation"], names)]
    full = state.to_json()
    shown = dict(message)
    shown.pop("glossary", None)  # the cards' printed texts: the same for everyone
    text_shown = json.dumps(shown)
    secrets = secrets_of(full, seat, seed)
    for secret in secrets:
        assert secret not in text_shown, f"{secret!r} reached seat {seat}"
    return len(secrets) > 1
    obs = view["observation"]
    assert isinstance(obs["draw_pile"], int) and isinstance(obs["discard_pile"], int), "the piles are counts"
    if len(full["draw_pile"]) >= 2:
        assert all(sorted(map(str, shown_list)) != full["draw_pile"] for shown_list in lists_in(shown)), \
            "the draw pile's contents reached a page"
    if "discard_pile_cards" in obs:
        # Only the seat choosing with its Navigator looks through the discard pile (p. 9).
        assert seat is not None and obs["pending"]["effect"] == "navigator" and seat in state.current_players()


def check_pages(client: TestClient, table: Table, database_url: str) -> tuple[int, int]:
    """Check every payload every page received; return how many were checked, and how many
    of them were sent while the seat had another's trait to be kept from it."""
    match_id = table.made["id"]
    cut = moments(client, match_id, database_url)
    record = json.loads(client.get(f"/api/matches/{match_id}/record").text)
    seed = record["seed"]
    names = [s["name"] for s in table.made["seats"]]
    checked = guarded = 0
    for key, page in table.all_pages().items():
        seat = None if key == -1 else key
        told = -1
        for message in page.received:
            if message["type"] not in ("welcome", "sync", "update"):
                continue
            version = message["version"]
            since = message.get("since", told)
            events = [e for v in sorted(cut) if since < v <= version for e in cut[v].events]
            guarded += check_payload(message, seat, cut[version], events, names, seed)
            told = version
            checked += 1
    return checked, guarded


SEATINGS = [
    [("Ann", "human"), ("Bot", "heuristic")],
    [("Ann", "human"), ("Bot", "heuristic"), ("Cat", "human"), ("Rand", "random")],
    [("Ann", "human"), ("Bob", "human"), ("Cat", "human"), ("Dan", "heuristic"), ("Eve", "random")],
]


@pytest.mark.parametrize("seating", SEATINGS, ids=["2-seats", "4-seats", "5-seats-party"])
def test_no_payload_of_a_whole_game_holds_what_its_seat_may_not_know(
    client: TestClient, database_url: str, seating: list[tuple[str, str]]
) -> None:
    made = create(client, seating)
    table = Table(client, made, random.Random(len(seating)))
    table.play_out()
    checked, guarded = check_pages(client, table, database_url)
    assert checked > 3 * len(table.all_pages())
    assert guarded > 0, "some payloads were sent while other seats' traits were secret"
    table.close()


def test_a_seats_private_news_is_told_to_it_alone(client: TestClient) -> None:
    """The traits dealt to a seat are news to that seat only (rulebook p. 3: each player
    looks at the two character cards dealt to him)."""
    made = create(client, [("Ann", "human"), ("Bob", "human")])
    table = Table(client, made, random.Random(7))
    ann_log = json.dumps(table.pages[0].received[0]["log"])
    bob_log = json.dumps(table.pages[1].received[0]["log"])
    spectator_log = json.dumps(table.spectator.received[0]["log"])
    ann_traits = table.pages[0].received[0]["view"]["observation"]["dealt_traits"]
    for trait in ann_traits:
        assert TRAIT_NAMES[trait] in ann_log
        assert TRAIT_NAMES[trait] not in bob_log
        assert TRAIT_NAMES[trait] not in spectator_log
    table.close()
