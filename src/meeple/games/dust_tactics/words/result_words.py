"""The end of a battle in words (p. 7, "Condizioni di vittoria"): each side's victory points
(the enemies' AP destroyed and the objectives' bonus), the units each side lost, why the
battle ended and who won. Read from a record's result (:meth:`..state.DtState.result_summary`)
and the final observation; tags: :mod:`meeple.games.dust_tactics.words`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from meeple.engine.words import Phrase
from meeple.games.dust_tactics.teams import seat_sides
from meeple.games.dust_tactics.words.names import Obs, card_of, side, side_of, unit_name
from meeple.games.dust_tactics.words.phrases import dim, join, phrase
from meeple.games.dust_tactics.words.tags import STRONG, WINNER
from meeple.games.dust_tactics.words.vocabulary import SIDES

#: The headings of the result's table, one column per figure of a side.
RESULT_COLUMNS: tuple[str, ...] = ("Side", "Player", "Units destroyed", "Objectives", "Victory points", "")
RESULT_TITLE = "Final result"
#: The word beside the winning side.
WINNER_WORD = "Winner"


@dataclass(frozen=True)
class Outcome:
    """A battle's figures by side (0 the Allies, 1 the Axis): victory points, the objectives'
    bonus in them, the units destroyed (either side's), and the winning sides."""

    points: list[int]
    bonus: list[int]
    destroyed: list[str]
    winners: list[int]


def outcome(result: dict[str, Any], obs: Obs) -> Outcome:
    """The figures of ``result`` (a record's result; the observation fills what it lacks).
    The winners are the sides with the highest return (with more than two seats, each side's
    is its players', teams.py), else the most victory points."""
    points: list[int] = list(result.get("victory_points") or result.get("scores") or obs.get("scores") or [0, 0])
    bonus: list[int] = list(result.get("objective_bonus") or [0, 0])
    destroyed: list[str] = list(result.get("destroyed") or obs.get("destroyed") or [])
    returns: list[float] = list(result.get("returns") or [])
    if len(returns) > 2:  # more than two seats: each side's result is its players' (teams.py)
        sides = seat_sides(len(returns))
        returns = [returns[sides.index(one)] for one in (0, 1)]
    winners = [i for i, r in enumerate(returns) if returns and r == max(returns)] or \
              [i for i, p in enumerate(points) if p == max(points)]
    return Outcome(points, bonus, destroyed, winners)


def result_row(found: Outcome, seat: int, names: Sequence[str]) -> list[Phrase]:
    """One side's row of the result's table (:data:`RESULT_COLUMNS`)."""
    bonus = found.bonus[seat] if seat < len(found.bonus) else 0
    return [side(SIDES[seat]), phrase(names[seat] if seat < len(names) else ""),
            phrase(str(found.points[seat] - bonus)), phrase(f"+{bonus}"), [(str(found.points[seat]), STRONG)],
            [(WINNER_WORD, WINNER)] if seat in found.winners else []]


def result_lines(found: Outcome, result: dict[str, Any], obs: Obs, names: Sequence[str]) -> list[Phrase]:
    """Under the table: what each side lost, why the battle ended, and who won."""
    lines: list[Phrase] = []
    for one in SIDES:
        lost = [u for u in found.destroyed if side_of(u, obs) == one]
        units = [f"{unit_name(u)} ({card.ap if (card := card_of(u)) else '?'} AP)" for u in lost]
        lines.append(phrase(side(one), " lost: ", join(units) if units else dim("nothing")))
    why = result.get("result") or obs.get("result")
    if why:
        lines.append(phrase(f"The battle ended: {why}, after turn {result.get('turns', obs.get('turn'))}."))
    if len(found.winners) > 1:
        lines.append([("A draw: both sides share the victory.", WINNER)])
    elif found.winners:
        lines.append(phrase(side(SIDES[found.winners[0]], names), (" win the battle!", WINNER)))
    return lines
