"""What a sweep plays: a grid of set-ups, bot line-ups and seat orders, each a *cell* of
``games`` games (docs/analysis.md, "The sweep file").

A sweep is described by a TOML file or by ``meeple sweep`` flags (both give the same
:class:`SweepSpec`). Its cells are listed in a fixed order, so a cell's number means the same
thing every time the sweep is read; game ``i`` of a cell is seeded from the sweep's seed, the
cell's *seed group* and ``i`` (:func:`meeple.sim.play.cell_game_seed`). The seed group is the
cell's game, seat count and options, without the factors named in ``pair``: the line-up and
the seat order never enter it, so two line-ups (two bots), every seat order, and the values of
a paired option all meet the same deals and dice (common random numbers).
"""

from __future__ import annotations

import itertools
import json
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from meeple.engine.core import Game
from meeple.engine.data_files import read_toml
from meeple.engine.errors import MeepleError, OptionsError, excerpt
from meeple.engine.registry import get_game
from meeple.sim.simulate import MAX_GAMES, check_bots

#: The most cells a sweep may have, and the most seat orders a line-up may be rotated through.
MAX_CELLS = 10_000
MAX_ORDERS = 24
#: Games a worker plays per task unless the sweep says otherwise: enough to amortise sending a
#: task and writing a shard, few enough that an interrupt loses little.
DEFAULT_CHUNK = 50
KEYS = ("game", "seed", "games", "chunk", "players", "bots", "rotate", "pair", "records", "options", "grid")


@dataclass
class SweepSpec:
    """A sweep as given (``grid`` values may be ``"all"``: every value the game lists)."""

    game: str
    seed: int = 0
    games: int = 100
    chunk: int = DEFAULT_CHUNK
    players: list[int] = field(default_factory=list)
    bots: list[str] = field(default_factory=list)
    rotate: bool = False
    pair: list[str] = field(default_factory=list)
    records: bool = False
    options: dict[str, Any] = field(default_factory=dict)
    grid: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(frozen=True)
class Cell:
    """One set-up, line-up and seat order of a sweep."""

    number: int
    players: int
    options: dict[str, Any]
    #: The line-up as given (its first bot is the one a comparison follows) ...
    lineup: tuple[str, ...]
    #: ... and the bots in seat order (a rotation of the line-up).
    seats: tuple[str, ...]
    rotation: int
    seed_group: str
    #: The grid's values of this cell, as ``name=value`` words (the setting's label).
    label: str


def read_spec(path: Path) -> SweepSpec:
    """The sweep a TOML file describes (a one-line error for anything it cannot take)."""
    return spec_from_dict(read_toml(path, "sweep"))


def spec_from_dict(data: dict[str, Any]) -> SweepSpec:
    """A :class:`SweepSpec` from parsed TOML or JSON, its keys and types checked."""
    unknown = sorted(set(data) - set(KEYS))
    if unknown:
        raise OptionsError(f"sweep: unknown key {excerpt(unknown[0])} (keys: {', '.join(KEYS)})")
    if not isinstance(data.get("game"), str):
        raise OptionsError("sweep: `game` (a game id) is required")
    spec = SweepSpec(game=data["game"])
    for name, kind in (("seed", int), ("games", int), ("chunk", int), ("rotate", bool), ("records", bool)):
        if name in data:
            value = data[name]
            if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
                raise OptionsError(f"sweep: `{name}` must be {'an integer' if kind is int else 'true or false'}, not {excerpt(value)}")
            setattr(spec, name, value)
    spec.players = _list_of(data, "players", int)
    spec.bots = _list_of(data, "bots", str)
    spec.pair = _list_of(data, "pair", str)
    for name in ("options", "grid"):
        value = data.get(name, {})
        if not isinstance(value, dict):
            raise OptionsError(f"sweep: `{name}` must be a table of option = value")
        setattr(spec, name, dict(value))
    return spec


def _list_of(data: dict[str, Any], name: str, kind: type) -> list[Any]:
    value = data.get(name, [])
    value = value if isinstance(value, list) else [value]
    if not all(isinstance(v, kind) and not isinstance(v, bool) for v in value):
        raise OptionsError(f"sweep: `{name}` must be a list of {'integers' if kind is int else 'texts'}")
    return list(value)


def check_spec(spec: SweepSpec) -> list[Cell]:
    """Every cell of ``spec``, in order, after checking it: the game, the bots, the options;
    a grid combination the game refuses (a map for fewer seats) is left out. An error names
    the first problem."""
    game = get_game(spec.game)
    if not 1 <= spec.games <= MAX_GAMES:
        raise OptionsError(f"sweep: games per cell must be from 1 to {MAX_GAMES:,}, not {excerpt(spec.games)}")
    if not 1 <= spec.chunk <= 100_000:
        raise OptionsError(f"sweep: chunk must be from 1 to 100,000 games, not {excerpt(spec.chunk)}")
    if not 0 <= spec.seed < 2**63:
        raise OptionsError(f"sweep: seed must be from 0 to 2**63 - 1, not {excerpt(spec.seed)}")
    grid = {name: _grid_values(game, name, values) for name, values in spec.grid.items()}
    for name in spec.pair:
        if name != "players" and name not in grid:
            raise OptionsError(f"sweep: pair {excerpt(name)} is not swept (pair names `players` or a grid option)")
    overlap = set(grid) & set(spec.options)
    if overlap:
        raise OptionsError(f"sweep: option {sorted(overlap)[0]} is both fixed and swept: give it once")
    lineups = _lineups(game, spec)
    cells: list[Cell] = []
    refused: dict[tuple[str, str], str] = {}
    for players, lineup in lineups:
        for values in itertools.product(*grid.values()):
            swept = dict(zip(grid, values))
            options = game.check_options(players, {**spec.options, **swept})
            problem = _refusal(game, players, options)
            if problem is not None:
                for name, value in swept.items():
                    refused.setdefault((name, repr(value)), problem)
                refused.setdefault(("", ""), problem)
                continue
            for rotation, seats in enumerate(_orders(lineup, spec.rotate and not game.cooperative)):
                cells.append(_cell(game, spec, len(cells), players, options, swept, lineup, seats, rotation))
                if len(cells) > MAX_CELLS:
                    raise OptionsError(f"sweep: more than {MAX_CELLS:,} cells: sweep fewer values")
    if not cells:
        raise OptionsError(f"sweep: {spec.game} accepts none of the grid's set-ups ({refused[('', '')]})")
    for name, listed in grid.items():  # a value no seat count can play is a mistake, not a gap
        for value in listed:
            if (name, repr(value)) in refused and not any(f"{name}={_word(value)}" in c.label.split() for c in cells):
                raise OptionsError(f"sweep: {name} {excerpt(value)} is played in no cell ({refused[(name, repr(value))]})")
    return cells


def _word(value: Any) -> str:
    """A grid value in a setting's label: content given as data (an army) by its name or id."""
    if isinstance(value, dict):
        return str(value.get("name") or value.get("id") or "given").replace(" ", "-")
    return str(value)


def _refusal(game: Game, players: int, options: dict[str, Any]) -> str | None:
    """Why ``game`` refuses this set-up, or None (as :func:`meeple.sim.configurations.accepts`)."""
    try:
        game.new_game(players, options)
    except MeepleError as exc:
        return str(exc)
    return None


def _grid_values(game: Game, name: str, values: Any) -> list[Any]:
    known = {s.name: s for s in game.options_spec}
    if name not in known:
        raise OptionsError(f"sweep: {game.id} has no option {excerpt(name)} (options: {', '.join(known)})")
    if values == "all":
        listed = known[name].choices if known[name].kind == "choice" else game.option_choices(name)
        if not listed and known[name].kind == "bool":
            listed = (False, True)
        if not listed:
            raise OptionsError(f"sweep: {game.id} has no list of {name} values to sweep with \"all\"")
        return list(listed)
    values = values if isinstance(values, list) else [values]
    if not values:
        raise OptionsError(f"sweep: grid {name} has no value")
    return list(values)


def _lineups(game: Game, spec: SweepSpec) -> list[tuple[int, tuple[str, ...]]]:
    """(seat count, line-up) pairs: a one-bot line-up fills every seat of each ``players``;
    a longer one needs ``players`` to list its length (or no ``players``)."""
    given = spec.bots or [game.bots()[0].name if game.bots() else "random"]
    found: list[tuple[int, tuple[str, ...]]] = []
    for players in spec.players or [0]:
        for text in given:
            names = [n.strip() for n in text.split(",")]
            count = players or (len(names) if len(names) > 1 else game.min_players)
            if len(names) == 1:
                names = names * count
            elif len(names) != count:
                continue
            found.append((count, tuple(check_bots(game.id, names))))
    if not found:
        raise OptionsError(f"sweep: no bot line-up has as many bots as players {spec.players}")
    return found


def _orders(lineup: tuple[str, ...], rotate: bool) -> list[tuple[str, ...]]:
    """The seat orders played: the line-up alone, or each distinct order of its bots."""
    if not rotate:
        return [lineup]
    orders = list(dict.fromkeys(itertools.permutations(lineup)))
    if len(orders) > MAX_ORDERS:
        raise OptionsError(f"sweep: rotating {','.join(lineup)} gives {len(orders)} seat orders (at most {MAX_ORDERS})")
    return orders


def _cell(game: Game, spec: SweepSpec, number: int, players: int, options: dict[str, Any], swept: dict[str, Any],
          lineup: tuple[str, ...], seats: tuple[str, ...], rotation: int) -> Cell:
    grouped = {k: v for k, v in options.items() if k not in spec.pair}
    key = {"game": game.id, "players": None if "players" in spec.pair else players, "options": grouped}
    words = [f"players={players}"] + [f"{k}={_word(v)}" for k, v in swept.items()] + [f"bots={','.join(lineup)}"]
    return Cell(number=number, players=players, options=options, lineup=lineup, seats=seats, rotation=rotation,
                seed_group=json.dumps(key, sort_keys=True, default=str), label=" ".join(words))
