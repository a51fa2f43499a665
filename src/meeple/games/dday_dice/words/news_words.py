"""The news: a run of events told as lines (:func:`news`). Each roll is one line (``Ann rolls:
r1 ⚑ Courage, ...``), a reroll with its new faces, a unit's locks together, a sector's
machine-gun dice together, an item's use with what it did, casualties with the soldiers they
cost; every other event is its own sentence (:func:`.event_words.event_phrase`). A new turn's
line comes before the Final Tallies set as it begins (the Combat Photographer's).
"""

from __future__ import annotations

from typing import Callable, Iterator, Sequence

from meeple.engine.core import Event
from meeple.engine.words import Phrase, plural
from meeple.games.dday_dice.words.card_event_words import sector_effect
from meeple.games.dday_dice.words.card_words import the_card
from meeple.games.dday_dice.words.event_words import event_phrase
from meeple.games.dday_dice.words.phrases import join, phrase
from meeple.games.dday_dice.words.pieces import die, who
from meeple.games.dday_dice.words.reading import Obs, sector_label, sectors_named
from meeple.games.dday_dice.words.tags import LOSS
from meeple.games.dday_dice.words.turn_event_words import phase_line

#: The event that tells what an item did, right after its ``use``: told in the same line.
USE_FOLLOWERS: dict[str, tuple[str, ...]] = {
    **{item: ("item-gain",) for item in ("walkie-talkie", "field-radio", "pocket-bible", "lucky-charm")},
    "binoculars": ("binoculars",), "rangefinder": ("die-changed",), "strategic-map": ("die-colour",),
    "ammo-box": ("ammo-box",), "dispatch-case": ("dispatch-case",), "bangalore-torpedo": ("def-zero",),
    "bazooka": ("def-cut",), "flame-thrower": ("def-cut",), "grenade": ("mgf-prevented",),
    "mortar": ("mgf-prevented",),
}


def runs(events: Sequence[Event]) -> Iterator[tuple[str, list[Event]]]:
    """Events grouped: a reroll with the dice it rolls, a roll's dice, consecutive locks of a
    unit, a sector's machine-gun dice, an item's use and its effect, casualties and the
    soldiers they cost; every other event alone. Each run with its kind."""
    i = 0
    while i < len(events):
        kind, j = _run_at(events, i)
        yield kind, list(events[i:j])
        i = j


def _run_at(events: Sequence[Event], i: int) -> tuple[str, int]:
    """The kind of the run beginning at ``i`` and where it ends."""
    event = events[i]
    kind, seat = str(event.get("type")), event.get("seat")
    after = events[i + 1] if i + 1 < len(events) else {}
    if kind == "mgf":
        return kind, _while(events, i + 1, lambda e: e.get("type") == "mgf" and e.get("sector") == event.get("sector"))
    if (kind == "casualties" and "lost" not in event and after.get("type") == "soldiers-lost"
            and after.get("seat") == seat and after.get("count") == event.get("count")):
        return "casualties-fell", i + 2
    if (kind == "use" and after.get("type") in USE_FOLLOWERS.get(str(event.get("item")), ())
            and after.get("seat", seat) == seat):
        return "use-told", i + 2
    if kind == "reroll":
        return kind, _while(events, i + 1, lambda e: e.get("type") == "die" and e.get("seat") == seat)
    if kind in ("die", "lock"):
        return kind, _while(events, i + 1, lambda e: e.get("type") == kind and e.get("seat") == seat)
    return kind, i + 1


def _while(events: Sequence[Event], j: int, belongs: Callable[[Event], bool]) -> int:
    """Where the run of the events from ``j`` that ``belongs`` holds for ends."""
    while j < len(events) and belongs(events[j]):
        j += 1
    return j


def turn_first(events: Sequence[Event]) -> list[Event]:
    """A new turn's event before the Final Tallies set as it begins (the Combat Photographer's:
    the engine tells them just before the turn's ``phase`` event)."""
    ordered = list(events)
    for i, event in enumerate(ordered):
        if event.get("type") == "phase" and event.get("phase") == "roll":
            j = i
            while j > 0 and ordered[j - 1].get("type") == "final-count":
                j -= 1
            if j < i:
                ordered[j:i + 1] = [event, *ordered[j:i]]
    return ordered


def run_phrase(kind: str, run: Sequence[Event], names: Sequence[str], board: Obs,
               edition: int | None = None) -> Phrase | None:
    """One run of :func:`runs` as a line (None: nothing to tell). ``edition``: the edition
    whose phases a phase line names."""
    first = run[0]
    if kind == "phase":
        return phase_line(first, edition)
    if kind in ("die", "reroll") and (kind == "die" or len(run) > 1):
        dice = run if kind == "die" else run[1:]
        verb = " rolls: " if kind == "die" else " rerolls: "
        return phrase(who(names, first), verb, join([die(str(e.get("die")), str(e.get("face"))) for e in dice]))
    if kind == "lock":
        return phrase(who(names, first), " locks ", join([die(str(e.get("die"))) for e in run], " and "))
    if kind == "mgf":
        rolls = " + ".join(str(e.get("die")) for e in run)
        return [(f"Machine-gun fire on sector {sector_label(board, first.get('sector'))}: {rolls}", LOSS)]
    if kind == "use-told" and run[1].get("type") in ("def-cut", "def-zero", "mgf-prevented"):
        return phrase(who(names, first), " uses ", the_card(str(first.get("item"))), ": ", sector_effect(run[1], board))
    if kind == "casualties-fell":
        count, cause = int(run[1].get("count") or 0), sectors_named(board, str(first.get("cause") or ""))
        sector = sector_label(board, first.get("sector"))
        where = f" in sector {sector}" if cause.startswith("fell in combat") or not cause else f" ({cause})"
        return phrase(who(names, first), (f" loses {plural(count, 'soldier')}", LOSS), where)
    return event_phrase(first, names, board)  # a use's own words say it all (the action names the die, face, unit ...)


def news(events: Sequence[Event], names: Sequence[str], board: Obs | None = None,
         edition: int | None = None) -> list[Phrase]:
    """A run of events as lines (:func:`runs`, :func:`run_phrase`), told with the table as
    the viewer knows it (``board``) and the edition played."""
    board = board if board is not None else {}
    lines = []
    for kind, run in runs(turn_first(events)):
        line = run_phrase(kind, run, names, board, edition)
        if line is not None:
            lines.append(line)
    return lines
