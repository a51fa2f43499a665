"""Placing the cover elements before the battle (rulebook p. 19, "Posizionare gli elementi di
copertura").

"Una volta che le tavole e gli elementi di terreno sono disposti bisogna posizionare gli
elementi di copertura. Ci sono quattro strutture in plastica nella scatola base: due casse di
munizioni e due blocchi anticarro. [...] Gli elementi di copertura possono essere posizionati
solo nella 'zona di copertura' indicata nello scenario. Se i giocatori decidono di utilizzare
un proprio scenario, gli elementi di copertura devono essere piazzati nella parte centrale del
campo di battaglia." A square takes one element, and only on terrain that allows one (p. 6);
p. 17, "STRUTTURE": "I blocchi anticarro non possono essere piazzati in una struttura che non
abbia un ingresso grande." (Who places first, by three dice each, comes with the game's set-up
sequence.)

:func:`placements` is the one list of what may still go down: the legal actions of the
placing phase and the test that ends it (docs/rulings.md, DT-29: placing ends "until none is
left or no square of the zone takes one") both read it, so the phase never waits for a seat
that has no placement left.
"""

from __future__ import annotations

from meeple.engine.errors import IllegalActionError
from meeple.games.dust_tactics.battlefield import Battlefield, Square
from meeple.games.dust_tactics.scenarios import Scenario
from meeple.games.dust_tactics.structures import anti_tank_block_allowed
from meeple.games.dust_tactics.terrain import TERRAIN, CoverElement


def remaining(scenario: Scenario, field: Battlefield) -> dict[CoverElement, int]:
    """The cover elements of the scenario not yet on ``field``."""
    left = {element: scenario.cover_elements.get(element, 0) for element in CoverElement}
    for _, element in field.elements:
        left[element] -= 1
    return left


def placeable_squares(scenario: Scenario, field: Battlefield) -> tuple[Square, ...]:
    """The squares of the cover zone that can still take a cover element (p. 19; p. 6:
    open or smoke terrain, and no element there yet)."""
    return tuple(
        s for s in scenario.cover_zone_squares()
        if TERRAIN[field.terrain_at(s)].cover_element_allowed and field.element_at(s) is None
    )


def placements(scenario: Scenario, field: Battlefield) -> tuple[tuple[CoverElement, Square], ...]:
    """Every cover element still to place with every square of the zone that may take it, in
    the order of :class:`CoverElement` and then of the zone's squares: an element left
    (p. 19), a free square of open or smoke terrain (p. 6), and never an anti-tank block in a
    structure without a large entrance (p. 17). Empty when placing is over (DT-29)."""
    known = field.known("placements")
    if known is not None and known[0] is scenario:
        return known[1]  # type: ignore[no-any-return]
    left = remaining(scenario, field)
    squares = placeable_squares(scenario, field)
    found = tuple(
        (element, square) for element in CoverElement if left[element] > 0 for square in squares
        if element is not CoverElement.ANTI_TANK_BLOCK or anti_tank_block_allowed(field, square)
    )
    field.memo("placements", lambda: (scenario, found))
    return found


def place_cover(scenario: Scenario, field: Battlefield, square: Square, element: CoverElement) -> Battlefield:
    """``field`` with ``element`` placed on ``square``; IllegalActionError (nothing placed)
    if the square is outside the zone, cannot take an element, or none of that kind is left."""
    if remaining(scenario, field)[element] <= 0:
        raise IllegalActionError(f"no {element.value} left to place in {scenario.id}")
    if square not in scenario.cover_zone_squares():
        raise IllegalActionError(f"{square} is outside the cover zone of {scenario.id} (p. 19)")
    if square not in placeable_squares(scenario, field):
        raise IllegalActionError(
            f"{square} cannot take a cover element ({field.terrain_at(square).value} terrain"
            f"{', already holding one' if field.element_at(square) else ''}; p. 6)"
        )
    if element is CoverElement.ANTI_TANK_BLOCK and not anti_tank_block_allowed(field, square):
        raise IllegalActionError(
            f"{square}: no anti-tank block in a structure without a large entrance (p. 17)"
        )
    return field.with_element(square, element)
