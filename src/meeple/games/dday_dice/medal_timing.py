"""Second edition: when medals are played, and the medal deck reshuffled.

French rulebook (004_badc40968546fed3.txt), "MÉDAILLES": "Les Médailles sont jouées comme des
Objets Standard (voir OBJETS, p. 10) lors de n'importe quelle phase, sauf pendant la PHASE 6,
COMBAT. Vous ne pouvez gagner ou tirer qu'une seule Médaille par tour et par joueur. Mélangez
toujours la pioche après avoir choisi votre Médaille." The first edition: "devono essere giocate
alla fine di ogni Fase 1" (:mod:`.medals`).

meeple's windows outside combat are the end of Phase 1 (``final-count``), Phase 4 (``supply``)
and Phase 5 (``move``) -- Phases 2 and 3 ask no decision but upkeep's own (:mod:`.six_phases`).
The medals are the first edition's cards (DDE-1), written for the end of Phase 1: a medal whose
effect acts in an earlier step of the turn can do nothing once that step is past, so each medal
is offered up to the last window where its effect still acts (DDE-12):

- the end of Phase 1 only: the medals that add results or RWB bonuses to the Final Count or act
  on the dice (Conspicuous Gallantry, Croix de Guerre, Medal of Honor, Memorial Cross, Purple
  Heart, Victoria Cross) and the Bronze Star (its "non si cambia il segnalino unità questo
  turno" acts in Phase 3);
- up to Phase 4: the Military Medal (its free recruits are made in Phase 4) and the Silver
  Star (the second move is set when Phase 5 begins);
- up to Phase 5: the Distinguished Service Order, the Légion d'Honneur and the Legion of Merit.

The reshuffle: meeple's medal deck holds no order -- every random draw is a chance action
among the cards left -- so the deck is always as if reshuffled (DDE-13).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from meeple.games.dday_dice import actions as A
from meeple.games.dday_dice.edition import second
from meeple.games.dday_dice.item_effects import FINAL, MOVE, SUPPLY
from meeple.games.dday_dice.unit import Unit

if TYPE_CHECKING:
    from meeple.games.dday_dice.state import DdState

#: The windows outside combat, in turn order.
WINDOWS: Final = (FINAL, SUPPLY, MOVE)
#: Each medal's last window (second edition).
LAST_WINDOW: Final[dict[str, str]] = {
    "bronze-star": FINAL,
    "conspicuous-gallantry-medal": FINAL,
    "croix-de-guerre": FINAL,
    "medal-of-honor": FINAL,
    "memorial-cross": FINAL,
    "purple-heart": FINAL,
    "victoria-cross": FINAL,
    "military-medal": SUPPLY,
    "silver-star": SUPPLY,
    "distinguished-service-order": MOVE,
    "legion-d-honneur": MOVE,
    "legion-of-merit": MOVE,
}


def playable(s: "DdState", medal: str, window: str) -> bool:
    """Whether ``medal`` may be played in ``window``: the end of Phase 1 in the first edition;
    in the second, any window outside combat up to the medal's last."""
    if window == FINAL:
        return True
    if not second(s) or window not in WINDOWS:
        return False
    return WINDOWS.index(window) <= WINDOWS.index(LAST_WINDOW.get(medal, FINAL))


def actions(s: "DdState", unit: Unit, window: str) -> list[A.DdAction]:
    """The medals ``unit`` may play in ``window`` after the end of Phase 1 (second edition)."""
    if window == FINAL:
        return []  # offered by :func:`.final_count.actions` in both editions
    return [A.PLAY[m] for m in dict.fromkeys(unit.medals) if playable(s, m, window)]
