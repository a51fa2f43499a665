"""Why a card of the D-Day Dice reserve is not offered, as the game states it: a greyed card
carries the game's sentence (its tooltip, and on it), a click on it says it in the reserve's
status line; before Phase 3 one sentence says it for every card."""

from __future__ import annotations

from typing import Any, Callable

import pytest
from playwright.sync_api import BrowserContext, Page

from browser.dday import Clicks, create_dday, dday_shots, defaults_step, phase
from browser.live_server import LiveServer
from browser.players import open_page
from meeple.engine.seeds import LIVE_SEED_FLOOR

__all__ = ["dday_shots"]  # the fixture, used by name


#: The match's seed (a live match's is drawn at random): its first turn's dice, kept, bring
#: the unit too few item points for some cards of the reserve in Phase 3.
DEALT = LIVE_SEED_FLOOR + 11


def test_a_greyed_reserve_card_says_why_it_is_not_offered(
    server: LiveServer, new_context: Callable[..., BrowserContext], dday_shots: Callable[[Page, str], Any],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr("meeple.server.creation.live_seed", lambda: DEALT)
    # Well Equipped (10 Item Points to start): Phase 3 has a choice on the first turn
    made = create_dday(server, [("Ann", "human")], map="omaha-beach", well_equipped=True)
    page = open_page(new_context().new_page(), server.url + made["seats"][0]["link"])
    page.wait_for_selector("#table .dd-reserve .dd-card.refused")
    status = page.locator("#table .dd-reserve .dd-reserve-why")
    assert status.inner_text() == "Not now: recruited and found only in Phase 3"
    card = page.locator("#table .dd-reserve .dd-card.refused").first
    assert "not now: recruited and found only in Phase 3" in (card.get_attribute("title") or "")
    card.click()
    assert status.inner_text().endswith(": recruited and found only in Phase 3")

    # the dealt dice are kept (the one decision before Phase 3 of this seed's first turn), and
    # the test waits for Phase 3 itself: a step taken while the table is still changing could
    # click Phase 3's own default ("done") before the test has looked at it
    clicks = Clicks()
    assert defaults_step(page, clicks) and clicks.made == [(1, "keep")]
    page.wait_for_function("() => document.querySelector('.dday-table')?.dataset.phase === 'supply'")
    assert phase(page) == "supply"
    greyed = page.locator('#table .dd-reserve .dd-card.refused[data-refused^="needs "]').first
    sentence = greyed.get_attribute("data-refused") or ""
    assert sentence.startswith("needs ") and ", the unit has " in sentence, sentence
    assert greyed.locator(".dd-card-why").inner_text() == sentence, "the sentence is on the greyed card"
    greyed.hover()
    assert sentence in (greyed.get_attribute("title") or "")
    greyed.click()
    name = greyed.locator(".dd-card-name").inner_text()
    assert status.inner_text() == f"{name}: {sentence}"
    dday_shots(page, "reserve-reasons")
