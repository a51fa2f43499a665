"""The labels of an attack's choices: a target with its dice and cover (p. 11, p. 13,
pp. 24-25), holding fire, the casualty to remove (p. 12), Reactive Fire (p. 16). Read from
the observation's ``aiming``, ``aim_options``, ``attack`` and ``reaction_options``. Tags:
:mod:`meeple.games.dust_tactics.words`.
"""

from __future__ import annotations

from typing import Sequence

from meeple.engine.words import Phrase, plural
from meeple.games.dust_tactics.battlefield import Square
from meeple.games.dust_tactics.words.names import Obs, card_name, card_of, cards_by_id, tags_of, target, unit
from meeple.games.dust_tactics.words.phrases import dim, phrase
from meeple.games.dust_tactics.words.reading import board, casualty_step
from meeple.games.dust_tactics.words.tags import STRONG, WEAPON
from meeple.games.dust_tactics.words.unit_words import line_name, line_of, plain_model_words, shared_lines, strength_text
from meeple.games.dust_tactics.words.vocabulary import COVER_NAMES


def label_aim(args: list[str], obs: Obs, names: Sequence[str]) -> Phrase:
    """``Shotgun at Sturmpioniere (St, 5/5 models, on e4): 2 squares away, 6 dice, 1 damage
    per hit, soft cover (it rolls to save)``."""
    aiming = obs.get("aiming") or {}
    attacker = aiming.get("attacker") or ""
    lines = aiming.get("lines") or []
    index = int(aiming.get("index", 0))
    bd = board(obs)
    data = bd.units.get(attacker, {})
    ref = lines[index] if index < len(lines) else None
    line = line_of(data, ref) if ref is not None else None
    if args[0] == "element" and len(args) > 1:
        aimed = f"element:{args[1]}"
        square: Square | None = Square.parse(args[1])
    else:
        aimed = args[0]
        square = bd.pos.get(aimed)
    option = bd.aims().get(aimed) or {}
    out = phrase((line_name(line, data, ref), WEAPON) if line else ("Fire", STRONG), " at ", target(aimed, obs))
    if not aimed.startswith("element:"):
        tag = tags_of(obs).get(aimed)
        strength_now = strength_text(bd.units[aimed]) if aimed in bd.units else ""
        out += dim(f" ({tag}, {strength_now}" + (f", on {square}" if square else "") + ")")
    elif option.get("to_destroy") is not None:
        out += dim(f" ({option['to_destroy']} damage to destroy it)")
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
        out += phrase(": " + ", ".join(bits))
    return out


def label_hold_fire(args: list[str], obs: Obs, names: Sequence[str]) -> Phrase:
    """Leave the line being aimed unused (or its further munitions)."""
    aiming = obs.get("aiming") or {}
    lines = aiming.get("lines") or []
    index = int(aiming.get("index", 0))
    data = {u["id"]: u for u in obs.get("units", ())}.get(aiming.get("attacker") or "", {})
    line = line_of(data, lines[index]) if index < len(lines) else None
    if line is None:
        return phrase("Hold fire")
    fired = sum(1 for s in aiming.get("shots") or [] if s.get("line") == lines[index])
    if line.limited_ammo is not None and fired:
        return phrase("Fire no more ", (line.name, WEAPON), " munitions")
    rest = len(lines) - index - 1
    after = " (then the next weapon line)" if rest else " (the attack is then rolled)" if aiming.get("shots") else ""
    return phrase("Don't use the ", (line_name(line, data, lines[index]), WEAPON), after)


def _victim_state(obs: Obs) -> tuple[str | None, Obs, Obs]:
    """The unit the casualty is removed from, its state in the attack, and the step."""
    step = casualty_step(obs) or {}
    victim = obs.get("attacker") if step.get("unit") == "attacker" else step.get("unit")
    attack = obs.get("attack") or {}
    state: Obs = {}
    for target_id, aimed in attack.get("targets") or []:
        if target_id == victim and isinstance(aimed, dict):
            state = aimed.get("state") or {}
    if step.get("unit") == "attacker":
        state = attack.get("attacker") or {}
    return victim, state, step


def label_lose(args: list[str], obs: Obs, names: Sequence[str]) -> Phrase:
    """A casualty: a hit point of the joined hero, a model carrying a weapon line, or a model
    with only the lines every model has; with how many such models are left."""
    victim, state, _step = _victim_state(obs)
    card = cards_by_id().get((state.get("card") or "")) or (card_of(str(victim)) if victim else None)
    if args[0] == "hero":
        hero = state.get("hero") or {}
        return phrase("A hit point of ", (card_name(hero.get("card", ""), "the hero"), STRONG),
                      f" ({hero.get('hit_points', '?')} HP now)")
    models = state.get("models") or []
    if args[0] == "other":
        count = models[-1] if models else "?"
        fired, _ = shared_lines(card) if card else ([], [])
        if fired:
            return phrase(("A model carrying the ", STRONG), (" and the ".join(fired), WEAPON), f" ({count} of them now)")
        return phrase((f"A model {plain_model_words(card)}", STRONG), f" ({count} of them now)")
    index = int(args[0])
    name = card.weapons[index].name if card and 0 <= index < len(card.weapons) else f"line {index}"
    kinds = [i for i, w in enumerate(card.weapons) if w.carried_by is not None] if card else []
    count = models[kinds.index(index)] if index in kinds and kinds.index(index) < len(models) else "?"
    return phrase(("A model carrying the ", STRONG), (name, WEAPON), f" ({count} of them now)")


def label_react(args: list[str], obs: Obs, names: Sequence[str]) -> Phrase:
    """Try Reactive Fire with a unit not yet activated (p. 16): its dice and distance."""
    uid = args[0]
    aimed = (obs.get("activation") or {}).get("unit") or ""
    option: Obs = next((o for o in obs.get("reaction_options") or () if o.get("unit") == uid), {})
    dice = int(option.get("dice", 1))
    distance = option.get("distance")
    return phrase(unit(uid, obs), " fires back at ", unit(aimed, obs),
                  dim(f" - roll {plural(dice, 'die', 'dice')}: a hit lets it attack; either way it is activated"
                      + (f" ({plural(distance, 'square')} away)" if distance is not None else "")))


def label_no_reaction(args: list[str], obs: Obs, names: Sequence[str]) -> Phrase:
    aimed = (obs.get("activation") or {}).get("unit") or ""
    return phrase("No Reactive Fire: let ", unit(aimed, obs), " go on")
