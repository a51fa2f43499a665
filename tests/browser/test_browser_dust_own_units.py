"""A player's own Dust Tactics unit cards in Debian's Chromium (DT-139): loaded in the army
builder, an army built with one of them, the game started with the army and the cards, and the
unit card on the game page showing the player's value; and the same cards chosen in the lobby."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from browser.conftest import OUTPUT
from browser.live_server import LiveServer

EXAMPLE = Path(__file__).resolve().parents[2] / "docs" / "examples" / "dust-tactics-units.toml"


def add(page: Any, card: str) -> None:
    before = page.locator("#army-units li").count()
    page.locator(f'.army-card-row[data-card="{card}"] .army-add').click()
    page.wait_for_function(f"() => document.querySelectorAll('#army-units li').length === {before + 1}")


def test_an_army_of_ones_own_cards_starts_a_game_that_shows_their_values(server: LiveServer, new_context: Any) -> None:
    """The example's Rhino has 6 hit points (the packaged card: 4) and the Hell Boys' Shotgun
    rolls 4/1 against armour 2 (packaged: 3/1)."""
    folder = OUTPUT / "dust" / "own-units"
    folder.mkdir(parents=True, exist_ok=True)
    page = new_context(viewport={"width": 1280, "height": 800}).new_page()
    page.goto(server.url + "/army")
    page.wait_for_selector('.army-card-row[data-card="the-hammers"]')
    page.locator("#army-scenario").select_option("bridgehead")
    page.locator("#units-file").set_input_files(str(EXAMPLE))
    page.wait_for_selector("#units-summary:not([hidden])")
    assert page.locator("#units-summary").inner_text().startswith("valid: 2 units: hell-boys")
    page.locator('.army-card-row[data-card="rhino"] .army-card-name').click()
    page.wait_for_selector('#army-card .dt-card')
    assert "6/6" in page.locator("#army-card .dt-card-state").inner_text()
    assert page.locator("#army-card .dt-card-note").count() == 0  # no reconstructed value left
    add(page, "the-hammers")
    add(page, "rhino")
    page.locator('.army-unit[data-card="rhino"] .army-joins').select_option("the-hammers")
    add(page, "hell-boys")
    page.wait_for_selector("body[data-valid='1']")
    assert not page.locator("#army-start").is_disabled()
    page.screenshot(path=str(folder / "01-army-of-own-cards.png"))
    page.locator("#army-start").click()
    page.wait_for_url("**/play/**")
    page.wait_for_selector(".dt-board")
    page.locator('.dt-reserve-unit[data-unit="the-hammers"]').click()
    card = page.locator('.dt-card[data-card="the-hammers"]')
    card.wait_for()
    assert "\u2605 Rhino 6/6" in card.locator(".dt-card-state").inner_text()
    page.screenshot(path=str(folder / "02-game-rhino-6-hp.png"))
    page.locator('.dt-reserve-unit[data-unit="hell-boys"]').click()
    shotgun = page.locator('.dt-card[data-card="hell-boys"] .dt-weapon[data-line="0"] td[title="infantry 2"], .dt-card[data-card="hell-boys"] .dt-weapon[data-line="0"] td[title^="infantry 2:"]')
    shotgun.wait_for()
    assert shotgun.inner_text() == "4/1"
    page.screenshot(path=str(folder / "03-game-shotgun-4-dice.png"))


def test_unit_cards_chosen_in_the_lobby_are_the_games(server: LiveServer, new_context: Any, tmp_path: Path) -> None:
    page = new_context(viewport={"width": 1280, "height": 800}).new_page()
    page.goto(server.url + "/")
    page.wait_for_selector("#seats .seat-row")
    page.locator("#game").select_option("dust-tactics")
    new_id = tmp_path / "new.toml"
    new_id.write_text(EXAMPLE.read_text(encoding="utf-8").replace('hit_points = 6', 'hit_points = 60'), encoding="utf-8")
    page.locator("#options input.own-file").set_input_files(str(new_id))
    page.wait_for_selector(".own-file-status.error-text")
    assert page.locator(".own-file-status").inner_text().startswith("units file: unit rhino: hit_points:")
    page.locator("#options input.own-file").set_input_files(str(EXAMPLE))
    page.wait_for_function("() => document.querySelector('.own-file-status').textContent.startsWith('valid: 2 units')")
    rows = page.locator("#seats .seat-row")
    while rows.count() > 2:
        rows.last.locator(".remove-seat").click()
    rows.nth(1).locator(".seat-agent").select_option("heuristic")  # one person: no hand-over screen
    page.locator("#create-button").click()
    page.locator("#created a.hotseat").click()
    page.wait_for_selector(".dt-board")
    page.locator('.dt-reserve-unit[data-unit="hell-boys"]').click()
    shotgun = page.locator('.dt-card[data-card="hell-boys"] .dt-weapon[data-line="0"] td[title="infantry 2"], .dt-card[data-card="hell-boys"] .dt-weapon[data-line="0"] td[title^="infantry 2:"]')
    shotgun.wait_for()
    assert shotgun.inner_text() == "4/1"
