"""``meeple data check dday-dice [--dir DIR]``: validate the content data files of D-Day Dice --
the cards (``cards.toml``), their second-edition kinds (``edition2.toml``), the battle maps
(``maps/*.toml``) and the joined maps (``joined/*.toml``) -- the packaged ones, or a user's
copies laid out the same way in ``DIR`` (any of the four may be there; those absent are the
packaged ones). Each loader raises a one-line ContentError naming the file and the problem;
nothing is changed or cached from a user's folder."""

from __future__ import annotations

from pathlib import Path

from meeple.engine.data_files import is_file, is_folder
from meeple.engine.errors import ContentError
from meeple.games.dday_dice.cards import CARDS_FILE, load_cards
from meeple.games.dday_dice.edition_cards import EDITION2_FILE, read_edition2_cards
from meeple.games.dday_dice.joined_maps import joined_dir, load_joined_file
from meeple.games.dday_dice.maps import load_map_file, maps_dir

LAYOUT = f"{CARDS_FILE}, {EDITION2_FILE}, maps/*.toml, joined/*.toml"


def check_content(directory: Path | None = None) -> str:
    """Validate every data file (see the module); return a one-line summary of what was checked."""
    if directory is not None and not is_folder(directory):
        raise ContentError(f"{directory}: not a folder")
    own = _own_files(directory)
    if directory is not None and not any(own.values()):
        raise ContentError(f"{directory}: no D-Day Dice data files here (expected any of {LAYOUT})")
    cards_dir = directory if own["cards"] else None
    cards = load_cards(cards_dir)
    kinds = read_edition2_cards(directory if own["edition2"] else None, cards_dir)
    map_files = own["maps"] or sorted(maps_dir().glob("*.toml"))
    boards = {path.stem: load_map_file(path) for path in map_files}
    joined_files = own["joined"] or sorted(joined_dir().glob("*.toml"))
    known_maps = set(boards) | {p.stem for p in maps_dir().glob("*.toml")}
    for path in joined_files:
        _check_parts(path, known_maps)
    where = "" if directory is None else f" (from {directory}: {', '.join(k for k, v in own.items() if v)})"
    return (f"{_count(len(cards.cards), 'card')}, {_count(len(kinds.kind), 'specialist')} with a "
            f"second-edition kind, {_count(len(boards), 'map')}, {_count(len(joined_files), 'joined map')}{where}")


def _count(n: int, what: str) -> str:
    return f"{n} {what}{'' if n == 1 else 's'}"


def _own_files(directory: Path | None) -> dict[str, list[Path]]:
    """The user's files in ``directory``, by kind (all empty without a directory)."""
    if directory is None:
        return {"cards": [], "edition2": [], "maps": [], "joined": []}
    return {
        "cards": [p for p in [directory / CARDS_FILE] if is_file(p)],
        "edition2": [p for p in [directory / EDITION2_FILE] if is_file(p)],
        "maps": sorted((directory / "maps").glob("*.toml")),
        "joined": sorted((directory / "joined").glob("*.toml")),
    }


def _check_parts(path: Path, known_maps: set[str]) -> None:
    """A joined-map file is valid and joins two known maps."""
    spec = load_joined_file(path)
    for part in spec.parts:
        if part.map not in known_maps:
            raise ContentError(f"{path}: parts: {part.map!r} is not a map (known: {', '.join(sorted(known_maps))})")
