"""D-Day Dice's optional rules in real games: heuristic-bot games from the set-up (some choices
forced by a policy), kept as records with every die and every set-up draw pinned
(record_scenes.py), replayed to the move where the rule acts.

it pp. 11-13 "Regole opzionali"; es "REGLAS OPCIONALES" (rulings DDO-1 .. DDO-20). Each rule is a
game option (``meeple games``: bazooka_joe, bazooka_joe_specialists, soldier_mulligan,
well_equipped, random_specialists, quartermasters_whim, victory_points, blind_start); the solo
rules are those of a one-seat game. The rules acting at the set-up (Random Specialists,
Quartermaster's Whim, Blind Start) are shown at their chance moves before the first roll: the
state is checked against the draws and marker dice written in the record.
The hand-placed tests of each rule are in test_dday_optional_rules.py.
"""

from __future__ import annotations

from collections import Counter

from record_scenes import Policy, Predicate, Scene, SceneSpec, load_scene

from meeple.engine.core import CHANCE, Event
from meeple.engine.record import GameRecord, MoveRecord
from meeple.engine.registry import get_game
from meeple.games.dday_dice import actions as A
from meeple.games.dday_dice import items, supply
from meeple.games.dday_dice.dice import DIE_NAMES, FACES, NUM_DICE, soldiers_of
from meeple.games.dday_dice.final_count import DISCARDED
from meeple.games.dday_dice.quartermasters_whim import PRICED_SPECIAL_ITEMS
from meeple.games.dday_dice.random_specialists import PILES
from meeple.games.dday_dice.state import DdState
from meeple.games.dday_dice.unit import LOCK

OMAHA = "omaha-beach"
GAME = get_game("dday-dice")
#: Omaha Beach's own lists (a game without optional rules).
OMAHA_BOARD = GAME.new_game(1, {"map": OMAHA}).board  # type: ignore[attr-defined]
#: What one face of a unit-marker die adds (DDO-16): (soldiers, stars).
MARKER_GAINS = {"chevron": (1, 0), "2-chevrons": (2, 0), "3-chevrons": (3, 0),
                "arrow": (0, 1), "2-arrows": (0, 2), "shield": (0, 0)}


def _opts(**rules: bool) -> dict[str, object]:
    return {"map": OMAHA, **rules}


# ---------------------------------------------------------------------- helpers
def _has_event(kind: str, **match: object) -> Predicate:
    def moment(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
        return any(e["type"] == kind and all(e.get(k) == v for k, v in match.items()) for e in events)
    return moment


def _set_up_ends(pile: str) -> Predicate:
    """The last chance move of the set-up, a draw from ``pile`` (or a marker die)."""
    def moment(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
        last = bool(before.setup_queue) and not after.setup_queue
        if pile == "marker":
            return last and any(e["type"] == "marker-die" for e in events)
        return last and any(e["type"] == "set-up-draw" and e["pile"] == pile for e in events)
    return moment


def _chance_texts(record: GameRecord, prefix: str, upto: int) -> list[str]:
    """What chance showed, in order, in the record's moves up to ``upto`` (``draw X`` -> X)."""
    return [m.action.split(" ", 1)[1] for m in record.moves[: upto + 1]
            if m.by == "chance" and m.action.startswith(prefix + " ")]


def _events_before(scene: Scene) -> list[Event]:
    """Every event of the scene's game before its move (the record replayed from the set-up)."""
    state = GAME.new_game(len(scene.record.seats), scene.record.options)
    events: list[Event] = []
    for move in scene.record.moves[: scene.index]:
        seat = CHANCE if move.by == "chance" else int(move.by)
        events += state.apply(seat, GAME.parse_action(move.action))
    return events


def _texts(state: DdState, seat: int) -> set[str]:
    return {a.text for a in state.legal_actions(seat)}


def _prefer(*wanted: A.DdAction) -> Policy:
    """Take the first of ``wanted`` that is legal; otherwise let the bot choose."""
    def policy(state: DdState, seat: int, legal: list[A.DdAction]) -> A.DdAction | None:
        return next((a for a in wanted if a in legal), None)
    return policy


def _found_off_omaha_list(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
    return any(e["type"] == "find" and not e.get("free") and not e.get("used_item")
               and e["item"] in items.SPECIAL_ITEMS and e["item"] not in OMAHA_BOARD.special_items for e in events)


def _find_off_omaha_list(state: DdState, seat: int, legal: list[A.DdAction]) -> A.DdAction | None:
    """Find a special item Omaha Beach does not list, when one is affordable."""
    return next((a for a in legal if a.kind == "find" and a.a == -1 and a.name in items.SPECIAL_ITEMS
                 and a.name not in OMAHA_BOARD.special_items), None)


def _recruited_off_omaha_list(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
    listed = set(OMAHA_BOARD.regular_specialists) | set(OMAHA_BOARD.unique_specialists)
    return any(e["type"] == "recruit" and e["how"] == "stars" and e["specialist"] not in listed for e in events)


def _recruit_off_omaha_list(state: DdState, seat: int, legal: list[A.DdAction]) -> A.DdAction | None:
    """Recruit, with stars, a specialist on neither of Omaha Beach's lists."""
    listed = set(OMAHA_BOARD.regular_specialists) | set(OMAHA_BOARD.unique_specialists)
    return next((a for a in legal if a.kind == "recruit" and a.a == -1 and a.name not in listed), None)


# ---------------------------------------------------------------------- moments
def _solo_reinforcements(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
    unit = before.units[0]
    return (len(before.units) == 1 and not {"veteran", "chaplain"} & set(unit.specialists)
            and any(e["type"] == "rwb" and e["bonus"] == "reinforcements" for e in events))


def _spare_swap(second: bool) -> Predicate:
    def moment(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
        swapped = any(e["type"] == "swap" and e["with"] == "spare" for e in events)
        return swapped and (DISCARDED in before.units[0].spare) == second
    return moment


def _mulligan_refused(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
    """A unit that spent its mulligan decides on a later first roll without a soldier."""
    if move.by == "chance":
        return False
    unit = before.units[int(move.by)]
    return (unit.mulligan_used and unit.stage == LOCK and unit.rolls == 1 and not any(unit.locked)
            and not any(soldiers_of(f) for f in unit.dice))


def _first_find_on_turn_1(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
    return before.turn == 1 and any(e["type"] == "find" and not e.get("free") and e["item_points"] > 0
                                    for e in events)


def _recruit_from_drawn_hand(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
    return any(e["type"] == "recruit" and e["how"] == "stars"
               and e["specialist"] not in OMAHA_BOARD.regular_specialists
               and e["specialist"] in before.hands[e["seat"]] for e in events)


def _won(before: DdState, move: MoveRecord, events: list[Event], after: DdState) -> bool:
    return any(e["type"] == "game-over" and e["result"] == "victory" for e in events)


SCENES = {
    "opt-solo-reinforcements": SceneSpec(
        _opts(), 1, _solo_reinforcements, "solo, the RWB Reinforcements gives the unit 4 + 4 soldiers"),
    "opt-solo-lieutenant-first-swap": SceneSpec(
        _opts(), 1, _spare_swap(second=False),
        "solo Lieutenant: the spare set is rolled once; a Final Count die is swapped for a spare die",
        policy=_prefer(A.RECRUIT["lieutenant"])),
    "opt-solo-lieutenant-second-swap": SceneSpec(
        _opts(), 1, _spare_swap(second=True),
        "solo Lieutenant, a later turn: the spare die swapped before is discarded, the set not rerolled",
        policy=_prefer(A.RECRUIT["lieutenant"])),
    "opt-bazooka-joe-find": SceneSpec(
        _opts(bazooka_joe=True), 1, _found_off_omaha_list,
        "Bazooka Joe: a unit finds a special item Omaha Beach does not list",
        policy=_find_off_omaha_list),
    "opt-bazooka-joe-specialists-recruit": SceneSpec(
        _opts(bazooka_joe=True, bazooka_joe_specialists=True), 1, _recruited_off_omaha_list,
        "Bazooka Joe's second step: a unit recruits a specialist Omaha Beach does not list",
        policy=_recruit_off_omaha_list),
    "opt-mulligan-taken": SceneSpec(
        _opts(soldier_mulligan=True), 1, _has_event("mulligan"),
        "Soldier Mulligan: a first roll without a soldier, the six dice rerolled"),
    "opt-mulligan-spent": SceneSpec(
        _opts(soldier_mulligan=True), 1, _mulligan_refused,
        "Soldier Mulligan spent: a later first roll without a soldier cannot be rerolled"),
    "opt-well-equipped-find": SceneSpec(
        _opts(well_equipped=True), 1, _first_find_on_turn_1,
        "Well Equipped: on turn 1 a unit finds an item with its 10 starting Item Points"),
    "opt-random-specialists-set-up": SceneSpec(
        _opts(random_specialists=True), 2, _set_up_ends("unique-specialists"),
        "Random Specialists: 3 two-star, 3 three-star, 1 four-star cards a player, one unique each"),
    "opt-random-specialists-recruit": SceneSpec(
        _opts(random_specialists=True), 1, _recruit_from_drawn_hand,
        "Random Specialists: a unit recruits a specialist of its drawn hand that Omaha does not list"),
    "opt-quartermasters-whim-2p": SceneSpec(
        _opts(quartermasters_whim=True), 2, _set_up_ends("special-items"),
        "Quartermaster's Whim, two players: four special items drawn for the reserve"),
    "opt-quartermasters-whim-solo": SceneSpec(
        _opts(quartermasters_whim=True), 1, _set_up_ends("special-items"),
        "Quartermaster's Whim, solo: two special items drawn, none of the cards not available solo"),
    "opt-victory-points-won": SceneSpec(
        _opts(victory_points=True), 1, _won, "Victory Points: the score of a won solo game at Omaha Beach"),
    "opt-blind-start": SceneSpec(
        _opts(blind_start=True), 1, _set_up_ends("marker"),
        "Blind Start: 1 soldier plus the four unit-marker dice"),
}


# ---------------------------------------------------------------------- Solo
def test_solo_the_rwb_reinforcements_gives_the_unit_4_plus_4_soldiers() -> None:
    """it p. 11 "Solitario": "Oggetti, onorificenze e RWB che menzionano “un'altra unità” ora
    riguardano il giocatore (per esempio, il RWB “Reinforcement” ora fornirà al giocatore in
    solitario 4+4 soldati)" (DDO-1)."""
    scene = load_scene("opt-solo-reinforcements", SCENES["opt-solo-reinforcements"])
    [collected] = scene.of_type("resources")
    before, after = scene.before.units[0], scene.after.units[0]
    assert after.soldiers == before.soldiers + collected["soldiers"] + 4 + 4
    assert not after.choices, "no other unit to choose for the second 4 soldiers"
    assert not scene.of_type("reinforcements")


def test_solo_the_cards_not_available_solo_are_out_of_the_game() -> None:
    """it p. 11: "Queste carte non sono disponibili nel gioco solitario: l'onorificenza Vittoria
    Cross, lo specialista War Correspondent, e i seguenti oggetti: Carrier Pigeon, Dispatch Case e
    Mortar." (DDO-1) -- Omaha Beach lists the Dispatch Case and the Mortar."""
    scene = load_scene("opt-solo-reinforcements", SCENES["opt-solo-reinforcements"])
    assert {"dispatch-case", "mortar"} <= set(OMAHA_BOARD.special_items)
    seen = (*scene.before.reserve, *scene.before.used, *scene.before.units[0].items)
    assert not {"dispatch-case", "mortar", "carrier-pigeon"} & set(seen)
    assert "victoria-cross" not in (*scene.before.medal_deck, *scene.before.units[0].medals)
    assert "war-correspondent" not in scene.before.board.unique_specialists


# ---------------------------------------------------------------------- the solo Lieutenant
def test_the_solo_lieutenant_swaps_a_final_count_die_for_a_spare_die_rolled_once() -> None:
    """it p. 11 "Scambio in solitaria": "Se recluti un Lieutenant, prendi un secondo set di 6 dadi
    e tirali una volta ... Il Lieutenant ti premette, una volta per turno, di mettere da parte 1
    dado del tuo Conteggio Finale e rimpiazzarlo con uno dei dadi di scambio" (DDO-2)."""
    scene = load_scene("opt-solo-lieutenant-first-swap", SCENES["opt-solo-lieutenant-first-swap"])
    [swap] = scene.of_type("swap")
    before, after = scene.before.units[0], scene.after.units[0]
    assert "lieutenant" in before.specialists
    d, e = DIE_NAMES.index(swap["die"]), DIE_NAMES.index(swap["other_die"])
    assert len(before.spare) == NUM_DICE and DISCARDED not in before.spare
    assert after.dice[d] == before.spare[e], "the spare die's face replaces the Final Count die"
    assert after.spare == [DISCARDED if i == e else f for i, f in enumerate(before.spare)], "discarded"
    assert [x for i, x in enumerate(after.dice) if i != d] == [x for i, x in enumerate(before.dice) if i != d]
    rolled = [e_ for e_ in _events_before(scene) if e_["type"] == "spare-die"]
    assert [FACES.index(r["face"]) for r in rolled] == before.spare, "the spare set is the six dice rolled"
    assert not any(m.startswith("swap") for m in _texts(scene.after, 0)), "one swap a turn"


def test_a_solo_lieutenants_spare_die_is_swapped_once_and_the_set_is_not_rolled_again() -> None:
    """it: "tirali una volta"; es "Intercambio Solitario": "Los dados de la Reserva de
    Intercambio sólo pueden ser intercambiados una vez cada uno (descártalos después)" (DDO-2)."""
    scene = load_scene("opt-solo-lieutenant-second-swap", SCENES["opt-solo-lieutenant-second-swap"])
    before = scene.before.units[0]
    earlier = _events_before(scene)
    assert len([e for e in earlier if e["type"] == "spare-die"]) == NUM_DICE, "six spare dice, rolled once"
    swaps = [e for e in earlier if e["type"] == "swap"]
    assert len(swaps) == 1, "one swap before this one"
    gone = DIE_NAMES.index(swaps[0]["other_die"])
    assert before.spare[gone] == DISCARDED
    offered = {t.split()[3] for t in _texts(scene.before, 0) if t.startswith("swap ") and " spare " in t}
    assert DIE_NAMES[gone] not in offered, "the spare die swapped before is discarded"
    assert offered == {DIE_NAMES[i] for i, f in enumerate(before.spare) if f != DISCARDED}
    [swap] = scene.of_type("swap")
    d, e = DIE_NAMES.index(swap["die"]), DIE_NAMES.index(swap["other_die"])
    assert e != gone and scene.after.units[0].dice[d] == before.spare[e]
    assert scene.after.units[0].spare.count(DISCARDED) == 2


# ---------------------------------------------------------------------- Bazooka Joe
def test_with_bazooka_joe_a_unit_finds_a_special_item_the_map_does_not_list() -> None:
    """it p. 11 "Bazooka Joe": "tutti gli oggetti speciali sono disponibili, senza tenere conto
    di quelli richiesti dalla mappa" (DDO-3, DDO-4: not the Medal Case)."""
    scene = load_scene("opt-bazooka-joe-find", SCENES["opt-bazooka-joe-find"])
    [found] = scene.of_type("find")
    item, seat = found["item"], found["seat"]
    assert item in items.SPECIAL_ITEMS and item not in OMAHA_BOARD.special_items
    assert item in scene.before.reserve and item not in scene.after.reserve
    assert item in scene.after.units[seat].items
    assert scene.after.units[seat].item_points == scene.before.units[seat].item_points - found["item_points"]
    assert 0 < found["item_points"] <= items.PRICES[item]
    start = GAME.new_game(1, scene.record.options)
    assert isinstance(start, DdState)
    assert {i for i in start.reserve if i in items.SPECIAL_ITEMS} == set(PRICED_SPECIAL_ITEMS) - items.NOT_SOLO, \
        "from the set-up every special item but the Medal Case and the cards not available solo"


def test_bazooka_joes_second_step_lets_a_unit_recruit_a_specialist_the_map_does_not_list() -> None:
    """it: "Se trovi il gioco ancora difficile, rendi disponibili tutti gli specialisti" (DDO-6)."""
    scene = load_scene("opt-bazooka-joe-specialists-recruit", SCENES["opt-bazooka-joe-specialists-recruit"])
    [recruit] = scene.of_type("recruit")
    who, seat = recruit["specialist"], recruit["seat"]
    assert who not in OMAHA_BOARD.regular_specialists and who not in OMAHA_BOARD.unique_specialists
    assert who in scene.after.units[seat].specialists and who not in scene.before.units[seat].specialists
    assert scene.after.units[seat].stars == scene.before.units[seat].stars - recruit["stars"]
    assert recruit["stars"] > 0
    assert len(supply.hand(scene.before, scene.before.units[seat])) == 13, "every regular specialist"
    assert len(supply.reserve(scene.before)) == 10, "every unique one (solo: not the War Correspondent)"


# ---------------------------------------------------------------------- Soldier Mulligan
def test_a_first_roll_without_a_soldier_is_rerolled_whole_with_the_mulligan() -> None:
    """it p. 11 "Soldier Mulligan (raccomandato)": "Se il tuo primo tiro di ogni turno non mostra
    nessun soldato, puoi ritirare tutti i 6 dadi (una volta per partita)." (DDO-7)"""
    scene = load_scene("opt-mulligan-taken", SCENES["opt-mulligan-taken"])
    seat = scene.seat
    before, after = scene.before.units[seat], scene.after.units[seat]
    assert before.rolls == 1 and not any(before.locked) and not before.mulligan_used
    assert not any(soldiers_of(f) for f in before.dice), "no soldier on the first roll"
    assert after.mulligan_used and after.rolls == 0
    assert sorted(scene.after.dice_queue) == [(seat, d) for d in range(NUM_DICE)], "all six dice again"
    assert scene.after.is_chance()
    assert (after.soldiers, after.courage, after.stars) == (before.soldiers, before.courage, before.stars)


def test_the_mulligan_cannot_be_used_a_second_time_in_the_game() -> None:
    """it: "(una volta per partita)"; fr: "Vous pouvez faire ceci une seule fois par partie." (DDO-7)"""
    scene = load_scene("opt-mulligan-spent", SCENES["opt-mulligan-spent"])
    seat = scene.seat
    unit = scene.before.units[seat]
    earlier = _events_before(scene)
    assert [e for e in earlier if e["type"] == "mulligan"] == [{"type": "mulligan", "seat": seat}]
    assert not any(soldiers_of(f) for f in unit.dice) and unit.rolls == 1 and unit.stage == LOCK
    assert "mulligan" not in _texts(scene.before, seat)
    assert scene.move.action != "mulligan"
    fresh = scene.before.clone()
    fresh.units[seat].mulligan_used = False
    assert "mulligan" in _texts(fresh, seat), "the same roll would be rerolled with the mulligan unspent"


# ---------------------------------------------------------------------- Well Equipped
def test_well_equipped_units_find_an_item_on_turn_1_with_their_10_starting_item_points() -> None:
    """it "Ben equipaggiato": "Tutte le unità partono con 10 punti oggetto." (DDO-8)"""
    scene = load_scene("opt-well-equipped-find", SCENES["opt-well-equipped-find"])
    [found] = scene.of_type("find")
    seat = found["seat"]
    start = GAME.new_game(1, scene.record.options)
    plain = GAME.new_game(1, {"map": OMAHA})
    assert start.units[0].item_points == 10 and plain.units[0].item_points == 0  # type: ignore[attr-defined]
    assert start.units[0].soldiers == plain.units[0].soldiers == 5  # type: ignore[attr-defined]
    gained = sum(e["item_points"] for e in _events_before(scene) if e["type"] == "resources")
    assert scene.before.units[seat].item_points == 10 + gained
    assert scene.after.units[seat].item_points == 10 + gained - found["item_points"]
    assert found["item_points"] > gained, "the item is paid with the starting points"


# ---------------------------------------------------------------------- Random Specialists
def test_random_specialists_each_player_draws_3_two_star_3_three_star_1_four_star_and_one_unique() -> None:
    """it "Specialisti casuali": "ogni giocatore può pescare casualmente 3 carte dal mazzetto con
    2 stelle, 2 carte dal mazzetto con 3 stelle e 1 carta dal mazzetto con 4 stelle (per un totale
    di 7 carte) ... mescolate gli specialisti unici assieme, pescatene 1 per giocatore e
    piazzateli nella riserva comune"; es: "3 cartas de la pila de 3 Estrellas" -- three, which
    makes the total of 7 (DDO-10, DDO-11)."""
    scene = load_scene("opt-random-specialists-set-up", SCENES["opt-random-specialists-set-up"])
    drawn = _chance_texts(scene.record, "draw", scene.index)
    assert len(drawn) == 2 * 7 + 2
    after = scene.after
    assert after.hands == [drawn[:7], drawn[7:14]]
    stars = {card: n for n, pile in PILES.items() for card in pile}
    for hand in after.hands:
        assert Counter(stars[c] for c in hand) == {2: 3, 3: 3, 4: 1}
        assert len(set(hand)) == 7
    assert after.board.unique_specialists == tuple(drawn[14:]), "one unique specialist per player"
    assert all(c not in stars for c in drawn[14:])
    assert after.setup_queue == [] and after.setup_decks == {}
    assert after.is_chance() and after.dice_queue and after.turn == 1, "then the first roll"


def test_with_random_specialists_a_unit_recruits_from_its_drawn_hand_not_the_maps_list() -> None:
    """it: "Invece di seguire la lista degli specialisti disponibili per ogni mappa ... Questo darà
    ad ogni giocatore specialisti differenti in ogni unità." (DDO-11)"""
    scene = load_scene("opt-random-specialists-recruit", SCENES["opt-random-specialists-recruit"])
    [recruit] = scene.of_type("recruit")
    who, seat = recruit["specialist"], recruit["seat"]
    drawn = _chance_texts(scene.record, "draw", scene.index)
    assert who in drawn[:7] and who not in OMAHA_BOARD.regular_specialists
    assert who in scene.after.units[seat].specialists
    assert scene.after.units[seat].stars == scene.before.units[seat].stars - recruit["stars"]
    missing = [s for s in OMAHA_BOARD.regular_specialists if s not in drawn[:7]]
    assert missing and not any(f"recruit {s}" in _texts(scene.before, seat) for s in missing), \
        "Omaha's specialists not drawn cannot be recruited"


# ---------------------------------------------------------------------- Quartermaster's Whim
def _check_whim(scene: Scene, players: int) -> list[str]:
    drawn = _chance_texts(scene.record, "draw", scene.index)
    assert len(drawn) == 2 * players, "two special items per player"
    reserve = scene.after.reserve
    assert [i for i in reserve if i in items.SPECIAL_ITEMS] == drawn
    assert scene.after.board.special_items == tuple(drawn)
    assert set(items.REGULAR_ITEMS) - (items.NOT_SOLO if players == 1 else set()) <= set(reserve), \
        "every regular item, as always"
    assert not set(OMAHA_BOARD.special_items) - set(drawn) & set(reserve), "Omaha's list is set aside"
    assert "medal-case" not in drawn and scene.after.setup_queue == []
    return drawn


def test_quartermasters_whim_with_two_players_draws_four_special_items() -> None:
    """it "Problemi in fureria": "mescolate il mazzo degli oggetti speciali e a caso pescate 2
    oggetti per giocatore, da piazzare nella riserva comune (nel gioco a 2 giocatori, si pescano 4
    oggetti speciali). Tutti gli oggetti regolari sono disponibili, come sempre." (DDO-12)"""
    scene = load_scene("opt-quartermasters-whim-2p", SCENES["opt-quartermasters-whim-2p"])
    assert len(_check_whim(scene, 2)) == 4


def test_solo_quartermasters_whim_draws_two_special_items_among_those_allowed_solo() -> None:
    """it: "2 oggetti per giocatore"; "Queste carte non sono disponibili nel gioco solitario: ...
    Dispatch Case e Mortar" (DDO-13)."""
    scene = load_scene("opt-quartermasters-whim-solo", SCENES["opt-quartermasters-whim-solo"])
    drawn = _check_whim(scene, 1)
    assert not set(drawn) & items.NOT_SOLO


# ---------------------------------------------------------------------- Victory Points
def test_victory_points_of_a_won_solo_game() -> None:
    """it "Punti Vittoria (VP)": "Successo ad entrare in un bunker fornisce 20 VP; Essere il primo
    ad entrare in un bunker fornisce ulteriori 20 VP ... Numero dell'ultimo settore visitato (prima
    del bunker) x10 VP; Per ogni soldato rimasto nell'unità, aggiungi 1 VP; Per ogni punto
    coraggio ... 2 VP; Per ogni specialista ... 3 VP; Per aver guadagnato un'onorificenza, aggiungi
    10 VP ... Se un giocatore in modalità solitaria vince il gioco ... conta entrambi i bonus"
    (DDO-9)."""
    scene = load_scene("opt-victory-points-won", SCENES["opt-victory-points-won"])
    after = scene.after
    unit = after.units[0]
    assert after.result == "victory" and unit.safe and after.board.is_bunker(unit.sector)
    last = [n for n in unit.visited if not after.board.is_bunker(n)][-1]
    expected = (20 + 20 + 10 * last + unit.soldiers + 2 * unit.courage + 3 * len(unit.specialists)
                + 10 * unit.medals_won)
    summary = after.result_summary()
    assert summary["victory_points"] == [expected] and summary["team_victory_points"] == expected
    assert summary["scores"] == [expected] and summary["team_won"]


# ---------------------------------------------------------------------- Blind Start
def test_blind_start_gives_1_soldier_plus_the_four_unit_marker_dice() -> None:
    """it "Inizio alla cieca": "i giocatori ignorano le risorse iniziali stampate sulla mappa e
    aggiungono solo 1 soldato alla loro carta risorsa. Dopodichè ogni giocatore tira tutti e 4 i
    segnalini unità ... 1,2 o 3 gradi = 1,2 o 3 soldati / 1 o 2 frecce = 1 o 2 stelle / Scudo =
    Niente" (DDO-16, DDO-17, DDO-18)."""
    scene = load_scene("opt-blind-start", SCENES["opt-blind-start"])
    markers = _chance_texts(scene.record, "marker", scene.index)
    assert len(markers) == 4 and scene.index == 3, "the set-up: four marker dice, nothing else"
    unit = scene.after.units[0]
    printed = GAME.new_game(1, {"map": OMAHA}).units[0]  # type: ignore[attr-defined]
    assert (printed.soldiers, printed.courage, printed.stars) == (5, 1, 2), "Omaha's printed resources"
    assert unit.soldiers == 1 + sum(MARKER_GAINS[m][0] for m in markers)
    assert unit.stars == sum(MARKER_GAINS[m][1] for m in markers)
    assert (unit.courage, unit.item_points) == (0, 0)
    assert scene.after.is_chance() and scene.after.dice_queue, "then the first roll"
