"""A player's own D-Day Dice map file chosen in the lobby: the page has the server read it,
shows its name (or the one-line refusal), and the match is created and drawn on that map."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

from playwright.sync_api import BrowserContext, Page

from browser.dday import dday_shots
from browser.live_server import LiveServer
from meeple.games.dday_dice.maps import maps_dir

__all__ = ["dday_shots"]  # the fixture, used by name


def own_map_file(folder: Path) -> Path:
    """The packaged Omaha Beach file copied as a player's own, with another id and name."""
    text = (maps_dir() / "omaha-beach.toml").read_text(encoding="utf-8")
    own = text.replace('id = "omaha-beach"', 'id = "my-omaha"', 1).replace('name = "Omaha Beach"', 'name = "My Omaha"', 1)
    assert own != text
    path = folder / "my-omaha.toml"
    path.write_text(own, encoding="utf-8")
    return path


def test_a_solo_match_on_a_map_file_chosen_in_the_lobby_is_drawn_on_that_map(
    server: LiveServer, new_context: Callable[..., BrowserContext], dday_shots: Callable[[Page, str], Any],
    tmp_path: Path,
) -> None:
    page = new_context().new_page()
    page.goto(server.url + "/")
    page.wait_for_selector("#seats .seat-row")
    page.locator("#game").select_option("dday-dice")
    broken = tmp_path / "broken.toml"
    broken.write_text("this is = = not toml", encoding="utf-8")
    page.locator("#options input.own-file").set_input_files(str(broken))
    page.wait_for_selector(".own-file-status.error-text")
    assert page.locator(".own-file-status").inner_text().startswith("map file: not valid TOML")
    page.locator("#options input.own-file").set_input_files(str(own_map_file(tmp_path)))
    page.wait_for_function("() => document.querySelector('.own-file-status').textContent.startsWith('My Omaha')")
    rows = page.locator("#seats .seat-row")
    while rows.count() > 1:
        rows.last.locator(".remove-seat").click()
    rows.first.locator(".seat-agent").select_option("human")
    dday_shots(page, "lobby")
    page.locator("#create-button").click()
    page.locator("#created a.hotseat").click()
    board = page.locator('#table svg.dday-map[aria-label="My Omaha"]')
    board.wait_for()
    assert (board.get_attribute("data-map") or "").startswith("my-omaha-given-")
    dday_shots(page, "board")
