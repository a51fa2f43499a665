"""D-Day Dice played together in the browser: two people in two browser contexts and a bot as
the third unit, made in the lobby on Utah Beach with an optional rule; both roll at once in
the simultaneous phases and each sees the other's dice live; one reloads mid-turn and carries
on. And the scenario "Silence the Guns": both maps drawn, a unit on each, several turns."""

from __future__ import annotations

from typing import Any, Callable

from playwright.sync_api import BrowserContext, Page

from browser.dday import Clicks, attempt, create_dday, dday_shots, defaults_step, is_over, settled, turn, version
from browser.live_server import LiveServer
from browser.players import open_page

__all__ = ["dday_shots"]  # the fixture, used by name


def create_in_lobby(page: Page, base: str, seats: list[tuple[str, str]], map_id: str, rule: str) -> dict[str, str]:
    """The lobby's form: D-Day Dice, a map, an optional rule ticked, the units; the links."""
    page.goto(base + "/")
    page.wait_for_selector("#game option[value='dday-dice']", state="attached")
    page.locator("#game").select_option("dday-dice")
    page.wait_for_selector("#option-map")
    page.locator("#option-map").select_option(map_id)
    page.locator(f"#option-{rule}").check()
    rows = page.locator("#seats .seat-row")
    while rows.count() > len(seats):
        rows.last.locator(".remove-seat").click()
    while rows.count() < len(seats):
        page.locator("#add-seat").click()
    for index, (name, agent) in enumerate(seats):
        rows.nth(index).locator(".seat-agent").select_option(agent)
        rows.nth(index).locator(".seat-name").fill(name)
    page.locator("#create-button").click()
    page.wait_for_selector("#created:not([hidden]) .link-row")
    return {row.locator(".link-name").inner_text(): row.locator("input.link").input_value()
            for row in page.locator("#created-links .link-row").all()}


def play_together(pages: list[Page], clicks: Clicks, until: Callable[[], bool], limit: int = 300) -> None:
    """Each page makes its decisions as they come (several at once in a simultaneous phase);
    when none has one, wait until one of them is told something new."""
    for _ in range(limit):
        if until() or all(is_over(p) for p in pages):
            return
        seen = [version(p) for p in pages]
        moved = False
        for page in pages:
            settled(page)
            moved = attempt(page, defaults_step, clicks) or moved
        if not moved:
            wait_for_news(pages, seen)
    raise AssertionError("the game did not get there")


def wait_for_news(pages: list[Page], seen: list[int], rounds: int = 300) -> None:
    """Until a page shows a version other than ``seen`` (or has a move to make), or the game is
    over (it may have ended between the version's reading and the step that found nothing)."""
    for _ in range(rounds):
        if any(version(p) != v or p.locator("#action-buttons .action").count() for p, v in zip(pages, seen)):
            return
        if all(is_over(p) for p in pages):
            return
        pages[0].wait_for_timeout(100)
    raise AssertionError(f"no page has a decision and nothing happens: {[state(p) for p in pages]}")


def state(page: Page) -> Any:
    """What a page shows, to say why a game stalled."""
    return page.evaluate("""() => ({ body: { ...document.body.dataset },
      turn: document.getElementById('turn').textContent,
      error: document.getElementById('error').textContent,
      actions: [...document.querySelectorAll('#action-buttons .action')].map((b) => b.dataset.action) })""")


def other_dice_shown(page: Page, seat: int) -> str:
    return str(page.evaluate(f"() => [...document.querySelectorAll('#table .dd-unit[data-seat=\"{seat}\"] .mini-die')]"
                             ".map((d) => d.textContent).join('')"))


def test_two_people_and_a_bot_play_utah_beach_together_and_one_reloads_mid_turn(
    server: LiveServer, new_context: Callable[..., BrowserContext], dday_shots: Callable[[Page, str], Any]
) -> None:
    lobby = new_context().new_page()
    links = create_in_lobby(lobby, server.url, [("Ann", "human"), ("Bob", "human"), ("Bot", "heuristic")],
                            "utah-beach", "soldier_mulligan")
    dday_shots(lobby, "lobby")
    ann = open_page(new_context().new_page(), links["Ann"])
    bob = open_page(new_context().new_page(), links["Bob"])
    for page in (ann, bob):
        page.wait_for_selector("#table svg.dday-map")
    assert ann.locator("#table .dice-tray[data-mode]").count() and bob.locator("#table .dice-tray[data-mode]").count()
    assert ann.locator("#table .dice-tray [data-decision='keep']").is_visible(), "Ann rolls at once"
    assert bob.locator("#table .dice-tray [data-decision='keep']").is_visible(), "and so does Bob"
    dday_shots(ann, "ann-first-roll")
    clicks = Clicks()
    play_together([ann, bob], clicks, until=lambda: turn(ann) >= 2)
    assert "\u00B7" not in other_dice_shown(ann, 1), "Ann sees Bob's dice"
    assert other_dice_shown(ann, 2), "and the bot's"
    dday_shots(bob, "bob-turn-2")

    # mid-turn: Ann keeps her dice, then her page is reloaded
    if ann.locator("#table [data-decision='keep']").count():
        attempt(ann, defaults_step, clicks)
    log_before = ann.locator("#log li").count()
    ann.reload()
    ann.wait_for_selector("#table svg.dday-map")
    settled(ann)
    assert ann.locator("#log li").count() >= log_before, "the whole log is back"
    dday_shots(ann, "ann-reloaded")
    play_together([ann, bob], clicks, until=lambda: turn(ann) >= 3 and turn(bob) >= 3)
    assert {"keep", "default"} <= clicks.kinds()
    dday_shots(ann, "ann-turn-3")


def test_silence_the_guns_is_set_up_on_both_maps_and_played_for_several_turns(
    server: LiveServer, new_context: Callable[..., BrowserContext], dday_shots: Callable[[Page, str], Any]
) -> None:
    made = create_dday(server, [("Ann", "human"), ("Bot", "heuristic")], map="silence-the-guns")
    page = open_page(new_context().new_page(), server.url + made["seats"][0]["link"])
    page.wait_for_selector("#table svg.dday-map")
    maps = page.eval_on_selector_all("#table svg.dday-map", "els => els.map((e) => e.dataset.map)")
    assert maps == ["merville-battery", "sword-beach"]
    assert page.locator("#table .junction li").count() >= 4
    labels = page.eval_on_selector_all("#table g.unit-marker", "els => els.map((e) => e.closest('g.sector').dataset.label)")
    assert sorted(label[0] for label in labels) == ["M", "S"], "a unit on each map"
    dday_shots(page, "set-up")
    clicks = Clicks()
    play_together([page], clicks, until=lambda: turn(page) >= 4)
    dday_shots(page, "turn-4")
    if page.locator("#end-screen").is_visible():  # the unit may have fallen before turn 4
        page.locator("#end-close").click()
    page.locator("#table g.sector[data-label='M8']").click()
    assert "M8" in page.locator("#table .sector-details").inner_text()
    dday_shots(page, "sector-details")
