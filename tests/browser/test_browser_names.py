"""Names are text: a seat named like a script tag shows as those characters, in the lobby's
links, on the table, in the turn line, in the log and in the list of matches, and nothing runs."""

from __future__ import annotations

from typing import Any, Callable

from playwright.sync_api import BrowserContext, Dialog, Page

from browser.live_server import LiveServer
from browser.lobby import create_in_lobby
from browser.players import Clicks, open_page, public_table, take_turn

SCRIPT_NAME = '<script>alert("x")</script>'
IMAGE_NAME = "<img src=x onerror=alert(1)>"


def test_a_script_tag_as_a_seat_name_shows_as_text_and_never_runs(
        server: LiveServer, new_context: Callable[..., BrowserContext], shots: Callable[[Page, str], Any]) -> None:
    context = new_context()
    dialogs: list[str] = []

    def refuse(dialog: Dialog) -> None:
        dialogs.append(dialog.message)
        dialog.dismiss()

    context.on("dialog", refuse)
    page = context.new_page()
    links = create_in_lobby(page, server.url, [(SCRIPT_NAME, "human"), (IMAGE_NAME, "random")])
    assert SCRIPT_NAME in links
    page.locator("#refresh").click()
    page.wait_for_function("(name) => document.getElementById('matches').textContent.includes(name)", arg=SCRIPT_NAME)
    shots(page, "lobby")

    game = open_page(context.new_page(), links[SCRIPT_NAME])
    shots(game, "table")
    names = game.locator("#table .player-name").all_inner_texts()
    assert SCRIPT_NAME in names and IMAGE_NAME in names
    clicks = Clicks()
    for _ in range(200):
        if public_table(game)["phase"] == "play":
            break
        if not take_turn(game, clicks):
            game.wait_for_timeout(30)
    assert game.locator("#table script, #table img, #log script, #log img, #turn script, #turn img").count() == 0
    turn = game.locator("#turn").inner_text()
    assert SCRIPT_NAME in turn or IMAGE_NAME in turn, "the headline names who plays"
    assert SCRIPT_NAME in game.locator("#log").inner_text()
    assert not dialogs
