"""Sword Beach's sector rules in real games: heuristic-bot games from the set-up, kept as
records with every die pinned (record_scenes.py), replayed to the move where the rule acts.

es "Mapa de Batalla N-06 : SWORD BEACH"; it pp. 18-19 "Mappa N.06: SWORD BEACH" (DDM-42 ..
DDM-49). The hand-placed tests of each rule are in test_dday_map_sword.py and
test_dday_binoculars_gaps.py.

Left alone, a solo unit climbs 1 -> 4 -> 7: the scenes of sector 5 and of the Binoculars
steer it (test_dday_scenes_juno.steer: a policy that only picks among the legal actions).
"""

from __future__ import annotations

from record_scenes import Policy, Predicate, SceneSpec, first_moment, load_scene
from test_dday_scenes_juno import steer

from meeple.engine.core import CHANCE, Event
from meeple.engine.record import MoveRecord
from meeple.games.dday_dice import random_sectors
from meeple.games.dday_dice.actions import DdAction
from meeple.games.dday_dice.dice import COURAGE, SKULL, STAR
from meeple.games.dday_dice.phases import SUPPLY, UPKEEP
from meeple.games.dday_dice.state import DdState
from meeple.games.dday_dice.unit import Unit

MAP = "sword-beach"
SWORD = {"map": MAP}
LIEUTENANT_COST = 4  # cards.toml, "lieutenant": 4 stars
RANDOM_SECTORS = (6, 7, 11)


# ----------------------------------------------------------------------------- predicates


def _virtual_skull_cancels(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
    """A unit in sector 4 whose Final Count has no skull cancels a die."""
    if move.by == "chance" or not move.action.startswith("cancel "):
        return False
    unit = before.units[int(move.by)]
    return unit.sector == 4 and SKULL not in unit.dice and not any(face == SKULL for face, _ in unit.extra)


def _lieutenant_in_5(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
    return any(e["type"] == "recruit" and e["specialist"] == "lieutenant" and e["how"] == "sector 5" for e in events)


def _recruit_with_stars_for_the_lieutenant(before: DdState, move: MoveRecord, events: list[Event],
                                           after: DdState) -> bool:
    """A unit with the Lieutenant's 4 stars recruits someone in Phase 3 (no one has the
    Lieutenant, no one lost it)."""
    if move.by == "chance" or not move.action.startswith("recruit "):
        return False
    unit = before.units[int(move.by)]
    return (before.phase == SUPPLY and unit.stars >= LIEUTENANT_COST
            and not any("lieutenant" in u.specialists or "lieutenant" in u.killed for u in before.units))


def _rolled(sector: int, binoculars: bool = False) -> Predicate:
    """The d6 of a random sector is rolled (or, ``binoculars``, changed with the Binoculars)."""
    def moment(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
        return any(e["type"] == "random-sector" and e["sector"] == sector and bool(e.get("binoculars")) == binoculars
                   for e in events)
    return moment


def _rolled_by_anyone(sector: int) -> Predicate:
    def moment(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
        return any(e["type"] == "random-sector" and e["sector"] == sector for e in events)
    return moment


def _enters_a_rolled_random_sector(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
    """A unit moves into a random sector another unit has already rolled."""
    return any(e["type"] == "move" and e["to"] in RANDOM_SECTORS and e["to"] in before.marks.rolls
               and before.units[e["seat"]].sector != e["to"] for e in events)


def _counted(unit: Unit, face: int) -> int:
    """The real dice of the Final Count showing ``face`` and not cancelled by a skull."""
    return sum(1 for d, f in enumerate(unit.dice) if f == face and not unit.cancelled[d])


def _collects_in_7_as_rolled(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
    """Phase 2 of a later turn in sector 7 rolled 2 (-1 courage) or 4 (+1 star); no extra
    result in the Final Count."""
    for e in events:
        if e["type"] != "resources":
            continue
        unit = after.units[e["seat"]]
        if unit.sector == 7 and before.marks.rolls.get(7) in (2, 4) and not unit.extra \
                and unit.marker >= 2 and (before.marks.rolls[7] == 4 or _counted(unit, COURAGE) >= 1):
            return True
    return False


def _medal_in_15(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
    return any(e["type"] == "sector-medal" and e["sector"] == 15 for e in events)


# ----------------------------------------------------------------------------- policies


def _binoculars_on_the_roll(state: DdState, seat: int, legal: list[DdAction]) -> DdAction | None:
    """Find the Binoculars (saving Item Points for them at sector 4), carry them into sector 7,
    and change its roll with them to a Trench; keep them for that roll (``done`` on any other
    die)."""
    unit = state.units[seat]
    texts = {a.text: a for a in legal}
    if unit.pending and unit.pending[0].startswith(random_sectors.PENDING + ":"):
        # a Trench (+1 star a turn), or High ground if the Trench was rolled
        return texts.get("use binoculars roll 4") or texts.get("use binoculars roll 6")
    if "binoculars" in unit.items and any(t.startswith("use binoculars") for t in texts):
        return texts.get("done") or next((a for t, a in texts.items() if not t.startswith("use binoculars")), None)
    return _to_7_with_binoculars(state, seat, legal)


def _no_binoculars(state: DdState, unit: Unit) -> bool:
    return "binoculars" not in unit.items


_to_7_with_binoculars: Policy = steer([4, 7], prefer=["find binoculars"], hold=_no_binoculars,
                                      save_points=_no_binoculars)


SCENES = {
    "sword-4-virtual-skull": SceneSpec(
        SWORD, 1, _virtual_skull_cancels, "Sword sector 4's skull cancels a die of a Final Count with no skull"),
    "sword-5-lieutenant": SceneSpec(
        SWORD, 1, _lieutenant_in_5, "the first unit into Sword sector 5 recruits the Lieutenant free",
        policy=steer([2, 5])),
    "sword-lieutenant-not-recruitable": SceneSpec(
        SWORD, 1, _recruit_with_stars_for_the_lieutenant,
        "a unit with 4 stars recruits in Phase 3: the Lieutenant is not offered"),
    "sword-6-roll": SceneSpec(SWORD, 1, _rolled(6), "the first unit into Sword sector 6 rolls its attribute"),
    "sword-7-roll": SceneSpec(SWORD, 1, _rolled(7), "the first unit into Sword sector 7 rolls its attribute"),
    "sword-11-roll": SceneSpec(SWORD, 1, _rolled(11), "the first unit into Sword sector 11 rolls its attribute"),
    "sword-random-second-entry": SceneSpec(
        SWORD, 4, _enters_a_rolled_random_sector, "a unit entering a random sector already rolled rolls nothing"),
    "sword-7-attribute-stays": SceneSpec(
        SWORD, 1, _collects_in_7_as_rolled,
        "Sword sector 7's rolled attribute (-1 courage or +1 star) acts on a later turn's Final Count"),
    "sword-binoculars-change-roll": SceneSpec(
        SWORD, 1, _rolled(7, binoculars=True), "the Binoculars change Sword sector 7's roll",
        policy=_binoculars_on_the_roll),
    "sword-15-medal": SceneSpec(
        SWORD, 1, _medal_in_15, "the first unit into Sword sector 15 wins a random medal"),
}


# ----------------------------------------------------------------------------- sector 4


def test_sector_4s_virtual_skull_cancels_a_die_of_a_count_without_skulls() -> None:
    """Sector 4's bonus is a skull (DDM-42): a result added to the Final Count, so it cancels a
    die ("Per ogni teschio ... 1 altro dado di sua scelta viene annullato") though no die shows
    a skull; es: "Como con todos los resultados "virtuales", la bonificación de Calavera no
    puede ser intercambiada con Teniente"."""
    scene = load_scene("sword-4-virtual-skull", SCENES["sword-4-virtual-skull"])
    seat = scene.seat
    before, after = scene.before.units[seat], scene.after.units[seat]
    assert scene.before.phase == UPKEEP and before.sector == 4 and SKULL not in before.dice
    [skull] = scene.of_type("skull")
    die = ("r1", "r2", "w1", "w2", "b1", "b2").index(skull["cancels"])
    assert not before.cancelled[die] and after.cancelled[die]
    assert sum(after.cancelled) == sum(before.cancelled) + 1


# ----------------------------------------------------------------------------- sector 5


def test_the_first_unit_into_sector_5_recruits_the_lieutenant_free() -> None:
    """it: "Settore 5: Il Lieutenant è reclutato gratuitamente dalla prima unità che vi entra"
    (DDM-43)."""
    scene = load_scene("sword-5-lieutenant", SCENES["sword-5-lieutenant"])
    [recruit] = scene.of_type("recruit")
    seat = recruit["seat"]
    before, after = scene.before.units[seat], scene.after.units[seat]
    assert scene.move.action == "move 5" and after.sector == 5 and recruit["stars"] == 0
    assert "lieutenant" not in before.specialists and "lieutenant" in after.specialists
    assert after.stars == before.stars  # free
    assert after.recruited_turn == before.recruited_turn  # not the turn's recruit
    assert 5 not in scene.before.marks.claimed and 5 in scene.after.marks.claimed  # once a game


def test_the_lieutenant_cannot_be_recruited_with_stars() -> None:
    """it: "Questo specialista non può essere reclutato da nessun'altra parte in questa mappa"
    (DDM-43): a unit with its 4 stars is offered the other unique specialists, not it."""
    scene = load_scene("sword-lieutenant-not-recruitable", SCENES["sword-lieutenant-not-recruitable"])
    seat = scene.seat
    unit = scene.before.units[seat]
    assert unit.stars >= LIEUTENANT_COST and unit.sector != 5
    assert "lieutenant" in scene.before.board.unique_specialists  # on Sword's list ("nel settore 5")
    offered = {a.text for a in scene.before.legal_actions(seat)}
    assert scene.move.action in offered and "recruit lieutenant" not in offered
    # the other unique specialists within the unit's stars are offered
    assert any(f"recruit {sp}" in offered for sp in scene.before.board.unique_specialists if sp != "lieutenant")


# ----------------------------------------------------------------------------- random sectors


def _check_first_roll(name: str, sector: int) -> None:
    scene = load_scene(name, SCENES[name])
    [rolled] = scene.of_type("random-sector")
    seat = rolled["seat"]
    assert scene.seat == CHANCE and scene.move.action == f"d6 {rolled['roll']}"
    assert scene.before.d6_queue[0] == (random_sectors.ROLL, seat)  # queued by the unit's move in
    assert scene.before.units[seat].sector == sector
    # the first unit in: nothing was rolled before, and no other unit has been there
    assert sector not in scene.before.marks.rolls
    assert not any(sector in u.visited for u in scene.before.units if u.seat != seat)
    # the sector's own six-line table, the line of the roll; the marker stays on the board
    table = random_sectors.table(MAP, sector)
    assert [o.roll for o in table] == [1, 2, 3, 4, 5, 6]
    assert rolled["attribute"] == table[rolled["roll"] - 1].name
    assert scene.after.marks.rolls[sector] == rolled["roll"]


def test_the_first_unit_into_sector_6_rolls_its_attribute_on_the_first_table() -> None:
    """it: "Settori 6, 7 e 11: SETTORI CASUALI: La prima volta che un'unità muove in uno di
    questi settori, tira un dado 1d6 e segue la relativa tabella degli attributi casuali"
    (DDM-44, DDM-45): sector 6's table is the first (Mortar fire ... Fields of glory)."""
    _check_first_roll("sword-6-roll", 6)
    assert random_sectors.table(MAP, 6)[0].name == "Mortar fire"


def test_the_first_unit_into_sector_7_rolls_its_attribute_on_the_second_table() -> None:
    """Sector 7's table is the second (Artillery barrage ... High ground) (DDM-44)."""
    _check_first_roll("sword-7-roll", 7)
    assert random_sectors.table(MAP, 7)[5].name == "High ground"


def test_the_first_unit_into_sector_11_rolls_its_attribute_on_the_third_table() -> None:
    """Sector 11's table is the third (Booby traps ... Rally point) (DDM-44)."""
    _check_first_roll("sword-11-roll", 11)
    assert random_sectors.table(MAP, 11)[0].name == "Booby traps"


def test_a_unit_entering_a_random_sector_already_rolled_rolls_nothing() -> None:
    """it: "L'attributo ottenuto per ogni settore rimarrà per tutto il resto del gioco. Per
    ricordarlo, piazza un segnalino numerico corrispondente al risultato del dado d6 nel
    settore" (DDM-45)."""
    scene = load_scene("sword-random-second-entry", SCENES["sword-random-second-entry"])
    [moved] = [e for e in scene.of_type("move") if e["to"] in RANDOM_SECTORS]
    seat, sector = moved["seat"], moved["to"]
    assert scene.after.units[seat].sector == sector
    assert not scene.of_type("random-sector-roll") and not scene.of_type("random-sector")
    assert (random_sectors.ROLL, seat) not in scene.after.d6_queue
    assert scene.after.marks.rolls == scene.before.marks.rolls  # the marker stays as it was
    if random_sectors.table(MAP, sector)[scene.before.marks.rolls[sector] - 1].name == "Fields of glory":
        # "Solo una onorificenza per gioco per settore": the first unit in had it
        assert sector in scene.before.marks.claimed and not scene.of_type("sector-medal")
        assert ("medal", seat) not in scene.after.card_queue
    # rolled earlier in the game, by another unit
    first = first_moment(scene.record, _rolled_by_anyone(sector))
    assert first is not None and first < scene.index
    assert scene.record.moves[first].by == "chance"


def test_sector_7s_rolled_attribute_acts_on_a_later_turns_final_count() -> None:
    """"L'attributo ottenuto per ogni settore rimarrà per tutto il resto del gioco": sector 7's
    "Soldati caduti: -1 coraggio per turno" or "Trincea: +1 stella per turno", counted in the
    Final Count like a printed penalty or bonus (DDM-48)."""
    scene = load_scene("sword-7-attribute-stays", SCENES["sword-7-attribute-stays"])
    [collected] = scene.of_type("resources")
    seat = collected["seat"]
    after = scene.after.units[seat]
    assert after.sector == 7 and after.marker >= 2 and not scene.of_type("random-sector")
    roll = scene.before.marks.rolls[7]
    if roll == 4:  # Trench
        assert collected["stars"] == _counted(after, STAR) + 1
    else:  # Fallen soldiers
        assert collected["courage"] == _counted(after, COURAGE) - 1


def test_the_binoculars_change_a_random_sectors_roll() -> None:
    """it: "(i Binoculars possono essere usati per cambiare il risultato del tiro)" (DDM-45): the
    sector takes the line of the new number; the Binoculars are used up."""
    scene = load_scene("sword-binoculars-change-roll", SCENES["sword-binoculars-change-roll"])
    [changed] = scene.of_type("random-sector")
    seat = changed["seat"]
    before, after = scene.before.units[seat], scene.after.units[seat]
    rolled = scene.before.marks.rolls[7]
    assert changed["roll"] != rolled and scene.move.action == f"use binoculars roll {changed['roll']}"
    assert scene.after.marks.rolls[7] == changed["roll"]
    assert changed["attribute"] == random_sectors.table(MAP, 7)[changed["roll"] - 1].name
    assert "binoculars" in before.items and "binoculars" not in after.items
    assert "binoculars" in scene.after.used


# ----------------------------------------------------------------------------- sector 15


def test_the_first_unit_into_sector_15_wins_a_random_medal() -> None:
    """it: "Settore 15: La prima unità ad entrare in questo settore automaticamente guadagna una
    onorificenza a caso. Solo una onorificenza per gioco per settore può essere guadagnata in
    questo modo" (DDM-47): a medal drawn from the deck, and the sector marked."""
    scene = load_scene("sword-15-medal", SCENES["sword-15-medal"])
    [medal] = scene.of_type("sector-medal")
    seat = medal["seat"]
    assert scene.move.action == "move 15" and scene.after.units[seat].sector == 15
    assert 15 not in scene.before.marks.claimed and 15 in scene.after.marks.claimed
    assert ("medal", seat) in scene.after.card_queue  # drawn at random by chance next
    assert not scene.before.units[seat].medals or scene.before.units[seat].medals == scene.after.units[seat].medals
