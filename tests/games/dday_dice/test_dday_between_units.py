"""What happens between units, from an audit of the 2-4 player game and of the dice and combat
(rules version 11): the game ends the moment a unit is lost (DDD-20); an eliminated unit's
soldiers and specialists score nothing (DDD-21); a unit given something in a window it had closed
is asked again (DDD-5); in the second edition units trade once every unit has moved (DDE-32);
units that entered a bunker together never lower its DEF for each other, even when one goes on
(DDM-80); no Straight where the map removes a face (DDM-9, DDE-5); no Grenade or Mortar against
guns a Grenadier silenced (DDD-12)."""

from __future__ import annotations

import dataclasses

from dday_helpers import act, chance, full_board, legal, new_full_game, new_map_game, place, roll, skip
from meeple.games.dday_dice import combat, ignored_skulls, item_effects
from meeple.games.dday_dice.dice import FACES
from meeple.games.dday_dice.edition import SECOND
from meeple.games.dday_dice.game import DDayDice, new_state
from meeple.games.dday_dice.item_effects import PRE_MGF
from meeple.games.dday_dice.phases import COMBAT, FINAL_COUNT, MOVE, OVER, SUPPLY
from meeple.games.dday_dice.scoring import victory_points
from meeple.games.dday_dice.state import DdState

#: No RWB, no full set, no skull.
PLAIN = ("soldiers", "soldiers", "soldier", "soldier", "star", "star")


def two_units() -> DdState:
    """Two units on the full test board: unit 0 in sector 4 (come by 2 and 5), unit 1 in 5."""
    state = new_full_game(players=2, start_soldiers=20, start_courage=5)
    place(state, 0, 4, visited=(2, 5), marker=1)
    place(state, 1, 5, visited=(2,), marker=1)
    return state


# ------------------------------------------------------------------ the end of the game


def test_the_game_ends_in_defeat_the_moment_a_unit_is_lost() -> None:
    """"Il gioco finisce con la sconfitta dei giocatori se [...] Un'unità è forzata a muovere e
    non può farlo" (es "La partida finaliza en derrota"): unit 0 must move from 4 with no courage
    and every sideways sector visited; it is lost as Phase 4 begins, and unit 1 is asked nothing
    more -- no move into the bunker, no combat (DDD-20)."""
    state = two_units()
    roll(state, PLAIN, PLAIN)
    skip(state, SUPPLY)
    stuck, other = state.units
    stuck.must_move, stuck.courage = True, 0
    skip(state, MOVE)
    assert stuck.lost and state.phase == OVER and state.result == "defeat"
    assert state.current_players() == [] and other.sector == 5 and not other.safe


def test_an_eliminated_unit_scores_no_soldier_and_no_specialist() -> None:
    """VP "Per ogni soldato rimasto nell'unità", fr "Pour chaque Soldat encore en vie": a unit
    lost because it could not move was "eliminata" / "anéantie" with its soldiers and
    specialists; its courage, medals and last sector still count (DDD-21)."""
    state = two_units()
    stuck = state.units[0]
    stuck.soldiers, stuck.courage, stuck.specialists = 12, 2, ["medic", "scout"]
    alive = victory_points(state, stuck)
    stuck.lost = True
    assert victory_points(state, stuck) == alive - 12 - 3 * 2


# ------------------------------------------------------------------ gifts reopen a window


def test_a_unit_given_stars_after_it_said_done_in_phase_3_may_recruit_with_them() -> None:
    """"Gli scambi possono essere fatti in qualsiasi momento" and Phase 3 is "Recluta Specialisti
    / cerca Oggetti (puoi anche Scambiare risorse)": the unit with fewer soldiers acts first
    (DDD-15) and says done; given four stars, it acts again and recruits its Medic (DDD-5)."""
    state = new_full_game(players=2, start_soldiers=10, start_courage=5)
    place(state, 0, 2, marker=1)
    place(state, 1, 2, marker=1)
    roll(state, PLAIN, PLAIN)
    skip(state, SUPPLY)
    poor, rich = state.units
    poor.soldiers, poor.stars, rich.stars = 3, 0, 6
    assert state.current_players() == [0]
    assert "recruit medic" not in legal(state, 0)
    act(state, "done", 0)
    assert state.current_players() == [1]
    for _ in range(4):
        act(state, "give 0 star", 1)
    act(state, "done", 1)
    assert state.phase == SUPPLY and state.current_players() == [0]
    act(state, "recruit medic", 0)
    assert "medic" in poor.specialists


def test_a_gift_before_casualties_reopens_the_window_of_a_unit_that_closed_it() -> None:
    """First edition: "gli scambi si possono fare dopo aver tirato il dado del Fuoco di
    Mitragliatrice ma prima che le unità subiscano perdite" -- a unit that closed its window and
    is then given an item may use it before casualties (DDD-5)."""
    state = new_full_game(players=2, start_soldiers=10, start_courage=5)
    place(state, 0, 4, visited=(2,), marker=1)
    place(state, 1, 4, visited=(2,), marker=1)
    state.units[1].items.append("flak-vest")
    roll(state, PLAIN, PLAIN)
    skip(state, MOVE)
    act(state, "stay", 0)
    act(state, "stay", 1)
    skip(state, lambda s: s.phase == COMBAT and s.combat_stage == 1 or s.current_players() == [-1])
    chance(state, "d6 3")
    assert state.phase == COMBAT and state.combat_stage == 1
    act(state, "done", 0)
    act(state, "give 0 flak-vest", 1)
    assert "use flak-vest" in legal(state, 0)


def test_a_unit_whose_die_a_lieutenant_swapped_after_it_said_done_is_asked_again() -> None:
    """The Lieutenant swaps a die with another unit at the end of Phase 1; that unit's Final
    Count changed, so it may answer -- here with its Binoculars -- though it had said done
    (DDD-5)."""
    state = new_full_game(players=2, start_soldiers=10, start_courage=5)
    place(state, 0, 2, marker=1)
    place(state, 1, 2, marker=1)
    state.units[0].specialists.append("lieutenant")
    state.units[1].items.append("binoculars")
    roll(state, PLAIN, ("soldiers", "soldiers", "soldier", "soldier", "star", "courage"))
    assert state.phase == FINAL_COUNT and state.current_players() == [0, 1]
    act(state, "done", 1)
    assert state.current_players() == [0]
    act(state, "swap b2 1 b2", 0)
    assert 1 in state.current_players() and any(t.startswith("use binoculars") for t in legal(state, 1))


def test_a_unit_whose_final_count_another_units_medal_changed_is_asked_again() -> None:
    """The Victoria Cross and the Medal of Honor played by one unit change another's Final
    Count; that unit had said done, and is asked again (DDD-5, DDD-18 revised)."""
    for medal in ("victoria-cross", "medal-of-honor"):
        state = new_full_game(players=2, start_soldiers=10, start_courage=5)
        place(state, 0, 2, marker=1)
        place(state, 1, 2, marker=1)
        state.units[0].medals.append(medal)
        state.units[1].items.append("binoculars")
        roll(state, PLAIN, ("soldiers", "soldiers", "soldier", "soldier", "star", "courage"))
        act(state, "done", 1)
        before = (list(state.units[1].dice), list(state.units[1].extra))
        act(state, f"play {medal}", 0)
        while state.current_players() == [0] and state.units[0].pending:
            act(state, sorted(legal(state, 0))[0], 0)
        assert (state.units[1].dice, state.units[1].extra) != before, medal
        assert 1 in state.current_players() and "done" in legal(state, 1), medal


def test_a_unit_that_answers_another_units_rope_ladder_is_asked_again() -> None:
    """The Rope Ladder puts a choice to every unit (the colour of its new skull); a unit that had
    said done answers it and, its Final Count changed, is asked again -- here it may use its Ammo
    Box (DDD-5)."""
    state = new_full_game(players=2, start_soldiers=10, start_courage=5)
    place(state, 0, 2, marker=1)
    place(state, 1, 2, marker=1)
    state.units[0].items.append("rope-ladder")
    state.units[1].items += ["ammo-box", "toolkit"]
    roll(state, PLAIN, PLAIN)
    act(state, "done", 1)
    act(state, "use rope-ladder", 0)
    for seat in (0, 1):
        while state.units[seat].pending:
            act(state, sorted(legal(state, seat))[0], seat)
    assert 1 in state.current_players() and any("ammo-box" in t for t in legal(state, 1))


def test_a_vehicle_drawn_into_its_sector_reopens_a_units_window() -> None:
    """A vehicle helps every unit of its sector (DDC-18): unit 0's Legion of Merit draws a Jeep,
    and unit 1, which had said done, is asked again with the Jeep's reroll (DDD-5)."""
    state = new_full_game(players=2, start_soldiers=10, start_courage=5)
    place(state, 0, 2, marker=1)
    place(state, 1, 2, marker=1)
    state.units[0].medals.append("legion-of-merit")
    state.units[1].items.append("toolkit")
    state.vehicle_deck = ["jeep"]
    with_skull = ("soldiers", "soldiers", "soldier", "soldier", "star", "skull")
    roll(state, with_skull, with_skull)
    act(state, "done", 1)
    act(state, "play legion-of-merit", 0)
    chance(state, "draw jeep")
    assert state.units[0].vehicles == ["jeep"]
    assert 1 in state.current_players() and any(t.startswith("jeep") for t in legal(state, 1))


def test_a_lost_unit_ends_the_game_only_once_the_binoculars_choice_on_a_mine_die_is_made() -> None:
    """Unit A crosses a minefield into the one-unit sector unit B needed, so B is lost; A's mine
    die is a casualty of that same moment, and A may still change it with its Binoculars: the
    game ends after that choice and the casualties it brings (DDD-20)."""
    board = full_board(start_soldiers=10, start_courage=6)
    board.sectors[6] = dataclasses.replace(board.sectors[6], one_unit=True)
    state = new_state(DDayDice(), board, 2)
    place(state, 0, 3, marker=1)
    place(state, 1, 5, visited=(2, 4), marker=1)
    state.units[0].items.append("binoculars")
    roll(state, PLAIN, PLAIN)
    skip(state, MOVE)
    mover, stuck = state.units
    mover.soldiers, stuck.soldiers = 8, 12  # fewer soldiers: the mover goes first
    stuck.must_move, stuck.courage = True, 0
    act(state, "move 6", 0)
    assert stuck.lost and state.phase == MOVE
    chance(state, "d6 2")
    assert state.phase == MOVE and state.current_players() == [0], "the Binoculars' choice first"
    act(state, "done", 0)
    assert state.phase == OVER and state.result == "defeat" and mover.soldiers < 8


# ------------------------------------------------------------------ second edition


def test_second_edition_units_that_meet_by_moving_trade_before_combat() -> None:
    """fr "Lors de chaque phase, sauf PHASE 6, COMBAT, lorsque 2 Unités ou plus sont dans un même
    Secteur, ces Unités peuvent échanger": two units that both move into sector 2 in Phase 5 may
    give each other soldiers before the fire (DDE-32)."""
    state = new_full_game(players=2, start_soldiers=10, start_courage=6)
    state.edition = SECOND
    for seat, sector in ((0, 1), (1, 3)):
        place(state, seat, sector, marker=1)
    roll(state, PLAIN, PLAIN)
    skip(state, MOVE)
    act(state, "move 2", 0)
    act(state, "move 2", 1)
    skip(state, lambda s: s.current_players() != [-1] or s.phase != MOVE)
    assert state.phase == MOVE and "give 1 soldier" in legal(state, 0) and "done" in legal(state, 1)
    before = (state.units[0].soldiers, state.units[1].soldiers)
    act(state, "give 1 soldier", 0)
    assert (state.units[0].soldiers, state.units[1].soldiers) == (before[0] - 1, before[1] + 1)


def test_no_straight_where_the_map_removes_the_tools() -> None:
    """Exercise Tiger's Basic Training: "ignorate tutti i risultati Oggetto dal Conteggio
    Finale" -- six faces with a tool are no Straight there, so under the second edition its
    skull is not ignored (DDM-9, DDE-5)."""
    state = new_map_game("exercise-tiger-basic", 1, edition=2)
    unit = state.units[0]
    unit.dice = list(range(len(FACES)))  # skull, star, soldier, soldiers, courage, tool
    assert not ignored_skulls.straight(state, unit) and ignored_skulls.by_straight(state, unit) == 0
    omaha = new_map_game("omaha-beach", 1, edition=2)
    omaha.units[0].dice = list(unit.dice)
    assert ignored_skulls.by_straight(omaha, omaha.units[0]) == 1


# ------------------------------------------------------------------ bunkers and guns


def test_units_that_entered_a_bunker_together_never_lower_its_def_for_each_other() -> None:
    """"Se 2 o più unità entrano nel bunker allo stesso tempo, non possono beneficiare dei
    reciproci specialisti": on Silence the Guns one retires safe in Merville's bunker and the
    other goes on but stays there a turn more -- the first one's specialists do not help it
    (DDM-80); a unit that came a turn later does get them."""
    state = new_map_game("silence-the-guns", 3, starts="MMS")
    safe, going_on, later = state.units
    for unit, turn in ((safe, 4), (going_on, 4), (later, 5)):
        unit.sector, unit.entered_bunker_turn, unit.specialists = 34, turn, ["medic", "scout", "veteran"]
    safe.safe = True
    plain = combat.sector_def(state, going_on, [])
    assert combat.sector_def(state, going_on, [safe]) == plain
    assert combat.sector_def(state, later, [safe]) == combat.sector_def(state, later, []) - 3


def test_no_grenade_against_guns_a_grenadier_silenced_for_good() -> None:
    """Grenadier: "eliminare permanentemente le MGF nel tuo settore"; a Grenade or a Mortar
    there would change nothing and is not offered (DDD-12)."""
    state = new_full_game(players=1, start_soldiers=10, start_courage=5)
    place(state, 0, 6, visited=(2, 3), marker=1)
    unit = state.units[0]
    unit.items += ["grenade"]
    assert "use grenade" in {a.text for a in item_effects.options(state, unit, PRE_MGF)}
    state.silenced.append(6)
    assert "use grenade" not in {a.text for a in item_effects.options(state, unit, PRE_MGF)}
    omaha = new_map_game("omaha-beach", 1)
    target = next(n for n, sector in omaha.board.sectors.items() if sector.mgf and omaha.board.neighbours.get(n))
    thrower = omaha.units[0]
    place(omaha, 0, omaha.board.neighbours[target][0], marker=1)
    thrower.items.append("mortar")
    assert f"use mortar {target}" in {a.text for a in item_effects.options(omaha, thrower, PRE_MGF)}
    omaha.silenced.append(target)
    assert f"use mortar {target}" not in {a.text for a in item_effects.options(omaha, thrower, PRE_MGF)}


# ------------------------------------------------------------------ gifts come to an end


def two_units_in_phase_3() -> DdState:
    """Two units in sector 2 in Phase 3 (first edition), unit 0 with fewer soldiers acting
    first (DDD-15), both with soldiers, courage, stars and item points to give."""
    state = new_full_game(players=2, start_soldiers=10, start_courage=5)
    place(state, 0, 2, marker=1)
    place(state, 1, 2, marker=1)
    roll(state, PLAIN, PLAIN)
    skip(state, lambda s: s.phase == SUPPLY)
    for unit, soldiers in zip(state.units, (8, 12)):
        unit.soldiers, unit.courage, unit.stars, unit.item_points = soldiers, 5, 0, 0
    return state


def test_a_unit_gives_on_nothing_of_a_kind_it_was_given_in_the_same_phase() -> None:
    """"Un'unità può donare risorse senza nulla in cambio" -- a gift, not a pass: unit 1, given a
    soldier in Phase 3, gives no soldier back in Phase 3, but trades its courage for it; a
    later phase is a new trade (DDD-23)."""
    state = two_units_in_phase_3()
    assert state.current_players() == [0]
    act(state, "give 1 soldier", 0)
    act(state, "done", 0)
    assert state.current_players() == [1]
    assert "give 0 soldier" not in legal(state, 1) and "give 0 courage" in legal(state, 1)
    act(state, "give 0 courage", 1)
    act(state, "done", 1)
    assert state.current_players() == [0], "given courage, unit 0 is asked again (DDD-5)"
    assert "give 1 courage" not in legal(state, 0) and "give 1 soldier" in legal(state, 0)
    assert [u["received_this_phase"] for u in state.to_json()["units"]] == [["courage"], ["soldier"]]
    act(state, "done", 0)
    assert state.phase == MOVE and state.to_json()["units"][1]["received_this_phase"] == []


def test_gifts_in_one_phase_come_to_an_end_whatever_the_units_give() -> None:
    """Two units that only ever give, each choosing the gift it may make, stop giving within the
    phase: every gift comes out of what some unit held when the phase began (DDD-23). Before,
    a soldier passed back and forth for ever."""
    state = two_units_in_phase_3()
    held = sum(u.soldiers + u.courage + u.stars + u.item_points for u in state.units)
    gifts = 0
    while gifts <= held and state.phase == SUPPLY:
        seat = state.current_players()[0]
        options = sorted(legal(state, seat))
        gift = next((text for text in options if text.startswith("give")), "done")
        gifts += gift != "done"
        act(state, gift, seat)
    assert state.phase != SUPPLY and gifts <= held
