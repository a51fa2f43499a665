"""Creating a match the way a person does it: in the lobby's form."""

from __future__ import annotations

from playwright.sync_api import Page


def create_in_lobby(page: Page, base: str, seats: list[tuple[str, str]]) -> dict[str, str]:
    """Fills the lobby's form with ``seats`` ((name, agent): agent "human" or a bot), creates the
    match and answers the links it shows: {seat name or "spectators": URL}."""
    page.goto(base + "/")
    page.wait_for_selector("#seats .seat-row")
    rows = page.locator("#seats .seat-row")
    while rows.count() > len(seats):
        rows.last.locator(".remove-seat").click()
    while rows.count() < len(seats):
        page.locator("#add-seat").click()
    for index, (name, agent) in enumerate(seats):
        row = rows.nth(index)
        row.locator(".seat-agent").select_option(agent)
        row.locator(".seat-name").fill(name)
    page.locator("#create-button").click()
    page.wait_for_selector("#created:not([hidden]) .link-row")
    links: dict[str, str] = {}
    for row in page.locator("#created-links .link-row").all():
        links[row.locator(".link-name").inner_text()] = row.locator("input.link").input_value()
    return links
