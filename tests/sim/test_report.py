"""`meeple report`: charts (PNG and SVG) with their panels, CSV tables, one HTML page; tables
that name sides, count draws and give counts as integers; a paired comparison with its
significance."""

from __future__ import annotations

import csv
import re
from pathlib import Path

import pytest

pytest.importorskip("matplotlib")
pytest.importorskip("duckdb")
pytest.importorskip("scipy")

from meeple.sim.report import write_report  # noqa: E402
from meeple.sim.sweep import run_sweep  # noqa: E402
from meeple.sim.sweep_spec import spec_from_dict  # noqa: E402
from cli_runner import meeple  # noqa: E402


def _report(tmp: Path, sweep: dict[str, object]) -> Path:
    run_sweep(spec_from_dict(sweep), tmp / "store")
    write_report(tmp / "store", tmp / "report")
    return tmp / "report"


def _panels(svg: Path) -> tuple[int, str]:
    """How many axes an SVG figure has, and its text."""
    text = svg.read_text(encoding="utf-8")
    return len(re.findall(r'<g id="axes_\d+"', text)), text


@pytest.fixture(scope="module")
def dday_report(dday_store: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("dday-report")
    write_report(dday_store, out)
    return out


def test_the_dday_report_has_every_chart_as_png_and_svg_with_its_panels(dday_report: Path) -> None:
    for stem in ("win_rates", "vp_histogram", "length_histogram", "paired", "falls_heat_map"):
        assert (dday_report / f"{stem}.png").stat().st_size > 1000
        assert (dday_report / f"{stem}.svg").is_file()
    axes, text = _panels(dday_report / "falls_heat_map.svg")
    assert axes == 2 and "Units fallen: Omaha Beach" in text and "Units fallen: Utah Beach" in text
    assert "Win rate per setting" in _panels(dday_report / "win_rates.svg")[1]
    assert "Paired comparisons on common seeds" in _panels(dday_report / "paired.svg")[1]
    page = (dday_report / "index.html").read_text(encoding="utf-8")
    assert all(f'src="{stem}.png"' in page for stem in ("win_rates", "falls_heat_map", "paired"))


def test_the_win_table_has_one_row_per_team_with_integer_counts_that_add_up(dday_report: Path) -> None:
    rows = list(csv.DictReader((dday_report / "win_rates.csv").open(encoding="utf-8")))
    assert len(rows) == 8 and {r["team"] for r in rows} == {"team"}
    for r in rows:
        assert int(r["wins"]) + int(r["draws"]) + int(r["losses"]) == int(r["games"]) == 6
        assert float(r["ci95_low"]) <= float(r["win_rate"]) <= float(r["ci95_high"])


def test_editions_paired_on_common_seeds_get_a_difference_an_interval_and_a_p_value(dday_report: Path) -> None:
    rows = list(csv.DictReader((dday_report / "paired.csv").open(encoding="utf-8")))
    assert len(rows) == 4
    for r in rows:
        assert "edition=1" in r["a"] and "edition=2" in r["b"] and int(r["pairs"]) == 6
        assert float(r["ci95_low"]) <= float(r["difference"]) <= float(r["ci95_high"])
        assert 0.0 <= float(r["p_value"]) <= 1.0


def test_two_dead_mans_draw_bots_with_seats_rotated_are_compared_with_a_sign_test(tmp_path: Path) -> None:
    report = _report(tmp_path, {"game": "dead-mans-draw", "seed": 7, "games": 30, "bots": ["heuristic,random"],
                                "rotate": True})
    [row] = list(csv.DictReader((report / "paired.csv").open(encoding="utf-8")))
    assert (row["a"], row["b"], row["pairs"]) == ("heuristic", "random", "30")
    assert float(row["difference"]) > 0.5 and float(row["p_value"]) < 0.001 and row["significant"] == "True"
    teams = {r["team"] for r in csv.DictReader((report / "win_rates.csv").open(encoding="utf-8"))}
    assert teams == {"heuristic", "random"}


def test_dust_tactics_tables_name_the_sides_and_draw_the_efficiency_panels(tmp_path: Path, capsys) -> None:
    run_sweep(spec_from_dict({"game": "dust-tactics", "games": 2, "bots": ["heuristic,random"]}), tmp_path / "store")
    code, out, _ = meeple(capsys, "report", str(tmp_path / "store"), "--out", str(tmp_path / "report"))
    assert code == 0 and "index.html" in out
    report = tmp_path / "report"
    assert {r["team"] for r in csv.DictReader((report / "win_rates.csv").open(encoding="utf-8"))} == {"Allies", "Axis"}
    assert {r["side"] for r in csv.DictReader((report / "army_efficiency.csv").open(encoding="utf-8"))} == {"Allies", "Axis"}
    axes, text = _panels(report / "dust_efficiency.svg")
    assert axes == 2 and "Army efficiency" in text and "Units destroyed" in text
