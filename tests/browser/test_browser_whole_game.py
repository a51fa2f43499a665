"""Two people in two browsers and a bot play a whole game of Dead Man's Draw by clicking the
table, while a spectator in a third browser watches the same public table; at the end every
page shows the scores and the winner; a player starts a rematch and every page is told its
way into it."""

from __future__ import annotations

from typing import Any, Callable

from playwright.sync_api import BrowserContext, Page

from browser.conftest import in_both_browsers
from browser.live_server import LiveServer
from browser.lobby import create_in_lobby
from browser.players import Clicks, at_version, is_over, legal_actions, open_page, public_table, take_turn, version

MAX_DECISIONS = 1500


def _compare_with_spectator(player: Page, spectator: Page) -> bool:
    """While ``player`` has a decision to make the table stands still: the spectator, once at
    the same version, must see the same public table. Answers whether it compared."""
    table = public_table(player)
    if table["phase"] != "play":
        return False
    at_version(spectator, version(player))
    assert public_table(spectator) == table
    return True


@in_both_browsers
def test_two_people_a_bot_and_a_spectator_play_a_whole_game(
        server: LiveServer, new_context: Callable[..., BrowserContext], shots: Callable[[Page, str], Any]) -> None:
    lobby = new_context().new_page()
    links = create_in_lobby(lobby, server.url, [("Ann", "human"), ("Bob", "human"), ("Hook Bot", "heuristic")])
    shots(lobby, "lobby-links")
    assert set(links) == {"Ann", "Bob", "spectators"}

    ann = open_page(new_context().new_page(), links["Ann"])
    bob = open_page(new_context().new_page(), links["Bob"])
    spectator = open_page(new_context().new_page(), links["spectators"])
    shots(ann, "ann-keeps-a-trait")
    assert ann.locator("#table .trait.dealt.actionable").count() == 2
    assert spectator.locator("#actions").is_hidden()

    clicks = Clicks()
    compared, last_compared = 0, -10
    for decision in range(MAX_DECISIONS):
        if all(is_over(page) for page in (ann, bob)):
            break
        if legal_actions(ann) and compared < 10 and decision - last_compared >= 5 and \
                _compare_with_spectator(ann, spectator):
            compared, last_compared = compared + 1, decision
        if decision == 40:
            shots(ann, "ann-mid-game")
            shots(spectator, "spectator-mid-game")
        moved = [take_turn(page, clicks) for page in (ann, bob)]
        if not any(moved):
            ann.wait_for_timeout(30)  # the bot is playing
    else:
        raise AssertionError(f"no end after {MAX_DECISIONS} decisions")

    at_version(spectator, version(ann))
    assert is_over(spectator)
    for page, name in ((ann, "ann"), (bob, "bob"), (spectator, "spectator")):
        assert page.locator("#end-screen").is_visible(), name
        shots(page, f"{name}-end-screen")
    scores = [page.locator("#end-scores").inner_text() for page in (ann, bob, spectator)]
    assert scores[0] == scores[1] == scores[2]
    assert ann.locator("#end-scores tr.winner").count() >= 1
    assert all(name in scores[0] for name in ("Ann", "Bob", "Hook Bot"))
    assert public_table(spectator) == public_table(ann)

    assert compared >= 3, "the spectator's table was compared during play"
    assert not clicks.on_buttons, f"actions without their element on the table: {clicks.on_buttons}"
    assert {"draw", "bank"} <= {a.split()[0] for a in clicks.on_table}
    assert ann.locator("#log .log-entry").count() > 40
    assert ann.locator("#log .tag-result").count() == 1

    ann.locator("#end-screen .rematch").click()
    ann.wait_for_selector("#rematch-links:not([hidden]) .link-row")
    shots(ann, "ann-rematch-links")
    assert ann.locator("#rematch-links .link-row").count() == 2  # Bob's and the spectators'
    bob.wait_for_selector("#end-screen a.join-rematch")
    spectator.wait_for_selector("#end-screen a.join-rematch")
    shots(bob, "bob-told-of-the-rematch")
    for page, seat in ((ann, "0"), (bob, "1")):
        page.locator("#end-screen a.join-rematch").click()
        page.wait_for_function("() => document.body?.dataset.status === 'playing'")
        assert page.evaluate("() => document.body.dataset.seat") == seat
        assert legal_actions(page), "each keeps a trait in the rematch"
    spectator.locator("#end-screen a.join-rematch").click()
    spectator.wait_for_function("() => document.body?.dataset.status === 'playing'")
    assert spectator.evaluate("() => document.body.dataset.seat") == "spectator"
