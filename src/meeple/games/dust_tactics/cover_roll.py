"""The cover roll (rulebook p. 13, "Tiri di copertura"). Which cover a squad has against an
attacker is :func:`~.cover.cover_against`; this module rolls it.

"Se una squadra beneficia di un tiro di copertura verificate sulla scheda unità, in basso a
sinistra, con quale tiro di dado ottiene un successo. Quando il valore di copertura indica
[colpo], significa che il giocatore deve lanciare tanti dadi quanti sono i danni che ha
subito. Ogni [colpo] ottenuto annulla un danno. Viceversa, quando indica [vuoto], significa che
per ogni [vuoto] ottenuto viene eliminato un danno. Quando il valore di copertura non indica
nulla significa che l'unità non può beneficiare di nessun tipo di copertura."

"Non può esistere un tiro di copertura nel combattimento corpo a corpo (portata C). I tiri di
copertura si applicano solo alle squadre di fanteria. Se un eroe appartiene a una squadra
beneficia del tiro di copertura. Un eroe solo non effettua mai tiri di copertura." p. 18: "La
squadra condivide il suo valore di copertura con l'eroe."

So the roll is one die per damage point (not per hit), and each die showing the face of the
card's SOFT COVER or HARD COVER value cancels one damage point (DT-19).
"""

from __future__ import annotations

from typing import Final, Sequence

from meeple.engine.errors import IllegalActionError
from meeple.games.dust_tactics.dice import Face
from meeple.games.dust_tactics.terrain import Cover
from meeple.games.dust_tactics.units import CoverFace, UnitCard

_SAVING_FACE: Final[dict[CoverFace, Face | None]] = {"hit": Face.HIT, "miss": Face.BLANK, "none": None}


def saving_face(card: UnitCard, cover: Cover, *, close_combat: bool = False) -> Face | None:
    """The face that cancels a damage point of ``card`` in ``cover`` (its SOFT COVER or HARD
    COVER value), or None when there is no roll: no cover, close combat, a unit that is not a
    squad (a hero alone, a vehicle, an aircraft), or a value that shows nothing. A joined hero
    rolls with its squad's card, so pass the squad's."""
    if cover is Cover.NONE or close_combat or card.type != "squad":
        return None
    value = card.soft_cover if cover is Cover.SOFT else card.hard_cover
    return _SAVING_FACE[value] if value is not None else None


def cover_dice(card: UnitCard, cover: Cover, damage: int, *, close_combat: bool = False) -> int:
    """The dice of the cover roll: "tanti dadi quanti sono i danni che ha subito", or 0 when
    there is no roll (:func:`saving_face`)."""
    if damage < 0:
        raise ValueError("damage is never negative")
    return damage if saving_face(card, cover, close_combat=close_combat) is not None else 0


def damage_after_cover(
    card: UnitCard, cover: Cover, damage: int, faces: Sequence[Face], *, close_combat: bool = False
) -> int:
    """The damage left after the cover roll ``faces``: one point cancelled per face that
    matches the card's value ("Ogni [colpo] ottenuto annulla un danno"; "per ogni [vuoto]
    ottenuto viene eliminato un danno"). IllegalActionError if ``faces`` is not one die per
    damage point."""
    expected = cover_dice(card, cover, damage, close_combat=close_combat)
    if len(faces) != expected:
        raise IllegalActionError(f"the cover roll of {card.name} is {expected} dice, not {len(faces)}")
    face = saving_face(card, cover, close_combat=close_combat)
    saved = sum(1 for f in faces if f is face)
    return damage - saved
