"""The table of Dead Man's Draw as one seat's observation shows it
(:func:`render_observation`): the banks, the play area, the piles, a seat's dealt traits, and
nothing the observation does not hold (see :mod:`meeple.games.dead_mans_draw.observation`).
"""

from __future__ import annotations

from typing import Sequence

from rich import box
from rich.columns import Columns
from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from meeple.cli.dead_mans_draw.words import TRAITS, Obs, card, seat_name, trait_name, trait_suit_text
from meeple.cli.english import plural


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
    return Group(shown, Text(f"Kraken: {plural(owed, 'more card')} to add before you may bank", style="bold red1"))


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
        data = TRAITS.get(trait_id)
        suit = trait_suit_text(data, obs) if data else Text("")
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
