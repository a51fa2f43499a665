"""The labels of Phase 4's actions: stay, move (the cost, the DEF and the rules of the sector),
swap sectors, and Silence the Guns' go on or retire (:data:`MOVE_LABELS`, by the notation's
first word).
"""

from __future__ import annotations

from typing import Sequence

from rich.text import Text

from meeple.cli.dday_dice.board import defs_text, rules_text
from meeple.cli.dday_dice.observation import Obs, acting_unit, locate, sector_label
from meeple.cli.dday_dice.words import award_word, seat_name, seat_style
from meeple.games.dday_dice.maps import Sector


def _label_stay(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    unit = acting_unit(obs)
    sector = unit.get("sector")
    text = Text(f"stay in sector {sector_label(obs, sector)}")
    where = locate(obs, sector)
    marker = unit.get("marker")
    if isinstance(unit.get("def_here"), int) and isinstance(marker, int):
        text.append(f" - DEF {unit['def_here']} this turn ({_ordinal(max(marker, 1))} turn there)", style="dim")
    elif where is not None and isinstance(marker, int):
        text.append(f" - DEF {where[0].bmap.def_for(where[1].number, marker)} this turn ({_ordinal(marker)} turn there)",
                    style="dim")
    rules = rules_text(where[0].bmap, where[1].number, award_word(obs)) if where is not None else ""
    if rules:
        text.append(f" - {rules}", style="magenta")
    return text


def _ordinal(n: int) -> str:
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def _label_move(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    """A move: how it goes there (sideways, an advance, into a bunker; on a joined board,
    across onto the other map), what it costs (the engine's courage), a minefield, the DEF
    printed there (on a joined board with the DEF the engine counts on arrival, when it is
    another: Sword under mortar fire) and the sector's rules. A joined board's sector is named
    by its label and its number in the notation (``M13 (33)``)."""
    to = int(args[0])
    unit = acting_unit(obs)
    origin = unit.get("sector")
    here, there = locate(obs, origin), locate(obs, to)
    engine_move = next((m for m in unit.get("moves", []) if m.get("to") == to), None)
    joined = bool(obs.get("sector_labels"))
    name = sector_label(obs, to, numbered=True)
    if here is None or there is None:
        return Text(f"move to sector {name}")
    (part, cell), crossing = there, here[0].prefix != there[0].prefix
    move = None if crossing else part.bmap.move(here[1].number, cell.number)
    if move is None and (engine_move is None or not joined):  # a plain map's moves are the map's
        return Text(f"move to sector {name}")
    into_bunker = move.into_bunker if move is not None else bool(engine_move and engine_move.get("bunker"))
    advances = move.advances if move is not None else bool(engine_move and engine_move.get("forward"))
    text = Text(f"onto {part.bmap.name}: ", style="bold cyan") if crossing else Text()
    if into_bunker:
        text.append_text(Text.assemble(("enter the BUNKER", "bold"), f" (sector {name})"))
    elif advances:
        text.append(f"advance to sector {name}")
    else:
        text.append(f"move sideways to sector {name}")
    courage = engine_move["courage"] if engine_move else move.courage if move is not None else None
    if advances:
        if unit.get("battle_cry"):
            text.append(" - free with your Battle Cry", style="yellow")
        elif courage is not None:
            text.append(f" - costs {courage} courage", style="yellow")
    if engine_move and engine_move.get("minefield"):
        text.append(" - LANDMINES: a d6 of casualties", style="red")
    text.append(f" - DEF there {defs_text(cell)}", style="dim")
    arrival = engine_move.get("def_on_arrival") if engine_move else None
    if joined and isinstance(arrival, int) and arrival != cell.def_[0]:
        text.append(f" (DEF {arrival} on arrival)", style="yellow")
    if isinstance(cell, Sector) and cell.black_shield:
        text.append(" (black shield: one turn only)", style="dim")
    rules = rules_text(part.bmap, cell.number, award_word(obs))
    if rules:
        text.append(f" - {rules}", style="magenta")
    return text


def _label_move_any(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    """``move <n>``, or ``move <n> decoy <seat>``: a Decoy falls for the sector's sacrifice."""
    text = _label_move(args[:1], obs, names)
    if len(args) == 3 and args[1] == "decoy":
        seat = int(args[2])
        whose: Text = Text("your") if seat == obs.get("seat") else Text.assemble(
            (seat_name(names, seat), seat_style(seat)), "'s")
        text.append(" - sacrificing ")
        text.append(whose)
        text.append(" Decoy", style="bold")
        text.append(" in place of the sector's sacrifice")
    return text


def _label_swap_sectors(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    seat = int(args[0])
    units: list[Obs] = obs.get("units", [])
    where = f" in sector {sector_label(obs, units[seat].get('sector'))}" if 0 <= seat < len(units) else ""
    return Text.assemble("sacrifice your ", ("War Correspondent", "bold"), " to swap sectors with ",
                         (seat_name(names, seat), seat_style(seat)), where, " (markers stay as they are)")


def _label_go_on(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    return Text("stay in play: go on into Sword Beach's bunker later")


def _label_retire(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    return Text("leave the game, safe in Merville's bunker (standard victory)")


#: The labels of Phase 4's actions, by the notation's first word.
MOVE_LABELS = {
    "stay": _label_stay,
    "move": _label_move_any,
    "swap-sectors": _label_swap_sectors,
    "go-on": _label_go_on,  # Silence the Guns (joined_maps)
    "retire": _label_retire,
}
