"""D-Day Dice as fixed-shape numpy tensors, for learners (docs/research.md).

The integer action space is the game's action table (:mod:`.actions`): ids ``0 ..
NUM_PLAYER_ACTIONS - 1`` in the order the table builds them (``lock <die>`` first, then every
``reroll`` of a set of dice, ``stop`` ...). Each decision is one unit's and already small: a
reroll names its set of dice in one action (63 sets of six dice), so no decision is split.
Chance outcomes are numbered apart, from 0, in the table's order: ``face <face>`` 0-5,
``d6 <n>`` 6-11, then every ``draw <card>`` and ``marker <face>``.

Everything on the table is public in D-Day Dice (a cooperative game), so a seat's tensor is
the whole table seen from its unit: unit slot 0 is the observer's, slot 1 the next seat, and
so on. One float32 vector, every entry a count, a flag or a small number (at most
:data:`OBS_HIGH`), ``n`` the number of units; the sectors are those of the map (at most 40,
numbered as on the board; the same layout for every map):

==============  ====================  ==========================================================
block           size                  meaning
==============  ====================  ==========================================================
globals         23                    phase one-hot (roll, final-count, upkeep, supply, move,
                                      combat, over, markers); turn; combat stage one-hot
                                      (before MGF, after, resolved); dice, d6 and cards
                                      waiting for chance; medal and vehicle deck sizes;
                                      second edition; the seat acting in supply (relative + 1);
                                      markers frozen; victory; defeat
to_act          n                     the relative units that decide now
sectors         40 * 14               per sector: on the map, its row, DEF for a first turn,
                                      DEF now (a unit's marker), black shield, MGF dice,
                                      bunker, one unit max, units there, this turn's MGF sum,
                                      DEF cut, DEF 0, MGF prevented, MGF silenced
units           n * UNIT_FEATURES     per relative unit: sector one-hot (41: 0 none), soldiers,
                                      courage, stars, item points, marker, must move, safe,
                                      lost, stage one-hot (4), rolls, the six dice's faces
                                      one-hot (6 x 6), locked (6), cancelled (6), colour
                                      one-hot (6 x 3), casualties to assign, choices and
                                      follow-ups pending, specialists, items, vehicles, medals
                                      (counts by card, in the actions module's order)
reserve         len(ITEM_IDS) * 2     items in the reserve, used items
==============  ====================  ==========================================================
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

import numpy as np
import numpy.typing as npt

from meeple.engine.chance_numbering import ChanceNumbering
from meeple.games.dday_dice import actions as A
from meeple.games.dday_dice.edition import second
from meeple.games.dday_dice.dice import COLOURS, FACES, NUM_DICE
from meeple.games.dday_dice.phases import COMBAT, FINAL_COUNT, MARKERS, MOVE, OVER, ROLL, SUPPLY, UPKEEP

if TYPE_CHECKING:
    from meeple.games.dday_dice.state import DdState

OBS_HIGH = 255.0
PHASES: tuple[int, ...] = (ROLL, FINAL_COUNT, UPKEEP, SUPPLY, MOVE, COMBAT, OVER, MARKERS)
NUM_GLOBALS = len(PHASES) + 15
SECTOR_FEATURES = 14
MAX_SECTOR = A.MAX_SECTOR
CARDS: tuple[str, ...] = (*A.SPECIALIST_IDS, *A.ITEM_IDS, *A.VEHICLE_IDS, *A.MEDAL_IDS)
CARD_SLOT: dict[str, int] = {card: i for i, card in enumerate(CARDS)}
_UNIT_FIXED = (MAX_SECTOR + 1) + 8 + 4 + 1 + NUM_DICE * len(FACES) + 2 * NUM_DICE + NUM_DICE * len(COLOURS) + 2
UNIT_FEATURES = _UNIT_FIXED + len(CARDS)
CHANCE_ACTIONS: tuple[A.DdAction, ...] = (
    *A.CHANCE_FACE, *A.CHANCE_D6.values(), *dict.fromkeys(A.CHANCE_DRAW.values()), *A.CHANCE_MARKER,
)
_CHANCE = ChanceNumbering(CHANCE_ACTIONS)
#: The longest game in decisions and chance outcomes (a generous bound: the longest maps run
#: a few dozen turns of a few hundred moves).
MAX_GAME_LENGTH = 20000

Array = npt.NDArray[np.float32]


def layout(num_players: int) -> dict[str, slice]:
    """Where each block of the tensor lies (the table of the module docstring)."""
    sizes = (
        ("globals", NUM_GLOBALS), ("to_act", num_players), ("sectors", MAX_SECTOR * SECTOR_FEATURES),
        ("units", num_players * UNIT_FEATURES), ("reserve", 2 * len(A.ITEM_IDS)),
    )
    blocks: dict[str, slice] = {}
    start = 0
    for name, size in sizes:
        blocks[name] = slice(start, start + size)
        start += size
    return blocks


def observation_shape(num_players: int, options: Mapping[str, Any] | None = None) -> tuple[int, ...]:
    return (layout(num_players)["reserve"].stop,)


def max_game_length(num_players: int, options: Mapping[str, Any] | None = None) -> int:
    return MAX_GAME_LENGTH


#: The id of a chance outcome (a distribution's as (id, probability) pairs, in order of id),
#: the outcome of an id, and how many ids there are.
chance_to_int = _CHANCE.to_int
numbered_chance = _CHANCE.numbered
int_to_chance = _CHANCE.from_int
max_chance_outcomes = _CHANCE.count


def observation_tensor(s: "DdState", player: int) -> Array:
    """Seat ``player``'s tensor (layout in the module docstring)."""
    n = len(s.units)
    blocks = layout(n)
    out = np.zeros(blocks["reserve"].stop, dtype=np.float32)
    seat = player if 0 <= player < n else 0

    def rel(q: int) -> int:
        return (q - seat) % n

    _globals(s, out[blocks["globals"]], rel)
    for q in s.current_players():
        if q >= 0:
            out[blocks["to_act"].start + rel(q)] = 1.0
    _sectors(s, out[blocks["sectors"]].reshape(MAX_SECTOR, SECTOR_FEATURES))
    units = out[blocks["units"]].reshape(n, UNIT_FEATURES)
    for unit in s.units:
        _unit(unit, units[rel(unit.seat)])
    reserve = out[blocks["reserve"]]
    items = {item: i for i, item in enumerate(A.ITEM_IDS)}
    for item in s.reserve:
        if item in items:
            reserve[items[item]] += 1.0
    for item in s.used:
        if item in items:
            reserve[len(A.ITEM_IDS) + items[item]] += 1.0
    return out


def _globals(s: "DdState", out: Array, rel: Any) -> None:
    out[PHASES.index(s.phase)] = 1.0
    i = len(PHASES)
    out[i] = min(s.turn, OBS_HIGH)
    if s.phase == COMBAT:
        out[i + 1 + s.combat_stage] = 1.0
    out[i + 4] = len(s.dice_queue)
    out[i + 5] = len(s.d6_queue)
    out[i + 6] = len(s.card_queue) + len(s.setup_queue)
    out[i + 7] = len(s.medal_deck)
    out[i + 8] = len(s.vehicle_deck)
    out[i + 9] = float(second(s))
    out[i + 10] = rel(s.supply_acting) + 1 if s.supply_acting >= 0 else 0.0
    out[i + 11] = float(s.markers_frozen)
    out[i + 12] = float(s.result == "victory")
    out[i + 13] = float(s.phase == OVER and s.result != "victory")
    out[i + 14] = len(s.medals_out)


def _sectors(s: "DdState", table: Array) -> None:
    board = s.board
    here: dict[int, int] = {}
    for unit in s.units:
        if unit.active:
            here[unit.sector] = here.get(unit.sector, 0) + 1
    for number, sector in board.sectors.items():
        if not 1 <= number <= MAX_SECTOR:
            continue
        row = table[number - 1]
        row[0] = 1.0
        row[1] = sector.row
        row[2] = board.def_for(number, 1)
        marker = max((u.marker for u in s.units if u.active and u.sector == number), default=1)
        row[3] = board.def_for(number, marker)
        row[4] = float(sector.black)
        row[5] = sector.mgf
        row[6] = float(sector.bunker)
        row[7] = float(sector.one_unit)
        row[8] = here.get(number, 0)
        row[9] = sum(s.mgf_rolls.get(number, []))
        row[10] = s.def_cut.get(number, 0)
        row[11] = float(number in s.def_zero)
        row[12] = float(number in s.mgf_off)
        row[13] = float(number in s.silenced)


def _unit(unit: Any, row: Array) -> None:
    if 0 <= unit.sector <= MAX_SECTOR:
        row[unit.sector] = 1.0
    i = MAX_SECTOR + 1
    row[i: i + 8] = (
        unit.soldiers, unit.courage, unit.stars, unit.item_points, unit.marker,
        float(unit.must_move), float(unit.safe), float(unit.lost),
    )
    i += 8
    row[i + unit.stage] = 1.0
    i += 4
    row[i] = unit.rolls
    i += 1
    if unit.rolls:
        for die, face in enumerate(unit.dice):
            row[i + die * len(FACES) + face] = 1.0
    i += NUM_DICE * len(FACES)
    row[i: i + NUM_DICE] = unit.locked
    row[i + NUM_DICE: i + 2 * NUM_DICE] = unit.cancelled
    i += 2 * NUM_DICE
    for die, colour in enumerate(unit.colours):
        row[i + die * len(COLOURS) + colour] = 1.0
    i += NUM_DICE * len(COLOURS)
    row[i] = unit.casualties
    row[i + 1] = len(unit.choices) + len(unit.pending)
    i += 2
    for card in (*unit.specialists, *unit.items, *unit.vehicles, *unit.medals):
        slot = CARD_SLOT.get(card)
        if slot is not None:
            row[i + slot] += 1.0
