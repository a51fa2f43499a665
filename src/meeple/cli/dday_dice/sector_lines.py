"""The lines below the tables about the sectors: this turn's sector effects, the marks on the
board, the machine-gun fire rolled, what the unit's sector holds for it before its casualties,
and the moves left out because their sector was visited.
"""

from __future__ import annotations

from rich.text import Text

from meeple.cli.dday_dice.observation import Obs, locate, sector_label
from meeple.games.dday_dice.maps import BattleMap


def sector_effects_line(obs: Obs) -> Text | None:
    """The sector effects of this turn: DEF cuts, DEF 0, machine-gun fire prevented, machine
    guns silenced for good, unit markers frozen."""
    parts: list[str] = []
    for sector, cut in (obs.get("def_cut") or {}).items():
        parts.append(f"sector {sector_label(obs, sector)} DEF -{cut}")
    parts += [f"sector {sector_label(obs, n)} DEF 0" for n in obs.get("def_zero") or []]
    prevented = obs.get("mgf_prevented") or []
    if prevented:
        parts.append(f"no machine-gun fire in sector{'s' if len(prevented) > 1 else ''} "
                     + ", ".join(sector_label(obs, n) for n in prevented))
    silenced = obs.get("mgf_silenced") or []
    if silenced:
        parts.append(f"machine guns silenced for good in sector{'s' if len(silenced) > 1 else ''} "
                     + ", ".join(sector_label(obs, n) for n in silenced))
    if obs.get("markers_frozen"):
        parts.append("unit markers stay as they are (Bronze Star)")
    parts += [f"wire cut in sector {sector_label(obs, n)}: the fenced sectors open from it"
              for n in obs.get("wires_cut") or []]
    if not parts:
        return None
    return Text.assemble(("This turn: ", "bold"), ("; ".join(parts), "yellow"))


def board_marks_line(obs: Obs, bmap: BattleMap | None) -> Text | None:
    """The marks on the board (the engine's ``board_marks``): each random sector's d6 marker and
    the attribute it gave (Sword Beach, and on Silence the Guns), the bunkers conquered (Gold
    Beach; Silence the Guns' closed bunker says it in its box)."""
    marks = obs.get("board_marks") or {}
    parts: list[str] = []
    for sector, roll in (marks.get("random_sectors") or {}).items():
        name = ""
        where = locate(obs, int(sector))
        if where is not None:
            for rule in getattr(where[1], "special", ()):
                name = next((f" {o.name}" for o in rule.outcomes if o.roll == roll), name)
        parts.append(f"sector {sector_label(obs, int(sector))}: {roll}{name}")
    conquered = sorted({pair[0] for pair in marks.get("bunkers_conquered") or []})
    if conquered and bmap is not None and len(bmap.bunkers) > 1:
        parts.append("bunkers conquered: " + ", ".join(str(n) for n in conquered))
    if not parts:
        return None
    return Text.assemble(("Board: ", "bold"), ("; ".join(parts), "cyan"))


def mgf_line(obs: Obs) -> Text | None:
    """This turn's machine-gun fire dice, by sector (once rolled, in Phase 5)."""
    rolls: dict[str, list[int]] = obs.get("mgf") or {}
    if obs.get("phase") != "combat" or not rolls:
        return None
    parts = []
    for sector, dice in rolls.items():
        shown = " + ".join(f"mgf{k} {v}" for k, v in enumerate(dice, start=1))
        parts.append(f"sector {sector_label(obs, sector)}: {shown}" + (f" = {sum(dice)}" if len(dice) > 1 else ""))
    return Text.assemble(("Machine-gun fire: ", "bold red"), "; ".join(parts))


def coming_line(obs: Obs, unit: Obs) -> Text | None:
    """Phase 5, after the machine-gun fire: what the unit's sector holds for it, as the
    observation gives it (the DEF of its sector this turn, the machine-gun dice rolled there).
    The observation carries no casualty count before it is taken, so none is summed here."""
    if obs.get("phase") != "combat" or obs.get("combat_stage") != "after-mgf" or not isinstance(unit.get("def_here"), int):
        return None
    sector = unit.get("sector")
    rolls = (obs.get("mgf") or {}).get(str(sector)) or []
    fire = f"machine-gun fire {' + '.join(str(v) for v in rolls)}" if rolls else "no machine-gun fire rolled"
    cut = str(sector) in (obs.get("def_cut") or {}) or sector in (obs.get("def_zero") or [])
    printed = f"DEF {unit['def_here']} this turn" + (" before this turn's cut" if cut else "")
    return Text.assemble(("Before your casualties: ", "bold"), f"sector {sector_label(obs, sector)}, {printed}, {fire}",
                         (" (the game counts the casualties once every unit is done)", "dim"))


def missing_moves_line(obs: Obs, unit: Obs) -> Text | None:
    """Phase 4: the moves its map draws out of the unit's sector that are not offered because
    the unit was already there (its ``visited`` sectors); other reasons are not guessed."""
    sector, offered = unit.get("sector"), unit.get("moves")
    where = locate(obs, sector)
    if obs.get("phase") != "move" or where is None or offered is None:
        return None
    part, cell = where
    targets = {move.get("to") for move in offered}
    visited = set(unit.get("visited") or []) - {sector}
    moves = [part.offset + m.to for m in part.bmap.moves_from(cell.number)]
    missing = [n for n in moves if n not in targets and n in visited]
    if not missing:
        return None
    where_ = ", ".join(sector_label(obs, n) for n in sorted(set(missing)))
    return Text(f"No move to sector {where_}: already visited (a unit never enters a sector twice)", style="dim")
