"""The core set's ten unit cards as data (rulebook pp. 3-5, 7, 11-14, 16, 21, 24, 26): every
value the text states is in the data unmarked, every other value is marked reconstructed
(DT-1 to DT-5), and a broken units file is refused on one line."""

from __future__ import annotations

from pathlib import Path

import pytest

from meeple.engine.errors import ContentError
from meeple.games.dust_tactics.units import (
    CORE_SET, CombatValue, WeaponRange, load_units, load_units_file, unit, units_path,
)


def line_dice(unit_id: str, weapon: str, armour: int, models: int | None = None) -> int:
    """Dice a squad rolls with one line against infantry ``armour`` (p. 11: "moltiplicato per
    il numero di miniature ancora in gioco che possiedono l'arma")."""
    line = unit(unit_id).weapon(weapon)
    carriers = models if models is not None else (line.carried_by or unit(unit_id).strength)
    return line.against("infantry", armour).dice * carriers


def test_the_core_set_has_five_units_a_side() -> None:
    """p. 19: "Nella Scatola Base si trovano cinque unità per ogni fazione: un veicolo, un eroe e
    tre squadre di fanteria." """
    cards = tuple(c for c in load_units() if c.id in CORE_SET)  # data/units/*.toml add more
    assert tuple(c.id for c in cards) == CORE_SET
    for faction in ("allies", "axis"):
        types = sorted(c.type for c in cards if c.faction == faction)
        assert types == ["hero", "squad", "squad", "squad", "vehicle"]


def test_models_as_the_component_list_gives_them() -> None:
    """p. 3: "5 soldati Hell Boys, 5 soldati Death Dealers, 3 soldati The Hammers ... 5 soldati
    Sturmpioniere, 3 soldati Heavy Laser Grenadiers, 3 soldati Heavy Flak Grenadiers"."""
    expected = {"hell-boys": 5, "death-dealers": 5, "the-hammers": 3, "sturmpioniere": 5,
                "heavy-laser-grenadiers": 3, "heavy-flak-grenadiers": 3}
    for unit_id, models in expected.items():
        assert unit(unit_id).models == models
        assert not unit(unit_id).is_reconstructed("models")


def test_the_victory_point_example_army_points() -> None:
    """p. 7: "Il giocatore dell'Asse ha perso una squadra di Heavy Laser Grenadiers e un Hans (30
    + 24 = 54). Il giocatore Alleato segna quindi 54 punti. Il giocatore Alleato ha perso una
    squadra di Hell Boys e una di Death Dealers (34 + 23 = 57)." p. 24: "44 VP per aver eliminato
    due Blackhawk (22 + 22)." """
    assert unit("heavy-laser-grenadiers").ap + unit("hans").ap == 54
    assert unit("hell-boys").ap + unit("death-dealers").ap == 57
    assert 2 * unit("blackhawk").ap == 44
    for unit_id in ("heavy-laser-grenadiers", "hans", "hell-boys", "death-dealers", "blackhawk"):
        assert not unit(unit_id).is_reconstructed("ap")


def test_the_shotgun_line() -> None:
    """p. 4: "1 Shotgun ... 1 6/1 3/1 2/1 - 3/1 - - - - - - - - -"; "La linea d'armamento indica
    3/1 per cui l'attaccante dovrà lanciare 3 dadi per ogni membro della sua squadra dotato di
    Shotgun." "lo Shotgun non potrà mai infliggere danni ad un'unità 4." """
    shotgun = unit("hell-boys").weapon("Shotgun")
    assert str(shotgun.range) == "1"
    assert [str(v) for v in shotgun.infantry] == ["6/1", "3/1", "2/1", "-"]
    assert [str(v) for v in shotgun.vehicle] == ["3/1", "-", "-", "-", "-", "-", "-"]
    assert [str(v) for v in shotgun.aircraft] == ["-", "-", "-"]
    assert not shotgun.against("infantry", 4).can_damage
    assert shotgun.reconstructed == ()


def test_the_hell_boys_nine_shotgun_dice() -> None:
    """p. 11: "La squadra di Hell Boys conta da tre miniature armate di Shotgun. ... Se la
    squadra decide di utilizzare quest'arma contro un'altra squadra 2 tira 9 dadi. Se una
    miniatura appartenente alla squadra dovesse essere eliminata la squadra tirerebbe solo 6
    dadi." """
    assert unit("hell-boys").weapon("Shotgun").carried_by == 3
    assert line_dice("hell-boys", "Shotgun", 2) == 9
    assert line_dice("hell-boys", "Shotgun", 2, models=2) == 6


def test_the_dual_heavy_piat_line() -> None:
    """p. 11: "Il Dual Heavy Piat ha portata 2. Lancia dieci dadi contro gli 1, sei contro gli
    2, 4 contro gli 3, e due contro gli 4. Lancia sei dadi contro i 1 e 2, cinque contro i 3 e
    4, quattro contro i 5 e 6, e tre contro i 7. L'arma infligge 1 punto di danno ogni HIT";
    p. 11: the Blackhawk has "una sola linea d'armamento" (DT-2)."""
    blackhawk = unit("blackhawk")
    assert len(blackhawk.weapons) == 1
    piat = blackhawk.weapon("Dual Heavy PIAT")
    assert str(piat.range) == "2"
    assert [v.dice for v in piat.infantry] == [10, 6, 4, 2]
    assert [v.dice for v in piat.vehicle] == [6, 6, 5, 5, 4, 4, 3]
    assert all(v.damage == 1 for v in piat.infantry + piat.vehicle)
    assert not any(v.can_damage for v in piat.aircraft)
    assert piat.reconstructed == ()


def test_the_sturmpioniere_weapons_and_ranges() -> None:
    """p. 12: "Gli Sturmpioniere hanno un Panzerfaust con portata 2 e una StG 47 con portata 4."
    "Il valore di combattimento del StG 47 è 1/1, così come quella del Panzerfaust." "Gli
    Sturmpioniere lanciano 4 dadi per le StG 47 (uno per ogni soldato che porta l'arma). Lanciano
    inoltre un dado per il Panzerfaust." "Gli Sturmpioniere attaccano i Death Dealers con il
    Flammerwerfer 40 e con gli Knife & Grenade"; p. 24: "Gli Sturmpioniere trasportano tre
    Panzerfaust." """
    sturm = unit("sturmpioniere")
    assert [w.name for w in sturm.weapons] == ["StG 47", "Panzerfaust", "Flammerwerfer 40", "Knife & Grenade"]
    stg, faust = sturm.weapon("StG 47"), sturm.weapon("Panzerfaust")
    assert str(stg.range) == "4" and str(faust.range) == "2"
    assert str(stg.against("infantry", 2)) == str(faust.against("infantry", 2)) == "1/1"
    assert line_dice("sturmpioniere", "StG 47", 2) == 4
    assert faust.against("infantry", 2).dice == 1  # one Panzerfaust fired, one die
    assert faust.limited_ammo == 3 and faust.carried_by is None
    assert str(sturm.weapon("Knife & Grenade").range) == "C"
    for line, field in ((stg, "range"), (faust, "range"), (faust, "limited_ammo")):
        assert not line.is_reconstructed(field)
    assert not stg.is_reconstructed("infantry", 2) and stg.is_reconstructed("infantry", 1)


def test_the_examples_dice_counts() -> None:
    """p. 24: the Flamethrower against Sturmpioniere, "Contro 2, la linea d'armamento indica
    1/[fiamma]. Il giocatore Alleato lancia allora cinque dadi" (one die per target model);
    p. 26: a full squad of Heavy Laser Grenadiers against Hell Boys, "lancia tre dadi"; p. 14:
    close combat, "Lanciano i dadi per tutte le miniature rimaste, cioè 5 Hell Boys e 2
    Sturmpioniere"; p. 13: Heavy Flak Grenadiers score four hits on Hell Boys; p. 24: the
    Hans' Panzerfaust Werfer against armour 4, "1/[AP incendiario]"; p. 16: "Il Bazooka ha
    portata 3"."""
    flame = unit("hell-boys").weapon("Flamethrower").against("infantry", unit("sturmpioniere").armour)
    assert flame.kind == "incendiary" and flame.dice * unit("sturmpioniere").models == 5  # type: ignore[operator]
    assert line_dice("heavy-laser-grenadiers", "Schwer Laser-Werfer", 2) == 3
    assert "laser" in unit("heavy-laser-grenadiers").weapon("Schwer Laser-Werfer").special
    assert line_dice("hell-boys", "Knife & Grenade", 2, models=5) == 5
    assert line_dice("sturmpioniere", "Knife & Grenade", 2, models=2) == 2
    assert line_dice("heavy-flak-grenadiers", "Flak-Werfer", 2) >= 4
    werfer = unit("hans").weapon("Panzerfaust Werfer").against("vehicle", 4)
    assert werfer.kind == "ap-incendiary" and werfer.dice == 1
    assert str(unit("death-dealers").weapon("Bazooka").range) == "3"


def test_the_allied_squads_reconstructed_lines_reach_the_axis_armour_as_dt_140_rules() -> None:
    """DT-140 (rules version 6): a full squad of Death Dealers rolls 6 M1 Carbine dice against
    armour 3, the armour of every Axis unit of the 100-AP army, and the Hammers 4 Heavy
    Machine Gun dice; both lines still harm armour 4, and stay marked reconstructed."""
    axis_armour = {unit(card).armour for card in ("heavy-laser-grenadiers", "heavy-flak-grenadiers", "lara", "hans")}
    assert axis_armour == {3}
    assert [line_dice("death-dealers", "M1 Carbine", armour) for armour in (1, 2, 3, 4)] == [9, 6, 6, 3]
    assert [line_dice("the-hammers", "Heavy Machine Gun", armour) for armour in (1, 2, 3, 4)] == [12, 8, 4, 2]
    for card, weapon in (("death-dealers", "M1 Carbine"), ("the-hammers", "Heavy Machine Gun")):
        assert "infantry" in unit(card).weapon(weapon).reconstructed


def test_the_movement_and_skills_the_text_states() -> None:
    """p. 8: "Il Blackhawk ha Move 1"; p. 19: the Death Dealers "Muove di 1 (la squadra ha 1.)";
    p. 21: "Gli Hell Boys hanno 1 e la competenza Fast"; p. 13: Hell Boys, "HARD COVER/[vuoto]"."""
    assert unit("blackhawk").movement == unit("death-dealers").movement == unit("hell-boys").movement == 1
    assert "fast" in unit("hell-boys").skills
    assert unit("hell-boys").hard_cover == "miss"
    assert unit("hell-boys").armour == unit("sturmpioniere").armour == 2
    for unit_id in ("blackhawk", "death-dealers", "hell-boys"):
        assert not unit(unit_id).is_reconstructed("movement")


def test_types_armour_and_strength_follow_the_card_rules() -> None:
    """p. 4: infantry armour 1-4, vehicles 1-7, aircraft 1-3; squads 2-5 models, vehicles 2-10
    hit points; only infantry cards show SOFT and HARD COVER."""
    for card in load_units():
        assert 1 <= card.armour <= {"infantry": 4, "vehicle": 7, "aircraft": 3}[card.armour_kind]
        if card.type == "squad":
            assert 2 <= card.strength <= 5 and card.soft_cover and card.hard_cover
        else:
            assert card.soft_cover is None and card.hard_cover is None
        if card.type == "vehicle":
            assert 2 <= card.strength <= 10


def test_each_hero_can_join_a_squad_of_its_armour() -> None:
    """p. 18: "un eroe può aggregarsi ad una squadra di fanteria avente la stessa classe
    d'armatura"; p. 23: Rhino fights beside The Hammers (DT-3)."""
    assert unit("rhino").armour == unit("the-hammers").armour
    axis_squads = {unit(i).armour for i in ("sturmpioniere", "heavy-laser-grenadiers", "heavy-flak-grenadiers")}
    assert unit("lara").armour in axis_squads


def test_the_two_armies_cost_the_same() -> None:
    """DT-4: the reconstructed army points make the two core armies equal (131 AP each)."""
    totals = {f: sum(c.ap for c in load_units() if c.faction == f and c.id in CORE_SET) for f in ("allies", "axis")}
    assert totals == {"allies": 131, "axis": 131}


def test_every_card_says_where_its_stated_values_come_from() -> None:
    for card in load_units():
        assert card.sources, card.id


def test_every_squad_carries_a_close_combat_weapon_and_replies_with_it() -> None:
    """p. 25: "In una squadra ogni soldato porta un coltello, un coltello e delle granate o un
    coltello da combattimento"; p. 14: "tutte le armi di portata C possono essere usate in un
    attacco o in una replica" -- so every squad card has a range-C line (DT-137), and The Boss
    replies to the Sturmpioniere's knives."""
    from meeple.games.dust_tactics.close_combat import reply_lines
    from meeple.games.dust_tactics.unit_state import UnitState

    squads = [card for card in load_units() if card.type == "squad"]
    assert len(squads) > 10
    for card in squads:
        assert any(line.range.kind == "close" for line in card.weapons), card.id
    replies = reply_lines("the-boss", UnitState.fresh(unit("the-boss")), UnitState.fresh(unit("sturmpioniere")))
    assert replies


def test_ranges_read_as_printed() -> None:
    """pp. 14-16: "2", "3-6", "U", "C", "A" (artillery: minimum 4, no maximum)."""
    assert WeaponRange.model_validate("3-6").reaches(3) and not WeaponRange.model_validate("3-6").reaches(2)
    assert WeaponRange.model_validate("U").reaches(40)
    artillery = WeaponRange.model_validate("A")
    assert not artillery.reaches(3) and artillery.reaches(4) and artillery.reaches(30)
    close = WeaponRange.model_validate("C")
    assert close.reaches(1) and not close.reaches(2)
    for text in ("2", "3-6", "U", "C", "A"):
        assert str(WeaponRange.model_validate(text)) == text


def test_combat_values_read_and_print_back() -> None:
    for text in ("4/1", "-", "1/incendiary", "1/ap-incendiary", "phaser 2 3", "volley 2-4-6/1"):
        assert str(CombatValue.model_validate(text)) == text


# ---------------------------------------------------------------------------------------
# Broken files
# ---------------------------------------------------------------------------------------


def broken(tmp_path: Path, old: str, new: str) -> Path:
    text = units_path().read_text(encoding="utf-8")
    assert old in text, f"the test's anchor {old!r} is not in units.toml"
    path = tmp_path / "units.toml"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        ('infantry = ["6/1", "3/1", "2/1", "-"]', 'infantry = ["6/1", "3/1", "2/1"]',
         r"unit hell-boys: weapon Shotgun: infantry: 3 entries, 4 needed"),
        ('ap = 34 ', 'ap = "many" ', r"unit hell-boys: ap: "),
        ('armour = 2            # p. 12', 'armour = 5            # p. 12', r"unit hell-boys: armour: squad armour is a class 1-4"),
        ('range = 1\ncarried_by = 3', 'range = "far"\ncarried_by = 3', r"unit hell-boys: weapon Shotgun: range: 'far' is not a range"),
        ('"6/1", "3/1"', '"6x1", "3/1"', r"weapon Shotgun: infantry\[0\]: '6x1' is not a combat value"),
        ('reconstructed = ["soft_cover"]', 'reconstructed = ["colour"]', r"unit hell-boys: reconstructed: 'colour' names no field"),
        ('skills = ["fast"]', 'skills = ["flying"]', r"unit hell-boys: skills\[0\]: "),
        ('carried_by = 3', 'carried_by = 6', r"unit hell-boys: weapons: the carried_by counts \(7\) exceed"),
        ('id = "death-dealers"', 'id = "hell-boys"', r"unit hell-boys: id: listed twice"),
        ('models = 5            # p. 3: "5 soldati Hell Boys"', 'hit_points = 5', r"unit hell-boys: models: a squad has models"),
    ],
)
def test_a_broken_units_file_is_refused_on_one_line(tmp_path: Path, old: str, new: str, message: str) -> None:
    path = broken(tmp_path, old, new)
    with pytest.raises(ContentError, match=message) as info:
        load_units_file(path)
    text = str(info.value)
    assert text.startswith(str(path)) and "\n" not in text


def test_an_unreadable_units_file_is_named(tmp_path: Path) -> None:
    with pytest.raises(ContentError, match="no such units file"):
        load_units_file(tmp_path / "missing.toml")
    bad = tmp_path / "bad.toml"
    bad.write_text("[[unit]\n", encoding="utf-8")
    with pytest.raises(ContentError, match="not valid TOML"):
        load_units_file(bad)


def test_an_unknown_unit_is_named() -> None:
    with pytest.raises(ContentError, match="unknown unit 'maus'"):
        unit("maus")


def test_every_skill_of_the_card_format_is_played() -> None:
    """Issue 6: every skill the rulebook names (pp. 20-23) has its rule; none is refused."""
    from typing import get_args

    from meeple.games.dust_tactics.armies import IMPLEMENTED_SKILLS
    from meeple.games.dust_tactics.units import Skill

    assert IMPLEMENTED_SKILLS == frozenset(get_args(Skill))
