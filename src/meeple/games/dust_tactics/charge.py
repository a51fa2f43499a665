"""Charge (rulebook p. 21, "Charge"; p. 16, "Situazioni possibili per un tiro di reazione";
p. 7, the declaration).

p. 21: "Un'unità dotata di questa competenza può effettuare cariche eccezionali. Quando
utilizza questa competenza può effettuare un'azione di combattimento ravvicinato con tutte le
armi di portata 1 o C anche dopo aver fatto due azioni di movimento. Un eroe che possiede
questa competenza la condivide con la sua squadra."

p. 16: "Se un'unità effettua un'azione Skill al fine di utilizzare la competenza Charge (la
sequenza è MOVE + MOVE + Attack a corpo a corpo), il tiro di reazione deve avere luogo
immediatamente dopo il secondo MOVE, prima dell'attacco a corpo a corpo." "ESEMPIO: Un Luther
effettua un'azione Skill per utilizzare Charge. Subito dopo lo spostamento del Luther il
giocatore Alleato dichiara di voler effettuare un tiro di reazione [...] Se il Luther non
viene distrutto può quindi continuare con l'attacco corpo a corpo."

p. 7: "un giocatore deve dichiarare l'utilizzo di Charge prima di muoversi".

So Charge is a plan of its own, ``declare charge``: Move, Move, then an attack with the unit's
lines of range 1 or C only (DT-54). It is the whole activation: the text counts it "un'azione
Skill" whose sequence already holds the two Moves, so nothing joins it. Its one reaction window
is after the second Move (p. 16), none after the first (DT-54). Each line keeps its own rules:
a range-C line is close combat with the defender's reply (p. 14), a range-1 line is rolled
first like any shot at an adjacent unit, with its cover roll (p. 14: "effettuate prima tutti
gli attacchi con altre armi").
"""

from __future__ import annotations

from typing import Final

from meeple.games.dust_tactics.actions import SKILL_PLANS
from meeple.games.dust_tactics.skills import skills_of
from meeple.games.dust_tactics.unit_state import UnitState, WeaponRef
from meeple.games.dust_tactics.units import WeaponLine

SKILL: Final = "charge"
#: The declared plan: "MOVE + MOVE + Attack a corpo a corpo" (p. 16).
PLAN: Final[tuple[str, ...]] = SKILL_PLANS["charge"]
#: The step of the plan that is the charge's attack.
STEP: Final = "charge"


def may_charge(unit: UnitState) -> bool:
    """Whether the unit has Charge (its own, or its joined hero's: shared, p. 21)."""
    return SKILL in skills_of(unit)


def charging_line(line: WeaponLine) -> bool:
    """"tutte le armi di portata 1 o C": a range-C line, or a line whose range is 1."""
    return line.range.kind == "close" or (line.range.kind == "numeric" and line.range.maximum == 1)


def charge_lines(unit: UnitState) -> tuple[WeaponRef, ...]:
    """The lines the charge's attack uses (a joined hero's too, p. 18)."""
    return tuple(ref for ref, line in unit.lines() if charging_line(line))


def window_after(plan: tuple[str, ...], step_done: int) -> bool:
    """The Charge's reaction window: right after the second Move (p. 16)."""
    return plan == PLAN and step_done == 1
