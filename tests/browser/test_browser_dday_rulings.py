"""The ruling behind a reconstructed value of the D-Day Dice board one click away: a sector's
details name the rulings its map file cites, and a click on one shows that ruling's heading
and text from docs/rulings.md; the courage printed on a row line and the landmines on a
border open their rulings the same way; a map given as content (a player's map file) shows
the marks and rulings its file carries."""

from __future__ import annotations

from typing import Any, Callable

from playwright.sync_api import BrowserContext, Page

from browser.dday import create_dday, dday_shots
from browser.live_server import LiveServer
from meeple.engine.data_files import read_toml
from meeple.games.dday_dice.maps import maps_dir

__all__ = ["dday_shots"]  # the fixture, used by name


def open_ruling(page: Page, ruling: str) -> str:
    """Click the ruling's link in the details shown; the heading of the ruling's text shown."""
    page.locator(f'#table .sector-details .reconstructed .ruling-link[data-ruling="{ruling}"]').click()
    shown = page.locator(f'#table .sector-details .ruling-text[data-ruling="{ruling}"]')
    shown.wait_for()
    return shown.locator("strong").inner_text()


def test_a_click_on_a_reconstructed_values_ruling_shows_its_text(
    server: LiveServer, new_context: Callable[..., BrowserContext], dday_shots: Callable[[Page, str], Any]
) -> None:
    made = create_dday(server, [("Ann", "human")], map="omaha-beach")
    page = new_context().new_page()
    page.goto(f"{server.url}/play/{made['id']}")  # a spectator's page
    page.locator('#table g.sector[data-label="1"]').click()
    assert "Omaha Beach's DEF, MGF, minefields" in open_ruling(page, "DDM-15")
    shown = page.locator('#table .sector-details .ruling-text[data-ruling="DDM-15"]')
    assert shown.locator(".ruling-body").inner_text().startswith("Passages. it p. 13")
    dday_shots(page, "ruling")


def test_a_row_lines_courage_and_a_borders_landmines_open_their_rulings(
    server: LiveServer, new_context: Callable[..., BrowserContext], dday_shots: Callable[[Page, str], Any]
) -> None:
    made = create_dday(server, [("Ann", "human")], map="omaha-beach")
    page = new_context().new_page()
    page.goto(f"{server.url}/play/{made['id']}")
    page.locator('#table g.row-courage.reconstructed[data-below="1"]').click()
    details = page.locator('#table .line-details[data-details="row omaha-beach 0"]')
    assert details.locator("strong").inner_text() == "Courage 2 to advance from row 1 to row 2"
    assert "reconstructed (not in the rulebook texts): courage" in details.inner_text()
    assert "Omaha Beach's DEF, MGF, minefields" in open_ruling(page, "DDM-15")
    dday_shots(page, "row-line-ruling")

    page.locator('#table g.border.minefield.reconstructed').first.click()
    details = page.locator('#table .line-details[data-details="border omaha-beach 0"]')
    assert details.locator("strong").inner_text() == "Landmines between 3 and 6"
    assert "Omaha Beach's DEF, MGF, minefields" in open_ruling(page, "DDM-15")
    dday_shots(page, "border-ruling")


def test_a_packaged_map_given_as_a_file_shows_the_same_marks_and_rulings(
    server: LiveServer, new_context: Callable[..., BrowserContext], dday_shots: Callable[[Page, str], Any]
) -> None:
    """The packaged file exported (copied) and played as a player's map: its ``rulings``
    fields travel with it, so its reconstructed values open the same rulings."""
    text = (maps_dir() / "omaha-beach.toml").read_text(encoding="utf-8").replace('id = "omaha-beach"', 'id = "my-omaha"')
    content = server.api("POST", "/api/dday-dice/map/read", json={"text": text})["map"]
    assert content["row_lines"][0]["rulings"] == read_toml(maps_dir() / "omaha-beach.toml", "map")["row_lines"][0]["rulings"]
    made = create_dday(server, [("Ann", "human")], map=content)
    page = new_context().new_page()
    page.goto(f"{server.url}/play/{made['id']}")
    page.locator('#table g.sector[data-label="1"]').click()
    assert "Omaha Beach's DEF, MGF, minefields" in open_ruling(page, "DDM-15")
    page.locator('#table g.row-courage.reconstructed[data-below="2"]').click()
    assert "Omaha Beach's DEF, MGF, minefields" in open_ruling(page, "DDM-15")
    dday_shots(page, "given-map-ruling")
