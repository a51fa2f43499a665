"""The labels of Phase 4's actions: stay, move (how it goes, what it costs, the DEF and the
rules of the sector), swap sectors, and Silence the Guns' go on or retire
(:data:`MOVE_LABELS`, by the notation's first word).
"""

from __future__ import annotations

from typing import Any, Sequence

from meeple.engine.words import Phrase
from meeple.games.dday_dice.maps import Sector
from meeple.games.dday_dice.words.labels import ActionLabel
from meeple.games.dday_dice.words.phrases import phrase
from meeple.games.dday_dice.words.pieces import award_word, unit, whom
from meeple.games.dday_dice.words.reading import Located, Obs, acting_unit, located, sector_label
from meeple.games.dday_dice.words.sector_rule_words import def_shields, sector_rules_text
from meeple.games.dday_dice.words.tags import BOARD, CARD, COST, DIM, EFFECT, LOSS, RULES, STRONG
from meeple.games.dday_dice.words.vocabulary import ordinal


def _stay(args: list[str], obs: Obs, names: Sequence[str]) -> Phrase:
    unit_ = acting_unit(obs)
    sector = unit_.get("sector")
    out = phrase(f"stay in sector {sector_label(obs, sector)}")
    where = located(obs, sector)
    marker = unit_.get("marker")
    if isinstance(unit_.get("def_here"), int) and isinstance(marker, int):
        out += phrase((f" - DEF {unit_['def_here']} this turn ({ordinal(max(marker, 1))} turn there)", DIM))
    elif where is not None and isinstance(marker, int):
        out += phrase((f" - DEF {where.bmap.def_for(where.cell.number, marker)} this turn ({ordinal(marker)} turn there)",
                       DIM))
    return out + _rules(where, obs)


def _rules(where: Located | None, obs: Obs) -> Phrase:
    """`` - <the sector's printed rules>`` (nothing for none)."""
    rules = sector_rules_text(where.bmap, where.cell.number, award_word(obs)) if where is not None else ""
    return [(f" - {rules}", RULES)] if rules else []


def _move(args: list[str], obs: Obs, names: Sequence[str]) -> Phrase:
    """A move: how it goes there (sideways, an advance, into a bunker; on a joined board,
    across onto the other map), what it costs (the engine's courage), a minefield, the DEF
    printed there (on a joined board with the DEF the engine counts on arrival, when it is
    another: Sword under mortar fire) and the sector's rules. A joined board's sector is named
    by its label and its number in the notation (``M13 (33)``)."""
    to = int(args[0])
    unit_ = acting_unit(obs)
    here, there = located(obs, unit_.get("sector")), located(obs, to)
    engine_move = next((m for m in unit_.get("moves", []) if m.get("to") == to), None)
    joined = bool(obs.get("sector_labels"))
    name = sector_label(obs, to, numbered=True)
    if here is None or there is None:
        return phrase(f"move to sector {name}")
    crossing = here.bmap.id != there.bmap.id
    move = None if crossing else there.bmap.move(here.cell.number, there.cell.number)
    if move is None and (engine_move is None or not joined):  # a plain map's moves are the map's
        return phrase(f"move to sector {name}")
    into_bunker = move.into_bunker if move is not None else bool(engine_move and engine_move.get("bunker"))
    advances = move.advances if move is not None else bool(engine_move and engine_move.get("forward"))
    out = phrase((f"onto {there.bmap.name}: ", BOARD) if crossing else "")
    if into_bunker:
        out += phrase(("enter the BUNKER", STRONG), f" (sector {name})")
    else:
        out += phrase(f"advance to sector {name}" if advances else f"move sideways to sector {name}")
    courage = engine_move["courage"] if engine_move else move.courage if move is not None else None
    return out + _move_costs(unit_, engine_move, advances, courage) + _move_sector(there, engine_move, joined, obs)


def _move_costs(unit_: Obs, engine_move: Any, advances: bool, courage: Any) -> Phrase:
    """What a move costs: courage to advance (nothing with a Battle Cry), a minefield's d6."""
    out: Phrase = []
    if advances and unit_.get("battle_cry"):
        out.append((" - free with your Battle Cry", COST))
    elif advances and courage is not None:
        out.append((f" - costs {courage} courage", COST))
    if engine_move and engine_move.get("minefield"):
        out.append((" - LANDMINES: a d6 of casualties", LOSS))
    return out


def _move_sector(there: Located, engine_move: Any, joined: bool, obs: Obs) -> Phrase:
    """The sector moved to: its DEF (and the DEF on arrival where the engine counts another),
    a black shield, its printed rules."""
    cell = there.cell
    out = phrase((f" - DEF there {def_shields(cell)}", DIM))
    arrival = engine_move.get("def_on_arrival") if engine_move else None
    if joined and isinstance(arrival, int) and arrival != cell.def_[0]:
        out.append((f" (DEF {arrival} on arrival)", EFFECT))
    if isinstance(cell, Sector) and cell.black_shield:
        out.append((" (black shield: one turn only)", DIM))
    return out + _rules(there, obs)


def _move_any(args: list[str], obs: Obs, names: Sequence[str]) -> Phrase:
    """``move <n>``, or ``move <n> decoy <seat>``: a Decoy falls for the sector's sacrifice."""
    out = _move(args[:1], obs, names)
    if len(args) == 3 and args[1] == "decoy":
        out += phrase(" - sacrificing ", whom(int(args[2]), obs, names, possessive=True), (" Decoy", CARD),
                      " in place of the sector's sacrifice")
    return out


def _swap_sectors(args: list[str], obs: Obs, names: Sequence[str]) -> Phrase:
    seat = int(args[0])
    units: list[Obs] = obs.get("units", [])
    where = f" in sector {sector_label(obs, units[seat].get('sector'))}" if 0 <= seat < len(units) else ""
    return phrase("sacrifice your ", ("War Correspondent", CARD), " to swap sectors with ", unit(names, seat), where,
                  " (markers stay as they are)")


def _go_on(args: list[str], obs: Obs, names: Sequence[str]) -> Phrase:
    return phrase("stay in play: go on into Sword Beach's bunker later")


def _retire(args: list[str], obs: Obs, names: Sequence[str]) -> Phrase:
    return phrase("leave the game, safe in Merville's bunker (standard victory)")


#: The labels of Phase 4's actions, by the notation's first word.
MOVE_LABELS: dict[str, ActionLabel] = {
    "stay": _stay,
    "move": _move_any,
    "swap-sectors": _swap_sectors,
    "go-on": _go_on,  # Silence the Guns (joined_maps)
    "retire": _retire,
}
