"""The Hint button: the server's search says, for each choice of the seat, its chance of
winning after it; the page lists the best ones (the most simulated first) with their labels and
simulations, and drops the hint once the table has changed."""

from __future__ import annotations

from typing import Any, Callable

from playwright.sync_api import BrowserContext, Page

from browser.live_server import LiveServer
from browser.players import Clicks, click, legal_actions, open_page


def test_a_hint_lists_the_seats_choices_best_first_until_the_table_changes(
        server: LiveServer, new_context: Callable[..., BrowserContext], shots: Callable[[Page, str], Any]) -> None:
    created = server.create_match([("Ann", "human"), ("Bot", "heuristic")])
    ann = open_page(new_context().new_page(), server.url + created["seats"][0]["link"])
    dealt = legal_actions(ann)
    assert dealt and all(a.startswith("keep ") for a in dealt)

    ann.locator("#hint").click()
    # the search thinks on the server's bot threads: on a busy machine it may take longer than
    # a page's usual wait
    ann.wait_for_selector("#hint-box .hint-item", timeout=120_000)
    shots(ann, "hint")
    hinted = [item.get_attribute("data-action") for item in ann.locator("#hint-box .hint-item").all()]
    assert sorted(hinted) == sorted(dealt), "every choice of the seat is valued (at most five shown)"
    values = ann.locator("#hint-box .hint-value").all_text_contents()
    assert all("%" in value for value in values)
    visits = [int(item.get_attribute("data-visits") or "") for item in ann.locator("#hint-box .hint-item").all()]
    assert visits == sorted(visits, reverse=True), "best first: the search's favourite is the one it simulated most"
    shown = [int(text.split()[0]) for text in ann.locator("#hint-box .hint-visits").all_text_contents()]
    assert shown == visits and sum(visits) > 0
    label = ann.locator("#hint-box .hint-item").first.text_content() or ""
    assert "keep" in label.lower()

    click(ann, dealt[0], Clicks())
    ann.wait_for_selector("#hint-box", state="hidden")
