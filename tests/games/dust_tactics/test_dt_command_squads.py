"""Command squads (rulebook p. 23, "COMPETENZE DELLE SQUADRE COMANDO"; p. 24, a unit repaired
and destroyed again counts twice).

The games are played on ``records/command-artillery/artillery-field.toml``: eight rows of open
ground, The Boss (Allies) and the Kommandotrupp (Axis) with their officer, radioman, mechanic,
medic and special weapon carrier (lines 0 to 4 of their cards)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from meeple.engine.errors import IllegalActionError
from meeple.engine.record import load_record, replay_record
from meeple.games.dust_tactics import command_squads
from meeple.games.dust_tactics.army import Army, ArmyUnit, check_army, join_problems
from meeple.games.dust_tactics.battlefield import Square
from meeple.games.dust_tactics.state import DtState
from meeple.games.dust_tactics.unit_state import UnitState
from meeple.games.dust_tactics.units import unit

from dt_game_helpers import GAME, given, initiative_to, only_in_play, play, scenario_start, texts
from dt_skills_combat_helpers import arena, start

RECORDS = Path(__file__).parent / "records" / "command-artillery"
SCENARIO = str(RECORDS / "artillery-field.toml")
#: The Boss's models by role: officer, radioman, mechanic, medic, BAR carrier.
FULL = (1, 1, 1, 1, 1)


def field(turn: int = 2, **squares: str | None) -> DtState:
    """The artillery field at the initiative roll of ``turn``, only the units named in play."""
    return only_in_play(scenario_start(SCENARIO), turn, squares)


def legal(state: DtState) -> list[str]:
    return texts(state.legal(state.current_players()[0]))


def without(state: DtState, squad: str, role: str) -> None:
    """The model of ``role`` removed from ``squad``."""
    card = state.units[squad].card
    index = next(i for i, line in enumerate(card.weapons) if line.role == role)
    unit_state = state.units[squad]
    state.units[squad] = replace(unit_state, models=tuple(0 if i == index else n for i, n in enumerate(unit_state.models)))


def destroy(state: DtState, uid: str) -> None:
    """``uid`` destroyed as an attack would (off the battlefield, scored for the other side)."""
    del state.pos[uid]
    state.destroyed.append(uid)
    state.vp[1 - state.seat_of[uid]] += state.units[uid].card.ap
    state._occupancy = None


def orders_of(state: DtState, squad: str = "the-boss", seat: int = 0) -> list[str]:
    """The Skill action's orders of ``squad`` when activated with a lone Skill action."""
    initiative_to(state, seat)
    play(state, f"{seat}: activate {squad}")
    if "declare skill" not in legal(state):
        return []
    play(state, f"{seat}: declare skill")
    return legal(state)


# ---------------------------------------------------------------------- the squad

def test_a_command_squad_has_an_officer_a_radioman_a_mechanic_a_medic_and_a_special_weapon() -> None:
    """p. 23: "composta da un ufficiale, un radiotelegrafista, un meccanico, un infermiere e un
    portatore di arma speciale"; "la competenza Command Squad sulla propria scheda unità"."""
    for card_id in ("the-boss", "kommandotrupp"):
        card = unit(card_id)
        assert "command-squad" in card.skills and card.models == 5
        assert [line.role for line in card.weapons] == ["officer", "radioman", "mechanic", "medic", None, None]
        *carried, knife = card.weapons
        assert all(line.carried_by == 1 for line in carried)
        assert knife.range.kind == "close" and knife.carried_by is None  # every soldier's knife (p. 25)


def test_a_role_belongs_to_one_model() -> None:
    card = unit("the-boss")
    with pytest.raises(ValueError, match="carried_by = 1"):
        card.weapons[0].model_validate(card.weapons[0].model_dump() | {"carried_by": 2})


def test_a_hero_joins_a_command_squad_only_with_commander() -> None:
    """p. 23: "Un eroe può unirsi a una squadra comando solo se possiede la competenza Commander.\""""
    boss = unit("the-boss")
    hero = unit("lara").model_copy(update={"faction": "allies", "armour": boss.armour, "skills": ()})
    assert any("Commander" in p for p in join_problems(hero, boss))
    commander = hero.model_copy(update={"skills": ("commander",)})
    assert join_problems(commander, boss) == []


def test_two_command_squads_of_a_player_are_different_units() -> None:
    """p. 23: "Un giocatore può mettere in campo più squadre comando, purché abbiano [nome]
    differente" (DT-36)."""
    twice = Army(faction="allies", points=200, unit=(ArmyUnit(id="the-boss"), ArmyUnit(id="the-boss", name="Boss 2")))
    verdict = check_army(twice)
    assert not verdict.valid and any("command squad" in p for p in verdict.problems)


# ---------------------------------------------------------------------- Get Moving and Relay

def test_with_its_radioman_the_officer_orders_a_unit_anywhere() -> None:
    """p. 23: "Se la squadra comando comprende un radiotelegrafista l'ufficiale potrà riattivare
    un'unità in qualsiasi parte del campo di battaglia" (Relay)."""
    state = field(the_boss="e6", the_hammers="e7", steel_rain="k1", lothar="a1")
    moving = [o for o in orders_of(state) if "get-moving" in o]
    assert moving == ["skill get-moving steel-rain", "skill get-moving the-hammers"]


def test_a_command_squad_entering_the_battlefield_may_give_an_order_after_its_entry_move() -> None:
    """p. 19: "La prima azione di ogni unità deve essere il movimento di un quadrato [...] Dopo
    questa azione obbligatoria, l'unità può effettuare le azione che desidera": The Boss, still
    off the battlefield, declares Move + Skill, enters on e8 and orders Get Moving (DT-30)."""
    state = field(the_boss=None, the_hammers="e7", lothar="a1")
    initiative_to(state, 0)
    play(state, "0: activate the-hammers", "0: declare nothing", "1: activate lothar", "1: declare nothing")
    play(state, "0: activate the-boss")
    assert [t for t in legal(state) if t.startswith("declare")] == [
        "declare move", "declare move+move", "declare move+attack", "declare move+skill"]
    play(state, "0: declare move+skill", "0: move e8")
    assert legal(state) == ["skill get-moving the-hammers"]
    play(state, "0: skill get-moving the-hammers")
    assert state.rolls == [("command", 0, 1)]


def test_an_entering_unit_with_no_skill_action_is_offered_no_skill_plan() -> None:
    state = field(the_boss="e6", the_hammers=None, lothar="a1")
    initiative_to(state, 0)
    play(state, "0: activate the-hammers")
    assert [t for t in legal(state) if t.startswith("declare")] == [
        "declare move", "declare move+move", "declare move+attack"]


def test_without_its_radioman_the_officer_orders_only_an_adjacent_unit() -> None:
    """p. 23: "potete riattivare un'unità in un quadrato adiacente al vostro"."""
    state = field(the_boss="e6", the_hammers="e7", steel_rain="k1", lothar="a1")
    without(state, "the-boss", "radioman")
    assert [o for o in orders_of(state) if "get-moving" in o] == ["skill get-moving the-hammers"]


def test_get_moving_on_a_hit_activates_the_unit_right_after_the_command_squad() -> None:
    """p. 23: "Effettuate un'azione Skill e lanciate un dado. Se ottenete un [colpo], potete
    riattivare un'unità [...] immediatamente dopo la fine dell'attivazione della squadra comando.
    In pratica, il giocatore attiverà due unità, una di seguito all'altra." The Hammers, already
    activated this turn, are activated again."""
    state = field(the_boss="e6", the_hammers="e7", lothar="a1")
    initiative_to(state, 0)
    play(state, "0: activate the-hammers", "0: declare nothing", "1: activate lothar", "1: declare nothing")
    play(state, "0: activate the-boss", "0: declare skill+move", "0: skill get-moving the-hammers")
    assert state.rolls == [("command", 0, 1)]
    events = play(state, "chance: roll h", "0: move e5")
    assert {"type": "order-roll", "unit": "the-boss", "ability": "get-moving", "target": "the-hammers",
            "dice": 1, "hits": 1, "success": True, "faces": ["hit"], "scores": "hit"} in events
    assert events[-2:] == [{"type": "ordered", "unit": "the-hammers"}, {"type": "activate", "unit": "the-hammers", "seat": 0}]
    assert state.phase == "declare" and state.act is not None and state.act.unit == "the-hammers"


def test_a_failed_test_spends_the_players_attempt_for_the_turn() -> None:
    """p. 23: "in caso contrario, l'abilità non può essere utilizzata e il giocatore non può
    utilizzarne altre fino all'inizio del turno successivo." "Il giocatore può tentare di
    utilizzare le abilità della squadra comando una sola volta per turno" (the player's, or with
    more players his side's: DT-87)."""
    state = field(the_boss="e6", the_hammers="e7", lothar="a1")
    initiative_to(state, 0)
    play(state, "0: activate the-boss", "0: declare skill", "0: skill get-moving the-hammers")
    events = play(state, "chance: roll b")
    assert events[0]["success"] is False and state.markers.follow == ""
    assert state.act is None and state.side == 1, "the Axis activates next"
    assert state.markers.tried == frozenset({0})
    assert not any(command_squads.ability_open(state, "the-boss", a) for a in command_squads.ABILITIES)
    play(state, "1: activate lothar", "1: declare nothing", "0: activate the-hammers", "0: declare nothing")
    assert state.phase == "initiative" and state.markers.tried == frozenset()
    assert command_squads.ability_open(state, "the-boss", "get-moving")


# ---------------------------------------------------------------------- the mechanic

def test_makeshift_repair_gives_an_adjacent_vehicle_a_hit_point_without_a_roll() -> None:
    """p. 23: "Effettuate un azione Skill per rigenerare un punto vita di un veicolo posto in un
    quadrato adiacente [...] Questa capacità non necessita di tiro di dado\""""
    state = field(the_boss="e6", blackhawk="f7", lothar="a1")
    state.units["blackhawk"] = replace(state.units["blackhawk"], hit_points=1)
    initiative_to(state, 0)
    play(state, "0: activate the-boss", "0: declare skill")
    assert "skill makeshift-repair blackhawk" in legal(state)
    events = play(state, "0: skill makeshift-repair blackhawk")
    assert {"type": "makeshift-repair", "unit": "the-boss", "vehicle": "blackhawk", "hit_points_left": 2} in events
    assert state.units["blackhawk"].hit_points == 2 and not state.rolls


def test_makeshift_repair_never_at_a_distance_nor_on_an_undamaged_vehicle() -> None:
    """p. 23: "la capacità Relay non consente riparazioni a distanza"."""
    far = field(the_boss="e6", blackhawk="g8", lothar="a1")
    far.units["blackhawk"] = replace(far.units["blackhawk"], hit_points=1)
    assert command_squads.makeshift_targets(far, "the-boss") == []
    whole = field(the_boss="e6", blackhawk="f7", lothar="a1")
    assert command_squads.makeshift_targets(whole, "the-boss") == []


def test_field_repair_brings_a_destroyed_vehicle_back_through_its_edge_once_a_game() -> None:
    """p. 23: "Ottenendo un [colpo] potete concludere l'azione della squadra comando riattivando un
    veicolo distrutto che può rientrare sul campo di battaglia dal lato d'ingresso della sua
    fazione. [...] Il meccanico può utilizzare questa competenza con successo una sola volta nel
    corso della partita.\""""
    state = field(the_boss="e6", blackhawk="f6", lothar="a1")
    state.units["blackhawk"] = replace(state.units["blackhawk"], hit_points=0)
    destroy(state, "blackhawk")
    initiative_to(state, 0)
    play(state, "0: activate the-boss", "0: declare skill", "0: skill field-repair blackhawk")
    events = play(state, "chance: roll h")
    assert {"type": "back-in-play", "unit": "blackhawk", "by": "the-boss", "ability": "field-repair"} in events
    assert state.units["blackhawk"] == UnitState.fresh(unit("blackhawk"))
    assert state.act is not None and state.act.unit == "blackhawk" and state.pos["blackhawk"] is None
    assert legal(state) == ["declare move", "declare move+move", "declare move+attack"], "it enters (p. 19)"
    play(state, "0: declare move")
    assert all(m.startswith("move ") and m.endswith("8") for m in legal(state))
    assert ("the-boss", "field-repair") in state.markers.spent
    state.markers = state.markers.new_turn()
    destroy(state, "blackhawk")
    assert not command_squads.ability_open(state, "the-boss", "field-repair")


def test_field_repair_and_come_on_guys_need_the_radioman() -> None:
    """p. 23: "Questa capacità non funziona se il radiotelegrafista è eliminato" (both)."""
    state = field(the_boss="e6", lothar="a1")
    without(state, "the-boss", "radioman")
    assert not command_squads.ability_open(state, "the-boss", "field-repair")
    assert not command_squads.ability_open(state, "the-boss", "come-on-guys")
    assert command_squads.ability_open(state, "the-boss", "makeshift-repair")


# ---------------------------------------------------------------------- the medic

def test_get_up_brings_back_a_model_of_the_kind_lost() -> None:
    """p. 23: "riportare in vita una miniatura [...] posto in un quadrato adiacente al vostro. [...]
    La miniatura torna in gioco con tutte le sue armi": a Heavy Machine Gun model of the Hammers."""
    state = field(the_boss="e6", the_hammers="e7", lothar="a1")
    state.units["the-hammers"] = replace(state.units["the-hammers"], models=(1, 1))
    initiative_to(state, 0)
    play(state, "0: activate the-boss", "0: declare skill")
    assert "skill get-up the-hammers 0" in legal(state) and "skill get-up the-hammers 1" not in legal(state)
    events = play(state, "0: skill get-up the-hammers 0")
    assert {"type": "get-up", "unit": "the-boss", "target": "the-hammers", "kind": "0"} in events
    assert state.units["the-hammers"].models == (2, 1) and not state.rolls


def test_get_up_gives_a_hero_back_a_hit_point() -> None:
    """p. 23: "o restituire un punto vita a un eroe". The Kommandotrupp's medic and Lara."""
    state = field(kommandotrupp="e3", lothar="a1", the_hammers="l8")
    state.units["lara"] = replace(UnitState.fresh(unit("lara")), hit_points=1)
    state.seat_of["lara"] = 1
    state.pos["lara"] = Square.parse("f3")
    assert command_squads.get_up_targets(state, "kommandotrupp") == [("lara", "hero")]
    command_squads.heal(state, "lara", "hero")
    assert state.units["lara"].hit_points == 2


def test_the_medic_never_heals_its_own_squad() -> None:
    """p. 23: "La squadra comando non può ordinare delle azioni su sé stessa (ad esempio [...]
    l'infermiere non può riportare in vita una miniatura appartenente alla propria unità)"."""
    state = field(the_boss="e6", lothar="a1")
    state.units["the-boss"] = replace(state.units["the-boss"], models=(1, 1, 1, 1, 0))
    assert command_squads.get_up_targets(state, "the-boss") == []
    assert "the-boss" not in command_squads.get_moving_targets(state, "the-boss")


def test_get_up_never_on_an_eliminated_squad() -> None:
    """p. 23: "Questa competenza non può essere utilizzata su una squadra o un eroe già eliminati"."""
    state = field(the_boss="e6", the_hammers="e7", lothar="a1")
    state.units["the-hammers"] = replace(state.units["the-hammers"], models=(0, 0))
    destroy(state, "the-hammers")
    assert command_squads.get_up_targets(state, "the-boss") == []


def test_come_on_guys_brings_back_a_whole_destroyed_squad_once_a_game() -> None:
    """p. 23: "Se ottenete un [colpo] terminate l'azione della squadra comando attivando
    immediatamente una squadra eliminata facendola rientrare sul campo di battaglia dal lato
    d'ingresso della sua fazione. [...] non può utilizzare con successo questa capacità più di una
    volta per partita.\""""
    state = field(the_boss="e6", the_hammers="e7", lothar="a1")
    state.units["the-hammers"] = replace(state.units["the-hammers"], models=(0, 0))
    destroy(state, "the-hammers")
    initiative_to(state, 0)
    play(state, "0: activate the-boss", "0: declare skill")
    assert "skill come-on-guys the-hammers" in legal(state)
    play(state, "0: skill come-on-guys the-hammers", "chance: roll h")
    assert state.units["the-hammers"].models == (2, 1)
    assert state.act is not None and state.act.unit == "the-hammers" and state.pos["the-hammers"] is None
    assert not command_squads.ability_open(state, "the-boss", "come-on-guys")


def test_a_squad_brought_back_keeps_the_once_a_game_skills_it_used() -> None:
    """Assault "può essere utilizzata una sola volta per partita" (p. 20); the squad Come On
    Guys brings back (p. 23) is the same card in the same game: p. 24's "conta come una nuova
    unità distrutta" speaks of victory points only (DT-90)."""
    state = field(the_boss="e6", the_hammers="e7", lothar="a1")
    state.units["the-hammers"] = replace(state.units["the-hammers"], models=(0, 0), skills_spent=("assault",))
    destroy(state, "the-hammers")
    initiative_to(state, 0)
    play(state, "0: activate the-boss", "0: declare skill", "0: skill come-on-guys the-hammers", "chance: roll h")
    assert state.units["the-hammers"].models == (2, 1)
    assert state.units["the-hammers"].skills_spent == ("assault",)


def test_a_failed_come_on_guys_may_be_tried_again_another_turn() -> None:
    state = field(the_boss="e6", the_hammers="e7", lothar="a1")
    destroy(state, "the-hammers")
    initiative_to(state, 0)
    play(state, "0: activate the-boss", "0: declare skill", "0: skill come-on-guys the-hammers", "chance: roll b")
    assert "the-hammers" not in state.pos and ("the-boss", "come-on-guys") not in state.markers.spent
    state.markers = state.markers.new_turn()
    assert command_squads.ability_open(state, "the-boss", "come-on-guys")


# ---------------------------------------------------------------------- losing a model

@pytest.mark.parametrize("role, lost", [
    ("officer", {"get-moving"}),
    ("radioman", {"artillery-strike", "field-repair", "come-on-guys"}),
    ("mechanic", {"makeshift-repair", "field-repair"}),
    ("medic", {"get-up", "come-on-guys"}),
])
def test_an_ability_is_lost_with_its_model(role: str, lost: set[str]) -> None:
    """p. 23: "Quando una miniatura della squadra viene eliminata, la squadra perde la
    specializzazione e l'equipaggiamento associati alla miniatura.\""""
    state = field(the_boss="e6", lothar="a1")
    assert all(command_squads.ability_open(state, "the-boss", a) for a in command_squads.ABILITIES)
    without(state, "the-boss", role)
    closed = {a for a in command_squads.ABILITIES if not command_squads.ability_open(state, "the-boss", a)}
    assert closed == lost


def test_the_special_weapon_carrier_has_no_ability() -> None:
    state = field(the_boss="e6", lothar="a1")
    state.units["the-boss"] = replace(state.units["the-boss"], models=(1, 1, 1, 1, 0))
    assert all(command_squads.ability_open(state, "the-boss", a) for a in command_squads.ABILITIES)


def test_an_order_is_refused_when_illegal_and_changes_nothing() -> None:
    state = field(the_boss="e6", the_hammers="e7", lothar="a1")
    initiative_to(state, 0)
    play(state, "0: activate the-boss", "0: declare skill")
    before = state.to_json()
    with pytest.raises(IllegalActionError):
        play(state, "0: skill get-moving the-boss")
    with pytest.raises(IllegalActionError):
        play(state, "0: skill makeshift-repair the-hammers")
    assert state.to_json() == before


# ---------------------------------------------------------------------- victory points

def test_the_blackhawk_repaired_and_destroyed_twice_scores_44() -> None:
    """p. 24: "Se un'unità riparata/riportata in gioco è eliminata una seconda volta nel calcolo dei
    punti vittoria conta come una nuova unità distrutta. Esempio: Il giocatore dell'Asse elimina un
    Blackhawk. Nel turno seguente il giocatore Alleato ripara il Blackhawk perso grazie alla
    competenza Field Repair. Successivamente il giocatore dell'Asse distrugge nuovamente il robot
    Alleato. [...] il giocatore dell'Asse marcherà 44 VP per aver eliminato due Blackhawk (22 +
    22)." Turn 1: the Heavy Laser Grenadiers' laser destroys the Blackhawk; turn 2: The Boss's
    Field Repair (a hit) brings it back through the Allies' edge, and the laser destroys it again."""
    rec = load_record(RECORDS / "blackhawk-44-vp.json")
    assert rec.seed is None
    done = replay_record(rec)
    state = done.state
    assert isinstance(state, DtState) and state.is_over()
    assert state.destroyed == ["blackhawk", "blackhawk"]
    assert state.result_summary()["scores"] == [0, 22 + 22] == [0, 44]
    kinds = [e["type"] for e in done.events]
    assert kinds.count("destroyed") == 2 and kinds.count("back-in-play") == 1
    again = replay_record(rec).state
    assert again.to_json() == state.to_json()


# ---------------------------------------------------------------------- Get Moving and the limited skills

def test_a_unit_get_moving_activates_again_rerolls_no_second_medal_of_honor_die_that_turn(tmp_path: Path) -> None:
    """p. 21, Medal of Honor: "rilanciate un dado durante un attacco [...] Un eroe può utilizzare
    questa competenza una sola volta per turno"; p. 23, Get Moving: "potete riattivare un'unità
    [...] il giocatore attiverà due unità" (DT-127). Sergeant Valor rerolls a Medal die in his
    attack; activated again by The Boss, he may not declare it again, and his second attack's
    failed dice stay failed."""
    state = arena(tmp_path, ["the-boss", "sergeant-valor"], ["sturmpioniere"],
                  the_boss="a1", sergeant_valor="b1", sturmpioniere="b3")
    start(state, 0)
    play(state, "0: activate sergeant-valor", "0: use medal-of-honor", "0: declare attack", "0: aim sturmpioniere")
    events = play(state, "chance: roll bb", "chance: roll b")
    assert any(e.get("medal_of_honor") for e in events)
    play(state, "1: activate sturmpioniere", "1: declare nothing", "0: activate the-boss", "0: declare skill",
         "0: skill get-moving sergeant-valor", "chance: roll h")
    assert state.act is not None and state.act.unit == "sergeant-valor" and state.phase == "declare"
    assert "use medal-of-honor" not in legal(state)
    assert state.units["sergeant-valor"].skills_now == () and state.units["sergeant-valor"].skills_turn == ("medal-of-honor",)
    play(state, "0: declare attack", "0: aim sturmpioniere")
    events = play(state, "chance: roll bb")
    assert state.attack is None, "no Medal of Honor reroll follows"
    assert not any(e.get("medal_of_honor") for e in events)


def test_assault_doubles_the_movement_of_one_activation_only(tmp_path: Path) -> None:
    """p. 20, Assault: "il suo valore di movimento raddoppia, anche se l'unità effettua un doppio
    movimento. Questa competenza può essere utilizzata una sola volta per partita" (DT-127):
    the Sturmgrenadiere (movement 1) move two squares with it; activated again by the
    Kommandotrupp's Get Moving in the same turn, they move one, and Assault is not offered."""
    state = arena(tmp_path, ["hell-boys"], ["kommandotrupp", "sturmgrenadiere"],
                  kommandotrupp="a1", sturmgrenadiere="b1", hell_boys="h3")
    start(state, 1)
    play(state, "1: activate sturmgrenadiere", "1: use assault", "1: declare move")
    assert "move d1" in legal(state), "two squares"
    play(state, "1: move b3", "0: activate hell-boys", "0: declare nothing", "1: activate kommandotrupp",
         "1: declare skill", "1: skill get-moving sturmgrenadiere", "chance: roll h")
    assert "use assault" not in legal(state)
    play(state, "1: declare move")
    assert set(legal(state)) == {"move a2", "move b2", "move c2", "move a3", "move c3", "stay"}, "one square"


def test_berserk_rerolls_the_misses_of_one_activations_attack_only(tmp_path: Path) -> None:
    """p. 20, Berserk: "Una volta per linea d'armamento, l'unità può rilanciare tutti i [mancati]
    [...] Questa competenza può essere utilizzata una sola volta nel corso della partita"
    (DT-127): Sigrid with her Laser Grenadiers declares it and attacks, and the misses are
    rerolled; activated again by the Kommandotrupp's Get Moving, no Berserk reroll follows."""
    state = arena(tmp_path, ["hell-boys"], ["kommandotrupp", "laser-grenadiers", "sigrid"],
                  {"sigrid": "laser-grenadiers"}, kommandotrupp="a1", laser_grenadiers="b1", hell_boys="b3")
    start(state, 1)
    play(state, "1: activate laser-grenadiers", "1: use berserk", "1: declare attack")
    first = aim_everything_and_roll_blanks(state, "hell-boys")
    assert "berserk" in first
    play(state, "0: activate hell-boys", "0: declare nothing", "1: activate kommandotrupp",
         "1: declare skill", "1: skill get-moving laser-grenadiers", "chance: roll h")
    assert "use berserk" not in legal(state) and "berserk" not in state.units["laser-grenadiers"].skills_now
    play(state, "1: declare attack")
    assert "berserk" not in aim_everything_and_roll_blanks(state, "hell-boys")


def aim_everything_and_roll_blanks(state: DtState, target: str) -> list[str]:
    """Aim every line at ``target`` (hold the others), roll only blanks until the attack is
    over, and choose the first casualty offered; the purposes of the rolls asked."""
    seat = state.current_players()[0]
    while state.phase == "aim":
        play(state, f"{seat}: aim {target}" if f"aim {target}" in legal(state) else f"{seat}: hold-fire")
    purposes: list[str] = []
    while state.attack is not None:
        step = state.attack.next_step()
        if hasattr(step, "dice"):
            purposes.append(step.purpose)
            play(state, "chance: roll " + "b" * step.dice)
        else:
            play(state, f"{state.current_players()[0]}: {legal(state)[0]}")
    return purposes


def test_all_in_one_doubles_every_line_used_in_the_turn_a_second_activation_included(tmp_path: Path) -> None:
    """p. 20, All In One: "lanciate due volte i dadi per ogni linea d'armamento utilizzata nel
    turno" (DT-127): the effect is the turn's, not the activation's. The Feuersturm's Quad MG
    (2 dice against the Hell Boys' armour 2) rolls 4 dice in its first attack and again when the
    Kommandotrupp's Get Moving activates it a second time; it is not declared twice."""
    state = arena(tmp_path, ["hell-boys"], ["kommandotrupp", "feuersturm"],
                  kommandotrupp="a1", feuersturm="b1", hell_boys="b3")
    start(state, 1)
    play(state, "1: activate feuersturm", "1: use all-in-one", "1: declare attack")
    assert state.observation(1)["aim_options"][0]["dice"] == 4
    aim_everything_and_roll_blanks(state, "hell-boys")
    play(state, "0: activate hell-boys", "0: declare nothing", "1: activate kommandotrupp",
         "1: declare skill", "1: skill get-moving feuersturm", "chance: roll h")
    assert "use all-in-one" not in legal(state)
    play(state, "1: declare attack")
    assert state.observation(1)["aim_options"][0]["dice"] == 4


# ---------------------------------------------------------------------- Skill plans (DT-94)

def test_a_command_squad_may_declare_a_move_to_come_next_to_the_vehicle_it_repairs() -> None:
    """p. 7: "la sola combinazione di azioni che il giocatore non può effettuare è Attack +
    Attack"; p. 15: The Boss "effettua un move per ottenere la linea di vista [...] Effettua
    successivamente la sua seconda azione per utilizzare la competenza"; p. 23, Makeshift
    Repair: "un veicolo posto in un quadrato adiacente a quello della squadra comando" (DT-94,
    revised). The Boss, without its radioman, two squares from the damaged Steel Rain: no order
    now, so no plan that starts with the Skill; ``move+skill`` is offered, and after the Move to
    e5 the mechanic repairs."""
    state = field(the_boss="e6", steel_rain="e4", lothar="a1")
    without(state, "the-boss", "radioman")
    state.units["steel-rain"] = replace(state.units["steel-rain"], hit_points=state.units["steel-rain"].hit_points - 2)
    initiative_to(state, 0)
    play(state, "0: activate the-boss")
    assert [t for t in legal(state) if "skill" in t] == ["declare move+skill"]
    play(state, "0: declare move+skill", "0: move e5")
    assert "skill makeshift-repair steel-rain" in legal(state)
    events = play(state, "0: skill makeshift-repair steel-rain")
    assert {"type": "makeshift-repair", "unit": "the-boss", "vehicle": "steel-rain",
            "hit_points_left": state.units["steel-rain"].card.strength - 1} in events


def test_no_skill_plan_when_no_move_brings_an_order_within_reach() -> None:
    """The Steel Rain undamaged, The Boss without its radioman and nobody near: no order now nor
    after any Move, so no Skill plan is offered (DT-94)."""
    state = field(the_boss="e6", steel_rain="e2", lothar="a1")
    without(state, "the-boss", "radioman")
    initiative_to(state, 0)
    play(state, "0: activate the-boss")
    assert not [t for t in legal(state) if "skill" in t]


def test_with_more_players_the_attempt_of_the_turn_is_the_sides() -> None:
    """DT-87 (as revised): p. 7 "Quando giocate in più di due immaginate che le regole si
    applichino a due fazioni contrapposte piuttosto che a due giocatori", so "Il giocatore può
    tentare di utilizzare le abilità della squadra comando una sola volta per turno" is the
    side's one attempt a turn, however many of its players field a command squad. Hand-built:
    four seats on the artillery field, seat 0 with The Boss, seat 2 with a second command squad
    (a second copy of The Boss's card, ``the-boss-2``, standing for a different command-squad
    card a player adds: the cards meeple ships hold one command squad a faction, and DT-36
    refuses the same card twice in an army). Seat 0's failed attempt closes seat 2's squad's
    abilities for the turn; the next turn opens them."""
    state = GAME.new_game(4, {"scenario": given(SCENARIO)})
    assert isinstance(state, DtState) and state.phase == "initiative"
    state = only_in_play(state, 2, {"the_boss": "e6", "the_hammers": "e7", "lothar": "a1"})
    state.units["the-boss-2"] = UnitState.fresh(unit("the-boss"))
    state.seat_of["the-boss-2"] = 0
    state.pos["the-boss-2"] = Square.parse("g6")
    state.seating = replace(state.seating, controllers={**state.seating.controllers, "the-boss-2": 2})
    state._occupancy = None
    assert [state.seating.controller(u) for u in ("the-boss", "the-boss-2", "lothar")] == [0, 2, 3]
    assert command_squads.ability_open(state, "the-boss-2", "get-moving")
    initiative_to(state, 0)
    play(state, "0: activate the-boss", "0: declare skill", "0: skill get-moving the-hammers", "chance: roll b")
    assert state.markers.tried == frozenset({0}), "the Allied side's attempt"
    play(state, "3: activate lothar", "3: declare nothing")
    assert state.current_players() == [2]
    assert not any(command_squads.ability_open(state, "the-boss-2", a) for a in command_squads.ABILITIES)
    play(state, "2: activate the-boss-2")
    assert "declare skill" not in legal(state)
    play(state, "2: declare nothing", "0: activate the-hammers", "0: declare nothing")
    assert state.phase == "initiative" and state.markers.tried == frozenset()
    assert command_squads.ability_open(state, "the-boss-2", "get-moving")
