"""A copy of a D-Day Dice state (``DdState.clone``, ``Unit.clone``) holds every field of the
original, and owns its lists: a move on the copy changes nothing in the original. Both copies
are built through their constructors, field by field (the compiled build compiles no
``__new__``; docs/speed.md), so a field added to a unit or the state must be copied too."""

from __future__ import annotations

import ast
import random
from types import ModuleType

from dday_helpers import module_source
from meeple.engine.core import CHANCE
from meeple.engine.registry import get_game
from meeple.games.dday_dice import state as state_module
from meeple.games.dday_dice import unit as unit_module
from meeple.games.dday_dice.state import DdState

GAME = get_game("dday-dice")


def declared_fields(module: ModuleType, class_name: str) -> list[str]:
    """The fields a class declares in its source's ``__slots__`` (a compiled class keeps
    no ``__slots__`` to read)."""
    tree = ast.parse(module_source(module))
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef) and node.name == class_name:
            for statement in node.body:
                if isinstance(statement, ast.Assign) and getattr(statement.targets[0], "id", "") == "__slots__":
                    return [str(name) for name in ast.literal_eval(statement.value)]
    raise AssertionError(f"{class_name} declares no __slots__")


UNIT_FIELDS = declared_fields(unit_module, "Unit")
STATE_FIELDS = declared_fields(state_module, "DdState")


def midgame(moves: int = 30, seed: int = 3) -> DdState:
    """Two units some way into a random game on Omaha Beach."""
    state = GAME.new_game(2, GAME.check_options(2, {"map": "omaha-beach"}))
    assert isinstance(state, DdState)
    rng = random.Random(seed)
    for _ in range(moves):
        if state.is_over():
            break
        player = state.current_players()[0]
        action = state.sample_chance(rng) if player == CHANCE else rng.choice(state.legal_actions(player))
        state.apply(player, action)
    assert not state.is_over()
    return state


def test_a_units_copy_holds_every_field_of_the_original() -> None:
    state = midgame()
    for unit in state.units:
        copy = unit.clone()
        for name in UNIT_FIELDS:
            assert getattr(copy, name) == getattr(unit, name), name


def test_a_units_copy_owns_its_lists() -> None:
    unit = midgame().units[0]
    copy = unit.clone()
    for name in UNIT_FIELDS:
        value = getattr(unit, name)
        if isinstance(value, list):
            assert getattr(copy, name) is not value, name


def test_a_states_copy_holds_every_field_of_the_original() -> None:
    state = midgame()
    copy = state.clone()
    assert copy.to_json() == state.to_json()
    for name in STATE_FIELDS:
        if name in ("units", "marks", "_who", "_legal"):
            continue
        assert getattr(copy, name) == getattr(state, name), name


def test_moves_on_the_copy_leave_the_original_as_it_was() -> None:
    state = midgame()
    before = state.to_json()
    copy = state.clone()
    rng = random.Random(11)
    for _ in range(200):
        if copy.is_over():
            break
        player = copy.current_players()[0]
        action = copy.sample_chance(rng) if player == CHANCE else rng.choice(copy.legal_actions(player))
        copy.apply(player, action)
    assert copy.to_json() != before
    assert state.to_json() == before
