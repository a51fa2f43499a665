"""What the server refuses is told to the person in a line: a seat link whose token is not
the match's, a move sent from a tab that had not yet heard of the other tab's move."""

from __future__ import annotations

import re
import time
from typing import Any, Callable

from playwright.sync_api import BrowserContext, Page, WebSocketRoute

from browser.live_server import LiveServer
from browser.players import legal_actions, open_page, public_table, version


def test_a_wrong_seat_token_is_refused_with_the_servers_reason(
        server: LiveServer, new_context: Callable[..., BrowserContext], shots: Callable[[Page, str], Any]) -> None:
    created = server.create_match([("Ann", "human"), ("Bot", "random")])
    page = new_context().new_page()
    page.goto(f"{server.url}/play/{created['id']}#seat=not-a-token-of-this-match")
    page.wait_for_selector("#error:not([hidden])")
    shots(page, "refused")
    assert page.locator("#error").inner_text().strip()
    assert "closed" in (page.locator("#connection").get_attribute("class") or "")
    assert page.locator("#action-buttons .action").count() == 0


class LaggingSocket:
    """Passes a page's socket through to the server, holding back what the server says while
    ``holding`` (a page on a slow network), and handing it over on ``release``."""

    def __init__(self) -> None:
        self.holding = False
        self.held: list[str | bytes] = []
        self.routes: list[WebSocketRoute] = []

    def relay(self, socket: WebSocketRoute) -> None:
        upstream = socket.connect_to_server()
        self.routes.append(socket)

        def from_server(message: str | bytes) -> None:
            if self.holding:
                self.held.append(message)
            else:
                socket.send(message)

        upstream.on_message(from_server)
        socket.on_message(upstream.send)

    def release(self) -> None:
        self.holding = False
        for message in self.held:
            self.routes[-1].send(message)
        self.held.clear()


def test_a_move_from_a_lagging_tab_is_refused_and_the_reason_shown(
        server: LiveServer, new_context: Callable[..., BrowserContext], shots: Callable[[Page, str], Any]) -> None:
    created = server.create_match([("Ann", "human"), ("Bob", "human")])
    link = server.url + created["seats"][0]["link"]
    network = LaggingSocket()
    lagging = new_context().new_page()
    lagging.route_web_socket(re.compile(r"/ws/"), network.relay)
    open_page(lagging, link)
    other_tab = open_page(new_context().new_page(), link)
    keeps = legal_actions(lagging)
    assert legal_actions(other_tab) == keeps and len(keeps) == 2

    network.holding = True
    before = version(other_tab)
    other_tab.locator(f'#table [data-action="{keeps[0]}"]').click()
    other_tab.wait_for_function("(v) => Number(document.body.dataset.version) > v", arg=before)
    lagging.locator(f'#table [data-action="{keeps[1]}"]').click()
    lagging.wait_for_function("() => document.body.dataset.waiting === '1'")
    deadline = time.monotonic() + 10
    while not any('"error"' in str(m) for m in network.held) and time.monotonic() < deadline:
        lagging.wait_for_timeout(20)
    network.release()

    lagging.wait_for_selector("#error:not([hidden])")
    shots(lagging, "refused-move")
    assert lagging.locator("#error").inner_text().strip()
    assert version(lagging) == version(other_tab)
    assert legal_actions(lagging) == []
    assert public_table(lagging) == public_table(other_tab)
