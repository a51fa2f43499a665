"""The joins the news has read (:data:`JOINED_HEROES`). The game's events that tell a joined
hero's line (``0h``) name the hero (``hero``); an event that does not (one written by hand)
is told with the hero the news saw join the squad, or the one the last table showed with it.
"""

from __future__ import annotations

from meeple.engine.core import Event
from meeple.games.dust_tactics.words.attack_event_words import HERO_LINE_EVENTS
from meeple.games.dust_tactics.words.reading import last_board

#: Joined heroes as the events have told them: squad id -> hero id.
JOINED_HEROES: dict[str, str] = {}


def remember(event: Event) -> None:
    """Follow the joins and detachments the events tell, whether or not the event is shown
    (a viewer's own join is not: the news leaves out its own echoes)."""
    kind = event.get("type")
    if kind == "join":
        JOINED_HEROES[str(event.get("squad"))] = str(event.get("hero"))
    elif kind == "detach":
        JOINED_HEROES.pop(str(event.get("squad")), None)


def hero_of(squad_id: str) -> str | None:
    """The hero joined to a squad, as the events or the last table drawn tell it."""
    hero_id = JOINED_HEROES.get(squad_id)
    last = last_board()
    if hero_id is None and last is not None:
        data = last.units.get(squad_id, {})
        hero_id = (data.get("hero") or {}).get("card")
    return hero_id


def with_hero(event: Event) -> Event:
    """``event`` naming the hero of its squad's line ``0h`` (``hero``), if it does not."""
    if event.get("type") not in HERO_LINE_EVENTS or "hero" in event:
        return event
    refs = [str(ref) for ref, _ in event.get("shots", ())] + [str(event.get("line", ""))]
    if not any(ref.endswith("h") for ref in refs):
        return event
    hero = hero_of(str(event.get("unit", "")))
    return dict(event, hero=hero) if hero else event
