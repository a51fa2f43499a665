"""Terrain types and 3D cover elements (rulebook p. 6, "Tipi di terreno" and "Elementi di
copertura in 3D"; p. 8, "Quadrati con elementi di copertura"; p. 13, "Tiri di copertura" and
"DISTRUGGERE GLI ELEMENTI DI COPERTURA"; p. 28, the terrain table of "REFERENZE").

"Ci sono cinque tipi di terreno in Dust Tactics, Il tipo di terreno è identificato dal
simbolo al centro del quadrato di gioco. Al centro di ogni simbolo un punto serve a tracciare
la linea di vista verso altri quadrati. Se nessun simbolo è presente significa che il
quadrato blocca la linea di vista."

The rules of each type are data (:data:`TERRAIN`, :data:`ELEMENTS`); the movement, sight and
cover modules read them and hold no terrain rule of their own.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum, StrEnum
from typing import Final, Iterable


class Cover(IntEnum):
    """The cover a squad may roll for (p. 13): none, SOFT COVER or HARD COVER."""

    NONE = 0
    SOFT = 1
    HARD = 2


def combine(covers: Iterable[Cover]) -> Cover:
    """Cover from several sources (p. 13): "Le caratteristiche della copertura possono
    cumularsi fino a raggiungere l'HARD COVER. In altri termini due elementi SOFT COVER
    possono cumularsi fino a raggiungere l'HARD COVER." "Tre elementi SOFT COVER non danno
    nulla di più di un HARD COVER." """
    total = sum(covers)  # the classes are their counts (IntEnum)
    return _COVER_OF[min(total, 2)]


#: Each cover by its value (a plain lookup: calling an enum by value costs more).
_COVER_OF: Final[tuple[Cover, ...]] = (Cover.NONE, Cover.SOFT, Cover.HARD)


class Terrain(StrEnum):
    """The five terrain types, named after the symbol printed on the square (p. 6)."""

    OPEN = "open"              # circle ("Terreno con cerchio")
    DEEP_WATER = "deep-water"  # triangle ("Terreno con triangolo")
    DEBRIS = "debris"          # cross ("Terreno con croce")
    SMOKE = "smoke"            # lozenge ("Terreno con losanga")
    IMPASSABLE = "impassable"  # no symbol, no dot ("Terreno senza simbolo (o senza punto)")


@dataclass(frozen=True)
class TerrainRules:
    """What one terrain type allows (p. 6; the p. 28 table "Blocco della linea di vista /
    ai soldati: Accesso consentito / ai veicoli: Accesso consentito / Possibilità di elemento
    di copertura")."""

    symbol: str
    #: The character that draws it in scenario files and tests.
    char: str
    has_dot: bool
    blocks_sight: bool
    #: Squads and heroes may enter and stop.
    infantry_may_enter: bool
    vehicles_may_enter: bool
    #: Units with Jump may leap it (the Jump skill itself comes with the skills).
    jump_may_cross: bool
    aircraft_may_cross: bool
    #: Any unit may end its move here (deep water: "Le unità non possono occuparli").
    may_be_occupied: bool
    soft_cover_to_squads: bool
    cover_element_allowed: bool
    #: Smoke: "Tutte le unità che occupano questo tipo di terreno non possono né attaccare né essere attaccate."
    no_attacks: bool


TERRAIN: Final[dict[Terrain, TerrainRules]] = {
    # "Qualsiasi unità e qualsiasi elemento di terreno possono trovarsi al suo interno."
    Terrain.OPEN: TerrainRules(
        "cerchio", "o", has_dot=True, blocks_sight=False, infantry_may_enter=True,
        vehicles_may_enter=True, jump_may_cross=True, aircraft_may_cross=True,
        may_be_occupied=True, soft_cover_to_squads=False, cover_element_allowed=True,
        no_attacks=False,
    ),
    # "Bloccano il movimento ma non la linea di vista. Le unità non possono occuparli ma
    # possono sparare attraverso di essi. Questo tipo di terreno non blocca il movimento
    # aereo e le unità con competenza 'Jump'. Su questo terreno non possono essere posti
    # elementi di copertura."
    Terrain.DEEP_WATER: TerrainRules(
        "triangolo", "^", has_dot=True, blocks_sight=False, infantry_may_enter=False,
        vehicles_may_enter=False, jump_may_cross=True, aircraft_may_cross=True,
        may_be_occupied=False, soft_cover_to_squads=False, cover_element_allowed=False,
        no_attacks=False,
    ),
    # "Questi bloccano il movimento dei veicoli senza invece ostacolare il movimento dei
    # soldati, dell'aviazione e delle unità con competenza 'Jump'. Questo tipo di terreno non
    # blocca la linea di vista e offre una protezione Soft Cover alle squadre che la occupano.
    # Su questo quadrato non possono essere posti elementi di copertura."
    Terrain.DEBRIS: TerrainRules(
        "croce", "x", has_dot=True, blocks_sight=False, infantry_may_enter=True,
        vehicles_may_enter=False, jump_may_cross=True, aircraft_may_cross=True,
        may_be_occupied=True, soft_cover_to_squads=True, cover_element_allowed=False,
        no_attacks=False,
    ),
    # "Il terreno con losanga non impedisce il movimento ma blocca la linea di vista. Tutte
    # le unità che occupano questo tipo di terreno non possono né attaccare né essere
    # attaccate. Su questo quadrato possono essere posizionati elementi di copertura."
    Terrain.SMOKE: TerrainRules(
        "losanga", "*", has_dot=True, blocks_sight=True, infantry_may_enter=True,
        vehicles_may_enter=True, jump_may_cross=True, aircraft_may_cross=True,
        may_be_occupied=True, soft_cover_to_squads=False, cover_element_allowed=True,
        no_attacks=True,
    ),
    # "Questi quadrati rappresentano degli spazi inaccessibili che bloccano il movimento e la
    # linea di vista. Il terreno senza punto blocca il movimento delle unità aventi la
    # competenza 'Jump' ma non quello con movimento aereo. Su questo quadrato non possono
    # essere collocati elementi di terreno."
    Terrain.IMPASSABLE: TerrainRules(
        "nessun simbolo", "#", has_dot=False, blocks_sight=True, infantry_may_enter=False,
        vehicles_may_enter=False, jump_may_cross=False, aircraft_may_cross=True,
        may_be_occupied=False, soft_cover_to_squads=False, cover_element_allowed=False,
        no_attacks=False,
    ),
}

#: Terrain by its drawing character.
TERRAIN_BY_CHAR: Final[dict[str, Terrain]] = {rules.char: terrain for terrain, rules in TERRAIN.items()}


class CoverElement(StrEnum):
    """The 3D cover elements: "Essi sono di due tipi: casse di munizioni e ostacoli
    anticarro" (p. 3); "Una cassa di munizioni o un blocco anticarro coprono un quadrato" (p. 6)."""

    AMMO_CRATE = "ammo-crate"
    ANTI_TANK_BLOCK = "anti-tank-block"


@dataclass(frozen=True)
class ElementRules:
    """What one cover element does."""

    #: Drawn over an open square in scenario files and tests.
    char: str
    #: p. 13 and p. 28: "Cassa di munizioni = Soft Cover", "Blocco anticarro = Hard Cover".
    cover: Cover
    #: p. 8: "Qualsiasi unità può entrare in un quadrato che contiene una cassa di munizioni."
    #: "Le squadre e gli eroi possono entrare in un quadrato che contiene un blocco anticarro.
    #: I veicoli non possono invece entrarvi."
    vehicles_may_enter: bool
    #: p. 8: "Un veicolo che entra in tale quadrato può decidere se distruggere la cassa o meno."
    vehicles_may_crush: bool
    #: p. 9: "Le casse di munizioni non bloccano la linea di vista di nessuna unità. Gli
    #: ostacoli anticarro bloccano la linea di vista tra soldati."
    blocks_sight_between_infantry: bool
    #: p. 13, "DISTRUGGERE GLI ELEMENTI DI COPERTURA": "Cassa di Munizioni: 3;2",
    #: "Blocco Anticarro: 5;4", read as vehicle armour class ; damage points (DT-6).
    armour: int
    hit_points: int


ELEMENTS: Final[dict[CoverElement, ElementRules]] = {
    CoverElement.AMMO_CRATE: ElementRules(
        "C", Cover.SOFT, vehicles_may_enter=True, vehicles_may_crush=True,
        blocks_sight_between_infantry=False, armour=3, hit_points=2,
    ),
    CoverElement.ANTI_TANK_BLOCK: ElementRules(
        "A", Cover.HARD, vehicles_may_enter=False, vehicles_may_crush=False,
        blocks_sight_between_infantry=True, armour=5, hit_points=4,
    ),
}

#: Cover elements by their drawing character.
ELEMENT_BY_CHAR: Final[dict[str, CoverElement]] = {rules.char: element for element, rules in ELEMENTS.items()}

#: The core set's cover elements (p. 19): "Ci sono quattro strutture in plastica nella
#: scatola base: due casse di munizioni e due blocchi anticarro."
CORE_SET_ELEMENTS: Final[dict[CoverElement, int]] = {CoverElement.AMMO_CRATE: 2, CoverElement.ANTI_TANK_BLOCK: 2}
