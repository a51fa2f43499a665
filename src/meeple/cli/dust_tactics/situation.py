"""The lines above and beside the map: the header (scenario, turn, initiative, victory
points), what is being decided now and by whom (the line being aimed, the shots declared),
and the objectives with who holds them.
"""

from __future__ import annotations

from typing import Sequence

from rich.text import Text

from meeple.cli.dust_tactics.attack_panel import casualty_step
from meeple.cli.dust_tactics.board import Board
from meeple.cli.dust_tactics.names import (
    ELEMENT_RULES, Obs, PLAN_WORDS, SIDES, element_name, side_text, target_text, unit_text,
)
from meeple.cli.dust_tactics.unit_status import line_name, line_of, line_words
from meeple.cli.english import plural
from meeple.cli.scenarios import ELEMENT_GLYPHS, FACTIONS
from meeple.games.dust_tactics.terrain import CoverElement


def header(obs: Obs, names: Sequence[str], bd: Board) -> Text:
    """Scenario, turn, initiative, victory points."""
    name = str(obs.get("scenario_name") or obs.get("scenario"))
    text = Text.assemble(("Dust Tactics", "bold"), " · ", (name, "bold"))
    turn = obs.get("turn", 0)
    if obs.get("phase") == "over":
        text.append(f" · game over (turn {turn})", style="bold")
    elif turn:
        text.append(f" · turn {turn} of {obs.get('turns')}")
    else:
        text.append(" · set-up")
    if obs.get("initiative") and obs.get("phase") != "over":
        text.append(" · initiative ")
        text.append_text(side_text(obs["initiative"]))
    scores = obs.get("scores") or obs.get("victory_points") or [0, 0]
    text.append(" · VP ")
    text.append_text(side_text("allies"))
    text.append(f" {scores[0]}, ")
    text.append_text(side_text("axis"))
    text.append(f" {scores[1]}")
    return text


def situation(obs: Obs, names: Sequence[str], bd: Board, viewer: int | None) -> Text:
    """What is being decided now, and by whom."""
    phase = obs.get("phase")
    to_act = [s for s in obs.get("to_act", ()) if isinstance(s, int) and 0 <= s < 2]
    who = Text()
    if to_act:
        who = side_text(SIDES[to_act[0]], names)
    act = obs.get("activation") or {}
    unit = act.get("unit")
    if phase == "over":
        return Text(f"Game over: {obs.get('result') or 'the battle is over'}.", style="bold")
    if obs.get("attack") and to_act:
        choice = casualty_step(obs)
        if choice is not None:
            target = choice.get("unit")
            victim = obs.get("attacker") if target == "attacker" else target
            return Text.assemble(who, " removes a casualty from ", unit_text(victim or "", obs),
                                 f": {plural(int(choice.get('damage', 0)), 'damage point')} still to take.")
    if phase == "terrain-place":
        left = ", ".join(f"{n} {t}" for t, n in (obs.get("terrain_left") or {}).items()) or "none"
        return Text.assemble(who, f" places a terrain element (one square; left: {left}).")
    if phase == "cover-place":
        remaining = {CoverElement(e): int(n) for e, n in (obs.get("cover_left") or {}).items()}
        text = Text.assemble(who, " places a cover element in the shaded cover zone (left: ",
                             ", ".join(plural(n, element_name(e)) for e, n in remaining.items() if n > 0) or "none",
                             ").")
        for element, n in remaining.items():
            if n > 0:
                glyph, style, _ = ELEMENT_GLYPHS[element]
                text.append("\n  ")
                text.append(glyph, style=style)
                text.append(f" {element_name(element)}: {ELEMENT_RULES[element]}", style="dim")
        return text
    if phase == "heroes":
        return Text.assemble(who, ": may ", unit_text(obs.get("hero_waiting") or "", obs),
                             " join a squad of its armour class? (p. 18)")
    if phase == "first":
        return Text.assemble(who, " won the initiative and says which side activates first.")
    if phase == "activate":
        side = SIDES[to_act[0]] if to_act else ""
        waiting = [u for u in obs.get("units", ()) if u.get("side") == side and u.get("in_play")
                   and not u.get("joined_to") and not u.get("activated")]
        return Text.assemble(who, f" activates a unit ({plural(len(waiting), 'unit')} not yet activated this turn).")
    if phase == "declare" and unit:
        entering = bd.pos.get(unit) is None
        return Text.assemble(who, " declares what ", unit_text(unit, obs),
                             " will do" + (" (it enters the battlefield first)" if entering else "") + ".")
    if phase == "move" and unit:
        plan = act.get("plan") or []
        step = int(act.get("step", 0))
        where = bd.pos.get(unit)
        text = Text.assemble(unit_text(unit, obs), f" moves (action {step + 1} of {len(plan)}: "
                             f"{PLAN_WORDS.get('+'.join(plan), '+'.join(plan))})")
        if where is None:
            text.append(": it enters on an edge square.")
        else:
            extras = []
            if act.get("diagonal_used"):
                extras.append("its cheap diagonal is spent")
            if act.get("fast_left"):
                extras.append("Fast: one square more")
            text.append(f" from {where}" + (f"; {', '.join(extras)}" if extras else "") + ".")
        return text
    if phase == "aim":
        return aim_situation(obs, bd)
    if phase == "react" and unit:
        return Text.assemble(who, " may try Reactive Fire at ", unit_text(unit, obs),
                             " with a unit not yet activated (p. 16).")
    if phase in ("terrain-roll", "cover-roll", "initiative", "setup"):
        return Text("Rolling dice.", style="dim")
    return Text(f"({phase})", style="dim")


def aim_situation(obs: Obs, bd: Board) -> Text:
    """The line being aimed and the shots declared so far."""
    aiming = obs.get("aiming") or {}
    attacker = aiming.get("attacker") or ""
    data = bd.units.get(attacker, {})
    lines = aiming.get("lines") or []
    index = int(aiming.get("index", 0))
    text = unit_text(attacker, obs)
    kind = "Reactive Fire" if aiming.get("only") else ("Sustained Attack" if aiming.get("sustained") else "attack")
    text.append(f" declares its {kind}: ")
    if index < len(lines):
        line = line_of(data, lines[index])
        text.append(f"weapon line {index + 1} of {len(lines)}, ")
        text.append(line_words(line, data, lines[index]) if line else "?", style="bold")
        if line is not None and line.limited_ammo is not None:
            text.append(" (one munition per aim)")
        text.append(".")
    shots = aiming.get("shots") or []
    if shots:
        text.append(" Declared: ")
        text.append_text(Text("; ").join(_shot_text(data, s, obs) for s in shots))
        text.append(".")
    return text


def _shot_text(data: Obs, shot: Obs, obs: Obs) -> Text:
    line = line_of(data, shot.get("line", {}))
    return Text.assemble(line_name(line, data, shot.get("line")) if line else "?", " at ",
                         target_text(str(shot.get("target")), obs))


def objectives_line(obs: Obs, names: Sequence[str], bd: Board) -> Text | None:
    """Each objective, its squares, its bonus and who holds it now."""
    if not bd.objectives:
        return None
    parts: list[Text] = []
    for objective in bd.objectives:
        side = str(objective.get("side", "both"))
        text = Text.assemble(("Objective ", "bold"), (str(objective.get("id")), "bold magenta"),
                             f" ({' '.join(objective.get('squares', ()))}): +{objective.get('bonus_vp')} VP at the end "
                             "to the side alone on it")
        if side != "both":
            text.append(f" (only the {FACTIONS.get(side, side)})")
        holder = objective.get("held_by")
        text.append(" · now ")
        if holder in SIDES:
            text.append("held by ")
            text.append_text(side_text(str(holder)))
        else:
            text.append("contested" if holder == "contested" else "empty", style="dim")
        parts.append(text)
    return Text("\n").join(parts)
