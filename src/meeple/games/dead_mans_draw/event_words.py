"""The events of Dead Man's Draw as sentences (:func:`event_phrase`): a bust, a card's ability,
the traits kept, the end of the game. Which events a viewer may see is the event's own
``visible_to`` (the front end filters); the words only tell them. Tags: :mod:`.words`.
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

from meeple.engine.core import Event
from meeple.engine.words import Phrase, plural
from meeple.games.dead_mans_draw.phrases import SUIT_NAMES, card, cards, seat, seat_name, suit_id_of, trait, trait_name


def _bust(event: Event, names: Sequence[str]) -> Phrase:
    """A bust (p. 3): the card placed is a second of its suit in the play area -- drawn, or
    hooked, stolen or taken by a Map: the news before it said how it came."""
    second = SUIT_NAMES.get(suit_id_of(str(event["card"])), "")
    phrase: Phrase = [("BUST! ", "bust"), card(event["card"]), (f" is a second {second} in ", ""),
                      seat(names, event.get("seat")), ("'s play area", "")]
    if event.get("saved"):
        phrase += [(" - saved: ", ""), *cards(event["saved"])]
    phrase += [(" - lost: ", ""), *cards(event.get("lost", []))]
    if event.get("collected_by") is not None:
        phrase += [(" (collected by ", ""), seat(names, event["collected_by"]), ("'s Davy Jones' Locker)", "")]
    return phrase


def _cannon(event: Event, names: Sequence[str]) -> Phrase:
    """A Cannon shot (p. 5; Master Gunner, p. 10: the whole pile; Misfire's holder: into the bank)."""
    where: Phrase = [seat(names, event.get("seat")), ("'s bank", "")] if event.get("to") == "bank" \
        else [("the discard pile", "")]
    return [seat(names, event.get("seat")), ("'s Cannon shoots ", ""), seat(names, event["target"]), ("'s ", ""),
            *cards(event["cards"]), (" into ", ""), *where]


def _traits_revealed(event: Event, names: Sequence[str]) -> Phrase:
    """The traits kept, revealed together (p. 2)."""
    kept = [f"{seat_name(names, s)}: {trait_name(t)}" for s, t in enumerate(event["traits"])]
    return [("Traits revealed - " + ", ".join(kept), "reveal")]


def _game_over(event: Event, names: Sequence[str]) -> Phrase:
    """The end of the game (p. 4): every score and the winners."""
    scores = ", ".join(f"{seat_name(names, s)} {v}" for s, v in enumerate(event.get("scores", [])))
    won = " and ".join(seat_name(names, s) for s in event.get("winners", []))
    return [(f"Game over - scores: {scores} - winner: {won}", "result")]


def _turn(event: Event, names: Sequence[str]) -> Phrase:
    return [(f"-- Turn {event.get('turn')}: {seat_name(names, event.get('seat'))} --", "turn")]


def _bank(event: Event, names: Sequence[str]) -> Phrase:
    return [(f"{seat_name(names, event.get('seat'))} banks ", "bank"), *cards(event.get("cards", []), "nothing")]


def _ability_name(ability: Any) -> str:
    """An ability named in an event, as printed: ``key-and-chest`` -> ``Key & Chest``."""
    text = str(ability or "")
    return "Key & Chest" if text == "key-and-chest" else text.replace("-", " ").title()


def _annulled(event: Event, names: Sequence[str]) -> Phrase:
    """An ability with nothing to act on (p. 5: "questa abilità è annullata"); a misfiring
    Cannon whose drawer has nothing to give (DMD-7) is the drawer's Cannon, not a Misfire of
    theirs."""
    who = seat_name(names, event.get("seat"))
    reason = str(event.get("reason", "")).replace("the bank is empty", f"{who}'s bank is empty")
    if event.get("ability") == "misfire":
        return [seat(names, event.get("seat")), (f" has nothing to give for the Misfire ({reason})", "")]
    return [seat(names, event.get("seat")), (f"'s {_ability_name(event.get('ability'))} has no effect ({reason})", "")]


def _one_card(event: Event, names: Sequence[str]) -> Phrase | None:
    """Events that read as one sentence about one card: (words before it, words after it)."""
    who: Phrase = [seat(names, event.get("seat"))]
    other = seat_name(names, event.get("from"))
    around: dict[str, tuple[Phrase, str]] = {
        "draw": ([*who, (" draws ", "")], ""),
        "reveal": ([("The Oracle reveals ", "")], " on top of the draw pile"),
        "map-reveal": ([("The Map reveals ", "")], " from the discard pile"),
        "map-take": ([*who, (" puts ", "")], " into play"),
        "bonus-card": ([*who, (" takes ", "")], " from the discard pile (Key & Chest bonus)"),
        "hook": ([*who, (" hooks ", "")], " from their bank into play"),
        "sword": ([*who, (" steals ", "")], f" from {other}'s bank into play"),
        "plunder": ([*who, (" plunders ", "")], f" from {other}'s bank"),
        "auto-collect": ([*who, (" collects ", "")], " straight into their bank"),
        "parried": ([*who, ("'s ", "")], " is parried and discarded"),
        "misfire-pay": ([*who, (" gives ", "")], f" to {seat_name(names, event.get('to'))} (Misfire)"),
    }
    found = around.get(event["type"])
    if found is None:
        return None
    before, after = found
    placed = card(event["card"]) if "card" in event else ("", "")
    return [*before, placed, *([(after, "")] if after else [])]


def _about_seats(event: Event, names: Sequence[str]) -> Phrase | None:
    """Events that read as one sentence about a seat (and a trait, another seat or a count)."""
    who = seat(names, event.get("seat"))
    name = who[0]
    kind = event["type"]
    if kind == "trait-dealt":
        return [who, (" is dealt ", ""), trait(event.get("trait"))]
    if kind == "trait-kept":
        return [who, (" keeps ", ""), trait(event.get("trait"))]
    if kind == "first-player":
        return [who, (" plays first", "")]
    if kind == "locker-target":
        return [who, ("'s Davy Jones' Locker targets ", ""), seat(names, event.get("target"))]
    if kind == "plunder-victim":
        return [who, (" plunders ", ""), seat(names, event.get("victim")), ("'s bank", "")]
    if kind == "key-and-chest":
        return [(f"Key & Chest! {name} earns {plural(int(event.get('bonus') or 0), 'bonus card')}", "bonus")]
    if kind == "kraken":
        return [(f"Kraken! {name} must add {plural(int(event.get('cards') or 0), 'more card')} before banking",
                 "owed")]
    if kind == "misfire":
        holders = ", ".join(seat_name(names, q) for q in event.get("holders", []))
        return [who, (f"'s Cannon misfires (Misfire: {holders})", "")]
    if kind == "oracle":
        return [("The Oracle shows ", ""), *cards(event.get("top", [])),
                (" already face up on top of the draw pile", "")]
    return None


_WHOLE: dict[str, Callable[[Event, Sequence[str]], Phrase]] = {
    "turn": _turn, "bank": _bank, "bust": _bust, "cannon": _cannon, "traits-revealed": _traits_revealed,
    "game-over": _game_over, "annulled": _annulled,
}


def event_phrase(event: Event, names: Sequence[str], viewer: int | None) -> Phrase | None:
    """One event as a sentence, or None for an event that adds nothing (``place`` always
    follows the draw, hook, steal or map event that already names the card); an event these
    words do not know reads as its data."""
    kind = event.get("type")
    if kind == "place":
        return None
    whole = _WHOLE.get(str(kind))
    if whole is not None:
        return whole(event, names)
    phrase = _one_card(event, names) or _about_seats(event, names)
    if phrase is not None:
        return phrase
    details = ", ".join(f"{k}={v}" for k, v in event.items() if k not in ("type", "visible_to"))
    return [(f"{kind}: {details}", "")]
