"""Reaction fire (rulebook p. 16, "Tiro di reazione" and "Situazioni possibili per un tiro di
reazione").

"Il tiro di reazione è un'azione speciale consentita a tutte le unità che non sono ancora
state attivate nel turno in corso. [...] Per effettuare quest'azione dovete scegliere una delle
vostre unità non ancora attivate nel turno e lanciare un dado. Se il risultato è [mancato],
avete perso l'opportunità di effettuare il tiro di reazione. A questo punto la vostra unità è
stata attivata nel turno anche se non ha concluso nulla. Se ottenete un [colpo] la vostra unità
può effettuare una sola azione Attack con tutte le sue linee d'armamento che hanno la portata
adatta a colpire l'avversario. Una volta che avete terminato l'unità avversaria può continuare
la sua azione." "Per tentare un tiro di reazione l'unità deve possedere un'arma con portata
sufficiente per colpire l'avversario. Un tiro di reazione può essere indirizzato solo contro
l'unità che il vostro avversario ha attivato e nessun altra."

The moments: "MOVE + Attack [...] immediatamente dopo l'azione MOVE"; "Attack + MOVE [...]
immediatamente dopo l'azione Attack"; "MOVE + MOVE [...] subito dopo la prima azione MOVE";
Charge "immediatamente dopo il secondo MOVE" (:mod:`.charge`); "Non possono esserci tiri di
reazione contro un'unità che effettua un ATTACCO SOSTENUTO." "Nota: se l'unità possiede la
competenza Fast il tiro di reazione deve avvenire dopo che questa ha completato il suo
movimento." So a window opens between the two actions of a two-action plan (docs/rulings.md,
DT-30), except a Fast unit's Move + Move, whose window opens after the second Move (DT-129);
after a Charge's second Move; and after Jump's one Move of both actions (DT-56); nowhere else.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, TYPE_CHECKING

from meeple.games.dust_tactics.aiming import Aiming, next_line, targets_of_line
from meeple.games.dust_tactics.charge import window_after
from meeple.games.dust_tactics.smoke import may_attack
from meeple.games.dust_tactics.weapon_range import distance, reaches_at

if TYPE_CHECKING:
    from meeple.games.dust_tactics.state import DtState

#: The plans with a reaction window after their first action (p. 16).
WINDOW_AFTER_FIRST: Final[frozenset[tuple[str, ...]]] = frozenset(
    {("move", "attack"), ("attack", "move"), ("move", "move")}
)


@dataclass(frozen=True)
class Reaction:
    """A reaction fire under way: the unit reacting and the activated enemy it fires at."""

    reactor: str
    target: str


#: The plan whose window a Fast unit's movement moves to its end (p. 16, DT-129).
MOVE_MOVE: Final[tuple[str, ...]] = ("move", "move")


def window_opens(plan: tuple[str, ...], step_done: int, fast: bool = False) -> bool:
    """Whether a reaction window opens after action ``step_done`` (0-based) of ``plan``: also
    after a Charge's second Move (p. 16, :mod:`.charge`) and after Jump's one Move of both
    actions (:mod:`.jump`, DT-56). For a ``fast`` unit (p. 21, Fast) Move + Move's window opens
    after the second Move, not the first: "il tiro di reazione deve avvenire dopo che questa ha
    completato il suo movimento" (p. 16, DT-129)."""
    if fast and plan == MOVE_MOVE:
        return step_done == 1
    return (step_done == 0 and plan in WINDOW_AFTER_FIRST) or window_after(plan, step_done) or (
        step_done == 0 and plan == ("jump",)
    )


def reaction_aiming(state: "DtState", reactor: str, target: str) -> Aiming:
    """The reactor's attack, aimed only at ``target``, from its first line that reaches it."""
    return next_line(state, Aiming(reactor, state.units[reactor].refs(), only=target))


def can_react(state: "DtState", reactor: str, target: str) -> bool:
    """Whether ``reactor`` may try a reaction fire at ``target``: not yet activated, on the
    battlefield, and a weapon line in range and sight that can harm it."""
    if reactor in state.activated or state.pos.get(reactor) is None or state.pos.get(target) is None:
        return False
    if not may_attack(state, reactor):  # in smoke: no line has a target (p. 6)
        return False
    unit = state.units[reactor]
    aiming = Aiming(reactor, unit.refs(), only=target)
    steps = distance(state.pos[reactor], state.pos[target])
    for i, (_, line) in enumerate(unit.lines()):
        # a line that is not indirect fire and does not reach the target has none (p. 16:
        # "una portata sufficiente"): its targets need not be worked out
        if line.range.kind != "artillery" and not reaches_at(line.range, steps):
            continue
        if targets_of_line(state, aiming, i):
            return True
    return False


def reactors(state: "DtState", target: str) -> list[str]:
    """The units of the other side that may react to ``target`` now."""
    seat = state.seat_of[target]
    return [uid for uid in state.pos if state.seat_of[uid] != seat and can_react(state, uid, target)]
