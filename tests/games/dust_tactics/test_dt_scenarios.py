"""Scenarios as data (rulebook p. 7, p. 19 "PREPARAZIONE DEL GIOCO"): the two packaged
scenarios built with the rulebook's own procedure (DT-14, DT-15), their validation, and the
placing of cover elements in the cover zone."""

from __future__ import annotations

from pathlib import Path

import pytest

from dt_helpers import sq
from meeple.engine.errors import ContentError, IllegalActionError
from meeple.games.dust_tactics.armies import default_army
from meeple.games.dust_tactics.cover_placement import place_cover, placeable_squares, remaining
from meeple.games.dust_tactics.movement import entry_squares
from meeple.games.dust_tactics.occupancy import Occupancy, Presence
from meeple.games.dust_tactics.scenarios import load_scenario, load_scenario_file, scenario_ids, scenarios_dir
from meeple.games.dust_tactics.terrain import TERRAIN, CoverElement, Terrain
from meeple.games.dust_tactics.units import CORE_SET, load_units


def test_three_scenarios_are_packaged() -> None:
    assert scenario_ids() == ("bridgehead", "create-your-own", "farmhouse", "reconnaissance-in-force")


def test_the_introductory_scenario_keeps_its_italian_name() -> None:
    """p. 19: "lo scenario d'introduzione 'Ricognizione in forza'"."""
    scenario = load_scenario("reconnaissance-in-force")
    assert scenario.italian == "Ricognizione in forza"
    assert not scenario.is_reconstructed("name")


@pytest.mark.parametrize("scenario_id", ["bridgehead", "reconnaissance-in-force"])
def test_each_scenario_is_complete_and_marked_reconstructed(scenario_id: str) -> None:
    """A scenario gives the battlefield, the army-point limit, the cover zone, the entry
    sides, the turn limit and its objectives (pp. 7, 19); none of it is in the text."""
    scenario = load_scenario(scenario_id)
    field = scenario.battlefield()
    assert scenario.army_points > 0 and scenario.turns > 0
    assert {"terrain", "army_points", "turns", "entry", "cover_zone", "objectives"} <= set(scenario.reconstructed)
    assert scenario.entry.allies != scenario.entry.axis
    assert scenario.objectives and all(o.bonus_vp > 0 for o in scenario.objectives)
    squad = Presence("allies", "squad")
    for faction in ("allies", "axis"):
        assert entry_squares(field, Occupancy(), scenario.entry.edge(faction), squad)


def test_the_cover_zone_is_the_central_part() -> None:
    """p. 19: "gli elementi di copertura devono essere piazzati nella parte centrale del campo di
    battaglia": the zone touches neither entry edge."""
    for scenario_id in scenario_ids():
        scenario = load_scenario(scenario_id)
        field = scenario.battlefield()
        zone = set(scenario.cover_zone_squares())
        for faction in ("allies", "axis"):
            assert not zone & set(field.edge(scenario.entry.edge(faction)))


def test_the_whole_core_set_fits_the_introductory_limit() -> None:
    """p. 19: "bisogna che i punti armata delle due fazioni non sorpassino quelli indicati"."""
    limit = load_scenario("reconnaissance-in-force").army_points
    for faction in ("allies", "axis"):
        assert sum(c.ap for c in load_units() if c.faction == faction and c.id in CORE_SET) <= limit


def test_the_bridge_and_two_mirrored_fords_are_the_only_crossings() -> None:
    """p. 3: "Le plance rappresentano un ponte di grandi dimensioni"; p. 6: deep water blocks
    movement. Every square of rows 4 and 5 is water but the bridge, the objective, and the two
    fords of DT-140 (rules version 6), two squares wide and mirrored."""
    scenario = load_scenario("bridgehead")
    field = scenario.battlefield()
    dry = {str(s) for s in field.squares() if s.row in (3, 4) and field.terrain_at(s) is not Terrain.DEEP_WATER}
    bridge = {"f4", "g4", "f5", "g5"}
    fords = {"c4", "d4", "c5", "d5"}, {"i4", "j4", "i5", "j5"}
    assert dry == bridge | fords[0] | fords[1]
    assert set(scenario.objectives[0].squares) == bridge
    mirrored = {chr(ord("a") + ord("l") - ord(name[0])) + name[1] for name in fords[0]}
    assert mirrored == fords[1]


def test_bridgehead_is_fought_at_110_points_by_four_units_a_side_without_the_walker_or_lara() -> None:
    """DT-141 (rules version 7): at Bridgehead's 110 army points each side's default army (the
    core units with the most AP within the limit, DT-29) is four units, 109 and 110 AP: the
    Allies field no Blackhawk and the Axis no Lara, the two units that decided the game over
    the river at 100."""
    scenario = load_scenario("bridgehead")
    assert scenario.army_points == 110 and scenario.is_reconstructed("army_points")
    allies, axis = (default_army(faction, scenario.army_points) for faction in ("allies", "axis"))
    assert [c.id for c in allies] == ["hell-boys", "death-dealers", "the-hammers", "rhino"]
    assert [c.id for c in axis] == ["sturmpioniere", "heavy-laser-grenadiers", "heavy-flak-grenadiers", "hans"]
    assert (sum(c.ap for c in allies), sum(c.ap for c in axis)) == (109, 110)


def test_cover_is_placed_in_the_zone_on_terrain_that_takes_it() -> None:
    """p. 19: "Gli elementi di copertura possono essere posizionati solo nella 'zona di
    copertura' indicata nello scenario"; "due casse di munizioni e due blocchi anticarro"."""
    scenario = load_scenario("bridgehead")
    field = scenario.battlefield()
    squares = placeable_squares(scenario, field)
    assert all(TERRAIN[field.terrain_at(s)].cover_element_allowed for s in squares)
    assert sq("a4") not in squares  # deep water
    field = place_cover(scenario, field, sq("f4"), CoverElement.ANTI_TANK_BLOCK)
    field = place_cover(scenario, field, sq("g5"), CoverElement.ANTI_TANK_BLOCK)
    assert remaining(scenario, field)[CoverElement.ANTI_TANK_BLOCK] == 0
    with pytest.raises(IllegalActionError, match="no anti-tank-block left"):
        place_cover(scenario, field, sq("c3"), CoverElement.ANTI_TANK_BLOCK)
    with pytest.raises(IllegalActionError, match="outside the cover zone"):
        place_cover(scenario, field, sq("a1"), CoverElement.AMMO_CRATE)
    with pytest.raises(IllegalActionError, match="cannot take a cover element"):
        place_cover(scenario, field, sq("a4"), CoverElement.AMMO_CRATE)
    with pytest.raises(IllegalActionError, match="already holding one"):
        place_cover(scenario, field, sq("f4"), CoverElement.AMMO_CRATE)


def broken(tmp_path: Path, old: str, new: str) -> Path:
    text = (scenarios_dir() / "bridgehead.toml").read_text(encoding="utf-8")
    assert old in text, f"the test's anchor {old!r} is not in bridgehead.toml"
    path = tmp_path / "broken.toml"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        ('  "ooo#oooo*ooo",', '  "ooo#oooo*oo",', r"terrain: row 2 has 11 squares, row 1 has 12"),
        ('  "ooo#oooo*ooo",', '  "ooo#oooo*ooz",', r"terrain: row 2: 'z' is no terrain"),
        ('cover_zone = ["a3", "l6"]', 'cover_zone = ["a1", "l6"]', r"cover_zone: it touches the north entry edge"),
        ('cover_zone = ["a3", "l6"]', 'cover_zone = ["a3", "z6"]', r"cover_zone: z6 is not on the 12 x 8 battlefield"),
        ('axis = "north"', 'axis = "south"', r"entry: allies: the two factions enter from different edges"),
        ('ammo-crate = 2', 'ammo-crate = 3', r"cover_elements: ammo-crate: the core set holds 2"),
        ('squares = ["f4", "g4", "f5", "g5"]', 'squares = ["f4", "a4"]', r"objectives: the-bridge: a4 cannot be entered"),
        ('turns = 8', 'turns = 0', r"turns: Input should be greater than or equal to 1"),
        ('army_points = 110', 'army_point = 110', r"army_points: missing field"),
        ('reconstructed = ["boards"', 'reconstructed = ["board"', r"reconstructed: 'board' names no field"),
        ('bonus_vp = 15', 'bonus_vp = 0', r"objective the-bridge: bonus_vp: "),
    ],
)
def test_a_broken_scenario_is_refused_on_one_line(tmp_path: Path, old: str, new: str, message: str) -> None:
    path = broken(tmp_path, old, new)
    with pytest.raises(ContentError, match=message) as info:
        load_scenario_file(path)
    assert str(info.value).startswith(str(path)) and "\n" not in str(info.value)


def test_preset_cover_must_lie_in_the_zone(tmp_path: Path) -> None:
    path = broken(tmp_path, '[[objectives]]', '[[cover]]\nsquare = "a1"\nelement = "ammo-crate"\n\n[[objectives]]')
    with pytest.raises(ContentError, match=r"cover: a1 is outside the cover zone"):
        load_scenario_file(path)
    path = broken(tmp_path, '[[objectives]]', '[[cover]]\nsquare = "c3"\nelement = "ammo-crate"\n\n[[objectives]]')
    assert load_scenario_file(path).battlefield().element_at(sq("c3")) is CoverElement.AMMO_CRATE


def test_an_unknown_scenario_is_named() -> None:
    with pytest.raises(ContentError, match="unknown scenario 'kursk'.*bridgehead"):
        load_scenario("kursk")
