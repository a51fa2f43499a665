"""Why an item a unit holds is not used now, and why no trade with another unit is offered, as
the game states it: the viewer's greyed item card carries the sentence (on it, its tooltip, and
said in its panel's status line when clicked); the other unit's panel and the decision panel
say why no gift to that unit is offered. Each position is a scripted game record's
(tests/browser/records/), the same on every run."""

from __future__ import annotations

from typing import Any, Callable

from playwright.sync_api import BrowserContext, Page

from browser.dday import dday_shots
from browser.live_server import LiveServer
from browser.players import open_page
from browser.scripted_matches import resume_in_server

__all__ = ["dday_shots"]  # the fixture, used by name

APART = "Ann is in sector 2: units trade in one sector (a Carrier Pigeon reaches any)"


def open_seat(server: LiveServer, new_context: Callable[..., BrowserContext], made: dict[str, Any], seat: int) -> Page:
    return open_page(new_context().new_page(), server.url + made["seats"][seat]["link"])


def test_an_item_held_for_another_moment_is_greyed_with_when_it_is_used(
    server: LiveServer, new_context: Callable[..., BrowserContext], dday_shots: Callable[[Page, str], Any]
) -> None:
    # Phase 3 of the first turn, a Grenade just found: "prima che il dado del MGF sia tirato"
    page = open_seat(server, new_context, resume_in_server(server, "dday-omaha-item-held"), 0)
    grenade = page.locator('#table .dd-own .dd-card.refused[data-card="grenade"]')
    grenade.wait_for()
    sentence = "used only in combat, before the machine-gun fire"
    assert grenade.get_attribute("data-refused") == sentence
    assert grenade.locator(".dd-card-why").inner_text() == sentence, "the sentence is on the greyed card"
    assert sentence in (grenade.get_attribute("title") or "")
    assert page.locator('#actions [data-action^="use grenade"], #table [data-action^="use grenade"]').count() == 0
    grenade.click()
    assert page.locator("#table .dd-own .dd-items-why").inner_text() == f"Grenade: {sentence}"
    dday_shots(page, "item-reason")


def test_a_unit_in_another_sector_is_offered_no_trade_and_both_pages_say_why(
    server: LiveServer, new_context: Callable[..., BrowserContext], dday_shots: Callable[[Page, str], Any]
) -> None:
    # Phase 3 of the second turn: Ann moved to sector 2, Bob stayed in 1 and acts first
    made = resume_in_server(server, "dday-omaha-two-units-apart")
    bob = open_seat(server, new_context, made, 1)
    why = bob.locator('#table .dd-decisions .dd-trades-why li[data-seat="0"]')
    why.wait_for()
    assert why.inner_text() == f"No trade with Ann: {APART}"
    assert bob.locator('#table .dd-unit[data-seat="0"] .dd-trade-why').inner_text() == f"No trade: {APART}"
    assert bob.locator('[data-action^="give 0 "]').count() == 0
    dday_shots(bob, "trade-apart")
    ann = open_seat(server, new_context, made, 0)
    bobs_panel = ann.locator('#table .dd-unit[data-seat="1"] .dd-trade-why')
    bobs_panel.wait_for()
    assert bobs_panel.inner_text() == "No trade: Bob is in sector 1: units trade in one sector (a Carrier Pigeon reaches any)"


def test_a_unit_waiting_in_phase_3_is_told_who_acts_first_and_the_one_acting_may_give(
    server: LiveServer, new_context: Callable[..., BrowserContext], dday_shots: Callable[[Page, str], Any]
) -> None:
    # Phase 3 of the first turn, both units in sector 1: Bob has fewer soldiers and acts first
    made = resume_in_server(server, "dday-omaha-two-units-together")
    ann = open_seat(server, new_context, made, 0)
    waiting = ann.locator('#table .dd-unit[data-seat="1"] .dd-trade-why')
    waiting.wait_for()
    assert waiting.inner_text() == "No trade: Bob acts first (one unit at a time, fewer soldiers first)"
    dday_shots(ann, "trade-waiting")
    bob = open_seat(server, new_context, made, 1)
    bob.locator('#table .dd-decisions [data-action="give 0 soldier"]').wait_for()
    assert bob.locator("#table .dd-trade-why, #table .dd-trades-why").count() == 0
