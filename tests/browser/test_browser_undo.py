"""Undo: a person takes back their own decision while no chance, reveal or other seat's move
came after it -- here a kept trait, while the other player still chooses theirs."""

from __future__ import annotations

from typing import Any, Callable

from playwright.sync_api import BrowserContext, Page

from browser.conftest import in_both_browsers
from browser.live_server import LiveServer
from browser.players import Clicks, click, legal_actions, open_page, version


@in_both_browsers
def test_undo_takes_back_a_kept_trait_before_the_traits_are_revealed(
        server: LiveServer, new_context: Callable[..., BrowserContext], shots: Callable[[Page, str], Any]) -> None:
    created = server.create_match([("Ann", "human"), ("Bob", "human")])
    ann = open_page(new_context().new_page(), server.url + created["seats"][0]["link"])
    dealt = legal_actions(ann)
    assert len(dealt) == 2 and all(a.startswith("keep ") for a in dealt)
    assert ann.locator("#undo").is_disabled()

    click(ann, dealt[0], Clicks())
    assert legal_actions(ann) == []
    ann.wait_for_selector("#undo:not([disabled])")
    shots(ann, "kept")
    kept = version(ann)

    ann.locator("#undo").click()
    ann.wait_for_function("(v) => Number(document.body.dataset.version) > v && "
                          "document.querySelectorAll('#action-buttons .action').length === 2", arg=kept)
    shots(ann, "undone")
    assert legal_actions(ann) == dealt
    assert ann.locator("#table .trait.dealt.actionable").count() == 2
    assert ann.locator("#undo").is_disabled()
