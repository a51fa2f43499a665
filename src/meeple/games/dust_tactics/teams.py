"""More than two players: two sides sharing their activations, and teams of two (rulebook p. 7,
"Sequenza di gioco", and p. 26, "REGOLE OPZIONALI"; Italian rulebook
``../shared/seeds/003_5a6eeb57983b5d50.txt``).

p. 7: "Le regole di Dust Tactics sono state scritte per giocare in due. Potete però giocare in
3, 4, 5 e perfino 6 giocatori. L'importante è che manteniate un equilibrio tra le fazioni che
si scontrano." "Quando giocate in più di due immaginate che le regole si applichino a due
fazioni contrapposte piuttosto che a due giocatori. Dunque, invece di alternare le unità tra
giocatori, lo farete tra due fazioni. I giocatori dovranno semplicemente concordare chi gioca."

p. 26: "Dust Tactics è concepito per giocare due opposte fazioni, l'una contro l'altra. E' un
gioco ideale per due giocatori o per due squadre. Quattro giocatori possono giocare in squadre
di due (uno controlla i veicoli e l'altro la fanteria, ad esempio)."

So every rule of the game stays a rule between the two factions (sides): initiative, the
alternation of activations, victory points, the end of the game and its winner (DT-134), the
command squads' attempt of the turn (DT-87); the state keeps them by side (``DtState.seat_of``
maps a unit to its side). This module adds only the seats: which side each seat plays, which
units each seat controls, and which seat of a side takes each of the side's decisions
(docs/rulings.md, DT-115 .. DT-124):

- DT-115: seat ``i`` plays the Allies when ``i`` is even, the Axis when odd (two seats: seat 0
  the Allies, seat 1 the Axis, as before); 2 to 6 seats.
- DT-116: "concordare chi gioca" is played as a standing agreement: a side's activations go to
  its players in turn, in seat order, carried over from turn to turn; a player with no unit
  left to activate this turn is skipped (p. 6, "il giocatore può continuare con le sue").
- DT-117: the side's army is divided among its players: with two players, one controls the
  vehicles and the other the infantry (squads and heroes), the p. 26 example, when the army
  has both; otherwise the units are dealt in army order, one each in seat order. A hero that
  an army file joins to a squad goes with the squad. Every player must control a unit. The split
  being "ad esempio", the option ``seat_units`` lets the players give some seats their units.
- DT-118: a unit is played by the player who controls it: its actions, its targets, its skills
  and the casualties it suffers ("E' il giocatore che controlla la squadra a decidere quale
  miniatura togliere", p. 12); a unit a teammate's order activates (an Artillery Strike, a
  command squad's ability) is played by its own controller.
- DT-119: a hero may join only a squad of the same player (a joined hero and its squad are
  "attivati nello stesso momento", p. 18: one unit, one player).
- DT-120: the side's decisions that belong to no unit (placing terrain or cover elements,
  choosing who activates first) are taken by the side's first player (its lowest seat).
- DT-121: a reaction window (p. 16) is offered to the reacting side's players in seat order,
  each for his own units; a player's ``no-reaction`` passes the window to the next one who has
  a unit able to react; the last one's closes it.
- DT-122: the side's result is every one of its players' result: all the players of the
  winning side win (a draw: every player wins, DT-32).
- DT-123: a side is wiped out only when all its units are destroyed (the rule applies to the
  faction); a player who lost all his units takes no more activations.
- DT-124: everything on the table is public; each seat's observation is the whole table with
  its side, its units and every unit's controller.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Final, Mapping, Sequence, TYPE_CHECKING

from meeple.engine.core import CHANCE, Event
from meeple.engine.errors import IllegalActionError, OptionsError, excerpt, short_name
from meeple.games.dust_tactics import actions as A

if TYPE_CHECKING:
    from meeple.games.dust_tactics.armies import FieldedArmy
    from meeple.games.dust_tactics.state import DtState

SIDES: Final = ("allies", "axis")
SIDE_NAMES: Final = ("Allies", "Axis")
#: "Potete però giocare in 3, 4, 5 e perfino 6 giocatori" (p. 7).
MIN_PLAYERS: Final = 2
MAX_PLAYERS: Final = 6


@dataclass(frozen=True)
class Seating:
    """The seats of a game: each seat's side, each unit's controlling seat, and the sharing of
    the side's decisions (the last seat that activated a unit of each side, DT-116; the seats
    that declined the reaction window now open, DT-121). Immutable: a state changes it with
    :func:`dataclasses.replace`."""

    sides: tuple[int, ...] = (0, 1)
    controllers: Mapping[str, int] = field(default_factory=dict)
    last: tuple[int, int] = (-1, -1)
    passed: frozenset[int] = frozenset()

    @property
    def num_players(self) -> int:
        return len(self.sides)

    @property
    def shared(self) -> bool:
        """Whether some side has more than one player (more than two seats)."""
        return len(self.sides) > 2

    def seats_of(self, side: int) -> tuple[int, ...]:
        """The seats playing ``side``, in seat order."""
        return tuple(seat for seat, s in enumerate(self.sides) if s == side)

    def captain(self, side: int) -> int:
        """The side's first player, who takes its decisions that belong to no unit (DT-120)."""
        return self.seats_of(side)[0]

    def controller(self, unit_id: str) -> int:
        """The seat controlling ``unit_id`` (with two seats, the unit's side)."""
        return self.controllers[unit_id]

    def same_player(self, unit_a: str, unit_b: str) -> bool:
        """Whether one player controls both units (always, with one player a side; DT-119)."""
        return not self.shared or self.controllers[unit_a] == self.controllers[unit_b]

    def units_of(self, seat: int) -> tuple[str, ...]:
        """The units ``seat`` controls, in army order."""
        return tuple(uid for uid, s in self.controllers.items() if s == seat)


def seat_sides(num_players: int) -> tuple[int, ...]:
    """The side of each seat (DT-115): the Allies on even seats, the Axis on odd ones."""
    if not MIN_PLAYERS <= num_players <= MAX_PLAYERS:
        raise OptionsError(
            f"dust-tactics is played by {MIN_PLAYERS} to {MAX_PLAYERS} players (p. 7: \"Potete però giocare in 3, "
            f"4, 5 e perfino 6 giocatori\"), not {num_players}"
        )
    return tuple(seat % 2 for seat in range(num_players))


def divide_army(army: "FieldedArmy", seats: Sequence[int], chosen: Mapping[str, int] | None = None) -> dict[str, int]:
    """Each unit of one side's ``army`` with the seat controlling it (DT-117): the units the
    players ``chosen`` for a seat (option ``seat_units``) to it; the others all to the one
    player; with two players the infantry to the first and the vehicles to the second (p. 26:
    "uno controlla i veicoli e l'altro la fanteria, ad esempio") when they hold both; else dealt
    in army order. A hero the army file joins to a squad follows the squad."""
    if not seats:
        raise OptionsError(f"the {army.faction} have no player")
    chosen = dict(chosen or {})
    joined = dict(army.joins)
    for uid, seat in chosen.items():
        if seat not in seats:
            raise OptionsError(
                f"seat_units: {uid} is a unit of the {army.faction}, played by seat(s) {', '.join(map(str, seats))}, "
                f"not seat {seat} (DT-115)"
            )
        if uid in joined and chosen.get(joined[uid]) != seat:
            raise OptionsError(
                f"seat_units: {uid} is joined to {joined[uid]}: one player plays both, give {joined[uid]} to seat "
                f"{seat} too (DT-119)"
            )
    own = [(uid, card) for uid, card in army.units if uid not in joined and uid not in chosen]
    infantry = [uid for uid, card in own if card.type in ("squad", "hero")]
    machines = [uid for uid, card in own if card.type not in ("squad", "hero")]
    owner: dict[str, int] = {uid: seat for uid, seat in chosen.items() if uid not in joined}
    if len(seats) == 1:
        owner |= {uid: seats[0] for uid, _ in own}
    elif len(seats) == 2 and infantry and machines:
        owner |= {uid: seats[0] for uid in infantry} | {uid: seats[1] for uid in machines}
    else:
        owner |= {uid: seats[i % len(seats)] for i, (uid, _) in enumerate(own)}
    for hero_id, squad_id in army.joins:
        owner[hero_id] = owner[squad_id]
    idle = [seat for seat in seats if seat not in owner.values()]
    if idle:
        raise OptionsError(
            f"the {army.faction} field {len(army.units) - len(joined)} unit(s) for {len(seats)} players: seat(s) "
            f"{', '.join(map(str, idle))} would control no unit (DT-117); field a larger army, seat fewer players "
            "or choose the seats' units (option seat_units)"
        )
    return {uid: owner[uid] for uid, _ in army.units}


def parse_seat_units(text: str, num_players: int) -> dict[str, int]:
    """The option ``seat_units``: ``"2:blackhawk,the-hammers;3:hans"``, the units the players
    agreed each seat controls (DT-117), as unit id -> seat."""
    chosen: dict[str, int] = {}
    for part in filter(None, (p.strip() for p in text.split(";"))):
        seat_text, colon, units = part.partition(":")
        seat_text = seat_text.strip()
        if not colon or not (seat_text.isascii() and seat_text.isdigit()):  # not `²`: int() refuses it
            raise OptionsError(f"seat_units: {excerpt(part)} is not SEAT:unit,unit (e.g. 2:blackhawk;3:hans)")
        seat = int(seat_text) if len(seat_text) <= 2 else num_players  # no int() of 5,000 digits
        if seat >= num_players:
            raise OptionsError(f"seat_units: there is no seat {short_name(seat_text)} in a game of {num_players} players")
        for uid in filter(None, (u.strip() for u in units.split(","))):
            if uid in chosen:
                raise OptionsError(f"seat_units: {short_name(uid)} is given to two seats")
            chosen[uid] = seat
    return chosen


def seating_for(num_players: int, armies: tuple["FieldedArmy", "FieldedArmy"], seat_units: str = "") -> Seating:
    """The seating of a new game of ``num_players`` with the two sides' ``armies`` and the
    units the players chose for some seats (option ``seat_units``, DT-117)."""
    sides = seat_sides(num_players)
    chosen = parse_seat_units(seat_units, num_players)
    if chosen and num_players == 2:
        raise OptionsError("seat_units: with two players each plays his whole side; the option is for 3 to 6 players")
    known = {uid for army in armies for uid, _ in army.units}
    unknown = sorted(set(chosen) - known)
    if unknown:
        raise OptionsError(f"seat_units: no unit {', '.join(short_name(u) for u in unknown[:5])} in the armies (units: {', '.join(sorted(known))})")
    controllers: dict[str, int] = {}
    for side, army in enumerate(armies):
        mine = {uid: seat for uid, seat in chosen.items() if any(uid == u for u, _ in army.units)}
        controllers |= divide_army(army, [seat for seat, s in enumerate(sides) if s == side], mine)
    return Seating(sides, controllers)


# ---------------------------------------------------------------------- who decides

def may_activate(state: "DtState", seat: int) -> bool:
    """Whether ``seat`` controls a unit in play not yet activated this turn."""
    controllers = state.seating.controllers
    return any(controllers[uid] == seat and uid not in state.activated for uid in state.pos)


def activating_seat(state: "DtState", side: int) -> int:
    """The seat that activates the side's next unit (DT-116): the first of the side's seats
    after the last one that activated, in seat order and round again, with a unit left."""
    seating = state.seating
    seats = seating.seats_of(side)
    last = seating.last[side]
    start = seats.index(last) + 1 if last in seats else 0
    for k in range(len(seats)):
        seat = seats[(start + k) % len(seats)]
        if may_activate(state, seat):
            return seat
    return seats[0]


def reacting_seat(state: "DtState", side: int) -> int:
    """The seat the reaction window is offered to now (DT-121): the first of the side's seats
    that has a unit able to react and has not declined."""
    for seat in _reaction_seats(state, side):
        if seat not in state.seating.passed:
            return seat
    return state.seating.captain(side)


def _reaction_seats(state: "DtState", side: int) -> list[int]:
    from meeple.games.dust_tactics.reaction_fire import reactors

    if state.act is None:
        return []
    able = {state.seating.controller(uid) for uid in reactors(state, state.act.unit)}
    return [seat for seat in state.seating.seats_of(side) if seat in able]


def deciding_seat(state: "DtState", side: int) -> int:
    """The seat that takes the decision the rules give ``side`` now (DT-116 .. DT-121)."""
    from meeple.games.dust_tactics.flow import casualty_unit

    seating = state.seating
    if state.attack is not None:
        return seating.controller(casualty_unit(state))
    phase = state.phase
    if phase == "heroes" and state.hero_queue:
        return seating.controller(state.hero_queue[0])
    if phase == "aim" and state.aim is not None:
        return seating.controller(state.aim.attacker)
    if phase == "activate":
        return activating_seat(state, side)
    if phase == "react":
        return reacting_seat(state, side)
    if state.act is not None and phase in ("declare", "move", "skill"):
        return seating.controller(state.act.unit)
    return seating.captain(side)


def current_seats(state: "DtState", sides: list[int]) -> list[int]:
    """The seats acting now, from the side (or chance) the rules say acts."""
    if not state.seating.shared or not sides or sides == [CHANCE]:
        return sides
    return [deciding_seat(state, sides[0])]


def seat_actions(state: "DtState", seat: int, legal: tuple[A.DtAction, ...]) -> tuple[A.DtAction, ...]:
    """The side's legal actions that ``seat`` may take: only its own units to activate or to
    react with (DT-118, DT-121)."""
    if not state.seating.shared:
        return legal
    controllers = state.seating.controllers
    return tuple(a for a in legal if a.kind not in ("activate", "react") or controllers[a.unit] == seat)


def refuse(state: "DtState", seat: int, action: A.DtAction) -> None:
    """Raise IllegalActionError saying why, when ``seat`` may not take ``action`` now because
    another seat decides, or because the unit it names is another player's."""
    seating = state.seating
    if seat != CHANCE and not 0 <= seat < seating.num_players:
        raise IllegalActionError(f"there is no seat {seat}: this game has seats 0-{seating.num_players - 1}")
    if seat == CHANCE or state.is_over():
        return
    current = state.current_players()
    if seat not in current:
        if current == [CHANCE]:
            return
        actor = current[0]
        raise IllegalActionError(
            f"it is not seat {seat}'s turn ({SIDE_NAMES[seating.sides[seat]]}): seat {actor} "
            f"({SIDE_NAMES[seating.sides[actor]]}) decides now, {_why(state, actor)}"
        )
    if action.kind in ("activate", "react", "join") and action.unit in seating.controllers:
        owner = seating.controller(action.unit)
        if owner != seat:
            raise IllegalActionError(
                f"{excerpt(action.text)}: seat {seat} does not control {action.unit}, seat {owner}'s unit (DT-117, DT-118)"
            )


def _why(state: "DtState", seat: int) -> str:
    phase = state.phase
    side = SIDE_NAMES[state.seating.sides[seat]]
    if state.attack is not None:
        return "removing its own unit's casualty (p. 12, DT-118)"
    if phase == "activate":
        return f"whose turn it is to activate one of the {side}' units (DT-116)"
    if phase == "react":
        return "offered the reaction fire with its own units (DT-121)"
    if phase in ("heroes", "aim", "declare", "move", "skill"):
        return "playing its own unit (DT-118)"
    return f"the {side}' first player (DT-120)"


# ---------------------------------------------------------------------- applying

def pass_reaction(state: "DtState", seat: int, action: A.DtAction, events: list[Event]) -> bool:
    """A ``no-reaction`` that passes the reaction window to a teammate (DT-121): record the
    pass and return True; False when the window closes (or for any other action)."""
    seating = state.seating
    if not seating.shared or action.kind != "no-reaction" or state.phase != "react":
        return False
    waiting = [s for s in _reaction_seats(state, seating.sides[seat]) if s != seat and s not in seating.passed]
    if not waiting:
        return False
    state.seating = replace(seating, passed=seating.passed | {seat})
    events.append({"type": "reaction-passed", "seat": seat, "to": waiting[0],
                   "at": state.act.unit if state.act is not None else None})
    return True


def after_action(state: "DtState", seat: int, action: A.DtAction, passed: bool) -> None:
    """Keep the sharing up to date after a seat's action: the side's rotation after an
    ``activate`` (DT-116), and the declined seats cleared once the window is over (DT-121)."""
    seating = state.seating
    if not seating.shared:
        return
    if action.kind == "activate":
        side = seating.sides[seat]
        last = (seat, seating.last[1]) if side == 0 else (seating.last[0], seat)
        seating = replace(seating, last=last)
    if not passed and seating.passed:
        seating = replace(seating, passed=frozenset())
    state.seating = seating


# ---------------------------------------------------------------------- results and views

def seat_returns(state: "DtState", side_returns: Sequence[float]) -> list[float]:
    """Each seat's result: its side's (DT-122)."""
    return [side_returns[side] for side in state.seating.sides]


def seat_scores(state: "DtState", side_scores: Sequence[int]) -> list[int]:
    """Each seat's victory points: its side's."""
    return [side_scores[side] for side in state.seating.sides]


def seating_json(state: "DtState") -> dict[str, Any]:
    """The seats in the full state (more than two seats only)."""
    seating = state.seating
    if not seating.shared:
        return {}
    return {
        "seat_sides": [SIDES[s] for s in seating.sides],
        "controllers": dict(seating.controllers),
        "last_activated_by": [seat if seat >= 0 else None for seat in seating.last],
        "reaction_declined": sorted(seating.passed),
    }


def seats_summary(state: "DtState") -> dict[str, Any]:
    """The seats in the end-of-game summary (more than two seats only): each seat's side and
    each unit's controller."""
    full = seating_json(state)
    return {key: full[key] for key in ("seat_sides", "controllers") if key in full}


def seat_view(state: "DtState", seat: int) -> dict[str, Any]:
    """What the observation adds for ``seat`` (DT-124): its side and its units."""
    seating = state.seating
    if not seating.shared or not 0 <= seat < seating.num_players:
        return {}
    return {"side": SIDES[seating.sides[seat]], "controls": list(seating.units_of(seat))}
