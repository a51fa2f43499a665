"""Where a rule's events go (docs/speed.md, "Events when asked").

Every rule that tells what happened (a card placed, a bust, an ability annulled) appends its
event to the list its caller gave, or builds none when the caller gave ``None``: a game
between bots, a playout or a sweep reads no event, and the state changes exactly as it does
when the events are asked for (:meth:`.state.DmdState.apply_quietly`).
"""

from __future__ import annotations

from meeple.engine.core import Event

#: The events of one move, in order; ``None`` when nobody reads them.
Sink = list[Event] | None
