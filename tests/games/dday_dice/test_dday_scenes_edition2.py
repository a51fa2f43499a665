"""The second edition's rules (game option ``edition=2``) in real games: heuristic-bot games from
the set-up, kept as records with every die pinned (record_scenes.py), replayed to the move where
the rule acts.

fr 004_badc40968546fed3.txt (second edition); docs/rulings.md DDE-4 .. DDE-20. Where a rule
differs from the first edition, the same moment is also played under the first edition's rules
(the state cloned with ``edition`` 1) to show what the second edition changes. The hand-placed
tests of each rule are in test_dday_edition2.py.
"""

from __future__ import annotations

from typing import Callable, Iterator

from record_scenes import Policy, Scene, SceneSpec, keep_tools, load_scene

from meeple.engine.core import CHANCE, Event
from meeple.engine.record import MoveRecord
from meeple.engine.registry import get_game
from meeple.games.dday_dice import actions as A
from meeple.games.dday_dice import items
from meeple.games.dday_dice.dice import DIE_NAMES, SKULL, TOOL
from meeple.games.dday_dice.edition import FIRST, SECOND, Edition
from meeple.games.dday_dice.final_count import DISCARDED
from meeple.games.dday_dice.ignored_skulls import straight
from meeple.games.dday_dice.medal_timing import LAST_WINDOW
from meeple.games.dday_dice.phases import COMBAT, FINAL_COUNT, MOVE, ROLL, SUPPLY, UPKEEP
from meeple.games.dday_dice.scoring import victory_points
from meeple.games.dday_dice.specialist_limits import AUXILIARY, UNIQUE
from meeple.games.dday_dice.state import DdState

OMAHA = {"map": "omaha-beach", "edition": 2}
JUNO = {"map": "juno-beach", "edition": 2}
UTAH = {"map": "utah-beach", "edition": 2}
HANDFUL = {"map": "omaha-beach", "edition": 2, "handful_of_warriors": True}


# ------------------------------------------------------------------------------ helpers
def _seat(move: MoveRecord) -> int:
    return CHANCE if move.by == "chance" else int(move.by)


def _kinds(events: list[Event]) -> list[str]:
    """The move's events in order, a phase named by its phase."""
    return [str(e["phase"]) if e["type"] == "phase" else str(e["type"]) for e in events]


def _under(state: DdState, edition: Edition) -> DdState:
    """The same moment played under another rule set."""
    other = state.clone()
    other.edition = edition
    other._who = None  # who decides is read afresh under the other rules
    return other


def _options(state: DdState, seat: int, edition: Edition | None = None) -> set[str]:
    """The actions open to ``seat`` (under ``edition`` if given)."""
    s = state if edition is None else _under(state, edition)
    return {a.text for a in s._actions(seat)}


def _replayed_move(state: DdState, move: MoveRecord, edition: Edition) -> tuple[DdState, list[Event]]:
    """``move`` taken from ``state`` under ``edition``."""
    other = _under(state, edition)
    events = other.apply(_seat(move), A.parse_action(move.action))
    return other, events


def _first_legal(legal: list[A.DdAction], test: Callable[[A.DdAction], bool]) -> A.DdAction | None:
    return next((a for a in legal if test(a)), None)


# ------------------------------------------------------------------------------ predicates
def _third_chevron_turns_to_arrow(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
    kinds = _kinds(events)
    if "markers" not in kinds or "must-move" not in kinds:
        return False
    unit = before.units[0]
    sector = before.board.sectors[unit.sector]
    return (kinds.index("markers") < kinds.index("must-move") and unit.marker == 3
            and not sector.black and not sector.one_unit)


def _straight_with_skull_counted(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
    unit = after.units[0]
    return "markers" in _kinds(events) and straight(after, unit) and SKULL in unit.dice


def _sharpshooter_ignores_a_skull(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
    unit = after.units[0]
    return ("markers" in _kinds(events) and "sharpshooter" in unit.specialists
            and unit.dice.count(SKULL) == 2 and not straight(after, unit))


def _medal_played_in_phase_5(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
    return before.phase == MOVE and any(e["type"] == "play" and e["medal"] == "distinguished-service-order"
                                        for e in events)


def _medal_held_in_combat(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
    if before.phase != COMBAT or move.by == "chance":
        return False
    unit = before.units[_seat(move)]
    return any(LAST_WINDOW.get(m) == "move" for m in unit.medals)


def _medal_drawn_after_one_chosen(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
    return (move.by == "chance" and move.action.startswith("draw ") and bool(before.card_queue)
            and before.card_queue[0][0] == "medal" and any(u.medals_won for u in before.units))


def _auxiliary_refused(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
    if before.phase != SUPPLY or move.by == "chance":
        return False
    seat = _seat(move)
    refused = _options(before, seat, FIRST) - _options(before, seat)
    return bool(refused) and all(t.startswith("recruit ") and t.split()[1] in AUXILIARY for t in refused)


def _unique_refused(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
    if before.phase != SUPPLY or move.by == "chance":
        return False
    seat = _seat(move)
    if any(sp in UNIQUE for sp in before.units[seat].specialists):
        return False  # another unit's Unique blocks this one
    refused = _options(before, seat, FIRST) - _options(before, seat)
    return bool(refused) and all(t.startswith("recruit ") and t.split()[1] in UNIQUE for t in refused)


def _affordable(state: DdState, seat: int) -> list[str]:
    """The items of the reserve the unit has the Item Points for."""
    unit = state.units[seat]
    return [i for i in state.reserve if items.cost(state, unit, i) <= unit.item_points]


def _auxiliary_replaced(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
    """An Auxiliary rallied by a unit whose Auxiliary was killed."""
    return any(e["type"] == "recruit" and e["specialist"] in AUXILIARY
               and any(sp in AUXILIARY for sp in before.units[int(e["seat"])].killed) for e in events)


def _unique_after_one_killed(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
    """A Unique rallied after another Unique was killed."""
    return any(e["type"] == "recruit" and e["specialist"] in UNIQUE for e in events) and any(
        sp in UNIQUE for u in before.units for sp in u.killed)


def _vehicle_found(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
    """The Tank found, Item Points enough left for an item."""
    return any(e["type"] == "find" and e.get("vehicle") for e in events) and bool(_affordable(after, _seat(move)))


def _gift_at_the_end_of_phase_1(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
    return before.phase == FINAL_COUNT and any(e["type"] == "give" for e in events)


def _gift_in_phase_5(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
    return before.phase == MOVE and any(e["type"] == "give" for e in events)


def _no_gift_in_combat(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
    if before.phase != COMBAT or move.by == "chance":
        return False
    seat = _seat(move)
    first = {t for t in _options(before, seat, FIRST) if t.startswith("give ")}
    return bool(first)


def _lieutenant_refuses_skulls(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
    if before.phase != FINAL_COUNT or move.by == "chance":
        return False
    seat = _seat(move)
    if "lieutenant" not in before.units[seat].specialists:
        return False
    swaps = {t for t in _options(before, seat) if t.startswith("swap ")}
    first = {t for t in _options(before, seat, FIRST) if t.startswith("swap ")}
    return bool(swaps) and bool(first - swaps)


def _solo_skull_swapped_away(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
    return any(e["type"] == "swap" and e["with"] == "spare"
               and before.units[0].dice[DIE_NAMES.index(str(e["die"]))] == SKULL for e in events)


def _solo_lieutenant_spent(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
    unit = before.units[0]
    return (before.phase == FINAL_COUNT and move.by != "chance" and "lieutenant" in unit.specialists
            and len(unit.spare) == 6 and unit.spare.count(DISCARDED) == 6 and not unit.swapped)


def _one_turn_in_a_one_unit_sector(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
    unit = before.units[0]
    return (any(e["type"] == "must-move" for e in events) and before.board.sectors[unit.sector].one_unit
            and unit.marker == 1)


def _handful_halves(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
    return any(e["type"] == "handful-of-warriors" and int(e["gained"]) % 2 == 1 for e in events)


def _handful_after_rwb(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
    """The halving of a Phase 2 in which an RWB bonus gave soldiers."""
    kinds = _kinds(events)
    return ("handful-of-warriors" in kinds and "rwb" in kinds
            and any(e["type"] == "rwb" and e["bonus"] in ("reinforcements", "fresh-troops") for e in events))


def _defeat_in_the_bunker(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
    """The move that ends the game in defeat with a unit fallen inside a bunker."""
    return (before.result == "" and after.result == "defeat"
            and any(u.lost and after.board.is_bunker(u.sector) for u in after.units))


def _walkie_talkie_held_in_combat(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
    """The machine-gun roll of a combat in which the unit holds the Walkie-Talkie."""
    return (before.phase == COMBAT and move.by == "chance"
            and any(e["type"] == "mgf" for e in events)
            and "walkie-talkie" in before.units[0].items)


# ------------------------------------------------------------------------------ policies
def _recruit(*wanted: str) -> Policy:
    """Recruit one of ``wanted`` whenever the unit may."""
    def policy(state: DdState, seat: int, legal: list[A.DdAction]) -> A.DdAction | None:
        return _first_legal(legal, lambda a: a.kind == "recruit" and a.name in wanted)
    return policy


def _auxiliary_lost_then_another(state: DdState, seat: int, legal: list[A.DdAction]) -> A.DdAction | None:
    """Rally an Auxiliary; let it fall first at casualties; then rally another."""
    return (_first_legal(legal, lambda a: a.kind == "lose" and a.name in AUXILIARY)
            or _first_legal(legal, lambda a: a.kind == "recruit" and a.name in AUXILIARY))


def _medals_kept_for_later(state: DdState, seat: int, legal: list[A.DdAction]) -> A.DdAction | None:
    """Buy a medal when 6 courage allow; play none at the end of Phase 1, play one in Phase 5."""
    if state.phase == FINAL_COUNT and any(a.kind == "play" for a in legal) and A.DONE in legal:
        return A.DONE
    if state.phase == MOVE:
        play = _first_legal(legal, lambda a: a.kind == "play")
        if play is not None:
            return play
    return _first_legal(legal, lambda a: a is A.BUY_MEDAL)


def _medals_kept(state: DdState, seat: int, legal: list[A.DdAction]) -> A.DdAction | None:
    """Buy a medal when 6 courage allow; never play it."""
    if state.phase == FINAL_COUNT and any(a.kind == "play" for a in legal) and A.DONE in legal:
        return A.DONE
    if any(a.kind == "play" for a in legal):
        return _first_legal(legal, lambda a: a.kind != "play")
    return _first_legal(legal, lambda a: a is A.BUY_MEDAL)


def _buy_after_a_medal_won(state: DdState, seat: int, legal: list[A.DdAction]) -> A.DdAction | None:
    """Buy a medal once a unit has won one (on Omaha a unit wins one only with a Straight)."""
    if any(u.medals_won for u in state.units):
        return _first_legal(legal, lambda a: a is A.BUY_MEDAL)
    return None


def _find_the_tank(state: DdState, seat: int, legal: list[A.DdAction]) -> A.DdAction | None:
    """Keep the Item Points for the Tank, go to Juno 5 and wait there for them."""
    unit = state.units[seat]
    tank = _first_legal(legal, lambda a: a.kind == "find" and a.name == "tank")
    if unit.vehicles:
        return None
    if tank is not None and unit.item_points >= 25:
        return tank
    if state.phase == ROLL:  # tools for Item Points
        lock = _first_legal(legal, lambda a: a.kind == "lock" and unit.dice[a.a] == TOOL)
        others = tuple(d for d in range(len(unit.dice)) if not unit.locked[d] and unit.dice[d] != TOOL)
        return lock or _first_legal(legal, lambda a: a.kind == "reroll" and a.dice == others)
    if state.phase == SUPPLY and any(a.kind == "find" for a in legal):
        return _first_legal(legal, lambda a: a.kind == "recruit") or _first_legal(legal, lambda a: a is A.DONE)
    if state.phase == MOVE:
        if unit.sector == 5 and A.STAY in legal and unit.item_points < 25:
            return A.STAY
        toward = {1: ("move 2", "move 4"), 2: ("move 5",), 4: ("move 5",)}.get(unit.sector, ())
        return _first_legal(legal, lambda a: a.text in toward)
    return None


def _give_a_soldier_in(phase: int) -> Policy:
    def policy(state: DdState, seat: int, legal: list[A.DdAction]) -> A.DdAction | None:
        if state.phase != phase or state.units[seat].soldiers < 4:
            return None
        return _first_legal(legal, lambda a: a.kind == "give" and a.text.endswith(" soldier"))
    return policy


def _solo_lieutenant(state: DdState, seat: int, legal: list[A.DdAction]) -> A.DdAction | None:
    """Recruit the Lieutenant; swap a skull away for a spare die that is not one."""
    recruit = _first_legal(legal, lambda a: a.kind == "recruit" and a.name == "lieutenant")
    if recruit is not None:
        return recruit
    unit = state.units[seat]
    swaps = [a for a in legal if a.kind == "swap" and unit.spare[a.dice[2]] != SKULL]
    return (_first_legal(swaps, lambda a: unit.dice[a.dice[0]] == SKULL)
            or _first_legal(swaps, lambda a: unit.dice[a.dice[0]] == unit.spare[a.dice[2]]))


def _straight_for_the_bunker(state: DdState, seat: int, legal: list[A.DdAction]) -> A.DdAction | None:
    """Phase 4: always the move to the highest-numbered sector open (on Omaha, the bunker as
    soon as it is next); elsewhere the bot chooses."""
    moves = [a for a in legal if a.kind == "move"]
    return max(moves, key=lambda a: int(a.text.split()[1]), default=None)


def _walkie_talkie_kept(state: DdState, seat: int, legal: list[A.DdAction]) -> A.DdAction | None:
    """Keep tools for Item Points, find the Walkie-Talkie when it is offered, never use it."""
    texts = {a.text: a for a in legal}
    unit = state.units[seat]
    if "use walkie-talkie" in texts:
        return A.DONE if A.DONE in legal else _first_legal(legal, lambda a: a.text != "use walkie-talkie")
    if "walkie-talkie" in unit.items:
        return None
    if "find walkie-talkie" in texts:
        return texts["find walkie-talkie"]
    if state.phase == SUPPLY and any(a.kind == "find" for a in legal) and A.DONE in legal:
        return A.DONE  # keep the points for the Walkie-Talkie
    return keep_tools(state, seat, legal)


SCENES = {
    "e2-phase3-arrow": SceneSpec(OMAHA, 1, _third_chevron_turns_to_arrow,
                                 "Phase 3, after upkeep: a third chevron turns to the must-move arrow"),
    "e2-straight-skull-ignored": SceneSpec(OMAHA, 1, _straight_with_skull_counted,
                                           "a Straight: its skull cancels no die"),
    "e2-sharpshooter-skull": SceneSpec(OMAHA, 1, _sharpshooter_ignores_a_skull,
                                       "two skulls, the Sharpshooter ignores one: one die cancelled",
                                       policy=_recruit("sharpshooter")),
    "e2-medal-in-phase-5": SceneSpec(OMAHA, 1, _medal_played_in_phase_5,
                                     "the Distinguished Service Order played in Phase 5",
                                     policy=_medals_kept_for_later),
    "e2-medal-not-in-combat": SceneSpec(OMAHA, 1, _medal_held_in_combat,
                                        "combat: a medal held is not offered", policy=_medals_kept),
    "e2-medal-reshuffled": SceneSpec(OMAHA, 4, _medal_drawn_after_one_chosen,
                                     "a medal drawn after one was chosen: the deck reshuffled",
                                     policy=_buy_after_a_medal_won,
                                     seeds=(23,)),  # the first game whose medal won came from a Straight
    "e2-one-auxiliary": SceneSpec(JUNO, 1, _auxiliary_refused,
                                  "Phase 4: a unit with an Auxiliary is offered no other"),
    "e2-auxiliary-replaced": SceneSpec(UTAH, 1, _auxiliary_replaced,
                                       "an Auxiliary killed, another rallied in its place",
                                       policy=_auxiliary_lost_then_another),
    "e2-unique-after-one-killed": SceneSpec(OMAHA, 4, _unique_after_one_killed,
                                            "a Unique killed, another rallied",
                                            policy=_recruit(*sorted(UNIQUE))),
    "e2-one-unique": SceneSpec(OMAHA, 4, _unique_refused,
                               "Phase 4: another unit's Unique specialist blocks every Unique"),
    "e2-vehicle-find": SceneSpec(JUNO, 1, _vehicle_found,
                                 "Juno 5: the Tank found is the find of the turn", policy=_find_the_tank),
    "e2-trade-phase-1": SceneSpec(OMAHA, 4, _gift_at_the_end_of_phase_1,
                                  "a gift at the end of Phase 1", policy=_give_a_soldier_in(FINAL_COUNT)),
    "e2-trade-phase-5": SceneSpec(OMAHA, 4, _gift_in_phase_5,
                                  "a gift in Phase 5", policy=_give_a_soldier_in(MOVE)),
    "e2-no-trade-in-combat": SceneSpec(OMAHA, 4, _no_gift_in_combat,
                                       "combat: two units in one sector, no gift offered"),
    "e2-lieutenant-no-skull": SceneSpec(OMAHA, 4, _lieutenant_refuses_skulls,
                                        "the Lieutenant's swaps leave the skulls out",
                                        policy=_recruit("lieutenant")),
    "e2-solo-lieutenant-skull": SceneSpec(OMAHA, 1, _solo_skull_swapped_away,
                                          "the solo Lieutenant swaps a skull away", policy=_solo_lieutenant),
    "e2-solo-lieutenant-spent": SceneSpec(OMAHA, 1, _solo_lieutenant_spent,
                                          "the solo Lieutenant's six spare dice are spent",
                                          policy=_solo_lieutenant),
    "e2-solo-one-unit-sector": SceneSpec(OMAHA, 1, _one_turn_in_a_one_unit_sector,
                                         "solo: Omaha 8 (1 unit max) is left after one turn"),
    "e2-handful-rwb": SceneSpec(HANDFUL, 1, _handful_after_rwb,
                                "a Handful of Warriors: the RWB soldiers are counted, then halved"),
    "e2-handful-of-warriors": SceneSpec(HANDFUL, 1, _handful_halves,
                                        "a Handful of Warriors halves the soldiers of Phase 2"),
    "e2-defeat-in-bunker": SceneSpec(OMAHA, 1, _defeat_in_the_bunker,
                                     "a unit falls inside the bunker: the game is lost",
                                     policy=_straight_for_the_bunker),
    "e2-item-held-in-combat": SceneSpec(OMAHA, 1, _walkie_talkie_held_in_combat,
                                        "combat: the Walkie-Talkie held is not offered after the fire",
                                        policy=_walkie_talkie_kept),
}


def _history(scene: Scene) -> Iterator[tuple[DdState, MoveRecord, list[Event]]]:
    """The scene's game before its move: each move with the state before it and its events."""
    game = get_game("dday-dice")
    state = game.new_game(len(scene.record.seats), scene.record.options)
    assert isinstance(state, DdState)
    for move in scene.record.moves[: scene.index]:
        before = state.clone()
        yield before, move, state.apply(_seat(move), game.parse_action(move.action))


# ------------------------------------------------------------------------------ six phases
def test_phase_3_comes_after_upkeep_and_turns_a_third_chevron_to_the_must_move_arrow() -> None:
    """fr "Un tour est composé de 6 phases ... PHASE 2 Entretien ... PHASE 3 Ajustez les Marqueurs
    d'Unité. PHASE 4 Ralliez un Spécialiste" ; "Pendant la PHASE 3, vous ajoutez 1 chevron. Si
    votre Marqueur d'Unité indique [3 chevrons] ..., vous devez le tourner sur le symbole [flèche],
    signifiant que vous devez bouger vers un nouveau Secteur lors de la PHASE 5 qui suit." (DDE-4)"""
    scene = load_scene("e2-phase3-arrow", SCENES["e2-phase3-arrow"])
    kinds = _kinds(scene.events)
    assert kinds.index("upkeep") < kinds.index("resources") < kinds.index("markers") \
        < kinds.index("must-move") < kinds.index("supply"), "Phase 2, then Phase 3, then Phase 4"
    before, after = scene.before.units[0], scene.after.units[0]
    assert before.marker == 3 and not before.must_move and after.must_move
    assert after.sector == before.sector and not scene.after.board.sectors[after.sector].black
    first, events = _replayed_move(scene.before, scene.move, FIRST)
    assert "markers" not in _kinds(events) and first.units[0].must_move, "first edition: upkeep's step e)"


# ------------------------------------------------------------------------------ skulls
def test_the_skull_of_a_straight_is_ignored_and_cancels_no_die() -> None:
    """fr "Important : Lorsqu'il est obtenu dans le cadre d'une Suite, le Crâne n'annule pas un
    autre dé (il est ignoré)." ; "n'oubliez pas de noter les ressources montrées par vos dés, en
    ignorant le Crâne." (DDE-5)"""
    scene = load_scene("e2-straight-skull-ignored", SCENES["e2-straight-skull-ignored"])
    [medal] = scene.of_type("medal")
    assert medal["how"] == "full set" and scene.before.phase == UPKEEP
    before, after = scene.before.units[0], scene.after.units[0]
    assert sorted(after.dice) == list(range(6)), "a Straight: one of each face, a skull among them"
    assert not scene.of_type("skull") and not any(after.cancelled)
    [counted] = scene.of_type("resources")
    assert (counted["soldiers"], counted["stars"], counted["item_points"]) == (3, 1, 1), "every other die counts"
    assert after.soldiers == before.soldiers + 3 and after.medals == [medal["medal"]]
    upkeep = [(state, move) for state, move, events in _history(scene) if "upkeep" in _kinds(events)]
    start, start_move = upkeep[-1]  # the move that ended this turn's Phase 1
    assert start.turn == scene.before.turn
    _, events = _replayed_move(start, start_move, SECOND)
    assert "upkeep" in _kinds(events)
    first, events = _replayed_move(start, start_move, FIRST)
    assert first.units[0].choices.count("skull") == 1, "first edition: the Straight's skull cancels a die"


def test_a_skull_the_sharpshooter_ignores_has_no_negative_effect() -> None:
    """fr "Un Crâne ne peut pas annuler un autre Crâne. Si un Crâne est neutralisé par une autre
    carte comme le Spécialiste Tireur d'Élite, alors ce Crâne est ignoré et n'a aucun effet
    négatif." -- two skulls, one die cancelled (DDE-6)."""
    scene = load_scene("e2-sharpshooter-skull", SCENES["e2-sharpshooter-skull"])
    before, after = scene.before.units[0], scene.after.units[0]
    assert "sharpshooter" in before.specialists and before.dice.count(SKULL) == 2
    assert before.choices == ["skull"], "two skulls, one choice left: the other skull was ignored"
    assert any(m.action == "ignore skull" for m in scene.record.moves[: scene.index]), "by choice (DDE-31)"
    [skull] = scene.of_type("skull")
    assert sum(after.cancelled) == 1 and after.cancelled[DIE_NAMES.index(str(skull["cancels"]))]
    assert "markers" in _kinds(scene.events), "no second skull to place: Phase 2 is over"


# ------------------------------------------------------------------------------ medals
def test_a_medal_is_played_in_phase_5() -> None:
    """fr "Les Médailles sont jouées comme des Objets Standard ... lors de n'importe quelle phase,
    sauf pendant la PHASE 6, COMBAT." -- the Distinguished Service Order (+3 stars, +3 courage)
    in Phase 5 (DDE-12); the first edition plays medals at the end of Phase 1 only."""
    scene = load_scene("e2-medal-in-phase-5", SCENES["e2-medal-in-phase-5"])
    assert scene.before.phase == MOVE
    before, after = scene.before.units[0], scene.after.units[0]
    assert (after.stars, after.courage) == (before.stars + 3, before.courage + 3)
    assert after.medals == [] and "distinguished-service-order" in scene.after.medals_out
    assert after.sector == before.sector and scene.after.phase == MOVE, "the unit still moves after it"
    assert "play distinguished-service-order" not in _options(scene.before, 0, FIRST)


def test_no_medal_is_played_in_combat() -> None:
    """fr "... lors de n'importe quelle phase, sauf pendant la PHASE 6, COMBAT." -- the medal
    offered in Phase 5 of the turn is not offered in its combat."""
    scene = load_scene("e2-medal-not-in-combat", SCENES["e2-medal-not-in-combat"])
    seat = scene.seat
    held = [m for m in scene.before.units[seat].medals if LAST_WINDOW.get(m) == "move"]
    assert held and scene.before.phase == COMBAT
    assert not any(t.startswith("play ") for t in _options(scene.before, seat))
    offered_in_phase_5 = [
        _options(state, seat) for state, move, _ in _history(scene)
        if state.turn == scene.before.turn and state.phase == MOVE and _seat(move) == seat
    ]
    assert offered_in_phase_5 and all(f"play {m}" in offered_in_phase_5[-1] for m in held)
    assert scene.after.units[seat].medals == scene.before.units[seat].medals


def test_the_medal_deck_is_reshuffled_after_a_medal_is_chosen() -> None:
    """fr "Mélangez toujours la pioche après avoir choisi votre Médaille." -- a medal chosen with a
    Straight; a later medal bought is drawn at random among every card left (DDE-13)."""
    scene = load_scene("e2-medal-reshuffled", SCENES["e2-medal-reshuffled"])
    chosen = [e["medal"] for _, _, events in _history(scene) for e in events
              if e["type"] == "medal" and e["how"] == "full set"]
    assert chosen
    outcomes = dict(scene.before.chance_outcomes())
    deck = scene.before.medal_deck
    assert {a.name for a in outcomes} == set(deck) and not set(chosen) & set(deck)
    assert all(p == 1 / len(deck) for p in outcomes.values())
    [drawn] = scene.of_type("medal")
    assert drawn["how"] == "drawn" and drawn["medal"] in scene.after.units[int(drawn["seat"])].medals


# ------------------------------------------------------------------------------ items
def test_no_item_is_used_in_combat_unless_the_card_says_so() -> None:
    """fr "Les Objets peuvent être utilisés à tout moment, excepté lors des Combats (sauf
    mention contraire)" (DDE-24) -- the machine-gun roll of a unit holding the Walkie-Talkie:
    its casualties fall at once and the card stays in hand, where the first edition stops to
    offer it; outside combat it was offered earlier in the game."""
    scene = load_scene("e2-item-held-in-combat", SCENES["e2-item-held-in-combat"])
    assert "casualties" in _kinds(scene.events), "no window: the fire's casualties fall at once"
    assert "walkie-talkie" in scene.after.units[0].items
    first, first_events = _replayed_move(scene.before, scene.move, FIRST)
    assert "casualties" not in _kinds(first_events) and first.current_players() == [0]
    assert "use walkie-talkie" in _options(first, 0), "the first edition offers it after the fire"
    offered_before = [state.phase for state, move, _ in _history(scene)
                      if _seat(move) == 0 and "use walkie-talkie" in _options(state, 0)]
    assert offered_before and COMBAT not in offered_before


# ------------------------------------------------------------------------------ victory points
def test_a_unit_fallen_in_the_bunker_counts_the_bunkers_number() -> None:
    """fr "Défaite – le numéro du dernier Secteur occupé : x 10 PV" (DDE-21) -- a unit that falls
    inside Omaha's bunker counts the bunker's number; the first edition counts "il numero
    dell'ultimo settore visitato prima del bunker"."""
    scene = load_scene("e2-defeat-in-bunker", SCENES["e2-defeat-in-bunker"])
    after = scene.after
    [unit] = after.units
    assert after.result == "defeat" and unit.lost and after.board.is_bunker(unit.sector)
    rest = unit.soldiers + 2 * unit.courage + 3 * len(unit.specialists)
    assert victory_points(after, unit) == 10 * unit.sector + rest
    before_bunker = [n for n in unit.visited if not after.board.is_bunker(n)][-1]
    assert victory_points(_under(after, FIRST), unit) == 10 * before_bunker + rest


# ------------------------------------------------------------------------------ specialists
def test_a_unit_with_an_auxiliary_specialist_may_rally_no_other() -> None:
    """fr "Une Unité ne peut avoir qu'un seul Spécialiste Auxiliaire à la fois." (DDE-9) -- the
    same moment under the first edition offers the other auxiliaries."""
    scene = load_scene("e2-one-auxiliary", SCENES["e2-one-auxiliary"])
    seat = scene.seat
    unit = scene.before.units[seat]
    [held] = [sp for sp in unit.specialists if sp in AUXILIARY]
    second, first = _options(scene.before, seat), _options(scene.before, seat, FIRST)
    refused = {t.split()[1] for t in first - second}
    assert refused and refused <= AUXILIARY - {held}
    assert not any(t.startswith("recruit ") and t.split()[1] in AUXILIARY for t in second)
    assert any(t.startswith("recruit ") for t in second), "other kinds are still offered"
    [recruit] = scene.of_type("recruit")
    assert recruit["specialist"] not in AUXILIARY and [sp for sp in scene.after.units[seat].specialists
                                                       if sp in AUXILIARY] == [held]


def test_an_auxiliary_killed_may_be_replaced_by_another() -> None:
    """fr "Si celui-ci est tué ou sacrifié, un autre peut être rallié pour le remplacer." (DDE-9)
    -- Utah: the Beachmaster fell, the Minesweeper is rallied (here with the Shoulder Patch)."""
    scene = load_scene("e2-auxiliary-replaced", SCENES["e2-auxiliary-replaced"])
    seat = scene.seat
    before, after = scene.before.units[seat], scene.after.units[seat]
    [recruit] = scene.of_type("recruit")
    fallen = [sp for sp in before.killed if sp in AUXILIARY]
    assert fallen and not any(sp in AUXILIARY for sp in before.specialists)
    assert recruit["specialist"] in AUXILIARY and recruit["specialist"] not in fallen
    assert [sp for sp in after.specialists if sp in AUXILIARY] == [recruit["specialist"]]


def test_a_unique_specialist_in_play_makes_every_other_unique_unavailable() -> None:
    """fr "Il ne peut y avoir qu'un seul Spécialiste Unique en jeu à la fois. Lorsqu'un Spécialiste
    Unique est rallié, toutes les autres cartes de Spécialiste Unique deviennent indisponibles"
    (DDE-9) -- another unit's Unique; the first edition would offer them."""
    scene = load_scene("e2-one-unique", SCENES["e2-one-unique"])
    seat = scene.seat
    in_play = [(u.seat, sp) for u in scene.before.units if not u.lost for sp in u.specialists if sp in UNIQUE]
    assert len(in_play) == 1 and in_play[0][0] != seat
    refused = {t.split()[1] for t in _options(scene.before, seat, FIRST) - _options(scene.before, seat)}
    assert refused and refused <= UNIQUE
    assert not any(t.startswith("recruit ") and t.split()[1] in UNIQUE for t in _options(scene.before, seat))


def test_a_unique_specialist_sacrificed_makes_the_others_available_again() -> None:
    """fr "Si le Spécialiste Unique est tué ou sacrifié, pivotez les cartes verticalement ou
    retournez-les face visible, les rendant ainsi disponibles jusqu'à ce qu'un autre soit rallié."
    (DDE-9) -- the Combat Photographer sacrificed, another unit rallies the Decoy."""
    scene = load_scene("e2-unique-after-one-killed", SCENES["e2-unique-after-one-killed"])
    seat = scene.seat
    [recruit] = scene.of_type("recruit")
    assert recruit["specialist"] in UNIQUE and recruit["how"] == "stars"
    assert not [sp for u in scene.before.units if not u.lost for sp in u.specialists if sp in UNIQUE]
    assert [sp for u in scene.before.units for sp in u.killed if sp in UNIQUE]
    in_play = [(u.seat, sp) for u in scene.after.units for sp in u.specialists if sp in UNIQUE]
    assert in_play == [(seat, recruit["specialist"])], "in play again: one Unique"


# ------------------------------------------------------------------------------ vehicles
def test_a_vehicle_found_is_the_one_find_of_the_turn() -> None:
    """fr "Un Véhicule trouvé compte dans votre limite d'un Objet trouvé par tour." (DDE-11) --
    the Tank of Juno 5 found, the Item Points left would buy an item: none is offered."""
    scene = load_scene("e2-vehicle-find", SCENES["e2-vehicle-find"])
    before, after = scene.before.units[0], scene.after.units[0]
    assert before.sector == 5 and after.vehicles == ["tank"] and after.item_points == before.item_points - 20
    assert _affordable(scene.after, 0), "Item Points enough for an item of the reserve"
    assert {f"find {i}" for i in _affordable(scene.before, 0)} <= _options(scene.before, 0)
    assert not any(t.startswith("find ") for t in _options(scene.after, 0))


# ------------------------------------------------------------------------------ trading
def test_units_in_one_sector_trade_at_the_end_of_phase_1() -> None:
    """fr "Lors de chaque phase, sauf PHASE 6, COMBAT, lorsque 2 Unités ou plus sont dans un même
    Secteur, ces Unités peuvent échanger des ressources" (DDE-14) -- the first edition trades in
    Phase 3 and in combat, not at the end of Phase 1."""
    scene = load_scene("e2-trade-phase-1", SCENES["e2-trade-phase-1"])
    [gift] = scene.of_type("give")
    giver, taker = int(gift["seat"]), int(gift["to"])
    assert scene.before.phase == FINAL_COUNT and gift["what"] == "soldier"
    assert scene.before.units[giver].sector == scene.before.units[taker].sector
    assert scene.after.units[giver].soldiers == scene.before.units[giver].soldiers - 1
    assert scene.after.units[taker].soldiers == scene.before.units[taker].soldiers + 1
    assert not any(t.startswith("give ") for t in _options(scene.before, giver, FIRST))


def test_units_in_one_sector_trade_in_phase_5() -> None:
    """fr "Lors de chaque phase, sauf PHASE 6, COMBAT ..." -- a gift in Phase 5, before the units
    move (DDE-14); not offered there in the first edition."""
    scene = load_scene("e2-trade-phase-5", SCENES["e2-trade-phase-5"])
    [gift] = scene.of_type("give")
    giver, taker = int(gift["seat"]), int(gift["to"])
    assert scene.before.phase == MOVE and scene.after.phase == MOVE
    assert scene.after.units[taker].soldiers == scene.before.units[taker].soldiers + 1
    assert scene.after.units[giver].soldiers == scene.before.units[giver].soldiers - 1
    assert not any(t.startswith("give ") for t in _options(scene.before, giver, FIRST))


def test_units_in_one_sector_do_not_trade_in_combat() -> None:
    """fr "Lors de chaque phase, sauf PHASE 6, COMBAT" -- two units in one sector in combat: no
    gift offered (the first edition offers them there)."""
    scene = load_scene("e2-no-trade-in-combat", SCENES["e2-no-trade-in-combat"])
    seat = scene.seat
    unit = scene.before.units[seat]
    assert scene.before.phase == COMBAT
    assert any(u.sector == unit.sector and u.seat != seat and u.active for u in scene.before.units)
    assert not any(t.startswith("give ") for t in _options(scene.before, seat))
    assert any(t.startswith("give ") for t in _options(scene.before, seat, FIRST))


# ------------------------------------------------------------------------------ Lieutenant
def test_the_lieutenant_swaps_no_skull() -> None:
    """fr "une Unité peut échanger 1 et seulement 1 dé non-Crâne avec 1 autre Unité ... seuls les
    vrais dés sans Crâne peuvent être échangés." (DDE-15)"""
    scene = load_scene("e2-lieutenant-no-skull", SCENES["e2-lieutenant-no-skull"])
    state, seat = scene.before, scene.seat
    assert "lieutenant" in state.units[seat].specialists and state.phase == FINAL_COUNT

    def faces(text: str) -> tuple[int, int]:
        _, mine, other, theirs = text.split()
        return (state.units[seat].dice[DIE_NAMES.index(mine)],
                state.units[int(other)].dice[DIE_NAMES.index(theirs)])

    second = {t for t in _options(state, seat) if t.startswith("swap ")}
    first = {t for t in _options(state, seat, FIRST) if t.startswith("swap ")}
    assert second and all(SKULL not in faces(t) for t in second)
    assert first - second and all(SKULL in faces(t) for t in first - second)


def test_the_solo_lieutenant_swaps_a_skull_away_for_a_spare_die() -> None:
    """fr "Cette carte vous permet d'écarter un dé de votre Compte Final et de le remplacer par un
    dé du jet du Lieutenant, une fois par tour. C'est un bon moyen de se débarrasser de Crânes
    indésirables." (DDE-16)"""
    scene = load_scene("e2-solo-lieutenant-skull", SCENES["e2-solo-lieutenant-skull"])
    [swap] = scene.of_type("swap")
    mine, spare = DIE_NAMES.index(str(swap["die"])), DIE_NAMES.index(str(swap["other_die"]))
    before, after = scene.before.units[0], scene.after.units[0]
    assert before.dice[mine] == SKULL and after.dice[mine] == before.spare[spare] != SKULL
    assert after.spare[spare] == DISCARDED and after.spare.count(DISCARDED) == before.spare.count(DISCARDED) + 1
    assert SKULL not in after.dice and not scene.of_type("skull") and not any(after.cancelled)


def test_the_solo_lieutenant_has_six_swaps_a_game() -> None:
    """fr "Chaque dé du Lieutenant ne peut être échangé qu'une seule fois et doit ensuite être
    défaussé, ce qui vous donne un maximum de 6 échanges par partie." (DDE-16)"""
    scene = load_scene("e2-solo-lieutenant-spent", SCENES["e2-solo-lieutenant-spent"])
    swaps = [e for _, _, events in _history(scene) for e in events if e["type"] == "swap"]
    assert len(swaps) == 6 and all(e["with"] == "spare" for e in swaps)
    assert len({e["other_die"] for e in swaps}) == 6, "each spare die once"
    rolled = [e for _, _, events in _history(scene) for e in events if e["type"] == "spare-die"]
    assert len(rolled) == 6, "the spare set is rolled once"
    unit = scene.before.units[0]
    assert "lieutenant" in unit.specialists and unit.spare == [DISCARDED] * 6
    assert not unit.swapped and scene.before.turn > max(
        state.turn for state, move, _ in _history(scene) if move.action.startswith("swap ")), "a later turn"
    assert not any(t.startswith("swap ") for t in _options(scene.before, 0)), "no seventh swap"


# ------------------------------------------------------------------------------ solo sectors
def test_solo_a_one_unit_sector_is_left_after_one_turn() -> None:
    """fr "Traitez tous les Secteurs avec la mention « 1 Unité Max » comme des Secteurs « Ne
    restons pas là »." ; "un bouclier DEF noir indique que les Unités ne peuvent pas y rester plus
    d'un tour" (DDE-17) -- Omaha 8; the first edition lets the unit stay."""
    scene = load_scene("e2-solo-one-unit-sector", SCENES["e2-solo-one-unit-sector"])
    before, after = scene.before.units[0], scene.after.units[0]
    printed = scene.before.board.sectors[before.sector]
    assert before.sector == 8 and printed.one_unit and not printed.black
    assert before.marker == 1 and after.must_move and after.marker == 1
    assert A.STAY not in scene.after.legal_actions(0)
    first, events = _replayed_move(scene.before, scene.move, FIRST)
    assert not first.units[0].must_move and first.units[0].marker == 2
    assert not any(e["type"] == "must-move" for e in events)


# ------------------------------------------------------------------------------ handful of warriors
def test_a_handful_of_warriors_keeps_one_soldier_for_every_two_gained() -> None:
    """fr "1 seul Soldat est récupéré par groupe de 2 obtenus (ignorez le reliquat). La division
    est effectuée à la fin de la PHASE 2 : ENTRETIEN" (DDE-20) -- halved before Phase 3."""
    scene = load_scene("e2-handful-of-warriors", SCENES["e2-handful-of-warriors"])
    [halved] = scene.of_type("handful-of-warriors")
    gained, kept = int(halved["gained"]), int(halved["kept"])
    assert gained % 2 == 1 and kept == gained // 2
    kinds = _kinds(scene.events)
    assert kinds.index("resources") < kinds.index("handful-of-warriors") < kinds.index("markers")
    before, after = scene.before.units[0], scene.after.units[0]
    assert after.soldiers == before.soldiers + kept
    plain, _ = _replayed_move(scene.before, scene.move, Edition(2, handful_of_warriors=False))
    assert plain.units[0].soldiers == before.soldiers + gained


def test_a_handful_of_warriors_counts_the_rwb_soldiers_before_halving() -> None:
    """fr "La division est effectuée à la fin de la PHASE 2 : ENTRETIEN, donc les bonus BBR sont
    calculés avant de diviser le total par 2 (arrondi à l'inférieur)." (DDE-20) -- solo
    Reinforcements ("4 + 4 Soldats") and the dice's soldiers, halved together."""
    scene = load_scene("e2-handful-rwb", SCENES["e2-handful-rwb"])
    [halved] = scene.of_type("handful-of-warriors")
    [counted] = scene.of_type("resources")
    [bonus] = [e for e in scene.of_type("rwb") if e["bonus"] in ("reinforcements", "fresh-troops")]
    before, after = scene.before.units[0], scene.after.units[0]
    plain, _ = _replayed_move(scene.before, scene.move, Edition(2, handful_of_warriors=False))
    gained = plain.units[0].soldiers - before.soldiers
    assert gained > int(counted["soldiers"]), "the RWB bonus gave soldiers too"
    assert int(halved["gained"]) == gained and int(halved["kept"]) == gained // 2
    assert after.soldiers == before.soldiers + gained // 2
