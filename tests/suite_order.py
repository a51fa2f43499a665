"""The suite's longest test files and their seconds, for the order tests/conftest.py runs them
in (longest first). A module of its own: `conftest` is the name of several files of the suite."""

from __future__ import annotations

#: Seconds each file took on one of the two processes of a full run (2026-11-29, the pure build,
#: the idle 2-core machine; the typing check with no mypy cache, as on a fresh checkout). Files
#: under 9 s are not listed: they keep their collected order after these.
LONG_FILES: dict[str, int] = {
    "browser/test_browser_whole_game.py": 98,
    "server/test_crash.py": 75,
    "test_strict_typing.py": 58,
    "browser/test_browser_dust_games.py": 55,
    "browser/test_browser_dday_solo.py": 54,
    "browser/test_browser_dust_orders.py": 49,
    "engine/test_fuzz_data_files.py": 47,
    "cli/test_fuzz_cli.py": 42,
    "browser/test_browser_dday_maps.py": 42,
    "games/dead_mans_draw/test_dmd_advisor.py": 41,
    "browser/test_browser_dday_coop.py": 41,
    "differential/test_same_games.py": 37,
    "browser/test_browser_reconnect.py": 35,
    "cli/test_decision_screens.py": 32,
    "sim/test_sweep_ray.py": 30,
    "games/dday_dice/test_dday_roll_odds.py": 26,
    "engine/test_registry.py": 25,
    "cli/test_play_seeds.py": 25,
    "sim/test_simulate_interrupt.py": 22,
    "browser/test_browser_handover.py": 20,
    "browser/test_browser_phone.py": 19,
    "browser/test_browser_hotseat.py": 18,
    "browser/test_browser_dust_board.py": 18,
    "rl/test_openspiel_game.py": 18,
    "games/dday_dice/test_dday_invariants.py": 17,
    "cli/test_screens_fit.py": 17,
    "browser/test_browser_replay.py": 16,
    "browser/test_browser_dday_window_reasons.py": 16,
    "rl/test_openspiel_sampled.py": 15,
    "games/dust_tactics/test_dt_geometry_tables.py": 15,
    "sim/test_sweep.py": 14,
    "sim/test_report.py": 14,
    "browser/test_browser_refusals.py": 13,
    "games/dust_tactics/test_dt_attack_odds.py": 12,
    "server/test_two_processes.py": 12,
    "server/test_load_script.py": 12,
    "browser/test_browser_dday_rulings.py": 10,
    "browser/test_browser_dust_own_units.py": 9,
}
