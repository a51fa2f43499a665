"""A battle map given as content: the ``map`` option holding a map itself (what a map file
parses to, docs/dday-dice-map-format.md) instead of a packaged map's id, so that an owner of
the game plays on the board as printed and the record keeps the map (it replays anywhere).
It is checked as ``meeple maps validate`` checks a file (:class:`.maps.BattleMap`); a
``board_from`` names a packaged map only. Once checked it is known in this process by an id
made of its own and a digest of its content (:data:`.maps.GIVEN`), which the state, the
observation and the views use as they use a packaged map's."""

from __future__ import annotations

import hashlib
import json
from typing import Any

from pydantic import ValidationError

from meeple.engine.data_files import is_file, read_toml
from meeple.engine.errors import ContentError, excerpt
from meeple.games.dday_dice.maps import BOARD_KEYS, GIVEN, BattleMap, _board_cause, _where_of, maps_dir, packaged_ids


#: The most maps given as content one process keeps (each at most 64 KiB): a long-running
#: server is not filled by maps sent to it.
MAX_GIVEN = 256


def checked_map(raw: dict[str, Any]) -> BattleMap:
    """The map ``raw`` checked as ``meeple maps validate`` checks a file, not made known.
    ContentError on one line, as ``meeple maps validate`` words it, for a map that is not valid."""
    merged = _with_board(raw)
    try:
        return BattleMap.model_validate(merged)
    except ValidationError as exc:
        cause = _board_cause(exc)
        raise ContentError(f"map: {_where_of(cause or exc, merged)}") from None


def given_map_id(raw: dict[str, Any]) -> str:
    """Check the map ``raw`` (:func:`checked_map`) and make it known; the id it is known by
    (``<its id>-given-<digest>``)."""
    board = checked_map(raw)
    digest = hashlib.sha256(json.dumps(raw, sort_keys=True, ensure_ascii=False).encode("utf-8")).hexdigest()[:10]
    key = f"{board.id}-given-{digest}"
    if key not in GIVEN and len(GIVEN) >= MAX_GIVEN:
        raise ContentError(f"map: {MAX_GIVEN} maps were given already in this process; play a packaged map "
                           "or start meeple again")
    GIVEN.setdefault(key, board.model_copy(update={"id": key}))
    return key


def _with_board(raw: dict[str, Any]) -> dict[str, Any]:
    """``raw`` with the board keys of the packaged map its ``board_from`` names."""
    base_id = raw.get("board_from")
    if base_id is None:
        return raw
    path = maps_dir() / f"{base_id}.toml" if isinstance(base_id, str) else None
    if path is None or not is_file(path):
        raise ContentError(f"map: board_from: no packaged map {excerpt(base_id)} ({', '.join(packaged_ids())})")
    base = read_toml(path, "map")
    return {**raw, **{key: base[key] for key in BOARD_KEYS if key in base}}
