"""``meeple data check dust-tactics [--dir DIR]``: validate the content data files of Dust
Tactics -- the core set's unit cards (``units.toml``), the further unit files (``units/*.toml``)
and the scenarios (``scenarios/*.toml``) -- the packaged ones, or a user's copies laid out the
same way in ``DIR`` (those absent are the packaged ones). A broken file raises a one-line
ContentError naming the file, the entry and the field; nothing is changed or cached."""

from __future__ import annotations

from pathlib import Path

from meeple.engine.data_files import is_file, is_folder
from meeple.engine.errors import ContentError
from meeple.games.dust_tactics.scenarios import load_scenario_file, scenarios_dir
from meeple.games.dust_tactics.units import CORE_SET, extra_units_paths, load_units_file, units_path

LAYOUT = "units.toml, units/*.toml, scenarios/*.toml"


def check_content(directory: Path | None = None) -> str:
    """Validate every data file (see the module); return a one-line summary of what was checked."""
    if directory is not None and not is_folder(directory):
        raise ContentError(f"{directory}: not a folder")
    own = _own_files(directory)
    if directory is not None and not any(own.values()):
        raise ContentError(f"{directory}: no Dust Tactics data files here (expected any of {LAYOUT})")
    core = own["units"][0] if own["units"] else units_path()
    cards = _units(core, own["more units"] or list(extra_units_paths()))
    scenario_files = own["scenarios"] or sorted(scenarios_dir().glob("*.toml"))
    for path in scenario_files:
        scenario = load_scenario_file(path)
        if scenario.id != path.stem:
            raise ContentError(f"{path}: id: {scenario.id!r} differs from the file name {path.stem!r}")
    where = "" if directory is None else f" (from {directory}: {', '.join(k for k, v in own.items() if v)})"
    return f"{_count(cards, 'unit card')}, {_count(len(scenario_files), 'scenario')}{where}"


def _units(core: Path, more: list[Path]) -> int:
    """The unit files: the core set's ten present, no id defined twice; the number of cards."""
    cards = load_units_file(core)
    ids = {c.id for c in cards}
    missing = [i for i in CORE_SET if i not in ids]
    if missing:
        raise ContentError(f"{core}: the core set's units are missing: {', '.join(missing)}")
    count = len(cards)
    for path in more:
        for card in load_units_file(path):
            if card.id in ids:
                raise ContentError(f"{path}: unit {card.id}: id: already defined in another units file")
            ids.add(card.id)
            count += 1
    return count


def _own_files(directory: Path | None) -> dict[str, list[Path]]:
    """The user's files in ``directory``, by kind (all empty without a directory)."""
    if directory is None:
        return {"units": [], "more units": [], "scenarios": []}
    return {
        "units": [p for p in [directory / "units.toml"] if is_file(p)],
        "more units": sorted((directory / "units").glob("*.toml")),
        "scenarios": sorted((directory / "scenarios").glob("*.toml")),
    }


def _count(n: int, what: str) -> str:
    return f"{n} {what}{'' if n == 1 else 's'}"
