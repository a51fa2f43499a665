"""The events as lines of text: one event (:func:`describe_event`), or a run of them
(:func:`describe_events`: each roll in one line, a reroll with its new faces, an item's use with
what it did), read into the viewer's :class:`.news_memory.NewsMemory` as they are told. A
sector is named as the board names it (:func:`.observation.sector_label`: ``M8`` on Silence the
Guns), from the board as the memory knows it (the number before any observation).
"""

from __future__ import annotations

from typing import Iterator, Sequence

from rich.console import RenderableType
from rich.text import Text

from meeple.cli.dday_dice.cards import card_name, card_summary, the_card
from meeple.cli.dday_dice.card_event_lines import sector_effect
from meeple.cli.dday_dice.event_lines import EVENT_SENTENCES, phase_line, resources_sentence
from meeple.cli.dday_dice.news_memory import NewsMemory
from meeple.cli.dday_dice.observation import Obs, sector_label, sectors_named
from meeple.cli.dday_dice.words import RWB_NAMES, award_word, capital, die_chip, face_text, sentence, tally, who_text
from meeple.cli.english import plural
from meeple.engine.core import Event
from meeple.games.dday_dice.medals import MEDAL_PRICE
from meeple.games.dday_dice.rwb import (
    DEAD_MANS_GIFT_POINTS,
    FRESH_TROOPS_SOLDIERS,
    LEADERSHIP_COURAGE,
    SPECIAL_FIND_STARS,
)


def describe_event(event: Event, names: Sequence[str], viewer: int | None,
                   board: Obs | None = None) -> RenderableType | None:
    """One event as a line of text (a die alone: see :func:`describe_events` for a roll), its
    sectors named as ``board`` (the board as the viewer knows it, :attr:`NewsMemory.board`)
    names them: by number without it."""
    board = board if board is not None else {}
    kind = event.get("type")
    if kind in EVENT_SENTENCES:
        return EVENT_SENTENCES[kind](event, names, board)
    who = who_text(names, event)
    sector = sector_label(board, event.get("sector"))
    if kind == "die":
        return sentence(who, " rolls ", die_chip(str(event.get("die")), str(event.get("face"))))
    if kind == "lock":
        return sentence(who, " locks ", die_chip(str(event.get("die"))))
    if kind == "reroll":
        return sentence(who, " rerolls ", Text(", ").join(die_chip(d) for d in event.get("dice", [])))
    if kind == "final-count":
        dice: dict[str, str] = event.get("dice") or {}
        return sentence(who, ("'s Final Tally: ", "bold"), tally(dice.values()))
    if kind == "rwb":
        bonus = str(event.get("bonus"))
        effect = {"fresh-troops": f" (+{FRESH_TROOPS_SOLDIERS} soldiers)",
                  "dead-mans-gift": f" (+{DEAD_MANS_GIFT_POINTS} item points; these skulls cancel nothing)"}
        if event.get("granted"):
            return sentence(who, " gains the RWB bonus ", (RWB_NAMES.get(bonus, bonus) + "!", "bold yellow"),
                             effect.get(bonus, ""), " (from a card)")
        return sentence(who, (" rolls Red, White and Blue: ", "bold"),
                         (RWB_NAMES.get(bonus, bonus) + "!", "bold yellow"), effect.get(bonus, ""))
    if kind == "soldiers-lost":
        count = int(event.get("count") or 0)
        if not count:
            return None  # the casualties fell on specialists: their lines tell it
        return sentence(who, (f" loses {count} soldier{'s' if count != 1 else ''}", "red"))
    if kind == "specialist-lost":
        return sentence(who, ("'s ", ""), (card_name(str(event.get("specialist"))), "bold"),
                         (" falls (never to be recruited again)", "red"))
    if kind == "mgf":
        return Text(f"Machine-gun fire on sector {sector}: a {event.get('die')}", style="red")
    if kind == "special-damage":
        if not event.get("courage"):
            return sentence(who, " has no courage for the machine-gun fire to take")
        return sentence(who, (f" loses {event.get('courage')} courage to machine-gun fire", "red"))
    if kind == "minefield":
        return sentence(who, f" crosses landmines: rolls {event.get('die')}, ",
                         (f"{event.get('casualties')} casualties", "red"))
    if kind == "hero-save":
        return sentence(who, f"'s Hero saves a soldier for 1 {event.get('spent')}")
    if kind == "skull":
        return sentence(who, "'s skull cancels ", die_chip(str(event.get("cancels")), str(event.get("face"))))
    if kind == "skull-ignored":
        return sentence(who, "'s Sharpshooter ignores a skull: it cancels nothing")
    if kind == "leadership":
        if event.get("courage_to") is not None:
            return sentence(who, f"'s Leadership: {LEADERSHIP_COURAGE} courage to ", who_text(names, event, "courage_to"))
        return sentence(who, "'s Leadership adds a white ", face_text(str(event.get("white_result"))))
    if kind == "special-find":
        if event.get("choice") == "item":
            return sentence(who, "'s Special Find: may search a used item in Phase 3")
        return sentence(who, f"'s Special Find: +{SPECIAL_FIND_STARS} stars")
    if kind == "reinforcements":
        return sentence(who, f" sends {event.get('soldiers')} soldiers to ", who_text(names, event, "to"),
                         " (Reinforcements)")
    if kind == "must-move":
        return sentence(who, (f" must leave sector {sector} next move", "red"),
                         " (its marker shows must-move)")
    if kind == "stay":
        return sentence(who, f" stays in sector {sector}")
    if kind == "safe":
        return sentence(who, (" is safe in the bunker!", "bold green"))
    if kind == "unit-lost":
        return sentence(who, (" is lost: ", "bold red"), sectors_named(board, str(event.get("cause", ""))))
    if kind == "buy-medal":
        return sentence(who, f" pays {event.get('courage', MEDAL_PRICE)} courage for {award_word(board, 2)} drawn at random")
    if kind == "vehicle":
        vehicle = str(event.get("vehicle"))
        text = sentence(who, " gets ", the_card(vehicle), " (vehicle)")
        if card_summary(vehicle):
            text.append(f": {card_summary(vehicle)}", style="dim")
        return text
    if kind == "abandon":
        reason = str(event.get("reason") or "")
        return sentence(who, " abandons ", the_card(str(event.get("vehicle"))), (" for good", "red"),
                         f" ({reason})" if reason else "")
    if kind == "no-vehicle-left":
        return sentence(who, " draws no vehicle: the vehicle deck is empty")
    if kind == "no-item-in-this-game":
        return sentence(who, "'s ", the_card(str(event.get("medal") or "legion-d-honneur"))[4:],
                         " finds nothing: there are no items on this map")
    if kind == "no-other-unit":
        return sentence(who, "'s ", the_card(str(event.get("medal") or "medal-of-honor"))[4:],
                         " gives nothing: no other unit is on the beach")
    if kind == "def-zero":
        return Text(capital(sector_effect(event, board)), style="yellow")
    if kind == "mgf-prevented":
        by = f" ({card_name(str(event['by']))})" if event.get("by") else ""
        return Text(capital(sector_effect(event, board)) + by, style="yellow")
    if kind == "mgf-silenced":
        return Text(f"The machine guns of sector {sector} are silenced for good (Grenadier)",
                    style="bold yellow")
    if kind == "die-changed":
        return sentence(who, "'s die now shows: ", die_chip(str(event.get("die")), str(event.get("face"))))
    if kind == "die-colour":
        return sentence(who, f"'s {event.get('die')} is now a {event.get('colour')} die")
    if kind == "ammo-box":
        return sentence(who, "'s skulls become ", face_text(str(event.get("face"))), " (Ammo Box)")
    if kind == "dispatch-case":
        return sentence(who, " copies ", who_text(names, event, "copies"), "'s Final Tally (Dispatch Case)")
    if kind == "silver-star":
        return sentence(who, "'s Silver Star: ", who_text(names, event, "to"), " may move twice this turn")
    if kind == "dismiss":
        bonus = str(event.get("rwb"))
        return sentence(who, " dismisses ", the_card(str(event.get("specialist"))), " for the RWB bonus ",
                         (RWB_NAMES.get(bonus, bonus), "bold yellow"), " (Purple Heart)")
    if kind == "photograph":
        return sentence(who, "'s ", ("Combat Photographer", "bold"),
                         " is sacrificed: this Final Tally stands next turn too")
    if kind == "minefield-ignored":
        return sentence(who, " crosses the landmines unharmed (Mine Detector)")
    if kind == "markers-kept":
        return Text("The unit markers are not turned this turn (Bronze Star)", style="yellow")
    if kind in ("corporal", "jeep"):
        return sentence(who, f"'s {str(kind).title()} rerolls ", die_chip(str(event.get("die"))))
    if kind == "captain":
        return sentence(who, f"'s Captain makes {event.get('die')} a {event.get('colour')} die")
    if kind == "spare-die":
        return sentence(who, "'s spare die: ", die_chip(str(event.get("die")), str(event.get("face"))))
    if kind == "joins":
        return sentence((card_name(str(event.get("specialist"))), "bold"), " joins ", who)
    if kind == "four-of-a-kind":
        gained = int(event.get("soldiers") or 0)
        return sentence(who, f" shows four of a kind in sector {sector}: ",
                         (f"+{gained} soldiers", "green") if gained > 0 else (f"{gained} soldiers", "red"))
    if kind == "soldiers-found":
        return sentence(who, " finds ", (plural(int(event.get("soldiers") or 0), "soldier"), "green"))
    # Pointe-du-Hoc and Merville Battery
    if kind == "climb":
        skulls = plural(int(event.get("skulls") or 0), "skull")
        if event.get("success"):
            return sentence(who, f" climbs the cliff of sector {sector} ({skulls}): ",
                             ("the advance is open this turn", "bold green"))
        return sentence(who, f" fails to climb this turn ({skulls}, 4 needed)")
    if kind == "rwb-barred":
        return sentence(who, (" gets no RWB Battle Cry while climbing", "yellow"))
    if kind == "wire-cut":
        return sentence(who, f" cuts the wire in sector {sector} (Wirecutters)")
    if kind == "medal-case":
        return sentence(who, f" opens the Medal Case: {award_word(board, 2)} drawn at random")
    if kind == "mulligan":
        return sentence(who, " takes the Soldier Mulligan: all six dice are rolled again")
    if kind == "marker-die":
        return sentence(who, f" rolls a unit-marker die: {event.get('face')} "
                              f"(+{event.get('soldiers')} soldiers, +{event.get('stars')} stars)")
    if kind == "set-up-draw" and "seat" in event:
        return sentence(who, " draws ", (card_name(str(event.get("card"))), "bold"))
    if kind == "set-up-draw":
        return Text.assemble("Drawn for the common reserve: ", (card_name(str(event.get("card"))), "bold"))
    details = ", ".join(f"{k}={v}" for k, v in event.items() if k not in ("type", "visible_to"))
    return Text(f"{kind}: {details}")


def _roll_line(who: Text, dice: list[Event], rerolled: bool) -> Text:
    """``Ann rolls: r1 Courage, ...`` for the dice of one roll."""
    verb = " rerolls: " if rerolled else " rolls: "
    return sentence(who, verb, Text(", ").join(die_chip(str(e.get("die")), str(e.get("face"))) for e in dice))


#: The event that tells what an item did, right after its ``use``: told in the same line.
USE_FOLLOWERS: dict[str, tuple[str, ...]] = {
    **{item: ("item-gain",) for item in ("walkie-talkie", "field-radio", "pocket-bible", "lucky-charm")},
    "binoculars": ("binoculars",), "rangefinder": ("die-changed",), "strategic-map": ("die-colour",),
    "ammo-box": ("ammo-box",), "dispatch-case": ("dispatch-case",), "bangalore-torpedo": ("def-zero",),
    "bazooka": ("def-cut",), "flame-thrower": ("def-cut",), "grenade": ("mgf-prevented",),
    "mortar": ("mgf-prevented",),
}


def _runs(events: Sequence[Event]) -> Iterator[tuple[str, list[Event]]]:
    """Events grouped: a reroll with the dice it rolls, a roll's dice, consecutive locks
    of a unit; every other event alone."""
    i = 0
    while i < len(events):
        event = events[i]
        kind, seat = event.get("type"), event.get("seat")
        if kind == "mgf":
            j = i + 1
            while j < len(events) and events[j].get("type") == "mgf" and events[j].get("sector") == event.get("sector"):
                j += 1
            yield "mgf", list(events[i:j])
            i = j
        elif (kind == "casualties" and "lost" not in event and i + 1 < len(events)
              and events[i + 1].get("type") == "soldiers-lost" and events[i + 1].get("seat") == seat
              and events[i + 1].get("count") == event.get("count")):
            yield "casualties-fell", list(events[i:i + 2])
            i += 2
        elif (kind == "use" and i + 1 < len(events)
              and events[i + 1].get("type") in USE_FOLLOWERS.get(str(event.get("item")), ())
              and events[i + 1].get("seat", seat) == seat):
            yield "use-told", list(events[i:i + 2])
            i += 2
        elif kind in ("die", "reroll", "lock"):
            j = i + 1
            if kind == "reroll":
                while j < len(events) and events[j].get("type") == "die" and events[j].get("seat") == seat:
                    j += 1
            else:
                while j < len(events) and events[j].get("type") == kind and events[j].get("seat") == seat:
                    j += 1
            yield str(kind), list(events[i:j])
            i = j
        else:
            yield str(kind), [event]
            i += 1


def _turn_first(events: Sequence[Event]) -> list[Event]:
    """A new turn's line before the Final Tallies set as it begins (the Combat Photographer's:
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


def describe_events(events: Sequence[Event], names: Sequence[str], viewer: int | None,
                    memory: NewsMemory | None = None) -> list[RenderableType]:
    """A run of events as lines: each roll in one line ("Ann rolls: r1 Courage, ..."), a
    reroll with its new faces, locks together; the rest one line each. ``memory`` is what the
    log told this viewer before (a fresh one if None); it takes these events in, and names
    the board (:attr:`NewsMemory.board`: its sectors' names)."""
    memory = memory if memory is not None else NewsMemory()
    board = memory.news_board()
    lines: list[RenderableType] = []
    for kind, run in _runs(_turn_first(events)):
        for event in run:
            memory.read(event)
        who = who_text(names, run[0])
        sector = sector_label(board, run[0].get("sector"))
        if kind == "phase":
            lines.append(phase_line(run[0], memory.edition))
        elif kind == "resources":
            seat = run[0].get("seat")
            lines.append(resources_sentence(run[0], names, memory.counts.get(seat) if isinstance(seat, int) else None))
        elif kind == "die":
            lines.append(_roll_line(who, run, rerolled=False))
        elif kind == "reroll":
            lines.append(_roll_line(who, run[1:], rerolled=True) if len(run) > 1
                         else describe_event(run[0], names, viewer, board) or Text(""))
        elif kind == "lock":
            lines.append(sentence(who, " locks ", Text(" and ").join(die_chip(str(e.get("die"))) for e in run)))
        elif kind == "mgf":
            rolls = " + ".join(str(e.get("die")) for e in run)
            lines.append(Text(f"Machine-gun fire on sector {sector}: {rolls}", style="red"))
        elif kind == "use-told":
            use, effect = run
            if effect.get("type") in ("def-cut", "def-zero", "mgf-prevented"):
                lines.append(sentence(who, " uses ", the_card(str(use.get("item"))), ": ",
                                      sector_effect(effect, board)))
            else:  # the use's own words say it all (the action names the die, face, unit ...)
                lines.append(describe_event(use, names, viewer, board) or Text(""))
        elif kind == "casualties-fell":
            count, cause = int(run[1].get("count") or 0), sectors_named(board, str(run[0].get("cause") or ""))
            where = f" in sector {sector}" if cause.startswith("fell in combat") or not cause else f" ({cause})"
            lines.append(sentence(who, (f" loses {count} soldier{'s' if count != 1 else ''}", "red"), where))
        else:
            line = describe_event(run[0], names, viewer, board)
            if line is not None:
                lines.append(line)
    return lines
