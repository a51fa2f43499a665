"""The rulings behind reconstructed values, one click away on a page: ``GET /api/rulings/<id>``
answers a ruling of docs/rulings.md (:mod:`meeple.engine.rulings`) by its id; 404 for an id
no ruling has, 400 for one that is not an id's form."""

from __future__ import annotations

from fastapi import APIRouter

from meeple.engine.rulings import UnknownRuling, ruling
from meeple.server.errors import NotFound

router = APIRouter()


@router.get("/api/rulings/{ruling_id}")
async def ruling_text(ruling_id: str) -> dict[str, str]:
    """``{"id", "heading", "text"}`` (the text in Markdown, as docs/rulings.md writes it)."""
    try:
        found = ruling(ruling_id)
    except UnknownRuling as exc:
        raise NotFound(str(exc)) from None
    return {"id": found.id, "heading": found.heading, "text": found.text}
