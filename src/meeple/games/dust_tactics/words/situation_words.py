"""The lines that tell where the game stands: the headline (scenario, turn, initiative,
victory points), what is being decided now and by whom (p. 7, p. 16, p. 18, p. 19; the line
being aimed and the shots declared so far), and the objectives with who holds them. Read
from the observation; tags: :mod:`meeple.games.dust_tactics.words`.
"""

from __future__ import annotations

from typing import Sequence

from meeple.engine.words import Phrase, plural
from meeple.games.dust_tactics.terrain import CoverElement
from meeple.games.dust_tactics.words.names import Obs, side, target, unit
from meeple.games.dust_tactics.words.phrases import dim, join, phrase, tagged
from meeple.games.dust_tactics.words.reading import Board, casualty_step
from meeple.games.dust_tactics.words.tags import HEADING, OBJECTIVE, STRONG, TITLE, WEAPON
from meeple.games.dust_tactics.words.unit_words import line_name, line_of, line_words
from meeple.games.dust_tactics.words.vocabulary import ELEMENT_RULES, FACTIONS, PLAN_WORDS, SIDES, element_name

#: The game's name, heading the headline.
GAME_NAME = "Dust Tactics"


def headline(obs: Obs) -> Phrase:
    """``Dust Tactics · Reconnaissance in Force · turn 2 of 6 · initiative Axis · VP Allies 0,
    Axis 12``."""
    name = str(obs.get("scenario_name") or obs.get("scenario"))
    out = phrase((GAME_NAME, TITLE), " · ", (name, TITLE))
    turn = obs.get("turn", 0)
    if obs.get("phase") == "over":
        out += phrase((f" · game over (turn {turn})", TITLE))
    elif turn:
        out += phrase(f" · turn {turn} of {obs.get('turns')}")
    else:
        out += phrase(" · set-up")
    if obs.get("initiative") and obs.get("phase") != "over":
        out += phrase(" · initiative ", side(obs["initiative"]))
    scores = obs.get("scores") or obs.get("victory_points") or [0, 0]
    return out + phrase(" · VP ", side("allies"), f" {scores[0]}, ", side("axis"), f" {scores[1]}")


def situation(obs: Obs, names: Sequence[str], bd: Board) -> Phrase:
    """What is being decided now, and by whom (``names``: the players by side)."""
    phase = obs.get("phase")
    to_act = [s for s in obs.get("to_act", ()) if isinstance(s, int) and 0 <= s < 2]
    who = side(SIDES[to_act[0]], names) if to_act else []
    if phase == "over":
        return [(f"Game over: {obs.get('result') or 'the battle is over'}.", TITLE)]
    if obs.get("attack") and to_act:
        choice = casualty_step(obs)
        if choice is not None:
            step_unit = choice.get("unit")
            victim = obs.get("attacker") if step_unit == "attacker" else step_unit
            return phrase(who, " removes a casualty from ", unit(victim or "", obs),
                          f": {plural(int(choice.get('damage', 0)), 'damage point')} still to take.")
    found = _setup_situation(obs, phase, who) or _turn_situation(obs, phase, who, to_act, bd)
    if found is not None:
        return found
    if phase in ("terrain-roll", "cover-roll", "initiative", "setup"):
        return dim("Rolling dice.")
    return dim(f"({phase})")


def _setup_situation(obs: Obs, phase: object, who: Phrase) -> Phrase | None:
    """The set-up's decisions: a terrain or cover element to place, a hero to join, the side
    that activates first."""
    if phase == "terrain-place":
        left = ", ".join(f"{n} {t}" for t, n in (obs.get("terrain_left") or {}).items()) or "none"
        return phrase(who, f" places a terrain element (one square; left: {left}).")
    if phase == "cover-place":
        remaining = cover_left(obs)
        return phrase(who, " places a cover element in the shaded cover zone (left: ",
                      ", ".join(plural(n, element_name(e)) for e, n in remaining.items() if n > 0) or "none", ").")
    if phase == "heroes":
        return phrase(who, ": may ", unit(obs.get("hero_waiting") or "", obs), " join a squad of its armour class? (p. 18)")
    if phase == "first":
        return phrase(who, " won the initiative and says which side activates first.")
    return None


def cover_left(obs: Obs) -> dict[CoverElement, int]:
    """The cover elements still to place, by element."""
    return {CoverElement(e): int(n) for e, n in (obs.get("cover_left") or {}).items()}


def cover_rules(obs: Obs) -> list[tuple[CoverElement, Phrase]]:
    """While cover elements are placed: each element still to place and what it does
    (``ammo crate: soft cover to a squad on it; ...``)."""
    if obs.get("phase") != "cover-place":
        return []
    return [(element, dim(f" {element_name(element)}: {ELEMENT_RULES[element]}"))
            for element, n in cover_left(obs).items() if n > 0]


def _turn_situation(obs: Obs, phase: object, who: Phrase, to_act: list[int], bd: Board) -> Phrase | None:
    """A turn's decisions: the unit to activate, its plan, its Move, its aim, a reaction."""
    act = obs.get("activation") or {}
    acting = act.get("unit")
    if phase == "activate":
        own = SIDES[to_act[0]] if to_act else ""
        waiting = [u for u in obs.get("units", ()) if u.get("side") == own and u.get("in_play")
                   and not u.get("joined_to") and not u.get("activated")]
        return phrase(who, f" activates a unit ({plural(len(waiting), 'unit')} not yet activated this turn).")
    if phase == "declare" and acting:
        entering = bd.pos.get(acting) is None
        return phrase(who, " declares what ", unit(acting, obs),
                      " will do" + (" (it enters the battlefield first)" if entering else "") + ".")
    if phase == "move" and acting:
        return _move_situation(obs, act, bd)
    if phase == "aim":
        return aim_situation(obs, bd)
    if phase == "react" and acting:
        return phrase(who, " may try Reactive Fire at ", unit(acting, obs), " with a unit not yet activated (p. 16).")
    return None


def _move_situation(obs: Obs, act: Obs, bd: Board) -> Phrase:
    """``Hell Boys moves (action 1 of 2: move, then attack) from e4; its cheap diagonal is spent.``"""
    acting = str(act.get("unit"))
    plan = act.get("plan") or []
    step = int(act.get("step", 0))
    where = bd.pos.get(acting)
    out = phrase(unit(acting, obs), f" moves (action {step + 1} of {len(plan)}: "
                 f"{PLAN_WORDS.get('+'.join(plan), '+'.join(plan))})")
    if where is None:
        return out + phrase(": it enters on an edge square.")
    extras = []
    if act.get("diagonal_used"):
        extras.append("its cheap diagonal is spent")
    if act.get("fast_left"):
        extras.append("Fast: one square more")
    return out + phrase(f" from {where}" + (f"; {', '.join(extras)}" if extras else "") + ".")


def aim_situation(obs: Obs, bd: Board) -> Phrase:
    """The line being aimed and the shots declared so far, in the attacker's colour."""
    aiming = obs.get("aiming") or {}
    attacker = aiming.get("attacker") or ""
    data = bd.units.get(attacker, {})
    lines = aiming.get("lines") or []
    index = int(aiming.get("index", 0))
    kind = "Reactive Fire" if aiming.get("only") else ("Sustained Attack" if aiming.get("sustained") else "attack")
    rest = phrase(f" declares its {kind}: ")
    if index < len(lines):
        line = line_of(data, lines[index])
        rest += phrase(f"weapon line {index + 1} of {len(lines)}, ",
                       (line_words(line, data, lines[index]), WEAPON) if line else ("?", STRONG))
        if line is not None and line.limited_ammo is not None:
            rest += phrase(" (one munition per aim)")
        rest += phrase(".")
    shots = aiming.get("shots") or []
    if shots:
        rest += phrase(" Declared: ", join([_shot(data, s, obs) for s in shots], "; "), ".")
    attacker_span = unit(attacker, obs)
    return phrase(attacker_span, tagged(rest, attacker_span[1]))


def _shot(data: Obs, shot: Obs, obs: Obs) -> Phrase:
    line = line_of(data, shot.get("line", {}))
    return phrase(line_name(line, data, shot.get("line")) if line else "?", " at ", target(str(shot.get("target")), obs))


def objective_lines(bd: Board) -> list[Phrase]:
    """Each objective, its squares, its bonus and who holds it now (p. 7 and the scenario)."""
    out: list[Phrase] = []
    for objective in bd.objectives:
        only = str(objective.get("side", "both"))
        line = phrase(("Objective ", HEADING), (str(objective.get("id")), OBJECTIVE),
                      f" ({' '.join(objective.get('squares', ()))}): +{objective.get('bonus_vp')} VP at the end "
                      "to the side alone on it")
        if only != "both":
            line += phrase(f" (only the {FACTIONS.get(only, only)})")
        holder = objective.get("held_by")
        line += phrase(" · now ")
        if holder in SIDES:
            line += phrase("held by ", side(str(holder)))
        else:
            line += dim("contested" if holder == "contested" else "empty")
        out.append(line)
    return out

