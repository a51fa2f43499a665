"""The sentence of each kind of event that needs more than a line of :func:`.events.describe_event`
(:data:`EVENT_SENTENCES`, by the event's ``type``): here the turn's own -- a move, casualties,
upkeep's gains (with how much of them the Final Tally explains), a Battle Cry, a phase, the end
of the game; the cards' in :mod:`.card_event_lines`, the maps' rules' in
:mod:`.sector_event_lines`. Each is given the board as the viewer knows it
(:attr:`.news_memory.NewsMemory.board`) and names a sector as the board does
(:func:`.observation.sector_label`: ``M8`` on Silence the Guns, the number on one map).
"""

from __future__ import annotations

from typing import Sequence

from rich.text import Text

from meeple.cli.dday_dice.card_event_lines import CARD_SENTENCES
from meeple.cli.dday_dice.news_memory import CountNews
from meeple.cli.dday_dice.observation import Obs, sector_label, sectors_named
from meeple.cli.dday_dice.sector_event_lines import SECTOR_SENTENCES
from meeple.cli.dday_dice.words import (
    RESULT_WORDS,
    EventSentence,
    phase_titles,
    sentence,
    who_text,
)
from meeple.cli.english import plural
from meeple.engine.core import Event
from meeple.games.dday_dice.rwb import BATTLE_CRY_SOLDIERS


def _event_move(event: Event, names: Sequence[str], board: Obs) -> Text:
    spent = int(event.get("courage_spent") or 0)
    cost = f" (spends {spent} courage)" if spent else ""
    to = sector_label(board, event.get("to"))
    if event.get("bunker"):
        return sentence(who_text(names, event), (f" storms the bunker, sector {to}{cost}", "bold"))
    if event.get("retreat"):
        return sentence(who_text(names, event), f" retreats down the cliff to sector {to}")
    return sentence(who_text(names, event), f" moves to sector {to}{cost}")


def _event_casualties(event: Event, names: Sequence[str], board: Obs) -> Text:
    where = f"in sector {sector_label(board, event.get('sector'))}"
    if "lost" not in event:  # casualties to assign: how they fall is told by later events
        count, cause = int(event.get("count") or 0), sectors_named(board, str(event.get("cause") or ""))
        if not count and not event.get("specialists"):
            return sentence(who_text(names, event), f" loses no soldiers {where}")
        text = sentence(who_text(names, event), (f" takes {count} casualt{'ies' if count != 1 else 'y'}", "red"))
        if event.get("specialists"):
            text.append(f" and must lose {plural(int(event['specialists']), 'specialist')}", style="red")
        text.append(f" ({cause})" if cause else f" {where}")
        return text
    lost = int(event.get("lost") or 0)
    if not lost:
        return sentence(who_text(names, event), f" loses no soldiers {where} ({event.get('soldiers_left')} left)")
    return sentence(who_text(names, event), (f" loses {lost} soldier{'s' if lost != 1 else ''}", "red"),
                     f" {where} ({event.get('soldiers_left')} left)")


def resources_sentence(event: Event, names: Sequence[str], count: CountNews | None = None) -> Text:
    """Upkeep's gains. The event gives totals only: they also count colourless results (a
    Scout's tool, a vehicle's, the sector's bonus or penalty, the Marksman's soldiers) that no
    event or observation lists. With the Final Tally the log told (``count``), a total that
    differs from what that count earns says so: ``12 item points (Final Tally 3 + other
    sources 9)``; without it, the sentence claims no split."""
    earned = count.resources() if count is not None else None
    gains: list[Text] = []
    other = False
    for field_, one, many in RESOURCE_GAINS:
        n = int(event.get(field_) or 0)
        if not n:
            continue
        gain = Text(f"{n} {one if n == 1 else many}", style="green")
        if earned is not None and earned[field_] != n:
            gain.append(f" (Final Tally {earned[field_]} + other sources {n - earned[field_]})")
            other = True
        gains.append(gain)
    if not gains:
        return sentence(who_text(names, event), " gains nothing from the Final Tally")
    if earned is None:
        source = " from the Final Tally and any colourless results"
    else:
        source = " in upkeep" if other else " from the Final Tally"
    return sentence(who_text(names, event), " gains ", Text(" and ").join(gains), source)


def _event_resources(event: Event, names: Sequence[str], board: Obs) -> Text:
    return resources_sentence(event, names)


def _event_battle_cry(event: Event, names: Sequence[str], board: Obs) -> Text:
    if event.get("choice") == "soldiers":
        return sentence(who_text(names, event), f"'s Battle Cry: +{BATTLE_CRY_SOLDIERS} soldiers")
    return sentence(who_text(names, event), "'s Battle Cry: this turn's move costs no courage")


def _event_game_over(event: Event, names: Sequence[str], board: Obs) -> Text:
    result = str(event.get("result"))
    words = RESULT_WORDS.get(result, result)
    return Text(f"Game over after turn {event.get('turn')}: {words}", style="bold")


def phase_line(event: Event, edition: int | None = None) -> Text:
    """A new turn, or a new phase named as the panel's title names it in ``edition``."""
    phase = str(event.get("phase"))
    if phase == "roll":
        return Text(f"-- Turn {event.get('turn')} --", style="bold")
    return Text(f"{phase_titles(edition).get(phase, phase)}", style="dim")


def _event_phase(event: Event, names: Sequence[str], board: Obs) -> Text:
    return phase_line(event)


def _event_handful_of_warriors(event: Event, names: Sequence[str], board: Obs) -> Text:
    gained, kept = int(event.get("gained") or 0), int(event.get("kept") or 0)
    return sentence(who_text(names, event), f" keeps {kept} of the {plural(gained, 'soldier')} gained in upkeep",
                    " (A Handful of Warriors)")


#: The sentences of the turn's own events, by the event's type.
TURN_SENTENCES: dict[str, EventSentence] = {
    "move": _event_move,
    "casualties": _event_casualties,
    "resources": _event_resources,
    "battle-cry": _event_battle_cry,
    "game-over": _event_game_over,
    "phase": _event_phase,
    "handful-of-warriors": _event_handful_of_warriors,
}


#: Every event's sentence by its type: the turn's, the cards' and the maps' (no type in two).
EVENT_SENTENCES: dict[str, EventSentence] = {**TURN_SENTENCES, **CARD_SENTENCES, **SECTOR_SENTENCES}


#: The resources of a ``resources`` event, with their words (singular, plural).
RESOURCE_GAINS: tuple[tuple[str, str, str], ...] = (
    ("soldiers", "soldier", "soldiers"), ("courage", "courage", "courage"), ("stars", "star", "stars"),
    ("item_points", "item point", "item points"),
)
