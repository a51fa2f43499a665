"""A ruling of docs/rulings.md by its id, for the page that shows a reconstructed value: its
heading and its text as the file writes them; an unknown id or one not of an id's form is
refused on one line."""

from __future__ import annotations

from pathlib import Path

from starlette.testclient import TestClient

DOCS = Path(__file__).resolve().parents[2] / "docs" / "rulings.md"


def test_a_ruling_is_answered_with_its_heading_and_text_as_docs_rulings_writes_them(client: TestClient) -> None:
    answer = client.get("/api/rulings/DDM-15")
    assert answer.status_code == 200
    data = answer.json()
    assert data["id"] == "DDM-15"
    assert data["heading"] == "Omaha Beach's DEF, MGF, minefields, courage, bunker, start and bonuses"
    assert data["text"].startswith("**Passages.**")
    assert data["text"] in DOCS.read_text(encoding="utf-8")
    assert "### DDM-16" not in data["text"], "the text ends at the next ruling"


def test_the_package_ships_docs_rulings_itself() -> None:
    from meeple.engine.rulings import rulings_text

    assert rulings_text() == DOCS.read_text(encoding="utf-8")


def test_an_unknown_ruling_is_a_404_on_one_line(client: TestClient) -> None:
    answer = client.get("/api/rulings/DDM-9999")
    assert answer.status_code == 404
    assert answer.json()["error"] == "no ruling DDM-9999 in docs/rulings.md"


def test_a_text_that_is_not_a_ruling_id_is_refused(client: TestClient) -> None:
    answer = client.get("/api/rulings/..%2F..%2Fetc")
    assert answer.status_code in (400, 404)
    answer = client.get("/api/rulings/ddm-15x")
    assert answer.status_code == 400
    assert "is not a ruling's id" in answer.json()["error"]
