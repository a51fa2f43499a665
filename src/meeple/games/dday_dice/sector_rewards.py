"""Rewards for the first unit to enter a sector: a medal (Gold Beach 8, Sword Beach 15, the
"Campi di gloria" of a random sector) or a unique specialist (Sword Beach 5, the Lieutenant).

Gold Beach (it p. 17): "Settore 8: Il primo giocatore a entrare in questo settore
automaticamente guadagna una ricompensa a caso. Solo 1 ricompensa per gioco per settore può
essere guadagnata in questo modo. I giocatori amanti del contesto storico, possono decidere di
prendere la Victoria Cross (se disponibile)." (es: "gana automáticamente una Condecoración al
azar. Sólo 1 Condecoración por partida puede ser ganada de esta forma.")

Sword Beach (it p. 18-19): "Settore 15: La prima unità ad entrare in questo settore
automaticamente guadagna una onorificenza a caso. Solo una onorificenza per gioco per settore
può essere guadagnata in questo modo." "Settore 5: Il Lieutenant è reclutato gratuitamente
dalla prima unità che vi entra. Questo specialista non può essere reclutato da nessun'altra
parte in questa mappa."

As meeple plays them (docs/rulings.md, DDM-40, DDM-43, DDM-47):

* The first unit whose move enters the sector takes the reward, once a game (units move one at
  a time; of two that could both enter, the one with fewer soldiers chooses first: DDD-10,
  :mod:`.tie_priority`). The sector is marked taken even if nothing is left to give.
* The medal is drawn at random from the medal deck: a chance action (``draw <medal>``). Gold
  Beach's first unit may instead take the Victoria Cross while it is in the deck (never in solo
  play, where it is removed): a choice, ``medal victoria-cross`` or ``draw medal``. A sector
  attribute outranks the game's rules ("Attributi di settore" before "Regole del gioco"), so
  the medal comes even if the unit already had one this turn; an empty deck gives none.
* The Lieutenant joins the first unit free, outside the one-recruit-a-turn limit; it is in no
  reserve, so no one recruits it anywhere else (:func:`bound_specialists`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from meeple.engine.core import Event
from meeple.games.dday_dice import actions as A
from meeple.games.dday_dice import medals
from meeple.games.dday_dice.board import Board
from meeple.games.dday_dice.unit import Unit

if TYPE_CHECKING:
    from meeple.games.dday_dice.state import DdState

MEDAL: Final = "first-unit-medal"
MEDAL_OR_VC: Final = "first-unit-medal-or-victoria-cross"
SPECIALIST: Final = "first-unit-specialist"
VICTORIA_CROSS: Final = "victoria-cross"
#: The pending choice of Gold Beach 8's first unit: a random medal or the Victoria Cross.
CHOICE: Final = "sector-medal"


def bound_specialists(board: Board) -> frozenset[str]:
    """Unique specialists found only in a sector ("non può essere reclutato da nessun'altra
    parte in questa mappa"): out of the common reserve."""
    return frozenset(sp for sector in board.sectors.values() for rule, sp in sector.special if rule == SPECIALIST)


def first_to_enter(s: "DdState", sector: int) -> bool:
    """Whether the sector's first-unit reward is still to be taken."""
    return sector not in s.marks.claimed


def on_enter(s: "DdState", unit: Unit, rules: tuple[tuple[str, str], ...], events: list[Event]) -> None:
    """A unit moved into its sector, whose special rules are ``rules``."""
    for rule, arg in rules:
        if rule in (MEDAL, MEDAL_OR_VC):
            medal_for_first(s, unit, victoria_cross=rule == MEDAL_OR_VC, events=events)
        elif rule == SPECIALIST:
            specialist_for_first(s, unit, arg, events)


def medal_for_first(s: "DdState", unit: Unit, victoria_cross: bool, events: list[Event]) -> None:
    """The first unit in wins a random medal (or, where the map says so, the Victoria Cross)."""
    sector = unit.sector
    if not first_to_enter(s, sector):
        return
    s.marks.claimed.append(sector)
    if not s.board.awards or not s.medal_deck:
        events.append({"type": "sector-medal", "seat": unit.seat, "sector": sector, "medal": None})
        return
    events.append({"type": "sector-medal", "seat": unit.seat, "sector": sector})
    if victoria_cross and VICTORIA_CROSS in s.medal_deck:
        unit.pending.append(CHOICE)
    else:
        s.card_queue.append(("medal", unit.seat))


def specialist_for_first(s: "DdState", unit: Unit, specialist: str, events: list[Event]) -> None:
    """The first unit in recruits the specialist free (if no one has lost it already)."""
    sector = unit.sector
    if not first_to_enter(s, sector):
        return
    s.marks.claimed.append(sector)
    if any(specialist in u.specialists or specialist in u.killed for u in s.units):
        return
    unit.specialists.append(specialist)
    events.append({"type": "recruit", "seat": unit.seat, "specialist": specialist, "stars": 0,
                   "how": f"sector {sector}"})


def choice_actions(s: "DdState") -> list[A.DdAction]:
    """Gold Beach 8: the Victoria Cross, or a medal drawn at random."""
    return [A.CHOOSE_MEDAL[VICTORIA_CROSS], A.DRAW_MEDAL]


def apply_choice(s: "DdState", unit: Unit, action: A.DdAction, events: list[Event]) -> None:
    unit.pending.pop(0)
    if action is A.DRAW_MEDAL:
        s.card_queue.append(("medal", unit.seat))
        events.append({"type": "draw-medal", "seat": unit.seat})
    else:
        medals.receive(s, unit, VICTORIA_CROSS, f"sector {unit.sector}", events)
