"""The second edition's rules (French rulebook 004_badc40968546fed3.txt), selected with the game
option ``edition=2``, each played through a game with every die pinned, beside the first
edition's rule where they differ. The boards are the hand-drawn ones of dday_helpers."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from dday_helpers import full_board
from dday_helpers import test_board as drawn_board
from meeple.engine.core import CHANCE
from meeple.engine.errors import IllegalActionError, OptionsError
from meeple.games.dday_dice import actions as A
from meeple.games.dday_dice import items, windows
from meeple.games.dday_dice.boards import unimplemented_features
from meeple.games.dday_dice.edition import FIRST, SECOND, Edition
from meeple.games.dday_dice.final_count import DISCARDED
from meeple.games.dday_dice.game import DDayDice, new_state
from meeple.games.dday_dice.item_effects import POST_MGF, PRE_MGF
from meeple.games.dday_dice.maps import load_map_file, maps_dir
from meeple.games.dday_dice.optional_rules import OptionalRules
from meeple.games.dday_dice.phases import FINAL_COUNT, MOVE, OVER, ROLL, SUPPLY, UPKEEP
from meeple.games.dday_dice.scoring import victory_points
from meeple.games.dday_dice.state import DdState
from meeple.games.dday_dice.vehicles import VEHICLES

QUIET = ("soldier", "soldier", "tool", "tool", "courage", "star")  # no RWB, no Straight
STRAIGHT = ("skull", "star", "soldier", "soldiers", "courage", "tool")  # one of each face, no RWB
SEVEN_SOLDIERS = ("soldiers", "soldiers", "soldiers", "soldier", "star", "courage")  # 7, no RWB
FRESH_TROOPS = ("soldiers", "star", "soldiers", "courage", "soldiers", "tool")  # 6 + RWB 6


# ------------------------------------------------------------------------------ helpers
def game(edition: Edition = SECOND, players: int = 1, board: object = None, **board_args: object) -> DdState:
    """A game on a hand-drawn board (every result counted) under ``edition``."""
    b = board if board is not None else drawn_board(practice=False, **board_args)  # type: ignore[arg-type]
    state = new_state(DDayDice(), b, players)  # type: ignore[arg-type]
    state.edition = edition
    return state


def rich_game(edition: Edition = SECOND, players: int = 1, soldiers: int = 10, courage: int = 5,
              stars: int = 0) -> DdState:
    """The full test board (specialists, MGF) with medals, items and vehicles in the game."""
    board = dataclasses.replace(full_board(soldiers, courage, stars), awards=True, items=True)
    state = new_state(DDayDice(), board, players)
    state.edition = edition
    return state


def act(state: DdState, text: str, seat: int = 0) -> list[dict[str, object]]:
    return state.apply(seat, A.parse_action(text))


def chance(state: DdState, *texts: str) -> list[dict[str, object]]:
    events: list[dict[str, object]] = []
    for text in texts:
        events += state.apply(CHANCE, A.parse_action(text))
    return events


def legal(state: DdState, seat: int = 0) -> set[str]:
    return {a.text for a in state.legal_actions(seat)}


def roll(state: DdState, *faces_by_seat: tuple[str, ...]) -> list[dict[str, object]]:
    """Phase 1: chance shows each unit's faces (r1 r2 w1 w2 b1 b2); each unit locks r1 and r2
    and stops. Returns the events of the last stop."""
    for faces in faces_by_seat:
        chance(state, *(f"face {f}" for f in faces))
    events: list[dict[str, object]] = []
    for seat in range(len(faces_by_seat)):
        act(state, "lock r1", seat)
        act(state, "lock r2", seat)
        events = act(state, "stop", seat)
    return events


def close_windows(state: DdState, until: int) -> None:
    """Every unit asked says ``done`` (or stays, or lets soldiers fall) until phase ``until``."""
    while state.phase != until and state.phase != OVER:
        players = state.current_players()
        if not players or players == [CHANCE]:
            return
        seat = players[0]
        options = state.legal_actions(seat)
        for safe in (A.DONE, A.STAY, A.LOSE_SOLDIERS):
            if safe in options:
                state.apply(seat, safe)
                break
        else:
            return


def phases_in(events: list[dict[str, object]]) -> list[object]:
    return [e["phase"] for e in events if e["type"] == "phase"]


def change_sector(state: DdState, number: int, **fields: object) -> None:
    sectors = dict(state.board.sectors)
    sectors[number] = dataclasses.replace(sectors[number], **fields)  # type: ignore[arg-type]
    state.board = dataclasses.replace(state.board, sectors=sectors)


# ------------------------------------------------------------------------------ the option
def test_the_first_edition_is_the_default_and_edition_2_selects_the_second_rule_set() -> None:
    dday = DDayDice()
    assert dday.new_game(1, {"map": "omaha-beach"}).edition == FIRST
    state = dday.new_game(1, {"map": "omaha-beach", "edition": 2})
    assert state.edition == SECOND
    assert state.to_json()["rule_set"] == {"edition": 2, "handful_of_warriors": False}
    assert state.clone().edition == SECOND


def test_edition_3_is_a_clear_error() -> None:
    with pytest.raises(OptionsError, match="edition must be one of 1, 2"):
        DDayDice().new_game(1, {"map": "omaha-beach", "edition": 3})
    with pytest.raises(OptionsError, match="edition must be 1"):
        Edition.from_options({"edition": True})


def test_a_handful_of_warriors_needs_the_second_edition() -> None:
    with pytest.raises(OptionsError, match="set edition=2"):
        DDayDice().new_game(1, {"map": "omaha-beach", "handful_of_warriors": True})
    state = DDayDice().new_game(1, {"map": "omaha-beach", "edition": 2, "handful_of_warriors": True})
    assert state.edition.handful_of_warriors


def test_the_game_and_its_option_say_the_second_edition_uses_the_first_editions_cards() -> None:
    dday = DDayDice()
    spec = next(o for o in dday.options_spec if o.name == "edition")
    assert spec.default == 1 and spec.choices == (1, 2)
    assert "first edition's cards and RWB bonuses" in spec.help
    assert "first edition's cards and RWB bonuses" in dday.description


# ------------------------------------------------------------------------------ six phases
def test_the_second_edition_turns_the_unit_markers_in_a_phase_3_of_their_own() -> None:
    """"PHASE 2 Entretien ... PHASE 3 Ajustez les Marqueurs d'Unité. PHASE 4 Ralliez un
    Spécialiste" -- upkeep ends, then the markers, then Phase 4."""
    second = game(SECOND, start_soldiers=5)
    events = roll(second, QUIET)
    assert phases_in(events) == ["upkeep", "markers", "supply", "move"]
    assert second.units[0].marker == 1, "Pendant la PHASE 3, vous ajoutez 1 chevron"
    first = game(FIRST, start_soldiers=5)
    assert phases_in(roll(first, QUIET)) == ["upkeep", "supply", "move"], "first edition: step e) of upkeep"
    assert first.units[0].marker == 1


def test_in_phase_3_a_third_chevron_turns_to_the_must_move_arrow() -> None:
    """"Si votre Marqueur d'Unité indique [3 chevrons] ..., vous devez le tourner sur le symbole
    [flèche], signifiant que vous devez bouger vers un nouveau Secteur lors de la PHASE 5"."""
    state = game(SECOND, start_soldiers=20)
    for turn in range(3):
        roll(state, QUIET)
        close_windows(state, MOVE)
        act(state, "stay")
        close_windows(state, ROLL)
    assert state.units[0].marker == 3 and not state.units[0].must_move
    roll(state, QUIET)
    assert state.units[0].must_move and "stay" not in legal(state)


# ------------------------------------------------------------------------------ skulls
def test_the_straights_skull_cancels_no_die_in_the_second_edition() -> None:
    """"Lorsqu'il est obtenu dans le cadre d'une Suite, le Crâne n'annule pas un autre dé (il
    est ignoré)" -- even on a map without medals ("Si vous avez obtenu une Suite, vous ignorez
    aussi les effets du Crâne")."""
    state = game(SECOND, start_soldiers=5)
    roll(state, STRAIGHT)
    unit = state.units[0]
    assert state.phase == MOVE, "no skull to place"
    assert (unit.soldiers, unit.stars, unit.courage, unit.item_points) == (5 + 1 + 2, 1, 1, 1)
    first = game(FIRST, start_soldiers=5)
    roll(first, STRAIGHT)
    assert first.phase == UPKEEP and {a.kind for a in first.legal_actions(0)} == {"cancel"}


def test_a_straight_wins_a_medal_and_its_dice_still_count_without_the_skull() -> None:
    """"Après avoir obtenu une Suite dans votre Compte Final et gagné la Médaille de votre
    choix, n'oubliez pas de noter les ressources montrées par vos dés, en ignorant le Crâne."""
    state = rich_game(SECOND)
    roll(state, STRAIGHT)
    assert state.phase == UPKEEP and all(a.kind == "medal" for a in state.legal_actions(0))
    act(state, "medal distinguished-service-order")
    unit = state.units[0]
    assert state.phase != UPKEEP, "the skull is ignored: nothing to cancel"
    assert unit.medals == ["distinguished-service-order"]
    assert (unit.soldiers, unit.courage, unit.stars, unit.item_points) == (13, 6, 1, 1)


def test_a_skull_ignored_by_the_sharpshooter_has_no_negative_effect() -> None:
    """"Si un Crâne est neutralisé par une autre carte comme le Spécialiste Tireur d'Élite,
    alors ce Crâne est ignoré et n'a aucun effet négatif": of two skulls, one cancels a die."""
    state = game(SECOND, start_soldiers=5)
    state.units[0].specialists.append("sharpshooter")
    roll(state, ("skull", "soldier", "skull", "star", "courage", "tool"))
    assert state.phase == UPKEEP and state.units[0].choices == ["sharpshooter-skull", "skull"]
    act(state, "ignore skull")
    act(state, "cancel b2")
    assert state.phase == MOVE and state.units[0].item_points == 0
    assert not state.units[0].cancelled[3], "the star stands: one skull ignored"


def test_the_sharpshooters_aptitude_is_optional_both_skulls_may_cancel() -> None:
    """"L'utilisation de cette aptitude est optionnelle [...] Le Tireur d'Élite vous permet
    d'ignorer l'effet négatif d'un Crâne dans le Compte Final, mais il peut survenir une
    situation où vous préférerez jouer l'effet négatif" (DDE-31): both skulls cancel a die."""
    state = game(SECOND, start_soldiers=5)
    state.units[0].specialists.append("sharpshooter")
    roll(state, ("skull", "soldier", "skull", "star", "courage", "tool"))
    act(state, "cancel w2")
    assert state.units[0].choices == ["skull"] and "ignore skull" not in legal(state), "one skull at most"
    act(state, "cancel b2")
    assert state.units[0].cancelled[3] and state.units[0].cancelled[5]


# ------------------------------------------------------------------------------ medals
def test_second_edition_medals_are_played_in_phases_4_and_5_but_never_in_combat() -> None:
    """"Les Médailles sont jouées comme des Objets Standard lors de n'importe quelle phase,
    sauf pendant la PHASE 6, COMBAT"."""
    state = rich_game(SECOND, stars=1)
    for medal in ("distinguished-service-order", "legion-of-merit"):
        state.medal_deck.remove(medal)
        state.units[0].medals.append(medal)
    roll(state, QUIET)
    close_windows(state, SUPPLY)
    assert state.phase == SUPPLY
    assert {"play distinguished-service-order", "play legion-of-merit"} <= legal(state)
    act(state, "play distinguished-service-order")
    assert (state.units[0].stars, state.units[0].courage) == (1 + 1 + 3, 5 + 1 + 3)
    close_windows(state, MOVE)
    assert "play legion-of-merit" in legal(state)
    act(state, "stay")
    assert state.phase == MOVE and legal(state) == {"play legion-of-merit", "done"}  # after the moves (DDE-32)
    act(state, "done")
    unit = state.units[0]
    assert state.phase == ROLL and unit.medals == ["legion-of-merit"], "combat asked nothing"
    for window in (PRE_MGF, POST_MGF):
        assert not any(a.kind == "play" for a in windows.combat_actions(state, unit, window))


def test_a_medal_acting_on_the_final_count_is_played_only_at_the_end_of_phase_1() -> None:
    """The first edition's medals that add results or RWB bonuses to the Final Count can only
    act before upkeep (DDE-12); the first edition plays every medal at the end of Phase 1."""
    for edition in (SECOND, FIRST):
        state = rich_game(edition)
        state.medal_deck.remove("conspicuous-gallantry-medal")
        state.units[0].medals.append("conspicuous-gallantry-medal")
        state.medal_deck.remove("distinguished-service-order")
        state.units[0].medals.append("distinguished-service-order")
        roll(state, QUIET)
        assert state.phase == FINAL_COUNT and "play conspicuous-gallantry-medal" in legal(state)
        act(state, "done")
        close_windows(state, SUPPLY)
        plays = {a.name for a in state.legal_actions(0) if a.kind == "play"}
        assert plays == ({"distinguished-service-order"} if edition == SECOND else set())


def test_the_medal_deck_is_reshuffled_after_a_medal_is_chosen() -> None:
    """"Mélangez toujours la pioche après avoir choisi votre Médaille": a later draw is at
    random among every card left."""
    state = rich_game(SECOND, courage=12)
    roll(state, STRAIGHT)
    act(state, "medal bronze-star")
    close_windows(state, ROLL)
    roll(state, QUIET)
    close_windows(state, SUPPLY)
    act(state, "buy medal")
    outcomes = dict(state.chance_outcomes())
    assert len(outcomes) == 10, "11 in solo, less the Bronze Star chosen"
    assert "draw bronze-star" not in {a.text for a in outcomes}
    assert all(p == pytest.approx(1 / 10) for p in outcomes.values())


# ------------------------------------------------------------------------------ specialists
def test_a_unit_has_one_auxiliary_specialist_at_a_time() -> None:
    """"Une Unité ne peut avoir qu'un seul Spécialiste Auxiliaire à la fois. Si celui-ci est
    tué ou sacrifié, un autre peut être rallié pour le remplacer.\""""
    state = game(SECOND, board=full_board(start_soldiers=20, start_stars=5))
    state.units[0].specialists.append("pathfinder")
    roll(state, QUIET)
    recruits = {a.name for a in state.legal_actions(0) if a.kind == "recruit"}
    assert "veteran" in recruits and "medic" in recruits
    assert not recruits & {"beachmaster", "minesweeper", "paratrooper"}, "auxiliary: one at a time"
    state.units[0].specialists.remove("pathfinder")
    state.units[0].killed.append("pathfinder")
    assert "recruit minesweeper" in legal(state), "the Pathfinder fell: another may replace it"
    first = game(FIRST, board=full_board(start_soldiers=20, start_stars=5))
    first.units[0].specialists.append("pathfinder")
    roll(first, QUIET)
    assert "recruit minesweeper" in legal(first)


def test_one_unique_specialist_is_in_play_at_a_time() -> None:
    """"Il ne peut y avoir qu'un seul Spécialiste Unique en jeu à la fois ... Si le Spécialiste
    Unique est tué ou sacrifié, ... les rendant ainsi disponibles" -- the General is ranked."""
    state = game(SECOND, board=full_board(start_soldiers=20, start_stars=5), players=2)
    state.units[1].specialists.append("engineer")
    roll(state, QUIET, QUIET)
    close_windows(state, SUPPLY)
    seat = state.current_players()[0]
    recruits = {a.name for a in state.legal_actions(seat) if a.kind == "recruit"}
    assert "general" in recruits and "marksman" not in recruits
    state.units[1].specialists.remove("engineer")
    state.units[1].killed.append("engineer")
    assert "marksman" in {a.name for a in state.legal_actions(seat) if a.kind == "recruit"}


def test_bazooka_joes_second_step_lifts_the_auxiliary_and_unique_limits() -> None:
    """"Si le jeu est toujours trop difficile, autorisez les Unités à rallier plus d'un
    Spécialiste Unique et Auxiliaire.\""""
    state = game(SECOND, board=full_board(start_soldiers=20, start_stars=5))
    state.rules = OptionalRules(bazooka_joe=True, bazooka_joe_specialists=True)
    state.units[0].specialists += ["pathfinder", "engineer"]
    roll(state, QUIET)
    assert {"recruit minesweeper", "recruit marksman"} <= legal(state)


# ------------------------------------------------------------------------------ vehicles
def test_a_vehicle_found_counts_toward_the_one_find_a_turn() -> None:
    """"Un Véhicule trouvé compte dans votre limite d'un Objet trouvé par tour.\""""
    state = rich_game(SECOND)
    state.vehicle_deck = list(VEHICLES)
    change_sector(state, 2, special=(("vehicle-here", "tank"),))
    state.units[0].item_points = 60
    roll(state, QUIET)
    close_windows(state, SUPPLY)
    assert "find tank" in legal(state) and "find grenade" in legal(state)
    act(state, "find tank")
    assert state.units[0].vehicles == ["tank"]
    assert not any(a.kind == "find" for a in state.legal_actions(0)), "the find of the turn is made"


# ------------------------------------------------------------------------------ trading
def test_second_edition_units_trade_in_every_phase_but_combat() -> None:
    """"Lors de chaque phase, sauf PHASE 6, COMBAT, lorsque 2 Unités ou plus sont dans un même
    Secteur, ces Unités peuvent échanger des ressources\""""
    state = rich_game(SECOND, players=2)
    roll(state, QUIET, QUIET)
    assert state.phase == FINAL_COUNT and "give 1 soldier" in legal(state, 0)
    act(state, "give 1 soldier", 0)
    assert (state.units[0].soldiers, state.units[1].soldiers) == (9, 11)
    close_windows(state, MOVE)
    assert "give 0 courage" in legal(state, 1)
    act(state, "give 0 courage", 1)
    assert state.units[0].courage == state.units[1].courage + 2
    act(state, "stay", 0)
    act(state, "stay", 1)
    assert state.phase == MOVE, "after the moves, before combat (DDE-32)"
    before = (state.units[0].soldiers, state.units[1].soldiers)
    act(state, "give 1 soldier", 0)
    assert (state.units[0].soldiers, state.units[1].soldiers) == (before[0] - 1, before[1] + 1)
    act(state, "done", 0)
    act(state, "done", 1)
    assert state.phase == ROLL, "combat asked nothing: no trade there"
    for unit in state.units:
        assert not any(a.kind == "give" for a in windows.combat_actions(state, unit, POST_MGF))
    first = rich_game(FIRST, players=2)
    roll(first, QUIET, QUIET)
    assert first.phase == SUPPLY, "first edition: no trade at the end of Phase 1 (DDD-5)"
    assert any(a.kind == "give" for a in windows.combat_actions(first, first.units[0], POST_MGF))


# ------------------------------------------------------------------------------ Lieutenant
def test_the_lieutenant_swaps_only_dice_that_are_not_skulls() -> None:
    """"une Unité peut échanger 1 et seulement 1 dé non-Crâne avec 1 autre Unité ... seuls les
    vrais dés sans Crâne peuvent être échangés.\""""
    state = game(SECOND, players=2, start_soldiers=10)
    state.units[0].specialists.append("lieutenant")
    roll(state, ("skull", "soldier", "star", "star", "courage", "tool"),
         ("soldiers", "skull", "tool", "tool", "courage", "star"))
    swaps = {a.text for a in state.legal_actions(0) if a.kind == "swap"}
    assert "swap r2 1 r1" in swaps
    assert not any(t.startswith("swap r1 ") or t.endswith(" r2") for t in swaps), "no skull either side"
    with pytest.raises(IllegalActionError):
        act(state, "swap r1 1 r1")
    first = game(FIRST, players=2, start_soldiers=10)
    first.units[0].specialists.append("lieutenant")
    roll(first, ("skull", "soldier", "star", "star", "courage", "tool"),
         ("soldiers", "skull", "tool", "tool", "courage", "star"))
    assert "swap r1 1 r2" in legal(first)


def test_the_solo_lieutenant_swaps_a_skull_away_six_times_a_game_at_most() -> None:
    """"Cette carte vous permet d'écarter un dé de votre Compte Final et de le remplacer par un
    dé du jet du Lieutenant, une fois par tour. C'est un bon moyen de se débarrasser de Crânes
    indésirables. ... Chaque dé du Lieutenant ne peut être échangé qu'une seule fois et doit
    ensuite être défaussé, ce qui vous donne un maximum de 6 échanges par partie.\""""
    state = game(SECOND, start_soldiers=40)
    state.units[0].specialists.append("lieutenant")
    spare = ("soldiers", "soldiers", "star", "courage", "tool", "soldier")
    for turn in range(7):
        roll(state, ("skull", "soldier", "star", "star", "courage", "tool"))
        if turn == 0:
            chance(state, *(f"face {f}" for f in spare))  # the spare set, rolled once
        assert state.current_players() != [CHANCE], "the spare dice are never rolled again"
        swaps = sorted(a.text for a in state.legal_actions(0) if a.kind == "swap" and a.text.startswith("swap r1"))
        if turn == 6:
            assert swaps == [] and state.units[0].spare == [DISCARDED] * 6
            break
        assert len(swaps) == 6 - turn
        act(state, swaps[0])
        assert state.units[0].dice[0] != 0 or spare[turn] == "skull"
        close_windows(state, MOVE)
        moves = [a for a in state.legal_actions(0) if a.kind in ("stay", "move")]
        state.apply(0, A.STAY if A.STAY in moves else moves[0])
        close_windows(state, ROLL)
    assert state.units[0].spare.count(DISCARDED) == 6


# ------------------------------------------------------------------------------ solo sectors
def test_solo_a_one_unit_sector_is_a_cant_stay_here_sector() -> None:
    """"SOLITAIRE ... Traitez tous les Secteurs avec la mention « 1 Unité Max » comme des
    Secteurs « Ne restons pas là »." -- not so with two units, nor in the first edition."""
    for edition, players, must_move in ((SECOND, 1, True), (SECOND, 2, False), (FIRST, 1, False)):
        state = game(edition, players=players, start_soldiers=10)
        change_sector(state, 1, one_unit=True)
        roll(state, *([QUIET] * players))
        close_windows(state, MOVE)
        act(state, "move 1")
        close_windows(state, ROLL)
        roll(state, *([QUIET] * players))
        close_windows(state, MOVE)
        assert state.units[0].must_move is must_move, (edition, players)


# ------------------------------------------------------------------------------ handful of warriors
def handful_game(**kwargs: object) -> DdState:
    return game(Edition(2, handful_of_warriors=True), **kwargs)  # type: ignore[arg-type]


def test_a_handful_of_warriors_keeps_one_soldier_for_every_two() -> None:
    """"si vous obtenez 7 Soldats dans votre Compte Final, vous n'en ajoutez que 3 à votre
    Unité durant la PHASE 2\""""
    state = handful_game(start_soldiers=5)
    events = roll(state, SEVEN_SOLDIERS)
    assert state.units[0].soldiers == 5 + 3
    kinds = [e["type"] if e["type"] != "phase" else e["phase"] for e in events]
    assert kinds.index("handful-of-warriors") < kinds.index("markers"), "at the end of Phase 2"
    plain = game(SECOND, start_soldiers=5)
    roll(plain, SEVEN_SOLDIERS)
    assert plain.units[0].soldiers == 5 + 7


def test_rwb_bonuses_are_counted_before_the_soldiers_are_halved() -> None:
    """"les bonus BBR sont calculés avant de diviser le total par 2 (arrondi à l'inférieur)" --
    three two-soldier dice in three colours: 6 + Fresh Troops' 6 = 12, halved to 6."""
    state = handful_game(start_soldiers=5)
    roll(state, FRESH_TROOPS)
    assert state.units[0].soldiers == 5 + 6


def test_losses_in_phase_2_are_not_halved() -> None:
    """"Note : Les pertes ne sont pas réduites de moitié." -- a four of a kind in a sector that
    costs 3 soldiers for it (Juno Beach 11): 4 soldiers gained keep 2, the 3 lost stay 3."""
    state = handful_game(start_soldiers=10)
    change_sector(state, 2, special=(("four-of-a-kind-loss", ""),))
    roll(state, ("star", "star", "star", "star", "soldiers", "soldiers"))
    assert state.units[0].soldiers == 10 + 2 - 3


def test_soldiers_an_item_gives_are_not_halved() -> None:
    """"Les Soldats gagnés grâce à des Objets et des Médailles ... ne sont pas réduits de
    moitié" -- a Walkie-Talkie used at the end of Phase 1 gives its 2 soldiers whole."""
    state = handful_game(board=dataclasses.replace(full_board(5, 5), items=True))
    state.reserve = items.initial_reserve(state)
    state.reserve.remove("walkie-talkie")
    state.units[0].items.append("walkie-talkie")
    roll(state, SEVEN_SOLDIERS)
    act(state, "use walkie-talkie")
    assert state.units[0].soldiers == 5 + 2 + 3


# ------------------------------------------------------------------------------ victory points
def test_a_victory_counts_every_sector_of_the_map_bunker_included() -> None:
    """"Victoire – nombre total de Secteurs du Champ de Bataille (Bunker inclus) : x 10 PV" --
    the test board has 7 sectors; the first edition counts the last sector before the bunker."""
    for edition, sector_points in ((SECOND, 70), (FIRST, 40)):
        state = game(edition, start_soldiers=20, start_courage=3)
        state.units[0].sector, state.units[0].visited = 4, [2, 4]
        roll(state, QUIET)
        act(state, "move 7")
        close_windows(state, OVER)
        unit = state.units[0]
        assert state.result == "victory"
        expected = 20 + 20 + sector_points + unit.soldiers + 2 * unit.courage
        assert victory_points(state, unit) == expected


def test_a_defeat_counts_the_number_of_the_last_sector_occupied() -> None:
    """"Défaite – le numéro du dernier Secteur occupé : x 10 PV" -- a unit that falls in the
    bunker (sector 7) scores 70 there; the first edition counts sector 4, before the bunker."""
    for edition, sector_points in ((SECOND, 70), (FIRST, 40)):
        state = game(edition, start_soldiers=1, start_courage=3)
        state.units[0].sector, state.units[0].visited = 4, [2, 4]
        roll(state, ("star", "star", "tool", "tool", "courage", "courage"))
        act(state, "move 7")
        close_windows(state, OVER)
        unit = state.units[0]
        assert state.result == "defeat" and unit.lost and unit.sector == 7
        assert victory_points(state, unit) == sector_points + 2 * unit.courage


# ------------------------------------------------------------------------------ explosives
def doors_game(*cards: str, edition: Edition = SECOND) -> DdState:
    """A unit in sector 4 before a bunker whose doors must be blown open, holding ``cards``."""
    state = game(edition, board=dataclasses.replace(full_board(20, 3), items=True))
    change_sector(state, 7, special=(("explosives-doors", ""),))
    unit = state.units[0]
    unit.sector, unit.visited = 4, [2, 4]
    for card in cards:
        (unit.specialists if card == "engineer" else unit.items).append(card)
    roll(state, QUIET)
    close_windows(state, MOVE)
    return state


def test_a_bunker_with_doors_is_entered_only_with_explosives() -> None:
    """"Si un Secteur du Champ de Bataille indique « Défaussez [explosifs] pour ouvrir les
    portes du Bunker », l'Unité doit défausser soit : 2 cartes avec 1 symbole explosion
    (Grenade ou Spécialiste du Génie), ou 1 carte avec 2 symboles explosion (Torpille
    Bangalore).\""""
    assert "move 7" not in legal(doors_game())
    assert "move 7" not in legal(doors_game("grenade")), "one symbol is not enough"
    state = doors_game("grenade", "engineer")
    act(state, "move 7")
    unit = state.units[0]
    assert unit.sector == 7 and "grenade" in state.used and "engineer" in unit.killed
    assert unit.items == [] and unit.specialists == []
    state = doors_game("bangalore-torpedo")
    act(state, "move 7")
    assert state.units[0].items == [] and "bangalore-torpedo" in state.used


def test_a_unit_that_can_pay_two_ways_chooses_its_explosives() -> None:
    state = doors_game("grenade", "engineer", "bangalore-torpedo")
    act(state, "move 7")
    assert legal(state) == {"discard grenade", "discard engineer", "discard bangalore-torpedo"}
    act(state, "discard grenade")
    unit = state.units[0]
    assert unit.specialists == [] and unit.items == ["bangalore-torpedo"], "then the Engineer, the one card left"
    assert not unit.pending


def test_the_doors_once_blown_open_stay_open() -> None:
    """"... pour ouvrir les portes du Bunker": the doors are opened once (DDE-26). The second
    unit of the sector, with no explosives, follows the first in."""
    state = game(SECOND, 2, board=dataclasses.replace(full_board(20, 3), items=True))
    change_sector(state, 7, special=(("explosives-doors", ""),))
    for unit in state.units:
        unit.sector, unit.visited = 4, [2, 4]
    state.units[0].items.append("bangalore-torpedo")
    roll(state, QUIET, QUIET)
    close_windows(state, MOVE)
    assert "move 7" not in legal(state, 1)
    act(state, "move 7", 0)
    assert "move 7" in legal(state, 1)
    act(state, "move 7", 1)
    assert state.units[1].sector == 7 and state.marks.doors_open == [7]


def test_a_battle_cry_does_not_open_the_doors() -> None:
    state = doors_game()
    state.units[0].battle_cry = True
    assert "move 7" not in legal(state)


# ------------------------------------------------------------------------------ items in combat
def test_second_edition_items_are_not_used_in_combat_unless_the_card_says_so() -> None:
    """"Les Objets peuvent être utilisés à tout moment, excepté lors des Combats (sauf mention
    contraire)" -- the Walkie-Talkie waits; the Bangalore Torpedo, made for combat, does not."""
    for edition, in_combat in ((SECOND, False), (FIRST, True)):
        state = game(edition, board=dataclasses.replace(full_board(10, 5), items=True))
        state.units[0].items += ["walkie-talkie", "bangalore-torpedo"]
        unit = state.units[0]
        for window in (PRE_MGF, POST_MGF):
            uses = {a.name for a in windows.combat_actions(state, unit, window) if a.kind == "use"}
            assert "bangalore-torpedo" in uses
            assert ("walkie-talkie" in uses) is (in_combat and window == POST_MGF)
        roll(state, QUIET)
        assert "use walkie-talkie" in legal(state), "outside combat, at any time"


def test_a_map_file_asks_for_explosives_with_the_bunker_rule_explosives_doors(tmp_path: Path) -> None:
    """A map data file marks the bunker: ``[[bunkers.special]] rule = "explosives-doors"``; the
    board is playable (the rule is implemented) and its bunker carries the rule."""
    text = (maps_dir() / "omaha-beach.toml").read_text(encoding="utf-8")
    text = text.replace(
        'reconstructed = ["row", "col", "span", "def", "courage", "mgf"]   # DDM-15\n',
        'reconstructed = ["row", "col", "span", "def", "courage", "mgf"]   # DDM-15\n\n'
        '[[bunkers.special]]\nrule = "explosives-doors"\n'
        'text = "Défaussez [explosion explosion] pour ouvrir les portes du Bunker"\n', 1)
    path = tmp_path / "omaha-beach.toml"
    path.write_text(text, encoding="utf-8")
    battle_map = load_map_file(path)
    bunker = next(c for c in battle_map.cells if c.number == 10)
    assert [r.rule for r in bunker.special] == ["explosives-doors"]
    assert unimplemented_features(battle_map) == ()
