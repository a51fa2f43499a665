"""A heuristic Dust Tactics player: it takes cover, focuses fire and uses its best weapon lines.

It reads the public state only (everything is public in Dust Tactics) and the rule
functions, and always answers with one of the legal actions:

- a unit is worth its army points per point of strength; an attack's worth is its expected
  damage (dice x 1/3 x damage per hit, less what cover saves) times that worth, with a bonus
  when it can finish the target;
- creating the battlefield (p. 19), it places debris (soft cover for its squads) and smoke on
  its own half next to the centre line, and the tiles that block movement a row further
  back on the flanks, where they shelter its side without closing the middle;
- it activates the unit with the best attack, declares Sustained Attack when it can fire from
  where it stands, Move + Attack when it can fire after a move, Move + Move otherwise;
- it moves to the square that scores best on attack, cover (p. 13: ammo crates and debris
  soft, anti-tank blocks hard) and closeness to the enemy and the objectives;
- each weapon line fires at the target it harms most, focusing on targets already aimed at;
- it reacts with the unit that would harm the activated enemy most, and removes its least
  useful models first.
"""

from __future__ import annotations

import random
from typing import Iterable, Sequence

from meeple.engine.core import State
from meeple.games.dust_tactics import actions as A
from meeple.games.dust_tactics import orders, tank_head
from meeple.games.dust_tactics.skills import movement_points
from meeple.games.dust_tactics.activation import move_options, presence
from meeple.games.dust_tactics.attack import CasualtyChoice
from meeple.games.dust_tactics.aiming import unit_type
from meeple.games.dust_tactics.battlefield import Square
from meeple.games.dust_tactics.cover import square_cover
from meeple.games.dust_tactics.cover_roll import saving_face
from meeple.games.dust_tactics.dice import Face
from meeple.games.dust_tactics.line_of_sight import sight
from meeple.games.dust_tactics.occupancy import Occupancy, Presence
from meeple.games.dust_tactics.state import DtState
from meeple.games.dust_tactics.terrain import Cover, combine
from meeple.games.dust_tactics.unit_state import UnitState
from meeple.games.dust_tactics.special_weapons import ignores_cover, miniatures
from meeple.games.dust_tactics.weapon_dice import ArmourClass, playable, shot_dice
from meeple.games.dust_tactics.burst import dice_factor as burst_factor
from meeple.games.dust_tactics.structures import structure_cover
from meeple.games.dust_tactics.special_values import expected_damage, ignores_cover as value_ignores_cover
from meeple.games.dust_tactics.weapon_range import distance

HIT = 1 / 3


def worth(unit: UnitState) -> float:
    """Army points per point of strength left to take."""
    total = unit.card.ap + (unit.hero.card.ap if unit.hero is not None else 0)
    return total / max(1, unit.card.strength + (unit.hero.card.strength if unit.hero is not None else 0))


def saved_share(target: UnitState, cover: Cover) -> float:
    """The share of damage a cover roll saves on average (p. 13)."""
    face = saving_face(target.card, cover)
    if face is None:
        return 0.0
    return HIT if face is Face.HIT else 1 - HIT


class HeuristicBot:
    """See the module docstring."""

    name = "heuristic"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)
        #: While one decision is weighed (the state does not change meanwhile), each best
        #: attack worked out, by unit, square and occupancy (kept alive beside its answer).
        self._attacks: dict[tuple[str, Square, int], tuple[Occupancy, float]] | None = None

    def choose(self, state: State, player: int) -> A.DtAction:
        if not isinstance(state, DtState):
            raise TypeError("the Dust Tactics heuristic bot plays Dust Tactics only")
        self._attacks = {}
        try:
            return self._choose(state, player)
        finally:
            self._attacks = None

    def _choose(self, state: DtState, player: int) -> A.DtAction:
        legal = state.legal(player)
        if len(legal) == 1:
            return legal[0]
        kind = legal[0].kind
        if kind == "lose":
            return self.casualty(state, legal)
        if state.phase == "terrain-place":
            return self.terrain(state, player, legal)
        if state.phase == "cover-place":
            return self.place(state, player, legal)
        if state.phase == "heroes":
            joins = [a for a in legal if a.kind == "join"]
            return max(joins, key=lambda a: state.units[a.unit].card.ap) if joins else legal[0]
        if state.phase == "first":
            return A.FIRST["allies" if state.seating.sides[player] == 0 else "axis"]
        if state.phase == "activate":
            observers = [a for a in legal if any(o.arg == "artillery-strike" for o in orders.options(state, a.unit))]
            if observers:  # an observer first, while its artillery may still fire (p. 15)
                return observers[0]
            return max(legal, key=lambda a: self.unit_score(state, a.unit))
        if state.phase == "declare":
            if A.USE.get("berserk") in legal and self.berserk_worth_it(state):  # Berserk (p. 20)
                return A.USE["berserk"]
            skill = self.free_skill(state, legal)  # Assault, All In One, Heroic Attack, Medal of Honor
            if skill is not None:
                return skill
            return self.declare(state, legal)
        if state.phase == "move":
            return self.move(state, legal)
        if state.phase == "aim":
            if A.USE["medal-of-honor"] in legal:  # a reacting or striking hero's free reroll (pp. 15-16, 21; DT-132)
                return A.USE["medal-of-honor"]
            return self.aim(state, legal)
        if state.phase == "react":
            return self.react(state, legal)
        if state.phase == "skill":
            return self.order(state, legal)
        return self.rng.choice(legal)

    # ------------------------------------------------------------------ estimates
    def expected(self, state: DtState, attacker_id: str, origin: Square, units: Occupancy,
                 only: Iterable[str] | None = None) -> dict[str, float]:
        """Expected worth of damage each enemy would take from the attacker on ``origin``,
        taking each line's best target."""
        attacker = state.units[attacker_id]
        seat = state.seat_of[attacker_id]
        viewer = unit_type(attacker)
        seat_of, units_now = state.seat_of, state.units
        enemies = []
        for uid, sq in state.pos.items():
            if sq is not None and seat_of[uid] != seat and (only is None or uid in only):
                target = units_now[uid]
                enemies.append((uid, sq, target, ArmourClass.of(target.card), distance(origin, sq)))
        result: dict[str, float] = {}
        seen: dict[str, Cover | None] = {}
        for ref, line in attacker.lines():
            reaches = line.range.reaches
            for uid, square, target, armour, steps in enemies:
                value = line.against(armour.kind, armour.value)
                if not value.can_damage or not playable(line, armour) or not reaches(steps):
                    continue
                if uid not in seen:
                    look = sight(state.field, units, origin, viewer, square, unit_type(target))
                    cover = combine([square_cover(state.field, square), structure_cover(state.field, origin, square)]
                                    + ([Cover.SOFT] if look.corner_cover else []))
                    seen[uid] = (cover if target.card.type == "squad" else Cover.NONE) if look.visible else None
                seen_cover = seen[uid]
                if seen_cover is None:
                    continue
                dice = shot_dice(attacker, ref, armour, miniatures(target))
                if line.limited_ammo is not None and attacker.ammo_spent[ref.index] >= line.limited_ammo:
                    continue
                bare = line.range.kind == "close" or value_ignores_cover(value)  # phasers, AP (p. 24)
                shares = 0.0 if bare else saved_share(target, seen_cover)
                damage = expected_damage(value, dice, target.remaining) * (1 - shares)
                result[uid] = max(result.get(uid, 0.0), damage * worth(target))
        return result

    def best_attack(self, state: DtState, unit_id: str, origin: Square, units: Occupancy) -> float:
        memo = self._attacks
        if memo is None:
            return max(self.expected(state, unit_id, origin, units).values(), default=0.0)
        key = (unit_id, origin, id(units))
        known = memo.get(key)
        if known is not None and known[0] is units:
            return known[1]
        best = max(self.expected(state, unit_id, origin, units).values(), default=0.0)
        memo[key] = (units, best)
        return best

    def threat(self, state: DtState, unit_id: str, square: Square) -> float:
        """How close the nearest enemy is (smaller is closer)."""
        seat = state.seat_of[unit_id]
        return min((distance(square, s) for u, s in state.pos.items() if s is not None and state.seat_of[u] != seat), default=0)

    def unit_score(self, state: DtState, unit_id: str) -> float:
        square = state.pos[unit_id]
        if square is None:
            return 0.5
        return self.best_attack(state, unit_id, square, state.occupancy()) + 0.01 * state.units[unit_id].card.ap

    def moved(self, state: DtState, unit_id: str, to: Square) -> Occupancy:
        """The occupancy with the unit on ``to``."""
        units = state.occupancy()
        start = state.pos[unit_id]
        mover: Presence = presence(state, unit_id)
        placed = units.placed
        if start is not None and mover in units.at(start):
            rest = list(placed)
            rest.remove((start, mover))
            placed = tuple(rest)
        return Occupancy(placed + ((to, mover),))

    # ------------------------------------------------------------------ decisions
    def declare(self, state: DtState, legal: Sequence[A.DtAction]) -> A.DtAction:
        act = state.act
        plans = {a.arg: a for a in legal if a.kind == "declare"}
        if act is None:
            return legal[0]
        ordered = self.order_plan(state, act.unit, plans)
        if ordered is not None:
            return ordered
        skilled = self.skill_plan(state, act.unit, plans)  # Charge, Jump, Tank Head
        if skilled is not None:
            return skilled
        square = state.pos[act.unit]
        if square is not None and self.best_attack(state, act.unit, square, state.occupancy()) > 0:
            here_cover = square_cover(state.field, square)
            if here_cover is not Cover.NONE or state.units[act.unit].card.type != "squad":
                return plans.get("sustained", legal[0])
            return plans.get("attack+move", legal[0])
        if square is not None:
            options = move_options(state, act)
            if any(self.best_attack(state, act.unit, s, self.moved(state, act.unit, s)) > 0 for s in options):
                return plans.get("move+attack", legal[0])
        return plans.get("move+move", plans.get("move", legal[0]))

    #: How much the heuristic likes each order of a Skill action (artillery, command squads).
    ORDER_VALUE = {
        "artillery-strike": 6.0, "field-repair": 5.0, "come-on-guys": 5.0, "get-up": 4.0,
        "makeshift-repair": 3.0, "reload": 2.0, "get-moving": 1.0,
    }

    def order_plan(self, state: DtState, unit_id: str, plans: dict[str, A.DtAction]) -> A.DtAction | None:
        """A plan with a Skill action when the unit has an order worth giving now (an artillery
        strike, a repair, a unit to bring back or heal, a weapon to reload): the order first,
        then an attack if the unit has one, else a move."""
        given = [a for a in orders.options(state, unit_id) if a.arg.split(" ")[0] != "get-moving"]
        if not given:
            return None
        square = state.pos[unit_id]
        attack = square is not None and self.best_attack(state, unit_id, square, state.occupancy()) > 0
        for name in (("skill+attack", "skill+move", "skill") if attack else ("skill+move", "skill")):
            if name in plans:
                return plans[name]
        return None

    def order(self, state: DtState, legal: Sequence[A.DtAction]) -> A.DtAction:
        """The Skill action's order: the most valuable kind, then the most valuable unit."""
        def score(action: A.DtAction) -> float:
            kind = action.arg.split(" ")[0] if action.kind == "skill" else action.kind
            base = self.ORDER_VALUE.get(kind, 3.0)
            unit = state.units.get(action.unit)
            return base + (unit.card.ap / 1000 if unit is not None else 0.0)
        return max(legal, key=score)

    def square_score(self, state: DtState, unit_id: str, square: Square, attacking_next: bool) -> float:
        score = 0.0
        act = state.act
        if attacking_next:
            score += 3 * self.best_attack(state, unit_id, square, self.moved(state, unit_id, square))
        if state.units[unit_id].card.type == "squad":
            score += 1.5 * int(square_cover(state.field, square))
        threat = self.threat(state, unit_id, square)
        score -= 0.4 * threat
        for objective in state.scenario.objectives:
            if str(square) in objective.squares:
                score += 1.0
        if act is not None and act.plan and act.step + 1 < len(act.plan) and act.plan[act.step + 1] == "move":
            score -= 0.1 * threat
        return score + self.rng.random() * 0.01

    def move(self, state: DtState, legal: Sequence[A.DtAction]) -> A.DtAction:
        act = state.act
        if act is None:
            return legal[0]
        attacking_next = act.step + 1 < len(act.plan) and act.plan[act.step + 1] in ("attack", "charge")
        best, best_score = legal[0], float("-inf")
        for action in legal:
            if action.kind == "stay":
                square = state.pos[act.unit]
                if square is None:
                    continue
            elif action.square is not None:
                square = action.square
            else:
                continue
            score = self.square_score(state, act.unit, square, attacking_next)
            if score > best_score:
                best, best_score = action, score
        return best

    def aim(self, state: DtState, legal: Sequence[A.DtAction]) -> A.DtAction:
        aiming = state.aim
        if aiming is None:
            return legal[-1]
        origin = state.pos[aiming.attacker]
        if origin is None:
            return A.HOLD_FIRE
        targets = [a for a in legal if a.kind == "aim" and a.square is None]
        if not targets:
            return A.HOLD_FIRE
        attacker = state.units[aiming.attacker]
        ref = aiming.lines[aiming.index]
        line = attacker.line(ref)
        focus = {s.target for s in aiming.shots}
        best, best_score = A.HOLD_FIRE, 0.0
        units = state.occupancy()
        for action in targets:
            target = state.units[action.unit]
            armour = ArmourClass.of(target.card)
            value = line.against(armour.kind, armour.value)
            dice = shot_dice(attacker, ref, armour, miniatures(target))
            dice *= burst_factor(line, action.unit in state.moved)  # Burst Weapons (p. 25)
            square = state.pos[action.unit]
            cover = Cover.NONE
            if (square is not None and line.range.kind != "close" and target.card.type == "squad"
                    and not ignores_cover(line) and not value_ignores_cover(value)):
                look = sight(state.field, units, origin, unit_type(attacker), square, unit_type(target))
                cover = combine([square_cover(state.field, square), structure_cover(state.field, origin, square)]
                                    + ([Cover.SOFT] if look.corner_cover else []))
            damage = expected_damage(value, dice, target.remaining) * (1 - saved_share(target, cover))
            score = min(damage, target.remaining) * worth(target)
            if damage >= target.remaining * 0.8:
                score *= 1.5
            if action.unit in focus:
                score *= 1.3
            score /= 1 + 0.1 * target.remaining
            if line.limited_ammo is not None and score < 0.4 * worth(target):
                continue
            if score > best_score:
                best, best_score = action, score
        return best

    def react(self, state: DtState, legal: Sequence[A.DtAction]) -> A.DtAction:
        act = state.act
        if act is None:
            return A.NO_REACTION
        best, best_score = A.NO_REACTION, 1.0
        units = state.occupancy()
        for action in legal:
            if action.kind != "react":
                continue
            square = state.pos[action.unit]
            if square is None:
                continue
            score = self.expected(state, action.unit, square, units, only=(act.unit,)).get(act.unit, 0.0)
            if score > best_score:
                best, best_score = action, score
        return best

    def casualty(self, state: DtState, legal: Sequence[A.DtAction]) -> A.DtAction:
        attack = state.attack
        step = attack.next_step() if attack is not None else None
        unit_id = getattr(step, "unit", "")
        unit = state.units.get(unit_id) if unit_id in state.units else state.units.get(state.attacker)
        if unit is None:
            return legal[0]

        def keep(action: A.DtAction) -> float:
            if action.arg == "other":
                return 0.0
            if action.arg == "hero":
                return 100.0
            line = unit.card.weapons[int(action.arg)]
            return sum(v.dice * v.damage for v in line.infantry + line.vehicle if v.kind == "dice")

        if isinstance(step, CasualtyChoice) and step.by_attacker:  # a Sniper picks the enemy's best model (p. 22)
            return max(legal, key=keep)
        return min(legal, key=keep)

    def free_skill(self, state: DtState, legal: Sequence[A.DtAction]) -> A.DtAction | None:
        """A free skill to declare now (pp. 20-21): Medal of Honor and All In One before an
        attack from here (All In One, once a game, for one worth a third of the unit's AP),
        Heroic Attack with an enemy within 3 squares, Assault when no attack is in sight."""
        act = state.act
        square = state.pos.get(act.unit) if act is not None else None
        offered = {a.arg: a for a in legal if a.kind == "use"}
        if act is None or square is None or not offered:
            return None
        attack = self.best_attack(state, act.unit, square, state.occupancy())
        if "medal-of-honor" in offered and attack > 0:
            return offered["medal-of-honor"]
        if "all-in-one" in offered and attack >= state.units[act.unit].card.ap / 3:
            return offered["all-in-one"]
        if "heroic-attack" in offered and self.threat(state, act.unit, square) <= 3:
            return offered["heroic-attack"]
        if "assault" in offered and attack == 0 and self.threat(state, act.unit, square) > 4:
            return offered["assault"]
        return None

    def skill_plan(self, state: DtState, unit_id: str, plans: dict[str, A.DtAction]) -> A.DtAction | None:
        """A skill's plan (pp. 16, 21-22): Tank Head's repair when a damaged vehicle is
        beside; Charge when no attack is in sight from here but an enemy is within two
        Moves and a square; Jump's one long Move for a unit of movement 1 with nothing to
        shoot."""
        square = state.pos.get(unit_id)
        if square is None:
            return None
        if tank_head.repairable(state, unit_id):
            for name in ("skill+attack", "skill+move", "skill"):
                if name in plans:
                    return plans[name]
        attack = self.best_attack(state, unit_id, square, state.occupancy())
        reach = 2 * movement_points(state.units[unit_id]) + 1
        if "charge" in plans and attack == 0 and self.threat(state, unit_id, square) <= reach:
            return plans["charge"]
        if "jump" in plans and attack == 0 and movement_points(state.units[unit_id]) == 1:
            return plans["jump"]
        return None

    def berserk_worth_it(self, state: DtState) -> bool:
        """Declare Berserk (once a game) for an attack from where the unit stands that is worth
        at least a third of the unit's own army points."""
        act = state.act
        square = state.pos.get(act.unit) if act is not None else None
        if act is None or square is None:
            return False
        return self.best_attack(state, act.unit, square, state.occupancy()) >= state.units[act.unit].card.ap / 3

    def place(self, state: DtState, player: int, legal: Sequence[A.DtAction]) -> A.DtAction:
        """Cover near its own entry edge, so its units reach it first."""
        edge = state.scenario.entry.edge("allies" if state.seating.sides[player] == 0 else "axis")
        height = state.field.height

        def near(action: A.DtAction) -> float:
            square = action.square
            if square is None:
                return 0.0
            row = square.row if edge == "north" else height - 1 - square.row
            return row + self.rng.random() * 0.5

        return min(legal, key=near)

    def terrain(self, state: DtState, player: int, legal: Sequence[A.DtAction]) -> A.DtAction:
        """A terrain element near the centre on its own half (see the module docstring)."""
        edge = state.scenario.entry.edge("allies" if state.seating.sides[player] == 0 else "axis")
        field = state.field
        along = field.height if edge in ("north", "south") else field.width
        across = field.width if edge in ("north", "south") else field.height
        front = along // 2 - 1  # the last row (column) of its own half
        centre = (across - 1) / 2
        preference = {"debris": 2.0, "smoke": 1.0, "impassable": 0.5, "deep-water": 0.0}

        def score(action: A.DtAction) -> float:
            square = action.square
            if square is None:
                return float("-inf")
            if edge in ("north", "south"):
                depth = square.row if edge == "north" else field.height - 1 - square.row
                side = abs(square.col - centre)
            else:
                depth = square.col if edge == "west" else field.width - 1 - square.col
                side = abs(square.row - centre)
            if action.arg in ("debris", "smoke"):
                place = -abs(depth - front) - 0.4 * side
            else:
                place = -abs(depth - (front - 1)) - 0.4 * abs(side - across / 4)
            return preference.get(action.arg, 0.0) + place + self.rng.random() * 0.3

        return max(legal, key=score)
