"""The table a match's options fix reaches the page once, in the welcome (``GameWords.table``):
Dust Tactics' battlefield and cards, nothing for Dead Man's Draw; and the replay frames of a
Dust Tactics record carry it too."""

from __future__ import annotations

import random

from starlette.testclient import TestClient

from meeple.engine.registry import get_game
from meeple.engine.record import SeatRecord
from meeple.engine.session import Session
from meeple.server.replay_frames import replay_frames
from server_helpers import create, open_page, token


def test_a_dust_tactics_welcome_carries_the_scenarios_battlefield_and_the_armies_cards(client: TestClient) -> None:
    made = create(client, game="dust-tactics")
    page, welcome = open_page(client, made["id"], token(made, 0))
    table = welcome["table"]
    assert (table["width"], table["height"]) == (12, 8) and table["scenario"] == "reconnaissance-in-force"
    assert set(table["cards"]) >= {"hell-boys", "sturmpioniere"}
    page.close()


def test_a_dead_mans_draw_welcome_carries_an_empty_table(client: TestClient) -> None:
    made = create(client)
    page, welcome = open_page(client, made["id"], token(made, 0))
    assert welcome["table"] == {}
    page.close()


def test_the_replay_frames_of_a_dust_tactics_record_carry_its_table() -> None:
    game = get_game("dust-tactics")
    session = Session(game, [SeatRecord(name="A", agent="random"), SeatRecord(name="B", agent="random")], 7,
                      {"scenario": "farmhouse"})
    rng = random.Random(7)
    session.settle_chance()
    for _ in range(6):
        player = session.state.current_players()[0]
        session.act(player, rng.choice(session.state.legal_actions(player)))
        session.settle_chance()
    frames = replay_frames(session.record(), None)
    assert frames["table"]["scenario"] == "farmhouse" and frames["table"]["structures"]
