"""Optional rule "Problemi in fureria" (Quartermaster's Whim; es "EL CAPRICHO DEL
INTENDENTE"), the game option ``quartermasters_whim``.

Italian (000_..., p. 12): "Invece di seguire la lista degli oggetti speciali disponibili per
ogni mappa ... mescolate il mazzo degli oggetti speciali e a caso pescate 2 oggetti per
giocatore, da piazzare nella riserva comune (nel gioco a 2 giocatori, si pescano 4 oggetti
speciali). Tutti gli oggetti regolari sono disponibili, come sempre."

Spanish (002_...): "baraja la pila de Objetos Especiales y al azar roba 2 Objetos por jugador,
para ser colocados en la Reserva (en una partida de 2 jugadores, roba 4 Objetos Especiales)."

Two items per player: 2 solo, 4 with two players, 6 with three, 8 with four; the bracket is
the two-player case of the same count (DDO-12). Not shuffled in: the Medal Case, whose cost is
not in the rulebooks (docs/rulings.md, DDC-6), and, solo, the Mortar and the Dispatch Case
("non disponibili nel gioco solitario") -- DDO-13. Nor the items a map places in its sectors,
which "sólo se pueden encontrar en estos Sectores" (Merville's Amphetamines, Utah's and Juno's
free finds: :func:`.free_finds.set_aside`), nor, solo, the item substituted into such a sector
(Merville's Signalling Lamp, "no se puede encontrar en cualquier otro lugar":
:func:`.solo_substitutes.kept_out`) -- DDO-21.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Final

from meeple.engine.core import Event
from meeple.games.dday_dice import items, solo_substitutes
from meeple.games.dday_dice.cards import load_cards
from meeple.games.dday_dice.free_finds import set_aside

if TYPE_CHECKING:
    from meeple.games.dday_dice.state import DdState

_CARDS: Final = load_cards()
#: Every special item that has a price (DDC-6: not the Medal Case).
PRICED_SPECIAL_ITEMS: Final[tuple[str, ...]] = tuple(
    c.id for c in _CARDS.of_kind("special-item") if c.cost_kind == "item-points"
)
ITEMS_PER_PLAYER: Final = 2
DECK: Final = "special-items"


def set_up(s: "DdState") -> None:
    """The reserve holds the regular items; the special items are drawn by chance."""
    s.board = replace(s.board, special_items=())
    s.reserve = items.initial_reserve(s)
    solo = len(s.units) == 1
    in_sectors = set(set_aside(s.board)) | set(solo_substitutes.kept_out(s))
    s.setup_decks[DECK] = [i for i in PRICED_SPECIAL_ITEMS if not (solo and i in items.NOT_SOLO) and i not in in_sectors]
    s.setup_queue += [(DECK, -1)] * (ITEMS_PER_PLAYER * len(s.units))


def on_draw(s: "DdState", item: str, events: list[Event]) -> None:
    """The special item drawn joins the common reserve, face up."""
    s.board = replace(s.board, special_items=s.board.special_items + (item,))
    s.reserve.append(item)
    events.append({"type": "set-up-draw", "pile": "special-items", "card": item})
