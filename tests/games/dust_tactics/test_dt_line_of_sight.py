"""Line of sight from dot to dot (rulebook pp. 9-11), on small battlefields that reproduce
the rulebook's figures. Rulings DT-11 to DT-13 in docs/rulings.md."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from dt_helpers import ALLIES, AXIS, board, place, sq, unit
from meeple.games.dust_tactics.battlefield import Square
from meeple.games.dust_tactics.line_of_sight import can_see, line_shape, sight
from meeple.games.dust_tactics.occupancy import Occupancy
from meeple.games.dust_tactics.units import UnitType

NOBODY = Occupancy()

#: The p. 11 figure: a wall corner (no-dot squares) with the A squares in the column below
#: it and the B squares in the column to its right. A1 = b5, A2 = b6, A3 = b7, A4 = b8;
#: B1 = c4, B2 = c3, B3 = c2, B4 = c1.
A_B_FIGURE = board(
    "##o",
    "##o",
    "##o",
    "##o",
    "ooo",
    "ooo",
    "ooo",
    "ooo",
)
A = {1: "b5", 2: "b6", 3: "b7", 4: "b8"}
B = {1: "c4", 2: "c3", 3: "c2", 4: "c1"}


def test_the_rulebook_a1_a4_b1_b4_example() -> None:
    """p. 11: "Tirare da A1 a B1 è possibile. Tirare da A1 verso B2, B3, B4 è impossibile.
    Tirare da A2 verso B1 e B2 è possibile. Tirare da A2 verso B3 e B4 è impossibile. Tirare da
    A3 verso B1, B2, B3 è possibile. Tirare da A3 verso B4 è impossibile. Da A4 è possibile
    colpire tutti i quadrati B." """
    for a in range(1, 5):
        for b in range(1, 5):
            seen = can_see(A_B_FIGURE, NOBODY, sq(A[a]), "squad", sq(B[b]), "squad")
            assert seen == (b <= a), f"A{a} -> B{b}"


def test_a_line_through_the_wall_corner_gives_the_target_corner_cover() -> None:
    """p. 11: "se la linea immaginaria passa sull'angolo di un quadrato senza punto, la linea di
    vista non è bloccata ma l'unità attaccata può beneficiare di un SOFT COVER." A_n -> B_n
    passes exactly through the corner of the wall square b4. p. 13 gives the cover to a target
    "su un quadrato adiacente" to the touched square (DT-12): B1 (c4) and B2 (c3, diagonally)
    touch b4; B3 and B4 are further up the wall."""
    cover = {}
    for n in range(1, 5):
        seen = sight(A_B_FIGURE, NOBODY, sq(A[n]), "squad", sq(B[n]), "squad")
        assert seen.visible
        cover[n] = seen.corner_cover
    assert cover == {1: True, 2: True, 3: False, 4: False}


def test_sight_is_mutual() -> None:
    """p. 11: "se esiste una linea di vista libera tra un'unità e il suo avversario anche
    quest'ultimo avrà la linea di vista libera verso l'attaccante." """
    for a in A.values():
        for b in B.values():
            assert can_see(A_B_FIGURE, NOBODY, sq(a), "squad", sq(b), "squad") == can_see(
                A_B_FIGURE, NOBODY, sq(b), "squad", sq(a), "squad"
            )


def test_death_dealers_see_past_a_touched_corner_but_not_through_a_no_dot_square() -> None:
    """p. 9: "i Death Dealers vedono gli Heavy Flak Grenadiers perché può essere tracciata una
    linea di vista ininterrotta tra di loro, anche se la linea tocca un quadrato senza punto. Non
    vedono però gli Sturmpioniere perché la loro linea di vista attraversa un quadrato di
    terreno insormontabile." """
    field = board(
        "o#o",
        "#oo",
        "ooo",
    )
    death_dealers, flak, sturm = sq("a3"), sq("c1"), sq("a1")
    to_flak = sight(field, NOBODY, death_dealers, "squad", flak, "squad")
    assert to_flak.visible and to_flak.corner_cover  # touches the corner of b1, next to c1
    assert not can_see(field, NOBODY, death_dealers, "squad", sturm, "squad")


def test_an_anti_tank_block_hides_soldiers_from_soldiers_only() -> None:
    """p. 9: "l'Hans vede gli Hell Boys. Essi si trovano dietro un ostacolo anticarro che non
    blocca la linea di vista ai veicoli. Ovviamente gli Hell Boys possono a loro volta vedere
    l'Hans. Non possono però vedere gli Sturmpioniere perché l'ostacolo anticarro blocca la
    linea di vista tra unità di fanteria." """
    field = board(
        "oAo",
        "oAo",
    )
    hans, sturm, hell_boys = sq("a1"), sq("a2"), sq("c2")
    units = place(a1=unit(AXIS, "vehicle", "Hans"), a2=unit(AXIS, "squad", "Sturmpioniere"),
                  c2=unit(ALLIES, "squad", "Hell Boys"))
    assert can_see(field, units, hans, "vehicle", hell_boys, "squad")
    assert can_see(field, units, hell_boys, "squad", hans, "vehicle")
    assert not can_see(field, units, hell_boys, "squad", sturm, "squad")


def test_ammo_crates_block_nobody() -> None:
    """p. 9: "Le casse di munizioni non bloccano la linea di vista di nessuna unità." """
    field = board("oCo")
    assert can_see(field, NOBODY, sq("a1"), "squad", sq("c1"), "squad")
    assert can_see(field, NOBODY, sq("a1"), "vehicle", sq("c1"), "squad")


def test_infantry_blocks_sight_between_infantry_but_not_to_vehicles() -> None:
    """p. 10: "i Death Dealers vorrebbero colpire gli Sturmpioniere ma non possono perché una
    squadra di Hell Boys ne intralcia la linea di vista. Possono però vedere l'Hans dietro di
    loro. L'Hans, a sua volta, può vedere sia i Death Dealers che gli Hell Boys perché le
    squadre di fanteria non bloccano la sua linea di vista." """
    field = board("oooo")
    units = place(a1=unit(ALLIES, "squad", "Death Dealers"), b1=unit(ALLIES, "squad", "Hell Boys"),
                  c1=unit(AXIS, "squad", "Sturmpioniere"), d1=unit(AXIS, "vehicle", "Hans"))
    assert not can_see(field, units, sq("a1"), "squad", sq("c1"), "squad")
    assert can_see(field, units, sq("a1"), "squad", sq("d1"), "vehicle")
    assert can_see(field, units, sq("d1"), "vehicle", sq("a1"), "squad")
    assert can_see(field, units, sq("d1"), "vehicle", sq("b1"), "squad")


def test_a_hero_counts_as_infantry_between_infantry() -> None:
    """p. 9: "I soldati (squadre o eroi)"; p. 10: "se una terza unità di soldati è posizionata
    tra di loro"."""
    field = board("ooo")
    units = place(b1=unit(AXIS, "hero", "Lara"))
    assert not can_see(field, units, sq("a1"), "squad", sq("c1"), "hero")
    assert can_see(field, units, sq("a1"), "vehicle", sq("c1"), "hero")


def test_vehicles_block_every_line_as_if_their_square_had_no_dot() -> None:
    """p. 10: "I veicoli bloccano la linea di vista delle squadre di fanteria, amiche o nemiche
    che siano. Bloccano ugualmente la linea di vista dei veicoli." "i Death Dealers non possono
    tirare attraverso il quadrato occupato dal Blackhawk. Nessuna linea di vista può essere
    tracciata tra i Death Dealers e i quadrati blu." """
    field = board(
        "ooooo",
        "ooooo",
        "ooooo",
    )
    units = place(a2=unit(ALLIES, "squad", "Death Dealers"), b2=unit(ALLIES, "vehicle", "Blackhawk"))
    blue = {"c2", "d2", "e2"}
    targets: tuple[UnitType, ...] = ("squad", "vehicle")
    for name in blue:
        for target in targets:
            assert not can_see(field, units, sq("a2"), "squad", sq(name), target)
            assert not can_see(field, units, sq("a2"), "vehicle", sq(name), target)
    beside = sight(field, units, sq("a2"), "squad", sq("b1"), "squad")  # touches b2's corner only
    assert beside.visible and beside.corner_cover


def test_units_seen_around_corners_when_both_hug_cover_on_the_same_side() -> None:
    """p. 10: "Un'unità in posizione adiacente ad un terreno insormontabile può vedere un'unità
    avversaria ugualmente in posizione adiacente ad un terreno insormontabile purché entrambe
    beneficino di copertura dallo stesso lato. Se le coperture sono su angli opposti le unità
    non si possono vedere." "i Death Dealers vedono gli Sturmpioniere e non gli Heavy Laser
    Grenadiers. Nonostante possa essere tracciata una linea tra le due unità questa tocca due
    angoli in posizioni opposte." """
    same_side = board(
        "ooo",
        "#oo",
        "o#o",
    )
    opposite = board(
        "ooo",
        "#o#",
        "ooo",
    )
    # the Death Dealers on a1, next to the wall a2; the target on c3, next to b3 or c2
    to_sturm = sight(same_side, NOBODY, sq("a1"), "squad", sq("c3"), "squad")
    assert to_sturm.visible and to_sturm.corner_cover
    to_laser = sight(opposite, NOBODY, sq("a1"), "squad", sq("c3"), "squad")
    assert not to_laser.visible
    assert "opposite" in to_laser.reason


def test_no_diagonal_sight_between_two_corners_that_meet() -> None:
    """The line squeezed between two no-dot squares touching at one corner touches them on
    opposite sides (p. 10), as a unit cannot move between them (p. 9)."""
    field = board(
        "o#",
        "#o",
    )
    assert not can_see(field, NOBODY, sq("a1"), "squad", sq("b2"), "squad")


def test_smoke_blocks_sight_and_nobody_in_it_attacks_or_is_attacked() -> None:
    """p. 6: "Il terreno con losanga non impedisce il movimento ma blocca la linea di vista.
    Tutte le unità che occupano questo tipo di terreno non possono né attaccare né essere
    attaccate." """
    field = board("o*o")
    assert not can_see(field, NOBODY, sq("a1"), "vehicle", sq("c1"), "vehicle")
    assert not can_see(field, NOBODY, sq("a1"), "squad", sq("b1"), "squad")
    assert not can_see(field, NOBODY, sq("b1"), "squad", sq("a1"), "squad")


def test_deep_water_and_debris_do_not_block_sight() -> None:
    """p. 6: deep water "Bloccano il movimento ma non la linea di vista ... possono sparare
    attraverso di essi"; debris "non blocca la linea di vista"."""
    field = board("o^x^o")
    assert can_see(field, NOBODY, sq("a1"), "squad", sq("e1"), "squad")


def test_aircraft_are_blocked_by_terrain_but_not_by_units() -> None:
    """DT-13: aircraft are not "veicoli" (p. 6: "Un veicolo rappresenta sempre un veicolo
    blindato"); units neither block them nor are blocked by them."""
    field = board("oooo")
    units = place(b1=unit(AXIS, "vehicle"), c1=unit(ALLIES, "squad"))
    assert can_see(field, units, sq("a1"), "aircraft", sq("d1"), "squad")
    assert not can_see(board("o#o"), NOBODY, sq("a1"), "aircraft", sq("c1"), "squad")


def test_line_shapes_are_exact() -> None:
    """Straight lines cross the squares between; a 45-degree line touches corners only."""
    assert line_shape(3, 0).crossed == ((1, 0), (2, 0))
    diagonal = line_shape(2, 2)
    assert diagonal.crossed == ((1, 1),)
    assert {offset for offset, _ in diagonal.touched} == {(0, 1), (1, 0), (1, 2), (2, 1)}


OPEN_5 = ("ooooo",) * 5
coords = st.tuples(st.integers(0, 4), st.integers(0, 4))


@settings(max_examples=200, deadline=None)
@given(a=coords, b=coords, walls=st.sets(coords, max_size=6))
def test_sight_is_mutual_on_any_small_battlefield(a: tuple[int, int], b: tuple[int, int], walls: set[tuple[int, int]]) -> None:
    """p. 11: sight is mutual, whatever the terrain."""
    rows = [list(r) for r in OPEN_5]
    for c, r in walls - {a, b}:
        rows[r][c] = "#"
    field = board(*("".join(r) for r in rows))
    sa, sb = Square(*a), Square(*b)
    if sa == sb:
        return
    assert can_see(field, NOBODY, sa, "squad", sb, "squad") == can_see(field, NOBODY, sb, "squad", sa, "squad")


def test_a_hero_sharing_a_vehicles_square_sees_and_is_seen_past_it() -> None:
    """p. 18: "Gli eroi possono occupare lo stesso quadrato di un'unità di fanteria o di un
    veicolo amico"; the vehicle blocks lines that cross its square (p. 10), not the lines that
    start or end there. Rhino and the Blackhawk on b1 both see the Sturmpioniere on b3, and the
    Sturmpioniere see both."""
    field = board("ooo", "ooo", "ooo")
    units = Occupancy.of({sq("b1"): (unit(ALLIES, "vehicle", "Blackhawk"), unit(ALLIES, "hero", "Rhino")),
                          sq("b3"): unit(AXIS, "squad", "Sturmpioniere")})
    for kind in ("hero", "vehicle"):
        assert can_see(field, units, sq("b1"), kind, sq("b3"), "squad")
        assert can_see(field, units, sq("b3"), "squad", sq("b1"), kind)
