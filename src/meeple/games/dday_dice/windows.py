"""The moments of the turn at which cards are played, and what each unit may play then
(docs/rulings.md, DDD-12).

The rules let items be used "in qualsiasi momento (se non diversamente indicato)", medals "alla
fine di ogni Fase 1", trades "in qualsiasi momento" and, in combat, "dopo aver tirato il dado
del Fuoco di Mitragliatrice ma prima che le unità subiscano perdite". meeple opens these
windows, and asks a unit only when it has something it may play:

- ``final-count``: the end of Phase 1, after every Final Count (:mod:`.final_count`): medals,
  the items that change the Final Count, the Combat Photographer, the Jeep.
- ``supply``: Phase 3 (:mod:`.supply`): finding, recruiting, trading, and any-time items.
- ``move``: Phase 4, before the unit moves (:mod:`.movement`); in the second edition also once
  every unit has moved, for gifts and medals (:mod:`.after_moves`, DDE-32).
- ``pre-mgf``: Phase 5 before the machine-gun fire is rolled (the Grenade and the Mortar
  "Deve essere giocato prima che il dado del MGF sia tirato"; DEF items; the Grenadier).
- ``post-mgf``: Phase 5 after the roll, before casualties: DEF items, the Binoculars on an MGF
  die, trades.

A unit given something in a window it had closed is asked again there (:func:`reopen`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from meeple.engine.core import Event
from meeple.games.dday_dice import actions as A
from meeple.games.dday_dice import gift_limits, item_effects, items, trading_windows
from meeple.games.dday_dice.casualties import kill
from meeple.games.dday_dice.item_effects import POST_MGF, PRE_MGF
from meeple.games.dday_dice.phases import COMBAT, FINAL_COUNT, MOVE, SUPPLY
from meeple.games.dday_dice.specialists import GRENADIER, has
from meeple.games.dday_dice.unit import Unit

if TYPE_CHECKING:
    from meeple.games.dday_dice.state import DdState

CARRIER_PIGEON: Final = "carrier-pigeon"
_FIELDS: Final = {"soldier": "soldiers", "courage": "courage", "star": "stars", "item-point": "item_points"}


def trade_partners(s: "DdState", unit: Unit) -> list[Unit]:
    """Units to trade with: those in the same sector ("Un'unità non può scambiare con un'altra
    unità che risieda in un altro settore (se non diversamente indicato)"); anyone on the beach
    this turn with a Carrier Pigeon ("puoi scambiare risorse con un'altra unità in qualsiasi
    punto della mappa")."""
    anywhere = CARRIER_PIGEON in unit.flags
    return [
        u for u in s.units
        if u is not unit and u.active and (anywhere or CARRIER_PIGEON in u.flags or u.sector == unit.sector)
    ]


def trade_actions(s: "DdState", unit: Unit) -> list[A.DdAction]:
    """Gifts of one resource, item or vehicle to a partner (a trade is two gifts), of nothing
    the unit was given this phase (DDD-23)."""
    given = gift_limits.received(s, unit)
    options: list[A.DdAction] = []
    for other in trade_partners(s, unit):
        options += gifts_to(unit, other, s, given)
    return options


def gifts_to(unit: Unit, other: Unit, s: "DdState", given: list[str] | None = None) -> list[A.DdAction]:
    """The gifts ``unit`` has for ``other``: a resource it holds, an item, a vehicle
    (:func:`.items.give_actions`), less the kinds in ``given`` (what it was given this phase:
    DDD-23)."""
    options = [A.GIVE[(other.seat, what)] for what, field in _FIELDS.items() if getattr(unit, field) > 0]
    options += items.give_actions(s, unit, other)
    return [a for a in options if a.name not in given] if given else options


def give(s: "DdState", unit: Unit, action: A.DdAction, events: list[Event]) -> None:
    """Carry out a gift; the receiver gives none of it on this phase (DDD-23)."""
    other = s.units[action.a]
    gift_limits.note_gift(s, other, action.name)
    if action.name in _FIELDS:
        field = _FIELDS[action.name]
        setattr(unit, field, getattr(unit, field) - 1)
        setattr(other, field, getattr(other, field) + 1)
        events.append({"type": "give", "seat": unit.seat, "to": other.seat, "what": action.name})
    else:
        items.give(s, unit, other, action.name, events)


#: The phases with a window a unit closes and is asked again in (:func:`reopen`); in the others
#: a change made by another unit asks nothing again.
REOPENING_PHASES: Final = frozenset((SUPPLY, FINAL_COUNT, MOVE, COMBAT))

Watch = tuple[list[Unit], list[tuple[object, ...]]]


def watch(s: "DdState", actor: Unit | None) -> Watch | None:
    """The units ``actor``'s action (chance's, ``actor`` None) could have to ask again, with
    their :func:`snapshot` before it; None when there are none: no other unit, or a phase
    with no window to reopen (an action never changes the phase, :mod:`.flow` does)."""
    if s.phase not in REOPENING_PHASES:
        return None
    others = [u for u in s.units if u is not actor]
    return (others, snapshot(s, others)) if others else None


def snapshot(s: "DdState", units: list[Unit]) -> list[tuple[object, ...]]:
    """What another unit's card, gift or chance draw may change for each of ``units``: its
    resources, cards, flags, choices to make and this turn's Final Count, and the vehicles of
    its sector (a vehicle helps every unit there, DDC-18). Compared by :func:`reopen_changed`."""
    by_sector = _vehicles_by_sector(s)
    return [(snapshot_of(u), by_sector.get(u.sector, ())) for u in units]


def snapshot_of(u: Unit) -> tuple[object, ...]:
    return (u.soldiers, u.courage, u.stars, u.item_points, tuple(u.specialists), tuple(u.items),
            tuple(u.vehicles), tuple(u.medals), tuple(u.flags), tuple(u.dice), tuple(u.colours),
            tuple(u.extra), tuple(u.granted), tuple(u.pending))


def _vehicles_by_sector(s: "DdState") -> dict[object, tuple[str, ...]]:
    """The vehicles the active units hold, sorted, per sector."""
    held: dict[object, list[str]] = {}
    for other in s.units:
        if other.vehicles and other.active:
            held.setdefault(other.sector, []).extend(other.vehicles)
    return {sector: tuple(sorted(vehicles)) for sector, vehicles in held.items()}


def reopen_changed(s: "DdState", watched: Watch | None) -> None:
    """Every watched unit (:func:`watch`: all but the actor) that the action changed is asked
    again (:func:`reopen`): a gift, a Lieutenant's swap, a medal such as the Victoria Cross or
    the Military Medal, a card's choice put to it (the Rope Ladder's skull), a vehicle drawn
    into its sector."""
    if watched is None:
        return
    units, before = watched
    for unit, held, now in zip(units, before, snapshot(s, units)):
        if held != now:
            reopen(s, unit)


def reopen(s: "DdState", receiver: Unit) -> None:
    """A unit another unit changed (a gift, a Lieutenant's swap, a medal that reaches it) is
    asked again in the current window if it had closed it: what it got may be spent at once
    ("Gli scambi possono essere fatti in qualsiasi momento"), and a Final Count changed after it
    closed its window may be answered (docs/rulings.md, DDD-5)."""
    if not receiver.active:
        return
    if s.phase == SUPPLY:
        receiver.supply_done = False
    elif s.phase in (FINAL_COUNT, MOVE):
        receiver.window_done = False  # the end of Phase 1; 2nd edition: after the moves (DDE-32)
    elif s.phase == COMBAT:
        receiver.combat_window = min(receiver.combat_window, s.combat_stage - 1)


def combat_actions(s: "DdState", unit: Unit, window: str) -> list[A.DdAction]:
    """What ``unit`` may do in a Phase 5 window (``done`` closes it)."""
    options = item_effects.options(s, unit, window)
    if has(unit, GRENADIER) and grenadier_target(s, unit):
        options.append(A.SACRIFICE_GRENADIER)
    if window == POST_MGF and trading_windows.window_refusal(s, window) is None:  # not in the 2nd edition (DDE-14)
        options += trade_actions(s, unit)
    return options + [A.DONE] if options else []


def grenadier_target(s: "DdState", unit: Unit) -> bool:
    """Grenadier: "Sacrificalo per eliminare permanentemente le MGF nel tuo settore (non in un
    bunker)" -- a sector with machine-gun fire still on."""
    sector = s.board.sectors[unit.sector]
    return bool(sector.mgf) and not sector.bunker and unit.sector not in s.silenced


def sacrifice_grenadier(s: "DdState", unit: Unit, events: list[Event]) -> None:
    """The MGF of the sector is gone for the rest of the game (FAQ: "Si"), this turn's roll
    included if casualties are not yet taken."""
    kill(unit, GRENADIER, events)
    s.silenced.append(unit.sector)
    s.mgf_rolls.pop(unit.sector, None)
    events.append({"type": "mgf-silenced", "sector": unit.sector})


def combat_window(s: "DdState") -> str:
    return PRE_MGF if s.combat_stage == 0 else POST_MGF


def combat_deciding(s: "DdState", unit: Unit) -> bool:
    """Whether ``unit`` is asked in the current Phase 5 window."""
    return (
        unit.active and s.combat_stage < 2 and unit.combat_window < s.combat_stage
        and bool(combat_actions(s, unit, combat_window(s)))
    )


def apply_combat(s: "DdState", unit: Unit, action: A.DdAction, events: list[Event]) -> None:
    if action is A.DONE:
        unit.combat_window = s.combat_stage
    elif action is A.SACRIFICE_GRENADIER:
        sacrifice_grenadier(s, unit, events)
    elif action.kind == "give":
        give(s, unit, action, events)
    else:
        item_effects.apply(s, unit, action, events)
