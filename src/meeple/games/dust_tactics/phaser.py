"""Phaser Blast, "X Y" (rulebook p. 24, "VALORI DI COMBATTIMENTO SPECIALI"; p. 28, "REFERENZE").

p. 24: "Questo valore rappresenta una bolla di energia concentrata che esplode all'impatto.
"X" indica la capacità dell'unità di vedere l'obiettivo mentre "Y" la potenza
dell'esplosione. Per infliggere questo tipo di danno lanciate "X" dadi e sommate il numero di
[colpi]. [...] Lanciate quindi "Y" dadi e infliggete tanti danni quanti sono gli [colpi]
ottenuti. Ricordate che le armi Phaser ignorano le coperture."

"Esempio: Un Honey è equipaggiato con un 120W Phaser Gun. [...] Contro questi soldati il
Phaser indica un valore di combattimento di "2 3." Il giocatore Alleato lancia due dadi.
Ottiene un [colpo] e un [mancato]. Ogni [colpo] permette di lanciare tre dadi di danno. Il
giocatore Alleato lancia quindi tre dadi e ottiene due [colpi] infliggendo così due danni".

"Quando effettuate un attacco sostenuto con un arma Phaser, rilanciate il valore "X". Lo
stesso vale quando l'unità equipaggiata di Phaser utilizza una competenza che modifica la
capacità di colpire (ad esempio Berserk)." "Esempio: Un Honey effettua un SUSTAINED ATTACK
[...] lancia due dadi e ottiene un [colpo] e un [mancato]. Per via dell' SUSTAINED ATTACK
rilancia il [mancato] e ottiene un [colpo]. Ogni [colpo] gli permette di lanciare tre dai per
un totale di sei. Ottiene tre [colpi] e infligge tre perdite".

So the attack roll (and its Sustained Attack or Berserk reroll) is the "X" stage, the aim;
each of its hits then rolls "Y" damage dice, one damage per hit (the example's reading of the
garbled "Questo totale sarà Y", DT-102); the damage is never rolled for cover. A squad's
"X" is multiplied by the models carrying the line like any line (p. 11); "Y" is not (DT-102).
"""

from __future__ import annotations

from meeple.games.dust_tactics.units import CombatValue, WeaponLine
from meeple.games.dust_tactics.weapon_dice import ArmourClass


def is_phaser(value: CombatValue) -> bool:
    """Whether ``value`` is a Phaser Blast."""
    return value.kind == "phaser"


def phaser_value(line: WeaponLine, target: ArmourClass) -> CombatValue | None:
    """The Phaser Blast of ``line`` against ``target``, or None if it shows another value."""
    value = line.against(target.kind, target.value)
    return value if is_phaser(value) else None


def damage_dice(value: CombatValue, aim_hits: int) -> int:
    """The damage dice of a Phaser Blast whose "X" stage scored ``aim_hits``: "Ogni [colpo]
    permette di lanciare tre dadi di danno" (Y per hit)."""
    return value.damage * aim_hits


__all__ = ["damage_dice", "is_phaser", "phaser_value"]
