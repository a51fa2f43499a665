"""Every Dust Tactics scenario, and a scenario of a user's own, drawn in Debian's Chromium at
1280x800: every square drawn, no token over another, the battlefield, the panel and the
side column apart, nothing wider than the screen; zoom and pan change the view. Screenshots
under test-output/browser/dust/."""

from __future__ import annotations

from typing import Any

import pytest

from browser.conftest import OUTPUT
from browser.dust import SKIRMISH
from browser.live_server import LiveServer
from meeple.games.dust_tactics.scenarios import scenario_ids

SCREEN = {"width": 1280, "height": 800}

OVERLAPS = """() => {
  const box = (n) => n.getBoundingClientRect();
  const apart = (a, b) => a.right <= b.left + 0.5 || b.right <= a.left + 0.5 || a.bottom <= b.top + 0.5 || b.bottom <= a.top + 0.5;
  const tokens = [...document.querySelectorAll('.dt-token .dt-token-body')].map(box);
  const clashes = [];
  for (let i = 0; i < tokens.length; i++) for (let j = i + 1; j < tokens.length; j++) if (!apart(tokens[i], tokens[j])) clashes.push([i, j]);
  const parts = ['.dt-board-frame', '.dt-panel', '.side'].map((s) => box(document.querySelector(s)));
  const columns = [[0, 1], [0, 2], [1, 2]].filter(([a, b]) => !apart(parts[a], parts[b]));
  return { clashes, columns, width: document.documentElement.scrollWidth,
           squares: document.querySelectorAll('.dt-square').length, tokens: tokens.length };
}"""


@pytest.mark.parametrize("scenario", [*scenario_ids(), "own"])
def test_every_scenario_renders_without_overlap_at_1280x800(server: LiveServer, new_context: Any, scenario: str) -> None:
    option = SKIRMISH if scenario == "own" else scenario
    made = server.api("POST", "/api/matches", json={
        "game": "dust-tactics", "options": {"scenario": option},
        "seats": [{"name": "Red", "agent": "heuristic"}, {"name": "Blue", "agent": "heuristic"}]})
    table = server.api("GET", f"/api/matches/{made['id']}")
    page = new_context(viewport=SCREEN).new_page()
    page.goto(server.url + made["spectator_link"])
    page.wait_for_selector(".dt-board")
    page.wait_for_function("() => document.querySelectorAll('.dt-token').length > 0 || document.body.dataset.status === 'over'")
    if page.locator("#end-screen:not([hidden])").count():
        page.locator("#end-close").click()  # the table under the scores
    found = page.evaluate(OVERLAPS)
    folder = OUTPUT / "dust" / "scenarios"
    folder.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(folder / f"{scenario}.png"))
    width, height = (4, 4) if scenario == "own" else _size(scenario)
    assert found["squares"] == width * height, table["name"]
    assert found["clashes"] == [] and found["columns"] == []
    assert found["width"] <= SCREEN["width"]


def _size(scenario: str) -> tuple[int, int]:
    from meeple.games.dust_tactics.scenarios import load_scenario

    field = load_scenario(scenario).battlefield()
    return field.width, field.height


def test_zoom_and_pan_change_the_view_of_the_battlefield(server: LiveServer, new_context: Any) -> None:
    made = server.api("POST", "/api/matches", json={
        "game": "dust-tactics", "options": {"scenario": "farmhouse"},
        "seats": [{"name": "Red", "agent": "human"}, {"name": "Blue", "agent": "heuristic"}]})
    page = new_context(viewport=SCREEN).new_page()
    page.goto(server.url + made["spectator_link"])
    page.wait_for_selector(".dt-board")
    whole = page.locator(".dt-board").get_attribute("viewBox")
    page.locator(".dt-zoom-in").click()
    page.locator(".dt-zoom-in").click()
    zoomed = page.locator(".dt-board").get_attribute("viewBox") or ""
    assert zoomed != whole and float(zoomed.split()[2]) < float((whole or "0 0 0 0").split()[2])
    frame = page.locator(".dt-board-frame").bounding_box()
    assert frame is not None
    page.mouse.move(frame["x"] + 200, frame["y"] + 200)
    page.mouse.down()
    page.mouse.move(frame["x"] + 100, frame["y"] + 150, steps=5)
    page.mouse.up()
    assert page.locator(".dt-board").get_attribute("viewBox") != zoomed
    page.screenshot(path=str(OUTPUT / "dust" / "scenarios" / "farmhouse-zoomed.png"))
    page.locator(".dt-zoom-fit").click()
    assert page.locator(".dt-board").get_attribute("viewBox") == whole
