"""Berserk (rulebook p. 20, "COMPETENZE").

"Un'unità dotata di questa competenza talvolta perde il controllo delle proprie azioni e, colta
dalla rabbia, si trasforma in un combattente eccezionale. Una volta per linea d'armamento,
l'unità può rilanciare tutti i [mancati] ottenuti ai dadi. Berserk funziona anche con
l'sustained attack. Rilanciate una prima volta i [mancati] per l'attacco sostenuto e
successivamente rilanciate ancora i [mancati] per Berserk. Questa competenza può essere
utilizzata una sola volta nel corso della partita. Un eroe dotato di questa competenza la
condivide con la squadra."

p. 20: "Sigrid può utilizzare ugualmente la sua competenza Berserk poiché non costa azioni";
p. 7: "un giocatore deve dichiarare l'utilizzo di Berserk prima di lanciare il dado".

So Berserk is declared with the activation (``use berserk``, :mod:`.declared_skills`), costs
no action, is spent for the game when declared, and is in effect for the attack of the
activation that declared it (:attr:`~.unit_state.UnitState.skills_now`; not in a second
activation Get Moving gives the unit, DT-127): each shot of the attack (each weapon line,
each munition of a limited line, as for the Sustained Attack, DT-20) rerolls its misses once
more after its Sustained Attack reroll, and a laser rerolls that reroll's hits in turn, as in
Sigrid's example (DT-68). The close-combat reply of the units attacked is not the attacker's
attack and is not rerolled. The "[mancati]" are the dice that fail, read as the attack reads
them (:func:`~.scoring.read`): the hit faces of an indirect fire, which scores on the blank
(p. 15), and of a Spotter's attack (DT-133).
"""

from __future__ import annotations

from typing import Final, Sequence

from meeple.games.dust_tactics.dice import Face, misses
from meeple.games.dust_tactics.unit_state import UnitState

SKILL: Final = "berserk"


def in_effect(unit: UnitState) -> bool:
    """Whether the attacker declared Berserk for this activation (its own or its joined hero's:
    shared; DT-127)."""
    return SKILL in unit.skills_now


def berserk_dice(unit: UnitState, faces: Sequence[Face]) -> int:
    """The dice Berserk rerolls after a shot's roll ``faces``, as the attack reads them (after
    its Sustained Attack reroll, if any): every failed die, or none when Berserk is not in
    effect."""
    return misses(faces) if in_effect(unit) else 0
