"""The scenario "Silence the Guns" in real games: heuristic-bot games from the set-up (some
choices forced by a policy), kept as records with every die pinned (record_scenes.py), replayed
to the move where the scenario's rule acts.

it 000 p. 21 "TACCIANO I CANNONI (un scenario per 2-4 giocatori)"; es 002 "SILENCIAR LOS
CAÑONES"; rulings DDM-65 .. DDM-79. Sword's sector n is n (S1..S16), Merville's is 20 + n
(M1..M14 = 21..34). The hand-placed tests of each rule are in test_dday_silence_the_guns.py.
"""

from __future__ import annotations

from record_scenes import Predicate, Scene, SceneSpec, load_scene

from meeple.engine.core import CHANCE, Event
from meeple.engine.record import MoveRecord, replay_record
from meeple.games.dday_dice import joined_maps, supply, windows
from meeple.games.dday_dice.actions import DdAction
from meeple.games.dday_dice.boards import build_board
from meeple.games.dday_dice.combat import FLAK_VEST
from meeple.games.dday_dice.movement import cost
from meeple.games.dday_dice.phases import MOVE
from meeple.games.dday_dice.specialists import MEDIC, has
from meeple.games.dday_dice.state import DdState
from meeple.games.dday_dice.unit import Unit

MAP = "silence-the-guns"
FOUR = {"map": MAP, "starts": "SMSM"}
#: One unit alone on Merville ("Se solo 1 unità inizia a Merville").
LONE_MERVILLE = {"map": MAP, "starts": "SSSM"}
M = 20  # Merville's offset
M8, M9, M14, S16 = M + 8, M + 9, M + 14, 16
SWORD, MERVILLE = build_board("sword-beach"), build_board("merville-battery")


# ----------------------------------------------------------------------------- helpers


def part(state: DdState, sector: int) -> str:
    return joined_maps.part_of(state.board, sector)


def texts(state: DdState, seat: int) -> set[str]:
    return {str(a) for a in state.legal_actions(seat)}


def started_on(state: DdState, unit: Unit) -> str:
    return joined_maps.start_part(state.board, unit)


def conquered(state: DdState, bunker: int) -> bool:
    return any(b == bunker for b, _seat in state.marks.conquered)


def phase4_choice(before: DdState, move: MoveRecord) -> bool:
    """A unit's own Phase 4 move (``move <n>`` or ``stay``)."""
    return (move.by != "chance" and before.phase == MOVE
            and (move.action.startswith("move ") or move.action == "stay"))


def fire_rolls(before: DdState, events: list[Event], sector: int) -> list[int]:
    """This Phase 5's machine-gun dice on ``sector``, this move's included."""
    return before.mgf_rolls.get(sector, []) + [int(e["die"]) for e in events
                                               if e["type"] == "mgf" and e["sector"] == sector]


def plain_fire(before: DdState, seat: int) -> bool:
    """Whether the unit's combat loss is just DEF + MGF: no card cut or zeroed the DEF, no Flak
    Vest, no Medic's save, no vehicle, no Sword fire die, not a bunker."""
    unit = before.units[seat]
    return (before.def_cut.get(unit.sector, 0) == 0 and unit.sector not in before.def_zero
            and FLAK_VEST not in unit.flags and not has(unit, MEDIC) and not unit.vehicles
            and before.marks.fire.get(seat, 0) == 0 and not before.board.is_bunker(unit.sector))


def combat_losses(before: DdState, events: list[Event]) -> list[tuple[int, int, int]]:
    """(seat, casualties, printed DEF + MGF) of each unit that fought this move with a plain fire."""
    out = []
    for e in events:
        if e["type"] == "casualties" and str(e["cause"]).startswith("fell in combat") and plain_fire(before, e["seat"]):
            unit = before.units[e["seat"]]
            printed = before.board.def_for(unit.sector, unit.marker)
            out.append((e["seat"], int(e["count"]), printed + sum(fire_rolls(before, events, unit.sector))))
    return out


# ----------------------------------------------------------------------------- moments


def _recruits_own_maps_specialist(start: str) -> Predicate:
    """A unit that started on ``start`` recruits a regular specialist of its own map only."""
    own, other = (SWORD, MERVILLE) if start == "S" else (MERVILLE, SWORD)

    def moment(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
        return any(
            e["type"] == "recruit" and started_on(before, before.units[e["seat"]]) == start
            and e["specialist"] in own.regular_specialists and e["specialist"] not in other.regular_specialists
            for e in events
        )
    return moment


def _finds_extra_item(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
    """A unit finds the Bazooka or the Gammon Bomb (on neither map's list)."""
    return any(e["type"] == "find" and e["item"] in ("bazooka", "gammon-bomb") for e in events)


def _finds_other_maps_item(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
    """A unit on Merville finds one of Sword's special items (not on Merville's list)."""
    return any(
        e["type"] == "find" and part(before, before.units[e["seat"]].sector) == "M"
        and e["item"] in SWORD.special_items and e["item"] not in MERVILLE.special_items
        for e in events
    )


def _sword_under_mortar_fire(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
    """Phase 5 before anyone has been in M8: a Sword unit loses its DEF + 1 + MGF, a Merville
    unit its DEF + MGF."""
    if joined_maps.mortar_silenced(before):
        return False
    losses = combat_losses(before, events)
    on = {part(before, before.units[seat].sector): (count, plain) for seat, count, plain in losses}
    return ("S" in on and on["S"][0] == on["S"][1] + 1 and on["S"][1] > 0
            and "M" in on and on["M"][0] == on["M"][1])


def _mortar_silenced_this_turn(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
    """The Phase 5 of the turn a unit first entered M8: a Sword unit loses its printed DEF + MGF."""
    in_m8 = [u for u in before.units if u.active and u.sector == M8 and u.marker == 1]
    first = sum(M8 in u.visited for u in before.units) == len(in_m8)
    return bool(in_m8) and first and any(
        part(before, before.units[seat].sector) == "S" and count == plain > 0
        for seat, count, plain in combat_losses(before, events)
    )


def _crosses(start: str) -> Predicate:
    """A unit crosses the junction from map ``start`` to the other (not the bunkers' way)."""
    def moment(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
        return any(
            e["type"] == "move" and part(before, before.units[e["seat"]].sector) == start
            and part(before, e["to"]) != start and not e["bunker"]
            for e in events
        )
    return moment


def _never_back(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
    """A unit that crossed, on the new map's top row, with the courage to advance, makes its
    Phase 4 move: the sector across that it has never been in is not offered."""
    if not phase4_choice(before, move):
        return False
    unit = before.units[int(move.by)]
    board = before.board
    back = [e for e in board.exits.get(unit.sector, ())
            if joined_maps.crosses(board, unit, e.to) and e.to not in unit.visited and unit.courage >= cost(unit, e)]
    return (part(before, unit.visited[0]) != part(before, unit.sector) and bool(back)
            and all(f"move {e.to}" not in texts(before, unit.seat) for e in back))


def _sword_bunker_closed(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
    """A unit beside Sword's bunker with the courage to enter makes its Phase 4 move while
    Merville's bunker is not yet conquered."""
    if not phase4_choice(before, move) or conquered(before, M14):
        return False
    unit = before.units[int(move.by)]
    into = [e for e in before.board.exits.get(unit.sector, ()) if e.to == S16]
    return bool(into) and unit.courage >= cost(unit, into[0]) and f"move {S16}" not in texts(before, unit.seat)


def _enters_sword_bunker(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
    """The first unit into Sword's bunker, from Sword's top row."""
    return any(e["type"] == "move" and e["to"] == S16 and part(before, before.units[e["seat"]].sector) == "S"
               for e in events) and not any(S16 in u.visited for u in before.units)


def _from_merville_bunker_into_swords(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
    """A unit that went on from Merville's bunker enters Sword's."""
    return any(e["type"] == "move" and e["to"] == S16 and before.units[e["seat"]].sector == M14 for e in events)


def _carrier_pigeon_across(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
    """A unit gives a resource to a unit on the other map."""
    return any(
        e["type"] == "give" and part(before, before.units[e["seat"]].sector) != part(before, before.units[e["to"]].sector)
        for e in events
    )


def _mortar_across(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
    """A unit plays the Mortar on a sector of the other map where a unit fights."""
    return move.by != "chance" and any(
        e["type"] == "mgf-prevented" and e["by"] == "mortar"
        and part(before, e["sector"]) != part(before, before.units[int(move.by)].sector)
        and any(u.active and u.sector == e["sector"] for u in before.units)
        for e in events
    )


def _free_find_in_m9(item: str) -> Predicate:
    def moment(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
        return any(e["type"] == "find" and e.get("free") and e["item"] == item and e.get("sector") == M9 for e in events)
    return moment


# ----------------------------------------------------------------------------- policies


def _pick(legal: list[DdAction], wanted: str) -> DdAction | None:
    return next((a for a in legal if str(a) == wanted), None)


def _pigeon(state: DdState, seat: int, legal: list[DdAction]) -> DdAction | None:
    """Find the Carrier Pigeon, fly it, and send a soldier (or courage) to a unit on the other map."""
    unit = state.units[seat]
    for wanted in ("find carrier-pigeon", "use carrier-pigeon"):
        action = _pick(legal, wanted)
        if action is not None and (wanted.startswith("find") or any(
                u.active and part(state, u.sector) != part(state, unit.sector) for u in state.units)):
            return action
    for other in state.units:
        if other.active and part(state, other.sector) != part(state, unit.sector):
            for what in ("soldier", "courage"):
                action = _pick(legal, f"give {other.seat} {what}")
                if action is not None:
                    return action
    return None


def _mortar_policy(state: DdState, seat: int, legal: list[DdAction]) -> DdAction | None:
    """Find the Mortar; play it across the junction when it may."""
    unit = state.units[seat]
    action = _pick(legal, "find mortar")
    if action is not None:
        return action
    for a in legal:
        if str(a).startswith("use mortar "):
            target = int(str(a).split()[2])
            if part(state, target) != part(state, unit.sector) and any(
                    u.active and u.sector == target for u in state.units):
                return a
    return None


def _to_m9(state: DdState, seat: int, legal: list[DdAction]) -> DdAction | None:
    """A Merville unit finds the Wirecutters, cuts the wire beside M9 and goes in."""
    unit = state.units[seat]
    if part(state, unit.sector) != "M":
        return None
    for wanted in (f"move {M9}", "find wirecutters"):
        action = _pick(legal, wanted)
        if action is not None:
            return action
    if any(e.to == M9 for e in state.board.exits.get(unit.sector, ())):
        return _pick(legal, "use wirecutters")
    return None


SCENES = {
    "stg-sword-start-recruits": SceneSpec(
        FOUR, 4, _recruits_own_maps_specialist("S"),
        "a unit that started on Sword recruits a regular specialist of Sword's hand only"),
    "stg-merville-start-recruits": SceneSpec(
        FOUR, 4, _recruits_own_maps_specialist("M"),
        "a unit that started on Merville recruits a regular specialist of Merville's hand only"),
    "stg-reserve-extra-item": SceneSpec(
        FOUR, 4, _finds_extra_item, "the Bazooka or the Gammon Bomb, added to the one reserve, is found"),
    "stg-reserve-other-maps-item": SceneSpec(
        FOUR, 4, _finds_other_maps_item, "a unit on Merville finds one of Sword's special items"),
    "stg-sword-def-plus-one": SceneSpec(
        FOUR, 4, _sword_under_mortar_fire,
        "Phase 5 before anyone reached M8: Sword's units fight DEF + 1, Merville's the printed DEF"),
    "stg-mortar-silenced": SceneSpec(
        FOUR, 4, _mortar_silenced_this_turn,
        "the Phase 5 of the turn a unit first entered M8: Sword's units fight the printed DEF"),
    "stg-cross-sword-to-merville": SceneSpec(
        FOUR, 4, _crosses("S"), "a unit advances from Sword's top row into Merville's, paying 3 courage"),
    "stg-cross-merville-to-sword": SceneSpec(
        FOUR, 4, _crosses("M"), "a unit advances from Merville's top row into Sword's, paying 3 courage"),
    "stg-never-back": SceneSpec(
        FOUR, 4, _never_back, "a unit that crossed is not offered the sector across the junction"),
    "stg-sword-bunker-closed": SceneSpec(
        FOUR, 4, _sword_bunker_closed, "beside Sword's bunker, with the courage, before M14 is conquered: no entry"),
    "stg-sword-bunker-opens": SceneSpec(
        FOUR, 4, _enters_sword_bunker, "the first unit into Sword's bunker, once M14 is conquered"),
    "stg-go-on-into-swords-bunker": SceneSpec(
        FOUR, 4, _from_merville_bunker_into_swords,
        "a unit that chose to go on from Merville's bunker advances into Sword's, paying 4 courage",
        seeds=(14,)),  # the shortest record of the first 15 games (seed 1: 1,288 moves)
    "stg-carrier-pigeon-across": SceneSpec(
        FOUR, 4, _carrier_pigeon_across, "a unit with the Carrier Pigeon gives to a unit on the other map",
        policy=_pigeon),
    "stg-mortar-across": SceneSpec(
        FOUR, 4, _mortar_across, "the Mortar on a top row prevents the MGF of a sector of the other map, where a unit fights",
        policy=_mortar_policy),
    "stg-lone-merville-lamp": SceneSpec(
        LONE_MERVILLE, 4, _free_find_in_m9("signalling-lamp"),
        "the only unit that started on Merville finds the Signalling Lamp in M9 (Merville's solo rules)",
        policy=_to_m9),
    "stg-two-merville-amphetamines": SceneSpec(
        FOUR, 4, _free_find_in_m9("amphetamines"),
        "with two units started on Merville, the Amphetamines lie in M9", policy=_to_m9),
}


def scene(name: str) -> Scene:
    return load_scene(name, SCENES[name])


# ----------------------------------------------------------------------------- the set-up


def test_each_unit_starts_on_the_map_its_player_chose_and_recruits_that_maps_specialists() -> None:
    """it: "I giocatori scelgono con che mappa iniziare (almeno un giocatore per mappa), le quali
    determinano i loro specialisti regolari" (DDM-68). With ``starts=SMSM`` units 0 and 2 start
    on S1, units 1 and 3 on M2; in the first Phase 3 a Sword unit recruits the Veteran (Sword's
    hand only), a Merville unit the Paratrooper (Merville's hand only)."""
    for name, seat, own, other in (("stg-sword-start-recruits", 2, "veteran", "paratrooper"),
                                   ("stg-merville-start-recruits", 1, "paratrooper", "veteran")):
        sc = scene(name)
        assert [u.visited[0] for u in sc.before.units] == [1, M + 2, 1, M + 2]
        assert sc.before.turn == 1 and sc.seat == seat
        [recruit] = sc.of_type("recruit")
        assert recruit["specialist"] == own
        unit_before, unit = sc.before.units[seat], sc.after.units[seat]
        assert own in unit.specialists and own not in unit_before.specialists
        assert unit.stars == unit_before.stars - recruit["stars"]
        offered = texts(sc.before, seat)
        assert f"recruit {own}" in offered and f"recruit {other}" not in offered
        # each seat's hand is its own map's: the other map's units never hold this specialist
        for u in sc.before.units:
            start_on_own_map = started_on(sc.before, u) == started_on(sc.before, unit_before)
            assert (own in supply.hand(sc.before, u)) == start_on_own_map or own in u.specialists


def test_one_common_reserve_serves_both_maps() -> None:
    """it: "Tutti gli oggetti e gli specialisti unici di entrambe le mappe sono aggiunti alla
    stessa Riserva Comune" (DDM-70). A Merville unit on M13 finds Sword's Pocket Bible, which
    leaves the one reserve; a Merville unit on M2 is offered Sword's unique Messenger."""
    sc = scene("stg-reserve-other-maps-item")
    [found] = sc.of_type("find")
    seat, item = found["seat"], found["item"]
    unit_before, unit = sc.before.units[seat], sc.after.units[seat]
    assert started_on(sc.before, unit_before) == "M" and unit_before.sector == M + 13
    assert item in SWORD.special_items and item not in MERVILLE.special_items
    assert item in sc.before.reserve and item not in sc.after.reserve and item in unit.items
    assert unit.item_points == unit_before.item_points - found["item_points"]
    # the unique specialists too: Sword's Messenger is offered to a unit that started on Merville
    rec = scene("stg-merville-start-recruits")
    assert "messenger" in SWORD.unique_specialists and "messenger" not in MERVILLE.unique_specialists
    assert rec.before.units[rec.seat].sector == M + 2 and "recruit messenger" in texts(rec.before, rec.seat)


def test_the_bazooka_and_the_gammon_bomb_are_added_to_the_common_reserve() -> None:
    """it: "Si raccomanda di aggiungere anche questi 2 oggetti speciali alla Riserva Comune:
    Bazooka e Gammon Bomb" (DDM-70: the engine adds them). A unit finds the Gammon Bomb,
    on neither map's list."""
    sc = scene("stg-reserve-extra-item")
    [found] = sc.of_type("find")
    seat, item = found["seat"], found["item"]
    assert item not in SWORD.special_items and item not in MERVILLE.special_items
    assert item in sc.before.reserve and item not in sc.after.reserve
    assert item in sc.after.units[seat].items
    assert found["item_points"] > 0, "bought with item points, as any reserve item"
    assert sc.after.units[seat].item_points == sc.before.units[seat].item_points - found["item_points"]


# ----------------------------------------------------------------------------- Sword under mortar fire


def test_swords_sectors_fight_at_def_plus_1_until_a_unit_occupies_merville_8() -> None:
    """it: "Sword Beach è sotto il fuoco di mortaio: tutti i suoi settori hanno un DEF +1 fin
    quando un'unità occuperà il settore 8 di Merville" (DDM-69). The first Phase 5: the Sword
    units in S3 lose S3's DEF 3 + 1, the Merville units in M5 M5's DEF 2 (no MGF rolled)."""
    sc = scene("stg-sword-def-plus-one")
    assert not any(M8 in u.visited for u in sc.before.units)
    losses = {e["seat"]: e["count"] for e in sc.of_type("casualties")}
    assert losses == {0: 4, 1: 2, 2: 4, 3: 2}
    for seat, count in losses.items():
        unit = sc.before.units[seat]
        printed = SWORD.def_for(unit.sector, unit.marker) if unit.sector <= 16 else \
            MERVILLE.def_for(unit.sector - M, unit.marker)
        mgf = sum(fire_rolls(sc.before, sc.events, unit.sector))
        on_sword = part(sc.before, unit.sector) == "S"
        assert count == printed + mgf + (1 if on_sword else 0)
        assert sc.after.units[seat].casualties == sc.before.units[seat].casualties + count


def test_the_mortar_falls_silent_once_a_unit_occupies_merville_8_that_turns_fire_included() -> None:
    """"... fin quando un'unità occuperà il settore 8 di Merville (per distruggere il mortaio)"
    (DDM-69: from that moment, the same turn's Phase 5 included). Unit 3 has just entered M8;
    the Sword units in S6 lose S6's printed DEF + MGF, no +1."""
    sc = scene("stg-mortar-silenced")
    entrant = sc.before.units[3]
    assert entrant.sector == M8 and entrant.marker == 1 and entrant.visited[-1] == M8
    assert [u.seat for u in sc.before.units if M8 in u.visited] == [3]
    assert joined_maps.mortar_silenced(sc.before)
    sword_losses = [e for e in sc.of_type("casualties") if part(sc.before, e["sector"]) == "S"]
    assert {e["seat"] for e in sword_losses} == {0, 2}
    for e in sword_losses:
        unit = sc.before.units[e["seat"]]
        assert e["count"] == SWORD.def_for(unit.sector, unit.marker) + sum(fire_rolls(sc.before, sc.events, unit.sector))


# ----------------------------------------------------------------------------- the junction


def test_a_unit_crosses_between_the_top_rows_as_an_advance_paying_the_rows_courage() -> None:
    """it: "Le righe superiori delle mappe sono considerate adiacenti. Il movimento tra le 2
    mappe è possibile (come un normale avanzamento, pagando il costo in coraggio come scritto
    sulla riga)" (DDM-67). A Sword unit advances S12 -> M13, a Merville unit M12 -> S15, each
    paying 3 courage; entering S15 it gets Sword's sector medal, the entered map's rules."""
    for name, frm, to in (("stg-cross-sword-to-merville", 12, M + 13), ("stg-cross-merville-to-sword", M + 12, 15)):
        sc = scene(name)
        [moved] = sc.of_type("move")
        seat = moved["seat"]
        unit_before, unit = sc.before.units[seat], sc.after.units[seat]
        assert (unit_before.sector, unit.sector, moved["to"]) == (frm, to, to)
        assert part(sc.before, frm) != part(sc.before, to)
        [way] = [e for e in sc.before.board.exits[frm] if e.to == to]
        assert way.forward and way.courage == 3
        assert moved["courage_spent"] == 3 and unit.courage == unit_before.courage - 3
        assert unit.marker == 1 and unit.visited[-1] == to
    assert scene("stg-cross-merville-to-sword").of_type("sector-medal")[0]["sector"] == 15


def test_a_unit_that_crossed_never_goes_back_to_the_map_it_left() -> None:
    """it: "ricorda che le unità non possono ritirarsi: un'unità che muove da Merville a Sword
    non può tornare a Merville!" (DDM-71). Unit 2 started on Sword and crossed S12 -> M13; in
    M13 with 4 courage, S13 across the junction (an advance of 3, never visited) is not
    offered: it moves along M13's row or stays."""
    sc = scene("stg-never-back")
    unit = sc.before.units[sc.seat]
    assert started_on(sc.before, unit) == "S" and unit.sector == M + 13 and 12 in unit.visited
    assert 13 not in unit.visited and unit.courage >= 3
    assert any(e.to == 13 and e.forward for e in sc.before.board.exits[M + 13])
    assert texts(sc.before, sc.seat) == {f"move {M + 12}", "stay"}
    assert sc.after.units[sc.seat].sector == M + 13


# ----------------------------------------------------------------------------- the bunkers


def test_swords_bunker_is_closed_until_someone_has_entered_merville_s_bunker() -> None:
    """it: "il bunker di Sword Beach è sotto il fuoco protettivo: non si può avere accesso fin
    quando qualcuno riuscirà ad entrare nel bunker di Merville (per distruggere i cannoni)"
    (DDM-72). Unit 2 in S13 with 7 courage (S16 costs 4) is not offered S16 while M14 is not
    conquered; the same moment with M14 conquered, it would be."""
    sc = scene("stg-sword-bunker-closed")
    unit = sc.before.units[sc.seat]
    assert unit.sector == 13 and unit.courage >= 4 and not conquered(sc.before, M14)
    assert any(e.to == S16 for e in sc.before.board.exits[13])
    offered = texts(sc.before, sc.seat)
    assert f"move {S16}" not in offered and {"move 12", "move 14", f"move {M + 13}", "stay"} <= offered
    opened = sc.before.clone()
    opened.marks.conquered.append((M14, 1))
    opened._who = None
    assert f"move {S16}" in texts(opened, sc.seat)


def test_swords_bunker_opens_once_merville_s_bunker_is_conquered() -> None:
    """The first unit into S16 enters after unit 3 conquered M14 (DDM-72), paying S16's 4 courage."""
    sc = scene("stg-sword-bunker-opens")
    assert (M14, 3) in sc.before.marks.conquered
    [moved] = sc.of_type("move")
    unit_before, unit = sc.before.units[moved["seat"]], sc.after.units[moved["seat"]]
    assert (unit_before.sector, unit.sector) == (13, S16) and moved["bunker"]
    assert moved["courage_spent"] == 4 and unit.courage == unit_before.courage - 4


def test_a_unit_that_goes_on_from_merville_s_bunker_advances_into_swords_bunker() -> None:
    """it: "I bunker sono adiacenti: una volta che un'unità è entrata nel bunker di Merville, può
    decidere di rimanere in gioco ed entrare nel bunker di Sword o può scegliere di abbandonare
    il gioco" (DDM-73). Unit 3 (started on Merville) survived its Phase 5 in M14, was asked
    ``go-on`` or ``retire`` and went on; turns later it advances M14 -> S16 paying S16's 4 courage."""
    sc = scene("stg-go-on-into-swords-bunker")
    seat = sc.seat
    [k] = [i for i, m in enumerate(sc.record.moves) if m.action == "go-on"]
    assert str(sc.record.moves[k].by) == str(seat)
    at_choice = replay_record(sc.record.model_copy(update={"moves": sc.record.moves[:k]}), settle_chance=False).state
    assert isinstance(at_choice, DdState)
    assert at_choice.units[seat].sector == M14 and texts(at_choice, seat) == {"go-on", "retire"}
    unit_before, unit = sc.before.units[seat], sc.after.units[seat]
    assert started_on(sc.before, unit_before) == "M" and (M14, seat) in sc.before.marks.conquered
    assert unit_before.sector == M14 and unit_before.active and not unit_before.safe
    assert texts(sc.before, seat) == {f"move {S16}", "stay"}
    [moved] = sc.of_type("move")
    assert moved["to"] == S16 and moved["bunker"] and moved["courage_spent"] == 4
    assert unit.sector == S16 and unit.courage == unit_before.courage - 4


# ----------------------------------------------------------------------------- cards across the maps


def test_the_carrier_pigeon_trades_between_the_maps() -> None:
    """it: "Il Carrier Pigeon permette alle unità di scambiare risorse tra mappe" (DDM-76). One of
    two units on different maps flew the Carrier Pigeon; a soldier goes across the maps."""
    sc = scene("stg-carrier-pigeon-across")
    [gift] = sc.of_type("give")
    giver, taker = gift["seat"], gift["to"]
    maps = {part(sc.before, sc.before.units[seat].sector) for seat in (giver, taker)}
    assert maps == {"S", "M"}
    [flyer] = [seat for seat in (giver, taker) if "carrier-pigeon" in sc.before.units[seat].flags]
    assert sc.after.units[giver].soldiers == sc.before.units[giver].soldiers - 1
    assert sc.after.units[taker].soldiers == sc.before.units[taker].soldiers + 1
    grounded = sc.before.clone()
    grounded.units[flyer].flags.remove("carrier-pigeon")
    assert grounded.units[taker] not in windows.trade_partners(grounded, grounded.units[giver]), \
        "without the pigeon, no trade between the maps"


def test_the_mortar_played_on_a_top_row_prevents_the_fire_on_the_other_map() -> None:
    """it: "Il Mortar può essere giocato sull'ultima riga di una mappa per avere effetto
    sull'altra" (DDM-76). Unit 2 on S12 plays the Mortar on M13 across the junction, where unit 3
    fights: M13's machine-gun fire is not rolled this turn."""
    sc = scene("stg-mortar-across")
    [prevented] = sc.of_type("mgf-prevented")
    user = sc.before.units[sc.seat]
    assert user.sector == 12 and prevented["sector"] == M + 13 and prevented["by"] == "mortar"
    assert sc.before.board.sectors[M + 13].mgf > 0 and sc.before.units[3].sector == M + 13
    assert "mortar" in user.items and "mortar" not in sc.after.units[sc.seat].items
    assert M + 13 in sc.after.mgf_off and M + 13 not in sc.before.mgf_off
    # the window closes (every unit done): the fire is rolled, but not on M13
    rest = sc.after.clone()
    while rest.current_players() and rest.current_players() != [CHANCE]:
        seat = rest.current_players()[0]
        rest.apply(seat, next(a for a in rest.legal_actions(seat) if str(a) == "done"))
    assert rest.current_players() == [CHANCE]
    assert ("mgf", M + 13) not in rest.d6_queue
    assert ("mgf", M + 12) in rest.d6_queue, "unit 1's M12 next door is fired on as usual"


# ----------------------------------------------------------------------------- solo on Merville


def test_a_lone_unit_started_on_merville_plays_by_merville_s_solo_rules() -> None:
    """it: "Se solo 1 unità inizia a Merville, deve usare le regole per il gioco solitario di
    questa mappa" (DDM-75); Merville solo (es): "Debes reemplazar la Anfetamina en el Sector 9
    por la Lámpara de Señales". With starts SSSM, unit 3 cuts the wire into M9 and finds the
    Signalling Lamp free; with SMSM (two on Merville) the Amphetamines lie there."""
    for name, starts, found, absent in (
        ("stg-lone-merville-lamp", "SSSM", "signalling-lamp", "amphetamines"),
        ("stg-two-merville-amphetamines", "SMSM", "amphetamines", "signalling-lamp"),
    ):
        sc = scene(name)
        assert "".join(started_on(sc.before, u) for u in sc.before.units) == starts
        [find] = sc.of_type("find")
        unit_before, unit = sc.before.units[find["seat"]], sc.after.units[find["seat"]]
        assert started_on(sc.before, unit_before) == "M" and unit.sector == M9
        assert find["free"] and find["item"] == found and found in unit.items and absent not in unit.items
        assert unit.item_points == unit_before.item_points
        assert joined_maps.solo_rules(sc.before) == (found == "signalling-lamp")
