"""Why a card of the D-Day Dice reserve is not offered, as the game states it: a greyed card
carries the game's sentence (its tooltip, and on it), a click on it says it in the reserve's
status line; before Phase 3 one sentence says it for every card. Each position is a scripted
game record's (tests/browser/records/), the same on every run."""

from __future__ import annotations

from typing import Any, Callable

from playwright.sync_api import BrowserContext, Page

from browser.dday import dday_shots
from browser.live_server import LiveServer
from browser.players import open_page
from browser.scripted_matches import resume_in_server

__all__ = ["dday_shots"]  # the fixture, used by name


def open_record(server: LiveServer, new_context: Callable[..., BrowserContext], name: str) -> Page:
    made = resume_in_server(server, name)
    return open_page(new_context().new_page(), server.url + made["seats"][0]["link"])


def test_before_phase_3_one_sentence_says_why_no_card_is_offered(
    server: LiveServer, new_context: Callable[..., BrowserContext]
) -> None:
    # Well Equipped (10 Item Points to start), the first roll shown: Phase 1
    page = open_record(server, new_context, "dday-omaha-phase-1")
    page.wait_for_selector("#table .dd-reserve .dd-card.refused")
    status = page.locator("#table .dd-reserve .dd-reserve-why")
    assert status.inner_text() == "Not now: recruited and found only in Phase 3"
    card = page.locator("#table .dd-reserve .dd-card.refused").first
    assert "not now: recruited and found only in Phase 3" in (card.get_attribute("title") or "")
    card.click()
    assert status.inner_text().endswith(": recruited and found only in Phase 3")


def test_a_greyed_reserve_card_says_why_it_is_not_offered(
    server: LiveServer, new_context: Callable[..., BrowserContext], dday_shots: Callable[[Page, str], Any]
) -> None:
    # Phase 3 of the first turn: 3 stars and 10 Item Points, the Medic costs 4 stars
    page = open_record(server, new_context, "dday-omaha-phase-3")
    greyed = page.locator('#table .dd-reserve .dd-card.refused[data-card="medic"]')
    greyed.wait_for()
    sentence = greyed.get_attribute("data-refused") or ""
    assert sentence == "needs 4 stars, the unit has 3"
    assert greyed.locator(".dd-card-why").inner_text() == sentence, "the sentence is on the greyed card"
    greyed.hover()
    assert sentence in (greyed.get_attribute("title") or "")
    greyed.click()
    status = page.locator("#table .dd-reserve .dd-reserve-why")
    assert status.inner_text() == f"Medic: {sentence}"
    radio = page.locator('#table .dd-reserve .dd-card.refused[data-card="field-radio"]')
    assert radio.get_attribute("data-refused") == "needs 12 item points, the unit has 10"
    assert page.locator('#table .dd-reserve .dd-card.actionable[data-card="scout"]').count() == 1
    dday_shots(page, "reserve-reasons")
