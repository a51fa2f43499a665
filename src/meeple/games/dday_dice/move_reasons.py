"""Why a move the board draws out of a unit's sector is not offered (:func:`excluded_moves`),
for the observation: a front end says why a choice is missing rather than guessing it.

The reasons are those of :func:`.movement.candidate_exits` and :func:`.movement.exits`, asked
in their order, each with what it reads (rulebook "Fase 4 * Muovere"; the maps' rules):

- ``bunker-entered``: a unit fights first in the bunker it entered this turn (DDM-36, DDM-73);
- ``visited``: "non può mai visitare lo stesso settore due volte";
- ``barrier``: "le unità non possono mai attraversarle" (no Wirecutters, no Bulldozer here);
- ``courage``: the advance costs more courage than the unit has (``courage``, ``has``);
- ``occupied``: a one-unit sector already held (DDD-10);
- ``cliff``: the spur between Pointe-du-Hoc's two climbing sectors (DDM-53);
- ``climb``: a climbing unit advances only in a turn with 4 skulls (DDM-51);
- ``wirecutters``: Merville's fenced sectors, from where the wire was cut (DDM-57);
- ``battle-cry``: a sector entered only with the RWB Battle Cry (DDM-63);
- ``explosives``: a bunker's doors to blow open, without the explosives (DDE-26);
- ``bunker-closed``, ``never-back``: Silence the Guns' closed bunker and its maps left behind
  (DDM-71, DDM-72);
- ``requirement``: a specialist the unit must have or sacrifice (``missing``: each unmet
  requirement as ``[kind, specialist]``; ``decoy``: a Decoy's sacrifice makes the move).

A target offered another way (a failed climber's retreat, a move with a Decoy) is not listed
as excluded unless it is the Decoy's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from meeple.games.dday_dice import battle_cry_entry, climbing, explosives, joined_play, wirecutters_only
from meeple.games.dday_dice.board import Exit
from meeple.games.dday_dice.movement import (
    cost,
    crosses_barriers,
    decoy_holders,
    exits,
    ignores_sacrifices,
    meets_requirements,
    room_for,
)
from meeple.games.dday_dice.sector_attributes import sector as sector_now
from meeple.games.dday_dice.unit import Unit

if TYPE_CHECKING:
    from meeple.games.dday_dice.state import DdState


def excluded_moves(s: "DdState", unit: Unit, open_exits: list[Exit] | None = None) -> list[dict[str, Any]]:
    """Each move the board draws out of ``unit``'s sector that ``unit`` may not make now, with
    the first reason that refuses it (``{"to": 5, "reason": "courage", "courage": 2, "has": 1}``);
    ``open_exits``: :func:`.movement.exits` already worked out."""
    drawn = s.board.exits.get(unit.sector, ())
    open_exits = exits(s, unit) if open_exits is None else open_exits
    if len(open_exits) == len(drawn):
        return []
    offered = {e.to for e in open_exits} | set(climbing.retreat_sectors(s, unit))
    out = []
    for exit_ in drawn:
        if exit_.to not in offered:
            out.append({"to": exit_.to, **reason(s, unit, exit_)})
    return out


def reason(s: "DdState", unit: Unit, exit_: Exit) -> dict[str, Any]:
    """Why ``exit_`` is not open to ``unit`` (its first reason, in the rules' order)."""
    to = exit_.to
    if s.board.is_bunker(unit.sector) and unit.entered_bunker_turn == s.turn:
        return {"reason": "bunker-entered"}
    if to in unit.visited:
        return {"reason": "visited"}
    if exit_.barrier and not crosses_barriers(s, unit):
        return {"reason": "barrier"}
    if unit.courage < cost(unit, exit_):
        return {"reason": "courage", "courage": cost(unit, exit_), "has": unit.courage}
    if not room_for(s, unit, to):
        return {"reason": "occupied"}
    if climbing.between_faces(s, unit.sector, to):
        return {"reason": "cliff"}
    if climbing.advance_barred(s, unit, exit_.forward):
        return {"reason": "climb"}
    return _sector_reason(s, unit, to)


def _sector_reason(s: "DdState", unit: Unit, to: int) -> dict[str, Any]:
    """The reasons the sector moved to gives: its own rules, the joined board's, its requirements."""
    if not wirecutters_only.open_to(s, unit, to):
        return {"reason": "wirecutters"}
    if not battle_cry_entry.open_to(s, unit, to):
        return {"reason": "battle-cry"}
    if not explosives.open_to(s, unit, to):
        return {"reason": "explosives"}
    if not joined_play.open_to(s, unit, to):
        return {"reason": "never-back" if joined_play.turns_back(s.board, unit, to) else "bunker-closed"}
    decoy = bool(decoy_holders(s, unit)) and meets_requirements(s, unit, to, decoy=True)
    return {"reason": "requirement", "missing": missing_requirements(s, unit, to), "decoy": decoy}


def missing_requirements(s: "DdState", unit: Unit, to: int) -> list[list[str]]:
    """The requirements of sector ``to`` that ``unit`` does not meet, as ``[kind, specialist]``
    (``have``, ``sacrifice``, ``sacrifice-any``; an Ambulance or a Battle Cry waives sacrifices)."""
    missing = []
    for kind, specialist in sector_now(s, to).requires:
        if kind != "have" and ignores_sacrifices(s, unit):
            continue
        met = bool(unit.specialists) if kind == "sacrifice-any" else specialist in unit.specialists
        if not met:
            missing.append([kind, specialist])
    return missing
