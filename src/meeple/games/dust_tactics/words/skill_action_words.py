"""The labels of the skills' choices (rulebook pp. 20-23): a free skill declared (``use``),
Tank Head's repair, and the orders of a Skill action (``skill``): reload, an Artillery
Strike, a command squad's ability. Read from the observation; tags:
:mod:`meeple.games.dust_tactics.words`.
"""

from __future__ import annotations

from typing import Sequence

from meeple.engine.words import Phrase
from meeple.games.dust_tactics.words.names import Obs, card_of, cards_by_id, unit, units_by_id
from meeple.games.dust_tactics.words.phrases import dim, phrase
from meeple.games.dust_tactics.words.skill_event_words import ability_name
from meeple.games.dust_tactics.words.skill_words import ability_texts, skill_name, skill_texts
from meeple.games.dust_tactics.words.tags import STRONG, WEAPON
from meeple.games.dust_tactics.words.unit_words import strength_text

#: A skill's limit in words.
LIMITS: dict[str, str] = {"game": "once a game", "turn": "once a turn", "": ""}


def _acting(obs: Obs) -> str:
    """The unit whose decision it is: the one aiming, else the one activated."""
    return str((obs.get("aiming") or {}).get("attacker") or (obs.get("activation") or {}).get("unit") or "")


def label_use(args: list[str], obs: Obs, names: Sequence[str]) -> Phrase:
    """``Use Berserk (once a game)``: a free skill declared before the plan or the aim."""
    found = skill_texts().get(args[0])
    limit = LIMITS.get(found.limit, "") if found else ""
    return phrase("Use ", (skill_name(args[0]), STRONG), dim(f" ({limit})") if limit else "")


def label_repair(args: list[str], obs: Obs, names: Sequence[str]) -> Phrase:
    """Tank Head (p. 22): every hit point the vehicle lost, back; once a game."""
    vehicle = units_by_id(obs).get(args[0], {})
    now = dim(f" ({strength_text(vehicle)} now)") if vehicle else []
    return phrase("Repair ", unit(args[0], obs), " with ", (skill_name("tank-head"), STRONG),
                  ": all its damage, once a game", now)


def _reload(obs: Obs) -> Phrase:
    """Reload the acting unit's lines without their "loaded" token (p. 25)."""
    acting = _acting(obs)
    data = units_by_id(obs).get(acting, {})
    weapons: list[str] = []
    for uid, ref in (obs.get("skill_markers") or {}).get("unloaded") or []:
        if uid != acting:
            continue
        hero = str(ref).endswith("h")
        owner = (data.get("hero") or {}).get("card", "") if hero else data.get("card", "")
        card = cards_by_id().get(str(owner)) or (card_of(acting) if not hero else None)
        index = int(str(ref).rstrip("h"))
        if card is not None and 0 <= index < len(card.weapons):
            weapons.append(card.weapons[index].name)
    if not weapons:
        return phrase(("Reload", STRONG), " (Skill action)")
    return phrase(("Reload", STRONG), " the ", (" and the ".join(weapons), WEAPON))


def label_skill(args: list[str], obs: Obs, names: Sequence[str]) -> Phrase:
    """An order of the Skill action: reload, an Artillery Strike, a command squad's ability
    (what it does to its unit, and whether a die decides it)."""
    if args[0] == "reload":
        return _reload(obs)
    ability, target = args[0], args[1] if len(args) > 1 else ""
    name = (ability_name(ability), STRONG)
    if ability == "artillery-strike":
        return phrase("Call an ", name, " from ", unit(target, obs))
    found = ability_texts().get(ability)
    die = dim(" (a die: it works on a hit)") if found is not None and found.die else []
    if ability == "get-moving":
        return phrase(name, ": activate ", unit(target, obs), " again after this activation", die)
    if ability in ("field-repair", "come-on-guys"):
        return phrase(name, ": bring ", unit(target, obs), " back, to enter from its side's edge", die)
    if ability == "makeshift-repair":
        return phrase(name, ": one hit point back to ", unit(target, obs))
    if ability == "get-up" and len(args) > 2:
        return phrase(name, ": ", _get_up_what(target, args[2]), unit(target, obs))
    return phrase(name, " ", unit(target, obs))


def _get_up_what(target: str, kind: str) -> str:
    """What Get Up brings back: a hit point, a model carrying a line, a model."""
    if kind == "hero":
        return "a hit point back to "
    card = card_of(target)
    index = int(kind) if kind.isdigit() else -1
    if card is not None and 0 <= index < len(card.weapons):
        return f"a model carrying the {card.weapons[index].name} back to "
    return "a model back to "
