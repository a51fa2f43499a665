"""D-Day Dice solo in the browser: a game on Omaha Beach played to its end by clicking the
table (the dice and the tray's button, the reserve's cards, the map's sectors, the casualties;
a recruit taken back with Undo),
the end with the victory points line by line, the replay viewer stepping through it, and a
whole turn in at most six clicks for a player who keeps the defaults. Each game is dealt from a
seed the test names (the same dice for the same clicks on every run): SOLO_SEED's game reaches
a recruit, a find, a move and casualties."""

from __future__ import annotations

from typing import Any, Callable

import pytest
from playwright.sync_api import BrowserContext, Page

from browser.dday import Clicks, active_step, click, dday_shots, defaults_step, is_over, play, settled, turn, version
from browser.conftest import in_both_browsers
from browser.live_server import LiveServer
from browser.players import open_page
from browser.scripted_matches import dealt_in_server

__all__ = ["dday_shots"]  # the fixture, used by name

#: The seed of the solo game played to its end: its clicks recruit, find, move and take casualties.
SOLO_SEED = 5
#: The seed of the game of a player who keeps the defaults.
DEFAULTS_SEED = 2


@in_both_browsers
def test_a_solo_game_on_omaha_beach_is_played_to_its_end_by_clicking(
    server: LiveServer, new_context: Callable[..., BrowserContext], dday_shots: Callable[[Page, str], Any]
) -> None:
    # Well Equipped (10 Item Points to start): an item can be found on the first turn
    made = dealt_in_server(server, "dday-dice", [("Ann", "human")], SOLO_SEED, map="omaha-beach", well_equipped=True)
    game = f"the solo game of seed {SOLO_SEED}"
    page = open_page(new_context().new_page(), server.url + made["seats"][0]["link"])
    page.wait_for_selector("#table svg.dday-map")
    dday_shots(page, "first-roll")
    clicks = Clicks()
    play(page, active_step, clicks, until=lambda p: p.locator('#table .dd-reserve .dd-card.actionable').count() > 0,
         game=game)
    if not is_over(page):
        dday_shots(page, "supply")
        # a recruit taken back: no die was rolled since, so the game allows it (docs/undo.md)
        card = page.locator("#table .dd-reserve .dd-card.actionable").first
        action = card.get_attribute("data-action")
        click(page, card, f"card {action}", clicks)
        assert page.locator("#undo").is_enabled()
        before = version(page)
        page.locator("#undo").click()
        page.wait_for_function("(v) => Number(document.body.dataset.version) !== v", arg=before)
        settled(page)
        assert page.locator(f'#table .dd-reserve .dd-card[data-action="{action}"]').count() == 1, "the card is offered again"
    play(page, active_step, clicks, until=lambda p: p.locator("#table g.sector.reachable").count() > 1, game=game)
    if not is_over(page):
        dday_shots(page, "move")
    play(page, active_step, clicks, until=lambda p: False, game=game)
    assert is_over(page)
    page.wait_for_selector("#end-screen:not([hidden])")
    dday_shots(page, "end")
    page.locator("#end-close").click()
    assert page.locator("#table .dd-victory-points .vp-table tr").count() >= 5, "the victory points line by line"
    dday_shots(page, "end-table")
    kinds = clicks.kinds()
    assert {"die", "lock-reroll", "move", "default"} <= kinds, kinds
    assert "reroll" in kinds or "keep" in kinds
    assert any(kind.startswith("card recruit ") for kind in kinds), "a specialist recruited from the reserve"
    assert any(kind.startswith("card find ") for kind in kinds), "an item found in the reserve"
    record = server.api("GET", f"/api/matches/{made['id']}")
    assert record["status"] == "over"
    moves = server.api("GET", f"/api/matches/{made['id']}/record")["moves"]
    assert any(str(m["action"]).startswith("lose ") for m in moves if m["by"] == 0), \
        "casualties taken by clicking (no bot plays the seat)"

    replay = new_context().new_page()
    replay.goto(f"{server.url}/replay?match={made['id']}")
    replay.wait_for_selector("#table svg.dday-map")
    for _ in range(3):
        replay.keyboard.press("ArrowRight")
    replay.wait_for_selector("#table .dice-tray .die")
    dday_shots(replay, "replay")


def test_a_whole_solo_turn_takes_at_most_six_clicks_when_the_player_keeps_the_defaults(
    server: LiveServer, new_context: Callable[..., BrowserContext], dday_shots: Callable[[Page, str], Any]
) -> None:
    made = dealt_in_server(server, "dday-dice", [("Ann", "human")], DEFAULTS_SEED, map="omaha-beach")
    page = open_page(new_context().new_page(), server.url + made["seats"][0]["link"])
    page.wait_for_selector("#table svg.dday-map")
    clicks = Clicks()
    play(page, defaults_step, clicks, until=lambda p: turn(p) >= 4, game=f"the solo game of seed {DEFAULTS_SEED}")
    settled(page)
    dday_shots(page, "defaults")
    whole = {t: n for t, n in clicks.per_turn().items() if t < turn(page) or is_over(page)}
    assert whole, "at least one whole turn was played"
    assert max(whole.values()) <= 6, clicks.made


def test_a_game_the_clicker_finds_nothing_to_click_in_fails_naming_its_seed_and_the_decision_shown(
    server: LiveServer, new_context: Callable[..., BrowserContext]
) -> None:
    made = dealt_in_server(server, "dday-dice", [("Ann", "human")], DEFAULTS_SEED, map="omaha-beach")
    page = open_page(new_context().new_page(), server.url + made["seats"][0]["link"])
    page.wait_for_selector("#table .dice-tray[data-mode='lock']")
    with pytest.raises(AssertionError) as failure:
        play(page, lambda p, c: False, Clicks(), until=lambda p: False, game=f"the solo game of seed {DEFAULTS_SEED}",
             patience=0.5)
    message = str(failure.value)
    assert "\n" not in message
    assert message.startswith(f"the solo game of seed {DEFAULTS_SEED}: nothing to click at version 0 for 0.5 s: "
                              "turn 1, phase roll, tray lock, waiting 0, busy 0; offered: lock r1, lock r2"), message
