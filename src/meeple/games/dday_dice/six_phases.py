"""Second edition: the turn has six phases, and the unit markers are adjusted in a phase of
their own.

French rulebook (004_badc40968546fed3.txt), "SÉQUENCE DU TOUR": "Un tour est composé de 6
phases. ... PHASE 1 Lancez les dés ... PHASE 2 Entretien. Comptez les bonus BBR, gagnez des
Médailles, ajustez les Fiches de Ressources. PHASE 3 Ajustez les Marqueurs d'Unité. PHASE 4
Ralliez un Spécialiste/Trouvez un Objet/Tirez une Médaille. PHASE 5 Mouvement. ... PHASE 6
Combat." "PHASE 3 : AJUSTEZ LES MARQUEURS D'UNITÉ ... Pendant la PHASE 3, vous ajoutez 1
chevron. Si votre Marqueur d'Unité indique [3 chevrons] ..., vous devez le tourner sur le
symbole [flèche], signifiant que vous devez bouger vers un nouveau Secteur lors de la PHASE 5
qui suit."

The first edition's five phases make the marker the last step of upkeep ("e) Aggiorna il
segnalino Unità"). In the second edition Phase 2 ends first -- the Handful of Warriors halves
its soldiers then (:mod:`.handful_of_warriors`) -- and Phase 3 turns the markers, as
:func:`.upkeep.update_marker` does (the same chevrons, the same must-move arrow). The phases
after it keep meeple's names: ``supply`` is the second edition's Phase 4, ``move`` its Phase
5, ``combat`` its Phase 6 (:data:`SECOND_EDITION_NUMBERS`). Phase 3 asks no decision: a card
or a trade "in Phase 3" is made in the window of Phase 4 that follows it (DDE-4).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from meeple.engine.core import Event
from meeple.games.dday_dice import handful_of_warriors, upkeep
from meeple.games.dday_dice.edition import second
from meeple.games.dday_dice.phases import COMBAT, FINAL_COUNT, MARKERS, MOVE, ROLL, SUPPLY, UPKEEP

if TYPE_CHECKING:
    from meeple.games.dday_dice.state import DdState

#: The second edition's number of each phase (the end of Phase 1 is still Phase 1).
SECOND_EDITION_NUMBERS: Final = {ROLL: 1, FINAL_COUNT: 1, UPKEEP: 2, MARKERS: 3, SUPPLY: 4, MOVE: 5, COMBAT: 6}


def begin_upkeep(s: "DdState", events: list[Event]) -> None:
    """Phase 2 begins (both editions: :func:`.upkeep.start`)."""
    handful_of_warriors.begin(s)
    upkeep.start(s, events)


def end_of_upkeep(s: "DdState", events: list[Event]) -> None:
    """Every upkeep choice is made. First edition: step e), the markers. Second edition: the
    end of Phase 2 (the Handful of Warriors' halving), then Phase 3, the markers."""
    if not second(s):
        upkeep.finish(s, events)
        return
    handful_of_warriors.halve(s, events)
    s.phase = MARKERS
    events.append({"type": "phase", "phase": "markers", "turn": s.turn})
    upkeep.finish(s, events)
