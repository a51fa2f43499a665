"""A scripted Dust Tactics game in the browser: both sides' players, each on their own page,
make the moves of a script by clicking where the table offers them -- a unit's choice on its
token (or in the list of units to enter), a square's on the square, the rest on the buttons
beside the table -- as a game record would list them. The dice are the server's; the
initiative's winner always lets the side the script names go first."""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any

from playwright.sync_api import Page

from browser.dust import WAIT

#: The verbs whose action is offered on a square: its square is the word at this index.
SQUARE_VERBS = {"move": 1, "place": 2, "terrain": 2}
#: The verbs whose action is offered on a unit (the unit is the first word naming one).
UNIT_VERBS = ("activate", "aim", "react", "join", "repair", "skill")


@dataclass
class ScriptedGame:
    """Two seats' pages (``pages[seat]``); ``first`` the side sent first at each initiative."""

    pages: list[Page]
    first: str = "allies"
    #: Each click made: (seat, action, where: "token", "reserve", "square" or "button").
    clicks: list[tuple[int, str, str]] = field(default_factory=list)

    def mine(self, seat: int) -> bool:
        page = self.pages[seat]
        return (page.locator("#turn.mine").count() > 0 and page.locator("body[data-waiting='0']").count() > 0
                and page.locator("#action-buttons button.action").count() > 0)

    def acting(self) -> int:
        """The seat whose page has a move to make now."""
        deadline = time.monotonic() + WAIT
        while time.monotonic() < deadline:
            for seat in range(len(self.pages)):
                if self.mine(seat):
                    return seat
            self.pages[0].wait_for_timeout(50)
        raise AssertionError("no page had a move to make")

    def over(self) -> bool:
        return self.pages[0].locator("body[data-status='over']").count() > 0

    def legal(self, seat: int) -> list[str]:
        found: list[str] = self.pages[seat].eval_on_selector_all(
            "#action-buttons button.action", "els => els.map(e => e.dataset.action)")
        return found

    def offered(self, seat: int) -> list[str]:
        """What ``seat`` is offered once a page shows its next move (the initiatives settled):
        the buttons are read only after the table has drawn them, and none when the move is
        another seat's."""
        return self.legal(seat) if self.settle() == seat else []

    def play(self, *actions: str) -> None:
        """Make each action, in order, by the seat whose move it is (initiatives settled)."""
        for action in actions:
            seat = self.settle()
            legal = self.legal(seat)
            assert action in legal, f"{action!r} is not offered to seat {seat}: {legal}"
            self.click(seat, action, legal)

    def settle(self) -> int:
        """Answer the initiatives (the script's side first); the seat to move next."""
        while True:
            seat = self.acting()
            legal = self.legal(seat)
            if not any(a.startswith("first ") for a in legal):
                return seat
            self.click(seat, f"first {self.first}", legal)

    def click(self, seat: int, action: str, legal: list[str]) -> None:
        """Click ``action`` where the table offers it; wait for the server's answer."""
        page = self.pages[seat]
        before = page.locator("body").get_attribute("data-version")
        words = action.split()
        verb = words[0]
        units = set(page.eval_on_selector_all("[data-unit]", "els => els.map(e => e.dataset.unit)"))
        unit = next((w for w in words[1:] if w in units), None) if verb in UNIT_VERBS else None
        if verb in SQUARE_VERBS:
            square = words[SQUARE_VERBS[verb]]
            page.locator(f'.dt-offer[data-square="{square}"]').click()
            here = [a for a in legal if a.split()[0] == verb and len(a.split()) > SQUARE_VERBS[verb]
                    and a.split()[SQUARE_VERBS[verb]] == square]
            if len(here) > 1:
                page.locator(f'.dt-choice[data-action="{action}"]').click()
            where = "square"
        elif unit is not None:
            token = page.locator(f'.dt-token[data-unit="{unit}"]')
            where = "token" if token.count() else "reserve"
            (token if token.count() else page.locator(f'.dt-reserve-unit[data-unit="{unit}"]')).first.click()
            page.locator(f'.dt-choices .dt-choice[data-action="{action}"]').click()
        else:
            page.locator(f'#action-buttons button.action[data-action="{action}"]').click()
            where = "button"
        self.clicks.append((seat, action, where))
        page.wait_for_function(
            "v => document.body.dataset.version !== v || document.body.dataset.status === 'over'"
            " || document.querySelector('#error:not([hidden])')", arg=before, timeout=WAIT * 1000)
        assert page.locator("#error:not([hidden])").count() == 0, page.locator("#error").inner_text()

    def where(self, action: str) -> tuple[int, str]:
        """Which seat clicked ``action``, and where."""
        return next((seat, place) for seat, done, place in self.clicks if done == action)


def open_seats(server: Any, made: dict[str, Any], new_context: Any) -> list[Page]:
    """Each seat's page, from its own link, at 1280x800."""
    pages: list[Page] = []
    for seat in range(len(made["seats"])):
        page = new_context(viewport={"width": 1280, "height": 800}).new_page()
        page.goto(server.url + next(s["link"] for s in made["seats"] if s["seat"] == seat))
        page.wait_for_selector(".dt-board")
        pages.append(page)
    return pages
