"""Medals ("Onorificenze", rulebook p. 5; card list p. 25): how they are won, played and
counted, and each of the twelve medals' effects as printed, on a hand-drawn board with medals
and items in the game (dday_helpers.full_board with ``awards`` and ``items``)."""

from __future__ import annotations

import dataclasses

import pytest

from dday_helpers import act, chance, full_board, legal, roll_locking_any as roll
from meeple.engine.core import CHANCE
from meeple.engine.errors import IllegalActionError
from meeple.games.dday_dice import actions as A
from meeple.games.dday_dice.dice import SOLDIERS, WHITE
from meeple.games.dday_dice.game import DDayDice, new_state
from meeple.games.dday_dice.phases import COMBAT, FINAL_COUNT, MOVE, ROLL, SUPPLY, UPKEEP
from meeple.games.dday_dice.state import DdState

QUIET = ("soldier", "soldier", "tool", "tool", "courage", "star")  # no RWB, no full set
FULL_SET = ("skull", "star", "soldier", "soldiers", "courage", "tool")  # one of each face, no RWB
ALL_MEDALS = (
    "bronze-star", "conspicuous-gallantry-medal", "croix-de-guerre", "distinguished-service-order",
    "legion-d-honneur", "legion-of-merit", "medal-of-honor", "memorial-cross", "military-medal",
    "purple-heart", "silver-star", "victoria-cross",
)


def awards_game(players: int = 1, soldiers: int = 10, courage: int = 5, stars: int = 0, **fields: object) -> DdState:
    """The full board with medals and items in the game (decks set up by the engine)."""
    board = dataclasses.replace(full_board(soldiers, courage, stars), awards=True, items=True, **fields)  # type: ignore[arg-type]
    return new_state(DDayDice(), board, players)


def done(state: DdState, phase: int) -> None:
    """Every unit asked in ``phase`` says ``done`` (Phase 3 one unit at a time)."""
    while state.phase == phase and state.current_players() and state.current_players() != [CHANCE]:
        seat = state.current_players()[0]
        if "done" not in legal(state, seat):
            return
        act(state, "done", seat)


def stay_and_fight(state: DdState) -> None:
    """Phase 4: every unit stays; Phase 5: soldiers fall; the next turn's Phase 1 begins."""
    while state.phase == MOVE and state.current_players() and state.current_players() != [CHANCE]:
        act(state, "stay", state.current_players()[0])
    while state.phase == COMBAT and state.current_players() and state.current_players() != [CHANCE]:
        seat = state.current_players()[0]
        act(state, "lose soldiers" if "lose soldiers" in legal(state, seat) else "done", seat)


def medal_in_hand(state: DdState, medal: str, seat: int = 0) -> None:
    """``seat`` holds ``medal`` (won on an earlier turn): it leaves the deck."""
    state.medal_deck.remove(medal)
    state.units[seat].medals.append(medal)
    state.units[seat].medals_won += 1


# ---------------------------------------------------------------------------------- winning


def test_a_full_set_lets_the_unit_choose_any_medal_of_the_deck_in_upkeep() -> None:
    """"Se un giocatore ottiene 1 simbolo di ogni tipo diverso nel suo Conteggio Finale (in un
    Set Completo), lui sceglie 1 carta onorificenza durante la Fase 2" -- "riceverà comunque
    le risorse riportate sui suoi dadi"."""
    state = awards_game(players=2)
    roll(state, FULL_SET, QUIET)
    assert state.phase == UPKEEP and state.current_players() == [0]
    assert legal(state) == {f"medal {m}" for m in ALL_MEDALS}, "any medal of the deck, chosen"
    act(state, "medal silver-star")
    act(state, "cancel b2")  # the skull cancels the tool
    unit = state.units[0]
    assert unit.medals == ["silver-star"] and unit.medals_won == 1
    assert "silver-star" not in state.medal_deck and len(state.medal_deck) == 11
    assert (unit.soldiers, unit.courage, unit.stars) == (10 + 1 + 2, 5 + 1, 1), "the dice still count"
    assert state.units[1].medals == [], "a Final Count without a full set wins nothing"


def test_six_courage_in_phase_three_draw_a_medal_at_random() -> None:
    """"Se, durante la Fase 3, un giocatore spende 6 coraggio, pesca 1 carta onorificenza a
    caso." """
    state = awards_game(courage=5)
    roll(state, QUIET)
    assert state.phase == SUPPLY and state.units[0].courage == 6
    act(state, "buy medal")
    assert state.units[0].courage == 0
    assert state.current_players() == [CHANCE]
    outcomes = dict(state.chance_outcomes())
    assert {a.text for a in outcomes} == {f"draw {m}" for m in ALL_MEDALS if m != "victoria-cross"}
    assert all(p == pytest.approx(1 / 11) for p in outcomes.values()), "at random among the cards left"
    chance(state, "draw croix-de-guerre")
    assert state.units[0].medals == ["croix-de-guerre"] and state.units[0].medals_won == 1
    assert "croix-de-guerre" not in state.medal_deck


def test_buying_needs_six_courage() -> None:
    """"spende 6 coraggio": with 5 the unit cannot draw a medal."""
    state = awards_game(courage=4, stars=1)
    roll(state, QUIET)
    assert state.phase == SUPPLY and state.units[0].courage == 5
    assert "recruit scout" in legal(state) and "buy medal" not in legal(state)


def test_a_unit_receives_at_most_one_medal_a_turn() -> None:
    """"Un'unità non può ricevere più di 1 carta onorificenza per turno." -- a full set this
    turn, so no medal bought in Phase 3; the next turn the unit may buy one."""
    state = awards_game(courage=10, stars=1)
    roll(state, FULL_SET)
    act(state, "medal bronze-star")
    act(state, "cancel b2")
    assert state.phase == SUPPLY and state.units[0].courage >= 6
    assert "buy medal" not in legal(state)
    done(state, SUPPLY)
    stay_and_fight(state)
    roll(state, QUIET)
    done(state, FINAL_COUNT)  # the Bronze Star is kept, not played
    assert state.phase == SUPPLY and "buy medal" in legal(state)


def test_an_empty_deck_gives_no_medal() -> None:
    """"Quando non ci saranno più carte disponibili nel mazzo onorificenze, non sarà più
    possibile riceverne." """
    state = awards_game(courage=10, stars=1)
    state.medal_deck = []
    roll(state, FULL_SET)
    assert state.phase == UPKEEP and legal(state) == {"cancel r2", "cancel w1", "cancel w2", "cancel b1", "cancel b2"}
    act(state, "cancel b2")
    assert state.phase == SUPPLY and "buy medal" not in legal(state)
    assert state.units[0].medals == [] and state.units[0].medals_won == 0


def test_the_victoria_cross_is_removed_in_solo() -> None:
    """"Queste carte non sono disponibili nel gioco solitario: l'onorificenza Vittoria Cross" """
    assert sorted(awards_game(players=1).medal_deck) == sorted(m for m in ALL_MEDALS if m != "victoria-cross")
    assert sorted(awards_game(players=2).medal_deck) == sorted(ALL_MEDALS)


# ---------------------------------------------------------------------------------- playing


def test_a_medal_is_played_at_the_end_of_phase_one_and_is_then_out_of_the_game() -> None:
    """"devono essere giocate alla fine di ogni Fase 1 (dopo che il Conteggio Finale è stato
    ottenuto) ... Una volta usata, la carta onorificenza è piazzata coperta sul tavolo e non
    potrà più essere usata per il resto dell'intero gioco." """
    state = awards_game()
    medal_in_hand(state, "distinguished-service-order")
    chance(state, *(f"face {f}" for f in QUIET))
    assert state.phase == ROLL and not any(a.kind == "play" for a in state.legal_actions(0)), "not while rolling"
    act(state, "lock r1")
    act(state, "lock r2")
    act(state, "stop")
    assert state.phase == FINAL_COUNT
    assert legal(state) == {"play distinguished-service-order", "done"}
    act(state, "play distinguished-service-order")
    unit = state.units[0]
    assert unit.medals == [] and state.medals_out == ["distinguished-service-order"]
    assert "distinguished-service-order" not in state.medal_deck
    assert state.phase == SUPPLY, "nothing left to play: the window closes"
    assert not any(a.kind == "play" for a in state.legal_actions(0))
    done(state, SUPPLY)
    stay_and_fight(state)
    roll(state, QUIET)
    assert state.phase == SUPPLY, "no medal left to play next turn"


def test_a_medal_not_played_is_kept_for_a_later_phase_one() -> None:
    """"devono essere giocate alla fine di ogni Fase 1": the unit may wait for a later turn."""
    state = awards_game()
    medal_in_hand(state, "memorial-cross")
    roll(state, QUIET)
    act(state, "done")
    assert state.phase == SUPPLY and "play memorial-cross" not in legal(state)
    done(state, SUPPLY)
    stay_and_fight(state)
    roll(state, QUIET)
    assert "play memorial-cross" in legal(state)


def test_ten_victory_points_per_medal_won_played_or_not() -> None:
    """"Per aver guadagnato un'onorificenza, aggiungi 10 VP (per onorificenza ottenuta, sia
    essa coperta o scoperta)." """
    state = awards_game()
    roll(state, FULL_SET)
    act(state, "medal bronze-star")
    act(state, "cancel b2")
    done(state, SUPPLY)
    stay_and_fight(state)
    unit = state.units[0]

    def expected(medals: int) -> int:
        return 10 * 2 + unit.soldiers + 2 * unit.courage + 3 * len(unit.specialists) + 10 * medals

    assert state.result_summary()["victory_points"] == [expected(1)]
    roll(state, QUIET)
    act(state, "play bronze-star")
    assert unit.medals == [] and state.result_summary()["victory_points"] == [expected(1)], "played: still 10 VP"


# ---------------------------------------------------------------------------- the twelve medals


def test_bronze_star_markers_are_not_turned_this_turn() -> None:
    """Bronze Star: "Tutte le unità possono restare 1 turno extra nei loro settori (non si
    cambia il segnalino unità questo turno)" -- on a black shield ("Non puoi stare qui") the
    unit may stay a second turn; the other unit's marker does not turn either."""
    state = awards_game(players=2, soldiers=20)
    medal_in_hand(state, "bronze-star")
    roll(state, QUIET, QUIET)
    act(state, "done")
    done(state, SUPPLY)
    act(state, "move 5", 0)  # the black shield
    act(state, "stay", 1)
    stay_and_fight(state)
    assert state.turn == 2 and [u.marker for u in state.units] == [1, 1]
    roll(state, QUIET, QUIET)
    act(state, "play bronze-star")
    done(state, SUPPLY)
    assert [u.marker for u in state.units] == [1, 1] and not state.units[0].must_move
    assert "stay" in legal(state, 0), "a second turn on the black shield"
    stay_and_fight(state)
    roll(state, QUIET, QUIET)
    done(state, SUPPLY)
    assert state.units[0].must_move and state.units[1].marker == 2, "the next turn the markers turn again"


def test_conspicuous_gallantry_medal_two_results_to_yourself_and_one_to_another_unit() -> None:
    """Conspicuous Gallantry Medal: "Aggiungi 2 risultati a tua scelta (di qualsiasi colore) al
    tuo Conteggio Finale e 1 risultato ad un'altra unità" -- a white and a blue two-soldiers
    join a red one: Fresh Troops."""
    state = awards_game(players=2)
    medal_in_hand(state, "conspicuous-gallantry-medal")
    roll(state, ("soldiers", "soldiers", "tool", "tool", "courage", "star"), QUIET)
    act(state, "play conspicuous-gallantry-medal")
    assert "result soldiers white" in legal(state) and "result skull blue" in legal(state), "any face, any colour"
    act(state, "result soldiers white")
    act(state, "result soldiers blue")
    assert {a.a for a in state.legal_actions(0)} == {1}, "the third result goes to another unit"
    act(state, "result 1 courage red")
    done(state, FINAL_COUNT)
    unit, other = state.units
    assert unit.soldiers == 10 + 2 * 4 + 6, "four two-soldiers and Fresh Troops"
    assert other.courage == 5 + 1 + 1


def test_conspicuous_gallantry_medal_in_solo_gives_only_its_first_part() -> None:
    """Solo: "L'eccezione a questo è la onorificenza scritta in 2 parti (tipo il Memorial
    Cross), dove devi considerare solo la prima parte per te stesso" -- 2 results, not 3."""
    state = awards_game()
    medal_in_hand(state, "conspicuous-gallantry-medal")
    roll(state, QUIET)
    act(state, "play conspicuous-gallantry-medal")
    act(state, "result courage red")
    act(state, "result courage red")
    assert state.units[0].pending == [] and state.phase == SUPPLY, "no third result"
    assert state.units[0].courage == 5 + 1 + 2


def test_croix_de_guerre_every_unit_gains_a_battle_cry() -> None:
    """Croix de Guerre: "Tutte le unità guadagnano un RWB Battle Cry" -- "Guadagni 3 soldati
    oppure, se muovi in questo turno, ignora tutti i requisiti ... e non spendi coraggio"."""
    state = awards_game(players=2, courage=0)
    medal_in_hand(state, "croix-de-guerre", seat=1)
    roll(state, QUIET, QUIET)
    act(state, "play croix-de-guerre", 1)
    assert state.phase == UPKEEP and state.current_players() == [0, 1]
    assert legal(state, 0) == {"battle-cry soldiers", "battle-cry move"} == legal(state, 1)
    act(state, "battle-cry soldiers", 0)
    act(state, "battle-cry move", 1)
    assert state.units[0].soldiers == 10 + 2 + 3
    done(state, SUPPLY)
    assert state.units[1].courage == 1 and "move 5" in legal(state, 1)
    act(state, "move 5", 1)
    assert state.units[1].courage == 1, "no courage spent to advance"


def test_distinguished_service_order_three_stars_and_courage_and_three_stars_to_the_others() -> None:
    """Distinguished Service Order: "Guadagna 3 stelle e 3 coraggio. Tutte le altre unità
    guadagnano 3 stelle" """
    state = awards_game(players=3)
    medal_in_hand(state, "distinguished-service-order", seat=1)
    roll(state, QUIET, QUIET, QUIET)
    act(state, "play distinguished-service-order", 1)
    done(state, FINAL_COUNT)
    assert [(u.stars, u.courage) for u in state.units] == [(1 + 3, 6), (1 + 3, 6 + 3), (1 + 3, 6)]


def test_distinguished_service_order_in_solo_gives_only_its_first_part() -> None:
    """Solo: a medal "scritta in 2 parti ... devi considerare solo la prima parte per te
    stesso" -- 3 stars and 3 courage, not 3 more stars."""
    state = awards_game()
    medal_in_hand(state, "distinguished-service-order")
    roll(state, QUIET)
    act(state, "play distinguished-service-order")
    assert (state.units[0].stars, state.units[0].courage) == (1 + 3, 6 + 3)


def test_legion_d_honneur_any_item_even_used_or_not_on_the_map_outside_the_limit() -> None:
    """Légion d'Honneur: "Un'unità cerca un oggetto gratuitamente (l'oggetto può anche essere
    usato o non disponibile)" -- "Quando una carta onorificenza permette ai giocatori di ...
    cercare un oggetto, queste possono andare oltre al limite di 1 per turno." """
    state = awards_game(players=2)
    medal_in_hand(state, "legion-d-honneur")
    state.reserve.remove("whistle")
    state.used.append("whistle")  # used: face down in the reserve
    state.units[1].items.append("grenade")
    state.units[1].item_points = 10
    roll(state, QUIET, QUIET)
    act(state, "play legion-d-honneur")
    options = legal(state)
    assert "honour 1 whistle" in options, "a used item"
    assert "honour 0 bazooka" in options and "bazooka" not in state.reserve, "a special item not on this map"
    assert "honour 1 walkie-talkie" in options, "an item of the reserve"
    assert "honour 0 grenade" not in options, "not an item in a unit's inventory"
    act(state, "honour 1 bazooka")
    assert state.units[1].items == ["grenade", "bazooka"] and state.units[1].item_points == 10 + 3, "for free"
    done(state, FINAL_COUNT)
    assert state.phase == SUPPLY
    while state.current_players() != [1]:
        act(state, "done", state.current_players()[0])
    assert "find walkie-talkie" in legal(state, 1), "the free item is outside the limit of 1 a turn"
    act(state, "find walkie-talkie", 1)
    assert state.units[1].items == ["grenade", "bazooka", "walkie-talkie"]


def test_legion_of_merit_draws_a_vehicle_at_random() -> None:
    """Legion of Merit: "Pesca 1 veicolo a caso gratuitamente" """
    state = awards_game()
    medal_in_hand(state, "legion-of-merit")
    roll(state, QUIET)
    act(state, "play legion-of-merit")
    assert state.current_players() == [CHANCE]
    outcomes = dict(state.chance_outcomes())
    vehicles = ("jeep", "half-track", "ambulance", "armored-car", "bulldozer", "tank")
    assert {a.text for a in outcomes} == {f"draw {v}" for v in vehicles}
    assert all(p == pytest.approx(1 / 6) for p in outcomes.values())
    chance(state, "draw tank")
    assert state.units[0].vehicles == ["tank"] and "tank" not in state.vehicle_deck
    assert state.units[0].item_points == 3, "for free"


def test_legion_of_merit_with_a_vehicle_held_the_unit_abandons_one() -> None:
    """"Un'unità non può mai avere più di un veicolo allo stesso tempo ... una volta che sono
    stati abbandonati non possono più essere usati o trovati." """
    state = awards_game()
    medal_in_hand(state, "legion-of-merit")
    state.vehicle_deck.remove("jeep")
    state.units[0].vehicles.append("jeep")
    roll(state, QUIET)
    act(state, "play legion-of-merit")
    chance(state, "draw bulldozer")
    assert legal(state) == {"abandon jeep", "abandon bulldozer"}
    act(state, "abandon jeep")
    assert state.units[0].vehicles == ["bulldozer"] and state.abandoned == ["jeep"]
    assert "jeep" not in state.vehicle_deck


def test_medal_of_honor_a_red_a_white_and_a_blue_result_to_another_unit() -> None:
    """Medal of Honor: "Aggiungi 3 risultati a tua scelta (1 rosso, 1 bianco e 1 blu) al
    Conteggio Finale di un'altra unità" -- three two-soldiers: Fresh Troops for unit 1."""
    state = awards_game(players=3)
    medal_in_hand(state, "medal-of-honor")
    roll(state, QUIET, QUIET, QUIET)
    act(state, "play medal-of-honor")
    options = state.legal_actions(0)
    assert {a.a for a in options} == {1, 2}, "another unit"
    assert all(a.dice[1] == 0 for a in options), "the red result first"
    act(state, "result 1 soldiers red")
    assert {(a.a, a.dice[1]) for a in state.legal_actions(0)} == {(1, WHITE)}, "the same unit, white"
    act(state, "result 1 soldiers white")
    act(state, "result 1 soldiers blue")
    done(state, FINAL_COUNT)
    assert [u.soldiers for u in state.units] == [12, 10 + 2 + 6 + 6, 12]


def test_medal_of_honor_in_solo_goes_to_the_unit_itself() -> None:
    """Solo: "Oggetti, onorificenze e RWB che menzionano 'un'altra unità' ora riguardano il
    giocatore" (the Medal of Honor has one part)."""
    state = awards_game()
    medal_in_hand(state, "medal-of-honor")
    roll(state, QUIET)
    act(state, "play medal-of-honor")
    for colour in ("red", "white", "blue"):
        act(state, f"result 0 soldiers {colour}")
    assert state.units[0].soldiers == 10 + 2 + 6 + 6


def test_medal_of_honor_with_no_other_unit_on_the_beach_gives_nothing() -> None:
    """Medal of Honor: "al Conteggio Finale di un'altra unità" -- once the other unit is safe
    in the bunker ("una volta che hai finito il turno quello che possiedi non ha più valore",
    FAQ) no unit can receive the results: the medal is spent and the game goes on."""
    state = awards_game(players=2)
    medal_in_hand(state, "medal-of-honor")
    for target in (5, 7):
        roll(state, QUIET, QUIET)
        act(state, "done")
        done(state, SUPPLY)
        act(state, f"move {target}", 1)
        stay_and_fight(state)
    assert state.units[1].safe and state.units[0].active
    roll(state, QUIET)
    act(state, "play medal-of-honor")
    assert state.units[0].pending == [] and state.medals_out == ["medal-of-honor"]
    assert state.phase in (SUPPLY, MOVE) and state.units[0].soldiers == 10 + 3 * 2 - 1 - 2


def test_memorial_cross_dead_mans_gift_and_ten_item_points_to_the_others() -> None:
    """Memorial Cross: "La tua unità guadagna un RWB "Dead Man's Gift". Tutte le altre unità
    guadagnano +10 punti oggetto." -- Dead Man's Gift: "Guadagni 20 Punti Oggetto"."""
    state = awards_game(players=3)
    medal_in_hand(state, "memorial-cross", seat=2)
    roll(state, QUIET, QUIET, QUIET)
    act(state, "play memorial-cross", 2)
    done(state, FINAL_COUNT)
    assert [u.item_points for u in state.units] == [3 + 10, 3 + 10, 3 + 20]


def test_memorial_cross_in_solo_gives_only_its_first_part() -> None:
    """Solo: "l'onorificenza scritta in 2 parti (tipo il Memorial Cross), dove devi considerare
    solo la prima parte per te stesso" -- 20 Item Points, not 30."""
    state = awards_game()
    medal_in_hand(state, "memorial-cross")
    roll(state, QUIET)
    act(state, "play memorial-cross")
    assert state.units[0].item_points == 3 + 20


def test_military_medal_a_free_regular_and_a_free_unique_recruit_outside_the_limit() -> None:
    """Military Medal: "Tutte le unità possono reclutare 1 specialista regolare e 1 specialista
    unico gratuitamente" -- "queste possono andare oltre al limite di 1 per turno"."""
    state = awards_game(players=2, stars=3)
    medal_in_hand(state, "military-medal")
    roll(state, QUIET, QUIET)
    act(state, "play military-medal")
    assert state.phase == SUPPLY
    for seat, regular, unique in ((0, "medic", "engineer"), (1, "chaplain", "general")):
        assert state.current_players() == [seat]
        options = legal(state, seat)
        assert f"recruit {regular} free" in options and f"recruit {unique} free" in options
        act(state, f"recruit {regular} free", seat)
        assert not any(a.text.endswith(" free") and a.name in ("veteran", "hero") for a in state.legal_actions(seat)), \
            "one free regular"
        act(state, f"recruit {unique} free", seat)
        act(state, "recruit veteran", seat)  # and the turn's own recruit, with stars
        assert state.units[seat].specialists == [regular, unique, "veteran"]
        assert state.units[seat].stars == 3 + 1 - 3, "only the veteran was paid for"
        act(state, "done", seat)
    assert state.phase == MOVE


def test_purple_heart_dismiss_a_specialist_for_an_rwb_of_ones_choice() -> None:
    """Purple Heart: "Tutte le unità possono dismettere 1 dei loro specialisti per guadagnare un
    bonus RWB a loro scelta. Gli specialisti potranno essere reclutati ancora" """
    state = awards_game(players=2, stars=2)
    medal_in_hand(state, "purple-heart")
    state.units[0].specialists.append("scout")
    state.units[1].specialists.append("veteran")
    roll(state, QUIET, QUIET)
    act(state, "play purple-heart")
    assert state.current_players() == [0, 1]
    assert legal(state, 1) == {f"dismiss veteran {b}" for b in A.RWB_NAMES} | {"done"}
    act(state, "dismiss scout fresh-troops", 0)
    act(state, "done", 1)  # unit 1 keeps its Veteran
    unit = state.units[0]
    assert unit.specialists == [] and unit.killed == []
    assert unit.soldiers == 10 + 2 + 6, "Fresh Troops"
    assert unit.item_points == 3, "no Scout's tool any more"
    assert state.units[1].specialists == ["veteran"]
    assert state.phase == SUPPLY
    while state.current_players() != [0]:
        act(state, "done", state.current_players()[0])
    assert "recruit scout" in legal(state), "the Scout may be recruited again"


def test_silver_star_one_unit_moves_twice_paying_courage() -> None:
    """Silver Star: "1 unità qualsiasi può muovere due volte durante la Fase 4 (deve comunque
    spendere coraggio se avanza)" """
    state = awards_game(players=2, soldiers=20)
    medal_in_hand(state, "silver-star")
    roll(state, QUIET, QUIET)
    act(state, "play silver-star")
    assert legal(state) == {"silver-star 0", "silver-star 1"}
    act(state, "silver-star 1")
    done(state, SUPPLY)
    act(state, "move 5", 0)
    assert 0 not in state.current_players(), "unit 0 moves once"
    act(state, "move 5", 1)
    assert state.current_players() == [1] and state.units[1].courage == 6 - 1
    act(state, "move 7", 1)  # the second move: into the bunker, 2 courage
    assert state.units[1].courage == 6 - 1 - 2 and state.units[1].sector == 7
    assert state.units[1].safe and state.turn == 2


def test_victoria_cross_the_pooled_dice_are_redealt() -> None:
    """Victoria Cross: "Dopo un Conteggio Finale, piazza tutti i dadi delle unità in mezzo al
    tavolo. Quindi, prendi 6 dadi per ogni unità (2 rossi, 2 bianchi, 2 blu) per determinare i
    loro nuovi Conteggi Finali." -- the player who plays it deals each die, of its colour."""
    state = awards_game(players=2, soldiers=0)
    medal_in_hand(state, "victoria-cross")
    roll(state, ("soldiers",) * 6, ("tool", "tool", "star", "star", "courage", "courage"))
    act(state, "play victoria-cross")
    assert legal(state) == {"deal soldiers", "deal tool"}, "the red dice of the pool, for unit 0's r1"
    assert legal(state, 1) == set()
    for face in ("soldiers", "tool", "soldiers", "star", "soldiers", "courage"):
        act(state, f"deal {face}")
    for face in ("soldiers", "soldiers", "soldiers"):  # unit 1's r1, w1, b1; r2, w2, b2 are forced
        act(state, f"deal {face}")
    assert not state.vc_pool and not state.vc_slots
    unit, other = state.units
    assert unit.dice == other.dice == [SOLDIERS, 5, SOLDIERS, 1, SOLDIERS, 4]
    assert [(u.soldiers, u.item_points) for u in state.units] == [(6 + 6, 1), (6 + 6, 1)], \
        "each unit: three two-soldiers in three colours (Fresh Troops) and one tool"


def test_playing_a_medal_is_refused_outside_the_end_of_phase_one() -> None:
    """"devono essere giocate alla fine di ogni Fase 1" -- not in Phase 3."""
    state = awards_game()
    medal_in_hand(state, "silver-star")
    roll(state, QUIET)
    act(state, "done")
    with pytest.raises(IllegalActionError):
        act(state, "play silver-star")
