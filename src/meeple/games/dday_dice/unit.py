"""A unit: one player's soldiers, resources, position and dice (rulebook "Inizio gioco":
"Ogni giocatore inizia il gioco con un'unità di pochi soldati e nient'altro").

Resources live on the Resource Card ("carta Risorse"): soldiers, courage, stars and item
points, never negative. The unit marker ("segnalino Unità") shows how many turns the unit
has spent in its sector: 1 to 3 chevrons, or the must-move arrow.
"""

from __future__ import annotations

from typing import Any, Final

from meeple.games.dday_dice.dice import COLOURS, DIE_COLOURS, DIE_NAMES, FACES, NUM_DICE

# Phase 1 stages of a unit.
WAIT_ROLL: Final = 0   # chance is rolling this unit's dice
LOCK: Final = 1        # after the first roll: lock dice ("2 dadi devono essere bloccati")
REROLL: Final = 2      # may reroll some unlocked dice, or stop
FINAL: Final = 3       # the Final Count is set


class Unit:
    """One unit's state. ``clone`` copies it cheaply."""

    __slots__ = (
        "seat", "sector", "visited", "marker", "must_move", "soldiers", "courage", "stars",
        "item_points", "specialists", "safe", "lost", "lost_cause", "entered_bunker_turn",
        "dice", "locked", "rolls", "stage", "moved", "first_in_bunker", "choices",
        "battle_cry", "cancelled", "extra", "rwb_done", "upkeep_done", "killed", "casualties",
        "specialist_casualties", "casualty_cause", "first_locked_skulls", "medic_used",
        "recruited_turn", "supply_done", "colours", "first_locks", "window_done", "corporal_used",
        "captain_used", "swapped", "spare", "items", "vehicles", "medals", "medals_won", "found_turn",
        "finds", "medal_turn", "flags", "granted", "pending", "photo", "ambulance_used", "jeep_used",
        "moves_left", "combat_window", "mulligan_used", "rolled_in", "conquered_turn",
        "received", "received_in",
    )

    def __init__(self, seat: int, sector: int) -> None:
        self.seat = seat
        self.sector = sector
        self.visited: list[int] = [sector]
        self.marker = 1
        self.must_move = False
        self.soldiers = 0
        self.courage = 0
        self.stars = 0
        self.item_points = 0
        self.specialists: list[str] = []
        self.safe = False
        self.lost = False
        self.lost_cause = ""
        self.entered_bunker_turn = 0
        #: The sector the unit was in when this turn's Phase 1 began (a climb is rolled there,
        #: DDM-51) and the turn of its first bunker conquered (0: none yet; DDC-26, DDM-73).
        self.rolled_in = sector
        self.conquered_turn = 0
        self.first_in_bunker = False
        self.dice: list[int] = [0] * NUM_DICE
        self.locked: list[bool] = [False] * NUM_DICE
        self.rolls = 0
        self.stage = WAIT_ROLL
        self.moved = False
        #: Upkeep choices still to make (RWB bonuses with an "oppure" or a target).
        self.choices: list[str] = []
        #: RWB Battle Cry taken as a move: this turn's move ignores requirements and courage.
        self.battle_cry = False
        #: This turn's Final Count: dice cancelled by skulls; extra results (face, colour)
        #: such as Leadership's white one; the RWB faces already collected.
        self.cancelled: list[bool] = [False] * NUM_DICE
        self.extra: list[tuple[int, int]] = []
        self.rwb_done: list[int] = []
        self.upkeep_done = False
        #: Specialists this unit lost: "non potrà essere reclutato ancora".
        self.killed: list[str] = []
        #: Casualties still to assign (soldiers or specialists), those that must be
        #: specialists, and what caused them.
        self.casualties = 0
        self.specialist_casualties = 0
        self.casualty_cause = ""
        #: Skulls locked on this turn's first roll (the Marksman's soldiers).
        self.first_locked_skulls = 0
        #: The (turn, phase) in which the Medic last saved a soldier ("only once per phase").
        self.medic_used: tuple[int, int] = (0, 0)
        #: The turn of the unit's last recruit ("un solo specialista ... per turno").
        self.recruited_turn = 0
        self.supply_done = False
        #: This turn's colour of each die (the Captain may change one) and which dice were
        #: locked after the first roll (the Corporal may not reroll those).
        self.colours: list[int] = list(DIE_COLOURS)
        self.first_locks: list[bool] = [False] * NUM_DICE
        self.window_done = False
        self.corporal_used = False
        self.captain_used = False
        #: The Lieutenant's swap is made; the solo Lieutenant's spare dice, rolled once and
        #: kept, -1 for a spare die already swapped (final_count.DISCARDED; DDO-2).
        self.swapped = False
        self.spare: list[int] = []
        #: The unit's inventory ("farà parte del tuo inventario"): item ids, unused; its
        #: vehicle (at most one: "Un'unità non può mai avere più di un veicolo allo
        #: stesso tempo"; two only while it chooses which to abandon); medals won
        #: and not yet played, and how many medals it has won in all (victory points).
        self.items: list[str] = []
        self.vehicles: list[str] = []
        self.medals: list[str] = []
        self.medals_won = 0
        #: The turn of the unit's last find and how many items it found that turn ("ne può
        #: essere trovato solo uno per turno"; the Half-Track lifts the limit).
        self.found_turn = 0
        self.finds = 0
        #: The turn the unit last received a medal ("non più di 1 carta onorificenza per turno").
        self.medal_turn = 0
        #: This turn's effects of cards on the unit (mine-detector, whistle, wirecutters,
        #: flak-vest, carrier-pigeon, silver-star, free-regular, free-unique, special-find).
        self.flags: list[str] = []
        #: RWB bonuses granted by cards this turn, collected in upkeep step c (dice faces).
        self.granted: list[int] = []
        #: Follow-up choices of a card just played (which result to add, which unit ...).
        self.pending: list[str] = []
        #: The Combat Photographer's Final Count kept for the next turn: faces then colours.
        self.photo: list[int] = []
        #: The (turn, phase) in which an Ambulance last saved this unit a soldier.
        self.ambulance_used: tuple[int, int] = (0, 0)
        self.jeep_used = False
        #: Moves still allowed in this Phase 4 (two with the Silver Star).
        self.moves_left = 1
        #: Phase 5: the unit has closed its window before (0) or after (1) machine-gun fire.
        self.combat_window = -1
        #: The optional Soldier Mulligan is spent ("una volta per partita").
        self.mulligan_used = False
        #: The kinds of gift (soldier, courage, star, item-point, an item or vehicle id) the
        #: unit was given in the phase ``received_in`` (turn, phase): it gives none of them on
        #: in that phase (:mod:`.gift_limits`, DDD-23).
        self.received: list[str] = []
        self.received_in: tuple[int, int] = (0, 0)

    @property
    def active(self) -> bool:
        """Still on the beach: neither safe in a bunker nor lost."""
        return not self.safe and not self.lost

    def clone(self) -> "Unit":
        """A copy whose lists are its own, built through the constructor and copied field by
        field (the compiled build compiles no ``__new__``; docs/speed.md)."""
        new = Unit(self.seat, self.sector)
        new.visited = self.visited[:]
        new.marker = self.marker
        new.must_move = self.must_move
        new.soldiers = self.soldiers
        new.courage = self.courage
        new.stars = self.stars
        new.item_points = self.item_points
        new.specialists = self.specialists[:]
        new.safe = self.safe
        new.lost = self.lost
        new.lost_cause = self.lost_cause
        new.entered_bunker_turn = self.entered_bunker_turn
        new.dice = self.dice[:]
        new.locked = self.locked[:]
        new.rolls = self.rolls
        new.stage = self.stage
        new.moved = self.moved
        new.first_in_bunker = self.first_in_bunker
        new.choices = self.choices[:]
        new.battle_cry = self.battle_cry
        new.cancelled = self.cancelled[:]
        new.extra = self.extra[:]
        new.rwb_done = self.rwb_done[:]
        new.upkeep_done = self.upkeep_done
        new.killed = self.killed[:]
        new.casualties = self.casualties
        new.specialist_casualties = self.specialist_casualties
        new.casualty_cause = self.casualty_cause
        new.first_locked_skulls = self.first_locked_skulls
        new.medic_used = self.medic_used
        new.recruited_turn = self.recruited_turn
        new.supply_done = self.supply_done
        new.colours = self.colours[:]
        new.first_locks = self.first_locks[:]
        new.window_done = self.window_done
        new.corporal_used = self.corporal_used
        new.captain_used = self.captain_used
        new.swapped = self.swapped
        new.spare = self.spare[:]
        new.items = self.items[:]
        new.vehicles = self.vehicles[:]
        new.medals = self.medals[:]
        new.medals_won = self.medals_won
        new.found_turn = self.found_turn
        new.finds = self.finds
        new.medal_turn = self.medal_turn
        new.flags = self.flags[:]
        new.granted = self.granted[:]
        new.pending = self.pending[:]
        new.photo = self.photo[:]
        new.ambulance_used = self.ambulance_used
        new.jeep_used = self.jeep_used
        new.moves_left = self.moves_left
        new.combat_window = self.combat_window
        new.mulligan_used = self.mulligan_used
        new.rolled_in = self.rolled_in
        new.conquered_turn = self.conquered_turn
        new.received = self.received[:]
        new.received_in = self.received_in
        return new

    def to_json(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "sector": self.sector,
            "visited": list(self.visited),
            "marker": "must-move" if self.must_move else self.marker,
            "soldiers": self.soldiers,
            "courage": self.courage,
            "stars": self.stars,
            "item_points": self.item_points,
            "specialists": list(self.specialists),
            "safe": self.safe,
            "lost": self.lost,
            "lost_cause": self.lost_cause or None,
            "first_in_bunker": self.first_in_bunker,
            "dice": {DIE_NAMES[i]: FACES[f] for i, f in enumerate(self.dice)},
            "locked": [DIE_NAMES[i] for i in range(NUM_DICE) if self.locked[i]],
            "first_locks": [DIE_NAMES[i] for i in range(NUM_DICE) if self.first_locks[i]],
            "colours": {DIE_NAMES[i]: COLOURS[c] for i, c in enumerate(self.colours)},
            "rolls": self.rolls,
            "stage": ("rolling", "lock", "reroll", "final")[self.stage],
            "choices": list(self.choices),
            "cancelled": [DIE_NAMES[i] for i in range(NUM_DICE) if self.cancelled[i]],
            "extra_results": [[FACES[f], COLOURS[c] if c >= 0 else None] for f, c in self.extra],
            "killed": list(self.killed),
            "casualties_to_assign": self.casualties,
            "specialist_casualties_to_assign": self.specialist_casualties,
            "battle_cry": self.battle_cry,
            "items": list(self.items),
            "vehicles": list(self.vehicles),
            "medals": list(self.medals),
            "medals_won": self.medals_won,
            "effects_this_turn": list(self.flags),
            "granted_rwb": [FACES[f] for f in self.granted],
            "pending": list(self.pending),
            "photo": {DIE_NAMES[i]: FACES[f] for i, f in enumerate(self.photo[:NUM_DICE])},
            "mulligan_used": self.mulligan_used,
        }
