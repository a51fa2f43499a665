"""The news: each kernel event as a sentence (rolls, placements, activations, moves,
reactions, destructions, the end of the game), the viewer's own echoed decisions left out.
"""

from __future__ import annotations

from typing import Sequence

from rich.console import RenderableType
from rich.text import Text

from meeple.cli.dust_tactics.attack_events import describe_dice, event_attack, hits_words, remember
from meeple.cli.dust_tactics.names import (
    PLAN_WORDS, SIDES, card_of, element_name, player_of, side_of, side_text, unit_text,
)
from meeple.cli.scenarios import FACTIONS
from meeple.engine.core import Event


def _event_roll(event: Event, names: Sequence[str], what: str) -> Text:
    hits = event.get("hits") or [0, 0]
    text = Text(f"{what}: ")
    text.append_text(side_text("allies", names))
    text.append(f" {hits_words(hits[0])}, ")
    text.append_text(side_text("axis", names))
    text.append(f" {hits_words(hits[1])}")
    dice = event.get("dice")
    if dice and dice[0] != dice[1]:
        text.append(f" (of {dice[0]} and {dice[1]} dice)")
    if hits[0] == hits[1]:
        text.append(" - a tie: both roll again")
    elif what.startswith("Cover"):
        winner = SIDES[0 if hits[0] > hits[1] else 1]
        text.append(f" - {player_of(winner, names)} places the first cover element")
    elif what.startswith("Terrain"):
        winner = SIDES[0 if hits[0] > hits[1] else 1]
        text.append(f" - {player_of(winner, names)} places the first terrain element")
    return text


ECHOES = frozenset({"activate", "declare", "move", "stay", "join", "alone", "detach", "hold-fire", "first",
                    "no-reaction"})


def _actor_side(event: Event) -> str:
    """The side whose player took the decision an event tells."""
    if event.get("by") in SIDES:
        return str(event["by"])
    return side_of(str(event.get("hero") or event.get("unit")))


def describe_events(events: Sequence[Event], names: Sequence[str], viewer: int | None,
                    seat_names: Sequence[str] | None = None) -> list[RenderableType]:
    """The news since ``viewer`` last looked, one sentence per event; the first events, which
    only repeat the viewer's own last decision (its unit activated, declared, moved), are
    left out: the table shows them (a join among them is still followed: :func:`remember`).
    ``names``: the sides' players; ``seat_names``: each seat's (with more than two seats, the
    seat that activates a unit is named, not its whole side)."""
    start = 0
    if viewer in (0, 1):
        while start < len(events) and events[start].get("type") in ECHOES and \
                _actor_side(events[start]) == SIDES[viewer]:
            remember(events[start])
            start += 1
    lines = [describe_event(e, names, viewer, seat_names) for e in events[start:]]
    return [line for line in lines if line is not None]


def describe_event(event: Event, names: Sequence[str], viewer: int | None,
                   seat_names: Sequence[str] | None = None) -> RenderableType | None:
    """One event as a sentence (``names``, ``seat_names``: :func:`describe_events`)."""
    kind = event.get("type")
    unit = str(event.get("unit", ""))
    if kind == "turn":
        return Text(f"── Turn {event.get('turn')} ──", style="bold")
    if kind == "cover-roll":
        return _event_roll(event, names, "Cover placement roll (3 dice each)")
    if kind == "terrain-roll":
        return _event_roll(event, names, "Terrain placement roll (3 dice each)")
    if kind == "terrain":
        return Text(f"A {str(event.get('terrain', '')).replace('-', ' ')} terrain element is placed on {event.get('square')}")
    if kind == "battlefield-ready":
        return Text("The battlefield is ready: now the cover elements.")
    if kind == "initiative-roll":
        return _event_roll(event, names, "Initiative roll")
    if kind == "initiative":
        side = str(event.get("winner"))
        return Text.assemble(side_text(side, names), " win the initiative and choose who activates first")
    if kind == "place":
        what = element_name(event.get("element", ""))
        return Text(f"{'An' if what[:1] in 'aeiou' else 'A'} {what} is placed on {event.get('square')}")
    if kind == "join":
        remember(event)
        return Text.assemble(unit_text(str(event.get("hero"))), " joins ", unit_text(str(event.get("squad"))))
    if kind == "detach":
        remember(event)
        return Text.assemble(unit_text(str(event.get("hero"))), " leaves ", unit_text(str(event.get("squad"))),
                             " for good (both stay on the square)")
    if kind == "activate":
        seat = event.get("seat")
        if seat_names is not None and isinstance(seat, int) and 0 <= seat < len(seat_names):
            return Text.assemble(seat_names[seat], " activates ", unit_text(unit))
        return Text.assemble(player_of(side_of(unit), names), " activates ", unit_text(unit))
    if kind == "declare":
        plan = str(event.get("plan"))
        words = "make a Sustained Attack" if plan == "sustained" else PLAN_WORDS.get(plan, plan).split(' (')[0]
        return Text.assemble(unit_text(unit), f" will {words}")
    if kind == "move":
        text = Text.assemble(unit_text(unit), f" moves to {event.get('to')}")
        if event.get("crush"):
            text.append(", crushing the ammo crate there", style="bold")
        return text
    if kind == "reaction":
        return Text.assemble(unit_text(unit), " tries Reactive Fire at ", unit_text(str(event.get("at"))))
    if kind == "reaction-roll":
        hits = int(event.get("hits", 0))
        dice = int(event.get("dice", 1))
        of = f" of {dice} dice" if dice > 1 else ""
        if hits:
            return Text.assemble(unit_text(unit), f" rolls {hits_words(hits)}{of}: ", ("it fires!", "bold"))
        return Text.assemble(unit_text(unit), f" rolls no hit{of}: no Reactive Fire (it counts as activated)")
    if kind in ("attack-roll", "attack-reroll", "reply-roll", "cover-save", "losses", "element-damage", "line-spent"):
        return describe_dice(event)
    if kind == "first":
        by, side = str(event.get("by")), str(event.get("side"))
        text = Text.assemble(player_of(by, names), " lets the ", side_text(side), " activate first")
        if event.get("chosen") and event.get("chosen") != side:
            text.append(f" (the {FACTIONS.get(str(event['chosen']), event['chosen'])} have no unit to activate)")
        return text
    if kind == "stay":
        square = event.get("square")
        if square:
            return Text.assemble(unit_text(unit), f" stays on {square}")
        return Text.assemble(unit_text(unit), " stays off the battlefield (no entry square is free)")
    if kind == "hold-fire":
        weapon = str(event.get("weapon") or "weapon")
        if event.get("fired"):
            return Text.assemble(unit_text(unit), " fires no more ", (weapon, "bold"), " munitions", style="dim")
        return Text.assemble(unit_text(unit), " holds its ", (weapon, "bold"), style="dim")
    if kind == "alone":
        return Text.assemble(unit_text(str(event.get("hero"))), " fights alone")
    if kind == "no-reaction":
        return Text.assemble(player_of(str(event.get("by")), names), " lets ", unit_text(str(event.get("at"))),
                             " go on (no Reactive Fire)", style="dim")
    if kind == "attack":
        return event_attack(event, names)
    if kind == "no-target":
        return Text.assemble(unit_text(unit), " has no target in range and sight: its attack is lost", style="dim")
    if kind == "no-shots":
        return Text.assemble(unit_text(unit), " holds its fire", style="dim")
    if kind == "destroyed":
        card = card_of(unit)
        side = side_of(unit)
        other = SIDES[1 - SIDES.index(side)] if side in SIDES else ""
        text = Text.assemble(unit_text(unit), (" is destroyed!", "bold red1"))
        if card is not None and other:
            text.append(f" (+{card.ap} VP to the ")
            text.append_text(side_text(other))
            text.append(")")
        return text
    if kind == "hero-alone":
        return Text.assemble(unit_text(unit), " survives its squad and fights on alone")
    if kind == "game-over":
        scores = event.get("scores") or [0, 0]
        text = Text(f"Game over ({event.get('why')}): ", style="bold")
        text.append_text(side_text("allies", names))
        text.append(f" {scores[0]} VP, ")
        text.append_text(side_text("axis", names))
        text.append(f" {scores[1]} VP")
        return text
    details = ", ".join(f"{k}={v}" for k, v in event.items() if k not in ("type", "visible_to"))
    return Text(f"{kind}: {details}")
