"""Special combat values (rulebook p. 24, "VALORI DI COMBATTIMENTO SPECIALI": AP Incendiary
Blast, Phaser Blast, Volley Blast) and special weapons (p. 25, "ARMI SPECIALI": Burst Weapons,
UGL, knives, flamethrowers; p. 26, lasers). The worked examples are game records in
``records/weapons-structures/`` (every die pinned), replayed from set-up:

- ``honey-phaser.json``: p. 24, the Honey's 120W Phaser Gun "2 3" at the Heavy Laser
  Grenadiers: two dice, one hit, three damage dice, two hits, two damage;
- ``honey-phaser-sustained.json``: p. 24, the same as a Sustained Attack: the miss rerolled,
  two hits, six damage dice, three hits, three losses;
- ``steel-rain-volley.json``: p. 24, the Steel Rain's two 4.2" Rockets at the Heavy Laser
  Grenadiers: two boxes crossed, six dice, three hits, three models lost;
- ``hot-dog-flames-*.json``: p. 25, the Hot Dog's Napalm Thrower against the Hans with the
  Heavy Laser Grenadiers in front of it (both burnt) or behind it (out of sight);
- ``hans-pounder.json``: p. 24, the Hans's Panzerfaust Werfer "1/[AP]" at the Pounder: one
  die, a hit, the Pounder destroyed.

Rulings DT-102 to DT-106 (docs/rulings.md)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from dt_attack_helpers import fresh, ref, roll
from dt_game_helpers import GAME, battle, given, initiative_to, play, texts
from dt_skills_combat_helpers import arena
from meeple.engine.errors import IllegalActionError
from meeple.engine.record import GameRecord, load_record, parse_record, replay_record
from meeple.games.dust_tactics import burst, heroes, phaser, volley
from meeple.games.dust_tactics.attack import Attack, CasualtyChoice, DiceRoll, UnitTarget
from meeple.games.dust_tactics.battlefield import Square
from meeple.games.dust_tactics.cover_destruction import ElementTarget
from meeple.games.dust_tactics.dice import faces
from meeple.games.dust_tactics.state import DtState
from meeple.games.dust_tactics.targets import Shot
from meeple.games.dust_tactics.terrain import Cover, CoverElement
from meeple.games.dust_tactics.unit_state import UnitState
from meeple.games.dust_tactics.units import CombatValue
from meeple.games.dust_tactics.units import unit as card
from meeple.games.dust_tactics.weapon_dice import ArmourClass, combat_value, damage_per_hit, playable, shot_dice
from meeple.sim.play import play_game

RECORDS = Path(__file__).parent / "records" / "weapons-structures"


# ---------------------------------------------------------------------------- helpers


def replay(name: str, moves: int | None = None) -> tuple[DtState, list[dict]]:
    rec: GameRecord = load_record(RECORDS / name)
    if moves is not None:
        rec = rec.model_copy(update={"moves": rec.moves[:moves]})
    done = replay_record(rec)
    assert isinstance(done.state, DtState)
    return done.state, done.events


def of_type(events: list[dict], kind: str) -> list[dict]:
    return [e for e in events if e["type"] == kind]


# ---------------------------------------------------------------------------- the records

def test_the_honey_phaser_example_two_dice_to_aim_three_damage_dice_per_hit() -> None:
    """p. 24: "Il giocatore Alleato lancia due dadi. Ottiene un [colpo] e un [mancato]. Ogni
    [colpo] permette di lanciare tre dadi di danno. [...] lancia quindi tre dadi e ottiene due
    [colpi] infliggendo così due danni agli Heavy Laser Grenadiers." """
    state, events = replay("honey-phaser.json")
    aim, damage = of_type(events, "attack-roll")[-1], of_type(events, "phaser-damage-roll")[-1]
    assert (aim["dice"], aim["hits"], aim["damage_dice"]) == (2, 1, 3)
    assert (damage["dice"], damage["hits"], damage["damage"]) == (3, 2, 2)
    assert not of_type(events, "cover-save")  # "le armi Phaser ignorano le coperture"
    assert state.units["heavy-laser-grenadiers"].model_count == 1


def test_the_honey_sustained_attack_rerolls_the_aim_not_the_damage() -> None:
    """p. 24: "Per via dell' SUSTAINED ATTACK rilancia il [mancato] e ottiene un [colpo]. Ogni
    [colpo] gli permette di lanciare tre dai per un totale di sei. Ottiene tre [colpi] e
    infligge tre perdite agli Heavy Laser Grenadiers." """
    state, events = replay("honey-phaser-sustained.json")
    reroll = of_type(events, "attack-reroll")
    assert [(e["dice"], e["total_hits"], e["damage_dice"]) for e in reroll] == [(1, 2, 6)]
    damage = of_type(events, "phaser-damage-roll")
    assert [(e["dice"], e["hits"]) for e in damage] == [(6, 3)]
    assert "heavy-laser-grenadiers" in state.destroyed


def test_the_steel_rain_volley_two_rockets_roll_six_dice_once() -> None:
    """p. 24: "Lancia due 4.2" Rockets smarcando sulla scheda unità le due munizioni
    utilizzate. Il giocatore Alleato tira sei dadi e ottiene tre [colpi]. Il giocatore
    dell'Asse ritira le tre miniature perse." """
    rec = load_record(RECORDS / "steel-rain-volley.json")
    first = next(i for i, m in enumerate(rec.moves) if m.action == "aim heavy-laser-grenadiers")
    for aimed, dice in ((0, 3), (1, 6)):  # the aim options show the dice of one more munition
        before, _ = replay("steel-rain-volley.json", first + aimed)
        assert [o["dice"] for o in before.observation(0)["aim_options"]] == [dice]
    state, events = replay("steel-rain-volley.json")
    attack = of_type(events, "attack")[-1]
    assert attack["shots"] == [["1", "heavy-laser-grenadiers"], ["1", "heavy-laser-grenadiers"]]
    rolls = of_type(events, "attack-roll")
    assert [(e["weapon"], e["dice"], e["hits"], e["damage"]) for e in rolls] == [('4.2" Rockets', 6, 3, 3)]
    assert state.units["steel-rain"].ammo_spent[ref("steel-rain", '4.2" Rockets').index] == 2
    assert of_type(events, "losses")[-1]["models"] == 3 and "heavy-laser-grenadiers" in state.destroyed


def test_the_hot_dog_burns_the_grenadiers_between_and_the_hans_behind() -> None:
    """p. 25: "se le posizioni di Hans e Heavy Laser Grenadiers fossero state invertite l'Hot
    Dog avrebbe potuto infliggere danni ad entrambe": the Napalm Thrower aimed at the Hans two
    squares away burns the Heavy Laser Grenadiers between; "1/[fiamma]" one die per model of
    the squad, "1/[fiamma AP]" one die for the Hans, whose hit destroys it (p. 24)."""
    rec = load_record(RECORDS / "hot-dog-flames-grenadiers-in-front.json")
    aim_at = next(i for i, m in enumerate(rec.moves) if m.action == "aim hans")
    state, _ = replay("hot-dog-flames-grenadiers-in-front.json", aim_at)
    assert texts(state.legal_actions(0)) == ["aim hans", "aim heavy-laser-grenadiers", "hold-fire"]
    state, events = replay("hot-dog-flames-grenadiers-in-front.json")
    rolls = [(e["target"], e["dice"], e["hits"], e["damage"]) for e in of_type(events, "attack-roll")]
    assert rolls == [("hans", 1, 1, 3), ("heavy-laser-grenadiers", 3, 1, 1)]
    assert "hans" in state.destroyed and state.units["heavy-laser-grenadiers"].model_count == 2


def test_the_hot_dog_cannot_burn_the_grenadiers_behind_the_hans() -> None:
    """p. 25: "Sebbene il Napalm Thrower abbia portata 2, l'arma non potrà colpire gli Heavy
    Laser Grenadiers perché sono protetti da un veicolo che blocca la linea di vista." """
    rec = load_record(RECORDS / "hot-dog-flames-hans-in-front.json")
    aim_at = next(i for i, m in enumerate(rec.moves) if m.action == "aim hans")
    state, _ = replay("hot-dog-flames-hans-in-front.json", aim_at)
    assert texts(state.legal_actions(0)) == ["aim hans", "hold-fire"]
    state, events = replay("hot-dog-flames-hans-in-front.json")
    assert [e["target"] for e in of_type(events, "attack-roll")] == ["hans"]
    assert "hans" in state.destroyed and state.units["heavy-laser-grenadiers"].model_count == 3


def test_the_hans_panzerfaust_werfer_destroys_the_pounder_with_one_hit() -> None:
    """p. 24: "L'Hans attacca un Pounder con il suo Panzerfaust Werfer. Contro i 4, la linea del
    Panzerfaust Werfer indica 1/[AP]. Il giocatore dell'Asse lancia allora un dado e ottiene un
    [colpo]. Il robot Alleato, in un'esplosione di fiamme, viene distrutto" (four hit points)."""
    state, events = replay("hans-pounder.json")
    assert [(e["dice"], e["hits"], e["damage"]) for e in of_type(events, "attack-roll")] == [(1, 1, 4)]
    assert "pounder" in state.destroyed and card("pounder").hit_points == 4


# ---------------------------------------------------------------------------- Phaser Blast

def test_a_phaser_value_reads_x_dice_to_aim_and_y_damage_dice_per_hit() -> None:
    """p. 24: "Contro questi soldati il Phaser indica un valore di combattimento di 2 3"."""
    line = card("honey").weapon("120W Phaser Gun")
    value = combat_value(line, ArmourClass("infantry", 3))
    assert (value.kind, value.dice, value.damage) == ("phaser", 2, 3)
    assert phaser.damage_dice(value, 2) == 6 and phaser.damage_dice(value, 0) == 0
    assert shot_dice(fresh("honey"), ref("honey", "120W Phaser Gun"), ArmourClass("infantry", 3)) == 2
    assert damage_per_hit(line, ArmourClass("infantry", 3)) == 1  # "tanti danni quanti sono gli [colpi]"


def test_a_phaser_ignores_the_cover_of_a_squad_on_an_ammo_crate() -> None:
    """p. 24: "Ricordate che le armi Phaser ignorano le coperture": no cover roll, even in
    HARD COVER."""
    target = UnitTarget(fresh("heavy-laser-grenadiers"), Cover.HARD)
    attack = Attack.declare(fresh("honey"), {"hlg": target}, [Shot(ref("honey", "120W Phaser Gun"), "hlg")])
    attack = roll(attack, "attack", "hlg", 2, "hh")
    attack = roll(attack, "phaser", "hlg", 6, "hhbbbb")
    assert attack.done and attack.unit("hlg").model_count == 1


def test_a_phaser_that_misses_with_every_aim_die_rolls_no_damage_dice() -> None:
    attack = Attack.declare(
        fresh("honey"), {"hlg": UnitTarget(fresh("heavy-laser-grenadiers"))}, [Shot(ref("honey", "120W Phaser Gun"), "hlg")]
    )
    attack = roll(attack, "attack", "hlg", 2, "bb")
    assert attack.done and attack.unit("hlg").model_count == 3


def test_a_phaser_reroll_is_of_its_aim_dice_before_the_damage() -> None:
    """p. 24: "Quando effettuate un attacco sostenuto con un arma Phaser, rilanciate il valore
    X": the reroll comes before the damage dice, which are not rerolled."""
    attack = Attack.declare(
        fresh("honey"), {"hlg": UnitTarget(fresh("heavy-laser-grenadiers"))},
        [Shot(ref("honey", "120W Phaser Gun"), "hlg")], sustained=True,
    )
    attack = roll(attack, "attack", "hlg", 2, "bb")
    attack = roll(attack, "sustained", "hlg", 2, "hb")
    attack = roll(attack, "phaser", "hlg", 3, "bbb")
    assert attack.done and attack.unit("hlg").model_count == 3


# ---------------------------------------------------------------------------- AP Incendiary Blast

def test_ap_incendiary_rolls_x_dice_per_miniature_and_one_hit_eliminates_the_unit() -> None:
    """p. 24: "lanciate "X" dadi per ogni miniatura dell'obiettivo ed eliminate l'intera unità
    se ottenete almeno un [colpo]"; a squad with a joined hero loses both, and no cover roll
    saves it (DT-103)."""
    werfer = ref("hans", "Panzerfaust Werfer")
    squad = UnitState.fresh(card("hell-boys"))
    line = card("hans").weapon("Panzerfaust Werfer").model_copy(
        update={"infantry": tuple(CombatValue.model_validate("1/ap-incendiary") for _ in range(4))}
    )
    hans = UnitState.fresh(card("hans").model_copy(update={"weapons": (line, card("hans").weapons[1])}))
    joined = UnitState.fresh(card("hell-boys"), hero=card("bazooka-joe"))
    attack = Attack.declare(hans, {"hb": UnitTarget(joined, Cover.HARD)}, [Shot(werfer, "hb")])
    attack = roll(attack, "attack", "hb", 6, "bbbbbh")  # five models and the hero
    assert attack.done and attack.unit("hb").destroyed
    attack = Attack.declare(hans, {"hb": UnitTarget(squad, Cover.HARD)}, [Shot(werfer, "hb")])
    attack = roll(attack, "attack", "hb", 5, "bbbbb")
    assert attack.done and attack.unit("hb").model_count == 5


def test_ap_incendiary_is_played_against_vehicles_by_the_core_hans() -> None:
    """The core set's Hans carries the p. 24 value against vehicles: it is offered now."""
    assert playable(card("hans").weapon("Panzerfaust Werfer"), ArmourClass("vehicle", 4))


# ---------------------------------------------------------------------------- Volley Blast

def test_a_volley_rolls_a_dice_for_one_munition_b_for_two() -> None:
    """p. 24: "lanciate "A" dadi se si intende utilizzare una sola munizione, "B" se due, "C"
    se tre, etc. Infliggete "X" danni per ogni [colpo] ottenuto." """
    value = CombatValue.model_validate("volley 2-4-6/2")
    assert [volley.volley_dice(value, n) for n in (1, 2, 3)] == [2, 4, 6]
    with pytest.raises(IllegalActionError, match="1 to 3 munitions"):
        volley.volley_dice(value, 4)
    rockets = card("steel-rain").weapon('4.2" Rockets')
    assert volley.more_munitions(rockets, ArmourClass("infantry", 3), 3)
    assert not volley.more_munitions(rockets, ArmourClass("infantry", 3), 4)


def test_volley_munitions_at_two_targets_roll_apart() -> None:
    """Each target's munitions make one roll (DT-104): one rocket at each of two squads rolls
    the "A" dice twice; two boxes are crossed."""
    rockets = ref("steel-rain", '4.2" Rockets')
    targets = {"a": UnitTarget(fresh("heavy-laser-grenadiers")), "b": UnitTarget(fresh("heavy-flak-grenadiers"))}
    attack = Attack.declare(fresh("steel-rain"), targets, [Shot(rockets, "a"), Shot(rockets, "b")])
    assert attack.attacker.ammo_spent[rockets.index] == 2
    attack = roll(attack, "attack", "a", 3, "bbb")
    attack = roll(attack, "attack", "b", 3, "bbb")
    assert attack.done


def test_three_rockets_at_one_squad_are_one_roll_of_the_c_dice() -> None:
    rockets = ref("steel-rain", '4.2" Rockets')
    attack = Attack.declare(fresh("steel-rain"), {"a": UnitTarget(fresh("heavy-laser-grenadiers"))}, [Shot(rockets, "a")] * 3)
    assert attack.munitions == (3,) and attack.attacker.ammo_spent[rockets.index] == 3
    attack = roll(attack, "attack", "a", 9, "hbbbbbbbb")
    assert attack.done and attack.unit("a").model_count == 2


# ---------------------------------------------------------------------------- Burst Weapons

def test_a_burst_weapon_doubles_its_dice_against_a_target_that_has_not_moved() -> None:
    """p. 25: "Quando un obiettivo che non si è ancora mosso nel turno è colpito da una Burst
    Weapon, raddoppiate il numero di dadi lanciati dall'attaccante." The MG-Trupp's two MG 48
    carriers roll 1/1 each against armour 2: four dice at a squad that has not moved."""
    mg = ref("mg-trupp", "MG 48")
    still = Attack.declare(fresh("mg-trupp"), {"t": UnitTarget(fresh("hell-boys"), moved=False)}, [Shot(mg, "t")])
    moved = Attack.declare(fresh("mg-trupp"), {"t": UnitTarget(fresh("hell-boys"), moved=True)}, [Shot(mg, "t")])
    assert (still.next_step().dice, moved.next_step().dice) == (4, 2)  # type: ignore[union-attr]
    crate = Attack.declare(fresh("mg-trupp"), {"e": ElementTarget(CoverElement.AMMO_CRATE)}, [Shot(mg, "e")])
    assert crate.next_step().dice == 4  # type: ignore[union-attr]  # 1/1 x 2 carriers, doubled: a crate never moves
    assert burst.dice_factor(card("mg-trupp").weapon("MG 48"), False) == 2
    assert burst.dice_factor(card("mg-trupp").weapon("Knife"), False) == 1


def test_a_hero_who_moved_with_his_squad_has_still_moved_once_they_part(tmp_path: Path) -> None:
    """p. 25 doubles a Burst Weapon's dice only against "un obiettivo che non si è ancora mosso
    nel turno"; Rhino moved with The Hammers (one square, p. 18), so when they part -- his squad
    wiped out or left behind -- he has moved this turn (DT-136)."""
    state = arena(tmp_path, ["the-hammers", "rhino"], ["sturmpioniere"], {"rhino": "the-hammers"},
                  the_hammers="d3", sturmpioniere="d1")
    state.moved.add("the-hammers")
    heroes.separate(state, "the-hammers", "rhino")
    assert burst.has_moved(state, "rhino")


def test_a_unit_has_moved_this_turn_after_a_move_until_the_turn_ends() -> None:
    """The mark of a Move lasts the turn (DT-105): the Hell Boys move, the MG-Trupp's burst is
    not doubled against them; next turn it is again."""
    state = battle(hell_boys="d5", sturmpioniere="d3")
    state.units["sturmpioniere"] = fresh("mg-trupp")  # the Axis squad on d3 carries the burst line
    initiative_to(state, 0)
    play(state, "0: activate hell-boys", "0: declare move", "0: move d4")
    assert burst.has_moved(state, "hell-boys") and state.to_json()["moved"] == ["hell-boys"]
    play(state, "1: activate sturmpioniere", "1: declare attack", "1: aim hell-boys", "1: hold-fire")
    step = state.attack.next_step() if state.attack is not None else None
    assert isinstance(step, DiceRoll) and step.dice == 2  # not doubled: the Hell Boys moved
    play(state, "chance: roll bb")
    assert state.turn == 3 and not state.moved  # a new turn: nobody has moved yet
    initiative_to(state, 1)
    play(state, "1: activate sturmpioniere", "1: declare attack", "1: aim hell-boys", "1: hold-fire")
    step = state.attack.next_step() if state.attack is not None else None
    assert isinstance(step, DiceRoll) and step.dice == 4  # doubled


# ---------------------------------------------------------------------------- UGL, knives, lasers

def test_bazooka_joes_grenade_launcher_is_an_ugl_that_ignores_cover() -> None:
    """p. 25: "Quest'arma è classificata come UGL, dunque Bazooka Joe ignora il valore di
    copertura del suo obiettivo." """
    gl = ref("bazooka-joe", "Grenade Launcher")
    attack = Attack.declare(fresh("bazooka-joe"), {"t": UnitTarget(fresh("sturmpioniere"), Cover.HARD)}, [Shot(gl, "t")])
    attack = roll(attack, "attack", "t", 2, "hh")  # 2/1 against armour 2, no cover roll
    while isinstance(step := attack.next_step(), CasualtyChoice):
        attack = attack.choose(step.options[0])
    assert attack.done and attack.unit("t").model_count == 3


def test_knives_roll_per_model_in_the_squad_at_range_c() -> None:
    """p. 25: "lanciate il numero di dadi indicato dal valore di combattimento per ogni
    miniatura presente nella squadra in quel momento. Queste armi hanno portata C." """
    knife = card("mg-trupp").weapon("Knife")
    assert knife.range.kind == "close"
    squad = fresh("mg-trupp")
    assert shot_dice(squad, ref("mg-trupp", "Knife"), ArmourClass("infantry", 2)) == 4
    fewer = UnitState(squad.card, models=(1, 1), ammo_spent=squad.ammo_spent)
    assert shot_dice(fewer, ref("mg-trupp", "Knife"), ArmourClass("infantry", 2)) == 2


def test_a_laser_keeps_rerolling_its_hits_until_a_roll_has_none() -> None:
    """p. 26: "infliggete un punto danno per ogni [colpo] ottenuto e poi rilanciate gli
    [colpi]. Continuate [...] fino a quando tutti i dadi non siano dei [mancati]." """
    laser = ref("heavy-laser-grenadiers", "Schwer Laser-Werfer")
    attack = Attack.declare(fresh("heavy-laser-grenadiers"), {"t": UnitTarget(fresh("hell-boys"))}, [Shot(laser, "t")])
    first = attack.next_step()
    assert isinstance(first, DiceRoll)
    attack = attack.roll(faces("h" + "b" * (first.dice - 1)))
    attack = roll(attack, "laser", "t", 1, "h")
    attack = roll(attack, "laser", "t", 1, "b")
    while isinstance(step := attack.next_step(), CasualtyChoice):
        attack = attack.choose(step.options[0])
    assert attack.done and attack.unit("t").model_count == 3


# ---------------------------------------------------------------------------- bots

ALLIED_SPECIALS = ("honey", "steel-rain", "bazooka-joe")
AXIS_SPECIALS = ("hans", "mg-trupp", "heavy-laser-grenadiers")


def army_files(folder: Path) -> dict[str, Any]:
    """Army files with the units of special values (p. 24) and weapons (p. 25) for the farmhouse."""
    files = {}
    for side, units in (("allies", ALLIED_SPECIALS), ("axis", AXIS_SPECIALS)):
        path = folder / f"{side}.toml"
        path.write_text(f'name = "special {side}"\nfaction = "{side}"\nscenario = "farmhouse"\n'
                        + "".join(f'[[unit]]\nid = "{u}"\n' for u in units))
        files[f"{side}_army"] = given(path)
    return files


@pytest.mark.parametrize("bots", [["random", "random"], ["heuristic", "random"], ["heuristic", "heuristic"]])
def test_bots_play_armies_with_the_special_values_to_the_end_and_replay(bots: list[str], tmp_path: Path) -> None:
    """The bots play the Honey (Phaser), the Steel Rain (Volley) and Bazooka Joe (UGL) against
    the Hans (AP Incendiary), the MG-Trupp (Burst) and the laser squad, in the farmhouse, to
    the end; the record replays to the same state."""
    options = {"scenario": "farmhouse", **army_files(tmp_path)}
    outcome = play_game(GAME, bots, seed=11, options=options, keep_record=True)
    assert outcome.record is not None
    replay = replay_record(parse_record(outcome.record.to_json_text()))
    assert replay.state.is_over() and replay.state.result_summary()["scores"] == outcome.scores


# ---------------------------------------------------------------------------- against cover elements (DT-128)

def test_the_hans_panzerfaust_werfer_destroys_a_cover_element_with_one_hit() -> None:
    """p. 13: "Un'unità può tentare di distruggere un elemento di copertura. [...] Cassa di
    Munizioni: 3;2 Blocco Anticarro: 5;4", read as a vehicle of that class (DT-6); p. 24, AP
    Incendiary: "lanciate X dadi per ogni miniatura dell'obiettivo ed eliminate l'intera unità
    se ottenete almeno un [colpo]" (DT-128: an element is one miniature, destroyed whole). Hans
    on c6 is offered the crates and blocks of the Reconnaissance in Force set-up; one die at the
    block on c4, a hit: its four points gone."""
    state = battle(hans="c6", hell_boys="h8")
    initiative_to(state, 1)
    play(state, "1: activate hans", "1: declare attack")
    offered = {o["target"]: o["dice"] for o in state.observation(1)["aim_options"]}
    assert offered == {"element:a4": 1, "element:a5": 1, "element:b5": 1, "element:c4": 1}
    play(state, "1: aim element c4", "1: hold-fire")
    events = play(state, "chance: roll h")
    assert of_type(events, "element-damage") == [
        {"type": "element-damage", "square": "c4", "element": "anti-tank-block", "damage": 4, "marked": 4, "destroyed": True}
    ]
    assert of_type(events, "attack-roll")[0]["damage"] == 4
    assert state.field.element_at(Square.parse("c4")) is None


def test_an_ap_incendiary_die_that_misses_leaves_the_element_untouched() -> None:
    """p. 24: the element is eliminated only "se ottenete almeno un [colpo]" (DT-128)."""
    attack = Attack.declare(fresh("hans"), {"element:a4": ElementTarget(CoverElement.AMMO_CRATE)},
                            [Shot(ref("hans", "Panzerfaust Werfer"), "element:a4")])
    attack = roll(attack, "attack", "element:a4", 1, "b")
    assert attack.done and attack.target("element:a4") == ElementTarget(CoverElement.AMMO_CRATE, 0)


def test_a_phaser_at_a_cover_element_rolls_its_damage_dice_against_the_elements_points() -> None:
    """p. 24, Phaser Blast: "lanciate X dadi e sommate il numero di [colpi] [...] Lanciate quindi
    Y dadi e infliggete tanti danni quanti sono gli [colpi] ottenuti" (DT-128). The Honey's
    120W Phaser Gun shows "2 2" against vehicle armour 3, an ammo crate: one aim hit, two damage
    dice, one hit: one of the crate's two points."""
    gun = ref("honey", "120W Phaser Gun")
    attack = Attack.declare(fresh("honey"), {"element:a4": ElementTarget(CoverElement.AMMO_CRATE)}, [Shot(gun, "element:a4")])
    attack = roll(attack, "attack", "element:a4", 2, "hb")
    attack = roll(attack, "phaser", "element:a4", 2, "hb")
    assert attack.done and attack.target("element:a4") == ElementTarget(CoverElement.AMMO_CRATE, 1)


def test_a_volley_at_a_cover_element_rolls_the_dice_of_its_munitions_once() -> None:
    """p. 24, Volley Blast: "lanciate A dadi se si intende utilizzare una sola munizione, B se
    due [...] Infliggete X danni per ogni [colpo] ottenuto" (DT-104, DT-128). The Steel Rain's
    4.2" Rockets show "volley 1-2-3-4/2" against vehicle armour 5: two rockets at an anti-tank
    block roll two dice once, and two hits of 2 destroy its four points."""
    rockets = ref("steel-rain", '4.2" Rockets')
    block = {"element:b5": ElementTarget(CoverElement.ANTI_TANK_BLOCK)}
    attack = Attack.declare(fresh("steel-rain"), block, [Shot(rockets, "element:b5")] * 2)
    assert attack.munitions == (2,) and attack.attacker.ammo_spent[rockets.index] == 2
    attack = roll(attack, "attack", "element:b5", 2, "hh")
    assert attack.done and attack.target("element:b5").destroyed


def test_the_napalm_thrower_burns_an_ammo_crate_but_is_never_aimed_at_an_anti_tank_block() -> None:
    """p. 25: "I lanciafiamme ignorano le coperture ma non possono distruggere i blocchi
    anticarro" (DT-42); the Hot Dog's Napalm Thrower shows AP Incendiary against vehicles, so one
    hit destroys a crate (DT-128)."""
    napalm = ref("hot-dog", "Napalm Thrower")
    crate = {"element:a4": ElementTarget(CoverElement.AMMO_CRATE)}
    attack = Attack.declare(fresh("hot-dog"), crate, [Shot(napalm, "element:a4")])
    attack = roll(attack, "attack", "element:a4", 1, "h")
    assert attack.done and attack.target("element:a4").destroyed
    with pytest.raises(IllegalActionError, match="anti-tank block"):
        Attack.declare(fresh("hot-dog"), {"element:b5": ElementTarget(CoverElement.ANTI_TANK_BLOCK)},
                       [Shot(napalm, "element:b5")])
