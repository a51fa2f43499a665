"""Juno Beach's sector rules in real games: heuristic-bot games from the set-up, kept as
records with every die pinned (record_scenes.py), replayed to the move where the rule acts.

es "Mapa de Batalla N-05 : JUNO BEACH"; it pp. 17-18 "Mappa N.05: JUNO BEACH" (DDM-26,
DDM-28 .. DDM-34). The hand-placed tests of each rule are in test_dday_map_juno.py.

The bots, left alone, always climb 1 -> 3 -> 6 -> 9: the scenes of sectors 4, 5, 7, 8 and 11
steer the unit along a path (:func:`steer`: a policy that only picks among the legal moves,
``stay`` while the next step is out of reach) and, where the rule needs it, take a legal
choice the bot would not (find the Tank, recruit the General, keep the Item Points).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from record_scenes import Policy, Predicate, SceneSpec, first_moment, load_scene

from meeple.engine.core import CHANCE, Event
from meeple.engine.record import MoveRecord
from meeple.games.dday_dice.actions import DdAction
from meeple.games.dday_dice.dice import COURAGE, DIE_NAMES, STAR, TOOL
from meeple.games.dday_dice.phases import COMBAT, MOVE, ROLL, SUPPLY
from meeple.games.dday_dice.specialists import in_play
from meeple.games.dday_dice.state import DdState
from meeple.games.dday_dice.unit import Unit

JUNO = {"map": "juno-beach"}
#: Bazooka Joe's second step ("rendi disponibili tutti gli specialisti") brings the General,
#: who is not on Juno's list, into the game (DDM-33).
JUNO_WITH_GENERAL = {"map": "juno-beach", "bazooka_joe": True, "bazooka_joe_specialists": True}
FLAME_THROWER_COST = 20  # cards.toml, "flame-thrower"
TANK_COST = 20  # cards.toml, "tank"


# ----------------------------------------------------------------------------- policies


def _seek(wanted: int, unit: Unit, texts: dict[str, DdAction]) -> DdAction | None:
    """Phase 1: lock a die showing the ``wanted`` face; reroll every other die that may be rerolled."""
    for d, face in enumerate(unit.dice):
        if face == wanted and f"lock {DIE_NAMES[d]}" in texts:
            return texts[f"lock {DIE_NAMES[d]}"]
    rerolls = [t for t in texts if t.startswith("reroll ")]
    if not rerolls:
        return None
    free = {name for t in rerolls for name in t.split()[1].split(",")}
    others = [n for n in DIE_NAMES if n in free and unit.dice[DIE_NAMES.index(n)] != wanted]
    if not others:
        return texts.get("stop")
    return texts.get("reroll " + ",".join(others))


def steer(path: Iterable[int], prefer: Iterable[str] = (),
          hold: Callable[[DdState, Unit], bool] | None = None,
          save_points: Callable[[DdState, Unit], bool] | None = None, face: int = TOOL) -> Policy:
    """Phase 4: take the next sector of ``path`` when that move is legal, else ``stay`` (the
    last sector of the path is held); ``hold(state, unit)`` keeps the unit where it is. Any
    time: an action of ``prefer`` as soon as it is legal. While ``save_points(state, unit)``:
    the dice seek ``face`` (tools or stars, Phase 1) and Phase 3 ends without a find or a
    recruit (the Item Points and stars are kept)."""
    steps = list(path)
    wanted = list(prefer)

    def policy(state: DdState, seat: int, legal: list[DdAction]) -> DdAction | None:
        texts = {a.text: a for a in legal}
        for text in wanted:
            if text in texts:
                return texts[text]
        unit = state.units[seat]
        saving = save_points is not None and save_points(state, unit)
        if saving and state.phase == ROLL and not unit.choices and not unit.pending:
            chosen = _seek(face, unit, texts)
            if chosen is not None:
                return chosen
        if saving and state.phase == SUPPLY and "done" in texts \
                and any(t.startswith(("find ", "recruit ")) for t in texts):
            return texts["done"]
        if state.phase != MOVE or "stay" not in texts and not any(t.startswith("move ") for t in texts):
            return None
        here = steps.index(unit.sector) if unit.sector in steps else -1
        if here + 1 < len(steps) and not (hold is not None and hold(state, unit)):
            step = f"move {steps[here + 1]}"
            if step in texts:
                return texts[step]
        return texts.get("stay")

    return policy


# ----------------------------------------------------------------------------- predicates


def _joins(specialist: str, sector: int) -> Predicate:
    def moment(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
        return any(e["type"] == "joins" and e["specialist"] == specialist
                   and after.units[e["seat"]].sector == sector for e in events)
    return moment


def _beachmaster_advances_from_9(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
    """The unit that the Beachmaster joined in sector 9 advances out of it (to 11 or 12)."""
    return any(e["type"] == "move" and e["to"] in (11, 12) and before.units[e["seat"]].sector == 9
               and "beachmaster" in before.units[e["seat"]].specialists for e in events)


def _finds(item: str) -> Predicate:
    def moment(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
        return any(e["type"] == "find" and e["item"] == item for e in events)
    return moment


def _mgf_rolled_with_a_unit_in_7(general: bool) -> Predicate:
    """Phase 5 begins (the move that ends Phase 4) with a unit in sector 7, a General in play
    or not: the machine-gun fire is rolled for each sector with units."""
    def moment(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
        return (any(e["type"] == "phase" and e["phase"] == "combat" for e in events)
                and any(b.active and a.sector == 7 for b, a in zip(before.units, after.units))
                and in_play(before, "general") == general)
    return moment


def _counted(unit: Unit, face: int) -> int:
    """The real dice of the Final Count showing ``face`` and not cancelled by a skull."""
    return sum(1 for d, f in enumerate(unit.dice) if f == face and not unit.cancelled[d])


def _resources_in(sector: int, face: int, least: int, general: bool | None = None) -> Predicate:
    """Phase 2 collects the resources of a unit in ``sector`` whose Final Count shows ``face``
    on ``least`` dice at least (no extra result: the dice are the whole count)."""
    def moment(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
        for e in events:
            if e["type"] != "resources":
                continue
            unit = after.units[e["seat"]]  # the Final Count, as Phase 1 left it
            if unit.sector == sector and not unit.extra and _counted(unit, face) >= least \
                    and (general is None or in_play(before, "general") == general):
                return True
        return False
    return moment


def _four_of_a_kind_loss(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
    return any(e["type"] == "four-of-a-kind" and e["sector"] == 11 for e in events)


def _paid_find_with_points_for_the_flame_thrower(before: DdState, move: MoveRecord, events: list[Event],
                                                 after: DdState) -> bool:
    """A unit with Item Points enough for the Flame-Thrower finds an item in Phase 3."""
    if move.by == "chance" or not move.action.startswith("find "):
        return False
    unit = before.units[int(move.by)]
    return unit.item_points >= FLAME_THROWER_COST and unit.sector != 13


def _saving_for(points: int) -> Callable[[DdState, Unit], bool]:
    return lambda state, unit: unit.item_points < points


def _general_missing(state: DdState, unit: Unit) -> bool:
    return "general" not in unit.specialists


#: Seek stars and keep them until the General is recruited (4 stars), at sector 1 or 4; then on to 7.
_TO_7_WITH_A_GENERAL = steer([4, 7], prefer=["recruit general"], hold=_general_missing,
                             save_points=_general_missing, face=STAR)

SCENES = {
    "juno-4-minesweeper-joins": SceneSpec(
        JUNO, 1, _joins("minesweeper", 4), "the unit moving into Juno sector 4 gets the Minesweeper free",
        policy=steer([4])),
    "juno-9-beachmaster-joins": SceneSpec(
        JUNO, 1, _joins("beachmaster", 9),
        "the unit advancing into Juno sector 9 gets the Beachmaster free, without its 3 soldiers"),
    "juno-9-beachmaster-next-advance": SceneSpec(
        JUNO, 1, _beachmaster_advances_from_9,
        "the Beachmaster that joined in sector 9 gives its 3 soldiers on the next advance"),
    "juno-5-tank": SceneSpec(
        JUNO, 1, _finds("tank"), "a unit in Juno sector 5 finds the Tank for its 20 Item Points",
        policy=steer([2, 5], prefer=["find tank"], hold=_saving_for(TANK_COST - 8),  # 12 before going on
                     save_points=_saving_for(TANK_COST))),
    "juno-7-general-cancels-mgf": SceneSpec(
        JUNO_WITH_GENERAL, 1, _mgf_rolled_with_a_unit_in_7(general=True),
        "with a General in play, Juno sector 7's two machine guns do not fire",
        policy=_TO_7_WITH_A_GENERAL),
    "juno-7-general-cancels-penalty": SceneSpec(
        JUNO_WITH_GENERAL, 1, _resources_in(7, COURAGE, 1, general=True),
        "with a General in play, Juno sector 7's -1 courage is not taken from the Final Count",
        policy=_TO_7_WITH_A_GENERAL),
    "juno-7-machine-guns": SceneSpec(
        JUNO, 1, _mgf_rolled_with_a_unit_in_7(general=False),
        "without a General, Juno sector 7's two machine guns fire", policy=steer([4, 7])),
    "juno-8-star-penalty": SceneSpec(
        JUNO, 1, _resources_in(8, STAR, 2), "Juno sector 8 takes 3 star results from the Final Count",
        policy=steer([2, 5, 8])),
    "juno-11-four-of-a-kind": SceneSpec(
        JUNO, 1, _four_of_a_kind_loss, "four of a kind in Juno sector 11: -3 soldiers",
        policy=steer([3, 6, 9, 11])),
    "juno-13-flame-thrower": SceneSpec(
        JUNO, 1, _finds("flame-thrower"), "the first unit into Juno sector 13 finds the Flame-Thrower free"),
    "juno-flame-thrower-not-in-reserve": SceneSpec(
        JUNO, 1, _paid_find_with_points_for_the_flame_thrower,
        "a unit with 20 Item Points finds an item elsewhere than sector 13: the Flame-Thrower is not offered",
        policy=steer([3, 6], save_points=_saving_for(FLAME_THROWER_COST))),
}


# ----------------------------------------------------------------------------- sectors 4 and 9


def test_the_unit_moving_into_sector_4_gets_the_minesweeper_free() -> None:
    """it: "Settori 4 e 9: Gli specialisti specificati entrano nella tua unità gratuitamente
    quando muovi qui" (DDM-31; sector 4's Minesweeper is reconstructed)."""
    scene = load_scene("juno-4-minesweeper-joins", SCENES["juno-4-minesweeper-joins"])
    [joined] = scene.of_type("joins")
    seat = joined["seat"]
    before, after = scene.before.units[seat], scene.after.units[seat]
    assert scene.move.action == "move 4" and after.sector == 4
    assert "minesweeper" not in before.specialists and after.specialists.count("minesweeper") == 1
    assert after.stars == before.stars  # free: no star paid
    assert after.recruited_turn == before.recruited_turn  # not a recruit: the one-a-turn limit untouched
    assert not scene.of_type("recruit")


def test_the_beachmaster_gained_by_advancing_into_sector_9_brings_no_3_soldiers() -> None:
    """it: "Se ottieni il Beachmaster mentre avanzi al Settore 9, non guadagni i suoi 3 soldati
    bonus (il Beachmaster deve essere nella tua unità prima di avanzare)" (DDM-31)."""
    scene = load_scene("juno-9-beachmaster-joins", SCENES["juno-9-beachmaster-joins"])
    [joined] = scene.of_type("joins")
    seat = joined["seat"]
    before, after = scene.before.units[seat], scene.after.units[seat]
    [moved] = scene.of_type("move")
    assert moved["to"] == 9 and before.sector in (6, 7)  # an advance, across a row line
    assert "beachmaster" not in before.specialists and "beachmaster" in after.specialists
    assert after.stars == before.stars
    assert after.soldiers == before.soldiers  # no "Guadagna 3 soldati ogni volta che avanzi" this time


def test_the_beachmaster_that_joined_in_sector_9_gives_its_3_soldiers_on_the_next_advance() -> None:
    """Beachmaster: "Guadagna 3 soldati ogni volta che avanzi" -- in the unit before this
    advance, so it counts (DDM-31)."""
    scene = load_scene("juno-9-beachmaster-next-advance", SCENES["juno-9-beachmaster-next-advance"])
    [moved] = scene.of_type("move")
    seat = moved["seat"]
    assert scene.before.units[seat].sector == 9 and moved["to"] in (11, 12)
    assert scene.after.units[seat].soldiers == scene.before.units[seat].soldiers + 3
    # the same game, earlier: the Beachmaster came free with the advance into sector 9
    joined = first_moment(scene.record, _joins("beachmaster", 9))
    assert joined is not None and joined < scene.index


# ----------------------------------------------------------------------------- sector 5


def test_a_unit_in_sector_5_finds_the_tank_for_its_20_item_points() -> None:
    """it: "Settore 5: Un carro armato può essere trovato qui, ma devi pagarne il costo in punti
    oggetto" (DDM-32)."""
    scene = load_scene("juno-5-tank", SCENES["juno-5-tank"])
    [found] = scene.of_type("find")
    seat = found["seat"]
    before, after = scene.before.units[seat], scene.after.units[seat]
    assert scene.before.phase == SUPPLY and before.sector == 5
    assert "tank" in scene.before.vehicle_deck and "tank" not in scene.after.vehicle_deck
    assert after.vehicles == ["tank"]
    assert after.item_points == before.item_points - TANK_COST  # paid in full, as an item
    # "come un oggetto": the unit's one find of the turn
    assert not any(a.text.startswith("find ") for a in scene.after.legal_actions(seat))


# ----------------------------------------------------------------------------- sector 7


def test_without_a_general_sector_7s_two_machine_guns_fire() -> None:
    """it: "alcuni settori hanno più di un simbolo MGF ... tutti i dadi MGF sono aggiunti
    insieme": sector 7 prints two (reconstructed, DDM-33), so as Phase 5 begins with a unit
    there, two d6 are rolled for it."""
    scene = load_scene("juno-7-machine-guns", SCENES["juno-7-machine-guns"])
    assert scene.after.phase == COMBAT and scene.after.d6_queue.count(("mgf", 7)) == 2
    assert not in_play(scene.after, "general")


def test_with_a_general_in_play_units_ignore_sector_7s_machine_guns() -> None:
    """it: "Settore 7: Se un General è in gioco, le unità ignorano gli attributi di questo
    settore" (DDM-29, DDM-33): Phase 5 begins with a unit in sector 7 and no machine-gun die
    is rolled for it; the DEF still strikes."""
    scene = load_scene("juno-7-general-cancels-mgf", SCENES["juno-7-general-cancels-mgf"])
    [unit] = [a for b, a in zip(scene.before.units, scene.after.units) if b.active and a.sector == 7]
    assert "general" in scene.before.units[unit.seat].specialists and in_play(scene.before, "general")
    assert scene.before.board.sectors[7].mgf == 2  # the printed symbols are still there
    assert ("mgf", 7) not in scene.after.d6_queue
    assert not [e for e in scene.of_type("mgf") if e["sector"] == 7]
    # no die to roll: the fire resolved at once -- sector 7's DEF (4 on entering), nothing more
    [hit] = [e for e in scene.of_type("casualties") if e["seat"] == unit.seat]
    assert scene.move.action == "move 7" and scene.before.board.def_for(7, 1) == 4
    assert hit["count"] == 4 - (1 if "medic" in unit.specialists else 0)


def test_with_a_general_in_play_sector_7s_courage_penalty_is_not_taken() -> None:
    """es: "Sector 7: Si el General está en juego, las Unidades ignorarán los atributos de este
    Sector" -- the -1 courage penalty (reconstructed, DDM-33) included."""
    scene = load_scene("juno-7-general-cancels-penalty", SCENES["juno-7-general-cancels-penalty"])
    [collected] = scene.of_type("resources")
    seat = collected["seat"]
    before, after = scene.before.units[seat], scene.after.units[seat]
    assert before.sector == 7 and "general" in before.specialists
    assert dict(scene.before.board.sectors[7].penalty) == {COURAGE: 1}
    courage = _counted(after, COURAGE)
    assert courage >= 1 and collected["courage"] == courage  # every courage result counted, none removed
    assert after.courage == before.courage + courage


# ----------------------------------------------------------------------------- sector 8


def test_sector_8_removes_3_star_results_from_the_final_count_not_stars_from_the_card() -> None:
    """it: "Settore 8: Ricorda che la penalità si assegna solo al Conteggio Finale (non perdi 3
    stelle per turno, semplicemente perdi 3 risultati stella nel conteggio)" (DDM-34)."""
    scene = load_scene("juno-8-star-penalty", SCENES["juno-8-star-penalty"])
    [collected] = scene.of_type("resources")
    seat = collected["seat"]
    before, after = scene.before.units[seat], scene.after.units[seat]
    assert before.sector == 8
    stars = _counted(after, STAR)
    assert stars >= 2 and collected["stars"] == max(0, stars - 3)
    assert after.stars == before.stars + max(0, stars - 3)  # the card's stars are never touched


# ----------------------------------------------------------------------------- sector 11


def test_four_results_of_a_kind_in_sector_11_cost_3_soldiers() -> None:
    """it: "Settore 11: Se ottieni 4 risultati di uno stesso tipo nel tuo Conteggio Finale,
    predi 3 soldati. Se ottieni 5 o 6 risultati di uno stesso tipo, comunque perderai i
    soldati" (DDM-28): casualties, suffered in Phase 2."""
    scene = load_scene("juno-11-four-of-a-kind", SCENES["juno-11-four-of-a-kind"])
    [loss] = scene.of_type("four-of-a-kind")
    seat = loss["seat"]
    before, after = scene.before.units[seat], scene.after.units[seat]
    assert loss["soldiers"] == -3 and before.sector == 11
    assert max(before.dice.count(face) for face in set(before.dice)) >= 4
    [casualties] = [e for e in scene.of_type("casualties") if e["cause"] == "four of a kind in sector 11"]
    medic = "medic" in before.specialists
    assert casualties["count"] == (2 if medic else 3)
    lost = sum(e["count"] for e in scene.of_type("soldiers-lost") if e["seat"] == seat)
    [collected] = scene.of_type("resources")
    # the loss is taken at once, or left to the unit to share (soldiers or specialists)
    assert lost + after.casualties == casualties["count"]
    assert collected["seat"] == seat and scene.events.index(collected) < scene.events.index(loss)


# ----------------------------------------------------------------------------- sector 13


def test_the_first_unit_into_sector_13_finds_the_flame_thrower_free() -> None:
    """it: "Settore 13: Il Flame-Thrower può essere trovato solo in questo settore. Viene
    trovato gratuitamente dalla prima unità che vi entra" (DDM-26)."""
    scene = load_scene("juno-13-flame-thrower", SCENES["juno-13-flame-thrower"])
    [found] = scene.of_type("find")
    seat = found["seat"]
    before, after = scene.before.units[seat], scene.after.units[seat]
    assert scene.move.action == "move 13" and after.sector == 13 and found["free"]
    assert "flame-thrower" in after.items and "flame-thrower" not in before.items
    assert after.item_points == before.item_points  # free: no Item Point spent
    assert "flame-thrower" not in scene.before.reserve and "flame-thrower" not in scene.after.reserve


def test_the_flame_thrower_is_never_offered_for_item_points_outside_sector_13() -> None:
    """it: "... e non sarà più disponibile su questa mappa, quindi piazza il Flame-Thrower a
    fianco della Riserva Comune all'inizio del gioco" (DDM-26): a unit with its 20 Item Points
    finds another item."""
    scene = load_scene("juno-flame-thrower-not-in-reserve", SCENES["juno-flame-thrower-not-in-reserve"])
    seat = scene.seat
    unit = scene.before.units[seat]
    assert scene.seat != CHANCE and unit.item_points >= FLAME_THROWER_COST and unit.sector != 13
    offered = {a.text for a in scene.before.legal_actions(seat)}
    assert scene.move.action in offered and "find flame-thrower" not in offered
    assert "flame-thrower" not in scene.before.reserve
    assert not any("flame-thrower" in u.items for u in scene.before.units)
