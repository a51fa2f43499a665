"""Builders for the combat skills' tests (test_dt_skills_combat.py): a game of the test-only
scenario ``records/skills-combat/skills-arena.toml`` (three rows of open ground, 200 AP) with
the armies given as card ids, past its set-up, and the units named put on chosen squares."""

from __future__ import annotations

from pathlib import Path

from dt_game_helpers import only_in_play, play, scenario_start
from meeple.games.dust_tactics.state import DtState

RECORDS = Path(__file__).parent / "records" / "skills-combat"
ARENA = RECORDS / "skills-arena.toml"


def army_file(folder: Path, faction: str, units: list[str], joins: dict[str, str]) -> Path:
    """An army file of ``units`` (card ids), each hero of ``joins`` joining its squad."""
    lines = [f'name = "test {faction}"', f'faction = "{faction}"', "points = 200", ""]
    for uid in units:
        lines += ["[[unit]]", f'id = "{uid}"'] + ([f'joins = "{joins[uid]}"'] if uid in joins else []) + [""]
    path = folder / f"{faction}.toml"
    path.write_text("\n".join(lines))
    return path


def arena(folder: Path, allies: list[str], axis: list[str], joins: dict[str, str] | None = None,
          **squares: str) -> DtState:
    """A game at the initiative roll of turn 2 with the armies ``allies`` and ``axis``, only the
    units named in ``squares`` in play (``hell_boys="e3"``), the heroes of ``joins`` joined."""
    joins = joins or {}
    state = scenario_start(
        str(ARENA),
        allies_army=str(army_file(folder, "allies", allies, joins)),
        axis_army=str(army_file(folder, "axis", axis, joins)),
    )
    return only_in_play(state, 2, squares)


def start(state: DtState, seat: int) -> None:
    """Pin the initiative roll for ``seat``, which activates first."""
    play(state, "chance: roll hhh" if seat == 0 else "chance: roll bbb",
         "chance: roll bbb" if seat == 0 else "chance: roll hhh",
         f"{seat}: first {'allies' if seat == 0 else 'axis'}")
