"""What a seat may do now, and what chance may bring, in one place.

Drawing and banking (pp. 3-4): "Quando è il tuo turno, pesca la prima carta" -- a turn
begins with a draw, so banking needs at least one card in the play area; "Invece di
pescare un'altra carta, si può raccogliere". The Kraken (p. 7) forbids banking until its
cards are added. When the draw pile is empty, the player who drew the last card "finisce il
proprio turno normalmente con una raccolta o con uno sballo" (p. 4): only ``bank`` remains,
even with an empty play area or a Kraken still owed (docs/rulings.md, "DMD-2", "DMD-9").
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final, Sequence

from meeple.engine.errors import IllegalActionError
from meeple.games.dead_mans_draw import actions as A
from meeple.games.dead_mans_draw import effects as E
from meeple.games.dead_mans_draw.abilities import cannon_options, hook_options, opponents, sword_options
from meeple.games.dead_mans_draw.bank import has_cards
from meeple.games.dead_mans_draw.phases import DEAL, FIRST, KEEP, PLAY, TARGET

if TYPE_CHECKING:
    from meeple.games.dead_mans_draw.state import DmdState

#: The legal actions are tuples: one tuple is shared by every position it fits (and cached on
#: the state and its clones), and nobody can change it; callers get a list of their own
#: (``DmdState.legal_actions``).
Legal = tuple[A.DmdAction, ...]

_DRAW_OR_BANK: Final[Legal] = (A.DRAW, A.BANK)
_DRAW_ONLY: Final[Legal] = (A.DRAW,)
_BANK_ONLY: Final[Legal] = (A.BANK,)


def player_actions(s: "DmdState", p: int) -> Legal:
    """The legal actions of seat ``p`` (who must be among the current players)."""
    phase = s.phase
    if phase == PLAY:
        if s.pending:
            return decision_actions(s)
        if not s.draw_pile and not s.draw_top:
            return _BANK_ONLY
        if not s.play or s.kraken_need:
            return _DRAW_ONLY
        return _DRAW_OR_BANK
    if phase == KEEP:
        return tuple(A.KEEP[t] for t in sorted(set(s.dealt[p])))
    if phase == TARGET:
        return tuple(A.TARGET[q] for q in range(s.n) if q != p)
    return ()


def decision_actions(s: "DmdState") -> Legal:
    """The options of the pending decision on top of the effect stack."""
    top = s.pending[-1]
    kind = top[0]
    p = s.current
    if kind == E.HOOK:
        return tuple(A.HOOK[suit] for suit in hook_options(s))
    if kind == E.CANNON:
        return tuple(A.CANNON[q][suit] for q, suit in cannon_options(s))
    if kind == E.SWORD:
        return tuple(A.SWORD[q][suit] for q, suit in sword_options(s))
    if kind == E.MAP_CHOOSE:
        return tuple(A.TAKE[c] for c in sorted(set(s.revealed)))
    if kind == E.NAVIGATE:
        return tuple(A.TAKE[c] for c in sorted(set(s.discard)))
    if kind == E.MISFIRE:
        return tuple(A.GIVE[suit] for suit, pile in enumerate(s.banks[p]) if pile)
    if kind == E.PLUNDER:
        return tuple(A.PLUNDER[q] for q in opponents(s, p) if has_cards(s.banks[q]))
    if kind == E.SEIZE:
        return tuple(A.SEIZE[suit] for suit, pile in enumerate(s.banks[top[1]]) if pile)
    return ()


def chance_population(s: "DmdState") -> tuple[str, list[int]]:
    """What chance draws from now: ("trait", trait deck), ("first", []), or ("card", pile)."""
    phase = s.phase
    if phase == DEAL:
        return "trait", s.trait_deck
    if phase == FIRST:
        return "first", []
    kind = s.pending[-1][0]
    if kind == E.DRAW or kind == E.REVEAL:
        return "card", s.draw_pile
    return "card", s.discard


_POPULATION_NAMES = {
    E.DRAW: "the draw pile", E.REVEAL: "the draw pile", E.MAP_REVEAL: "the discard pile",
    E.BONUS: "the discard pile",
}


def check_chance(s: "DmdState", action: A.DmdAction) -> None:
    """Raise IllegalActionError unless ``action`` is a possible chance outcome now."""
    if s.phase == PLAY:
        kind = s.pending[-1][0]
        if action.kind == "card" and action.a in (s.draw_pile if kind <= E.REVEAL else s.discard):
            return
    kind_name, population = chance_population(s)
    if action.kind != kind_name:
        raise IllegalActionError(
            f"impossible chance outcome {action.text!r}: chance must give a {kind_name} now"
        )
    if kind_name == "first":
        if not 0 <= action.a < s.n:
            raise IllegalActionError(f"impossible chance outcome {action.text!r}: there are {s.n} seats")
        return
    if action.a not in population:
        where = "the trait deck" if kind_name == "trait" else _POPULATION_NAMES[s.pending[-1][0]]
        raise IllegalActionError(f"impossible chance outcome {action.text!r}: it is not in {where}")


def why_illegal(s: "DmdState", p: int, action: A.DmdAction, legal: Sequence[A.DmdAction]) -> str:
    """A readable reason why ``action`` is not legal for seat ``p``."""
    options = ", ".join(a.text for a in legal[:12])
    if len(legal) > 12:
        options += f", ... ({len(legal)} in all)"
    reason = ""
    if action is A.BANK and s.phase == PLAY and not s.pending:
        if s.kraken_need:
            reason = f" (the Kraken makes you add {s.kraken_need} more card(s) before banking)"
        elif not s.play:
            reason = " (the play area is empty: a turn starts with a draw)"
    elif s.pending:
        reason = f" (you must first resolve the {E.NAMES[s.pending[-1][0]]})"
    return f"{action.text!r} is not legal for seat {p} now{reason}; legal: {options}"

