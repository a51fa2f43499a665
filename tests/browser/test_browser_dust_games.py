"""Dust Tactics played in Debian's Chromium by clicking on the table: a whole game on a core
scenario (shortened) against the heuristic bot; two people in two browser contexts fighting
a skirmish to its end, with a Reactive Fire and a close combat; four players on two sides,
each on their own link, each activating a unit. Screenshots under
test-output/browser/dust/."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

import pytest

from browser.conftest import OUTPUT, screenshot_taker
from browser.dust import SKIRMISH, Person, log_text, play, short_core_scenario
from browser.live_server import LiveServer

DUST_SHOTS = OUTPUT / "dust"


@pytest.fixture
def dust_shots(request: pytest.FixtureRequest) -> Callable[[Any, str], Path]:
    """shot(page, name): a screenshot under test-output/browser/dust/<test>/."""
    return screenshot_taker(DUST_SHOTS / request.node.name.replace("test_", ""), whole_page=False)


def create(server: LiveServer, scenario: Any, seats: list[tuple[str, str]]) -> dict[str, Any]:
    made: dict[str, Any] = server.api("POST", "/api/matches", json={
        "game": "dust-tactics", "options": {"scenario": scenario},
        "seats": [{"name": n, "agent": a} for n, a in seats]})
    return made


def seat_link(server: LiveServer, made: dict[str, Any], seat: int) -> str:
    return server.url + next(s["link"] for s in made["seats"] if s["seat"] == seat)


def test_a_whole_game_on_a_core_scenario_against_the_heuristic_bot(server: LiveServer, new_context: Any,
                                                                    dust_shots: Any) -> None:
    made = create(server, short_core_scenario(turns=3), [("Ann", "human"), ("Bot", "heuristic")])
    page = new_context(viewport={"width": 1280, "height": 800}).new_page()
    page.goto(seat_link(server, made, 0))
    page.wait_for_selector(".dt-board")
    seen: dict[str, int] = {}

    def snap(person: Person, phase: str) -> None:
        if seen.get(phase, 0) < 1 and phase in ("cover-place", "activate", "declare", "move", "aim"):
            seen[phase] = 1
            if phase == "aim":
                person.page.locator(".dt-token.offer-aim").first.hover() if person.page.locator(".dt-token.offer-aim").count() else None
            dust_shots(person.page, phase)

    ann = Person(page, "allies", on_step=snap)
    play([ann], until=lambda: False)
    page.wait_for_selector("body[data-status='over']")
    dust_shots(page, "over")
    assert page.locator("#end-screen:not([hidden])").count() == 1
    assert any(c.startswith("activate") for c in ann.clicks) and any(c.startswith("move") for c in ann.clicks)
    assert "Turn 2" in log_text(page) or "turn 2" in log_text(page)


def test_two_people_in_two_browsers_fight_a_skirmish_with_reactive_fire_and_close_combat(
        server: LiveServer, new_context: Any, dust_shots: Any) -> None:
    made = create(server, SKIRMISH, [("Ann", "human"), ("Bea", "human")])
    pages = []
    for seat in (0, 1):
        page = new_context(viewport={"width": 1280, "height": 800}).new_page()
        page.goto(seat_link(server, made, seat))
        page.wait_for_selector(".dt-board")
        pages.append(page)
    checked: list[str] = []

    def step(person: Person, phase: str) -> None:
        checked.append(highlights_match(person, phase))
        if phase in ("aim", "react", "move", "attack") and checked.count(phase) == 1:
            dust_shots(person.page, phase)  # the odds of a target pointed at, a reaction window, a Move's squares

    ann = Person(pages[0], "allies", close_combat=True, on_step=step)
    bea = Person(pages[1], "axis", close_combat=True, on_step=step)

    def fought() -> bool:
        text = log_text(pages[0])
        return ("Reactive Fire" in text or "it fires!" in text) and ("reply with" in text or "replies with" in text)

    play([ann, bea], until=fought)
    dust_shots(pages[0], "ann")
    dust_shots(pages[1], "bea")
    text = log_text(pages[1])
    assert "it fires!" in text or "no Reactive Fire" in text
    assert "reply with" in text or "replies with" in text
    assert any(c.startswith("react ") for c in ann.clicks + bea.clicks)
    assert "move" in checked and "aim" in checked


def highlights_match(person: Person, phase: str) -> str:
    """The squares highlighted for a Move are the squares of the legal moves, and the units
    highlighted as targets those of the legal aims (the game's legal actions, beside the table);
    while a line is aimed, the odds shown for a target add up to one; while a casualty is
    chosen, the attack's rolls are shown as dice, as many hit faces as the log's hits."""
    page = person.page
    legal = person.actions()
    if phase == "move":
        shown = {o.get_attribute("data-square") for o in page.locator(".dt-offer").all()}
        assert shown == {a.split()[1] for a in legal if a.startswith("move ")}
    if phase == "aim":
        shown = {t.get_attribute("data-unit") for t in page.locator(".dt-token.offer-aim").all()}
        assert shown == {a.split()[1] for a in legal if a.startswith("aim ") and not a.startswith("aim element")}
        if shown:
            page.locator(".dt-token.offer-aim").first.hover()
            cells = page.locator(".dt-odds-removed td.num").all_inner_texts()
            assert abs(sum(float(c.rstrip("%").lstrip("<")) for c in cells) - 100) < 0.5
    if phase == "attack":
        assert page.locator(".dt-rolls .dt-die").count() > 0
        assert page.locator(".dt-rolls .dt-die-hit").count() == sum(
            int(d.get_attribute("data-hits") or 0) for d in page.locator(".dt-rolls .dt-rolled").all())
    return phase


def test_four_players_on_two_sides_each_activate_a_unit_from_their_own_link(
        server: LiveServer, new_context: Any, dust_shots: Any) -> None:
    made = create(server, short_core_scenario(turns=2, army_points=140),
                  [("Ann", "human"), ("Bea", "human"), ("Cid", "human"), ("Dee", "human")])
    people = []
    for seat in range(4):
        page = new_context(viewport={"width": 1280, "height": 800}).new_page()
        page.goto(seat_link(server, made, seat))
        page.wait_for_selector(".dt-board")
        people.append(Person(page, "allies" if seat % 2 == 0 else "axis"))

    def everyone_activated() -> bool:
        return all(any(c.startswith("activate") for c in p.clicks) for p in people)

    play(people, until=everyone_activated)
    for seat, person in enumerate(people):
        dust_shots(person.page, f"seat-{seat}")
    assert everyone_activated()
    assert any(c.startswith("join ") for p in people for c in p.clicks)  # a hero joined a squad at set-up
