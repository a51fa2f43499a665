"""The D-Day Dice sweep's report kept under docs/analysis/dday-sweep (benchmarks/sweep_dday.py,
docs/analysis.md): every chart is there as PNG and SVG with its panels, and its tables cover
every map x edition x seat count."""

from __future__ import annotations

import csv
import re
from pathlib import Path

from meeple.games.dday_dice.maps import map_ids

KEPT = Path(__file__).resolve().parents[2] / "docs" / "analysis" / "dday-sweep"
CHARTS = {"win_rates": ["Win rate per setting"], "vp_histogram": ["Victory points per game"],
          "length_histogram": ["Game length"], "paired": ["Paired comparisons on common seeds"]}


def _svg(stem: str) -> tuple[int, str]:
    text = (KEPT / f"{stem}.svg").read_text(encoding="utf-8")
    return len(re.findall(r'<g id="axes_\d+"', text)), text


def test_every_chart_is_kept_as_a_png_and_an_svg_with_its_panel() -> None:
    for stem, titles in CHARTS.items():
        assert (KEPT / f"{stem}.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
        axes, text = _svg(stem)
        assert axes == len(titles) and all(t in text for t in titles)


def test_the_heat_map_has_a_panel_for_every_battle_map() -> None:
    assert (KEPT / "falls_heat_map.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    axes, text = _svg("falls_heat_map")
    assert axes == len(map_ids()) == 10
    for title in ("Units fallen: Omaha Beach", "Units fallen: Pointe-du-Hoc", "Units fallen: Exercise Tiger"):
        assert title in text


def test_the_win_table_has_every_map_edition_and_seat_count() -> None:
    rows = list(csv.DictReader((KEPT / "win_rates.csv").open(encoding="utf-8")))
    assert len(rows) == 44
    for players in (1, 4):
        for edition in (1, 2):
            assert sum(f"players={players} " in r["setting"] and f"edition={edition} " in r["setting"] for r in rows) == 11
