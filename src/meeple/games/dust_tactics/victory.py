"""Victory points and the end of the game (rulebook p. 7, "Fine della partita" and "Calcolo
dei punti vittoria").

"La partita termina nei casi seguenti: Uno dei giocatori ha raggiunto il suo obiettivo
relativamente allo scenario. E' stato raggiunto il limite massimo di turni previsto dallo
scenario. [...] Tutte le unità di un giocatore sono state distrutte. I giocatori non possono
più raggiungere i loro obiettivi (ad es. tutti gli obiettivi sono stati distrutti). [...] Il
gioco termina sempre alla fine di un turno."

"Per determinare il numero dei punti vittoria raggiunti da ogni giocatore calcolate i punti
armata totali delle unità nemiche distrutte nel corso della partita. Alcuni scenari danno un
bonus in punti vittoria per ogni obiettivo raggiunto [...]. Il giocatore con più punti
vittoria ha vinto la partita."

The packaged scenarios' objectives are "hold" objectives scored at the end; a square can be
neither destroyed nor reached for good, so they never end the game early nor become
impossible (docs/rulings.md, DT-32).

Who wins (DT-134): the text computes victory points for two of the four endings only ("vanno
calcolati i punti vittoria per determinare il vincitore", at the turn limit; "Devono quindi
essere calcolati i punti vittoria per determinare il vincitore", when the objectives can no
longer be reached). "Tutte le unità di un giocatore sono state distrutte" is an ending like
"Uno dei giocatori ha raggiunto il suo obiettivo": it names the loser. So when one side has no
unit left the other side wins, whatever the points (still reported); otherwise, and when both
sides are wiped out in the same turn, the side with more victory points wins and equal points
share the win (DT-32). A side is wiped out only when every unit of every one of its players is
destroyed (DT-123).
"""

from __future__ import annotations

from typing import Final, TYPE_CHECKING

from meeple.games.dust_tactics.battlefield import Square
from meeple.games.dust_tactics.units import UnitCard

if TYPE_CHECKING:
    from meeple.games.dust_tactics.state import DtState

SIDES: Final = ("allies", "axis")
#: The sides as an end reason names them ("every Allied unit destroyed").
SIDE_ADJECTIVES: Final = {"allies": "Allied", "axis": "Axis"}


def credit(state: "DtState", destroyed_id: str, card: UnitCard) -> None:
    """The other side scores the destroyed unit's army points (a unit destroyed twice, after a
    repair, would score twice: each destruction is credited)."""
    seat = state.seat_of[destroyed_id]
    state.vp[1 - seat] += card.ap
    state.destroyed.append(destroyed_id)


def holders(state: "DtState") -> dict[str, set[int]]:
    """The seats with a unit on each objective's squares now, by objective id."""
    found: dict[str, set[int]] = {}
    for objective in state.scenario.objectives:
        squares = {Square.parse(s) for s in objective.squares}
        found[objective.id] = {state.seat_of[uid] for uid, sq in state.pos.items() if sq in squares}
    return found


def objective_bonus(state: "DtState") -> list[int]:
    """Each side's bonus for the scenario's "hold" objectives: a unit of the side on one of the
    squares and no enemy on any of them."""
    bonus = [0, 0]
    held = holders(state)
    for objective in state.scenario.objectives:
        seats = held[objective.id]
        if len(seats) != 1:
            continue
        seat = next(iter(seats))
        if objective.side in ("both", SIDES[seat]):
            bonus[seat] += objective.bonus_vp
    return bonus


def scores(state: "DtState") -> list[int]:
    """Victory points: destroyed enemies' AP, plus the objectives' bonus once the game is over."""
    if state.phase != "over":
        return list(state.vp)
    bonus = objective_bonus(state)
    return [state.vp[0] + bonus[0], state.vp[1] + bonus[1]]


def wiped_out(state: "DtState", seat: int) -> bool:
    """Whether every unit of ``seat`` has been destroyed."""
    return not any(state.seat_of[uid] == seat for uid in state.pos)


def game_ends(state: "DtState") -> str:
    """Why the game ends at the end of this turn ("" if it goes on): a side wiped out ("Tutte
    le unità di un giocatore sono state distrutte"), both in the same turn, or the turn limit
    ("E' stato raggiunto il limite massimo di turni")."""
    gone = [seat for seat in (0, 1) if wiped_out(state, seat)]
    if len(gone) == 2:
        return "every unit of both sides destroyed"
    if gone:
        return f"every {SIDE_ADJECTIVES[SIDES[gone[0]]]} unit destroyed"
    if state.turn >= state.scenario.turns:
        return f"turn limit ({state.scenario.turns}) reached"
    return ""


def winners(state: "DtState") -> list[int]:
    """The sides that win the game now over (DT-134). When exactly one side has a unit left,
    that side: p. 7 counts the victory points only at the turn limit ("vanno calcolati i punti
    vittoria per determinare il vincitore") and when the objectives cannot be reached, and the
    wipe-out ending ("Tutte le unità di un giocatore sono state distrutte") names the loser, as
    "Uno dei giocatori ha raggiunto il suo obiettivo" names the winner. Otherwise "Il giocatore
    con più punti vittoria ha vinto la partita", equal points sharing the win (DT-32)."""
    standing = [seat for seat in (0, 1) if not wiped_out(state, seat)]
    if len(standing) == 1:
        return standing
    points = scores(state)
    best = max(points)
    return [seat for seat in (0, 1) if points[seat] == best]


def returns(state: "DtState") -> list[float]:
    """Each side's result: 1.0 to each winning side (:func:`winners`), 0.0 to the other; both
    0.0 while the game goes on."""
    if state.phase != "over":
        return [0.0, 0.0]
    won = winners(state)
    return [1.0 if seat in won else 0.0 for seat in (0, 1)]
