"""The choices a card asks for right after it is played, in any phase (which results a medal
adds, which unit it favours, which vehicle to abandon ...). A unit with a pending choice makes
it before anything else; each kind is listed with the card that asks for it.

=================  ===================================================================
``result``         Conspicuous Gallantry Medal: a result of any face and colour, added to
                   the unit's Final Count
``result-other``   Conspicuous Gallantry Medal: one result for another unit
``moh:<colour>``   Medal of Honor: a result of that colour for another unit (the first
                   choice names the unit; the next two go to the same unit)
``honour``         Légion d'Honneur: a unit and the item it finds for free
``silver-star``    Silver Star: the unit that may move twice this Phase 4
``dismiss``        Purple Heart: a specialist to dismiss and the RWB bonus it buys (or not)
``skull-colour``   Rope Ladder: the colour of the skull added to the unit's Final Count
                   (also Sword Beach's "Nessuna copertura": :mod:`.random_sectors`)
``sector-medal``   Gold Beach 8's first unit: ``medal victoria-cross`` or ``draw medal``
                   (:mod:`.sector_rewards`)
``sector-roll:…``  Sword Beach: a Binoculars holder changes a random sector's roll or not
                   (:mod:`.random_sectors`)
``deal``           Victoria Cross: the face of the next die dealt
``abandon``        a second vehicle: which of the two the unit leaves behind
``explosives``     a bunker's doors (2nd edition): which explosive card to discard
=================  ===================================================================
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.engine.core import Event
from meeple.games.dday_dice import actions as A
from meeple.games.dday_dice import binoculars_dice, explosives, joined_play, medals, random_sectors, sector_rewards
from meeple.games.dday_dice.dice import COLOURS, FACES, SKULL
from meeple.games.dday_dice.items import ITEM_IDS_FOR_HONOUR, NOT_SOLO
from meeple.games.dday_dice.unit import Unit
from meeple.games.dday_dice.vehicles import abandon

if TYPE_CHECKING:
    from meeple.games.dday_dice.state import DdState


def _targets(s: "DdState", unit: Unit) -> list[int]:
    """"Un'altra unità": the other units on the beach; solo, the unit itself (p. 11)."""
    if len(s.units) == 1:
        return [unit.seat]
    return [u.seat for u in s.units if u is not unit and u.active]


def _honour_items(s: "DdState") -> list[str]:
    """Any item not in a unit's inventory: in the reserve, used, or not on this map; not the
    cards removed from solo play, in solo (p. 11)."""
    held = {i for u in s.units for i in u.items}
    solo = len(s.units) == 1
    return [i for i in ITEM_IDS_FOR_HONOUR if i not in held and not (solo and i in NOT_SOLO)]


def actions(s: "DdState", unit: Unit) -> list[A.DdAction]:
    kind = unit.pending[0]
    if binoculars_dice.owns(kind):
        return binoculars_dice.actions(s, unit)  # the Binoculars change a d6 (DDM-78)
    if joined_play.owns(kind):
        return joined_play.choice_actions(s, unit)  # Silence the Guns: go on or retire (DDM-73)
    if explosives.owns(kind):
        return explosives.actions(s, unit)  # the bunker's doors (DDE-26)
    if random_sectors.owns(kind):
        return random_sectors.binoculars_actions(s, unit)  # Sword Beach: change a sector's roll
    if kind == sector_rewards.CHOICE:
        return sector_rewards.choice_actions(s)  # Gold Beach 8: a random medal or the Victoria Cross
    if kind == "result":
        return list(A.RESULT.values())
    if kind == "result-other":
        return [A.RESULT_FOR[(seat, f, c)] for seat in _targets(s, unit)
                for f in range(len(FACES)) for c in range(len(COLOURS))]
    if kind.startswith("moh:"):
        parts = kind.split(":")
        colour = COLOURS.index(parts[1])
        seats = [int(parts[2])] if len(parts) > 2 else _targets(s, unit)
        return [A.RESULT_FOR[(seat, f, colour)] for seat in seats for f in range(len(FACES))]
    if kind == "honour":
        return [A.HONOUR[(seat, item)] for seat in [u.seat for u in s.units if u.active]
                for item in _honour_items(s)]
    if kind == "silver-star":
        return [A.SILVER_STAR[u.seat] for u in s.units if u.active]
    if kind == "dismiss":
        return [A.DISMISS[(sp, f)] for sp in dict.fromkeys(unit.specialists) for f in range(len(FACES))] + [A.DONE]
    if kind == "skull-colour":
        return list(A.SKULL_COLOUR)
    if kind == "deal":
        return [A.DEAL[f] for f in medals.deal_faces(s)]
    return [A.ABANDON[v] for v in unit.vehicles]


def apply(s: "DdState", unit: Unit, action: A.DdAction, events: list[Event]) -> None:
    if joined_play.owns(unit.pending[0]):
        joined_play.apply_choice(s, unit, action, events)
        return
    if binoculars_dice.owns(unit.pending[0]):
        binoculars_dice.apply(s, unit, action, events)
        return
    if explosives.owns(unit.pending[0]):
        explosives.apply(s, unit, action, events)
        return
    if random_sectors.owns(unit.pending[0]):
        random_sectors.apply_binoculars(s, unit, action, events)
        return
    if unit.pending[0] == sector_rewards.CHOICE:
        sector_rewards.apply_choice(s, unit, action, events)
        return
    kind = unit.pending.pop(0)
    if action.kind == "result":
        face, colour = action.dice
        target = unit if action.a < 0 else s.units[action.a]
        target.extra.append((face, colour))
        events.append({"type": "result-added", "seat": unit.seat, "to": target.seat,
                       "face": FACES[face], "colour": COLOURS[colour]})
        if kind.startswith("moh:") and kind.count(":") == 1:
            unit.pending = [f"{p}:{target.seat}" if p.startswith("moh:") else p for p in unit.pending]
    elif action.kind == "honour":
        _honour(s, s.units[action.a], action.name, events)
    elif action.kind == "silver-star":
        s.units[action.a].flags.append(medals.SILVER_STAR_FLAG)
        events.append({"type": "silver-star", "seat": unit.seat, "to": action.a})
    elif action.kind == "dismiss":
        unit.specialists.remove(action.name)
        if action.name in sector_rewards.bound_specialists(s.board):
            s.marks.released.append(action.name)  # "potranno essere reclutati ancora" (DDM-43)
        unit.granted.append(action.a)
        events.append({"type": "dismiss", "seat": unit.seat, "specialist": action.name,
                       "rwb": A.RWB_NAMES[action.a]})
    elif action.kind == "skull":
        unit.extra.append((SKULL, action.a))
        events.append({"type": "result-added", "seat": unit.seat, "to": unit.seat, "face": "skull",
                       "colour": COLOURS[action.a]})
    elif action.kind == "deal":
        medals.deal(s, action.a, events)
        if s.vc_slots:
            unit.pending.insert(0, "deal")
    elif action.kind == "abandon":
        abandon(s, unit, action.name, "a unit never has two vehicles", events)
    # ``done``: the Purple Heart declined


def _honour(s: "DdState", target: Unit, item: str, events: list[Event]) -> None:
    """The Légion d'Honneur's free item, taken from wherever it is."""
    for pile in (s.reserve, s.used):
        if item in pile:
            pile.remove(item)
            break
    target.items.append(item)
    events.append({"type": "find", "seat": target.seat, "item": item, "item_points": 0, "free": True})
