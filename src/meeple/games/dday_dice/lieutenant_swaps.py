"""Second edition: the Lieutenant swaps only dice that are not skulls.

French rulebook (004_badc40968546fed3.txt), "ÉCHANGER LES DÉS AVEC LE LIEUTENANT", "LIEUTENANT
STANDARD": "En utilisant le Spécialiste Lieutenant, une Unité peut échanger 1 et seulement 1 dé
non-Crâne avec 1 autre Unité. ... Les résultats bonus, comme ceux donnés par le Spécialiste
Éclaireur, le BBR Inspiration, ou les attributs de Secteur, ne peuvent pas être échangés : seuls
les vrais dés sans Crâne peuvent être échangés." So neither die of a swap may show a skull
(DDE-15); the first edition has no such limit (:mod:`.final_count`, DDD-11).

"LIEUTENANT SOLITAIRE": "Cette carte vous permet d'écarter un dé de votre Compte Final et de le
remplacer par un dé du jet du Lieutenant, une fois par tour. C'est un bon moyen de se
débarrasser de Crânes indésirables. ... Chaque dé du Lieutenant ne peut être échangé qu'une
seule fois et doit ensuite être défaussé, ce qui vous donne un maximum de 6 échanges par
partie." The solo swap may put a skull away; its six swaps a game are meeple's solo Lieutenant
in both editions already (DDO-2; DDE-16).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.games.dday_dice.dice import SKULL
from meeple.games.dday_dice.edition import second

if TYPE_CHECKING:
    from meeple.games.dday_dice.state import DdState


def may_swap(s: "DdState", mine: int, theirs: int) -> bool:
    """Whether two units' dice showing ``mine`` and ``theirs`` may be swapped."""
    return not second(s) or (mine != SKULL and theirs != SKULL)
