"""The labels of an attack's choices: a target with its dice and cover, holding fire, the
casualty to remove, Reactive Fire.
"""

from __future__ import annotations

from typing import Sequence

from rich.text import Text

from meeple.cli.dust_tactics.attack_panel import casualty_step
from meeple.cli.dust_tactics.board import board
from meeple.cli.dust_tactics.names import (
    COVER_NAMES, Obs, card_of, cards_by_id, tags_of, target_text, unit_text, units_by_id,
)
from meeple.cli.dust_tactics.unit_status import line_name, line_of, plain_model_words, shared_lines, strength_text
from meeple.cli.english import plural
from meeple.games.dust_tactics.battlefield import Square


def label_aim(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    aiming = obs.get("aiming") or {}
    attacker = aiming.get("attacker") or ""
    lines = aiming.get("lines") or []
    index = int(aiming.get("index", 0))
    bd = board(obs)
    data = bd.units.get(attacker, {})
    ref = lines[index] if index < len(lines) else None
    line = line_of(data, ref) if ref is not None else None
    if args[0] == "element" and len(args) > 1:
        target = f"element:{args[1]}"
        square: Square | None = Square.parse(args[1])
    else:
        target = args[0]
        square = bd.pos.get(target)
    option = bd.aims().get(target) or {}
    text = Text()
    text.append(line_name(line, data, ref) if line else "Fire", style="bold")
    text.append(" at ")
    text.append_text(target_text(target, obs))
    if not target.startswith("element:"):
        tag = tags_of(obs).get(target)
        strength_now = strength_text(bd.units[target]) if target in bd.units else ""
        text.append(f" ({tag}, {strength_now}" + (f", on {square}" if square else "") + ")", style="dim")
    elif option.get("to_destroy") is not None:
        text.append(f" ({option['to_destroy']} damage to destroy it)", style="dim")
    bits: list[str] = []
    if option.get("distance") is not None:
        bits.append(f"{plural(int(option['distance']), 'square')} away")
    if option.get("dice") is not None:
        bits.append(f"{plural(int(option['dice']), 'die', 'dice')}, {option.get('damage_per_hit')} damage per hit")
    cover_words = COVER_NAMES.get(option.get("cover", ""), option.get("cover"))
    if option.get("ignores_cover") and option.get("cover") not in (None, "none"):
        weapon = line.name if line else "this weapon"
        bits.append(f"{cover_words}, but the {weapon} ignores cover (no cover roll)")
    elif option.get("cover_roll"):
        bits.append(f"{cover_words} (it rolls to save)")
    if bits:
        text.append(": " + ", ".join(bits))
    return text


def label_hold_fire(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    aiming = obs.get("aiming") or {}
    lines = aiming.get("lines") or []
    index = int(aiming.get("index", 0))
    data = units_by_id(obs).get(aiming.get("attacker") or "", {})
    line = line_of(data, lines[index]) if index < len(lines) else None
    if line is None:
        return Text("Hold fire")
    fired = sum(1 for s in aiming.get("shots") or [] if s.get("line") == lines[index])
    if line.limited_ammo is not None and fired:
        return Text.assemble("Fire no more ", (line.name, "bold"), " munitions")
    rest = len(lines) - index - 1
    after = " (then the next weapon line)" if rest else " (the attack is then rolled)" if aiming.get("shots") else ""
    return Text.assemble("Don't use the ", (line_name(line, data, lines[index]), "bold"), after)


def label_lose(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    step = casualty_step(obs) or {}
    victim = obs.get("attacker") if step.get("unit") == "attacker" else step.get("unit")
    attack = obs.get("attack") or {}
    state: Obs = {}
    for target_id, target in attack.get("targets") or []:
        if target_id == victim and isinstance(target, dict):
            state = target.get("state") or {}
    if step.get("unit") == "attacker":
        state = attack.get("attacker") or {}
    card = cards_by_id().get((state.get("card") or "")) or (card_of(str(victim)) if victim else None)
    if args[0] == "hero":
        hero = state.get("hero") or {}
        hero_card = cards_by_id().get(hero.get("card", ""))
        return Text.assemble("A hit point of ", (hero_card.name if hero_card else "the hero", "bold"),
                             f" ({hero.get('hit_points', '?')} HP now)")
    models = state.get("models") or []
    if args[0] == "other":
        count = models[-1] if models else "?"
        fired, _ = shared_lines(card) if card else ([], [])
        if fired:
            return Text.assemble(("A model carrying the ", "bold"), (" and the ".join(fired), "bold"), f" ({count} of them now)")
        return Text.assemble((f"A model {plain_model_words(card)}", "bold"), f" ({count} of them now)")
    index = int(args[0])
    name = card.weapons[index].name if card and 0 <= index < len(card.weapons) else f"line {index}"
    kinds = [i for i, w in enumerate(card.weapons) if w.carried_by is not None] if card else []
    count = models[kinds.index(index)] if index in kinds and kinds.index(index) < len(models) else "?"
    return Text.assemble(("A model carrying the ", "bold"), (name, "bold"), f" ({count} of them now)")


def label_react(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    uid = args[0]
    target = (obs.get("activation") or {}).get("unit") or ""
    option: Obs = next((o for o in obs.get("reaction_options") or () if o.get("unit") == uid), {})
    dice = int(option.get("dice", 1))
    distance = option.get("distance")
    text = Text.assemble(unit_text(uid, obs), " fires back at ", unit_text(target, obs))
    text.append(f" - roll {plural(dice, 'die', 'dice')}: a hit lets it attack; either way it is activated"
                + (f" ({plural(distance, 'square')} away)" if distance is not None else ""), style="dim")
    return text


def label_no_reaction(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    target = (obs.get("activation") or {}).get("unit") or ""
    return Text.assemble("No Reactive Fire: let ", unit_text(target, obs), " go on")
