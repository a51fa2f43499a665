"""A rich rendering of a Dead Man's Draw observation, its events and its actions.

Everything here is drawn from ``state.observation(seat)`` (see
:mod:`meeple.games.dead_mans_draw.observation`), from the kernel events and from the
notation of the legal actions: this module reads no hidden state and decides no rule. It
only turns the game's words into readable text ("kraken5" -> "Kraken 5", in the Kraken's
colour). :data:`VIEW` is what :func:`meeple.cli.views.load_view` finds for ``dead-mans-draw``.
"""

from __future__ import annotations

from typing import Any, Iterable, Sequence

from rich import box
from rich.columns import Columns
from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from meeple.engine.core import Event
from meeple.engine.errors import MeepleError
from meeple.games.dead_mans_draw.cards import CONTENT, card_label, parse_card, suit_of
from meeple.games.dead_mans_draw.content import SUIT_IDS

Obs = dict[str, Any]

#: One colour per suit, so a card can be told at a glance.
SUIT_COLOURS: dict[str, str] = {
    "anchor": "steel_blue1",
    "hook": "dark_orange",
    "cannon": "grey70",
    "key": "gold1",
    "chest": "light_goldenrod3",
    "map": "tan",
    "oracle": "medium_purple1",
    "sword": "cyan",
    "mermaid": "spring_green2",
    "kraken": "red1",
}
_SUIT_NAMES: dict[str, str] = {s.id: s.name for s in CONTENT.suits}
_TRAITS = {t.id: t for t in CONTENT.traits}

#: The notation, for the `help` command (docs in :mod:`meeple.games.dead_mans_draw.actions`).
NOTATION_HELP = """\
draw                 draw the top card of the draw pile
bank                 collect the play area into your bank (ends your turn)
keep <trait>         keep one of your two dealt traits, e.g. keep navigator
target <seat>        Davy Jones' Locker: the opponent whose busts you collect
hook <suit>          Hook: play the top card of your own pile, e.g. hook cannon
cannon <seat> <suit> Cannon: discard the top card of that seat's pile
sword <seat> <suit>  Sword: steal the top card of that seat's pile into play
take <card>          Map / Navigator: put that card into play, e.g. take kraken5
give <suit>          Misfire: give the top card of your pile
plunder <seat>       Plunderer: the opponent your Key & Chest bonus comes from
seize <suit>         Plunderer: take the top card of the victim's pile
Seats are numbered from 0, as in the table's `#` column."""


# ----------------------------------------------------------------------------- words
def suit_text(suit_id: str) -> Text:
    """A suit's name in its colour: ``Kraken``."""
    return Text(_SUIT_NAMES.get(suit_id, suit_id), style=SUIT_COLOURS.get(suit_id, ""))


def card(notation: str) -> Text:
    """A card people can read, in its suit's colour: ``kraken5`` -> ``Kraken 5``."""
    try:
        c = parse_card(notation)
    except MeepleError:
        return Text(notation)
    return Text(card_label(c), style=f"bold {SUIT_COLOURS[SUIT_IDS[suit_of(c)]]}")


def cards(notations: Iterable[str], empty: str = "none") -> Text:
    """Several cards, comma-separated."""
    items = [card(n) for n in notations]
    return Text(", ").join(items) if items else Text(empty, style="dim")


def trait_name(trait_id: str | None) -> str:
    """A trait's printed name: ``davy-jones-locker`` -> ``Davy Jones' Locker``."""
    if trait_id is None:
        return "?"
    data = _TRAITS.get(trait_id)
    return data.name if data else trait_id


def seat_name(names: Sequence[str], seat: Any) -> str:
    """A seat's name (its number if out of range)."""
    if isinstance(seat, int) and 0 <= seat < len(names):
        return names[seat]
    return f"seat {seat}"


def _top_of(obs: Obs, seat: int, suit_id: str) -> Text:
    """The top card of ``seat``'s ``suit_id`` pile as shown in the observation."""
    piles = obs["banks"][seat]["piles"]
    values = piles.get(suit_id)
    if not values:
        return suit_text(suit_id)
    return card(f"{suit_id}{values[0]}")


# ----------------------------------------------------------------------------- table
def _pile(suit_id: str, values: list[int]) -> Text:
    """One bank pile: its top card in bold, the cards under it dimmed."""
    text = Text.assemble(card(f"{suit_id}{values[0]}"))
    if len(values) > 1:
        text.append(" (" + " ".join(str(v) for v in values[1:]) + ")", style="dim")
    return text


def _trait_cell(obs: Obs, seat: int, names: Sequence[str]) -> Text:
    """A seat's kept trait (revealed, or their own), with a Davy Jones' Locker target."""
    trait = obs["traits"][seat]
    if trait is None:
        return Text("choosing..." if obs["phase"] == "keep" else "-", style="dim")
    text = Text(trait_name(trait), style="italic")
    target = obs.get("locker_targets", [None] * (seat + 1))[seat]
    if target is not None:
        text.append(f" -> {seat_name(names, target)}")
    return text


def banks_table(obs: Obs, names: Sequence[str], viewer: int | None) -> Table:
    """Every seat's bank: trait, score, card count and suit piles (top card first);
    ``viewer``'s own seat is marked "(you)"."""
    table = Table(box=box.SIMPLE_HEAD, expand=False, pad_edge=False, title_justify="left")
    for header, justify in (("#", "right"), ("Seat", "left"), ("Trait", "left"),
                            ("Score", "right"), ("Cards", "right")):
        table.add_column(header, justify=justify, no_wrap=True)  # type: ignore[arg-type]
    table.add_column("Bank piles: top card (under it)", overflow="fold")
    current = obs.get("current_player")
    for seat, bank in enumerate(obs["banks"]):
        name = Text(("> " if seat == current and obs["phase"] == "play" else "  ") + seat_name(names, seat),
                    style="bold" if seat == current else "")
        if seat == viewer:
            name.append(" (you)", style="dim")
        piles = [_pile(suit, values) for suit, values in bank["piles"].items()]
        table.add_row(str(seat), name, _trait_cell(obs, seat, names), str(bank["score"]),
                      str(bank["cards"]), unbroken(piles) if piles else Text("empty", style="dim"))
    return table


def unbroken(items: list[Text]) -> Columns:
    """Items laid out in columns, so that no card label is broken across two lines."""
    return Columns(items, padding=(0, 2))


def _play_area(obs: Obs) -> RenderableType:
    """The play area's cards, protected ones marked, and the Kraken's debt."""
    entries = obs["play_area"]
    parts = []
    for entry in entries:
        part = card(entry["card"])
        if entry["protected"]:
            part.append(" [safe]", style="bold green")
        parts.append(part)
    shown: RenderableType = unbroken(parts) if parts else Text("empty", style="dim")
    owed = obs.get("kraken_cards_owed", 0)
    if not owed:
        return shown
    return Group(shown, Text(f"Kraken: {owed} more card(s) to add before you may bank", style="bold red1"))


def _piles_line(obs: Obs) -> Text:
    """Card counts: draw pile, discard pile, cards already drawn."""
    return Text.assemble(
        ("Draw pile ", "bold"), str(obs["draw_pile"]), "   ",
        ("Discard pile ", "bold"), str(obs["discard_pile"]), "   ",
        ("Drawn so far ", "bold"), str(len(obs.get("left_draw_pile", []))),
    )


def _extra_lines(obs: Obs) -> list[RenderableType]:
    """Cards face up somewhere: on the draw pile (Oracle), revealed by a Map, or the whole
    discard pile a Navigator may choose from."""
    lines: list[RenderableType] = []
    for key, title in (("draw_pile_top", "Face up on top of the draw pile (Oracle):"),
                       ("map_revealed", "Revealed by the Map:"),
                       ("discard_pile_cards", "Discard pile (Navigator):")):
        if obs.get(key):
            row = Table.grid(padding=(0, 1))
            row.add_row(Text(title, style="bold"), unbroken([card(c) for c in obs[key]]))
            lines.append(row)
    return lines


def _dealt_traits(obs: Obs) -> RenderableType | None:
    """The viewer's two dealt traits while they choose (rulebook p. 2)."""
    dealt = obs.get("dealt_traits") or []
    if obs["phase"] != "keep" or not dealt:
        return None
    rows = Table.grid(padding=(0, 2))
    for trait_id in dealt:
        data = _TRAITS.get(trait_id)
        suit = suit_text(data.suit) if data and data.suit else Text("any opponent's bust")
        rows.add_row(Text(trait_name(trait_id), style="bold italic"), suit,
                     Text(data.summary if data else "", style="dim"))
    return Panel(rows, title="Your dealt traits: keep one", title_align="left",
                 border_style="magenta")


def _header(obs: Obs, names: Sequence[str]) -> Text:
    """Turn, phase and who plays."""
    phase = obs["phase"]
    text = Text("Dead Man's Draw", style="bold")
    if phase == "play":
        text.append(f" - turn {obs['turn']} - {seat_name(names, obs['current_player'])} plays")
    elif phase == "over":
        text.append(" - game over")
    else:
        text.append(f" - set-up ({phase})")
    pending = obs.get("pending")
    if pending and not pending.get("chance"):
        text.append(f" - resolving: {pending['effect']}", style="bold yellow")
    return text


def render_observation(obs: Obs, names: Sequence[str], viewer: int | None = None) -> RenderableType:
    """The whole table as ``observation(seat)`` shows it, to ``viewer`` (None: a spectator)."""
    parts: list[RenderableType] = [_piles_line(obs), *_extra_lines(obs)]
    parts.append(Panel(_play_area(obs), title="Play area", title_align="left", border_style="blue"))
    parts.append(banks_table(obs, names, viewer))
    dealt = _dealt_traits(obs)
    if dealt is not None:
        parts.append(dealt)
    return Panel(Group(*parts), title=_header(obs, names), title_align="left", border_style="white")


# ----------------------------------------------------------------------------- events
def _who(names: Sequence[str], event: Event, key: str = "seat") -> str:
    return seat_name(names, event.get(key))


def _event_bust(event: Event, names: Sequence[str]) -> Text:
    text = Text.assemble(("BUST! ", "bold red"), f"{_who(names, event)} draws ", card(event["card"]))
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
        "key-and-chest": ((f"Key & Chest! {who} earns {event.get('bonus')} bonus card(s)", "bold gold1"),),
        "kraken": ((f"Kraken! {who} must add {event.get('cards')} more card(s) before banking", "bold red1"),),
        "misfire": (f"{who}'s Cannon misfires (Misfire: "
                    + ", ".join(seat_name(names, q) for q in event.get("holders", [])) + ")",),
        "annulled": (f"{who}'s {_ability_name(event.get('ability'))} has no effect ({event.get('reason', '')})",),
    }
    parts = sentences.get(kind)
    return Text.assemble(*parts) if parts is not None else None


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


# ----------------------------------------------------------------------------- actions
def _label_draw(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    top = obs.get("draw_pile_top") or []
    return Text.assemble("Take the face-up ", card(top[0])) if top else Text("Draw a card")


def _label_bank(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    count = len(obs.get("play_area", []))
    if not count:
        return Text("End your turn (the draw pile is empty)")
    return Text(f"Bank the {count} card(s) in the play area and end your turn")


def _label_keep(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    data = _TRAITS.get(args[0])
    suit = f" ({_SUIT_NAMES.get(data.suit, data.suit)})" if data and data.suit else ""
    return Text(f"Keep {trait_name(args[0])}{suit}")


def _label_take(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    return Text.assemble("Put ", card(args[0]), " into play")


def _label_cannon(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    seat = int(args[0])
    return Text.assemble(f"Shoot {seat_name(names, seat)}'s ", _top_of(obs, seat, args[1]))


def _label_sword(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    seat = int(args[0])
    return Text.assemble(f"Steal {seat_name(names, seat)}'s ", _top_of(obs, seat, args[1]))


def _label_target(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    return Text(f"Collect {seat_name(names, int(args[0]))}'s busts")


def _label_plunder(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    return Text(f"Take the bonus from {seat_name(names, int(args[0]))}'s bank")


def _label_hook(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    return Text.assemble("Play your ", _top_of(obs, obs["seat"], args[0]))


def _label_give(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    holder = (obs.get("pending") or {}).get("to")
    to = f" to {seat_name(names, holder)}" if isinstance(holder, int) else ""
    return Text.assemble("Give your ", _top_of(obs, obs["seat"], args[0]), to)


def _label_seize(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    victim = (obs.get("pending") or {}).get("victim")
    if not isinstance(victim, int):
        return Text(f"Take the top {_SUIT_NAMES.get(args[0], args[0])}")
    return Text.assemble(f"Take {seat_name(names, victim)}'s ", _top_of(obs, victim, args[0]))


_LABELS = {
    "draw": _label_draw, "bank": _label_bank, "keep": _label_keep, "take": _label_take,
    "cannon": _label_cannon, "sword": _label_sword, "target": _label_target,
    "plunder": _label_plunder, "hook": _label_hook, "give": _label_give, "seize": _label_seize,
}


def describe_action(notation: str, obs: Obs, names: Sequence[str]) -> Text:
    """A readable label for one legal action, from the acting seat's observation."""
    kind, *args = notation.split()
    label = _LABELS.get(kind)
    return label(args, obs, names) if label is not None else Text(notation)


def is_private(obs: Obs) -> bool:
    """Whether the seat's screen shows something the other players must not see: its
    dealt traits while choosing, or the discard pile a Navigator looks through."""
    return obs.get("phase") == "keep" or bool(obs.get("discard_pile_cards"))


class DeadMansDrawView:
    """The :class:`meeple.cli.views.GameView` of Dead Man's Draw."""

    notation_help = NOTATION_HELP

    def table(self, obs: Obs, names: Sequence[str], viewer: int | None) -> RenderableType:
        return render_observation(obs, names, viewer)

    def event(self, event: Event, names: Sequence[str], viewer: int | None) -> RenderableType | None:
        return describe_event(event, names, viewer)

    def action_label(self, notation: str, obs: Obs, names: Sequence[str]) -> RenderableType:
        return describe_action(notation, obs, names)

    def is_private(self, obs: Obs) -> bool:
        return is_private(obs)


VIEW = DeadMansDrawView()
