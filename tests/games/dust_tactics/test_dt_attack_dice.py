"""The dice of an attack (rulebook p. 3, the die; p. 4 and p. 11, "Effettuare un attacco";
p. 7, "Sustained attack"; p. 24, limited ammunition): dice per weapon line against the target's
armour class, multiplied by the squad's models carrying the line and never for heroes and
vehicles. Rulings DT-17, DT-20, DT-23, DT-24, DT-27."""

from __future__ import annotations

from fractions import Fraction

import pytest

from meeple.engine.errors import IllegalActionError
from meeple.games.dust_tactics.casualties import Casualty, take_casualty
from meeple.games.dust_tactics.dice import PROBABILITY, Face, faces, hits, misses
from meeple.games.dust_tactics.unit_state import UnitState, WeaponRef
from meeple.games.dust_tactics.units import unit as card
from meeple.games.dust_tactics.weapon_dice import (
    ArmourClass, after_reroll, combat_value, damage_per_hit, shot_dice, sustained_reroll,
)

INFANTRY_2 = ArmourClass("infantry", 2)


def ref(unit_id: str, weapon: str) -> WeaponRef:
    return WeaponRef(card(unit_id).weapons.index(card(unit_id).weapon(weapon)))


def test_a_die_has_two_hit_faces_and_four_blank_ones() -> None:
    """p. 3: "Ogni dado possiede due facce con il simbolo ... e quattro facce vuote" (DT-17)."""
    assert PROBABILITY == {Face.HIT: Fraction(1, 3), Face.BLANK: Fraction(2, 3)}
    assert hits(faces("hhbbb")) == 2 and misses(faces("hhbbb")) == 3
    with pytest.raises(ValueError):
        faces("hx")


def test_the_dual_heavy_piat_dice_against_every_class() -> None:
    """p. 11: "Il Dual Heavy Piat ... Lancia dieci dadi contro gli 1, sei contro gli 2, 4 contro
    gli 3, e due contro gli 4. Lancia sei dadi contro i 1 e 2, cinque contro i 3 e 4, quattro
    contro i 5 e 6, e tre contro i 7." "L'arma infligge 1 punto di danno ogni HIT"."""
    blackhawk = UnitState.fresh(card("blackhawk"))
    piat = WeaponRef(0)
    infantry = [shot_dice(blackhawk, piat, ArmourClass("infantry", a)) for a in range(1, 5)]
    vehicles = [shot_dice(blackhawk, piat, ArmourClass("vehicle", a)) for a in range(1, 8)]
    assert infantry == [10, 6, 4, 2]
    assert vehicles == [6, 6, 5, 5, 4, 4, 3]
    assert damage_per_hit(blackhawk.line(piat), ArmourClass("vehicle", 7)) == 1


def test_the_hell_boys_roll_nine_shotgun_dice_then_six() -> None:
    """p. 11: "La squadra di Hell Boys conta da tre miniature armate di Shotgun. ... Se la squadra
    decide di utilizzare quest'arma contro un'altra squadra 2 tira 9 dadi. Se una miniatura
    appartenente alla squadra dovesse essere eliminata la squadra tirerebbe solo 6 dadi." """
    hell_boys = UnitState.fresh(card("hell-boys"))
    shotgun = ref("hell-boys", "Shotgun")
    assert shot_dice(hell_boys, shotgun, INFANTRY_2) == 9
    one_shotgun_less = take_casualty(hell_boys, Casualty(carries=shotgun.index))
    assert shot_dice(one_shotgun_less, shotgun, INFANTRY_2) == 6


def test_what_counts_is_the_weapon_the_removed_model_carries() -> None:
    """p. 11: "Ricordate sempre che quello che conta sono le armi che la miniatura indossa";
    p. 12: "E' il giocatore che controlla la squadra a decidere quale miniatura togliere. Più una
    squadra subisce perdite, meno dadi lancerà." A Hell Boy without a Shotgun lost leaves the
    nine dice, and every model still throws its knife (p. 25)."""
    hell_boys = UnitState.fresh(card("hell-boys"))
    shotgun, knife = ref("hell-boys", "Shotgun"), ref("hell-boys", "Knife & Grenade")
    plain_model_less = take_casualty(hell_boys, Casualty(carries=None))
    assert shot_dice(plain_model_less, shotgun, INFANTRY_2) == 9
    assert shot_dice(plain_model_less, knife, INFANTRY_2) == 4


def test_the_sturmpioniere_roll_four_stg_47_dice_and_one_panzerfaust_die() -> None:
    """p. 12: "Gli Sturmpioniere lanciano 4 dadi per le StG 47 (uno per ogni soldato che porta
    l'arma). Lanciano inoltre un dado per il Panzerfaust." """
    sturm = UnitState.fresh(card("sturmpioniere"))
    assert shot_dice(sturm, ref("sturmpioniere", "StG 47"), INFANTRY_2) == 4
    assert shot_dice(sturm, ref("sturmpioniere", "Panzerfaust"), INFANTRY_2) == 1


def test_vehicles_and_heroes_never_multiply_their_dice() -> None:
    """p. 11: "questa regola si applica solo alle squadre di fanteria; i veicoli e gli eroi non
    moltiplicano i dadi, anche se la miniatura sembra portare più armi dello stesso tipo." A hero
    joined to a squad rolls its own lines unmultiplied (p. 18)."""
    lara = card("lara")
    zwei = lara.weapons[0].against("infantry", 2).dice
    assert shot_dice(UnitState.fresh(lara), WeaponRef(0), INFANTRY_2) == zwei
    rhino = card("rhino")
    squad_with_hero = UnitState.fresh(card("the-hammers"), hero=rhino)
    punch = rhino.weapons[0].against("infantry", 2).dice
    assert shot_dice(squad_with_hero, WeaponRef(0, hero=True), INFANTRY_2) == punch


def test_a_hero_joins_only_a_squad_of_its_armour_class() -> None:
    """p. 18: "un eroe può aggregarsi ad una squadra di fanteria avente la stessa classe
    d'armatura (un eroe 2 può affiancare solo una squadra 2.)" """
    with pytest.raises(ValueError, match="armour class"):
        UnitState.fresh(card("hell-boys"), hero=card("rhino"))


def test_a_weapon_that_shows_a_dash_cannot_harm_that_class() -> None:
    """p. 4: "lo Shotgun non potrà mai infliggere danni ad un'unità 4." The special combat
    values are played: Hans's AP Incendiary Panzerfaust Werfer (DT-103), Incendiary Blast
    (DT-43)."""
    shotgun = card("hell-boys").weapon("Shotgun")
    with pytest.raises(IllegalActionError, match="cannot harm"):
        combat_value(shotgun, ArmourClass("infantry", 4))
    # AP Incendiary is played since DT-103 (test_dt_special_values.py)
    assert combat_value(card("hans").weapon("Panzerfaust Werfer"), ArmourClass("vehicle", 4)).kind == "ap-incendiary"
    assert combat_value(card("hell-boys").weapon("Flamethrower"), INFANTRY_2).kind == "incendiary"


def test_the_sustained_attack_example() -> None:
    """p. 7: "Lancia cinque dadi e ottiene due [colpi] e tre [mancati]. Trattandosi di attacco
    sostenuto, rilancia quindi tre dadi ottenendo due [mancati] e un [colpo]. In totale l'attacco
    ha quindi prodotto tre [colpi]." (DT-20: the icons read from the total.)"""
    first = faces("hhbbb")
    assert sustained_reroll(first) == 3
    assert hits(after_reroll(first, faces("bbh"))) == 3
    with pytest.raises(IllegalActionError, match="rerolls the 3 misses"):
        after_reroll(first, faces("bh"))
