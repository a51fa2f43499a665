"""The sequence of play (rulebook p. 6, "Tiro d'iniziativa"; p. 7, "Sequenza di gioco"; p. 19,
"PREPARAZIONE DEL GIOCO").

p. 7: "1 – Scegliete uno scenario. 2 – Preparate il terreno di gioco. 3 – Determinate
l'iniziativa. 4 – Il primo giocatore attiva un'unità, seguito dall'avversario. 5 – Ripetete il
punto 4 fino a quando tutte le unità sono state attivate. 6 – Fine del turno, le unità possono
nuovamente essere attivate. 7 – Ripetete le tappe da 3 a 6 fino al termine della partita."

p. 6: "All'inizio di ogni turno ogni giocatore effettua un tiro d'iniziativa. Ogni fazione
lancia tre dadi e chi ottiene più [colpi] guadagna l'iniziativa. In caso di parità i dadi
vengono rilanciati." "Il giocatore che guadagna l'iniziativa decide chi gioca per primo."
"I giocatori alternano le attivazioni fino a quando tutte le unità in campo sono state
attivate" "Se quelle dell'avversario sono già state tutte attivate il giocatore può
continuare con le sue fino ad attivarle tutte."

p. 19: "Per determinare chi posiziona per primo gli elementi di copertura ogni giocatore lancia
tre dadi. Colui che ottiene più [colpi] comincia. L'altro giocatore lo segue e così via fino a
quando non sono terminati gli elementi di copertura."

Every function here moves the game on from one decision to the next; the rules of each step
are in the modules it calls.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from meeple.engine.core import Event
from meeple.games.dust_tactics import heroes, victory
from meeple.games.dust_tactics.activation import Activation
from meeple.games.dust_tactics.aiming import Aiming, build_attack, next_line, write_back
from meeple.games.dust_tactics.attack import ATTACKER
from meeple.games.dust_tactics.cover_placement import placeable_squares, remaining
from meeple.games.dust_tactics.dice import Face
from meeple.games.dust_tactics.reaction_fire import Reaction, reaction_aiming, reactors, window_opens
from meeple.games.dust_tactics.skills import INITIATIVE_DICE, initiative_dice, reaction_dice

if TYPE_CHECKING:
    from meeple.games.dust_tactics.state import DtState

SIDES = ("allies", "axis")


# ---------------------------------------------------------------------- set-up

def start_setup(state: "DtState", events: list[Event]) -> None:
    """After the battlefield: the cover elements (three dice each for who places first), then
    the heroes' choice to join a squad, then the first turn."""
    if cover_left(state):
        state.phase = "cover-roll"
        queue_pair(state, "cover", (INITIATIVE_DICE, INITIATIVE_DICE))
        return
    start_heroes(state, events)


def cover_left(state: "DtState") -> bool:
    """Whether a cover element is left to place and a square can take it."""
    left = remaining(state.scenario, state.field)
    return any(n > 0 for n in left.values()) and bool(placeable_squares(state.scenario, state.field))


def after_placement(state: "DtState", events: list[Event]) -> None:
    """The other player places next, until the elements run out (p. 19)."""
    if cover_left(state):
        state.cover_seat = 1 - state.cover_seat
        return
    start_heroes(state, events)


def start_heroes(state: "DtState", events: list[Event]) -> None:
    """Each hero that has a squad to join decides, Allies first (p. 18): the heroes queued at
    set-up, those of armies without an army file (an army file decides its heroes, DT-37)."""
    state.hero_queue = [uid for uid in state.hero_queue if heroes.join_options(state, uid)]
    if state.hero_queue:
        state.phase = "heroes"
        return
    begin_turn(state, events)


def after_hero(state: "DtState", events: list[Event]) -> None:
    """The next hero decides; then the first turn begins."""
    state.hero_queue = [h for h in state.hero_queue[1:] if heroes.join_options(state, h)]
    if not state.hero_queue:
        begin_turn(state, events)


# ---------------------------------------------------------------------- rolls

def queue_pair(state: "DtState", purpose: str, dice: tuple[int, int]) -> None:
    """Both sides roll (Allies, then Axis) for ``purpose``."""
    state.rolls = [(purpose, 0, dice[0]), (purpose, 1, dice[1])]
    state.roll_hits = {}


def on_roll(state: "DtState", faces: tuple[Face, ...], events: list[Event]) -> None:
    """A roll of the queue: an initiative or cover roll, or a reaction fire's die."""
    purpose, seat, _ = state.rolls.pop(0)
    hits = sum(1 for f in faces if f is Face.HIT)
    if purpose == "reaction":
        on_reaction_roll(state, hits, events)
        return
    state.roll_hits[seat] = hits
    if state.rolls:
        return
    a, b = state.roll_hits[0], state.roll_hits[1]
    events.append({"type": f"{purpose}-roll", "hits": [a, b]})
    if a == b:  # "In caso di parità i dadi vengono rilanciati."
        dice = (INITIATIVE_DICE, INITIATIVE_DICE) if purpose == "cover" else side_initiative_dice(state)
        queue_pair(state, purpose, dice)
        return
    winner = 0 if a > b else 1
    if purpose == "cover":
        state.phase = "cover-place"
        state.cover_seat = winner
    else:
        state.phase = "first"
        state.initiative = winner
        events.append({"type": "initiative", "winner": SIDES[winner]})


def side_initiative_dice(state: "DtState") -> tuple[int, int]:
    """Each side's initiative dice (Black Ops, p. 20)."""
    return (
        initiative_dice(u for uid, u in state.units.items() if state.seat_of[uid] == 0 and uid in state.pos),
        initiative_dice(u for uid, u in state.units.items() if state.seat_of[uid] == 1 and uid in state.pos),
    )


# ---------------------------------------------------------------------- turns

def begin_turn(state: "DtState", events: list[Event]) -> None:
    """A new turn: every unit may be activated again, then the initiative roll."""
    state.turn += 1
    state.activated = set()
    state.units = {uid: u.new_turn() for uid, u in state.units.items()}
    state.phase = "initiative"
    queue_pair(state, "initiative", side_initiative_dice(state))
    events.append({"type": "turn", "turn": state.turn})


def can_activate(state: "DtState", seat: int) -> bool:
    """Whether ``seat`` has a unit in play not yet activated this turn."""
    return any(state.seat_of[uid] == seat and uid not in state.activated for uid in state.pos)


def choose_first(state: "DtState", seat: int) -> None:
    """The initiative winner's choice of who activates first."""
    state.side = seat if can_activate(state, seat) else 1 - seat
    state.phase = "activate"


def end_activation(state: "DtState", events: list[Event]) -> None:
    """The other side activates next, or the same side goes on when the other has no unit
    left to activate; when nobody has, the turn ends."""
    state.act = None
    other = 1 - state.side
    if can_activate(state, other):
        state.side = other
        state.phase = "activate"
    elif can_activate(state, state.side):
        state.phase = "activate"
    else:
        end_turn(state, events)


def end_turn(state: "DtState", events: list[Event]) -> None:
    """"Il gioco termina sempre alla fine di un turno": check the end, else a new turn."""
    why = victory.game_ends(state)
    if why:
        state.phase = "over"
        state.result = why
        events.append({"type": "game-over", "why": why, "scores": victory.scores(state)})
        return
    begin_turn(state, events)


# ---------------------------------------------------------------------- activation

def activate(state: "DtState", unit_id: str, events: list[Event]) -> None:
    """The unit is activated (its card turned, p. 7) and its actions are declared next."""
    from meeple.games.dust_tactics.activation import start

    state.activated.add(unit_id)
    state.act = start(state, unit_id)
    state.phase = "declare"
    events.append({"type": "activate", "unit": unit_id})


def run_step(state: "DtState", events: list[Event]) -> None:
    """Begin the action of the plan at ``act.step``, or end the activation."""
    act = state.act
    if act is None:
        return
    if act.unit not in state.pos or act.step >= len(act.plan):
        end_activation(state, events)
        return
    kind = act.plan[act.step]
    if kind == "move":
        state.phase = "move"
    elif kind in ("attack", "sustained"):
        lines = tuple(ref for ref, _ in state.units[act.unit].lines())
        aiming = next_line(state, Aiming(act.unit, lines, sustained=kind == "sustained"))
        if aiming.complete:
            events.append({"type": "no-target", "unit": act.unit})
            action_done(state, events)
            return
        state.aim = aiming
        state.phase = "aim"
    else:
        action_done(state, events)


def action_done(state: "DtState", events: list[Event]) -> None:
    """An action of the plan is over: a reaction window may open (p. 16), then the next one."""
    act = state.act
    if act is None:
        return
    state.act = replace(act, step=act.step + 1)
    if act.unit in state.pos and window_opens(act.plan, act.step) and reactors(state, act.unit):
        state.phase = "react"
        return
    run_step(state, events)


# ---------------------------------------------------------------------- reaction fire

def react(state: "DtState", reactor: str, events: list[Event]) -> None:
    """The reacting unit is activated whatever the die shows, and rolls its die(s)."""
    act = state.act
    if act is None:
        return
    state.activated.add(reactor)
    state.reaction = Reaction(reactor, act.unit)
    state.rolls = [("reaction", state.seat_of[reactor], reaction_dice(state.units[reactor]))]
    events.append({"type": "reaction", "unit": reactor, "at": act.unit})


def on_reaction_roll(state: "DtState", hits: int, events: list[Event]) -> None:
    """"Se ottenete un [colpo] la vostra unità può effettuare una sola azione Attack"; a miss
    ends the attempt, and the activated unit goes on."""
    reaction = state.reaction
    if reaction is None:
        return
    events.append({"type": "reaction-roll", "unit": reaction.reactor, "hits": hits})
    aiming = reaction_aiming(state, reaction.reactor, reaction.target) if hits else None
    if aiming is None or aiming.complete:
        state.reaction = None
        run_step(state, events)
        return
    state.aim = aiming
    state.phase = "aim"


# ---------------------------------------------------------------------- attacks

def aimed(state: "DtState", done: Aiming, events: list[Event]) -> None:
    """After an ``aim`` or ``hold-fire``: the next line, or the attack rolled."""
    if not done.complete:
        state.aim = done
        return
    state.aim = None
    if not done.shots:
        events.append({"type": "no-shots", "unit": done.attacker})
        attack_over(state, events)
        return
    state.attack = build_attack(state, done)
    state.attacker = done.attacker
    state.phase = "attack"
    events.append({"type": "attack", "unit": done.attacker, "shots": [[str(s.line.index) + ("h" if s.line.hero else ""), s.target] for s in done.shots]})
    settle_attack(state, events)


def settle_attack(state: "DtState", events: list[Event]) -> None:
    """When the attack needs nothing more, write its outcome back and go on."""
    attack = state.attack
    if attack is None or attack.next_step() is not None:
        return
    touched = write_back(state, state.attacker, attack)
    state.attack = None
    settle_losses(state, touched, events)
    attack_over(state, events)


def settle_losses(state: "DtState", unit_ids: list[str], events: list[Event]) -> None:
    """Units destroyed by the attack leave the battlefield and score for the other side; a
    joined hero's fall or its squad's leaves the other going on (p. 18)."""
    for uid in unit_ids:
        if uid not in state.pos:
            continue
        fallen = heroes.hero_fallen(state, uid)
        if fallen is not None:
            victory.credit(state, fallen, state.units[fallen].card)
            events.append({"type": "destroyed", "unit": fallen})
        unit = state.units[uid]
        if heroes.own_strength(unit) == 0:
            survivor = heroes.split_survivor(state, uid)
            victory.credit(state, uid, state.units[uid].card)
            del state.pos[uid]
            events.append({"type": "destroyed", "unit": uid})
            if survivor is not None:
                events.append({"type": "hero-alone", "unit": survivor})


def attack_over(state: "DtState", events: list[Event]) -> None:
    """After an attack: a reaction fire hands back to the activated unit; an activation goes
    on to its next action."""
    state.phase = "running"
    if state.reaction is not None:
        state.reaction = None
        run_step(state, events)
        return
    action_done(state, events)


def casualty_seat(state: "DtState") -> int:
    """Whose player removes the casualty the attack waits for (the unit's owner, p. 12)."""
    attack = state.attack
    step = attack.next_step() if attack is not None else None
    unit = getattr(step, "unit", ATTACKER)
    return state.seat_of[state.attacker if unit == ATTACKER else unit]


__all__ = ["Activation"]
