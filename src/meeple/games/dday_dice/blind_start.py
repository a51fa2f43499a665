"""Optional rule "Inizio alla cieca" (Blind Start; es "COMIENZO CIEGO", fr "DÉPART EN
AVEUGLE"), the game option ``blind_start``.

Italian (000_..., p. 13): "All'inizio della partita, i giocatori ignorano le risorse iniziali
stampate sulla mappa e aggiungono solo 1 soldato alla loro carta risorsa. Dopodichè ogni
giocatore tira tutti e 4 i segnalini unità per determinare le sue risorse addizionali in più,
sommando i risultati: 1,2 o 3 gradi = 1,2 o 3 soldati / 1 o 2 frecce = 1 o 2 stelle / Scudo =
Niente". Spanish: "cada jugador lanza los 4 dados de Marcador de Unidad ... 1, 2 ó 3 Galones =
1, 2 ó 3 Soldados / 1 ó 2 Flechas = 1 ó 2 Estrellas / Escudo = Nada". French (2nd ed.):
"chaque joueur lance les 4 dés Marqueurs d'Unité" (its table is lost in the transcript).

A unit-marker die has six faces, each shown with probability 1/6: one, two and three
chevrons, one arrow, two arrows, and the shield (DDO-16). Every player rolls all four marker
dice, solo too (DDO-17). The printed start resources (soldiers, courage, stars, Item Points,
and Utah Beach's starting Corporal) are all ignored (DDO-18); Well Equipped's 10 Item Points
are not printed on the map and still apply (DDO-8). Chance shows each die: ``marker <face>`` (seat by seat, four dice each).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from meeple.engine.core import Event
from meeple.games.dday_dice.unit import Unit

if TYPE_CHECKING:
    from meeple.games.dday_dice.state import DdState

#: The faces of a unit-marker die, in the notation of ``marker <face>``.
MARKER_FACES: Final[tuple[str, ...]] = ("chevron", "2-chevrons", "3-chevrons", "arrow", "2-arrows", "shield")
#: What each face adds: (soldiers, stars).
GAINS: Final[tuple[tuple[int, int], ...]] = ((1, 0), (2, 0), (3, 0), (0, 1), (0, 2), (0, 0))
MARKER_DICE: Final = 4
START_SOLDIERS: Final = 1
#: The set-up queue's name for the marker dice (not a pile of cards).
MARKER: Final = "marker"


def set_up(s: "DdState") -> None:
    """Every unit starts with 1 soldier and nothing else: not even a specialist the map gives
    at the start, which the map counts among its start resources (Utah Beach: "Le tue risorse
    iniziali sono il Corporal e 0 soldati"; it stays in the unit's hand to recruit -- DDO-18)."""
    for unit in s.units:
        unit.soldiers = START_SOLDIERS
        unit.courage = unit.stars = unit.item_points = 0
        unit.specialists = []


def queue(s: "DdState") -> None:
    """Every player rolls the four unit-marker dice."""
    for unit in s.units:
        s.setup_queue += [(MARKER, unit.seat)] * MARKER_DICE


def on_marker(s: "DdState", unit: Unit, face: int, events: list[Event]) -> None:
    soldiers, stars = GAINS[face]
    unit.soldiers += soldiers
    unit.stars += stars
    events.append({"type": "marker-die", "seat": unit.seat, "face": MARKER_FACES[face],
                   "soldiers": soldiers, "stars": stars})
