"""Inflicting damage (rulebook p. 12, "6) Infliggere danni"; p. 18, a joined hero's hit
points) and the cover roll (p. 13, "Tiri di copertura"); destroying cover elements (p. 13).
Rulings DT-6, DT-19, DT-23, DT-26."""

from __future__ import annotations

import pytest

from meeple.engine.errors import IllegalActionError
from meeple.games.dust_tactics.casualties import (
    Casualty, casualty_options, needs_choice, take_casualty, take_damage,
)
from meeple.games.dust_tactics.cover_destruction import ElementTarget
from meeple.games.dust_tactics.cover_roll import cover_dice, damage_after_cover, saving_face
from meeple.games.dust_tactics.dice import Face, faces
from meeple.games.dust_tactics.terrain import Cover, CoverElement
from meeple.games.dust_tactics.unit_state import UnitState
from meeple.games.dust_tactics.units import unit as card
from meeple.games.dust_tactics.weapon_dice import ArmourClass

HELL_BOYS = card("hell-boys")


def test_each_damage_point_costs_a_squad_one_model_chosen_by_its_owner() -> None:
    """p. 12: "ogni squadra di fanteria a perdere un soldato ... E' il giocatore che controlla la
    squadra a decidere quale miniatura togliere." The Hell Boys' options: a Shotgun model, the
    Flamethrower model, or the model with only a knife (DT-23)."""
    hell_boys = UnitState.fresh(HELL_BOYS)
    assert [c.describe(hell_boys) for c in casualty_options(hell_boys)] == [
        "a Shotgun model", "a Flamethrower model", "a model",
    ]
    assert needs_choice(hell_boys, 3)
    with pytest.raises(IllegalActionError, match="chooses"):
        take_damage(hell_boys, 3)
    after = take_casualty(take_casualty(hell_boys, Casualty(carries=None)), Casualty(carries=0))
    assert after.model_count == 3 and after.carriers(0) == 2
    with pytest.raises(IllegalActionError, match="cannot lose"):
        take_casualty(after, Casualty(carries=None))


def test_no_choice_is_asked_when_the_whole_squad_goes() -> None:
    """p. 12: "togliete immediatamente le perdite dal tavolo; una miniatura per ogni punto vita
    perso." Damage beyond the models left is lost."""
    hammers = UnitState.fresh(card("the-hammers"))
    assert not needs_choice(hammers, 3) and not needs_choice(hammers, 7)
    assert take_damage(hammers, 7).destroyed


def test_vehicles_and_heroes_lose_a_cross_per_damage_point() -> None:
    """p. 12: "Per i veicoli e gli eroi, smarcate sulla scheda unità un numero di croci
    corrispondente ai danni. Una volta che le croci sono esaurite la miniatura è eliminata"."""
    blackhawk = UnitState.fresh(card("blackhawk"))
    hit_once = take_damage(blackhawk, 1)
    assert hit_once.hit_points == blackhawk.hit_points - 1 and not hit_once.destroyed
    gone = take_damage(hit_once, 10)
    assert gone.hit_points == 0 and gone.destroyed
    assert casualty_options(UnitState.fresh(card("lara"))) == ()


def test_a_joined_hero_shares_its_hit_points_with_the_squad() -> None:
    """p. 18: "Quando la squadra subisce un danno il giocatore può decidere se attribuirlo
    all'eroe oppure alla squadra (obliterando una croce sulla scheda dell'eroe o eliminando una
    miniatura della squadra). Quando un eroe perde l'ultimo punto vita viene eliminato dal
    gioco." """
    grenadiers = UnitState.fresh(card("heavy-laser-grenadiers"), hero=card("lara"))
    assert Casualty(hero=True) in casualty_options(grenadiers)
    assert grenadiers.remaining == 3 + card("lara").strength
    lara_hit = take_casualty(grenadiers, Casualty(hero=True))
    assert lara_hit.hero is not None and lara_hit.hero.hit_points == card("lara").strength - 1
    assert lara_hit.model_count == 3
    for _ in range(card("lara").strength - 1):
        lara_hit = take_casualty(lara_hit, Casualty(hero=True))
    assert Casualty(hero=True) not in casualty_options(lara_hit) and not lara_hit.destroyed


# ---------------------------------------------------------------------------------------
# Cover rolls
# ---------------------------------------------------------------------------------------


def test_the_cover_roll_is_one_die_per_damage_point() -> None:
    """p. 13: "il giocatore deve lanciare tanti dadi quanti sono i danni che ha subito." """
    assert cover_dice(HELL_BOYS, Cover.HARD, 4) == 4
    assert cover_dice(HELL_BOYS, Cover.SOFT, 2) == 2
    assert cover_dice(HELL_BOYS, Cover.NONE, 4) == 0


def test_the_hell_boys_in_hard_cover_example() -> None:
    """p. 13: "Una squadra di Hell Boys si trova sullo stesso quadrato di un blocco anticarro,
    beneficiando di HARD COVER. Una squadra di Heavy Flak Grenadiers tira sugli Hell Boys e
    ottiene 4 [colpi]. Gli Hell Boys effettuano il loro tiro di copertura ottenendo 3 [vuoti] e 1
    [colpo]. Dal momento che la loro scheda unità indica HARD COVER/[vuoto], i 3 [vuoti]
    rappresentano dei tiri bloccati dall'elemento di copertura. Un Hell Boys è comunque perso,
    per via dell'[colpo] realizzato." (DT-19)"""
    assert saving_face(HELL_BOYS, Cover.HARD) is Face.BLANK
    assert damage_after_cover(HELL_BOYS, Cover.HARD, 4, faces("bbbh")) == 1


def test_soft_cover_saves_on_the_face_of_the_soft_cover_value() -> None:
    """p. 13: "Quando il valore di copertura indica [colpo] ... Ogni [colpo] ottenuto annulla un
    danno." The Hell Boys' SOFT COVER value (reconstructed, DT-1) shows the hit."""
    assert saving_face(HELL_BOYS, Cover.SOFT) is Face.HIT
    assert damage_after_cover(HELL_BOYS, Cover.SOFT, 3, faces("hbb")) == 2
    with pytest.raises(IllegalActionError, match="3 dice"):
        damage_after_cover(HELL_BOYS, Cover.SOFT, 3, faces("hb"))


def test_no_cover_roll_in_close_combat_for_heroes_alone_or_vehicles() -> None:
    """p. 13: "Non può esistere un tiro di copertura nel combattimento corpo a corpo (portata C).
    I tiri di copertura si applicano solo alle squadre di fanteria. ... Un eroe solo non effettua
    mai tiri di copertura." """
    assert saving_face(HELL_BOYS, Cover.HARD, close_combat=True) is None
    assert cover_dice(HELL_BOYS, Cover.HARD, 3, close_combat=True) == 0
    assert saving_face(card("lara"), Cover.HARD) is None
    assert saving_face(card("hans"), Cover.SOFT) is None


def test_a_cover_value_that_shows_nothing_gives_no_roll() -> None:
    """p. 13: "Quando il valore di copertura non indica nulla significa che l'unità non può
    beneficiare di nessun tipo di copertura." """
    no_cover = HELL_BOYS.model_copy(update={"soft_cover": "none", "hard_cover": "none"})
    assert saving_face(no_cover, Cover.HARD) is None and cover_dice(no_cover, Cover.SOFT, 2) == 0


# ---------------------------------------------------------------------------------------
# Destroying cover elements
# ---------------------------------------------------------------------------------------


def test_cover_elements_have_the_values_three_two_and_five_four() -> None:
    """p. 13: "Cassa di Munizioni: 3;2 Blocco Anticarro: 5;4" (DT-6: vehicle armour ; damage)."""
    crate, block = ElementTarget(CoverElement.AMMO_CRATE), ElementTarget(CoverElement.ANTI_TANK_BLOCK)
    assert (crate.armour, crate.hit_points_left) == (ArmourClass("vehicle", 3), 2)
    assert (block.armour, block.hit_points_left) == (ArmourClass("vehicle", 5), 4)


def test_damage_on_a_cover_element_stays_until_it_is_destroyed() -> None:
    """p. 13: "Un'unità può tentare di distruggere un elemento di copertura." (DT-26)"""
    crate = ElementTarget(CoverElement.AMMO_CRATE).damaged(1)
    assert not crate.destroyed and crate.hit_points_left == 1
    assert crate.damaged(5).destroyed and crate.damaged(5).damage == 2
