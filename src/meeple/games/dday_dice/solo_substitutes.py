"""Solo play's item substitution: Merville Battery, sector 9.

es 002, "Mapa de Batalla N-08 : MERVILLE BATTERY": "Solitario: La Anfetamina no está disponible
en este Mapa. Debes reemplazar la Anfetamina en el Sector 9 por la Lámpara de Señales
-*Signalling Lamp*-. Esto significa que la Lámpara de Señales no se puede encontrar en cualquier
otro lugar." The list: "Signalling Lamp (en el Sector 9) (En Solitario únicamente)". it 000 p.
21: "Solitario: Le Amphetamines non sono disponibili in questa mappa. Rimpiazza le Amphetamines
nel settore 9 con il Signalling Lamp. Questo vuol dire che Signalling Lamp non può essere
trovato da nessun'altra parte."

The map file names the pair (``[cards] solo_substitutes = { amphetamines = "signalling-lamp" }``).
So (DDM-61): the substitute never enters the common reserve -- solo, it lies in the sector in
place of the item it replaces (found free by the unit that enters, :mod:`.free_finds`); with two
or more units it is not in the game at all ("En Solitario únicamente"). The replaced item is
set aside in its sector as always, and solo nobody finds it there.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.games.dday_dice.board import Board

if TYPE_CHECKING:
    from meeple.games.dday_dice.state import DdState


def item_for(s: "DdState", item: str) -> str:
    """The item that lies where the map places ``item``: its substitute in solo play."""
    from meeple.games.dday_dice.joined_maps import solo_rules

    if solo_rules(s):  # Silence the Guns: "Se solo 1 unità inizia a Merville" (DDM-75)
        return dict(s.board.solo_substitutes).get(item, item)
    return item


def kept_out(board: Board) -> tuple[str, ...]:
    """The substitutes: never in the common reserve."""
    return tuple(new for _old, new in board.solo_substitutes)
