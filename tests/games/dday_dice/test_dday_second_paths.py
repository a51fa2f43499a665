"""Rules reached by a second path, with every die pinned. On Omaha Beach: a one-unit sector
whose occupant is about to leave, a vehicle handed into a bunker, a War Correspondent after a
Silver Star move or into a bunker, a unit that gains soldiers while it acts in Phase 3, a die
locked after the first roll that a Lieutenant swaps away, a Battle Cry with a Silver Star (DDM-17,
DDD-10, DDC-18, DDC-26, DDD-15, DDD-9, DDD-11, DDC-30). On the later maps: a Silver Star out of
a bunker, the Wirecutters of another unit, a climb rolled below the cliff, the spur between the
cliff's faces, the Binoculars on another sector's fire, a Grenade against cancelled guns, the
first into Merville's bunker going on (DDM-36, DDM-51, DDM-53, DDM-57, DDM-73, DDM-77, DDM-78,
DDM-29); and a Lucky Charm as a way out, a Military Medal in Phase 3, the Victoria Cross's dice
and the Purple Heart on Sword Beach (DDD-16, DDE-12, DDC-22, DDM-43). Rules version 10.
"""

from __future__ import annotations

from dday_helpers import act, chance, legal, new_map_game, place_before_upkeep as place, roll_if_locking as roll, skip
from meeple.engine.core import CHANCE
from meeple.games.dday_dice import vehicles
from meeple.games.dday_dice.bunkers import bunker_points
from meeple.games.dday_dice.medals import SILVER_STAR_FLAG
from meeple.games.dday_dice.phases import COMBAT, FINAL_COUNT, MOVE, SUPPLY
from meeple.games.dday_dice.state import DdState
from meeple.games.dday_dice.unit import Unit

OMAHA = "omaha-beach"
#: No RWB, no full set, no skull: +2 soldiers, 3 Item Points, +1 courage, +1 star.
QUIET = ("soldier", "soldier", "tool", "tool", "courage", "star")


def omaha(players: int, *where: tuple[int, tuple[int, ...], int]) -> DdState:
    """A game on Omaha Beach; unit ``i`` in sector ``where[i][0]``, come by ``where[i][1]``,
    showing ``where[i][2]`` chevrons before Phase 2 (3: it must move this turn), with 10
    soldiers and 6 courage."""
    state = new_map_game(OMAHA, players)
    for seat, (sector, visited, marker) in enumerate(where):
        place(state, seat, sector, visited, marker)
        state.units[seat].soldiers, state.units[seat].courage = 10, 6
    return state


def to_phase_4(state: DdState) -> None:
    roll(state, *([QUIET] * len(state.units)))
    skip(state, MOVE)


# ------------------------------------------------------------ a one-unit sector's occupant


def test_a_unit_that_must_move_waits_for_the_occupant_of_the_one_unit_sector_it_needs() -> None:
    """DDM-17: "the occupant's move out is resolved first, so the sector is free for one unit
    entering in that same phase ("deve prima uscire")". Unit 0 in 6 (7 visited) must move and
    can only go to 8, held by unit 1, which must leave for 9: unit 0 is not lost, it waits."""
    state = omaha(2, (6, (2, 4, 7), 3), (8, (2, 5), 3))
    to_phase_4(state)
    first, occupant = state.units
    assert first.must_move and occupant.must_move and not first.lost
    assert state.current_players() == [1] and legal(state, 1) == {"move 9"}
    act(state, "move 9", 1)
    chance(state, "d6 1")  # the minefield between 8 and 9
    assert state.current_players() == [0] and "move 8" in legal(state, 0)
    act(state, "move 8", 0)
    assert (first.sector, occupant.sector) == (8, 9)


def test_a_unit_waiting_for_a_one_unit_sector_is_lost_if_its_occupant_stays() -> None:
    """DDD-10, DDD-16: the occupant need not leave; if it stays, the unit that had no other way
    out is lost then ("had to leave ... and could not")."""
    state = omaha(2, (6, (2, 4, 7), 3), (8, (2, 5), 0))
    to_phase_4(state)
    first, occupant = state.units
    assert not first.lost and state.current_players() == [1]
    act(state, "stay", 1)
    assert first.lost and occupant.sector == 8 and state.result == "defeat"


# ------------------------------------------------------------ vehicles never in a bunker


def test_no_vehicle_is_handed_to_a_unit_in_the_bunker() -> None:
    """"I veicoli non possono mai ... entrare in un bunker" (DDC-18): with a Carrier Pigeon, a
    unit may trade with any unit, but its Tank is not offered to the unit that has just entered
    the bunker (its DEF stays the bunker's)."""
    state = omaha(2, (9, (2, 5, 8), 0), (9, (2, 5, 8), 0))
    giver = state.units[0]
    giver.vehicles.append("tank")
    state.vehicle_deck.remove("tank")
    to_phase_4(state)
    giver.flags.append("carrier-pigeon")
    act(state, "stay", 0)
    act(state, "move 10", 1)
    assert state.units[1].sector == 10
    chance(state, "d6 1", "d6 1")  # the machine guns of 9 and of the bunker
    assert state.phase == COMBAT and state.combat_stage == 1 and 0 in state.current_players()
    options = legal(state, 0)
    assert "give 1 soldier" in options and "give 1 tank" not in options
    assert giver.vehicles == ["tank"]


def test_a_vehicle_drawn_by_a_unit_in_a_bunker_is_left_at_once() -> None:
    """A unit still on the beach inside a bunker (it entered this turn) draws a vehicle: the
    vehicle cannot be there, it is abandoned at once (DDC-18, DDM-55's rule for climbing)."""
    state = omaha(1, (10, (2, 5, 8, 9), 0))
    unit = state.units[0]
    state.vehicle_deck.remove("jeep")
    events: list = []
    vehicles.receive(state, unit, "jeep", events)
    assert unit.vehicles == [] and state.abandoned == ["jeep"]
    assert [e["type"] for e in events] == ["vehicle", "abandon"]


# ------------------------------------------------------------ the War Correspondent


def test_the_war_correspondent_swaps_only_before_the_units_first_move() -> None:
    """DDC-26: the swap "is offered in Phase 4 to a unit that has not yet moved"; a Silver Star
    unit that has made its first move is no longer offered it."""
    state = omaha(2, (3, (1,), 0), (6, (2, 4), 0))
    unit = state.units[0]
    unit.specialists.append("war-correspondent")
    roll(state, QUIET, QUIET)
    unit.flags.append(SILVER_STAR_FLAG)
    skip(state, MOVE)
    assert "swap-sectors 1" in legal(state, 0)
    moves = sorted(t for t in legal(state, 0) if t.startswith("move "))
    act(state, moves[0], 0)
    assert not unit.moved, "the Silver Star's second move is still to make"
    assert "swap-sectors 1" not in legal(state, 0)


def test_a_unit_swapped_into_the_bunker_counts_as_entering_it_this_turn() -> None:
    """"Being the first unit to conquer a bunker" goes to every unit entering in the same turn
    (scoring); a unit the War Correspondent swaps into the bunker enters it this turn, so a unit
    that walks in the same turn is first too (DDC-26)."""
    state = omaha(3, (9, (2, 5, 8), 0), (7, (2, 4, 6), 0), (9, (2, 5, 8), 0))
    walker, swapper, late = state.units
    swapper.specialists.append("war-correspondent")
    for unit in state.units:
        unit.soldiers = 30
    roll(state, QUIET, QUIET, QUIET)
    skip(state, MOVE)
    act(state, "move 10", 0)
    act(state, "swap-sectors 0", 1)
    assert swapper.sector == 10 and walker.sector == 7
    act(state, "move 10", 2)
    act(state, "stay", 1)  # "both units keep their Phase 4 move"
    chance(state, "d6 1", "d6 1")  # the machine guns of 7 and of the bunker
    act(state, "done", 1)
    act(state, "done", 2)
    assert state.turn == 2 and swapper.safe and late.safe
    assert swapper.entered_bunker_turn == late.entered_bunker_turn == 1
    assert swapper.first_in_bunker and late.first_in_bunker


# ------------------------------------------------------------ Phase 3: one unit acts, then the next


def test_a_unit_that_gains_soldiers_while_it_acts_in_phase_3_keeps_its_turn() -> None:
    """DDD-15: "the unit still deciding with the fewest soldiers acts (all its recruits, finds,
    purchases and gifts, then `done`), then the next" -- its Field Radio taking it past the
    other unit's soldiers does not hand the turn over."""
    state = omaha(2, (4, (2,), 0), (5, (2,), 0))
    first, second = state.units
    first.items.append("field-radio")
    roll(state, QUIET, QUIET)
    first.soldiers, second.soldiers = 3, 5
    skip(state, SUPPLY)
    assert state.current_players() == [0]
    act(state, "use field-radio", 0)
    assert first.soldiers > second.soldiers
    assert state.current_players() == [0], "it acts on until done"
    act(state, "done", 0)
    assert state.current_players() == [1]


# ------------------------------------------------------------ a locked die travels


def _swap_first_locked_die(state: DdState) -> tuple[Unit, Unit]:
    """Unit 0 (Lieutenant) locks r1 after its first roll; unit 1 (Corporal) locks r1 and r2;
    at the end of Phase 1 unit 0 swaps its r1 for unit 1's b1."""
    giver, taker = state.units
    giver.specialists.append("lieutenant")
    taker.specialists.append("corporal")
    chance(state, *(f"face {f}" for f in ("skull", "star", "soldier", "soldier", "tool", "courage")))
    chance(state, *(f"face {f}" for f in QUIET))
    act(state, "lock r1", 0)
    act(state, "lock r2", 0)
    act(state, "stop", 0)
    act(state, "lock r1", 1)
    act(state, "lock r2", 1)
    act(state, "stop", 1)
    assert state.phase == FINAL_COUNT and giver.first_locks[0]
    act(state, "swap r1 1 b1", 0)
    return giver, taker


def test_a_die_locked_after_the_first_roll_stays_locked_when_a_lieutenant_swaps_it() -> None:
    """DDD-11: "the dice travel"; DDD-9: the Corporal "may reroll any other die" than those
    locked after the first roll. Unit 0's locked skull, swapped onto unit 1's b1, may not be
    rerolled by unit 1's Corporal; the die unit 0 received in exchange may be."""
    state = omaha(2, (4, (2,), 0), (4, (2,), 0))
    giver, taker = _swap_first_locked_die(state)
    assert taker.dice[4] == 0 and taker.first_locks[4], "the skull, locked, now unit 1's b1"
    assert "corporal b1" not in legal(state, 1) and "corporal b2" in legal(state, 1)
    assert not giver.first_locks[0]


# ------------------------------------------------------------ the Silver Star with a Battle Cry


def test_a_battle_cry_covers_both_moves_of_a_silver_star() -> None:
    """DDC-30: the Battle Cry ("se muovi in questo turno, ignora tutti i requisiti") holds for
    the turn; the Silver Star ("deve comunque spendere coraggio se avanza") takes nothing away
    from it: a unit with no courage advances 5 -> 7 -> 9 for free."""
    state = omaha(1, (5, (2,), 0))
    unit = state.units[0]
    roll(state, ("courage", "soldier", "courage", "soldier", "courage", "star"))
    act(state, "battle-cry move")
    unit.flags.append(SILVER_STAR_FLAG)
    skip(state, MOVE)
    unit.courage = 0
    assert unit.battle_cry and "move 7" in legal(state)
    act(state, "move 7")
    assert "move 9" in legal(state), "the second advance is free too"
    act(state, "move 9")
    assert unit.sector == 9 and unit.courage == 0


# ------------------------------------------------------------ the maps after Omaha


def on(map_id: str, players: int, *where: tuple[int, tuple[int, ...], int], **options: object) -> DdState:
    """A game on ``map_id`` with the units placed as in :func:`omaha`."""
    state = new_map_game(map_id, players, **options)
    for seat, (sector, visited, marker) in enumerate(where):
        place(state, seat, sector, visited, marker)
        state.units[seat].soldiers, state.units[seat].courage = 10, 6
    return state


def test_a_silver_star_does_not_take_a_unit_back_out_of_the_bunker_it_entered() -> None:
    """Gold Beach: "Una vez una Unidad entra en uno de los Búnkers, es retirada de la partida"
    (DDM-36): a unit that enters bunker 12 with the first of its two moves fights there; the
    bunker's way out along the top row is no second move."""
    state = on("gold-beach", 2, (9, (1, 3, 6), 0), (1, (), 0))
    roll(state, QUIET, QUIET)
    state.units[0].flags.append(SILVER_STAR_FLAG)
    skip(state, MOVE)
    act(state, "move 12", 0)
    assert not state.units[0].moved and legal(state, 0) == {"stay"}


def test_a_unit_that_must_move_waits_for_the_wirecutters_of_a_unit_in_its_sector() -> None:
    """Merville: the wire cut "by itself or by another unit there" opens sector 6 (DDM-57).
    Unit 0 in 3 must move and its only way is 6; unit 1 in 3 holds the Wirecutters: unit 0
    waits, and goes through once unit 1 has cut the wire."""
    state = on("merville-battery", 2, (3, (2,), 3), (3, (2,), 0))
    state.units[1].items.append("wirecutters")
    roll(state, QUIET, QUIET)
    skip(state, MOVE)
    stuck = state.units[0]
    assert stuck.must_move and not stuck.lost and state.current_players() == [1]
    act(state, "use wirecutters", 1)
    assert "move 6" in legal(state, 0)
    act(state, "move 6", 0)
    assert stuck.sector == 6


def test_a_unit_waiting_for_the_wirecutters_is_lost_if_they_are_not_used() -> None:
    """DDD-16: the unit is lost once no way out is left: unit 1 stays without cutting the wire."""
    state = on("merville-battery", 2, (3, (2,), 3), (3, (2,), 0))
    state.units[1].items.append("wirecutters")
    roll(state, QUIET, QUIET)
    skip(state, MOVE)
    act(state, "stay", 1)
    assert state.units[0].lost and state.result == "defeat"


def test_a_climb_is_rolled_on_the_cliff() -> None:
    """Pointe-du-Hoc: "Para Avanzar satisfactoriamente por estos Sectores, DEBES Escalar ...
    cuando Escalas no se Fijan dados" (DDM-51): four skulls rolled in sector 6 are no climb for
    a unit whose Silver Star's first move takes it into sector 9."""
    state = on("pointe-du-hoc", 1, (6, (2, 4), 0))
    state.units[0].soldiers = 20
    roll(state, ("skull", "skull", "skull", "skull", "soldier", "courage"))
    state.units[0].flags.append(SILVER_STAR_FLAG)
    skip(state, MOVE, cancel=True)
    act(state, "move 9")
    assert state.units[0].sector == 9 and not state.units[0].moved
    assert "move 11" not in legal(state) and "stay" in legal(state)


def test_no_card_opens_the_spur_between_the_two_faces_of_the_cliff() -> None:
    """DDM-53: a failed climber retreats to 7 ("debes retirarte al Sector 7"); the Wirecutters
    (in the game with Bazooka Joe) do not let it step sideways from 9 to 10."""
    state = on("pointe-du-hoc", 1, (9, (2, 4, 6), 3), bazooka_joe=True)
    state.units[0].items.append("wirecutters")
    roll(state, QUIET)
    skip(state, MOVE)
    act(state, "use wirecutters")
    assert "move 10" not in legal(state) and "move 7" in legal(state)


def test_the_binoculars_change_a_machine_gun_die_of_another_sector() -> None:
    """Binoculars: "Cambia il risultato di 1 dado ... (tipo il MGF)"; the card names no unit
    (DDM-78): unit 0 in Utah 5 changes the six rolled for sector 6, where unit 1 fights."""
    state = on("utah-beach", 2, (5, (2,), 0), (6, (2, 4), 0))
    state.units[0].items.append("binoculars")
    roll(state, QUIET, QUIET)
    skip(state, MOVE)
    act(state, "stay", 0)
    act(state, "stay", 1)
    chance(state, "d6 6")  # sector 6's machine gun
    assert "use binoculars mgf1 1 sector 6" in legal(state, 0)
    act(state, "use binoculars mgf1 1 sector 6", 0)
    assert state.mgf_rolls[6] == [1] and "binoculars" not in state.units[0].items


def test_no_grenade_is_offered_against_machine_guns_a_general_cancels() -> None:
    """Juno 7: "Se un General è in gioco, le unità ignorano gli attributi di questo settore"
    (DDM-29, DDM-33): no fire to prevent, so the Grenade is not offered (DDD-12)."""
    state = on("juno-beach", 1, (7, (1, 3), 0))
    unit = state.units[0]
    unit.specialists.append("general")
    unit.items.append("grenade")
    roll(state, QUIET)
    skip(state, MOVE)
    act(state, "stay")
    assert "use grenade" not in legal(state)


BATTLE_CRY = ("courage", "soldier", "courage", "soldier", "courage", "star")


def _to_next_turn(state: DdState, **choices: str) -> None:
    """Chance shows 1s, units close their windows and take their casualties (seat ``sN``
    takes ``choices["sN"]`` when offered, e.g. ``go-on``) until the next turn begins."""
    turn = state.turn
    while state.turn == turn and not state.is_over():
        [seat, *_] = state.current_players()
        if seat == CHANCE:
            chance(state, "d6 1")
            continue
        options = legal(state, seat)
        act(state, next(o for o in (choices.get(f"s{seat}", ""), "done", "lose soldiers") if o in options), seat)


def _phase_4(state: DdState, faces: list[tuple[str, ...] | None], battle_cry: int = -1) -> None:
    for seat, unit_faces in enumerate(faces):
        if unit_faces is not None:
            chance(state, *(f"face {f}" for f in unit_faces))
    for seat, unit_faces in enumerate(faces):
        if unit_faces is not None:
            act(state, "lock r1", seat)
            act(state, "lock r2", seat)
            act(state, "stop", seat)
    if battle_cry >= 0:
        act(state, "battle-cry move", battle_cry)
    skip(state, MOVE)


def test_the_first_into_merville_s_bunker_stays_first_when_it_goes_on() -> None:
    """Silence the Guns: "Essere il primo ad entrare in un bunker fornisce ulteriori 20 VP";
    DDM-73: a unit that goes on "stays in play in M14". Unit 1 conquers M14 on turn 1 and goes
    on; unit 0 conquers it on turn 2 and retires; unit 1 enters S16 on turn 3: unit 1 was first,
    and scores 20 for each of its two bunkers (DDM-77)."""
    state = on("silence-the-guns", 2, (32, (1, 3, 6, 10, 12, 32), 0), (33, (22, 25, 28, 30, 33), 0))
    late, early = state.units
    for unit in state.units:
        unit.soldiers = 300
    _phase_4(state, [QUIET, BATTLE_CRY], battle_cry=1)
    act(state, "move 34", 1)
    act(state, "stay", 0)
    _to_next_turn(state, s1="go-on")
    assert early.active and early.first_in_bunker
    _phase_4(state, [BATTLE_CRY, QUIET], battle_cry=0)
    act(state, "move 34", 0)
    act(state, "stay", 1)
    _to_next_turn(state, s0="retire", s1="go-on")
    assert late.safe and not late.first_in_bunker, "unit 1 conquered a bunker a turn earlier"
    _phase_4(state, [None, QUIET])
    act(state, "move 16", 1)
    _to_next_turn(state)
    assert state.result == "victory" and early.safe and early.first_in_bunker and not late.first_in_bunker
    assert bunker_points(state, early, 20, 20) == 20 * 2 + 20 and bunker_points(state, late, 20, 20) == 20


# ------------------------------------------------------------ waiting, in a later turn


def _both_stay_then_phase_4_of_turn_2(state: DdState) -> None:
    """Turn 1: two units roll quietly and stay; turn 2: they roll quietly again, to Phase 4."""
    to_phase_4(state)
    act(state, "stay", 0)
    act(state, "stay", 1)
    if state.turn == 1:  # machine guns to settle
        _to_next_turn(state)
    roll(state, QUIET, QUIET)
    skip(state, MOVE)


def test_a_unit_waits_for_the_occupant_in_a_later_turn_too() -> None:
    """DDM-17 from turn 2 on, whatever the seats: unit 0 in 6 (7 visited) shows its last chevron
    after turn 1 and must move in turn 2, only into 8, where unit 1 may leave for 9."""
    state = omaha(2, (6, (2, 4, 7), 2), (8, (2, 5), 0))
    _both_stay_then_phase_4_of_turn_2(state)
    first = state.units[0]
    assert state.turn == 2 and first.must_move and not first.lost
    assert state.current_players() == [1]
    act(state, "move 9", 1)
    chance(state, "d6 1")  # the minefield between 8 and 9
    act(state, "move 8", 0)
    assert first.sector == 8


def test_a_unit_waits_for_the_wirecutters_in_a_later_turn_too() -> None:
    """DDM-57 from turn 2 on: unit 0, stuck in Merville 3 but for the fence, waits for unit 1's
    Wirecutters."""
    state = on("merville-battery", 2, (3, (2,), 2), (3, (2,), 0))
    state.units[1].items.append("wirecutters")
    _both_stay_then_phase_4_of_turn_2(state)
    assert state.turn == 2 and state.units[0].must_move and not state.units[0].lost
    act(state, "use wirecutters", 1)
    act(state, "move 6", 0)
    assert state.units[0].sector == 6


def test_a_unit_that_must_move_and_is_swapped_into_the_bunker_fights_there() -> None:
    """DDC-26: the swap is not a move and the markers keep their faces, but a unit swapped into
    a bunker is in it: the must-move arrow asks nothing more of it there."""
    state = omaha(2, (9, (2, 5, 8), 0), (7, (2, 4, 6), 3))
    swapper = state.units[1]
    swapper.specialists.append("war-correspondent")
    for unit in state.units:
        unit.soldiers = 30
    to_phase_4(state)
    assert swapper.must_move
    act(state, "move 10", 0)
    act(state, "swap-sectors 0", 1)
    assert swapper.sector == 10 and not swapper.lost and not swapper.must_move


def test_a_final_count_photographed_below_the_cliff_is_no_climb() -> None:
    """DDM-51: the climb is rolled on the cliff. The Combat Photographer ("questo sarà il tuo
    Conteggio Finale anche per il prossimo turno") keeps four skulls rolled in sector 7; taken
    up into sector 9, that Final Count is no climb there."""
    state = on("pointe-du-hoc", 1, (7, (2, 4), 0))
    unit = state.units[0]
    unit.soldiers, unit.courage = 30, 6
    unit.specialists.append("combat-photographer")
    roll(state, ("skull", "skull", "skull", "skull", "soldier", "courage"))
    act(state, "sacrifice combat-photographer")
    skip(state, MOVE, cancel=True)
    act(state, "move 9")
    if state.turn == 1:
        _to_next_turn(state)
    skip(state, MOVE, cancel=True)
    assert unit.sector == 9 and unit.rolled_in == 7
    assert "move 11" not in legal(state)


# ------------------------------------------------------------ medals, cards and doors


def test_a_lucky_charm_is_a_way_out_for_a_unit_that_must_move() -> None:
    """DDD-16: a unit that must move is lost only when no card it holds would give it a move:
    with no courage for the advance but a Lucky Charm ("+1 coraggio") it is asked, plays it and
    moves."""
    state = omaha(1, (6, (2, 4, 7), 3))
    unit = state.units[0]
    unit.items.append("lucky-charm")
    unit.courage = 2  # its one way, the advance into 8, costs 3; the dice below add none
    roll(state, ("soldier", "soldier", "tool", "tool", "soldier", "star"))
    skip(state, MOVE)
    assert unit.must_move and not unit.lost and unit.courage == 2 and "move 8" not in legal(state)
    act(state, "use lucky-charm courage")
    act(state, "move 8")
    assert unit.sector == 8


def test_a_military_medal_played_in_phase_3_reopens_it_for_the_units_done() -> None:
    """Second edition, medals in any phase but combat (DDE-12): unit 1 plays the Military Medal
    ("Tutte le unità possono reclutare 1 specialista regolare e 1 specialista unico
    gratuitamente") after unit 0 said done: unit 0 is asked again and recruits free."""
    state = new_map_game(OMAHA, 2, edition=2)
    first, second = state.units
    second.medals.append("military-medal")
    state.medal_deck.remove("military-medal")
    roll(state, QUIET, QUIET)
    first.soldiers, second.soldiers = 5, 12
    skip(state, SUPPLY)
    assert state.current_players() == [0]
    act(state, "done", 0)
    act(state, "play military-medal", 1)
    act(state, "done", 1)
    assert state.phase == SUPPLY and state.current_players() == [0]
    assert any(t.startswith("recruit ") and t.endswith(" free") for t in legal(state, 0))


def test_no_die_dealt_by_the_victoria_cross_counts_as_locked() -> None:
    """The Victoria Cross ("piazza tutti i dadi ... in mezzo al tavolo ... prendi 6 dadi per
    ogni unità"): the pooled dice are mixed, so none dealt counts as locked after the first roll
    and the Corporal may reroll any of them (DDC-22, DDD-9)."""
    state = omaha(2, (1, (), 0), (2, (), 0))
    first = state.units[0]
    first.specialists.append("corporal")
    first.medals.append("victoria-cross")
    state.medal_deck.remove("victoria-cross")
    chance(state, *(f"face {f}" for f in ("skull", "skull", "courage", "courage", "star", "star")))
    chance(state, *(f"face {f}" for f in ("soldier", "soldier", "tool", "tool", "star", "star")))
    for seat, dice in ((0, ("r1", "r2")), (1, ("w1", "w2"))):
        for die in dice:
            act(state, f"lock {die}", seat)
        act(state, "stop", seat)
    act(state, "play victoria-cross", 0)
    while state.vc_slots:
        act(state, sorted(legal(state, 0))[0], 0)
    assert first.first_locks == [False] * 6
    assert {f"corporal {d}" for d in ("r1", "r2")} <= legal(state, 0)


def test_a_lieutenant_dismissed_with_the_purple_heart_goes_back_to_the_reserve() -> None:
    """Sword Beach: the Lieutenant is found only in sector 5 (DDM-43), but the Purple Heart
    ("Gli specialisti potranno essere reclutati ancora"; medals outrank the rest) puts the one it
    dismisses back into the common reserve."""
    from meeple.games.dday_dice import supply

    state = on("sword-beach", 2, (5, (2,), 0), (2, (), 0))
    first = state.units[0]
    state.marks.claimed.append(5)
    first.specialists.append("lieutenant")
    first.medals.append("purple-heart")
    state.medal_deck.remove("purple-heart")
    roll(state, QUIET, QUIET)
    act(state, "play purple-heart", 0)
    act(state, "dismiss lieutenant fresh-troops", 0)
    assert "lieutenant" not in first.specialists and "lieutenant" in supply.reserve(state)
