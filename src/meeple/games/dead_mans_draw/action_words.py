"""A label for each legal action of Dead Man's Draw (:func:`action_phrase`), from its notation
(docs/notation/dead-mans-draw.md) and the observation of the seat choosing it. Tags:
:mod:`.words`.
"""

from __future__ import annotations

from typing import Callable, Sequence

from meeple.engine.words import Phrase, plural
from meeple.games.dead_mans_draw.phrases import (
    SUIT_NAMES, TRAITS, Obs, card, players_of, seat, top_of, trait, works_on,
)

Label = Callable[[list[str], Obs, Sequence[str]], Phrase]


def _draw(args: list[str], obs: Obs, names: Sequence[str]) -> Phrase:
    """Draw (p. 3), or take the card an Oracle left face up on the draw pile (p. 6)."""
    top = obs.get("draw_pile_top") or []
    return [("Take the face-up ", ""), card(top[0])] if top else [("Draw a card", "")]


def _bank(args: list[str], obs: Obs, names: Sequence[str]) -> Phrase:
    """Bank (p. 4); with the draw pile empty and nothing in play, the turn only ends."""
    count = len(obs.get("play_area", []))
    if not count:
        return [("End your turn (the draw pile is empty)", "")]
    return [(f"Bank the {plural(count, 'card')} in the play area and end your turn", "")]


def _keep(args: list[str], obs: Obs, names: Sequence[str]) -> Phrase:
    data = TRAITS.get(args[0])
    on: Phrase = [(" (", ""), works_on(data, players_of(obs)), (")", "")] if data else []
    return [("Keep ", ""), trait(args[0]), *on]


def _take(args: list[str], obs: Obs, names: Sequence[str]) -> Phrase:
    return [("Put ", ""), card(args[0]), (" into play", "")]


def _cannon(args: list[str], obs: Obs, names: Sequence[str]) -> Phrase:
    number = int(args[0])
    return [("Shoot ", ""), seat(names, number), ("'s ", ""), top_of(obs, number, args[1])]


def _sword(args: list[str], obs: Obs, names: Sequence[str]) -> Phrase:
    number = int(args[0])
    return [("Steal ", ""), seat(names, number), ("'s ", ""), top_of(obs, number, args[1])]


def _target(args: list[str], obs: Obs, names: Sequence[str]) -> Phrase:
    return [("Collect ", ""), seat(names, int(args[0])), ("'s busts", "")]


def _plunder(args: list[str], obs: Obs, names: Sequence[str]) -> Phrase:
    return [("Take the bonus from ", ""), seat(names, int(args[0])), ("'s bank", "")]


def _hook(args: list[str], obs: Obs, names: Sequence[str]) -> Phrase:
    return [("Play your ", ""), top_of(obs, obs["seat"], args[0])]


def _give(args: list[str], obs: Obs, names: Sequence[str]) -> Phrase:
    holder = (obs.get("pending") or {}).get("to")
    to: Phrase = [(" to ", ""), seat(names, holder)] if isinstance(holder, int) else []
    return [("Give your ", ""), top_of(obs, obs["seat"], args[0]), *to]


def _seize(args: list[str], obs: Obs, names: Sequence[str]) -> Phrase:
    victim = (obs.get("pending") or {}).get("victim")
    if not isinstance(victim, int):
        return [(f"Take the top {SUIT_NAMES.get(args[0], args[0])}", "")]
    return [("Take ", ""), seat(names, victim), ("'s ", ""), top_of(obs, victim, args[0])]


_LABELS: dict[str, Label] = {
    "draw": _draw, "bank": _bank, "keep": _keep, "take": _take, "cannon": _cannon, "sword": _sword,
    "target": _target, "plunder": _plunder, "hook": _hook, "give": _give, "seize": _seize,
}


def action_phrase(notation: str, obs: Obs, names: Sequence[str]) -> Phrase:
    """A label for one legal action, from the acting seat's observation (the notation itself
    for a word these labels do not know)."""
    kind, *args = notation.split() or [""]
    label = _LABELS.get(kind)
    return label(args, obs, names) if label is not None else [(notation, "")]
