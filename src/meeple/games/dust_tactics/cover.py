"""The cover a squad rolls for against one attack (rulebook p. 13, "Tiri di copertura" and
"Copertura da angolo").

"Quando una squadra si trova sullo stesso quadrato di un elemento di copertura in 3D (che sia
una cassa di munizioni o un blocco anticarro) o su un quadrato contrassegnato da una croce al
centro (che rappresenta una massa di detrito) essa può beneficiare di un tiro di copertura."
"Non può esistere un tiro di copertura nel combattimento corpo a corpo (portata C). I tiri di
copertura si applicano solo alle squadre di fanteria. Se un eroe appartiene a una squadra
beneficia del tiro di copertura. Un eroe solo non effettua mai tiri di copertura."
"Se l'unità colpita si trova su un quadrato adiacente a un quadrato o a un veicolo che blocca
la linea di vista e se la linea immaginaria passa sull'angolo di quest'ultimo la squadra
beneficia di SOFT COVER." Sources add up to HARD COVER (:func:`~.terrain.combine`).
"""

from __future__ import annotations

from meeple.games.dust_tactics.battlefield import Battlefield, Square
from meeple.games.dust_tactics.line_of_sight import sight
from meeple.games.dust_tactics.occupancy import Occupancy
from meeple.games.dust_tactics.structures import structure_cover
from meeple.games.dust_tactics.terrain import ELEMENTS, TERRAIN, Cover, combine
from meeple.games.dust_tactics.units import UnitType


def square_cover(field: Battlefield, square: Square) -> Cover:
    """The cover a squad has from the square it stands on (p. 13): an ammo crate or debris
    gives SOFT COVER, an anti-tank block HARD COVER. Remembered per battlefield (it is
    immutable) and square."""
    known: dict[Square, Cover] | None = field.known("square-cover")
    if known is None:
        known = field.memo("square-cover", dict)
    found = known.get(square)
    if found is None:
        covers = [Cover.SOFT] if TERRAIN[field.terrain_at(square)].soft_cover_to_squads else []
        element = field.element_at(square)
        if element is not None:
            covers.append(ELEMENTS[element].cover)
        found = known[square] = combine(covers)
    return found


def cover_against(
    field: Battlefield,
    units: Occupancy,
    attacker_square: Square,
    attacker: UnitType,
    target_square: Square,
    target: UnitType,
    *,
    close_combat: bool = False,
) -> Cover:
    """The cover a ``target`` rolls for against this attacker (p. 13): none for a hero
    alone, a vehicle or an aircraft, none in close combat; else the square's cover and the
    corner cover of the line of sight, combined. (A hero inside a squad is attacked as the
    squad.) A structure adds its cover (p. 17, :func:`~.structures.structure_cover`). Raises ValueError if the attacker cannot see the target."""
    seen = sight(field, units, attacker_square, attacker, target_square, target)
    if not seen.visible:
        raise ValueError(f"no line of sight from {attacker_square} to {target_square}: {seen.reason}")
    if target != "squad" or close_combat:
        return Cover.NONE
    corner = [Cover.SOFT] if seen.corner_cover else []
    # p. 17: a squad in a structure has SOFT COVER against a unit inside it, HARD COVER
    # against one outside; "le coperture si sommano normalmente" (DT-98)
    inside = structure_cover(field, attacker_square, target_square)
    return combine([square_cover(field, target_square), *corner, inside])


def cover_sources(
    field: Battlefield,
    units: Occupancy,
    attacker_square: Square,
    attacker: UnitType,
    target_square: Square,
    target: UnitType,
    *,
    close_combat: bool = False,
) -> list[dict[str, str]]:
    """Why :func:`cover_against` gives the cover it gives, for a display: each source with the
    cover it brings (p. 13, p. 17): ``not-squad`` (only squads roll for cover), ``close-combat``
    (no cover roll at range C), ``terrain`` (debris), ``element`` (an ammo crate or anti-tank
    block on the square), ``corner`` (the line of sight passes a corner), ``structure``
    (inside or outside a structure, against a unit inside it). Sources add up (soft + soft =
    hard); none: the unit stands in the open."""
    if target != "squad":
        return [{"source": "not-squad", "cover": "none"}]
    if close_combat:
        return [{"source": "close-combat", "cover": "none"}]
    found: list[dict[str, str]] = []
    terrain = field.terrain_at(target_square)
    if TERRAIN[terrain].soft_cover_to_squads:
        found.append({"source": "terrain", "cover": "soft", "what": terrain.value})
    element = field.element_at(target_square)
    if element is not None:
        found.append({"source": "element", "cover": ELEMENTS[element].cover.name.lower(), "what": element.value})
    if sight(field, units, attacker_square, attacker, target_square, target).corner_cover:
        found.append({"source": "corner", "cover": "soft"})
    inside = structure_cover(field, attacker_square, target_square)
    if inside is not Cover.NONE:
        found.append({"source": "structure", "cover": inside.name.lower()})
    return found
