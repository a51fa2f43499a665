"""Utah Beach's sector rules in real games: heuristic-bot games from the set-up, kept as
records with every die pinned (record_scenes.py), replayed to the move where the rule acts.

es "Mapa de Batalla N-03 : UTAH BEACH"; it p. 16 "Mappa N.03: UTAH BEACH" (DDM-21 .. DDM-28).
The hand-placed tests of each rule are in test_dday_map_utah.py.
"""

from __future__ import annotations

from record_scenes import Predicate, SceneSpec, load_scene

from meeple.engine.core import CHANCE, Event
from meeple.engine.record import MoveRecord
from meeple.games.dday_dice.state import DdState

UTAH = {"map": "utah-beach"}


def _free_find(item: str, sector: int) -> Predicate:
    def moment(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
        return any(e["type"] == "find" and e.get("free") and e["item"] == item and e["sector"] == sector
                   for e in events)
    return moment


def _four_of_a_kind_bonus(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
    return any(e["type"] == "four-of-a-kind" and e["sector"] == 11 for e in events)


def _courage_special_damage(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
    return any(e["type"] == "special-damage" and before.units[e["seat"]].courage > 0 for e in events)


SCENES = {
    "utah-10-shoulder-patch": SceneSpec(UTAH, 1, _free_find("shoulder-patch", 10),
                                        "the first unit into Utah sector 10 finds the Shoulder Patch free"),
    "utah-12-flame-thrower": SceneSpec(UTAH, 1, _free_find("flame-thrower", 12),
                                       "the first unit into Utah sector 12 finds the Flame-Thrower free"),
    "utah-11-four-of-a-kind": SceneSpec(UTAH, 1, _four_of_a_kind_bonus,
                                        "four of a kind in Utah sector 11: +5 soldiers"),
    "utah-mgf-courage": SceneSpec(UTAH, 1, _courage_special_damage,
                                  "a six on the MGF die in sectors 6, 13 or 14 costs a courage, not soldiers"),
}


def test_the_first_unit_into_sector_10_finds_the_shoulder_patch_free() -> None:
    """it: "Il primo giocatore che entra nei settori 10 e 12 trova gratis lo Shoulder Patch e il
    Lanciafiamme"."""
    scene = load_scene("utah-10-shoulder-patch", SCENES["utah-10-shoulder-patch"])
    [found] = scene.of_type("find")
    unit = scene.after.units[found["seat"]]
    assert unit.sector == 10 and "shoulder-patch" in unit.items
    assert scene.before.units[found["seat"]].item_points == unit.item_points  # free: no item point spent
    assert "shoulder-patch" not in scene.before.reserve


def test_the_first_unit_into_sector_12_finds_the_flame_thrower_free() -> None:
    scene = load_scene("utah-12-flame-thrower", SCENES["utah-12-flame-thrower"])
    [found] = scene.of_type("find")
    unit = scene.after.units[found["seat"]]
    assert unit.sector == 12 and "flame-thrower" in unit.items
    assert scene.before.units[found["seat"]].item_points == unit.item_points


def test_four_of_a_kind_in_sector_11_gives_five_soldiers() -> None:
    """it: "Settore 11: Se ottieni 4 risultati uguali nel Conteggio Finale, guadagni 5 soldati"."""
    scene = load_scene("utah-11-four-of-a-kind", SCENES["utah-11-four-of-a-kind"])
    [bonus] = scene.of_type("four-of-a-kind")
    assert bonus["soldiers"] == 5
    seat = bonus["seat"]
    assert scene.before.units[seat].sector == 11


def test_a_six_on_the_machine_gun_die_costs_courage_in_sectors_6_13_and_14() -> None:
    """it: "Il danno speciale da MGF (Settori 6, 13 e 14) è '-1 CORAGGIO'"."""
    scene = load_scene("utah-mgf-courage", SCENES["utah-mgf-courage"])
    [damage] = scene.of_type("special-damage")
    seat = damage["seat"]
    assert scene.before.units[seat].sector in (6, 13, 14)
    assert scene.after.units[seat].courage == scene.before.units[seat].courage - damage["courage"]
    assert scene.seat == CHANCE  # the machine-gun die itself
