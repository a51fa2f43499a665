"""Which attributes of a sector act now: a sector whose attributes the General cancels.

Juno Beach (Italian rulebook p. 17, "Mappa N.05: JUNO BEACH"): "Settore 7: Se un General è
in gioco, le unità ignorano gli attributi di questo settore." Spanish ("Mapa de Batalla N-05"):
"Sector 7: Si el General está en juego, las Unidades ignorarán los atributos de este Sector."
(Merville Battery, p. 20, says the same of its sectors 4 and 12.)

"In gioco": recruited by a unit still on the beach and alive (docs/rulings.md, DDC-16, DDD-7;
:func:`.specialists.in_play`). "Gli attributi": what the rulebook's Exercise Tiger forms switch
off when they "ignorano gli attributi di settore" -- bonuses, penalties, requirements, no-item,
one-unit, the special rules, and the machine-gun fire with its special damage (p. 14, Basic
Training: "ad eccezione del fuoco di mitragliatrice e del campo minato", so the MGF is one);
the DEF shields ("l'unica icona da considerare è il DEF") and the courage on the row lines are
not attributes of the sector (docs/rulings.md, DDM-29).

Every rule that reads a sector's attributes reads them through :func:`sector`, so the General
acts everywhere at once: Final Count bonuses and penalties (:func:`.upkeep.results`),
requirements and one-unit (:mod:`.movement`), no-item (:func:`.items.may_find_here`), the MGF
(:mod:`.combat`) and the named special rules.
"""

from __future__ import annotations

import dataclasses
from functools import lru_cache
from typing import TYPE_CHECKING, Final

from meeple.games.dday_dice import random_sectors, solo_one_unit
from meeple.games.dday_dice.board import Sector
from meeple.games.dday_dice.specialists import GENERAL, in_play

if TYPE_CHECKING:
    from meeple.games.dday_dice.state import DdState

GENERAL_IGNORES_ATTRIBUTES: Final = "general-ignores-attributes"


def attributes_ignored(s: "DdState", number: int) -> bool:
    """Whether the units in sector ``number`` ignore its attributes now: the sector has the
    rule and a General is in play."""
    return s.board.sectors[number].has_rule(GENERAL_IGNORES_ATTRIBUTES) and in_play(s, GENERAL)


def sector(s: "DdState", number: int) -> Sector:
    """Sector ``number`` with the attributes that act now (all of them, unless ignored)."""
    base = s.board.sectors[number]
    if number in s.marks.rolls:
        base = random_sectors.as_rolled(s, base)  # Sword Beach: the attribute rolled (DDM-45)
    if not base.special or not attributes_ignored(s, number):
        return solo_one_unit.as_played(s, base)  # 2nd edition solo: "1 Unité Max" is black (DDE-17)
    return bare(base)


@lru_cache(maxsize=None)
def bare(base: Sector) -> Sector:
    """The sector without its attributes: its DEF shields (and black shield) only."""
    return dataclasses.replace(
        base, mgf=0, mgf_special="none", bonus=(), penalty=(), requires=(), special=(), one_unit=False,
        no_item=False,
    )
