"""How the browser tests play D-Day Dice: by clicking the table as a person does -- the dice and
the tray's one button for a roll decision, the cards of the reserve, the sectors of the map,
the decision panel -- and counting the clicks."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

import pytest
from playwright.sync_api import Locator, Page
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from browser.conftest import screenshot_taker
from browser.live_server import LiveServer

OUTPUT = Path(__file__).resolve().parents[2] / "test-output" / "browser"


@pytest.fixture
def dday_shots(request: pytest.FixtureRequest) -> Callable[[Page, str], Path]:
    """shot(page, name): a screenshot kept under test-output/browser/dday/<test>/ (the whole
    page, or the screen alone while an overlay covers it), to be looked at."""
    return screenshot_taker(OUTPUT / "dday" / re.sub(r"[^A-Za-z0-9_.-]+", "_", request.node.name))


def create_dday(server: LiveServer, seats: list[tuple[str, str]], **options: Any) -> Any:
    """A D-Day Dice match made through the API: (name, agent) per unit, the game's options."""
    body = {"game": "dday-dice", "options": options, "seats": [{"name": n, "agent": a} for n, a in seats]}
    return server.api("POST", "/api/matches", json=body)


@dataclass
class Clicks:
    """Every click a player made, with the turn it was made in and what it was."""

    made: list[tuple[int, str]] = field(default_factory=list)

    def per_turn(self) -> dict[int, int]:
        counts: dict[int, int] = {}
        for turn, _what in self.made:
            counts[turn] = counts.get(turn, 0) + 1
        return counts

    def kinds(self) -> set[str]:
        return {what for _turn, what in self.made}


def version(page: Page) -> int:
    return int(page.evaluate("() => Number(document.body.dataset.version)"))


def turn(page: Page) -> int:
    return int(page.evaluate("() => Number(document.querySelector('.dday-table')?.dataset.turn || 0)"))


def phase(page: Page) -> str:
    return str(page.evaluate("() => document.querySelector('.dday-table')?.dataset.phase || ''"))


def is_over(page: Page) -> bool:
    return bool(page.evaluate("() => document.body.dataset.status === 'over'"))


def settled(page: Page) -> None:
    """Wait until the page has no move of its own under way (a whole decision sent)."""
    page.wait_for_function("() => document.body.dataset.waiting === '0' && document.body.dataset.ddBusy !== '1'")


class Vanished(Exception):
    """The element to click was redrawn away (another unit's move changed the table)."""


def click(page: Page, target: Locator, what: str, clicks: Clicks) -> None:
    """Click ``target`` (a move, or the last click of a decision) and wait until the server has
    answered every action of it. Raise :class:`Vanished` if the table no longer shows it."""
    before = version(page)
    at = turn(page)
    try:
        target.click(timeout=3000)
    except PlaywrightTimeout:
        raise Vanished(what) from None
    clicks.made.append((at, what))
    try:
        page.wait_for_function(
            "(v) => Number(document.body.dataset.version) !== v || !document.getElementById('error').hidden",
            arg=before, timeout=20_000)
    except PlaywrightTimeout:
        # a click that sent nothing: the element was redrawn as it was clicked (a busy
        # machine's race), so there is nothing to wait for; a click under way is waited for
        if page.evaluate("() => document.body.dataset.waiting") == "0":
            raise Vanished(what) from None
        raise
    settled(page)


def choose(page: Page, target: Locator, what: str, clicks: Clicks) -> None:
    """A click that chooses (a die) without sending anything."""
    try:
        target.click(timeout=3000)
    except PlaywrightTimeout:
        raise Vanished(what) from None
    clicks.made.append((turn(page), what))


#: The index of the first element matching a selector that is shown and enabled (-1: none).
FIRST_JS = """(selector) => [...document.querySelectorAll(selector)].findIndex((e) =>
  !e.disabled && e.getClientRects().length > 0)"""


def first(page: Page, selector: str) -> Locator | None:
    index = int(page.evaluate(FIRST_JS, selector))
    return page.locator(selector).nth(index) if index >= 0 else None


#: The number of the reachable sector with the highest number (-1: none).
HIGHEST_JS = """() => Math.max(-1, ...[...document.querySelectorAll('#table g.sector.reachable[data-action^="move "]')]
  .map((g) => Number(g.dataset.sector)))"""


def highest_move(page: Page) -> Locator | None:
    """The reachable sector with the highest number (an advance, where one is offered)."""
    sector = int(page.evaluate(HIGHEST_JS))
    return page.locator(f'#table g.sector.reachable[data-sector="{sector}"]') if sector >= 0 else None


def tray_mode(page: Page) -> str | None:
    """What the dice tray asks for: lock, reroll, die (a die's own action), show."""
    mode = page.evaluate("() => document.querySelector('#table .dice-tray')?.dataset.mode || null")
    return str(mode) if mode else None


def reroll_one(page: Page, clicks: Clicks) -> bool:
    """Choose the first die the tray offers to reroll and reroll it (False: the game offers no
    reroll of that die alone)."""
    die = first(page, "#table .dice-tray .die.clickable")
    if die is None:
        return False
    choose(page, die, "die", clicks)
    target = first(page, '[data-decision="reroll"]')
    if target is None:
        choose(page, die, "die", clicks)  # chosen back
        return False
    click(page, target, "reroll", clicks)
    return True


def defaults_step(page: Page, clicks: Clicks) -> bool:
    """One decision as a person who keeps the defaults makes it: keep the dice, let the skulls
    cancel, the default button (done, stay, the casualties among the soldiers), a move only
    where the unit must move, else the first choice offered. False: nothing to do."""
    for selector, what in (('[data-decision="keep"]', "keep"), ('[data-decision="cancel"]', "cancel"),
                           (".dd-decisions .decision.default", "default")):
        target = first(page, selector)
        if target is not None:
            click(page, target, what, clicks)
            return True
    move = highest_move(page)
    if move is not None:
        click(page, move, "move", clicks)
        return True
    if tray_mode(page) == "reroll" and reroll_one(page, clicks):
        return True
    for selector, what in ((".dd-decisions .decision", "choice"), ("#table .die.clickable[data-action]", "die"),
                           ("#action-buttons .action", "button")):
        target = first(page, selector)
        if target is not None:
            click(page, target, what, clicks)
            return True
    return False


def active_step(page: Page, clicks: Clicks) -> bool:
    """One decision of a player who uses the whole table: locks two dice and rerolls the rest,
    rerolls a die once more, recruits and finds from the reserve, advances to the highest
    sector offered; else as :func:`defaults_step`."""
    mode = tray_mode(page)
    if mode == "lock":
        dice = page.locator("#table .dice-tray .die.clickable")
        for index in range(min(2, dice.count())):
            choose(page, dice.nth(index), "die", clicks)
        target = first(page, '[data-decision="lock-reroll"]')
        if target is not None:
            click(page, target, "lock-reroll", clicks)
            return True
    if mode == "reroll" and page.locator("#table .dice-tray .die.locked").count() < 5 and reroll_one(page, clicks):
        return True
    card = first(page, "#table .dd-reserve .dd-card.actionable")
    if card is not None:
        action = page.evaluate("() => document.querySelector('#table .dd-reserve .dd-card.actionable')?.dataset.action")
        click(page, card, f"card {action}", clicks)
        return True
    move = highest_move(page)
    if move is not None:
        click(page, move, "move", clicks)
        return True
    return defaults_step(page, clicks)


def attempt(page: Page, step: Callable[[Page, Clicks], bool], clicks: Clicks) -> bool:
    """One decision; True also when what was to be clicked was redrawn away (look again)."""
    try:
        return step(page, clicks)
    except Vanished:
        settled(page)
        return True


#: What the page shows of the decision before it: turn, phase, the tray's mode, whether a move
#: of the page is on its way, the actions it offers (the list of buttons beside the table).
DECISION_JS = """() => ({
  turn: document.querySelector('.dday-table')?.dataset.turn,
  phase: document.querySelector('.dday-table')?.dataset.phase,
  tray: document.querySelector('#table .dice-tray')?.dataset.mode || null,
  waiting: document.body.dataset.waiting, busy: document.body.dataset.ddBusy,
  error: document.getElementById('error').hidden ? '' : document.getElementById('error').textContent,
  offered: [...document.querySelectorAll('#action-buttons .action')].map((b) => b.dataset.action + (b.disabled ? ' (disabled)' : '')),
})"""


def decision_shown(page: Page) -> str:
    """The decision the page shows, on one line (for a failure's message)."""
    shown = page.evaluate(DECISION_JS)
    offered = shown["offered"]
    listed = ", ".join(offered[:12]) + (f" and {len(offered) - 12} more" if len(offered) > 12 else "")
    return (f"turn {shown['turn']}, phase {shown['phase']}, tray {shown['tray']}, waiting {shown['waiting']}, "
            f"busy {shown['busy']}{', error ' + repr(shown['error']) if shown['error'] else ''}; "
            f"offered: {listed or 'nothing'}")


def play(page: Page, step: Callable[[Page, Clicks], bool], clicks: Clicks, until: Callable[[Page], bool],
         limit: int = 400, game: str = "the game", patience: float = 20.0) -> None:
    """Decisions until ``until`` holds (or the page has none to make and the game is over).
    Where the step finds nothing to click, the page must change (another move's news) within
    ``patience`` seconds; else the test fails naming ``game`` (its seed) and the decision the
    page shows."""
    settled(page)
    for _ in range(limit):
        if until(page) or is_over(page):
            return
        before = version(page)
        if not attempt(page, step, clicks):
            try:
                page.wait_for_function("(v) => Number(document.body.dataset.version) !== v "
                                       "|| document.body.dataset.status === 'over'", arg=before, timeout=patience * 1000)
            except PlaywrightTimeout:
                raise AssertionError(f"{game}: nothing to click at version {before} for {patience:g} s: "
                                     f"{decision_shown(page)}") from None
            settled(page)
    raise AssertionError(f"{game}: the game was not over after {limit} decisions ({decision_shown(page)})")
