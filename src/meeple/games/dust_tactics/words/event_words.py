"""The news of Dust Tactics: each kernel event as a sentence (:func:`event_phrase`): rolls,
placements, activations, moves, reactions, attacks, destructions, the end of the game (the
skills' events: :mod:`.skill_event_words`); and a
run of events as the news a player reads (:func:`news_phrases`), the first events that only
echo the player's own decision left out. Tags: :mod:`meeple.games.dust_tactics.words`.

``names`` are the players' names by side (:func:`.names.side_names`), ``viewer`` a side
(0 the Allies, 1 the Axis) or None; ``seat_names`` each seat's name, which names the seat that
activates a unit when more than two play.
"""

from __future__ import annotations

from typing import Callable, Sequence

from meeple.engine.core import Event
from meeple.engine.words import Phrase
from meeple.games.dust_tactics.words.attack_event_words import attack_phrase, dice_phrase, hits_words
from meeple.games.dust_tactics.words.dice_words import rolled_dice
from meeple.games.dust_tactics.words.names import card_of, player_of, side, side_of, unit
from meeple.games.dust_tactics.words.phrases import dim, phrase, tagged
from meeple.games.dust_tactics.words.skill_event_words import skill_event_phrase
from meeple.games.dust_tactics.words.tags import DESTROYED, STRONG, TITLE, WEAPON
from meeple.games.dust_tactics.words.vocabulary import FACTIONS, PLAN_WORDS, SIDES, article, element_name

#: The events that only repeat the decision their player just took (told back by the table).
#: A set-up's ``join`` and ``alone`` are told: the table shows a join by a mark only.
ECHOES = frozenset({"activate", "declare", "move", "stay", "detach", "hold-fire", "first", "no-reaction"})
#: The events of an attack's dice (:func:`.attack_event_words.dice_phrase`).
DICE_EVENTS = frozenset({"attack-roll", "attack-reroll", "reply-roll", "cover-save", "losses", "element-damage",
                         "line-spent"})


def actor_side(event: Event) -> str:
    """The side whose player took the decision an event tells."""
    if event.get("by") in SIDES:
        return str(event["by"])
    return side_of(str(event.get("hero") or event.get("unit")))


def echoes(events: Sequence[Event], viewer: int | None) -> int:
    """How many of the first ``events`` only echo ``viewer``'s own last decision (its unit
    activated, declared, moved): the news leaves them out, the table shows them."""
    start = 0
    if viewer in (0, 1):
        while start < len(events) and events[start].get("type") in ECHOES and \
                actor_side(events[start]) == SIDES[viewer]:
            start += 1
    return start


def _roll(event: Event, names: Sequence[str], what: str) -> Phrase:
    """A roll of both sides: the hits of each, and who won it."""
    hits = event.get("hits") or [0, 0]
    out = phrase(f"{what}: ", side("allies", names), f" {hits_words(hits[0])}, ", side("axis", names),
                 f" {hits_words(hits[1])}")
    dice = event.get("dice")
    if dice and dice[0] != dice[1]:
        out += phrase(f" (of {dice[0]} and {dice[1]} dice)")
    if hits[0] == hits[1]:
        out += phrase(" - a tie: both roll again")
    elif what.startswith("Cover"):
        out += phrase(f" - {player_of(SIDES[0 if hits[0] > hits[1] else 1], names)} places the first cover element")
    elif what.startswith("Terrain"):
        out += phrase(f" - {player_of(SIDES[0 if hits[0] > hits[1] else 1], names)} places the first terrain element")
    return out


def _setup(event: Event, names: Sequence[str]) -> Phrase | None:
    """The set-up's events: the rolls, the terrain and cover elements placed, the initiative."""
    kind = event.get("type")
    if kind == "cover-roll":
        return _roll(event, names, "Cover placement roll (3 dice each)")
    if kind == "terrain-roll":
        return _roll(event, names, "Terrain placement roll (3 dice each)")
    if kind == "initiative-roll":
        return _roll(event, names, "Initiative roll")
    if kind == "terrain":
        return phrase(f"A {str(event.get('terrain', '')).replace('-', ' ')} terrain element is placed on "
                      f"{event.get('square')}")
    if kind == "battlefield-ready":
        return phrase("The battlefield is ready: now the cover elements.")
    if kind == "initiative":
        return phrase(side(str(event.get("winner")), names), " win the initiative and choose who activates first")
    if kind == "place":
        what = element_name(event.get("element", ""))
        return phrase(f"{article(what)} {what} is placed on {event.get('square')}")
    if kind == "first":
        by, first = str(event.get("by")), str(event.get("side"))
        who = player_of(by, names)
        # a side of two players speaks for both: "Ann & Cid let", "Bob lets"
        out = phrase(who, " let the " if " & " in who else " lets the ", side(first), " activate first")
        if event.get("chosen") and event.get("chosen") != first:
            out += phrase(f" (the {FACTIONS.get(str(event['chosen']), event['chosen'])} have no unit to activate)")
        return out
    return None


def _heroes(event: Event) -> Phrase | None:
    """A hero joining a squad, leaving it, fighting alone (p. 18)."""
    kind = event.get("type")
    if kind == "join":
        return phrase(unit(str(event.get("hero"))), " joins ", unit(str(event.get("squad"))))
    if kind == "detach":
        return phrase(unit(str(event.get("hero"))), " leaves ", unit(str(event.get("squad"))),
                      " for good (both stay on the square)")
    if kind == "alone":
        return phrase(unit(str(event.get("hero"))), " fights alone")
    if kind == "hero-alone":
        return phrase(unit(str(event.get("unit", ""))), " survives its squad and fights on alone")
    return None


def _activation(event: Event, names: Sequence[str], seat_names: Sequence[str] | None) -> Phrase | None:
    """A unit activated, its plan, its Move, its stay."""
    kind = event.get("type")
    uid = str(event.get("unit", ""))
    if kind == "activate":
        seat = event.get("seat")
        if seat_names is not None and isinstance(seat, int) and 0 <= seat < len(seat_names):
            return phrase(seat_names[seat], " activates ", unit(uid))
        return phrase(player_of(side_of(uid), names), " activates ", unit(uid))
    if kind == "declare":
        plan = str(event.get("plan"))
        words = "make a Sustained Attack" if plan == "sustained" else PLAN_WORDS.get(plan, plan).split(' (')[0]
        return phrase(unit(uid), f" will {words}")
    if kind == "move":
        out = phrase(unit(uid), f" moves to {event.get('to')}")
        return out + phrase((", crushing the ammo crate there", STRONG)) if event.get("crush") else out
    if kind == "stay":
        square = event.get("square")
        if square:
            return phrase(unit(uid), f" stays on {square}")
        return phrase(unit(uid), " stays off the battlefield (no entry square is free)")
    return None


def _fire(event: Event, names: Sequence[str]) -> Phrase | None:
    """Reactive Fire (p. 16), an attack declared, a line held, an attack with nothing to do."""
    kind = event.get("type")
    uid = str(event.get("unit", ""))
    if kind == "reaction":
        return phrase(unit(uid), " tries Reactive Fire at ", unit(str(event.get("at"))))
    if kind == "reaction-roll":
        hits = int(event.get("hits", 0))
        dice = int(event.get("dice", 1))
        of = f" of {dice} dice" if dice > 1 else ""
        if hits:
            return phrase(unit(uid), f" rolls {hits_words(hits)}{of}: ", ("it fires!", STRONG))
        return phrase(unit(uid), f" rolls no hit{of}: no Reactive Fire (it counts as activated)")
    if kind == "no-reaction":
        return dim(phrase(player_of(str(event.get("by")), names), " lets ", unit(str(event.get("at"))),
                          " go on (no Reactive Fire)"))
    if kind == "hold-fire":
        weapon = (str(event.get("weapon") or "weapon"), WEAPON)
        if event.get("fired"):
            return dim(phrase(unit(uid), " fires no more ", weapon, " munitions"))
        return dim(phrase(unit(uid), " holds its ", weapon))
    if kind == "attack":
        return attack_phrase(event)
    if kind == "no-target":
        return dim(phrase(unit(uid), " has no target in range and sight: its attack is lost"))
    if kind == "no-shots":
        return dim(phrase(unit(uid), " holds its fire"))
    if kind in DICE_EVENTS:
        return dice_phrase(event)
    return None


def _ends(event: Event, names: Sequence[str]) -> Phrase | None:
    """A new turn, a unit destroyed (its AP to the other side, p. 7), the end of the game."""
    kind = event.get("type")
    if kind == "turn":
        return [(f"── Turn {event.get('turn')} ──", TITLE)]
    if kind == "destroyed":
        uid = str(event.get("unit", ""))
        card = card_of(uid)
        own = side_of(uid)
        other = SIDES[1 - SIDES.index(own)] if own in SIDES else ""
        out = phrase(unit(uid), (" is destroyed!", DESTROYED))
        if card is not None and other:
            out += phrase(f" (+{card.ap} VP to the ", side(other), ")")
        return out
    if kind == "game-over":
        scores = event.get("scores") or [0, 0]
        return tagged(phrase(f"Game over ({event.get('why')}): ", side("allies", names), f" {scores[0]} VP, ",
                             side("axis", names), f" {scores[1]} VP"), TITLE)
    return None


_GROUPS: tuple[Callable[[Event, Sequence[str], Sequence[str] | None], Phrase | None], ...] = (
    lambda e, n, s: _setup(e, n),
    lambda e, n, s: _heroes(e),
    _activation,
    lambda e, n, s: _fire(e, n),
    lambda e, n, s: _ends(e, n),
    lambda e, n, s: skill_event_phrase(e, s if s is not None else n),
)


def event_phrase(event: Event, names: Sequence[str], viewer: int | None,
                 seat_names: Sequence[str] | None = None) -> Phrase:
    """One event as a sentence (``names``, ``viewer``, ``seat_names``: the module's
    docstring); an event these words do not know reads as its data."""
    for group in _GROUPS:
        found = group(event, names, seat_names)
        if found is not None:
            return found + rolled_dice(event)
    details = ", ".join(f"{k}={v}" for k, v in event.items() if k not in ("type", "visible_to"))
    return [(f"{event.get('type')}: {details}", "")]


def news_phrases(events: Sequence[Event], names: Sequence[str], viewer: int | None,
                 seat_names: Sequence[str] | None = None) -> list[Phrase]:
    """The news since ``viewer`` last looked, one sentence per event, the first events that
    only echo the viewer's own decision left out (:func:`echoes`)."""
    return [event_phrase(e, names, viewer, seat_names) for e in events[echoes(events, viewer):]]
