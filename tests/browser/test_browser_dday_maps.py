"""Every battle map of D-Day Dice, in both editions, drawn in the browser at 1280x800 and at a
phone's width: every sector box and its label inside the viewport's width, no two boxes
overlapping, no two labels overlapping, each label and DEF inside its own box and apart."""

from __future__ import annotations

from typing import Any, Callable

import pytest
from playwright.sync_api import BrowserContext, Page

from browser.dday import create_dday, dday_shots
from browser.live_server import LiveServer
from meeple.engine.registry import get_game

__all__ = ["dday_shots"]  # the fixture, used by name

MAPS = get_game("dday-dice").option_choices("map")
SCREENS = {"laptop": {"width": 1280, "height": 800}, "phone": {"width": 390, "height": 844}}

#: Each sector box and label as the page lays it out: [{sector, box: [x, y, w, h], label: [...]}].
BOXES_JS = """() => [...document.querySelectorAll('#table svg.dday-map g.sector')].map((g) => {
  const r = (node) => { const b = node.getBoundingClientRect();
    return [b.left + window.scrollX, b.top + window.scrollY, b.width, b.height]; };
  return { map: g.closest('svg').dataset.map, sector: g.dataset.label,
           box: r(g.querySelector('.sector-box')), label: r(g.querySelector('.sector-label')),
           def: r(g.querySelector('.sector-def')) };
})"""


def overlap(a: list[float], b: list[float]) -> bool:
    """Whether two rectangles share more than a hair of area."""
    return (min(a[0] + a[2], b[0] + b[2]) - max(a[0], b[0]) > 0.5 and
            min(a[1] + a[3], b[1] + b[3]) - max(a[1], b[1]) > 0.5)


def inside(inner: list[float], outer: list[float]) -> bool:
    return (inner[0] >= outer[0] - 0.5 and inner[1] >= outer[1] - 0.5 and
            inner[0] + inner[2] <= outer[0] + outer[2] + 0.5 and inner[1] + inner[3] <= outer[1] + outer[3] + 0.5)


def check_layout(page: Page, width: int, where: str) -> int:
    boxes: list[dict[str, Any]] = page.evaluate(BOXES_JS)
    assert boxes, f"{where}: no sector drawn"
    for item in boxes:
        for kind in ("box", "label"):
            x, _y, w, h = item[kind]
            assert w > 0 and h > 0, f"{where}: {item['sector']}'s {kind} is not drawn"
            assert x >= 0 and x + w <= width + 0.5, f"{where}: {item['sector']}'s {kind} leaves the viewport"
        assert inside(item["label"], item["box"]), f"{where}: {item['sector']}'s label leaves its box"
        assert inside(item["def"], item["box"]), f"{where}: {item['sector']}'s DEF leaves its box"
        assert not overlap(item["label"], item["def"]), f"{where}: {item['sector']}'s label and DEF overlap"
    for i, a in enumerate(boxes):
        for b in boxes[i + 1:]:
            assert not overlap(a["box"], b["box"]), f"{where}: boxes {a['sector']} and {b['sector']} overlap"
            assert not overlap(a["label"], b["label"]), f"{where}: labels {a['sector']} and {b['sector']} overlap"
    return len(boxes)


@pytest.mark.parametrize("screen", SCREENS)
def test_every_map_and_both_editions_render_without_overlap(
    server: LiveServer, new_context: Callable[..., BrowserContext], dday_shots: Callable[[Page, str], Any], screen: str
) -> None:
    viewport = SCREENS[screen]
    page = new_context(viewport=viewport).new_page()
    drawn = 0
    for map_id in MAPS:
        for edition in (1, 2):
            seats = [("Ann", "human"), ("Bob", "human")] if map_id == "silence-the-guns" else [("Ann", "human")]
            made = create_dday(server, seats, map=map_id, edition=edition)
            page.goto(f"{server.url}/play/{made['id']}")  # a spectator's page
            page.wait_for_selector("#table svg.dday-map g.sector")
            drawn += check_layout(page, viewport["width"], f"{map_id}, edition {edition}, {screen}")
            if edition == 1 or map_id == "silence-the-guns":
                dday_shots(page, f"{map_id}-{edition}")
    assert drawn > 10 * len(MAPS)
