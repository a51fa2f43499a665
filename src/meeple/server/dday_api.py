"""D-Day Dice's HTTP API (docs/server.md, "A player's own D-Day Dice map"): a map file's text
read as ``meeple maps validate`` reads a file (:func:`meeple.engine.data_files.parse_toml`,
then :func:`meeple.games.dday_dice.given_maps.checked_map`), answered as the content the
``map`` option takes. The page cannot read TOML; the server reads it and decides nothing else."""

from __future__ import annotations

import asyncio
from typing import Any

from fastapi import APIRouter
from starlette.requests import Request

from meeple.engine.data_files import parse_toml, size_text
from meeple.engine.errors import ContentError
from meeple.engine.limits import MAX_DATA_FILE_BYTES
from meeple.engine.option_content import content_problem
from meeple.games.dday_dice.given_maps import checked_map
from meeple.server.bodies import read_json
from meeple.server.errors import Refusal, TooLarge

router = APIRouter()

#: The largest body here: a map file's text (at most a data file's bound), with room for JSON's escapes.
MAX_BODY = 2 * MAX_DATA_FILE_BYTES


def read_map(text: str) -> dict[str, Any]:
    """``{"name", "map"}``: a map file's ``text`` parsed and checked as ``meeple maps validate``
    checks a file, its content as the ``map`` option takes it. A one-line ContentError otherwise."""
    data = text.encode("utf-8")
    if len(data) > MAX_DATA_FILE_BYTES:
        raise TooLarge(f"map file: larger than {size_text(MAX_DATA_FILE_BYTES)}")
    raw = parse_toml(data, "map file")
    board = checked_map(raw)
    problem = content_problem(raw)
    if problem is not None:
        raise ContentError(f"map file: cannot be played as the map option: {problem}")
    return {"name": board.name, "id": board.id, "map": raw}


@router.post("/api/dday-dice/map/read")
async def read_map_file(request: Request) -> dict[str, Any]:
    """``{"text": "<map file>"}`` -> ``{"name", "id", "map": {...}}``."""
    data = await read_json(request, MAX_BODY)
    if not isinstance(data, dict):
        raise Refusal("the body must be a JSON object")
    unknown = sorted(set(data) - {"text"})
    if unknown:
        raise Refusal(f"unknown field {str(unknown[0])[:40]!r} (known: text)")
    text = data.get("text")
    if not isinstance(text, str):
        raise Refusal("\"text\" is needed: a map file's text")
    return await asyncio.to_thread(read_map, text)
