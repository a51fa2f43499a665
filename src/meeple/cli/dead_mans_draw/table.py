"""The table of Dead Man's Draw as one seat's observation shows it
(:func:`render_observation`): the banks, the play area, the piles, a seat's dealt traits, and
nothing the observation does not hold (see :mod:`meeple.games.dead_mans_draw.observation`).
Its words are the game's (:mod:`meeple.games.dead_mans_draw.table_words`, the headings in
:data:`meeple.games.dead_mans_draw.glossary.TABLE`); this module lays them out.
"""

from __future__ import annotations

from typing import Sequence

from rich import box
from rich.columns import Columns
from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from meeple.cli.dead_mans_draw.styles import TAG_STYLES, styled, whole
from meeple.games.dead_mans_draw.content import TRAIT_IDS
from meeple.games.dead_mans_draw.glossary import TABLE
from meeple.games.dead_mans_draw.phrases import TRAITS, Obs, card, players_of, seat_name, trait_name, works_on
from meeple.games.dead_mans_draw.table_words import headline, kept_trait, owed


def _pile(suit_id: str, values: list[int]) -> Text:
    """One bank pile: its top card in bold, the cards under it dimmed."""
    under = [(" (" + " ".join(str(v) for v in values[1:]) + ")", "dim")] if len(values) > 1 else []
    return styled([card(f"{suit_id}{values[0]}"), *under])


def _trait_cell(obs: Obs, seat: int, names: Sequence[str]) -> Text:
    """A seat's kept trait (revealed, or their own), with a Davy Jones' Locker target."""
    cell = kept_trait(obs, seat, names)
    return whole(cell[0]) if obs["traits"][seat] is None else styled(cell, "italic")


def banks_table(obs: Obs, names: Sequence[str], viewer: int | None) -> Table:
    """Every seat's bank: trait, score, card count and suit piles (top card first);
    ``viewer``'s own seat is marked "(you)"."""
    table = Table(box=box.SIMPLE_HEAD, expand=False, pad_edge=False, title_justify="left")
    for header, justify in (("#", "right"), (TABLE["seat"], "left"), (TABLE["trait"], "left"),
                            (TABLE["score"], "right"), (TABLE["cards"], "right")):
        table.add_column(header, justify=justify, no_wrap=True)  # type: ignore[arg-type]
    table.add_column(TABLE["piles"], overflow="fold")
    current = obs.get("current_player")
    for seat, bank in enumerate(obs["banks"]):
        name = Text(("> " if seat == current and obs["phase"] == "play" else "  ") + seat_name(names, seat),
                    style="bold" if seat == current else "")
        if seat == viewer:
            name.append(" " + TABLE["you"], style="dim")
        piles = [_pile(suit, values) for suit, values in bank["piles"].items()]
        table.add_row(str(seat), name, _trait_cell(obs, seat, names), str(bank["score"]),
                      str(bank["cards"]), unbroken(piles) if piles else Text(TABLE["empty"], style="dim"))
    return table


def unbroken(items: list[Text]) -> Columns:
    """Items laid out in columns, so that no card label is broken across two lines."""
    return Columns(items, padding=(0, 2))


def _play_area(obs: Obs) -> RenderableType:
    """The play area's cards, protected ones marked, and the Kraken's demand."""
    parts = []
    for entry in obs["play_area"]:
        part = whole(card(entry["card"]))
        if entry["protected"]:
            part.append(" " + TABLE["protected"], style=TAG_STYLES["safe"])
        parts.append(part)
    shown: RenderableType = unbroken(parts) if parts else Text(TABLE["empty"], style="dim")
    demand = owed(obs)
    return shown if demand is None else Group(shown, whole(demand[0]))


def _piles_line(obs: Obs) -> Text:
    """Card counts: draw pile, discard pile, cards already drawn."""
    return Text.assemble(
        (TABLE["draw_pile"] + " ", "bold"), str(obs["draw_pile"]), "   ",
        (TABLE["discard_pile"] + " ", "bold"), str(obs["discard_pile"]), "   ",
        (TABLE["left_draw_pile"] + " ", "bold"), str(len(obs.get("left_draw_pile", []))),
    )


def _extra_lines(obs: Obs) -> list[RenderableType]:
    """Cards face up somewhere: on the draw pile (Oracle), revealed by a Map, or the whole
    discard pile a Navigator may choose from."""
    lines: list[RenderableType] = []
    for key in ("draw_pile_top", "map_revealed", "discard_pile_cards"):
        if obs.get(key):
            row = Table.grid(padding=(0, 1))
            row.add_row(Text(TABLE[key], style="bold"), unbroken([whole(card(c)) for c in obs[key]]))
            lines.append(row)
    return lines


def _dealt_traits(obs: Obs) -> RenderableType | None:
    """The viewer's two dealt traits while they choose (rulebook p. 2), in the order of the
    ``keep`` choices (the game lists its actions by trait)."""
    dealt = sorted(obs.get("dealt_traits") or [], key=lambda t: TRAIT_IDS.index(t) if t in TRAIT_IDS else len(TRAIT_IDS))
    if obs["phase"] != "keep" or not dealt:
        return None
    rows = Table.grid(padding=(0, 2))
    for trait_id in dealt:
        data = TRAITS.get(trait_id)
        suit = whole(works_on(data, players_of(obs))) if data else Text("")
        rows.add_row(Text(trait_name(trait_id), style="bold italic"), suit,
                     Text(data.summary if data else "", style="dim"))
    return Panel(rows, title=TABLE["dealt_traits"], title_align="left", border_style="magenta")


def compact_observation(obs: Obs, names: Sequence[str], viewer: int | None = None) -> RenderableType:
    """The table in fewer rows, for a short terminal: the headline, the piles and the play
    area a line each, the banks and the dealt traits, no frame around them."""
    play_area = Table.grid(padding=(0, 1))
    play_area.add_row(Text("Play area", style="bold"), _play_area(obs))
    parts: list[RenderableType] = [styled(headline(obs, names), "bold"), _piles_line(obs), *_extra_lines(obs),
                                   play_area, *_bank_lines(obs, names, viewer)]
    dealt = _dealt_traits(obs)
    return Group(*parts, *([dealt] if dealt is not None else []))


def _bank_lines(obs: Obs, names: Sequence[str], viewer: int | None) -> list[Text]:
    """Each seat's bank as a line wrapped between words: its number and name, its trait, its
    score and cards, its piles (top card first)."""
    lines = []
    current = obs.get("current_player")
    for seat, bank in enumerate(obs["banks"]):
        line = Text(f"{'>' if seat == current and obs['phase'] == 'play' else ' '} {seat} ", style="bold")
        line.append(seat_name(names, seat), style="bold" if seat == current else "")
        if seat == viewer:
            line.append(" " + TABLE["you"], style="dim")
        line.append(" · ")
        line.append_text(_trait_cell(obs, seat, names))
        line.append(f" · {TABLE['score']} {bank['score']} · {TABLE['cards']} {bank['cards']} · ")
        piles = [_pile(suit, values) for suit, values in bank["piles"].items()]
        line.append_text(Text("  ").join(piles) if piles else Text(TABLE["empty"], style="dim"))
        lines.append(line)
    return lines


def render_observation(obs: Obs, names: Sequence[str], viewer: int | None = None) -> RenderableType:
    """The whole table as ``observation(seat)`` shows it, to ``viewer`` (None: a spectator)."""
    parts: list[RenderableType] = [_piles_line(obs), *_extra_lines(obs)]
    parts.append(Panel(_play_area(obs), title="Play area", title_align="left", border_style="blue"))
    parts.append(banks_table(obs, names, viewer))
    dealt = _dealt_traits(obs)
    if dealt is not None:
        parts.append(dealt)
    return Panel(Group(*parts), title=styled(headline(obs, names), "bold"), title_align="left", border_style="white")
