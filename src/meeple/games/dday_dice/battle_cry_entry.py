"""A bunker entered only with the RWB Battle Cry: Merville Battery.

es 002, "Mapa de Batalla N-08 : MERVILLE BATTERY": "Búnker: La única manera de entrar al Búnker
es con el Grito de Guerra RBA (con los dados apropiados en tu Resultado Final o con ayuda de un
Objeto como la Anfetamina)." it 000 p. 21: "Bunker: L'unico modo per entrare nel bunker è con un
RWB Battle Cry (con i dadi appropriati nel Conteggio Finale o con l'aiuto di un oggetto tipo le
Amphetamines)." The Battle Cry (p. 4): "se muovi in questo turno, ignora tutti i requisiti del
settore in cui ti stai muovendo e non spendi coraggio per andarci".

So the move into the bunker is open only to a unit that took its Battle Cry as a move this turn
(``battle-cry move``), whether the RWB came from its dice, a Leadership result, or a card that
grants it (Amphetamines, the Croix de Guerre): DDM-63. Nothing else opens it (not a Whistle,
which only spares the courage).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from meeple.games.dday_dice.unit import Unit

if TYPE_CHECKING:
    from meeple.games.dday_dice.state import DdState

RULE: Final = "battle-cry-entry"


def needs_battle_cry(s: "DdState", sector: int) -> bool:
    return s.board.sectors[sector].has_rule(RULE)


def open_to(s: "DdState", unit: Unit, sector: int) -> bool:
    """Whether ``unit`` may move into ``sector`` as far as this rule goes."""
    return unit.battle_cry or not needs_battle_cry(s, sector)
