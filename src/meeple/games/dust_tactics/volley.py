"""Volley Blast, "A/X - B/X - C/X - ..." (rulebook p. 24, "VALORI DI COMBATTIMENTO
SPECIALI"; p. 28, "REFERENZE").

p. 24: "Questo valore rappresenta le armi a munizioni limitate la cui potenza aumenta con
l'aumentare del numero di munizioni che il giocatore intende utilizzare. Per infliggere questo
tipo di danno lanciate "A" dadi se si intende utilizzare una sola munizione, "B" se due, "C"
se tre, etc. Infliggete "X" danni per ogni [colpo] ottenuto. Questo valore di combattimento
può toccare più tipi d'armatura per cui verificate bene sulla linea d'armamento."

"Esempio: Uno Steel Rain effettua un tiro diretto su una squadra di Heavy Laser Grenadiers.
Lancia due 4.2" Rockets smarcando sulla scheda unità le due munizioni utilizzate. Il giocatore
Alleato tira sei dadi e ottiene tre [colpi]. Il giocatore dell'Asse ritira le tre miniature
perse."

Each munition is declared like any limited-ammunition munition (one ``aim`` each, p. 24,
DT-24) and crosses off its box; the munitions of one volley line aimed at one target make one
roll of the dice their number gives (DT-104). A line never fires more munitions at one target
than its value lists. A Sustained Attack rerolls the misses of that roll ("Se si effettua un
sustained attack, si devono rilanciare i dadi normalmente", p. 24).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from meeple.engine.errors import IllegalActionError
from meeple.games.dust_tactics.units import CombatValue, WeaponLine

if TYPE_CHECKING:
    from meeple.games.dust_tactics.targets import Shot
    from meeple.games.dust_tactics.unit_state import UnitState
    from meeple.games.dust_tactics.weapon_dice import ArmourClass


def is_volley(value: CombatValue) -> bool:
    """Whether ``value`` is a Volley Blast."""
    return value.kind == "volley"


def volley_dice(value: CombatValue, munitions: int) -> int:
    """The dice of a Volley Blast firing ``munitions`` at once: "A" for one, "B" for two...
    IllegalActionError beyond the munitions the value lists."""
    if not 1 <= munitions <= len(value.volley):
        raise IllegalActionError(
            f"a Volley Blast {value} fires 1 to {len(value.volley)} munitions at a target, not {munitions} (p. 24)"
        )
    return value.volley[munitions - 1]


def more_munitions(line: WeaponLine, target: "ArmourClass", fired: int) -> bool:
    """Whether ``line`` may aim one more munition at a target of class ``target`` at which
    it already aimed ``fired``: always for another value, within the value's list for a
    Volley Blast."""
    value = line.against(target.kind, target.value)
    return not is_volley(value) or fired < len(value.volley)


def merge(attacker: "UnitState", shots: "Sequence[Shot]") -> "tuple[tuple[Shot, ...], tuple[int, ...]]":
    """The declared ``shots`` with the munitions of each volley line at one target made one
    shot, first where the first of them was declared; and each shot's munitions. A line
    whose lines are not volleys against some target keeps one shot per munition."""
    merged: "list[Shot]" = []
    counts: "dict[Shot, int]" = {}
    for shot in shots:
        line = attacker.line(shot.line)
        if line.limited_ammo is None or not any(v.kind == "volley" for v in line.infantry + line.vehicle + line.aircraft):
            merged.append(shot)
            continue
        if shot in counts:
            counts[shot] += 1
            continue
        counts[shot] = 1
        merged.append(shot)
    munitions = tuple(counts.get(s, 1) for s in merged)
    return tuple(merged), munitions


__all__ = ["is_volley", "merge", "more_munitions", "volley_dice"]
