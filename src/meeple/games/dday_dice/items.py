"""Items: the reserve, finding them with Item Points, trading them (rulebook "Oggetti", p. 6).

"Nel momento in cui il giocatore colleziona abbastanza punti oggetto, può decidere di
spenderli per "cercare" un oggetto (ne può essere trovato solo uno per turno per giocatore).
Sottratto il costo dell'oggetto dal totale dei punti oggetto nella tua carta risorsa, prendi la
carta oggetto dalla riserva generale e piazzala difronte a te scoperta." "Gli Oggetti Regolari
sono sempre disponibili, qualunque sia la mappa ... Gli oggetti Speciali si trovano solo in
certe mappe". "Gli oggetti possono essere usati solo una volta e devono poi essere scartati.
Gli oggetti usati sono piazzati a faccia coperta nella Riserva Comune." The FAQ: the items
are "nella Riserva Comune scoperte, tutte disponibili e non impilate"; "ne puoi sempre
acquistare solo 1 per turno, salvo diverse istruzioni della mappa."

Costs: the Quartermaster ("Gli oggetti costano -2 punti oggetto per ogni unità") and the
Armored Car ("gli oggetti costano -1 attrezzi", for the units in its sector) lower the printed
cost, never below 0 (docs/rulings.md, DDC-17). A no-item sector ("non è possibile trovare un
nuovo oggetto ma si possono usare") allows no find at all, the RWB Special Find's included.

The RWB Special Find (p. 4): "Puoi cercare un oggetto usato a tua scelta (devi comunque
pagarne il costo in punti oggetto e non conta nel limite di 1 per turno)": taken in upkeep, it
lets the unit search one used (face-down) item in this turn's Phase 3 (DDD-13).

What each item does when used is in :mod:`.item_effects`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from meeple.engine.core import Event
from meeple.games.dday_dice import actions as A
from meeple.games.dday_dice.cards import load_cards
from meeple.games.dday_dice import solo_substitutes, vehicles
from meeple.games.dday_dice.free_finds import set_aside
from meeple.games.dday_dice.refusal import Refusal
from meeple.games.dday_dice.sector_attributes import sector as sector_now
from meeple.games.dday_dice.specialists import QUARTERMASTER, in_play
from meeple.games.dday_dice.unit import Unit
from meeple.games.dday_dice.vehicles import ARMORED_CAR, HALF_TRACK, power

if TYPE_CHECKING:
    from meeple.games.dday_dice.state import DdState

_CARDS: Final = load_cards()
REGULAR_ITEMS: Final[tuple[str, ...]] = tuple(c.id for c in _CARDS.of_kind("regular-item"))
SPECIAL_ITEMS: Final[tuple[str, ...]] = tuple(c.id for c in _CARDS.of_kind("special-item"))
#: Cards "non disponibili nel gioco solitario" (p. 11).
NOT_SOLO: Final[frozenset[str]] = frozenset(c.id for c in _CARDS if not c.solo)
#: The items the Légion d'Honneur may give: every item whose text is in the rulebooks (not the
#: Medal Case: no text is printed (DDC-6), and the one map that has it says it is found only
#: in its sector 6, "sólo se pueden encontrar en estos Sectores"; DDM-60).
ITEM_IDS_FOR_HONOUR: Final[tuple[str, ...]] = tuple(i for i in (*REGULAR_ITEMS, *SPECIAL_ITEMS) if i != "medal-case")
#: Each item's printed cost in Item Points.
PRICES: Final[dict[str, int]] = {c.id: c.cost or 0 for c in _CARDS if c.kind in ("regular-item", "special-item")}
QUARTERMASTER_DISCOUNT: Final = 2
ARMORED_CAR_DISCOUNT: Final = 1
SPECIAL_FIND_FLAG: Final = "special-find"


def initial_reserve(s: "DdState") -> list[str]:
    """The items on the table at set-up: every regular item and the map's special items, less
    the cards removed from solo play."""
    if not s.board.items:
        return []
    solo = len(s.units) == 1
    placed = set_aside(s.board)  # items the map places in a sector (Utah 10 and 12, Juno 13)
    placed += solo_substitutes.kept_out(s)  # Merville: the Signalling Lamp (DDM-61, DDO-21)
    return [i for i in (*REGULAR_ITEMS, *s.board.special_items) if not (solo and i in NOT_SOLO) and i not in placed]


def cost(s: "DdState", unit: Unit, item: str) -> int:
    """What ``item`` costs ``unit`` now, in Item Points."""
    return max(0, PRICES[item] - discount(s, unit))


def discount(s: "DdState", unit: Unit) -> int:
    """The Item Points ``unit``'s items cost less now."""
    cut = 0
    if in_play(s, QUARTERMASTER):
        cut += QUARTERMASTER_DISCOUNT
    if power(s, unit, ARMORED_CAR):
        cut += ARMORED_CAR_DISCOUNT
    return cut


def may_find_here(s: "DdState", unit: Unit) -> bool:
    """Whether cards may be found in ``unit``'s sector (:func:`here_refusal`)."""
    return here_refusal(s, unit) is None


def here_refusal(s: "DdState", unit: Unit) -> Refusal | None:
    """Why nothing is found in ``unit``'s sector (None: finds are allowed): a map without
    items, a no-item sector ("non è possibile trovare un nuovo oggetto ma si possono usare")."""
    if not s.board.items:
        return {"reason": "no-items-on-map"}
    if sector_now(s, unit.sector).no_item:
        return {"reason": "no-item-sector"}
    return None


def under_limit(s: "DdState", unit: Unit) -> bool:
    """Whether ``unit`` may find one more card this turn (:func:`limit_refusal`)."""
    return limit_refusal(s, unit) is None


def limit_refusal(s: "DdState", unit: Unit) -> Refusal | None:
    """One find a turn ("ne può essere trovato solo uno per turno"), any number with a
    Half-Track ("ne puoi cercare più di uno per turno")."""
    if unit.found_turn != s.turn or power(s, unit, HALF_TRACK):
        return None
    return {"reason": "found-this-turn"}


def affordable(item: str, budget: int) -> bool:
    """Whether ``item`` is paid for with ``budget`` (the unit's Item Points and its discounts)."""
    return PRICES[item] <= budget


def price_refusal(s: "DdState", unit: Unit, item: str) -> Refusal | None:
    """Why ``unit`` cannot pay for ``item`` (None: it can), its discounts counted."""
    if affordable(item, unit.item_points + discount(s, unit)):
        return None
    return {"reason": "item-points", "item_points": cost(s, unit, item), "has": unit.item_points}


def special_find_refusal(unit: Unit) -> Refusal | None:
    """A used item is searched only with the RWB Special Find taken this turn."""
    return None if SPECIAL_FIND_FLAG in unit.flags else {"reason": "used-item"}


def find_refusal(s: "DdState", unit: Unit, item: str, used: bool = False) -> Refusal | None:
    """Why ``unit`` may not find ``item`` now (None: it may), from the reserve or, with the RWB
    Special Find, from the used items (outside the one-a-turn limit). :func:`find_actions`
    asks the same checks, the unit's once for all the items."""
    way = special_find_refusal(unit) if used else limit_refusal(s, unit)
    return here_refusal(s, unit) or way or price_refusal(s, unit, item)


def find_actions(s: "DdState", unit: Unit) -> list[A.DdAction]:
    """Phase 3: the items ``unit`` may find now (:func:`find_refusal`'s checks)."""
    if here_refusal(s, unit) is not None:
        return []
    budget = unit.item_points + discount(s, unit)
    options = []
    if limit_refusal(s, unit) is None:
        options += [A.FIND[i] for i in s.reserve if affordable(i, budget)]
    if special_find_refusal(unit) is None:
        options += [A.FIND_USED[i] for i in s.used if affordable(i, budget)]
    return options


def special_find_possible(s: "DdState", unit: Unit) -> bool:
    """Whether the RWB Special Find may search a used item (items in play, a used item to
    search, a sector where items are found)."""
    return bool(s.used) and may_find_here(s, unit)


def find(s: "DdState", unit: Unit, action: A.DdAction, events: list[Event]) -> None:
    """Pay the item's cost and take it from the reserve (or, for the Special Find, from the
    used items)."""
    item = action.name
    paid = cost(s, unit, item)
    unit.item_points -= paid
    if action.a == 1:
        s.used.remove(item)
        unit.flags.remove(SPECIAL_FIND_FLAG)
    else:
        s.reserve.remove(item)
        if unit.found_turn != s.turn:
            unit.found_turn, unit.finds = s.turn, 0
        unit.finds += 1
    unit.items.append(item)
    events.append({"type": "find", "seat": unit.seat, "item": item, "item_points": paid,
                   "used_item": action.a == 1})


def give_actions(s: "DdState", unit: Unit, other: Unit) -> list[A.DdAction]:
    """Items and the vehicle ``unit`` may give ``other`` ("Soldati, Coraggio, Stelle,
    Attrezzi, Oggetti e Veicoli"). A vehicle is never given where it may not be (a bunker, a
    climbing sector: DDC-18, DDM-55); a unit given a second vehicle abandons one (DDC-18)."""
    options = [A.GIVE[(other.seat, i)] for i in dict.fromkeys(unit.items)]
    if not vehicles.barred(s, other.sector):
        options += [A.GIVE[(other.seat, v)] for v in unit.vehicles]
    return options


def give(s: "DdState", unit: Unit, other: Unit, card: str, events: list[Event]) -> None:
    events.append({"type": "give", "seat": unit.seat, "to": other.seat, "what": card})
    if card in unit.items:
        unit.items.remove(card)
        other.items.append(card)
    else:
        unit.vehicles.remove(card)
        vehicles.take(s, other, card, events)


def discard(s: "DdState", unit: Unit, item: str) -> None:
    """A used item leaves the inventory, face down into the common reserve."""
    unit.items.remove(item)
    s.used.append(item)
