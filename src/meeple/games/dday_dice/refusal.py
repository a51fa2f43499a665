"""Why a choice is not offered, as the rules code that refuses it states it: a small JSON-safe
dict ``{"reason": <key>, ...what the rule read}`` (``{"reason": "stars", "stars": 3, "has": 1}``),
or None where the choice is offered. The legality checks that return one
(:func:`.supply.stars_refusal`, :func:`.items.find_refusal`, ...) are the rules themselves; the
words for each key are in :mod:`.words.refusal_words`.
"""

from __future__ import annotations

from typing import Any, Callable, Iterable

Refusal = dict[str, Any]


def each_refused(cards: Iterable[str], refusal: Callable[[str], Refusal | None]) -> dict[str, Refusal]:
    """Each card (once, in order) that ``refusal`` gives a reason for, with that reason."""
    out: dict[str, Refusal] = {}
    for card in dict.fromkeys(cards):
        why = refusal(card)
        if why is not None:
            out[card] = why
    return out
