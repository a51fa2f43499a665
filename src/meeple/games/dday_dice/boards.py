"""From a battle map's data (:mod:`.maps`) to the :class:`.board.Board` the rules use, and
the list of map features meeple cannot play yet (a map that needs one is refused with
RuleNotImplementedError naming them, never played with a rule skipped)."""

from __future__ import annotations

from typing import Final

from functools import lru_cache

from meeple.games.dday_dice.board import Board, Exit, Sector
from meeple.games.dday_dice.dice import FACES
from meeple.games.dday_dice.maps import BattleMap, load_map
from meeple.games.dday_dice.specialists import IMPLEMENTED


def unimplemented_features(battle_map: BattleMap) -> tuple[str, ...]:
    """The rules this map needs that the engine does not implement yet
    (docs/rules-coverage.md, "D-Day Dice")."""
    mode = battle_map.mode
    missing = []
    if mode.specialists:
        listed = battle_map.cards.regular_specialists + battle_map.cards.unique_specialists
        lacking = [sp for sp in listed if sp not in IMPLEMENTED]
        if lacking:
            missing.append("the specialists " + ", ".join(lacking))
    if mode.sector_attributes:
        known = {"auto-specialist", "d6-soldiers-once"}
        # Utah Beach and Juno Beach (DDM-21 .. DDM-34)
        known |= {"free-item", "vehicle-here", "no-skull-reroll", "four-of-a-kind-bonus", "four-of-a-kind-loss",
                  "general-ignores-attributes"}
        # Gold Beach and Sword Beach (DDM-35 .. DDM-49; sector_rewards, random_sectors)
        known |= {"first-unit-medal", "first-unit-medal-or-victoria-cross", "first-unit-specialist", "random-sector"}
        # Pointe-du-Hoc and Merville Battery (DDM-50 .. DDM-64)
        known |= {"climb", "climb-retreat", "wirecutters-only", "def-fixed", "stay-indefinitely", "battle-cry-entry"}
        known |= {"explosives-doors"}  # second edition, "EXPLOSIFS" (explosives.py)
        unknown = sorted({r.rule for c in battle_map.sectors for r in c.special} - known)
        if unknown:
            missing.append("the sector special rules " + ", ".join(unknown))
    return tuple(missing)


#: The map files name the two-soldier face "two-soldiers"; the engine's notation "soldiers".
_MAP_FACE_NAMES: Final = {"two-soldiers": "soldiers"}


def face_index(name: str) -> int:
    """The engine's face number of a face named in a map file."""
    return FACES.index(_MAP_FACE_NAMES.get(name, name))


def _faces(counts: dict[str, int]) -> tuple[tuple[int, int], ...]:
    return tuple(sorted((face_index(face), n) for face, n in counts.items()))


@lru_cache(maxsize=None)
def build_board(map_id: str) -> Board:
    """The board of map ``map_id`` (raises ContentError for an unknown or broken map)."""
    from meeple.games.dday_dice import joined_maps

    if joined_maps.is_joined(map_id):
        return joined_maps.build_joined(map_id)  # Silence the Guns: two maps joined (DDM-65)
    battle_map = load_map(map_id)
    sectors = {
        cell.number: Sector(
            number=cell.number,
            row=cell.row,
            defs=tuple(cell.def_),
            black=bool(getattr(cell, "black_shield", False)),
            mgf=cell.mgf if battle_map.mode.mgf else 0,
            bunker=battle_map.is_bunker(cell.number),
            mgf_special=cell.mgf_special if battle_map.mode.sector_attributes else "none",
            bonus=_faces(getattr(cell, "bonus", {})) if battle_map.mode.sector_attributes else (),
            penalty=_faces(getattr(cell, "penalty", {})) if battle_map.mode.sector_attributes else (),
            requires=tuple((r.kind, r.specialist or "") for r in getattr(cell, "requires", ()))
            if battle_map.mode.sector_attributes else (),
            special=tuple((r.rule, r.specialist or r.card or "") for r in getattr(cell, "special", ()))
            if battle_map.mode.sector_attributes else (),
            one_unit=bool(getattr(cell, "one_unit", False)) and battle_map.mode.sector_attributes,
            no_item=bool(getattr(cell, "no_item", False)) and battle_map.mode.sector_attributes,
        )
        for cell in battle_map.cells
    }
    exits = {
        n: tuple(
            Exit(m.to, m.advances, m.courage, m.minefield and battle_map.mode.mines, m.barrier)
            for m in battle_map.moves_from(n, cross_barriers=True)
        )
        for n in sectors
    }
    neighbours: dict[int, set[int]] = {n: set() for n in sectors}
    for n, out in exits.items():
        for e in out:
            neighbours[n].add(e.to)
            neighbours[e.to].add(n)
    start = battle_map.start_sectors[0]
    resources = start.start
    return Board(
        id=battle_map.id,
        name=battle_map.name,
        sectors=sectors,
        exits=exits,
        start=start.number,
        start_soldiers=resources.soldiers if resources else 0,
        start_courage=resources.courage if resources else 0,
        start_stars=resources.stars if resources else 0,
        start_item_points=resources.item_points if resources else 0,
        start_specialists=tuple(resources.specialists) if resources else (),
        practice=battle_map.form == "practice",
        unit_loss_ends_game=battle_map.mode.unit_loss_ends_game,
        awards=battle_map.mode.awards,
        ignored_faces=frozenset(face_index(face) for face in battle_map.mode.ignored_results),
        regular_specialists=tuple(battle_map.cards.regular_specialists) if battle_map.mode.specialists else (),
        unique_specialists=tuple(battle_map.cards.unique_specialists) if battle_map.mode.specialists else (),
        unimplemented=unimplemented_features(battle_map),
        conquer_every_bunker=battle_map.conquer_every_bunker,
        items=battle_map.mode.items,
        special_items=tuple(battle_map.cards.special_items) if battle_map.mode.items else (),
        solo_substitutes=tuple(sorted(battle_map.cards.solo_substitutes.items())) if battle_map.mode.items else (),
        neighbours={n: tuple(sorted(m)) for n, m in neighbours.items()},
    )
