"""The odds of a roll decision, exact by enumerating the dice (rulebook "Fase 1 * Tira i dadi",
"Risultati del dadi", "Conteggio Finale").

At a unit's reroll decision (after the first roll's locks), each choice -- stop, or reroll some
of the unlocked dice -- is given with the exact distribution of its Final Tally as if the unit
stopped after that roll: soldiers (1 or 2 a die), courage, stars, tools and the item points they
earn (p. 4: 1x = 1, 2x = 3, 3x = 6, ...), skulls, the RWB bonuses (three identical faces in red,
white and blue, p. 4) and the Straight (one die of each face: a medal, p. 4). Every die rerolled
shows each face with chance 1/6, so ``6**k`` equally likely outcomes for ``k`` dice.

A target the player names (``courage>=3,skulls==0``: terms ``NAME OP NUMBER`` joined by
commas, every one to hold; names as in :data:`TALLY_NAMES`, ``rwb-<face>`` for one face's RWB)
is given its chance after the choice and stopping, and, where a roll remains, its chance when
the last roll is then chosen at its best for the target (exact: every outcome of this roll,
every set of dice the last roll may reroll).

The sector's and the cards' effects on the Final Tally (skulls cancelling dice in Upkeep, the
Sharpshooter, a bunker's DEF) come later and are not in it: these are the dice as they lie.
"""

from __future__ import annotations

import operator
from dataclasses import dataclass
from itertools import combinations, product
from typing import TYPE_CHECKING, Callable, Final

from meeple.engine.errors import OptionsError, excerpt
from meeple.games.dday_dice import actions as A
from meeple.games.dday_dice.dice import (
    COURAGE,
    FACES,
    NUM_DICE,
    SKULL,
    STAR,
    TOOL,
    is_full_set,
    item_points,
    rwb_faces,
    soldiers_of,
)
from meeple.games.dday_dice.skull_rerolls import skulls_stay
from meeple.games.dday_dice.third_roll import kept_dice_lock
from meeple.games.dday_dice.unit import REROLL

if TYPE_CHECKING:
    from meeple.games.dday_dice.state import DdState

TALLY_NAMES: Final = ("soldiers", "courage", "stars", "tools", "item-points", "skulls", "rwb", "straight")
OPERATORS: Final[dict[str, Callable[[int, int], bool]]] = {
    ">=": operator.ge, "<=": operator.le, "==": operator.eq, "!=": operator.ne, ">": operator.gt, "<": operator.lt,
}
#: The longest target text read.
MAX_TARGET_CHARS: Final = 200

Faces = tuple[int, ...]
Target = Callable[[dict[str, int]], bool]


def tally(faces: Faces, colours: tuple[int, ...]) -> dict[str, int]:
    """What a Final Tally of these dice brings, by :data:`TALLY_NAMES` (and ``rwb-<face>``)."""
    rwb = rwb_faces(list(faces), list(colours))
    result = {
        "soldiers": sum(soldiers_of(f) for f in faces),
        "courage": faces.count(COURAGE),
        "stars": faces.count(STAR),
        "tools": faces.count(TOOL),
        "item-points": item_points(faces.count(TOOL)),
        "skulls": faces.count(SKULL),
        "rwb": len(rwb),
        "straight": int(is_full_set(list(faces))),
    }
    for face, name in enumerate(FACES):
        result[f"rwb-{name}"] = int(face in rwb)
    return result


def parse_target(text: str) -> Target:
    """A target from its text (see the module docstring); an OptionsError if it is not one."""
    if len(text) > MAX_TARGET_CHARS:
        raise OptionsError(f"a target is at most {MAX_TARGET_CHARS} characters")
    names = set(TALLY_NAMES) | {f"rwb-{face}" for face in FACES}
    terms: list[tuple[str, Callable[[int, int], bool], int]] = []
    for part in text.split(","):
        term = part.strip().lower().replace(" ", "")
        op = next((o for o in sorted(OPERATORS, key=len, reverse=True) if o in term), None)
        name, _, number = term.partition(op) if op else (term, "", "")
        if op is None or name not in names or not number.isdigit() or len(number) > 3:
            raise OptionsError(
                f"target term {excerpt(part)}: write NAME OP NUMBER (names: {', '.join(TALLY_NAMES)}, rwb-<face>; "
                f"ops: {' '.join(OPERATORS)})")
        terms.append((name, OPERATORS[op], int(number)))

    def holds(values: dict[str, int]) -> bool:
        return all(test(values[name], number) for name, test, number in terms)

    return holds


def outcomes(faces: Faces, rerolled: tuple[int, ...]) -> list[Faces]:
    """Every equally likely result of rerolling the dice ``rerolled`` (``6**k`` of them)."""
    results = []
    for shown in product(range(len(FACES)), repeat=len(rerolled)):
        new = list(faces)
        for die, face in zip(rerolled, shown):
            new[die] = face
        results.append(tuple(new))
    return results


@dataclass(frozen=True)
class ChoiceOdds:
    """One choice's Final Tally, if the unit stops after it."""

    action: str
    #: For each quantity, each value's chance.
    tally: dict[str, dict[int, float]]
    #: The target's chance after this choice and stopping; None without a target.
    target: float | None = None
    #: The target's chance with the last roll chosen at its best for it; None where no roll
    #: would remain (or without a target).
    target_best: float | None = None


def distribution(faces_list: list[Faces], colours: tuple[int, ...]) -> dict[str, dict[int, float]]:
    """Each quantity's distribution over equally likely Final Tallies."""
    share = 1.0 / len(faces_list)
    table: dict[str, dict[int, float]] = {}
    for faces in faces_list:
        for name, value in tally(faces, colours).items():
            row = table.setdefault(name, {})
            row[value] = row.get(value, 0.0) + share
    return {name: dict(sorted(row.items())) for name, row in table.items()}


class LastRoll:
    """The target's chance when the last roll rerolls the best set of free dice, memoised: a
    set's chance depends only on the dice it leaves, and a tally only on the faces."""

    def __init__(self, colours: tuple[int, ...], target: Target, free: tuple[int, ...], skulls_fixed: bool) -> None:
        self.colours = colours
        self.target = target
        self.free = free
        self.skulls_fixed = skulls_fixed
        self.holds: dict[Faces, bool] = {}
        self.chances: dict[tuple[tuple[int, ...], Faces], float] = {}

    def hit(self, faces: Faces) -> bool:
        known = self.holds.get(faces)
        if known is None:
            known = self.holds[faces] = self.target(tally(faces, self.colours))
        return known

    def chance(self, faces: Faces, chosen: tuple[int, ...]) -> float:
        """The target's chance after rerolling ``chosen``."""
        masked = tuple(-1 if d in chosen else f for d, f in enumerate(faces))
        key = (chosen, masked)
        known = self.chances.get(key)
        if known is None:
            results = outcomes(faces, chosen)
            known = self.chances[key] = sum(1 for r in results if self.hit(r)) / len(results)
        return known

    def best(self, faces: Faces) -> float:
        may = tuple(d for d in self.free if not (self.skulls_fixed and faces[d] == SKULL))
        best = 1.0 if self.hit(faces) else 0.0
        for size in range(1, len(may) + 1):
            for chosen in combinations(may, size):
                best = max(best, self.chance(faces, chosen))
        return best


def roll_choices(state: "DdState", seat: int, target_text: str | None = None) -> list[ChoiceOdds] | None:
    """Each of ``seat``'s roll choices with its Final Tally; None unless the seat's unit is at a
    reroll decision."""
    unit = state.units[seat] if 0 <= seat < len(state.units) else None
    if unit is None or unit.stage != REROLL:
        return None
    target = parse_target(target_text) if target_text else None
    faces = tuple(unit.dice)
    colours = tuple(unit.colours)
    last_roll_left = unit.rolls < 2
    skulls_fixed = skulls_stay(state, unit)
    unlocked = tuple(d for d in range(NUM_DICE) if not unit.locked[d])
    rows = []
    for action in state.legal_actions(seat):
        if action is not A.STOP and action.kind != "reroll":
            continue
        rerolled = tuple(action.dice) if action.kind == "reroll" else ()
        results = outcomes(faces, rerolled)
        row_target = row_best = None
        if target is not None:
            row_target = sum(1 for r in results if target(tally(r, colours))) / len(results)
            if last_roll_left and rerolled:
                last = LastRoll(colours, target, rerolled if kept_dice_lock(state) else unlocked, skulls_fixed)
                row_best = sum(last.best(r) for r in results) / len(results)
        rows.append(ChoiceOdds(state.game.format_action(action), distribution(results, colours), row_target, row_best))
    return rows


def odds_json(state: "DdState", seat: int, target: str | None = None) -> dict[str, object] | None:
    """The roll choices' odds as JSON-safe data (None at any other decision)."""
    rows = roll_choices(state, seat, target)
    if rows is None:
        return None
    return {"choices": [
        {"action": r.action, "tally": {k: {str(v): p for v, p in row.items()} for k, row in r.tally.items()},
         "target": r.target, "target_best": r.target_best}
        for r in rows
    ]}
