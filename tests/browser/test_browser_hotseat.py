"""Hot-seat: two people on one device, one socket per seat; between their decisions a "pass
the device" screen hides the table, so neither sees the other's private cards."""

from __future__ import annotations

from typing import Any, Callable

from playwright.sync_api import BrowserContext, Page

from browser.live_server import LiveServer
from browser.lobby import create_in_lobby
from browser.players import choose, click, Clicks, legal_actions, play_area_size


def test_hot_seat_passes_the_device_between_the_two_people(
        server: LiveServer, new_context: Callable[..., BrowserContext], shots: Callable[[Page, str], Any]) -> None:
    page = new_context().new_page()
    create_in_lobby(page, server.url, [("Ann", "human"), ("Bob", "human")])
    page.locator("#created a.hotseat").click()
    page.wait_for_selector("#pass-screen:not([hidden])")
    shots(page, "pass-to-first")
    assert page.locator("#game").is_hidden(), "the table is hidden while the device is passed"
    first = page.locator("#pass-name").inner_text()
    assert first in ("Ann", "Bob")

    page.locator("#pass-ready").click()
    shots(page, "first-keeps")
    first_dealt = page.locator("#table .trait.dealt").all_inner_texts()
    assert len(first_dealt) == 2
    clicks = Clicks()
    click(page, choose(legal_actions(page), 0), clicks)

    page.wait_for_selector("#pass-screen:not([hidden])")
    second = page.locator("#pass-name").inner_text()
    assert {first, second} == {"Ann", "Bob"}
    assert page.locator("#game").is_hidden()
    shots(page, "pass-to-second")
    page.locator("#pass-ready").click()
    assert page.locator("#table .player.me .player-name").inner_text() == second
    click(page, choose(legal_actions(page), 0), clicks)

    passes = 2
    for _ in range(30):
        if page.locator("#pass-screen").is_visible():
            passes += 1
            page.locator("#pass-ready").click()
        legal = legal_actions(page)
        if legal:
            click(page, choose(legal, play_area_size(page)), clicks)
        else:
            page.wait_for_timeout(30)
    shots(page, "later")
    assert passes >= 3, "the device went back and forth as the turns passed"
    assert not clicks.on_buttons
