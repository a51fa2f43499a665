"""Phase 3: recruit specialists, trade (rulebook "Fase 3 * Reclutare Specialisti / Cercare
Oggetti", pp. 5-7).

Recruiting: "Nel momento in cui un giocatore colleziona abbastanza stelle, può spenderle per
reclutare un specialista (un solo specialista può essere reclutato per turno per giocatore).
Sottrai il costo dello specialista dalla carta risorse, prendi la carta specialista dalla tua
mano o dalla riserva comune". Regular specialists are each player's own hand; unique ones
are one common reserve; only those the map lists are in the game; "Una volta che lo
specialista è stato eliminato, non potrà essere reclutato ancora."

Trading: "Quando 2 o più unità sono nello stesso settore, possono scambiarsi risorse tra loro
... Soldati, Coraggio, Stelle, Attrezzi, Oggetti e Veicoli ... Un'unità può donare risorse
senza nulla in cambio." A unit gives one resource, item or vehicle at a time
(``give <seat> <what>``); a trade is two gifts; the Messenger, "the one specialist that can be
traded", once a turn. Trading is offered in Phase 3 and in combat before casualties
(docs/rulings.md, DDD-5; :mod:`.windows`).

Also in Phase 3: finding items (:mod:`.items`), buying a medal for 6 courage (:mod:`.medals`),
the free recruits of the Military Medal, the Shoulder Patch ("Perdi 1 soldato per reclutare 1
specialista") and any-time items. Tie rule (p. 11): "se mai ci fosse un pareggio tra 2 unità
che tentano di fare la stessa cosa (cercare un oggetto, prendere un oggetto o una
onorificenza, etc...) l'unità con il minor numero di soldati ha sempre la priorità" -- so units
act in Phase 3 one at a time, the one with fewer soldiers first (then the lower seat: DDD-15).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final, Iterator

from meeple.engine.core import Event
from meeple.games.dday_dice import actions as A
from meeple.games.dday_dice import item_effects, items, medals, sector_rewards, vehicle_finds, windows
from meeple.games.dday_dice import medal_timing, specialist_limits
from meeple.games.dday_dice.cards import load_cards
from meeple.games.dday_dice.item_effects import SUPPLY
from meeple.games.dday_dice.refusal import Refusal
from meeple.games.dday_dice.specialists import MESSENGER, has
from meeple.games.dday_dice.unit import Unit
from meeple.games.dday_dice.vehicles import abandon

if TYPE_CHECKING:
    from meeple.games.dday_dice.state import DdState

_CARDS: Final = load_cards()
#: Each specialist's printed cost in stars.
STAR_COSTS: Final[dict[str, int]] = {c.id: c.cost or 0 for c in _CARDS if c.kind.endswith("specialist")}
SHOULDER_PATCH: Final = "shoulder-patch"


def cost(specialist: str, unit: Unit | None = None) -> int:
    """The specialist's cost in stars: as printed, 1 less for a unit with a Messenger ("I tuoi
    specialisti costano 1 stella in meno"), never below 0 (DDC-13)."""
    discount = 1 if unit is not None and MESSENGER in unit.specialists else 0
    return max(0, STAR_COSTS[specialist] - discount)


def hand(s: "DdState", unit: Unit) -> list[str]:
    """The unit's regular specialists still in its hand (under the optional Random Specialists,
    the unit's own draw: :mod:`.random_specialists`)."""
    listed = s.hands[unit.seat] if s.hands else s.board.regular_specialists
    return [sp for sp in listed if sp not in unit.specialists and sp not in unit.killed]


def reserve(s: "DdState") -> list[str]:
    """The unique specialists still in the common reserve (the War Correspondent is "non
    disponibile nel gioco solitario", p. 11)."""
    taken = {sp for u in s.units for sp in u.specialists} | {sp for u in s.units for sp in u.killed}
    solo = len(s.units) == 1
    bound = sector_rewards.bound_specialists(s.board)  # Sword Beach 5: the Lieutenant (DDM-43)
    listed = [sp for sp in s.board.unique_specialists
              if sp not in taken and not (solo and sp in items.NOT_SOLO) and sp not in bound]
    # a bound specialist a Purple Heart dismissed "potrà essere reclutato ancora" (DDM-43)
    return listed + [sp for sp in s.marks.released if sp not in taken and sp not in listed]


def turn_limit_refusal(s: "DdState", unit: Unit) -> Refusal | None:
    """"un solo specialista può essere reclutato per turno per giocatore"."""
    return {"reason": "recruited-this-turn"} if unit.recruited_turn == s.turn else None


def stars_needed(unit: Unit, specialist: str) -> int:
    """The stars ``unit`` needs to recruit ``specialist``: its cost, the Messenger's discount
    included, and a star at least (a unit without a star recruits none)."""
    return max(1, cost(specialist, unit))


def stars_refusal(s: "DdState", unit: Unit, specialist: str) -> Refusal | None:
    """Why ``unit`` may not recruit ``specialist`` with stars now (None: it may): one a turn,
    and its cost (:func:`stars_needed`)."""
    limit = turn_limit_refusal(s, unit)
    if limit is None and unit.stars < stars_needed(unit, specialist):
        return {"reason": "stars", "stars": stars_needed(unit, specialist), "has": unit.stars}
    return limit


def recruitable(s: "DdState", unit: Unit) -> list[str]:
    """Specialists ``unit`` may recruit with stars now (:func:`stars_refusal`'s checks, the
    unit's once for all the specialists)."""
    if turn_limit_refusal(s, unit) is not None or unit.stars < 1:  # 1: what stars_needed asks at least
        return []
    return [sp for sp in hand(s, unit) + reserve(s) if unit.stars >= stars_needed(unit, sp)]


def patch_refusal(s: "DdState", unit: Unit) -> Refusal | None:
    """Why ``unit`` may not recruit with the Shoulder Patch now (None: it may): "Perdi 1
    soldato per reclutare 1 specialista", within the one-a-turn limit (DDC-23)."""
    if SHOULDER_PATCH not in unit.items:
        return {"reason": "no-patch"}
    if turn_limit_refusal(s, unit) is not None:
        return {"reason": "recruited-this-turn"}
    if unit.soldiers <= 0:
        return {"reason": "no-soldier"}
    return None


def free_recruits(s: "DdState", unit: Unit) -> list[str]:
    """The specialists a Military Medal lets ``unit`` recruit free (outside the one-a-turn limit)."""
    free = hand(s, unit) if medals.FREE_REGULAR in unit.flags else []
    return free + reserve(s) if medals.FREE_UNIQUE in unit.flags else free


def recruit_actions(s: "DdState", unit: Unit) -> list[A.DdAction]:
    """Recruiting with stars, with the Shoulder Patch (one soldier instead of the stars, within
    the one-a-turn limit: DDC-23) and the Military Medal's free recruits (outside it)."""
    options = [A.RECRUIT[sp] for sp in recruitable(s, unit)]
    if patch_refusal(s, unit) is None:
        options += [A.RECRUIT_PATCH[sp] for sp in hand(s, unit) + reserve(s)]
    options += [A.RECRUIT_FREE[sp] for sp in free_recruits(s, unit)]
    return [a for a in options if specialist_limits.may_recruit(s, unit, a.name)]  # 2nd edition (DDE-8)


def partners(s: "DdState", unit: Unit) -> list[Unit]:
    """Units to trade with (:func:`.windows.trade_partners`)."""
    return windows.trade_partners(s, unit)


def messenger_gifts(s: "DdState", unit: Unit) -> list[A.DdAction]:
    """"Il Messenger può essere scambiato una volta per turno": to each partner, in Phase 3."""
    if has(unit, MESSENGER) and s.messenger_traded_turn != s.turn:
        return [A.GIVE[(other.seat, MESSENGER)] for other in partners(s, unit)]
    return []


def option_groups(s: "DdState", unit: Unit) -> Iterator[list[A.DdAction]]:
    """What ``unit`` may do in Phase 3, one kind of option after the other, in the order
    :func:`actions` lists them (worked out only as far as they are asked for)."""
    yield recruit_actions(s, unit)
    yield items.find_actions(s, unit)
    yield vehicle_finds.find_actions(s, unit)
    if medals.may_buy(s, unit):
        yield [A.BUY_MEDAL]
    yield windows.trade_actions(s, unit)
    yield messenger_gifts(s, unit)
    yield item_effects.options(s, unit, SUPPLY)
    yield medal_timing.actions(s, unit, SUPPLY)  # 2nd edition: medals in any phase but combat
    yield [A.ABANDON[v] for v in unit.vehicles]


def actions(s: "DdState", unit: Unit) -> list[A.DdAction]:
    options = [action for group in option_groups(s, unit) for action in group]
    return options + [A.DONE] if options else []


def apply(s: "DdState", unit: Unit, action: A.DdAction, events: list[Event]) -> None:
    s.supply_acting = -1 if action is A.DONE else unit.seat  # it acts on until done (DDD-15)
    if action is A.DONE:
        unit.supply_done = True
    elif action.kind == "recruit":
        recruit(s, unit, action, events)
    elif vehicle_finds.is_vehicle_find(action):
        vehicle_finds.find(s, unit, action, events)  # Juno sector 5: the Tank
    elif action.kind == "find":
        items.find(s, unit, action, events)
    elif action is A.BUY_MEDAL:
        medals.buy(s, unit, events)
    elif action.kind == "abandon":
        abandon(s, unit, action.name, "left behind", events)
    elif action.kind == "use":
        item_effects.apply(s, unit, action, events)
    elif action.kind == "play":
        medals.play(s, unit, action.name, events)  # 2nd edition (medal_timing); reopens others: DDE-12
    elif action.name == MESSENGER:
        # "Il Messenger può essere scambiato una volta per turno" -- the only specialist traded
        unit.specialists.remove(MESSENGER)
        s.units[action.a].specialists.append(MESSENGER)
        s.messenger_traded_turn = s.turn
        events.append({"type": "give", "seat": unit.seat, "to": action.a, "what": MESSENGER})
    else:
        windows.give(s, unit, action, events)


def recruit(s: "DdState", unit: Unit, action: A.DdAction, events: list[Event]) -> None:
    """Recruit with stars (``a`` = -1), the Shoulder Patch (1) or a medal's free recruit (2)."""
    specialist = action.name
    paid = 0
    if action.a == 2:
        unit.flags.remove(medals.FREE_REGULAR if specialist in hand(s, unit) else medals.FREE_UNIQUE)
    elif action.a == 1:
        items.discard(s, unit, SHOULDER_PATCH)
        unit.soldiers -= 1
        unit.recruited_turn = s.turn
    else:
        paid = cost(specialist, unit)
        unit.stars -= paid
        unit.recruited_turn = s.turn
    unit.specialists.append(specialist)
    events.append({"type": "recruit", "seat": unit.seat, "specialist": specialist, "stars": paid,
                   "how": ("stars", "shoulder-patch", "medal")[max(action.a, 0)]})


def start(s: "DdState", events: list[Event]) -> None:
    events.append({"type": "phase", "phase": "supply", "turn": s.turn})
    s.supply_acting = -1
    for unit in s.units:
        unit.supply_done = not unit.active


def deciding(s: "DdState", unit: Unit) -> bool:
    """Whether ``unit`` has a choice in Phase 3 now: it has not said ``done`` and has an option
    (the first kind of option found answers: :func:`option_groups`)."""
    return unit.active and not unit.supply_done and any(option_groups(s, unit))


def next_unit(s: "DdState") -> list[int]:
    """The unit that acts now in Phase 3: the one already acting, until it says ``done``;
    otherwise the one with fewer soldiers (tie rule), then the lower seat (DDD-15). A unit that
    gains soldiers while acting (a Field Radio) keeps its turn."""
    if s.supply_acting >= 0 and deciding(s, s.units[s.supply_acting]):
        return [s.supply_acting]
    for unit in sorted(s.units, key=lambda u: (u.soldiers, u.seat)):
        if deciding(s, unit):  # the first in that order that has a choice: no need to ask the rest
            return [unit.seat]
    return []
