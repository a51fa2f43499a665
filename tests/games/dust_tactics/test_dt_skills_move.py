"""The movement and activation skills (rulebook pp. 20-22, "COMPETENZE"): Agile, All In One,
Assault, Charge, Heroic Attack, Jump, Scout Vehicle, Tank Head; each through a scripted game
with every die pinned, on the "Reconnaissance in Force" battlefield with the armies of
``data/units/skill-test-units-move.toml``."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from dt_game_helpers import GAME, OUT_OF_THE_WAY, given, initiative_to, only_in_play, play, texts
from meeple.engine.errors import IllegalActionError, OptionsError
from meeple.games.dust_tactics import heroes
from meeple.games.dust_tactics.battlefield import Square
from meeple.games.dust_tactics.state import DtState

ALLIES = ("hot-dog", "sky-rangers", "sky-captain", "recon-rangers", "wrench", "sergeant-valor")
AXIS = ("luther", "sturmgrenadiere", "feuersturm", "spaehwagen", "hans")


def army_file(folder: Path, faction: str, units: tuple[str, ...], joins: dict[str, str] | None = None) -> Path:
    lines = [f'faction = "{faction}"', 'scenario = "reconnaissance-in-force"']
    for uid in units:
        lines += ["[[unit]]", f'id = "{uid}"']
        if joins and uid in joins:
            lines.append(f'joins = "{joins[uid]}"')
    path = folder / f"{faction}.toml"
    path.write_text("\n".join(lines) + "\n")
    return path


def new_game(folder: Path, allies: tuple[str, ...] = ALLIES, axis: tuple[str, ...] = AXIS,
             joins: dict[str, str] | None = None) -> DtState:
    state = GAME.new_game(2, {
        "scenario": "reconnaissance-in-force",
        "allies_army": given(army_file(folder, "allies", allies, joins)),
        "axis_army": given(army_file(folder, "axis", axis)),
    })
    assert isinstance(state, DtState)
    play(state, "chance: roll hhh", "chance: roll bbb")
    for i, text in enumerate(OUT_OF_THE_WAY):  # crates a4 a5, anti-tank blocks b5 c4
        play(state, f"{i % 2}: {text}")
    assert state.phase == "initiative" and state.turn == 1
    return state


def battle(folder: Path, turn: int = 2, joins: dict[str, str] | None = None, **squares: str | None) -> DtState:
    """A game at the initiative roll of ``turn`` with only the units named in play, on the
    squares given (None: still to enter)."""
    return only_in_play(new_game(folder, joins=joins), turn, squares)


def move_costs(state: DtState) -> dict[str, int]:
    return {o["square"]: o["cost"] for o in state.observation(state.current_players()[0])["move_options"]}


# ---------------------------------------------------------------------- Agile

def test_agile_every_diagonal_costs_one_move(tmp_path: Path) -> None:
    """Agile: "Quando si sposta tutti i suoi movimenti in diagonale contano solo 1 MOVE"; the
    Sky Rangers (movement 2, no Agile) pay 1 + 2 for two diagonals (p. 8)."""
    state = battle(tmp_path, recon_rangers="e3", sky_rangers="h3", hans="l1")
    initiative_to(state, 0)
    play(state, "0: activate recon-rangers", "0: declare move")
    assert move_costs(state)["g5"] == 2
    play(state, "0: move g5", "1: activate hans", "1: declare nothing", "0: activate sky-rangers", "0: declare move")
    assert "j5" not in move_costs(state) and move_costs(state)["i4"] == 1


# ---------------------------------------------------------------------- Assault

def test_assault_doubles_movement_once_per_game_even_with_a_double_move(tmp_path: Path) -> None:
    """Assault: "il suo valore di movimento raddoppia, anche se l'unità effettua un doppio
    movimento. Questa competenza può essere utilizzata una sola volta per partita"; it costs
    no action, and is declared before the actions (p. 7)."""
    state = battle(tmp_path, sturmgrenadiere="e3", recon_rangers="l8")
    initiative_to(state, 1)
    play(state, "1: activate sturmgrenadiere")
    assert "use assault" in texts(state.legal_actions(1))
    events = play(state, "1: use assault")
    assert {"type": "skill", "unit": "sturmgrenadiere", "skill": "assault"} in events
    assert state.phase == "declare" and "use assault" not in texts(state.legal_actions(1))
    seen = next(u for u in state.observation(0)["units"] if u["id"] == "sturmgrenadiere")
    assert seen["skills_spent"] == ["assault"] and seen["skills_now"] == ["assault"]  # on the table for both
    play(state, "1: declare move+move")
    assert max(move_costs(state).values()) == 2 and "e5" in move_costs(state)
    play(state, "1: move e5", "1: move e7")
    assert state.pos["sturmgrenadiere"] == Square.parse("e7")
    play(state, "0: activate recon-rangers", "0: declare nothing")
    initiative_to(state, 1)
    play(state, "1: activate sturmgrenadiere")
    assert "use assault" not in texts(state.legal_actions(1))
    play(state, "1: declare move")
    assert max(move_costs(state).values()) == 1


# ---------------------------------------------------------------------- Scout Vehicle

def test_scout_vehicle_moves_two_more_squares_in_the_first_turn_only(tmp_path: Path) -> None:
    """Scout Vehicle: "Unicamente durante il primo turno di gioco, quest'unità può spostarsi di
    due quadrati supplementari" (after its entry square, p. 19)."""
    state = battle(tmp_path, turn=1, spaehwagen=None, recon_rangers="l8")
    initiative_to(state, 1)
    play(state, "1: activate spaehwagen", "1: declare move+move", "1: move e1")
    costs = move_costs(state)
    assert costs["e5"] == 4 and "e6" not in costs
    play(state, "1: move e5", "0: activate recon-rangers", "0: declare nothing")
    initiative_to(state, 1)
    play(state, "1: activate spaehwagen", "1: declare move")
    assert max(move_costs(state).values()) == 2


def test_scout_vehicles_squares_come_once_in_the_first_turn_not_again_on_a_get_moving_activation(
        tmp_path: Path) -> None:
    """"Unicamente durante il primo turno di gioco, quest'unità può spostarsi di due quadrati
    supplementari" (p. 22): two squares in the turn. Activated again by the Kommandotrupp's Get
    Moving (p. 23), the Spähwagen moves its two squares only (DT-57)."""
    from dt_skills_combat_helpers import arena, start

    state = arena(tmp_path, ["hell-boys"], ["kommandotrupp", "spaehwagen"],
                  kommandotrupp="a3", spaehwagen="a2", hell_boys="h1")
    state.turn = 1
    start(state, 1)
    play(state, "1: activate spaehwagen", "1: declare move")
    assert max(move_costs(state).values()) == 4
    play(state, "1: move e2", "0: activate hell-boys", "0: declare nothing", "1: activate kommandotrupp",
         "1: declare skill", "1: skill get-moving spaehwagen", "chance: roll h", "1: declare move")
    assert max(move_costs(state).values()) == 2


# ---------------------------------------------------------------------- Charge

def charging_luther(tmp_path: Path) -> DtState:
    state = battle(tmp_path, luther="e2", recon_rangers="e5", hot_dog="l8")
    initiative_to(state, 1)
    play(state, "1: activate luther")
    return state


def test_charge_is_declared_as_move_move_then_close_combat_with_range_1_or_c_lines(tmp_path: Path) -> None:
    """Charge: "può effettuare un'azione di combattimento ravvicinato con tutte le armi di
    portata 1 o C anche dopo aver fatto due azioni di movimento"; the Luther's MG 48 (range 4)
    does not take part."""
    state = charging_luther(tmp_path)
    assert "declare charge" in texts(state.legal_actions(1))
    play(state, "1: declare charge", "1: move e3")
    assert state.phase == "move"  # no reaction window after the first Move
    play(state, "1: move e4")
    assert state.phase == "aim"
    aim = state.observation(1)["aim_line"]
    assert aim["weapon"] == "Kampfkrallen" and aim["lines"] == 1
    events = play(state, "1: aim recon-rangers", "chance: roll hhb")
    assert [e["hits"] for e in events if e["type"] == "attack-roll"] == [2]
    assert state.units["recon-rangers"].model_count == 2
    assert state.phase == "activate" and state.current_players() == [0]


def test_charge_reaction_fire_comes_after_the_second_move_before_the_close_combat(tmp_path: Path) -> None:
    """p. 16: "il tiro di reazione deve avere luogo immediatamente dopo il secondo MOVE, prima
    dell'attacco a corpo a corpo"."""
    state = battle(tmp_path, luther="e2", recon_rangers="e5", hot_dog="g4")
    initiative_to(state, 1)
    play(state, "1: activate luther", "1: declare charge", "1: move e3")
    assert state.phase == "move"  # the Hot Dog's flamethrower reaches e3, but no window yet
    play(state, "1: move e4")
    assert state.phase == "react" and texts(state.legal_actions(0)) == ["react hot-dog", "no-reaction"]
    play(state, "0: react hot-dog", "chance: roll b")
    assert state.phase == "aim" and state.aim is not None and state.aim.attacker == "luther"


def test_a_unit_without_charge_cannot_declare_it(tmp_path: Path) -> None:
    state = battle(tmp_path, hans="e2", recon_rangers="e5")
    initiative_to(state, 1)
    play(state, "1: activate hans")
    assert "declare charge" not in texts(state.legal_actions(1))
    with pytest.raises(IllegalActionError):
        play(state, "1: declare charge")


# ---------------------------------------------------------------------- Jump

def test_jump_passes_over_one_unit_but_must_land_on_an_empty_square(tmp_path: Path) -> None:
    """Jump: "Durante uno spostamento l'unità può ignorare un ostacolo (come un elemento di
    copertura o un'altra unità) ma deve comunque atterrare su un quadrato vuoto"; p. 20: "un'unità
    con la competenza Jump può saltare sopra [un'unità nemica]"."""
    state = battle(tmp_path, sky_rangers="e6", sturmgrenadiere="e5", luther="d4", hans="l1")
    initiative_to(state, 0)
    play(state, "0: activate sky-rangers", "0: declare move")
    costs = move_costs(state)
    assert costs["e4"] == 2  # over the Sturmgrenadiere
    assert "d4" not in costs  # no landing on a unit
    assert "e3" not in costs  # two squares past the enemy is beyond movement 2


def test_jump_one_obstacle_per_move_and_never_over_a_square_without_dot(tmp_path: Path) -> None:
    """"I quadrati senza punto non possono essere saltati" (p. 21; p. 6: the square without a dot
    "blocca il movimento delle unità aventi la competenza 'Jump'")."""
    state = battle(tmp_path, sky_rangers="c3", sturmgrenadiere="d3", luther="f3", hans="l1")
    initiative_to(state, 0)
    play(state, "0: activate sky-rangers", "0: declare move")
    costs = move_costs(state)
    assert "c1" not in costs  # c2 has no dot
    assert costs["e3"] == 2  # over the Sturmgrenadiere
    assert "g3" not in costs  # two obstacles (and too far)


def test_jump_never_passes_over_a_vehicle_whose_square_has_no_dot(tmp_path: Path) -> None:
    """"I quadrati senza punto non possono essere saltati (sia nel caso di un elemento di terreno
    che di un veicolo)" (p. 21): neither a Jump squad nor a Jump vehicle leaps the enemy Hans,
    where a soldier there is leapt."""
    state = battle(tmp_path, sky_rangers="e6", hans="e5", luther="l1")
    initiative_to(state, 0)
    play(state, "0: activate sky-rangers", "0: declare move")
    assert "e4" not in move_costs(state)
    state = battle(tmp_path, hot_dog="e6", hans="e5", luther="l1")
    initiative_to(state, 0)
    play(state, "0: activate hot-dog", "0: declare jump")
    costs = move_costs(state)
    assert "e4" not in costs and "e3" not in costs
    state = battle(tmp_path, hot_dog="e6", sturmgrenadiere="e5", luther="l1", hans="l2")
    initiative_to(state, 0)
    play(state, "0: activate hot-dog", "0: declare jump")
    assert move_costs(state)["e4"] == 2  # a squad is leapt


def test_a_squad_with_jump_still_walks_through_a_friendly_vehicle(tmp_path: Path) -> None:
    """p. 8: "Una squadra o un eroe possono attraversare liberamente un quadrato occupato da
    un'unità amica": no jump is needed to pass the friendly Blackhawk, so none is forbidden."""
    state = battle(tmp_path, sky_rangers="e6", blackhawk="e5", hans="l1")
    initiative_to(state, 0)
    play(state, "0: activate sky-rangers", "0: declare move")
    assert move_costs(state)["e4"] == 2


def test_jump_crosses_deep_water_and_a_jump_vehicle_an_anti_tank_block(tmp_path: Path) -> None:
    """p. 5: deep water "non blocca [...] le unità con competenza 'Jump'"; p. 21: the Hot Dog
    cannot pass the block with one Move, and with "due Move" lands beyond it (the ``jump`` plan,
    both actions on one Move)."""
    state = battle(tmp_path, hot_dog="c5", hans="l1")  # the anti-tank block is on c4
    initiative_to(state, 0)
    play(state, "0: activate hot-dog")
    assert "declare jump" in texts(state.legal_actions(0))
    play(state, "0: declare move")
    assert "c3" not in move_costs(state)
    play(state, "0: stay", "1: activate hans", "1: declare nothing")
    initiative_to(state, 0)
    play(state, "0: activate hot-dog", "0: declare jump")
    costs = move_costs(state)
    assert costs["c3"] == 2 and "c4" not in costs
    play(state, "0: move c3")
    assert state.pos["hot-dog"] == Square.parse("c3")


def test_a_jump_hero_joins_only_a_jump_squad(tmp_path: Path) -> None:
    """"Un'eroe dotato di questa competenza non può che unirsi ad un'unità dotata della stessa e
    viceversa"."""
    with pytest.raises(OptionsError, match="Jump"):
        new_game(tmp_path, joins={"sky-captain": "recon-rangers"})
    state = new_game(tmp_path, joins={"sky-captain": "sky-rangers"})
    assert state.units["sky-rangers"].hero is not None


# ---------------------------------------------------------------------- Heroic Attack

def test_heroic_attack_attacks_against_the_hero_inflict_no_damage_this_turn(tmp_path: Path) -> None:
    """Heroic Attack: "tutti gli attacchi effettuati contro di lui nel turno [...] non infliggono
    alcun danno. Questa competenza non costa azioni ma il giocatore ne deve dichiarare
    l'attivazione prima di utilizzarla"; once per game."""
    state = battle(tmp_path, sky_captain="e6", hans="e3")
    initiative_to(state, 0)
    play(state, "0: activate sky-captain", "0: use heroic-attack", "0: declare nothing")
    play(state, "1: activate hans", "1: declare attack", "1: hold-fire", "1: aim sky-captain")
    events = play(state, "chance: roll hh")
    assert [(e["hits"], e["damage"]) for e in events if e["type"] == "attack-roll"] == [(2, 0)]
    assert state.units["sky-captain"].hit_points == 3
    initiative_to(state, 0)
    play(state, "0: activate sky-captain")
    assert "use heroic-attack" not in texts(state.legal_actions(0))


def test_heroic_attack_is_shared_with_the_heros_squad(tmp_path: Path) -> None:
    """"Un'eroe dotato di questa competenza la condivide con la sua squadra"."""
    state = battle(tmp_path, joins={"sky-captain": "sky-rangers"}, sky_rangers="e6", hans="e3")
    initiative_to(state, 0)
    play(state, "0: activate sky-rangers", "0: use heroic-attack", "0: declare nothing")
    play(state, "1: activate hans", "1: declare attack", "1: hold-fire", "1: aim sky-rangers", "chance: roll hh")
    assert state.units["sky-rangers"].model_count == 4


def test_a_squad_its_hero_leaves_keeps_none_of_the_heros_skills(tmp_path: Path) -> None:
    """p. 19: "Quando un eroe si separa dalla sua squadra, separate le due schede unità. Le due
    unità hanno dunque vita propria e non condivideranno più il valore di copertura, i punti
    vita, le competenze, etc." (DT-126). The Sky Captain's Heroic Attack, declared with the Sky
    Rangers, stays his after ``detach``; the Sky Rangers take Hans's hits again."""
    state = battle(tmp_path, joins={"sky-captain": "sky-rangers"}, sky_rangers="e6", hans="e3")
    initiative_to(state, 0)
    play(state, "0: activate sky-rangers", "0: use heroic-attack", "0: detach", "0: declare nothing")
    assert state.units["sky-rangers"].skills_now == () and state.units["sky-captain"].skills_now == ("heroic-attack",)
    play(state, "1: activate hans", "1: declare attack", "1: hold-fire", "1: aim sky-rangers")
    events = play(state, "chance: roll hh")
    assert [e["damage"] for e in events if e["type"] == "attack-roll"] == [2]
    assert state.units["sky-rangers"].model_count == 4 - 2


def test_a_squad_whose_hero_falls_keeps_none_of_the_heros_skills(tmp_path: Path) -> None:
    """p. 18: "Quando un eroe perde l'ultimo punto vita viene eliminato dal gioco": his shared
    skill leaves the squad with him (DT-126). The Sky Captain's Heroic Attack, declared with the
    Sky Rangers, acts for the squad while he stands; once he falls, the squad keeps only what
    its own card holds."""
    state = battle(tmp_path, joins={"sky-captain": "sky-rangers"}, sky_rangers="e6", hans="e3")
    initiative_to(state, 0)
    play(state, "0: activate sky-rangers", "0: use heroic-attack", "0: declare nothing")
    squad = state.units["sky-rangers"]
    assert squad.hero is not None and "heroic-attack" in squad.skills_now
    state.units["sky-rangers"] = replace(squad, hero=replace(squad.hero, hit_points=0))
    assert heroes.hero_fallen(state, "sky-rangers") == "sky-captain"
    assert state.units["sky-rangers"].skills_now == ()


# ---------------------------------------------------------------------- All In One

def test_all_in_one_rolls_each_line_twice_once_per_game(tmp_path: Path) -> None:
    """All In One: "lanciate due volte i dadi per ogni linea d'armamento utilizzata nel turno
    [...] può essere utilizzata una sola volta per partita"."""
    state = battle(tmp_path, feuersturm="e3", recon_rangers="e6")
    initiative_to(state, 1)
    play(state, "1: activate feuersturm", "1: use all-in-one", "1: declare attack")
    assert [o["dice"] for o in state.observation(1)["aim_options"]] == [4]
    play(state, "1: aim recon-rangers")
    assert state.attack is not None and state.attack.next_step().dice == 4  # Quad MG: 2 dice against armour 2
    play(state, "chance: roll bbbb", "0: activate recon-rangers", "0: declare nothing")
    initiative_to(state, 1)
    play(state, "1: activate feuersturm")
    assert "use all-in-one" not in texts(state.legal_actions(1))
    play(state, "1: declare attack", "1: aim recon-rangers")
    assert state.attack is not None and state.attack.next_step().dice == 2


def test_a_squads_all_in_one_doubles_its_heros_lines_but_a_heros_does_not_double_the_squads() -> None:
    """p. 18: "Tutte le competenze della squadra sono condivise con quelle dell'eroe" but only
    "Alcune competenze dell'eroe sono condivise con quelle dalla squadra" (DT-51): the Sky
    Rangers' All In One (given them here: no packaged squad has it) doubles the Sky Captain's
    lines too; his own would double his lines only."""
    from meeple.games.dust_tactics.all_in_one import dice_factor
    from meeple.games.dust_tactics.unit_state import UnitState
    from meeple.games.dust_tactics.units import unit

    joined = UnitState.fresh(unit("sky-rangers"), unit("sky-captain"))
    squad_line = next(ref for ref, _ in joined.lines() if not ref.hero)
    hero_line = next(ref for ref, _ in joined.lines() if ref.hero)
    by_squad = replace(joined, skills_now=("all-in-one",))
    assert (dice_factor(by_squad, squad_line), dice_factor(by_squad, hero_line)) == (2, 2)
    assert joined.hero is not None
    by_hero = replace(joined, hero=replace(joined.hero, skills_now=("all-in-one",)))
    assert (dice_factor(by_hero, squad_line), dice_factor(by_hero, hero_line)) == (1, 2)


# ---------------------------------------------------------------------- Tank Head

def test_tank_head_a_skill_action_repairs_every_damage_of_an_adjacent_friendly_vehicle(tmp_path: Path) -> None:
    """Tank Head: "L'eroe effettua un'azione skill per riparare tutti i danni subiti da un
    veicolo amico posto in un quadrato adiacente al suo [...] una sola volta per partita"."""
    state = battle(tmp_path, wrench="e6", hot_dog="f7", hans="l1")
    state.units["hot-dog"] = replace(state.units["hot-dog"], hit_points=1)
    initiative_to(state, 0)
    play(state, "0: activate wrench")
    assert {"declare skill", "declare move+skill", "declare skill+attack"} <= set(texts(state.legal_actions(0)))
    play(state, "0: declare skill")
    assert texts(state.legal_actions(0)) == ["repair hot-dog"]
    events = play(state, "0: repair hot-dog")
    assert {"type": "repair", "unit": "wrench", "vehicle": "hot-dog", "hit_points": 3, "hit_points_left": 4} in events
    assert state.units["hot-dog"].hit_points == 4
    play(state, "1: activate hans", "1: declare nothing", "0: activate hot-dog", "0: declare nothing")
    initiative_to(state, 0)
    play(state, "0: activate wrench")
    assert "declare skill" not in texts(state.legal_actions(0))


def test_tank_head_plans_are_offered_when_the_skill_action_may_find_a_vehicle(tmp_path: Path) -> None:
    """p. 7: any two actions but Attack + Attack; a Skill action first needs a vehicle to repair
    now, a Skill action after a Move one the Move may bring the hero next to (DT-94, revised).
    Wrench (movement 1) on e6: no damaged vehicle, no Skill plan; the damaged Hot Dog on h7,
    three squares off, is beyond one Move; on g7, two squares off, ``move+skill`` is offered
    and ``skill`` is not."""
    state = battle(tmp_path, wrench="e6", hot_dog="h7", hans="l1")
    initiative_to(state, 0)
    play(state, "0: activate wrench")
    assert not [t for t in texts(state.legal_actions(0)) if "skill" in t]
    state = battle(tmp_path, wrench="e6", hot_dog="h7", hans="l1")
    state.units["hot-dog"] = replace(state.units["hot-dog"], hit_points=1)
    initiative_to(state, 0)
    play(state, "0: activate wrench")
    assert not [t for t in texts(state.legal_actions(0)) if "skill" in t]
    state = battle(tmp_path, wrench="e6", hot_dog="g7", hans="l1")
    state.units["hot-dog"] = replace(state.units["hot-dog"], hit_points=1)
    initiative_to(state, 0)
    play(state, "0: activate wrench")
    assert [t for t in texts(state.legal_actions(0)) if "skill" in t] == ["declare move+skill"]
    play(state, "0: declare move+skill", "0: move f6")
    assert texts(state.legal_actions(0)) == ["repair hot-dog"]


def test_tank_head_skill_action_after_a_move_that_did_not_bring_the_hero_close_does_nothing(tmp_path: Path) -> None:
    """A Skill action that finds nothing to do when it comes is spent with nothing done, like an
    Attack without a target (DT-55)."""
    state = battle(tmp_path, wrench="e6", hot_dog="g7", hans="l1")
    state.units["hot-dog"] = replace(state.units["hot-dog"], hit_points=1)
    initiative_to(state, 0)
    events = play(state, "0: activate wrench", "0: declare move+skill", "0: stay")
    assert {"type": "no-skill-target", "unit": "wrench"} in events
    assert state.phase == "activate" and state.current_players() == [1]


# ---------------------------------------------------------------------- Medal of Honor

def test_medal_of_honor_rerolls_one_failed_die_of_the_heros_attack(tmp_path: Path) -> None:
    """Medal of Honor: "rilanciate un dado durante un attacco e considerate il nuovo risultato.
    Un eroe può utilizzare questa competenza una sola volta per turno"."""
    state = battle(tmp_path, sergeant_valor="e6", sturmgrenadiere="e4")
    initiative_to(state, 0)
    play(state, "0: activate sergeant-valor", "0: use medal-of-honor", "0: declare attack", "0: aim sturmgrenadiere")
    events = play(state, "chance: roll hb")
    assert state.attack is not None and state.attack.next_step().purpose == "medal"
    events += play(state, "chance: roll h")
    medal = [e for e in events if e.get("medal_of_honor")]
    assert medal and medal[0]["hits"] == 1 and medal[0]["total_hits"] == 2
    assert state.units["sturmgrenadiere"].model_count == 3
    play(state, "1: activate sturmgrenadiere", "1: declare nothing")
    initiative_to(state, 0)
    play(state, "0: activate sergeant-valor")
    assert "use medal-of-honor" in texts(state.legal_actions(0))  # once per turn, not per game


def test_medal_of_honor_is_not_shared_with_the_heros_squad(tmp_path: Path) -> None:
    """"non la condivide con la sua squadra": the squad's failed dice are not rerolled."""
    state = battle(tmp_path, joins={"sergeant-valor": "recon-rangers"}, recon_rangers="e6", sturmgrenadiere="e4")
    initiative_to(state, 0)
    play(state, "0: activate recon-rangers", "0: use medal-of-honor", "0: declare attack",
         "0: aim sturmgrenadiere", "0: aim sturmgrenadiere")
    play(state, "chance: roll bbbb")  # the Carbines: one die a model against armour 2
    assert state.attack is not None and state.attack.next_step().purpose == "attack"
    play(state, "chance: roll hh")  # the hero's Tommy Gun: no failed die, no Medal roll
    assert state.attack is None and state.units["sturmgrenadiere"].model_count == 3


def test_a_unit_reacting_may_declare_a_free_skill_before_its_attack(tmp_path: Path) -> None:
    """p. 16: "Se ottenete un [colpo] potete effettuare un unico attacco. Potete anche attivare
    una competenza che non necessiti di un'azione"."""
    state = battle(tmp_path, sergeant_valor="e7", sturmgrenadiere="e3")
    initiative_to(state, 1)
    play(state, "1: activate sturmgrenadiere", "1: declare move+attack", "1: move e4",
         "0: react sergeant-valor", "chance: roll h")
    assert state.phase == "aim" and "use medal-of-honor" in texts(state.legal_actions(0))
    play(state, "0: use medal-of-honor", "0: aim sturmgrenadiere")
    assert "use medal-of-honor" not in texts(state.legal_actions(0) or [])
    play(state, "chance: roll bb")
    assert state.attack is not None and state.attack.next_step().purpose == "medal"


def test_jump_the_move_of_both_actions_is_twice_the_movement_not_the_fast_square(tmp_path: Path) -> None:
    """The Hot Dog's jump "utilizzando due Move" (p. 21): its one Move counts two squares, none
    of them Fast's (p. 21)."""
    state = battle(tmp_path, hot_dog="e6", hans="l1")
    initiative_to(state, 0)
    play(state, "0: activate hot-dog", "0: declare jump")
    options = {o["square"]: o for o in state.observation(0)["move_options"]}
    assert options["e4"]["cost"] == 2 and not options["e4"]["fast"]


def test_heroic_attack_a_close_combat_reply_inflicts_no_damage_either(tmp_path: Path) -> None:
    """"tutti gli attacchi effettuati contro di lui nel turno (compresi i tiri d'artiglieria, il
    corpo a corpo, etc.) non infliggono alcun danno": the defender's close-combat reply (p. 14)
    is rolled, and harms nobody."""
    state = battle(tmp_path, joins={"sky-captain": "sky-rangers"}, sky_rangers="e5", sturmgrenadiere="e4")
    initiative_to(state, 0)
    play(state, "0: activate sky-rangers", "0: use heroic-attack", "0: declare attack")
    while state.aim is not None:
        line = state.observation(0)["aim_line"]["weapon"]
        play(state, "0: aim sturmgrenadiere" if line == "Knife" else "0: hold-fire")
    events = play(state, "chance: roll bbbb", "chance: roll hhhhh")
    reply = [e for e in events if e["type"] == "reply-roll"]
    assert reply and reply[0]["hits"] == 5 and reply[0]["damage"] == 0
    assert state.units["sky-rangers"].model_count == 4 and state.units["sky-rangers"].hero.hit_points == 3


def test_a_unit_still_to_enter_may_charge_and_use_assault_after_its_one_square_entry(tmp_path: Path) -> None:
    """p. 19: "La prima azione di ogni unità deve essere il movimento di un quadrato [...] Dopo
    questa azione obbligatoria, l'unità può effettuare le azione che desidera": Luther, entering,
    charges (entry on e1, a Move to e2, close combat at the Recon Rangers on e3); the
    Sturmgrenadiere, entering with Assault, enter by one square and then move two (DT-54, DT-60)."""
    state = battle(tmp_path, turn=1, luther=None, sturmgrenadiere=None, recon_rangers="e3")
    initiative_to(state, 1)
    play(state, "1: activate luther", "1: declare charge", "1: move e1")
    assert max(move_costs(state).values()) == 1
    play(state, "1: move e2")
    assert state.phase == "aim" and "aim recon-rangers" in texts(state.legal_actions(1))
    state = battle(tmp_path, turn=1, luther="a1", sturmgrenadiere=None, recon_rangers="l8")
    initiative_to(state, 1)
    play(state, "1: activate sturmgrenadiere", "1: use assault", "1: declare move+move")
    assert set(move_costs(state)) == {square for square in move_costs(state) if square.endswith("1")}  # the entry
    play(state, "1: move e1")
    assert max(move_costs(state).values()) == 2  # movement 1, doubled


@pytest.mark.parametrize("bots", [("heuristic", "heuristic"), ("random", "random")])
def test_the_bots_play_games_with_the_skill_units_and_they_replay_exactly(tmp_path: Path, bots: tuple[str, str]) -> None:
    """Every new decision (``use``, ``declare charge|jump|skill...``, ``repair``) is played by
    the bots through the legal actions, and a game replays from its record to the same end."""
    from meeple.engine.record import replay_record
    from meeple.sim.play import game_seed, play_game

    options = {
        "scenario": "reconnaissance-in-force",
        "allies_army": given(army_file(tmp_path, "allies", ALLIES, {"sky-captain": "sky-rangers"})),
        "axis_army": given(army_file(tmp_path, "axis", AXIS)),
    }
    seen: set[str] = set()
    for i in range(3):
        out = play_game(GAME, list(bots), game_seed(11, i), i, options, keep_record=True)
        assert out.record is not None and out.summary is not None and out.summary["result"]
        seen |= {m.action.split(" ")[0] + " " + m.action.split(" ")[1] for m in out.record.moves
                 if m.action.startswith(("use ", "declare charge", "declare jump"))}
        again = replay_record(out.record)
        assert again.state.returns() == out.returns and again.state.result_summary() == out.summary
    assert seen  # some skill was used
