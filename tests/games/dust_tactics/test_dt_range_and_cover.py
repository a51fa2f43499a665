"""Weapon range counted like movement (rulebook pp. 12, 14-16) and the cover a squad rolls
for (p. 13), on small battlefields reproducing the rulebook's examples. Rulings DT-6, DT-12."""

from __future__ import annotations

import pytest

from dt_helpers import ALLIES, AXIS, board, names, place, sq, unit
from meeple.games.dust_tactics.cover import cover_against, square_cover
from meeple.games.dust_tactics.occupancy import Occupancy
from meeple.games.dust_tactics.terrain import Cover
from meeple.games.dust_tactics.units import WeaponRange
from meeple.games.dust_tactics.units import unit as card
from meeple.games.dust_tactics.weapon_range import distance, in_range, squares_in_range

NOBODY = Occupancy()


def test_range_counts_the_first_diagonal_as_one_and_the_later_ones_as_two() -> None:
    """p. 12: "Come il movimento, la portata si misura in quadrati. ... la prima diagonale costa
    un punto di portata e quelle successive due." """
    a1 = sq("a1")
    assert distance(a1, sq("d1")) == 3
    assert distance(a1, sq("b2")) == 1
    assert distance(a1, sq("c3")) == 3
    assert distance(a1, sq("d4")) == 5
    assert distance(a1, sq("d2")) == 3


def test_the_sturmpioniere_range_example() -> None:
    """p. 12: "Gli Sturmpioniere hanno un Panzerfaust con portata 2 e una StG 47 con portata 4.
    La portata del Panzerfaust (evidenziata in rosso) permette di raggiungere solo gli Hell
    Boys. Tuttavia la portata della StG 47 (in blu) permette di raggiungere anche il
    Blackhawk." """
    sturm, hell_boys, blackhawk = sq("a1"), sq("c1"), sq("c3")
    faust = card("sturmpioniere").weapon("Panzerfaust").range
    stg = card("sturmpioniere").weapon("StG 47").range
    assert in_range(faust, sturm, hell_boys) and not in_range(faust, sturm, blackhawk)
    assert in_range(stg, sturm, hell_boys) and in_range(stg, sturm, blackhawk)


def test_artillery_reaches_from_four_squares_on() -> None:
    """p. 14: "le armi d'artiglieria hanno sempre una portata minima 4 e una portata massima
    illimitata"; p. 15: "Il Nebelwerfer 42 può colpire solo i quadrati evidenziati in blu." """
    field = board(*("ooooooooo",) * 9)
    blue = squares_in_range(field, sq("e5"), WeaponRange.model_validate("A"))
    assert all(distance(sq("e5"), s) >= 4 for s in blue)
    assert names(blue) >= {"e1", "a5", "a1", "i9", "c2"}
    assert not names(blue) & {"e2", "c3", "d3", "b5"}


def test_parabolic_weapons_have_a_minimum_and_a_maximum() -> None:
    """p. 16: "Il Petard Mortar dello Steel Rain ha una portata 3-6. Il Petard Mortar può
    colpire solo nei quadrati evidenziati in blu." """
    mortar = WeaponRange.model_validate("3-6")
    assert not in_range(mortar, sq("a1"), sq("c1"))
    assert in_range(mortar, sq("a1"), sq("d1")) and in_range(mortar, sq("a1"), sq("g1"))
    assert not in_range(mortar, sq("a1"), sq("h1"))


def test_close_combat_reaches_adjacent_squares_only() -> None:
    """p. 14: "Alcune armi necessitano che l'unità attaccante e l'obiettivo siano adiacenti."
    """
    knife = card("hell-boys").weapon("Knife & Grenade").range
    assert in_range(knife, sq("b2"), sq("a1")) and in_range(knife, sq("b2"), sq("b3"))
    assert not in_range(knife, sq("b2"), sq("b4"))


# ---------------------------------------------------------------------------------------
# Cover
# ---------------------------------------------------------------------------------------

#: The cover figures of p. 13: the Hell Boys on c2, attacked along a diagonal from a4 (the
#: line touches the corners of b2 and c3) or from e4 (corners of c3 and d2).
CORNER_ROWS = ("ooooo", "ooooo", "ooooo", "ooooo")


def test_corner_cover_from_an_adjacent_no_dot_square() -> None:
    """p. 13: "Gli Hell Boys beneficiano di una copertura da angolo contro gli Heavy Flak
    Grenadiers grazie al quadrato di terreno a loro adiacente." """
    field = board("ooooo", "o#ooo", "ooooo", "ooooo")
    units = place(c2=unit(ALLIES, "squad", "Hell Boys"), a4=unit(AXIS, "squad", "Heavy Flak Grenadiers"))
    assert cover_against(field, units, sq("a4"), "squad", sq("c2"), "squad") == Cover.SOFT


def test_corner_cover_from_an_adjacent_vehicle() -> None:
    """p. 13: "Beneficiano ugualmente di una copertura da angolo anche contro gli
    Sturmgrenadiere, grazie al Blackhawk adiacente." "Se l'unità colpita si trova su un quadrato
    adiacente a un quadrato o a un veicolo che blocca la linea di vista" """
    field = board(*CORNER_ROWS)
    units = place(c2=unit(ALLIES, "squad", "Hell Boys"), b2=unit(ALLIES, "vehicle", "Blackhawk"),
                  a4=unit(AXIS, "squad", "Sturmgrenadiere"))
    assert cover_against(field, units, sq("a4"), "squad", sq("c2"), "squad") == Cover.SOFT


def test_an_anti_tank_block_gives_corner_cover_against_soldiers_but_not_against_vehicles() -> None:
    """p. 13: "Gli Hell Boys beneficiano di una copertura da angolo contro gli Heavy Flak
    Grenadiers grazie all'ostacolo anticarro adiacente. Rispetto all'Hans non beneficiano invece
    di alcuna copertura in quanto i blocchi anticarro non bloccano la linea di vista dei
    veicoli." """
    field = board("ooooo", "oAooo", "ooooo", "ooooo")
    units = place(c2=unit(ALLIES, "squad", "Hell Boys"), a4=unit(AXIS, "squad", "Heavy Flak Grenadiers"),
                  e4=unit(AXIS, "vehicle", "Hans"))
    assert cover_against(field, units, sq("a4"), "squad", sq("c2"), "squad") == Cover.SOFT
    hans_field = board("ooooo", "oooAo", "ooooo", "ooooo")
    assert cover_against(hans_field, units, sq("e4"), "vehicle", sq("c2"), "squad") == Cover.NONE


def test_squads_give_corner_cover_between_infantry_and_vehicles_against_vehicles() -> None:
    """p. 13: "Gli Hell Boys beneficiano di una copertura da angolo rispetto agli Heavy Flak
    Grenadiers perché le squadre bloccano la linea di vista tra di loro. Beneficiano di una
    copertura d'angolo anche rispetto all'Hans, grazie alla presenza del Blackhawk." """
    field = board(*CORNER_ROWS)
    units = place(c2=unit(ALLIES, "squad", "Hell Boys"), b2=unit(AXIS, "squad", "Sturmpioniere"),
                  d2=unit(ALLIES, "vehicle", "Blackhawk"), a4=unit(AXIS, "squad", "Heavy Flak Grenadiers"),
                  e4=unit(AXIS, "vehicle", "Hans"))
    assert cover_against(field, units, sq("a4"), "squad", sq("c2"), "squad") == Cover.SOFT
    assert cover_against(field, units, sq("e4"), "vehicle", sq("c2"), "squad") == Cover.SOFT


def test_a_squad_on_an_anti_tank_block_has_hard_cover() -> None:
    """p. 13: "Una squadra di Hell Boys si trova sullo stesso quadrato di un blocco anticarro,
    beneficiando di HARD COVER." "Le casse di munizioni danno SOFT COVER, i blocchi anticarro
    HARD COVER." """
    field = board("oAoC", "oxoo")
    assert square_cover(field, sq("b1")) == Cover.HARD
    assert square_cover(field, sq("d1")) == Cover.SOFT
    assert square_cover(field, sq("b2")) == Cover.SOFT  # debris: "offre una protezione Soft Cover alle squadre"
    units = place(b1=unit(ALLIES, "squad", "Hell Boys"), b2=unit(AXIS, "squad", "Heavy Flak Grenadiers"))
    assert cover_against(field, units, sq("b2"), "squad", sq("b1"), "squad") == Cover.HARD


def test_corner_cover_and_an_ammo_crate_make_hard_cover() -> None:
    """p. 13: "I Death Dealers beneficiano di una copertura d'anglo rispetto agli Sturmpioniere.
    Approfittano di una copertura SOFT COVER grazie alla presenza di una cassa di munizioni. In
    questo caso due SOFT COVER si trasformano in un HARD COVER." """
    field = board("ooooo", "o#Coo", "ooooo", "ooooo")
    units = place(c2=unit(ALLIES, "squad", "Death Dealers"), a4=unit(AXIS, "squad", "Sturmpioniere"))
    assert cover_against(field, units, sq("a4"), "squad", sq("c2"), "squad") == Cover.HARD


def test_no_cover_for_heroes_alone_vehicles_or_in_close_combat() -> None:
    """p. 13: "Non può esistere un tiro di copertura nel combattimento corpo a corpo (portata C).
    I tiri di copertura si applicano solo alle squadre di fanteria. ... Un eroe solo non effettua
    mai tiri di copertura." """
    field = board("AA")
    units = place(a1=unit(ALLIES, "squad"), b1=unit(AXIS, "squad"))
    assert cover_against(field, units, sq("a1"), "squad", sq("b1"), "squad", close_combat=True) == Cover.NONE
    assert cover_against(field, NOBODY, sq("a1"), "squad", sq("b1"), "hero") == Cover.NONE
    assert cover_against(board("oC"), NOBODY, sq("a1"), "squad", sq("b1"), "vehicle") == Cover.NONE


def test_no_cover_without_a_line_of_sight() -> None:
    with pytest.raises(ValueError, match="no line of sight"):
        cover_against(board("o#o"), NOBODY, sq("a1"), "squad", sq("c1"), "squad")
