"""Vehicles ("Veicoli", rulebook p. 7; card list p. 25) and the last five specialists (the
Combat Photographer, the Decoy, the War Correspondent, the Grenadier and the Quartermaster,
card list p. 24, with the FAQ), on a hand-drawn board with items in the game
(dday_helpers.full_board with ``awards`` and ``items``)."""

from __future__ import annotations

import dataclasses

from dday_helpers import act, chance, full_board, legal, roll_locking_any as roll
from meeple.engine.core import CHANCE
from meeple.games.dday_dice.dice import SOLDIERS
from meeple.games.dday_dice.game import DDayDice, new_state
from meeple.games.dday_dice.phases import COMBAT, FINAL_COUNT, MOVE, SUPPLY
from meeple.games.dday_dice.state import DdState

QUIET = ("soldier", "soldier", "tool", "tool", "courage", "star")  # no RWB, no full set
NO_SOLDIERS = ("tool", "tool", "star", "star", "courage", "courage")  # no soldier, no RWB


def items_game(players: int = 1, soldiers: int = 20, courage: int = 5, stars: int = 0, **fields: object) -> DdState:
    """The full board with items, vehicles and medals in the game."""
    board = dataclasses.replace(full_board(soldiers, courage, stars), awards=True, items=True, **fields)  # type: ignore[arg-type]
    return new_state(DDayDice(), board, players)


def with_sector(state: DdState, number: int, **fields: object) -> None:
    """Sector ``number`` of the board gets ``fields`` (requires, mgf, black ...)."""
    sectors = dict(state.board.sectors)
    sectors[number] = dataclasses.replace(sectors[number], **fields)  # type: ignore[arg-type]
    state.board = dataclasses.replace(state.board, sectors=sectors)


def barrier_2_to_5(state: DdState) -> None:
    """A barrier on the line between sectors 2 and 5 ("le unità non possono mai
    attraversarle"); sector 5 without its black shield."""
    exits = dict(state.board.exits)
    exits[2] = tuple(dataclasses.replace(e, barrier=e.to == 5) for e in exits[2])
    state.board = dataclasses.replace(state.board, exits=exits)
    with_sector(state, 5, black=False)


def give_vehicle(state: DdState, seat: int, vehicle: str) -> None:
    state.vehicle_deck.remove(vehicle)
    state.units[seat].vehicles.append(vehicle)


def asked(state: DdState) -> list[int]:
    players = state.current_players()
    return [] if players == [CHANCE] else players


def done(state: DdState, *phases: int) -> None:
    """Every unit asked in one of ``phases`` says ``done`` (Phase 3 one unit at a time)."""
    while state.phase in phases and asked(state) and "done" in legal(state, asked(state)[0]):
        act(state, "done", asked(state)[0])


def turn(state: DdState, *faces: tuple[str, ...]) -> None:
    """Phase 1 with ``faces``, nothing played, nothing found or recruited: Phase 4 begins."""
    roll(state, *faces)
    done(state, FINAL_COUNT, SUPPLY)
    assert state.phase == MOVE


def fight(state: DdState) -> None:
    """Phase 4 done for those still to move (they stay); Phase 5: nothing played, soldiers
    fall."""
    while state.phase == MOVE and asked(state):
        act(state, "stay", asked(state)[0])
    while state.phase == COMBAT and asked(state):
        seat = asked(state)[0]
        act(state, "lose soldiers" if "lose soldiers" in legal(state, seat) else "done", seat)


# ----------------------------------------------------------------------------------- vehicles


def test_jeep_rerolls_one_die_not_locked_on_the_first_roll() -> None:
    """Jeep: "Ritira 1 dado del tuo Conteggio Finale. Non puoi ritirare un dado bloccato" """
    state = items_game()
    give_vehicle(state, 0, "jeep")
    roll(state, QUIET)
    assert state.phase == FINAL_COUNT
    assert {a.text for a in state.legal_actions(0) if a.kind == "jeep"} == {"jeep w1", "jeep w2", "jeep b1", "jeep b2"}
    act(state, "jeep w1")
    chance(state, "face soldiers")
    unit = state.units[0]
    assert unit.dice[2] == SOLDIERS
    assert state.phase == SUPPLY, "one die a turn: the end of Phase 1 is over"
    assert (unit.soldiers, unit.item_points) == (20 + 1 + 1 + 2, 1)


def test_a_vehicles_power_benefits_every_unit_in_its_sector() -> None:
    """"I suoi poteri speciali sono permanenti e ne beneficiano tutte le unità presenti nel suo
    settore." -- the Armored Car's star for units 0 and 1 in its sector, not for unit 2; the
    Jeep's reroll for unit 1 too."""
    state = items_game(players=3)
    give_vehicle(state, 0, "armored-car")
    turn(state, QUIET, QUIET, QUIET)
    assert [u.stars for u in state.units] == [2, 2, 2], "all three in sector 2 on the first turn"
    act(state, "move 3", 2)
    fight(state)
    turn(state, QUIET, QUIET, QUIET)
    assert [u.stars for u in state.units] == [4, 4, 3]
    state = items_game(players=2)
    give_vehicle(state, 0, "jeep")
    roll(state, QUIET, QUIET)
    assert "jeep b1" in legal(state, 1)


def test_half_track_one_more_tool_a_turn_and_several_finds() -> None:
    """Half-Track: "Guadagna 1 attrezzo per turno e ne puoi cercare più di uno per turno" --
    three tools make 6 Item Points, and two items are found in one Phase 3."""
    state = items_game()
    give_vehicle(state, 0, "half-track")
    state.units[0].item_points = 10
    roll(state, QUIET)
    assert state.units[0].item_points == 10 + 6
    act(state, "find walkie-talkie")
    assert "find whistle" in legal(state), "a second find the same turn"
    act(state, "find whistle")
    assert state.units[0].items == ["walkie-talkie", "whistle"] and state.units[0].item_points == 16 - 5 - 7


def test_without_a_half_track_one_find_a_turn() -> None:
    """"ne può essere trovato solo uno per turno" (the Half-Track lifts the limit)."""
    state = items_game()
    state.units[0].item_points = 13
    roll(state, QUIET)
    act(state, "find walkie-talkie")
    assert not any(a.kind == "find" for a in state.legal_actions(0))


def test_ambulance_ignores_sacrifices_and_saves_one_soldier_a_phase() -> None:
    """Ambulance: "Salva 1 soldato per fase e ignora i sacrifici" -- into a sector that asks for
    the Medic's sacrifice without a Medic; DEF 3 costs 2 soldiers."""
    state = items_game()
    with_sector(state, 5, black=False, requires=(("sacrifice", "medic"),))
    give_vehicle(state, 0, "ambulance")
    turn(state, QUIET)
    assert "move 5" in legal(state)
    act(state, "move 5")
    unit = state.units[0]
    assert unit.sector == 5 and unit.killed == [] and unit.vehicles == ["ambulance"]
    assert unit.soldiers == 20 + 2 - (3 - 1)


def test_ambulance_saves_a_soldier_for_every_unit_in_its_sector() -> None:
    """Ambulance: "Salva 1 soldato per fase", for "tutte le unità presenti nel suo settore":
    in sector 3 (DEF 2) units 0 and 1 lose 1, unit 2 in sector 1 (DEF 1) loses 1."""
    state = items_game(players=3)
    give_vehicle(state, 1, "ambulance")
    turn(state, QUIET, QUIET, QUIET)
    act(state, "move 3", 0)
    act(state, "move 3", 1)
    act(state, "move 1", 2)
    fight(state)
    assert [u.soldiers for u in state.units] == [20 + 2 - 1, 20 + 2 - 1, 20 + 2 - 1]


def test_armored_car_one_more_star_a_turn_and_items_cost_one_less() -> None:
    """Armored Car: "Guadagna 1 stella per turno e gli oggetti costano -1 attrezzi." -- the
    Whistle (7) for 6 Item Points."""
    state = items_game()
    give_vehicle(state, 0, "armored-car")
    state.units[0].item_points = 3
    roll(state, QUIET)
    unit = state.units[0]
    assert unit.stars == 1 + 1 and unit.item_points == 3 + 3
    assert "find whistle" in legal(state) and "find binoculars" not in legal(state)
    act(state, "find whistle")
    assert unit.items == ["whistle"] and unit.item_points == 0


def test_bulldozer_one_more_courage_and_barriers_do_not_block_it() -> None:
    """Bulldozer: "Guadagna 1 coraggio per turno e le Barriers non bloccano il tuo movimento.
    Vale anche per le unità che muovono con te" -- and barriers block a unit without it."""
    state = items_game(players=2)
    barrier_2_to_5(state)
    turn(state, QUIET, QUIET)
    assert "move 5" not in legal(state, 0) and "move 5" not in legal(state, 1), "a barrier"

    state = items_game(players=2)
    barrier_2_to_5(state)
    give_vehicle(state, 0, "bulldozer")
    turn(state, QUIET, QUIET)
    assert [u.courage for u in state.units] == [5 + 1 + 1, 5 + 1 + 1], "both units are in its sector"
    act(state, "move 5", 1)  # the unit moving with the Bulldozer
    act(state, "move 5", 0)
    assert [u.sector for u in state.units] == [5, 5]


def test_bulldozer_the_unit_moving_with_it_may_move_after_it() -> None:
    """Bulldozer: "Vale anche per le unità che muovono con te" -- Phase 4 is simultaneous
    ("Il gioco è simultaneo"): the order in which the two units are given their moves does not
    matter."""
    state = items_game(players=2)
    barrier_2_to_5(state)
    give_vehicle(state, 0, "bulldozer")
    turn(state, QUIET, QUIET)
    act(state, "move 5", 0)
    assert "move 5" in legal(state, 1)


def test_tank_def_minus_two_and_no_mgf_special_damage() -> None:
    """Tank: "Sottrai 2 dal DEF del tuo settore e ignora i danni speciali delle MGF" -- sector
    4 (DEF 2, MGF, -1 courage on a 6): a 6 costs 6 soldiers and no courage."""
    state = items_game()
    give_vehicle(state, 0, "tank")
    turn(state, QUIET)
    act(state, "move 1")
    assert state.units[0].soldiers == 20 + 2, "sector 1: DEF 1 - 2 is 0"
    turn(state, QUIET)
    act(state, "move 4")
    chance(state, "d6 6")
    unit = state.units[0]
    assert unit.soldiers == 20 + 2 + 2 - 6
    assert unit.courage == 5 + 1 + 1 - 1, "no courage lost to the 6"


def test_a_vehicle_is_not_a_soldier_a_unit_with_only_a_vehicle_is_wiped_out() -> None:
    """"Al contrario degli specialisti, i veicoli non contano come soldati." -- "Se non ci sono
    più soldati (o specialisti) in un'unità, l'unità stessa viene eliminata"."""
    state = items_game(soldiers=1)
    give_vehicle(state, 0, "jeep")
    roll(state, NO_SOLDIERS)
    act(state, "done")  # no reroll for the Jeep
    done(state, SUPPLY)
    act(state, "stay")
    unit = state.units[0]
    assert unit.lost and unit.soldiers == 0 and unit.vehicles == ["jeep"]
    assert state.result == "defeat"


def test_a_vehicle_never_crosses_a_minefield_its_unit_leaves_it_behind_for_good() -> None:
    """"I veicoli non possono mai muoversi sopra i campi minati (anche se la tua unità li
    ignora) ... una volta che sono stati abbandonati non possono più essere usati o trovati."
    -- a unit with a Minesweeper crosses the minefield 3-6 without its Jeep."""
    state = items_game()
    give_vehicle(state, 0, "jeep")
    state.units[0].specialists.append("minesweeper")
    turn(state, NO_SOLDIERS)
    act(state, "move 3")
    fight(state)
    roll(state, NO_SOLDIERS)
    done(state, FINAL_COUNT, SUPPLY)
    act(state, "move 6")
    unit = state.units[0]
    assert unit.sector == 6 and unit.vehicles == [] and state.abandoned == ["jeep"]
    assert "jeep" not in state.vehicle_deck


def test_a_vehicle_never_enters_a_bunker() -> None:
    """"I veicoli non possono mai entrare in un bunker." -- the unit goes in without its Tank,
    which no longer cuts the bunker's DEF (6)."""
    state = items_game()
    give_vehicle(state, 0, "tank")
    turn(state, QUIET)
    act(state, "move 5")
    fight(state)
    turn(state, QUIET)
    act(state, "move 7")
    unit = state.units[0]
    assert unit.vehicles == [] and state.abandoned == ["tank"]
    assert unit.safe and unit.soldiers == 20 + 2 - 1 + 2 - 6, "sector 5 DEF 3 - 2; the bunker's full DEF 6"


def test_one_vehicle_per_unit_vehicles_are_traded_and_abandoned() -> None:
    """"Un'unità non può mai avere più di un veicolo allo stesso tempo. I veicoli possono essere
    scambiati o abbandonati" -- a vehicle is given, or abandoned for good."""
    state = items_game(players=3)
    give_vehicle(state, 0, "jeep")
    give_vehicle(state, 1, "tank")
    roll(state, QUIET, QUIET, QUIET)
    done(state, FINAL_COUNT)
    while asked(state) != [0]:
        act(state, "done", asked(state)[0])
    options = legal(state)
    assert "give 2 jeep" in options and "give 1 jeep" in options
    assert "abandon jeep" in options
    act(state, "give 2 jeep")
    assert state.units[0].vehicles == [] and state.units[2].vehicles == ["jeep"]
    done(state, SUPPLY)
    fight(state)
    roll(state, QUIET, QUIET, QUIET)
    assert "jeep b1" in legal(state, 2) and "jeep b1" in legal(state, 0), "unit 2 holds it, unit 0 is in its sector"
    done(state, FINAL_COUNT)
    while asked(state) != [1]:
        act(state, "done", asked(state)[0])
    act(state, "abandon tank", 1)
    assert state.units[1].vehicles == [] and state.abandoned == ["tank"]


def test_a_unit_given_a_second_vehicle_abandons_one_of_the_two() -> None:
    """"Un'unità non può mai avere più di un veicolo allo stesso tempo" -- given a Jeep while it
    holds a Tank, the unit chooses which one it leaves behind (DDC-18)."""
    state = items_game(players=2)
    give_vehicle(state, 0, "jeep")
    give_vehicle(state, 1, "tank")
    roll(state, QUIET, QUIET)
    done(state, FINAL_COUNT)
    while asked(state) != [0]:
        act(state, "done", asked(state)[0])
    act(state, "give 1 jeep")
    assert state.units[1].vehicles == ["tank", "jeep"] and asked(state) == [1]
    assert legal(state, 1) == {"abandon tank", "abandon jeep"}
    act(state, "abandon tank", 1)
    assert state.units[1].vehicles == ["jeep"] and state.units[0].vehicles == [] and state.abandoned == ["tank"]


# -------------------------------------------------------------------------------- specialists


def test_combat_photographer_keeps_the_final_count_for_the_next_turn() -> None:
    """Combat Photographer: "Sacrificalo dopo il tuo Conteggio Finale: questo sarà il tuo
    Conteggio Finale anche per il prossimo turno" -- the next turn's dice are not rolled."""
    state = items_game()
    state.units[0].specialists.append("combat-photographer")
    faces = ("soldiers", "tool", "soldiers", "courage", "soldiers", "courage")
    roll(state, faces)
    assert "sacrifice combat-photographer" in legal(state)
    act(state, "sacrifice combat-photographer")
    unit = state.units[0]
    assert unit.specialists == [] and unit.killed == ["combat-photographer"]
    dice = unit.dice[:]
    assert state.phase == SUPPLY and unit.soldiers == 20 + 6 + 6, "three two-soldiers: Fresh Troops"
    done(state, SUPPLY)
    fight(state)
    assert state.turn == 2 and state.phase == SUPPLY, "no dice to roll: straight on to Phase 3"
    assert unit.dice == dice and unit.soldiers == 20 + 12 - 1 + 12, "the same Final Count: Fresh Troops again"
    assert unit.courage == 5 + 2 + 2


def test_decoy_is_sacrificed_in_place_of_a_sectors_sacrifice_even_from_another_unit() -> None:
    """Decoy: "Sacrificalo al posto di un altro specialista anche in un'unità non tua. Non è
    necessario avere quello specialista nell'unità" -- unit 0 enters a sector asking for the
    Medic's sacrifice; unit 1, in another sector, loses its Decoy."""
    state = items_game(players=2)
    with_sector(state, 5, black=False, requires=(("sacrifice", "medic"),))
    state.units[1].specialists.append("decoy")
    turn(state, QUIET, QUIET)
    act(state, "move 1", 1)
    fight(state)
    turn(state, QUIET, QUIET)
    options = legal(state, 0)
    assert "move 5" not in options and "move 5 decoy 1" in options
    act(state, "move 5 decoy 1", 0)
    assert state.units[0].sector == 5 and state.units[0].specialists == []
    assert state.units[1].specialists == [] and state.units[1].killed == ["decoy"]


def test_decoy_cannot_stand_in_for_a_specialist_the_unit_must_have() -> None:
    """FAQ: "i settori che richiedano degli specialisti ma non il loro sacrificio, necessitano
    realmente di quella abilità/competenza quindi un Decoy non può svolgere tali compiti." """
    state = items_game()
    with_sector(state, 5, black=False, requires=(("have", "medic"),))
    state.units[0].specialists.append("decoy")
    turn(state, QUIET)
    assert not any(a.kind == "move" and a.a == 5 for a in state.legal_actions(0))


def test_war_correspondent_swaps_sectors_markers_unchanged_visited_sectors_allowed() -> None:
    """War Correspondent: "Sacrificalo per scambiarti di settore con un'altra unità. I segnalini
    unità non cambiano faccia. (Entrambe le unità possono rientrare in un settore già visitato
    in precedenza)" -- unit 0 goes back to sector 2, unit 1 to sector 1. The swap is not a
    move (DDC-13): both units still have their Phase 4 choice."""
    state = items_game(players=2)
    state.units[0].specialists.append("war-correspondent")
    turn(state, QUIET, QUIET)
    fight(state)
    turn(state, QUIET, QUIET)
    act(state, "move 1", 0)
    fight(state)
    turn(state, QUIET, QUIET)
    assert [(u.sector, u.marker) for u in state.units] == [(1, 2), (2, 3)]
    act(state, "swap-sectors 1", 0)
    unit, other = state.units
    assert (unit.sector, other.sector) == (2, 1), "unit 0 back in sector 2, which it visited"
    assert (unit.marker, other.marker) == (2, 3)
    assert unit.killed == ["war-correspondent"]
    assert "stay" in [a.text for a in state.legal_actions(0)], "unit 0 keeps its move"
    act(state, "stay", 0)
    act(state, "stay", 1)
    assert unit.soldiers == 20 + 6 - 1 - 1 - 2, "sector 2 on its marker's second shield: DEF 2"
    assert other.soldiers == 20 + 6 - 1 - 2 - 1, "sector 1: DEF 1"


def test_war_correspondent_is_not_in_solo_play() -> None:
    """Solo: "Queste carte non sono disponibili nel gioco solitario: ... lo specialista War
    Correspondent" """
    state = items_game(stars=5, unique_specialists=("war-correspondent", "decoy"))
    roll(state, QUIET)
    assert "recruit decoy" in legal(state)
    assert "recruit war-correspondent" not in legal(state)


def test_war_correspondent_has_no_one_to_swap_with_in_solo() -> None:
    """The swap is "con un'altra unità"; solo, the unit may only stay or move."""
    state = items_game()
    state.units[0].specialists.append("war-correspondent")
    turn(state, QUIET)
    assert not any(a.kind == "swap-sectors" for a in state.legal_actions(0))


def test_grenadier_removes_the_sectors_mgf_for_the_rest_of_the_game() -> None:
    """Grenadier: "Sacrificalo per eliminare permanentemente le MGF nel tuo settore (non in un
    bunker)"; FAQ: "L'effetto rimane per il resto del gioco indipendentemente da quale unità è
    o non è nel settore interessato? Si." """
    state = items_game(players=2)
    state.units[0].specialists.append("grenadier")
    turn(state, QUIET, QUIET)
    act(state, "move 1", 0)
    act(state, "move 1", 1)
    fight(state)
    turn(state, QUIET, QUIET)
    act(state, "move 4", 0)
    act(state, "move 4", 1)
    assert state.phase == COMBAT and asked(state) == [0], "before the MGF die: only unit 0 has something to play"
    act(state, "sacrifice grenadier")
    fight(state)
    assert state.units[0].killed == ["grenadier"] and state.silenced == [4]
    assert state.turn == 3, "no MGF die rolled: casualties are the DEF"
    assert [u.soldiers for u in state.units] == [20 + 4 - 1 - 2] * 2
    turn(state, QUIET, QUIET)
    act(state, "move 5", 0)
    act(state, "stay", 1)
    fight(state)
    assert state.turn == 4 and state.units[1].soldiers == 20 + 6 - 1 - 2 - 2, "still no MGF in sector 4"


def test_grenadier_cannot_silence_a_bunker() -> None:
    """Grenadier: "(non in un bunker)" -- a bunker with machine-gun fire is fired on."""
    state = items_game()
    with_sector(state, 7, mgf=1)
    state.units[0].specialists.append("grenadier")
    turn(state, QUIET)
    act(state, "move 5")
    fight(state)
    turn(state, QUIET)
    act(state, "move 7")
    assert state.phase == COMBAT and state.current_players() == [CHANCE], "the MGF die, nothing asked before"
    chance(state, "d6 1")
    assert "sacrifice grenadier" not in legal(state)


def test_quartermaster_items_cost_two_less_for_every_unit() -> None:
    """Quartermaster: "Gli oggetti costano -2 punti oggetto per ogni unità" -- unit 0, in
    another sector than the Quartermaster's unit, finds the Whistle (7) for 5."""
    state = items_game(players=2)
    state.units[1].specialists.append("quartermaster")
    turn(state, QUIET, QUIET)
    act(state, "move 1", 1)
    fight(state)
    roll(state, QUIET, QUIET)
    while asked(state) != [0]:
        act(state, "done", asked(state)[0])
    assert state.units[0].item_points == 6
    assert "find whistle" in legal(state) and "find binoculars" not in legal(state), "7 - 2 = 5, 10 - 2 = 8"
    act(state, "find whistle")
    assert state.units[0].items == ["whistle"] and state.units[0].item_points == 1
