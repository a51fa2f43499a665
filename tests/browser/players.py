"""How the browser tests play: read the legal actions a page offers, choose one with a simple
policy, and click it on the element of the table it concerns (a trait, the draw pile, the
Bank button, a pile, a card), falling back to its button in the action list."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from playwright.sync_api import Locator, Page

#: The facts of a table every seat and a spectator see alike, read from the page.
PUBLIC_TABLE_JS = """() => {
  const text = (node) => (node ? node.textContent : null);
  const seats = [...document.querySelectorAll('#table .player')].map((p) => ({
    seat: Number(p.dataset.seat),
    name: text(p.querySelector('.player-name')),
    score: text(p.querySelector('.score')),
    piles: [...p.querySelectorAll('.pile')].map((x) =>
      `${x.dataset.suit} ${text(x.querySelector('.card-value'))} x${text(x.querySelector('.pile-count'))}`),
    trait: text(p.querySelector('.traits .trait:not(.dealt):not(.face-down) .trait-name')),
  })).sort((a, b) => a.seat - b.seat);
  return {
    phase: document.querySelector('.dmd-table')?.dataset.phase,
    seats,
    draw: text(document.querySelector('.draw-pile .deck-count')),
    discard: text(document.querySelector('.discard-pile .deck-count')),
    play: [...document.querySelectorAll('.play-area .card')].map((c) => c.dataset.card),
  };
}"""


@dataclass
class Clicks:
    """What a player clicked: on the table, or in the list of buttons."""

    on_table: list[str] = field(default_factory=list)
    on_buttons: list[str] = field(default_factory=list)


def open_page(page: Page, url: str) -> Page:
    """Opens a game page and waits for the server's welcome."""
    page.goto(url)
    page.wait_for_function("() => document.body.dataset.version !== undefined || "
                           "!document.getElementById('pass-screen').hidden")
    return page


def version(page: Page) -> int:
    return int(page.evaluate("() => Number(document.body.dataset.version)"))


def legal_actions(page: Page) -> list[str]:
    """The actions the page offers now (its action buttons)."""
    actions: list[str] = page.eval_on_selector_all("#action-buttons .action", "els => els.map(e => e.dataset.action)")
    return actions


def play_area_size(page: Page) -> int:
    return int(page.locator("#table .play-area .card").count())


def choose(legal: list[str], in_play: int) -> str:
    """Keep the first trait; bank with two cards or more in play; else draw; else the first
    target offered."""
    keeps = [a for a in legal if a.startswith("keep ")]
    if keeps:
        return keeps[0]
    if "bank" in legal and (in_play >= 2 or "draw" not in legal):
        return "bank"
    if "draw" in legal:
        return "draw"
    return legal[0]


def click(page: Page, action: str, clicks: Clicks, touch: bool = False) -> None:
    """Clicks (``touch``: taps) the action on the table's element it concerns, else on its
    button, and waits until the server has answered (a new version, or a refusal shown): the
    page then shows what the move led to, never the actions it offered before."""
    before = version(page)
    target = page.locator(f'#table [data-action="{action}"]')
    if target.count():
        press(target.first, touch)
        clicks.on_table.append(action)
    else:
        press(page.locator(f'#action-buttons .action[data-action="{action}"]'), touch)
        clicks.on_buttons.append(action)
    page.wait_for_function(
        "(v) => Number(document.body.dataset.version) !== v || "
        "(document.body.dataset.waiting === '0' && !document.getElementById('error').hidden)", arg=before)


def press(target: Locator, touch: bool) -> None:
    if touch:
        target.tap()
    else:
        target.click()


def take_turn(page: Page, clicks: Clicks) -> str | None:
    """One decision on the page if it has one (passing the device first in hot-seat)."""
    if page.locator("#pass-screen").is_visible():
        page.locator("#pass-ready").click()
    legal = legal_actions(page)
    if not legal:
        return None
    action = choose(legal, play_area_size(page))
    click(page, action, clicks)
    return action


def is_over(page: Page) -> bool:
    return bool(page.evaluate("() => document.body.dataset.status === 'over'"))


def public_table(page: Page) -> Any:
    return page.evaluate(PUBLIC_TABLE_JS)


def at_version(page: Page, wanted: int) -> None:
    page.wait_for_function("(v) => Number(document.body.dataset.version) >= v", arg=wanted)
