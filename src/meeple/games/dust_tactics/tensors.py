"""Dust Tactics as fixed-shape numpy tensors, for learners (docs/research.md).

The integer action space is the game's action table (:mod:`.actions`): every player action
of every unit card (up to :data:`~.actions.MAX_COPIES` copies) on every square of a
battlefield up to 26 x 26, numbered in the order the table builds them. A turn is already
played as small successive decisions of the same seat, as the design notes ask: ``activate
<unit>``, then ``declare <plan>``, then each ``move <square>`` and each ``aim <target>`` of
the plan, then a casualty's ``lose``; so no decision is split further and every record still
replays. Chance rolls dice; a roll's outcome is numbered by its number of hits (0 .. the dice
rolled), which is all that matters (DT-28).

Everything on the table is public (p. 7), so every seat's tensor holds the whole position,
seen from its side: "own" is the observer's side, "enemy" the other. It is one float32
vector, every entry a count, a flag or a square's column/row + 1 (at most :data:`OBS_HIGH`),
in three parts (``H`` x ``W`` the battlefield's rows and columns, ``U`` =
``len(UNIT_IDS)`` = 117 unit slots, in the order of :data:`~.actions.UNIT_IDS`):

=================  ==============  ============================================================
block              size            meaning
=================  ==============  ============================================================
board              12 * H * W      planes, row-major: terrain one-hot (open, deep-water,
                                   debris, smoke, impassable), ammo crate, anti-tank block,
                                   damage on the element, objective square, own unit, enemy
                                   unit, the unit acting now
units              U * 20          per unit slot: in the game, own side, controlled by the
                                   observer, on the battlefield, column + 1, row + 1, type
                                   one-hot (squad, hero, vehicle, aircraft), models or hit
                                   points left, a hero joined to it, joined to a squad,
                                   activated this turn, moved this turn, destroyed, acting
                                   now, aiming now, hero waiting to join, skills in effect
globals            len(PHASES)+8   phase one-hot; turn, the scenario's last turn, the own side
                                   acts, the own side has the initiative, own and enemy
                                   victory points, dice waiting, an attack under way
=================  ==============  ============================================================
"""

from __future__ import annotations

import json
from functools import lru_cache
from typing import TYPE_CHECKING, Any, Mapping

import numpy as np
import numpy.typing as npt

from meeple.games.dust_tactics import actions as A
from meeple.games.dust_tactics.battlefield import Square
from meeple.games.dust_tactics.terrain import CoverElement, Terrain

if TYPE_CHECKING:
    from meeple.games.dust_tactics.state import DtState

OBS_HIGH = 255.0
PHASES: tuple[str, ...] = (
    "setup", "terrain-roll", "terrain-place", "cover-roll", "cover-place", "heroes", "initiative", "first",
    "activate", "declare", "move", "aim", "attack", "react", "skill", "self-repair", "running", "over",
)
TERRAINS: tuple[Terrain, ...] = tuple(Terrain)
ELEMENTS: tuple[CoverElement, ...] = tuple(CoverElement)
UNIT_TYPES: tuple[str, ...] = ("squad", "hero", "vehicle", "aircraft")
BOARD_PLANES = len(TERRAINS) + len(ELEMENTS) + 5
UNIT_FEATURES = 20
NUM_GLOBALS = len(PHASES) + 8
UNIT_SLOT: dict[str, int] = {uid: i for i, uid in enumerate(A.UNIT_IDS)}
#: The most dice one roll may hold (a chance outcome is its number of hits).
MAX_DICE = 64
#: The longest game in decisions and rolls (a generous bound on the scenarios' turn limits).
MAX_GAME_LENGTH = 5000

Array = npt.NDArray[np.float32]


@lru_cache(maxsize=64)
def _board_size(num_players: int, options_json: str) -> tuple[int, int]:
    from meeple.engine.registry import get_game

    state: Any = get_game("dust-tactics").new_game(num_players, json.loads(options_json))
    return state.field.height, state.field.width


def layout(height: int, width: int) -> dict[str, slice]:
    """Where each part of the tensor lies for a battlefield of ``height`` x ``width``."""
    board = BOARD_PLANES * height * width
    units = board + len(A.UNIT_IDS) * UNIT_FEATURES
    return {"board": slice(0, board), "units": slice(board, units), "globals": slice(units, units + NUM_GLOBALS)}


def observation_shape(num_players: int, options: Mapping[str, Any] | None = None) -> tuple[int, ...]:
    """The tensor's shape: its battlefield is the scenario's (12 x 8 for the packaged ones)."""
    height, width = _board_size(num_players, json.dumps(dict(options or {}), sort_keys=True))
    return (layout(height, width)["globals"].stop,)


def max_chance_outcomes(num_players: int, options: Mapping[str, Any] | None = None) -> int:
    return MAX_DICE + 1


def max_game_length(num_players: int, options: Mapping[str, Any] | None = None) -> int:
    return MAX_GAME_LENGTH


def chance_to_int(action: A.DtAction) -> int:
    """A roll's id: its number of hits."""
    return action.arg.count("h")


def observation_tensor(s: "DtState", player: int) -> Array:
    """Seat ``player``'s tensor (layout in the module docstring)."""
    field = s.field
    height, width = field.height, field.width
    blocks = layout(height, width)
    out = np.zeros(blocks["globals"].stop, dtype=np.float32)
    own = s.seating.sides[player] if 0 <= player < len(s.seating.sides) else 0
    board = out[blocks["board"]].reshape(BOARD_PLANES, height, width)
    for r, row in enumerate(field.terrain):
        for c, terrain in enumerate(row):
            board[TERRAINS.index(terrain), r, c] = 1.0
    plane = len(TERRAINS)
    for square, element in field.elements:
        board[plane + ELEMENTS.index(element), square.row, square.col] = 1.0
        board[plane + len(ELEMENTS), square.row, square.col] = s.element_damage.get(square, 0)
    plane += len(ELEMENTS) + 1
    for objective in s.scenario.objectives:
        for text in objective.squares:
            spot = _square(text)
            if spot is not None and field.contains(spot):
                board[plane, spot.row, spot.col] = 1.0
    acting = s.act.unit if s.act is not None else ""
    for uid, at in s.pos.items():
        if at is not None:
            board[plane + (1 if s.seat_of[uid] == own else 2), at.row, at.col] = 1.0
            if uid == acting:
                board[plane + 3, at.row, at.col] = 1.0
    _units(s, out[blocks["units"]].reshape(len(A.UNIT_IDS), UNIT_FEATURES), own, player, acting)
    _globals(s, out[blocks["globals"]], own)
    return out


def _square(text: str) -> Square | None:
    try:
        return Square.parse(text)
    except ValueError:
        return None


def _units(s: "DtState", table: Array, own: int, player: int, acting: str) -> None:
    joined_heroes = set(s.joined)
    destroyed = set(s.destroyed)
    aiming = s.aim.attacker if s.aim is not None else ""
    waiting = s.hero_queue[0] if s.hero_queue else ""
    for uid, unit in s.units.items():
        slot = UNIT_SLOT.get(uid)
        if slot is None:
            continue
        row = table[slot]
        square = s.pos.get(uid)
        row[0] = 1.0
        row[1] = float(s.seat_of[uid] == own)
        row[2] = float(s.seating.controllers.get(uid, s.seat_of[uid]) == player)
        if square is not None:
            row[3], row[4], row[5] = 1.0, square.col + 1, square.row + 1
        row[6 + UNIT_TYPES.index(unit.card.type)] = 1.0
        row[10] = sum(unit.models) if unit.card.type == "squad" else unit.hit_points
        row[11] = float(unit.hero is not None)
        row[12] = float(uid in joined_heroes)
        row[13] = float(uid in s.activated)
        row[14] = float(uid in s.moved)
        row[15] = float(uid in destroyed)
        row[16] = float(uid == acting)
        row[17] = float(uid == aiming)
        row[18] = float(uid == waiting)
        row[19] = len(unit.skills_now)


def _globals(s: "DtState", out: Array, own: int) -> None:
    if s.phase in PHASES:
        out[PHASES.index(s.phase)] = 1.0
    i = len(PHASES)
    out[i] = min(s.turn, OBS_HIGH)
    out[i + 1] = min(s.scenario.turns, OBS_HIGH)
    out[i + 2] = float(s.side == own)
    out[i + 3] = float(s.initiative == own)
    out[i + 4] = min(s.vp[own], OBS_HIGH)
    out[i + 5] = min(s.vp[1 - own], OBS_HIGH)
    out[i + 6] = min(sum(dice for _, _, dice in s.rolls), OBS_HIGH)
    out[i + 7] = float(s.attack is not None)
