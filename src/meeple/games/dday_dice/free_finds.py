"""Items placed in a sector of the map, found free by the first unit to enter it.

Utah Beach (Italian rulebook p. 16): "Settore 10 e 12: Il Shoulder Patch e il Flame-Thrower
possono essere solamente trovati in questi settori (Shoulder Patch nel settore 10,
Flame-Thrower nel settore 12). Vengono trovati gratuitamente dalla prima unità ad entrare e non
saranno più disponibili altrove sulla mappa, quindi piazzate questi 2 oggetti al di fuori della
riserva comune all'inizio del gioco." Spanish: "Son encontrados sin coste por la primera Unidad
que entre y no están disponibles en otra parte del Mapa, así que coloca estos 2 Objetos a un
lado de la Reserva al comienzo de la partida."

Juno Beach (p. 18): "Settore 13: Il Flame-Thrower può essere trovato solo in questo settore.
Viene trovato gratuitamente dalla prima unità che vi entra e non sarà più disponibile su questa
mappa, quindi piazza il Flame-Thrower a fianco della Riserva Comune all'inizio del gioco."

So (docs/rulings.md, DDM-25, DDM-26): at set-up the item is kept out of
the common reserve (:func:`set_aside`, used by :func:`.items.initial_reserve`); the first unit
whose move brings it into the sector (in the order the moves are given, as for one-unit
sectors, DDD-10) takes it at once, paying nothing, outside the one-find-a-turn limit; later
units find nothing there. The item is "waiting" while no unit holds it and it is neither in
the reserve nor among the used items (a Légion d'Honneur, which may give an item "non
disponibile", can take it first). Once used it goes face down into the common reserve like
any item.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from meeple.engine.core import Event
from meeple.games.dday_dice.board import Board
from meeple.games.dday_dice.unit import Unit

if TYPE_CHECKING:
    from meeple.games.dday_dice.state import DdState

FREE_ITEM: Final = "free-item"


def set_aside(board: Board) -> tuple[str, ...]:
    """The items the map places in its sectors, kept out of the common reserve at set-up."""
    return tuple(
        card for n in sorted(board.sectors) for rule, card in board.sectors[n].special if rule == FREE_ITEM
    )


def waiting(s: "DdState", item: str) -> bool:
    """Whether ``item`` still lies in its sector: no unit found it (nor got it otherwise)."""
    if item in s.reserve or item in s.used:
        return False
    return not any(item in u.items for u in s.units)


def on_enter(s: "DdState", unit: Unit, item: str, events: list[Event]) -> None:
    """``unit`` has just entered the sector holding ``item``: the first to come finds it free."""
    if not waiting(s, item):
        return
    unit.items.append(item)
    events.append({"type": "find", "seat": unit.seat, "item": item, "item_points": 0, "free": True,
                   "sector": unit.sector})
