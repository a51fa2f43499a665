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

p. 19: "Per determinare chi posiziona per primo gli elementi di terreno ogni giocatore lancia
tre dadi. Colui che ottiene più [colpi] comincia. L'altro giocatore lo segue e così via fino a
quando non sono terminati gli elementi di terreno." (when the players create the battlefield)
"Per determinare chi posiziona per primo gli elementi di copertura ogni giocatore lancia
tre dadi. Colui che ottiene più [colpi] comincia. L'altro giocatore lo segue e così via fino a
quando non sono terminati gli elementi di copertura."

Every function here moves the game on from one decision to the next; the rules of each step
are in the modules it calls. Each step says what happened in events (plain dicts): the
decisions taken, and what the dice did (every roll of an attack, each cover save, the losses
and the damage to cover elements, the initiative, terrain- and cover-placement and reaction-fire rolls);
the attack's events are read off the steps :class:`~.attack.Attack` already returns
(:func:`roll_attack`, :func:`choose_casualty`).
"""

from __future__ import annotations

from typing import Any, Final, TYPE_CHECKING

from meeple.engine.core import Event
from meeple.games.dust_tactics import heroes, victory
from meeple.games.dust_tactics.activation import Activation, start
from meeple.games.dust_tactics.charge import charge_lines
from meeple.games.dust_tactics.orders import after_activation
from meeple.games.dust_tactics.skill_action import skill_options
from meeple.games.dust_tactics.skills_movement import spend_scout_bonus
from meeple.games.dust_tactics.aiming import ELEMENT_PREFIX, Aiming, build_attack, line_targets, next_line, unit_type, write_back
from meeple.games.dust_tactics.artillery import cover_viewpoint, fired as artillery_fired
from meeple.games.dust_tactics.targets import Shot
from meeple.games.dust_tactics.ap_incendiary import damage as ap_damage, is_ap_incendiary
from meeple.games.dust_tactics.attack import ATTACKER, Attack, CasualtyChoice, DiceRoll, UnitTarget, armour_of, points_left
from meeple.games.dust_tactics.attack_odds import line_odds
from meeple.games.dust_tactics.sight_lines import aim_sight, other_sights
from meeple.games.dust_tactics.casualties import Casualty, take_casualty
from meeple.games.dust_tactics.close_combat import split
from meeple.games.dust_tactics.battlefield import Square
from meeple.games.dust_tactics.cover import cover_against, cover_sources, square_cover
from meeple.games.dust_tactics.cover_destruction import ElementTarget
from meeple.games.dust_tactics import battlefield_creation as creation
from meeple.games.dust_tactics.battlefield_creation import remaining_tiles
from meeple.games.dust_tactics.cover_placement import placements
from meeple.games.dust_tactics.cover_roll import saving_face
from meeple.games.dust_tactics.dice import Face
from meeple.games.dust_tactics.declared_skills import new_activation
from meeple.games.dust_tactics.heroic_attack import unharmed
from meeple.games.dust_tactics.all_in_one import dice_factor
from meeple.games.dust_tactics.phaser import damage_dice as phaser_damage_dice, phaser_value
from meeple.games.dust_tactics.burst import dice_factor as burst_factor
from meeple.games.dust_tactics.special_values import ignores_cover as value_ignores_cover
from meeple.games.dust_tactics.special_weapons import ignores_cover, miniatures
from meeple.games.dust_tactics.reaction_fire import Reaction, reaction_aiming, reactors, window_opens
from meeple.games.dust_tactics import reload
from meeple.games.dust_tactics.badass import refill
from meeple.games.dust_tactics.self_repair import is_repair, on_repair_roll, queue_repairs
from meeple.games.dust_tactics.serum import apply_serum
from meeple.games.dust_tactics.skills import INITIATIVE_DICE, fast_bonus, initiative_dice, reaction_dice
from meeple.games.dust_tactics.terrain import ELEMENTS, Cover
from meeple.games.dust_tactics.unit_state import UnitState, WeaponRef, model_kinds
from meeple.games.dust_tactics.weapon_dice import ArmourClass, damage_per_hit, shot_dice
from meeple.games.dust_tactics.weapon_range import distance

if TYPE_CHECKING:
    from meeple.games.dust_tactics.state import DtState

SIDES: Final = ("allies", "axis")


# ---------------------------------------------------------------------- set-up

def start_setup(state: "DtState", events: list[Event]) -> None:
    """After the boards: the terrain elements the scenario leaves to the players (three dice
    each for who places first, p. 19 "Creare un campo di battaglia"), then the cover elements
    (three dice each again), then the heroes' choice to join a squad, then the first turn."""
    if terrain_left(state):
        state.phase = "terrain-roll"
        queue_pair(state, "terrain", (INITIATIVE_DICE, INITIATIVE_DICE))
        return
    start_cover(state, events)


def terrain_left(state: "DtState") -> bool:
    """Whether a terrain element is left to place and some square can take it."""
    left = remaining_tiles(state.scenario.terrain_elements, state.tiles)
    return any(creation.placeable_squares(state.scenario, state.field, state.tiles, t) for t in left)


def after_terrain(state: "DtState", events: list[Event]) -> None:
    """"L'altro giocatore lo segue e così via fino a quando non sono terminati gli elementi di
    terreno" (p. 19); then the cover elements."""
    if terrain_left(state):
        state.terrain_seat = 1 - state.terrain_seat
        return
    events.append({"type": "battlefield-ready", "battlefield": list(state.field.draw())})
    start_cover(state, events)


def start_cover(state: "DtState", events: list[Event]) -> None:
    """The cover elements (three dice each for who places first), then the heroes."""
    if cover_left(state):
        state.phase = "cover-roll"
        queue_pair(state, "cover", (INITIATIVE_DICE, INITIATIVE_DICE))
        return
    start_heroes(state, events)


def cover_left(state: "DtState") -> bool:
    """Whether a cover element is left to place and a square of the zone may take it: the same
    test as the legal placements (:func:`~.cover_placement.placements`: p. 6, and p. 17 "I
    blocchi anticarro non possono essere piazzati in una struttura che non abbia un ingresso
    grande"), so placing ends when nothing more can go down (DT-29) and never waits for a seat
    with nothing to place."""
    return bool(placements(state.scenario, state.field))


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
    if purpose == "command":  # a command squad's test die (p. 23; orders.py)
        from meeple.games.dust_tactics.orders import on_test_roll

        on_test_roll(state, hits, events)
        return
    if purpose == "reaction":
        on_reaction_roll(state, hits, events)
        return
    if is_repair(purpose):  # Self-Repair at the end of the turn (p. 22)
        on_repair_roll(state, purpose, hits, events)
        if not state.rolls:
            end_turn(state, events, repaired=True)
        return
    state.roll_hits[seat] = hits
    if state.rolls:
        return
    a, b = state.roll_hits[0], state.roll_hits[1]
    dice = (INITIATIVE_DICE, INITIATIVE_DICE) if purpose in ("cover", "terrain") else side_initiative_dice(state)
    winner = -1 if a == b else (0 if a > b else 1)
    events.append({
        "type": f"{purpose}-roll", "dice": list(dice), "hits": [a, b],
        "winner": SIDES[winner] if winner >= 0 else None,
    })
    if winner < 0:  # "In caso di parità i dadi vengono rilanciati."
        queue_pair(state, purpose, dice)
        return
    if purpose == "terrain":
        state.phase = "terrain-place"
        state.terrain_seat = winner
    elif purpose == "cover":
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
    state.moved = set()  # Burst Weapons: "non si è ancora mosso nel turno" (p. 25)
    state.units = {uid: refill(u.new_turn()) for uid, u in state.units.items()}  # refill: Badass (p. 20)
    state.markers = state.markers.new_turn()  # the command squads' attempt of the turn (p. 23)
    state.phase = "initiative"
    queue_pair(state, "initiative", side_initiative_dice(state))
    events.append({"type": "turn", "turn": state.turn})


def can_activate(state: "DtState", seat: int) -> bool:
    """Whether ``seat`` has a unit in play not yet activated this turn."""
    return any(state.seat_of[uid] == seat and uid not in state.activated for uid in state.pos)


def choose_first(state: "DtState", seat: int, events: list[Event]) -> None:
    """The initiative winner's choice of who activates first (the other side if the one
    chosen has no unit to activate)."""
    state.side = seat if can_activate(state, seat) else 1 - seat
    state.phase = "activate"
    events.append({"type": "first", "by": SIDES[state.initiative], "chosen": SIDES[seat], "side": SIDES[state.side]})


def end_activation(state: "DtState", events: list[Event]) -> None:
    """The other side activates next, or the same side goes on when the other has no unit
    left to activate; when nobody has, the turn ends. An artillery strike's fire hands back to
    its observer, and a unit a command squad's order brought in is activated first (orders.py)."""
    if after_activation(state, events):
        return
    state.act = None
    other = 1 - state.side
    if can_activate(state, other):
        state.side = other
        state.phase = "activate"
    elif can_activate(state, state.side):
        state.phase = "activate"
    else:
        end_turn(state, events)


def end_turn(state: "DtState", events: list[Event], repaired: bool = False) -> None:
    """"Il gioco termina sempre alla fine di un turno": check the end, else a new turn. First
    the Self-Repair rolls of the turn's end (p. 22, :mod:`.self_repair`), unless ``repaired``."""
    if not repaired and queue_repairs(state):
        state.phase = "self-repair"
        return
    why = victory.game_ends(state)
    if why:
        state.phase = "over"
        state.result = why
        events.append({"type": "game-over", "why": why, "scores": victory.scores(state)})
        return
    begin_turn(state, events)


# ---------------------------------------------------------------------- activation

def activate(state: "DtState", unit_id: str, events: list[Event]) -> None:
    """The unit is activated (its card turned, p. 7) and its actions are declared next. A unit
    activated again this turn (Get Moving, p. 23) starts without the skills declared for its
    earlier activation (:func:`~.declared_skills.new_activation`, DT-127)."""
    state.activated.add(unit_id)
    state.units[unit_id] = new_activation(state.units[unit_id])
    state.act = start(state, unit_id)
    spend_scout_bonus(state, unit_id)
    state.phase = "declare"
    events.append({"type": "activate", "unit": unit_id, "seat": state.seating.controller(unit_id)})  # the player, DT-115


def run_step(state: "DtState", events: list[Event]) -> None:
    """Begin the action of the plan at ``act.step``, or end the activation."""
    act = state.act
    if act is None:
        return
    if act.unit not in state.pos or act.step >= len(act.plan):
        end_activation(state, events)
        return
    kind = act.plan[act.step]
    if kind in ("move", "jump"):  # jump: the Move of both actions of Jump (p. 21)
        state.phase = "move"
    elif kind == "skill":  # a Skill action (p. 7; skill_action.py)
        if not skill_options(state, act.unit):
            events.append({"type": "no-skill-target", "unit": act.unit})
            action_done(state, events)
            return
        state.phase = "skill"
    elif kind in ("attack", "sustained", "charge"):
        lines = state.units[act.unit].refs()
        if kind == "charge":  # Charge: the lines of range 1 or C only (p. 21)
            lines = charge_lines(state.units[act.unit])
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
    """An action of the plan is over: a reaction window may open (p. 16; a Fast unit's Move +
    Move once its movement is complete, DT-129), then the next one."""
    act = state.act
    if act is None:
        return
    state.act = Activation(act.unit, act.plan, act.step + 1, act.diagonal_used, act.fast_left)
    if act.unit not in state.pos:
        run_step(state, events)
        return
    fast = fast_bonus(state.units[act.unit]) > 0
    if window_opens(act.plan, act.step, fast) and reactors(state, act.unit):
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
    events.append({
        "type": "reaction-roll", "unit": reaction.reactor, "at": reaction.target,
        "dice": reaction_dice(state.units[reaction.reactor]), "hits": hits, "fires": hits > 0,
    })
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
    state.attack = artillery_fired(state, done.attacker, done.shots, build_attack(state, done))  # range A (p. 15)
    reload.fire(state, done.attacker, done.shots)  # a reloadable line loses its "loaded" token (p. 25)
    state.attacker = done.attacker
    state.phase = "attack"
    events.append(with_hero(state, done.attacker, any(s.line.hero for s in done.shots),
                            {"type": "attack", "unit": done.attacker,
                             "shots": [[line_id(s.line), s.target] for s in done.shots]}))
    settle_attack(state, events)


def line_id(ref: WeaponRef) -> str:
    """A weapon line in the events: its index on the card, ``h`` after it for a joined
    hero's line (``"0"``, ``"1h"``)."""
    return f"{ref.index}h" if ref.hero else str(ref.index)


def with_hero(state: "DtState", squad_id: str, hero_line: bool, event: Event) -> Event:
    """``event`` naming the hero joined to ``squad_id`` (``hero``) when it tells a line of
    his (``0h``): who fires it is a fact of the state, not of the news before (display data,
    it decides nothing)."""
    hero = heroes.hero_in(state, squad_id) if hero_line else None
    return {**event, "hero": hero} if hero else event


def roll_attack(state: "DtState", faces: tuple[Face, ...], events: list[Event]) -> None:
    """Chance answers the attack's roll: the roll's event, the losses it settled, and the
    attack goes on."""
    before = state.attack
    if before is None:
        return
    step = before.next_step()
    after = before.roll(faces)
    state.attack = after
    if isinstance(step, DiceRoll):
        roll_event(state, before, after, step, faces, events)
    loss_events(state, before, after, {}, events)
    settle_attack(state, events)


def choose_casualty(state: "DtState", casualty: Casualty, events: list[Event]) -> None:
    """The owner removes a casualty: the one chosen, then what the attack settled after it."""
    before = state.attack
    if before is None:
        return
    step = before.next_step()
    after = before.choose(casualty)
    state.attack = after
    chosen: dict[str, UnitState] = {}
    if isinstance(step, CasualtyChoice):
        was = before.unit(step.unit)
        chosen[step.unit] = take_casualty(was, casualty)
        unit_losses(state, _unit_id(state, step.unit), was, chosen[step.unit], True, events)
    loss_events(state, before, after, chosen, events)
    settle_attack(state, events)


def _unit_id(state: "DtState", target_id: str) -> str:
    return state.attacker if target_id == ATTACKER else target_id


def roll_event(state: "DtState", before: Attack, after: Attack, step: DiceRoll, faces: tuple[Face, ...],
               events: list[Event]) -> None:
    """The event of one roll of an attack: a line's dice (or its Sustained Attack reroll), a
    close-combat reply's, or a cover save."""
    hits = sum(1 for f in faces if f is Face.HIT)
    if step.purpose == "cover":
        target = before.target(step.unit)
        if not isinstance(target, UnitTarget):
            return
        face = saving_face(target.state.card, target.cover)
        saves = sum(1 for f in faces if f is face)
        damage = dict(before.pending).get(step.unit, 0)
        save: Event = {
            "type": "cover-save", "unit": step.unit, "cover": target.cover.name.lower(), "dice": step.dice,
            "saves": saves, "damage": damage, "damage_left": damage - saves,
        }
        uncovered = dict(before.uncovered).get(step.unit, 0)
        if uncovered:  # the damage no cover roll saves (a flamethrower's, a phaser's: pp. 24-25)
            save["uncovered"] = uncovered
            save["uncovered_weapons"] = uncovered_weapons(before, step.unit)
        events.append(save)
        return
    if step.purpose == "reply":
        reply = before.replies[step.index]
        line = before.unit(reply.defender).line(reply.line)
        per_hit = 0 if unharmed(before.attacker) else damage_per_hit(line, ArmourClass.of(before.attacker.card))
        events.append(with_hero(state, reply.defender, reply.line.hero, {
            "type": "reply-roll", "unit": reply.defender, "line": line_id(reply.line), "weapon": line.name,
            "target": state.attacker, "dice": step.dice, "hits": hits, "damage": hits * per_hit,
        }))
        return
    if step.purpose == "resilient":  # Damage Resilient (p. 21)
        damage = dict(before.pending).get(step.unit, 0)
        events.append({
            "type": "damage-resilient", "unit": _unit_id(state, step.unit), "dice": step.dice, "ignored": hits,
            "damage": damage, "damage_left": damage - hits,
        })
        return
    hits = sum(1 for f in before.read(step, faces) if f is Face.HIT)  # as the attack counts them (scoring.py)
    shot = before.shots[step.index]
    line = before.attacker.line(shot.line)
    per_hit = damage_per_hit(line, armour_of(before.target(shot.target)))
    if isinstance(hit := before.target(shot.target), UnitTarget) and unharmed(hit.state):
        per_hit = 0  # Heroic Attack (p. 21)
    event: Event = with_hero(state, state.attacker, shot.line.hero, {
        "type": "attack-roll" if step.purpose == "attack" else "attack-reroll", "unit": state.attacker,
        "line": line_id(shot.line), "weapon": line.name, "target": shot.target, "dice": step.dice, "hits": hits,
    })
    if step.purpose in ("sustained", "berserk", "laser"):
        event["total_hits"] = after.hits(step.index)
    if step.purpose == "berserk":
        event["berserk"] = True
    if step.purpose == "laser":  # a laser rerolls its hits (p. 26)
        event["laser"] = True
    if step.purpose == "medal":  # Medal of Honor (p. 21)
        event["medal_of_honor"] = True
        event["total_hits"] = after.hits(step.index)
    event["damage"] = after.hits(step.index) * per_hit
    hit = before.target(shot.target)
    if is_ap_incendiary(line.against(armour_of(hit).kind, armour_of(hit).value)) and per_hit:
        event["damage"] = ap_damage(event["hits"], points_left(hit))  # the whole unit or element (p. 24, DT-128)
    blast = phaser_value(line, armour_of(hit))
    if blast is not None:  # Phaser Blast (p. 24): the aim's hits give the damage dice
        if step.purpose == "phaser":
            event["type"] = "phaser-damage-roll"
        else:
            event["damage"] = 0
            event["damage_dice"] = phaser_damage_dice(blast, after.hits(step.index))
    events.append(event)


def uncovered_weapons(attack: Attack, unit_id: str) -> list[str]:
    """The names of the weapon lines whose damage to ``unit_id`` in the first volley no cover
    roll saves, as :meth:`~.attack.Attack._damage_of_shots` counts it (for the ``cover-save``
    event: display data, it decides nothing)."""
    first, _ = split(attack.attacker, attack.shots)
    names: list[str] = []
    for i in first:
        if attack.shots[i].target != unit_id:
            continue
        _, bare = attack._damage_of_shots([i])
        name = attack.attacker.line(attack.shots[i].line).name
        if bare.get(unit_id) and name not in names:
            names.append(name)
    return names


def loss_events(state: "DtState", before: Attack, after: Attack, chosen: dict[str, UnitState],
                events: list[Event]) -> None:
    """What the attack settled by itself in one step: the losses of each unit (the owner had
    nothing to choose) and the damage marked on cover elements. ``chosen``: the units' states
    after the casualty their owner just chose (already told)."""
    for target_id, target in after.targets:
        was = before.target(target_id)
        if isinstance(target, ElementTarget):
            if isinstance(was, ElementTarget) and target.damage != was.damage:
                events.append({
                    "type": "element-damage", "square": target_id[len(ELEMENT_PREFIX):],
                    "element": target.element.value, "damage": target.damage - was.damage,
                    "marked": target.damage, "destroyed": target.destroyed,
                })
        elif isinstance(was, UnitTarget) and target.state is not was.state:
            unit_losses(state, target_id, chosen.get(target_id, was.state), target.state, False, events)
    if after.attacker is not before.attacker:
        unit_losses(state, state.attacker, chosen.get(ATTACKER, before.attacker), after.attacker, False, events)


def unit_losses(state: "DtState", unit_id: str, was: UnitState, now: UnitState, chosen: bool,
                events: list[Event]) -> None:
    """A ``losses`` event if ``unit_id`` lost models or hit points between ``was`` and
    ``now``: the models removed by the weapon they carried, the hit points crossed off, a
    joined hero's hit points; ``chosen`` when the owner chose the casualty."""
    lost = [b - a for b, a in zip(was.models, now.models)]
    hit_points = was.hit_points - now.hit_points
    hero_points = was.hero.hit_points - now.hero.hit_points if was.hero is not None and now.hero is not None else 0
    if not any(lost) and not hit_points and not hero_points:
        return
    event: Event = {"type": "losses", "unit": unit_id, "chosen": chosen}
    if was.card.type == "squad":
        weapons = was.card.weapons
        event["models"] = sum(lost)
        event["removed"] = [
            {"weapon": weapons[kind].name if kind is not None else None, "models": n}
            for kind, n in zip(model_kinds(was.card), lost) if n
        ]
        event["models_left"] = now.model_count
    else:
        event["hit_points"] = hit_points
        event["hit_points_left"] = now.hit_points
    if hero_points and now.hero is not None:
        event["hero"] = heroes.hero_in(state, unit_id) or now.hero.card.id
        event["hero_hit_points"] = hero_points
        event["hero_hit_points_left"] = now.hero.hit_points
    events.append(event)


def settle_attack(state: "DtState", events: list[Event]) -> None:
    """When the attack needs nothing more, write its outcome back and go on."""
    attack = state.attack
    if attack is None or attack.next_step() is not None:
        return
    for i, shot in enumerate(attack.shots):
        if attack.shot_faces[i] is None:  # p. 12: its target fell first, the line is spent
            events.append({"type": "line-spent", "unit": state.attacker, "line": line_id(shot.line),
                           "weapon": attack.attacker.line(shot.line).name, "target": shot.target})
    touched = write_back(state, state.attacker, attack)
    state.attack = None
    apply_serum(state, attack, events)  # Wiederbelebungsserum, once every line is used (p. 22)
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
    return state.seat_of[casualty_unit(state)]


def casualty_unit(state: "DtState") -> str:
    """The unit whose player removes the casualty the attack waits for: the unit hit, or the
    attacker when a Sniper picks the miniature (p. 22). Its controller decides (teams.py, DT-118)."""
    attack = state.attack
    step = attack.next_step() if attack is not None else None
    unit = getattr(step, "unit", ATTACKER)
    if isinstance(step, CasualtyChoice) and step.by_attacker:  # a Sniper picks the miniature (p. 22)
        unit = ATTACKER
    return state.attacker if unit == ATTACKER else str(unit)


# ---------------------------------------------------------------------- what a decision offers

def decision_options(state: "DtState") -> dict[str, Any]:
    """The figures the rules give each choice of the decision now, for the observation: a
    Move's squares, an aimed line's targets, a reaction window's units, and when a plan is
    declared whether an Attack now would find a target (``attack_now``)."""
    if state.rolls or state.attack is not None or state.phase == "over":
        return {}
    phase = state.phase
    if phase == "declare" and state.act is not None:
        return {"attack_now": attack_now(state, state.act.unit)}
    if phase == "move" and state.act is not None:
        return {"move_options": move_choices(state)}
    if phase == "aim" and state.aim is not None:
        return aim_choices(state, state.aim)
    if phase == "react" and state.act is not None:
        target = state.pos.get(state.act.unit)
        return {"reaction_options": [
            {
                "unit": uid, "dice": reaction_dice(state.units[uid]),
                "distance": distance(square, target) if (square := state.pos.get(uid)) and target else None,
            }
            for uid in reactors(state, state.act.unit)
        ]}
    return {}


def attack_now(state: "DtState", unit_id: str) -> bool:
    """Whether an Attack made now by ``unit_id`` has a target for one of its lines (range,
    sight, a value that harms: :func:`~.aiming.line_targets`). A plan beginning with an Attack
    may be declared without one (p. 7), and its attack is then lost: the player is told."""
    if state.pos.get(unit_id) is None:
        return False
    lines = state.units[unit_id].refs()
    return any(line_targets(state, Aiming(unit_id, lines, index)) for index in range(len(lines)))


def move_choices(state: "DtState") -> list[dict[str, Any]]:
    """Each square the Move may end on: ``enter`` (an entry square, p. 19), ``cost`` in
    movement points of the way the move takes (DT-45), whether it spends the activation's
    cheap ``diagonal`` (p. 8) or the ``fast`` square (p. 21), whether it goes straight to a
    square one diagonal step away and so ``keeps_diagonal`` for the next Move (DT-45), whether a vehicle may ``crush``
    the crate there, and for a squad the ``cover`` the square gives it (p. 13)."""
    from meeple.games.dust_tactics.activation import may_crush, move_options, move_points

    act = state.act
    if act is None:
        return []
    ways = state._moves if state._moves is not None else move_options(state, act)
    unit = state.units[act.unit]
    base = move_points(act, unit)  # twice the movement for Jump's one Move (jump.py)
    squad = unit.card.type == "squad"
    here = state.pos.get(act.unit)
    found: list[dict[str, Any]] = []
    for square, way in ways.items():
        option: dict[str, Any] = {
            "square": str(square),
            "enter": way is None,
            "cost": way.cost if way is not None else None,
            "diagonal": way is not None and way.diagonal_used and not act.diagonal_used,
            "fast": way is not None and way.cost > base,
            "crush": may_crush(state, act.unit, square),
        }
        option["keeps_diagonal"] = (  # one diagonal step away, gone to straight for two points (DT-45)
            way is not None and here is not None and way.cost == 2 and not act.diagonal_used
            and not option["diagonal"] and not option["fast"]
            and abs(here.col - square.col) == 1 and abs(here.row - square.row) == 1)
        if squad:
            option["cover"] = square_cover(state.field, square).name.lower()
        found.append(option)
    costs = {o["square"]: o["cost"] for o in found if o["cost"] is not None}
    for option in found:
        option["path"] = shown_path(here, costs, option["square"]) if here is not None and not option["enter"] else []
    return found


def shown_path(here: Square, costs: dict[str, int], square: str) -> list[str]:
    """A way to draw from ``here`` to ``square``: back from ``square``, each step to a touching
    square reached for less (``here`` costs nothing), the dearest first and a straight step
    before a diagonal one, until ``here`` (a drawing of the cost the rules worked out, never
    a rule itself)."""
    path = [Square.parse(square)]
    for _ in range(len(costs) + 1):
        now = path[-1]
        cost = costs.get(str(now), 0)
        if now == here or cost <= 0:
            break
        before = [n for n in (now.offset(dc, dr) for dc in (-1, 0, 1) for dr in (-1, 0, 1))
                  if n != now and (n == here or costs.get(str(n), cost) < cost)]
        if not before:
            break
        path.append(max(before, key=lambda n: (0 if n == here else costs[str(n)], n.col == now.col or n.row == now.row)))
    if path[-1] != here:
        path.append(here)
    return [str(q) for q in reversed(path)]


def aim_choices(state: "DtState", aiming: Aiming) -> dict[str, Any]:
    """The line being aimed (``aim_line``) and each target it may take (``aim_options``): its
    dice and damage per hit against the target's armour (p. 11), the distance, and for a
    unit the cover it has against the attacker (none at range C, p. 13), whether the line
    ``ignores_cover`` (a flamethrower, UGL, phaser or AP Incendiary line, pp. 24-25) and
    whether the unit rolls for its cover (``cover_roll``: never against a line that ignores
    it); for a cover element the damage still needed to destroy it; for each, the exact odds
    (``odds``) and the line of sight as the rules traced it (``sight``: :mod:`.sight_lines`);
    and the lines to the enemy units it may not take (``aim_sights``), to show why."""
    attacker_id = aiming.attacker
    unit = state.units[attacker_id]
    ref = aiming.lines[aiming.index]
    line = unit.line(ref)
    origin = state.pos[attacker_id]
    aim_line = {
        "line": line_id(ref), "weapon": line.name, "range": str(line.range), "number": aiming.index + 1,
        "lines": len(aiming.lines), "limited": line.limited_ammo is not None,
        "fired": sum(1 for shot in aiming.shots if shot.line == ref),
    }
    options: list[dict[str, Any]] = []
    if origin is None:
        return {"aim_line": aim_line, "aim_options": options}
    close = line.range.kind == "close"
    for target_id in line_targets(state, aiming):
        if target_id.startswith(ELEMENT_PREFIX):
            square = Square.parse(target_id[len(ELEMENT_PREFIX):])
            element = state.field.element_at(square)
            if element is None:
                continue
            armour = ArmourClass.of_element(element)  # one miniature, never moved (DT-128, DT-105)
            options.append({
                "target": target_id, "square": str(square), "distance": distance(origin, square),
                "dice": shot_dice(unit, ref, armour, munitions=1 + sum(
                    1 for s in aiming.shots if s.line == ref and s.target == target_id and line.limited_ammo is not None
                )) * dice_factor(unit, ref) * burst_factor(line, False),
                "damage_per_hit": damage_per_hit(line, armour),
                "to_destroy": ELEMENTS[element].hit_points - state.element_damage.get(square, 0),
            })
            continue
        at = state.pos[target_id]
        if at is None:
            continue
        square = at
        target = state.units[target_id]
        armour = ArmourClass.of(target.card)
        eye, viewer = cover_viewpoint(state, attacker_id, (Shot(ref, target_id),), target_id) or (origin, unit_type(unit))
        cover = Cover.NONE if close else cover_against(
            state.field, state.occupancy(), eye, viewer, square, unit_type(target))  # eye: an observer's (p. 15)
        why = cover_sources(state.field, state.occupancy(), eye, viewer, square, unit_type(target), close_combat=close)
        bare = ignores_cover(line) or value_ignores_cover(line.against(armour.kind, armour.value))
        options.append({
            "target": target_id, "square": str(square), "distance": distance(origin, square),
            # a volley's next munition joins those already aimed there (p. 24); burst: p. 25
            "dice": shot_dice(unit, ref, armour, miniatures(target), munitions=1 + sum(
                1 for s in aiming.shots if s.line == ref and s.target == target_id and line.limited_ammo is not None
            )) * dice_factor(unit, ref) * burst_factor(line, target_id in state.moved),
            "damage_per_hit": damage_per_hit(line, armour),
            "cover": cover.name.lower(),
            "cover_sources": why,  # why that cover (p. 13, p. 17)
            # a flamethrower, UGL, phaser or AP Incendiary line's damage is never rolled for cover (pp. 24-25)
            "cover_roll": not bare and saving_face(target.card, cover, close_combat=close) is not None,
            "ignores_cover": bare,
        })
    for option in options:  # the exact odds of the line alone at each target (:mod:`.attack_odds`)
        option["odds"] = line_odds(state, aiming, option["target"]).to_json()
        option["sight"] = aim_sight(state, aiming, option["target"])  # the line as traced (sight_lines.py)
    others = other_sights(state, aiming, {option["target"] for option in options})  # why they are not targets
    return {"aim_line": aim_line, "aim_options": options, "aim_sights": others}


__all__ = ["Activation"]
