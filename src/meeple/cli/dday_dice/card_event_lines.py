"""The sentences of the events of cards, items and specialists (:data:`CARD_SENTENCES`, by the
event's ``type``): a find, an item used, a medal won or played, a recruit, a gift, an item's
effect on a sector, the Binoculars, the Victoria Cross's deal, the Lieutenant's swap, the War
Correspondent's, a result added to a Final Tally. A sector is named as the board names it
(:func:`.observation.sector_label`).
"""

from __future__ import annotations

from typing import Sequence

from rich.text import Text

from meeple.cli.dday_dice.cards import card_name, card_summary, item_points_words, the_card
from meeple.cli.dday_dice.item_effects import use_effect
from meeple.cli.dday_dice.observation import Obs, sector_label
from meeple.cli.dday_dice.words import (
    RESOURCE_WORDS,
    EventSentence,
    award_word,
    capital,
    deal_words,
    die_chip,
    face_colour,
    sentence,
    who_text,
)
from meeple.cli.english import plural
from meeple.engine.core import Event


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
        return sentence(who_text(names, event), " draws ", the_card(medal), f" from the {award_word(board)} deck")
    if how == "full set":
        how = "for a Straight"
    elif how.startswith("sector "):  # a sector's reward to the first unit in (sector_rewards)
        how = f"first into sector {sector_label(board, how.split()[1])}"
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
                     " to ", whose, " Final Tally")


def _event_draw_medal(event: Event, names: Sequence[str], board: Obs) -> Text:
    return sentence(who_text(names, event), f" takes {award_word(board, 2)} drawn at random instead of ",
                    the_card("victoria-cross"))


#: The sentences of the card events, by the event's type.
CARD_SENTENCES: dict[str, EventSentence] = {
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
    "draw-medal": _event_draw_medal,
}
