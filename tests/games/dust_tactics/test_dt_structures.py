"""Structures (rulebook p. 17, "STRUTTURE"; p. 16, the cover inside; p. 21, Jump): walls that
block sight and give corner cover, entrances small and large, the cover of a squad inside,
who may pass where, aircraft that never land on a structure, and the packaged scenario with
one (``farmhouse``). The examples of pp. 17-18 are played on reconstructed figures (the
drawings are not in the text). Rulings DT-95 to DT-101 (docs/rulings.md)."""

from __future__ import annotations

from pathlib import Path

import pytest

from dt_game_helpers import GAME, given, initiative_to, only_in_play, play, through_setup
from dt_helpers import ALLIES, AXIS, names, place, sq, unit
from meeple.engine.core import CHANCE
from meeple.engine.errors import ContentError, IllegalActionError
from meeple.games.dust_tactics.battlefield import Battlefield
from meeple.games.dust_tactics.cover import cover_against
from meeple.games.dust_tactics.cover_placement import place_cover
from meeple.games.dust_tactics.line_of_sight import sight, sight_plain
from meeple.games.dust_tactics.movement import reachable, reachable_plain
from meeple.games.dust_tactics.occupancy import Occupancy, Presence
from meeple.games.dust_tactics.scenarios import load_scenario, load_scenario_file, scenarios_dir
from meeple.games.dust_tactics.state import DtState
from meeple.games.dust_tactics.structures import (
    Entrance,
    Structure,
    anti_tank_block_allowed,
    build_layout,
    structure_at,
    structure_blocks_jump,
    structure_cover,
    structures_from_json,
    structures_json,
    wall_on,
)
from meeple.games.dust_tactics.terrain import Cover, CoverElement
from meeple.games.dust_tactics.units import UnitType

NOBODY = Occupancy()
SQUAD: UnitType = "squad"


def field(rows: int, cols: int, *structures: Structure) -> Battlefield:
    plain = Battlefield.from_rows(["o" * cols] * rows)
    return Battlefield(plain.terrain, (), structures)


def building(name: str, squares: str, entrances: tuple[tuple[str, str, str], ...] = (),
             inner: tuple[tuple[str, str], ...] = ()) -> Structure:
    """``building("b", "c2 d2 e2", (("e2", "south", "large"),), (("c2", "east"),))``."""
    return Structure(
        name, frozenset(sq(s) for s in squares.split()),
        tuple(Entrance(sq(s), side, size) for s, side, size in entrances),  # type: ignore[arg-type]
        tuple((sq(s), side) for s, side in inner),  # type: ignore[misc]
    )


def sees(bf: Battlefield, a: str, b: str, units: Occupancy = NOBODY, viewer: UnitType = SQUAD,
         target: UnitType = SQUAD) -> bool:
    fast = sight(bf, units, sq(a), viewer, sq(b), target)
    assert fast == sight_plain(bf, units, sq(a), viewer, sq(b), target)
    return fast.visible


def cover(bf: Battlefield, attacker: str, target: str, units: Occupancy = NOBODY) -> Cover:
    return cover_against(bf, units, sq(attacker), SQUAD, sq(target), SQUAD)


# ---------------------------------------------------------------------------- the p. 17 figure

#: The first figure of p. 17, reconstructed (DT-101): a building c2-e3, a small entrance
#: south of c3 (the Hammers), a large one south of e3 (the square X), an inner wall east of
#: c2; the Death Dealers on d2, the Sturmpioniere outside on d5.
P17 = field(6, 6, building("p17", "c2 d2 e2 c3 d3 e3", (("c3", "south", "small"), ("e3", "south", "large")), (("c2", "east"),)))


def test_the_hammers_inside_have_hard_cover_against_the_sturmpioniere_outside() -> None:
    """p. 17: "I The Hammers sono all'interno di una struttura per cui beneficiano di HARD
    COVER rispetto agli Sturmpioniere all'esterno." """
    assert sees(P17, "d5", "c3") and sees(P17, "c3", "d5")
    assert cover(P17, "d5", "c3") is Cover.HARD


def test_no_square_without_an_opening_towards_the_enemy_sees_out_or_is_seen() -> None:
    """p. 17: "Gli Sturmpioniere non possono vedere i Death Dealers perché il quadrato in cui
    si trovano non ha aperture nella loro direzione. Per lo stesso motivo i Death Dealers non
    vedono gli Sturmpioniere." """
    assert not sees(P17, "d5", "d2") and not sees(P17, "d2", "d5")
    assert "wall" in sight(P17, NOBODY, sq("d5"), SQUAD, sq("d2"), SQUAD).reason


def test_a_square_sees_out_only_by_its_own_exit_never_by_a_neighbours_entrance() -> None:
    """p. 17: "l'unità attaccante deve trovarsi su un quadrato che mostri un'uscita nella
    direzione dell'obiettivo" and "l'unità nemica deve trovarsi in un quadrato che abbia
    un'uscita nella direzione dell'attaccante": in the farmhouse, e4 has walls and no entrance
    on its sides; a line from it that would leave by f4's large entrance crosses f4, a square of
    the building, and is blocked both ways (DT-96)."""
    state = farm_battle(heavy_laser_grenadiers="h2", death_dealers="e4")
    field = state.field
    for a, b in (("e4", "h2"), ("h2", "e4")):
        seen = sight(field, NOBODY, sq(a), SQUAD, sq(b), SQUAD)
        assert not seen.visible and "has no exit towards" in seen.reason
    initiative_to(state, 1)
    play(state, "1: activate heavy-laser-grenadiers", "1: declare attack")
    assert state.phase != "aim" and state.units["death-dealers"].model_count == 5  # nothing to aim at


def test_the_observation_says_whether_an_attack_now_has_a_target_and_the_labels_warn() -> None:
    """An Attack may be declared with nothing to aim at (p. 7), and is then lost: the
    observation says so while the plan is chosen (``attack_now``), and the terminal's labels of
    the plans beginning with an Attack warn of it."""
    from meeple.cli.dust_tactics.labels import describe_action

    blind = farm_battle(heavy_laser_grenadiers="h2", death_dealers="e4")
    seeing = farm_battle(heavy_laser_grenadiers="f6", death_dealers="g5")
    for state, expected in ((blind, False), (seeing, True)):
        initiative_to(state, 1)
        play(state, "1: activate heavy-laser-grenadiers")
        obs = state.observation(1)
        assert obs["attack_now"] is expected
        warned = [n for n in ("declare attack", "declare sustained", "declare attack+move", "declare move+attack")
                  if "no target in range and sight now" in describe_action(n, obs, ["Ann", "Bob"]).plain]
        assert warned == ([] if expected else ["declare attack", "declare sustained", "declare attack+move"])


def test_on_the_square_x_the_death_dealers_see_and_are_seen_with_hard_cover() -> None:
    """p. 17: "Se i Death Dealers si spostassero sul quadrato X potrebbero vedere gli
    Sturmpioniere e viceversa. I Death Dealers godrebbero però di HARD COVER." """
    assert sees(P17, "d5", "e3") and sees(P17, "e3", "d5")
    assert cover(P17, "d5", "e3") is Cover.HARD


def test_from_the_square_x_the_sturmpioniere_see_every_allied_unit_all_in_soft_cover() -> None:
    """p. 17: "se gli Sturmpioniere fossero sul quadrato X, potrebbero vedere qualsiasi unità
    Alleata. In questo caso tutte le unità in gioco beneficerebbero di copertura SOFT COVER." """
    for allied in ("c3", "d2"):
        assert sees(P17, "e3", allied)
        assert cover(P17, "e3", allied) is Cover.SOFT
        assert cover(P17, allied, "e3") is Cover.SOFT


#: The second figure of p. 17, reconstructed: a building c3-e4 with a small entrance north of
#: d3, the Death Dealers on d3; the Heavy Flak Grenadiers on b1 look past the entrance's end,
#: the Sturmpioniere on a3 at the building's corner.
P17B = field(6, 6, building("p17b", "c3 d3 e3 c4 d4 e4", (("d3", "north", "small"),)))


def test_a_small_entrance_gives_no_corner_cover_but_the_structure_gives_hard_cover() -> None:
    """p. 17: "Gli Sturmpioniere non vedono i Death Dealers perché la loro linea di vista è
    bloccata dal muro esterno della struttura. Al contrario gli Heavy Flak Grenadiers vedono i
    Death Dealers perché la linea di vista non è bloccata dal muro. Notate che il piccolo
    ingresso non offre copertura d'angolo ma che la struttura offre sempre HARD COVER ai Death
    Dealers." """
    assert not sees(P17B, "a3", "d3")
    seen = sight(P17B, NOBODY, sq("b1"), SQUAD, sq("d3"), SQUAD)
    assert seen.visible and not seen.corner_cover
    assert cover(P17B, "b1", "d3") is Cover.HARD


#: The figure of p. 18, reconstructed: a building c3-f4 with a large entrance north of e3 and
#: an inner wall between d3 and d4; the Hell Boys on e3, the Sturmpioniere outside on d2; the
#: Death Dealers on d3, the Heavy Laser Grenadiers on c4.
P18 = field(6, 7, building("p18", "c3 d3 e3 f3 c4 d4 e4 f4", (("e3", "north", "large"),), (("d3", "south"),)))


def test_an_outer_wall_gives_corner_cover_to_a_squad_outside_beside_it() -> None:
    """p. 18: "Gli Hell Boys vedono gli Sturmpioniere all'esterno della struttura e adiacenti
    a un muro esterno. Il muro offre una copertura d'angolo SOFT COVER all'unità dell'Asse." """
    seen = sight(P18, NOBODY, sq("e3"), SQUAD, sq("d2"), SQUAD)
    assert seen.visible and seen.corner_cover
    assert cover(P18, "e3", "d2") is Cover.SOFT
    assert not sees(P18, "e4", "d2")  # from further in, the line crosses the wall


def test_an_inner_wall_corner_and_the_structure_add_up_to_hard_cover() -> None:
    """p. 18: "I Death Dealers vedono gli Heavy Laser Grenadiers che sono adiacenti a un muro
    interno. Questi ultimi beneficiano di HARD COVER in quanto coperti da un angolo e
    all'interno di una struttura come l'unità attaccante." """
    seen = sight(P18, NOBODY, sq("d3"), SQUAD, sq("c4"), SQUAD)
    assert seen.visible and seen.corner_cover
    assert cover(P18, "d3", "c4") is Cover.HARD


def test_covers_inside_add_up_a_crate_and_the_structure_make_hard_cover() -> None:
    """p. 17: "una squadra che all'interno di una struttura occupa un quadrato con una cassa di
    munizioni beneficia di HARD COVER contro gli attacchi provenienti dall'interno della
    struttura." """
    crate = P18.with_element(sq("f4"), CoverElement.AMMO_CRATE)
    assert cover(crate, "c3", "f4") is Cover.HARD
    assert structure_cover(crate, sq("c3"), sq("f4")) is Cover.SOFT
    assert structure_cover(crate, sq("a1"), sq("f4")) is Cover.HARD
    assert structure_cover(crate, sq("f4"), sq("a1")) is Cover.NONE


def test_every_wall_blocks_sight_inner_and_outer() -> None:
    """p. 17: "Tutte le strutture hanno dei muri esterni e talune anche dei muri interni per
    separare i vani. Tutti i muri bloccano la linea di vista." """
    assert not sees(P18, "d3", "d4")  # the inner wall
    assert not sees(P18, "c2", "c3")  # the outer wall
    assert sees(P18, "e2", "e3")  # the large entrance
    assert wall_on(P18, sq("d3"), "south") == "wall" and wall_on(P18, sq("e3"), "north") == "large"
    assert wall_on(P18, sq("a1"), "east") is None


def test_walls_block_every_viewer_vehicles_and_aircraft_too() -> None:
    for viewer in ("squad", "hero", "vehicle", "aircraft"):
        assert not sees(P17, "d5", "d2", viewer=viewer, target="vehicle")  # type: ignore[arg-type]


def test_a_flamethrower_cannot_fire_past_a_wall() -> None:
    """p. 25: "I lanciafiamme non possono tirare aldilà di quadrati che bloccano la linea di
    vista": a wall blocks the line, so the flame's target is out of sight."""
    assert not sees(P17, "d4", "d2", viewer="vehicle")


def test_the_fast_sight_tables_fold_in_the_walls() -> None:
    """The fast tables give the plain rules' answer on a battlefield with structures, units
    standing about."""
    bf = load_scenario("farmhouse").battlefield()
    units = place(e4=unit(ALLIES, "squad"), c3=unit(AXIS, "vehicle"), h6=unit(AXIS, "squad"))
    for a in bf.squares():
        for b in bf.squares():
            for viewer, target in (("squad", "squad"), ("vehicle", "squad"), ("squad", "aircraft")):
                if a != b:
                    assert sight(bf, units, a, viewer, b, target) == sight_plain(bf, units, a, viewer, b, target)  # type: ignore[arg-type]


# ---------------------------------------------------------------------------- movement

FARM = load_scenario("farmhouse").battlefield()


def moves(bf: Battlefield, start: str, kind: UnitType, points: int = 1, units: Occupancy = NOBODY) -> set[str]:
    mover = Presence("allies", kind)
    fast = reachable(bf, units, sq(start), mover, points)
    assert fast == reachable_plain(bf, units, sq(start), mover, points)
    return names(fast)


def test_soldiers_enter_by_any_entrance_vehicles_by_a_large_one_only() -> None:
    """p. 17: "Soldati ed eroi possono entrare in una struttura attraverso qualsiasi tipo
    d'ingresso. I veicoli possono entrare in una struttura solo attraverso ingressi grandi"."""
    assert "e5" in moves(FARM, "d5", "squad") and "e5" in moves(FARM, "d5", "hero")  # small, west of e5
    assert "e5" not in moves(FARM, "d5", "vehicle")
    assert "f4" in moves(FARM, "f3", "vehicle")  # large, north of f4
    assert "e4" not in moves(FARM, "e3", "vehicle")


def test_nobody_walks_through_a_wall() -> None:
    assert "e4" not in moves(FARM, "e3", "squad")
    assert "g4" not in moves(FARM, "f4", "squad")  # the inner wall
    assert "g5" in moves(FARM, "f5", "squad") and "g5" not in moves(FARM, "f5", "vehicle")  # the small door


def test_a_diagonal_past_a_wall_end_is_one_corner_for_soldiers_and_none_for_vehicles() -> None:
    """p. 17: "segue le regole di tiro e di spostamento classiche (un veicolo non può passare
    attraverso angoli che interrompano la linea di vista...)"; p. 9: soldiers go round one
    insurmountable corner (DT-99)."""
    assert "f4" in moves(FARM, "e3", "squad")
    assert "f4" not in moves(FARM, "e3", "vehicle")


def test_the_fast_movement_tables_fold_in_the_walls() -> None:
    units = place(f4=unit(AXIS, "squad"), d5=unit(ALLIES, "vehicle"))
    for kind in ("squad", "hero", "vehicle", "aircraft"):
        mover = Presence("allies", kind)  # type: ignore[arg-type]
        for start in FARM.squares():
            assert reachable(FARM, units, start, mover, 3) == reachable_plain(FARM, units, start, mover, 3)


def test_aircraft_fly_over_a_structure_but_never_land_on_it() -> None:
    """p. 17: "Gli aerei non possono mai entrare in una struttura." "Gli aerei non possono
    posarsi sulle strutture." """
    reach = moves(FARM, "d4", "aircraft", 5)
    assert "i4" in reach and not reach & {"e4", "f4", "g4", "h4", "e5", "f5", "g5", "h5"}


def test_the_jump_query_lets_soldiers_leap_walls_but_not_vehicles() -> None:
    """p. 21: "I veicoli dotati di competenza Jump non possono saltare sopra le strutture. I
    soldati e gli eroi invece possono." """
    assert not structure_blocks_jump(FARM, "squad", sq("e3"), sq("e4"))
    assert not structure_blocks_jump(FARM, "hero", sq("f4"), sq("g4"))
    assert structure_blocks_jump(FARM, "vehicle", sq("e3"), sq("e4"))
    assert structure_blocks_jump(FARM, "vehicle", sq("e3"), sq("f4"))  # past the wall's end
    assert not structure_blocks_jump(FARM, "vehicle", sq("f3"), sq("f4"))  # the large entrance
    assert structure_blocks_jump(FARM, "aircraft", sq("d4"), sq("e4"))
    assert not structure_blocks_jump(FARM, "vehicle", sq("a1"), sq("b2"))


# ---------------------------------------------------------------------------- data

def test_the_farmhouse_scenario_places_a_two_room_structure() -> None:
    scenario = load_scenario("farmhouse")
    bf = scenario.battlefield()
    farm = structure_at(bf, sq("e4"))
    assert farm is not None and farm.has_large_entrance and len(farm.squares) == 8
    assert structure_at(bf, sq("d4")) is None
    assert "structures" in scenario.reconstructed
    assert structures_from_json(structures_json(bf)) == bf.structures


def test_no_anti_tank_block_in_a_structure_without_a_large_entrance(tmp_path: Path) -> None:
    """p. 17: "I blocchi anticarro non possono essere piazzati in una struttura che non abbia
    un ingresso grande." """
    shed = field(3, 3, building("shed", "b2", (("b2", "north", "small"),)))
    assert not anti_tank_block_allowed(shed, sq("b2")) and anti_tank_block_allowed(shed, sq("a1"))
    assert anti_tank_block_allowed(FARM, sq("e4"))
    text = tmp_path / "x.toml"
    source = FARM_FILE.read_text().replace('{ square = "f4", side = "north", size = "large" },', "").replace(
        '{ square = "g5", side = "south", size = "large" },', "")
    source += '\n[[cover]]\nsquare = "e4"\nelement = "anti-tank-block"\n'
    text.write_text(source)
    with pytest.raises(ContentError, match="anti-tank block"):
        load_scenario_file(text)


def test_placing_an_anti_tank_block_in_a_small_doored_structure_is_refused() -> None:
    scenario = load_scenario("farmhouse")
    shed = Battlefield(FARM.terrain, (), (building("shed", "b4", (("b4", "north", "small"),)),))
    with pytest.raises(IllegalActionError, match="large entrance"):
        place_cover(scenario, shed, sq("b4"), CoverElement.ANTI_TANK_BLOCK)
    assert place_cover(scenario, shed, sq("b4"), CoverElement.AMMO_CRATE).element_at(sq("b4")) is CoverElement.AMMO_CRATE


#: A 6 × 6 field whose cover zone c3-d4 is wholly a shed with one small entrance, one ammo crate
#: and one anti-tank block to place (audit 8, dust-round2 F1).
SHED_FILE = Path(__file__).parent / "records" / "weapons-structures" / "shed.toml"


def test_cover_placing_ends_when_only_an_anti_tank_block_is_left_and_no_square_may_take_it() -> None:
    """p. 19: "L'altro giocatore lo segue e così via fino a quando non sono terminati gli
    elementi di copertura"; p. 17: "I blocchi anticarro non possono essere piazzati in una
    struttura che non abbia un ingresso grande"; DT-29: placing ends when none is left or no
    square of the zone takes one. Once the crate is in the shed the block can go nowhere: the
    set-up ends and the first turn is played, instead of waiting for a seat with no legal
    action."""
    state = GAME.new_game(2, {"scenario": given(SHED_FILE)})
    assert isinstance(state, DtState) and state.phase == "cover-roll"
    play(state, "chance: roll hhh", "chance: roll bbb")
    assert state.phase == "cover-place" and state.current_players() == [0]
    assert [a.text for a in state.legal_actions(0)] == [f"place ammo-crate {s}" for s in ("c3", "d3", "c4", "d4")]
    events = play(state, "0: place ammo-crate c3")
    assert events[-1] == {"type": "turn", "turn": 1}
    assert state.phase == "initiative" and state.turn == 1 and not state.is_over()
    assert state.to_json()["cover_left"] == {"anti-tank-block": 1}, "the block stays in the box"
    play(state, "chance: roll hhh", "chance: roll bbb", "0: first allies")
    assert [a.text for a in state.legal_actions(0)] == ["activate death-dealers"]
    play(state, "0: activate death-dealers", "0: declare move", "0: move c6")
    assert str(state.pos["death-dealers"]) == "c6" and state.current_players() == [1]


def test_no_cover_roll_when_the_only_element_left_is_an_anti_tank_block_no_square_may_take(tmp_path: Path) -> None:
    """The audit's own file: the anti-tank block alone, so nothing can ever be placed and the
    set-up goes straight on to the first turn, no cover roll (DT-29). The scenario loads: the
    file is fine, only the block stays in the box."""
    text = tmp_path / "shed-block-only.toml"
    text.write_text(SHED_FILE.read_text().replace("ammo-crate = 1\n", ""))
    state = GAME.new_game(2, {"scenario": given(text)})
    assert isinstance(state, DtState)
    assert state.phase == "initiative" and state.turn == 1 and state.current_players() == [CHANCE]
    assert state.field.elements == () and state.to_json()["cover_left"] == {"anti-tank-block": 1}


@pytest.mark.parametrize("bad, why", [
    (building("x", "b2", (("b2", "east", "small"),)), None),
    (building("x", "b2 c2", (("b2", "east", "small"),)), "on no wall"),
    (building("x", "b2 c2", (), (("b2", "north"),)), "does not separate"),
    (building("x", "b2 z9"), "not on the battlefield"),
])
def test_a_structure_is_checked_against_its_battlefield(bad: Structure, why: str | None) -> None:
    if why is None:
        build_layout(4, 4, (bad,))
        return
    with pytest.raises(ValueError, match=why):
        build_layout(4, 4, (bad,))


# ---------------------------------------------------------------------------- in play

FARM_FILE = scenarios_dir() / "farmhouse.toml"
#: The farmhouse's four cover elements, placed out of the way.
FARM_COVER = ("place ammo-crate a4", "place ammo-crate l4", "place anti-tank-block a5", "place anti-tank-block l5")


def farm_battle(**squares: str) -> DtState:
    """The farmhouse after its set-up, with only the units named in play on the squares given."""
    state = GAME.new_game(2, {"scenario": "farmhouse"})
    assert isinstance(state, DtState)
    return only_in_play(through_setup(state, FARM_COVER), 2, squares)


def test_a_squad_in_the_farmhouse_rolls_hard_cover_against_an_attacker_outside() -> None:
    """In play: the aim options show HARD COVER, and the observation carries the structure."""
    state = farm_battle(heavy_laser_grenadiers="f6", death_dealers="g5")
    assert state.observation(0)["structures"][0]["name"] == "farmhouse"
    initiative_to(state, 1)
    play(state, "1: activate heavy-laser-grenadiers", "1: declare attack")
    options = state.observation(1)["aim_options"]
    assert [(o["target"], o["cover"]) for o in options] == [("death-dealers", "hard")]


def test_the_terminal_map_shades_the_structure_and_names_its_entrances() -> None:
    from meeple.cli.dust_tactics.board import board
    from meeple.cli.dust_tactics.legend import legend

    state = farm_battle(death_dealers="d7")
    obs = state.observation(0)
    bd = board(obs)
    assert bd.field.structures and structure_at(bd.field, sq("f5")) is not None
    assert "structure farmhouse" in legend(obs, bd).plain and "f4 north (large)" in legend(obs, bd).plain


def test_a_record_the_sturmpioniere_enter_a_hut_by_its_small_door_and_roll_hard_cover() -> None:
    """``records/weapons-structures/structure-cover.json``: turn two, the Sturmpioniere step
    from c1 into the hut through its small entrance (never diagonally into d2, past the
    entrance's jamb); the Death Dealers on c4 see them through the large entrance south of c2
    and hit four times; HARD COVER (p. 16: "quando si trova in una struttura ed è l'obiettivo di
    una squadra che si trova all'esterno") rolls four dice, the blanks save two."""
    from meeple.engine.record import load_record, replay_record

    folder = Path(__file__).parent / "records" / "weapons-structures"
    rec = load_record(folder / "structure-cover.json")
    at = next(i for i, m in enumerate(rec.moves) if m.action == "move c2")
    before = replay_record(rec.model_copy(update={"moves": rec.moves[:at]})).state
    offered = {a.text for a in before.legal_actions(1)}
    assert "move c2" in offered and "move d2" not in offered
    done = replay_record(rec)
    saves = [e for e in done.events if e["type"] == "cover-save"]
    assert saves == [{"type": "cover-save", "unit": "sturmpioniere", "cover": "hard", "dice": 4, "saves": 2,
                      "damage": 4, "damage_left": 2, "faces": ["hit", "hit", "blank", "blank"], "scores": "blank"}]
    assert done.state.units["sturmpioniere"].model_count == 3  # type: ignore[attr-defined]
