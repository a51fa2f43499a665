"""The actions of Dust Tactics, their notation and integer ids (docs/notation/dust-tactics.md).

The design notes ask to split "a Dust Tactics activation" into "a sequence of small decisions
by the same player (unit, then action, then target)". So a turn is played as:

===============================  ============================================================
``terrain <type> <square>``      set-up: place a terrain element showing that terrain type
                                 (``debris``, ``deep-water``, ``smoke``, ``impassable``) on
                                 that square, when the players create the battlefield (p. 19)
``place <element> <square>``     set-up: place a cover element in the cover zone (p. 19)
``join <squad>`` / ``alone``     set-up: the hero waiting joins that squad or stays alone (p. 18)
``first allies|axis``            the initiative winner says who activates first (p. 6)
``activate <unit>``              choose the unit to activate
``detach``                       a squad's joined hero leaves it for good, once the squad
                                 is on the battlefield (pp. 18-19, DT-31)
``declare <plan>``               declare the actions: ``nothing``, ``move``, ``attack``,
                                 ``move+move``, ``move+attack``, ``attack+move``, ``sustained``
                                 (and a skill's plan, below)
``move <square> [crush]``        end a Move there (a vehicle may crush an ammo crate, p. 8)
``stay``                         end a Move without moving
``aim <unit>``                   aim the weapon line (or munition) being declared at a unit
``aim element <square>``         ... at the cover element on that square (p. 13)
``hold-fire``                    do not use this line (or no more munitions of it)
``lose <i>|other|hero``          remove a model carrying line i, a model with no counted
                                 weapon, or a hit point of the joined hero (p. 12, p. 18)
``react <unit>``                 try a reaction fire with that unit (p. 16)
``no-reaction``                  let the enemy unit go on
``use <skill>``                  declare a free skill before the plan (or a reacting unit,
                                 or a strike's artillery unit, before it aims): Assault, All
                                 In One, Heroic Attack, Medal of Honor, Berserk (pp. 15-16,
                                 20-21; a reacting or striking unit every one but Assault;
                                 :mod:`.declared_skills`, DT-132)
``declare charge|jump|skill...`` a skill's plan (:data:`SKILL_PLANS`, :mod:`.skill_action`)
``repair <unit>``                Tank Head's Skill action on that vehicle (p. 22)
``skill reload``                 reload an artillery or reloadable weapon (pp. 14, 22, 25)
``skill <ability> <unit>``       an order of the Skill action: ``artillery-strike``,
                                 ``get-moving``, ``makeshift-repair``, ``field-repair``,
                                 ``come-on-guys`` (pp. 15, 20, 23; :mod:`.orders`)
``skill get-up <unit> <kind>``   the medic's Get Up: a model carrying line ``<kind>``,
                                 ``other`` or a ``hero``'s hit point (p. 23)
===============================  ============================================================

Chance's outcomes: ``roll <faces>``, the faces of the dice rolled at once, one letter each,
``h`` hit and ``b`` blank, hits first (``roll hhbbb``). Only the number of hits matters, so
a roll of n dice has n + 1 outcomes with binomial probabilities (docs/rulings.md, DT-28).

Player actions come from one table built at import (units of ``data/units.toml`` with up
to :data:`MAX_COPIES` copies each, squares of a battlefield up to :data:`MAX_SIDE` squares a
side), so every action has a fixed integer id.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from math import comb
from typing import Final

from meeple.engine.errors import IllegalActionError, excerpt
from meeple.engine.limits import action_text
from meeple.games.dust_tactics.battlefield import MAX_WIDTH, Square
from meeple.games.dust_tactics.dice import PROBABILITY, Face
from meeple.games.dust_tactics.terrain import CoverElement, Terrain
from meeple.games.dust_tactics.units import load_units

#: Copies of one unit card an army may hold (``hell-boys``, ``hell-boys-2``, ``hell-boys-3``).
MAX_COPIES: Final = 3
#: The largest battlefield the action table covers: 26 columns (a-z) by 26 rows.
MAX_SIDE: Final = MAX_WIDTH
#: Lines of one card a casualty may name (``lose 0`` ... ``lose 9``).
MAX_LINES: Final = 10

#: The plans an activated unit may declare (p. 7, "Lista delle azioni"): up to two of Move,
#: Attack, Nothing, or a Sustained Attack; never Attack + Attack. Move + Nothing is ``move``.
PLANS: Final[dict[str, tuple[str, ...]]] = {
    "nothing": ("nothing",),
    "move": ("move",),
    "attack": ("attack",),
    "move+move": ("move", "move"),
    "move+attack": ("move", "attack"),
    "attack+move": ("attack", "move"),
    "sustained": ("sustained",),
}


@dataclass(frozen=True, slots=True)
class DtAction:
    """One action: its kind and its arguments (a unit id, a square, a plan, a number)."""

    kind: str
    unit: str = ""
    square: Square | None = None
    arg: str = ""
    index: int = field(default=-1, compare=False)
    text: str = field(default="", compare=False)

    def __str__(self) -> str:
        return self.text


_TABLE: Final[list[DtAction]] = []
_BY_TEXT: Final[dict[str, DtAction]] = {}


def _add(kind: str, text: str, unit: str = "", square: Square | None = None, arg: str = "") -> DtAction:
    action = DtAction(kind, unit, square, arg, len(_TABLE), text)
    _TABLE.append(action)
    _BY_TEXT[text] = action
    return action


def instance_id(card_id: str, copy: int) -> str:
    """The id of copy ``copy`` (1-based) of a card in an army: ``rhino``, ``rhino-2``."""
    return card_id if copy == 1 else f"{card_id}-{copy}"


UNIT_IDS: Final[tuple[str, ...]] = tuple(
    instance_id(card.id, copy) for card in load_units() for copy in range(1, MAX_COPIES + 1)
)
SQUARES: Final[tuple[Square, ...]] = tuple(Square(c, r) for r in range(MAX_SIDE) for c in range(MAX_SIDE))

PLACE: Final[dict[tuple[CoverElement, Square], DtAction]] = {
    (e, s): _add("place", f"place {e.value} {s}", square=s, arg=e.value) for e in CoverElement for s in SQUARES
}
JOIN: Final[dict[str, DtAction]] = {u: _add("join", f"join {u}", unit=u) for u in UNIT_IDS}
ALONE: Final = _add("alone", "alone")
FIRST: Final[dict[str, DtAction]] = {side: _add("first", f"first {side}", arg=side) for side in ("allies", "axis")}
ACTIVATE: Final[dict[str, DtAction]] = {u: _add("activate", f"activate {u}", unit=u) for u in UNIT_IDS}
DETACH: Final = _add("detach", "detach")
DECLARE: Final[dict[str, DtAction]] = {p: _add("declare", f"declare {p}", arg=p) for p in PLANS}
MOVE: Final[dict[Square, DtAction]] = {s: _add("move", f"move {s}", square=s) for s in SQUARES}
MOVE_CRUSH: Final[dict[Square, DtAction]] = {s: _add("move", f"move {s} crush", square=s, arg="crush") for s in SQUARES}
STAY: Final = _add("stay", "stay")
AIM: Final[dict[str, DtAction]] = {u: _add("aim", f"aim {u}", unit=u) for u in UNIT_IDS}
AIM_ELEMENT: Final[dict[Square, DtAction]] = {s: _add("aim", f"aim element {s}", square=s) for s in SQUARES}
HOLD_FIRE: Final = _add("hold-fire", "hold-fire")
LOSE_LINE: Final[tuple[DtAction, ...]] = tuple(_add("lose", f"lose {i}", arg=str(i)) for i in range(MAX_LINES))
LOSE_OTHER: Final = _add("lose", "lose other", arg="other")
LOSE_HERO: Final = _add("lose", "lose hero", arg="hero")
REACT: Final[dict[str, DtAction]] = {u: _add("react", f"react {u}", unit=u) for u in UNIT_IDS}
NO_REACTION: Final = _add("no-reaction", "no-reaction")
#: Added last, so the ids of the actions above do not change.
TERRAIN_TILE: Final[dict[tuple[Terrain, Square], DtAction]] = {
    (t, s): _add("terrain", f"terrain {t.value} {s}", square=s, arg=t.value)
    for t in Terrain if t is not Terrain.OPEN for s in SQUARES
}
#: Skills (pp. 20-23), added after the above. The plans a skill opens (offered only to a unit
#: that may use it, :func:`~.activation.plans`): Charge (Move + Move + a close-combat attack,
#: p. 16), a Jump spanning both Moves (p. 21's Hot Dog), and a Skill action beside a Move or
#: an Attack (p. 7). ``use <skill>``: declare a free skill before acting (p. 7, p. 21).
#: ``repair <unit>``: Tank Head's Skill action (p. 22).
SKILL_PLANS: Final[dict[str, tuple[str, ...]]] = {
    "charge": ("move", "move", "charge"),
    "jump": ("jump",),
    "skill": ("skill",),
    "move+skill": ("move", "skill"),
    "skill+move": ("skill", "move"),
    "attack+skill": ("attack", "skill"),
    "skill+attack": ("skill", "attack"),
}
PLANS.update(SKILL_PLANS)
DECLARE.update({p: _add("declare", f"declare {p}", arg=p) for p in SKILL_PLANS})
#: The free skills a player declares when activating the unit (p. 7: "deve dichiarare ... le
#: competenze ... che vuole utilizzare").
DECLARED_SKILLS: Final[tuple[str, ...]] = ("assault", "heroic-attack", "all-in-one", "medal-of-honor", "berserk")
USE: Final[dict[str, DtAction]] = {s: _add("use", f"use {s}", arg=s) for s in DECLARED_SKILLS}
REPAIR: Final[dict[str, DtAction]] = {u: _add("repair", f"repair {u}", unit=u) for u in UNIT_IDS}
#: The orders of a Skill action for artillery and command squads (pp. 14-15, 23, 25; :mod:`.orders`):
#: ``skill reload``, ``skill <ability> <unit>``, ``skill get-up <unit> <kind>`` (``<kind>``: the
#: line index the model to bring back carries, ``other`` or ``hero``).
ORDER_ABILITIES: Final[tuple[str, ...]] = ("artillery-strike", "get-moving", "makeshift-repair", "field-repair", "come-on-guys")
SKILL_RELOAD: Final = _add("skill", "skill reload", arg="reload")
SKILL: Final[dict[tuple[str, str], DtAction]] = {
    (a, u): _add("skill", f"skill {a} {u}", unit=u, arg=a) for a in ORDER_ABILITIES for u in UNIT_IDS
}
GET_UP_KINDS: Final[tuple[str, ...]] = tuple(str(i) for i in range(MAX_LINES)) + ("other", "hero")
GET_UP: Final[dict[tuple[str, str], DtAction]] = {
    (u, k): _add("skill", f"skill get-up {u} {k}", unit=u, arg=f"get-up {k}") for u in UNIT_IDS for k in GET_UP_KINDS
}

NUM_PLAYER_ACTIONS: Final = len(_TABLE)


def action_by_index(index: int) -> DtAction:
    """The player action with integer id ``index``."""
    return _TABLE[index]


@lru_cache(maxsize=None)
def roll_action(hits: int, dice: int) -> DtAction:
    """Chance's outcome: ``hits`` hits among ``dice`` dice (``roll hhbbb``)."""
    if not 0 <= hits <= dice:
        raise IllegalActionError(f"{hits} hits among {dice} dice")
    return DtAction("roll", arg="h" * hits + "b" * (dice - hits), text="roll " + "h" * hits + "b" * (dice - hits))


@lru_cache(maxsize=None)
def roll_outcomes(dice: int) -> tuple[tuple[DtAction, float], ...]:
    """The outcomes of a roll of ``dice`` dice with their probabilities: k hits with
    C(n, k) p^k (1-p)^(n-k), p the chance of the hit face ("due facce con il simbolo ... e
    quattro facce vuote", p. 3)."""
    p = float(PROBABILITY[Face.HIT])
    return tuple((roll_action(k, dice), comb(dice, k) * p**k * (1 - p) ** (dice - k)) for k in range(dice + 1))


def roll_faces(action: DtAction) -> tuple[Face, ...]:
    """The faces of a ``roll`` outcome."""
    return tuple(Face.HIT if c == "h" else Face.BLANK for c in action.arg)


def parse_action(text: object) -> DtAction:
    """The action written ``text``; IllegalActionError if it is not Dust Tactics notation
    (anything but text is refused by ``action_text``, in the compiled build as in the pure one)."""
    clean = " ".join(action_text(text).split()).lower()
    found = _BY_TEXT.get(clean)
    if found is not None:
        return found
    if clean.startswith("roll "):
        faces = clean[5:].replace(" ", "")
        if faces and set(faces) <= {"h", "b"}:
            hits = faces.count("h")
            return roll_action(hits, len(faces))
    raise IllegalActionError(
        f"{excerpt(text)} is not a Dust Tactics action (e.g. 'activate hell-boys', 'declare move+attack', "
        "'move e4', 'aim sturmpioniere', 'lose 0'; see `meeple help notation dust-tactics`)"
    )

