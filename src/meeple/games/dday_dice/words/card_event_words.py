"""The sentences of the events of cards, items, vehicles and specialists
(:data:`CARD_SENTENCES`, by the event's ``type``): a find, an item used, a medal won, bought or
played, a recruit, a gift, a vehicle got or abandoned, an item's effect on a sector, the
Binoculars, the Victoria Cross's deal, the Lieutenant's swap, the War Correspondent's, a
result added to a Final Tally. A sector is named as the board names it
(:func:`.reading.sector_label`).
"""

from __future__ import annotations

from typing import Sequence

from meeple.engine.core import Event
from meeple.engine.words import Phrase, plural
from meeple.games.dday_dice.medals import MEDAL_PRICE
from meeple.games.dday_dice.words.card_words import card_name, card_summary, named_card, the_card
from meeple.games.dday_dice.words.item_use_words import use_effect
from meeple.games.dday_dice.words.phrases import phrase
from meeple.games.dday_dice.words.pieces import award_word, deal_words, die, face, face_colour, who
from meeple.games.dday_dice.words.reading import Obs, sector_label
from meeple.games.dday_dice.words.sentences import EventSentence
from meeple.games.dday_dice.words.tags import CARD, DIM, EFFECT, GAIN, LASTING, LOSS, RWB, STRONG
from meeple.games.dday_dice.words.vocabulary import RESOURCE_WORDS, RWB_NAMES, capital, item_points_words


def _find(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    item = str(event.get("item"))
    what = phrase("the used " if event.get("used_item") else "the ", (card_name(item), CARD))
    if event.get("free") and event.get("sector"):
        where = sector_label(board, event["sector"])
        return phrase(who(names, event), " finds ", what, f" lying in sector {where}, for free")
    if event.get("free"):
        return phrase(who(names, event), " finds ", what, " for free (Légion d'Honneur)")
    out = phrase(who(names, event), " finds ", what, f" for {item_points_words(int(event.get('item_points') or 0))}")
    return out + phrase(" (Special Find)" if event.get("used_item") else "")


def _use(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    item = str(event.get("item"))
    words = str(event.get("action") or "").split()
    effect = use_effect(item, words[2:] if len(words) > 2 else [], None, names, board)
    return phrase(who(names, event), " uses ", the_card(item), ": " if effect else "", effect)


def _medal(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    medal = str(event.get("medal"))
    how = str(event.get("how") or "")
    if how == "drawn":
        return phrase(who(names, event), " draws ", the_card(medal), f" from the {award_word(board)} deck")
    if how == "full set":
        how = "for a Straight"
    elif how.startswith("sector "):  # a sector's reward to the first unit in (sector_rewards)
        how = f"first into sector {sector_label(board, how.split()[1])}"
    return phrase(who(names, event), " wins ", the_card(medal), f" ({how})" if how else "")


def with_summary(part: Phrase, card_id: str, separator: str = ": ") -> Phrase:
    """``part`` followed by the card's one-line summary, dimmed (nothing for a card without one)."""
    summary = card_summary(card_id)
    return phrase(part, (f"{separator}{summary}", DIM) if summary else "")


def _play(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    medal = str(event.get("medal"))
    return with_summary(phrase(who(names, event), (" plays ", STRONG), the_card(medal)), medal)


def _no_medal_left(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    return phrase(who(names, event), f"'s Straight wins nothing: the {award_word(board)} deck is empty")


def _buy_medal(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    return phrase(who(names, event), f" pays {event.get('courage', MEDAL_PRICE)} courage for "
                                     f"{award_word(board, 2)} drawn at random")


def _draw_medal(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    return phrase(who(names, event), f" takes {award_word(board, 2)} drawn at random instead of ",
                  the_card("victoria-cross"))


def _medal_case(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    return phrase(who(names, event), f" opens the Medal Case: {award_word(board, 2)} drawn at random")


def _item_gain(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    words = {"soldiers": "soldier", "courage": "courage", "stars": "star", "item_points": "item point"}
    gains = []
    for field, word in words.items():
        n = int(event.get(field) or 0)
        if n:
            gains.append(f"{n} {word}" if word == "courage" else plural(n, word))
    return phrase(who(names, event), " gains ", (" and ".join(gains) or "nothing", GAIN))


def _recruit(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    out = phrase(who(names, event), " recruits ", (card_name(str(event.get("specialist"))), CARD))
    how = str(event.get("how", "stars"))
    if how == "shoulder-patch":
        return out + phrase(" with the Shoulder Patch (1 soldier)")
    if how == "medal":
        return out + phrase(" for free (Military Medal)")
    if how.startswith("sector "):  # a sector's reward to the first unit in (sector_rewards)
        return out + phrase(f" for free, first into sector {sector_label(board, how.split()[1])}")
    return out + phrase(f" for {event.get('stars')} stars")


def _give(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    what = str(event.get("what", ""))
    if what in RESOURCE_WORDS:
        return phrase(who(names, event), f" gives 1 {RESOURCE_WORDS[what]} to ", who(names, event, "to"))
    return phrase(who(names, event), " gives ", the_card(what), " to ", who(names, event, "to"))


def _vehicle(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    vehicle = str(event.get("vehicle"))
    return with_summary(phrase(who(names, event), " gets ", the_card(vehicle), " (vehicle)"), vehicle)


def _abandon(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    reason = str(event.get("reason") or "")
    return phrase(who(names, event), " abandons ", the_card(str(event.get("vehicle"))), (" for good", LOSS),
                  f" ({reason})" if reason else "")


def _no_vehicle_left(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    return phrase(who(names, event), " draws no vehicle: the vehicle deck is empty")


def _no_item_in_this_game(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    return phrase(who(names, event), "'s ", named_card(str(event.get("medal") or "legion-d-honneur")),
                  " finds nothing: there are no items on this map")


def _no_other_unit(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    return phrase(who(names, event), "'s ", named_card(str(event.get("medal") or "medal-of-honor")),
                  " gives nothing: no other unit is on the beach")


def sector_effect(event: Event, board: Obs) -> str:
    """A card's effect on a sector this turn, as a phrase: ``the DEF of sector 4 is cut by 7``
    (the sector named as ``board`` names it)."""
    kind, sector = event.get("type"), sector_label(board, event.get("sector"))
    if kind == "def-cut":
        return f"the DEF of sector {sector} is cut by {event.get('by')} this turn"
    if kind == "def-zero":
        return f"the DEF of sector {sector} is 0 this turn"
    return f"no machine-gun fire in sector {sector} this turn"


def _def_cut(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    rolled = f" (the Gammon Bomb rolls {event.get('die')})" if event.get("die") is not None else ""
    return [(capital(sector_effect(event, board)) + rolled, EFFECT)]


def _def_zero(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    return [(capital(sector_effect(event, board)), EFFECT)]


def _mgf_prevented(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    by = f" ({card_name(str(event['by']))})" if event.get("by") else ""
    return [(capital(sector_effect(event, board)) + by, EFFECT)]


def _mgf_silenced(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    sector = sector_label(board, event.get("sector"))
    return [(f"The machine guns of sector {sector} are silenced for good (Grenadier)", LASTING)]


def _binoculars(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    if event.get("mgf_die") is not None:
        where = f" of sector {sector_label(board, event['sector'])}" if event.get("sector") is not None else ""
        return phrase(who(names, event), f"'s Binoculars: machine-gun die {event.get('mgf_die')}{where} now shows ",
                      (str(event.get("value")), STRONG))
    return phrase(who(names, event), "'s Binoculars: ", die(str(event.get("die")), str(event.get("face"))))


def _ammo_box(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    return phrase(who(names, event), "'s skulls become ", face(str(event.get("face"))), " (Ammo Box)")


def _dispatch_case(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    return phrase(who(names, event), " copies ", who(names, event, "copies"), "'s Final Tally (Dispatch Case)")


def _deal(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    die_id, face_id = deal_words(event)
    return phrase("Victoria Cross: ", who(names, event, "to"), " is dealt ", die(die_id, face_id))


def _swap(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    if event.get("with") == "spare":
        return phrase(who(names, event), f"'s Lieutenant swaps {event.get('die')} for the spare {event.get('other_die')}")
    return phrase(who(names, event), f"'s Lieutenant swaps {event.get('die')} for ",
                  who(names, event, "with"), f"'s {event.get('other_die')}")


def _swap_sectors(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    sectors = [sector_label(board, sector) for sector in event.get("sectors") or ["?", "?"]]
    return phrase(who(names, event), "'s War Correspondent swaps sectors with ", who(names, event, "with"),
                  f": now in sector {sectors[0]}, and ", who(names, event, "with"), f" in sector {sectors[1]}")


def _result_added(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    face_id, colour = str(event.get("face")), event.get("colour")
    whose = [("its", "")] if event.get("to") == event.get("seat") else phrase(who(names, event, "to"), "'s")
    return phrase(who(names, event), " adds ", face_colour(face_id, str(colour) if colour else None),
                  " to ", whose, " Final Tally")


def _silver_star(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    return phrase(who(names, event), "'s Silver Star: ", who(names, event, "to"), " may move twice this turn")


def _dismiss(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    bonus = str(event.get("rwb"))
    return phrase(who(names, event), " dismisses ", the_card(str(event.get("specialist"))), " for the RWB bonus ",
                  (RWB_NAMES.get(bonus, bonus), RWB), " (Purple Heart)")


def _photograph(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    return phrase(who(names, event), "'s ", ("Combat Photographer", CARD),
                  " is sacrificed: this Final Tally stands next turn too")


def _joins(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    return phrase((card_name(str(event.get("specialist"))), CARD), " joins ", who(names, event))


#: The sentences of the card events, by the event's type.
CARD_SENTENCES: dict[str, EventSentence] = {
    "find": _find,
    "use": _use,
    "medal": _medal,
    "play": _play,
    "no-medal-left": _no_medal_left,
    "buy-medal": _buy_medal,
    "draw-medal": _draw_medal,
    "medal-case": _medal_case,
    "item-gain": _item_gain,
    "recruit": _recruit,
    "give": _give,
    "vehicle": _vehicle,
    "abandon": _abandon,
    "no-vehicle-left": _no_vehicle_left,
    "no-item-in-this-game": _no_item_in_this_game,
    "no-other-unit": _no_other_unit,
    "def-cut": _def_cut,
    "def-zero": _def_zero,
    "mgf-prevented": _mgf_prevented,
    "mgf-silenced": _mgf_silenced,
    "binoculars": _binoculars,
    "ammo-box": _ammo_box,
    "dispatch-case": _dispatch_case,
    "deal": _deal,
    "swap": _swap,
    "swap-sectors": _swap_sectors,
    "result-added": _result_added,
    "silver-star": _silver_star,
    "dismiss": _dismiss,
    "photograph": _photograph,
    "joins": _joins,
}
