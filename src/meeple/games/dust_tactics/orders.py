"""The orders of a Skill action for the artillery and the command squads: reloading an
artillery weapon, an Artillery Strike, and the command squads' abilities (rulebook pp. 14-15,
"Armi d'artiglieria"; p. 20, "ARTILLERY STRIKE (Skill)"; p. 23, "COMPETENZE DELLE SQUADRE
COMANDO"; p. 25, "Reloadable Weapons"). The rules themselves are :mod:`.artillery` and
:mod:`.command_squads`; this module plays them in the turn.

The Skill action's decision (:mod:`.skill_action`, phase ``skill``) offers:

- ``skill reload``: "Per ricaricare l'unità deve utilizzare un'azione Skill" (p. 25) — the
  unit's artillery line without its "loaded" token gets it back.
- ``skill artillery-strike <unit>``: the observer orders the friendly artillery unit to fire
  indirectly. "1. Attivate l'osservatore [...] una di esse deve essere quella di ordinare un
  tiro d'artiglieria (Skill). 2. Se l'osservatore ordina un tiro d'artiglieria, attivate
  immediatamente l'unità d'artiglieria affinché effettui il tiro indiretto. L'attacco si svolge
  come un qualsiasi attacco. 3. Dopo il tiro, l'unità d'artiglieria ha utilizzato la sua
  attivazione nel turno. Il tiro d'artiglieria consuma due azioni. A questo punto
  l'osservatore può effettuare la sua seconda azione." (p. 15). The artillery unit is activated
  and declares its lines at once (its artillery line at the observer's targets, its other lines
  as in any attack, DT-85), its free skills first if it has any (``use <skill>`` before its
  first line, :func:`~.declared_skills.aiming_skills`, DT-132); then the observer's activation
  goes on.
- ``skill get-moving|makeshift-repair|field-repair|come-on-guys <unit>`` and ``skill get-up
  <unit> <kind>`` (``<kind>``: the line index the model carries, ``other``, or ``hero``): the
  command squad's abilities. The ability and the unit it names are chosen together; the ones
  tried with a die then roll it (chance, one die: a hit succeeds). "Quando un giocatore attiva
  quest'unità deve annunciare quale capacità desidera utilizzare": the ability is announced
  with the Skill action (DT-91). A unit that Get Moving, Field Repair or Come On Guys brings in
  is activated as soon as the command squad's activation ends (DT-90).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Final, TYPE_CHECKING

from meeple.engine.core import Event
from meeple.engine.errors import IllegalActionError
from meeple.games.dust_tactics import actions as A
from meeple.games.dust_tactics import artillery, command_squads, reload
from meeple.games.dust_tactics.aiming import Aiming, next_line
from meeple.games.dust_tactics.skill_markers import CommandTest, Strike

if TYPE_CHECKING:
    from meeple.games.dust_tactics.state import DtState
    from meeple.games.dust_tactics.unit_state import UnitState

#: The purpose of a command squad's test roll in the state's roll queue.
TEST_ROLL: Final = "command"


def may_ever_order(unit: "UnitState") -> bool:
    """Whether the unit's cards (its own and a joined hero's) give it any order at all: an
    artillery or reloadable line to reload, Artillery Strike, or Command Squad. A fact of the
    cards, kept per pair of card ids: the activation asks it for every plan of every unit."""
    key = (unit.card.id, unit.hero.card.id if unit.hero is not None else "")
    known = _MAY_ORDER.get(key)
    if known is None:
        cards = (unit.card,) if unit.hero is None else (unit.card, unit.hero.card)
        known = _MAY_ORDER[key] = any(
            artillery.OBSERVER_SKILL in card.skills or command_squads.SKILL in card.skills
            or any(artillery.is_artillery(line) or reload.is_reloadable(line) for line in card.weapons)
            for card in cards
        )
    return known


_MAY_ORDER: Final[dict[tuple[str, str], bool]] = {}


def options(state: "DtState", unit_id: str) -> list[A.DtAction]:
    """The orders the unit may give with its Skill action now."""
    unit = state.units[unit_id]
    found: list[A.DtAction] = []
    if not may_ever_order(unit):
        return found
    if artillery.unloaded_lines(state, unit_id) or reload.unloaded_reloadable(state, unit_id):  # Reload (p. 22)
        found.append(A.SKILL_RELOAD)
    command = command_squads.is_command_squad(unit)
    if artillery.is_observer(unit) and (not command or command_squads.ability_open(state, unit_id, "artillery-strike")):
        found += [A.SKILL[("artillery-strike", uid)] for uid in artillery.strike_options(state, unit_id)]
    if command:
        for ability in command_squads.ABILITIES:
            if ability in ("artillery-strike", "get-up") or not command_squads.ability_open(state, unit_id, ability):
                continue
            found += [A.SKILL[(ability, uid)] for uid in command_squads.targets(state, unit_id, ability)]
        if command_squads.ability_open(state, unit_id, "get-up"):
            found += [A.GET_UP[(uid, kind)] for uid, kind in command_squads.get_up_targets(state, unit_id)]
    return found


def fire_then_reload(unit: "UnitState") -> bool:
    """Whether an Attack may give the unit's Skill action an order: a weapon it fires and then
    reloads ("Un'unità può tirare e ricaricare l'arma nello stesso turno utilizzando due
    azioni", p. 25): an artillery or reloadable line."""
    return bool(artillery.artillery_lines(unit) or reload.reloadable_lines(unit))


def use(state: "DtState", unit_id: str, action: A.DtAction, events: list[Event]) -> None:
    """Give the order ``action`` (one of :func:`options`) and move the game on."""
    from meeple.games.dust_tactics import flow

    if action not in options(state, unit_id):
        raise IllegalActionError(f"{unit_id} cannot give the order {action.text!r} now")
    ability, _, kind = action.arg.partition(" ")
    if ability == "reload":
        ref = (artillery.unloaded_lines(state, unit_id) + reload.unloaded_reloadable(state, unit_id))[0]
        state.markers = state.markers.reloaded(unit_id, ref)
        events.append({"type": "reload", "unit": unit_id, "line": flow.line_id(ref),
                       "weapon": state.units[unit_id].line(ref).name})
        flow.action_done(state, events)
        return
    seat = state.seat_of[unit_id]  # the side: its one attempt of the turn (DT-87)
    if command_squads.is_command_squad(state.units[unit_id]):
        state.markers = replace(state.markers, tried=state.markers.tried | {seat})
    events.append({"type": "order", "unit": unit_id, "ability": ability, "target": action.unit}
                  | ({"kind": kind} if kind else {}))
    if ability == "artillery-strike":
        start_strike(state, unit_id, action.unit, events)
        return
    if ability in command_squads.TESTED:
        state.markers = replace(state.markers, test=CommandTest(unit_id, ability, action.unit))
        state.rolls = [(TEST_ROLL, seat, command_squads.TEST_DICE)]
        return
    if ability == "makeshift-repair":
        command_squads.repair_point(state, action.unit)
        events.append({"type": "makeshift-repair", "unit": unit_id, "vehicle": action.unit,
                       "hit_points_left": state.units[action.unit].hit_points})
    else:
        command_squads.heal(state, action.unit, kind)
        events.append({"type": "get-up", "unit": unit_id, "target": action.unit, "kind": kind})
    flow.action_done(state, events)


def on_test_roll(state: "DtState", hits: int, events: list[Event]) -> None:
    """The command squad's die: on a hit the ability works, else it does not (and the player
    has spent the turn's attempt all the same); then the squad's activation goes on."""
    from meeple.games.dust_tactics import flow

    test = state.markers.test
    if test is None:
        return
    success = hits > 0
    state.markers = replace(state.markers, test=None)
    events.append({"type": "order-roll", "unit": test.squad, "ability": test.ability, "target": test.target,
                   "dice": command_squads.TEST_DICE, "hits": hits, "success": success})
    if success:
        if test.ability in ("field-repair", "come-on-guys"):
            command_squads.bring_back(state, test.target)
            spent = state.markers.spent | {(test.squad, test.ability)}
            state.markers = replace(state.markers, spent=spent)
            events.append({"type": "back-in-play", "unit": test.target, "by": test.squad, "ability": test.ability})
        state.markers = replace(state.markers, follow=test.target)
    flow.action_done(state, events)


def start_strike(state: "DtState", observer_id: str, artillery_id: str, events: list[Event]) -> None:
    """The artillery unit is activated at once and declares its fire (p. 15): it aims, and may
    first declare its free skills (:func:`~.declared_skills.aiming_skills`, DT-132)."""
    from meeple.games.dust_tactics import flow
    from meeple.games.dust_tactics.activation import Activation

    act = state.act
    if act is None:
        return
    state.markers = replace(state.markers, strike=Strike(observer_id, artillery_id, act))
    state.activated.add(artillery_id)
    state.act = Activation(artillery_id, artillery.INDIRECT_PLAN, 0)
    events.append({"type": "activate", "unit": artillery_id, "by": observer_id, "indirect": True})
    lines = state.units[artillery_id].refs()
    aiming = next_line(state, Aiming(artillery_id, lines))
    if aiming.complete:
        events.append({"type": "no-target", "unit": artillery_id})
        flow.action_done(state, events)
        return
    state.aim = aiming
    state.phase = "aim"


def after_activation(state: "DtState", events: list[Event]) -> bool:
    """The hook of :func:`~.flow.end_activation`: after an artillery strike's fire the
    observer's activation goes on; after a command squad's activation the unit its order
    brought in is activated. True when the game went on here."""
    from meeple.games.dust_tactics import flow

    markers = state.markers
    strike = markers.strike
    if strike is not None and state.act is not None and state.act.unit == strike.artillery:
        state.markers = replace(markers, strike=None)
        state.act = strike.resume
        flow.action_done(state, events)
        return True
    if markers.follow:
        unit_id = markers.follow
        state.markers = replace(markers, follow="")
        if unit_id in state.pos:
            events.append({"type": "ordered", "unit": unit_id})
            flow.activate(state, unit_id, events)
            return True
    return False
