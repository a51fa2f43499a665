"""Optional rule "Specialisti casuali" (Random Specialists; es "ESPECIALISTAS
DESCONTROLADOS"), the game option ``random_specialists``.

Italian (000_..., p. 12): "Invece di seguire la lista degli specialisti disponibili per ogni
mappa ... i giocatori devono dividere le loro carte specialisti regolari in 3 differenti
mazzetti (in base al costo dei specialisti). Una volta fatto, ogni giocatore può pescare
casualmente 3 carte dal mazzetto con 2 stelle, 2 carte dal mazzetto con 3 stelle e 1 carta dal
mazzetto con 4 stelle (per un totale di 7 carte). ... Ora, mescolate gli specialisti unici
assieme, pescatene 1 per giocatore e piazzateli nella riserva comune."

Spanish (002_...): "cada uno roba al azar 3 cartas de la pila de 2 Estrellas, 3 cartas de la
pila de 3 Estrellas y 1 carta de la pila de 4 Estrellas (un total de 7 cartas)".

The two texts disagree on the three-star pile; both say seven cards, which only 3 + 3 + 1
makes, and seven is the size of every map's list of regular specialists (Omaha Beach's, for
one). meeple draws 3 two-star, 3 three-star and 1 four-star cards (DDO-10). Each player draws
from their own deck (each has the same 13 regular specialists in their colour), so each unit
has its own hand (``DdState.hands``); the unique specialists drawn, one per player, make the
common reserve. Solo, the War Correspondent ("non disponibile nel gioco solitario") is not
shuffled in (DDO-11).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Final

from meeple.engine.core import Event
from meeple.games.dday_dice.cards import load_cards
from meeple.games.dday_dice.items import NOT_SOLO
from meeple.games.dday_dice.sector_rewards import bound_specialists

if TYPE_CHECKING:
    from meeple.games.dday_dice.state import DdState

_CARDS: Final = load_cards()
#: The three piles of a player's regular specialists, by cost in stars.
PILES: Final[dict[int, tuple[str, ...]]] = {
    stars: tuple(c.id for c in _CARDS.of_kind("regular-specialist") if c.cost == stars) for stars in (2, 3, 4)
}
#: Cards each player draws from each pile (DDO-10: the Spanish count of three-star cards).
DRAWS: Final[dict[int, int]] = {2: 3, 3: 3, 4: 1}
UNIQUE_SPECIALISTS: Final[tuple[str, ...]] = tuple(c.id for c in _CARDS.of_kind("unique-specialist"))
UNIQUE_DECK: Final = "unique"


def pile_key(stars: int, seat: int) -> str:
    """The set-up pile of ``seat``'s regular specialists costing ``stars``."""
    return f"regular-{stars}/{seat}"


def set_up(s: "DdState") -> None:
    """Put the map's lists aside; queue every player's draws, then the unique specialists'."""
    s.board = replace(s.board, regular_specialists=(), unique_specialists=())
    s.hands = [[] for _ in s.units]
    for unit in s.units:
        for stars, count in DRAWS.items():
            key = pile_key(stars, unit.seat)
            s.setup_decks[key] = list(PILES[stars])
            s.setup_queue += [(key, unit.seat)] * count
    solo = len(s.units) == 1
    # a specialist the map binds to a sector is found only there (Sword's Lieutenant), so it
    # is not shuffled in: a player's one unique draw is a card it can recruit (as DDO-21)
    bound = bound_specialists(s.board)
    s.setup_decks[UNIQUE_DECK] = [sp for sp in UNIQUE_SPECIALISTS if not (solo and sp in NOT_SOLO) and sp not in bound]
    s.setup_queue += [(UNIQUE_DECK, -1)] * len(s.units)


def on_draw(s: "DdState", key: str, seat: int, card: str, events: list[Event]) -> None:
    """A regular specialist joins ``seat``'s hand; a unique one the common reserve."""
    if key == UNIQUE_DECK:
        s.board = replace(s.board, unique_specialists=s.board.unique_specialists + (card,))
        events.append({"type": "set-up-draw", "pile": "unique-specialists", "card": card})
        return
    s.hands[seat].append(card)
    events.append({"type": "set-up-draw", "pile": "regular-specialists", "seat": seat, "card": card})
