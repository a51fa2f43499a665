"""Hot-seat: two people on one device, one socket per seat; between their decisions a "pass
the device" screen hides the table, so neither sees the other's private cards."""

from __future__ import annotations

from typing import Any, Callable

from playwright.sync_api import BrowserContext, Page

from browser.live_server import LiveServer
from browser.lobby import create_in_lobby
from browser.players import Clicks, choose, click, legal_actions, play_area_size, public_table


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


def test_in_hot_seat_the_seat_that_just_moved_takes_its_move_back_from_the_pass_screen(
        server: LiveServer, new_context: Callable[..., BrowserContext], shots: Callable[[Page, str], Any]) -> None:
    created = server.create_match([("Ann", "human"), ("Bob", "human")])
    page = new_context().new_page()
    page.goto(server.url + created["hotseat_link"])
    page.wait_for_selector("#pass-screen:not([hidden])")
    assert page.locator("#take-back").is_hidden(), "nobody has moved yet"
    first = page.locator("#pass-name").inner_text()
    page.locator("#pass-ready").click()
    keeps = legal_actions(page)
    second_choice = page.locator(f'#table [data-action="{keeps[1]}"] .trait-name').inner_text()
    clicks = Clicks()
    click(page, keeps[0], clicks)

    page.wait_for_selector("#pass-screen:not([hidden])")
    second = page.locator("#pass-name").inner_text()
    assert second != first
    take_back = page.locator("#take-back .take-back-button")
    take_back.wait_for()
    assert take_back.inner_text() == f"{first}: take back your move"
    shots(page, "take-back-offered")
    take_back.click()

    page.wait_for_selector("#pass-screen", state="hidden")
    page.wait_for_function("() => document.querySelectorAll('#action-buttons .action').length === 2")
    shots(page, "move-taken-back")
    assert page.locator("#table .player.me .player-name").inner_text() == first
    assert legal_actions(page) == keeps, "the same two traits to choose from again"
    click(page, keeps[1], clicks)

    page.wait_for_selector("#pass-screen:not([hidden])")
    assert page.locator("#pass-name").inner_text() == second
    page.locator("#pass-ready").click()
    click(page, legal_actions(page)[0], clicks)
    page.wait_for_function("() => !document.getElementById('pass-screen').hidden || "
                           "(document.querySelector('.dmd-table').dataset.phase !== 'keep' && "
                           "document.querySelectorAll('#action-buttons .action').length > 0)")
    if page.locator("#pass-screen").is_visible():
        assert page.locator("#take-back").is_hidden(), "a move that revealed the traits cannot be taken back"
        page.locator("#pass-ready").click()
    else:
        assert page.locator("#undo").is_disabled(), "a move that revealed the traits cannot be taken back"
    kept = {seat["name"]: seat["trait"] for seat in public_table(page)["seats"]}
    assert kept[first] == second_choice, "the trait kept after the take-back is the one revealed"
    shots(page, "traits-revealed")
