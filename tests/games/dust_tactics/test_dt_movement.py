"""Movement (rulebook pp. 8-9, "REGOLE DI MOVIMENTO"; p. 19, "Ingresso delle unità") on small
battlefields that reproduce the rulebook's figures. Rulings DT-7 to DT-10."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from dt_helpers import ALLIES, AXIS, board, names, place, sq, unit
from meeple.games.dust_tactics.battlefield import Square
from meeple.games.dust_tactics.jump import jump_reachable
from meeple.games.dust_tactics.movement import (
    entry_squares, movement_costs, reachable, reachable_plain, squares_after_moves,
)
from meeple.games.dust_tactics.occupancy import Occupancy
from meeple.games.dust_tactics.units import unit as card
from meeple.games.dust_tactics.weapon_range import distance

OPEN_5 = board(*("ooooo",) * 5)
BLACKHAWK = unit(ALLIES, "vehicle", "Blackhawk")
HANS = unit(AXIS, "vehicle", "Hans")
DEATH_DEALERS = unit(ALLIES, "squad", "Death Dealers")


def test_the_blackhawk_example_red_and_blue_squares() -> None:
    """p. 8: "Il Blackhawk ha Move 1. I quadrati rossi indicano dove può arrivare se decide di
    muoversi di Move 1. I quadrati blu indicano dove può arrivare se decide di avanzare di
    Move 2." With one point it reaches the eight squares around it (its first diagonal costs
    1); with two Move actions, every square of the 5 x 5 block but its corners, which would
    need a second diagonal."""
    assert card("blackhawk").movement == 1
    start = sq("c3")
    units = place(c3=BLACKHAWK)
    red = set(reachable(OPEN_5, units, start, BLACKHAWK, card("blackhawk").movement))
    assert names(red) == {"b2", "c2", "d2", "b3", "d3", "b4", "c4", "d4"}
    blue = squares_after_moves(OPEN_5, units, start, BLACKHAWK, card("blackhawk").movement, moves=2)
    corners = {"a1", "e1", "a5", "e5"}
    assert names(blue) == {str(s) for s in OPEN_5.squares()} - corners


def test_the_first_diagonal_of_an_activation_costs_one_and_the_later_ones_two() -> None:
    """p. 8: "Per ogni attivazione il primo movimento in diagonale conta un punto movimento
    mentre i successivi ne contano due." """
    costs = movement_costs(OPEN_5, Occupancy(), sq("a1"), DEATH_DEALERS, 5)
    assert costs[sq("b2")] == 1
    assert costs[sq("c3")] == 3
    assert costs[sq("d4")] == 5
    assert sq("e5") not in costs
    later = movement_costs(OPEN_5, Occupancy(), sq("a1"), DEATH_DEALERS, 5, diagonal_used=True)
    assert later[sq("b2")] == 2  # the activation's cheap diagonal was spent in an earlier move


def test_a_second_move_remembers_whether_the_cheap_diagonal_is_spent() -> None:
    """With two points, c2 is reached straight (2) or by the diagonal and a step (2); the
    result keeps the way that leaves the cheap diagonal for the next Move (p. 8)."""
    ways = reachable(OPEN_5, Occupancy(), sq("a1"), DEATH_DEALERS, 2)[sq("c2")]
    assert [(w.cost, w.diagonal_used) for w in ways] == [(2, True)]
    ways = reachable(OPEN_5, Occupancy(), sq("a1"), DEATH_DEALERS, 2)[sq("c1")]
    assert [(w.cost, w.diagonal_used) for w in ways] == [(2, False)]
    ways = reachable(OPEN_5, Occupancy(), sq("a1"), DEATH_DEALERS, 3)[sq("b2")]
    assert [(w.cost, w.diagonal_used) for w in ways] == [(1, True), (2, False)]


def test_soldiers_go_round_one_insurmountable_corner_for_one_point() -> None:
    """p. 9: "I soldati (squadre o eroi) possono muoversi in diagonale per 1 anche se uno degli
    angoli fa parte di un terreno insormontabile (un quadrato senza punto oppure occupato da
    un'unità nemica)." "i Death Dealers si muovono dal quadrato A al quadrato B spendendo 1 per
    il loro spostamento in diagonale." """
    field = board(
        "#o",
        "oo",
    )
    a, b = sq("a2"), sq("b1")
    assert movement_costs(field, place(a2=DEATH_DEALERS), a, DEATH_DEALERS, 1)[b] == 1
    enemy_corner = board("oo", "oo")
    units = place(a2=DEATH_DEALERS, a1=unit(AXIS, "squad", "Sturmpioniere"))
    assert movement_costs(enemy_corner, units, a, DEATH_DEALERS, 1)[b] == 1


def test_vehicles_go_round_no_insurmountable_corner() -> None:
    """p. 9: "I veicoli non possono muoversi in diagonale se uno degli angoli fa parte di un
    terreno insormontabile (un quadrato senza punto o contenente un blocco anticarro)." "Un
    Hans si muove da A a B. Non potendo muoversi in diagonale deve utilizzare 2, spostandosi
    prima a sinistra e poi verso l'alto." """
    for field in (board("o#", "oo"), board("oA", "oo")):
        a, b = sq("b2"), sq("a1")
        assert movement_costs(field, place(b2=HANS), a, HANS, 1).get(b) is None
        assert movement_costs(field, place(b2=HANS), a, HANS, 2)[b] == 2  # left, then up


def test_a_vehicle_does_not_go_diagonally_past_an_enemy() -> None:
    """DT-7: an enemy-held corner is insurmountable terrain for vehicles too."""
    field = board("oo", "oo")
    units = place(b2=HANS, a2=unit(ALLIES, "squad"))
    assert movement_costs(field, units, sq("b2"), HANS, 1).get(sq("a1")) is None


def test_nobody_moves_diagonally_between_two_insurmountable_corners() -> None:
    """p. 9: "Nota: le unità non possono spostarsi in diagonale se due angoli appartengono a
    terreni insormontabili." "i Death Dealers non possono andare da A a B perché dovrebbero
    passare attraverso due quadrati di terreno insormontabile." """
    field = board(
        "o#",
        "#o",
    )
    assert movement_costs(field, place(a1=DEATH_DEALERS), sq("a1"), DEATH_DEALERS, 5) == {}
    mixed = board("oo", "#o")
    units = place(a1=DEATH_DEALERS, b1=unit(AXIS, "squad"))
    assert movement_costs(mixed, units, sq("a1"), DEATH_DEALERS, 5) == {}


def test_enemy_squares_are_never_crossed() -> None:
    """p. 8: "In alcun caso può essere attraversato un quadrato occupato dal nemico." """
    field = board("ooo")
    units = place(a1=DEATH_DEALERS, b1=unit(AXIS, "squad"))
    assert movement_costs(field, units, sq("a1"), DEATH_DEALERS, 3) == {}


def test_squads_cross_friends_without_stopping_and_vehicles_do_not_cross_them() -> None:
    """p. 8: "Un veicolo non può attraversare un quadrato occupato da un'unità amica. Una
    squadra o un eroe possono attraversare liberamente un quadrato occupato da un'unità amica ma
    non possono fermarvisi." """
    field = board("ooo")
    units = place(a1=DEATH_DEALERS, b1=unit(ALLIES, "squad", "Hell Boys"))
    assert names(movement_costs(field, units, sq("a1"), DEATH_DEALERS, 2)) == {"c1"}
    tank = place(a1=BLACKHAWK, b1=unit(ALLIES, "squad", "Hell Boys"))
    assert movement_costs(field, tank, sq("a1"), BLACKHAWK, 2) == {}


def test_heroes_may_stop_with_friendly_units() -> None:
    """p. 18: "Gli eroi possono occupare lo stesso quadrato di un'unità di fanteria o di un
    veicolo amico." """
    rhino = unit(ALLIES, "hero", "Rhino")
    field = board("ooo")
    units = place(a1=rhino, b1=unit(ALLIES, "squad", "The Hammers"), c1=BLACKHAWK)
    assert names(movement_costs(field, units, sq("a1"), rhino, 2)) == {"b1", "c1"}


def test_a_squad_may_stop_on_a_square_holding_only_a_friendly_hero() -> None:
    """DT-8: the hero shares the square; two units that are not heroes never do."""
    field = board("oo")
    units = place(a1=DEATH_DEALERS, b1=unit(ALLIES, "hero", "Rhino"))
    assert names(movement_costs(field, units, sq("a1"), DEATH_DEALERS, 1)) == {"b1"}


def test_a_vehicle_may_end_its_move_on_a_square_holding_only_a_friendly_hero_but_never_cross_it() -> None:
    """DT-8 (revised, audit 8): p. 18 "Gli eroi possono occupare lo stesso quadrato di un'unità
    di fanteria o di un veicolo amico", so the Blackhawk may end its move on Rhino's b1; p. 8
    "Un veicolo non può attraversare un quadrato occupato da un'unità amica", so it never
    crosses b1 to c1. The fast search and the rules read square by square agree."""
    rhino = unit(ALLIES, "hero", "Rhino")
    field = board("ooo")
    units = place(a1=BLACKHAWK, b1=rhino)
    assert names(movement_costs(field, units, sq("a1"), BLACKHAWK, 2)) == {"b1"}
    assert names(reachable_plain(field, units, sq("a1"), BLACKHAWK, 2)) == {"b1"}
    squad = place(a1=BLACKHAWK, b1=unit(ALLIES, "squad", "The Hammers"))
    assert names(movement_costs(field, squad, sq("a1"), BLACKHAWK, 2)) == set(), "a squad is no hero"


def test_a_vehicle_goes_round_a_friendly_hero_it_may_not_cross() -> None:
    """p. 8: the Blackhawk on a1 reaches c1 past Rhino on b1 only by going round him (three
    points, the cheap diagonal spent going up to b2), and may still stop on b1 itself."""
    field = board("ooo", "ooo")
    units = place(a1=BLACKHAWK, b1=unit(ALLIES, "hero", "Rhino"))
    costs = movement_costs(field, units, sq("a1"), BLACKHAWK, 3)
    assert costs[sq("b1")] == 1 and costs[sq("c1")] == 3


def test_a_vehicle_may_enter_on_an_edge_square_holding_only_a_friendly_hero() -> None:
    """p. 19 and DT-10: the entry Move is a move of one square onto the edge, under the sharing
    rules of DT-8."""
    field = board("oo", "oo")
    units = place(a1=unit(ALLIES, "hero", "Rhino"), b1=unit(ALLIES, "squad", "The Hammers"))
    assert names(entry_squares(field, units, "north", BLACKHAWK)) == {"a1"}


def test_a_jump_vehicle_ends_on_a_friendly_heros_square_only_without_a_jump() -> None:
    """p. 21: after a jump the unit "deve comunque atterrare su un quadrato vuoto"; without one
    its move ends by the usual rules, a friendly hero's square included (DT-8, DT-56). The Jump
    vehicle on a1 may stop on Rhino's b1 or leap him to c1; with The Hammers on b1 and Rhino on
    c1 it lands nowhere: not on the squad, and not on Rhino's square after leaping the squad."""
    hot_dog = unit(ALLIES, "vehicle", "Hot Dog")
    rhino = unit(ALLIES, "hero", "Rhino")
    field = board("ooo")
    assert names(jump_reachable(field, place(a1=hot_dog, b1=rhino), sq("a1"), hot_dog, 2)) == {"b1", "c1"}
    leap = place(a1=hot_dog, b1=unit(ALLIES, "squad", "The Hammers"), c1=rhino)
    assert names(jump_reachable(field, leap, sq("a1"), hot_dog, 2)) == set()


def test_terrain_that_blocks_soldiers_and_vehicles() -> None:
    """p. 6 and the p. 28 table: soldiers enter circle, cross and lozenge squares; vehicles
    circle and lozenge only; nobody enters a triangle or a square without a dot."""
    field = board("o^x*#")
    soldiers = movement_costs(field, place(a1=DEATH_DEALERS), sq("a1"), DEATH_DEALERS, 9)
    assert names(soldiers) == set()  # deep water right of a1 stops them at once
    row = board("ox*o#")
    assert names(movement_costs(row, place(a1=DEATH_DEALERS), sq("a1"), DEATH_DEALERS, 9)) == {"b1", "c1", "d1"}
    assert names(movement_costs(row, place(a1=BLACKHAWK), sq("a1"), BLACKHAWK, 9)) == set()
    road = board("o*o#")
    assert names(movement_costs(road, place(a1=BLACKHAWK), sq("a1"), BLACKHAWK, 9)) == {"b1", "c1"}


def test_cover_elements_in_the_way() -> None:
    """p. 8: "Qualsiasi unità può entrare in un quadrato che contiene una cassa di munizioni."
    "Le squadre e gli eroi possono entrare in un quadrato che contiene un blocco anticarro. I
    veicoli non possono invece entrarvi." """
    field = board("oCoAo")
    assert names(movement_costs(field, place(a1=BLACKHAWK), sq("a1"), BLACKHAWK, 9)) == {"b1", "c1"}
    assert names(movement_costs(field, place(a1=DEATH_DEALERS), sq("a1"), DEATH_DEALERS, 9)) == {"b1", "c1", "d1", "e1"}


def test_aircraft_fly_over_terrain_but_land_only_where_units_may_stand() -> None:
    """p. 6: the triangle "non blocca il movimento aereo"; the square without a dot "blocca il
    movimento delle unità aventi la competenza 'Jump' ma non quello con movimento aereo";
    deep water: "Le unità non possono occuparli" (DT-9)."""
    plane = unit(ALLIES, "aircraft")
    field = board("o^#xo")
    assert names(movement_costs(field, place(a1=plane), sq("a1"), plane, 4)) == {"d1", "e1"}
    units = place(a1=plane, b1=unit(AXIS, "squad"))
    assert names(movement_costs(board("oooo"), units, sq("a1"), plane, 3)) == set()


def test_units_enter_on_their_edge() -> None:
    """p. 19: "La prima azione di ogni unità deve essere il movimento di un quadrato, che
    rappresenta l'ingresso dell'unità sul campo di battaglia" (DT-10): any edge square the
    unit may stand on."""
    field = board(
        "o^x#o",
        "ooooo",
    )
    units = place(e1=unit(AXIS, "squad"))
    assert names(entry_squares(field, units, "north", DEATH_DEALERS)) == {"a1", "c1"}
    assert names(entry_squares(field, units, "north", BLACKHAWK)) == {"a1"}


coords = st.tuples(st.integers(0, 5), st.integers(0, 5))


@settings(max_examples=100, deadline=None)
@given(start=coords, points=st.integers(1, 6))
def test_on_open_ground_moving_costs_exactly_the_range_count(start: tuple[int, int], points: int) -> None:
    """p. 12: range is counted "come il movimento"; on an empty open battlefield every square
    costs its distance, and exactly the squares within ``points`` are reached."""
    field = board(*("oooooo",) * 6)
    origin = Square(*start)
    costs = movement_costs(field, Occupancy(), origin, DEATH_DEALERS, points)
    expected = {s: distance(origin, s) for s in field.squares() if s != origin and distance(origin, s) <= points}
    assert costs == expected
