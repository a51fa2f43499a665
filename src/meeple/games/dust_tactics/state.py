"""The state of a game of Dust Tactics and the kernel contract over it.

Seat 0 plays the Allies, seat 1 the Axis (p. 7: "Le regole di Dust Tactics sono state scritte
per giocare in due"). With 3 to 6 seats the rules still run between the two sides (``seat_of``
maps a unit to its side); :mod:`.teams` says which seat decides for the side and filters each
seat's legal actions to its own units (p. 7, p. 26). Everything on the table is public: the observation of either seat is
the whole state. Chance rolls the dice: initiative, terrain- and cover-placement rolls, reaction-fire
dice and every roll of an attack (:mod:`.attack`), one chance node per roll (DT-28).

The rules live in the modules named after them; :mod:`.flow` moves the game from one decision
to the next.
"""

from __future__ import annotations

import random
from typing import Any, Final

from meeple.engine.core import CHANCE, Action, Event, Game, State
from meeple.engine.errors import IllegalActionError
from meeple.games.dust_tactics.estimate import estimate_returns
from meeple.games.dust_tactics.jsonable import jsonable
from meeple.games.dust_tactics import actions as A
from meeple.games.dust_tactics import flow, heroes, victory
from meeple.games.dust_tactics.activation import Activation, after_move, may_crush, move_options, plans
from meeple.games.dust_tactics.aiming import Aiming, FoundTargets, aim, element_id, hold_fire, line_targets
from meeple.games.dust_tactics.attack import Attack, CasualtyChoice, DiceRoll
from meeple.games.dust_tactics.battlefield import Battlefield, Square
from meeple.games.dust_tactics.casualties import Casualty
from meeple.games.dust_tactics import battlefield_creation as creation
from meeple.games.dust_tactics.battlefield_creation import Tile, remaining_tiles
from meeple.games.dust_tactics.cover_placement import place_cover, placements, remaining
from meeple.games.dust_tactics.movement import Reach
from meeple.games.dust_tactics.observed_units import attack_units, unit_tags
from meeple.games.dust_tactics.occupancy import Occupancy, Presence, presence
from meeple.games.dust_tactics.reaction_fire import Reaction, reactors
from meeple.games.dust_tactics.scenarios import Scenario
from meeple.games.dust_tactics.declared_skills import aiming_skills, declarable, declare as declare_skill
from meeple.games.dust_tactics.skill_action import skill_options, use_skill
from meeple.games.dust_tactics import orders
from meeple.games.dust_tactics import rolled_faces
from meeple.games.dust_tactics import teams
from meeple.games.dust_tactics.skill_markers import SkillMarkers
from meeple.games.dust_tactics.structures import structures_json
from meeple.games.dust_tactics.terrain import TERRAIN, CoverElement, Terrain
from meeple.games.dust_tactics.unit_state import UnitState, model_kinds
from meeple.games.dust_tactics.units import Faction

SIDES: Final[tuple[Faction, Faction]] = ("allies", "axis")


class DtState(State):
    """A game of Dust Tactics."""

    __slots__ = (
        "game", "scenario", "field", "units", "seat_of", "pos", "joined", "left", "activated",
        "element_damage", "vp", "destroyed", "turn", "phase", "rolls", "roll_hits", "initiative",
        "side", "cover_seat", "tiles", "terrain_seat", "hero_queue", "act", "aim", "attack", "attacker", "reaction", "result",
        "_legal", "_acting", "_occupancy", "_placed", "_presences", "_moves", "aimed", "markers", "moved", "seating",
    )

    def __init__(self, game: Game, scenario: Scenario, field: Battlefield, units: dict[str, UnitState],
                 seat_of: dict[str, int]) -> None:
        self.game = game
        self.scenario = scenario
        self.field = field
        #: Every unit of both armies by id (a joined hero lives inside its squad's state).
        self.units = units
        self.seat_of = seat_of
        #: The units in play, with their square (None: still to enter, p. 19).
        self.pos: dict[str, Square | None] = {uid: None for uid in units}
        #: Joined heroes and their squads; heroes that have left their squad for good.
        self.joined: dict[str, str] = {}
        self.left: set[str] = set()
        self.activated: set[str] = set()
        #: The units that have moved this turn (Burst Weapons, p. 25: :mod:`.burst`).
        self.moved: set[str] = set()
        #: Damage marked on cover elements (DT-26).
        self.element_damage: dict[Square, int] = {}
        #: Victory points from destroyed units, and the ids destroyed in order.
        self.vp = [0, 0]
        self.destroyed: list[str] = []
        self.turn = 0
        self.phase = "setup"
        #: Dice waiting for chance: (purpose, seat, dice).
        self.rolls: list[tuple[str, int, int]] = []
        self.roll_hits: dict[int, int] = {}
        self.initiative = -1
        self.side = 0
        self.cover_seat = 0
        #: The terrain elements the players placed creating the battlefield (p. 19), in order.
        self.tiles: tuple[Tile, ...] = ()
        self.terrain_seat = 0
        self.hero_queue: list[str] = []
        self.act: Activation | None = None
        self.aim: Aiming | None = None
        self.attack: Attack | None = None
        self.attacker = ""
        self.reaction: Reaction | None = None
        self.result = ""
        #: The artillery's loaded tokens and the command squads' attempts (:mod:`.skill_markers`).
        self.markers = SkillMarkers()
        #: The seats: each seat's side and units, who of a side decides (:mod:`.teams`).
        self.seating = teams.Seating(controllers=dict(seat_of))
        #: The side's legal actions, a tuple no caller can change (``legal_actions`` hands out
        #: a list of the caller's own).
        self._legal: tuple[A.DtAction, ...] | None = None
        self._acting: list[int] = []
        self._occupancy: Occupancy | None = None
        #: The last occupancy built, with the squares it was built from (``pos`` as a tuple):
        #: taken again while no unit has moved, entered or fallen since.
        self._placed: tuple[tuple[tuple[str, Square | None], ...], Occupancy] | None = None
        #: Each unit's presence (its side and type never change), shared by every clone.
        self._presences: dict[str, Presence] = {}
        #: The current Move's options, computed once for the legal actions and the move.
        self._moves: dict[Square, Reach | None] | None = None
        #: The targets of the line :func:`.aiming.next_line` last moved to during this move (the
        #: legal actions' targets: worked out once); cleared when a move begins.
        self.aimed: FoundTargets | None = None

    # ------------------------------------------------------------------ helpers
    def faction_of(self, unit_id: str) -> Faction:
        return SIDES[self.seat_of[unit_id]]

    def occupancy(self) -> Occupancy:
        """The units on the battlefield as the geometry rules see them (cached until a unit
        moves or falls)."""
        found = self._occupancy
        if found is None:
            squares = tuple(self.pos.items())
            last = self._placed
            if last is not None and last[0] == squares:
                found = last[1]
            else:
                presences = self._presences
                found = Occupancy(tuple([
                    (square, presences.get(uid) or self._presence(uid)) for uid, square in squares if square is not None
                ]))
                self._placed = (squares, found)
            self._occupancy = found
        return found

    def _presence(self, uid: str) -> Presence:
        found = self._presences[uid] = presence(SIDES[self.seat_of[uid]], self.units[uid].card.type, uid)
        return found

    # ------------------------------------------------------------------ contract
    @property
    def num_players(self) -> int:
        return self.seating.num_players

    def current_players(self) -> list[int]:
        """The seat deciding for the side that acts (:func:`.teams.current_seats`), or chance."""
        sides = self.side_to_act()
        return teams.current_seats(self, sides) if self.seating.shared else sides

    def side_to_act(self) -> list[int]:
        """The side the rules say acts now (``[CHANCE]`` for chance, ``[]`` once over)."""
        phase = self.phase
        if phase == "over":
            return []
        if self.rolls:
            return [CHANCE]
        if self.attack is not None:
            if isinstance(self.attack.next_step(), DiceRoll):
                return [CHANCE]
            return [flow.casualty_seat(self)]
        if phase == "cover-place":
            return [self.cover_seat]
        if phase == "terrain-place":
            return [self.terrain_seat]
        if phase == "heroes":
            return [self.seat_of[self.hero_queue[0]]]
        if phase == "first":
            return [self.initiative]
        if phase == "react":
            return [1 - self.side]
        if phase == "aim" and self.aim is not None:
            return [self.seat_of[self.aim.attacker]]
        return [self.side]

    def is_over(self) -> bool:
        return self.phase == "over"

    def legal_actions(self, player: int) -> list[Action]:
        return list(self.legal(player))

    def legal(self, player: int) -> tuple[A.DtAction, ...]:
        """The legal actions of ``player`` as Dust Tactics actions (cached until the next move)."""
        if player == CHANCE:
            return tuple(a for a, _ in self.outcomes())
        legal = self._legal
        if legal is None:
            acting = self.current_players()
            if player not in acting:
                return ()
            legal = self._legal = tuple(self._actions())
            self._acting = acting  # the seats those actions are for, cached with them
        elif player not in self._acting:
            return ()
        return teams.seat_actions(self, player, legal) if self.seating.shared else legal

    def _actions(self) -> list[A.DtAction]:
        if self.attack is not None:
            step = self.attack.next_step()
            if isinstance(step, CasualtyChoice):
                return [_lose_action(c) for c in step.options]
            return []
        phase = self.phase
        if phase == "terrain-place":
            return [
                A.TERRAIN_TILE[(t, s)]
                for t in remaining_tiles(self.scenario.terrain_elements, self.tiles)
                for s in creation.placeable_squares(self.scenario, self.field, self.tiles, t)
            ]
        if phase == "cover-place":
            # p. 19, p. 6 and p. 17, the same list that ends the placing (flow.cover_left, DT-29)
            return [A.PLACE[(e, s)] for e, s in placements(self.scenario, self.field)]
        if phase == "heroes":
            return [A.JOIN[s] for s in heroes.join_options(self, self.hero_queue[0])] + [A.ALONE]
        if phase == "first":
            return [A.FIRST["allies"], A.FIRST["axis"]]
        if phase == "activate":
            return [A.ACTIVATE[u] for u in self.pos if self.seat_of[u] == self.side and u not in self.activated]
        if phase == "declare" and self.act is not None:
            found = [A.DECLARE[p] for p in plans(self, self.act.unit)]
            if heroes.may_detach(self, self.act.unit):  # on the battlefield only (DT-31)
                found.append(A.DETACH)
            found += [A.USE[s] for s in declarable(self, self.act.unit)]  # free skills (p. 7)
            return found
        if phase == "skill" and self.act is not None:
            return skill_options(self, self.act.unit)
        if phase == "move" and self.act is not None:
            found = []
            self._moves = move_options(self, self.act)
            for square in self._moves:
                found.append(A.MOVE[square])
                if may_crush(self, self.act.unit, square):
                    found.append(A.MOVE_CRUSH[square])
            if self.pos[self.act.unit] is not None or not found:
                found.append(A.STAY)
            return found
        if phase == "aim" and self.aim is not None:
            targets = line_targets(self, self.aim)
            return [A.AIM_ELEMENT[Square.parse(t[8:])] if t.startswith("element:") else A.AIM[t] for t in targets] + [A.HOLD_FIRE] + [
                A.USE[s] for s in aiming_skills(self)]  # free skills in a reaction fire or a strike (pp. 15-16)
        if phase == "react" and self.act is not None:
            return [A.REACT[u] for u in reactors(self, self.act.unit)] + [A.NO_REACTION]
        return []

    def apply(self, player: int, action: Any) -> list[Event]:
        if action.__class__ is not A.DtAction:
            raise IllegalActionError(f"not a Dust Tactics action: {action!r}")
        if self.seating.shared:
            teams.refuse(self, player, action)  # another seat decides, or another player's unit
        self.check_turn(player)
        self.aimed = None
        events: list[Event] = []
        if player == CHANCE:
            self._apply_chance(action, events)
        else:
            legal = self.legal(player)
            if not _among(action, legal):
                if action.kind == "terrain" and self.phase == "terrain-place" and action.square is not None:
                    why = creation.placement_problem(self.scenario, self.field, self.tiles, Terrain(action.arg), action.square)
                    if why is not None:
                        raise IllegalActionError(f"{action.text!r} is not legal: {why} (p. 19, DT-47)")
                shown = ", ".join(a.text for a in legal[:12]) + (" ..." if len(legal) > 12 else "")
                raise IllegalActionError(f"{action.text!r} is not legal now ({self.phase}); legal: {shown}")
            passed = teams.pass_reaction(self, player, action, events)  # to a teammate (DT-121)
            if not passed:
                self._apply_player(action, events)
            teams.after_action(self, player, action, passed)
        self._legal = None
        self._moves = None
        return events

    def _apply_chance(self, action: A.DtAction, events: list[Event]) -> None:
        expected = self._dice_due()
        if action.kind != "roll" or len(action.arg) != expected:
            raise IllegalActionError(f"impossible chance outcome {action.text!r}: a roll of {expected} dice is due")
        faces = A.roll_faces(action)
        scores, start = rolled_faces.scoring_face(self), len(events)
        if self.rolls:
            flow.on_roll(self, faces, events)
        elif self.attack is None:
            raise IllegalActionError("no dice are due")
        else:
            flow.roll_attack(self, faces, events)
            self._occupancy = None
        rolled_faces.tell_faces(events, start, faces, scores)  # the dice as they fell, for a display

    def _dice_due(self) -> int:
        if self.rolls:
            return self.rolls[0][2]
        step = self.attack.next_step() if self.attack is not None else None
        if not isinstance(step, DiceRoll):
            raise IllegalActionError("no chance event is due now")
        return step.dice

    def _apply_player(self, action: A.DtAction, events: list[Event]) -> None:
        kind = action.kind
        if kind == "lose" and self.attack is not None:
            flow.choose_casualty(self, _casualty(action), events)
            self._occupancy = None
        elif kind == "terrain" and action.square is not None:
            terrain = Terrain(action.arg)
            self.field = creation.place_tile(self.scenario, self.field, self.tiles, terrain, action.square)
            self.tiles = self.tiles + ((action.square, terrain),)
            events.append({"type": "terrain", "terrain": action.arg, "square": str(action.square),
                           "by": SIDES[self.terrain_seat]})
            flow.after_terrain(self, events)
        elif kind == "place" and action.square is not None:
            self.field = place_cover(self.scenario, self.field, action.square, CoverElement(action.arg))
            events.append({"type": "place", "element": action.arg, "square": str(action.square)})
            flow.after_placement(self, events)
        elif kind in ("join", "alone"):
            hero_id = self.hero_queue[0]
            if kind == "join":
                heroes.join(self, hero_id, action.unit)
                events.append({"type": "join", "hero": hero_id, "squad": action.unit})
            else:
                events.append({"type": "alone", "hero": hero_id})
            flow.after_hero(self, events)
            self._occupancy = None
        elif kind == "first":
            flow.choose_first(self, 0 if action.arg == "allies" else 1, events)
        elif kind == "activate":
            flow.activate(self, action.unit, events)
        elif kind == "detach" and self.act is not None:
            hero_id = heroes.detach(self, self.act.unit)
            events.append({"type": "detach", "hero": hero_id, "squad": self.act.unit})
            self._occupancy = None
        elif kind == "declare" and self.act is not None:
            self.act = Activation(self.act.unit, A.PLANS[action.arg], 0, self.act.diagonal_used, self.act.fast_left)
            events.append({"type": "declare", "unit": self.act.unit, "plan": action.arg})
            flow.run_step(self, events)
        elif kind in ("move", "stay") and self.act is not None:
            self._move(action, events)
        elif kind in ("aim", "hold-fire") and self.aim is not None:
            if kind == "hold-fire":
                events.append(self._hold_fire_event(self.aim))
                following = hold_fire(self, self.aim)
            else:
                target = element_id(action.square) if action.square is not None else action.unit
                following = aim(self, self.aim, target)
            flow.aimed(self, following, events)
            self._occupancy = None
        elif kind == "use" and self.phase == "aim" and self.aim is not None:
            declare_skill(self, self.aim.attacker, action.arg, events)  # a reaction fire or a strike (pp. 15-16)
        elif kind == "use" and self.act is not None:
            declare_skill(self, self.act.unit, action.arg, events)
        elif kind == "skill" and self.act is not None:  # artillery and command squads' orders
            orders.use(self, self.act.unit, action, events)
            self._occupancy = None
        elif kind == "repair" and self.act is not None:
            use_skill(self, self.act.unit, action, events)
            flow.action_done(self, events)
        elif kind == "react":
            flow.react(self, action.unit, events)
        elif kind == "no-reaction":
            if self.act is not None:
                events.append({"type": "no-reaction", "by": SIDES[1 - self.side], "at": self.act.unit})
            flow.run_step(self, events)

    def _hold_fire_event(self, aiming: Aiming) -> Event:
        """``hold-fire``: the line left unused, or the munitions of a limited line left unfired
        (``fired``: the munitions of it already aimed)."""
        ref = aiming.lines[aiming.index]
        return {
            "type": "hold-fire", "unit": aiming.attacker, "line": flow.line_id(ref),
            "weapon": self.units[aiming.attacker].line(ref).name,
            "fired": sum(1 for shot in aiming.shots if shot.line == ref),
        }

    def _move(self, action: A.DtAction, events: list[Event]) -> None:
        act = self.act
        if act is None:
            return
        if action.kind == "move" and action.square is not None:
            options = self._moves if self._moves is not None else move_options(self, act)
            way = options[action.square]
            self.act = after_move(self, act, action.square, way)
            self.pos[act.unit] = action.square
            self.moved.add(act.unit)  # it has moved this turn (Burst Weapons, p. 25)
            if action.arg == "crush":
                self.field = self.field.without_element(action.square)
                self.element_damage.pop(action.square, None)
            self._occupancy = None
            events.append({"type": "move", "unit": act.unit, "to": str(action.square), "crush": action.arg == "crush"})
        else:
            square = self.pos.get(act.unit)
            events.append({"type": "stay", "unit": act.unit, "square": str(square) if square is not None else None})
        flow.action_done(self, events)

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        return list(self.outcomes())

    def outcomes(self) -> list[tuple[A.DtAction, float]]:
        """The outcomes of the roll due, with their probabilities (DT-28)."""
        if self.is_over():
            return []
        try:
            dice = self._dice_due()
        except IllegalActionError:
            return []
        return list(A.roll_outcomes(dice))

    def sample_chance(self, rng: random.Random) -> A.DtAction:
        dice = self._dice_due()
        hits = sum(1 for _ in range(dice) if rng.random() * 3 < 1)
        return A.roll_action(hits, dice)

    def observation(self, player: int) -> dict[str, Any]:
        """Everything on the table is public in Dust Tactics: the whole state, with the seat
        asking and who is to act, and what the decision now offers, with the figures the rules
        give each choice (:func:`.flow.decision_options`): ``move_options`` (each square's
        cost, and whether it spends the cheap diagonal or the Fast square), ``aim_line`` and
        ``aim_options`` (each target's dice, damage per hit, distance and cover) or
        ``reaction_options`` (each unit's reaction dice); and for a display, each unit's
        two-letter tag (``unit_tags``) and, while an attack is under way, the units it changes
        as they stand now (``attack_units``: :mod:`.observed_units`)."""
        obs = self.to_json()
        obs["seat"] = player if 0 <= player < self.num_players else None
        obs.update(teams.seat_view(self, player))  # its side and units, with more than two seats
        obs["to_act"] = self.current_players()
        obs.update(flow.decision_options(self))
        obs["unit_tags"] = unit_tags(self)
        obs["attack_units"] = attack_units(self)
        return obs

    def returns(self) -> list[float]:
        """The winning side's seats 1.0: the side with units left when the other is wiped out,
        else the side with more victory points, equal points sharing the win (p. 7; DT-32,
        DT-134); every player of the winning side wins (DT-122)."""
        side_returns = victory.returns(self)
        return teams.seat_returns(self, side_returns) if self.seating.shared else side_returns

    def estimate_returns(self) -> list[float] | None:
        """Each seat's estimated chance of winning, for search (:mod:`.estimate`)."""
        if self.is_over():
            return self.returns()
        return estimate_returns(self)

    def result_summary(self) -> dict[str, Any]:
        """Victory points (scores), the objectives' bonus, the end's reason, the winning sides
        (``winning_sides``: the side left on the battlefield after a wipe-out whatever the points,
        DT-134; otherwise the most victory points, both on equal points), the turns played and
        the units destroyed."""
        points = victory.scores(self)
        return {
            "scores": teams.seat_scores(self, points) if self.seating.shared else points,  # each seat its side's
            "victory_points": points,
            "objective_bonus": victory.objective_bonus(self) if self.is_over() else [0, 0],
            "result": self.result,
            "winning_sides": [victory.SIDES[side] for side in victory.winners(self)] if self.is_over() else [],
            "turns": self.turn,
            "destroyed": list(self.destroyed),
            **teams.seats_summary(self),
        }

    def analysis_summary(self) -> dict[str, Any]:
        """The end-of-game summary a sweep stores beside each game (:mod:`.analysis`)."""
        from meeple.games.dust_tactics.analysis import analysis_summary

        return analysis_summary(self)

    def clone(self) -> "DtState":
        # built through the constructor, then every slot set (mypyc's classes build no
        # instance through ``__new__`` alone)
        new = DtState(self.game, self.scenario, self.field, self.units, self.seat_of)
        new.game = self.game
        new.scenario = self.scenario
        new.field = self.field
        new.units = dict(self.units)
        new.seat_of = self.seat_of
        new.pos = dict(self.pos)
        new.joined = dict(self.joined)
        new.left = set(self.left)
        new.activated = set(self.activated)
        new.moved = set(self.moved)
        new.element_damage = dict(self.element_damage)
        new.vp = list(self.vp)
        new.destroyed = list(self.destroyed)
        new.turn = self.turn
        new.phase = self.phase
        new.rolls = list(self.rolls)
        new.roll_hits = dict(self.roll_hits)
        new.initiative = self.initiative
        new.side = self.side
        new.cover_seat = self.cover_seat
        new.tiles = self.tiles
        new.terrain_seat = self.terrain_seat
        new.hero_queue = list(self.hero_queue)
        new.act = self.act
        new.aim = self.aim
        new.attack = self.attack
        new.attacker = self.attacker
        new.reaction = self.reaction
        new.result = self.result
        new.markers = self.markers
        new.seating = self.seating
        new._legal = None
        new._acting = []
        new._occupancy = self._occupancy
        new._placed = self._placed
        new._presences = self._presences
        new._moves = None
        new.aimed = None
        return new

    def to_json(self) -> dict[str, Any]:
        scenario = self.scenario
        held = victory.holders(self)
        return {
            "game": "dust-tactics",
            "scenario": scenario.id,
            "scenario_name": scenario.name,
            "turn": self.turn,
            "turns": scenario.turns,
            "phase": self.phase,
            "battlefield": list(self.field.draw()),
            "terrain": ["".join(TERRAIN[t].char for t in row) for row in self.field.terrain],
            "entry": {"allies": scenario.entry.allies, "axis": scenario.entry.axis},
            "cover_zone": [str(s) for s in scenario.cover_zone_squares()],
            "terrain_left": {t.value: n for t, n in remaining_tiles(scenario.terrain_elements, self.tiles).items()},
            "terrain_placed": [{"square": str(s), "terrain": t.value} for s, t in self.tiles],
            "cover_left": {e.value: n for e, n in remaining(scenario, self.field).items() if n > 0},
            "objectives": [
                {
                    "id": o.id, "kind": o.kind, "squares": list(o.squares), "bonus_vp": o.bonus_vp, "side": o.side,
                    "description": o.description,
                    "held_by": _holder(held[o.id]),
                }
                for o in scenario.objectives
            ],
            "elements": [
                {"square": str(s), "element": e.value, "damage": self.element_damage.get(s, 0)}
                for s, e in self.field.elements
            ],
            "structures": structures_json(self.field),
            "units": [self._unit_json(uid) for uid in self.units],
            "activated": sorted(self.activated),
            "moved": sorted(self.moved),
            "victory_points": list(self.vp),
            "destroyed": list(self.destroyed),
            "rolls_waiting": [list(r) for r in self.rolls],
            "initiative": SIDES[self.initiative] if self.initiative >= 0 else None,
            "side_to_act": SIDES[self.side],
            "hero_waiting": self.hero_queue[0] if self.hero_queue else None,
            "activation": jsonable(self.act),
            "aiming": jsonable(self.aim),
            "attack": jsonable(self.attack),
            "attacker": self.attacker or None,
            "reaction": jsonable(self.reaction),
            "result": self.result or None,
            "skill_markers": self.markers.to_json(),
            "scores": victory.scores(self),
            **teams.seating_json(self),
        }

    def _unit_json(self, uid: str) -> dict[str, Any]:
        unit = self.units[uid]
        data: dict[str, Any] = {
            "id": uid, "card": unit.card.id, "name": unit.card.name, "side": self.faction_of(uid),
            "type": unit.card.type, "armour": unit.card.armour,
            "square": str(self.pos[uid]) if self.pos.get(uid) is not None else None,
            "in_play": uid in self.pos, "joined_to": self.joined.get(uid),
            "activated": uid in self.activated,
        }
        data.update(_unit_marks(unit))
        if unit.hero is not None:
            data["hero"] = _unit_marks(unit.hero) | {"card": unit.hero.card.id}
        return data


def _among(action: A.DtAction, legal: tuple[A.DtAction, ...]) -> bool:
    """Whether ``action`` is one of ``legal``: the very object first (a player picks one of
    them; an action compares field by field in Python), then an equal one."""
    for candidate in legal:
        if candidate is action:
            return True
    return action in legal


def _holder(seats: set[int]) -> str | None:
    """Who stands on an objective: a side alone, ``contested``, or None."""
    if len(seats) == 1:
        return SIDES[next(iter(seats))]
    return "contested" if seats else None


def _unit_marks(unit: UnitState) -> dict[str, Any]:
    return {
        "models": list(unit.models), "model_kinds": [k for k in model_kinds(unit.card)],
        "hit_points": unit.hit_points, "ammo_spent": list(unit.ammo_spent), "limited_used": unit.limited_used,
        "skills_spent": list(unit.skills_spent), "skills_now": list(unit.skills_now),  # pp. 20-22
        "skills_turn": list(unit.skills_turn),  # declared this turn (DT-127)
    }


def _lose_action(casualty: Casualty) -> A.DtAction:
    if casualty.hero:
        return A.LOSE_HERO
    if casualty.carries is None:
        return A.LOSE_OTHER
    return A.LOSE_LINE[casualty.carries]


def _casualty(action: A.DtAction) -> Casualty:
    if action.arg == "hero":
        return Casualty(hero=True)
    if action.arg == "other":
        return Casualty()
    return Casualty(carries=int(action.arg))
