"""The paired chart's labels say what two settings share once and what differs after it, so
long settings leave the chart room to draw."""

from __future__ import annotations

from meeple.sim.report_charts import pair_label


def test_an_edition_pair_names_the_shared_setting_once_and_the_editions_after_it() -> None:
    a = "players=1 map=omaha-beach edition=1 bots=heuristic"
    b = "players=1 map=omaha-beach edition=2 bots=heuristic"
    assert pair_label(a, b) == "players=1 map=omaha-beach bots=heuristic: edition=1 vs edition=2"


def test_settings_that_share_nothing_are_named_whole() -> None:
    assert pair_label("bots=heuristic,random", "bots=random,heuristic") == "bots=heuristic,random vs bots=random,heuristic"
