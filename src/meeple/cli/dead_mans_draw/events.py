"""The events of Dead Man's Draw as sentences (:func:`describe_event`): a bust, a card's
ability, the traits kept, the end of the game; a private event only to the seat it is for.
"""

from __future__ import annotations

from typing import Any, Sequence

from rich.console import RenderableType
from rich.text import Text

from meeple.cli.dead_mans_draw.words import SUIT_NAMES, card, cards, seat_name, suit_id_of, trait_name
from meeple.cli.english import plural
from meeple.engine.core import Event


def _who(names: Sequence[str], event: Event, key: str = "seat") -> str:
    return seat_name(names, event.get(key))


def _event_bust(event: Event, names: Sequence[str]) -> Text:
    """A bust (p. 3): the card placed is a second of its suit in the play area -- drawn, or
    hooked, stolen or taken by a Map: the news before it said how it came."""
    placed = card(event["card"])
    suit = SUIT_NAMES.get(suit_id_of(str(event["card"])), "")
    text = Text.assemble(("BUST! ", "bold red"), placed, f" is a second {suit} in {_who(names, event)}'s play area")
    if event.get("saved"):
        text.append(" - saved: ")
        text.append(cards(event["saved"]))
    text.append(" - lost: ")
    text.append(cards(event.get("lost", [])))
    if event.get("collected_by") is not None:
        text.append(f" (collected by {seat_name(names, event['collected_by'])}'s Davy Jones' Locker)")
    return text


def _event_cannon(event: Event, names: Sequence[str]) -> Text:
    where = f"{_who(names, event)}'s bank" if event.get("to") == "bank" else "the discard pile"
    return Text.assemble(f"{_who(names, event)}'s Cannon shoots {seat_name(names, event['target'])}'s ",
                         cards(event["cards"]), f" into {where}")


def _event_traits(event: Event, names: Sequence[str]) -> Text:
    kept = [f"{seat_name(names, s)}: {trait_name(t)}" for s, t in enumerate(event["traits"])]
    return Text("Traits revealed - " + ", ".join(kept), style="magenta")


def _event_game_over(event: Event, names: Sequence[str]) -> Text:
    scores = ", ".join(f"{seat_name(names, s)} {v}" for s, v in enumerate(event.get("scores", [])))
    won = " and ".join(seat_name(names, s) for s in event.get("winners", []))
    return Text(f"Game over - scores: {scores} - winner: {won}", style="bold")


def _ability_name(ability: Any) -> str:
    """An ability named in an event, as printed: ``key-and-chest`` -> ``Key & Chest``."""
    text = str(ability or "")
    return "Key & Chest" if text == "key-and-chest" else text.replace("-", " ").title()


def _simple_event(event: Event, names: Sequence[str], viewer: int | None) -> Text | None:
    """Events that read as one sentence about one card or seat."""
    who, kind = _who(names, event), event["type"]
    c = card(event["card"]) if "card" in event else Text("")
    sentences: dict[str, Any] = {
        "draw": (f"{who} draws ", c),
        "reveal": ("The Oracle reveals ", c, " on top of the draw pile"),
        "map-reveal": ("The Map reveals ", c, " from the discard pile"),
        "map-take": (f"{who} puts ", c, " into play"),
        "bonus-card": (f"{who} takes ", c, " from the discard pile (Key & Chest bonus)"),
        "hook": (f"{who} hooks ", c, " from their bank into play"),
        "sword": (f"{who} steals ", c, f" from {seat_name(names, event.get('from'))}'s bank into play"),
        "plunder": (f"{who} plunders ", c, f" from {seat_name(names, event.get('from'))}'s bank"),
        "auto-collect": (f"{who} collects ", c, " straight into their bank"),
        "parried": (f"{who}'s ", c, " is parried and discarded"),
        "misfire-pay": (f"{who} gives ", c, f" to {seat_name(names, event.get('to'))} (Misfire)"),
        "trait-dealt": (f"{who} is dealt {trait_name(event.get('trait'))}",),
        "trait-kept": (f"{who} keeps {trait_name(event.get('trait'))}",),
        "first-player": (f"{who} plays first",),
        "locker-target": (f"{who}'s Davy Jones' Locker targets {seat_name(names, event.get('target'))}",),
        "plunder-victim": (f"{who} plunders {seat_name(names, event.get('victim'))}'s bank",),
        "key-and-chest": ((f"Key & Chest! {who} earns {plural(int(event.get('bonus') or 0), 'bonus card')}", "bold gold1"),),
        "kraken": ((f"Kraken! {who} must add {plural(int(event.get('cards') or 0), 'more card')} before banking", "bold red1"),),
        "misfire": (f"{who}'s Cannon misfires (Misfire: "
                    + ", ".join(seat_name(names, q) for q in event.get("holders", [])) + ")",),
        "annulled": _annulled(event, who),
        "oracle": ("The Oracle shows ", cards(event.get("top", [])),
                   " already face up on top of the draw pile"),
    }
    parts = sentences.get(kind)
    return Text.assemble(*parts) if parts is not None else None


def _annulled(event: Event, who: str) -> tuple[str, ...]:
    """An ability with nothing to act on (p. 5: "questa abilità è annullata"); a misfiring
    Cannon whose drawer has nothing to give (DMD-7) is the drawer's Cannon, not a Misfire of
    theirs."""
    reason = str(event.get("reason", "")).replace("the bank is empty", f"{who}'s bank is empty")
    if event.get("ability") == "misfire":
        return (f"{who} has nothing to give for the Misfire ({reason})",)
    return (f"{who}'s {_ability_name(event.get('ability'))} has no effect ({reason})",)


def describe_event(event: Event, names: Sequence[str], viewer: int | None) -> RenderableType | None:
    """One event as a line of text, or None for an event that adds nothing (``place``
    always follows the draw, hook, steal or map event that already names the card)."""
    kind = event.get("type")
    if kind == "place":
        return None
    if kind == "turn":
        return Text(f"-- Turn {event.get('turn')}: {_who(names, event)} --", style="bold")
    if kind == "bank":
        return Text.assemble((f"{_who(names, event)} banks ", "green"), cards(event.get("cards", []), "nothing"))
    special = {"bust": _event_bust, "cannon": _event_cannon, "traits-revealed": _event_traits,
               "game-over": _event_game_over}
    if kind in special:
        return special[kind](event, names)
    simple = _simple_event(event, names, viewer)
    if simple is not None:
        return simple
    details = ", ".join(f"{k}={v}" for k, v in event.items() if k not in ("type", "visible_to"))
    return Text(f"{kind}: {details}")
