"""Sniper (rulebook p. 22, "COMPETENZE").

"Un'unità dotata di questa competenza possiede un'arma a lunga portata che gli permettere di
scegliere il proprio obiettivo in tutta sicurezza. Una volta individuato l'obiettivo il
giocatore indica la miniatura che intende colpire nell'ambito dell'unità. Se ottiene un
[colpo] le infligge un danno. Uno sniper non condivide la sua competenza con il resto della
squadra."

So the damage of a Sniper's lines falls on the miniatures the attacking player picks, not the
ones the owner would give up (p. 12: "E' il giocatore che controlla la squadra a decidere quale
miniatura togliere" is the rule the skill overrides). meeple asks the pick once the dice have
fallen, one damage point at a time, of the attacker's seat (``lose <i>|other|hero``, the same
choices the owner has, DT-74): a pick only matters when the shot hits, and the dice of the
attack do not depend on it. The Sniper's damage is rolled for cover with the rest of the
damage aimed at the unit (DT-22); what is left after the saves is the Sniper's first, up to
the points its lines scored. Only a squad has miniatures to pick among (a hero or a vehicle is
one miniature; a squad with a joined hero counts the hero as one of its miniatures). The skill
is the lines' of the card that holds it: a Sniper hero's own lines, not those of the squad he
joins ("non condivide la sua competenza"); a squad's own lines, not a joined hero's. It costs
no action.
"""

from __future__ import annotations

from typing import Final

from meeple.games.dust_tactics.unit_state import UnitState, WeaponRef

SKILL: Final = "sniper"


def sniper_line(unit: UnitState, ref: WeaponRef) -> bool:
    """Whether line ``ref`` of ``unit`` is a Sniper's: the line's card has the skill."""
    if ref.hero:
        return unit.hero is not None and SKILL in unit.hero.card.skills
    return SKILL in unit.card.skills
