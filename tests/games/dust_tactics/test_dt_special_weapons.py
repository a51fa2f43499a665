"""Special weapons (rulebook pp. 24-26, "ARMI SPECIALI") and Incendiary Blast (p. 24): the
laser's chain of rerolled hits and how it meets a Sustained Attack, the flamethrower's flame
(no cover, every unit between burnt, friend or foe, stopped by what blocks sight, never at an
anti-tank block), the Incendiary Blast's dice per miniature, and the tags meeple does not play.
Dice are inputs everywhere. Rulings DT-39 to DT-44."""

from __future__ import annotations

from dataclasses import replace
from typing import get_args

import pytest

from dt_attack_helpers import fresh, ref, roll
from dt_game_helpers import battle
from meeple.engine.errors import IllegalActionError, RuleNotImplementedError
from meeple.games.dust_tactics.aiming import Aiming, build_attack, line_targets
from meeple.games.dust_tactics.attack import Attack, CasualtyChoice, UnitTarget
from meeple.games.dust_tactics.battlefield import Square
from meeple.games.dust_tactics.casualties import Casualty
from meeple.games.dust_tactics.cover_destruction import ElementTarget
from meeple.games.dust_tactics.dice import faces
from meeple.games.dust_tactics.special_weapons import (
    IMPLEMENTED_RULES,
    check_implemented,
    flame_path,
    incendiary_dice,
    laser_hits,
    miniatures,
    unimplemented_rules,
)
from meeple.games.dust_tactics.state import DtState
from meeple.games.dust_tactics.targets import Shot
from meeple.games.dust_tactics.terrain import Cover, CoverElement
from meeple.games.dust_tactics.unit_state import UnitState
from meeple.games.dust_tactics.units import CORE_SET, UnitCard, WeaponRange, WeaponRule, load_units
from meeple.games.dust_tactics.units import unit as card
from meeple.games.dust_tactics.weapon_dice import ArmourClass, combat_value, damage_per_hit, playable, shot_dice


def remove_all(attack: Attack, unit_id: str, casualty: Casualty) -> Attack:
    """The owner removes ``casualty`` as long as a choice about ``unit_id`` is asked."""
    while isinstance(step := attack.next_step(), CasualtyChoice) and step.unit == unit_id:
        attack = attack.choose(casualty if casualty in step.options else step.options[0])
    return attack


LASER = ref("heavy-laser-grenadiers", "Schwer Laser-Werfer")
SHOTGUN = ref("hell-boys", "Shotgun")
FLAME = ref("hell-boys", "Flamethrower")


# ------------------------------------------------------------------------------ laser

def test_the_laser_rerolls_its_hits_until_every_die_is_a_miss() -> None:
    """p. 26: "infliggete un punto danno per ogni [colpo] ottenuto e poi rilanciate gli
    [colpi]. Continuate a infliggere danni e a rilanciare gli [colpi] fino a quando tutti i dadi
    non siano dei [mancati]." The example's chain: two hits and a miss, then a hit and a miss,
    then a miss: three damages (DT-39)."""
    assert laser_hits(faces("hhb"), [faces("hb"), faces("b")]) == 3
    assert laser_hits(faces("bbb"), []) == 0
    with pytest.raises(IllegalActionError, match="still rerolls 1"):
        laser_hits(faces("hhb"), [faces("hb")])
    with pytest.raises(IllegalActionError, match="rerolls its 2 hits"):
        laser_hits(faces("hhb"), [faces("hbb")])
    with pytest.raises(IllegalActionError, match="stops"):
        laser_hits(faces("bbb"), [faces("b")])


def test_the_laser_sustained_attack_example_step_by_step() -> None:
    """p. 26, the laser SUSTAINED ATTACK on the Hell Boys: the chain of the first roll comes
    first, then "rilancia il primo [mancato] (SUSTAINED ATTACK)", only the first roll's miss
    (DT-40). Three damages, three models."""
    attack = Attack.declare(
        fresh("heavy-laser-grenadiers"), {"hell-boys": UnitTarget(fresh("hell-boys"))},
        [Shot(LASER, "hell-boys")], sustained=True,
    )
    attack = roll(attack, "attack", "hell-boys", 3, "hhb")
    attack = roll(attack, "laser", "hell-boys", 2, "hb")
    attack = roll(attack, "laser", "hell-boys", 1, "b")
    attack = roll(attack, "sustained", "hell-boys", 1, "b")
    assert attack.hits(0) == 3
    attack = remove_all(attack, "hell-boys", Casualty(carries=0))
    assert attack.done and attack.unit("hell-boys").model_count == 2


def test_the_sustained_rerolls_hits_go_on_as_a_laser_chain() -> None:
    """The Sustained Attack's reroll is a roll of the laser too: its hits are rerolled in turn
    (the Berserk example, p. 20: "L'sustained attack permette di rilanciare i sette [mancati]. Il
    giocatore ottiene due [colpi] e cinque [mancati]. L'arma laser permette di rilanciare i
    [colpi]"); the misses of a laser's rerolls are never rerolled by the Sustained Attack."""
    attack = Attack.declare(
        fresh("heavy-laser-grenadiers"), {"hell-boys": UnitTarget(fresh("hell-boys"))},
        [Shot(LASER, "hell-boys")], sustained=True,
    )
    attack = roll(attack, "attack", "hell-boys", 3, "hbb")
    attack = roll(attack, "laser", "hell-boys", 1, "b")
    attack = roll(attack, "sustained", "hell-boys", 2, "hb")
    attack = roll(attack, "laser", "hell-boys", 1, "h")
    attack = roll(attack, "laser", "hell-boys", 1, "b")
    assert attack.hits(0) == 3
    assert isinstance(attack.next_step(), CasualtyChoice)


def test_a_laser_without_sustained_attack_and_its_damage_per_hit() -> None:
    """Without a Sustained Attack the misses stay; each hit of the chain deals the card's damage
    per hit (1/3 against vehicles: DT-39). Three models roll one die each; the Blackhawk has 3
    hit points: one hit destroys it."""
    attack = Attack.declare(fresh("heavy-laser-grenadiers"), {"blackhawk": UnitTarget(fresh("blackhawk"))},
                            [Shot(LASER, "blackhawk")])
    armour = ArmourClass.of(card("blackhawk"))
    assert damage_per_hit(card("heavy-laser-grenadiers").weapon("Schwer Laser-Werfer"), armour) == 3
    attack = roll(attack, "attack", "blackhawk", 3, "hbb")
    attack = roll(attack, "laser", "blackhawk", 1, "b")
    assert attack.done and attack.unit("blackhawk").destroyed


def test_laser_damage_is_rolled_for_cover() -> None:
    """The laser's text says nothing of cover, unlike the flamethrowers, UGL and Phasers, so a
    squad in cover rolls for the laser's damage as usual (DT-39)."""
    attack = Attack.declare(
        fresh("heavy-laser-grenadiers"), {"hell-boys": UnitTarget(fresh("hell-boys"), Cover.SOFT)},
        [Shot(LASER, "hell-boys")],
    )
    attack = roll(attack, "attack", "hell-boys", 3, "hhb")
    attack = roll(attack, "laser", "hell-boys", 2, "bb")
    attack = roll(attack, "cover", "hell-boys", 2, "hb")  # SOFT COVER saves on hits
    attack = remove_all(attack, "hell-boys", Casualty(carries=0))
    assert attack.done and attack.unit("hell-boys").model_count == 4


# ------------------------------------------------------------------------------ flamethrower

def test_the_incendiary_blast_rolls_per_miniature_of_the_target() -> None:
    """p. 24: "Gli Hell Boys attaccano una squadra di Sturmpioniere con il Flamethrower.
    Contro 2, la linea d'armamento indica 1/[fiamma]. Il giocatore Alleato lancia allora cinque
    dadi, infliggendo un danno per ogni [colpo]." (DT-43.)"""
    hell_boys, sturmpioniere = fresh("hell-boys"), fresh("sturmpioniere")
    armour = ArmourClass.of(sturmpioniere.card)
    assert combat_value(hell_boys.line(FLAME), armour).kind == "incendiary"
    assert shot_dice(hell_boys, FLAME, armour, miniatures(sturmpioniere)) == 5
    assert damage_per_hit(hell_boys.line(FLAME), armour) == 1
    assert incendiary_dice(1, 1, 5) == 5 and incendiary_dice(2, 1, 3) == 6
    # a joined hero is one more miniature; a hero alone or a vehicle is one
    assert miniatures(UnitState.fresh(card("heavy-laser-grenadiers"), card("lara"))) == 4
    assert miniatures(fresh("lara")) == miniatures(fresh("hans")) == 1
    # no Flamethrower model left: no dice
    burnt = replace(hell_boys, models=(3, 0, 1))
    assert shot_dice(burnt, FLAME, armour, 5) == 0


def test_the_flamethrower_ignores_cover_and_the_other_lines_do_not() -> None:
    """p. 25: "I lanciafiamme ignorano le coperture". Sturmpioniere on an ammo crate (SOFT
    COVER): they roll for the Shotgun's two damages only; the flame's one damage stays (DT-41,
    with DT-22's one cover roll per target)."""
    attack = Attack.declare(
        fresh("hell-boys"), {"sturmpioniere": UnitTarget(fresh("sturmpioniere"), Cover.SOFT)},
        [Shot(SHOTGUN, "sturmpioniere"), Shot(FLAME, "sturmpioniere")],
    )
    attack = roll(attack, "attack", "sturmpioniere", 9, "hhbbbbbbb")
    attack = roll(attack, "attack", "sturmpioniere", 5, "hbbbb")
    attack = roll(attack, "cover", "sturmpioniere", 2, "hh")  # both Shotgun damages saved
    attack = remove_all(attack, "sturmpioniere", Casualty(carries=0))
    assert attack.done and attack.unit("sturmpioniere").model_count == 4


def test_a_flamethrower_is_never_aimed_at_an_anti_tank_block() -> None:
    """p. 25: "non possono distruggere i blocchi anticarro" (DT-42); an ammo crate it may burn."""
    with pytest.raises(IllegalActionError, match="anti-tank block"):
        Attack.declare(fresh("hell-boys"), {"element:b5": ElementTarget(CoverElement.ANTI_TANK_BLOCK)},
                       [Shot(FLAME, "element:b5")])
    attack = Attack.declare(fresh("hell-boys"), {"element:a4": ElementTarget(CoverElement.AMMO_CRATE)},
                            [Shot(FLAME, "element:a4")])
    attack = roll(attack, "attack", "element:a4", 1, "h")
    assert attack.done and attack.destroyed() == ("element:a4",)
    # in a game: the Hell Boys next to both elements are offered the ammo crate only
    state = battle(hell_boys="b4")
    lines = tuple(r for r, _ in state.units["hell-boys"].lines())
    assert line_targets(state, Aiming("hell-boys", lines, FLAME.index)) == ["element:a4", "element:a5"]


def test_the_flame_passes_the_squares_its_line_crosses() -> None:
    """The squares "tra loro e l'unità colpita": those the dot-to-dot line crosses through their
    inside, nearest first; none next door, the core lines' range 1 (DT-41)."""
    sq = Square.parse
    assert flame_path(sq("a1"), sq("c1")) == (sq("b1"),)
    assert flame_path(sq("a1"), sq("a4")) == (sq("a2"), sq("a3"))
    assert flame_path(sq("a1"), sq("c3")) == (sq("b2"),)
    assert flame_path(sq("a1"), sq("c2")) == (sq("b1"), sq("b2"))
    assert flame_path(sq("a1"), sq("b2")) == () == flame_path(sq("a1"), sq("a2"))


def with_flame_range(state: DtState, reach: int) -> None:
    """The Hell Boys' Flamethrower given range ``reach`` (the core line has range 1; the
    Hot Dog's Napalm Thrower, p. 25, has 2)."""
    hell_boys = state.units["hell-boys"]
    weapons = list(hell_boys.card.weapons)
    weapons[FLAME.index] = weapons[FLAME.index].model_copy(update={"range": WeaponRange.model_validate(reach)})
    longer: UnitCard = hell_boys.card.model_copy(update={"weapons": tuple(weapons)})
    state.units["hell-boys"] = replace(hell_boys, card=longer)
    state._legal = None


def test_the_flame_burns_every_unit_between_even_a_friend() -> None:
    """p. 25: "I lanciafiamme che colpiscono a più di un quadrato di distanza infliggono danni a
    tutte le unità che si trovano tra loro e l'unità colpita, anche se si tratta di unità
    amiche." A range-2 flame from e6 at Hans on e4 burns the Death Dealers on e5: one die per
    Death Dealer (Incendiary Blast), no cover roll; Hans rolls the line's 1/4 (DT-41)."""
    state = battle(hell_boys="e6", death_dealers="e5", hans="e4")
    with_flame_range(state, 2)
    lines = tuple(r for r, _ in state.units["hell-boys"].lines())
    assert line_targets(state, Aiming("hell-boys", lines, FLAME.index)) == ["hans"]
    attack = build_attack(state, Aiming("hell-boys", lines, len(lines), (Shot(FLAME, "hans"),)))
    assert attack.caught == (Shot(FLAME, "death-dealers"),)
    attack = roll(attack, "attack", "hans", 1, "b")
    attack = roll(attack, "attack", "death-dealers", 5, "hhbbb")
    attack = remove_all(attack, "death-dealers", Casualty(carries=0))
    assert attack.done
    assert attack.unit("death-dealers").model_count == 3 and attack.unit("hans").hit_points == 3


def test_the_flame_stops_at_what_blocks_sight() -> None:
    """p. 25: "I lanciafiamme non possono tirare aldilà di quadrati che bloccano la linea di
    vista." The Hot Dog example: the squad behind the Hans is out of reach ("sono protetti da
    un veicolo che blocca la linea di vista"); with the two swapped, both burn."""
    behind = battle(hell_boys="e6", hans="e5", heavy_laser_grenadiers="e4")
    with_flame_range(behind, 2)
    lines = tuple(r for r, _ in behind.units["hell-boys"].lines())
    assert line_targets(behind, Aiming("hell-boys", lines, FLAME.index)) == ["hans"]
    swapped = battle(hell_boys="e6", heavy_laser_grenadiers="e5", hans="e4")
    with_flame_range(swapped, 2)
    assert line_targets(swapped, Aiming("hell-boys", lines, FLAME.index)) == ["heavy-laser-grenadiers", "hans"]
    attack = build_attack(swapped, Aiming("hell-boys", lines, len(lines), (Shot(FLAME, "hans"),)))
    assert attack.caught == (Shot(FLAME, "heavy-laser-grenadiers"),)
    attack = roll(attack, "attack", "hans", 1, "h")
    attack = roll(attack, "attack", "heavy-laser-grenadiers", 3, "hbb")
    assert attack.done and attack.unit("hans").destroyed
    assert attack.unit("heavy-laser-grenadiers").model_count == 2


def test_a_caught_shot_must_come_from_a_declared_flamethrower() -> None:
    with pytest.raises(IllegalActionError, match="flamethrower"):
        Attack.declare(
            fresh("hell-boys"),
            {"sturmpioniere": UnitTarget(fresh("sturmpioniere")), "death-dealers": UnitTarget(fresh("death-dealers"))},
            [Shot(SHOTGUN, "sturmpioniere")], caught=[Shot(SHOTGUN, "death-dealers")],
        )


# ------------------------------------------------------------------------------ the other tags

def test_every_core_line_carries_only_rules_meeple_plays() -> None:
    """The core cards' tags are flamethrower, laser and knife: all played (DT-44)."""
    tags = {r for c in load_units() if c.id in CORE_SET for line in c.weapons for r in line.special}
    assert tags == {"flamethrower", "laser", "knife"}
    assert all(not unimplemented_rules(line) for c in load_units() for line in c.weapons)


def test_every_special_weapon_tag_the_card_format_knows_is_played() -> None:
    """Burst (test_dt_special_values.py) and reloadable (p. 25, DT-75: test_dt_skills_combat.py)
    joined the core tags: no tag of the unit-card format is refused any more."""
    assert IMPLEMENTED_RULES == frozenset(get_args(WeaponRule))


def test_a_line_with_a_tag_meeple_does_not_know_is_refused_never_ignored() -> None:
    """The guard stays for a tag added to the format before its rule (DT-44): such a line is
    not offered and raises when reached."""
    tag = "harpoon"
    line = card("hell-boys").weapon("Shotgun").model_construct(
        **{**card("hell-boys").weapon("Shotgun").__dict__, "special": (tag,)}
    )
    armour = ArmourClass("infantry", 2)
    assert unimplemented_rules(line) == (tag,)
    assert not playable(line, armour)
    with pytest.raises(RuleNotImplementedError, match=tag):
        check_implemented(line)
    with pytest.raises(RuleNotImplementedError, match=tag):
        combat_value(line, armour)
    ugl = line.model_copy(update={"special": ("ugl",)})
    assert playable(ugl, armour)
