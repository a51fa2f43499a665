"""A person who leaves does not stop the game: once their seat has had no page open for
``handover_after`` seconds, the other person's page (here on a phone) offers to hand it to a
bot; every page then shows the seat played by the bot, and the game plays on to its end."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable, Iterator

import pytest
from playwright.sync_api import BrowserContext, Page

from browser.conftest import PHONE
from browser.live_server import LiveServer
from browser.players import Clicks, is_over, legal_actions, open_page, take_turn

#: Seconds a seat must be without a page before it may be handed over, on this test's server.
HANDOVER_AFTER = 1.0
MAX_DECISIONS = 600


@pytest.fixture(scope="module")
def quick_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LiveServer]:
    """A server on which a seat may be handed over after one second without its player."""
    live = LiveServer(Path(tmp_path_factory.mktemp("handover")) / "meeple.sqlite", handover_after=HANDOVER_AFTER)
    live.start()
    yield live
    live.stop()


def _bob_panel_agent(page: Page) -> str:
    return page.locator('#table .player[data-seat="1"] .agent').inner_text()


def test_a_seat_whose_player_left_is_handed_to_a_bot_and_the_game_plays_on(
        quick_server: LiveServer, new_context: Callable[..., BrowserContext],
        shots: Callable[[Page, str], Any]) -> None:
    created = quick_server.create_match([("Ann", "human"), ("Bob", "human"), ("Hook Bot", "heuristic")])
    links = {seat["name"]: quick_server.url + seat["link"] for seat in created["seats"] if "link" in seat}
    ann = open_page(new_context(viewport=PHONE, is_mobile=True, has_touch=True).new_page(), links["Ann"])
    bob_context = new_context()
    bob = open_page(bob_context.new_page(), links["Bob"])
    spectator = open_page(new_context().new_page(), quick_server.url + created["spectator_link"])
    ann.wait_for_selector("#away", state="hidden")
    clicks = Clicks()
    take_turn(ann, clicks)
    assert legal_actions(bob), "Bob has a trait to keep"

    bob_context.close()
    ann.wait_for_selector('#table .player.away[data-seat="1"] .away-mark')
    spectator.wait_for_selector('#table .player.away[data-seat="1"]')
    shots(spectator, "spectator-sees-bob-away")
    handover = ann.locator('#away button.handover[data-seat="1"]')
    handover.wait_for()
    assert handover.inner_text() == "Hand Bob's seat to a bot"
    assert spectator.locator("#away button.handover").count() == 0, "a spectator cannot hand a seat over"
    shots(ann, "hand-over-offered")
    handover.click()

    for page in (ann, spectator):
        page.wait_for_function("() => document.querySelector('#table .player[data-seat=\"1\"] .agent') !== null")
        assert _bob_panel_agent(page) == "heuristic"
        assert page.locator("#away").is_hidden()
        assert page.locator('#table .player.away').count() == 0
    shots(ann, "bob-played-by-a-bot")

    for _ in range(MAX_DECISIONS):
        if is_over(ann):
            break
        if not take_turn(ann, clicks):
            ann.wait_for_timeout(30)  # the bots are playing
    else:
        raise AssertionError(f"no end after {MAX_DECISIONS} decisions")
    spectator.wait_for_function("() => document.body.dataset.status === 'over'")
    assert ann.locator("#end-screen").is_visible()
    assert "Bob" in ann.locator("#end-scores").inner_text()
    shots(ann, "end")
