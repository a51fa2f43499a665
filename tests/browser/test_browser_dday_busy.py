"""D-Day Dice in the browser: a roll decision made with one click is sent as several actions
(lock a die, lock another, reroll the rest), and the page marks itself busy (``data-dd-busy``)
or waiting (``data-waiting``) until the last of them is answered. A page that looked idle
between handing its last action to the connection and drawing itself as waiting let a person's
tool (and the solo test's clicker) look for a decision while none was offered, and wait for a
change that had already come."""

from __future__ import annotations

from typing import Any, Callable

from playwright.sync_api import BrowserContext, Page

from browser.dday import Clicks, choose, click, dday_shots, settled, version
from browser.live_server import LiveServer
from browser.players import open_page
from browser.scripted_matches import dealt_in_server

__all__ = ["dday_shots"]  # the fixture, used by name

#: Every change of the body's marks, as the page's scripts leave them at the end of a task:
#: [version, waiting, busy].
WATCH_JS = """() => {
  window.marks = [];
  const note = () => window.marks.push([document.body.dataset.version, document.body.dataset.waiting,
    document.body.dataset.ddBusy || '0']);
  new MutationObserver(note).observe(document.body, { attributes: true });
}"""


def test_the_page_looks_idle_only_once_every_action_of_a_lock_and_reroll_decision_is_answered(
    server: LiveServer, new_context: Callable[..., BrowserContext], dday_shots: Callable[[Page, str], Any]
) -> None:
    made = dealt_in_server(server, "dday-dice", [("Ann", "human")], 1, map="omaha-beach")
    page = open_page(new_context().new_page(), server.url + made["seats"][0]["link"])
    page.wait_for_selector("#table .dice-tray[data-mode='lock']")
    settled(page)
    clicks = Clicks()
    for die in ("r1", "w1"):
        choose(page, page.locator(f"#table .dice-tray .die[data-die='{die}']"), "die", clicks)
    start = version(page)
    page.evaluate(WATCH_JS)
    click(page, page.locator('[data-decision="lock-reroll"]'), "lock-reroll", clicks)
    page.wait_for_function("() => document.querySelector('#table .dice-tray')?.dataset.mode !== 'lock' "
                           "&& document.body.dataset.waiting === '0' && document.body.dataset.ddBusy === '0'")
    dday_shots(page, "rerolled")
    locked = page.eval_on_selector_all("#table .dice-tray .die.locked", "els => els.map((e) => e.dataset.die)")
    assert locked == ["r1", "w1"], locked
    assert version(page) == start + 3, "one version a move: lock, lock, reroll"
    marks: list[list[str]] = page.evaluate("() => window.marks")
    idle = [index for index, (_v, waiting, busy) in enumerate(marks) if waiting == "0" and busy == "0"]
    assert idle, marks
    after = marks[idle[0]:]
    assert all(mark == [str(start + 3), "0", "0"] for mark in after), \
        f"the page looked idle before its decision's last action was answered: {marks}"
