"""The rulebook's worked examples scripted as game records (issue 5: "Every worked example of
the rulebook that this issue's rules cover is a test [...] scripted through game records").

Each record in ``records/`` is a game played from set-up, every die pinned, and is replayed
with :func:`meeple.engine.record.replay_record`. The records hold their scenario (and, for
reaction fire, the armies) themselves, as the game options do: the content of
``vp-example.toml`` and ``skirmish.toml``, test-only scenarios of open ground, three rows deep,
so the armies entering on turn one stand two squares apart.

- ``vp-54-57.json``: p. 7, the victory-point example, 54 against 57, the Axis win;
- ``sturmpioniere-stg47-panzerfaust.json``: p. 12, four StG 47 dice and one Panzerfaust;
- ``hell-boys-shotgun-9-then-6.json``: p. 11, nine Shotgun dice against armour 2, six once a
  Shotgun model is lost;
- ``close-combat.json``: p. 14, the close-combat example;
- ``reaction-fire-move-attack.json``: p. 16, reaction fire after the Move of a Move + Attack;
- ``laser-sustained-attack.json``: p. 26, the Heavy Laser Grenadiers' laser Sustained Attack on
  the Hell Boys (army file ``laser-army.toml``);
- ``entry-death-dealers-sturmpioniere.json``: p. 19, "Ingresso delle unità": the Death
  Dealers enter with Move + Move and the Sturmpioniere fire at them on entering, on the
  test-only ``entry-example.toml`` (six rows deep; on the eight-row packaged battlefields the
  example cannot happen, DT-135).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from meeple.engine.data_files import read_toml
from meeple.engine.errors import RecordError
from meeple.engine.record import GameRecord, load_record, replay_record
from meeple.games.dust_tactics.attack import DiceRoll
from meeple.games.dust_tactics.limited_ammo import boxes_left
from meeple.games.dust_tactics.scenarios import load_scenario, scenario_ids
from meeple.games.dust_tactics.state import DtState
from meeple.games.dust_tactics.unit_state import WeaponRef
from meeple.games.dust_tactics.units import unit as card
from meeple.games.dust_tactics.weapon_range import distance

RECORDS = Path(__file__).parent / "records"



def toml(name: str) -> dict:
    """What the file ``records/<name>`` parses to: the content a record's option holds."""
    return read_toml(RECORDS / name, "test")


def record(name: str) -> GameRecord:
    return load_record(RECORDS / name)


def replay(rec: GameRecord, moves: int | None = None) -> tuple[DtState, list[dict]]:
    """The state after the first ``moves`` moves of ``rec`` (all by default), and the events."""
    if moves is not None:
        rec = rec.model_copy(update={"moves": rec.moves[:moves]})
    done = replay_record(rec)
    assert isinstance(done.state, DtState)
    return done.state, done.events


def moves_before(rec: GameRecord, text: str, nth: int = 1) -> int:
    """How many moves come before the ``nth`` move whose text is ``text``."""
    seen = 0
    for i, move in enumerate(rec.moves):
        if f"{move.by}: {move.action}" == text:
            seen += 1
            if seen == nth:
                return i
    raise AssertionError(f"no {text!r} #{nth} in the record")


def dice_due(state: DtState) -> tuple[str, int]:
    step = state.attack.next_step() if state.attack is not None else None
    assert isinstance(step, DiceRoll), step
    return step.unit, step.dice


def ref(unit_id: str, weapon: str) -> WeaponRef:
    c = card(unit_id)
    return WeaponRef(c.weapons.index(c.weapon(weapon)))


def test_every_record_is_played_from_set_up_with_every_die_pinned() -> None:
    names = sorted(p.name for p in RECORDS.glob("*.json"))
    assert names == [
        "close-combat.json", "entry-death-dealers-sturmpioniere.json", "hell-boys-shotgun-9-then-6.json",
        "laser-sustained-attack.json", "reaction-fire-move-attack.json", "sturmpioniere-stg47-panzerfaust.json",
        "vp-54-57.json",
    ]
    for name in names:
        rec = record(name)
        assert rec.seed is None, "no seed: every chance move is in the record"
        state, _ = replay(rec)
        again, _ = replay(rec)
        assert state.to_json() == again.to_json(), f"{name} replays identically"


def test_the_54_against_57_victory_point_example() -> None:
    """p. 7: "Il giocatore dell'Asse ha perso una squadra di Heavy Laser Grenadiers e un Hans
    (30 + 24 = 54). Il giocatore Alleato segna quindi 54 punti. Il giocatore Alleato ha perso una
    squadra di Hell Boys e una di Death Dealers (34 + 23 = 57). Il giocatore dell'Asse segna 57
    punti vittoria. Il giocatore dell'Asse ha così vinto la partita."

    Two turns of vp-example.toml: the six units enter on turn one; on turn two the Death
    Dealers' Bazookas destroy Hans, Lara's two MG 44 Zwei lines the Hell Boys and the Death
    Dealers, the Blackhawk's Dual Heavy PIAT the Heavy Laser Grenadiers; the turn limit ends it."""
    rec = record("vp-54-57.json")
    assert rec.options == {"scenario": toml("vp-example.toml")} and rec.moves[0].action == "alone"
    state, events = replay(rec)
    assert state.scenario.id == "vp-example" and state.turn == 2
    assert state.destroyed == ["hans", "hell-boys", "death-dealers", "heavy-laser-grenadiers"]
    assert state.is_over() and state.result == "turn limit (2) reached"
    summary = state.result_summary()
    assert summary["scores"] == [30 + 24, 34 + 23] == [54, 57]
    assert summary["objective_bonus"] == [0, 0]
    assert state.returns() == [0.0, 1.0], "Il giocatore dell'Asse ha così vinto la partita"
    assert events[-1] == {"type": "game-over", "why": "turn limit (2) reached", "scores": [54, 57]}
    # the survivors: the Blackhawk and Lara, untouched
    assert sorted(u for u in state.pos) == ["blackhawk", "lara"]


def test_the_sturmpioniere_roll_four_stg_47_dice_and_one_panzerfaust() -> None:
    """p. 12: "Una squadra completa di Sturmpioniere incontra una squadra di cinque Hell Boys. I
    soldati nemici sono a due quadrati di distanza [...] Gli Sturmpioniere lanciano 4 dadi per le
    StG 47 (uno per ogni soldato che porta l'arma). Lanciano inoltre un dado per il Panzerfaust.
    Le StG 47 ottengono 2 [colpi], e il Panzerfaust 1. La squadra di Hell Boys subisce quindi tre
    danni e tre miniature vengono tolte dal tavolo di gioco, lasciandone solo due."

    Turn one: the Hell Boys enter on e3; the Sturmpioniere enter on e1 with Move + Attack and
    aim the StG 47 and one Panzerfaust at them."""
    rec = record("sturmpioniere-stg47-panzerfaust.json")
    first_roll = moves_before(rec, "chance: roll hhbb")
    before, _ = replay(rec, first_roll)
    assert (str(before.pos["sturmpioniere"]), str(before.pos["hell-boys"])) == ("e1", "e3"), "two squares apart"
    assert dice_due(before) == ("hell-boys", 4), "4 dadi per le StG 47"
    after_stg, _ = replay(rec, first_roll + 1)
    assert dice_due(after_stg) == ("hell-boys", 1), "un dado per il Panzerfaust"
    state, events = replay(rec)
    assert {"type": "attack", "unit": "sturmpioniere", "shots": [["0", "hell-boys"], ["1", "hell-boys"]]} in events
    assert state.units["hell-boys"].model_count == 2, "lasciandone solo due"
    assert boxes_left(state.units["sturmpioniere"], ref("sturmpioniere", "Panzerfaust")) == 2
    assert state.turn == 2 and not state.destroyed


def test_the_hell_boys_roll_nine_shotgun_dice_against_armour_2_and_six_after_a_loss() -> None:
    """p. 11: "La squadra di Hell Boys conta da tre miniature armate di Shotgun. [...] Se la
    squadra decide di utilizzare quest'arma contro un'altra squadra [armatura] 2 tira 9 dadi. Se
    una miniatura appartenente alla squadra dovesse essere eliminata la squadra tirerebbe solo 6
    dadi." p. 4: "La linea d'armamento indica 3/1".

    Turn one: the Sturmpioniere enter on e1, the Hell Boys on e3 and move to e2. Turn two: the
    Shotgun at the Sturmpioniere (nine dice, two hits); the Sturmpioniere's StG 47 kills a
    Shotgun model. Turn three: the Shotgun again, six dice."""
    rec = record("hell-boys-shotgun-9-then-6.json")
    nine, _ = replay(rec, moves_before(rec, "chance: roll hhbbbbbbb"))
    assert card("sturmpioniere").armour == 2
    assert dice_due(nine) == ("sturmpioniere", 3 * 3), "tira 9 dadi"
    six, _ = replay(rec, moves_before(rec, "chance: roll bbbbbb"))
    assert six.turn == 3
    assert six.units["hell-boys"].model_count == 4
    assert six.units["hell-boys"].models[ref("hell-boys", "Shotgun").index] == 2, "one Shotgun model lost"
    assert dice_due(six) == ("sturmpioniere", 2 * 3), "la squadra tirerebbe solo 6 dadi"
    state, _ = replay(rec)
    assert state.units["sturmpioniere"].model_count == 3 and state.units["hell-boys"].model_count == 4


def test_the_close_combat_example() -> None:
    """p. 14: "Una squadra completa di Hell Boys attacca una squadra completa di Sturmpioniere
    che si trova su un quadrato adiacente. Il giocatore Alleato annuncia che gli Hell Boys
    utilizzeranno Knife & Grenade contro gli Sturmpioniere sopravvissuti all'attacco. L'Alleato
    utilizza tutte le sue linee d'armamento causando tre danni. Il giocatore dell'Asse ritira tre
    miniature. A questo punto le due squadre avversarie attaccano simultaneamente con Knife &
    Grenade. Lanciano i dadi per tutte le miniature rimaste, cioè 5 Hell Boys e 2 Sturmpioniere.
    Gli Hell Boys ottengono due [colpi] gli Sturmpioniere un [colpo]. Il giocatore dell'Asse
    ritira due miniature e la squadra è interamente persa. Il giocatore Alleato ritira una
    miniatura conservandone quattro." (DT-21, DT-25: "tutte le sue linee d'armamento" are the
    Shotgun, two hits of nine dice, and the Flamethrower, an Incendiary Blast of one die per
    Sturmpioniere, one hit of five, DT-43; the flame ignores cover, DT-41.)"""
    rec = record("close-combat.json")
    state, events = replay(rec)
    assert {"type": "attack", "unit": "hell-boys", "shots": [
        ["0", "sturmpioniere"], ["1", "sturmpioniere"], ["2", "sturmpioniere"],
    ]} in events
    flame, _ = replay(rec, moves_before(rec, "chance: roll hbbbb"))
    assert dice_due(flame) == ("sturmpioniere", 5), "Il giocatore Alleato lancia allora cinque dadi (p. 24)"
    close = moves_before(rec, "chance: roll hhbbb")
    before, _ = replay(rec, close)
    assert before.attack is not None and before.attack.unit("sturmpioniere").model_count == 2, "Il giocatore dell'Asse ritira tre miniature"
    assert dice_due(before) == ("sturmpioniere", 5), "5 Hell Boys"
    reply, _ = replay(rec, close + 1)
    assert reply.attack is not None and reply.attack.next_step().purpose == "reply"
    assert dice_due(reply) == ("sturmpioniere", 2), "e 2 Sturmpioniere"
    assert state.destroyed == ["sturmpioniere"], "la squadra è interamente persa"
    assert state.units["hell-boys"].model_count == 4, "conservandone quattro"
    assert state.is_over() and state.result == "every Axis unit destroyed"
    assert state.result_summary()["scores"] == [card("sturmpioniere").ap, 0]


def test_reaction_fire_comes_right_after_the_move_of_a_move_plus_attack() -> None:
    """p. 16: "Se un unità effettua una sequenza di azioni MOVE + Attack il tiro di reazione
    deve avere luogo immediatamente dopo l'azione MOVE." "Un Blackhawk effettua [un Move] che lo
    porta nella zona di tiro di una squadra di Heavy Flak Grenadiers. Immediatamente dopo il suo
    spostamento il giocatore dell'Asse dichiara di tentare un tiro di reazione [...] Il giocatore
    lancia un dado e ottiene un [colpo]: può quindi effettuare l'attacco. Se il Blackhawk non
    viene distrutto può continuare".

    The armies come from army files (options allies_army and axis_army)."""
    rec = record("reaction-fire-move-attack.json")
    assert rec.options == {
        "scenario": toml("skirmish.toml"), "allies_army": toml("blackhawk-army.toml"), "axis_army": toml("flak-army.toml"),
    }
    state, events = replay(rec)
    at = events.index({"type": "declare", "unit": "blackhawk", "plan": "move+attack"})
    steps = [e for e in events[at + 1:] if e["type"] in ("move", "reaction", "reaction-roll", "attack")]
    assert [e["type"] for e in steps[:5]] == ["move", "reaction", "reaction-roll", "attack", "attack"]
    assert steps[1] == {"type": "reaction", "unit": "heavy-flak-grenadiers", "at": "blackhawk"}
    assert steps[2]["hits"] == 1, "ottiene un [colpo]: può quindi effettuare l'attacco"
    assert steps[3] == {"type": "attack", "unit": "heavy-flak-grenadiers", "shots": [["0", "blackhawk"]]}
    assert steps[4] == {"type": "attack", "unit": "blackhawk", "shots": [["0", "heavy-flak-grenadiers"]]}
    rolled = moves_before(rec, "chance: roll h")
    one_die, _ = replay(rec, rolled)
    assert one_die.rolls == [("reaction", 1, 1)], "lancia un dado"
    assert state.units["blackhawk"].hit_points == 2, "il Blackhawk non viene distrutto e continua"
    assert state.units["heavy-flak-grenadiers"].model_count == 2
    assert state.turn == 3, "both were activated on turn two: the reaction activated the Grenadiers"


def test_a_record_whose_pinned_die_does_not_fit_is_refused() -> None:
    """The records pin the dice: a roll of the wrong size is no longer the example."""
    rec = record("hell-boys-shotgun-9-then-6.json")
    at = moves_before(rec, "chance: roll hhbbbbbbb")
    moves = list(rec.moves)
    moves[at] = moves[at].model_copy(update={"action": "roll hhbbbbbb"})
    with pytest.raises(RecordError, match="a roll of 9 dice is due"):
        replay_record(rec.model_copy(update={"moves": moves}))


def test_the_laser_sustained_attack_example() -> None:
    """p. 26: "Una squadra di Heavy Laser Grenadiers effettua un SUSTAINED ATTACK contro una
    squadra di Hell Boys. Il giocatore dell'Asse lancia tre dadi e ottiene due [colpi] e un
    [mancato]. Rilancia immediatamente i due [colpi] e ottiene un [colpo] e un [mancato].
    Rilancia [il colpo] e questa volta ottiene un [mancato]: A questo punto i danni inflitti
    agli Hell Boys sono tre. Il giocatore dell'Asse rilancia il primo [mancato] (SUSTAINED
    ATTACK). Ottiene un [mancato] che mette fine all'attacco. Il giocatore Alleato toglie tre
    miniature dal campo di battaglia." (DT-39, DT-40.)

    Turn one: the Heavy Laser Grenadiers (army file laser-army.toml) enter on e1, the Hell
    Boys on e3, in the open. Turn two: the Axis Sustained Attack with the laser line."""
    rec = record("laser-sustained-attack.json")
    assert rec.options == {"scenario": toml("skirmish.toml"), "axis_army": toml("laser-army.toml")}
    first = moves_before(rec, "chance: roll hhb")
    start, _ = replay(rec, first)
    assert dice_due(start) == ("hell-boys", 3), "lancia tre dadi"
    assert start.attack is not None and start.attack.sustained
    steps = []
    for n in range(4):
        state, _ = replay(rec, first + n)
        step = state.attack.next_step() if state.attack is not None else None
        assert isinstance(step, DiceRoll)
        steps.append((step.purpose, step.dice))
    assert steps == [("attack", 3), ("laser", 2), ("laser", 1), ("sustained", 1)]
    state, events = replay(rec)
    rolls = [e for e in events if e["type"] in ("attack-roll", "attack-reroll")]
    assert [(e["dice"], e["hits"]) for e in rolls] == [(3, 2), (2, 1), (1, 0), (1, 0)]
    assert state.units["hell-boys"].model_count == 5 - 3, "toglie tre miniature"


def test_the_entry_example_the_sturmpioniere_enter_and_fire_at_the_death_dealers_on_turn_one() -> None:
    """p. 19, "Ingresso delle unità": "ESEMPIO: Il giocatore Alleato ha guadagnato
    l'iniziativa. Decide di attivare i Death Dealers. Muove di 1 [...] e, per effettuare un
    doppio movimento, utilizza la seconda azione per effettuare un altro MOVE. Ora è il turno
    del giocatore dell'Asse. Questi decide di attivare dli Sturmpioniere, tirando e avanzando
    (MOVE + FIGHT). Utilizza dunque 1 per entrare nel campo di gioco e una seconda azione per
    colpire i Death Dealers, avendo la portata necessaria e la linea di vista aperta."

    Turn one on entry-example.toml, six rows of open ground (DT-135): the Death Dealers enter
    on e6 and move to e5; the Sturmpioniere enter on e1, four squares away, and their StG 47
    (range 4, p. 12) fires at them; the Panzerfaust (range 2) and the shorter lines have
    nothing in reach. The dice are pinned (the example gives none): two hits."""
    rec = record("entry-death-dealers-sturmpioniere.json")
    assert rec.options == {"scenario": toml("entry-example.toml")}
    aiming = moves_before(rec, "1: aim death-dealers")
    before, events = replay(rec, aiming)
    assert before.turn == 1 and before.initiative == 0, "Il giocatore Alleato ha guadagnato l'iniziativa"
    moves = [(e["unit"], e["to"]) for e in events if e["type"] == "move"]
    assert moves == [("death-dealers", "e6"), ("death-dealers", "e5"), ("sturmpioniere", "e1")]
    assert {"type": "declare", "unit": "death-dealers", "plan": "move+move"} in events, "un altro MOVE"
    assert {"type": "declare", "unit": "sturmpioniere", "plan": "move+attack"} in events, "MOVE + FIGHT"
    assert not any(e["type"] == "reaction" for e in events), "the Death Dealers were activated: no reaction"
    obs = before.observation(1)
    assert obs["aim_line"]["weapon"] == "StG 47"
    assert [(o["target"], o["distance"], o["dice"], o["cover"]) for o in obs["aim_options"]] == [
        ("death-dealers", 4, 4, "none")], "avendo la portata necessaria e la linea di vista aperta"
    panzerfaust = card("sturmpioniere").weapon("Panzerfaust")
    assert not panzerfaust.range.reaches(4), "the Panzerfaust (range 2) has nothing in reach"
    state, events = replay(rec)
    assert {"type": "attack", "unit": "sturmpioniere", "shots": [["0", "death-dealers"]]} in events
    [roll] = [e for e in events if e["type"] == "attack-roll"]
    assert (roll["weapon"], roll["target"], roll["dice"], roll["hits"]) == ("StG 47", "death-dealers", 4, 2)
    assert state.units["death-dealers"].model_count == 3 and state.turn == 2


def test_the_entry_example_cannot_happen_on_the_packaged_eight_row_battlefields() -> None:
    """DT-135: on every packaged scenario the Allies enter on row 8 and the Axis on row 1, so
    the Death Dealers (move 1) stand at least six squares from any Axis entry square after
    their Move + Move, beyond every Sturmpioniere line (the StG 47 reaches 4)."""
    lines = card("sturmpioniere").weapons
    for scenario_id in scenario_ids():
        scenario = load_scenario(scenario_id)
        field = scenario.battlefield()
        assert field.height == 8 and (scenario.entry.allies, scenario.entry.axis) == ("south", "north")
        allied_edge, axis_edge = field.edge(scenario.entry.allies), field.edge(scenario.entry.axis)
        after_two_moves = {s for s in field.squares() if any(distance(s, e) <= 1 for e in allied_edge)}
        gap = min(distance(a, b) for a in after_two_moves for b in axis_edge)
        assert gap == 6, scenario_id
        assert not any(line.range.reaches(gap) for line in lines), scenario_id
