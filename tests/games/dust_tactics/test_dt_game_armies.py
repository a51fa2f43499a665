"""The armies a game fields (rulebook p. 19, "Costo delle unità (AP)"; p. 18, heroes joining at
the start): the players' army files as the options ``allies_army`` and ``axis_army``, checked
by the one army checker against the scenario's limit; else the scenario's ``[armies]``, else
the default core-set army. A scenario may be given as data too. The options hold an army or a
scenario itself (what its file parses to), never a path: a record replays without the files,
and the command line reads a file a person names into the option. Rulings DT-34 to DT-37."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

import pytest

from dt_game_helpers import GAME, given, play, texts
from meeple.cli.main import run
from meeple.engine.errors import ContentError, OptionsError
from meeple.games.dust_tactics.armies import field_army
from meeple.games.dust_tactics.scenarios import load_scenario, scenarios_dir

EXAMPLES = Path(__file__).resolve().parents[3] / "docs" / "examples"
ALLIES = EXAMPLES / "dust-tactics-army-allies.toml"
AXIS = EXAMPLES / "dust-tactics-army-axis.toml"


def army(text: str) -> dict[str, Any]:
    """An army as the options hold it: what its file's text parses to."""
    return tomllib.loads(text)


def units(faction: str, *entries: str, extra: str = "") -> str:
    body = "".join(f"\n[[unit]]\n{entry}\n" for entry in entries)
    return f'faction = "{faction}"\n{extra}{body}'


def test_the_options_are_declared() -> None:
    names = [spec.name for spec in GAME.options_spec]
    assert names == ["scenario", "allies_army", "axis_army", "seat_units", "units"]  # seat_units: 3-6 players (teams.py)
    assert GAME.check_options(2, None)["allies_army"] == ""


def test_army_files_field_their_units_and_join_their_heroes() -> None:
    """The documented examples: Rhino joins The Hammers and Lara the Heavy Laser Grenadiers, as
    the files say, so no hero is asked at set-up (DT-37)."""
    state = GAME.new_game(2, {"allies_army": given(ALLIES), "axis_army": given(AXIS)})
    assert state.joined == {"rhino": "the-hammers", "lara": "heavy-laser-grenadiers"}
    assert state.units["the-hammers"].hero is not None and "rhino" not in state.pos
    assert state.hero_queue == []
    play(state, "chance: roll hhh", "chance: roll bbb", "0: place ammo-crate a4", "1: place ammo-crate a5",
         "0: place anti-tank-block b5", "1: place anti-tank-block c4")
    assert state.phase == "initiative", "no hero decision: the army files made it"


def test_a_hero_without_joins_in_an_army_file_fights_alone() -> None:
    allies = army(units("allies", 'id = "the-hammers"', 'id = "rhino"'))
    state = GAME.new_game(2, {"allies_army": allies})
    assert set(u for u, s in state.seat_of.items() if s == 0) == {"the-hammers", "rhino"}
    assert state.hero_queue == ["lara"], "only the Axis, with the default army, still choose"
    play(state, "chance: roll hhh", "chance: roll bbb", "0: place ammo-crate a4", "1: place ammo-crate a5",
         "0: place anti-tank-block b5", "1: place anti-tank-block c4")
    assert state.phase == "heroes" and state.current_players() == [1]
    assert "join heavy-laser-grenadiers" in texts(state.legal_actions(1))
    play(state, "1: alone")
    assert state.phase == "initiative" and "rhino" in state.pos and state.joined == {}


def test_one_side_s_file_leaves_the_other_side_its_scenario_army() -> None:
    state = GAME.new_game(2, {"allies_army": given(ALLIES)})
    axis = sorted(u for u, s in state.seat_of.items() if s == 1)
    assert axis == sorted(c.id for c in field_army(load_scenario("reconnaissance-in-force"), "axis").cards)


def test_copies_of_a_card_get_numbered_ids_and_names_pick_the_squad() -> None:
    allies = army(units(
        "allies", 'id = "the-hammers"\nname = "first"', 'id = "the-hammers"\nname = "second"',
        'id = "rhino"\njoins = "second"', 'id = "blackhawk"',
    ))
    state = GAME.new_game(2, {"allies_army": allies})
    assert [u for u, s in state.seat_of.items() if s == 0] == ["the-hammers", "the-hammers-2", "rhino", "blackhawk"]
    assert state.joined == {"rhino": "the-hammers-2"}


@pytest.mark.parametrize(
    "option, text, message",
    [
        ("allies_army", units("allies", 'id = "hell-boys"', 'id = "hell-boys"', 'id = "hell-boys"', 'id = "death-dealers"',
                              'id = "the-hammers"'),
         "allies_army: army points: 155 AP is 15 over the limit of 140 (scenario reconnaissance-in-force; p. 19"),
        ("allies_army", units("axis", 'id = "hans"'), "allies_army: faction: an axis army cannot play the allies"),
        ("axis_army", units("axis", 'id = "hell-boys"'), "axis_army: unit hell-boys: faction: Hell Boys is an allies unit"),
        ("axis_army", units("axis", 'id = "lara"', 'id = "lara"'), "axis_army: unit lara: Lara is fielded 2 times"),
        ("axis_army", units("axis", 'id = "sturmpioniere"', 'id = "lara"\njoins = "sturmpioniere"'),
         "axis_army: unit lara: joins: Lara has armour 3, Sturmpioniere armour 2"),
        ("axis_army", units("axis", 'id = "tiger"'), "axis_army: unit tiger: id: unknown unit 'tiger'"),
        ("allies_army", 'faction = "allies"\ncolour = "green"\n', "allies_army: colour:"),
    ],
)
def test_a_bad_army_is_a_one_line_options_error_and_nothing_starts(option: str, text: str, message: str) -> None:
    with pytest.raises(OptionsError) as info:
        GAME.new_game(2, {option: army(text)})
    text_ = str(info.value)
    assert "\n" not in text_
    assert text_.startswith(message), text_


def test_more_copies_than_the_game_numbers_is_refused() -> None:
    allies = army(units("allies", *['id = "death-dealers"'] * 4))
    with pytest.raises(OptionsError, match=r"at most 3 copies of a card"):
        GAME.new_game(2, {"allies_army": allies, "scenario": "reconnaissance-in-force"})


def test_several_problems_are_counted_on_the_one_line() -> None:
    axis = army(units("axis", 'id = "hell-boys"', 'id = "lara"', 'id = "lara"'))
    with pytest.raises(OptionsError) as info:
        GAME.new_game(2, {"axis_army": axis})
    assert "(and 1 more problem: `meeple army check`)" in str(info.value) and "\n" not in str(info.value)


def test_an_army_option_holding_text_is_refused_as_no_army_and_no_file_is_read(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "mine.toml").write_text(units("allies", 'id = "hell-boys"'))
    for text in ("mine.toml", "no-such-army.toml"):
        with pytest.raises(OptionsError, match=rf"^allies_army: '{text}' is not an army: the option holds an army itself"):
            GAME.new_game(2, {"allies_army": text})


def test_the_scenario_limit_applies_not_the_file_s_own(tmp_path: Path) -> None:
    """The file's ``scenario`` is replaced by the game's, as `meeple army check --scenario` does."""
    with pytest.raises(OptionsError, match=r"131 AP is 21 over the limit of 110 \(scenario bridgehead"):
        GAME.new_game(2, {"scenario": "bridgehead", "allies_army": given(ALLIES)})


def test_a_scenario_of_ones_own_may_be_given_as_data() -> None:
    text = (scenarios_dir() / "bridgehead.toml").read_text().replace('id = "bridgehead"', 'id = "my-bridge"')
    state = GAME.new_game(2, {"scenario": tomllib.loads(text + '\n[armies]\nallies = ["hell-boys"]\naxis = ["hans", "lara"]\n')})
    assert state.scenario.id == "my-bridge"
    assert sorted(state.units) == ["hans", "hell-boys", "lara"]


def test_a_scenario_s_bad_armies_are_a_content_error() -> None:
    text = (scenarios_dir() / "bridgehead.toml").read_text()
    bad = tomllib.loads(text + '\n[armies]\nallies = ["hell-boys", "death-dealers", "the-hammers", "rhino", "blackhawk"]\naxis = ["hans"]\n')
    with pytest.raises(ContentError, match=r"^scenario bridgehead: armies: army points: 131 AP is 21 over the limit of 110"):
        GAME.new_game(2, {"scenario": bad})


def test_an_unknown_scenario_a_path_or_bad_scenario_content_is_an_options_error() -> None:
    with pytest.raises(OptionsError, match=r"unknown scenario 'kursk' \(known: bridgehead, create-your-own, farmhouse, reconnaissance-in-force"):
        GAME.new_game(2, {"scenario": "kursk"})
    with pytest.raises(OptionsError, match=r"unknown scenario 'mine.toml' .*name its file on your command line"):
        GAME.new_game(2, {"scenario": "mine.toml"})
    with pytest.raises(OptionsError, match=r"^scenario: name: missing field"):
        GAME.new_game(2, {"scenario": {"id": "bad"}})


def test_the_default_armies_are_unchanged() -> None:
    state = GAME.new_game(2, {"scenario": "bridgehead"})
    for seat, faction in enumerate(("allies", "axis")):
        fielded = [u for u, s in state.seat_of.items() if s == seat]
        assert fielded == [c.id for c in field_army(load_scenario("bridgehead"), faction).cards]
        assert field_army(load_scenario("bridgehead"), faction).source == "default"


def test_simulate_takes_army_files_and_refuses_a_bad_one_on_one_line(capsys, tmp_path: Path) -> None:
    with pytest.raises(SystemExit) as info:
        run(["simulate", "dust-tactics", "--games", "1", "--seed", "3",
             "--option", f"allies_army={ALLIES}", "--option", f"axis_army={AXIS}"])
    assert (info.value.code or 0) == 0
    capsys.readouterr()
    with pytest.raises(SystemExit) as info:
        run(["simulate", "dust-tactics", "--games", "1", "--scenario", "bridgehead", "--option", f"allies_army={ALLIES}"])
    err = capsys.readouterr().err
    lines = [line for line in err.splitlines() if line.strip()]
    assert info.value.code != 0
    assert lines[-1].startswith("error: allies_army:") and "over the limit of 110" in lines[-1]
