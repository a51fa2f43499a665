"""The Dust Tactics army builder in Debian's Chromium: units added from the faction's cards,
a hero joined to a squad, the point total against the scenario's limit and every problem the
army check reports shown as the army changes, then a game started with the army."""

from __future__ import annotations

from typing import Any

from browser.conftest import OUTPUT
from browser.live_server import LiveServer


def add(page: Any, card: str) -> None:
    before = page.locator("#army-units li").count()
    page.locator(f'.army-card-row[data-card="{card}"] .army-add').click()
    page.wait_for_function(f"() => document.querySelectorAll('#army-units li').length === {before + 1}")


def test_an_army_built_under_the_limit_starts_a_game(server: LiveServer, new_context: Any) -> None:
    folder = OUTPUT / "dust" / "army"
    folder.mkdir(parents=True, exist_ok=True)
    page = new_context(viewport={"width": 1280, "height": 800}).new_page()
    page.goto(server.url + "/army")
    page.wait_for_selector('.army-card-row[data-card="the-hammers"]')
    page.locator("#army-scenario").select_option("bridgehead")
    page.locator("#army-name").fill("Hammer force")
    add(page, "the-hammers")
    add(page, "rhino")
    page.locator('.army-unit[data-card="rhino"] .army-joins').select_option("the-hammers")
    for _ in range(3):
        add(page, "blackhawk")
    page.wait_for_selector(".army-problem")
    assert "of 110 army points" in page.locator("#army-total").inner_text()
    assert page.locator("#army-start").is_disabled()
    page.screenshot(path=str(folder / "01-over-the-limit.png"))
    page.locator('.army-unit[data-card="blackhawk"] .army-remove').first.click()
    page.locator('.army-unit[data-card="blackhawk"] .army-remove').first.click()
    page.wait_for_selector("body[data-valid='1']")
    assert page.locator(".army-problem").count() == 0
    total = page.locator("#army-total").inner_text()
    assert int(total.split()[0]) <= 110
    page.locator('.army-card-row[data-card="rhino"] .army-card-name').click()
    page.wait_for_selector('#army-card .dt-card')
    assert page.locator("a#army-save").get_attribute("href", timeout=5000)
    page.screenshot(path=str(folder / "02-under-the-limit.png"))
    page.locator("#army-start").click()
    page.wait_for_url("**/play/**")
    page.wait_for_selector(".dt-board")
    reserve = page.locator(".dt-reserve").inner_text()
    assert "Blackhawk" in reserve and "The Hammers \u2605 Rhino" in reserve  # Rhino joined the squad
    assert page.locator('.dt-reserve-unit[data-unit="rhino"]').count() == 0
    page.screenshot(path=str(folder / "03-the-game.png"))


def test_an_army_file_and_unit_cards_of_ones_own_are_loaded(server: LiveServer, new_context: Any,
                                                           tmp_path: Any) -> None:
    army = tmp_path / "axis.toml"
    army.write_text('faction = "axis"\nscenario = "farmhouse"\n\n[[unit]]\nid = "hans"\n', encoding="utf-8")
    broken = tmp_path / "cards.toml"
    broken.write_text('[[unit]]\nid = "x"\n', encoding="utf-8")
    page = new_context(viewport={"width": 1280, "height": 800}).new_page()
    page.goto(server.url + "/army")
    page.wait_for_selector(".army-card-row")
    page.locator("#army-file").set_input_files(str(army))
    page.wait_for_selector('.army-unit[data-card="hans"]')
    assert page.locator("#army-faction").input_value() == "axis"
    page.locator("#units-file").set_input_files(str(broken))
    page.wait_for_selector("#army-error:not([hidden])")
    assert "\n" not in page.locator("#army-error").inner_text()
