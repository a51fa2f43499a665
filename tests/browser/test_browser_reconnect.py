"""A game page survives a reload, a server restart and a lost connection: it comes back with
the whole log and the same table, the news it missed marked as new, and the game carries on."""

from __future__ import annotations

import re
from typing import Any, Callable

from playwright.sync_api import BrowserContext, Page, WebSocketRoute

from browser.conftest import in_both_browsers
from browser.live_server import LiveServer
from browser.players import Clicks, at_version, legal_actions, open_page, public_table, take_turn, version


def _decide(page: Page, clicks: Clicks, count: int) -> int:
    """Makes ``count`` decisions on the page, waiting for the bot between them; returns the
    version the page showed when it made the last one."""
    made = 0
    last = version(page)
    while made < count:
        shown = version(page)
        if take_turn(page, clicks):
            made += 1
            last = shown
        else:
            page.wait_for_function("() => document.querySelectorAll('#action-buttons .action').length > 0 || "
                                   "document.body.dataset.status === 'over'")
    return last


def _ann_to_move_after(page: Page, seen: int) -> int:
    """Waits until the page shows a change after version ``seen`` and Ann's buttons again (the bot
    waits for her then, so the version holds still), and returns that version. Buttons alone may
    be the ones of before the last click, still shown until the page hears of the move."""
    page.wait_for_function("(v) => Number(document.body.dataset.version) > v && "
                           "document.querySelectorAll('#action-buttons .action').length > 0", arg=seen)
    return version(page)


def _ann_against_a_bot(server: LiveServer) -> str:
    created = server.create_match([("Ann", "human"), ("Bot", "heuristic")])
    return server.url + created["seats"][0]["link"]


@in_both_browsers
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
    assert page.locator("#log .log-entry.missed").count() == 0, "nothing happened while it reloaded"
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


class CuttableLine:
    """Passes a page's socket through to the server until ``cut``: then the page's socket is
    closed, and the sockets it opens to come back get no answer until ``restore``."""

    def __init__(self) -> None:
        self.cut_off = False
        self.sockets: list[tuple[WebSocketRoute, WebSocketRoute | None]] = []

    def relay(self, socket: WebSocketRoute) -> None:
        upstream = None if self.cut_off else socket.connect_to_server()
        self.sockets.append((socket, upstream))

    def close_all(self) -> None:
        for socket, upstream in self.sockets:
            socket.close()
            if upstream is not None:
                upstream.close()
        self.sockets.clear()

    def cut(self) -> None:
        self.cut_off = True
        self.close_all()

    def restore(self) -> None:
        self.cut_off = False
        self.close_all()


def _log(page: Page) -> list[tuple[int, str]]:
    """The log's entries: (version of the change that told it, its text)."""
    entries: list[list[Any]] = page.eval_on_selector_all(
        "#log .log-entry", "els => els.map(e => [Number(e.dataset.version), e.textContent])")
    return [(int(v), text) for v, text in entries]


def _marked(page: Page, mark: str) -> list[tuple[int, str]]:
    entries: list[list[Any]] = page.eval_on_selector_all(
        f"#log .log-entry.{mark}", "els => els.map(e => [Number(e.dataset.version), e.textContent])")
    return [(int(v), text) for v, text in entries]


def test_the_news_a_page_missed_while_disconnected_or_closed_is_marked_as_new(
        server: LiveServer, new_context: Callable[..., BrowserContext], shots: Callable[[Page, str], Any]) -> None:
    link = _ann_against_a_bot(server)
    line = CuttableLine()
    cut_tab = new_context().new_page()
    cut_tab.route_web_socket(re.compile(r"/ws/"), line.relay)
    open_page(cut_tab, link)
    other_tab = open_page(new_context().new_page(), link)
    clicks = Clicks()
    at_version(cut_tab, _ann_to_move_after(other_tab, _decide(other_tab, clicks, 1)))
    latest = _marked(cut_tab, "latest")
    assert latest and {v for v, _ in latest} == {max(v for v, _ in _log(cut_tab))}, \
        "the latest change's news is marked"
    seen = version(cut_tab)

    line.cut()
    cut_tab.wait_for_function("() => document.getElementById('connection').textContent.includes('reconnecting')")
    now = _ann_to_move_after(other_tab, _decide(other_tab, clicks, 3))
    line.restore()
    at_version(cut_tab, now)
    cut_tab.wait_for_function("() => document.getElementById('connection').textContent === ''")
    shots(cut_tab, "missed-news-marked")

    log = _log(other_tab)
    assert _log(cut_tab) == log
    missed = [entry for entry in log if entry[0] > seen]
    assert missed and _marked(cut_tab, "missed") == missed
    assert cut_tab.locator("#log .log-divider + .log-entry.missed").count() == 1, "a divider heads the missed news"
    assert _marked(other_tab, "missed") == [], "the tab that stayed connected missed nothing"
    assert {v for v, _ in _marked(cut_tab, "latest")} == {log[-1][0]}

    before = version(cut_tab)
    take_turn(cut_tab, clicks)
    assert _marked(cut_tab, "missed") == [], "the marks go once the person plays on"
    assert cut_tab.locator("#log .log-divider").count() == 0

    # the tab leaves the game and comes back to it: what it missed meanwhile is marked too
    seen = _ann_to_move_after(cut_tab, before)
    at_version(other_tab, seen)
    cut_tab.goto("about:blank")
    now = _ann_to_move_after(other_tab, _decide(other_tab, clicks, 2))
    open_page(cut_tab, link)
    at_version(cut_tab, now)
    shots(cut_tab, "missed-news-after-coming-back")
    assert _marked(cut_tab, "missed") == [entry for entry in _log(other_tab) if entry[0] > seen] != []
