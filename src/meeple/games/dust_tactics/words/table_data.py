"""The parts of a Dust Tactics table a match's options fix, sent once to a front end
(:meth:`.game_words.DtWords.table`): the scenario's battlefield -- every square's terrain, the
cover elements it starts with, the structures with their outer walls, entrances and inner walls,
the cover zone, the entry edges, the objectives -- and the unit cards of the two armies in play.

Read from the game's own data: the scenario option (a packaged id, or a scenario given as content
and validated as a scenario file is, :func:`~meeple.games.dust_tactics.scenarios.find_scenario`)
and the armies (:func:`~meeple.games.dust_tactics.armies.field_army`) with the game's unit cards
(the ``units`` option's replacing the packaged ones, DT-139). What changes during the
game (units, damage, elements destroyed or placed) is in each observation.
"""

from __future__ import annotations

from typing import Any, Mapping

from meeple.games.dust_tactics.armies import ARMY_OPTIONS, FACTIONS, field_army
from meeple.games.dust_tactics.battlefield import Battlefield, Square
from meeple.games.dust_tactics.given_units import cards_of_options
from meeple.games.dust_tactics.scenarios import Scenario, find_scenario
from meeple.games.dust_tactics.structures import Structure, structures_json
from meeple.games.dust_tactics.terrain import TERRAIN, Terrain
from meeple.games.dust_tactics.words.card_words import card_entry
from meeple.games.dust_tactics.words.glossary import objective_words

#: The scenario of a match whose options name none (the game's default).
DEFAULT_SCENARIO = "reconnaissance-in-force"

#: A square's four sides, each with the step to the square beyond it (column, row); row 1 is
#: the north edge, as the squares' names have it (``a1`` is the north-west corner).
SIDE_STEPS: dict[str, tuple[int, int]] = {"north": (0, -1), "south": (0, 1), "east": (1, 0), "west": (-1, 0)}


def table(options: Mapping[str, Any]) -> dict[str, Any]:
    """The table of a match with ``options``: ``width``, ``height``, ``columns`` (the letters),
    ``terrain`` (rows from the north edge, row 1, down, each a list of terrain ids; ``terrain_chars``
    reads the observation's rows of characters, which show the tiles placed at set-up), ``elements``
    (square, element), ``structures`` (name, squares, ``walls`` as square and side, entrances,
    inner walls), ``cover_zone``, ``entry`` (side -> edge), ``objectives`` (with their words),
    ``armies`` (side -> unit ids with their card ids) and ``cards`` (card id -> the card's data
    and words, :func:`.card_words.card_entry`)."""
    scenario = find_scenario(options.get("scenario") or DEFAULT_SCENARIO)
    field = scenario.battlefield()
    armies: dict[str, list[dict[str, str]]] = {}
    cards: dict[str, Any] = {}
    own_cards = cards_of_options(options)  # a player's own cards replace the packaged (DT-139)
    for faction in FACTIONS:
        fielded = field_army(scenario, faction, options.get(ARMY_OPTIONS[faction]) or "", own_cards)
        armies[faction] = [{"unit": uid, "card": card.id} for uid, card in fielded.units]
        for _uid, card in fielded.units:
            cards.setdefault(card.id, card_entry(card))
    return {
        "scenario": scenario.id, "name": scenario.name, "turns": scenario.turns,
        "army_points": scenario.army_points, **battlefield_data(scenario, field),
        "armies": armies, "cards": cards,
    }


def battlefield_data(scenario: Scenario, field: Battlefield) -> dict[str, Any]:
    """The battlefield's squares as a front end draws them (see :func:`table`)."""
    height = field.height
    return {
        "width": field.width, "height": height,
        "columns": [str(Square(col, 0))[0] for col in range(field.width)],
        "terrain": [[field.terrain[row][col].value for col in range(field.width)] for row in range(height)],
        # the observation's ``terrain`` rows are drawn with these characters (terrain placed at set-up)
        "terrain_chars": {TERRAIN[t].char: t.value for t in Terrain},
        "elements": [{"square": str(s), "element": e.value} for s, e in field.elements],
        "structures": [dict(data, walls=outer_walls(s)) for s, data in zip(field.structures, structures_json(field))],
        "cover_zone": [str(s) for s in scenario.cover_zone_squares()],
        "entry": {"allies": scenario.entry.allies, "axis": scenario.entry.axis},
        "objectives": [{"id": o.id, "squares": list(o.squares), "side": o.side, "bonus_vp": o.bonus_vp,
                        "text": objective_words(o)} for o in scenario.objectives],
    }


def outer_walls(structure: Structure) -> list[dict[str, str]]:
    """The sides of a structure's squares that face outside it (p. 17: its outer walls), each
    ``{"square", "side"}``, an entrance's side included (the entrance is drawn over it)."""
    walls: list[dict[str, str]] = []
    for square in sorted(structure.squares):
        for side, (dc, dr) in SIDE_STEPS.items():
            if Square(square.col + dc, square.row + dr) not in structure.squares:
                walls.append({"square": str(square), "side": side})
    return walls


__all__ = ["DEFAULT_SCENARIO", "battlefield_data", "outer_walls", "table"]
