"""A game page survives a reload and a server restart: it comes back with the whole log and
the same table, and the game carries on."""

from __future__ import annotations

from typing import Any, Callable

from playwright.sync_api import BrowserContext, Page

from browser.live_server import LiveServer
from browser.players import Clicks, legal_actions, open_page, public_table, take_turn, version


def _decide(page: Page, clicks: Clicks, count: int) -> None:
    """Makes ``count`` decisions on the page, waiting for the bot between them."""
    made = 0
    while made < count:
        if take_turn(page, clicks):
            made += 1
        else:
            page.wait_for_function("() => document.querySelectorAll('#action-buttons .action').length > 0 || "
                                   "document.body.dataset.status === 'over'")


def _ann_against_a_bot(server: LiveServer) -> str:
    created = server.create_match([("Ann", "human"), ("Bot", "heuristic")])
    return server.url + created["seats"][0]["link"]


def test_a_reloaded_page_shows_the_whole_log_and_the_game_carries_on(
        server: LiveServer, new_context: Callable[..., BrowserContext], shots: Callable[[Page, str], Any]) -> None:
    page = open_page(new_context().new_page(), _ann_against_a_bot(server))
    clicks = Clicks()
    _decide(page, clicks, 5)
    page.wait_for_function("() => document.querySelectorAll('#action-buttons .action').length > 0")
    log = page.locator("#log .log-entry").all_inner_texts()
    table, seen = public_table(page), version(page)

    page.reload()
    page.wait_for_function("(v) => Number(document.body.dataset.version) === v", arg=seen)
    shots(page, "after-reload")
    assert page.locator("#log .log-entry").all_inner_texts() == log
    assert public_table(page) == table
    assert legal_actions(page)
    _decide(page, clicks, 2)
    assert version(page) > seen


def test_a_page_reconnects_after_a_server_restart_and_carries_on(
        server: LiveServer, new_context: Callable[..., BrowserContext], shots: Callable[[Page, str], Any]) -> None:
    page = open_page(new_context().new_page(), _ann_against_a_bot(server))
    clicks = Clicks()
    _decide(page, clicks, 3)
    page.wait_for_function("() => document.querySelectorAll('#action-buttons .action').length > 0")
    log_size = page.locator("#log .log-entry").count()
    seen = version(page)

    server.stop()
    page.wait_for_function("() => document.getElementById('connection').textContent.includes('reconnecting')")
    shots(page, "reconnecting")
    server.start()
    page.wait_for_function("() => document.getElementById('connection').textContent === ''", timeout=30000)
    assert version(page) == seen
    assert page.locator("#log .log-entry").count() == log_size
    _decide(page, clicks, 2)
    assert version(page) > seen
