"""The replay viewer steps through a finished game, forward and back, with the buttons and the
arrow keys, as a spectator or as a chosen seat; a record file can be opened in it too."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any, Callable

from playwright.sync_api import BrowserContext, Page

from browser.conftest import in_both_browsers
from browser.live_server import LiveServer


def _position(page: Page) -> tuple[int, int]:
    step, last = page.locator("#position").inner_text().split("/")
    return int(step), int(last)


def _headlines(server: LiveServer, match_id: str, seat: str = "") -> list[str]:
    """The headline of each replay frame (as the API gives it), as text."""
    frames = server.api("GET", f"/api/matches/{match_id}/replay{seat}")["frames"]
    return ["".join(text for text, _tag in frame["headline"]) for frame in frames]


def _headline(page: Page) -> str:
    return page.locator("#headline").text_content() or ""


@in_both_browsers
def test_the_replay_viewer_steps_through_a_finished_game(
        server: LiveServer, new_context: Callable[..., BrowserContext], shots: Callable[[Page, str], Any]) -> None:
    created = server.create_match([("Ann", "heuristic"), ("Bob", "heuristic"), ("Cy", "random")])
    server.wait_until_over(created["id"])
    page = new_context().new_page()
    page.goto(server.url + "/")
    page.locator(f'#matches a[href="/replay?match={created["id"]}"]').click()
    page.wait_for_function("() => document.getElementById('position').textContent.startsWith('0 /')")
    shots(page, "first-frame")
    step, last = _position(page)
    assert step == 0 and last > 10
    headlines = _headlines(server, created["id"])
    assert _headline(page) == headlines[0] == "Dead Man's Draw - set-up (keep)"

    page.keyboard.press("ArrowRight")
    page.locator("#forward").click()
    assert _position(page) == (2, last)
    assert _headline(page) == headlines[2]
    assert page.locator("#step").inner_text().split()[0] in ("Ann", "Bob", "Cy")
    logged = page.locator("#log .log-entry").count()
    page.keyboard.press("ArrowLeft")
    assert _position(page) == (1, last)
    assert _headline(page) == headlines[1]
    assert page.locator("#log .log-entry").count() <= logged
    playing = next(k for k, headline in enumerate(headlines) if headline.startswith("Dead Man's Draw - turn "))
    for _ in range(playing - 1):
        page.keyboard.press("ArrowRight")
    assert _position(page) == (playing, last)
    assert re.fullmatch(r"Dead Man's Draw - turn 1 - (Ann|Bob|Cy) plays", _headline(page))
    shots(page, "first-turn")

    page.keyboard.press("End")
    assert _position(page) == (last, last)
    assert _headline(page) == headlines[last] == "Dead Man's Draw - game over"
    assert page.locator("#log .tag-result").count() == 1
    shots(page, "last-frame")

    page.locator("#viewer").select_option(label="Bob")
    page.wait_for_function("() => document.querySelector('#table .player.me .player-name')?.textContent === 'Bob'")
    assert _position(page) == (last, last)
    page.locator("#back").click()
    assert _position(page) == (last - 1, last)
    assert _headline(page) == _headlines(server, created["id"], "?seat=1")[last - 1]
    shots(page, "as-bob")


def test_a_record_file_opens_in_the_replay_viewer(
        server: LiveServer, new_context: Callable[..., BrowserContext], tmp_path: Path,
        shots: Callable[[Page, str], Any]) -> None:
    created = server.create_match([("Ann", "heuristic"), ("Bob", "heuristic")])
    server.wait_until_over(created["id"])
    record = tmp_path / "game.json"
    record.write_text(json.dumps(server.api("GET", f"/api/matches/{created['id']}/record")))
    page = new_context().new_page()
    page.goto(server.url + "/replay")
    page.locator("#record-file").set_input_files(str(record))
    page.wait_for_function("() => document.getElementById('position').textContent.startsWith('0 /')")
    page.keyboard.press("End")
    step, last = _position(page)
    assert step == last > 10
    shots(page, "record-file")
