"""The army builder's HTTP API (docs/server.md, "The Dust Tactics army builder"): the cards and
scenarios to build from, the check ``meeple army check`` makes, an army file's text read and
written, a user's unit cards read. Every answer comes from the game's own functions
(:mod:`meeple.games.dust_tactics.army_builder`); a body is bounded and strictly read, and every
problem is a one-line refusal."""

from __future__ import annotations

import asyncio
from typing import Any

from fastapi import APIRouter
from starlette.requests import Request

from meeple.games.dust_tactics import army_builder
from meeple.server.bodies import read_json
from meeple.server.errors import Refusal

router = APIRouter()

#: The largest body of a request here: an army or a units file's text, with room for JSON's escapes.
MAX_BODY = 2 * army_builder.MAX_TEXT


async def fields(request: Request, allowed: dict[str, type]) -> dict[str, Any]:
    """The body, a JSON object with only the ``allowed`` fields, each of its type."""
    data = await read_json(request, MAX_BODY)
    if not isinstance(data, dict):
        raise Refusal("the body must be a JSON object")
    unknown = sorted(set(data) - set(allowed))
    if unknown:
        raise Refusal(f"unknown field {str(unknown[0])[:40]!r} (known: {', '.join(sorted(allowed))})")
    for name, kind in allowed.items():
        if name in data and not isinstance(data[name], kind):
            raise Refusal(f"{name!r} must be {'a text' if kind is str else 'a JSON object'}")
    return data


@router.get("/api/dust-tactics/army-builder")
async def builder_data() -> dict[str, Any]:
    return await asyncio.to_thread(army_builder.builder_data)


@router.post("/api/dust-tactics/army/check")
async def check(request: Request) -> dict[str, Any]:
    """``{"army": {...}, "units": "<units file text>"}`` -> the verdict (``meeple army check --json``)."""
    data = await fields(request, {"army": dict, "units": str})
    if "army" not in data:
        raise Refusal("\"army\" is needed: an army as data")
    return await asyncio.to_thread(army_builder.check, data["army"], data.get("units", ""))


@router.post("/api/dust-tactics/army/read")
async def read_army(request: Request) -> dict[str, Any]:
    """``{"text": "<army file>"}`` -> ``{"army": {...}}``."""
    data = await fields(request, {"text": str})
    army = army_builder.read_army(str(data.get("text", "")))
    return {"army": army_builder.army_data(army)}


@router.post("/api/dust-tactics/army/write")
async def write_army(request: Request) -> dict[str, Any]:
    """``{"army": {...}}`` -> ``{"text": "<army file>"}``."""
    data = await fields(request, {"army": dict})
    return {"text": army_builder.army_text(data.get("army", {}))}


@router.post("/api/dust-tactics/units/read")
async def read_units(request: Request) -> dict[str, Any]:
    """``{"text": "<units file>"}`` -> ``{"summary", "units": {id: card}, "content": {...}}``,
    validated as ``meeple units validate`` validates a file; ``content`` is what the game option
    ``units`` takes (DT-139)."""
    data = await fields(request, {"text": str})
    raw, cards = await asyncio.to_thread(army_builder.units_option, str(data.get("text", "")))
    return {"summary": army_builder.units_summary(cards),
            "units": {card.id: army_builder.card_entry(card) for card in cards}, "content": raw}
