"""The ruling behind a reconstructed value of the D-Day Dice board one click away: a sector's
details name the rulings its map file cites, and a click on one shows that ruling's heading
and text from docs/rulings.md."""

from __future__ import annotations

from typing import Any, Callable

from playwright.sync_api import BrowserContext, Page

from browser.dday import create_dday, dday_shots
from browser.live_server import LiveServer

__all__ = ["dday_shots"]  # the fixture, used by name


def test_a_click_on_a_reconstructed_values_ruling_shows_its_text(
    server: LiveServer, new_context: Callable[..., BrowserContext], dday_shots: Callable[[Page, str], Any]
) -> None:
    made = create_dday(server, [("Ann", "human")], map="omaha-beach")
    page = new_context().new_page()
    page.goto(f"{server.url}/play/{made['id']}")  # a spectator's page
    page.locator('#table g.sector[data-label="1"]').click()
    link = page.locator('#table .sector-details .reconstructed .ruling-link[data-ruling="DDM-15"]')
    link.click()
    shown = page.locator('#table .sector-details .ruling-text[data-ruling="DDM-15"]')
    shown.wait_for()
    assert "Omaha Beach's DEF, MGF, minefields" in shown.locator("strong").inner_text()
    assert shown.locator(".ruling-body").inner_text().startswith("Passages. it p. 13")
    dday_shots(page, "ruling")
