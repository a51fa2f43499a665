"""The ``heuristic`` bot for D-Day Dice: it reads the table (everything in D-Day Dice is public:
the units, the reserve, the map printed on the board) and plays every decision the engine asks
for, by small rules of thumb. It never returns an illegal action: whatever a rule proposes is
checked against the legal actions, with a safe fallback (``done``, ``stay``, ...; never
``abandon``, which it only plays when a second vehicle forces it).

The policy, decision by decision:

* **Dice** (Phase 1): each face is worth what the unit needs now -- soldiers always, courage
  while the unit lacks the courage of its cheapest way into the bunker, stars while a
  specialist is worth recruiting, tools where items are in the game; skulls are worth less
  than nothing. It locks its best dice, rerolls those worth little, and stops when every
  unlocked die is worth keeping.
* **Final Count window** (end of Phase 1): a Final Count is scored (faces, the RWB bonuses it
  makes, the dice its skulls will cancel), and any change -- the Captain's colour, the
  Corporal's or the Jeep's reroll, the Lieutenant's swap, Binoculars, Rangefinder, Strategic
  Map, Ammo Box, Grappling Hook, Dispatch Case -- is made only when it raises that score.
  Items that grant resources or an RWB bonus (Signalling Lamp, Command Jacket, Amphetamines,
  Toolkit) are used at once. Medals are played when they help: at once for those that give
  resources, results, items or vehicles; the Croix de Guerre when courage is short; the
  Bronze Star when the unit would have to leave its sector; the Military Medal when there is
  someone to recruit; never the Victoria Cross. The Combat Photographer keeps a count with a
  soldiers RWB.
* **Upkeep** (Phase 2): skulls cancel the die whose loss costs least; a full set chooses the
  best medal (Medal of Honor, Conspicuous Gallantry, DSO, Légion d'Honneur ...);
  Reinforcements go to the weakest unit; Leadership adds the white result that completes
  another RWB (else two soldiers); Battle Cry is a free move when courage is short, else 3
  soldiers; Special Find searches a used item worth having, else takes the stars.
* **Medal choices** (results, Medal of Honor, Légion d'Honneur, Silver Star, Purple Heart,
  Rope Ladder skull, Victoria Cross deal): the choice that scores best for the unit that
  needs it most (results that make RWB bonuses or soldiers; the most useful item; the
  weakest specialist dismissed for Fresh Troops).
* **Supply** (Phase 3): free recruits, then the most useful affordable specialist (map
  aware), then the most useful affordable item (DEF cutters for the bunker, soldiers, the
  Flak Vest, a Whistle or a Pocket Bible when courage is short, a Mine Detector before a
  minefield); a medal for 6 courage when that courage is not needed on the way to the
  bunker; soldiers and courage given to a weaker unit in the same sector.
* **Movement** (Phase 4): solo, it plans the way into the bunker -- it advances when it is
  strong enough for every sector still ahead (the expected loss of each, minefields included,
  less the soldiers it gathers on the way), when it will have the courage to leave the sector
  it enters, or when staying costs as much as going; with other units it takes the nearest
  step it survives with a margin (a plan per unit crowds them). It enters the bunker when its
  chance of surviving the fire (bodies, Medic, Paratrooper, Hero, DEF/MGF items, Engineer,
  the specialists of units already safe) is 80% or more; uses a Whistle or a Mine Detector for
  the move it wants; a Decoy when a sacrifice is required; the Point Man rather than a deadly
  forced move; never shuts a one-unit sector on a unit that must still move; when it must
  move, the way it is ready for, else the sector with the lowest loss that is not a dead end.
* **Combat** (Phase 5): before the machine-gun fire a Grenade, a Mortar or the Grenadier when
  the sector is dangerous (always in the bunker); after it, DEF items, the Flak Vest,
  Binoculars on the highest MGF die and soldier items when the unit (or a unit beside it)
  would be wiped out or is in the bunker -- where items are worth nothing afterwards -- and
  soldiers given to a unit of the same sector that would otherwise fall.
* **Casualties**: soldiers fall first; the Paratrooper is sacrificed for a big blow; the Hero
  spends stars, then spare courage; then the least useful specialist falls.
"""

from __future__ import annotations

from typing import Callable, Final

import random
from meeple.engine.core import State
from meeple.games.dday_dice import actions as A
from meeple.games.dday_dice import bunkers, casualties, combat, medals, mulligan, random_sectors, sector_rewards, supply
from meeple.games.dday_dice import battle_cry_entry, climbing
from meeple.games.dday_dice import explosives
from meeple.games.dday_dice import binoculars_dice, joined_play, movement
from meeple.games.dday_dice.sector_attributes import sector as sector_now
from meeple.games.dday_dice.dice import (
    COURAGE,
    FACES,
    SKULL,
    SOLDIER,
    SOLDIERS,
    STAR,
    TOOL,
    WHITE,
)
from meeple.games.dday_dice.board import Board, Exit
from meeple.games.dday_dice.phases import COMBAT, FINAL_COUNT, MOVE, ROLL, SUPPLY, UPKEEP
from meeple.games.dday_dice.skull_rerolls import may_reroll
from meeple.games.dday_dice.state import DdState
from meeple.games.dday_dice.unit import LOCK, REROLL, Unit

SAFETY_MARGIN: Final = 3
#: Sword Beach's random attributes, as a unit there feels them (soldiers' worth, roughly), and
#: how much better an attribute must be for the bot to spend its Binoculars on the roll.
RANDOM_ATTRIBUTE_VALUE: Final = {
    "combat-d6-soldiers": -4.0, "combat-d6-soldiers-unless-minesweeper": -3.0, "black-shield": -1.0,
    "penalty": -1.0, "added-skull": -1.5, "soldier-lost-per-star": -1.5, "no-battle-cry": -0.5,
    "no-skull-reroll": -0.5, "bonus": 1.0, "no-locks": 1.0, "soldier-per-rwb": 0.5,
    "vehicle-for-item-points": 0.5, "vehicle-free": 3.0, "first-unit-medal": 3.0,
}
BINOCULARS_CHANGE_GAIN: Final = 2.5
#: The bot takes its Soldier Mulligan on a first roll worth less than this (in soldiers).
MULLIGAN_BELOW: Final = 3.0
KEEP_WORTH: Final = 1.0
#: Chance of surviving the bunker's fire the bot wants before it enters.
BUNKER_SURVIVAL: Final = 0.8
#: Remaining bodies under which a unit is "in danger" in combat.
DANGER_MARGIN: Final = 2
MGF_MEAN: Final = 3.5
#: Extra cost of a way through a one-unit sector when other units may block it.
ONE_UNIT_PENALTY: Final = 20.0
#: Courage the bot gathers beyond its next advance.
COURAGE_HORIZON: Final = 3
#: Soldiers a unit expects to gather in a turn before it enters the bunker (net of nothing).
BUNKER_INCOME: Final = 4.0

#: Specialists the bot prefers, best first.
RECRUIT_PRIORITY: Final = (
    "engineer", "medic", "beachmaster", "paratrooper", "veteran", "general", "captain", "platoon-leader",
    "corporal", "hero", "marksman", "minesweeper", "lieutenant", "messenger", "scout", "chaplain",
    "pathfinder", "grenadier", "quartermaster", "decoy", "sharpshooter", "point-man", "combat-photographer",
    "war-correspondent",
)
_RANK: Final = {sp: i for i, sp in enumerate(RECRUIT_PRIORITY)}

#: Medals chosen on a full set, best first.
MEDAL_PRIORITY: Final = (
    "medal-of-honor", "conspicuous-gallantry-medal", "distinguished-service-order", "legion-d-honneur",
    "croix-de-guerre", "military-medal", "memorial-cross", "legion-of-merit", "silver-star",
    "bronze-star", "purple-heart", "victoria-cross",
)
#: Medals played at the end of Phase 1 as soon as they are held.
PLAY_AT_ONCE: Final = frozenset((
    "medal-of-honor", "conspicuous-gallantry-medal", "distinguished-service-order", "legion-d-honneur",
    "legion-of-merit", "memorial-cross",
))

#: What an item is worth to its holder, roughly in soldiers (context adjusts some of them).
ITEM_VALUE: Final = {
    "flame-thrower": 10.0, "bazooka": 7.0, "signalling-lamp": 6.0, "field-radio": 5.0,
    "bangalore-torpedo": 4.0, "flak-vest": 3.5, "gammon-bomb": 3.5, "grenade": 3.0,
    "amphetamines": 3.0, "command-jacket": 2.5, "binoculars": 2.5, "walkie-talkie": 2.0,
    "shoulder-patch": 1.5, "pocket-bible": 1.5, "whistle": 1.0, "lucky-charm": 0.8, "mortar": 1.0,
    "ammo-box": 1.0, "rangefinder": 0.8, "strategic-map": 0.8, "mine-detector": 0.0, "toolkit": 0.5,
    "dispatch-case": 0.5, "carrier-pigeon": 0.0, "rope-ladder": 0.0, "grappling-hook": 0.0,
    "wirecutters": 0.0, "medal-case": 0.0,
    "tank": 4.0,  # Juno sector 5: -2 DEF and no MGF special damage for the units in its sector
}
#: Items used at once in the Final Count window (a resource or an RWB bonus).
USE_AT_ONCE: Final = frozenset(("signalling-lamp", "command-jacket", "toolkit", "medal-case"))
#: Items that give soldiers / courage, kept for when they are needed (or the bunker).
SOLDIER_ITEMS: Final = {"walkie-talkie": 2, "field-radio": 5}
#: Vehicles, best first (the other is abandoned when a unit holds two).
VEHICLE_PRIORITY: Final = ("tank", "ambulance", "half-track", "armored-car", "bulldozer", "jeep")
#: Value of an RWB bonus by face (soldiers' worth).
RWB_VALUE: Final = {SKULL: 4.0, STAR: 2.0, SOLDIER: 4.0, SOLDIERS: 6.0, COURAGE: 3.0, TOOL: 1.0}



#: Which explosive card the bot discards first to open a bunker's doors (second edition).
_BLAST_ORDER: Final = {"grenade": 0, "bangalore-torpedo": 1, "engineer": 2}
#: The Binoculars change a minefield, sector-fire, Gammon Bomb or soldiers d6 this bad (0..5).
BINOCULARS_DIE_BADNESS: Final = 3


def _courage_to_bunker(board: Board) -> dict[int, int]:
    """For every sector, the least total courage of a path into a bunker (worked out once per
    board)."""
    result: dict[int, int] = board.memo("bot-courage-to-bunker", lambda: {
        n: round(cost) for n, cost in _least_to_bunker(board, lambda e: e.courage if e.forward else 0).items()})
    return result


def _cost_to_go(board: Board) -> dict[int, float]:
    """For every sector, the least expected loss on a way into a bunker: each sector entered
    on its first turn (DEF plus mean MGF), plus a mean d6 per minefield crossed (worked out
    once per board)."""
    result: dict[int, float] = board.memo("bot-cost-to-go", lambda: _least_to_bunker(
        board, lambda e: _arrival(board, e.to) + (MGF_MEAN if e.minefield else 0.0)))
    return result


def _least_to_bunker(board: Board, step: Callable[[Exit], float]) -> dict[int, float]:
    """For every sector from which a bunker can be reached, the least sum of ``step`` over the
    exits of a way into a bunker (0 in a bunker)."""
    best = {n: 0.0 for n, sector in board.sectors.items() if sector.bunker}
    changed = True
    while changed:
        changed = False
        for n, exits in board.exits.items():
            for e in exits:
                if e.to in best:
                    cost = best[e.to] + step(e)
                    known = best.get(n)
                    if known is None or cost < known - 1e-9:
                        best[n] = cost
                        changed = True
    return best


def _arrival(board: Board, sector: int) -> float:
    """Expected casualties on the first turn in ``sector``."""
    return board.def_for(sector, 1) + MGF_MEAN * board.sectors[sector].mgf


def _mines_ahead(board: Board) -> frozenset[int]:
    """Sectors from which every way into the bunker crosses a minefield somewhere (worked out
    once per board)."""
    result: frozenset[int] = board.memo("bot-mines-ahead", lambda: _mined_ways(board))
    return result


def _mined_ways(board: Board) -> frozenset[int]:
    clean = {n for n, sector in board.sectors.items() if sector.bunker}
    changed = True
    while changed:
        changed = False
        for n, exits in board.exits.items():
            if n not in clean and any(e.to in clean and not e.minefield for e in exits):
                clean.add(n)
                changed = True
    return frozenset(n for n in board.sectors if n not in clean)


def _survival(capacity: float, base_loss: int, dice: int) -> float:
    """Chance that ``base_loss`` plus ``dice`` d6 stays below ``capacity``."""
    room = capacity - base_loss
    if dice == 0:
        return 1.0 if room > 0 else 0.0
    ways = [1.0]
    for _ in range(dice):
        nxt = [0.0] * (len(ways) + 6)
        for total, p in enumerate(ways):
            if p:
                for k in range(1, 7):
                    nxt[total + k] += p / 6
        ways = nxt
    return sum(p for total, p in enumerate(ways) if total < room)


class HeuristicBot:
    """A sensible D-Day Dice player (see the module docstring)."""

    name = "heuristic"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)
        #: How many times a rule proposed an illegal action (the tests keep this at 0).
        self.fallbacks = 0
        #: Per-decision cache: whether each unit is short of courage.
        self._short: dict[int, bool] = {}
        #: Per-decision cache: the cost to go on from a sector (for the deciding unit).
        self._onward: dict[int, float] = {}
        #: Per-decision cache: what each face is worth to each unit (:meth:`face_worths`).
        self._worths: dict[int, tuple[float, ...]] = {}

    # ------------------------------------------------------------------ dispatch
    def choose(self, state: State[A.DdAction], player: int) -> A.DdAction:
        self._short = {}
        self._onward = {}
        self._worths = {}
        if isinstance(state, DdState) and state.phase == ROLL:
            fast = self.roll_fast(state, player)
            if fast is not None:
                return fast
        legal = state.legal_actions(player)
        if not legal:
            raise RuntimeError(f"seat {player} is asked to act but has no legal action (an engine bug)")
        if len(legal) == 1:
            return legal[0]
        if not isinstance(state, DdState):
            return self.rng.choice(legal)
        unit = state.units[player]
        action = self.propose(state, unit, legal)
        # by index: two actions may compare equal (``hero courage`` == ``hero star``)
        if any(a.index == action.index for a in legal):
            return action
        self.fallbacks += 1
        return self.fallback(legal)

    def roll_fast(self, s: DdState, player: int) -> A.DdAction | None:
        """Phase 1 without building the 63 reroll actions: the engine's rule (roll.actions)
        is that an unlocked die may be locked, and any set of unlocked dice rerolled."""
        if s.dice_queue or s.d6_queue or s.card_queue or not 0 <= player < len(s.units):
            return None
        unit = s.units[player]
        if not unit.active or unit.stage not in (LOCK, REROLL):
            return None
        if any(u.active and (u.pending or casualties.pending(u)) for u in s.units):
            return None  # flow.deciding: casualties and card choices come first
        if mulligan.available(s, unit) and self.wants_mulligan(s, unit):
            return A.MULLIGAN  # at the lock step, or a climber's first reroll (DDM-79)
        if unit.stage == LOCK:
            return self.lock(s, unit, [A.LOCK[d] for d in range(len(unit.dice)) if not unit.locked[d]])
        return self.reroll(s, unit, [])

    def propose(self, s: DdState, unit: Unit, legal: list[A.DdAction]) -> A.DdAction:
        """The rule for the decision at hand."""
        if casualties.pending(unit):
            return self.casualty(s, unit, legal)
        if unit.pending:
            return self.pending(s, unit, legal)
        phase = s.phase
        if phase == ROLL:
            if A.MULLIGAN in legal and self.wants_mulligan(s, unit):
                return A.MULLIGAN
            locks = [a for a in legal if a.kind == "lock"]
            return self.lock(s, unit, locks) if locks else self.reroll(s, unit, legal)
        if phase == FINAL_COUNT:
            return self.final_count(s, unit, legal)
        if phase == UPKEEP:
            return self.upkeep(s, unit, legal)
        if phase == SUPPLY:
            return self.supply(s, unit, legal)
        if phase == MOVE and not movement.must_decide(s, unit):
            return self.after_moves(s, unit, legal)
        if phase == MOVE:
            return self.move(s, unit, legal)
        if phase == COMBAT:
            return self.combat(s, unit, legal)
        return legal[0]

    @staticmethod
    def fallback(legal: list[A.DdAction]) -> A.DdAction:
        """A harmless legal action: closing the window, staying, else the first that is not
        an abandon."""
        for safe in (A.DONE, A.STAY, A.STOP):
            if safe in legal:
                return safe
        return next((a for a in legal if a.kind != "abandon"), legal[0])

    # ------------------------------------------------------------------ values
    def courage_needed(self, s: DdState, unit: Unit) -> int:
        """The least courage that still takes the unit from its sector into a bunker."""
        return _courage_to_bunker(s.board).get(unit.sector, 0)

    def courage_short(self, s: DdState, unit: Unit) -> bool:
        """Short of the courage for the next advances (the next one and about one more)."""
        cached = self._short.get(unit.seat)
        if cached is not None:
            return cached
        step = min((e.courage for e in s.board.exits.get(unit.sector, ()) if e.forward), default=0)
        short = unit.courage < min(self.courage_needed(s, unit), step + COURAGE_HORIZON)
        self._short[unit.seat] = short
        return short

    def worth(self, s: DdState, unit: Unit, face: int) -> float:
        """What one result of ``face`` is worth to the unit now (the unit's :meth:`face_worths`,
        worked out once a decision: the bot changes nothing while it decides)."""
        return self.face_worths_of(s, unit)[face]

    def face_worths_of(self, s: DdState, unit: Unit) -> tuple[float, ...]:
        """The unit's :meth:`face_worths`, worked out once a decision."""
        worths = self._worths.get(unit.seat)
        if worths is None:
            worths = self._worths[unit.seat] = self.face_worths(s, unit)
        return worths

    def face_worths(self, s: DdState, unit: Unit) -> tuple[float, ...]:
        """What one result of each face is worth to the unit now, by face: soldiers always,
        courage while the unit is short of it (more where only a Battle Cry opens the bunker),
        stars while specialists are to be had, tools where items are; a skull cancels another
        die. A climber wants skulls; a face the map ignores is worth nothing."""
        board = s.board
        if climbing.climbing(s, unit):
            worths = [0.5] * len(FACES)
            worths[SKULL] = 3.0  # Pointe-du-Hoc: the climb wants 4 skulls
        else:
            worths = [0.0] * len(FACES)
            worths[SKULL] = -0.5
            worths[SOLDIER] = 1.0
            worths[SOLDIERS] = 2.0
            if self.waits_for_battle_cry(s, unit):
                worths[COURAGE] = 2.0  # Merville: only an RWB Battle Cry opens the bunker
            else:
                worths[COURAGE] = 1.8 if self.courage_short(s, unit) else 0.6
            if not (board.regular_specialists or board.unique_specialists):
                worths[STAR] = 0.1
            else:
                worths[STAR] = 0.7 if unit.stars < 4 else 0.3
            worths[TOOL] = 0.5 if board.items else 0.0
        for face in board.ignored_faces:
            worths[face] = 0.0
        return tuple(worths)

    def count_value(self, s: DdState, unit: Unit, results: list[tuple[int, int]], real: int) -> float:
        """The score of a Final Count: ``results`` are (face, colour) pairs, the first
        ``real`` of them dice (a skull cancels the least useful die), the rest added results
        (colour -1: colourless). RWB bonuses count, with the Veteran's soldier."""
        ignored = s.board.ignored_faces
        seen: dict[int, int] = {}
        for face, colour in results:
            if colour >= 0:
                seen[face] = seen.get(face, 0) | (1 << colour)
        rwb = [f for f, mask in seen.items() if mask == 7 and f not in ignored]
        worths = [self.worth(s, unit, f) for f, _ in results]
        total = sum(w for w in worths if w > 0)
        if SKULL not in ignored and SKULL not in rwb:
            skulls = sum(1 for f, _ in results if f == SKULL)
            if skulls and "sharpshooter" in unit.specialists:
                skulls -= 1
            if skulls:
                dice = sorted(w for (f, _), w in zip(results[:real], worths[:real]) if f != SKULL)
                total -= sum(dice[:skulls]) + 0.5 * skulls
        veteran = 1.0 if "veteran" in unit.specialists else 0.0
        for face in rwb:
            bonus = RWB_VALUE[face]
            if face == COURAGE and self.courage_short(s, unit):
                bonus += 1.5
            if face == SOLDIER and len(s.units) == 1:
                bonus += 4.0
            total += bonus + veteran
        return total

    def unit_value(self, s: DdState, unit: Unit) -> float:
        """The score of the unit's Final Count as it stands."""
        results = list(zip(unit.dice, unit.colours)) + list(unit.extra)
        return self.count_value(s, unit, results, len(unit.dice))

    # ------------------------------------------------------------------ dice
    def lock(self, s: DdState, unit: Unit, legal: list[A.DdAction]) -> A.DdAction:
        dice = unit.dice
        marksman = "marksman" in unit.specialists
        worths = self.face_worths_of(s, unit)
        return max(legal, key=lambda a: (2.5 if marksman and dice[a.a] == SKULL else worths[dice[a.a]], -a.a))

    def wants_mulligan(self, s: DdState, unit: Unit) -> bool:
        """The optional Soldier Mulligan (once a game, a first roll without soldiers): taken
        when the roll is worth little to the unit as it stands; a climber (Pointe-du-Hoc), who
        wants skulls, when it shows fewer than two."""
        if climbing.climbing(s, unit):
            return unit.dice.count(SKULL) < 2
        return self.unit_value(s, unit) < MULLIGAN_BELOW

    def reroll(self, s: DdState, unit: Unit, legal: list[A.DdAction]) -> A.DdAction:
        dice, locked = unit.dice, unit.locked
        worths = self.face_worths_of(s, unit)
        weak = tuple(
            d for d in range(len(dice))
            if not locked[d] and worths[dice[d]] < KEEP_WORTH and may_reroll(s, unit, d)
        )
        if not weak:
            return A.STOP
        return A.REROLL.get(weak, A.STOP)

    def after_moves(self, s: DdState, unit: Unit, legal: list[A.DdAction]) -> A.DdAction:
        """Second edition, once every unit has moved (DDE-32): soldiers to a unit of the sector
        the coming fire may wipe out, a helpful medal; otherwise done."""
        gift = self.gift(s, unit, legal, in_combat=True)
        if gift is not None:
            return gift
        for action in legal:
            if action.kind == "play" and self.wants_medal(s, unit, action.name):
                return action
        return A.DONE

    # ------------------------------------------------------------------ end of Phase 1
    def final_count(self, s: DdState, unit: Unit, legal: list[A.DdAction]) -> A.DdAction:
        """Play helpful medals and items, then improve the count; otherwise done."""
        if climbing.climbing(s, unit):
            # Pointe-du-Hoc: a skull item that completes the climb; nothing that turns skulls away
            adders = [a for a in legal if a.kind == "use" and a.name in ("grappling-hook", "rope-ladder")]
            if adders and climbing.skulls(unit) == climbing.SKULLS_TO_CLIMB - 1:
                return adders[0]
            legal = [a for a in legal if not (a.kind == "use" and a.name == "ammo-box")]
        for action in legal:
            if action.kind == "play" and self.wants_medal(s, unit, action.name):
                return action
            if action.kind == "use" and action.name in USE_AT_ONCE:
                return action
            if action.kind == "use" and action.name == "amphetamines" and (
                    self.courage_short(s, unit) or self.waits_for_battle_cry(s, unit)):
                return action
        if A.SACRIFICE_PHOTOGRAPHER in legal and self.photograph(s, unit):
            return A.SACRIFICE_PHOTOGRAPHER
        best, gain = self.best_count_change(s, unit, legal)
        if best is not None and gain >= 1.0:
            return best
        rerolls = [a for a in legal if a.kind in ("corporal", "jeep") and self.worth(s, unit, unit.dice[a.a]) <= 0.1]
        if rerolls:
            return min(rerolls, key=lambda a: self.worth(s, unit, unit.dice[a.a]))
        return A.DONE

    def wants_medal(self, s: DdState, unit: Unit, medal: str) -> bool:
        """Whether to play ``medal`` now (see the module docstring)."""
        if medal == "medal-of-honor" and len(s.units) > 1:
            # its results go to another unit: none left on the beach, nothing to give
            return any(u.active and u is not unit for u in s.units)
        if medal in PLAY_AT_ONCE:
            return True
        if medal == "croix-de-guerre":
            return self.courage_short(s, unit) or unit.must_move
        if medal == "military-medal":
            return bool(supply.hand(s, unit) or supply.reserve(s))
        if medal == "purple-heart":
            return any(_RANK.get(sp, 0) >= _RANK["minesweeper"] for sp in unit.specialists)
        if medal == "bronze-star":
            limit = 1 if sector_now(s, unit.sector).black else 3
            return unit.marker >= limit and not s.board.is_bunker(unit.sector)
        if medal == "silver-star":
            return self.courage_needed(s, unit) <= unit.courage
        return False

    def photograph(self, s: DdState, unit: Unit) -> bool:
        """The Combat Photographer keeps a Final Count with a soldiers RWB."""
        seen = {c for f, c in zip(unit.dice, unit.colours) if f == SOLDIERS}
        return len(seen) == 3

    def best_count_change(self, s: DdState, unit: Unit, legal: list[A.DdAction]) -> tuple[A.DdAction | None, float]:
        """The change to the Final Count (Captain, Lieutenant, items) that raises its score most."""
        base = self.unit_value(s, unit)
        best: A.DdAction | None = None
        gain = 0.0
        for action in legal:
            value = self.value_after(s, unit, action)
            if value is not None and value - base - self.cost_of(action) > gain:
                best, gain = action, value - base - self.cost_of(action)
        return best, gain

    @staticmethod
    def cost_of(action: A.DdAction) -> float:
        """What spending the card behind ``action`` costs (items are kept for later)."""
        if action.kind == "use":
            return ITEM_VALUE.get(action.name, 1.0) * 0.5 + 0.5
        return 0.0

    def value_after(self, s: DdState, unit: Unit, action: A.DdAction) -> float | None:
        """The score of the unit's Final Count after ``action`` (None: not a count change)."""
        dice, colours, extra = unit.dice[:], unit.colours[:], list(unit.extra)
        kind = action.kind
        if kind == "captain":
            die, colour = action.dice
            colours[die] = colour
        elif kind == "swap":
            mine, seat, theirs = action.dice
            if seat >= 0:
                return None  # a swap with another unit costs it what it gains
            dice[mine], colours[mine] = unit.spare[theirs], (0, 0, 1, 1, 2, 2)[theirs]
        elif kind == "use" and action.name in ("binoculars", "rangefinder") and action.a == -1:
            die, face = action.dice
            dice[die] = face
        elif kind == "use" and action.name == "strategic-map":
            die, colour = action.dice
            colours[die] = colour
        elif kind == "use" and action.name == "ammo-box":
            dice = [action.a if f == SKULL else f for f in dice]
            extra = [(action.a if f == SKULL else f, c) for f, c in extra]
        elif kind == "use" and action.name == "grappling-hook":
            extra.append((SKULL, action.a))
        elif kind == "use" and action.name == "dispatch-case":
            other = s.units[action.a]
            dice, colours = other.dice[:], other.colours[:]
        else:
            return None
        return self.count_value(s, unit, list(zip(dice, colours)) + extra, len(dice))

    # ------------------------------------------------------------------ upkeep
    def upkeep(self, s: DdState, unit: Unit, legal: list[A.DdAction]) -> A.DdAction:
        kind = legal[0].kind
        if kind == "cancel":
            return self.cancel(s, unit, legal)
        if kind == "medal":
            return self.choose_medal(s, unit, legal)
        if kind == "reinforce":
            return min(legal, key=lambda a: (self.bodies(s.units[a.a]), a.a))
        if kind == "battle-cry":
            return A.BATTLE_CRY_MOVE if self.wants_free_move(s, unit) else A.BATTLE_CRY_SOLDIERS
        if kind == "leadership":
            return self.leadership(s, unit, legal)
        if kind == "special-find":
            if A.SPECIAL_FIND_ITEM in legal and self.best_used_item(s, unit, unit.item_points + 6):
                return A.SPECIAL_FIND_ITEM
            return A.SPECIAL_FIND_STARS
        return legal[0]

    def cancel(self, s: DdState, unit: Unit, legal: list[A.DdAction]) -> A.DdAction:
        """Cancel the die whose loss leaves the best count (RWB bonuses included)."""
        def after(action: A.DdAction) -> float:
            rest = [(f, c) for d, (f, c) in enumerate(zip(unit.dice, unit.colours))
                    if not unit.cancelled[d] and d != action.a and f != SKULL]
            return self.count_value(s, unit, rest + list(unit.extra), len(rest))
        return max(legal, key=lambda a: (after(a), -a.a))

    def choose_medal(self, s: DdState, unit: Unit, legal: list[A.DdAction]) -> A.DdAction:
        order = list(MEDAL_PRIORITY)
        if self.courage_short(s, unit):
            order.remove("croix-de-guerre")
            order.insert(2, "croix-de-guerre")
        names = {a.name: a for a in legal}
        for medal in order:
            if medal in names:
                return names[medal]
        return legal[0]

    def waits_for_battle_cry(self, s: DdState, unit: Unit) -> bool:
        """Merville: the unit is next to a bunker only a Battle Cry opens, strong enough to go in."""
        return any(
            battle_cry_entry.needs_battle_cry(s, e.to) and self.bunker_odds(s, unit, e.to) >= 0.5
            for e in s.board.exits.get(unit.sector, ()) if e.to not in unit.visited
        )

    def wants_free_move(self, s: DdState, unit: Unit) -> bool:
        """A Battle Cry move when the unit is ready for an advance it lacks the courage for."""
        if self.waits_for_battle_cry(s, unit):
            return True
        for e in s.board.exits.get(unit.sector, ()):
            if e.forward and e.to not in unit.visited and e.courage > unit.courage:
                if s.board.is_bunker(e.to):
                    if self.bunker_odds(s, unit, e.to) >= BUNKER_SURVIVAL:
                        return True
                elif self.ready_for(s, unit, e.to):
                    return True
        return unit.must_move and not any(
            not e.forward and e.to not in unit.visited for e in s.board.exits.get(unit.sector, ()))

    def leadership(self, s: DdState, unit: Unit, legal: list[A.DdAction]) -> A.DdAction:
        """The white result that scores best (it may complete another RWB)."""
        rest = [(f, c) for d, (f, c) in enumerate(zip(unit.dice, unit.colours)) if not unit.cancelled[d]]
        extra = list(unit.extra)
        def score(action: A.DdAction) -> float:
            if action.kind != "leadership":
                return -1.0
            return self.count_value(s, unit, rest + extra + [(action.a, WHITE)], len(rest))
        return max(legal, key=score)

    # ------------------------------------------------------------------ pending choices
    def pending(self, s: DdState, unit: Unit, legal: list[A.DdAction]) -> A.DdAction:
        kind = unit.pending[0]
        if binoculars_dice.owns(kind):
            bad, best = binoculars_dice.badness(s, kind)  # a d6 worth the Binoculars to change
            return A.USE_BINOCULARS_ROLL[best] if bad >= BINOCULARS_DIE_BADNESS and A.USE_BINOCULARS_ROLL[best] in legal else A.DONE
        if joined_play.owns(kind):
            return self.go_on(s, unit)  # Silence the Guns: on into Sword's bunker, or retire
        if explosives.owns(kind):
            # a bunker's doors: the Grenade first, the Engineer (bunker DEF -5) last
            return min(legal, key=lambda a: _BLAST_ORDER.get(a.name, 9))
        if random_sectors.owns(kind):
            return self.sector_roll(s, unit, legal)
        if kind == sector_rewards.CHOICE:
            return A.DRAW_MEDAL  # Gold Beach 8: the bot draws at random
        if kind in ("result", "result-other") or kind.startswith("moh:"):
            return self.result(s, unit, legal)
        if kind == "honour":
            return self.honour(s, unit, legal)
        if kind == "silver-star":
            return A.SILVER_STAR[unit.seat] if A.SILVER_STAR[unit.seat] in legal else legal[0]
        if kind == "dismiss":
            return self.dismiss(s, unit, legal)
        if kind == "skull-colour":
            return max(legal, key=lambda a: self.count_value(
                s, unit, list(zip(unit.dice, unit.colours)) + list(unit.extra) + [(SKULL, a.a)], len(unit.dice)))
        if kind == "deal":
            return self.deal(s, unit, legal)
        return self.abandon(unit, legal)

    def go_on(self, s: DdState, unit: Unit) -> A.DdAction:
        """Silence the Guns: a unit safe in Merville's bunker goes on into Sword's only when it
        can pay the way in and outlast the bunker's first turn with a wide margin."""
        board = s.board
        to = getattr(board, "bunker_to", 0)
        way = next((e for e in board.exits.get(unit.sector, ()) if e.to == to), None)
        if way is None or unit.courage < movement.cost(unit, way):
            return A.RETIRE
        loss = _arrival(board, to) + joined_play.def_plus(s, to)
        return A.GO_ON if self.bodies(unit) >= loss + 3 * SAFETY_MARGIN else A.RETIRE

    def sector_roll(self, s: DdState, unit: Unit, legal: list[A.DdAction]) -> A.DdAction:
        """Sword Beach: the Binoculars change a random sector's roll when another attribute is
        clearly better for the units going there (worth more than the Binoculars)."""
        sector = int(unit.pending[0].split(":")[1])
        rolls = random_sectors.table(s.board.id, sector)
        def value(roll: int) -> float:
            return RANDOM_ATTRIBUTE_VALUE.get(rolls[roll - 1].effect, 0.0)
        now = value(s.marks.rolls[sector])
        changes = [a for a in legal if a is not A.DONE]
        best = max(changes, key=lambda a: value(a.a), default=None)
        if best is not None and value(best.a) - now >= BINOCULARS_CHANGE_GAIN:
            return best
        return A.DONE

    def result(self, s: DdState, unit: Unit, legal: list[A.DdAction]) -> A.DdAction:
        """A medal's added result: for the neediest target, the result that scores best
        (with one more result to come, the pair that scores best)."""
        targets = {a.a for a in legal}
        if targets != {-1}:
            seat = min(targets, key=lambda t: (self.bodies(s.units[t]) if t >= 0 else 999, t))
            legal = [a for a in legal if a.a == seat]
        target = unit if legal[0].a < 0 else s.units[legal[0].a]
        base = list(zip(target.dice, target.colours)) + list(target.extra)
        real = len(target.dice)
        more = unit.pending.count("result") > 1 and legal[0].a < 0
        moh_more = unit.pending[0].startswith("moh:") and sum(p.startswith("moh:") for p in unit.pending) > 1
        def score(action: A.DdAction) -> float:
            face, colour = action.dice
            value = self.count_value(s, target, base + [(face, colour)], real)
            if more:
                value = max(self.count_value(s, target, base + [(face, colour), (f2, c2)], real)
                            for f2 in range(len(FACES)) for c2 in range(3))
            if moh_more:
                if self.worth(s, target, face) > 0:
                    # the next results can repeat this face: an RWB of three added results
                    value += 0.5 * sum(1 for f, c in base if f == face and c >= 0) + (2.0 if face == SOLDIERS else 0)
            return value
        return max(legal, key=score)

    def honour(self, s: DdState, unit: Unit, legal: list[A.DdAction]) -> A.DdAction:
        """The Légion d'Honneur: the most useful item, for the unit with fewest soldiers
        among those it helps most."""
        return max(legal, key=lambda a: (self.item_worth(s, s.units[a.a], a.name), -self.bodies(s.units[a.a])))

    def dismiss(self, s: DdState, unit: Unit, legal: list[A.DdAction]) -> A.DdAction:
        """Purple Heart: the least useful specialist for Fresh Troops (6 soldiers)."""
        options = [a for a in legal if a.kind == "dismiss" and a.a == SOLDIERS]
        if not options:
            return A.DONE
        worst = max(options, key=lambda a: _RANK.get(a.name, 99))
        return worst if _RANK.get(worst.name, 99) >= _RANK["minesweeper"] else A.DONE

    def deal(self, s: DdState, unit: Unit, legal: list[A.DdAction]) -> A.DdAction:
        """Victoria Cross: the face most useful to the unit the next die goes to."""
        seat = s.vc_slots[0][0] if s.vc_slots else unit.seat
        target = s.units[seat]
        return max(legal, key=lambda a: self.worth(s, target, a.a))

    @staticmethod
    def abandon(unit: Unit, legal: list[A.DdAction]) -> A.DdAction:
        """Forced to leave one of two vehicles: the less useful one."""
        rank = {v: i for i, v in enumerate(VEHICLE_PRIORITY)}
        return max(legal, key=lambda a: rank.get(a.name, 99))

    # ------------------------------------------------------------------ casualties
    def casualty(self, s: DdState, unit: Unit, legal: list[A.DdAction]) -> A.DdAction:
        """Soldiers fall first; the Paratrooper takes a big blow; the Hero spends stars, then
        spare courage; then the least useful specialist."""
        owed = unit.casualties
        if unit.specialist_casualties:
            return self.least_specialist(legal)
        if A.SACRIFICE_PARATROOPER in legal and (owed >= 4 or unit.soldiers < owed):
            return A.SACRIFICE_PARATROOPER
        # the Hero's two actions compare equal: tell them apart by their text
        hero = {a.text for a in legal if a.kind == "hero"}
        if "hero star" in hero and (unit.soldiers <= owed + 2 or unit.stars > 4):
            return A.HERO_STAR
        if "hero courage" in hero and unit.courage > self.courage_needed(s, unit) and unit.soldiers <= owed + 2:
            return A.HERO_COURAGE
        if A.LOSE_SOLDIERS in legal:
            return A.LOSE_SOLDIERS
        if A.SACRIFICE_PARATROOPER in legal:
            return A.SACRIFICE_PARATROOPER
        for preferred in (A.HERO_STAR, A.HERO_COURAGE):
            if preferred.text in hero:
                return preferred
        return self.least_specialist(legal)

    @staticmethod
    def least_specialist(legal: list[A.DdAction]) -> A.DdAction:
        options = [a for a in legal if a.kind == "lose" and a.name] or legal
        return max(options, key=lambda a: _RANK.get(a.name, -1))

    @staticmethod
    def bodies(unit: Unit) -> int:
        """Casualties the unit can take before it is wiped out."""
        return unit.soldiers + len(unit.specialists)

    # ------------------------------------------------------------------ supply
    def supply(self, s: DdState, unit: Unit, legal: list[A.DdAction]) -> A.DdAction:
        """Recruit, find, buy a medal, help a weaker unit; then done."""
        recruit = self.recruit(s, unit, legal)
        if recruit is not None:
            return recruit
        find = self.find(s, unit, legal)
        if find is not None:
            return find
        if A.BUY_MEDAL in legal and unit.courage - medals.MEDAL_PRICE >= self.courage_needed(s, unit):
            return A.BUY_MEDAL
        gift = self.gift(s, unit, legal, in_combat=False)
        if gift is not None:
            return gift
        return A.DONE

    def recruit(self, s: DdState, unit: Unit, legal: list[A.DdAction]) -> A.DdAction | None:
        """Free recruits first, then the best specialist for stars; the Shoulder Patch only
        with soldiers to spare."""
        options = [a for a in legal if a.kind == "recruit"]
        if not options:
            return None
        free = [a for a in options if a.a == 2]
        stars = [a for a in options if a.a == -1]
        patch = [a for a in options if a.a == 1 and unit.soldiers >= 8]
        for group in (free, stars, patch):
            useful = [a for a in group if self.specialist_useful(s, unit, a.name)]
            if useful:
                return min(useful, key=lambda a: _RANK.get(a.name, 99))
        return None

    def specialist_useful(self, s: DdState, unit: Unit, specialist: str) -> bool:
        """Every specialist is a body and 3 VP; a few are useless on some maps."""
        if specialist == "war-correspondent":
            return False
        return True

    def find(self, s: DdState, unit: Unit, legal: list[A.DdAction]) -> A.DdAction | None:
        """The most useful affordable item (worth at least 1)."""
        options = [a for a in legal if a.kind == "find"]
        if not options:
            return None
        best = max(options, key=lambda a: self.item_worth(s, unit, a.name))
        return best if self.item_worth(s, unit, best.name) >= 1.0 else None

    def item_worth(self, s: DdState, unit: Unit, item: str) -> float:
        """An item's worth to ``unit`` now (less for a second copy)."""
        value = ITEM_VALUE.get(item, 0.0)
        if item in ("whistle", "pocket-bible", "amphetamines") and self.courage_short(s, unit):
            value += 3.0
        elif item == "mine-detector" and unit.sector in _mines_ahead(s.board) and "minesweeper" not in unit.specialists:
            value = 2.5
        elif item == "flame-thrower":
            value = min(value, max(b.defs[-1] for b in s.board.sectors.values() if b.bunker))
        elif item == "mortar" and len(s.units) == 1:
            value = 0.0
        if item in unit.items:
            value *= 0.6
        return value

    def best_used_item(self, s: DdState, unit: Unit, points: int) -> bool:
        """Whether a used item worth having could be searched with about ``points``."""
        return any(self.item_worth(s, unit, i) >= 3.0 and (i and points >= 7) for i in s.used)

    def gift(self, s: DdState, unit: Unit, legal: list[A.DdAction], in_combat: bool) -> A.DdAction | None:
        """A soldier (or courage) to a unit of the same sector that needs it more."""
        gifts = [a for a in legal if a.kind == "give" and a.name in ("soldier", "courage")]
        if not gifts:
            return None
        mine = self.spare_bodies(s, unit, in_combat)
        for action in gifts:
            other = s.units[action.a]
            if action.name == "soldier":
                theirs = self.spare_bodies(s, other, in_combat)
                if theirs < 0 and mine > 1 and self.bodies(unit) > self.bodies(other) + 2:
                    return action
            elif not in_combat:
                if (self.courage_short(s, other) and unit.courage > self.courage_needed(s, unit)
                        and unit.courage > other.courage + 1):
                    return action
        return None

    def spare_bodies(self, s: DdState, unit: Unit, in_combat: bool) -> float:
        """Bodies left over after this turn's expected fire (negative: the unit may fall)."""
        if in_combat:
            return self.capacity(s, unit) - self.combat_loss(s, unit)
        sector = s.board.sectors[unit.sector]
        loss = s.board.def_for(unit.sector, unit.marker + 1) + MGF_MEAN * sector.mgf
        return self.bodies(unit) - loss - SAFETY_MARGIN

    # ------------------------------------------------------------------ movement
    def move(self, s: DdState, unit: Unit, legal: list[A.DdAction]) -> A.DdAction:
        """Stay, advance, enter the bunker, or (when it must) the least costly way on."""
        board = s.board
        moves = [a for a in legal if a.kind == "move"]
        # Pointe-du-Hoc: a failed climber's retreat (not a move the board draws) is its way out
        drawn = {e.to for e in board.exits.get(unit.sector, ())}
        retreats = [a for a in moves if a.a not in drawn]
        if retreats:
            return retreats[0]
        if climbing.climbing(s, unit) and climbing.climbed(s, unit):
            up = [a for a in moves if board.sectors[a.a].row > board.sectors[unit.sector].row]
            if up:
                return up[0]  # the climb counts this turn only (DDM-51)
        if unit.battle_cry:
            cry = [a for a in moves if battle_cry_entry.needs_battle_cry(s, a.a)]
            if cry:
                return cry[0]  # Merville: the Battle Cry was taken for this bunker
        item_use = self.move_item(s, unit, legal, moves)
        if item_use is not None:
            return item_use
        can_stay = A.STAY in legal
        plain = {a.a: a for a in moves if a.name != "decoy"}
        for a in moves:
            plain.setdefault(a.a, a)
        blocking = [n for n in plain if self.blocks(s, unit, n)]
        if blocking and (can_stay or len(blocking) < len(plain)):
            plain = {n: a for n, a in plain.items() if n not in blocking}
        # Gold Beach (bunkers.py): only the bunkers worth entering, never solo into the dead end
        # between the bunkers; a solo unit leaves its first bunker at once for the next
        wise = bunkers.wise_bunkers(s, unit, [n for n in plain if board.is_bunker(n)])
        unwise = [n for n in plain if (board.is_bunker(n) and n not in wise) or bunkers.dead_end(s, unit, n)]
        # Silence the Guns: not across onto Sword while its bunker is closed
        unwise += [n for n in plain if joined_play.crosses(board, unit, n) and joined_play.closed_ahead(s, n)]
        if unwise and (can_stay or len(unwise) < len(plain)):
            plain = {n: a for n, a in plain.items() if n not in unwise}
        if unit.sector == getattr(board, "bunker_from", -1) and plain:
            return next(iter(plain.values()))  # Silence the Guns: it chose to go on into Sword's bunker
        if board.is_bunker(unit.sector) and any(not board.is_bunker(n) for n in plain):
            return min((a for n, a in plain.items() if not board.is_bunker(n)), key=lambda a: self.arrival_loss(s, a.a))
        if not plain:
            if A.SACRIFICE_POINT_MAN in legal:
                return A.SACRIFICE_POINT_MAN
            return A.STAY if can_stay else legal[0]
        bunker = [a for n, a in plain.items() if board.is_bunker(n)]
        odds = self.bunker_odds(s, unit, bunker[0].a) if bunker else 0.0
        if bunker and odds >= BUNKER_SURVIVAL:
            return bunker[0]
        here = board.sectors[unit.sector].row
        others = [a for n, a in plain.items() if not board.is_bunker(n)]
        forward = [a for a in others if board.sectors[a.a].row > here]
        if not can_stay:
            others = [a for a in others if self.onward(s, unit, a.a) < 99] or others
            dead_ends = all(self.onward(s, unit, a.a) >= 99 for a in others)
            if bunker and (odds >= 0.5 or not others or dead_ends):
                return bunker[0]
            ready = [a for a in others if self.ready_for(s, unit, a.a)]
            if ready:
                target = min(ready, key=lambda a: (self.way_cost(s, unit, a.a), -board.sectors[a.a].row))
            else:
                target = min(others, key=lambda a: (self.arrival_loss(s, a.a) + self.mines(s, unit, unit.sector, a.a)
                                                    + (0 if self.onward(s, unit, a.a) < 99 else 50), a.a))
            if (A.SACRIFICE_POINT_MAN in legal
                    and self.arrival_loss(s, target.a) + SAFETY_MARGIN >= self.bodies(unit)):
                return A.SACRIFICE_POINT_MAN
            return target
        if not forward:
            return A.STAY
        if len(s.units) > 1:
            # together, units keep to the nearest safe step (a plan per unit crowds them)
            # (a minefield on the way counts: Gold Beach 6-9)
            def step(a: A.DdAction) -> float:
                return self.arrival_loss(s, a.a) + self.mines(s, unit, unit.sector, a.a)
            target = min(forward, key=lambda a: (step(a), a.a))
            ok = self.bodies(unit) > step(target) + SAFETY_MARGIN
            return target if ok else A.STAY
        target = min(forward, key=lambda a: (self.way_cost(s, unit, a.a), a.a))
        return target if self.ready_for(s, unit, target.a) else A.STAY

    def blocks(self, s: DdState, unit: Unit, sector: int) -> bool:
        """Whether moving into one-unit ``sector`` would shut the way out of a unit that must
        still move (it would have no move left)."""
        if not s.board.sectors[sector].one_unit:
            return False
        return any(
            u is not unit and u.active and u.must_move and not u.moved
            and any(e.to == sector for e in s.board.exits.get(u.sector, ()))
            for u in s.units
        )

    def way_cost(self, s: DdState, unit: Unit, sector: int) -> float:
        """Expected casualties of moving into ``sector`` and on from it into the bunker,
        through sectors the unit has not visited (a dead end costs the earth)."""
        return self.arrival_loss(s, sector) + self.mines(s, unit, unit.sector, sector) + self.onward(s, unit, sector)

    def mines(self, s: DdState, unit: Unit, src: int, dst: int) -> float:
        mined = any(e.to == dst and e.minefield for e in s.board.exits.get(src, ()))
        return MGF_MEAN if mined and "minesweeper" not in unit.specialists else 0.0

    def onward(self, s: DdState, unit: Unit, sector: int) -> float:
        """The cost to go from ``sector`` (one step avoiding visited sectors, then the map's)."""
        cached = self._onward.get(sector)
        if cached is not None:
            return cached
        value = self._onward[sector] = self._onward_uncached(s, unit, sector)
        return value

    def _onward_uncached(self, s: DdState, unit: Unit, sector: int) -> float:
        board = s.board
        if board.is_bunker(sector):
            return 0.0
        togo = _cost_to_go(board)
        crowded = ONE_UNIT_PENALTY if len(s.units) > 1 else 0.0
        options = [
            _arrival(board, e.to) + self.mines(s, unit, sector, e.to) + togo.get(e.to, 99.0)
            + (crowded if board.sectors[e.to].one_unit else 0.0)
            for e in board.exits.get(sector, ()) if e.to not in unit.visited and e.to != unit.sector
        ]
        return min(options, default=99.0)

    def ready_for(self, s: DdState, unit: Unit, sector: int, strong_only: bool = False) -> bool:
        """Whether to advance into ``sector`` now: the unit survives its first turn there with
        a margin, and either it is strong enough for the whole way into the bunker (soldiers
        it gathers on the way included), or staying here is no better than going."""
        board = s.board
        loss = self.arrival_loss(s, sector) + self.mines(s, unit, unit.sector, sector)
        bodies = self.bodies(unit)
        if bodies <= loss + SAFETY_MARGIN:
            return False
        if not self.courage_to_leave(s, unit, sector):
            return False
        whole = loss + self.onward(s, unit, sector) - self.bunker_help(s, unit)
        steps = board.sectors[self.bunker_sector(s)].row - board.sectors[sector].row
        if bodies + BUNKER_INCOME * steps >= whole + SAFETY_MARGIN:
            return True
        if strong_only or any(board.is_bunker(e.to) for e in board.exits.get(sector, ())):
            return False
        here = board.sectors[unit.sector]
        last_turn = unit.marker >= (1 if here.black else 3)
        stay_loss = board.def_for(unit.sector, unit.marker + 1) + MGF_MEAN * here.mgf
        return last_turn or stay_loss >= self.arrival_loss(s, sector)

    def courage_to_leave(self, s: DdState, unit: Unit, sector: int) -> bool:
        """Whether the unit will have the courage to go on from ``sector`` (next to the bunker:
        nearly all of the bunker's courage on arrival), unless a sideways way is open."""
        board = s.board
        exit_ = next(e for e in board.exits[unit.sector] if e.to == sector)
        paid = exit_.courage if exit_.forward and not unit.battle_cry and "whistle" not in unit.flags else 0
        after = unit.courage - paid + (2 if "whistle" in unit.items else 0)
        onward = [e for e in board.exits.get(sector, ()) if e.to not in unit.visited and e.to != unit.sector]
        if not onward:
            return False
        if any(not e.forward and self.way_on(s, unit, e.to, sector) for e in onward):
            return True
        forward = [e for e in onward if e.forward]
        if len(s.units) > 1:
            forward = [e for e in forward if not board.sectors[e.to].one_unit]
        if not forward:
            return False
        need = min(e.courage for e in forward)
        if any(board.is_bunker(e.to) for e in forward):
            return after >= need - 1
        turns = 1 if sector_now(s, sector).black else 3  # 2nd edition solo: one-unit sectors too
        return after + (turns - 1) >= need

    def way_on(self, s: DdState, unit: Unit, sector: int, came_from: int) -> bool:
        """Whether ``sector`` has an exit the unit has not used (nor ``came_from``)."""
        return any(e.to not in unit.visited and e.to not in (came_from, unit.sector)
                   for e in s.board.exits.get(sector, ()))

    def bunker_sector(self, s: DdState) -> int:
        return next(n for n, sec in s.board.sectors.items() if sec.bunker)

    def arrival_loss(self, s: DdState, sector: int) -> float:
        """Expected casualties on the first turn in ``sector``."""
        return _arrival(s.board, sector)

    def bunker_help(self, s: DdState, unit: Unit) -> float:
        """What the unit's specialists, items and the safe units take off the bunker's fire."""
        cut = float(sum(len(u.specialists) for u in s.units if u.safe))
        if "engineer" in unit.specialists:
            cut += 5
        cuts = {"flame-thrower": 10, "bazooka": 7, "gammon-bomb": 3.5, "flak-vest": MGF_MEAN, "grenade": MGF_MEAN}
        cut += sum(cuts.get(i, 0.0) + SOLDIER_ITEMS.get(i, 0) for i in unit.items)
        return cut + self.savers(s, unit, 10.0)

    def bunker_odds(self, s: DdState, unit: Unit, bunker: int) -> float:
        """Chance of surviving the bunker's first fire with what the unit holds."""
        sec = s.board.sectors[bunker]
        base = s.board.def_for(bunker, 1)
        base -= sum(len(u.specialists) for u in s.units if u.safe and u.sector == bunker)  # its own (two bunkers)
        if "engineer" in unit.specialists:
            base -= 5
        cuts = {"flame-thrower": 10, "bazooka": 7, "gammon-bomb": 3}
        for item in unit.items:
            base -= cuts.get(item, 0)
        dice = sec.mgf
        if any(i in unit.items for i in ("flak-vest", "grenade")):
            dice = 0
        elif "binoculars" in unit.items and dice:
            base += 1
            dice -= 1
        capacity = float(self.bodies(unit) + sum(SOLDIER_ITEMS.get(i, 0) for i in unit.items))  # a float from the start: one representation, compiled or not
        capacity += self.savers(s, unit, base + MGF_MEAN * dice)
        return _survival(capacity, max(0, base), dice)

    def savers(self, s: DdState, unit: Unit, loss: float) -> float:
        """Casualties the unit's specialists can still prevent (Medic, Paratrooper, Hero)."""
        saved = 0.0
        if "medic" in unit.specialists:
            saved += 1
        if "paratrooper" in unit.specialists:
            saved += min(6, max(0.0, loss)) - 1
        if "hero" in unit.specialists:
            saved += unit.stars + max(0, unit.courage - self.courage_needed(s, unit))
        return saved

    def move_item(self, s: DdState, unit: Unit, legal: list[A.DdAction], moves: list[A.DdAction]) -> A.DdAction | None:
        """A Whistle when courage stops an advance it wants; a Mine Detector before it
        crosses a minefield it means to cross."""
        uses = {a.name: a for a in legal if a.kind == "use"}
        if not uses:
            return None
        board = s.board
        wanted = [e for e in board.exits.get(unit.sector, ()) if e.forward and e.to not in unit.visited]
        if "whistle" in uses and "whistle" not in unit.flags:
            blocked = [e for e in wanted if e.courage > unit.courage]
            for e in blocked:
                ready = (board.is_bunker(e.to) and self.bunker_odds(s, unit, e.to) >= BUNKER_SURVIVAL) or (
                    not board.is_bunker(e.to) and self.bodies(unit) > self.arrival_loss(s, e.to) + SAFETY_MARGIN)
                if ready or unit.must_move and not moves:
                    return uses["whistle"]
        if "mine-detector" in uses and "mine-detector" not in unit.flags and "minesweeper" not in unit.specialists:
            mined = [a for a in moves if any(e.to == a.a and e.minefield for e in board.exits.get(unit.sector, ()))]
            if mined and (unit.must_move or self.bodies(unit) > self.arrival_loss(s, mined[0].a) + SAFETY_MARGIN):
                return uses["mine-detector"]
        if "pocket-bible" in uses and self.courage_short(s, unit):
            return uses["pocket-bible"]
        if "lucky-charm" in uses and self.courage_short(s, unit):
            return A.USE_LUCKY_CHARM["courage"] if A.USE_LUCKY_CHARM["courage"] in legal else None
        return None

    # ------------------------------------------------------------------ combat
    def combat_loss(self, s: DdState, unit: Unit) -> float:
        """The casualties the unit expects this Phase 5: the sector's DEF now plus the
        machine-gun fire rolled (or expected, before the roll)."""
        safe = [u for u in s.units if u.safe]
        loss = float(combat.sector_def(s, unit, safe))
        if "flak-vest" in unit.flags:
            return loss
        if s.phase != COMBAT or s.combat_stage == 0:  # before the roll (after the moves, DDE-32)
            if unit.sector not in s.mgf_off and unit.sector not in s.silenced:
                loss += MGF_MEAN * s.board.sectors[unit.sector].mgf
        else:
            loss += sum(s.mgf_rolls.get(unit.sector, ()))
        return loss

    def capacity(self, s: DdState, unit: Unit) -> float:
        """Casualties the unit can absorb before it is wiped out."""
        return self.bodies(unit) + self.savers(s, unit, self.combat_loss(s, unit))

    def in_danger(self, s: DdState, unit: Unit) -> bool:
        return self.capacity(s, unit) - self.combat_loss(s, unit) < DANGER_MARGIN

    def combat(self, s: DdState, unit: Unit, legal: list[A.DdAction]) -> A.DdAction:
        """Phase 5 windows: items and gifts when the sector is dangerous or in the bunker."""
        in_bunker = s.board.is_bunker(unit.sector)
        mates = [u for u in s.units if u.active and u.sector == unit.sector]
        danger = any(self.in_danger(s, u) for u in mates)
        uses = [a for a in legal if a.kind == "use"]
        if s.combat_stage == 0:
            action = self.pre_fire(s, unit, legal, uses, in_bunker, danger)
        else:
            action = self.post_fire(s, unit, legal, uses, in_bunker, danger)
        if action is not None:
            return action
        gift = self.gift(s, unit, legal, in_combat=True) if s.combat_stage == 1 else None
        return gift or A.DONE

    def pre_fire(self, s: DdState, unit: Unit, legal: list[A.DdAction], uses: list[A.DdAction],
                 in_bunker: bool, danger: bool) -> A.DdAction | None:
        """Before the MGF roll: the Grenade, a Mortar for a unit beside, the Grenadier."""
        mgf_here = s.board.sectors[unit.sector].mgf and unit.sector not in s.mgf_off and "flak-vest" not in unit.flags
        for action in uses:
            if action.name == "grenade" and mgf_here and (in_bunker or danger):
                return action
            if action.name == "mortar":
                mates = [u for u in s.units if u.active and u.sector == action.a]
                if any(s.board.is_bunker(u.sector) or self.in_danger(s, u) for u in mates):
                    return action
        if A.SACRIFICE_GRENADIER in legal and danger and self.bodies(unit) > 2:
            return A.SACRIFICE_GRENADIER
        return None

    def post_fire(self, s: DdState, unit: Unit, legal: list[A.DdAction], uses: list[A.DdAction],
                  in_bunker: bool, danger: bool) -> A.DdAction | None:
        """After the MGF roll: cut the loss when someone would fall, or in the bunker."""
        loss = self.combat_loss(s, unit)
        rolls = s.mgf_rolls.get(unit.sector, [])
        if not (danger or in_bunker):
            if loss >= 5:
                bangalore = A.USE["bangalore-torpedo"]
                if bangalore in legal and s.board.def_for(unit.sector, unit.marker) >= 5:
                    return bangalore
            return None
        if loss > 0 or in_bunker:
            names = {a.name: a for a in uses}
            if "flak-vest" in names and sum(rolls) >= (3 if in_bunker or self.in_danger(s, unit) else 4) and "flak-vest" not in unit.flags:
                return names["flak-vest"]
            if "binoculars" in names and rolls and max(rolls) >= 3 and "flak-vest" not in unit.flags:
                k = max(range(len(rolls)), key=lambda i: rolls[i])
                action = A.USE_BINOCULARS_MGF.get((k, 1))
                if action in legal:
                    return action
            sector_def = combat.sector_def(s, unit, [u for u in s.units if u.safe])
            order = ("bangalore-torpedo", "flame-thrower", "bazooka", "gammon-bomb") if in_bunker else (
                "bangalore-torpedo", "gammon-bomb", "bazooka", "flame-thrower")
            if sector_def > 0:
                for item in order:
                    if item in names and (in_bunker or self.in_danger(s, unit) or danger):
                        return names[item]
            for item in ("field-radio", "walkie-talkie"):
                if item in names and (in_bunker or self.in_danger(s, unit)):
                    return names[item]
            if in_bunker:
                if "pocket-bible" in names:
                    return names["pocket-bible"]
                if "lucky-charm" in names:
                    return A.USE_LUCKY_CHARM["courage"]
        return None
