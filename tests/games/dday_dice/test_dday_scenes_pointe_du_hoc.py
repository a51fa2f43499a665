"""Pointe-du-Hoc's sector rules in real games: heuristic-bot games from the set-up, kept as
records with every die pinned (record_scenes.py), replayed to the move where the rule acts.

es 002, "Mapa de Batalla N-07 : POINTE-DU-HOC"; it 000 p. 20, "Mappa N.07: POINT-DU-HOC"
(DDM-50 .. DDM-55). The hand-placed tests of each rule are in test_dday_map_pointe_du_hoc.py.
"""

from __future__ import annotations

from record_scenes import SceneSpec, keep_tools, load_scene

from meeple.engine.core import Event
from meeple.engine.record import MoveRecord
from meeple.games.dday_dice import actions as A
from meeple.games.dday_dice.climbing import climbing, skulls
from meeple.games.dday_dice.dice import DIE_NAMES, FACES, SKULL
from meeple.games.dday_dice.items import PRICES
from meeple.games.dday_dice.phases import MOVE, SUPPLY
from meeple.games.dday_dice.state import DdState
from meeple.games.dday_dice.unit import REROLL

PDH = {"map": "pointe-du-hoc"}
CLIFF = (9, 10)


def _texts(state: DdState, seat: int) -> set[str]:
    return {a.text for a in state.legal_actions(seat)}


def _seat(move: MoveRecord) -> int:
    return -1 if move.by == "chance" else int(move.by)


# ----------------------------------------------------------------------------- predicates


def _first_move(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
    return before.turn == 1 and all(u.rolls == 0 and u.visited == [2] for u in before.units)


def _supply_in_sector_4_with_points(before: DdState, move: MoveRecord, events: list[Event],
                                    after: DdState) -> bool:
    """A Phase 3 action of a unit in sector 4 that holds enough Item Points for a reserve item."""
    seat = _seat(move)
    if seat < 0 or before.phase != SUPPLY:
        return False
    unit = before.units[seat]
    return unit.sector == 4 and any(PRICES[i] <= unit.item_points for i in before.reserve)


def _climber_rerolls_five_dice_on_the_first_reroll(before: DdState, move: MoveRecord, events: list[Event],
                                                   after: DdState) -> bool:
    seat = _seat(move)
    if seat < 0 or not move.action.startswith("reroll "):
        return False
    unit = before.units[seat]
    return climbing(before, unit) and unit.rolls == 1 and len(move.action.split()[1].split(",")) >= 5


def _climb_up(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
    return any(e["type"] == "move" and e["to"] in (11, 12) and before.units[e["seat"]].sector in CLIFF
               for e in events)


def _no_climb_stay(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
    """A climber with courage for the advance, short of 4 skulls, stays (its marker not yet at
    the must-move arrow)."""
    seat = _seat(move)
    if seat < 0 or move.action != "stay" or before.phase != MOVE:
        return False
    unit = before.units[seat]
    return climbing(before, unit) and skulls(unit) < 4 and unit.courage >= 2 and not unit.must_move


def _skull_cancels_on_the_cliff(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
    return any(e["type"] == "skull" and before.units[e["seat"]].sector in CLIFF for e in events)


def _dead_mans_gift_on_the_cliff(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
    return any(e["type"] == "rwb" and e["bonus"] == "dead-mans-gift" and before.units[e["seat"]].sector in CLIFF
               for e in events)


def _battle_cry_barred(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
    return any(e["type"] == "rwb-barred" and e["bonus"] == "battle-cry" and before.units[e["seat"]].sector in CLIFF
               for e in events)


def _retreat(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
    return any(e["type"] == "move" and e.get("retreat") for e in events)


def _lost_after_visiting_7(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
    return any(e["type"] == "unit-lost" and e["sector"] in CLIFF and 7 in before.units[e["seat"]].visited
               for e in events)


def _vehicle_left_on_the_way_up(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
    return any(e["type"] == "abandon" and before.units[e["seat"]].sector not in CLIFF
               and after.units[e["seat"]].sector in CLIFF for e in events)


def _vehicle_received_on_the_cliff(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
    return any(e["type"] == "abandon" and before.units[e["seat"]].sector in CLIFF for e in events)


# ----------------------------------------------------------------------------- policies


def _medals_for_vehicles(state: DdState, seat: int, legal: list[A.DdAction]) -> A.DdAction | None:
    """Buy an award whenever 6 courage allow it; play the Legion of Merit (a vehicle) at once."""
    texts = {a.text: a for a in legal}
    for choice in ("play legion-of-merit", "buy medal"):
        if choice in texts:
            return texts[choice]
    return None


def _tools_in_sector_4(state: DdState, seat: int, legal: list[A.DdAction]) -> A.DdAction | None:
    """Before and in sector 4, lock and keep tools (Item Points for a find in sector 4)."""
    unit = state.units[seat]
    if unit.sector not in (2, 4) or state.current_players() != [seat]:
        return None
    kept = keep_tools(state, seat, legal)
    if kept is not None:
        return kept
    if state.phase == SUPPLY and unit.sector == 2 and any(a.kind == "find" for a in legal):
        return A.DONE  # keep the points for sector 4
    return None


def _avoid_7(state: DdState, seat: int, legal: list[A.DdAction]) -> A.DdAction | None:
    """Reach the cliff from 6 or 8, never through 7 (so the retreat to 7 is open)."""
    texts = {a.text: a for a in legal}
    unit = state.units[seat]
    if state.phase == MOVE and unit.sector in (4, 5) and "move 7" in texts:
        for other in ("move 6", "move 8"):
            if other in texts:
                return texts[other]
    return None


def _through_7(state: DdState, seat: int, legal: list[A.DdAction]) -> A.DdAction | None:
    """Reach the cliff through 7 (so the retreat to 7 is closed)."""
    texts = {a.text: a for a in legal}
    unit = state.units[seat]
    if state.phase == MOVE and unit.sector in (4, 5) and "move 7" in texts:
        return texts["move 7"]
    return None


SCENES = {
    "pdh-start": SceneSpec(PDH, 4, _first_move, "every unit starts in sector 2 with 1 soldier and 3 courage"),
    "pdh-4-no-item": SceneSpec(PDH, 1, _supply_in_sector_4_with_points,
                               "Phase 3 in sector 4 with Item Points enough: no find offered",
                               policy=_tools_in_sector_4),
    "pdh-climb-no-lock": SceneSpec(PDH, 1, _climber_rerolls_five_dice_on_the_first_reroll,
                                   "a climber locks no die: its first reroll takes five or six dice"),
    "pdh-climb-up": SceneSpec(PDH, 1, _climb_up, "four skulls in the Final Count: the climber advances"),
    "pdh-no-climb-stay": SceneSpec(PDH, 1, _no_climb_stay,
                                   "fewer than four skulls: the climber, with courage enough, can only stay"),
    "pdh-skull-cancels": SceneSpec(PDH, 1, _skull_cancels_on_the_cliff, "a skull cancels a die on the cliff"),
    "pdh-dead-mans-gift": SceneSpec(PDH, 1, _dead_mans_gift_on_the_cliff,
                                    "three skulls of three colours on the cliff: the Dead Man's Gift"),
    "pdh-battle-cry-barred": SceneSpec(PDH, 1, _battle_cry_barred,
                                       "courage of three colours on the cliff: no Battle Cry"),
    "pdh-retreat-7": SceneSpec(PDH, 1, _retreat, "three turns without a climb: the retreat to sector 7",
                               policy=_avoid_7),
    "pdh-lost-after-7": SceneSpec(PDH, 1, _lost_after_visiting_7,
                                  "a failed climber that came through sector 7 is lost", policy=_through_7),
    "pdh-vehicle-left-below": SceneSpec(PDH, 1, _vehicle_left_on_the_way_up,
                                        "a unit with a vehicle climbs into the cliff: the vehicle is left",
                                        policy=_medals_for_vehicles),
    "pdh-vehicle-drawn-on-cliff": SceneSpec(PDH, 1, _vehicle_received_on_the_cliff,
                                            "a vehicle received on the cliff is left at once",
                                            policy=_medals_for_vehicles),
}


# ----------------------------------------------------------------------------- the tests


def test_every_unit_starts_in_sector_2_with_1_soldier_and_3_courage() -> None:
    """es: "Sector 2: Tus recursos iniciales son 1 Soldado y 3 de Coraje"; it: "Settore 2: Le tue
    risorse iniziali sono 1 soldato e 3 coraggio" (DDM-50)."""
    scene = load_scene("pdh-start", SCENES["pdh-start"])
    assert scene.index == 0
    for unit in scene.before.units:
        assert (unit.sector, unit.soldiers, unit.courage, unit.stars, unit.item_points) == (2, 1, 3, 0, 0)
        assert unit.specialists == [] and unit.items == []


def test_no_item_is_found_in_sector_4() -> None:
    """es: "Sector 4: Aunque no se pueden encontrar Objetos aquí, pueden ser usados en el Sector
    si se encontraron antes" (DDM-12): the unit holds the Item Points for a reserve item, and
    Phase 3 offers it no find."""
    scene = load_scene("pdh-4-no-item", SCENES["pdh-4-no-item"])
    unit = scene.before.units[scene.seat]
    affordable = [i for i in scene.before.reserve if PRICES[i] <= unit.item_points]
    assert unit.sector == 4 and affordable
    assert not any(a.kind == "find" for a in scene.before.legal_actions(scene.seat))
    assert scene.of_type("find") == []
    assert scene.after.units[scene.seat].item_points == unit.item_points


def test_a_climber_locks_no_die_and_may_reroll_all_six() -> None:
    """es: "Para ayudarte a hacerlo, cuando Escalas no se Fijan dados"; it: "nessun dado sarà
    bloccato quando farai l'arrampicata" (DDM-52): after the first roll the climber rerolls five
    or six dice at once (elsewhere two are locked: four at most)."""
    scene = load_scene("pdh-climb-no-lock", SCENES["pdh-climb-no-lock"])
    unit = scene.before.units[scene.seat]
    assert unit.sector in CLIFF and unit.rolls == 1 and unit.stage == REROLL
    assert not any(unit.locked)
    [reroll] = scene.of_type("reroll")
    assert len(reroll["dice"]) >= 5
    assert not any(a.kind == "lock" for a in scene.before.legal_actions(scene.seat))


def test_four_skulls_in_the_final_count_let_the_climber_advance() -> None:
    """es: "Para "Escalar", debes obtener 4 Calaveras en tu Resultado Final"; it: "devi ottenere 4
    teschi nel tuo Conteggio finale" (DDM-51): the advance out of the cliff, at the row line's
    courage."""
    scene = load_scene("pdh-climb-up", SCENES["pdh-climb-up"])
    before = scene.before.units[scene.seat]
    after = scene.after.units[scene.seat]
    assert before.sector in CLIFF and skulls(before) >= 4
    [moved] = scene.of_type("move")
    assert after.sector == moved["to"] in (11, 12)
    assert moved["courage_spent"] == 2 and after.courage == before.courage - 2


def test_fewer_than_four_skulls_are_no_climb_the_unit_can_only_stay() -> None:
    """es: "Para Avanzar satisfactoriamente por estos Sectores, DEBES "Escalar"" (DDM-51): courage
    enough for the advance, fewer than 4 skulls, no move offered -- not even the retreat to 7,
    which comes only when the three turns are up ("Tienes 3 turnos para conseguirlo", DDM-54)."""
    scene = load_scene("pdh-no-climb-stay", SCENES["pdh-no-climb-stay"])
    unit = scene.before.units[scene.seat]
    assert unit.sector in CLIFF and skulls(unit) < 4 and unit.courage >= 2
    assert _texts(scene.before, scene.seat) == {"stay"}
    assert scene.after.units[scene.seat].sector == unit.sector


def test_skulls_cancel_other_dice_while_climbing() -> None:
    """es: "Las Calaveras obtenidas mientras Escalas cuentan como siempre (cancelan otros dados)";
    it: "I teschi ottenuti nell'arrampicamento vengono contati normalmente (cancellano gli altri
    dadi)" (DDM-52)."""
    scene = load_scene("pdh-skull-cancels", SCENES["pdh-skull-cancels"])
    [skull] = scene.of_type("skull")
    seat = skull["seat"]
    die = DIE_NAMES.index(skull["cancels"])
    assert scene.before.units[seat].sector in CLIFF
    assert not scene.before.units[seat].cancelled[die] and scene.after.units[seat].cancelled[die]
    assert FACES[scene.before.units[seat].dice[die]] == skull["face"] != "skull"


def test_skulls_of_three_colours_on_the_cliff_give_the_dead_mans_gift() -> None:
    """es: "... y pueden darte un Regalo del Hombre Muerto"; it: "e possono darti un RWB Dead Man's
    Gift" (DDM-52): 20 Item Points, and the skulls still count toward the climb."""
    scene = load_scene("pdh-dead-mans-gift", SCENES["pdh-dead-mans-gift"])
    [gift] = scene.of_type("rwb")
    seat = gift["seat"]
    before, after = scene.before.units[seat], scene.after.units[seat]
    assert before.sector in CLIFF
    colours = {after.colours[d] for d in range(6) if after.dice[d] == SKULL}
    assert colours == {0, 1, 2}, "skulls in red, white and blue"
    collected = sum(e["item_points"] for e in scene.of_type("resources") if e["seat"] == seat)
    assert after.item_points == before.item_points + 20 + collected
    assert skulls(after) >= 3


def test_no_rwb_battle_cry_while_climbing() -> None:
    """es: "DEBES "Escalar" y no está permitido el Grito de Guerra RBA" (DDM-52): courage in red,
    white and blue on the cliff; the Battle Cry is barred, no choice is offered."""
    scene = load_scene("pdh-battle-cry-barred", SCENES["pdh-battle-cry-barred"])
    [barred] = scene.of_type("rwb-barred")
    seat = barred["seat"]
    after = scene.after.units[seat]
    assert scene.before.units[seat].sector in CLIFF
    courage = FACES.index("courage")
    assert {after.colours[d] for d in range(6) if after.dice[d] == courage and not after.cancelled[d]} == {0, 1, 2}
    assert "battle-cry" not in after.choices and not after.battle_cry
    assert not any(a.text.startswith("battle-cry") for a in scene.after.legal_actions(seat))
    assert not any(e["type"] == "rwb" and e["bonus"] == "battle-cry" for e in scene.events)


def test_three_turns_without_a_climb_send_the_unit_back_to_sector_7() -> None:
    """es: "Tienes 3 turnos para conseguirlo. Si fallas en tu Escalada, debes retirarte al Sector 7
    (si aún no lo has visitado) e intentar Escalar en otro Sector" (DDM-54): the must-move arrow
    without a climb; the retreat is the one move offered, it costs no courage, the marker starts
    again."""
    scene = load_scene("pdh-retreat-7", SCENES["pdh-retreat-7"])
    before, after = scene.before.units[scene.seat], scene.after.units[scene.seat]
    assert before.sector in CLIFF and before.must_move and skulls(before) < 4 and 7 not in before.visited
    assert {a.text for a in scene.before.legal_actions(scene.seat) if a.kind in ("move", "stay")} == {"move 7"}
    assert (after.sector, after.marker, after.must_move, after.courage) == (7, 1, False, before.courage)
    assert after.visited == before.visited + [7]


def test_a_failed_climber_that_came_through_sector_7_is_lost() -> None:
    """es: "si ya has visitado el Sector 7 al Escalar, ¡no puedes retirarte ahí!"; it: "Se un'unità
    deve muovere e non può farlo (per qualsiasi ragione), sarà eliminata" (DDM-54)."""
    scene = load_scene("pdh-lost-after-7", SCENES["pdh-lost-after-7"])
    [lost] = scene.of_type("unit-lost")
    before, after = scene.before.units[lost["seat"]], scene.after.units[lost["seat"]]
    assert before.sector in CLIFF and 7 in before.visited and before.must_move and skulls(before) < 4
    assert after.lost and not before.lost


def test_a_vehicle_is_left_behind_on_the_way_into_a_climbing_sector() -> None:
    """es: "Un Vehículo nunca puede estar presente en un Sector de Escalada"; it: "Un veicolo non può
    mai essere presente in un settore di arrampicamento" (DDM-55): the unit's vehicle (drawn with
    the Legion of Merit) is abandoned for good as the unit moves up."""
    scene = load_scene("pdh-vehicle-left-below", SCENES["pdh-vehicle-left-below"])
    [left] = scene.of_type("abandon")
    seat = left["seat"]
    before, after = scene.before.units[seat], scene.after.units[seat]
    assert before.sector not in CLIFF and left["vehicle"] in before.vehicles
    assert after.sector in CLIFF and after.vehicles == []
    assert left["vehicle"] in scene.after.abandoned and left["vehicle"] not in scene.before.abandoned


def test_a_vehicle_received_in_a_climbing_sector_is_left_at_once() -> None:
    """es: "Un Vehículo nunca puede estar presente en un Sector de Escalada" (DDM-55): a vehicle
    drawn by a climber (the Legion of Merit: "Pesca 1 veicolo a caso gratuitamente") is
    abandoned the moment it comes."""
    scene = load_scene("pdh-vehicle-drawn-on-cliff", SCENES["pdh-vehicle-drawn-on-cliff"])
    [left] = scene.of_type("abandon")
    seat = left["seat"]
    [came] = [e for e in scene.of_type("vehicle") if e["seat"] == seat]
    assert came["vehicle"] == left["vehicle"]
    before, after = scene.before.units[seat], scene.after.units[seat]
    assert before.sector == after.sector and after.sector in CLIFF
    assert before.vehicles == [] and after.vehicles == [] and left["vehicle"] in scene.after.abandoned
