"""Every worked example of the three D-Day Dice rulebooks, played through a game record.

Each example is a meeple record played from the set-up with every die pinned, saved in
``records/examples/<name>.json`` (``meeple replay`` shows it) and declared below in
:data:`EXAMPLES` as the options and the move list it is made of. The tests replay the saved file
(and a prefix of it, for the state in the middle of the example) and assert what the rulebook
states. Run this module as a script to write the files again from :data:`EXAMPLES`::

    .venv/bin/python tests/games/dday_dice/test_dday_worked_examples.py

Rulebooks (/work/shared/seeds): 000_0577ee46b0be016d.txt (it, first edition), 002_6d8b677ec3c56c4d.txt
(es, first edition), 004_badc40968546fed3.txt (fr, second edition: played with ``edition=2``).
The two victory-points examples have their own modules: test_dday_victory_points_example.py
(it/es, 151 VP) and test_dday_edition2_victory_points_example.py (fr, 161 VP). Where a transcript
lost the dice icons, the faces are reconstructed so that every stated fact holds; the rulings are
in docs/rulings.md (DDW-n).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any, cast

import pytest

from meeple.engine.core import Event
from meeple.engine.record import GameRecord, MoveRecord, SeatRecord, parse_record, replay_record, save_record
from meeple.games.dday_dice.dice import BLUE, DIE_NAMES, FACES, SKULL, SOLDIER, SOLDIERS, TOOL
from meeple.games.dday_dice.state import DdState

EXAMPLES_DIR = Path(__file__).resolve().parent / "records" / "examples"

Move = tuple[Any, str]

OMAHA_1 = {"map": "omaha-beach"}
OMAHA_2 = {"map": "omaha-beach", "edition": 2}
SWORD_1 = {"map": "sword-beach"}
SWORD_2 = {"map": "sword-beach", "edition": 2}


def faces(*names: str) -> list[Move]:
    """The pinned results of the next dice rolled, in die order (r1 r2 w1 w2 b1 b2 for a first
    roll; the rerolled dice, in that order, for a reroll)."""
    return [("chance", f"face {name}") for name in names]


@dataclass(frozen=True)
class Example:
    """A worked example as a game: the options, the moves, the number of units."""

    options: dict[str, Any]
    moves: list[Move]
    players: int = 1

    def record(self) -> GameRecord:
        return GameRecord(
            game="dday-dice",
            options=self.options,
            seats=[SeatRecord(name="solo unit" if self.players == 1 else f"unit {i}") for i in range(self.players)],
            moves=[MoveRecord(by=by, action=action) for by, action in self.moves],
        )


# ------------------------------------------------------------------------------ the records
# fr "EXEMPLE DE JET" (DDW-1, DDW-2): first roll 2 single Soldiers, 1 Tool, 1 Skull, 1 Courage,
# 1 Star; the two single Soldiers (red and white) locked; 3 dice rerolled, the Tool kept; a blue
# Skull in the second roll; the 2 blue dice rerolled; Final Count 7 Soldiers, 1 Tool and the RWB
# of the single Soldiers.
ROLL_EXAMPLE = [
    *faces("soldier", "tool", "soldier", "skull", "courage", "star"),
    (0, "lock r1"), (0, "lock w1"),
    (0, "reroll w2,b1,b2"),
    *faces("soldiers", "skull", "courage"),
    (0, "reroll b1,b2"),
    *faces("soldier", "soldiers"),
]
#: Moves of ROLL_EXAMPLE after which the first roll, the second roll and the third roll are on the table.
FIRST_ROLL, SECOND_ROLL = 6, 12

# fr "Exemple de Ralliement": Omaha's start gives 2 stars, the Final Count 1 more: 3 stars.
RALLY_EXAMPLE = [
    *faces("soldiers", "soldier", "star", "courage", "soldiers", "tool"),
    (0, "lock r1"), (0, "lock w1"), (0, "stop"),
    (0, "recruit veteran"),
]

# fr "Exemple d'aptitude": turn 1 a skull cancels a die (no Sharpshooter yet); the Sharpshooter
# is recruited with the 2 start stars; turn 2 the same Final Count, the skull now ignored.
SKULL_COUNT = faces("soldiers", "skull", "soldiers", "courage", "soldier", "tool")
APTITUDE_EXAMPLE = [
    *SKULL_COUNT, (0, "lock r1"), (0, "lock w1"), (0, "stop"),
    (0, "cancel b1"),
    (0, "recruit sharpshooter"), (0, "stay"), (0, "lose soldiers"),
    *SKULL_COUNT, (0, "lock r1"), (0, "lock w1"), (0, "stop"),
    (0, "ignore skull"),
]
#: The same, the player preferring the skull's negative effect on turn 2 ("vous préférerez jouer
#: l'effet négatif"): the aptitude is optional (DDE-31).
APTITUDE_DECLINED = APTITUDE_EXAMPLE[:-1] + [(0, "cancel b1")]

# it "il Medico costa 4 stelle" / es "el Médico cuesta 4 Estrellas": 2 start stars + 2 rolled.
MEDIC_EXAMPLE = [
    *faces("soldiers", "star", "soldiers", "courage", "star", "tool"),
    (0, "lock r1"), (0, "lock w1"), (0, "stop"),
    (0, "recruit medic"),
]

# it/es/fr Veteran + Chaplain: Sword Beach lists both. Turn 1 the Veteran (2 + 1 stars), turn 2
# the Chaplain (4 stars, no blue star: no RWB), turn 3 an RWB (Fresh Troops, three 2-soldier faces).
VETERAN_CHAPLAIN_EXAMPLE = [
    *faces("soldiers", "star", "soldiers", "courage", "soldier", "tool"),
    (0, "lock r1"), (0, "lock w1"), (0, "stop"),
    (0, "recruit veteran"), (0, "stay"), (0, "lose soldiers"),
    *faces("star", "star", "star", "star", "soldier", "soldiers"),
    (0, "lock r1"), (0, "lock w1"), (0, "stop"),
    (0, "recruit chaplain"), (0, "stay"), (0, "lose soldiers"),
    *faces("soldiers", "star", "soldiers", "courage", "soldiers", "tool"),
    (0, "lock r1"), (0, "lock w1"), (0, "stop"),
]
#: The moves before the third turn's dice: the unit has both specialists.
BEFORE_THIRD_TURN = 28

# it/es/fr solo: "il RWB 'Reinforcement' ora fornirà al giocatore in solitaria 4+4 soldati".
REINFORCEMENTS_EXAMPLE = [
    *faces("soldier", "courage", "soldier", "star", "soldier", "tool"),
    (0, "lock r1"), (0, "lock w1"), (0, "stop"),
]

# fr "Une poignée de guerriers": 7 soldiers in the Final Count (2+2+2+1, no blue soldier: no RWB).
HANDFUL_EXAMPLE = [
    *faces("soldiers", "soldiers", "soldiers", "soldier", "star", "tool"),
    (0, "lock r1"), (0, "lock w1"), (0, "stop"),
]

# fr "Si vous avez 24 Soldats sur votre Fiche de Ressources et 1 Spécialiste en jeu, alors votre
# Unité a un total de 25 Soldats": 5 + 12 + 6 (Fresh Troops) = 23, a Sharpshooter, -2 in combat,
# +3 on turn 2 = 24 soldiers and 1 specialist, cut at the second combat's casualties.
TWENTY_FIVE_EXAMPLE = [
    *faces("soldiers", "soldiers", "soldiers", "soldiers", "soldiers", "soldiers"),
    (0, "lock r1"), (0, "lock w1"), (0, "stop"),
    (0, "recruit sharpshooter"), (0, "stay"), (0, "lose soldiers"),
    *faces("soldiers", "soldier", "courage", "courage", "courage", "tool"),
    (0, "lock r1"), (0, "lock w1"), (0, "stop"),
    (0, "stay"),
]

# it FAQ: "l'effetto del teschio annullerà anche il potenziale bonus RWB": three 2-soldier faces
# in three colours and a skull that cancels the blue one.
SKULL_RWB_EXAMPLE = [
    *faces("soldiers", "skull", "soldiers", "courage", "soldiers", "tool"),
    (0, "lock r1"), (0, "lock w1"), (0, "stop"),
    (0, "cancel b1"),
]

# it FAQ "Non ho capito come funziona il Conteggio Finale": lock 2, reroll the 4 unlocked dice,
# keep 2 of them, reroll the other 2 a third time.
THREE_ROLLS_EXAMPLE = [
    *faces("soldiers", "skull", "soldiers", "courage", "star", "tool"),
    (0, "lock r1"), (0, "lock w1"),
    (0, "reroll r2,w2,b1,b2"),
    *faces("soldier", "skull", "soldiers", "courage"),
    (0, "reroll w2,b2"),
    *faces("soldiers", "tool"),
]

# it/es/fr table "1x = 1 Punto Oggetto, 2x = 3, 3x = 6, 4x = 12 ...": three turns in Omaha's
# sector 1 with 4, 2 and 3 tools (never a blue one: no Special Find), no item found.
TOOLS_EXAMPLE = [
    *faces("tool", "tool", "tool", "tool", "soldiers", "soldiers"),
    (0, "lock r1"), (0, "lock w1"), (0, "stop"), (0, "done"), (0, "stay"),
    *faces("tool", "soldiers", "tool", "soldiers", "courage", "courage"),
    (0, "lock r1"), (0, "lock w1"), (0, "stop"), (0, "done"), (0, "stay"),
    *faces("tool", "tool", "tool", "soldiers", "courage", "courage"),
    (0, "lock r1"), (0, "lock w1"), (0, "stop"),
]

# it "Inizio alla cieca": 1 soldier, then the four unit-marker dice: "1,2 o 3 gradi = 1,2 o 3
# soldati / 1 o 2 frecce = 1 o 2 stelle / Scudo = Niente".
BLIND_START_EXAMPLE = [
    ("chance", "marker chevron"), ("chance", "marker 3-chevrons"),
    ("chance", "marker 2-arrows"), ("chance", "marker shield"),
]

# it FAQ "Lieutenant: Lo scambio dei dadi avviene prima o dopo l'assegnazione di eventuali
# teschi? Prima.": two units on Exercise Tiger (Basic Training lists the Lieutenant). Turn 1
# unit 0 recruits the Lieutenant with 4 stars (no blue star: no RWB); turn 2 it swaps its red
# skull for unit 1's red star, and the skull then cancels one of unit 1's dice.
TIGER_BASIC = {"map": "exercise-tiger-basic"}
LIEUTENANT_EXAMPLE = [
    *faces("star", "star", "star", "star", "soldiers", "soldiers"),
    *faces("soldiers", "courage", "soldiers", "courage", "soldier", "tool"),
    (0, "lock r1"), (0, "lock w1"), (0, "stop"), (1, "lock r1"), (1, "lock w1"), (1, "stop"),
    (0, "recruit lieutenant"), (0, "done"), (1, "done"),
    (0, "stay"), (1, "stay"), (0, "done"), (1, "done"), (0, "lose soldiers"),
    *faces("soldiers", "skull", "soldiers", "courage", "soldier", "courage"),
    *faces("soldiers", "star", "soldiers", "courage", "soldier", "courage"),
    (0, "lock r1"), (0, "lock w1"), (0, "stop"), (1, "lock r1"), (1, "lock w1"), (1, "stop"),
    (0, "swap r2 1 r2"),
    (1, "cancel b1"),
]
#: The moves before the turn-2 swap: both Final Counts are set.
BEFORE_SWAP = len(LIEUTENANT_EXAMPLE) - 2


def engineer_example() -> list[Move]:
    """it FAQ "Engineer": two units on Exercise Tiger's Basic Training (the Engineer is listed).
    Each turn every unit rolls 2-soldier faces on r1 w1 b1 (Fresh Troops), courage on r2 w2 and a
    star on b2, and keeps its first roll; every plain die (minefield, MGF) shows 1. Unit 0 goes
    1-2-5-8-10 and enters the bunker (11) on turn 5, having recruited the Engineer on turn 4;
    unit 1 stays a turn in sector 1, follows the same way and enters the bunker on turn 6. The
    moves are made by this script and saved; the saved file is the example."""
    from meeple.engine.core import CHANCE
    from meeple.engine.registry import get_game

    state = cast(DdState, get_game("dday-dice").new_game(2, TIGER_BASIC))
    paths = {0: {1: "move 2", 2: "move 5", 3: "move 8", 4: "move 10", 5: "move 11"},
             1: {1: "stay", 2: "move 2", 3: "move 5", 4: "move 8", 5: "move 10", 6: "move 11"}}
    die_faces = ("soldiers", "courage", "soldiers", "courage", "soldiers", "star")
    moves: list[Move] = []
    rolled = 0
    while not state.is_over():
        if state.is_chance():
            outcomes = {a.text: a for a, _p in state.chance_outcomes()}
            pick = f"face {die_faces[rolled % 6]}" if "face star" in outcomes else "d6 1"
            rolled += pick.startswith("face")
            moves.append(("chance", pick))
            state.apply(CHANCE, outcomes[pick])
            continue
        seat = state.current_players()[0]
        legal = {a.text: a for a in state.legal_actions(seat)}
        wanted = ["lock r1", "lock w1", "stop", "lose soldiers"] + (["recruit engineer"] if seat == 0 else [])
        pick = next((w for w in wanted if w in legal), "")
        if not pick:
            pick = paths[seat].get(state.turn, "stay") if "stay" in legal or any(t.startswith("move") for t in legal) else "done"
        assert pick in legal, (state.turn, seat, pick, sorted(legal))
        moves.append((seat, pick))
        state.apply(seat, legal[pick])
    return moves


EXAMPLES: dict[str, Example] = {
    "fr-roll-example": Example(OMAHA_2, ROLL_EXAMPLE),
    "fr-rally-example-veteran": Example(OMAHA_2, RALLY_EXAMPLE),
    "fr-aptitude-example-sharpshooter": Example(OMAHA_2, APTITUDE_EXAMPLE),
    "fr-aptitude-example-declined": Example(OMAHA_2, APTITUDE_DECLINED),
    "medic-costs-4-stars": Example(OMAHA_1, MEDIC_EXAMPLE),
    "veteran-and-chaplain-per-rwb": Example(SWORD_1, VETERAN_CHAPLAIN_EXAMPLE),
    "fr-veteran-and-chaplain-per-rwb": Example(SWORD_2, VETERAN_CHAPLAIN_EXAMPLE),
    "solo-reinforcements-4-plus-4": Example(OMAHA_1, REINFORCEMENTS_EXAMPLE),
    "fr-handful-of-warriors-7-soldiers": Example({**OMAHA_2, "handful_of_warriors": True}, HANDFUL_EXAMPLE),
    "fr-24-soldiers-and-1-specialist": Example(OMAHA_2, TWENTY_FIVE_EXAMPLE),
    "faq-skull-cancels-the-rwb": Example(OMAHA_1, SKULL_RWB_EXAMPLE),
    "faq-final-count-three-rolls": Example(OMAHA_1, THREE_ROLLS_EXAMPLE),
    "tools-item-points-table": Example(OMAHA_1, TOOLS_EXAMPLE),
    "blind-start-marker-dice": Example({**OMAHA_1, "blind_start": True}, BLIND_START_EXAMPLE),
    "faq-lieutenant-swaps-before-skulls": Example(TIGER_BASIC, LIEUTENANT_EXAMPLE, players=2),
    "faq-engineer-after-the-bunker": Example(TIGER_BASIC, engineer_example(), players=2),
}


# ------------------------------------------------------------------------------ helpers
@dataclass
class Played:
    """A saved example replayed: the final state and every event."""

    state: DdState
    events: list[Event]

    def of_type(self, kind: str) -> list[Event]:
        return [e for e in self.events if e.get("type") == kind]


def saved(name: str) -> GameRecord:
    path = EXAMPLES_DIR / f"{name}.json"
    return parse_record(path.read_text(), str(path))


def play(name: str, moves: int | None = None, record: GameRecord | None = None) -> Played:
    """Replay the saved example ``name`` (its first ``moves`` moves only, if given): without a
    seed the replay stops where the next die is due, or where a unit must act."""
    rec = record or saved(name)
    if moves is not None:
        rec = rec.model_copy(update={"moves": rec.moves[:moves]})
    replay = replay_record(rec)
    return Played(cast(DdState, replay.state), replay.events)


def legal(state: DdState, seat: int = 0) -> set[str]:
    return {a.text for a in state.legal_actions(seat)}


def shown(state: DdState, seat: int = 0) -> dict[str, str]:
    return {DIE_NAMES[d]: FACES[face] for d, face in enumerate(state.units[seat].dice)}


def dice_soldiers(state: DdState, seat: int = 0) -> int:
    unit = state.units[seat]
    return sum({SOLDIER: 1, SOLDIERS: 2}.get(face, 0) for face in unit.dice)


# ------------------------------------------------------------------------------ the files
@pytest.mark.parametrize("name", sorted(EXAMPLES))
def test_every_example_file_is_its_declared_game_with_every_die_pinned(name: str) -> None:
    """The saved record is the declared one (run this module as a script to rewrite it), it
    pins every die (no seed), and it replays."""
    record = saved(name)
    assert record.model_dump() == EXAMPLES[name].record().model_dump()
    assert record.seed is None
    assert play(name).state.turn >= 1


# ------------------------------------------------------------------------------ fr EXEMPLE DE JET
def test_fr_roll_example_first_roll_two_single_soldiers_are_locked() -> None:
    """fr "EXEMPLE DE JET" (DDW-1): "Le premier jet donne 2 Soldats, 1 Outil, 1 Crâne, 1 Courage,
    1 Étoile. Il faut bloquer 2 dés. Prenons les deux Soldats individuels (halo rouge) et
    mettons-les de côté." The transcript lost the colours: the two single Soldiers are read as a
    red and a white die (the third roll needs a blue one for the RWB)."""
    first = play("fr-roll-example", FIRST_ROLL).state
    assert sorted(shown(first).values()) == sorted(["soldier", "soldier", "tool", "skull", "courage", "star"])
    assert {"lock r1", "lock w1"} <= legal(first)
    locked = play("fr-roll-example", FIRST_ROLL + 2).state
    assert locked.units[0].locked == [True, False, True, False, False, False]
    assert (shown(locked)["r1"], shown(locked)["w1"]) == ("soldier", "soldier")


def test_fr_roll_example_second_roll_rerolls_three_dice_and_shows_a_blue_skull() -> None:
    """fr: "Nous pouvons choisir de relancer 0 à 4 dés. Prenons-en 3 (halo vert). Globalement, ce
    deuxième jet n'est pas ce que nous espérions. Nous avons un Crâne bleu !" (DDW-1: the three
    dice are the Skull, the Courage and the Star; the Tool is kept.)"""
    after_lock = play("fr-roll-example", FIRST_ROLL + 2).state
    assert "reroll r2,w2,b1,b2" in legal(after_lock) and "stop" in legal(after_lock), "0 à 4 dés"
    second = play("fr-roll-example", SECOND_ROLL)
    assert second.of_type("reroll")[0]["dice"] == ["w2", "b1", "b2"]
    assert shown(second.state)["b1"] == "skull" and second.state.units[0].colours[4] == BLUE
    assert shown(second.state)["r2"] == "tool", "the Tool was kept"


def test_fr_roll_example_third_roll_rerolls_the_two_blue_dice() -> None:
    """fr: "Nous pouvons choisir de relancer 0 à 4 dés. Prenons 2 dés bleus (halo vert) pour
    maximiser nos chances d'obtenir un BBR." "0 à 4 dés": in the second edition only the two
    dice locked after the first roll stay locked, so the Tool kept at the second roll could be
    rolled again too ("sauf ceux déjà bloqués", DDE-30); the example rerolls the blue dice."""
    second = play("fr-roll-example", SECOND_ROLL).state
    assert "reroll b1,b2" in legal(second)
    assert "reroll r2,w2,b1,b2" in legal(second), "0 à 4 dés: the Tool kept at the second roll is free"
    assert not any(d in ("r1", "w1") for a in legal(second) if a.startswith("reroll ")
                   for d in a.split()[1].split(",")), "the two dice locked after the first roll stay"
    played = play("fr-roll-example")
    assert played.of_type("reroll")[1]["dice"] == ["b1", "b2"]


def test_fr_roll_example_final_count_is_7_soldiers_1_tool_and_the_rwb_of_the_single_soldiers() -> None:
    """fr: "Troisième et dernier jet. Pour notre Compte Final, nous avons eu de la chance : 7
    Soldats, 1 Outil, et un bonus BBR pour les Soldats individuels (halo jaune) !" (DDW-1). The
    example names no player count: it is played solo, where the single Soldiers' RWB (first
    edition Reinforcements, DDE-1) gives 4 + 4 soldiers (DDW-2). After the third roll the Final
    Count is set: nothing more is rolled."""
    played = play("fr-roll-example")
    state, unit = played.state, played.state.units[0]
    assert played.of_type("final-count")[0]["dice"] == {
        "r1": "soldier", "r2": "tool", "w1": "soldier", "w2": "soldiers", "b1": "soldier", "b2": "soldiers",
    }
    assert dice_soldiers(state) == 7 and list(unit.dice).count(TOOL) == 1 and SKULL not in unit.dice
    (rwb,) = played.of_type("rwb")
    assert rwb["bonus"] == "reinforcements", "le BBR des Soldats individuels"
    (gained,) = played.of_type("resources")
    assert (gained["soldiers"], gained["item_points"], gained["courage"], gained["stars"]) == (7, 1, 0, 0)
    assert unit.soldiers == 5 + 7 + 4 + 4 and unit.item_points == 1
    assert not any(e["type"] in ("reroll", "die") for e in played.events[played.events.index(played.of_type("final-count")[0]):])


# ------------------------------------------------------------------------------ fr Ralliement, aptitude
def test_fr_rally_example_3_stars_recruit_a_veteran_in_phase_4() -> None:
    """fr "Exemple de Ralliement : Le coût d'un Vétéran est 3 , donc lorsque vous avez 3 Étoiles
    sur votre Fiche de Ressources, vous pouvez les dépenser pour rallier un Vétéran pendant la
    PHASE 4." Omaha's start sector gives 2 stars, the Final Count 1 more."""
    before = play("fr-rally-example-veteran", 9).state
    assert before.units[0].stars == 3 and "recruit veteran" in legal(before)
    played = play("fr-rally-example-veteran")
    (recruit,) = played.of_type("recruit")
    assert (recruit["specialist"], recruit["stars"]) == ("veteran", 3)
    assert played.state.units[0].stars == 0 and played.state.units[0].specialists == ["veteran"]
    # with 2 stars (the roll example's sheet) the Veteran is not offered
    two_stars = play("fr-roll-example").state
    assert two_stars.units[0].stars == 2 and "recruit veteran" not in legal(two_stars)


def test_fr_aptitude_example_the_sharpshooter_ignores_the_negative_effect_of_a_skull() -> None:
    """fr "Exemple d'aptitude : Le Tireur d'Élite vous permet d'ignorer l'effet négatif d'un Crâne
    dans le Compte Final, mais il peut survenir une situation où vous préférerez jouer l'effet
    négatif." Turn 1, without the Sharpshooter, the skull cancels the single Soldier; turn 2,
    the same Final Count with the Sharpshooter: the player may ignore the skull or let it cancel
    a die ("L'utilisation de cette aptitude est optionnelle", DDE-31); ignored, every die counts."""
    turn1 = play("fr-aptitude-example-sharpshooter", 9).state
    assert turn1.units[0].choices == ["skull"] and "cancel b1" in legal(turn1)
    assert "ignore skull" not in legal(turn1), "no Sharpshooter yet"
    played = play("fr-aptitude-example-sharpshooter")
    turn2 = play("fr-aptitude-example-sharpshooter", len(APTITUDE_EXAMPLE) - 1).state
    assert turn2.units[0].choices == ["sharpshooter-skull"]
    assert {"ignore skull", "cancel b1"} <= legal(turn2), "the aptitude is a choice"
    first, second = played.of_type("resources")
    assert played.of_type("skull") == [{"type": "skull", "seat": 0, "cancels": "b1", "face": "soldier"}]
    assert played.of_type("skull-ignored") == [{"type": "skull-ignored", "seat": 0, "by": "sharpshooter"}]
    assert first["soldiers"] == 4, "turn 1: 2 + 2, the single Soldier cancelled"
    assert second["soldiers"] == 5, "turn 2: 2 + 2 + 1, the skull ignored"
    assert (second["courage"], second["item_points"]) == (1, 1)
    unit = played.state.units[0]
    assert unit.specialists == ["sharpshooter"] and not any(unit.cancelled) and unit.choices == []


def test_fr_aptitude_example_the_player_may_prefer_the_skulls_negative_effect() -> None:
    """fr "... mais il peut survenir une situation où vous préférerez jouer l'effet négatif. Avoir
    des Spécialistes vous permet de choisir la meilleure option." The same turn 2, the skull let
    cancel the single Soldier despite the Sharpshooter (DDE-31)."""
    played = play("fr-aptitude-example-declined")
    first, second = played.of_type("resources")
    assert [e["cancels"] for e in played.of_type("skull")] == ["b1", "b1"]
    assert not played.of_type("skull-ignored")
    assert first["soldiers"] == second["soldiers"] == 4
    assert played.state.units[0].cancelled[4], "b1 cancelled on turn 2 as well"


# ------------------------------------------------------------------------------ specialists
def test_the_medic_costs_4_stars() -> None:
    """it "il Medico costa 4 stelle, per esempio" / es "el Médico -Medic- cuesta 4 Estrellas, por
    ejemplo": Omaha's 2 start stars and 2 rolled stars recruit the Medic, leaving none."""
    before = play("medic-costs-4-stars", 9).state
    assert before.units[0].stars == 4 and "recruit medic" in legal(before)
    played = play("medic-costs-4-stars")
    assert played.of_type("recruit")[0]["stars"] == 4
    assert played.state.units[0].stars == 0 and played.state.units[0].specialists == ["medic"]
    # 3 stars do not recruit it (the rally example's sheet)
    three = play("fr-rally-example-veteran", 9).state
    assert three.units[0].stars == 3 and "recruit medic" not in legal(three)


@pytest.mark.parametrize("name", ["veteran-and-chaplain-per-rwb", "fr-veteran-and-chaplain-per-rwb"])
def test_a_veteran_and_a_chaplain_give_1_soldier_and_1_courage_more_for_each_rwb(name: str) -> None:
    """it "se tu hai un Veterano e un Cappellano, per esempio, avrai +1 soldato e +1 coraggio per
    ogni RWB che otterrai!" / es "si tienes un Veterano -Veteran- y un Capellán -Chaplain-, por
    ejemplo, ¡ganas +1 Soldado y +1 Coraje por cada RBA que obtengas!" / fr "Si vous avez un Vétéran
    et un Aumônier, vous obtenez à la fois +1 Soldat et +1 Courage pour chaque BBR obtenu". On
    Sword Beach (both are listed): Veteran on turn 1, Chaplain on turn 2, Fresh Troops on turn 3."""
    before = play(name, BEFORE_THIRD_TURN).state.units[0]
    assert before.specialists == ["veteran", "chaplain"]
    played = play(name)
    after = played.state.units[0]
    assert [e["bonus"] for e in played.of_type("rwb")] == ["fresh-troops"]
    dice = played.of_type("resources")[-1]
    assert (dice["soldiers"], dice["courage"]) == (6, 1)
    assert after.soldiers - before.soldiers == 6 + 6 + 1, "the dice, Fresh Troops, the Veteran"
    assert after.courage - before.courage == 1 + 1, "the die, the Chaplain"


def test_24_soldiers_on_the_sheet_and_1_specialist_make_a_unit_of_25() -> None:
    """fr "Une Unité est composée du nombre de Soldats dont vous gardez le compte sur votre Fiche
    de Ressources, plus le nombre de cartes de Spécialistes que vous avez en jeu. Si vous avez 24
    Soldats sur votre Fiche de Ressources et 1 Spécialiste en jeu, alors votre Unité a un total de
    25 Soldats." At the second combat the unit has 24 soldiers and a Sharpshooter, and a casualty
    may fall on either ("vous pouvez donc choisir de les perdre pendant un combat")."""
    state = play("fr-24-soldiers-and-1-specialist").state
    unit = state.units[0]
    assert (unit.soldiers, unit.specialists) == (24, ["sharpshooter"])
    assert unit.soldiers + len(unit.specialists) == 25
    assert {"lose soldiers", "lose sharpshooter"} <= legal(state)


# ------------------------------------------------------------------------------ RWB and rules
def test_solo_the_reinforcements_rwb_gives_4_plus_4_soldiers() -> None:
    """it "Oggetti, onorificenze e RWB che menzionano 'un'altra unità' ora riguardano il giocatore
    (per esempio, il RWB 'Reinforcement' ora fornirà al giocatore in solitaria 4+4 soldati)" / es
    "el 'Refuerzo' RBA ahora da al jugador en solitario 4 + 4 Soldados" (fr: "le BBR Renforts vous
    donne maintenant 4 + 4 Soldats", played in the fr roll example). No other unit is asked for."""
    played = play("solo-reinforcements-4-plus-4")
    assert [e["bonus"] for e in played.of_type("rwb")] == ["reinforcements"]
    assert played.of_type("resources")[0]["soldiers"] == 3
    assert played.state.units[0].soldiers == 5 + 3 + 4 + 4
    assert not any(a.startswith("reinforce") for a in legal(played.state))


def test_fr_handful_of_warriors_7_soldiers_in_the_final_count_add_3() -> None:
    """fr "UNE POIGNÉE DE GUERRIERS": "1 seul Soldat est récupéré par groupe de 2 obtenus (ignorez
    le reliquat). ... Par exemple, si vous obtenez 7 Soldats dans votre Compte Final, vous n'en
    ajoutez que 3 à votre Unité durant la PHASE 2." (option handful_of_warriors, DDE-19)"""
    played = play("fr-handful-of-warriors-7-soldiers")
    assert dice_soldiers(played.state) == 7 and not played.of_type("rwb")
    (handful,) = played.of_type("handful-of-warriors")
    assert (handful["gained"], handful["kept"]) == (7, 3)
    assert played.state.units[0].soldiers == 5 + 3


def test_faq_a_skull_that_cancels_a_die_of_a_triple_cancels_its_rwb() -> None:
    """it FAQ: "Può un teschio annullare un dado prima che venga usato per un bonus RWB ...? Nel
    momento in cui il Conteggio Finale è determinato, prima di determinare se hai qualche bonus
    RWB, l'effetto del teschio annullerà anche il potenziale bonus RWB." Three 2-soldier faces in
    three colours and a skull: cancelling the blue one leaves no Fresh Troops; cancelling the tool
    instead keeps it."""
    played = play("faq-skull-cancels-the-rwb")
    assert played.of_type("skull")[0]["cancels"] == "b1"
    assert not played.of_type("rwb")
    assert played.of_type("resources")[0]["soldiers"] == 4
    assert played.state.units[0].soldiers == 5 + 4
    other = EXAMPLES["faq-skull-cancels-the-rwb"].record()
    other.moves[-1] = MoveRecord(by=0, action="cancel b2")
    kept = play("", record=other)
    assert [e["bonus"] for e in kept.of_type("rwb")] == ["fresh-troops"]
    assert kept.state.units[0].soldiers == 5 + 6 + 6


def test_faq_final_count_lock_2_reroll_the_4_then_reroll_the_rest_a_third_time() -> None:
    """it FAQ: "tira la prima volta tutti i dadi, ne devi bloccare 2, che non ritirerai, dopodichè
    puoi ritirare i 4 dadi sbloccati, bloccarne quanti ne vuoi (e metterli con i primi 2 bloccati)
    e infine se vuoi, puoi ritirare i rimanenti un'altra volta (la terza). Dopo il terzo tiro, non
    potrai più ritirare nulla, il risultato dei tuoi 6 dadi è il Conteggio Finale." (DDD-1)"""
    locked = play("faq-final-count-three-rolls", 8).state
    assert "reroll r1" not in " ".join(legal(locked)) and "reroll r2,w2,b1,b2" in legal(locked)
    second = play("faq-final-count-three-rolls", 13).state
    assert "reroll w2,b2" in legal(second)
    played = play("faq-final-count-three-rolls")
    assert [e["dice"] for e in played.of_type("reroll")] == [["r2", "w2", "b1", "b2"], ["w2", "b2"]]
    assert played.of_type("final-count")[0]["dice"] == {
        "r1": "soldiers", "r2": "soldier", "w1": "soldiers", "w2": "soldiers", "b1": "soldiers", "b2": "tool",
    }
    assert not any(a.startswith("reroll") for a in legal(played.state)), "non potrai più ritirare nulla"


def test_4_tools_make_12_item_points_2_tools_3_and_3_tools_6() -> None:
    """it "Il numero di attrezzi in un Conteggio Finale ... determinerà quanti punti Oggetto sono
    stati guadagnati: 1x = 1 ... 2x = 3 ... 3x = 6 ... 4x = 12 Punti Oggetto" (es, fr: the same
    table; 1x = 1 is the fr roll example's). Three Final Counts on Omaha, no item found."""
    played = play("tools-item-points-table")
    gained = [e["item_points"] for e in played.of_type("resources")]
    assert gained == [12, 3, 6]
    assert played.state.units[0].item_points == 12 + 3 + 6
    assert not played.of_type("rwb")


def test_blind_start_one_soldier_plus_the_four_unit_marker_dice() -> None:
    """it "Inizio alla cieca": "i giocatori ignorano le risorse iniziali stampate sulla mappa e
    aggiungono solo 1 soldato ... 1,2 o 3 gradi = 1,2 o 3 soldati / 1 o 2 frecce = 1 o 2 stelle /
    Scudo = Niente" (fr "DÉPART EN AVEUGLE", its table lost). Omaha's printed start (5 soldiers,
    1 courage, 2 stars) is ignored: 1 chevron, 3 chevrons, 2 arrows and a shield make 1 + 1 + 3
    soldiers and 2 stars."""
    played = play("blind-start-marker-dice")
    assert [(e["face"], e["soldiers"], e["stars"]) for e in played.of_type("marker-die")] == [
        ("chevron", 1, 0), ("3-chevrons", 3, 0), ("2-arrows", 0, 2), ("shield", 0, 0),
    ]
    unit = played.state.units[0]
    assert (unit.soldiers, unit.stars, unit.courage, unit.item_points) == (1 + 1 + 3, 2, 0, 0)


# ------------------------------------------------------------------------------ FAQ, two units
def test_faq_the_lieutenants_swap_comes_before_the_skulls() -> None:
    """it FAQ: "Lieutenant: Lo scambio dei dadi avviene prima o dopo l'assegnazione di eventuali
    teschi? Prima. Dopo che tutti i dadi sono stati scambiati, si passa al conteggio di eventuali
    teschi." Unit 0's red skull goes to unit 1 for its red star: unit 0 has no skull to apply and
    counts the star; unit 1 applies the skull it received (first edition: a skull may be swapped;
    the second edition forbids it, DDE-15)."""
    before = play("faq-lieutenant-swaps-before-skulls", BEFORE_SWAP).state
    assert (shown(before, 0)["r2"], shown(before, 1)["r2"]) == ("skull", "star")
    assert before.units[0].specialists == ["lieutenant"] and before.units[0].choices == []
    played = play("faq-lieutenant-swaps-before-skulls")
    assert (shown(played.state, 0)["r2"], shown(played.state, 1)["r2"]) == ("star", "skull")
    assert played.of_type("skull") == [{"type": "skull", "seat": 1, "cancels": "b1", "face": "soldier"}]
    mine, theirs = played.of_type("resources")[-2:]
    assert (mine["seat"], mine["soldiers"], mine["stars"]) == (0, 2 + 2 + 1, 1), "no die of unit 0 cancelled"
    assert (theirs["seat"], theirs["soldiers"], theirs["stars"]) == (1, 2 + 2, 0), "the skull cancelled b1"


def test_faq_a_conquering_engineers_minus_5_ends_and_it_counts_minus_1_like_any_survivor() -> None:
    """it FAQ: "Engineer: Se ho in gioco un Engineer che toglie -5 al bunker in modo costante e
    conquisto il bunker, dopo gli altri giocatori beneficeranno di questo specialista anche se ho
    finito il gioco? No, una volta che hai completato la tua missione (conquista del bunker) il -5
    non sarà più attivo, ma se l'engineer è sopravvissuto conterà come -1 come tutti gli altri tuoi
    specialisti sopravvissuti (vedi Vittoria)." Exercise Tiger's bunker is DEF 8 with one MGF die
    (a 1 here): unit 0, with the Engineer, loses 8 - 5 + 1; unit 1, a turn later, loses 8 - 1 + 1."""
    played = play("faq-engineer-after-the-bunker")
    state = played.state
    bunker_def = state.board.def_for(11, 1)
    assert bunker_def == 8
    in_bunker = [e for e in played.of_type("casualties") if e["sector"] == 11]
    assert [(e["seat"], e["count"]) for e in in_bunker] == [(0, 8 - 5 + 1), (1, 8 - 1 + 1)]
    assert [e["die"] for e in played.of_type("mgf") if e["sector"] == 11] == [1, 1]
    assert [(e["seat"], e["turn"]) for e in played.of_type("safe")] == [(0, 5), (1, 6)]
    assert state.units[0].specialists == ["engineer"] and state.units[1].specialists == []
    assert state.result == "victory"


def write_examples() -> None:
    """Write every example's record file from :data:`EXAMPLES`."""
    for name, example in sorted(EXAMPLES.items()):
        path = save_record(example.record(), EXAMPLES_DIR / f"{name}.json")
        moves = len(json.loads(path.read_text())["moves"])
        print(f"{path.relative_to(Path.cwd()) if path.is_relative_to(Path.cwd()) else path}: {moves} moves")


if __name__ == "__main__":
    write_examples()
