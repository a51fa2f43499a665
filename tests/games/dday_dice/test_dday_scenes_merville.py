"""Merville Battery's sector rules in real games: heuristic-bot games from the set-up, kept as
records with every die pinned (record_scenes.py), replayed to the move where the rule acts.

es 002, "Mapa de Batalla N-08 : MERVILLE BATTERY"; it 000 pp. 20-21, "Mappa N.08: MERVILLE
BATTERY" (DDM-56 .. DDM-64). The hand-placed tests of each rule are in test_dday_map_merville.py.

Some moments need a choice the bots do not make; the policies below only pick among the legal
actions: keep tools to buy an item, buy it, take a road, use a card, recruit the General.
"""

from __future__ import annotations

from record_scenes import Policy, Predicate, SceneSpec, keep_tools, load_scene

from meeple.engine.core import CHANCE, Event
from meeple.engine.record import MoveRecord
from meeple.engine.registry import get_game
from meeple.games.dday_dice import actions as A
from meeple.games.dday_dice.combat import sector_def
from meeple.games.dday_dice.dice import FACES
from meeple.games.dday_dice.maps import load_map
from meeple.games.dday_dice.phases import COMBAT, MOVE, SUPPLY
from meeple.games.dday_dice.state import DdState

MAP = "merville-battery"
MERVILLE = {"map": MAP}
GENERAL_OPTIONS = {"map": MAP, "random_specialists": True}
BOARD = load_map(MAP)
STAR = FACES.index("star")


def _seat(move: MoveRecord) -> int:
    return CHANCE if move.by == "chance" else int(move.by)


def _texts(state: DdState, seat: int) -> set[str]:
    return {a.text for a in state.legal_actions(seat)}


def _general_in_play(state: DdState) -> bool:
    return any(u.active and "general" in u.specialists for u in state.units)


# ----------------------------------------------------------------------------- policies




def _buy_then_go(item: str, path: tuple[int, ...], target: int, use_item: bool) -> Policy:
    """Keep tools until ``item`` is bought, go along ``path`` (waiting at its end while the item
    is missing), use it beside ``target`` if ``use_item``, move into ``target`` and stay there;
    use the Medal Case whenever it is offered."""

    def policy(state: DdState, seat: int, legal: list[A.DdAction]) -> A.DdAction | None:
        texts = {a.text: a for a in legal}
        unit = state.units[seat]
        if "use medal-case" in texts:
            return texts["use medal-case"]
        if target in unit.visited:
            if state.phase == MOVE and unit.sector == target and "stay" in texts:
                return texts["stay"]
            return None
        wanted = item not in unit.items and item in state.reserve
        if wanted:
            kept = keep_tools(state, seat, legal)
            if kept is not None:
                return kept
            if state.phase == SUPPLY:
                if f"find {item}" in texts:
                    return texts[f"find {item}"]
                if any(a.kind == "find" for a in legal):
                    return A.DONE  # keep the points
        if state.phase == MOVE:
            if f"move {target}" in texts:
                return texts[f"move {target}"]
            beside = any(m.to == target for m in BOARD.moves_from(unit.sector))
            if use_item and beside and f"use {item}" in texts:
                return texts[f"use {item}"]
            for step in path:
                if step not in unit.visited and f"move {step}" in texts:
                    return texts[f"move {step}"]
            if unit.sector == path[-1] and "stay" in texts and (wanted or use_item):
                return texts["stay"]
        return None

    return policy


def _general_to(sector: int, path: tuple[int, ...] = ()) -> Policy:
    """Recruit the General when it is offered (Random Specialists); with it in play, go along
    ``path`` into ``sector``, and stay there."""

    def policy(state: DdState, seat: int, legal: list[A.DdAction]) -> A.DdAction | None:
        texts = {a.text: a for a in legal}
        unit = state.units[seat]
        if "recruit general" in texts:
            return texts["recruit general"]
        if state.phase == MOVE and _general_in_play(state):
            for step in (*path, sector):
                if f"move {step}" in texts and step not in unit.visited:
                    return texts[f"move {step}"]
            if unit.sector == sector and "stay" in texts:
                return texts["stay"]
        return None

    return policy


# ----------------------------------------------------------------------------- predicates

def _first_move(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
    return before.turn == 1 and all(u.rolls == 0 and u.visited == [2] for u in before.units)


def _moves_on_from_5_unfenced(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
    """A Phase 4 choice of a unit in sector 5 for which the sideways move into 4 is open and no
    Wirecutters were used."""
    seat = _seat(move)
    if seat < 0 or before.phase != MOVE:
        return False
    unit = before.units[seat]
    return unit.sector == 5 and 5 not in before.wires_cut and "move 4" in _texts(before, seat)


def _moves_on_from_8_unfenced(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
    """A Phase 4 choice of a unit in sector 8 that holds no Wirecutters, the wire uncut there."""
    seat = _seat(move)
    if seat < 0 or before.phase != MOVE:
        return False
    unit = before.units[seat]
    return unit.sector == 8 and 8 not in before.wires_cut and "wirecutters" not in unit.items


def _event(kind: str, **fields: object) -> Predicate:
    def moment(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
        return any(e["type"] == kind and all(e.get(k) == v for k, v in fields.items()) for e in events)
    return moment


def _entered(sector: int) -> Predicate:
    return _event("move", to=sector)


def _combat_in_11_with_a_bangalore(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
    """Phase 5 casualties in sector 11 for a unit that holds a Bangalore Torpedo."""
    return any(e["type"] == "casualties" and e["sector"] == 11 and "bangalore-torpedo" in after.units[e["seat"]].items
               for e in events)


def _stays_in_13_late(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
    """A unit in sector 13 stays, its marker still on the first chevron, at turn 14 or later
    (the test checks, by replay, that it has been there three turns or more)."""
    seat = _seat(move)
    if seat < 0 or move.action != "stay" or before.turn < 14:
        return False
    unit = before.units[seat]
    return unit.sector == 13 and unit.marker == 1 and not unit.must_move


def _waits_in_13_without_battle_cry(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
    seat = _seat(move)
    if seat < 0 or before.phase != MOVE:
        return False
    unit = before.units[seat]
    return unit.sector == 13 and unit.courage >= 3 and not unit.battle_cry and "stay" in _texts(before, seat)


def _battle_cry_into_the_battery(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
    return any(e["type"] == "move" and e["to"] == 14 and before.units[e["seat"]].battle_cry for e in events)


def _resources_in_4_with_the_general(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
    """Phase 2 collects a Final Count holding a star in sector 4 while a General is in play."""
    for e in events:
        if e["type"] == "resources" and before.units[e["seat"]].sector == 4 and _general_in_play(before):
            unit = after.units[e["seat"]]
            if any(unit.dice[d] == STAR and not unit.cancelled[d] for d in range(6)):
                return True
    return False


def _combat_in_4_with_the_general(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
    return _general_in_play(before) and any(e["type"] == "casualties" and e["sector"] == 4 for e in events)


def _into_12_with_the_general(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
    return _general_in_play(before) and any(e["type"] == "move" and e["to"] == 12 for e in events)


TO_6 = _buy_then_go("wirecutters", (5,), 6, use_item=True)
TO_9 = _buy_then_go("wirecutters", (5, 8), 9, use_item=True)
TO_11 = _buy_then_go("bangalore-torpedo", (5, 8), 11, use_item=False)

SCENES = {
    "merville-start": SceneSpec(MERVILLE, 4, _first_move, "every unit starts in sector 2 with 1 soldier and 2 stars"),
    "merville-5-fenced": SceneSpec(MERVILLE, 1, _moves_on_from_5_unfenced,
                                   "in sector 5 without the Wirecutters: no way into sector 6"),
    "merville-8-fenced": SceneSpec(MERVILLE, 1, _moves_on_from_8_unfenced,
                                   "in sector 8 without the Wirecutters: no way into sector 9"),
    "merville-wire-cut": SceneSpec(MERVILLE, 1, _event("wire-cut", sector=5),
                                   "the Wirecutters used in sector 5 open sector 6", policy=TO_6),
    "merville-6-medal-case": SceneSpec(MERVILLE, 1, _entered(6),
                                       "the first unit into sector 6 finds the Medal Case free", policy=TO_6),
    "merville-medal-case-use": SceneSpec(MERVILLE, 1, _event("medal-case"),
                                         "the Medal Case used: an award drawn free", policy=TO_6),
    "merville-9-amphetamines": SceneSpec(MERVILLE, 2, _entered(9),
                                         "two units: the first into sector 9 finds the Amphetamines free",
                                         policy=TO_9),
    "merville-9-signalling-lamp": SceneSpec(MERVILLE, 1, _entered(9),
                                            "solo: the first unit into sector 9 finds the Signalling Lamp free",
                                            policy=TO_9),
    "merville-11-fixed-def": SceneSpec(MERVILLE, 1, _combat_in_11_with_a_bangalore,
                                       "sector 11: a Bangalore Torpedo in hand, not offered", policy=TO_11),
    "merville-13-stays": SceneSpec(MERVILLE, 1, _stays_in_13_late,
                                   "sector 13: a unit stays turn after turn, its marker never turning"),
    "merville-battery-closed": SceneSpec(MERVILLE, 1, _waits_in_13_without_battle_cry,
                                         "courage enough, no Battle Cry: the battery stays closed"),
    "merville-battery-battle-cry": SceneSpec(MERVILLE, 1, _battle_cry_into_the_battery,
                                             "a Battle Cry taken as a move opens the battery"),
    "merville-4-general": SceneSpec(GENERAL_OPTIONS, 1, _resources_in_4_with_the_general,
                                    "a General in play: sector 4's -1 star is ignored", policy=_general_to(4, (5,))),
    "merville-4-general-no-fire": SceneSpec(GENERAL_OPTIONS, 1, _combat_in_4_with_the_general,
                                            "a General in play: no machine-gun fire in sector 4",
                                            policy=_general_to(4, (5,))),
    "merville-12-general": SceneSpec(GENERAL_OPTIONS, 1, _into_12_with_the_general,
                                     "a General in play: no sacrifice to enter sector 12",
                                     policy=_general_to(12, (5, 8, 10))),
}


def _replay(scene_moves: list[MoveRecord], players: int, options: dict[str, object]) -> list[tuple[DdState, MoveRecord]]:
    """Every (state before the move, move) of a record."""
    game = get_game("dday-dice")
    state = game.new_game(players, options)
    assert isinstance(state, DdState)
    out = []
    for move in scene_moves:
        out.append((state.clone(), move))
        state.apply(_seat(move), game.parse_action(move.action))
    return out


def _turn_entered(scene_record_moves: list[MoveRecord], players: int, options: dict[str, object],
                  seat: int, sector: int) -> int:
    """Replay the record: the turn in which ``seat`` last moved into ``sector``."""
    game = get_game("dday-dice")
    state = game.new_game(players, options)
    assert isinstance(state, DdState)
    entered = -1
    for move in scene_record_moves:
        turn = state.turn
        for e in state.apply(_seat(move), game.parse_action(move.action)):
            if e["type"] == "move" and e["seat"] == seat and e["to"] == sector:
                entered = turn
    return entered


# ----------------------------------------------------------------------------- the tests


def test_every_unit_starts_in_sector_2_with_1_soldier_and_2_stars() -> None:
    """es: "Sector 2: Tus recursos iniciales son 1 Soldado y 2 Estrellas"; it: "Settore 2: Le tue
    risorse iniziali sono 1 soldato e 2 stelle" (DDM-56)."""
    scene = load_scene("merville-start", SCENES["merville-start"])
    assert scene.index == 0
    for unit in scene.before.units:
        assert (unit.sector, unit.soldiers, unit.courage, unit.stars, unit.item_points) == (2, 1, 0, 2, 0)


def test_sector_6_is_closed_to_a_unit_without_the_wirecutters() -> None:
    """es: "Sectores 6 y 9: Estos Sectores sólo están accesibles usando el Cortaalambres"; it:
    "Questi settori sono accessibili solo usando l'oggetto Wirecutters" (DDM-57): from sector 5
    the sideways move into 4 is offered, the one into 6 is not."""
    scene = load_scene("merville-5-fenced", SCENES["merville-5-fenced"])
    unit = scene.before.units[scene.seat]
    moves = {a.text for a in scene.before.legal_actions(scene.seat) if a.kind == "move"}
    assert unit.sector == 5 and "wirecutters" not in unit.items and scene.before.wires_cut == []
    assert "move 4" in moves and "move 6" not in moves
    assert any(m.to == 6 for m in BOARD.moves_from(5)), "the board joins 5 and 6"


def test_sector_9_is_closed_to_a_unit_without_the_wirecutters() -> None:
    """es: "Sectores 6 y 9: Estos Sectores sólo están accesibles usando el Cortaalambres"; it:
    "Questi settori sono accessibili solo usando l'oggetto Wirecutters" (DDM-57): from sector 8,
    which the board joins to 9, the other moves are offered and the one into 9 is not."""
    scene = load_scene("merville-8-fenced", SCENES["merville-8-fenced"])
    unit = scene.before.units[scene.seat]
    moves = {a.text for a in scene.before.legal_actions(scene.seat) if a.kind == "move"}
    assert unit.sector == 8 and "wirecutters" not in unit.items and scene.before.wires_cut == []
    assert "move 9" not in moves and moves & {"move 7", "move 10", "move 11"}
    assert any(m.to == 9 for m in BOARD.moves_from(8)), "the board joins 8 and 9"


def test_the_wirecutters_used_beside_sector_9_open_it() -> None:
    """DDM-57 again, for sector 9: in the game where a unit reaches sector 9, no move 9 was
    offered from sector 8 before the Wirecutters were used, and it was offered after."""
    scene = load_scene("merville-9-amphetamines", SCENES["merville-9-amphetamines"])
    seat = scene.seat
    steps = _replay(scene.record.moves[: scene.index + 1], 2, dict(scene.record.options))
    [used] = [i for i, (state, move) in enumerate(steps)
              if move.action == "use wirecutters" and _seat(move) == seat]
    assert steps[used][0].units[seat].sector == 8
    assert "move 9" not in _texts(steps[used][0], seat)
    assert "move 9" in _texts(steps[used + 1][0], seat)


def test_the_wirecutters_used_beside_sector_6_open_it() -> None:
    """es: "... sólo están accesibles usando el Cortaalambres"; Wirecutters: "Ignora le Barriers
    per 1 turno" (DDM-57): before the card, no move 6; after it, move 6 is offered."""
    scene = load_scene("merville-wire-cut", SCENES["merville-wire-cut"])
    seat = scene.seat
    assert scene.move.action == "use wirecutters" and scene.before.units[seat].sector == 5
    assert "move 6" not in _texts(scene.before, seat)
    assert "move 6" in _texts(scene.after, seat)
    assert "wirecutters" not in scene.after.units[seat].items and "wirecutters" in scene.after.used


def test_the_first_unit_into_sector_6_finds_the_medal_case_free() -> None:
    """es: "El Estuche -Medal Case- y la Anfetamina -Amphetamine- sólo se pueden encontrar en estos
    Sectores (Sectores 6 y 9 respectivamente). Son encontrados sin coste por la primera Unidad
    que entre" (DDM-58)."""
    scene = load_scene("merville-6-medal-case", SCENES["merville-6-medal-case"])
    [found] = scene.of_type("find")
    before, after = scene.before.units[found["seat"]], scene.after.units[found["seat"]]
    assert found["item"] == "medal-case" and found["free"] and after.sector == 6
    assert "medal-case" in after.items and "medal-case" not in before.items
    assert after.item_points == before.item_points, "found free"
    assert "medal-case" not in scene.before.reserve, "set aside, never in the common reserve"


def test_the_medal_case_gives_its_unit_an_award_drawn_at_random() -> None:
    """DDM-60 (meeple's reading; no rulebook prints the card's text): used, the Medal Case draws
    one award for its unit, free (no courage spent), under the usual limit of one a turn."""
    scene = load_scene("merville-medal-case-use", SCENES["merville-medal-case-use"])
    seat = scene.seat
    before, after = scene.before.units[seat], scene.after.units[seat]
    assert "medal-case" in before.items and "medal-case" not in after.items and "medal-case" in scene.after.used
    assert ("medal", seat) in scene.after.card_queue and ("medal", seat) not in scene.before.card_queue
    assert after.medal_turn == scene.before.turn != before.medal_turn
    assert after.courage == before.courage and after.item_points == before.item_points


def test_with_two_units_the_first_into_sector_9_finds_the_amphetamines_free() -> None:
    """es: "... y la Anfetamina ... (Sectores 6 y 9 respectivamente). Son encontrados sin coste por
    la primera Unidad que entre" (DDM-58); the Wirecutters opened the way."""
    scene = load_scene("merville-9-amphetamines", SCENES["merville-9-amphetamines"])
    [found] = scene.of_type("find")
    before, after = scene.before.units[found["seat"]], scene.after.units[found["seat"]]
    assert found["item"] == "amphetamines" and found["free"] and after.sector == 9
    assert after.item_points == before.item_points
    assert scene.before.wires_cut == [8], "the wire was cut in sector 8, the sector it left"
    assert "signalling-lamp" not in scene.before.reserve


def test_solo_the_signalling_lamp_lies_in_sector_9_instead_of_the_amphetamines() -> None:
    """es: "Solitario: La Anfetamina no está disponible en este Mapa. Debes reemplazar la Anfetamina
    en el Sector 9 por la Lámpara de Señales. Esto significa que la Lámpara de Señales no se puede
    encontrar en cualquier otro lugar" (DDM-61)."""
    scene = load_scene("merville-9-signalling-lamp", SCENES["merville-9-signalling-lamp"])
    [found] = scene.of_type("find")
    before, after = scene.before.units[found["seat"]], scene.after.units[found["seat"]]
    assert len(scene.before.units) == 1
    assert found["item"] == "signalling-lamp" and found["free"] and after.sector == 9
    assert after.item_points == before.item_points
    assert "amphetamines" not in after.items
    for state in (scene.before, scene.after):
        assert "signalling-lamp" not in state.reserve and "amphetamines" not in state.reserve


def test_nothing_reduces_sector_11s_def() -> None:
    """es: "Sector 11: Ningún Objeto o Especialista puede reducir la DEF de este Sector. Esto incluye
    el Torpedo Bangalore, el Bazooka y el Tanque" (DDM-59): the unit's Bangalore Torpedo, offered
    in Phase 5 in sectors 5 and 8, is not offered in 11; the unit fights the printed DEF."""
    scene = load_scene("merville-11-fixed-def", SCENES["merville-11-fixed-def"])
    [hit] = [e for e in scene.of_type("casualties") if e["sector"] == 11]
    seat = hit["seat"]
    unit = scene.after.units[seat]
    printed = scene.after.board.def_for(11, unit.marker)
    saved = 1 if "medic" in unit.specialists else 0  # "perdi 1 soldato in meno"
    assert sector_def(scene.after, unit, []) == printed
    assert hit["count"] == printed - saved
    assert "bangalore-torpedo" in unit.items and not scene.of_type("use")
    assert not any("bangalore" in a.text for a in scene.after.legal_actions(seat))
    offered = {b.units[seat].sector for b, m in _replay(scene.record.moves, 1, dict(scene.record.options))
               if _seat(m) == seat and b.phase == COMBAT
               and "use bangalore-torpedo" in _texts(b, seat)}
    assert offered and 11 not in offered


def test_in_sector_13_a_unit_may_stay_for_ever_its_marker_never_turning() -> None:
    """es: "Sector 13: Las unidades pueden estar en este Sector indefinidamente. No ajustar los
    Marcadores de Unidad durante la Fase 2 cuando se esté parado aquí" (DDM-62): three turns and
    more in 13, the marker still on its first chevron, no must-move arrow, and stay offered."""
    scene = load_scene("merville-13-stays", SCENES["merville-13-stays"])
    seat = scene.seat
    unit = scene.before.units[seat]
    entered = _turn_entered(scene.record.moves, 1, dict(scene.record.options), seat, 13)
    assert unit.sector == 13 and scene.before.turn - entered >= 3
    assert unit.marker == 1 and not unit.must_move and "stay" in _texts(scene.before, seat)
    assert sector_def(scene.before, unit, []) == scene.before.board.def_for(13, 1)


def test_courage_is_not_enough_the_battery_opens_only_to_a_battle_cry() -> None:
    """es: "Búnker: La única manera de entrar al Búnker es con el Grito de Guerra RBA" (DDM-63): a
    unit in 13 with the 3 courage the line asks, no Battle Cry: no move into the battery."""
    scene = load_scene("merville-battery-closed", SCENES["merville-battery-closed"])
    unit = scene.before.units[scene.seat]
    assert unit.sector == 13 and unit.courage >= 3 and not unit.battle_cry
    assert any(m.to == 14 for m in BOARD.moves_from(13)), "the board joins 13 and the battery"
    assert "move 14" not in _texts(scene.before, scene.seat)


def test_a_battle_cry_taken_as_a_move_opens_the_battery_at_no_courage() -> None:
    """es: "... con el Grito de Guerra RBA (con los dados apropiados en tu Resultado Final ...)";
    it p. 4: "ignora tutti i requisiti del settore in cui ti stai muovendo e non spendi coraggio
    per andarci" (DDM-63)."""
    scene = load_scene("merville-battery-battle-cry", SCENES["merville-battery-battle-cry"])
    [moved] = scene.of_type("move")
    before, after = scene.before.units[moved["seat"]], scene.after.units[moved["seat"]]
    assert before.battle_cry and before.sector in (12, 13)
    assert after.sector == 14 and moved["bunker"]
    assert moved["courage_spent"] == 0 and after.courage == before.courage


def test_with_a_general_in_play_sector_4s_star_penalty_is_ignored() -> None:
    """es: "Sectores 4 y 12: Si el General está en juego, las Unidades ignorarán los atributos de
    este Sector" (DDM-64; the General came with the Random Specialists): sector 4's -1 star is not
    taken from the Final Count."""
    scene = load_scene("merville-4-general", SCENES["merville-4-general"])
    [got] = [e for e in scene.of_type("resources") if scene.before.units[e["seat"]].sector == 4]
    unit = scene.after.units[got["seat"]]
    assert _general_in_play(scene.before)
    assert dict(scene.before.board.sectors[4].penalty) == {STAR: 1}, "the printed (reconstructed) -1 star"
    stars = sum(1 for d in range(6) if unit.dice[d] == STAR and not unit.cancelled[d])
    stars += sum(1 for face, _ in unit.extra if face == STAR)
    assert stars >= 1 and got["stars"] == stars
    assert unit.stars == scene.before.units[got["seat"]].stars + stars


def test_with_a_general_in_play_sector_4_has_no_machine_gun_fire() -> None:
    """es: "Sectores 4 y 12: Si el General está en juego, las Unidades ignorarán los atributos de
    este Sector" (DDM-64): sector 4's MGF die (reconstructed) is not rolled; the unit suffers
    the DEF alone."""
    scene = load_scene("merville-4-general-no-fire", SCENES["merville-4-general-no-fire"])
    [hit] = [e for e in scene.of_type("casualties") if e["sector"] == 4]
    unit = scene.after.units[hit["seat"]]
    assert _general_in_play(scene.before)
    assert scene.before.board.sectors[4].mgf == 1, "the printed (reconstructed) machine gun"
    assert 4 not in scene.after.mgf_rolls and not scene.of_type("mgf") and not scene.of_type("special-damage")
    saved = 1 if "medic" in unit.specialists else 0
    assert hit["count"] == max(0, scene.after.board.def_for(4, unit.marker) - saved)


def test_with_a_general_in_play_sector_12_asks_no_sacrifice() -> None:
    """es: "Sectores 4 y 12: Si el General está en juego, las Unidades ignorarán los atributos de
    este Sector" (DDM-64): the move into 12 ("sacrifice 1 specialist", reconstructed) costs no
    specialist."""
    scene = load_scene("merville-12-general", SCENES["merville-12-general"])
    [moved] = scene.of_type("move")
    seat = moved["seat"]
    before, after = scene.before.units[seat], scene.after.units[seat]
    assert _general_in_play(scene.before) and not before.battle_cry
    assert scene.before.board.sectors[12].requires
    assert after.sector == 12 and after.specialists == before.specialists and after.killed == before.killed
