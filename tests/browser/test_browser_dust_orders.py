"""Dust Tactics' rarer decisions in Debian's Chromium, each offered where it happens to the
seat that decides it and played by clicking, in positions built by scripted moves (the test
scenarios of the game's records): units entering on turn one from the list of units to enter,
a command squad's order on the unit it orders (p. 23), an artillery unit firing through an
observer with the observer's line of sight drawn (p. 15), a Charge with the defender's
close-combat reply (pp. 14, 16, 21), a line of sight drawn blocked where the game blocks it,
and every roll shown as dice. Screenshots under test-output/browser/dust/<test>/."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any, Callable

import pytest

from browser.conftest import OUTPUT, screenshot_taker
from browser.dust_script import ScriptedGame, open_seats
from browser.live_server import LiveServer

RECORDS = Path(__file__).resolve().parents[1] / "games" / "dust_tactics" / "records"
HUMANS = [{"name": "Ann", "agent": "human"}, {"name": "Bea", "agent": "human"}]


@pytest.fixture
def shots(request: pytest.FixtureRequest) -> Callable[[Any, str], Path]:
    """shot(page, name): a screenshot under test-output/browser/dust/<test>/."""
    return screenshot_taker(OUTPUT / "dust" / request.node.name.replace("test_", ""), whole_page=False)


def scenario(path: str, **changes: Any) -> dict[str, Any]:
    data = tomllib.loads((RECORDS / path).read_text(encoding="utf-8"))
    data.update(changes)
    return data


def start(server: LiveServer, new_context: Any, options: dict[str, Any], first: str) -> ScriptedGame:
    made = server.api("POST", "/api/matches", json={"game": "dust-tactics", "options": options, "seats": HUMANS})
    return ScriptedGame(open_seats(server, made, new_context), first=first)


def dice_in_log(page: Any) -> int:
    return int(page.locator("#log [class^='tag-die-']").count())


def test_units_enter_from_the_list_and_a_command_squad_orders_a_unit_on_its_token(
        server: LiveServer, new_context: Any, shots: Any) -> None:
    """Turn one: each unit enters from the list of units to enter, onto its edge's squares
    (p. 7); The Boss orders the Blackhawk, already activated, to Get Moving (p. 23): the order
    is offered on the Blackhawk's token to the Allies' player alone, and its test die is shown
    as a die in both players' logs."""
    game = start(server, new_context, {"scenario": scenario("command-artillery/blackhawk-44-vp.toml")}, "allies")
    game.play("activate blackhawk", "declare move")
    allies, bea = game.pages
    moves = {a.split()[1] for a in game.offered(0) if a.startswith("move ")}
    shots(allies, "entry-squares")
    assert {o.get_attribute("data-square") for o in allies.locator(".dt-offer").all()} == moves
    game.play("move e5", "activate heavy-laser-grenadiers", "declare move", "move a1",
              "activate the-boss", "declare move+skill", "move g5")
    assert game.where("activate blackhawk") == (0, "reserve") and game.where("move e5") == (0, "square")
    assert game.offered(0) == ["skill get-moving blackhawk"] and not game.mine(1)
    allies.locator('.dt-token[data-unit="blackhawk"]').click()
    shots(allies, "order-on-the-token")
    game.play("skill get-moving blackhawk")
    assert game.where("skill get-moving blackhawk") == (0, "token")
    for page in game.pages:
        page.wait_for_function("() => [...document.querySelectorAll('#log .log-entry')].some(e => e.textContent.includes('Get Moving'))")
        order = page.locator("#log .log-entry", has_text="Get Moving").last
        assert order.locator("[class^='tag-die-']").count() == 1, "the command test: one die (p. 23)"
    shots(allies, "order-rolled")
    shots(bea, "order-rolled-other-side")


def test_an_artillery_unit_fires_through_its_observer_whose_line_of_sight_is_drawn(
        server: LiveServer, new_context: Any, shots: Any) -> None:
    """p. 15: The Boss moves to see the Hans past the ruin and orders the Steel Rain's
    Artillery Strike; the Steel Rain's targets are those the observer sees, the line drawn
    from the observer's square, and the indirect fire's dice score on the blank."""
    game = start(server, new_context, {"scenario": scenario("command-artillery/boss-strike-example.toml")}, "allies")
    game.play("activate the-boss", "declare move", "move d6", "activate hans", "declare move", "move c1",
              "activate steel-rain", "declare move", "move l6")
    allies = game.pages[0]
    game.play("activate the-boss", "declare move+skill", "move e5")
    assert "skill artillery-strike steel-rain" in game.offered(0) and not game.mine(1)
    game.play("skill artillery-strike steel-rain")
    assert game.where("skill artillery-strike steel-rain") == (0, "token")
    allies.locator('.dt-token[data-unit="hans"]').hover()
    line = allies.locator(".dt-sight-line.from-observer")
    line.wait_for(state="attached")
    assert (line.get_attribute("data-from"), line.get_attribute("data-to")) == ("e5", "c1")
    shots(allies, "strike-aimed-through-the-observer")
    game.play("aim hans")
    while not game.over() and game.settle() == 0 and {"aim hans", "hold-fire"} & set(game.legal(0)):
        game.play("aim hans" if "aim hans" in game.legal(0) else "hold-fire")  # its second munition, if any
    allies.wait_for_function("() => [...document.querySelectorAll('#log .log-entry')].some(e => e.textContent.includes('Rockets'))")
    rockets = allies.locator("#log .log-entry", has_text="Rockets").last
    scoring = rockets.locator(".tag-die-blank-scores").count()
    assert rockets.locator(".tag-die-hit").count() + scoring == rockets.locator("[class^='tag-die-']").count() > 0
    assert f": {rockets.locator('[class^=tag-die-]').count()} dice, {scoring} hit" in rockets.inner_text(), \
        "the blanks are the hits of an indirect fire (p. 15)"
    shots(allies, "strike-rolled")


def test_a_charge_and_the_close_combat_reply_are_offered_and_rolled_as_dice(
        server: LiveServer, new_context: Any, shots: Any) -> None:
    """p. 16: the Luther declares Charge, moves twice next to Rhino; the Allies' player is
    offered Reactive Fire after the second Move (on Rhino's token) and lets it go; the Luther
    attacks with its close-combat line, Rhino replies (p. 14), both rolls shown as dice."""
    army = {"points": 100}
    options = {
        "scenario": scenario("skills-move/charge-lane.toml", army_points=100),
        "allies_army": {**army, "name": "Rhino", "faction": "allies", "unit": [{"id": "rhino"}]},
        "axis_army": {**army, "name": "Luther", "faction": "axis", "unit": [{"id": "luther"}]},
    }
    game = start(server, new_context, options, "axis")
    game.play("activate luther", "declare move+move", "move d1", "move d2",
              "activate rhino", "declare move+move", "move d6", "move d5",
              "activate luther")
    axis = game.pages[1]
    assert "declare charge" in game.offered(1)
    shots(axis, "charge-declared-from-the-plans")
    game.play("declare charge", "move d3", "move d4")
    allies = game.pages[0]
    assert game.offered(0) == ["react rhino", "no-reaction"] and not game.mine(1)
    allies.locator('.dt-token[data-unit="rhino"]').click()
    shots(allies, "reaction-window-on-the-token")
    game.play("no-reaction")
    assert "aim rhino" in game.offered(1)
    axis.locator('.dt-token[data-unit="rhino"]').hover()
    axis.wait_for_selector(".dt-odds")
    shots(axis, "charge-odds-with-the-reply")
    game.play("aim rhino")
    for page in game.pages:
        page.wait_for_function("() => [...document.querySelectorAll('#log .log-entry')].some(e => e.textContent.includes('replies with'))")
        reply = page.locator("#log .log-entry", has_text="replies with").last
        assert reply.locator("[class^='tag-die-']").count() > 0
        claws = page.locator("#log .log-entry", has_text="Kampfkrallen").last  # its roll, after the attack's line
        assert claws.locator("[class^='tag-die-']").count() > 0
    shots(allies, "reply-rolled")
    shots(axis, "reply-rolled-axis")


def test_a_target_behind_a_vehicle_is_drawn_blocked_on_the_vehicles_square(
        server: LiveServer, new_context: Any, shots: Any) -> None:
    """p. 10: a vehicle blocks the line of sight; pointing at the enemy behind it, the page
    draws the line blocked and the vehicle's square as the blocker, and says why -- from the
    game's trace, as the observation's aim_sights hold it."""
    army = {"points": 200}
    options = {
        "scenario": scenario("skills-move/charge-lane.toml", army_points=200),
        "allies_army": {**army, "name": "Blackhawk", "faction": "allies", "unit": [{"id": "blackhawk"}]},
        "axis_army": {**army, "name": "Luther and Lara", "faction": "axis", "unit": [{"id": "luther"}, {"id": "lara"}]},
    }
    game = start(server, new_context, options, "axis")
    game.play("activate luther", "declare move+move", "move d1", "move d2",
              "activate blackhawk", "declare move+move", "move d6", "move d5",
              "activate lara", "declare move", "move d1")
    game.play("activate luther", "declare move", "move d3")
    game.play("activate blackhawk", "declare attack")
    allies = game.pages[0]
    allies.locator('.dt-token[data-unit="lara"]').hover()
    allies.wait_for_selector(".dt-sight-line", state="attached")
    shots(allies, "lara-behind-the-luther")
    assert allies.locator(".dt-sight-line.blocked").count() == 1
    assert allies.locator(".dt-sight-crossed.blocks").get_attribute("data-square") == "d3", "the Luther's square"
    assert "no line of sight" in allies.locator(".dt-sight-why").inner_text()
    allies.locator('.dt-token[data-unit="luther"]').hover()
    allies.wait_for_selector(".dt-sight-line.clear", state="attached")
    assert allies.locator(".dt-sight-crossed.blocks").count() == 0
    shots(allies, "the-luther-in-sight")
