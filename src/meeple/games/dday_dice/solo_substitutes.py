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

"En Solitario únicamente" is a note on the map's list of special items. Bazooka Joe ("todos los
Objetos Especiales están disponibles, sin importar el listado del Mapa") and Quartermaster's
Whim ("En vez de seguir la lista de Objetos Especiales disponibles para cada Mapa") replace that
list, so with two or more units the substitute is then an ordinary special item; solo it still
lies in its sector, a sector rule they do not touch (DDO-21).
"""

from __future__ import annotations

from typing import TYPE_CHECKING


if TYPE_CHECKING:
    from meeple.games.dday_dice.state import DdState


def item_for(s: "DdState", item: str) -> str:
    """The item that lies where the map places ``item``: its substitute in solo play."""
    from meeple.games.dday_dice.joined_play import solo_rules

    if solo_rules(s):  # Silence the Guns: "Se solo 1 unità inizia a Merville" (DDM-75)
        return dict(s.board.solo_substitutes).get(item, item)
    return item


def kept_out(s: "DdState") -> tuple[str, ...]:
    """The substitutes kept out of the common reserve (and out of Quartermaster's Whim's pile):
    solo, because they lie in their sector; with two or more units, while the map's own list
    (which has them "En Solitario únicamente") is in use (DDM-61, DDO-21)."""
    from meeple.games.dday_dice.joined_play import solo_rules

    if solo_rules(s) or not (s.rules.bazooka_joe or s.rules.quartermasters_whim):
        return tuple(new for _old, new in s.board.solo_substitutes)
    return ()
