"""On a phone's screen (390x844) the lobby, the game page and the replay viewer fit the width: no
sideways scrolling, the cards whole, the actions reachable."""

from __future__ import annotations

from typing import Any, Callable

from playwright.sync_api import BrowserContext, Page

from browser.conftest import PHONE, in_both_browsers
from browser.live_server import LiveServer
from browser.players import Clicks, click, is_over, legal_actions, open_page, press, take_turn

FITS = "() => document.documentElement.scrollWidth <= 390"


@in_both_browsers
def test_the_pages_fit_a_phone_screen(server: LiveServer, new_context: Callable[..., BrowserContext],
                                      shots: Callable[[Page, str], Any], engine: str) -> None:
    # Playwright's Firefox (WebDriver BiDi) has no touchscreen: there the phone's screen is
    # clicked with the mouse
    touch = engine == "chromium"
    page = new_context(viewport=PHONE, is_mobile=touch, has_touch=touch).new_page()
    page.goto(server.url + "/")
    page.wait_for_selector("#seats .seat-row")
    shots(page, "lobby")
    assert page.evaluate(FITS)

    finished = server.create_match([("Eve", "heuristic"), ("Flo", "random")])
    created = server.create_match([("Ann", "human"), ("Bob", "heuristic"), ("Cy", "heuristic"), ("Di", "heuristic")])
    open_page(page, server.url + created["seats"][0]["link"])
    shots(page, "keep-a-trait")
    assert page.evaluate(FITS)
    dealt = legal_actions(page)
    assert len(dealt) == 2 and all(action.startswith("keep ") for action in dealt)
    clicks, decisions = Clicks(), 0
    click(page, dealt[0], clicks, touch=touch)  # tapped on the table; the page's answer awaited
    assert clicks.on_table == [dealt[0]]
    while decisions < 6 and not is_over(page):
        if take_turn(page, clicks):
            decisions += 1
        else:
            page.wait_for_function("() => document.querySelectorAll('#action-buttons .action').length > 0 || "
                                   "document.body.dataset.status === 'over'")
    shots(page, "playing")
    assert page.evaluate(FITS)
    cut = page.evaluate("""() => [...document.querySelectorAll('#table .card')].filter((c) => {
        const r = c.getBoundingClientRect();
        return r.left < 0 || r.right > window.innerWidth;
    }).length""")
    assert cut == 0, "no card is cut by the screen's edge"

    server.wait_until_over(finished["id"])
    page.goto(f"{server.url}/replay?match={finished['id']}")
    page.wait_for_function("() => document.getElementById('position').textContent.startsWith('0 /')")
    press(page.locator("#last"), touch)
    page.wait_for_function("() => document.getElementById('last').disabled")
    shots(page, "replay")
    assert page.evaluate(FITS)
