"""``meeple report STORE [--out DIR]``: a sweep's charts (PNG and SVG), its tables (CSV) and
one HTML page showing them all (docs/analysis.md, "The report").

Every table is computed once (:mod:`meeple.sim.report_tables`), written as CSV and shown on
the page; a chart is drawn only where its table has rows (a heat map of falls for D-Day Dice,
army efficiency for Dust Tactics, paired comparisons where cells share seeds).
"""

from __future__ import annotations

import csv
import html
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from meeple.sim import report_charts as charts
from meeple.sim import report_tables as tables
from meeple.sim.store import connect, read_spec_json

#: The tables, in the page's order: file name and heading.
TABLES = (
    ("win_rates", "Win rate per setting and team (95% Wilson interval)"),
    ("scores", "Victory points and length"),
    ("paired", "Paired comparisons on common seeds"),
    ("falls", "D-Day Dice: where units fell, and why"),
    ("army_efficiency", "Dust Tactics: army efficiency"),
    ("unit_losses", "Dust Tactics: units destroyed"),
)


@dataclass
class Report:
    """What a report holds: its tables by name and the charts drawn (file stems)."""

    tables: dict[str, tables.Table]
    charts: list[tuple[str, str]] = field(default_factory=list)


def write_report(store: Path, out: Path) -> Path:
    """Write the report of ``store`` into ``out``; returns the page's path."""
    spec = read_spec_json(store)
    con = connect(store)
    report = Report({
        "win_rates": tables.win_rates(con),
        "scores": tables.scores(con),
        "paired": tables.head_to_head(con) + tables.paired_settings(con),
        "falls": tables.falls(con),
        "army_efficiency": tables.army_efficiency(con),
        "unit_losses": tables.unit_losses(con),
    })
    out.mkdir(parents=True, exist_ok=True)
    for name, rows in report.tables.items():
        write_csv(out / f"{name}.csv", rows)
    _draw(con, report, out)
    page = out / "index.html"
    page.write_text(_page(spec, report), encoding="utf-8")
    return page


def _draw(con: Any, report: Report, out: Path) -> None:
    t = report.tables
    drawn: list[tuple[str, str, Any]] = [("win_rates", "Win rate per setting", charts.win_rate_chart(t["win_rates"]))]
    vp = tables.query(con, """SELECT players, coalesce(team_vp, list_avg(scores)) AS vp, length FROM games""")
    by_players: dict[str, list[float]] = {}
    lengths: dict[str, list[float]] = {}
    for r in vp:
        key = f"{r['players']} seats"
        if r["vp"] is not None:
            by_players.setdefault(key, []).append(float(r["vp"]))
        lengths.setdefault(key, []).append(float(r["length"]))
    drawn.append(("vp_histogram", "Victory points",
                  charts.histograms(by_players, "Victory points per game", "victory points (team's, or mean of seats)")))
    drawn.append(("length_histogram", "Game length",
                  charts.histograms(lengths, "Game length", "decisions per game")))
    if t["paired"]:
        drawn.append(("paired", "Paired comparisons", charts.paired_chart(t["paired"])))
    if t["falls"]:
        from meeple.sim.report_dday import falls_heat_map

        maps = [m for (m,) in con.execute(
            "SELECT DISTINCT json_extract_string(options, '$.map') AS m FROM games ORDER BY m").fetchall()]
        drawn.append(("falls_heat_map", "Where units fell", falls_heat_map(t["falls"], maps)))
    if t["army_efficiency"]:
        from meeple.sim.report_dust import efficiency_chart

        drawn.append(("dust_efficiency", "Army and unit efficiency",
                      efficiency_chart(t["army_efficiency"], t["unit_losses"])))
    for stem, heading, figure in drawn:
        charts.save(figure, out, stem)
        report.charts.append((stem, heading))


def write_csv(path: Path, rows: tables.Table) -> None:
    """A table as CSV: a header of its columns, then a line per row."""
    with path.open("w", newline="", encoding="utf-8") as handle:
        if not rows:
            handle.write("")
            return
        writer = csv.DictWriter(handle, fieldnames=list(rows[0]))
        writer.writeheader()
        writer.writerows(rows)


def _cell(value: Any) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, float):
        return f"{value:.4f}" if abs(value) < 1 else f"{value:.2f}"
    return html.escape(str(value))


def _html_table(rows: tables.Table) -> str:
    if not rows:
        return "<p>(no rows)</p>"
    head = "".join(f"<th>{html.escape(k)}</th>" for k in rows[0])
    body = "".join("<tr>" + "".join(f"<td>{_cell(v)}</td>" for v in r.values()) + "</tr>" for r in rows)
    return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


def _page(spec: dict[str, Any], report: Report) -> str:
    parts = [f"<h1>Sweep of {html.escape(str(spec.get('game')))}</h1>",
             f"<pre>{html.escape(json.dumps(spec, indent=1))}</pre>"]
    for stem, heading in report.charts:
        parts.append(f"<h2>{html.escape(heading)}</h2><img src=\"{stem}.png\" alt=\"{html.escape(heading)}\">"
                     f"<p><a href=\"{stem}.svg\">SVG</a></p>")
    for name, heading in TABLES:
        rows = report.tables[name]
        if rows:
            parts.append(f"<h2>{html.escape(heading)}</h2><p><a href=\"{name}.csv\">CSV</a></p>{_html_table(rows)}")
    style = ("body{font-family:sans-serif;margin:2em}table{border-collapse:collapse;font-size:12px}"
             "td,th{border:1px solid #ccc;padding:2px 6px;text-align:right}img{max-width:100%}")
    return (f"<!doctype html><html><head><meta charset=\"utf-8\"><title>meeple report</title>"
            f"<style>{style}</style></head><body>{''.join(parts)}</body></html>\n")
