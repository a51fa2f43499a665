"""`meeple data check dust-tactics [--dir DIR]`: the unit cards and scenarios of Dust Tactics
are validated, the packaged files or a user's copies; a broken file is named on one line and
nothing is changed."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from meeple.engine.errors import ContentError
from meeple.games.dust_tactics.content_check import check_content
from meeple.games.dust_tactics.scenarios import scenarios_dir
from meeple.games.dust_tactics.units import extra_units_paths, load_units, units_path
from cli_runner import meeple


def test_the_packaged_unit_cards_and_scenarios_are_all_checked() -> None:
    summary = check_content()
    assert summary.startswith(f"{len(load_units())} unit cards, {len(list(scenarios_dir().glob('*.toml')))} scenarios")


def test_the_command_line_checks_a_users_scenario(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    (tmp_path / "scenarios").mkdir()
    shutil.copy(scenarios_dir() / "farmhouse.toml", tmp_path / "scenarios")
    code, out, err = meeple(capsys, "data", "check", "dust-tactics", "--dir", str(tmp_path))
    assert code == 0, err
    assert "1 scenario" in " ".join(out.split())


def test_a_core_set_unit_missing_from_units_toml_is_refused(tmp_path: Path) -> None:
    text = units_path().read_text(encoding="utf-8")
    first = load_units()[0].id
    (tmp_path / "units.toml").write_text(text.replace(f'id = "{first}"', 'id = "not-in-the-core-set"', 1),
                                         encoding="utf-8")
    with pytest.raises(ContentError, match=f"core set's units are missing: {first}"):
        check_content(tmp_path)


def test_a_unit_defined_in_two_files_is_refused(tmp_path: Path) -> None:
    (tmp_path / "units").mkdir()
    extra = extra_units_paths()[0]
    shutil.copy(extra, tmp_path / "units" / "a.toml")
    shutil.copy(extra, tmp_path / "units" / "b.toml")
    with pytest.raises(ContentError, match="already defined in another units file"):
        check_content(tmp_path)


def test_a_broken_scenario_is_named_on_one_line_and_left_as_it_was(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    (tmp_path / "scenarios").mkdir()
    path = tmp_path / "scenarios" / "farmhouse.toml"
    path.write_text("id = 'farmhouse'\nnot toml at all [\n", encoding="utf-8")
    before = path.read_bytes()
    code, _, err = meeple(capsys, "data", "check", "dust-tactics", "--dir", str(tmp_path))
    lines = [line for line in err.splitlines() if line.strip()]
    assert code == 1 and len(lines) == 1 and "farmhouse.toml" in err
    assert path.read_bytes() == before


def test_a_folder_without_data_files_or_no_folder_is_refused(tmp_path: Path) -> None:
    with pytest.raises(ContentError, match="no Dust Tactics data files"):
        check_content(tmp_path)
    with pytest.raises(ContentError, match="not a folder"):
        check_content(tmp_path / "nowhere")
