"""Every constant of the D-Day Dice modules the compiled build compiles is ``Final``, so the
compiled build reads it as a constant (docs/speed.md, "D-Day Dice, compiled")."""

from __future__ import annotations

from final_constants import ROOT, compiled_modules, constants_not_final


def test_the_compiled_modules_are_listed() -> None:
    modules = compiled_modules("dday-dice")
    assert "src/meeple/games/dday_dice/state.py" in modules
    assert all((ROOT / module).is_file() for module in modules)


def test_every_constant_of_a_compiled_module_is_final() -> None:
    missing = {path: names for path in compiled_modules("dday-dice") if (names := constants_not_final(path))}
    assert missing == {}
