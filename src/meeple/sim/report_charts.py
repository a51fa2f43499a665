"""The report's charts for every game (matplotlib, drawn off-screen with Agg): win rates with
their 95% intervals, victory-point and length histograms, paired differences. Each chart is a
figure saved as PNG and SVG (its text kept as text, so a panel's title can be found in it)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from meeple.sim.report_tables import Table

if TYPE_CHECKING:
    from matplotlib.figure import Figure


def new_figure(width: float, height: float, panels: int = 1, columns: int = 0) -> tuple["Figure", list[Any]]:
    """A figure of ``panels`` axes, ``columns`` to a row (all side by side by default), not
    tied to any screen."""
    import matplotlib

    matplotlib.use("Agg")
    matplotlib.rcParams["svg.fonttype"] = "none"
    from matplotlib.figure import Figure

    figure = Figure(figsize=(width, height), layout="constrained")
    columns = columns or panels
    rows = -(-panels // columns)
    axes = [figure.add_subplot(rows, columns, i + 1) for i in range(panels)]
    return figure, axes


def save(figure: "Figure", out: Path, name: str) -> list[Path]:
    """``name``.png and ``name``.svg in ``out``."""
    paths = [out / f"{name}.png", out / f"{name}.svg"]
    figure.savefig(paths[0], dpi=80)
    figure.savefig(paths[1])
    return paths


def win_rate_chart(rows: Table) -> "Figure":
    """One bar per setting and team: the win rate, with its 95% interval."""
    labels = [f"{r['setting']} | {r['team']}" for r in rows]
    figure, (ax,) = new_figure(10, 1.2 + 0.28 * len(rows))
    rates = [r["win_rate"] for r in rows]
    errors = [[r["win_rate"] - r["ci95_low"] for r in rows], [r["ci95_high"] - r["win_rate"] for r in rows]]
    ax.barh(range(len(rows)), rates, xerr=errors, color="#4c72b0", ecolor="#222222", capsize=3)
    ax.set_yticks(range(len(rows)), labels, fontsize=7)
    ax.invert_yaxis()
    ax.set_xlim(0, 1)
    ax.set_xlabel("win rate (bars: 95% Wilson interval)")
    ax.set_title("Win rate per setting")
    return figure


def histograms(values: dict[str, list[float]], title: str, xlabel: str) -> "Figure":
    """One histogram per group (seat count, setting ...), overlaid."""
    figure, (ax,) = new_figure(8, 4)
    for label, data in values.items():
        if data:
            ax.hist(data, bins=30, alpha=0.55, label=label)
    ax.set_title(title)
    ax.set_xlabel(xlabel)
    ax.set_ylabel("games")
    if len(values) > 1:
        ax.legend(fontsize=7)
    return figure


def pair_label(a: str, b: str) -> str:
    """A paired comparison's label with what the two settings share said once and what
    differs after it: ``players=1 map=omaha-beach bots=heuristic: edition=1 vs edition=2``
    (two whole settings side by side leave a chart no room to draw in)."""
    a_terms, b_terms = a.split(" "), b.split(" ")
    shared = [t for t in a_terms if t in b_terms]
    only_a = " ".join(t for t in a_terms if t not in shared) or a
    only_b = " ".join(t for t in b_terms if t not in shared) or b
    return f"{' '.join(shared)}: {only_a} vs {only_b}" if shared else f"{a} vs {b}"


def paired_chart(rows: Table) -> "Figure":
    """Each paired comparison's difference (a minus b) with its 95% interval; a star marks a
    sign test below 5%."""
    figure, (ax,) = new_figure(10, 1.2 + 0.35 * max(len(rows), 1))
    for i, r in enumerate(rows):
        ax.errorbar(r["difference"], i, xerr=[[r["difference"] - r["ci95_low"]], [r["ci95_high"] - r["difference"]]],
                    fmt="o", color="#c44e52" if r["significant"] else "#4c72b0", capsize=3)
    labels = [f"{pair_label(r['a'], r['b'])}{' *' if r['significant'] else ''}" for r in rows]
    ax.set_yticks(range(len(rows)), labels, fontsize=7)
    ax.invert_yaxis()
    ax.axvline(0, color="#888888", linewidth=1)
    ax.set_xlabel("difference of win rates, a minus b (95% interval; * p < 0.05)")
    ax.set_title("Paired comparisons on common seeds")
    return figure
