"""The fast geometry (terrain tabled once per battlefield, units laid over it) gives exactly
the answers of the rules read square by square: movement (pp. 8-9), line of sight (pp. 9-11)
on random battlefields with random units, and the targets of a weapon line (p. 12) through
random games."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from meeple.engine.core import CHANCE
from meeple.engine.registry import get_game
from meeple.games.dust_tactics.aiming import Aiming, _munitions_left, element_id, line_targets
from meeple.games.dust_tactics.battlefield import EDGES, Battlefield, Square
from meeple.games.dust_tactics.line_of_sight import sight, sight_plain
from meeple.games.dust_tactics.movement import entry_squares, may_stop, reachable, reachable_plain
from meeple.games.dust_tactics.occupancy import Occupancy, Presence
from meeple.games.dust_tactics.state import DtState
from meeple.games.dust_tactics.targets import aim_problem
from meeple.games.dust_tactics.terrain import CoverElement, Terrain
from meeple.games.dust_tactics.units import Faction, UnitType
from meeple.games.dust_tactics.special_weapons import can_harm_element
from meeple.games.dust_tactics.weapon_dice import ArmourClass, playable, shot_dice

SIDES: tuple[Faction, ...] = ("allies", "axis")
TYPES: tuple[UnitType, ...] = ("squad", "hero", "vehicle", "aircraft")
#: Mostly open ground, so that lines and paths are long enough to meet something.
TERRAINS = st.sampled_from([Terrain.OPEN] * 6 + list(Terrain))


@st.composite
def battlefields(draw: st.DrawFn) -> Battlefield:
    width, height = draw(st.integers(1, 7)), draw(st.integers(1, 7))
    rows = tuple(tuple(draw(TERRAINS) for _ in range(width)) for _ in range(height))
    field = Battlefield(rows)
    for square in draw(st.lists(st.sampled_from(list(field.squares())), max_size=4, unique=True)):
        if field.terrain_at(square) in (Terrain.OPEN, Terrain.SMOKE):
            field = field.with_element(square, draw(st.sampled_from(list(CoverElement))))
    return field


@st.composite
def occupancies(draw: st.DrawFn, field: Battlefield) -> Occupancy:
    """Units of both sides; a square holds one side, at most one unit not a hero."""
    placed: list[tuple[Square, Presence]] = []
    squares = draw(st.lists(st.sampled_from(list(field.squares())), max_size=8, unique=True))
    for n, square in enumerate(squares):
        side: Faction = draw(st.sampled_from(SIDES))
        kinds: list[UnitType] = [draw(st.sampled_from(TYPES))]
        if draw(st.booleans()):
            kinds.append("hero")
        for k, kind in enumerate(kinds):
            placed.append((square, Presence(side, kind, f"u{n}-{k}")))
    return Occupancy(tuple(placed))


@settings(max_examples=300, deadline=None)
@given(data=st.data())
def test_reachable_is_the_rules_square_by_square(data: st.DataObject) -> None:
    field = data.draw(battlefields())
    units = data.draw(occupancies(field))
    start = data.draw(st.sampled_from(list(field.squares())))
    if data.draw(st.booleans()) and units.at(start):
        mover = data.draw(st.sampled_from(units.at(start)))  # the mover stands on its start square
    else:
        mover = Presence(data.draw(st.sampled_from(SIDES)), data.draw(st.sampled_from(TYPES)), "mover")
    points = data.draw(st.integers(0, 7))
    used = data.draw(st.booleans())
    fast = reachable(field, units, start, mover, points, diagonal_used=used)
    plain = reachable_plain(field, units, start, mover, points, diagonal_used=used)
    assert list(fast.items()) == list(plain.items())  # the same squares, ways and order
    assert reachable(field, units, start, mover, points, diagonal_used=used) == plain  # remembered
    edge = data.draw(st.sampled_from(EDGES))
    assert entry_squares(field, units, edge, mover) == tuple(
        s for s in field.edge(edge) if may_stop(field, units, s, mover)
    )


@settings(max_examples=300, deadline=None)
@given(data=st.data())
def test_sight_is_the_rules_square_by_square(data: st.DataObject) -> None:
    field = data.draw(battlefields())
    units = data.draw(occupancies(field))
    for _ in range(10):
        a = data.draw(st.sampled_from(list(field.squares())))
        b = data.draw(st.sampled_from(list(field.squares())))
        viewer, target = data.draw(st.sampled_from(TYPES)), data.draw(st.sampled_from(TYPES))
        assert sight(field, units, a, viewer, b, target) == sight_plain(field, units, a, viewer, b, target)


def plain_line_targets(state: DtState, aiming: Aiming) -> list[str]:
    """``aiming.line_targets`` read straight from p. 12: every enemy unit, then every cover
    element, that the line can harm with a value meeple plays (every value of p. 24, against
    units and elements alike: DT-128; no flamethrower at an anti-tank block: DT-42) and
    ``targets.aim_problem`` lets it aim at."""
    unit = state.units[aiming.attacker]
    ref = aiming.lines[aiming.index]
    line = unit.line(ref)
    if line.limited_ammo is not None and _munitions_left(unit, ref, aiming.shots) <= 0:
        return []
    origin = state.pos[aiming.attacker]
    if origin is None:
        return []
    occupancy = state.occupancy()
    same_line = {s.target for s in aiming.shots if s.line == ref}
    found = []
    for uid, square in state.pos.items():
        if square is None or state.seat_of[uid] == state.seat_of[aiming.attacker]:
            continue
        if aiming.only and uid != aiming.only:
            continue
        armour = ArmourClass.of(state.units[uid].card)
        if not playable(line, armour) or shot_dice(unit, ref, armour) == 0:
            continue
        if state.field.element_at(square) is not None and element_id(square) in same_line:
            continue
        kind = state.units[uid].card.type
        if aim_problem(state.field, occupancy, line, origin, unit.card.type, square, kind, armour) is None:
            found.append(uid)
    if aiming.only:
        return found
    for square, element in state.field.elements:
        armour = ArmourClass.of_element(element)
        if not playable(line, armour):
            continue
        if shot_dice(unit, ref, armour) == 0 or not can_harm_element(line, element):
            continue
        if any(state.pos.get(t) == square for t in same_line):
            continue
        if aim_problem(state.field, occupancy, line, origin, unit.card.type, square, "vehicle", armour) is None:
            found.append(element_id(square))
    return found


@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_line_targets_are_the_aiming_checks_of_p12(seed: int) -> None:
    """Through a random game: every line of every unit on the battlefield, aimed at anyone or
    at one unit only (a reaction fire), finds the targets the straightforward reading does."""
    game = get_game("dust-tactics")
    state = game.new_game(2, {"scenario": "reconnaissance-in-force"})
    assert isinstance(state, DtState)
    rng = random.Random(seed)
    while not state.is_over():
        player = state.current_players()[0]
        if player == CHANCE:
            state.apply(player, state.sample_chance(rng))
            continue
        if state.turn >= 1:
            for uid, square in state.pos.items():
                if square is None:
                    continue
                lines = tuple(ref for ref, _ in state.units[uid].lines())
                enemies = [u for u in state.pos if state.seat_of[u] != state.seat_of[uid]]
                for index in range(len(lines)):
                    for only in ["", *enemies[:2]]:
                        aiming = Aiming(uid, lines, index, only=only)
                        assert line_targets(state, aiming) == plain_line_targets(state, aiming)
        if state.aim is not None:
            assert line_targets(state, state.aim) == plain_line_targets(state, state.aim)
        legal = state.legal_actions(player)
        state.apply(player, legal[rng.randrange(len(legal))])
