"""Gold Beach's rules in real games: heuristic-bot games from the set-up (some moves steered
by a policy), kept as records with every die pinned (record_scenes.py), replayed to the move
where the rule acts.

es "Mapa de Batalla N-04 : GOLD BEACH"; it p. 17 "Mappa N.04: GOLD BEACH" (DDM-35 .. DDM-41).
The hand-placed tests of each rule are in test_dday_map_gold.py. The board: row 5 bunker 12,
sector 11, bunker 13; row 4: 9 (under 12), 10 (under 13); row 3: 6, 7, 8 (medal); row 2: 3, 4,
5; row 1: 1 (start), 2.
"""

from __future__ import annotations

from collections.abc import Callable

from record_scenes import SceneSpec, load_scene, toward

from meeple.engine.core import CHANCE, Event
from meeple.engine.record import MoveRecord
from meeple.games.dday_dice import bunkers
from meeple.games.dday_dice.actions import DdAction
from meeple.games.dday_dice.scoring import victory_points
from meeple.games.dday_dice.state import DdState

GOLD = {"map": "gold-beach"}
BUNKERS = {12, 13}
Policy = Callable[[DdState, int, list[DdAction]], "DdAction | None"]




def _only_bunker_12(state: DdState, seat: int, legal: list[DdAction]) -> DdAction | None:
    """A policy: every unit heads for bunker 12 and never enters 13."""
    texts = [a.text for a in legal]
    for wanted in ("move 12", "move 9", "move 11"):
        if wanted in texts:
            return legal[texts.index(wanted)]
    if "move 13" in texts:
        others = [a for a in legal if a.text != "move 13"]
        return others[0] if others else None
    return None


def _victoria_cross_at_8(state: DdState, seat: int, legal: list[DdAction]) -> DdAction | None:
    """A policy: head for sector 8 and, offered the choice there, take the Victoria Cross."""
    for action in legal:
        if action.text == "medal victoria-cross":
            return action
    return toward(8, 5, 2)(state, seat, legal)


# ----------------------------------------------------------------------------- predicates


def _safe_with_a_bunker_left(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
    """A unit becomes safe in a bunker while the other bunker is still to be conquered."""
    return (any(e["type"] == "safe" for e in events) and not any(u.safe for u in before.units)
            and bool(bunkers.unconquered(after)) and after.result == "")


def _team_victory(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
    return before.result == "" and after.result == "victory"


def _all_safe_one_bunker(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
    return before.result == "" and after.result == "defeat" and all(u.safe for u in after.units)


def _first_into_8(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
    return any(e["type"] == "sector-medal" and e["sector"] == 8 for e in events)


def _medal_drawn_for_8(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
    """Chance draws the medal of the first unit into sector 8."""
    return (move.by == "chance" and move.action.startswith("draw ") and 8 in before.marks.claimed
            and any(kind == "medal" and before.units[seat].sector == 8 for kind, seat in before.card_queue[:1]))


def _later_into_8(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
    return move.by != "chance" and move.action == "move 8" and 8 in before.marks.claimed


def _victoria_cross_taken(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
    return move.by != "chance" and move.action == "medal victoria-cross" and before.units[int(move.by)].sector == 8


def _goes_on(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
    return any(e["type"] == "goes-on" for e in events)


def _solo_victory(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
    return before.result == "" and after.result == "victory"


SCENES = {
    "gold-safe-first-bunker": SceneSpec(GOLD, 4, _safe_with_a_bunker_left,
                                        "four units: the first unit safe in a bunker, the other bunker not taken"),
    "gold-victory-both-bunkers": SceneSpec(GOLD, 4, _team_victory,
                                           "four units: the game is won once both bunkers are conquered"),
    "gold-defeat-one-bunker": SceneSpec(GOLD, 2, _all_safe_one_bunker,
                                        "two units both safe in bunker 12: bunker 13 untaken, a defeat",
                                        policy=_only_bunker_12),
    "gold-8-first-unit": SceneSpec(GOLD, 1, _first_into_8, "solo: the first unit into sector 8 wins a medal",
                                   policy=toward(8, 5, 2)),
    "gold-8-medal-drawn": SceneSpec(GOLD, 1, _medal_drawn_for_8,
                                    "solo: the medal of sector 8 is drawn at random", policy=toward(8, 5, 2)),
    "gold-8-later-unit": SceneSpec(GOLD, 2, _later_into_8,
                                   "two units: the second unit into sector 8 wins nothing", policy=toward(8, 5, 2)),
    "gold-8-victoria-cross": SceneSpec(GOLD, 2, _victoria_cross_taken,
                                       "two units: the first unit into sector 8 takes the Victoria Cross",
                                       policy=_victoria_cross_at_8),
    "gold-solo-first-bunker": SceneSpec(GOLD, 1, _goes_on,
                                        "solo: the unit conquers its first bunker and stays in play"),
    "gold-solo-victory": SceneSpec(GOLD, 1, _solo_victory, "solo: the unit conquers the second bunker and wins"),
}


# ----------------------------------------------------------------------------- two bunkers


def test_a_unit_that_conquers_the_first_bunker_is_safe_while_the_other_bunker_is_still_to_take() -> None:
    """es: "En este Mapa, ambos Búnkers necesitan ser conquistados por al menos 1 Unidad. Una vez
    una Unidad entra en uno de los Búnkers, es retirada de la partida" (DDM-36): four units, the
    first bunker conquered, the game goes on for the other."""
    scene = load_scene("gold-safe-first-bunker", SCENES["gold-safe-first-bunker"])
    safe = [e["seat"] for e in scene.of_type("safe")]
    taken = {e["bunker"] for e in scene.of_type("bunker-conquered")}
    assert safe and len(taken) == 1 and not bunkers.conquered(scene.before)
    [bunker] = taken
    assert bunkers.unconquered(scene.after) == sorted(BUNKERS - taken)
    for seat in safe:
        unit = scene.after.units[seat]
        assert unit.safe and not unit.active and unit.sector == bunker  # out of the game
    assert scene.after.result == "" and not scene.after.is_over()
    on_beach = [u for u in scene.after.units if u.active]
    assert on_beach and all(u.seat not in safe for u in on_beach)
    assert all(u.seat not in scene.after.current_players() for u in scene.after.units if u.safe)


def test_the_game_is_won_only_when_both_bunkers_are_conquered() -> None:
    """es: "ambos Búnkers necesitan ser conquistados por al menos 1 Unidad" (DDM-36): the last
    unit takes the second bunker, and with it the game."""
    scene = load_scene("gold-victory-both-bunkers", SCENES["gold-victory-both-bunkers"])
    [taken] = scene.of_type("bunker-conquered")
    assert bunkers.conquered(scene.before) == BUNKERS - {taken["bunker"]}  # one bunker taken: not yet won
    assert scene.before.result == "" and any(u.safe for u in scene.before.units)
    assert bunkers.conquered(scene.after) == BUNKERS
    assert scene.after.result == "victory" and all(u.safe for u in scene.after.units)


def test_every_unit_safe_in_the_same_bunker_with_the_other_untaken_is_a_defeat() -> None:
    """es: "ambos Búnkers necesitan ser conquistados" (DDM-36): two units steered into bunker 12
    only; once both are safe there, bunker 13 stands and the game is lost."""
    scene = load_scene("gold-defeat-one-bunker", SCENES["gold-defeat-one-bunker"])
    assert all(u.sector == 12 for u in scene.after.units)
    assert all(u.safe and not u.lost for u in scene.after.units)  # no unit lost: the bunker left decides
    assert bunkers.conquered(scene.after) == {12} and bunkers.unconquered(scene.after) == [13]
    assert scene.after.result == "defeat"


# ----------------------------------------------------------------------------- sector 8


def test_the_first_unit_into_sector_8_wins_a_medal() -> None:
    """es: "Sector 8: El primer jugador en entrar a este Sector gana automáticamente una
    Condecoración al azar" (DDM-40). Solo the Victoria Cross is out of the deck: the medal is
    drawn at once."""
    scene = load_scene("gold-8-first-unit", SCENES["gold-8-first-unit"])
    [award] = scene.of_type("sector-medal")
    assert award["seat"] == scene.seat and scene.after.units[scene.seat].sector == 8
    assert 8 not in scene.before.marks.claimed and 8 in scene.after.marks.claimed
    assert scene.after.card_queue == [("medal", scene.seat)]  # a medal to draw, for nothing
    assert "victoria-cross" not in scene.after.medal_deck
    [moved] = scene.of_type("move")
    # no medal bought: the only courage spent is the advance's (a medal costs 6 courage in Phase 3)
    assert scene.after.units[scene.seat].courage == scene.before.units[scene.seat].courage - moved["courage_spent"]
    assert not scene.of_type("buy-medal")
    assert scene.after.current_players() == [CHANCE]


def test_the_medal_of_sector_8_is_drawn_at_random_and_costs_nothing() -> None:
    """"gana automáticamente una Condecoración al azar": chance draws it among the medals left.
    (The engine's "medal" event says "drawn", for any medal drawn from the deck.)"""
    scene = load_scene("gold-8-medal-drawn", SCENES["gold-8-medal-drawn"])
    seat = scene.before.card_queue[0][1]
    medal = scene.move.action.split()[1]
    outcomes = {a.text for a, _ in scene.before.chance_outcomes()}
    assert outcomes == {f"draw {m}" for m in scene.before.medal_deck} and len(outcomes) > 1
    before, after = scene.before.units[seat], scene.after.units[seat]
    assert before.sector == 8 and after.medals == before.medals + [medal]
    assert after.courage == before.courage  # no courage paid for it
    assert medal not in scene.after.medal_deck and not scene.after.card_queue


def test_a_unit_entering_sector_8_after_the_first_wins_nothing() -> None:
    """es: "Sólo 1 Condecoración por partida puede ser ganada de esta forma" (DDM-40)."""
    scene = load_scene("gold-8-later-unit", SCENES["gold-8-later-unit"])
    first = [u for u in scene.before.units if u.seat != scene.seat and 8 in u.visited]
    assert first and first[0].medals  # the first unit in won its medal
    before, after = scene.before.units[scene.seat], scene.after.units[scene.seat]
    assert after.sector == 8 and not scene.of_type("sector-medal")
    assert after.medals == before.medals and after.pending == before.pending
    assert scene.after.card_queue == scene.before.card_queue
    assert scene.after.marks.claimed == scene.before.marks.claimed
    assert scene.after.medal_deck == scene.before.medal_deck


def test_the_first_unit_into_sector_8_may_take_the_victoria_cross_instead_of_a_random_medal() -> None:
    """es: "Los jugadores predispuestos históricamente pueden elegir coger la Cruz de la Victoria
    -Victoria Cross- (si está disponible)" (DDM-40): with two units the card is in the deck."""
    scene = load_scene("gold-8-victoria-cross", SCENES["gold-8-victoria-cross"])
    offered = {a.text for a in scene.before.legal_actions(scene.seat)}
    assert offered == {"medal victoria-cross", "draw medal"}
    before, after = scene.before.units[scene.seat], scene.after.units[scene.seat]
    assert "victoria-cross" in scene.before.medal_deck and "victoria-cross" not in scene.after.medal_deck
    assert after.medals == before.medals + ["victoria-cross"] and after.courage == before.courage
    assert not after.pending and not scene.after.card_queue  # no random medal besides


# ----------------------------------------------------------------------------- solo


def test_solo_the_unit_that_conquers_its_first_bunker_stays_in_play_to_go_on() -> None:
    """es: "Solitario: Cuando juegues en solitario, debes entrar a ambos Búnkers (conquistar uno,
    entonces moverte lateralmente al otro) ... debes entrar a tu 1er Bunker desde los Sectores 9
    ó 10" (DDM-37)."""
    scene = load_scene("gold-solo-first-bunker", SCENES["gold-solo-first-bunker"])
    [on] = scene.of_type("goes-on")
    unit = scene.after.units[0]
    assert unit.sector == on["bunker"] and unit.visited[-2] in (9, 10)  # in from row 4
    assert bunkers.conquered(scene.after) == {on["bunker"]} and on["bunkers_left"] == sorted(BUNKERS - {on["bunker"]})
    assert unit.active and not unit.safe and unit.first_in_bunker
    assert scene.after.result == "" and not scene.of_type("safe")
    assert scene.after.current_players() == [CHANCE]  # a new turn: the unit rolls again
    # the way on: sideways into 11, not visited yet, which leads into the other bunker
    exits = {e.to for e in scene.after.board.exits[unit.sector]}
    assert 11 in exits and 11 not in unit.visited
    assert set(on["bunkers_left"]) <= {e.to for e in scene.after.board.exits[11]}


def test_solo_the_unit_wins_in_its_second_bunker_after_crossing_11_and_scores_both() -> None:
    """"conquistane uno, quindi muovi lateralmente sull'altro" (it p. 17); VP: 20 per bunker
    conquered, 20 for the first, 10 x 11, the last sector before the bunker (DDM-37, DDM-39)."""
    scene = load_scene("gold-solo-victory", SCENES["gold-solo-victory"])
    unit = scene.after.units[0]
    first = unit.visited[-3]
    assert unit.visited[-4] in (9, 10) and first in BUNKERS and unit.visited[-2:] == [11, unit.sector]
    assert {first, unit.sector} == BUNKERS
    assert bunkers.conquered(scene.before) == {first} and bunkers.conquered(scene.after) == BUNKERS
    assert unit.safe and scene.after.result == "victory"
    assert bunkers.bunker_points(scene.after, unit, 20, 20) == 20 * 2 + 20
    assert victory_points(scene.after, unit) == (20 * 2 + 20 + 10 * 11 + unit.soldiers + 2 * unit.courage
                                                 + 3 * len(unit.specialists))
