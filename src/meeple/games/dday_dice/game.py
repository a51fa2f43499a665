"""D-Day Dice as a registered game (first edition; rulebooks in ../shared/seeds/000_...,
002_... and 004_...; the option ``edition=2`` plays the second edition's rules, :mod:`.edition`). One seat per unit: solo or 2-4 players, all together against the
bunker."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Mapping

from meeple.engine.action_table import TableActions
from meeple.engine.core import BotSpec, Game, OptionSpec
from meeple.engine.errors import RuleNotImplementedError
from meeple.games.dday_dice import actions as A
from meeple.games.dday_dice import edition, joined_maps, medals, optional_rules, vehicles
from meeple.games.dday_dice.board import Board
from meeple.games.dday_dice.optional_rules import NO_OPTIONAL_RULES, OptionalRules
from meeple.games.dday_dice.items import initial_reserve
from meeple.games.dday_dice.phases import ROLL
from meeple.games.dday_dice.roll import start as start_roll
from meeple.games.dday_dice.state import DdState
from meeple.games.dday_dice.unit import Unit
from meeple.games.dday_dice.words.game_words import DDayWords

DEFAULT_MAP = "exercise-tiger-practice"


class DDayDice(TableActions, Game):
    """D-Day Dice (Valley Games), first edition; with the option ``edition=2``, the second
    edition's revised rules (Word Forge / Nuts!) played with the first edition's cards and RWB
    bonuses (:mod:`.edition`, :data:`.edition.DESCRIPTION`)."""

    description = edition.DESCRIPTION

    id = "dday-dice"
    actions = A
    action_type = A.DdAction
    name = "D-Day Dice"
    min_players = 1
    max_players = 4
    #: 2: items, vehicles, medals; Phase 3 in tie-rule order (DDD-15); trades before
    #: casualties (DDD-5); card windows in Phase 5 (DDD-12).
    #: 3: the solo Lieutenant's spare dice rolled once (DDO-2); the Binoculars offered on every
    #: d6 their text allows (DDM-78); the other maps, optional rules and the second edition.
    #: 4: the Sharpshooter's skull ignored by choice (DDE-31); the second edition's third roll
    #: may take any die not locked after the first roll (DDE-30).
    #: 5: Quartermaster's Whim never draws an item a sector holds, and Bazooka Joe or the Whim
    #: free Merville's solo Lamp with two or more units (DDO-21); Bazooka Joe's second step fills
    #: every hand on Silence the Guns (DDO-6); the Blind Start ignores Utah's Corporal (DDO-18).
    #: 6: Merville's fenced sectors open only from the sector where the Wirecutters were used,
    #: not to the unit wherever it goes (DDM-57); a vehicle swapped by the War Correspondent
    #: into a bunker or a climbing sector is abandoned (DDM-55).
    #: 7: a unit that must move waits for the occupant of the one-unit sector it needs (DDM-17);
    #: no vehicle is given into, or kept in, a bunker, and a unit given a second vehicle
    #: abandons one (DDC-18); the War Correspondent swaps only before the first move, and a unit
    #: swapped into a bunker enters it that turn (DDC-26); a unit acts in Phase 3 until it says
    #: done (DDD-15); a die locked after the first roll stays locked when swapped (DDD-9, DDD-11).
    #: 8: no move out of a bunker entered this turn (DDM-36, DDM-73); a unit that must move waits
    #: for the Wirecutters of a unit in its sector (DDM-57); "first into a bunker" is decided at
    #: a unit's first conquest and a unit going on scores each bunker (DDM-73, DDM-77); a climb is
    #: rolled on the cliff and the spur between its faces never opens (DDM-51, DDM-53); Random
    #: Specialists never draw a sector's bound specialist (DDO-11); the Binoculars change another
    #: sector's machine-gun die (DDM-78); no Grenade or Mortar against cancelled guns (DDM-29).
    #: 9: from turn 2 on too, a unit waits for another unit's choice at the start of Phase 4
    #: (DDD-16); a unit swapped into a bunker has no must-move left (DDC-26); a photographed Final
    #: Count climbs only where it was rolled (DDM-51).
    #: 10: a card that would give a unit that must move its move (Lucky Charm, Pocket Bible; 2nd
    #: edition DSO, Légion d'Honneur) is a way out (DDD-16); a medal played in Phase 3 reopens it
    #: for the units it reaches (DDE-12); no die the Victoria Cross deals counts as locked
    #: (DDC-22); a Lieutenant dismissed with the Purple Heart returns to the reserve (DDM-43);
    #: bunker doors once blown open stay open (DDE-26).
    #: 11: a lost unit ends the game at once (DDD-20) and its soldiers and specialists score
    #: nothing (DDD-21); a gift or a Lieutenant's swap reopens the receiver's window (DDD-5); 2nd
    #: edition: gifts and medals once every unit has moved (DDE-32); units that entered a bunker
    #: together never lower its DEF for each other (DDM-80); no Straight where a face is removed
    #: (DDM-9); no Grenade or Mortar against silenced guns.
    #: 12: any change another unit's action makes reopens a unit's window (the Victoria Cross,
    #: the Medal of Honor...; DDD-5, DDD-18); the game ends only once the Binoculars' choice on a
    #: die of that moment is made (DDD-20).
    #: 13: a choice put to a unit by another's card (the Rope Ladder), a card or vehicle drawn by
    #: chance (a Jeep in its sector) reopens its window too (DDD-5); the end waits only for the
    #: choices on dice that may bring casualties (DDD-20).
    #: 14: within a phase a unit gives on nothing of a kind it was given in that phase, so the
    #: gifts of a phase end (DDD-23; random play had turns of thousands of gifts).
    #: 15: Utah Beach's and Juno Beach's bunkers are raised by the Flame-Thrower's 10, and Utah's
    #: sectors take Omaha Beach's DEF ladder (DDM-81).
    rules_version = "15"
    cooperative = True
    #: The benchmark: solo heuristic games on Omaha Beach with the full rules.
    bench_setup = (1, "heuristic", {"map": "omaha-beach"})
    #: Each phase ends once every unit is done; gifts end because a unit gives on nothing it was
    #: given in the phase (DDD-23). Random play's longest turn measured: 220 moves, chance's
    #: included (four units, every map and edition, optional rules; before DDD-23, Sword Beach
    #: alone had turns of 1,739 and of over 6,000 moves).
    max_moves_per_turn = 400
    options_spec = (
        OptionSpec("map", "content", DEFAULT_MAP, "battle map id (see `meeple maps list`), or a map itself: "
                   "a map file on the command line (`--map my-map.toml`, checked as `meeple maps validate` does)"),
        *optional_rules.OPTION_SPECS,
        *edition.OPTION_SPECS,
        OptionSpec("starts", "str", "", "Silence the Guns: each seat's starting map, one letter a seat "
                   "(S Sword Beach, M Merville Battery), e.g. SMSM; default alternating S, M (solo M)"),
    )

    def new_game(self, num_players: int, options: Mapping[str, Any] | None = None) -> DdState:
        full = self.check_options(num_players, options)
        board = self.board(map_id_of(full["map"]))
        rules = optional_rules.OptionalRules.from_options(full)
        rule_set = edition.Edition.from_options(full)  # first or second edition (DDE-1)
        optional_rules.check(rules, board, num_players)
        joined_maps.starts_for(board, num_players, full.get("starts", ""))  # Silence the Guns (DDM-68)
        state = new_state(self, optional_rules.prepare_board(board, rules), num_players, full.get("starts", ""), rules)
        optional_rules.set_up(state, rules)
        state.edition = rule_set
        return state

    def board(self, map_id: str) -> Board:
        """The map ready for play; a map needing rules not implemented yet is refused."""
        from meeple.games.dday_dice.boards import build_board

        board = build_board(map_id)
        refuse_unimplemented(board)
        return board

    def option_choices(self, name: str) -> tuple[str, ...]:
        """``map``: every packaged map the engine can play (no rule it lacks), in the
        rulebook's order."""
        if name != "map":
            return ()
        from meeple.games.dday_dice.boards import build_board
        from meeple.games.dday_dice.maps import map_ids

        from meeple.games.dday_dice.joined_maps import joined_ids

        return tuple(m for m in (*map_ids(), *joined_ids()) if not build_board(m).unimplemented)

    def check_content(self, directory: Path | None = None) -> str:
        """Validate the cards, second-edition kinds, maps and joined maps (the packaged files, or
        a user's copies in ``directory``; :mod:`.content_check`)."""
        from meeple.games.dday_dice.content_check import check_content

        return check_content(directory)

    def words(self) -> DDayWords:
        """The game's words for people (:mod:`meeple.games.dday_dice.words`)."""
        return DDayWords()

    def bots(self) -> tuple[BotSpec, ...]:
        return (BotSpec("heuristic", "keeps the dice its unit needs; advances when it can survive the next sector"),)

    def exact_odds(self, state: Any, seat: int, target: str | None = None) -> dict[str, Any] | None:
        """At a reroll decision: each choice's Final Tally, and the target's chance
        (:mod:`.roll_odds`)."""
        from meeple.games.dday_dice.roll_odds import odds_json

        return odds_json(state, seat, target)

    def make_bot(self, name: str, seed: int) -> Any:
        from meeple.games.dday_dice.bots import HeuristicBot

        if name == "heuristic":
            return HeuristicBot(seed)
        return super().make_bot(name, seed)


def map_id_of(value: str | dict[str, Any]) -> str:
    """The id of the ``map`` option's map: a packaged map's id as given, or a map given as
    content checked and made known (:func:`.given_maps.given_map_id`)."""
    if isinstance(value, dict):
        from meeple.games.dday_dice.given_maps import given_map_id

        return given_map_id(value)
    return value


def refuse_unimplemented(board: Board) -> None:
    """Raise RuleNotImplementedError naming the rules ``board`` needs that meeple lacks."""
    if board.unimplemented:
        raise RuleNotImplementedError(
            f"map {board.id} needs rules meeple does not implement yet: {', '.join(board.unimplemented)} "
            "(see docs/rules-coverage.md)"
        )


def new_state(game: Game, board: Board, num_players: int, starts: str = "",
              rules: OptionalRules = NO_OPTIONAL_RULES) -> DdState:
    """Set-up (rulebook "Inizio gioco"): every unit on the start sector with the start
    resources printed on the map; then the first Phase 1 begins (chance rolls the dice). The
    optional rules in play are known before the reserve is laid out (a list replaced by Bazooka
    Joe or Quartermaster's Whim frees the solo-only substitutes: DDO-21)."""
    units = []
    for seat in range(num_players):
        unit = Unit(seat, board.start)
        unit.marker = 0  # the first upkeep shows one chevron (docs/rulings.md, DDD-2)
        unit.soldiers = board.start_soldiers
        unit.courage = board.start_courage
        unit.stars = board.start_stars
        unit.item_points = board.start_item_points
        unit.specialists = list(board.start_specialists)
        units.append(unit)
    state = DdState(game, board, units)
    state.rules = rules
    joined_maps.set_up(state, starts)  # Silence the Guns: each unit on its own map (DDM-68)
    state.reserve = initial_reserve(state)
    state.medal_deck = medals.initial_deck(state)
    state.vehicle_deck = vehicles.initial_deck(state)
    state.phase = ROLL
    start_roll(state, [])
    return state
