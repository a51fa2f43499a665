"""Playing Dust Tactics in the browser the way a person does: reading the table the page
draws (the tokens and their squares, the squares offered, the line being aimed, the buttons
with the game's labels) and clicking on it. Nothing here asks the server or the engine what
to do: :class:`Person` decides from the page alone, with a simple plan (come closer, shoot,
fight in close combat, react when offered)."""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from playwright.sync_api import Page

#: How long a test waits for the page to show something, in seconds (a guard against a hang).
WAIT = 60.0

#: A scenario small enough for a test: a 4 x 4 battlefield, two squads a side entering from the
#: north and the south edges, four turns (a game's every step in a few dozen clicks; the squads
#: meet on turn 2, so Reactive Fire and close combat come about in every game the engine played
#: with :class:`Person`'s plan, 60 of 60).
SKIRMISH: dict[str, Any] = {
    "id": "skirmish", "name": "Skirmish", "army_points": 80, "turns": 4,
    "terrain": ["oooo", "oooo", "oooo", "oooo"], "entry": {"allies": "south", "axis": "north"},
    "cover_zone": ["a2", "d3"], "cover_elements": {},
    "armies": {"allies": ["hell-boys", "death-dealers"], "axis": ["sturmpioniere", "heavy-laser-grenadiers"]},
}


def short_core_scenario(turns: int = 2, army_points: int = 40) -> dict[str, Any]:
    """The core scenario Reconnaissance in Force as its file reads, shortened: fewer turns and a
    smaller army-point limit (each side's default army: one squad)."""
    import tomllib

    from meeple.games.dust_tactics.scenarios import scenarios_dir

    data = tomllib.loads((scenarios_dir() / "reconnaissance-in-force.toml").read_text(encoding="utf-8"))
    data.update(turns=turns, army_points=army_points)
    return data


def distance(a: str, b: str) -> int:
    """Squares between two squares counted as a king walks (only to choose where to go)."""
    return max(abs(ord(a[0]) - ord(b[0])), abs(int(a[1:]) - int(b[1:])))


@dataclass
class Person:
    """One seat's player on one page. ``close_combat``: attack only next to the enemy, with the
    close-combat lines (holding the others' fire), so that the fight comes to the knives."""

    page: Page
    side: str
    close_combat: bool = False
    clicks: list[str] = field(default_factory=list)
    on_step: Callable[["Person", str], None] | None = None

    # ------------------------------------------------------------------ reading the page

    def over(self) -> bool:
        return self.page.locator("body[data-status='over']").count() > 0

    def my_move(self) -> bool:
        return (self.page.locator("#turn.mine").count() > 0 and self.page.locator("body[data-waiting='0']").count() > 0
                and self.page.locator("#action-buttons button.action").count() > 0)

    def phase(self) -> str:
        return self.page.locator(".dt-table").get_attribute("data-phase") or ""

    def actions(self) -> list[str]:
        return [b.get_attribute("data-action") or "" for b in self.page.locator("#action-buttons button.action").all()]

    def enemy_squares(self) -> list[str]:
        other = "axis" if self.side == "allies" else "allies"
        return [t.get_attribute("data-square") or "" for t in self.page.locator(f".dt-token.side-{other}").all()]

    def acting_square(self) -> str | None:
        token = self.page.locator(".dt-token.acting")
        return token.first.get_attribute("data-square") if token.count() else None

    # ------------------------------------------------------------------ clicking

    def click(self, selector: str, what: str) -> None:
        self.page.locator(selector).first.click()
        self.clicks.append(what)

    def send(self, action: str) -> None:
        """Click the button of ``action`` beside the table."""
        self.click(f'#action-buttons button.action[data-action="{action}"]', action)

    def choose_on(self, selector: str, verb: str) -> None:
        """Click a unit (or a square holding several choices), then its choice starting with ``verb``."""
        self.page.locator(selector).first.click()
        choice = self.page.locator(f'.dt-choice[data-action^="{verb}"]')
        choice.first.wait_for()
        action = choice.first.get_attribute("data-action") or verb
        choice.first.click()
        self.clicks.append(action)

    def play_one(self) -> str:
        """Make this seat's next decision by clicking; answers the phase it was made in."""
        phase = self.phase()
        actions = self.actions()
        if self.on_step:
            self.on_step(self, phase)
        if phase in ("cover-place", "terrain-place"):
            self.place(actions)
        elif phase == "first":
            self.send(f"first {self.side}")
        elif phase == "activate":
            self.activate()
        elif phase == "declare":
            self.declare(actions)
        elif phase == "move":
            self.move(actions)
        elif phase == "aim":
            self.aim(actions)
        elif phase == "react":
            if self.page.locator(".dt-token.offer-react").count():
                self.choose_on(".dt-token.offer-react", "react")
            else:
                self.send("no-reaction")
        elif phase == "heroes" and any(a.startswith("join ") for a in actions):
            self.choose_on(".dt-reserve-unit.can-act", "join")  # the squad, in the list of units to enter
        else:
            self.send(actions[0])
        return phase

    def place(self, actions: Sequence[str]) -> None:
        """A cover element (or a terrain tile) on the first square offered: a click on the
        square, and the element's button when the square offers more than one."""
        square = self.page.locator(".dt-offer").first.get_attribute("data-square") or ""
        here = [a for a in actions if a.split()[-1] == square]
        if len(here) > 1:
            self.choose_on(f'.dt-offer[data-square="{square}"]', here[0])
        else:
            self.click(f'.dt-offer[data-square="{square}"]', here[0] if here else square)

    def activate(self) -> None:
        on_board = self.page.locator(".dt-token.can-act")
        self.choose_on(".dt-token.can-act" if on_board.count() else ".dt-reserve-unit.can-act", "activate")

    def declare(self, actions: Sequence[str]) -> None:
        here = self.acting_square()
        enemies = self.enemy_squares()
        near = bool(here and enemies and min(distance(here, e) for e in enemies) <= 1)
        if self.close_combat:
            wanted = ["declare attack+move", "declare attack"] if near else ["declare move+move", "declare move"]
        else:
            labels = {b.get_attribute("data-action"): b.inner_text()
                      for b in self.page.locator("#action-buttons button.action").all()}
            wanted = [a for a in ("declare move+attack", "declare attack+move", "declare attack")
                      if "lost" not in labels.get(a, "lost")] + ["declare move+move", "declare move"]
        self.send(next((a for a in wanted if a in actions), actions[0]))

    def move(self, actions: Sequence[str]) -> None:
        squares = [o.get_attribute("data-square") or "" for o in self.page.locator(".dt-offer").all()]
        enemies = self.enemy_squares()
        if not squares:
            self.send("stay" if "stay" in actions else actions[0])
            return
        best = min(squares, key=lambda s: min((distance(s, e) for e in enemies), default=0))
        offer = self.page.locator(f'.dt-offer[data-square="{best}"]')
        offer.hover()
        if len([a for a in actions if a.split()[:2] == ["move", best]]) > 1:
            self.choose_on(f'.dt-offer[data-square="{best}"]', f"move {best}")
        else:
            self.click(f'.dt-offer[data-square="{best}"]', f"move {best}")

    def aim(self, actions: Sequence[str]) -> None:
        line_range = self.page.locator(".dt-aim").get_attribute("data-range")
        target = self.page.locator(".dt-token.offer-aim")
        if target.count() and (not self.close_combat or line_range == "C"):
            target.first.hover()
            self.page.locator(".dt-odds").first.wait_for()
            self.choose_on(".dt-token.offer-aim", "aim")
        elif "hold-fire" in actions:
            self.send("hold-fire")
        else:
            self.send(actions[0])


def wait_for_turn(people: Sequence[Person], deadline: float) -> Person | None:
    """The person whose page has a move to make now (None once the game is over)."""
    while time.monotonic() < deadline:
        for person in people:
            if person.over():
                return None
            if person.my_move():
                return person
        people[0].page.wait_for_timeout(50)
    raise AssertionError("no page had a move to make")


def play(people: Sequence[Person], until: Callable[[], bool], limit: int = 400) -> int:
    """Let ``people`` play, each on their own page, until ``until()`` or the game's end;
    answers the decisions made."""
    deadline = time.monotonic() + WAIT * 5
    made = 0
    while made < limit and not until():
        person = wait_for_turn(people, deadline)
        if person is None:
            break
        version = person.page.locator("body").get_attribute("data-version")
        person.play_one()
        made += 1
        person.page.wait_for_function(
            "v => document.body.dataset.version !== v || document.body.dataset.status === 'over'"
            " || document.querySelector('#error:not([hidden])')", arg=version, timeout=WAIT * 1000)
        assert person.page.locator("#error:not([hidden])").count() == 0, person.page.locator("#error").inner_text()
    return made


def log_text(page: Page) -> str:
    return page.locator("#log").inner_text()
