"""Second edition: one Auxiliary specialist in a unit at a time, one Unique specialist in play
at a time.

French rulebook (004_badc40968546fed3.txt), "LES 4 SORTES DE SPÉCIALISTES": "Spécialistes
Auxiliaires – ... Une Unité ne peut avoir qu'un seul Spécialiste Auxiliaire à la fois. Si
celui-ci est tué ou sacrifié, un autre peut être rallié pour le remplacer." "Spécialistes
Uniques – disponibles dans la réserve. Il ne peut y avoir qu'un seul Spécialiste Unique en jeu à
la fois. Lorsqu'un Spécialiste Unique est rallié, toutes les autres cartes de Spécialiste
Unique deviennent indisponibles ... Si le Spécialiste Unique est tué ou sacrifié, pivotez les
cartes verticalement ..., les rendant ainsi disponibles jusqu'à ce qu'un autre soit rallié."
"BAZOOKA JOE": "Si le jeu est toujours trop difficile, autorisez les Unités à rallier plus d'un
Spécialiste Unique et Auxiliaire."

The kinds of the first edition's cards are in ``data/edition2.toml`` (:mod:`.edition_cards`,
DDE-8). The limits hold for every recruit -- with stars, the Shoulder Patch, a medal's free
recruit (:func:`.supply.recruit_actions`). A Unique specialist is "en jeu" until killed or
sacrificed: one held by a unit on the beach or beside the bunker (a unit safe in it keeps its
specialists there) blocks the others; a unit lost takes its cards out of play (DDE-9).
Bazooka Joe's second step (the option ``bazooka_joe_specialists``) lifts both limits (DDE-10).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from meeple.games.dday_dice.edition import second
from meeple.games.dday_dice.edition_cards import load_edition2_cards
from meeple.games.dday_dice.refusal import Refusal
from meeple.games.dday_dice.unit import Unit

if TYPE_CHECKING:
    from meeple.games.dday_dice.state import DdState

AUXILIARY: Final = load_edition2_cards().of_kind("auxiliary")
UNIQUE: Final = load_edition2_cards().of_kind("unique")


def limits_hold(s: "DdState") -> bool:
    """The second edition's limits, unless Bazooka Joe lifts them."""
    return second(s) and not s.rules.bazooka_joe_specialists


def unique_in_play(s: "DdState") -> list[str]:
    """The Unique specialists in play (held by a unit not lost)."""
    return [sp for u in s.units if not u.lost for sp in u.specialists if sp in UNIQUE]


def may_recruit(s: "DdState", unit: Unit, specialist: str) -> bool:
    """Whether ``unit`` may rally ``specialist`` as far as these limits go."""
    return refusal(s, unit, specialist) is None


def refusal(s: "DdState", unit: Unit, specialist: str) -> Refusal | None:
    """Why these limits refuse ``unit`` ``specialist`` (None: they do not): the Auxiliary it
    already has, or the Unique specialist in play."""
    if not limits_hold(s):
        return None
    if specialist in AUXILIARY:
        held = [sp for sp in unit.specialists if sp in AUXILIARY]
        if held:
            return {"reason": "auxiliary-held", "specialist": held[0]}
    if specialist in UNIQUE:
        in_play = unique_in_play(s)
        if in_play:
            return {"reason": "unique-in-play", "specialist": in_play[0]}
    return None
