"""The tables of a sweep's report, read from its store with DuckDB (docs/analysis.md,
"The report"). A table is a list of rows (dicts), in the order it is shown and exported.

Counts are integers; a game's teams are its seats' teams (D-Day Dice's one team, Dust
Tactics' sides Allies and Axis, or each bot where the game has no teams), so a table has one
row per team, never one per seat of a team; a game two teams win is a draw for both.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from meeple.sim.simulate import Z95, wilson_interval

if TYPE_CHECKING:
    import duckdb

Table = list[dict[str, Any]]


def query(con: "duckdb.DuckDBPyConnection", sql: str) -> Table:
    """The rows of ``sql`` as dicts."""
    cursor = con.execute(sql)
    names = [d[0] for d in cursor.description]
    return [dict(zip(names, row)) for row in cursor.fetchall()]


def win_rates(con: "duckdb.DuckDBPyConnection") -> Table:
    """Per setting and team: games, wins (alone), draws (with another team), losses, the win
    rate and its 95% Wilson interval."""
    rows = query(con, """
        SELECT setting, team, count(*) AS games,
               count(*) FILTER (WHERE winning_teams = [team]) AS wins,
               count(*) FILTER (WHERE list_contains(winning_teams, team) AND len(winning_teams) > 1) AS draws,
               min(first_cell) AS first_cell
        FROM (SELECT setting, cell AS first_cell, unnest(list_distinct(teams)) AS team, winning_teams FROM games)
        GROUP BY setting, team ORDER BY first_cell, team""")
    for row in rows:
        row.pop("first_cell")
        games, wins = int(row["games"]), int(row["wins"])
        row.update(games=games, wins=wins, draws=int(row["draws"]), losses=games - wins - int(row["draws"]))
        low, high = wilson_interval(wins, games)
        row.update(win_rate=wins / games, ci95_low=low, ci95_high=high)
    return rows


def scores(con: "duckdb.DuckDBPyConnection") -> Table:
    """Per setting: games, mean victory points (the team's where the team scores together,
    else every seat's), mean length in decisions, mean turns."""
    return query(con, """
        SELECT setting, count(*) AS games,
               avg(coalesce(team_vp, list_avg(scores))) AS mean_vp,
               avg(length) AS mean_length, avg(turns) AS mean_turns
        FROM games GROUP BY setting ORDER BY min(cell)""")


def falls(con: "duckdb.DuckDBPyConnection") -> Table:
    """D-Day Dice: per map, sector and why, how many units fell there (every setting)."""
    return query(con, """
        SELECT json_extract_string(options, '$.map') AS map, f.sector AS sector, f.why AS why, count(*) AS units
        FROM (SELECT options, unnest(falls) AS f FROM games WHERE falls IS NOT NULL)
        GROUP BY ALL ORDER BY map, units DESC, sector, why""")


def army_efficiency(con: "duckdb.DuckDBPyConnection") -> Table:
    """Dust Tactics: per setting and side, the mean victory points, the army points fielded,
    and victory points per army point."""
    rows = query(con, """
        SELECT setting, side, count(*) AS games, avg(vp) AS mean_vp, avg(ap) AS army_points
        FROM (SELECT setting, cell, unnest(['Allies', 'Axis']) AS side, unnest(side_vp) AS vp, unnest(side_ap) AS ap
              FROM games WHERE side_vp IS NOT NULL)
        GROUP BY setting, side ORDER BY min(cell), side""")
    for row in rows:
        row["games"] = int(row["games"])
        row["vp_per_army_point"] = row["mean_vp"] / row["army_points"] if row["army_points"] else 0.0
    return rows


def unit_losses(con: "duckdb.DuckDBPyConnection") -> Table:
    """Dust Tactics: per unit destroyed at least once, its side, army points, how often it was
    destroyed and the army points lost with it per game played."""
    games = query(con, "SELECT count(*) AS n FROM games WHERE side_vp IS NOT NULL")[0]["n"]
    rows = query(con, """
        SELECT d.unit AS unit, d.side AS side, any_value(d.ap) AS ap, count(*) AS destroyed
        FROM (SELECT unnest(destroyed) AS d FROM games WHERE destroyed IS NOT NULL)
        GROUP BY ALL ORDER BY side, unit""")
    for row in rows:
        row.update(ap=int(row["ap"]), destroyed=int(row["destroyed"]), games=int(games))
        row["destroyed_rate"] = row["destroyed"] / games if games else 0.0
        row["ap_lost_per_game"] = row["ap"] * row["destroyed_rate"]
    return rows


def paired_summary(name: str, a_label: str, b_label: str, diffs: list[float], k_more: int, n_differ: int) -> dict[str, Any]:
    """A paired comparison's row: the mean difference, its 95% interval (normal, from the
    pairs' spread) and an exact two-sided sign test (binomial, half and half) on the pairs
    that differ; ``k_more`` of ``n_differ`` favour ``a``. A difference of win rates lies
    between -1 and 1, and so does its interval."""
    from scipy.stats import binomtest  # type: ignore[import-untyped]

    n = len(diffs)
    mean = sum(diffs) / n
    spread = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1)) if n > 1 else 0.0
    half = Z95 * spread / math.sqrt(n)
    p = float(binomtest(k_more, n_differ, 0.5).pvalue) if n_differ else 1.0
    return {"comparison": name, "a": a_label, "b": b_label, "pairs": n, "a_better": k_more,
            "b_better": n_differ - k_more, "ties": n - n_differ, "difference": mean,
            "ci95_low": max(-1.0, mean - half), "ci95_high": min(1.0, mean + half), "p_value": p, "significant": p < 0.05}


def head_to_head(con: "duckdb.DuckDBPyConnection") -> Table:
    """Two bots on the same deals with every seat order (a rotated line-up): per deal, the
    first bot's wins minus the second's over the seat orders (a shared win counts for
    neither); the difference is per game."""
    rows = query(con, """
        WITH g AS (SELECT setting, index, rotation, string_split(lineup, ',') AS lineup,
                          list_transform(winners, lambda s: string_split(seats, ',')[s + 1]) AS won
                   FROM games WHERE setting IN (SELECT setting FROM games GROUP BY setting HAVING max(rotation) > 0))
        SELECT setting, lineup[1] AS a, lineup[2] AS b, index,
               sum(CASE WHEN list_contains(won, lineup[1]) AND NOT list_contains(won, lineup[2]) THEN 1 ELSE 0 END) AS a_wins,
               sum(CASE WHEN list_contains(won, lineup[2]) AND NOT list_contains(won, lineup[1]) THEN 1 ELSE 0 END) AS b_wins,
               count(*) AS orders
        FROM g WHERE lineup[1] <> lineup[2] GROUP BY ALL ORDER BY setting, index""")
    found: Table = []
    for setting in dict.fromkeys(r["setting"] for r in rows):
        mine = [r for r in rows if r["setting"] == setting]
        diffs = [(r["a_wins"] - r["b_wins"]) / r["orders"] for r in mine]
        more = sum(1 for d in diffs if d > 0)
        differ = sum(1 for d in diffs if d != 0)
        found.append(paired_summary(f"{setting} (seats rotated)", mine[0]["a"], mine[0]["b"], diffs, more, differ))
    return found


def paired_settings(con: "duckdb.DuckDBPyConnection") -> Table:
    """Two settings on common seeds (the same seed group: a ``pair`` factor or two line-ups):
    per seed, whether the line-up's first bot's team won in the one minus in the other
    (McNemar's exact test on the seeds where they differ)."""
    rows = query(con, """
        WITH s AS (SELECT seed_group, setting, min(cell) AS cell FROM games WHERE rotation = 0 GROUP BY ALL)
        SELECT x.setting AS a, y.setting AS b, ga.index AS index, ga.first_won::INT AS a_won, gb.first_won::INT AS b_won
        FROM s x JOIN s y ON x.seed_group = y.seed_group AND x.cell < y.cell
        JOIN games ga ON ga.setting = x.setting AND ga.rotation = 0
        JOIN games gb ON gb.setting = y.setting AND gb.rotation = 0 AND gb.index = ga.index
        ORDER BY x.cell, y.cell, ga.index""")
    found: Table = []
    for a, b in dict.fromkeys((r["a"], r["b"]) for r in rows):
        mine = [r for r in rows if (r["a"], r["b"]) == (a, b)]
        diffs = [float(r["a_won"] - r["b_won"]) for r in mine]
        found.append(paired_summary("win rate on common seeds", a, b, diffs, sum(1 for d in diffs if d > 0),
                                    sum(1 for d in diffs if d != 0)))
    return found
