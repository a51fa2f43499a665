"""Explosives open the bunker's doors where the map asks it (second edition).

French rulebook (004_badc40968546fed3.txt), "EXPLOSIFS": "Un ou plusieurs symboles explosion
sont présents en bas de certaines cartes. Ils représentent des objets explosifs (grenade,
bazooka) ou des éléments qui en contiennent (char, génie). Si un Secteur du Champ de Bataille
indique « Défaussez [explosion explosion] pour ouvrir les portes du Bunker », l'Unité doit
défausser soit : 2 cartes avec 1 symbole explosion (Grenade ou Spécialiste du Génie), ou 1 carte
avec 2 symboles explosion (Torpille Bangalore)."

A map asks it with the bunker's special rule ``explosives-doors`` (no map in the texts prints
it: the second edition's maps are not there). The unit may enter only if it holds the
explosives; entering, it discards them (DDE-26 .. DDE-28):

- the cards with their symbols are in ``data/edition2.toml``: the Grenade (1), the Engineer
  (1), the Bangalore Torpedo (2) -- the three the text counts;
- an item is discarded as after its use (face down into the common reserve); the Engineer
  dies ("Après avoir résolu l'aptitude, le Spécialiste est considéré comme mort");
- where the unit could pay in more than one way it chooses, card by card (``discard <card>``,
  a pending choice, :mod:`.pending`); where only one way is open it is paid at once;
- the doors are not a requirement to have or sacrifice a specialist: a Battle Cry does not
  open them, an Ambulance does not spare them, a Decoy does not stand in for them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from meeple.engine.core import Event
from meeple.games.dday_dice import actions as A
from meeple.games.dday_dice import items
from meeple.games.dday_dice.casualties import check_eliminated, kill
from meeple.games.dday_dice.edition_cards import load_edition2_cards
from meeple.games.dday_dice.sector_attributes import sector as sector_now
from meeple.games.dday_dice.unit import Unit

if TYPE_CHECKING:
    from meeple.games.dday_dice.state import DdState

DOORS: Final = "explosives-doors"
#: The pending choice: every symbol still to pay ("explosives"), or one more one-symbol card
#: ("explosives:1").
CHOICE: Final = "explosives"
ONE_MORE: Final = "explosives:1"
SYMBOLS: Final[dict[str, int]] = load_edition2_cards().explosives
SYMBOLS_TO_OPEN: Final = 2


def doors(s: "DdState", sector: int) -> bool:
    """Whether ``sector``'s doors must be blown open to enter: once opened, they stay open
    ("pour ouvrir les portes du Bunker", DDE-26)."""
    return sector not in s.marks.doors_open and sector_now(s, sector).has_rule(DOORS)


def held(unit: Unit) -> list[str]:
    """The unit's explosive cards, one entry a card (items and specialists)."""
    return [c for c in unit.items + unit.specialists if c in SYMBOLS]


def singles(unit: Unit) -> int:
    return sum(1 for c in held(unit) if SYMBOLS[c] == 1)


def can_open(unit: Unit) -> bool:
    """Two one-symbol cards, or one two-symbol card."""
    return singles(unit) >= SYMBOLS_TO_OPEN or any(SYMBOLS[c] == SYMBOLS_TO_OPEN for c in held(unit))


def open_to(s: "DdState", unit: Unit, sector: int) -> bool:
    """Whether ``unit`` may move into ``sector`` as far as its doors go."""
    return not doors(s, sector) or can_open(unit)


def owns(kind: str) -> bool:
    return kind in (CHOICE, ONE_MORE)


def choices(unit: Unit, kind: str) -> list[str]:
    """The cards that may be discarded next without leaving the doors unpaid."""
    cards = list(dict.fromkeys(held(unit)))
    if kind == ONE_MORE:
        return [c for c in cards if SYMBOLS[c] == 1]
    options = [c for c in cards if SYMBOLS[c] == SYMBOLS_TO_OPEN]
    if singles(unit) >= SYMBOLS_TO_OPEN:
        options += [c for c in cards if SYMBOLS[c] == 1]
    return options


def on_enter(s: "DdState", unit: Unit, events: list[Event]) -> None:
    """The unit enters a sector: if its doors are shut, it pays (at once when only one way is
    open, else by its choice)."""
    if not doors(s, unit.sector):
        return
    events.append({"type": "bunker-doors", "seat": unit.seat, "sector": unit.sector})
    settle(s, unit, CHOICE, events)


def payments(unit: Unit, kind: str) -> set[tuple[str, ...]]:
    """The different ways to pay what is left: one two-symbol card, or two one-symbol cards
    (one more, after a first)."""
    cards = held(unit)
    ones = sorted(c for c in cards if SYMBOLS[c] == 1)
    if kind == ONE_MORE:
        return {(c,) for c in ones}
    ways: set[tuple[str, ...]] = {(c,) for c in cards if SYMBOLS[c] == SYMBOLS_TO_OPEN}
    ways |= {(a, b) for i, a in enumerate(ones) for b in ones[i + 1:]}
    return ways


def settle(s: "DdState", unit: Unit, kind: str, events: list[Event]) -> None:
    """Pay at once when only one way is open; else the unit chooses."""
    ways = payments(unit, kind)
    if len(ways) != 1:
        unit.pending.insert(0, kind)
        return
    for card in next(iter(ways)):
        kind = discard(s, unit, card, kind, events)


def discard(s: "DdState", unit: Unit, card: str, kind: str, events: list[Event]) -> str:
    """Discard ``card``; returns what is still to pay ("" when the doors are open)."""
    if card in unit.items:
        items.discard(s, unit, card)
    else:
        kill(unit, card, events)
        check_eliminated(s, unit, events)  # the Engineer was the unit's last body
    events.append({"type": "explosives", "seat": unit.seat, "card": card, "symbols": SYMBOLS[card]})
    if kind == CHOICE and SYMBOLS[card] == 1:
        return ONE_MORE
    s.marks.doors_open.append(unit.sector)
    events.append({"type": "bunker-doors-open", "seat": unit.seat, "sector": unit.sector})
    return ""


def actions(s: "DdState", unit: Unit) -> list[A.DdAction]:
    return [A.DISCARD[c] for c in choices(unit, unit.pending[0])]


def apply(s: "DdState", unit: Unit, action: A.DdAction, events: list[Event]) -> None:
    kind = unit.pending.pop(0)
    left = discard(s, unit, action.name, kind, events)
    if left:
        settle(s, unit, left, events)
