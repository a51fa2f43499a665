"""Army building (rulebook p. 19, "Costo delle unità (AP)"; p. 18, "EROI"; p. 23): the army
file format (docs/dust-tactics-army-format.md) and the checks of an army against the unit
cards and a scenario's army-point limit."""

from __future__ import annotations

from pathlib import Path

import pytest

from meeple.engine.errors import ContentError
from meeple.games.dust_tactics.army import Army, ArmyUnit, check_army, core_army, load_army_file
from meeple.games.dust_tactics.scenarios import load_scenario
from meeple.games.dust_tactics.units import load_units

EXAMPLES = Path(__file__).resolve().parents[3] / "docs" / "examples"


def army(faction: str = "allies", *units: ArmyUnit, **limit: object) -> Army:
    return Army.model_validate({"faction": faction, "unit": [u.model_dump() for u in units], **limit})


def u(unit_id: str, name: str | None = None, joins: str | None = None) -> ArmyUnit:
    return ArmyUnit(id=unit_id, name=name, joins=joins)


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "army.toml"
    path.write_text(text)
    return path


@pytest.mark.parametrize("name", ["dust-tactics-army-allies.toml", "dust-tactics-army-axis.toml"])
def test_the_documented_examples_are_legal(name: str) -> None:
    result = check_army(load_army_file(EXAMPLES / name))
    assert result.valid, result.problems
    assert result.total_ap == 131 and result.limit == 140
    assert result.scenario is not None and result.scenario.id == "reconnaissance-in-force"


def test_the_victory_point_example_costs_what_the_text_says() -> None:
    """p. 7: "Heavy Laser Grenadiers e un Hans (30 + 24 = 54)"; "Hell Boys e una di Death
    Dealers (34 + 23 = 57)"."""
    assert check_army(army("axis", u("heavy-laser-grenadiers"), u("hans"), points=54)).total_ap == 54
    assert check_army(army("allies", u("hell-boys"), u("death-dealers"), points=57)).total_ap == 57


def test_the_limit_may_be_reached_but_not_exceeded() -> None:
    """p. 19: "bisogna che i punti armata delle due fazioni non sorpassino quelli indicati"."""
    exact = check_army(army("allies", u("hell-boys"), u("death-dealers"), points=57))
    assert exact.valid
    over = check_army(army("allies", u("hell-boys"), u("death-dealers"), points=56))
    assert not over.valid
    assert over.problems == (
        'army points: 57 AP is 1 over the limit of 56 (points; p. 19: "bisogna che i punti armata delle due '
        'fazioni non sorpassino quelli indicati")',
    )


def test_a_scenario_gives_the_limit_and_overrides_the_file() -> None:
    whole = core_army("allies")
    assert check_army(whole, load_scenario("reconnaissance-in-force")).valid
    result = check_army(whole, load_scenario("bridgehead"))
    assert (result.total_ap, result.limit) == (131, 110)
    assert [p.split(":")[0] for p in result.problems] == ["army points"]
    named = army("allies", u("hell-boys"), scenario="bridgehead")
    assert check_army(named).limit == 110
    assert check_army(named, load_scenario("reconnaissance-in-force")).limit == 140


def test_an_army_without_a_limit_or_units_is_reported() -> None:
    result = check_army(army("allies"))
    assert len(result.problems) == 2
    assert result.problems[0].startswith("no army-point limit")
    assert result.problems[1] == "unit: the army has no units"


def test_an_unknown_scenario_in_the_file_is_a_problem() -> None:
    result = check_army(army("allies", u("hell-boys"), scenario="d-day"))
    assert len(result.problems) == 1 and "unknown scenario 'd-day'" in result.problems[0]


def test_every_unit_belongs_to_the_army_s_faction() -> None:
    result = check_army(army("allies", u("hell-boys"), u("hans"), u("lara"), points=200))
    assert result.problems == (
        "unit hans: faction: Hans is an axis unit in an allies army (an army is one faction's, p. 19)",
        "unit lara: faction: Lara is an axis unit in an allies army (an army is one faction's, p. 19)",
    )
    assert result.total_ap == 34 + 24 + 21, "every known card still counts"


def test_an_unknown_unit_is_named_and_the_rest_still_counts() -> None:
    result = check_army(army("axis", u("hans"), u("panzer-kampfer"), points=100))
    assert len(result.problems) == 1 and "unit panzer-kampfer: id: unknown unit" in result.problems[0]
    assert result.total_ap == 24


def test_squads_and_vehicles_may_repeat_but_heroes_may_not() -> None:
    """p. 24 scores "due Blackhawk (22 + 22)"; a hero is one character (format ruling)."""
    assert check_army(army("allies", u("blackhawk"), u("blackhawk"), u("hell-boys"), u("hell-boys"), points=200)).valid
    result = check_army(army("axis", u("lara"), u("lara"), points=100))
    assert result.problems == (
        "unit lara: Lara is fielded 2 times; a hero is one character (ruling, docs/dust-tactics-army-format.md)",
    )


def test_a_hero_joins_a_squad_of_its_own_armour_class() -> None:
    """p. 18: "un eroe può aggregarsi ad una squadra di fanteria avente la stessa classe
    d'armatura (un eroe 2 può affiancare solo una squadra 2.)"."""
    good = check_army(army("allies", u("the-hammers"), u("rhino", joins="the-hammers"), points=100))
    assert good.valid and good.units[1].joins == "the-hammers"
    bad = check_army(army("allies", u("hell-boys"), u("rhino", joins="hell-boys"), points=100))
    assert len(bad.problems) == 1
    assert bad.problems[0].startswith(
        "unit rhino: joins: Rhino has armour 3, Hell Boys armour 2; a hero joins only a squad of its armour class"
    )


@pytest.mark.parametrize(
    "units, problem",
    [
        ((u("the-hammers", joins="rhino"), u("rhino")), "unit the-hammers: joins: only a hero joins a squad (p. 18); The Hammers is a squad"),
        ((u("rhino", joins="blackhawk"), u("blackhawk")), "unit rhino: joins: Blackhawk is a vehicle; a hero joins a squad of infantry"),
        ((u("rhino", joins="the-hammers"),), "unit rhino: joins: no unit 'the-hammers' in the army"),
        ((u("rhino", joins="rhino"),), "unit rhino: joins: a hero cannot join itself"),
        (
            (u("the-hammers"), u("the-hammers"), u("rhino", joins="the-hammers")),
            "unit rhino: joins: 'the-hammers' is in the army 2 times; give the squads names and join one by its name",
        ),
    ],
)
def test_a_hero_s_squad_must_exist_and_be_a_squad(units: tuple[ArmyUnit, ...], problem: str) -> None:
    result = check_army(army("allies", *units, points=200))
    assert len(result.problems) == 1 and result.problems[0].startswith(problem), result.problems


def test_names_tell_copies_apart_for_a_hero_to_join() -> None:
    result = check_army(army(
        "allies", u("the-hammers", name="first"), u("the-hammers", name="second"), u("rhino", joins="second"), points=200,
    ))
    assert result.valid and [f.label for f in result.units] == ["first", "second", "rhino"]
    assert result.units[2].joins == "second"


def test_one_hero_per_squad() -> None:
    cards = tuple(load_units()) + tuple(
        c.model_copy(update={"id": "rhino-two", "name": "Rhino Two"}) for c in load_units() if c.id == "rhino"
    )
    result = check_army(
        army("allies", u("the-hammers"), u("rhino", joins="the-hammers"), u("rhino-two", joins="the-hammers"), points=200),
        units=cards,
    )
    assert result.problems == (
        "unit rhino-two: joins: rhino already joins the-hammers; one hero per squad (ruling, docs/dust-tactics-army-format.md)",
    )


def test_a_command_squad_takes_only_a_commander() -> None:
    """p. 23: "Un eroe può unirsi a una squadra comando solo se possiede la competenza Commander."."""
    base = {c.id: c for c in load_units()}
    command = base["the-hammers"].model_copy(update={"id": "the-boss", "name": "The Boss", "skills": ("command-squad",)})
    commander = base["rhino"].model_copy(update={"id": "captain", "name": "Captain", "skills": ("commander",)})
    cards = tuple(base.values()) + (command, commander)
    assert check_army(army("allies", u("the-boss"), u("captain", joins="the-boss"), points=200), units=cards).valid
    result = check_army(army("allies", u("the-boss"), u("rhino", joins="the-boss"), points=200), units=cards)
    assert len(result.problems) == 1 and "The Boss is a command squad and Rhino lacks Commander" in result.problems[0]
    twice = check_army(army("allies", u("the-boss"), u("the-boss"), points=200), units=cards)
    assert twice.problems == ("unit the-boss: 2 copies of the command squad The Boss; two command squads must differ (p. 23)",)


def test_every_problem_is_one_line() -> None:
    result = check_army(army("allies", u("hans"), u("lara", joins="hans"), u("rhino", joins="nobody"), u("x-wing"), points=10))
    assert len(result.problems) >= 4
    assert all("\n" not in p for p in result.problems)


@pytest.mark.parametrize(
    "text, message",
    [
        ('faction = "allies"\npoints = 10\n[[unit]]\nid = "hell-boys"\ncolour = "red"\n', "army.toml: unit hell-boys: colour: unknown field"),
        ('points = 10\n[[unit]]\nid = "hell-boys"\n', "army.toml: faction: missing field"),
        ('faction = "soviets"\n', "army.toml: faction: Input should be 'allies' or 'axis'"),
        ('faction = "allies"\nscenario = "bridgehead"\npoints = 10\n', "army.toml: points: give a scenario (its limit applies) or points, not both"),
        ('faction = "allies"\npoints = 0\n', "army.toml: points: Input should be greater than or equal to 1"),
        ('faction = "allies"\n[[unit]]\nid = "Hell Boys"\n', "army.toml: unit Hell Boys: id: 'Hell Boys' is not a unit id"),
        (
            'faction = "allies"\n[[unit]]\nid = "hell-boys"\nname = "a"\n[[unit]]\nid = "death-dealers"\nname = "a"\n',
            "army.toml: unit: the name 'a' is given to two units",
        ),
        ('faction = "allies"\n[[unit]\n', "army.toml: not valid TOML"),
    ],
)
def test_a_malformed_army_file_is_a_one_line_content_error(tmp_path: Path, text: str, message: str) -> None:
    path = write(tmp_path, text)
    with pytest.raises(ContentError) as info:
        load_army_file(path)
    assert message in str(info.value) and "\n" not in str(info.value)


def test_a_missing_army_file_is_a_content_error(tmp_path: Path) -> None:
    with pytest.raises(ContentError, match="no such army file"):
        load_army_file(tmp_path / "none.toml")


def test_the_core_armies_are_each_faction_s_five_units() -> None:
    """p. 19: "cinque unità per ogni fazione: un veicolo, un eroe e tre squadre di fanteria"."""
    cards = {c.id: c for c in load_units()}
    for faction in ("allies", "axis"):
        types = sorted(cards[x.id].type for x in core_army(faction).unit)
        assert types == ["hero", "squad", "squad", "squad", "vehicle"]


def test_a_scenario_given_as_content_whose_army_names_no_unit_card_is_one_short_refusal() -> None:
    """Found by the record fuzz test: a scenario's army listing 'Skirmish (test)' raised a raw
    validation error instead of a MeepleError."""
    import pathlib
    import tomllib

    import pytest

    from meeple.engine.errors import MeepleError
    from meeple.engine.registry import get_game

    packaged = pathlib.Path(__file__).resolve().parents[3] / "src/meeple/games/dust_tactics/data/scenarios/bridgehead.toml"
    content = tomllib.loads(packaged.read_text())
    content["armies"] = {"allies": ["Skirmish (test)"], "axis": ["Skirmish (test)"]}
    with pytest.raises(MeepleError, match=r"^allies army: 'Skirmish \(test\)' is not a unit id"):
        get_game("dust-tactics").new_game(2, {"scenario": content})


def test_a_unit_id_of_a_thousand_characters_is_named_by_an_excerpt() -> None:
    result = check_army(army("axis", u("7" * 1000), points=100))
    assert len(result.problems) == 1 and "7" * 61 not in result.problems[0], "the id is cut to an excerpt"
    assert result.problems[0].startswith("unit '7777") and ": id: unknown unit" in result.problems[0]
