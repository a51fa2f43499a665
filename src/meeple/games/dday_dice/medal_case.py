"""The Medal Case (Merville Battery, sector 6): what it does, by meeple's ruling DDM-60.

No rulebook prints the card. The passages that name it:

- it 000 p. 20 (Merville Battery): "La Medal Case e le Amphetamines possono solo essere trovate
  in questi settori (Medal Case nel settore 6, Amphetamines nel settore 9). Vengono trovate
  gratuitamente dalla prima unità che vi entra."
- es 002 (Merville Battery): "El Estuche -*Medal Case*- y la Anfetamina -*Amphetamine*- **sólo**
  se pueden encontrar en estos Sectores".
- it 000 p. 5, "Onorificenze": "Certe mappe forniscono anch'esse onorificenze alle unità. Vedi la
  descrizione delle mappe per ulteriori dettagli." -- and Merville's description gives no award
  in any other way; "Se, durante la Fase 3, un giocatore spende 6 coraggio, pesca 1 carta
  onorificenza a caso"; "Un'unità non può ricevere più di 1 carta onorificenza per turno";
  "Quando non ci saranno più carte disponibili nel mazzo onorificenze, non sarà più possibile
  riceverne."
- The maps that give an award do it the same way: Sword Beach sectors (it p. 18-19) "guadagna
  una onorificenza a caso. Solo una onorificenza per gioco per settore".

Reading (DDM-60, replacing DDC-6's "does nothing"): a medal case holds an award. Used like any
item (once, then discarded face down), it gives its unit one award card drawn at random from the
award deck, free -- what 6 courage buy in Phase 3 -- under the awards' own limits: one award a
unit a turn, none once the deck is empty (so the card is offered only when its unit may
receive an award), and the award is played at the end of a Phase 1 as always. Like the other
items without a stated moment, it may be used at any of the item windows (DDD-12).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from meeple.engine.core import Event
from meeple.games.dday_dice import actions as A
from meeple.games.dday_dice.medals import may_receive
from meeple.games.dday_dice.unit import Unit

if TYPE_CHECKING:
    from meeple.games.dday_dice.state import DdState

MEDAL_CASE: Final = "medal-case"


def options(s: "DdState", unit: Unit, window: str) -> list[A.DdAction]:
    """``use medal-case`` when the unit may receive an award now."""
    return [A.USE[MEDAL_CASE]] if s.board.awards and may_receive(s, unit) else []


def apply(s: "DdState", unit: Unit, action: A.DdAction, events: list[Event]) -> None:
    """Chance draws the award from the deck (``draw <medal>``); it counts as the unit's award of
    this turn."""
    unit.medal_turn = s.turn
    s.card_queue.append(("medal", unit.seat))
    events.append({"type": "medal-case", "seat": unit.seat})
