"""The sentence of each kind of event that needs more than a line of :func:`.events.describe_event`
(:data:`EVENT_SENTENCES`, by the event's ``type``): a move, casualties, upkeep's gains (with
how much of them the Final Count explains), a find, a card played ... Each is given the board as
the viewer knows it (:attr:`.news_memory.NewsMemory.board`) and names a sector as the board
does (:func:`.observation.sector_label`: ``M8`` on Silence the Guns, the number on one map).
"""

from __future__ import annotations

from typing import Callable, Sequence

from rich.text import Text

from meeple.cli.dday_dice.cards import card_name, card_summary, item_points_words, the_card
from meeple.cli.dday_dice.item_effects import use_effect
from meeple.cli.dday_dice.news_memory import CountNews
from meeple.cli.dday_dice.observation import Obs, sector_label, sectors_named
from meeple.cli.dday_dice.words import (
    RESOURCE_WORDS,
    RESULT_WORDS,
    capital,
    deal_words,
    die_chip,
    face_colour,
    phase_titles,
    plural,
    who_text,
)
from meeple.engine.core import Event
from meeple.games.dday_dice.rwb import BATTLE_CRY_SOLDIERS


def sentence(*parts: str | Text | tuple[str, str]) -> Text:
    return Text.assemble(*parts)


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
            text.append(f" and must lose {event['specialists']} specialist(s)", style="red")
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
    event or observation lists. With the Final Count the log told (``count``), a total that
    differs from what that count earns says so: ``12 item points (Final Count 3 + other
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
            gain.append(f" (Final Count {earned[field_]} + other sources {n - earned[field_]})")
            other = True
        gains.append(gain)
    if not gains:
        return sentence(who_text(names, event), " gains nothing from the Final Count")
    if earned is None:
        source = " from the Final Count and any colourless results"
    else:
        source = " in upkeep" if other else " from the Final Count"
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


def _event_find(event: Event, names: Sequence[str], board: Obs) -> Text:
    item = str(event.get("item"))
    what = Text.assemble(("the used " if event.get("used_item") else "the "), (card_name(item), "bold"))
    if event.get("free") and event.get("sector"):
        where = sector_label(board, event["sector"])
        return sentence(who_text(names, event), " finds ", what, f" lying in sector {where}, for free")
    if event.get("free"):
        return sentence(who_text(names, event), " finds ", what, " for free (Légion d'Honneur)")
    text = sentence(who_text(names, event), " finds ", what, f" for {item_points_words(int(event.get('item_points') or 0))}")
    if event.get("used_item"):
        text.append(" (Special Find)")
    return text


def _event_use(event: Event, names: Sequence[str], board: Obs) -> Text:
    item = str(event.get("item"))
    words = str(event.get("action") or "").split()
    text = sentence(who_text(names, event), " uses ", the_card(item))
    effect = use_effect(item, words[2:] if len(words) > 2 else [], None, names, board)
    if effect.plain:
        text.append(": ")
        text.append(effect)
    return text


def _event_medal(event: Event, names: Sequence[str], board: Obs) -> Text:
    medal = str(event.get("medal"))
    how = str(event.get("how") or "")
    if how == "drawn":
        return sentence(who_text(names, event), " draws ", the_card(medal), " from the medal deck")
    return sentence(who_text(names, event), " wins ", the_card(medal), f" ({how})" if how else "")


def _event_play(event: Event, names: Sequence[str], board: Obs) -> Text:
    medal = str(event.get("medal"))
    text = sentence(who_text(names, event), (" plays ", "bold"), the_card(medal))
    summary = card_summary(medal)
    if summary:
        text.append(f": {summary}", style="dim")
    return text


def _event_item_gain(event: Event, names: Sequence[str], board: Obs) -> Text:
    words = {"soldiers": "soldier", "courage": "courage", "stars": "star", "item_points": "item point"}
    gains = []
    for field, word in words.items():
        n = int(event.get(field) or 0)
        if n:
            gains.append(f"{n} {word}" if word == "courage" else plural(n, word))
    return sentence(who_text(names, event), " gains ", (" and ".join(gains) or "nothing", "green"))


def _event_recruit(event: Event, names: Sequence[str], board: Obs) -> Text:
    text = sentence(who_text(names, event), " recruits ", (card_name(str(event.get("specialist"))), "bold"))
    how = str(event.get("how", "stars"))
    if how == "shoulder-patch":
        text.append(" with the Shoulder Patch (1 soldier)")
    elif how == "medal":
        text.append(" for free (Military Medal)")
    elif how.startswith("sector "):  # a sector's reward to the first unit in (sector_rewards)
        text.append(f" for free, first into sector {sector_label(board, how.split()[1])}")
    else:
        text.append(f" for {event.get('stars')} stars")
    return text


def _event_give(event: Event, names: Sequence[str], board: Obs) -> Text:
    what = str(event.get("what", ""))
    if what in RESOURCE_WORDS:
        return sentence(who_text(names, event), f" gives 1 {RESOURCE_WORDS[what]} to ", who_text(names, event, "to"))
    return sentence(who_text(names, event), " gives ", the_card(what), " to ", who_text(names, event, "to"))


def sector_effect(event: Event, board: Obs) -> str:
    """A card's effect on a sector this turn, as a phrase: ``the DEF of sector 4 is cut by 7``
    (the sector named as ``board`` names it)."""
    kind, sector = event.get("type"), sector_label(board, event.get("sector"))
    if kind == "def-cut":
        return f"the DEF of sector {sector} is cut by {event.get('by')} this turn"
    if kind == "def-zero":
        return f"the DEF of sector {sector} is 0 this turn"
    return f"no machine-gun fire in sector {sector} this turn"


def _event_def_cut(event: Event, names: Sequence[str], board: Obs) -> Text:
    text = Text(capital(sector_effect(event, board)), style="yellow")
    if event.get("die") is not None:
        text.append(f" (the Gammon Bomb rolls {event.get('die')})")
    return text


def _event_binoculars(event: Event, names: Sequence[str], board: Obs) -> Text:
    if event.get("mgf_die") is not None:
        where = f" of sector {sector_label(board, event['sector'])}" if event.get("sector") is not None else ""
        return sentence(who_text(names, event), f"'s Binoculars: machine-gun die {event.get('mgf_die')}{where} now shows ",
                         (str(event.get("value")), "bold"))
    return sentence(who_text(names, event), "'s Binoculars: ", die_chip(str(event.get("die")), str(event.get("face"))))


def _event_deal(event: Event, names: Sequence[str], board: Obs) -> Text:
    die, face = deal_words(event)
    return sentence("Victoria Cross: ", who_text(names, event, "to"), " is dealt ", die_chip(die, face))


def _event_swap(event: Event, names: Sequence[str], board: Obs) -> Text:
    if event.get("with") == "spare":
        return sentence(who_text(names, event), f"'s Lieutenant swaps {event.get('die')} for the spare {event.get('other_die')}")
    return sentence(who_text(names, event), f"'s Lieutenant swaps {event.get('die')} for ",
                     who_text(names, event, "with"), f"'s {event.get('other_die')}")


def _event_swap_sectors(event: Event, names: Sequence[str], board: Obs) -> Text:
    sectors = [sector_label(board, sector) for sector in event.get("sectors") or ["?", "?"]]
    return sentence(who_text(names, event), "'s War Correspondent swaps sectors with ", who_text(names, event, "with"),
                     f": now in sector {sectors[0]}, and ", who_text(names, event, "with"), f" in sector {sectors[1]}")


def _event_result_added(event: Event, names: Sequence[str], board: Obs) -> Text:
    face, colour = str(event.get("face")), event.get("colour")
    whose = Text("its") if event.get("to") == event.get("seat") else Text.assemble(who_text(names, event, "to"), "'s")
    return sentence(who_text(names, event), " adds ", face_colour(face, str(colour) if colour else None),
                     " to ", whose, " Final Count")


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
        return sentence(who_text(names, event), f" is the first into sector {where}, but no medal is left to win")
    return sentence(who_text(names, event), f" is the first into sector {where}: ", ("a medal as reward", "bold"))


def _event_draw_medal(event: Event, names: Sequence[str], board: Obs) -> Text:
    return sentence(who_text(names, event), " takes a medal drawn at random instead of ", the_card("victoria-cross"))


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
D6_PURPOSES = {"mine": "The minefield die", "sector-fire": "The sector's fire die",
               "gammon": "The Gammon Bomb's die", "soldiers": "The soldiers die"}


def _event_die_rolled(event: Event, names: Sequence[str], board: Obs) -> Text:
    purpose = str(event.get("purpose"))
    return sentence(f"{D6_PURPOSES.get(purpose, f'The {purpose} die')} rolls {event.get('die')}: ",
                    who_text(names, event, "binoculars_holder"), " may change it with the Binoculars")


def _event_sector_fire(event: Event, names: Sequence[str], board: Obs) -> Text:
    return sentence((f"Fire from sector {sector_label(board, event.get('sector'))} on ", "red"), who_text(names, event),
                    (f": a {event.get('die')} (that many soldiers lost this Phase 5)", "red"))


def _event_handful_of_warriors(event: Event, names: Sequence[str], board: Obs) -> Text:
    gained, kept = int(event.get("gained") or 0), int(event.get("kept") or 0)
    return sentence(who_text(names, event), f" keeps {kept} of the {plural(gained, 'soldier')} gained in upkeep",
                    " (A Handful of Warriors)")


#: An event's sentence from the event, the seats' names and the board as the viewer knows it.
EventSentence = Callable[[Event, Sequence[str], Obs], Text]


EVENT_SENTENCES: dict[str, EventSentence] = {
    "find": _event_find,
    "use": _event_use,
    "medal": _event_medal,
    "play": _event_play,
    "item-gain": _event_item_gain,
    "recruit": _event_recruit,
    "give": _event_give,
    "def-cut": _event_def_cut,
    "binoculars": _event_binoculars,
    "deal": _event_deal,
    "swap": _event_swap,
    "swap-sectors": _event_swap_sectors,
    "result-added": _event_result_added,
    "move": _event_move,
    "casualties": _event_casualties,
    "resources": _event_resources,
    "battle-cry": _event_battle_cry,
    "game-over": _event_game_over,
    "phase": _event_phase,
    "bunker-conquered": _event_bunker_conquered,
    "goes-on": _event_goes_on,
    "go-on-or-retire": _event_go_on_or_retire,
    "go-on": _event_go_on,
    "retire": _event_retire,
    "bunker-doors": _event_bunker_doors,
    "explosives": _event_explosives,
    "bunker-doors-open": _event_bunker_doors_open,
    "sector-medal": _event_sector_medal,
    "draw-medal": _event_draw_medal,
    "random-sector-roll": _event_random_sector_roll,
    "random-sector": _event_random_sector,
    "die-rolled": _event_die_rolled,
    "sector-fire": _event_sector_fire,
    "handful-of-warriors": _event_handful_of_warriors,
}


#: The resources of a ``resources`` event, with their words (singular, plural).
RESOURCE_GAINS: tuple[tuple[str, str, str], ...] = (
    ("soldiers", "soldier", "soldiers"), ("courage", "courage", "courage"), ("stars", "star", "stars"),
    ("item_points", "item point", "item points"),
)
