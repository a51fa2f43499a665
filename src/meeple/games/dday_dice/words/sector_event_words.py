"""The sentences of the events of the maps' own rules (:data:`SECTOR_SENTENCES`, by the
event's ``type``): the bunkers conquered, gone on from and their doors blown open (Gold Beach,
Silence the Guns, the second edition's explosives), a sector's reward to the first unit in,
random sectors (Sword Beach), a d6 the Binoculars may change, a sector's fire, a climb
(Pointe-du-Hoc) and the wire cut (Merville Battery). A sector is named as the board names it
(:func:`.reading.sector_label`).
"""

from __future__ import annotations

from typing import Sequence

from meeple.engine.core import Event
from meeple.engine.words import Phrase, plural
from meeple.games.dday_dice.words.card_words import the_card
from meeple.games.dday_dice.words.phrases import phrase
from meeple.games.dday_dice.words.pieces import award_word, who
from meeple.games.dday_dice.words.reading import Obs, sector_label
from meeple.games.dday_dice.words.sentences import EventSentence
from meeple.games.dday_dice.words.tags import LOSS, STRONG, SUCCESS
from meeple.games.dday_dice.words.vocabulary import D6_PURPOSES


def _bunker_conquered(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    return phrase(who(names, event), (f" conquers the bunker, sector {sector_label(board, event.get('bunker'))}", SUCCESS))


def _goes_on(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    left = [sector_label(board, b) for b in event.get("bunkers_left") or []]
    return phrase(who(names, event), f" stays in play in the bunker, sector {sector_label(board, event.get('bunker'))},"
                                     " to go on to the next", f" (still to conquer: {', '.join(left)})" if left else "")


def _go_on_or_retire(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    return phrase(who(names, event), f" holds the bunker, sector {sector_label(board, event.get('bunker'))}:"
                                     " it may go on towards the other bunker, or retire safe")


def _go_on(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    return phrase(who(names, event), f" chooses to go on from the bunker, sector {sector_label(board, event.get('bunker'))}")


def _retire(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    return phrase(who(names, event), " chooses to retire safe from the bunker, sector "
                                     f"{sector_label(board, event.get('bunker'))}")


def _bunker_doors(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    return phrase(who(names, event), f" must blow open the doors of the bunker, sector "
                                     f"{sector_label(board, event.get('sector'))}: 2 explosion symbols to discard")


def _explosives(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    symbols = int(event.get("symbols") or 0)
    return phrase(who(names, event), " discards ", the_card(str(event.get("card"))),
                  f" for the bunker's doors ({plural(symbols, 'explosion symbol')})")


def _bunker_doors_open(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    return phrase(who(names, event), (f" blows open the doors of the bunker, sector "
                                      f"{sector_label(board, event.get('sector'))}", STRONG))


def _sector_medal(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    where = sector_label(board, event.get("sector"))
    if "medal" in event and event["medal"] is None:
        return phrase(who(names, event), f" is the first into sector {where}, but no {award_word(board)} is left to win")
    return phrase(who(names, event), f" is the first into sector {where}: ", (f"{award_word(board, 2)} as reward", STRONG))


def _random_sector_roll(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    return phrase(who(names, event), f" is the first into sector {sector_label(board, event.get('sector'))},"
                                     " a random sector: a d6 decides what it holds")


def _random_sector(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    where, roll = sector_label(board, event.get("sector")), event.get("roll")
    attribute = (str(event.get("attribute")), STRONG)
    if event.get("binoculars"):
        return phrase(who(names, event), f"'s Binoculars make random sector {where} a {roll}: ", attribute)
    return phrase(f"Random sector {where} rolls {roll}: ", attribute, ", for the rest of the game")


def _die_rolled(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    purpose = str(event.get("purpose"))
    return phrase(f"{D6_PURPOSES.get(purpose, f'The {purpose} die')} rolls {event.get('die')}: ",
                  who(names, event, "binoculars_holder"), " may change it with the Binoculars")


def _sector_fire(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    return phrase((f"Fire from sector {sector_label(board, event.get('sector'))} on ", LOSS), who(names, event),
                  (f": a {event.get('die')} (that many soldiers lost this Phase 5)", LOSS))


def _climb(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    skulls = plural(int(event.get("skulls") or 0), "skull")
    if event.get("success"):
        return phrase(who(names, event), f" climbs the cliff of sector {sector_label(board, event.get('sector'))} "
                                         f"({skulls}): ", ("the advance is open this turn", SUCCESS))
    return phrase(who(names, event), f" fails to climb this turn ({skulls}, 4 needed)")


def _wire_cut(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    return phrase(who(names, event), f" cuts the wire in sector {sector_label(board, event.get('sector'))} (Wirecutters)")


#: The sentences of the maps' own events, by the event's type.
SECTOR_SENTENCES: dict[str, EventSentence] = {
    "bunker-conquered": _bunker_conquered,
    "goes-on": _goes_on,
    "go-on-or-retire": _go_on_or_retire,
    "go-on": _go_on,
    "retire": _retire,
    "bunker-doors": _bunker_doors,
    "explosives": _explosives,
    "bunker-doors-open": _bunker_doors_open,
    "sector-medal": _sector_medal,
    "random-sector-roll": _random_sector_roll,
    "random-sector": _random_sector,
    "die-rolled": _die_rolled,
    "sector-fire": _sector_fire,
    "climb": _climb,
    "wire-cut": _wire_cut,
}
