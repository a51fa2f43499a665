"""What a display draws of a line of sight is what the game decided (pp. 9-11, p. 17): on
random battlefields with random units, and on the packaged scenarios with their structures,
a line drawn blocked is one the game says is blocked, and its blocker is drawn where the
rules found it (sight_lines.py)."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from meeple.engine.registry import get_game
from meeple.games.dust_tactics.battlefield import Battlefield, Square
from meeple.games.dust_tactics.line_of_sight import sight
from meeple.games.dust_tactics.occupancy import Occupancy, Presence
from meeple.games.dust_tactics.scenarios import scenario_ids
from meeple.games.dust_tactics.sight_lines import drawn_blocked, sight_line
from meeple.games.dust_tactics.terrain import CoverElement, Terrain
from meeple.games.dust_tactics.units import Faction, UnitType

SIDES: tuple[Faction, ...] = ("allies", "axis")
TYPES: tuple[UnitType, ...] = ("squad", "hero", "vehicle", "aircraft")
TERRAINS = st.sampled_from([Terrain.OPEN] * 6 + list(Terrain))


@st.composite
def battlefields(draw: st.DrawFn) -> Battlefield:
    width, height = draw(st.integers(1, 8)), draw(st.integers(1, 8))
    field = Battlefield(tuple(tuple(draw(TERRAINS) for _ in range(width)) for _ in range(height)))
    for square in draw(st.lists(st.sampled_from(list(field.squares())), max_size=4, unique=True)):
        if field.terrain_at(square) in (Terrain.OPEN, Terrain.SMOKE):
            field = field.with_element(square, draw(st.sampled_from(list(CoverElement))))
    return field


def random_units(rng: random.Random, field: Battlefield, count: int) -> Occupancy:
    squares = rng.sample(list(field.squares()), min(count, len(list(field.squares()))))
    return Occupancy(tuple((s, Presence(rng.choice(SIDES), rng.choice(TYPES), f"u{n}")) for n, s in enumerate(squares)))


def check_drawn_as_decided(field: Battlefield, units: Occupancy, a: Square, viewer: UnitType, b: Square,
                           target: UnitType) -> None:
    verdict = sight(field, units, a, viewer, b, target)
    line = sight_line(field, units, a, viewer, b, target).to_json()
    assert (line["visible"], line["corner_cover"], line["reason"]) == (verdict.visible, verdict.corner_cover, verdict.reason)
    assert drawn_blocked(line) == (not verdict.visible), (a, b, viewer, target, line)
    if verdict.reason.startswith("the line crosses ") and verdict.reason[17:] in {c["square"] for c in line["crossed"]}:
        named = next(c for c in line["crossed"] if c["square"] == verdict.reason[17:])
        assert named["blocks"], "the square the game names is drawn as the blocker"
    if verdict.visible:
        covered = any(t["blocks"] and t["next_to_target"] for c in line["corners"] for t in c["squares"])
        assert covered <= verdict.corner_cover, "a blocking corner next to the target gives cover (p. 13)"


@settings(max_examples=300, deadline=None)
@given(data=st.data())
def test_a_line_is_drawn_blocked_exactly_when_the_game_says_so(data: st.DataObject) -> None:
    field = data.draw(battlefields())
    rng = random.Random(data.draw(st.integers(0, 10**6)))
    units = random_units(rng, field, rng.randint(0, 8))
    squares = list(field.squares())
    for _ in range(10):
        a, b = rng.choice(squares), rng.choice(squares)
        check_drawn_as_decided(field, units, a, rng.choice(TYPES), b, rng.choice(TYPES))


def test_on_every_scenario_with_its_structures_lines_are_drawn_as_decided() -> None:
    game = get_game("dust-tactics")
    rng = random.Random(21)
    for scenario in scenario_ids():
        state = game.new_game(2, {"scenario": scenario})
        field = state.field  # type: ignore[attr-defined]
        squares = list(field.squares())
        for _ in range(30):
            units = random_units(rng, field, 6)
            for _ in range(20):
                check_drawn_as_decided(field, units, rng.choice(squares), rng.choice(TYPES), rng.choice(squares),
                                       rng.choice(TYPES))


def test_a_line_lists_the_squares_it_crosses_from_the_viewer_out_and_the_corners_it_touches() -> None:
    """p. 9: the line from dot to dot; from a1 to d4 it runs through the corners between the
    diagonal squares, touching b1/a2, c2/b3 and d3/c4 on either side."""
    field = Battlefield(tuple(tuple(Terrain.OPEN for _ in range(5)) for _ in range(5)))
    line = sight_line(field, Occupancy(()), Square.parse("a1"), "squad", Square.parse("d4"), "squad").to_json()
    assert [c["square"] for c in line["crossed"]] == ["b2", "c3"]
    assert [c["at"] for c in line["corners"]] == [[1, 1], [2, 2], [3, 3]]
    assert [sorted(t["square"] for t in c["squares"]) for c in line["corners"]] == [["a2", "b1"], ["b3", "c2"], ["c4", "d3"]]
    line = sight_line(field, Occupancy(()), Square.parse("a1"), "squad", Square.parse("e2"), "squad").to_json()
    assert [c["square"] for c in line["crossed"]] == ["b1", "c1", "c2", "d2"] and line["corners"] == []


def _aim_options_seen(record: str) -> list[tuple[dict, dict]]:
    from pathlib import Path

    from meeple.engine.record import StepReplay, load_record

    replay = StepReplay(load_record(Path(__file__).parent / "records" / record))
    seen: list[tuple[dict, dict]] = []
    for _ in replay.steps():
        obs = replay.state.observation(0)
        seen += [(obs, option) for option in obs.get("aim_options", [])]
    return seen


def test_each_aim_option_carries_the_line_from_the_attacker_to_its_target() -> None:
    seen = _aim_options_seen("close-combat.json")
    assert seen
    for obs, option in seen:
        attacker = next(u for u in obs["units"] if u["id"] == obs["aiming"]["attacker"])
        assert (option["sight"]["from"], option["sight"]["to"]) == (attacker["square"], option["square"])
        assert option["sight"]["visible"], "a target is in sight (p. 11, step 2)"


def test_an_indirect_fire_draws_the_observers_line() -> None:
    """p. 15: the artillery fires at a unit the observer sees; the line drawn is the observer's."""
    strikes = [(obs, o) for obs, o in _aim_options_seen("command-artillery/boss-artillery-strike.json")
               if "observer" in o["sight"]]
    assert strikes
    for obs, option in strikes:
        observer = next(u for u in obs["units"] if u["id"] == option["sight"]["observer"])
        assert option["sight"]["from"] == observer["square"] and option["sight"]["visible"]


def test_an_enemy_behind_a_vehicle_is_no_target_and_its_line_is_drawn_blocked_by_the_vehicle() -> None:
    """p. 10: "I veicoli bloccano la linea di vista [...] considerate i quadrati occupati da un
    veicolo come privi di punto": the Sturmpioniere behind Hans are no target of the Blackhawk,
    and the observation's line to them is blocked on Hans's square."""
    from dt_game_helpers import battle, initiative_to, play

    state = battle(blackhawk="e7", hans="e5", sturmpioniere="e3", lara="l1")
    initiative_to(state, 0)
    play(state, "0: activate blackhawk", "0: declare attack")
    obs = state.observation(0)
    assert "sturmpioniere" not in {o["target"] for o in obs["aim_options"]}
    line = obs["aim_sights"]["sturmpioniere"]
    assert not line["visible"] and drawn_blocked(line)
    assert [c["square"] for c in line["crossed"] if c["blocks"]] == ["e5"]
