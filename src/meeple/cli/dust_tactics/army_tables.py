"""The unit tables, one per side: tag, name and joined hero, type, armour, models or hit
points (and the damage still to take), square, activation this turn, ammunition, AP. The
words are the game's (the table's, :data:`meeple.games.dust_tactics.words.glossary.TABLE`);
this module lays them out and colours them.
"""

from __future__ import annotations

from typing import Sequence

from rich.table import Table
from rich.text import Text

from meeple.cli.dust_tactics.board import Board
from meeple.cli.dust_tactics.styles import SIDE_CELL, SIDE_STYLE, side_text, whole
from meeple.games.dust_tactics.words import tags as word_tags
from meeple.games.dust_tactics.words.glossary import TABLE
from meeple.games.dust_tactics.words.names import Obs, card_of, cards_by_id, tags_of, unit_name
from meeple.games.dust_tactics.words.reading import damage_to_take
from meeple.games.dust_tactics.words.unit_words import ammo_text, strength
from meeple.games.dust_tactics.words.vocabulary import SIDES, TYPE_WORDS


#: A unit's state this turn, as its tag in the game's words.
TURN_TAGS: dict[str, str] = {"acting": word_tags.ACTING, "done": word_tags.DIM, "ready": word_tags.READY}


def army_table(obs: Obs, side: str, names: Sequence[str], bd: Board, viewer: int | None) -> Table:
    """One side's units: tag, name (and joined hero), type, armour, models or hit points,
    square, activated this turn, ammunition left, army points."""
    tags = tags_of(obs)
    seat = SIDES.index(side)
    title = side_text(side, names)
    if viewer == seat:
        title.append(f" - {TABLE['you']}", style="dim")
    scores = obs.get("scores") or obs.get("victory_points") or [0, 0]
    title.append(f" · {scores[seat]} {TABLE['vp']}", style="bold")
    table = Table(title=title, title_justify="left", box=None, pad_edge=False, expand=False,
                  padding=(0, 1), header_style="bold underline")
    for key, justify, wrap in (("tag", "left", False), ("unit", "left", True), ("type", "left", False),
                               ("armour", "right", False), ("strength", "left", False), ("square", "left", False),
                               ("turn", "left", False), ("ammo", "left", True), ("ap", "right", False)):
        table.add_column(TABLE[key], justify=justify, no_wrap=not wrap)  # type: ignore[arg-type]
    destroyed = set(obs.get("destroyed", ()))
    to_take = damage_to_take(obs)
    acting = (obs.get("activation") or {}).get("unit") if obs.get("phase") not in ("activate", "over") else None
    for unit in obs.get("units", ()):
        if unit.get("side") != side or unit.get("joined_to"):
            continue
        uid = unit["id"]
        card = card_of(unit["card"]) if unit.get("card") else None
        kind = TYPE_WORDS.get(unit.get("type", ""), "")
        armour = str(unit.get("armour", ""))
        ap = str(card.ap) if card else ""
        if not unit.get("in_play"):
            gone = uid in destroyed
            table.add_row(Text(tags.get(uid, ""), style="dim"), Text(unit_name(uid), style="dim strike"), kind,
                          armour, Text(TABLE["destroyed"] if gone else TABLE["off"], style="red" if gone else "dim"),
                          "", "", "",
                          Text(ap, style="dim"))
            continue
        name = Text(unit_name(uid), style=SIDE_STYLE[side])
        controller = (obs.get("controllers") or {}).get(uid)
        if controller is not None:  # more than two seats: the seat that plays it (teams.py)
            name.append(f" ({TABLE['you']})" if controller == obs.get("seat") else f" (seat {controller})", style="dim")
        hero = unit.get("hero")
        if hero:
            hero_card = cards_by_id().get(hero.get("card", ""))
            name.append(f"\n+ {hero_card.name if hero_card else '?'}", style=SIDE_STYLE[side])
            ap += f"\n{hero_card.ap if hero_card else '?'}"
        state = "acting" if uid == acting else "done" if unit.get("activated") else "ready"
        turn = whole([(TABLE[state], TURN_TAGS[state])])
        table.add_row(Text(tags.get(uid, ""), style=SIDE_CELL[side]), name, kind, armour,
                      _strength_cell(unit, to_take.get(uid, 0)),
                      unit.get("square") or Text(TABLE["off"], style="dim"), turn, ammo_text(unit), ap)
    return table


def _strength_cell(unit: Obs, to_take: int = 0) -> Text:
    """``3/5``, and a joined hero's ``4/4`` below; ``(2 to take)`` while an attack's damage
    waits to be removed from the unit."""
    left, full = strength(unit)
    style = "bold" if left == full else ("yellow" if left * 2 > full else "bold red1")
    text = Text(f"{left}/{full}", style=style)
    if to_take:
        text.append(f" ({to_take} {TABLE['to_take']})", style="bold red1")
    hero = unit.get("hero")
    if hero:
        hero_card = cards_by_id().get(hero.get("card", ""))
        hp, hero_full = int(hero.get("hit_points", 0)), (hero_card.strength if hero_card else 0)
        text.append(f"\n{hp}/{hero_full}", style="bold" if hp == hero_full else "yellow")
    return text
