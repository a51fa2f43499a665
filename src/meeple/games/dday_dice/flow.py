"""From phase to phase: who must decide now, and what happens when a phase is complete
("ogni fase deve essere completata da tutti i giocatori prima di passare alla prossima")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.engine.core import Event
from meeple.games.dday_dice import casualties, combat, final_count, movement, roll, supply, windows
from meeple.games.dday_dice import after_moves, binoculars_dice, random_sectors, six_phases, tie_priority
from meeple.games.dday_dice.phases import COMBAT, FINAL_COUNT, MOVE, OVER, ROLL, SUPPLY, UPKEEP
from meeple.games.dday_dice.scoring import check_end
from meeple.games.dday_dice.unit import FINAL, LOCK, REROLL, Unit

if TYPE_CHECKING:
    from meeple.games.dday_dice.state import DdState


def deciding(s: "DdState") -> list[int]:
    """The units with a decision to make in the current phase (casualties to assign first)."""
    hurt: list[int] = []
    choosing: list[int] = []
    for u in s.units:
        if u.active:
            if casualties.pending(u):
                hurt.append(u.seat)
            elif u.pending:
                choosing.append(u.seat)
    if hurt or choosing:
        return hurt or choosing
    if s.phase == ROLL:
        return [u.seat for u in s.units if u.active and u.stage in (LOCK, REROLL)]
    if s.phase == FINAL_COUNT:
        return [u.seat for u in s.units if final_count.deciding(s, u)]
    if s.phase == UPKEEP:  # a full set's medal: fewer soldiers first (DDD-17)
        return [u.seat for u in s.units if u.active and u.choices and not tie_priority.waits_for_medal(s, u)]
    if s.phase == SUPPLY:
        return supply.next_unit(s)
    if s.phase == MOVE:  # one at a time; fewer soldiers first where two want what one can have
        movers = [u.seat for u in s.units if movement.must_decide(s, u) and not tie_priority.waits(s, u)
                  and not movement.waits_for_another(s, u)]
        return movers or [u.seat for u in s.units if after_moves.deciding(s, u)]  # 2nd edition (DDE-32)
    if s.phase == COMBAT:
        return [u.seat for u in s.units if windows.combat_deciding(s, u)]
    return []


def advance(s: "DdState", events: list[Event]) -> list[int] | None:
    """Run the automatic parts of the turn until a decision or a die is needed. Returns the
    units deciding now when the game waits for them (None when it waits for chance or is over)."""
    while s.phase != OVER and not s.dice_queue and not s.d6_queue and not s.card_queue:
        if lost_now(s):
            game_over(s, "defeat", events)
            return None
        who = deciding(s)
        if who:
            return who
        if s.phase == ROLL:
            if any(u.active and u.stage != FINAL for u in s.units):
                return None
            s.phase = FINAL_COUNT
            final_count.start(s, events)
        elif s.phase == FINAL_COUNT:
            s.phase = UPKEEP
            six_phases.begin_upkeep(s, events)
        elif s.phase == UPKEEP:
            six_phases.end_of_upkeep(s, events)  # the markers: step e), or the 2nd edition's Phase 3
            s.phase = SUPPLY
            supply.start(s, events)
        elif s.phase == SUPPLY:
            s.phase = MOVE
            movement.start(s, events)
        elif s.phase == MOVE:
            s.phase = COMBAT
            combat.start(s, events)
        elif s.phase == COMBAT and s.combat_stage == 0:
            combat.roll_mgf(s, events)
        elif s.phase == COMBAT and s.combat_stage == 1:
            combat.resolve(s, events)
        elif s.phase == COMBAT:
            combat.finish(s, events)
            end_of_turn(s, events)
        else:
            return None
    return None


def lost_now(s: "DdState") -> bool:
    """Whether the game ends in defeat now: a unit is lost ("Il gioco finisce con la sconfitta
    dei giocatori se [...] Un giocatore non ha più soldati [...] Un'unità è forzata a muovere e non
    può farlo"; es "La partida finaliza en derrota de los jugadores si una de estas 2 cosas
    sucede"; fr "La partie se termine par une défaite") and every casualty of that moment has
    fallen, with the choices on the dice that decide them (a die the Binoculars may still change:
    a mine, a Gammon Bomb, a Sword Beach sector roll) -- the other units play no more of the turn
    (docs/rulings.md, DDD-20). Not in Exercise Tiger's Practice Run and Basic Training, where the
    others go on (DDM-8, DDM-9)."""
    if not s.board.unit_loss_ends_game or not _someone_lost(s):
        return False
    return not any(u.active and (casualties.pending(u) or _die_choice(u)) for u in s.units)


def _someone_lost(s: "DdState") -> bool:
    for unit in s.units:
        if unit.lost:
            return True
    return False


def _die_choice(unit: Unit) -> bool:
    """Whether ``unit`` still decides a die that may bring casualties (the Binoculars on it)."""
    return any(k.startswith((binoculars_dice.PENDING, random_sectors.PENDING)) for k in unit.pending)


def game_over(s: "DdState", result: str, events: list[Event]) -> None:
    """The game ends with ``result``; victory points are counted on the state as it is now."""
    s.phase = OVER
    s.result = result
    events.append({"type": "game-over", "result": result, "turn": s.turn})


def end_of_turn(s: "DdState", events: list[Event]) -> None:
    """Check victory or defeat; otherwise the next turn begins with Phase 1."""
    result = check_end(s)
    if result:
        game_over(s, result, events)
        return
    for unit in s.units:
        unit.battle_cry = False
        unit.extra = []
        unit.upkeep_done = False
        unit.flags = []
        unit.granted = []
    # the cards' effects "per 1 turno" / "fin quando il turno non finirà" end here
    s.def_cut = {}
    s.def_zero = []
    s.mgf_off = []
    s.markers_frozen = False
    s.barriers_open = []
    s.wires_cut = []
    s.sacrifices_waived = []
    s.turn += 1
    s.phase = ROLL
    roll.start(s, events)

