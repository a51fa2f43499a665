"""Victory, defeat and victory points (rulebook "Vittoria", "Sconfitta", and the optional
"Punti Vittoria (VP)").

Victory: "Tutti giocatori devono entrare nel bunker e sopravvivere con almeno 1 soldato per
vincere il gioco. Se invece 1 unità fallisce nel farlo, tutti i giocatori perdono il gioco."
In Exercise Tiger's Practice Run "Se un'unità viene eliminata lungo il percorso, gli altri
giocatori devono continuare verso il loro obiettivo": each unit succeeds or fails alone.

Victory points: 20 for entering a bunker; 20 more for being first (all units entering on the
same turn get them; a solo winner gets both); 10 x the number of the last sector visited
before the bunker; 1 per soldier, 2 per courage, 3 per specialist left; 10 per medal earned.
The team's VP is its lowest unit's. Worked example: a solo win at Omaha Beach with 5
soldiers, 2 courage and 4 specialists, last sector 9: 20 + 20 + 90 + 5 + 4 + 12 + 0 = 151 VP.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from meeple.games.dday_dice import bunkers, edition2_scoring, joined_play
from meeple.games.dday_dice.unit import Unit

if TYPE_CHECKING:
    from meeple.games.dday_dice.state import DdState

VP_BUNKER: Final = 20
VP_FIRST: Final = 20
VP_PER_SECTOR_NUMBER: Final = 10
VP_PER_SOLDIER: Final = 1
VP_PER_COURAGE: Final = 2
VP_PER_SPECIALIST: Final = 3
VP_PER_MEDAL: Final = 10


def victory_points(s: "DdState", unit: Unit, medals: int = 0) -> int:
    """One unit's victory points: the sum of its :func:`victory_point_lines`."""
    return sum(points for _what, _count, points in victory_point_lines(s, unit, medals))


def victory_point_lines(s: "DdState", unit: Unit, medals: int = 0) -> list[tuple[str, int, int]]:
    """One unit's victory points line by line, as the rulebook counts them ("Punti Vittoria"):
    (what, how many, points). A lost unit was "eliminata" (fr "anéantie"): its soldiers and
    specialists score nothing, even when it was lost because it could not move with some left
    (docs/rulings.md, DDD-21)."""
    last = max((n for n in unit.visited if not s.board.is_bunker(n)), key=unit.visited.index)
    last = joined_play.printed(s.board, last)  # Silence the Guns: the number on its own map (DDM-77)
    number = edition2_scoring.sector_number(s, unit, last)  # 2nd edition: DDE-21
    bunker = bunkers.bunker_points(s, unit, VP_BUNKER, VP_FIRST)  # entered, first in; Gold Beach solo: two bunkers
    lines = [("last sector before the bunker", number, VP_PER_SECTOR_NUMBER * number),
             ("bunker (entered, first in)", bunker // VP_BUNKER, bunker),
             ("courage", unit.courage, VP_PER_COURAGE * unit.courage),
             ("medals", medals, VP_PER_MEDAL * medals)]
    if not unit.lost:  # an eliminated unit has no soldier "rimasto" / "encore en vie" (DDD-21)
        lines += [("soldiers", unit.soldiers, VP_PER_SOLDIER * unit.soldiers),
                  ("specialists", len(unit.specialists), VP_PER_SPECIALIST * len(unit.specialists))]
    return lines


def check_end(s: "DdState") -> str:
    """"victory", "defeat", "practice-over", "training-over" or "" (the game goes on)."""
    if not s.board.unit_loss_ends_game:
        # Exercise Tiger: "gli altri giocatori devono continuare verso il loro obiettivo" (DDM-9)
        if any(u.active for u in s.units):
            return ""
        if s.board.practice:
            return "practice-over"
        return "victory" if all(u.safe for u in s.units) else "training-over"
    if any(u.lost for u in s.units):
        return "defeat"
    if all(u.safe for u in s.units):
        return bunkers.check_end(s)  # Gold Beach: every bunker conquered (DDM-36)
    return ""


def team_returns(s: "DdState") -> list[float]:
    """1.0 for every unit if the team won; in Exercise Tiger (a lost unit does not end the
    game), 1.0 for each unit safe."""
    if not s.board.unit_loss_ends_game:
        return [1.0 if u.safe else 0.0 for u in s.units]
    won = s.result == "victory"
    return [1.0 if won else 0.0 for _ in s.units]
