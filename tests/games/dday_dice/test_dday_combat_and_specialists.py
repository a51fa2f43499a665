"""Machine-gun fire, minefields, casualties, recruiting, trading and the specialists'
abilities, on a hand-drawn board with every rule on (dday_helpers.full_board)."""

from __future__ import annotations

import pytest

from dday_helpers import act, chance, new_full_game
from meeple.engine.core import CHANCE
from meeple.engine.errors import IllegalActionError
from meeple.games.dday_dice import actions as A
from meeple.games.dday_dice.phases import COMBAT, MOVE, SUPPLY
from meeple.games.dday_dice.state import DdState

QUIET = ("soldier", "soldier", "tool", "tool", "courage", "star")  # no RWB, no full set


def turn_dice(
    state: DdState, faces: tuple[str, ...] = QUIET, seats: tuple[int, ...] = (0,), supply: bool = True
) -> None:
    """Every unit rolls ``faces`` and stops (locking one die, or two); then, unless
    ``supply`` is False, every unit is done with Phase 3. Units still in a Phase 5 window
    (trading before casualties) close it first."""
    close_combat_windows(state)
    for _ in seats:
        chance(state, *(f"face {f}" for f in faces))
    for seat in seats:
        while state.units[seat].stage == 1:
            act(state, "lock " + next(a.text.split()[1] for a in state.legal_actions(seat)), seat)
        act(state, "stop", seat)
    while supply and state.phase == SUPPLY:
        act(state, "done", state.current_players()[0])


def close_combat_windows(state: DdState) -> None:
    """Every unit asked in a Phase 5 window plays nothing more."""
    while state.phase == COMBAT and state.current_players() and state.current_players() != [CHANCE]:
        act(state, "done", state.current_players()[0])


def soldiers_fall(state: DdState) -> None:
    """Every unit choosing how casualties fall lets them fall among its soldiers."""
    while state.current_players() and state.current_players() != [CHANCE]:
        seat = state.current_players()[0]
        if A.LOSE_SOLDIERS not in state.legal_actions(seat):
            return
        act(state, "lose soldiers", seat)


def with_specialists(state: DdState, seat: int, *names: str) -> None:
    state.units[seat].specialists.extend(names)


def test_mgf_is_one_d6_per_symbol_for_every_unit_in_the_sector() -> None:
    """"un giocatore tira un normale dado da 6 ... e lo aggiunge al DEF del settore ... tutte le
    unità presenti nel settore ne beneficeranno o ne subiranno il malus" (sector 4: MGF x1)."""
    state = new_full_game(players=2, start_soldiers=20, start_courage=5)
    turn_dice(state, seats=(0, 1))
    act(state, "move 1", 0)
    act(state, "move 1", 1)
    turn_dice(state, seats=(0, 1))
    act(state, "move 4", 0)
    act(state, "move 4", 1)
    before = [u.soldiers for u in state.units]
    assert state.legal_actions(CHANCE) == [A.CHANCE_D6[n] for n in range(1, 7)]
    chance(state, "d6 3")
    assert not state.d6_queue, "one die for the sector, not one per unit"
    # "Durante il Combattimento (Fase 5), gli scambi si possono fare dopo aver tirato il dado del
    # Fuoco di Mitragliatrice ma prima che le unità subiscano perdite": both units may trade now
    assert state.current_players() == [0, 1] and A.GIVE[(1, "soldier")] in state.legal_actions(0)
    act(state, "done", 0)
    act(state, "done", 1)
    assert state.turn == 3
    assert [b - u.soldiers for b, u in zip(before, state.units)] == [2 + 3, 2 + 3]


def test_mgf_special_damage_costs_courage_on_each_six() -> None:
    """Sector 4: "il giocatore perderà 1 coraggio ... I danni speciali sono attivati da qualsiasi
    dado con risultato 6" """
    state = new_full_game(start_soldiers=20, start_courage=5)
    turn_dice(state)
    act(state, "move 1")
    turn_dice(state)
    act(state, "move 4")
    before = state.units[0].soldiers
    chance(state, "d6 6")
    unit = state.units[0]
    assert unit.soldiers == before - (2 + 6)
    assert unit.courage == 5 + 1 + 1 - 1 - 1, "two turns of courage, one advance, one 6"


def test_minefield_casualties_are_a_d6_the_medic_saves_one_the_minesweeper_all() -> None:
    """"deve immediatamente tirare 1 dado per determinare il numero delle sue perdite. Un Medic
    può ridurre questo numero di 1 e un Minesweeper può interamente prevenirle" """
    for specialist, expected in ((None, 4), ("medic", 3), ("minesweeper", 0)):
        state = new_full_game(start_soldiers=20, start_courage=5)
        if specialist:
            with_specialists(state, 0, specialist)
        turn_dice(state)
        act(state, "move 3")
        soldiers_fall(state)
        turn_dice(state)
        act(state, "move 6")
        before = state.units[0].soldiers
        chance(state, "d6 4")
        soldiers_fall(state)
        assert before - state.units[0].soldiers == expected, specialist


def test_a_unit_with_specialists_chooses_who_falls() -> None:
    """"Gli specialisti contano anche come soldati, quindi un giocatore più decidere di perderlo" """
    state = new_full_game(start_soldiers=1, start_courage=0)
    with_specialists(state, 0, "veteran", "scout")
    turn_dice(state, ("star", "star", "tool", "tool", "courage", "star"))
    act(state, "stay")
    assert {a.text for a in state.legal_actions(0)} == {"lose soldiers", "lose veteran", "lose scout"}
    act(state, "lose veteran")
    unit = state.units[0]
    assert unit.specialists == ["scout"] and unit.killed == ["veteran"] and unit.soldiers == 1 - 0


def test_a_killed_specialist_cannot_be_recruited_again() -> None:
    """"Una volta che lo specialista è stato eliminato, non potrà essere reclutato ancora." """
    state = new_full_game(start_soldiers=1, start_courage=0, start_stars=10)
    with_specialists(state, 0, "veteran")
    state.units[0].killed.append("medic")
    turn_dice(state, supply=False)
    recruits = {a.name for a in state.legal_actions(0) if a.kind == "recruit"}
    assert "medic" not in recruits and "veteran" not in recruits and "chaplain" in recruits


def test_one_specialist_a_turn_paid_in_stars() -> None:
    """"un solo specialista può essere reclutato per turno per giocatore. Sottrai il costo" """
    state = new_full_game(start_soldiers=10, start_stars=10)
    turn_dice(state, supply=False)
    act(state, "recruit medic")
    unit = state.units[0]
    assert unit.specialists == ["medic"] and unit.stars == 10 + 1 - 4
    assert state.phase == MOVE, "no second recruit this turn, nobody to trade with"
    with pytest.raises(IllegalActionError):
        act(state, "recruit veteran")


def test_tie_rule_the_unit_with_fewer_soldiers_acts_first_in_phase_3() -> None:
    """"se mai ci fosse un pareggio tra 2 unità che tentano di fare la stessa cosa (cercare un
    oggetto, prendere un oggetto o una onorificenza, etc...) l'unità con il minor numero di
    soldati ha sempre la priorità" (DDD-15): Phase 3 goes one unit at a time, fewer soldiers
    first, so unit 1 takes the one Engineer of the common reserve."""
    state = new_full_game(players=2, start_soldiers=10, start_stars=10)
    state.units[1].soldiers = 4
    turn_dice(state, seats=(0, 1), supply=False)
    assert state.phase == SUPPLY and state.current_players() == [1]
    with pytest.raises(IllegalActionError, match="not seat 0's turn"):
        act(state, "recruit engineer", 0)
    act(state, "recruit engineer", 1)
    act(state, "done", 1)
    assert state.current_players() == [0]
    assert A.RECRUIT["engineer"] not in state.legal_actions(0), "the unique Engineer is taken"


def test_units_in_the_same_sector_may_give_each_other_resources() -> None:
    """"Quando 2 o più unità sono nello stesso settore, possono scambiarsi risorse ... Un'unità
    può donare risorse senza nulla in cambio." """
    state = new_full_game(players=2, start_soldiers=10, start_courage=5)
    turn_dice(state, seats=(0, 1), supply=False)
    act(state, "give 1 courage", 0)
    act(state, "give 1 soldier", 0)
    act(state, "done", 0)
    act(state, "done", 1)
    assert (state.units[0].courage, state.units[1].courage) == (5, 7)
    assert (state.units[0].soldiers, state.units[1].soldiers) == (11, 13)


def test_the_general_makes_every_unit_lock_one_die() -> None:
    """General: "Tutte le unità bloccano 1 solo dado" """
    state = new_full_game(players=2)
    with_specialists(state, 1, "general")
    chance(state, *(f"face {f}" for f in QUIET * 2))
    act(state, "lock r1", 0)
    assert A.STOP in state.legal_actions(0)


def test_veteran_and_chaplain_add_a_soldier_and_a_courage_per_rwb() -> None:
    """"se tu hai un Veterano e un Cappellano ... avrai +1 soldato e +1 coraggio per ogni RWB" """
    state = new_full_game(start_soldiers=5, start_courage=0)
    with_specialists(state, 0, "veteran", "chaplain")
    turn_dice(state, ("soldiers", "star", "soldiers", "tool", "soldiers", "courage"))
    unit = state.units[0]
    assert unit.soldiers == 5 + 6 + 6 + 1 and unit.courage == 1 + 1


def test_scout_adds_a_colourless_tool_and_marksman_pays_for_locked_skulls() -> None:
    """Scout: "Aggiungi 1 attrezzo al tuo Conteggio Finale"; Marksman: 3 soldiers per skull
    locked (DDC-13)."""
    state = new_full_game(start_soldiers=5)
    with_specialists(state, 0, "scout", "marksman")
    chance(state, *(f"face {f}" for f in ("skull", "tool", "star", "star", "courage", "soldier")))
    act(state, "lock r1")
    act(state, "lock r2")
    act(state, "stop")
    act(state, "cancel w1")  # the skull cancels a star
    unit = state.units[0]
    assert unit.item_points == 3, "two tools (one the Scout's): 3 Item Points"
    assert unit.soldiers == 5 + 1 + 3


def test_platoon_leader_beachmaster_and_pathfinder_on_the_move() -> None:
    """"-1 coraggio per avanzare"; "Guadagna 3 soldati ogni volta che avanzi"; Pathfinder: +1
    soldier every move."""
    state = new_full_game(start_soldiers=10, start_courage=1)
    with_specialists(state, 0, "platoon-leader", "beachmaster", "pathfinder")
    turn_dice(state, ("soldier", "soldier", "tool", "tool", "star", "star"))
    act(state, "move 5")
    soldiers_fall(state)
    unit = state.units[0]
    assert unit.courage == 1, "the advance cost 1 - 1 = 0"
    assert unit.soldiers == 10 + 2 + 3 + 1 - 3


def test_the_engineer_takes_five_from_his_units_bunker_def() -> None:
    """Engineer: "Sottrai 5 dal DEF del tuo bunker" (bunker DEF 6 -> 1)."""
    state = new_full_game(start_soldiers=10, start_courage=5)
    with_specialists(state, 0, "engineer")
    turn_dice(state)
    act(state, "move 5")
    soldiers_fall(state)
    turn_dice(state)
    act(state, "move 7")
    soldiers_fall(state)
    unit = state.units[0]
    assert unit.safe and unit.soldiers == 10 + 2 + 2 - 3 - 1


def fight_it_out(state: DdState) -> None:
    """Phase 5 to its end: no trade in the windows, every machine-gun die a 1, casualties
    among the soldiers."""
    while state.phase == COMBAT and state.current_players():
        if state.current_players() == [CHANCE]:
            chance(state, "d6 1")
            continue
        seat = state.current_players()[0]
        act(state, "lose soldiers" if A.LOSE_SOLDIERS in state.legal_actions(seat) else "done", seat)


def two_units_to_sector_5(state: DdState) -> None:
    """Both units roll quietly and advance into sector 5 (DEF 3)."""
    turn_dice(state, seats=(0, 1))
    act(state, "move 5", 0)
    act(state, "move 5", 1)
    fight_it_out(state)


def before_the_bunker(*specialists: str) -> DdState:
    """Two units (10 soldiers, 5 courage; unit 0 with ``specialists``) in sector 5, the next turn
    rolled: each may move into the bunker, sector 7 (DEF 6)."""
    state = new_full_game(players=2, start_soldiers=10, start_courage=5)
    with_specialists(state, 0, *specialists)
    two_units_to_sector_5(state)
    turn_dice(state, seats=(0, 1))
    return state


def moves(state: DdState, *texts: str) -> None:
    """Unit 0, 1 ... make these moves; then Phase 5 is fought out."""
    for seat, text in enumerate(texts):
        act(state, text, seat)
    fight_it_out(state)


def test_the_engineers_minus_five_holds_for_every_unit_in_its_bunker() -> None:
    """it p. 10: "Alcuni oggetti ed effetti permettono ai giocatori di ridurre il DEF di un settore
    (esempio: Flame-Thrower o Engineer). Quando questo avviene, il valore modificato di DEF viene
    applicato a tutte le unità presenti fino alla fine del turno"; fr "affecte toutes les Unités
    occupant ce Secteur" (DDC-29): the unit without the Engineer fights DEF 6 - 5 as well."""
    state = before_the_bunker("engineer")
    moves(state, "move 7", "move 7")
    for unit in state.units:
        assert unit.safe and unit.soldiers == 10 + 2 + 2 - 3 - 1


def test_once_safe_the_engineer_lowers_the_bunker_by_one_like_any_survivor() -> None:
    """FAQ (it p. 23): "una volta che hai completato la tua missione (conquista del bunker) il -5
    non sarà più attivo, ma se l'engineer è sopravvissuto conterà come -1 come tutti gli altri tuoi
    specialisti sopravvissuti": the unit coming a turn later fights DEF 6 - 1."""
    state = before_the_bunker("engineer")
    moves(state, "move 7", "move 4")
    assert state.units[0].safe and not state.units[1].safe
    turn_dice(state, seats=(1,))
    act(state, "move 7", 1)
    fight_it_out(state)
    later = state.units[1]
    assert later.safe and later.soldiers == 10 + 2 + 2 + 2 - 3 - (2 + 1) - (6 - 1)  # sector 4: DEF 2, MGF 1


def test_units_entering_the_bunker_together_do_not_lower_it_for_each_other() -> None:
    """it p. 11 / es: "Si 2 o más Unidades entran en el Búnker al mismo tiempo, no pueden
    beneficiarse unos de los Especialistas de los otros"; fr "de cette façon": unit 0's two
    specialists do not lower the bunker for unit 1, which enters with it (DEF 6)."""
    state = before_the_bunker("scout", "pathfinder")
    moves(state, "move 7", "move 7")
    assert state.units[1].safe and state.units[1].soldiers == 10 + 2 + 2 - 3 - 6


def test_every_unit_entering_the_bunker_in_the_first_turn_anyone_does_scores_the_first_bonus() -> None:
    """it p. 12 (Victory Points): "Essere il primo ad entrare in un bunker fornisce ulteriori 20 VP";
    fr "tous les joueurs qui atteignent cet objectif au même tour gagnent 20 PV"."""
    state = before_the_bunker()
    moves(state, "move 7", "move 7")
    assert all(u.safe and u.first_in_bunker for u in state.units)


def test_paratrooper_and_hero_prevent_casualties() -> None:
    """Paratrooper: "Può essere sacrificato per prevenire la perdita di massimo 6 soldati";
    Hero: "Spendi coraggio o stelle per salvare soldati (rapporto 1 a 1)" """
    state = new_full_game(start_soldiers=3, start_courage=2)
    with_specialists(state, 0, "paratrooper", "hero")
    turn_dice(state, ("star", "star", "tool", "tool", "star", "star"))
    act(state, "stay")
    act(state, "hero courage")
    unit = state.units[0]
    assert unit.courage == 1 and unit.soldiers == 3 and unit.casualties == 0


def test_the_corporal_rerolls_one_die_not_locked_on_the_first_roll() -> None:
    """Corporal: "Ritira 1 dado nel tuo Conteggio Finale. Non puoi ritirare un dado bloccato"
    (DDD-9: the dice locked after the first roll)."""
    state = new_full_game(start_soldiers=5)
    with_specialists(state, 0, "corporal")
    chance(state, *(f"face {f}" for f in ("soldiers", "soldier", "tool", "tool", "courage", "star")))
    act(state, "lock r1")
    act(state, "lock r2")
    act(state, "stop")
    corporal = {a.text for a in state.legal_actions(0) if a.kind == "corporal"}
    assert corporal == {"corporal w1", "corporal w2", "corporal b1", "corporal b2"}
    act(state, "corporal w1")
    chance(state, "face soldiers")
    assert state.units[0].dice[2] == 3
    assert state.phase == MOVE, "once a turn: nothing more to do after the Final Count"
    assert state.units[0].soldiers == 5 + 2 + 1 + 2


def test_the_captain_changes_a_dies_colour_and_can_make_an_rwb() -> None:
    """Captain: "Cambia il colore di 1 dado nel tuo Conteggio Finale (ma non il suo risultato)"
    -- two red and one blue two-soldier dice become red, white and blue: Fresh Troops."""
    state = new_full_game(start_soldiers=5)
    with_specialists(state, 0, "captain")
    chance(state, *(f"face {f}" for f in ("soldiers", "soldiers", "tool", "tool", "soldiers", "star")))
    act(state, "lock r1")
    act(state, "lock r2")
    act(state, "stop")
    act(state, "captain r2 white")
    assert state.units[0].soldiers == 5 + 6 + 6


def sector_rules_game(players: int = 1, **sector_fields: object) -> DdState:
    """The full board with sector 5 given ``sector_fields`` (requires, special, one_unit)."""
    import dataclasses

    state = new_full_game(players=players, start_soldiers=20, start_courage=5)
    sectors = dict(state.board.sectors)
    sectors[5] = dataclasses.replace(sectors[5], black=False, **sector_fields)  # type: ignore[arg-type]
    state.board = dataclasses.replace(state.board, sectors=sectors)
    return state


def test_a_sector_that_requires_a_specialist_is_closed_without_him() -> None:
    """"Devi avere XXX per muovere qui ... L'unico modo di ignorare i requisiti di un settore è
    muovendo grazie al RWB Battle Cry." """
    state = sector_rules_game(requires=(("have", "medic"),))
    turn_dice(state)
    assert "move 5" not in {a.text for a in state.legal_actions(0)}
    state = sector_rules_game(requires=(("have", "medic"),))
    with_specialists(state, 0, "medic")
    turn_dice(state)
    act(state, "move 5")
    assert state.units[0].specialists == ["medic"], "having him is enough: he stays"


def test_sacrificing_any_one_specialist_lets_the_unit_choose_which() -> None:
    """"A volte, sarà indicato un sacrificio di '1 specialista', in questo caso puoi scegliere un
    qualsiasi specialista ... Questo sacrificio si esegue durante la Fase 4 e non è contata come
    una perdita durante la Fase 5." """
    state = sector_rules_game(requires=(("sacrifice-any", ""),))
    with_specialists(state, 0, "veteran", "scout")
    turn_dice(state)
    act(state, "move 5")
    assert {a.text for a in state.legal_actions(0)} == {"lose veteran", "lose scout"}
    act(state, "lose scout")
    assert state.units[0].specialists == ["veteran"] and state.units[0].killed == ["scout"]


def test_a_battle_cry_move_ignores_the_requirement() -> None:
    """BATTLE CRY: "ignora tutti i requisiti del settore in cui ti stai muovendo" """
    state = sector_rules_game(requires=(("sacrifice", "medic"),))
    turn_dice(state, ("courage", "star", "courage", "tool", "courage", "star"))
    act(state, "battle-cry move")
    while state.phase == SUPPLY:
        act(state, "done")
    act(state, "move 5")
    assert state.units[0].sector == 5 and state.units[0].killed == []


def test_a_named_specialist_joins_and_a_d6_of_soldiers_comes_once() -> None:
    """Exercise Tiger Advanced: "Gli specialisti citati automaticamente entrano nelle unità";
    "Appena un'unità entra in questo settore tira un dado da 6 e guadagna, una sola volta, quel
    numero di soldati." """
    state = sector_rules_game(special=(("auto-specialist", "minesweeper"), ("d6-soldiers-once", "")))
    turn_dice(state)
    act(state, "move 5")
    before = state.units[0].soldiers
    chance(state, "d6 5")
    soldiers_fall(state)
    unit = state.units[0]
    assert "minesweeper" in unit.specialists
    assert unit.soldiers == before + 5 - 3


def test_a_one_unit_sector_admits_a_second_unit_only_once_the_first_has_left() -> None:
    """Omaha sector 8: "Non può esserci più di 1 unità nello stesso momento qui. Qualsiasi unità
    presente deve prima uscire per farne entrare un'altra." """
    state = sector_rules_game(players=2, one_unit=True)
    turn_dice(state, seats=(0, 1))
    act(state, "move 5", 0)
    assert "move 5" not in {a.text for a in state.legal_actions(1)}


def test_the_lieutenant_lets_each_unit_swap_one_die_with_another_unit() -> None:
    """Lieutenant: "Dopo il Conteggio Finale, un'unità può scambiare 1 dado con un'altra unità.
    Nessuna unità può scambiare con più di 1 unità." -- the die keeps its colour (DDD-11)."""
    state = new_full_game(players=3, start_soldiers=5)
    with_specialists(state, 2, "lieutenant")
    chance(state, *(f"face {f}" for f in ("soldiers", "tool", "soldiers", "tool", "star", "star")))
    chance(state, *(f"face {f}" for f in ("tool", "tool", "tool", "tool", "soldiers", "star")))
    chance(state, *(f"face {f}" for f in QUIET))
    for seat in (0, 1, 2):
        for text in ("lock r1", "lock r2", "stop"):
            act(state, text, seat)
    act(state, "swap b1 1 b1", 0)  # unit 0's blue star for unit 1's blue two-soldiers
    assert state.phase == SUPPLY, "units 0 and 1 have swapped: unit 2 has no one left to swap with"
    assert state.units[0].soldiers == 5 + 2 + 2 + 2 + 6, "red, white and now blue two-soldiers: Fresh Troops"
    assert (state.units[1].stars, state.units[1].item_points) == (2, 12)


def test_the_solo_lieutenant_swaps_one_die_for_a_spare_one() -> None:
    """Solo: "prendi un secondo set di 6 dadi e tirali una volta ... una volta per turno, di
    mettere da parte 1 dado del tuo Conteggio Finale e rimpiazzarlo con uno dei dadi di
    scambio" """
    state = new_full_game(start_soldiers=5)
    with_specialists(state, 0, "lieutenant")
    chance(state, *(f"face {f}" for f in ("soldiers", "tool", "soldiers", "tool", "star", "star")))
    for text in ("lock r1", "lock r2", "stop"):
        act(state, text)
    assert state.is_chance(), "the spare dice are rolled"
    chance(state, *(f"face {f}" for f in ("skull", "skull", "skull", "skull", "soldiers", "skull")))
    act(state, "swap b1 spare b1")
    assert state.units[0].soldiers == 5 + 6 + 6, "red, white and a spare blue two-soldiers: Fresh Troops"


def test_the_messenger_makes_specialists_cheaper_and_can_change_units() -> None:
    """Messenger: "I tuoi specialisti costano 1 stella in meno ... Il Messenger può essere
    scambiato una volta per turno" """
    import dataclasses

    state = new_full_game(players=2, start_soldiers=10, start_stars=3)
    state.board = dataclasses.replace(state.board, regular_specialists=("medic",))
    with_specialists(state, 0, "messenger")
    turn_dice(state, ("soldier", "soldier", "tool", "tool", "courage", "courage"), seats=(0, 1), supply=False)
    assert A.RECRUIT["medic"] in state.legal_actions(0), "4 stars less 1: 3"
    assert A.RECRUIT["medic"] not in state.legal_actions(1)
    act(state, "recruit medic", 0)
    assert state.units[0].stars == 0
    act(state, "give 1 messenger", 0)
    assert state.units[1].specialists == ["messenger"]
    assert A.GIVE[(0, "messenger")] not in state.legal_actions(1), "once a turn"


def test_the_point_man_is_sacrificed_to_stay_an_extra_turn() -> None:
    """Point Man: "Sacrificalo per stare 1 turno extra nel tuo settore" """
    state = new_full_game(start_soldiers=30, start_courage=0)
    with_specialists(state, 0, "point-man")
    for _ in range(3):
        turn_dice(state, ("soldier", "soldier", "tool", "tool", "star", "star"))
        act(state, "stay")
        soldiers_fall(state)
    turn_dice(state, ("soldier", "soldier", "tool", "tool", "star", "star"))
    assert A.STAY not in state.legal_actions(0)
    act(state, "sacrifice point-man")
    soldiers_fall(state)
    unit = state.units[0]
    assert unit.sector == 2 and unit.killed == ["point-man"] and unit.active


def test_a_unit_that_must_move_is_lost_when_another_unit_takes_its_only_way_out() -> None:
    """"Se un'unità deve muovere e non può farlo (per qualsiasi ragione), sarà eliminata" -- here
    the one-unit sector it needed is taken first by the unit with fewer soldiers, which chooses
    first ("l'unità con il minor numero di soldati ha sempre la priorità"; DDD-10, DDD-16)."""
    import dataclasses

    state = new_full_game(players=2, start_soldiers=10, start_courage=0)
    sectors = dict(state.board.sectors)
    sectors[5] = dataclasses.replace(sectors[5], one_unit=True)
    state.board = dataclasses.replace(state.board, sectors=sectors)
    trapped, taker = state.units
    trapped.sector, trapped.visited, trapped.marker = 4, [1, 4], 3  # the third chevron: must move
    taker.sector, taker.visited = 6, [3, 6]
    taker.soldiers = 5
    turn_dice(state, seats=(0, 1))
    assert state.phase == MOVE and trapped.must_move
    assert state.current_players() == [1], "both could take sector 5: the taker, with fewer soldiers, first"
    act(state, "move 5", 1)
    assert trapped.lost and "could not" in trapped.lost_cause


NO_SOLDIERS = ("star", "star", "tool", "tool", "courage", "star")  # no soldier rolled, no RWB


def test_a_hero_alone_in_a_unit_without_soldiers_may_still_pay_for_its_casualties() -> None:
    """Hero: "Spendi coraggio o stelle per salvare soldati (rapporto 1 a 1)": with no soldier
    left and the Hero its only specialist, the unit is asked, not emptied at once."""
    state = new_full_game(start_soldiers=0, start_courage=5)
    with_specialists(state, 0, "hero")
    turn_dice(state, NO_SOLDIERS)
    act(state, "stay")
    assert {"hero courage", "hero star", "lose hero"} <= {a.text for a in state.legal_actions(0)}
    act(state, "hero courage")
    assert state.units[0].specialists == ["hero"] and not state.units[0].lost


def test_the_medic_saves_no_specialist() -> None:
    """Medic: "Ogni volta che perdi soldati ne perdi 1 meno (una sola volta per fase, non salva
    gli specialisti)": a unit with no soldier left loses a specialist for its one casualty."""
    state = new_full_game(start_soldiers=0, start_courage=5)
    with_specialists(state, 0, "medic", "scout")
    turn_dice(state, NO_SOLDIERS)
    act(state, "stay")
    unit = state.units[0]
    assert unit.casualties == 1 and {a.text for a in state.legal_actions(0)} == {"lose medic", "lose scout"}


def test_the_medic_saves_a_soldier_once_a_phase() -> None:
    """"una sola volta per fase": the combat's loss is one fewer; a second loss in the same phase
    is not."""
    from meeple.games.dday_dice.casualties import inflict

    state = new_full_game(start_soldiers=10, start_courage=5)
    with_specialists(state, 0, "medic")
    unit = state.units[0]
    inflict(state, unit, 3, 0, "test", [])
    inflict(state, unit, 3, 0, "test", [])
    assert unit.casualties == 2 + 3


def test_the_paratrooper_is_sacrificed_to_prevent_up_to_six_casualties() -> None:
    """Paratrooper: "Può essere sacrificato per prevenire la perdita di massimo 6 soldati"."""
    from meeple.games.dday_dice.casualties import inflict

    state = new_full_game(start_soldiers=10, start_courage=5)
    with_specialists(state, 0, "paratrooper")
    turn_dice(state)
    act(state, "stay")
    unit = state.units[0]
    inflict(state, unit, 7, 0, "test", [])
    owed, soldiers = unit.casualties, unit.soldiers
    assert owed == 1 + 7  # the sector's DEF 1 and the 7
    act(state, "sacrifice paratrooper")
    assert "paratrooper" not in unit.specialists and unit.casualties == 0
    assert unit.soldiers == soldiers - (owed - 6), "six prevented, the other two fall"


def test_the_pathfinder_gains_a_soldier_on_a_sideways_move_too() -> None:
    """Pathfinder: "Guadagna 1 soldato ogni volta che muovi" -- sideways as well as forward."""
    state = new_full_game(start_soldiers=10, start_courage=5)
    with_specialists(state, 0, "pathfinder")
    turn_dice(state)
    soldiers = state.units[0].soldiers
    act(state, "move 1")
    assert state.units[0].soldiers == soldiers + 1


def test_the_heros_two_payments_are_two_different_choices() -> None:
    """Hero: "Spendi coraggio o stelle per salvare soldati" -- paying a courage is not paying a star."""
    assert A.HERO_COURAGE != A.HERO_STAR
    assert A.parse_action("hero star") is A.HERO_STAR and A.parse_action("hero courage") is A.HERO_COURAGE
