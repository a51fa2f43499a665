"""The results store of a sweep: a folder of Parquet shards, one per finished task, read with
DuckDB (docs/analysis.md, "The store").

``STORE/sweep.json`` holds the sweep; ``STORE/shards/c<cell>-g<first game>.parquet`` the rows of
one task's games. A shard is written to a temporary name and renamed into place, so a shard
either holds all its games or does not exist: an interrupted or killed sweep leaves only whole
shards, and the tasks whose shard exists are the ones a resumed sweep skips.

pyarrow writes the shards (typed columns, nested lists for falls and units destroyed) and
DuckDB reads them all as one table, ``games``, with SQL: both are kept by large projects, read
each other's files, and need no server. They are imported here only (the extra
``meeple[analysis]``), so the base install works without them.
"""

from __future__ import annotations

import json
import os
import re
from pathlib import Path
from typing import TYPE_CHECKING, Any

from meeple.engine.errors import OptionsError

if TYPE_CHECKING:
    import duckdb
    import pyarrow as pa  # type: ignore[import-untyped]

SHARDS = "shards"
SPEC = "sweep.json"
_SHARD = re.compile(r"c(\d+)-g(\d+)\.parquet")


def schema() -> "pa.Schema":
    """The columns of a row (docs/analysis.md lists what each holds)."""
    import pyarrow as pa

    return pa.schema([
        ("game", pa.string()), ("rules_version", pa.string()), ("cell", pa.int32()), ("setting", pa.string()),
        ("players", pa.int16()), ("options", pa.string()), ("lineup", pa.string()), ("seats", pa.string()),
        ("rotation", pa.int16()), ("seed_group", pa.string()), ("index", pa.int32()), ("seed", pa.uint64()),
        ("result", pa.string()), ("teams", pa.list_(pa.string())), ("winners", pa.list_(pa.int16())),
        ("winning_teams", pa.list_(pa.string())), ("first_won", pa.bool_()),
        ("returns", pa.list_(pa.float64())), ("scores", pa.list_(pa.float64())), ("team_vp", pa.float64()),
        ("length", pa.int32()), ("turns", pa.int32()),
        ("falls", pa.list_(pa.struct([("seat", pa.int16()), ("sector", pa.int32()), ("why", pa.string())]))),
        ("destroyed", pa.list_(pa.struct([("unit", pa.string()), ("side", pa.string()), ("ap", pa.int32())]))),
        ("side_vp", pa.list_(pa.float64())), ("side_ap", pa.list_(pa.int32())), ("banked", pa.list_(pa.int32())),
        ("summary", pa.string()), ("record", pa.string()),
    ])


def shard_name(cell: int, start: int) -> str:
    return f"c{cell:05d}-g{start:09d}.parquet"


def open_store(store: Path, spec: dict[str, Any]) -> None:
    """Make ``store`` for ``spec``, or check that it already holds that sweep (a store holds one
    sweep: resuming with other settings would mix two sweeps' games). Leftover temporary files
    of a killed run are removed."""
    shards = store / SHARDS
    saved = store / SPEC
    if saved.exists():
        if json.loads(saved.read_text(encoding="utf-8")) != spec:
            raise OptionsError(f"{store} holds another sweep ({saved}): give the same sweep to resume it, or a new folder")
    else:
        if store.exists() and not store.is_dir():
            raise OptionsError(f"{store} is not a folder")
        shards.mkdir(parents=True, exist_ok=True)
        _atomic_write(saved, json.dumps(spec, indent=1, sort_keys=True).encode())
    shards.mkdir(exist_ok=True)
    for leftover in shards.glob(".*.tmp"):
        leftover.unlink()


def read_spec_json(store: Path) -> dict[str, Any]:
    """The sweep a store holds."""
    path = store / SPEC
    if not path.is_file():
        raise OptionsError(f"{store} is not a sweep's store (no {SPEC})")
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def finished_tasks(store: Path) -> set[tuple[int, int]]:
    """(cell, first game) of every shard the store holds."""
    found = set()
    for path in (store / SHARDS).glob("c*-g*.parquet"):
        match = _SHARD.fullmatch(path.name)
        if match:
            found.add((int(match[1]), int(match[2])))
    return found


def write_shard(store: Path, cell: int, start: int, rows: list[dict[str, Any]]) -> Path:
    """Write one task's rows as a shard, atomically (a temporary file renamed into place)."""
    import pyarrow as pa
    import pyarrow.parquet as pq  # type: ignore[import-untyped]

    table = pa.Table.from_pylist(rows, schema=schema())
    path = store / SHARDS / shard_name(cell, start)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    pq.write_table(table, tmp, compression="zstd")
    os.replace(tmp, path)
    return path


def _atomic_write(path: Path, data: bytes) -> None:
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    tmp.write_bytes(data)
    os.replace(tmp, path)


def connect(store: Path) -> "duckdb.DuckDBPyConnection":
    """A DuckDB connection (in memory) with the view ``games``: every row of the store."""
    import duckdb

    if not any((store / SHARDS).glob("c*-g*.parquet")):
        raise OptionsError(f"{store} holds no finished game yet")
    con = duckdb.connect()
    pattern = str(store / SHARDS / "c*-g*.parquet").replace("'", "''")
    con.execute(f"CREATE VIEW games AS SELECT * FROM read_parquet('{pattern}')")
    return con
