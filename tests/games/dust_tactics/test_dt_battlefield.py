"""The battlefield as data and code (rulebook p. 6, "Tavolo di gioco", "Elementi di copertura
in 3D", "Tipi di terreno"; p. 13, destroying cover; the p. 28 terrain table)."""

from __future__ import annotations

import pytest

from dt_helpers import board, sq
from meeple.games.dust_tactics.battlefield import Battlefield, Square
from meeple.games.dust_tactics.terrain import (
    CORE_SET_ELEMENTS, ELEMENTS, TERRAIN, Cover, CoverElement, Terrain, combine,
)


def test_the_terrain_table_of_page_28() -> None:
    """p. 28, columns circle, triangle, cross, lozenge, no dot: "Blocco della linea di vista: No
    No No Sì Sì", "ai soldati: Accesso consentito Sì No Sì Sì No", "ai veicoli: Accesso
    consentito Sì No No Sì No", "Possibilità di elemento di copertura: Sì No No Sì No"."""
    order = (Terrain.OPEN, Terrain.DEEP_WATER, Terrain.DEBRIS, Terrain.SMOKE, Terrain.IMPASSABLE)
    assert [TERRAIN[t].blocks_sight for t in order] == [False, False, False, True, True]
    assert [TERRAIN[t].infantry_may_enter for t in order] == [True, False, True, True, False]
    assert [TERRAIN[t].vehicles_may_enter for t in order] == [True, False, False, True, False]
    assert [TERRAIN[t].cover_element_allowed for t in order] == [True, False, False, True, False]


def test_jump_and_aircraft_over_terrain() -> None:
    """p. 6: the triangle "non blocca il movimento aereo e le unità con competenza 'Jump'"; the
    cross does not hinder "dell'aviazione e delle unità con competenza 'Jump'"; the square
    without a dot "blocca il movimento delle unità aventi la competenza 'Jump' ma non quello con
    movimento aereo"."""
    assert all(TERRAIN[t].aircraft_may_cross for t in Terrain)
    assert [t for t in Terrain if not TERRAIN[t].jump_may_cross] == [Terrain.IMPASSABLE]
    assert [t for t in Terrain if TERRAIN[t].soft_cover_to_squads] == [Terrain.DEBRIS]
    assert [t for t in Terrain if TERRAIN[t].no_attacks] == [Terrain.SMOKE]
    assert [t for t in Terrain if not TERRAIN[t].has_dot] == [Terrain.IMPASSABLE]


def test_cover_elements() -> None:
    """p. 8, p. 9, p. 13, p. 19: crates give SOFT COVER, let vehicles in (who may crush them)
    and block no sight; anti-tank blocks give HARD COVER, keep vehicles out and block sight
    between soldiers; destruction values "Cassa di Munizioni: 3;2", "Blocco Anticarro: 5;4"
    (DT-6); the core set holds two of each."""
    crate, block = ELEMENTS[CoverElement.AMMO_CRATE], ELEMENTS[CoverElement.ANTI_TANK_BLOCK]
    assert (crate.cover, crate.vehicles_may_enter, crate.vehicles_may_crush, crate.blocks_sight_between_infantry) == (
        Cover.SOFT, True, True, False)
    assert (block.cover, block.vehicles_may_enter, block.vehicles_may_crush, block.blocks_sight_between_infantry) == (
        Cover.HARD, False, False, True)
    assert (crate.armour, crate.hit_points, block.armour, block.hit_points) == (3, 2, 5, 4)
    assert CORE_SET_ELEMENTS == {CoverElement.AMMO_CRATE: 2, CoverElement.ANTI_TANK_BLOCK: 2}


def test_soft_covers_add_up_to_hard_and_no_further() -> None:
    """p. 13: "due elementi SOFT COVER possono cumularsi fino a raggiungere l'HARD COVER."
    "Tre elementi SOFT COVER non danno nulla di più di un HARD COVER." """
    assert combine([]) == Cover.NONE
    assert combine([Cover.SOFT]) == Cover.SOFT
    assert combine([Cover.SOFT, Cover.SOFT]) == Cover.HARD
    assert combine([Cover.SOFT] * 3) == Cover.HARD
    assert combine([Cover.HARD, Cover.SOFT]) == Cover.HARD


def test_squares_are_named_by_column_letter_and_row_number() -> None:
    assert Square.parse("b3") == Square(1, 2)
    assert str(Square(11, 7)) == "l8"
    with pytest.raises(ValueError, match="not a square"):
        Square.parse("3b")


def test_a_battlefield_is_drawn_one_row_per_string() -> None:
    field = board(
        "o^x",
        "*#C",
    )
    assert (field.width, field.height) == (3, 2)
    assert field.terrain_at(sq("b1")) is Terrain.DEEP_WATER
    assert field.terrain_at(sq("a2")) is Terrain.SMOKE
    assert field.terrain_at(sq("c2")) is Terrain.OPEN
    assert field.element_at(sq("c2")) is CoverElement.AMMO_CRATE
    assert field.draw() == ("o^x", "*#C")
    assert [str(s) for s in field.edge("south")] == ["a2", "b2", "c2"]
    assert [str(s) for s in field.edge("east")] == ["c1", "c2"]


def test_cover_elements_stand_only_where_the_terrain_allows_one_per_square() -> None:
    """p. 6: none on triangles, crosses or squares without a dot; "Una cassa di munizioni o un
    blocco anticarro coprono un quadrato"."""
    field = board("o*^x#")
    assert field.with_element(sq("b1"), CoverElement.ANTI_TANK_BLOCK).element_at(sq("b1")) is CoverElement.ANTI_TANK_BLOCK
    for name in ("c1", "d1", "e1"):
        with pytest.raises(ValueError, match="no cover element may stand"):
            field.with_element(sq(name), CoverElement.AMMO_CRATE)
    crowded = field.with_element(sq("a1"), CoverElement.AMMO_CRATE)
    with pytest.raises(ValueError, match="two cover elements"):
        crowded.with_element(sq("a1"), CoverElement.ANTI_TANK_BLOCK)
    assert crowded.without_element(sq("a1")) == field


def test_a_badly_drawn_battlefield_is_refused() -> None:
    with pytest.raises(ValueError, match="'z' is no terrain"):
        Battlefield.from_rows(["ozo"])
    with pytest.raises(ValueError, match="same number of squares"):
        Battlefield.from_rows(["ooo", "oo"])
