"""Fuzzing every kind of data file: Dead Man's Draw's suits and traits, D-Day Dice's cards,
second-edition kinds, maps and joined maps, Dust Tactics' unit cards, scenarios and armies.
Each packaged file (or documented example) is changed at random -- a value replaced by a
weird one or by another of its own, a key or an entry removed or repeated -- and read by the
game's own loader; random text, deep nesting and huge integers are read too. Every file is
loaded or refused with one short ContentError (a MeepleError) -- never another exception."""

from __future__ import annotations

import copy
import tomllib
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any, Callable, Iterator

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from meeple.engine.errors import MeepleError
from meeple.engine.registry import get_game
from meeple.games.dday_dice.cards import load_cards
from meeple.games.dday_dice.edition_cards import read_edition2_cards
from meeple.games.dday_dice.joined_maps import load_joined_file
from meeple.games.dday_dice.maps import load_map_file
from meeple.games.dust_tactics.army import check_army, load_army_file
from meeple.games.dust_tactics.scenarios import load_scenario_file
from meeple.games.dust_tactics.units import load_units_file
from fuzz_values import CHARACTERS, LONG_RUNS, WEIRD_TEXT, check_refusal
from toml_text import toml_text

EXAMPLES = Path(__file__).resolve().parents[2] / "docs" / "examples"
SETTINGS = settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


def packaged(package: str, name: str) -> Path:
    return Path(str(resources.files(f"meeple.games.{package}") / "data" / name))


@dataclass(frozen=True)
class Kind:
    """A kind of data file: a file of that kind, the name it is written under, and how the
    game reads it (given the path written)."""

    source: Path
    name: str
    load: Callable[[Path], object]


def dmd_content(path: Path) -> object:
    return get_game("dead-mans-draw").check_content(path.parent)  # type: ignore[attr-defined]


KINDS = {
    "dmd-suits": Kind(packaged("dead_mans_draw", "suits.toml"), "suits.toml", dmd_content),
    "dmd-traits": Kind(packaged("dead_mans_draw", "traits.toml"), "traits.toml", dmd_content),
    "dday-cards": Kind(packaged("dday_dice", "cards.toml"), "cards.toml", lambda p: load_cards(p.parent)),
    "dday-edition2": Kind(packaged("dday_dice", "edition2.toml"), "edition2.toml", lambda p: read_edition2_cards(p.parent)),
    "dday-map": Kind(packaged("dday_dice", "maps/omaha-beach.toml"), "omaha-beach.toml", load_map_file),
    "dday-map-random-sectors": Kind(packaged("dday_dice", "maps/sword-beach.toml"), "sword-beach.toml", load_map_file),
    "dday-map-bunkers": Kind(packaged("dday_dice", "maps/merville-battery.toml"), "merville-battery.toml", load_map_file),
    "dday-joined-map": Kind(packaged("dday_dice", "joined/silence-the-guns.toml"), "silence-the-guns.toml", load_joined_file),
    "dt-units": Kind(packaged("dust_tactics", "units.toml"), "units.toml", load_units_file),
    "dt-more-units": Kind(packaged("dust_tactics", "units/command-and-artillery.toml"), "more.toml", load_units_file),
    "dt-scenario": Kind(packaged("dust_tactics", "scenarios/bridgehead.toml"), "bridgehead.toml", load_scenario_file),
    "dt-scenario-structures": Kind(packaged("dust_tactics", "scenarios/farmhouse.toml"), "farmhouse.toml", load_scenario_file),
    "dt-army": Kind(EXAMPLES / "dust-tactics-army-allies.toml", "army.toml", lambda p: check_army(load_army_file(p))),
}
BASES = {kind_id: tomllib.loads(kind.source.read_text(encoding="utf-8")) for kind_id, kind in KINDS.items()}


def places(value: Any, where: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    """Every place in parsed TOML (the path of keys and indexes to it), down to 8 levels."""
    yield where
    if len(where) >= 8:
        return
    if isinstance(value, dict):
        for key, item in value.items():
            yield from places(item, (*where, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from places(item, (*where, index))


def leaves(value: Any) -> list[Any]:
    if isinstance(value, dict):
        return [leaf for item in value.values() for leaf in leaves(item)]
    if isinstance(value, list):
        return [leaf for item in value for leaf in leaves(item)]
    return [value]


OWN = {kind_id: leaves(base) for kind_id, base in BASES.items()}

#: What TOML can hold, with the values that hurt (no null: TOML has none).
TOML_SCALARS = st.one_of(
    st.booleans(),
    st.integers(min_value=-(2**70), max_value=2**70),
    st.integers(min_value=-(10**4000), max_value=10**4000),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(CHARACTERS, max_size=30),
    LONG_RUNS,
)
TOML_VALUES = st.recursive(
    TOML_SCALARS,
    lambda inner: st.one_of(st.lists(inner, max_size=4), st.dictionaries(st.text(CHARACTERS, max_size=10), inner, max_size=3)),
    max_leaves=10,
)


def mutate(data: st.DataObject, base: dict[str, Any], own: list[Any]) -> dict[str, Any]:
    """The file with one to three changes: a value replaced (by a weird one, one of the file's
    own, or a near-miss of it), a key or entry removed, an entry repeated."""
    changed = copy.deepcopy(base)
    for _ in range(data.draw(st.integers(1, 3))):
        spots = [p for p in places(changed) if p]
        if not spots:
            break
        where = data.draw(st.sampled_from(spots))
        parent = changed
        for step in where[:-1]:
            parent = parent[step]
        how = data.draw(st.sampled_from(["weird", "own", "near", "remove", "repeat"]))
        if how == "remove":
            del parent[where[-1]]
        elif how == "repeat" and isinstance(parent, list):
            parent.insert(where[-1], copy.deepcopy(parent[where[-1]]))
        elif how == "own":
            parent[where[-1]] = data.draw(st.sampled_from(own))
        elif how == "near":
            parent[where[-1]] = near_miss(data, parent[where[-1]])
        else:
            parent[where[-1]] = data.draw(TOML_VALUES)
    return changed


def near_miss(data: st.DataObject, value: Any) -> Any:
    """A value close to ``value``: a number off by a little or a lot, a text with a bit added."""
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return value + data.draw(st.sampled_from([-1, 1, -value - 1, 10**20, -(10**20), 2**63]))
    if isinstance(value, str):
        return value + data.draw(st.sampled_from(["x", "-", "9" * 30, " ", "\n", "é", "-1", "/0", "…"]))
    return data.draw(TOML_VALUES)


def loads_or_refuses(kind: Kind, path: Path) -> None:
    try:
        kind.load(path)
    except MeepleError as error:
        check_refusal(error)


@pytest.mark.parametrize("kind_id", sorted(KINDS))
@SETTINGS
@given(data=st.data())
def test_a_changed_data_file_loads_or_is_one_short_refusal(kind_id: str, data: st.DataObject, tmp_path: Path) -> None:
    kind = KINDS[kind_id]
    path = tmp_path / kind.name
    path.write_text(toml_text(mutate(data, BASES[kind_id], OWN[kind_id])), encoding="utf-8")
    loads_or_refuses(kind, path)


@pytest.mark.parametrize("kind_id", sorted(KINDS))
@SETTINGS
@given(data=st.data())
def test_a_huge_number_or_deep_nesting_anywhere_is_one_short_refusal(kind_id: str, data: st.DataObject,
                                                                      tmp_path: Path) -> None:
    base = copy.deepcopy(BASES[kind_id])
    where = data.draw(st.sampled_from([p for p in places(base) if p]))
    parent = base
    for step in where[:-1]:
        parent = parent[step]
    parent[where[-1]] = "\x00HERE"
    injected = data.draw(st.one_of(
        st.integers(4_301, 20_000).map(lambda n: "9" * n),
        st.integers(20, 100_000).map(lambda n: "[" * n + "]" * n),
        st.integers(17, 3_000).map(lambda n: "{a = " * n + "1" + "}" * n),
        st.sampled_from(["inf", "-inf", "nan", "1e999", "9223372036854775808", "-9223372036854775808"]),
    ))
    path = tmp_path / KINDS[kind_id].name
    path.write_text(toml_text(base).replace('"\\u0000HERE"', injected), encoding="utf-8")
    loads_or_refuses(KINDS[kind_id], path)


@pytest.mark.parametrize("kind_id", sorted(KINDS))
@SETTINGS
@given(text=st.one_of(WEIRD_TEXT, st.text(CHARACTERS, max_size=300)))
def test_random_text_is_one_short_refusal(kind_id: str, text: str, tmp_path: Path) -> None:
    path = tmp_path / KINDS[kind_id].name
    path.write_text(text, encoding="utf-8")
    loads_or_refuses(KINDS[kind_id], path)
