"""Why a card of the common reserve is not offered to a unit now (:func:`refusals`), and why
it may not buy a medal (:func:`medal_refusal`), for the observation: a front end shows why a
card is greyed rather than guessing it.

The reasons come from the checks that decide what Phase 3 offers (rulebook "Fase 3 *
Reclutare Specialisti / Cercare Oggetti", pp. 5-7), asked in the order the rules apply them:

- the turn: recruiting and finding happen in Phase 3 only (``phase``), one unit at a time, the
  one with fewer soldiers first (``another-acts``, DDD-15), until it says done (``done``);
  casualties or a card's choice come first (``decision-first``); a card being drawn
  (``chance``);
- a specialist: the unit's own (``has-it``), killed ("non potrà essere reclutato ancora":
  ``killed``), held by another unit (``held``, ``seat``), not in the unit's hand under Random
  Specialists (``not-in-hand``), out of solo play (``not-solo``), found only in a sector
  (``bound``, ``sector``); the second edition's limits (``auxiliary-held``, ``unique-in-play``:
  :func:`.specialist_limits.refusal`); one a turn (``recruited-this-turn``) and its cost
  (``stars``: ``stars`` needed, ``has``: :func:`.supply.stars_refusal`);
- an item or a vehicle: a map or sector where nothing is found (``no-items-on-map``,
  ``no-item-sector``), one find a turn (``found-this-turn``), its cost (``item-points``:
  ``item_points`` needed, ``has``): :func:`.items.find_refusal`, :func:`.vehicle_finds.find_refusal`.

A card is offered exactly when it has no reason (tests/games/dday_dice/test_reserve_reasons.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.engine.core import CHANCE
from meeple.games.dday_dice import casualties, items, medals, specialist_limits, supply, vehicle_finds
from meeple.games.dday_dice.phases import NAMES, SUPPLY
from meeple.games.dday_dice.refusal import Refusal
from meeple.games.dday_dice.sector_rewards import SPECIALIST, bound_specialists
from meeple.games.dday_dice.unit import Unit

if TYPE_CHECKING:
    from meeple.games.dday_dice.state import DdState


def reserve_cards(s: "DdState", unit: Unit) -> list[str]:
    """The cards the reserve shows ``unit``: the map's specialists (and its own hand, and a
    specialist released to the reserve), the items on the table, the used items its RWB
    Special Find may search, the vehicles its sector offers."""
    hand = s.hands[unit.seat] if s.hands else []
    cards = [*s.board.regular_specialists, *hand, *s.board.unique_specialists, *s.marks.released, *s.reserve]
    if items.SPECIAL_FIND_FLAG in unit.flags:
        cards += s.used
    return list(dict.fromkeys(cards + vehicle_finds.vehicles_here(s, unit)))


def refusals(s: "DdState", unit: Unit) -> dict[str, Refusal]:
    """Each card of :func:`reserve_cards` that ``unit`` may not recruit or find now, with the
    first reason that refuses it."""
    turn = turn_refusal(s, unit)
    out: dict[str, Refusal] = {}
    for card in reserve_cards(s, unit):
        why = turn or card_refusal(s, unit, card)
        if why is not None:
            out[card] = why
    return out


def turn_refusal(s: "DdState", unit: Unit) -> Refusal | None:
    """Why ``unit`` is offered no card at all now (None: each card says for itself)."""
    if s.phase != SUPPLY:
        return {"reason": "phase", "phase": NAMES[s.phase]}
    current = s.current_players()
    if unit.seat in current:
        return {"reason": "decision-first"} if casualties.pending(unit) or unit.pending else None
    if unit.supply_done:
        return {"reason": "done"}
    if CHANCE in current:
        return {"reason": "chance"}
    if current and supply.deciding(s, unit):
        return {"reason": "another-acts", "seat": current[0]}
    return None


def card_refusal(s: "DdState", unit: Unit, card: str) -> Refusal | None:
    """Why ``unit``, acting in Phase 3, may not recruit or find ``card`` (None: it may)."""
    if card in supply.STAR_COSTS:
        return specialist_refusal(s, unit, card)
    if card in vehicle_finds.VEHICLE_COSTS:
        return vehicle_finds.find_refusal(s, unit, card)
    ways = []
    if card in s.reserve:
        ways.append(items.find_refusal(s, unit, card))
    if card in s.used:
        ways.append(items.find_refusal(s, unit, card, used=True))
    if not ways or all(ways):
        return ways[0] if ways else {"reason": "not-in-reserve"}
    return None


def specialist_refusal(s: "DdState", unit: Unit, specialist: str) -> Refusal | None:
    """Why ``unit`` may not recruit ``specialist`` in any way (stars, the Shoulder Patch, a
    medal's free recruit: :func:`.supply.recruit_actions`); the stars' reason where none applies."""
    if specialist not in supply.hand(s, unit) and specialist not in supply.reserve(s):
        return availability(s, unit, specialist)
    limits = specialist_limits.refusal(s, unit, specialist)
    if limits is not None:
        return limits
    stars = supply.stars_refusal(s, unit, specialist)
    if stars is None or supply.patch_refusal(s, unit) is None or specialist in supply.free_recruits(s, unit):
        return None
    return stars


def availability(s: "DdState", unit: Unit, specialist: str) -> Refusal:
    """Why ``specialist`` is neither in ``unit``'s hand nor in the common reserve
    (:func:`.supply.hand`, :func:`.supply.reserve`)."""
    if specialist in unit.specialists:
        return {"reason": "has-it"}
    if specialist in unit.killed:
        return {"reason": "killed"}
    own = s.hands[unit.seat] if s.hands else s.board.regular_specialists
    if specialist not in own and (specialist in s.board.regular_specialists or any(specialist in h for h in s.hands)):
        return {"reason": "not-in-hand"}
    for other in s.units:
        if specialist in other.specialists:
            return {"reason": "held", "seat": other.seat}
        if specialist in other.killed:
            return {"reason": "killed"}
    if len(s.units) == 1 and specialist in items.NOT_SOLO:
        return {"reason": "not-solo"}
    if specialist in bound_specialists(s.board):
        sectors = [n for n, sector in s.board.sectors.items() if (SPECIALIST, specialist) in sector.special]
        return {"reason": "bound", "sector": sectors[0]}
    return {"reason": "not-in-reserve"}


def medal_refusal(s: "DdState", unit: Unit) -> Refusal | None:
    """Why ``unit`` may not buy a medal with 6 courage now (None: it may), the turn first."""
    return turn_refusal(s, unit) or medals.buy_refusal(s, unit)
