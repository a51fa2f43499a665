"""The state of a game of D-Day Dice and the kernel contract over it.

"Il gioco è simultaneo. Tutti i giocatori eseguono la sequenza del turno insieme, il turno è
diviso in 5 fasi, ogni fase deve essere completata da tutti i giocatori prima di passare alla
prossima." Every unit with a decision in the current phase is among ``current_players()``;
chance (dice) resolves first whenever dice are waiting to be rolled.

The rules live in modules named after the phases: :mod:`.roll` (Phase 1), :mod:`.upkeep`
(Phase 2), :mod:`.movement` (Phase 4), :mod:`.combat` (Phase 5) and :mod:`.scoring`
(victory, defeat and victory points); :mod:`.flow` moves the game from phase to phase.
"""

from __future__ import annotations

import random
from typing import Any

from meeple.engine.core import CHANCE, Event, Game, State
from meeple.engine.errors import IllegalActionError
from meeple.games.dday_dice import actions as A
from meeple.games.dday_dice import (
    casualties,
    combat,
    final_count,
    flow,
    items,
    medals,
    movement,
    optional_rules,
    pending,
    roll,
    supply,
    upkeep,
    vehicles,
    windows,
)
from meeple.games.dday_dice import after_moves, binoculars_dice, gift_limits, joined_maps, joined_play, move_reasons, random_sectors
from meeple.games.dday_dice import held_medal_reasons, item_reasons, reserve_reasons, third_roll, trade_reasons, vehicle_reasons
from meeple.games.dday_dice.board import Board
from meeple.games.dday_dice.board_marks import BoardMarks
from meeple.games.dday_dice.dice import FACES
from meeple.games.dday_dice.edition import FIRST, Edition
from meeple.games.dday_dice.optional_rules import NO_OPTIONAL_RULES, OptionalRules
from meeple.games.dday_dice.phases import COMBAT, FINAL_COUNT, MOVE, NAMES, OVER, ROLL, SUPPLY, UPKEEP
from meeple.games.dday_dice.scoring import team_returns, victory_point_lines, victory_points
from meeple.games.dday_dice.unit import Unit



class DdState(State[A.DdAction]):
    """A game of D-Day Dice."""

    __slots__ = ("game", "board", "units", "phase", "turn", "dice_queue", "d6_queue", "mgf_rolls",
                 "combat_stage", "messenger_traded_turn", "result", "card_queue", "reserve", "used",
                 "medal_deck", "medals_out", "vehicle_deck", "abandoned", "def_cut", "def_zero", "mgf_off",
                 "silenced", "markers_frozen", "vc_pool", "vc_slots", "barriers_open", "wires_cut", "sacrifices_waived", "supply_acting",
                 "rules", "setup_queue", "setup_decks", "hands", "marks", "edition", "phase2_soldiers", "_who",
                 "_legal")

    def __init__(self, game: Game, board: Board, units: list[Unit]) -> None:
        self.game = game
        self.board = board
        self.units = units
        self.phase = ROLL
        self.turn = 1
        #: Dice waiting for chance: (unit seat, die position).
        self.dice_queue: list[tuple[int, int]] = []
        #: Plain d6 rolls waiting for chance: ("mgf", sector) or ("mine", seat).
        self.d6_queue: list[tuple[str, int]] = []
        #: This turn's machine-gun fire dice, by sector.
        self.mgf_rolls: dict[int, list[int]] = {}
        #: Phase 5: 0 before the machine-gun fire, 1 after it, 2 resolved.
        self.combat_stage = 0
        #: The turn the Messenger last changed units ("una volta per turno").
        self.messenger_traded_turn = 0
        self.result = ""
        #: Cards drawn at random, waiting for chance: ("medal", seat) or ("vehicle", seat).
        self.card_queue: list[tuple[str, int]] = []
        #: The common reserve's items (face up), the used items (face down), the medal deck,
        #: the medals played, the vehicle deck and the vehicles abandoned for good.
        self.reserve: list[str] = []
        self.used: list[str] = []
        self.medal_deck: list[str] = []
        self.medals_out: list[str] = []
        self.vehicle_deck: list[str] = []
        self.abandoned: list[str] = []
        #: This turn's DEF cuts by sector, sectors at DEF 0 (Bangalore), sectors whose MGF is
        #: prevented (Grenade, Mortar); sectors silenced for good (Grenadier); the Bronze Star.
        self.def_cut: dict[int, int] = {}
        self.def_zero: list[int] = []
        self.mgf_off: list[int] = []
        self.silenced: list[int] = []
        self.markers_frozen = False
        #: Phase 4: sectors whose units cross barriers (a Bulldozer, Wirecutters) or make no
        #: sacrifice (an Ambulance) this turn, "anche per le unità che muovono con te".
        self.barriers_open: list[int] = []
        #: Merville: the sectors where the Wirecutters were used this turn; a fenced sector is
        #: entered only from one of them (:mod:`.wirecutters_only`, DDM-57).
        self.wires_cut: list[int] = []
        self.sacrifices_waived: list[int] = []
        #: Phase 3: the seat acting now, until it says ``done`` (DDD-15); -1 before any acts.
        self.supply_acting = -1
        #: The Victoria Cross: the pooled dice (face, colour) and the dice still to deal.
        self.vc_pool: list[tuple[int, int]] = []
        self.vc_slots: list[tuple[int, int]] = []
        #: The optional rules in play (:mod:`.optional_rules`); their set-up draws waiting for
        #: chance: (pile, seat) or ("marker", seat), and the piles drawn from; each unit's own
        #: regular specialists under Random Specialists (empty: the map's list).
        self.rules: OptionalRules = NO_OPTIONAL_RULES
        self.setup_queue: list[tuple[str, int]] = []
        self.setup_decks: dict[str, list[str]] = {}
        self.hands: list[list[str]] = []
        #: The marks on the board: random sectors rolled, first-unit rewards taken, bunkers
        #: conquered, this Phase 5's sector fire (:mod:`.board_marks`).
        self.marks = BoardMarks()
        #: The rule set (:mod:`.edition`): the first edition unless the option says 2; under the
        #: second edition's Handful of Warriors, each unit's (soldiers, soldiers lost) when this
        #: Phase 2 began (:mod:`.handful_of_warriors`).
        self.edition: Edition = FIRST
        self.phase2_soldiers: list[tuple[int, int]] = []
        #: The units deciding now, as the last ``apply`` left them (None: work it out), and the
        #: legal actions last listed since, (seat, actions), which the next move is checked
        #: against: each read once per move (a state changed by hand other than through
        #: ``apply`` is read afresh through :meth:`clone`).
        self._who: list[int] | None = None
        self._legal: tuple[int, list[A.DdAction]] | None = None

    # ------------------------------------------------------------------ contract
    @property
    def num_players(self) -> int:
        return len(self.units)

    def current_players(self) -> list[int]:
        if self.phase == OVER:
            return []
        if self.dice_queue or self.d6_queue or self.card_queue or self.setup_queue:
            return [CHANCE]
        if self._who is None:
            self._who = flow.deciding(self)
        return list(self._who)

    def is_over(self) -> bool:
        return self.phase == OVER

    def is_chance(self) -> bool:
        """Whether chance acts next (what ``current_players() == [CHANCE]`` says, without the
        list): dice, a d6, a card or a set-up draw waiting, the game not over."""
        return self.phase != OVER and bool(self.dice_queue or self.d6_queue or self.card_queue or self.setup_queue)

    def check_turn(self, player: int) -> None:
        """As the kernel's: chance's turn is read straight off the queues (:meth:`is_chance`);
        any other case, and every refusal, is the kernel's."""
        if player != CHANCE or not self.is_chance():
            super().check_turn(player)

    def legal_actions(self, player: int) -> list[A.DdAction]:
        if player == CHANCE:
            return [a for a, _ in self.chance_outcomes()]
        if player not in self.current_players():
            return []
        legal = self._actions(player)
        self._legal = (player, legal)  # the move that follows is checked against them
        return legal[:]

    def _legal_now(self, player: int) -> list[A.DdAction]:
        """The legal actions of a deciding ``player``: those listed last, if they were listed
        since the last move, else listed now."""
        known = self._legal
        return known[1] if known is not None and known[0] == player else self._actions(player)

    def _actions(self, player: int) -> list[A.DdAction]:
        unit = self.units[player]
        if casualties.pending(unit):
            return casualties.actions(unit)
        if unit.pending:
            return pending.actions(self, unit)
        if self.phase == ROLL:
            return roll.actions(self, unit)
        if self.phase == FINAL_COUNT:
            return final_count.actions(self, unit)
        if self.phase == UPKEEP:
            return upkeep.choice_actions(self, unit)
        if self.phase == SUPPLY:
            return supply.actions(self, unit)
        if self.phase == MOVE:
            if not movement.must_decide(self, unit):
                return after_moves.actions(self, unit)  # 2nd edition: after every move (DDE-32)
            return movement.actions(self, unit)
        if self.phase == COMBAT:
            return windows.combat_actions(self, unit, windows.combat_window(self))
        return []

    def apply(self, player: int, action: Any) -> list[Event]:
        if action.__class__ is not A.DdAction:
            raise IllegalActionError(f"not a D-Day Dice action: {action!r}")
        self.check_turn(player)
        self._who = None
        events: list[Event] = []
        if player == CHANCE:
            self._legal = None
            watched = windows.watch(self, None)
            self._apply_chance(action, events)
            windows.reopen_changed(self, watched)  # a card drawn for a unit (DDD-5)
        else:
            legal = self._legal_now(player)
            self._legal = None
            # the actions are the table's own (actions.py): found by identity, else by value
            if id(action) not in map(id, legal) and action not in legal:
                options = ", ".join(a.text for a in legal[:12]) + (" ..." if len(legal) > 12 else "")
                raise IllegalActionError(
                    f"{action.text!r} is not legal for unit {player} now ({NAMES[self.phase]} phase); legal: {options}"
                )
            unit = self.units[player]
            watched = windows.watch(self, unit)
            if casualties.pending(unit):
                casualties.apply(self, unit, action, events)
            elif unit.pending:
                pending.apply(self, unit, action, events)
                if self.phase == MOVE:
                    movement.trapped(self, events)  # a choice made in Phase 4 may leave a unit stuck (DDD-16)
            elif self.phase == ROLL:
                roll.apply(self, unit, action, events)
            elif self.phase == FINAL_COUNT:
                final_count.apply(self, unit, action, events)
            elif self.phase == UPKEEP:
                upkeep.apply_choice(self, unit, action, events)
            elif self.phase == SUPPLY:
                supply.apply(self, unit, action, events)
            elif self.phase == MOVE and not movement.must_decide(self, unit):
                after_moves.apply(self, unit, action, events)
            elif self.phase == MOVE:
                movement.apply(self, unit, action, events)
            else:
                windows.apply_combat(self, unit, action, events)
            windows.reopen_changed(self, watched)  # a unit another changed is asked again (DDD-5)
        self._who = flow.advance(self, events)
        return events

    def _apply_chance(self, action: A.DdAction, events: list[Event]) -> None:
        if self.setup_queue:
            optional_rules.apply_chance(self, action, events)
            return
        if self.card_queue:
            deck_name, seat = self.card_queue[0]
            deck = self.medal_deck if deck_name == "medal" else self.vehicle_deck
            if action.kind != "draw" or action.name not in deck:
                raise IllegalActionError(f"impossible chance outcome {action.text!r}: a {deck_name} is drawn")
            self.card_queue.pop(0)
            if deck_name == "medal":
                medals.on_draw(self, self.units[seat], action.name, events)
            else:
                deck.remove(action.name)
                vehicles.receive(self, self.units[seat], action.name, events)
            return
        if self.dice_queue:
            if action.kind != "face":
                raise IllegalActionError(f"impossible chance outcome {action.text!r}: a die face is due")
            roll.resolve_die(self, action.a, events)
            return
        if action.kind != "d6":
            raise IllegalActionError(f"impossible chance outcome {action.text!r}: a d6 roll is due")
        purpose, key = self.d6_queue.pop(0)
        if binoculars_dice.changeable(purpose):
            # the minefield, sector fire, Gammon Bomb and soldiers dice: Binoculars first (DDM-78)
            binoculars_dice.on_die(self, purpose, key, action.a, events)
        elif purpose == "mgf":
            combat.on_mgf_die(self, key, action.a, events)
        elif purpose == "mine":
            movement.on_mine_die(self, self.units[key], action.a, events)
        elif purpose == "gammon":
            combat.on_gammon_die(self, key, action.a, events)
        elif purpose == random_sectors.ROLL:
            random_sectors.on_die(self, key, action.a, events)  # Sword Beach 6, 7, 11
        elif purpose == random_sectors.FIRE:
            random_sectors.on_fire_die(self, key, action.a, events)
        else:
            movement.on_soldiers_die(self, self.units[key], action.a, events)

    def _deck(self) -> list[str]:
        return self.medal_deck if self.card_queue[0][0] == "medal" else self.vehicle_deck

    def chance_outcomes(self) -> list[tuple[A.DdAction, float]]:
        if self.setup_queue:
            return optional_rules.chance_outcomes(self)
        if self.card_queue:
            deck = self._deck()
            return [(A.CHANCE_DRAW[c], deck.count(c) / len(deck)) for c in dict.fromkeys(deck)]
        if self.dice_queue:
            return [(a, 1 / 6) for a in A.CHANCE_FACE]
        if self.d6_queue:
            return [(A.CHANCE_D6[n], 1 / 6) for n in range(1, 7)]
        return []

    def sample_chance(self, rng: random.Random) -> A.DdAction:
        if self.setup_queue:
            return optional_rules.sample(self, rng)
        if self.card_queue:
            deck = self._deck()
            return A.CHANCE_DRAW[deck[int(rng.random() * len(deck))]]
        if self.dice_queue:
            return A.CHANCE_FACE[int(rng.random() * 6)]
        if self.d6_queue:
            return A.CHANCE_D6[1 + int(rng.random() * 6)]
        raise IllegalActionError("no chance event is due now")

    def observation(self, player: int) -> dict[str, Any]:
        """Everything on the table is public in D-Day Dice (a cooperative game). For the
        front ends, the engine adds what its rules say of each unit on the beach: the moves
        open to it with their courage cost and the DEF it would face there on arrival, in
        Phase 4 the moves its sector's map draws that are not open to it and why
        (:mod:`.move_reasons`), each card of the reserve it may not recruit or find now and
        why, and why it may not buy a medal (:mod:`.reserve_reasons`), each item it holds
        and may not use now and why (:mod:`.item_reasons`), each other unit it may give
        nothing to now and why (:mod:`.trade_reasons`), why its Jeep rerolls no die now
        (:mod:`.vehicle_reasons`), each medal it holds and may not play now and why
        (:mod:`.held_medal_reasons`),
        the DEF of its own sector this turn, and once Phase 5's fire is rolled what it would
        cost the unit as things stand (``incoming``, :func:`.combat.incoming`); whether the
        dice kept at a reroll are locked (the first edition's third roll, :mod:`.third_roll`);
        and on Silence the Guns whether the mortar is silenced and the closed bunker open."""
        obs = self.to_json()
        obs["seat"] = player if 0 <= player < len(self.units) else None
        obs["to_act"] = self.current_players()
        obs["kept_dice_lock"] = third_roll.kept_dice_lock(self)
        if joined_maps.is_joined(self.board.id):  # Silence the Guns: "M8" for sector 28 (DDM-66)
            obs["sector_labels"] = {str(n): joined_play.label(self.board, n) for n in self.board.sectors}
            obs["joined_board"] = joined_play.facts(self)
        already_safe = [u for u in self.units if u.safe]
        for unit, data in zip(self.units, obs["units"]):
            if unit.active:
                open_exits = movement.exits(self, unit)
                data["moves"] = [
                    {"to": e.to, "courage": movement.cost(unit, e), "forward": e.forward,
                     "minefield": e.minefield, "bunker": self.board.is_bunker(e.to),
                     "def_on_arrival": self.board.def_for(e.to, 1) + joined_play.def_plus(self, e.to)}
                    for e in open_exits
                ]
                if self.phase == MOVE:  # the moves not offered, and why, where a move is chosen
                    data["moves_excluded"] = move_reasons.excluded_moves(self, unit, open_exits)
                data["def_here"] = self.board.def_for(unit.sector, max(unit.marker, 1)) + joined_play.def_plus(self, unit.sector)
                data["item_costs"] = {i: items.cost(self, unit, i) for i in dict.fromkeys(self.reserve + self.used)}
                data["reserve_refused"] = reserve_reasons.refusals(self, unit)  # why a card is greyed
                data["medal_refused"] = reserve_reasons.medal_refusal(self, unit)
                data["item_refused"] = item_reasons.refusals(self, unit)  # why an item is not used now
                data["trade_refused"] = trade_reasons.refusals(self, unit)  # why no gift to a unit
                data["vehicle_refused"] = vehicle_reasons.refusals(self, unit)  # the Jeep's reroll
                data["held_medal_refused"] = held_medal_reasons.refusals(self, unit)  # a medal not played now
                if self.phase == COMBAT and self.combat_stage == 1:
                    data["incoming"] = combat.incoming(self, unit, already_safe)
        if self.phase == OVER and self.rules.victory_points:  # the end screen's lines (scoring.py)
            obs["victory_point_lines"] = [
                [{"what": what, "count": count, "points": points} for what, count, points in
                 victory_point_lines(self, u, u.medals_won)] for u in self.units]
        return obs

    def returns(self) -> list[float]:
        return team_returns(self) if self.phase == OVER else [0.0] * len(self.units)

    def result_summary(self) -> dict[str, Any]:
        """Victory points (the team's is its lowest unit's), the result, the number of turns,
        and where units fell and why."""
        vp = [victory_points(self, u, u.medals_won) for u in self.units]
        summary: dict[str, Any] = {
            "scores": vp,
            "victory_points": vp,
            "team_victory_points": min(vp),
            "result": self.result,
            "team_won": self.phase == OVER and all(r == 1.0 for r in self.returns()),
            "turns": self.turn,
            "falls": [{"seat": u.seat, "sector": u.sector, "cause": u.lost_cause} for u in self.units if u.lost],
        }
        if not self.rules.victory_points:
            optional_rules.without_victory_points(self, summary)
        return summary

    def analysis_summary(self) -> dict[str, Any]:
        """The end-of-game summary a sweep stores beside each game (:mod:`.analysis`)."""
        from meeple.games.dday_dice.analysis import analysis_summary

        return analysis_summary(self)

    def clone(self) -> "DdState":
        new = DdState(self.game, self.board, [u.clone() for u in self.units])  # no __new__: docs/speed.md
        new.phase = self.phase
        new.turn = self.turn
        new.dice_queue = self.dice_queue[:]
        new.d6_queue = self.d6_queue[:]
        new.mgf_rolls = {k: v[:] for k, v in self.mgf_rolls.items()}
        new.combat_stage = self.combat_stage
        new.messenger_traded_turn = self.messenger_traded_turn
        new.result = self.result
        new.card_queue = self.card_queue[:]
        new.reserve = self.reserve[:]
        new.used = self.used[:]
        new.medal_deck = self.medal_deck[:]
        new.medals_out = self.medals_out[:]
        new.vehicle_deck = self.vehicle_deck[:]
        new.abandoned = self.abandoned[:]
        new.def_cut = dict(self.def_cut)
        new.def_zero = self.def_zero[:]
        new.mgf_off = self.mgf_off[:]
        new.silenced = self.silenced[:]
        new.markers_frozen = self.markers_frozen
        new.barriers_open = self.barriers_open[:]
        new.wires_cut = self.wires_cut[:]
        new.sacrifices_waived = self.sacrifices_waived[:]
        new.supply_acting = self.supply_acting
        new.vc_pool = self.vc_pool[:]
        new.vc_slots = self.vc_slots[:]
        new.rules = self.rules
        new.setup_queue = self.setup_queue[:]
        new.setup_decks = {k: v[:] for k, v in self.setup_decks.items()}
        new.hands = [h[:] for h in self.hands]
        new.marks = self.marks.clone()
        new.edition = self.edition
        new.phase2_soldiers = self.phase2_soldiers[:]
        return new

    def to_json(self) -> dict[str, Any]:
        units = [u.to_json() for u in self.units]
        for unit, data in zip(self.units, units):
            data["received_this_phase"] = gift_limits.received(self, unit)  # not given on (DDD-23)
        return {
            "game": "dday-dice",
            "map": self.board.id,
            "turn": self.turn,
            "phase": NAMES[self.phase],
            "units": units,
            "dice_waiting": len(self.dice_queue),
            "d6_waiting": [purpose for purpose, _ in self.d6_queue],
            "mgf": {str(k): list(v) for k, v in sorted(self.mgf_rolls.items())},
            "result": self.result or None,
            "faces": list(FACES),
            "combat_phase": self.phase == COMBAT,
            "combat_stage": ("before-mgf", "after-mgf", "resolved")[self.combat_stage] if self.phase == COMBAT else None,
            "draws_waiting": [deck for deck, _ in self.card_queue],
            "reserve_items": list(self.reserve),
            "used_items": list(self.used),
            "medal_deck_size": len(self.medal_deck),
            "medals_played": list(self.medals_out),
            "vehicle_deck_size": len(self.vehicle_deck),
            "vehicles_abandoned": list(self.abandoned),
            "def_cut": {str(k): v for k, v in sorted(self.def_cut.items())},
            "def_zero": sorted(self.def_zero),
            "mgf_prevented": sorted(self.mgf_off),
            "mgf_silenced": sorted(self.silenced),
            "markers_frozen": self.markers_frozen,
            "wires_cut": sorted(self.wires_cut),
            "optional_rules": self.rules.to_json(),
            "set_up_waiting": [key for key, _ in self.setup_queue],
            "hands": [list(h) for h in self.hands] or None,
            "board_marks": self.marks.to_json(),
            "rule_set": self.edition.to_json(),
        }
