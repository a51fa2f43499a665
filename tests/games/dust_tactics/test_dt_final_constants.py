"""Every constant of the Dust Tactics modules the compiled build compiles is ``Final``, so the
compiled build reads it as a constant (docs/speed.md, "Dust Tactics")."""

from __future__ import annotations

from final_constants import ROOT, compiled_modules, constants_not_final


def test_the_compiled_modules_are_listed() -> None:
    modules = compiled_modules("dust-tactics")
    assert "src/meeple/games/dust_tactics/state.py" in modules
    assert all((ROOT / module).is_file() for module in modules)


def test_every_constant_of_a_compiled_module_is_final() -> None:
    missing = {path: names for path in compiled_modules("dust-tactics") if (names := constants_not_final(path))}
    assert missing == {}
