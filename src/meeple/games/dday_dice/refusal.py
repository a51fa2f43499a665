"""Why a choice is not offered, as the rules code that refuses it states it: a small JSON-safe
dict ``{"reason": <key>, ...what the rule read}`` (``{"reason": "stars", "stars": 3, "has": 1}``),
or None where the choice is offered. The legality checks that return one
(:func:`.supply.stars_refusal`, :func:`.items.find_refusal`, ...) are the rules themselves; the
words for each key are in :mod:`.words.refusal_words`.
"""

from __future__ import annotations

from typing import Any

Refusal = dict[str, Any]
