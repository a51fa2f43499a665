"""Artillery (range A), parabolic (X-Y) and unlimited (U) ranges, direct and indirect fire,
the observer's Artillery Strike and reloading (rulebook pp. 14-16, "PORTATA DELLE ARMI",
"Armi d'artiglieria", "Tiro diretto", "Tiro indiretto", "Armi paraboliche"; p. 20, "ARTILLERY
STRIKE"; p. 25, "Reloadable Weapons").

The games are played on ``records/command-artillery/artillery-field.toml``: eight rows of open
ground, one impassable square on h4, the command squads and artillery of both sides."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from meeple.engine.errors import IllegalActionError
from meeple.engine.record import load_record, replay_record
from meeple.games.dust_tactics.aiming import line_targets
from meeple.games.dust_tactics.artillery import INDIRECT_HIT_FACE, indirect_targets, is_artillery
from meeple.games.dust_tactics.attack import DiceRoll
from meeple.games.dust_tactics.battlefield_creation import with_terrain
from meeple.games.dust_tactics.battlefield import Square
from meeple.games.dust_tactics.dice import Face
from meeple.games.dust_tactics.state import DtState
from meeple.games.dust_tactics.terrain import Terrain
from meeple.games.dust_tactics.unit_state import UnitState, WeaponRef
from meeple.games.dust_tactics.units import WeaponRange, unit
from meeple.games.dust_tactics.weapon_range import distance, squares_in_range

from dt_game_helpers import initiative_to, only_in_play, play, scenario_start, texts

SCENARIO = str(Path(__file__).parent / "records" / "command-artillery" / "artillery-field.toml")
NEBELWERFER = WeaponRef(0)
ROCKETS = WeaponRef(1)


def field(turn: int = 2, **squares: str) -> DtState:
    """The artillery field at the initiative roll of ``turn``, only the units named in play."""
    return only_in_play(scenario_start(SCENARIO), turn, squares)


def legal(state: DtState) -> list[str]:
    return texts(state.legal(state.current_players()[0]))


def obs(state: DtState) -> dict:
    return state.observation(state.current_players()[0])


# ---------------------------------------------------------------------- ranges

def test_artillery_range_has_minimum_four_and_no_maximum() -> None:
    """p. 14: "le armi d'artiglieria hanno sempre una portata minima 4 e una portata massima
    illimitata [...] non possono colpire un obiettivo a una portata di tre o meno"."""
    a = WeaponRange.model_validate("A")
    assert (a.kind, a.minimum, a.maximum, str(a)) == ("artillery", 4, None, "A")
    assert [a.reaches(d) for d in (1, 2, 3, 4, 5, 40)] == [False, False, False, True, True, True]


def test_the_lothars_nebelwerfer_42_reaches_only_the_blue_squares() -> None:
    """p. 14, the figure: "Il Nebelwerfer 42 del Lothar ha portata A [...] Il Nebelwerfer 42 può
    colpire solo i quadrati evidenziati in blu": every square four or more away."""
    state = field(lothar="f4")
    line = unit("lothar").weapon("Nebelwerfer 42")
    assert is_artillery(line)
    origin = Square.parse("f4")
    blue = set(squares_in_range(state.field, origin, line.range))
    assert blue == {s for s in state.field.squares() if distance(origin, s) >= 4}
    assert Square.parse("f7") not in blue and Square.parse("f8") in blue and Square.parse("l1") in blue


def test_parabolic_range_has_its_minimum_and_maximum() -> None:
    """p. 16: "Il Petard Mortar dello Steel Rain ha una portata 3-6" ("Il primo numero indica la
    portata minima mentre il secondo quella massima")."""
    mortar = unit("steel-rain").weapon("Petard Mortar").range
    assert (mortar.kind, mortar.minimum, mortar.maximum, str(mortar)) == ("min-max", 3, 6, "3-6")
    assert [mortar.reaches(d) for d in (2, 3, 6, 7)] == [False, True, True, False]


def test_unlimited_range_reaches_any_unit_in_sight() -> None:
    """p. 14: "Le armi di portata U possono colpire qualsiasi unità sul campo di battaglia, purché
    la linea di vista sia libera." A U-range MG 44 on the Lothar sees the Hammers eleven squares
    off, but not behind the impassable h4."""
    u = WeaponRange.model_validate("U")
    assert (u.kind, u.minimum, u.maximum, str(u)) == ("unlimited", 1, None, "U")
    card = unit("lothar")
    long_mg = card.weapons[1].model_copy(update={"range": u})
    long_lothar = card.model_copy(update={"weapons": (card.weapons[0], long_mg)})
    state = field(lothar="a1", the_hammers="l8", hans="h8")
    state.units["lothar"] = UnitState.fresh(long_lothar)
    initiative_to(state, 1)
    play(state, "1: activate lothar", "1: declare attack")
    # the Nebelwerfer first (range A: the Hammers 11 squares off), then the MG 44 (U)
    play(state, "1: hold-fire")
    assert legal(state) == ["aim the-hammers", "hold-fire"]
    state2 = field(lothar="h1", the_hammers="h8", hans="a8")
    state2.units["lothar"] = UnitState.fresh(long_lothar)
    initiative_to(state2, 1)
    play(state2, "1: activate lothar", "1: declare attack")
    assert "aim the-hammers" not in legal(state2), "h4 blocks the line of sight from h1 to h8"


# ---------------------------------------------------------------------- direct fire

def test_direct_fire_needs_sight_and_four_squares() -> None:
    """p. 15, "Tiro diretto": "Se l'unità d'artiglieria dispone di linea di vista libera sul suo
    obiettivo essa può effettuare un tiro diretto"; p. 14: never at three squares or less."""
    near = field(lothar="e1", the_hammers="e4")
    initiative_to(near, 1)
    play(near, "1: activate lothar", "1: declare attack")
    aim_line = obs(near)["aim_line"]
    assert aim_line["weapon"] == "MG 44", "the Nebelwerfer has no target three squares away"
    far = field(lothar="e1", the_hammers="e5")
    initiative_to(far, 1)
    play(far, "1: activate lothar", "1: declare attack")
    assert obs(far)["aim_line"]["weapon"] == "Nebelwerfer 42"
    assert legal(far) == ["aim the-hammers", "hold-fire"]


def test_direct_fire_hits_on_the_hit_face_and_may_be_sustained() -> None:
    """p. 15: "I tiri diretti hanno successo con il risultato [colpo]. Con il tiro diretto l'unità
    può realizzare attacchi sostenuti." The Nebelwerfer rolls 3 dice at the Hammers (armour 3),
    two hits; the Sustained Attack rerolls the blank, a hit: three models lost."""
    state = field(lothar="e1", the_hammers="e5")
    initiative_to(state, 1)
    events = play(state, "1: activate lothar", "1: declare sustained", "1: aim the-hammers", "1: hold-fire",
                  "chance: roll hhb", "chance: roll h")
    rolls = [e for e in events if e["type"] in ("attack-roll", "attack-reroll")]
    assert [(e["dice"], e["hits"]) for e in rolls] == [(3, 2), (1, 1)]
    assert rolls[-1]["total_hits"] == 3
    losses = [e for e in events if e["type"] == "losses"]
    assert losses and sum(e["models"] for e in losses) == 3


def test_firing_unloads_the_artillery_weapon_until_a_skill_action_reloads_it() -> None:
    """p. 14: "Dopo un tiro d'artiglieria l'unità deve ricaricare l'arma prima di poterla
    riutilizzare. Ciò costa un'azione Skill." p. 25: "Quando un'unità utilizza queste armi,
    ritirate il gettone per indicare che è scarica.\""""
    state = field(lothar="e1", the_hammers="e5", the_boss="l8")
    initiative_to(state, 1)
    play(state, "1: activate lothar", "1: declare attack", "1: aim the-hammers", "1: hold-fire", "chance: roll bbb")
    assert not state.markers.is_loaded("lothar", NEBELWERFER)
    assert obs(state)["skill_markers"]["unloaded"] == [["lothar", "0"]]
    # next turn: the Nebelwerfer has no target while unloaded; the MG 44 still fires
    play(state, "0: activate the-boss", "0: declare move", "0: move l7", "0: activate the-hammers", "0: declare nothing")
    initiative_to(state, 1)
    play(state, "1: activate lothar")
    assert "declare skill+attack" in legal(state) and "declare attack+skill" in legal(state)
    play(state, "1: declare skill+attack")
    assert legal(state) == ["skill reload"]
    events = play(state, "1: skill reload")
    assert {"type": "reload", "unit": "lothar", "line": "0", "weapon": "Nebelwerfer 42"} in events
    assert state.markers.is_loaded("lothar", NEBELWERFER)
    assert obs(state)["aim_line"]["weapon"] == "Nebelwerfer 42"


def test_an_unloaded_artillery_weapon_is_offered_no_target() -> None:
    state = field(lothar="e1", the_hammers="e5")
    state.markers = state.markers.fired("lothar", (NEBELWERFER,))
    initiative_to(state, 1)
    play(state, "1: activate lothar", "1: declare attack")
    assert obs(state)["aim_line"]["weapon"] == "MG 44"


def test_a_unit_may_fire_and_reload_in_the_same_turn_with_two_actions() -> None:
    """p. 25: "Un'unità può tirare e ricaricare l'arma nello stesso turno utilizzando due azioni"."""
    state = field(lothar="e1", the_hammers="e5")
    initiative_to(state, 1)
    play(state, "1: activate lothar", "1: declare attack+skill", "1: aim the-hammers", "1: hold-fire",
         "chance: roll bbb")
    assert state.phase == "skill" and legal(state) == ["skill reload"]
    play(state, "1: skill reload")
    assert state.markers.is_loaded("lothar", NEBELWERFER)


# ---------------------------------------------------------------------- indirect fire

def boss_and_steel_rain() -> DtState:
    """The Boss on c2 sees Hans on h1; the Steel Rain on h8 does not (h4 is between) and is seven
    squares from Hans."""
    state = field(the_boss="c2", steel_rain="h8", hans="h1", lothar="l3")
    initiative_to(state, 0)
    return state


def test_the_observer_orders_an_indirect_fire_at_a_unit_it_sees() -> None:
    """p. 20: "Effettuate un'azione skill per attivare immediatamente un'unità d'artiglieria amica
    sul campo di battaglia e fargli fare un tiro indiretto su un'unità verso la quale
    l'osservatore ha la linea di vista libera"."""
    state = boss_and_steel_rain()
    play(state, "0: activate the-boss")
    assert "declare skill+move" in legal(state)
    play(state, "0: declare skill+move")
    assert legal(state) == ["skill artillery-strike steel-rain", "skill get-moving steel-rain"]
    assert sorted(indirect_targets(state, "steel-rain", ROCKETS, "the-boss")) == ["hans", "lothar"]
    events = play(state, "0: skill artillery-strike steel-rain")
    assert {"type": "activate", "unit": "steel-rain", "by": "the-boss", "indirect": True} in events
    assert "steel-rain" in state.activated and state.phase == "aim"
    assert obs(state)["aim_line"]["weapon"] == '4.2" Rockets'
    assert sorted(legal(state)) == ["aim hans", "aim lothar", "hold-fire"]


def test_an_indirect_fire_hits_on_the_blank_face_and_the_observer_goes_on() -> None:
    """p. 15: "I tiri indiretti hanno successo con [vuoto] ai dadi" (DT-84); "Dopo il tiro, l'unità
    d'artiglieria ha utilizzato la sua attivazione nel turno. [...] A questo punto l'osservatore
    può effettuare la sua seconda azione." One rocket at Hans (vehicle armour 3: 2 dice, 1
    damage a hit): two blanks are two hits."""
    assert INDIRECT_HIT_FACE is Face.BLANK
    state = boss_and_steel_rain()
    play(state, "0: activate the-boss", "0: declare skill+move", "0: skill artillery-strike steel-rain",
         "0: aim hans", "0: hold-fire")
    assert state.phase == "attack"
    events = play(state, "chance: roll bb")
    roll = next(e for e in events if e["type"] == "attack-roll")
    assert (roll["weapon"], roll["dice"], roll["hits"], roll["damage"]) == ('4.2" Rockets', 2, 2, 2)
    assert state.units["hans"].hit_points == 3 - 2
    assert state.act is not None and state.act.unit == "the-boss" and state.phase == "move"
    assert state.markers.strike is None
    assert not state.markers.is_loaded("steel-rain", ROCKETS)
    assert state.units["steel-rain"].ammo_spent[1] == 1


def test_an_indirect_fire_misses_on_hit_faces() -> None:
    state = boss_and_steel_rain()
    play(state, "0: activate the-boss", "0: declare skill", "0: skill artillery-strike steel-rain",
         "0: aim hans", "0: hold-fire")
    events = play(state, "chance: roll hh")
    roll = next(e for e in events if e["type"] == "attack-roll")
    assert roll["hits"] == 0 and state.units["hans"].hit_points == 3


def test_an_indirect_fire_is_never_a_sustained_attack() -> None:
    """p. 15: "I tiri indiretti costano all'unità due azioni per cui con tale tiro non si può
    effettuare l'attacco sostenuto": no reroll follows the roll."""
    state = boss_and_steel_rain()
    play(state, "0: activate the-boss", "0: declare skill", "0: skill artillery-strike steel-rain",
         "0: aim hans", "0: hold-fire", "chance: roll hb")
    assert state.attack is None and state.units["hans"].hit_points == 2


def test_no_indirect_fire_from_an_artillery_unit_already_activated() -> None:
    """p. 15: "Un tiro indiretto è quindi possibile solo se l'unità d'artiglieria non è stata
    ancora attivata al momento dell'attivazione dell'osservatore.\""""
    state = boss_and_steel_rain()
    state.activated.add("steel-rain")
    play(state, "0: activate the-boss", "0: declare skill")
    assert legal(state) == ["skill get-moving steel-rain"]


def test_the_target_must_be_in_the_artillery_units_range() -> None:
    """p. 20: "Abbiate cura di verificare che l'obiettivo sia a portata dell'unità d'artiglieria":
    a unit three squares from the Steel Rain is out of its rockets' range A."""
    state = field(the_boss="c2", steel_rain="h8", hans="h5")
    assert indirect_targets(state, "steel-rain", ROCKETS, "the-boss") == []
    initiative_to(state, 0)
    play(state, "0: activate the-boss", "0: declare skill")
    assert legal(state) == ["skill get-moving steel-rain"]


def test_the_observer_must_see_the_target() -> None:
    """Hans on h5 is behind the impassable h4 for an observer on h1."""
    state = field(the_boss="h1", steel_rain="a8", hans="h5")
    assert indirect_targets(state, "steel-rain", ROCKETS, "the-boss") == []


def test_a_command_squad_without_its_radioman_orders_no_strike() -> None:
    """p. 23: "Se il radiotelegrafista viene eliminato la squadra comando non può più utilizzare la
    competenza Artillery Strike.\""""
    state = boss_and_steel_rain()
    boss = state.units["the-boss"]
    state.units["the-boss"] = replace(boss, models=(1, 0, 1, 1, 1))
    play(state, "0: activate the-boss")
    assert "declare skill" not in legal(state), "no radioman: no strike, and no Relay for Get Moving"


def test_a_strike_order_is_refused_when_illegal_and_changes_nothing() -> None:
    state = boss_and_steel_rain()
    play(state, "0: activate the-boss", "0: declare skill+move")
    before = state.to_json()
    with pytest.raises(IllegalActionError):
        play(state, "0: skill artillery-strike lothar")
    assert state.to_json() == before


def with_skills(state: DtState, unit_id: str, *skills: str) -> None:
    """Give ``unit_id`` the free ``skills`` (no artillery card of the core set has one)."""
    card = state.units[unit_id].card
    state.units[unit_id] = UnitState.fresh(card.model_copy(update={"skills": skills}))


def test_the_artillery_unit_of_a_strike_declares_its_free_skills_before_it_fires() -> None:
    """p. 15: "attivate immediatamente l'unità d'artiglieria affinché effettui il tiro indiretto.
    L'attacco si svolge come un qualsiasi attacco"; p. 7: "Tutte le altre competenze sono libere
    [...] Le unità devono comunque essere attivate per poterle utilizzare"; p. 20: Sigrid "può
    utilizzare ugualmente la sua competenza Berserk poiché non costa azioni" (DT-132). A Steel
    Rain with All In One and Assault declares All In One before its rockets are aimed (not
    Assault: the strike has no Move), and its rocket rolls its dice twice: four at Hans."""
    state = boss_and_steel_rain()
    with_skills(state, "steel-rain", "all-in-one", "assault")
    play(state, "0: activate the-boss", "0: declare skill+move", "0: skill artillery-strike steel-rain")
    assert sorted(legal(state)) == ["aim hans", "aim lothar", "hold-fire", "use all-in-one"]
    events = play(state, "0: use all-in-one")
    assert {"type": "skill", "unit": "steel-rain", "skill": "all-in-one"} in events
    assert "all-in-one" in state.units["steel-rain"].skills_spent
    play(state, "0: aim hans")
    assert not [a for a in legal(state) if a.startswith("use ")], "declared before the first line only"
    play(state, "0: hold-fire")
    roll = next(e for e in play(state, "chance: roll bbhh") if e["type"] == "attack-roll")
    assert (roll["dice"], roll["hits"]) == (4, 2)
    assert state.act is not None and state.act.unit == "the-boss" and state.phase == "move"


def test_berserk_on_an_indirect_fire_rerolls_the_hit_faces_that_missed() -> None:
    """p. 20, Berserk: "l'unità può rilanciare tutti i [mancati] ottenuti ai dadi"; p. 15: "I tiri
    indiretti hanno successo con [vuoto] ai dadi" (DT-84, DT-133). A Berserk Steel Rain's rocket
    at Hans rolls a hit face and a blank: the blank scores, and the hit face, the die that
    missed, is the one rerolled; its reroll scores on a blank too. Two damage."""
    state = boss_and_steel_rain()
    with_skills(state, "steel-rain", "berserk")
    play(state, "0: activate the-boss", "0: declare skill+move", "0: skill artillery-strike steel-rain",
         "0: use berserk", "0: aim hans", "0: hold-fire")
    roll = next(e for e in play(state, "chance: roll hb") if e["type"] == "attack-roll")
    assert roll["hits"] == 1
    assert state.attack is not None and state.attack.next_step() == DiceRoll("berserk", 1, "hans", 0)
    reroll = next(e for e in play(state, "chance: roll b") if e["type"] == "attack-reroll")
    assert (reroll["berserk"], reroll["hits"], reroll["total_hits"], reroll["damage"]) == (True, 1, 2, 2)
    assert state.units["hans"].hit_points == 3 - 2


def test_a_spotters_indirect_fire_scores_on_the_blank_as_any_indirect_fire() -> None:
    """p. 22, Spotter: "invertite i tiri del dado (considerate gli [colpi] come dei [mancati], e
    viceversa)"; p. 15: "I tiri indiretti hanno successo con [vuoto] ai dadi" (DT-70, DT-84,
    DT-133). Both rules make the blank the face that scores, and neither undoes the other: a
    Spotter Steel Rain's two blanks at Hans are two hits, and the event counts what the attack
    does."""
    state = boss_and_steel_rain()
    with_skills(state, "steel-rain", "spotter")
    play(state, "0: activate the-boss", "0: declare skill+move", "0: skill artillery-strike steel-rain",
         "0: aim hans", "0: hold-fire")
    roll = next(e for e in play(state, "chance: roll bb") if e["type"] == "attack-roll")
    assert (roll["hits"], roll["damage"]) == (2, 2)
    assert state.units["hans"].hit_points == 3 - 2


# ---------------------------------------------------------------------- the rulebook's examples

RECORDS = Path(__file__).parent / "records" / "command-artillery"


def replay(name: str) -> tuple[DtState, list[dict]]:
    """Replay ``records/command-artillery/<name>``."""
    done = replay_record(load_record(RECORDS / name))
    assert isinstance(done.state, DtState)
    return done.state, done.events


def test_the_lothar_fires_directly_at_the_hammers() -> None:
    """p. 15: "Il Lothar compie un'azione Attack contro i The Hammers. Essendo libera la linea di
    vista effettua tiro diretto con l'arma di portata A, il Nebelwerfer 42." The Lothar enters on
    e1 and attacks the Hammers on e8, seven squares off: only the Nebelwerfer 42 reaches; three
    dice against armour 3, two hits on the hit face, two models lost."""
    state, events = replay("lothar-direct-fire.json")
    attack = next(e for e in events if e["type"] == "attack")
    assert attack == {"type": "attack", "unit": "lothar", "shots": [["0", "the-hammers"]]}
    roll = next(e for e in events if e["type"] == "attack-roll")
    assert (roll["weapon"], roll["dice"], roll["hits"], roll["damage"]) == ("Nebelwerfer 42", 3, 2, 2)
    assert state.units["the-hammers"].model_count == 1
    assert not state.markers.is_loaded("lothar", NEBELWERFER), "the Nebelwerfer must be reloaded"
    again, _ = replay("lothar-direct-fire.json")
    assert again.to_json() == state.to_json()


def test_the_boss_moves_to_see_the_hans_and_orders_the_steel_rains_indirect_fire() -> None:
    """p. 15: "Attiva la squadra The Boss che effettua un move per ottenere la linea di vista
    sull'Hans. Effettua successivamente la sua seconda azione per utilizzare la competenza
    Artillery Strike." "The Boss ha consumato le sue due azioni e lo Steel Rain può effettuare il
    tiro indiretto, utilizzando le sue due azioni. A questo punto viene il turno del giocatore
    dell'Asse." The Boss moves from d6 (the ruin on c3-c4 hides the Hans on c1) to e5; the Steel
    Rain, on l6, fires two 4.2" Rockets indirectly at the Hans the Boss sees: four dice rolled
    at once, two blanks, two hits (DT-84)."""
    state, events = replay("boss-artillery-strike.json")
    kinds = [e["type"] for e in events]
    at = kinds.index("order")
    assert events[at] == {"type": "order", "unit": "the-boss", "ability": "artillery-strike", "target": "steel-rain"}
    assert events[at - 1] == {"type": "move", "unit": "the-boss", "to": "e5", "crush": False}
    assert events[at + 1] == {"type": "activate", "unit": "steel-rain", "by": "the-boss", "indirect": True}
    roll = next(e for e in events if e["type"] == "attack-roll")
    assert (roll["unit"], roll["dice"], roll["hits"], roll["damage"]) == ("steel-rain", 4, 2, 2)
    assert state.units["hans"].hit_points == 1
    assert state.units["steel-rain"].ammo_spent == (0, 2)
    # then the Axis player's turn: the Hans is activated
    after = [e for e in events[at:] if e["type"] == "activate"]
    assert [e["unit"] for e in after] == ["steel-rain", "hans"]
    assert state.is_over()


# ---------------------------------------------------------------------- smoke (p. 6)

def in_smoke(state: DtState, square: str) -> None:
    """Make ``square`` a smoke square ("Terreno con losanga", p. 6)."""
    state.field = with_terrain(state.field, Square.parse(square), Terrain.SMOKE)
    state._occupancy = None


def test_an_artillery_unit_in_smoke_is_ordered_no_strike() -> None:
    """p. 6: "Tutte le unità che occupano questo tipo di terreno non possono né attaccare né
    essere attaccate"; an indirect fire is an attack ("L'attacco si svolge come un qualsiasi
    attacco", p. 15), though the artillery needs no sight of its own (DT-125). The Steel Rain
    in smoke on h8 is not offered to The Boss, who still sees Hans."""
    state = boss_and_steel_rain()
    in_smoke(state, "h8")
    play(state, "0: activate the-boss", "0: declare skill")
    assert legal(state) == ["skill get-moving steel-rain"]


def test_an_artillery_unit_in_smoke_fires_no_line_even_in_a_strike_under_way() -> None:
    """The rule is asked of the attacker in the one place every attack's targets come from
    (``aiming.line_targets``): an artillery unit whose square were smoke once its strike is
    ordered would aim its rockets at nothing (DT-125)."""
    state = boss_and_steel_rain()
    play(state, "0: activate the-boss", "0: declare skill", "0: skill artillery-strike steel-rain")
    assert state.aim is not None and line_targets(state, state.aim) != []
    in_smoke(state, "h8")
    assert line_targets(state, state.aim) == []


def test_a_unit_in_smoke_neither_fires_directly_nor_reacts() -> None:
    """p. 6: the Lothar in smoke on a1 has The Hammers on h1 in range A and sight otherwise; its
    Attack finds no target, and it is offered no reaction fire when The Hammers move."""
    state = field(lothar="a1", the_hammers="h1")
    initiative_to(state, 1)
    in_smoke(state, "a1")
    events = play(state, "1: activate lothar", "1: declare attack")
    assert {"type": "no-target", "unit": "lothar"} in events
    state = field(lothar="a1", the_hammers="h1")
    in_smoke(state, "a1")
    initiative_to(state, 0)
    play(state, "0: activate the-hammers", "0: declare move+move", "0: move h2")
    assert state.phase != "react"
