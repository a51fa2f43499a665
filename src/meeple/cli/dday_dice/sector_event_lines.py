"""The sentences of the events of the maps' own rules (:data:`SECTOR_SENTENCES`, by the
event's ``type``): the bunkers conquered, gone on from and their doors blown open (Gold Beach,
Silence the Guns, the second edition's explosives), a sector's reward to the first unit in,
random sectors (Sword Beach), a d6 the Binoculars may change, a sector's fire. A sector is
named as the board names it (:func:`.observation.sector_label`).
"""

from __future__ import annotations

from typing import Sequence

from rich.text import Text

from meeple.cli.dday_dice.cards import the_card
from meeple.cli.dday_dice.observation import Obs, sector_label
from meeple.cli.dday_dice.words import EventSentence, award_word, sentence, who_text
from meeple.cli.english import plural
from meeple.engine.core import Event


# The bunkers: conquered, gone on from, their doors blown open (Gold Beach, Silence the Guns, 2nd edition)


def _event_bunker_conquered(event: Event, names: Sequence[str], board: Obs) -> Text:
    return sentence(who_text(names, event), (f" conquers the bunker, sector {sector_label(board, event.get('bunker'))}",
                                             "bold green"))


def _event_goes_on(event: Event, names: Sequence[str], board: Obs) -> Text:
    left = [sector_label(board, b) for b in event.get("bunkers_left") or []]
    text = sentence(who_text(names, event), f" stays in play in the bunker, sector {sector_label(board, event.get('bunker'))},"
                                            " to go on to the next")
    if left:
        text.append(f" (still to conquer: {', '.join(left)})")
    return text


def _event_go_on_or_retire(event: Event, names: Sequence[str], board: Obs) -> Text:
    return sentence(who_text(names, event), f" holds the bunker, sector {sector_label(board, event.get('bunker'))}:"
                                            " it may go on towards the other bunker, or retire safe")


def _event_go_on(event: Event, names: Sequence[str], board: Obs) -> Text:
    return sentence(who_text(names, event), f" chooses to go on from the bunker, sector "
                                            f"{sector_label(board, event.get('bunker'))}")


def _event_retire(event: Event, names: Sequence[str], board: Obs) -> Text:
    return sentence(who_text(names, event), f" chooses to retire safe from the bunker, sector "
                                            f"{sector_label(board, event.get('bunker'))}")


def _event_bunker_doors(event: Event, names: Sequence[str], board: Obs) -> Text:
    return sentence(who_text(names, event), f" must blow open the doors of the bunker, sector "
                                            f"{sector_label(board, event.get('sector'))}: 2 explosion symbols to discard")


def _event_explosives(event: Event, names: Sequence[str], board: Obs) -> Text:
    symbols = int(event.get("symbols") or 0)
    return sentence(who_text(names, event), " discards ", the_card(str(event.get("card"))),
                    f" for the bunker's doors ({plural(symbols, 'explosion symbol')})")


def _event_bunker_doors_open(event: Event, names: Sequence[str], board: Obs) -> Text:
    return sentence(who_text(names, event), (f" blows open the doors of the bunker, sector "
                                             f"{sector_label(board, event.get('sector'))}", "bold"))


# Sector rewards and random sectors (Gold Beach, Sword Beach), a d6 the Binoculars may change


def _event_sector_medal(event: Event, names: Sequence[str], board: Obs) -> Text:
    where = sector_label(board, event.get("sector"))
    if "medal" in event and event["medal"] is None:
        return sentence(who_text(names, event), f" is the first into sector {where}, but no {award_word(board)} is left to win")
    return sentence(who_text(names, event), f" is the first into sector {where}: ", (f"{award_word(board, 2)} as reward", "bold"))


def _event_random_sector_roll(event: Event, names: Sequence[str], board: Obs) -> Text:
    return sentence(who_text(names, event), f" is the first into sector {sector_label(board, event.get('sector'))},"
                                            " a random sector: a d6 decides what it holds")


def _event_random_sector(event: Event, names: Sequence[str], board: Obs) -> Text:
    where, roll = sector_label(board, event.get("sector")), event.get("roll")
    attribute = (str(event.get("attribute")), "bold")
    if event.get("binoculars"):
        return sentence(who_text(names, event), f"'s Binoculars make random sector {where} a {roll}: ", attribute)
    return sentence(f"Random sector {where} rolls {roll}: ", attribute, ", for the rest of the game")


#: The d6 rolls the Binoculars may change (:mod:`meeple.games.dday_dice.binoculars_dice`), by purpose.
D6_PURPOSES = {"mine": "The landmines die", "sector-fire": "The sector's fire die",
               "gammon": "The Gammon Bomb's die", "soldiers": "The soldiers die"}


def _event_die_rolled(event: Event, names: Sequence[str], board: Obs) -> Text:
    purpose = str(event.get("purpose"))
    return sentence(f"{D6_PURPOSES.get(purpose, f'The {purpose} die')} rolls {event.get('die')}: ",
                    who_text(names, event, "binoculars_holder"), " may change it with the Binoculars")


def _event_sector_fire(event: Event, names: Sequence[str], board: Obs) -> Text:
    return sentence((f"Fire from sector {sector_label(board, event.get('sector'))} on ", "red"), who_text(names, event),
                    (f": a {event.get('die')} (that many soldiers lost this Phase 5)", "red"))


#: The sentences of the maps' own events, by the event's type.
SECTOR_SENTENCES: dict[str, EventSentence] = {
    "bunker-conquered": _event_bunker_conquered,
    "goes-on": _event_goes_on,
    "go-on-or-retire": _event_go_on_or_retire,
    "go-on": _event_go_on,
    "retire": _event_retire,
    "bunker-doors": _event_bunker_doors,
    "explosives": _event_explosives,
    "bunker-doors-open": _event_bunker_doors_open,
    "sector-medal": _event_sector_medal,
    "random-sector-roll": _event_random_sector_roll,
    "random-sector": _event_random_sector,
    "die-rolled": _event_die_rolled,
    "sector-fire": _event_sector_fire,
}
