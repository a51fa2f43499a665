"""What the server sends a page, built for one seat from what that seat may know.

Every payload comes from ``state.observation(seat)`` (a spectator is :data:`SPECTATOR`, which
every game's ``observe`` treats as no seat: the public view), the legal actions of that
seat with their labels, and the events that seat may see told as sentences by the game's own
words (:meth:`meeple.engine.core.Game.words`). Nothing else of the state is ever read here:
no seed, no full state, no undo history, no other seat's private data.
"""

from __future__ import annotations

from typing import Any, Sequence

from meeple.engine.core import CHANCE, Event
from meeple.engine.words import GameWords, phrase_json, telling
from meeple.server.errors import Refusal
from meeple.server.live import HUMAN, LiveMatch

#: The player number a spectator's observation is asked for: not a seat, so each game gives
#: its public view (Dead Man's Draw: "any other value gives the public view"; D-Day Dice and
#: Dust Tactics: everything on the table is public).
SPECTATOR = -1

Json = dict[str, Any]
PhraseJson = list[list[str]]


def words_of(live: LiveMatch) -> GameWords:
    """The game's words, having seen the table where the game's words name things as the table
    does (D-Day Dice: ``M5`` for sector 25 on Silence the Guns, the second edition's medals)."""
    words = live.game.words()
    if words is None:
        raise Refusal(f"{live.game.name} has no words for the browser yet")
    seeing = getattr(words, "seeing", None)
    return seeing(live.session.state.observation(SPECTATOR)) if seeing is not None else words


def visible(event: Event, seat: int | None) -> bool:
    """Whether ``seat`` may see ``event`` (None: a spectator sees the public events only)."""
    audience = event.get("visible_to")
    return audience is None or (seat is not None and seat in audience)


def tell(words: GameWords, events: Sequence[Event], names: Sequence[str], seat: int | None) -> list[PhraseJson]:
    """The events ``seat`` may see, as the game's sentences (events the game leaves out of
    its words are not sent)."""
    phrases: list[PhraseJson] = []
    for event in events:
        if visible(event, seat):
            phrase = words.event(event, names, seat)
            if phrase is not None:
                phrases.append(phrase_json(phrase))
    return phrases


def result_of(live: LiveMatch) -> Json | None:
    """Scores and winners once the match is over (the record's ``result``)."""
    if not live.is_over():
        return None
    return live.session.record(pin_chance=False).result


def can_undo(live: LiveMatch, seat: int | None) -> bool:
    """Whether ``seat`` may take back its last decision now (the session decides)."""
    if seat is None or live.agents[seat] != HUMAN or live.is_over():
        return False
    return live.session.can_undo(seat)


def view(live: LiveMatch, seat: int | None) -> Json:
    """The table as ``seat`` sees it, and what it may do now."""
    with telling(words_of(live), live.row.options):
        return _view(live, seat)


def _view(live: LiveMatch, seat: int | None) -> Json:
    state = live.session.state
    words = words_of(live)
    obs = state.observation(SPECTATOR if seat is None else seat)
    to_act = [p for p in state.current_players() if p != CHANCE]
    legal: list[Json] = []
    if seat is not None and seat in to_act and live.agents[seat] == HUMAN:
        fmt = live.game.format_action
        for action in state.legal_actions(seat):
            notation = fmt(action)
            label = words.action_label(notation, obs, live.names)
            legal.append({"action": notation, "label": phrase_json(label)})
    shown = {
        "observation": obs,
        "headline": phrase_json(words.headline(obs, live.names)),
        "to_act": to_act,
        "legal": legal,
        "can_undo": can_undo(live, seat),
        "status": "over" if live.is_over() else "playing",
        "result": result_of(live),
    }
    notes = getattr(words, "notes", None)  # a game whose table has notes in its words (D-Day Dice)
    if notes is not None:
        shown["notes"] = notes(obs, live.names, shown["result"])
    return shown


def grouped_log(live: LiveMatch, seat: int | None, since: int) -> list[Json]:
    """The news after ``since`` that ``seat`` may see, grouped by the change that made it:
    ``[{"version", "events": [phrase...]}]`` (changes with nothing to tell it left out)."""
    words = words_of(live)
    groups: list[Json] = []
    with telling(words, live.row.options):  # the words read the match's own content (its unit cards)
        for entry in live.log:
            if entry.version > since:
                phrases = tell(words, entry.events, live.names, seat)
                if phrases:
                    groups.append({"version": entry.version, "events": phrases})
    return groups


def away(live: LiveMatch) -> dict[str, str]:
    """The human seats with no socket open here, each with when its player was last seen."""
    present = set(live.seats_with_sockets())
    return {str(s.seat): s.last_seen.isoformat() for s in live.row.seats
            if s.agent == HUMAN and s.seat not in present}


def presence(live: LiveMatch) -> Json:
    return {"type": "presence", "away": away(live), "version": live.version}


def welcome(live: LiveMatch, seat: int | None, since: int | None, handover_after: float,
            kind: str = "welcome") -> Json:
    """The answer to ``hello`` (and a ``sync``): the whole view, and the log this connection
    may see -- only what came after ``since`` when the server still has it unchanged, else
    all of it (``since`` in the message then says -1)."""
    words = words_of(live)
    start = since if since is not None and live.row.log_from <= since <= live.version else -1
    return {
        "type": kind,
        "match": live.id,
        "game": live.game.id,
        "seat": seat,
        "names": live.names,
        "agents": live.agents,
        "glossary": words.glossary(),
        "table": words.table(live.row.options),
        "version": live.version,
        "since": start,
        "rematch": live.row.rematch,
        "handover_after": handover_after,
        "away": away(live),
        "view": view(live, seat),
        "log": grouped_log(live, seat, start),
    }


def update(live: LiveMatch, seat: int | None, since: int) -> Json:
    """What changed after ``since``, for ``seat``."""
    words = words_of(live)
    with telling(words, live.row.options):
        events = tell(words, live.events_since(since), live.names, seat)
    return {
        "type": "update",
        "version": live.version,
        "events": events,
        "view": view(live, seat),
    }


def error(reason: str, version: int | None, ref: int | None = None) -> Json:
    """A refusal; ``ref`` is the refused message's own ``ref`` when it had one, so a page
    knows which of its messages this answers."""
    message: Json = {"type": "error", "reason": reason, "version": version}
    if ref is not None:
        message["ref"] = ref
    return message


def done(ref: int, version: int) -> Json:
    """The move or undo the page numbered ``ref`` was committed (sent after its update)."""
    return {"type": "done", "ref": ref, "version": version}
