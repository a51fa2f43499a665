"""The ``heuristic`` bot for D-Day Dice: it reads its unit from the observation and the map
(public: it is printed on the board) and plays each decision sensibly.

* Dice: each face is worth what the unit needs now -- soldiers always, courage while the
  unit lacks the courage for its next advance. It locks its two best dice, rerolls the dice
  worth nothing, and stops when every unlocked die is worth keeping.
* Skulls cancel its least useful die; Leadership adds a white two-soldier result; Special
  Find takes the stars.
* RWB: Reinforcements go to the unit with the fewest soldiers; Battle Cry is a free move
  when the unit lacks the courage to advance, else 3 soldiers.
* Movement: it advances when it has the soldiers to survive the next sector with a margin,
  enters the bunker only when it can survive the bunker's DEF, and when it must move picks
  the reachable sector with the lowest DEF.
"""

from __future__ import annotations

import random
from typing import Any

from meeple.engine.core import State
from meeple.games.dday_dice import actions as A
from meeple.games.dday_dice.dice import COLOURS, COURAGE, DIE_NAMES, FACES, SOLDIER, SOLDIERS
from meeple.games.dday_dice.phases import FINAL_COUNT
from meeple.games.dday_dice.state import DdState

SAFETY_MARGIN = 3
#: Specialists the bot prefers, best first.
RECRUIT_PRIORITY = (
    "medic", "engineer", "general", "captain", "corporal", "minesweeper", "veteran", "beachmaster", "marksman", "hero",
    "paratrooper", "chaplain", "platoon-leader", "pathfinder", "scout", "sharpshooter",
)
_COURAGE_CACHE: dict[str, dict[int, int]] = {}


def _courage_to_bunker(board: Any) -> dict[int, int]:
    """For every sector, the least total courage of a path into a bunker (cached per map)."""
    cached = _COURAGE_CACHE.get(board.id)
    if cached is not None:
        return cached
    best = {n: 0 for n, sector in board.sectors.items() if sector.bunker}
    changed = True
    while changed:
        changed = False
        for n, exits in board.exits.items():
            for e in exits:
                if e.to in best:
                    cost = best[e.to] + (e.courage if e.forward else 0)
                    if cost < best.get(n, 1 << 30):
                        best[n] = cost
                        changed = True
    _COURAGE_CACHE[board.id] = best
    return best
KEEP_WORTH = 1.0


class HeuristicBot:
    """A sensible D-Day Dice player (see the module docstring)."""

    name = "heuristic"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: State, player: int) -> A.DdAction:
        legal = state.legal_actions(player)
        if len(legal) == 1:
            return legal[0]
        if not isinstance(state, DdState):
            return self.rng.choice(legal)
        obs = state.observation(player)
        unit = obs["units"][player]
        kind = legal[0].kind if legal[0].kind != "stop" else legal[-1].kind
        if any(a.kind == "leadership" for a in legal):
            kind = "leadership"
        if kind in ("corporal", "captain") or (kind == "done" and state.phase == FINAL_COUNT):
            return self.final_count(state, unit, legal)
        if kind in ("lose", "sacrifice", "hero"):
            return self.casualty(unit, legal)
        if kind in ("recruit", "give", "done"):
            return self.supply(legal)
        if kind == "cancel":
            faces = self.faces(unit)
            return min(legal, key=lambda a: self.worth(state, unit, faces[a.a]))
        if kind in ("leadership", "leadership-courage"):
            return A.LEADERSHIP_RESULT[SOLDIERS]
        if kind == "special-find":
            return legal[0]
        if kind == "reinforce":
            return min(legal, key=lambda a: obs["units"][a.a]["soldiers"])
        if kind == "battle-cry":
            short = unit["courage"] < self.courage_needed(state, unit)
            return A.BATTLE_CRY_MOVE if short else A.BATTLE_CRY_SOLDIERS
        if kind == "lock":
            return self.lock(state, unit, legal)
        if kind in ("reroll", "stop"):
            return self.reroll(state, unit, legal)
        return self.move(state, unit, legal)

    # ------------------------------------------------------------------ dice
    def worth(self, state: DdState, unit: dict[str, Any], face: int) -> float:
        if face == SOLDIERS:
            return 2.0
        if face == SOLDIER:
            return 1.0
        if face == COURAGE:
            need = self.courage_needed(state, unit)
            return 1.8 if unit["courage"] < need else 0.4
        return 0.0

    def courage_needed(self, state: DdState, unit: dict[str, Any]) -> int:
        """The least courage that still takes the unit from its sector into a bunker."""
        return _courage_to_bunker(state.board).get(unit["sector"], 0)

    def faces(self, unit: dict[str, Any]) -> list[int]:
        return [FACES.index(unit["dice"][name]) for name in DIE_NAMES]

    def lock(self, state: DdState, unit: dict[str, Any], legal: list[A.DdAction]) -> A.DdAction:
        faces = self.faces(unit)
        return max(legal, key=lambda a: (self.worth(state, unit, faces[a.a]), -a.a))

    def reroll(self, state: DdState, unit: dict[str, Any], legal: list[A.DdAction]) -> A.DdAction:
        faces = self.faces(unit)
        locked = set(unit["locked"])
        weak = tuple(
            d for d, name in enumerate(DIE_NAMES)
            if name not in locked and self.worth(state, unit, faces[d]) < KEEP_WORTH
        )
        if not weak:
            return A.STOP
        action = A.REROLL[weak]
        return action if action in legal else A.STOP

    # ------------------------------------------------------------------ after the Final Count
    def final_count(self, state: DdState, unit: dict[str, Any], legal: list[A.DdAction]) -> A.DdAction:
        """The Captain completes a soldiers RWB when one colour is missing; the Corporal
        rerolls a die worth nothing; otherwise done."""
        faces = self.faces(unit)
        colours = [COLOURS.index(unit["colours"][name]) for name in DIE_NAMES]
        for action in legal:
            if action.kind == "captain":
                die, colour = action.dice
                others = {c for d, (f, c) in enumerate(zip(faces, colours)) if f == faces[die] and d != die}
                if faces[die] in (SOLDIER, SOLDIERS) and len(others) == 2 and colour not in others:
                    return action
        weak = [a for a in legal if a.kind == "corporal" and self.worth(state, unit, faces[a.a]) == 0]
        return weak[0] if weak else A.DONE

    # ------------------------------------------------------------------ casualties, recruits
    def casualty(self, unit: dict[str, Any], legal: list[A.DdAction]) -> A.DdAction:
        """Soldiers fall first; when they are too few, the Paratrooper, then the Hero's
        courage or stars, then the least useful specialist."""
        owed = unit["casualties_to_assign"]
        if A.LOSE_SOLDIERS in legal and unit["soldiers"] > owed + 1:
            return A.LOSE_SOLDIERS
        for preferred in (A.SACRIFICE_PARATROOPER, A.HERO_STAR, A.HERO_COURAGE, A.LOSE_SOLDIERS):
            if preferred in legal:
                return preferred
        return min(legal, key=lambda a: RECRUIT_PRIORITY.index(a.name) if a.name in RECRUIT_PRIORITY else -1)

    def supply(self, legal: list[A.DdAction]) -> A.DdAction:
        """Recruit the most useful specialist it can afford; keep its resources."""
        recruits = [a for a in legal if a.kind == "recruit"]
        if recruits:
            return max(recruits, key=lambda a: -RECRUIT_PRIORITY.index(a.name) if a.name in RECRUIT_PRIORITY else -99)
        return A.DONE

    # ------------------------------------------------------------------ movement
    def move(self, state: DdState, unit: dict[str, Any], legal: list[A.DdAction]) -> A.DdAction:
        board = state.board
        soldiers = unit["soldiers"]
        moves = [a for a in legal if a.kind == "move"]
        can_stay = A.STAY in legal
        if not moves:
            return A.STAY
        best = min(moves, key=lambda a: (board.def_for(a.a, 1), -board.sectors[a.a].row))
        bunker = [a for a in moves if board.is_bunker(a.a)]
        if bunker and soldiers > board.def_for(bunker[0].a, 1):
            return bunker[0]
        forward = [a for a in moves if board.sectors[a.a].row > board.sectors[unit["sector"]].row
                   and not board.is_bunker(a.a)]
        if not can_stay:
            return min(forward or [m for m in moves if not board.is_bunker(m.a)] or moves,
                       key=lambda a: board.def_for(a.a, 1))
        if forward:
            target = min(forward, key=lambda a: board.def_for(a.a, 1))
            if soldiers > board.def_for(target.a, 1) + SAFETY_MARGIN:
                return target
        return A.STAY if can_stay else best
