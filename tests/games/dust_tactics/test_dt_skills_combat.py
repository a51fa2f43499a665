"""The combat and survival skills (rulebook pp. 20-22, "COMPETENZE"): Badass, Berserk, Blutkreuz
Ape, Blutkreuz Zombie, Damage Resilient, Reload, Self-Repair, Sniper, Spotter and
Wiederbelebungsserum, each played through the kernel with every die pinned, and the two worked
examples (Sigrid's Berserk, TotenMeister's serum) as game records (records/skills-combat/).
Rulings DT-65 to DT-79."""

from __future__ import annotations

from pathlib import Path

import pytest

from dt_game_helpers import play, texts
from dt_skills_combat_helpers import RECORDS, arena, start
from meeple.engine.errors import IllegalActionError
from meeple.engine.record import load_record, replay_record
from meeple.games.dust_tactics.army import join_problems
from meeple.games.dust_tactics.attack import Attack, CasualtyChoice, DiceRoll, UnitTarget
from meeple.games.dust_tactics.badass import refill
from meeple.games.dust_tactics.dice import faces
from meeple.games.dust_tactics.limited_ammo import boxes_left
from meeple.games.dust_tactics.serum import healed
from meeple.games.dust_tactics.skills import skills_of
from meeple.games.dust_tactics.state import DtState
from meeple.games.dust_tactics.targets import Shot
from meeple.games.dust_tactics.terrain import Cover
from meeple.games.dust_tactics.unit_state import UnitState, WeaponRef
from meeple.games.dust_tactics.units import unit as card


def fresh(unit_id: str, hero: str | None = None) -> UnitState:
    return UnitState.fresh(card(unit_id), card(hero) if hero else None)


def steps(state: DtState) -> tuple[str, int, int]:
    """The attack's next roll: purpose, dice, shot index."""
    step = state.attack.next_step() if state.attack is not None else None
    assert isinstance(step, DiceRoll), step
    return step.purpose, step.dice, step.index


def of_type(events: list[dict], kind: str) -> list[dict]:
    return [e for e in events if e["type"] == kind]


# ---------------------------------------------------------------------------------- Berserk

def sigrid_game(tmp_path: Path) -> DtState:
    state = arena(tmp_path, ["hell-boys"], ["laser-grenadiers", "sigrid"], {"sigrid": "laser-grenadiers"},
                  hell_boys="e3", laser_grenadiers="e1")
    start(state, 1)
    play(state, "1: activate laser-grenadiers")
    return state


def test_berserk_is_declared_before_the_plan_costs_no_action_and_is_shared_by_the_hero(tmp_path: Path) -> None:
    """p. 20: "Sigrid può utilizzare ugualmente la sua competenza Berserk poiché non costa
    azioni"; "Un eroe dotato di questa competenza la condivide con la squadra"."""
    state = sigrid_game(tmp_path)
    assert "use berserk" in texts(state.legal(1))
    events = play(state, "1: use berserk")
    assert events == [{"type": "skill", "unit": "laser-grenadiers", "skill": "berserk"}]
    assert "declare sustained" in texts(state.legal(1)), "two actions are still open: it costs none"
    assert "use berserk" not in texts(state.legal(1))
    unit = state.units["laser-grenadiers"]
    assert "berserk" in unit.skills_now, "in effect for the squad's lines too"
    assert unit.hero is not None and "berserk" in unit.hero.skills_spent, "spent on Sigrid's card"


def test_berserk_rerolls_each_lines_misses_once_and_a_laser_rerolls_its_hits(tmp_path: Path) -> None:
    """p. 20: "Una volta per linea d'armamento, l'unità può rilanciare tutti i [mancati]
    ottenuti ai dadi." Without a Sustained Attack the Berserk reroll follows the roll (and the
    laser's chain)."""
    state = sigrid_game(tmp_path)
    play(state, "1: use berserk", "1: declare attack", "1: aim hell-boys", "1: aim hell-boys", "1: aim hell-boys")
    assert steps(state) == ("attack", 4, 0)
    play(state, "chance: roll hbbb")
    assert steps(state) == ("laser", 1, 0)
    play(state, "chance: roll b")
    assert steps(state) == ("berserk", 3, 0), "the three misses"
    events = play(state, "chance: roll hbb")
    assert events[0]["berserk"] is True and events[0]["total_hits"] == 2
    assert steps(state) == ("laser", 1, 0), "the laser rerolls the Berserk reroll's hit"
    play(state, "chance: roll b")
    assert steps(state) == ("attack", 1, 1), "the next line"
    play(state, "chance: roll b")
    assert steps(state) == ("berserk", 1, 1)


def test_without_berserk_declared_no_miss_is_rerolled(tmp_path: Path) -> None:
    state = sigrid_game(tmp_path)
    play(state, "1: declare attack", "1: aim hell-boys", "1: aim hell-boys", "1: aim hell-boys", "chance: roll bbbb")
    assert steps(state) == ("attack", 1, 1)


def test_berserk_is_used_once_a_game(tmp_path: Path) -> None:
    """p. 20: "Questa competenza può essere utilizzata una sola volta nel corso della partita"."""
    state = sigrid_game(tmp_path)
    play(state, "1: use berserk", "1: declare nothing", "0: activate hell-boys", "0: declare nothing")
    assert state.turn == 3 and state.phase == "initiative"
    start(state, 1)
    play(state, "1: activate laser-grenadiers")
    assert "use berserk" not in texts(state.legal(1))
    assert "berserk" not in state.units["laser-grenadiers"].skills_now
    with pytest.raises(IllegalActionError):
        play(state, "1: use berserk")


def test_sigrids_berserk_example_record() -> None:
    """p. 20: "Sigrid è con la sua unità di Laser Grenadiers. [...] attaccare un'unità di Hell
    Boys, a due quadrati di distanza, con sustained attack, e utilizzando Berserk. Il giocatore
    dell'Asse lancia un totale di 8 dadi (tre per il Laser-Pistole B di Sigrid e uno per ogni
    Laser Gewehr e Laser Werfer dei Laser Grenadiers). Con il primo tiro di dadi ottiene un
    [colpo] e sette [mancati]. [...] rilancia l'[colpo], ottenendo un [mancato]. L'sustained
    attack permette di rilanciare i sette [mancati]. Il giocatore ottiene due [colpi] e cinque
    [mancati]. L'arma laser permette di rilanciare i [colpi] e il rilancio genera due
    [mancati]. I danni diventano tre. Berserk permette di rilanciare ancora i cinque dadi
    rimanenti. Questa volta due [colpi] e tre [mancati]. L'arma laser permette di rilanciare i
    due [colpi], ma ancora una volta il risultato è di due [mancati]. In totale, i danni subiti
    dalla squadra di Hell Boys sono cinque."

    The record (sigrid-berserk.json): turn one the armies enter two squares apart; turn two the
    Axis declare Berserk and a Sustained Attack. meeple rolls line by line (DT-39): the 8 dice
    are the Laser Gewehr's 4, the Laser Werfer's 1 and Sigrid's 3 (DT-68)."""
    state, events = replay_example("sigrid-berserk.json")
    attack = next(e for e in events if e["type"] == "attack")
    assert attack["unit"] == "laser-grenadiers" and len(attack["shots"]) == 3
    rolls = [e for e in events if e["type"] in ("attack-roll", "attack-reroll") and e["unit"] == "laser-grenadiers"]
    first = [e for e in rolls if e["type"] == "attack-roll"]
    assert sum(e["dice"] for e in first) == 8, "un totale di 8 dadi"
    assert [e["dice"] for e in first] == [4, 1, 3], "tre per il Laser-Pistole B, uno per ogni Laser Gewehr e Werfer"
    assert sum(e["hits"] for e in first) == 1, "un [colpo] e sette [mancati]"
    berserk = [e for e in rolls if e.get("berserk")]
    assert sum(e["dice"] for e in berserk) == 5, "rilanciare ancora i cinque dadi rimanenti"
    assert sum(e["hits"] for e in berserk) == 2, "due [colpi] e tre [mancati]"
    assert sum(e["hits"] for e in rolls) == 5, "i danni subiti dalla squadra di Hell Boys sono cinque"
    losses = next(e for e in events if e["type"] == "losses" and e["unit"] == "hell-boys")
    assert losses["models"] == 5 and "hell-boys" in state.destroyed
    # the order of one line's rolls: roll, laser, Sustained Attack, laser, Berserk, laser
    gewehr = [(e["type"], e["dice"], e["hits"], e.get("berserk", False)) for e in rolls if e["line"] == "0"]
    assert gewehr == [
        ("attack-roll", 4, 1, False), ("attack-reroll", 1, 0, False), ("attack-reroll", 3, 1, False),
        ("attack-reroll", 1, 0, False), ("attack-reroll", 2, 1, True), ("attack-reroll", 1, 0, False),
    ]
    assert state.vp == [0, 34]


def replay_example(name: str, moves: int | None = None) -> tuple[DtState, list[dict]]:
    """Replay a record of records/skills-combat/, every die pinned; check it replays identically."""
    rec = load_record(RECORDS / name)
    assert rec.seed is None, "every chance move is in the record"
    if moves is not None:
        rec = rec.model_copy(update={"moves": rec.moves[:moves]})
    done, again = replay_record(rec), replay_record(rec)
    assert isinstance(done.state, DtState) and isinstance(again.state, DtState)
    assert done.state.to_json() == again.state.to_json(), "replays identically"
    return done.state, done.events


# ---------------------------------------------------------------------- Wiederbelebungsserum

def test_totenmeisters_serum_example_record() -> None:
    """p. 22: "TotenMeister e gli Axis Zombies attaccano una squadra Alleata in corpo a corpo e
    la sconfiggono. Durante il combattimento TotenMeister perde tre punti vita. Il giocatore
    dell'Asse marca tre croci sulla sua scheda, dal momento in cui gli attacchi corpo a corpo
    sono simultanei (benché ne abbia inflitti al proprio avversario). Successivamente, durante
    lo stesso turno di gioco, il giocatore Alleato attacca le creature dell'Asse in corpo a
    corpo con Rhino e The Hammers. Se TotenMeister sopravvive all'attacco, potrà rigenerare i
    tre punti vita subiti nello scontro precedente."

    The record (totenmeister-serum.json): turn two, the zombies' claws destroy the Death
    Dealers in close combat while the Death Dealers' simultaneous reply costs TotenMeister three
    hit points (his own Serum Injectors miss); then Rhino and The Hammers attack in close
    combat, the Axis lose two zombies, and TotenMeister's reply scores three hits: once the
    attack is over he regains the three hit points (DT-71)."""
    rec = load_record(RECORDS / "totenmeister-serum.json")
    first_fight_over = next(i for i, m in enumerate(rec.moves) if m.action == "activate the-hammers" and i > 20)
    mid, mid_events = replay_example("totenmeister-serum.json", first_fight_over)
    assert "death-dealers" in mid.destroyed, "la sconfiggono"
    zombies = mid.units["axis-zombies"]
    assert zombies.hero is not None and zombies.hero.hit_points == 4 - 3, "TotenMeister perde tre punti vita"
    assert not of_type(mid_events, "serum"), "his own lines scored no hit: nothing regained"
    state, events = replay_example("totenmeister-serum.json")
    serum = of_type(events, "serum")
    assert serum == [{"type": "serum", "unit": "axis-zombies", "hero": "totenmeister", "hits": 3, "healed": 3,
                      "hit_points_left": 4}], "potrà rigenerare i tre punti vita"
    assert events.index(serum[0]) > max(i for i, e in enumerate(events) if e["type"] == "losses"), \
        "only once every line, the reply and the casualties are done"
    after = state.units["axis-zombies"]
    assert after.hero is not None and after.hero.hit_points == 4 and after.model_count == 3
    assert state.turn == 3


def test_the_serum_counts_only_the_heros_own_hits_at_soldiers_and_never_passes_his_hit_points() -> None:
    """p. 22: "Quando quest'eroe attacca una squadra o un eroe avversari, recupera un punto vita
    per ogni [colpo] ottenuto [...] Non può, ovviamente, recuperare più punti vita di quelli di
    partenza." """
    from meeple.games.dust_tactics.serum import serum_hits

    toten = UnitState.fresh(card("totenmeister"))
    wounded = UnitState(toten.card, hit_points=1, ammo_spent=toten.ammo_spent)
    assert healed(wounded, 2).hit_points == 3
    assert healed(wounded, 9).hit_points == 4, "never above the card's"
    assert healed(UnitState(toten.card, hit_points=0, ammo_spent=toten.ammo_spent), 3).hit_points == 0, \
        "a hero out of the game is not brought back"
    # TotenMeister with his zombies at the Hell Boys: the claws' hits do not count, his do
    unit = fresh("axis-zombies", "totenmeister")
    claws, injectors = WeaponRef(0), WeaponRef(0, hero=True)
    attack = Attack.declare(unit, {"hb": UnitTarget(fresh("hell-boys"))}, [Shot(claws, "hb"), Shot(injectors, "hb")])
    assert attack.next_step() == DiceRoll("attack", 5, "hb", 0)
    attack = attack.roll(faces("hhhhb")).roll(faces("hhb"))
    assert serum_hits(attack) == {"attacker": 2}
    # at a vehicle nothing is regained
    attack = Attack.declare(unit, {"bh": UnitTarget(fresh("blackhawk"))}, [Shot(injectors, "bh")])
    attack = attack.roll(faces("h"))
    assert serum_hits(attack) == {}


# ---------------------------------------------------------------------------------- Damage Resilient

def test_damage_resilient_rolls_a_die_per_damage_after_the_cover_roll_and_each_hit_ignores_one() -> None:
    """p. 21: "Dopo aver effettuato il tiro di dadi relativo alla copertura, se ne esiste una,
    lanciate un dado per ogni danno subito dall'unità. Per ogni [colpo] ottenuto ignorate un
    danno." (the face: DT-69)"""
    stg = WeaponRef(0)
    target = UnitTarget(fresh("resilient-grenadiers"), Cover.SOFT)
    attack = Attack.declare(fresh("sturmpioniere"), {"rg": target}, [Shot(stg, "rg")])
    assert attack.next_step() == DiceRoll("attack", 4, "rg", 0)
    attack = attack.roll(faces("hhhb"))
    assert attack.next_step() == DiceRoll("cover", 3, "rg", -1), "the cover roll first"
    attack = attack.roll(faces("hbb"))
    assert attack.next_step() == DiceRoll("resilient", 2, "rg", -1), "one die per damage left"
    attack = attack.roll(faces("hb"))
    assert attack.done
    assert attack.unit("rg").model_count == 3 - 1


def test_damage_resilient_also_saves_close_combat_damage_which_has_no_cover_roll() -> None:
    knife = WeaponRef(3)
    attack = Attack.declare(fresh("sturmpioniere"), {"rg": UnitTarget(fresh("resilient-grenadiers"))},
                            [Shot(knife, "rg")])
    attack = attack.roll(faces("hhbbb"))
    # the reply of the grenadiers' combat knives, then their resilience
    assert attack.next_step() == DiceRoll("reply", 3, "rg", 0)
    attack = attack.roll(faces("bbb"))
    assert attack.next_step() == DiceRoll("resilient", 2, "rg", -1)
    attack = attack.roll(faces("hh"))
    assert attack.done and attack.unit("rg").model_count == 3


def test_a_joined_heros_damage_resilient_rolls_nothing_until_he_stands_alone() -> None:
    """p. 21, Damage Resilient: "Dopo aver effettuato il tiro di dadi relativo alla copertura
    [...] lanciate un dado per ogni danno subito dall'unità [...] Un eroe dotato di questa
    competenza non la condivide con la sua squadra"; p. 18: "Quando la squadra subisce un danno il
    giocatore può decidere se attribuirlo all'eroe oppure alla squadra" (DT-130). With a
    resilient Sigrid joined to the Laser Grenadiers no die is rolled after the attack, not even
    for the point the owner gives her; alone, she rolls for her damage."""
    from meeple.games.dust_tactics.casualties import Casualty

    stg = WeaponRef(0)
    resilient_hero = card("sigrid").model_copy(update={"skills": ("damage-resilient",)})
    joined = UnitState.fresh(card("laser-grenadiers"), resilient_hero)
    attack = Attack.declare(fresh("sturmpioniere"), {"lg": UnitTarget(joined)}, [Shot(stg, "lg")])
    step = attack.next_step()
    assert isinstance(step, DiceRoll) and step.purpose == "attack"
    attack = attack.roll(faces("hh" + "b" * (step.dice - 2)))
    assert isinstance(attack.next_step(), CasualtyChoice), "no Damage Resilient roll for the unit"
    attack = attack.choose(Casualty(hero=True))
    assert not isinstance(attack.next_step(), DiceRoll), "nor for the point given to the hero"
    assert attack.unit("lg").hero is not None and attack.unit("lg").hero.hit_points == resilient_hero.hit_points - 1
    alone = Attack.declare(fresh("sturmpioniere"), {"sigrid": UnitTarget(UnitState.fresh(resilient_hero))}, [Shot(stg, "sigrid")])
    step = alone.next_step()
    assert isinstance(step, DiceRoll)
    alone = alone.roll(faces("hh" + "b" * (step.dice - 2)))
    assert alone.next_step() == DiceRoll("resilient", 2, "sigrid", -1)


def test_a_unit_without_the_skill_rolls_no_resilience() -> None:
    attack = Attack.declare(fresh("sturmpioniere"), {"hb": UnitTarget(fresh("hell-boys"))}, [Shot(WeaponRef(0), "hb")])
    attack = attack.roll(faces("hbbb"))
    assert isinstance(attack.next_step(), CasualtyChoice), "straight to the owner's casualty"


def test_damage_resilient_in_play_has_its_event(tmp_path: Path) -> None:
    state = arena(tmp_path, ["hell-boys"], ["resilient-grenadiers"], hell_boys="e2", resilient_grenadiers="e1")
    start(state, 0)
    play(state, "0: activate hell-boys", "0: declare attack", "0: aim resilient-grenadiers", "0: hold-fire",
         "0: hold-fire")
    assert steps(state) == ("attack", 6, 0), "three Shotguns, 2/1 against armour 3"
    events = play(state, "chance: roll hhhbbb")
    assert steps(state) == ("resilient", 3, -1), "no cover in the open: straight to the resilience"
    events = play(state, "chance: roll hhb")
    assert of_type(events, "damage-resilient") == [{
        "type": "damage-resilient", "unit": "resilient-grenadiers", "dice": 3, "ignored": 2, "damage": 3,
        "damage_left": 1, "faces": ["hit", "hit", "blank"], "scores": "hit",
    }]
    assert state.units["resilient-grenadiers"].model_count == 2


# ---------------------------------------------------------------------------------- Spotter

def test_a_spotter_squads_attack_reads_the_dice_inverted() -> None:
    """p. 22: "Quando questa squadra attacca, invertite i tiri del dado (considerate gli
    [colpi] come dei [mancati], e viceversa)." (DT-70)"""
    rifle = WeaponRef(0)
    attack = Attack.declare(fresh("sniper-team"), {"s": UnitTarget(fresh("sigrid"))}, [Shot(rifle, "s")])
    attack = attack.roll(faces("b"))
    assert attack.done and attack.hits(0) == 1 and attack.unit("s").hit_points == 3 - 1
    attack = Attack.declare(fresh("sniper-team"), {"s": UnitTarget(fresh("sigrid"))}, [Shot(rifle, "s")])
    attack = attack.roll(faces("h"))
    assert attack.done and attack.hits(0) == 0


def test_a_spotter_squads_sustained_attack_rerolls_the_hit_faces() -> None:
    """p. 22: "nel caso di un attacco sostenuto, rilanciate gli [colpi] e non i [mancati]"."""
    rifle = WeaponRef(0)
    attack = Attack.declare(fresh("sniper-team"), {"s": UnitTarget(fresh("sigrid"))}, [Shot(rifle, "s")],
                            sustained=True)
    attack = attack.roll(faces("h"))
    assert attack.next_step() == DiceRoll("sustained", 1, "s", 0), "the hit face is the miss it rerolls"
    attack = attack.roll(faces("b"))
    assert attack.done and attack.hits(0) == 1
    attack = Attack.declare(fresh("sniper-team"), {"s": UnitTarget(fresh("sigrid"))}, [Shot(rifle, "s")],
                            sustained=True)
    assert attack.roll(faces("b")).done, "a blank scores: nothing to reroll"


def test_the_cover_roll_against_a_spotter_reads_its_own_dice() -> None:
    rifle = WeaponRef(0)
    target = UnitTarget(fresh("hell-boys"), Cover.SOFT)
    attack = Attack.declare(fresh("sniper-team"), {"hb": target}, [Shot(rifle, "hb")]).roll(faces("b"))
    assert attack.next_step() == DiceRoll("cover", 1, "hb", -1)
    assert attack.roll(faces("h")).done, "the Hell Boys' SOFT COVER saves on a hit face, as always"


def test_the_spotters_event_counts_the_scoring_faces(tmp_path: Path) -> None:
    state = arena(tmp_path, ["sniper-team"], ["sigrid"], sniper_team="e3", sigrid="e1")
    start(state, 0)
    play(state, "0: activate sniper-team", "0: declare attack", "0: aim sigrid")
    events = play(state, "chance: roll b")
    roll = of_type(events, "attack-roll")[0]
    assert roll["hits"] == 1 and roll["damage"] == 1
    assert state.units["sigrid"].hit_points == 2


# ---------------------------------------------------------------------------------- Sniper

def test_the_sniper_picks_the_miniature_it_hits(tmp_path: Path) -> None:
    """p. 22: "Una volta individuato l'obiettivo il giocatore indica la miniatura che intende
    colpire nell'ambito dell'unità. Se ottiene un [colpo] le infligge un danno." The pick is
    the attacker's (DT-74): here the Allies take Sigrid's hit point out of the Laser
    Grenadiers."""
    state = arena(tmp_path, ["sniper-team"], ["laser-grenadiers", "sigrid"], {"sigrid": "laser-grenadiers"},
                  sniper_team="e3", laser_grenadiers="e1")
    start(state, 0)
    play(state, "0: activate sniper-team", "0: declare attack", "0: aim laser-grenadiers", "chance: roll b")
    step = state.attack.next_step() if state.attack is not None else None
    assert isinstance(step, CasualtyChoice) and step.by_attacker
    assert state.current_players() == [0], "the Allied player picks, not the owner"
    assert texts(state.legal(0)) == ["lose 0", "lose 1", "lose hero"]
    assert state.legal(1) == ()
    events = play(state, "0: lose hero")
    unit = state.units["laser-grenadiers"]
    assert unit.hero is not None and unit.hero.hit_points == 2 and unit.model_count == 5
    assert of_type(events, "losses")[0]["hero"] == "sigrid"


def test_the_sniper_picks_only_its_own_points_and_none_when_there_is_no_choice() -> None:
    """A hero or a vehicle is one miniature; a squad of one kind of model leaves nothing to pick."""
    team = fresh("sniper-team")
    rifle = WeaponRef(0)
    attack = Attack.declare(team, {"lg": UnitTarget(fresh("laser-grenadiers", "sigrid"))}, [Shot(rifle, "lg")])
    attack = attack.roll(faces("b"))
    step = attack.next_step()
    assert isinstance(step, CasualtyChoice) and step.by_attacker and step.damage == 1
    after = attack.choose(step.options[-1])
    assert after.done and after.sniped == (("lg", 0),)
    attack = Attack.declare(team, {"s": UnitTarget(fresh("sigrid"))}, [Shot(rifle, "s")]).roll(faces("b"))
    assert attack.done and attack.unit("s").hit_points == 2
    attack = Attack.declare(team, {"z": UnitTarget(fresh("axis-zombies"))}, [Shot(rifle, "z")]).roll(faces("b"))
    assert attack.done and attack.unit("z").model_count == 4


def test_a_snipers_skill_is_his_lines_only() -> None:
    """p. 22: "Uno sniper non condivide la sua competenza con il resto della squadra"."""
    from meeple.games.dust_tactics.sniper import sniper_line

    team = fresh("sniper-team")
    assert sniper_line(team, WeaponRef(0)) and sniper_line(team, WeaponRef(1))
    grenadiers = fresh("laser-grenadiers", "sigrid")
    assert not sniper_line(grenadiers, WeaponRef(0)) and not sniper_line(grenadiers, WeaponRef(0, hero=True))


# ---------------------------------------------------------------------------------- Self-Repair

def test_self_repair_rolls_a_die_per_lost_hit_point_at_the_end_of_the_turn(tmp_path: Path) -> None:
    """p. 22: "Alla fine di ogni turno lanciate un dado per ogni punto vita perso. Ogni [colpo]
    permette di recuperare un punto [vita]." (DT-72)"""
    state = arena(tmp_path, ["repair-walker"], ["sigrid"], repair_walker="e3", sigrid="a1")
    walker = state.units["repair-walker"]
    state.units["repair-walker"] = UnitState(walker.card, hit_points=2, ammo_spent=walker.ammo_spent)
    start(state, 0)
    play(state, "0: activate repair-walker", "0: declare nothing", "1: activate sigrid", "1: declare nothing")
    assert state.phase == "self-repair" and state.turn == 2
    assert texts(state.legal(-1)) == ["roll bbb", "roll hbb", "roll hhb", "roll hhh"], "three points lost"
    events = play(state, "chance: roll hhb")
    assert of_type(events, "self-repair") == [{
        "type": "self-repair", "unit": "repair-walker", "dice": 3, "hits": 2, "repaired": 2, "hit_points_left": 4,
        "faces": ["hit", "hit", "blank"], "scores": "hit",
    }]
    assert state.turn == 3 and state.phase == "initiative"
    assert state.units["repair-walker"].hit_points == 4


def test_an_unharmed_vehicle_rolls_nothing_and_a_vehicle_never_passes_its_hit_points(tmp_path: Path) -> None:
    """"Un veicolo non può recuperare più dei suoi punti vita di partenza."""
    from meeple.games.dust_tactics.self_repair import repair_dice, repaired

    state = arena(tmp_path, ["repair-walker"], ["sigrid"], repair_walker="e3", sigrid="a1")
    start(state, 0)
    play(state, "0: activate repair-walker", "0: declare nothing", "1: activate sigrid", "1: declare nothing")
    assert state.turn == 3 and state.phase == "initiative"
    walker = state.units["repair-walker"]
    assert repair_dice(walker) == 0
    hurt = UnitState(walker.card, hit_points=4, ammo_spent=walker.ammo_spent)
    assert repaired(hurt, 3).hit_points == 5
    assert repair_dice(UnitState(walker.card, hit_points=0, ammo_spent=walker.ammo_spent)) == 0, \
        "Questa competenza non funziona se il veicolo viene distrutto"
    assert repair_dice(fresh("blackhawk")) == 0


# ---------------------------------------------------------------------------------- Badass

def test_badass_limited_lines_never_run_out_but_keep_the_per_turn_maximum(tmp_path: Path) -> None:
    """p. 20: "Tutte le armi dell'unità a munizioni limitate [...] diventano armi a munizioni
    illimitate, tenendo però conto che l'unità può usare solo il massimo delle munizioni
    consentito per turno." (DT-73)"""
    state = arena(tmp_path, ["badass-rangers"], ["laser-grenadiers"], badass_rangers="e3", laser_grenadiers="e1")
    grenade = WeaponRef(1)
    start(state, 0)
    play(state, "0: activate badass-rangers", "0: declare attack", "0: hold-fire", "0: aim laser-grenadiers",
         "0: aim laser-grenadiers")
    assert state.aim is None, "two boxes: two munitions this turn, then the line is done"
    while state.attack is not None:
        step = state.attack.next_step()
        assert isinstance(step, DiceRoll)
        play(state, "chance: roll " + "b" * step.dice)
    assert boxes_left(state.units["badass-rangers"], grenade) == 0
    play(state, "1: activate laser-grenadiers", "1: declare nothing")
    assert state.turn == 3
    assert boxes_left(state.units["badass-rangers"], grenade) == 2, "the boxes are full again"


def test_badass_is_shared_by_a_hero_and_a_unit_without_it_keeps_its_crosses() -> None:
    """"Un'eroe dotato di questa competenza la condivide con la sua squadra"."""
    stp = fresh("sturmpioniere")
    spent = UnitState(stp.card, models=stp.models, ammo_spent=(0, 2, 0, 0))
    assert refill(spent) == spent
    rangers = fresh("badass-rangers")
    used = UnitState(rangers.card, models=rangers.models, ammo_spent=(0, 2, 0))
    assert refill(used).ammo_spent == (0, 0, 0)
    assert "badass" in skills_of(rangers)


# ---------------------------------------------------------------------------------- Blutkreuz

def test_a_blutkreuz_hero_joins_only_a_blutkreuz_squad_and_vice_versa() -> None:
    """pp. 20-21: "Un'eroe che possiede questa competenza può unirsi solo a una squadra con la
    medesima competenza e viceversa." (DT-67)"""
    assert join_problems(card("totenmeister"), card("axis-zombies")) == []
    assert join_problems(card("blutkreuz-ape-hero"), card("blutkreuz-ape-squad")) == []
    assert join_problems(card("totenmeister"), card("laser-grenadiers")), "a zombie hero, an ordinary squad"
    assert join_problems(card("sigrid"), card("axis-zombies")), "vice versa"
    assert join_problems(card("blutkreuz-ape-hero"), card("heavy-laser-grenadiers"))
    assert any("Blutkreuz Ape" in p for p in join_problems(card("blutkreuz-ape-hero"), card("heavy-laser-grenadiers")))


def test_an_army_file_breaking_the_blutkreuz_rule_is_refused(tmp_path: Path) -> None:
    from meeple.engine.errors import OptionsError

    with pytest.raises(OptionsError, match="Blutkreuz Zombie"):
        arena(tmp_path, ["hell-boys"], ["laser-grenadiers", "totenmeister"], {"totenmeister": "laser-grenadiers"},
              hell_boys="e3", laser_grenadiers="e1")


# ---------------------------------------------------------------------------------- Reload

def test_a_reloadable_weapon_is_unloaded_by_firing_and_reloaded_by_a_skill_action(tmp_path: Path) -> None:
    """p. 22: "L'unità effettua un'azione Skill per ricaricare l'arma. [...] All'inizio della
    partita tutte le armi sono cariche." p. 25: "Quando un'unità utilizza queste armi, ritirate
    il gettone per indicare che è scarica. [...] Un'unità può tirare e ricaricare l'arma nello
    stesso turno utilizzando due azioni." (DT-75)"""
    state = arena(tmp_path, ["hell-boys"], ["schreck-grenadiers"], hell_boys="e3", schreck_grenadiers="e1")
    schreck = WeaponRef(0)
    start(state, 1)
    play(state, "1: activate schreck-grenadiers")
    assert "declare skill" not in texts(state.legal(1)), "loaded at the start: nothing to reload"
    assert "declare attack+skill" in texts(state.legal(1))
    play(state, "1: declare attack", "1: aim hell-boys", "1: hold-fire", "chance: roll bb")
    assert not state.markers.is_loaded("schreck-grenadiers", schreck), "fired: the token comes off"
    play(state, "0: activate hell-boys", "0: declare nothing")
    start(state, 1)
    play(state, "1: activate schreck-grenadiers")
    assert "declare skill" in texts(state.legal(1))
    play(state, "1: declare attack")
    assert state.aim is not None and state.aim.lines[state.aim.index] == WeaponRef(1), "the Panzerschreck has no target"
    play(state, "1: hold-fire")
    play(state, "0: activate hell-boys", "0: declare nothing")
    start(state, 1)
    play(state, "1: activate schreck-grenadiers", "1: declare skill+attack")
    assert "skill reload" in texts(state.legal(1))
    events = play(state, "1: skill reload")
    assert of_type(events, "reload")[0]["weapon"] == "Panzerschreck"
    assert state.markers.is_loaded("schreck-grenadiers", schreck)
    assert state.aim is not None and state.aim.lines[state.aim.index] == schreck, "loaded again: it fires"


# ---------------------------------------------------------------------------------- sharing

def test_which_hero_skills_the_squad_shares() -> None:
    """Badass and Berserk: "Un eroe dotato di questa competenza la condivide con la squadra";
    Damage Resilient: "non la condivide con la sua squadra"; Sniper: "non condivide la sua
    competenza con il resto della squadra"; the serum is the hero's own (DT-66)."""
    from meeple.games.dust_tactics.damage_resilient import resilient

    grenadiers = card("laser-grenadiers")
    for skill, shared in (("badass", True), ("berserk", True), ("damage-resilient", False), ("sniper", False),
                          ("wiederbelebungsserum", False)):
        hero = card("sigrid").model_copy(update={"skills": (skill,)})
        unit = UnitState.fresh(grenadiers, hero)
        assert (skill in skills_of(unit)) is shared, skill
    resilient_hero = card("sigrid").model_copy(update={"skills": ("damage-resilient",)})
    assert not resilient(UnitState.fresh(grenadiers, resilient_hero))
    assert resilient(UnitState.fresh(resilient_hero))


def test_a_serum_hero_destroyed_in_the_fight_is_not_healed_and_scores_once(tmp_path: Path) -> None:
    """"Se TotenMeister sopravvive all'attacco, potrà rigenerare": a hero who lost his last hit
    point is out of the game (p. 18), so his hits heal nothing and his army points score once
    (DT-71)."""
    state = arena(tmp_path, ["death-dealers"], ["totenmeister"], death_dealers="e3", totenmeister="e2")
    toten = state.units["totenmeister"]
    state.units["totenmeister"] = UnitState(toten.card, hit_points=1, ammo_spent=toten.ammo_spent)
    start(state, 1)
    play(state, "1: activate totenmeister", "1: declare attack", "1: aim death-dealers", "1: hold-fire")
    events = play(state, "chance: roll hhh", "chance: roll hbbbb", "0: lose 0", "0: lose 0")
    assert not of_type(events, "serum")
    assert {"type": "destroyed", "unit": "totenmeister"} in events
    assert state.destroyed == ["totenmeister"] and state.vp == [25, 0]
    assert state.units["death-dealers"].model_count == 2


def test_an_attacker_with_damage_resilient_rolls_it_against_a_close_combat_reply() -> None:
    """The reply of close combat is damage the attacker takes (p. 14): Damage Resilient
    applies to it like any other (DT-69)."""
    from meeple.games.dust_tactics.attack import ATTACKER

    knife = WeaponRef(1)
    attack = Attack.declare(fresh("resilient-grenadiers"), {"hb": UnitTarget(fresh("hell-boys"))}, [Shot(knife, "hb")])
    assert attack.next_step() == DiceRoll("attack", 3, "hb", 0)
    attack = attack.roll(faces("bbb"))
    assert attack.next_step() == DiceRoll("reply", 5, "hb", 0), "Knife & Grenade, 1/1 against armour 3, five models"
    attack = attack.roll(faces("hhbbb"))
    assert attack.next_step() == DiceRoll("resilient", 2, ATTACKER, -1)
    attack = attack.roll(faces("hb"))
    assert attack.done and attack.attacker.model_count == 2


def test_reloadable_lines_are_played_since_the_reload_skill() -> None:
    """p. 25's "Reloadable Weapons" are played (DT-75; they were refused before, DT-44)."""
    from meeple.games.dust_tactics.reload import is_reloadable
    from meeple.games.dust_tactics.special_weapons import check_implemented, unimplemented_rules
    from meeple.games.dust_tactics.weapon_dice import ArmourClass, playable

    line = card("schreck-grenadiers").weapon("Panzerschreck")
    assert is_reloadable(line) and unimplemented_rules(line) == ()
    check_implemented(line)
    assert playable(line, ArmourClass("infantry", 2))
    assert "reload" in card("schreck-grenadiers").skills
