"""Utah Beach's sector rules in real games: heuristic-bot games from the set-up, kept as
records with every die pinned (record_scenes.py), replayed to the move where the rule acts.

es "Mapa de Batalla N-03 : UTAH BEACH"; it p. 16 "Mappa N.03: UTAH BEACH" (DDM-21 .. DDM-28).
The hand-placed tests of each rule are in test_dday_map_utah.py.
"""

from __future__ import annotations

from collections import Counter


from record_scenes import Predicate, SceneSpec, load_scene, toward

from meeple.engine.core import CHANCE, Event
from meeple.engine.record import MoveRecord
from meeple.engine.registry import get_game
from meeple.games.dday_dice.dice import DIE_NAMES, NUM_DICE, SKULL
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


def _set_up(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
    """The first move of the game: the state before it is the set-up itself."""
    fresh = get_game("dday-dice").new_game(len(before.units), UTAH)
    return before.to_json() == fresh.to_json()


def _first_turn_corporal(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
    return move.by != "chance" and move.action.startswith("corporal ") and before.turn == 1


def _courage_special_damage_without_courage(before: DdState, move: MoveRecord, events: list[Event],
                                            after: DdState) -> bool:
    return any(e["type"] == "special-damage" and before.units[e["seat"]].courage == 0 for e in events)


def _reroll_beside_a_skull_in_sector_6(before: DdState, move: MoveRecord, events: list[Event],
                                       after: DdState) -> bool:
    """A reroll in sector 6 while an unlocked die shows a skull."""
    if move.by == "chance" or not move.action.startswith("reroll "):
        return False
    unit = before.units[int(move.by)]
    return unit.sector == 6 and any(unit.dice[d] == SKULL and not unit.locked[d] for d in range(NUM_DICE))


def _later_unit_into(sector: int, item: str) -> Predicate:
    """A unit moves into ``sector`` after another unit has found ``item`` there."""
    def moment(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
        return (move.by != "chance" and move.action == f"move {sector}"
                and any(item in u.items for u in before.units if u.seat != int(move.by)))
    return moment




SCENES = {
    "utah-10-shoulder-patch": SceneSpec(UTAH, 1, _free_find("shoulder-patch", 10),
                                        "the first unit into Utah sector 10 finds the Shoulder Patch free"),
    "utah-12-flame-thrower": SceneSpec(UTAH, 1, _free_find("flame-thrower", 12),
                                       "the first unit into Utah sector 12 finds the Flame-Thrower free"),
    "utah-11-four-of-a-kind": SceneSpec(UTAH, 1, _four_of_a_kind_bonus,
                                        "four of a kind in Utah sector 11: +5 soldiers"),
    "utah-mgf-courage": SceneSpec(UTAH, 1, _courage_special_damage,
                                  "a six on the MGF die in sectors 6, 13 or 14 costs a courage, not soldiers"),
    "utah-set-up": SceneSpec(UTAH, 4, _set_up,
                             "the first move of a four-unit game: every unit in sector 2, Corporal, 0 soldiers"),
    "utah-first-turn-corporal": SceneSpec(UTAH, 1, _first_turn_corporal,
                                          "turn 1: the Corporal the unit started with rerolls a die"),
    "utah-mgf-no-courage": SceneSpec(UTAH, 1, _courage_special_damage_without_courage,
                                     "a six on the MGF die with no courage left: the courage loss is ignored"),
    "utah-6-skull-stays": SceneSpec(UTAH, 1, _reroll_beside_a_skull_in_sector_6,
                                    "a reroll in sector 6: the skull showing may not be rerolled"),
    "utah-10-second-unit": SceneSpec(UTAH, 2, _later_unit_into(10, "shoulder-patch"),
                                     "a second unit enters Utah sector 10 after the first found the Shoulder "
                                     "Patch: it finds nothing", policy=toward(10, 7)),
    "utah-12-second-unit": SceneSpec(UTAH, 2, _later_unit_into(12, "flame-thrower"),
                                     "a second unit enters Utah sector 12 after the first found the "
                                     "Flame-Thrower: it finds nothing"),
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
    [resources] = scene.of_type("resources")
    assert bonus["soldiers"] == 5
    seat = bonus["seat"]
    before, after = scene.before.units[seat], scene.after.units[seat]
    assert before.sector == 11
    assert max(Counter(before.dice).values()) >= 4, "four dice of the Final Count show one face"
    rwb_soldiers = sum(rwb["grants"].get("soldiers", 0) for rwb in scene.of_type("rwb"))
    assert after.soldiers == before.soldiers + resources["soldiers"] + rwb_soldiers + 5, \
        "added with the resources, and with an RWB's soldiers (\"in aggiunta ad un qualsiasi RWB\")"


def test_a_six_on_the_machine_gun_die_costs_courage_in_sectors_6_13_and_14() -> None:
    """it: "Il danno speciale da MGF (Settori 6, 13 e 14) è '-1 CORAGGIO'"."""
    scene = load_scene("utah-mgf-courage", SCENES["utah-mgf-courage"])
    [damage] = scene.of_type("special-damage")
    seat = damage["seat"]
    assert scene.before.units[seat].sector in (6, 13, 14)
    assert damage["courage"] == min(scene.before.units[seat].courage, damage["sixes"]) >= 1
    assert scene.after.units[seat].courage == scene.before.units[seat].courage - damage["courage"]
    assert scene.seat == CHANCE  # the machine-gun die itself


def test_every_unit_starts_in_sector_2_with_the_corporal_and_0_soldiers() -> None:
    """it: "Settore 2: Le tue risorse iniziali sono il Corporal e 0 soldati"; es: "Tus recursos
    iniciales son 0 Soldados y el Cabo -Corporal-" (DDM-21). The first move of a four-unit game."""
    scene = load_scene("utah-set-up", SCENES["utah-set-up"])
    assert scene.index == 0 and scene.before.turn == 1
    assert len(scene.before.units) == 4
    for unit in scene.before.units:
        assert unit.sector == 2 and unit.visited == [2]
        assert (unit.soldiers, unit.courage, unit.stars, unit.item_points) == (0, 0, 0, 0)
        assert unit.specialists == ["corporal"] and unit.items == []


def test_the_corporal_a_unit_starts_with_rerolls_a_die_of_its_first_final_count() -> None:
    """Utah's starting Corporal acts from turn 1: "Ritira 1 dado nel tuo Conteggio Finale" (DDM-21),
    while the unit still has 0 soldiers."""
    scene = load_scene("utah-first-turn-corporal", SCENES["utah-first-turn-corporal"])
    [reroll] = scene.of_type("corporal")
    unit = scene.before.units[scene.seat]
    assert scene.before.turn == 1 and unit.sector == 2
    assert unit.soldiers == 0 and unit.specialists == ["corporal"]  # nothing recruited: the starting card
    assert reroll["die"] == scene.move.action.split()[1]
    assert scene.after.current_players() == [CHANCE]  # the die is rolled again
    assert scene.after.units[scene.seat].specialists == ["corporal"]  # the card stays in the unit


def test_with_no_courage_left_a_six_on_the_machine_gun_die_costs_only_its_soldiers() -> None:
    """it: "Il danno speciale da MGF (Settori 6, 13 e 14) è '-1 CORAGGIO'. Se non ti è rimasto
    nessun coraggio, ignora la perdita" (DDM-23)."""
    scene = load_scene("utah-mgf-no-courage", SCENES["utah-mgf-no-courage"])
    [damage] = scene.of_type("special-damage")
    seat = damage["seat"]
    before, after = scene.before.units[seat], scene.after.units[seat]
    assert before.sector in (6, 13, 14) and before.courage == 0
    assert after.courage == 0 and damage["courage"] == 0 and damage["sixes"] >= 1  # the loss is ignored
    [fell] = scene.of_type("casualties")
    dice = scene.after.mgf_rolls[before.sector]
    assert 6 in dice and scene.seat == CHANCE
    # the six kills its soldiers as usual (DEF + the MGF total), and nothing more
    assert fell["count"] == scene.before.board.def_for(before.sector, before.marker) + sum(dice)
    assert after.soldiers == before.soldiers and after.casualties == fell["count"]  # still to be assigned


def test_in_sector_6_a_die_showing_a_skull_is_never_rerolled() -> None:
    """it: "Settore 6: Non puoi rilanciare i teschi"; es: "No puedes relanzar las Calaveras"
    (DDM-24). A real second or third roll in sector 6 with a skull among the unlocked dice."""
    scene = load_scene("utah-6-skull-stays", SCENES["utah-6-skull-stays"])
    unit = scene.before.units[scene.seat]
    assert unit.sector == 6
    skulls = {DIE_NAMES[d] for d in range(NUM_DICE) if not unit.locked[d] and unit.dice[d] == SKULL}
    others = {DIE_NAMES[d] for d in range(NUM_DICE) if not unit.locked[d] and unit.dice[d] != SKULL}
    assert skulls and others
    offered = [set(a.text.split()[1].split(",")) for a in scene.before.legal_actions(scene.seat)
               if a.kind == "reroll"]
    assert set().union(*offered) == others  # every other unlocked die may be rerolled, no skull
    assert not set(scene.move.action.split()[1].split(",")) & skulls
    after = scene.after.units[scene.seat]
    for d in range(NUM_DICE):
        if DIE_NAMES[d] in skulls:
            assert after.dice[d] == SKULL and after.locked[d]  # kept, and locked with the kept dice


def _later_entry(name: str, item: str, sector: int) -> None:
    scene = load_scene(name, SCENES[name])
    [holder] = [u for u in scene.before.units if item in u.items]
    mover_before, mover_after = scene.before.units[scene.seat], scene.after.units[scene.seat]
    assert holder.seat != scene.seat and mover_after.sector == sector
    assert not scene.of_type("find")
    assert item not in mover_after.items and mover_after.items == mover_before.items
    assert mover_after.item_points == mover_before.item_points
    assert item in scene.after.units[holder.seat].items  # the first unit keeps it
    assert item not in scene.after.reserve


def test_a_unit_entering_sector_10_after_the_shoulder_patch_was_found_finds_nothing() -> None:
    """it: "Vengono trovati gratuitamente dalla prima unità ad entrare e non saranno più
    disponibili" (DDM-25): a second unit, later, finds nothing in sector 10."""
    _later_entry("utah-10-second-unit", "shoulder-patch", 10)


def test_a_unit_entering_sector_12_after_the_flame_thrower_was_found_finds_nothing() -> None:
    """es: "Son encontrados sin coste por la primera Unidad que entre" (DDM-25): the second unit
    into sector 12 finds nothing."""
    _later_entry("utah-12-second-unit", "flame-thrower", 12)
