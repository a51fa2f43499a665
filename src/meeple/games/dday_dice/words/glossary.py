"""The game's glossary (:func:`glossary`): the names and texts of its cards, faces, dice,
phases, RWB bonuses, results and card effects as JSON-safe data, for a front end that looks
a name up (the browser) rather than asking for a sentence.
"""

from __future__ import annotations

from typing import Any

from meeple.games.dday_dice.dice import DIE_NAMES, FACES
from meeple.games.dday_dice.words.card_texts import second_edition_facts, timing_words
from meeple.games.dday_dice.words.card_words import cards_by_id, cost_words
from meeple.games.dday_dice.words.tags import DIE_TAGS, TAGS
from meeple.games.dday_dice.words.vocabulary import (
    AWARD_WORDS,
    COMBAT_WINDOWS,
    EFFECT_WORDS,
    FACE_NAMES,
    FACE_SYMBOLS,
    KIND_TITLES,
    PENDING_WORDS,
    RESULT_WORDS,
    RWB_NAMES,
    RWB_OF_FACE,
    TIMING_WORDS,
    die_name,
    phase_titles,
)

EDITIONS = (1, 2)


def glossary() -> dict[str, Any]:
    """Every name and text the game's words use, by id."""
    return {
        "faces": {face: {"name": FACE_NAMES[face], "symbol": FACE_SYMBOLS[face], "rwb": RWB_OF_FACE[face]}
                  for face in FACES},
        "dice": {die: {"name": die_name(die), "tag": DIE_TAGS[die[0]]} for die in DIE_NAMES},
        "phases": {str(edition): dict(phase_titles(edition)) for edition in EDITIONS},
        "combat_windows": dict(COMBAT_WINDOWS),
        "results": dict(RESULT_WORDS),
        "rwb": dict(RWB_NAMES),
        "medal_words": {str(edition): dict(zip(("one", "many", "article"), words))
                        for edition, words in AWARD_WORDS.items()},
        "kinds": dict(KIND_TITLES),
        "timings": {timing: {str(edition): timing_words(timing, edition) for edition in EDITIONS}
                    for timing in TIMING_WORDS},
        "effects": dict(EFFECT_WORDS),
        "pending": dict(PENDING_WORDS),
        "cards": {card_id: _card(card_id) for card_id in cards_by_id()},
        "tags": sorted(TAGS - {""}),
    }


def _card(card_id: str) -> dict[str, Any]:
    card = cards_by_id()[card_id]
    return {
        "name": card.name, "kind": card.kind, "cost": card.cost, "cost_kind": card.cost_kind,
        "cost_words": cost_words(card), "timing": card.timing, "solo": card.solo, "two_part": card.two_part,
        "summary": card.summary, "edition_2": second_edition_facts(card_id),
    }
