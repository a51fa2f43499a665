"""`meeple army check FILE [--scenario ID]`: is a Dust Tactics army legal?

A thin front end over :mod:`meeple.games.dust_tactics.army`: it prints the army, its total
army points against the limit, and every problem the checker found, one line each on
stderr (``error: <file>: <problem>``). The caller exits 1 when there is any. The army file
format is in docs/dust-tactics-army-format.md.
"""

from __future__ import annotations

import json
from pathlib import Path

from rich import box
from rich.console import Console
from rich.table import Table
from rich.text import Text

from meeple.cli.scenarios import resolve_scenario
from meeple.games.dust_tactics.army import check_army, load_army_file
from meeple.games.dust_tactics.given_units import with_cards
from meeple.games.dust_tactics.units import load_units_file

FACTIONS = {"allies": "Allies", "axis": "Axis"}


def check_army_file(
    console: Console,
    err_console: Console,
    path: Path,
    scenario_id: str | None = None,
    units_path: Path | None = None,
    as_json: bool = False,
) -> bool:
    """Print the verdict on the army in ``path``; return whether it is legal.

    ``scenario_id`` (a packaged id or a scenario file) replaces the file's own limit;
    ``units_path`` checks against the packaged cards with a units file's cards combined (a card
    of a packaged id replaces it, a new id is added: DT-139). Raises
    MeepleError (one line) for a file that is not an army file at all."""
    army = load_army_file(path)
    scenario = resolve_scenario(scenario_id) if scenario_id is not None else None
    units = with_cards(load_units_file(units_path)) if units_path is not None else None
    result = check_army(army, scenario, units)
    if as_json:
        print(json.dumps({"file": str(path), **result.to_json()}, ensure_ascii=False))
        return result.valid

    title = army.name or path.name
    limit = f" of {result.limit} ({result.limit_from})" if result.limit is not None else ""
    table = Table(
        title=Text(f"{title}: {FACTIONS[army.faction]}, {len(army.unit)} unit{'s' if len(army.unit) != 1 else ''}"),
        box=box.SIMPLE_HEAD, pad_edge=False, title_justify="left",
    )
    table.add_column("unit", no_wrap=True)
    table.add_column("card", no_wrap=True)
    table.add_column("type", no_wrap=True)
    table.add_column("AP", justify="right", no_wrap=True)
    table.add_column("joins")
    for fielded in result.units:
        card = fielded.card
        table.add_row(  # Text: a label or a name in the file is no markup
            Text(fielded.label),
            Text(card.name if card else "?"),
            Text(card.type if card else "?"),
            str(card.ap) if card else "?",
            Text(fielded.joins or ""),
        )
    console.print(table)
    if scenario_id is not None and army.scenario is not None and result.scenario is not None \
            and army.scenario != result.scenario.id:
        console.print(Text(f"(--scenario {result.scenario.id} replaces the file's scenario {army.scenario})", style="dim"))
    entry = ""
    if result.scenario is not None:
        entry = f"; enters from the {result.scenario.entry.edge(army.faction)} edge"
    verdict = "valid" if result.valid else f"invalid ({len(result.problems)} problem{'s' if len(result.problems) != 1 else ''})"
    console.print(f"{verdict}: {path}: total {result.total_ap} AP{limit}{entry}", highlight=False, soft_wrap=True,
                  markup=False)
    for problem in result.problems:
        err_console.print(Text.assemble(("error:", "bold red"), f" {path}: {problem}"), highlight=False, soft_wrap=True)
    return result.valid
