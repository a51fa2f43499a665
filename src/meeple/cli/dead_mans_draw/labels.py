"""A readable label for each legal action of Dead Man's Draw (:func:`describe_action`), from
its notation and the observation of the seat choosing.
"""

from __future__ import annotations

from typing import Sequence

from rich.text import Text

from meeple.cli.dead_mans_draw.words import SUIT_NAMES, TRAITS, Obs, card, seat_name, top_of, trait_name, trait_suit_text
from meeple.cli.english import plural


def _label_draw(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    top = obs.get("draw_pile_top") or []
    return Text.assemble("Take the face-up ", card(top[0])) if top else Text("Draw a card")


def _label_bank(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    count = len(obs.get("play_area", []))
    if not count:
        return Text("End your turn (the draw pile is empty)")
    return Text(f"Bank the {plural(count, 'card')} in the play area and end your turn")


def _label_keep(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    data = TRAITS.get(args[0])
    on = Text.assemble(" (", trait_suit_text(data, obs), ")") if data else Text("")
    return Text.assemble(f"Keep {trait_name(args[0])}", on)


def _label_take(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    return Text.assemble("Put ", card(args[0]), " into play")


def _label_cannon(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    seat = int(args[0])
    return Text.assemble(f"Shoot {seat_name(names, seat)}'s ", top_of(obs, seat, args[1]))


def _label_sword(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    seat = int(args[0])
    return Text.assemble(f"Steal {seat_name(names, seat)}'s ", top_of(obs, seat, args[1]))


def _label_target(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    return Text(f"Collect {seat_name(names, int(args[0]))}'s busts")


def _label_plunder(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    return Text(f"Take the bonus from {seat_name(names, int(args[0]))}'s bank")


def _label_hook(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    return Text.assemble("Play your ", top_of(obs, obs["seat"], args[0]))


def _label_give(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    holder = (obs.get("pending") or {}).get("to")
    to = f" to {seat_name(names, holder)}" if isinstance(holder, int) else ""
    return Text.assemble("Give your ", top_of(obs, obs["seat"], args[0]), to)


def _label_seize(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    victim = (obs.get("pending") or {}).get("victim")
    if not isinstance(victim, int):
        return Text(f"Take the top {SUIT_NAMES.get(args[0], args[0])}")
    return Text.assemble(f"Take {seat_name(names, victim)}'s ", top_of(obs, victim, args[0]))


_LABELS = {
    "draw": _label_draw, "bank": _label_bank, "keep": _label_keep, "take": _label_take,
    "cannon": _label_cannon, "sword": _label_sword, "target": _label_target,
    "plunder": _label_plunder, "hook": _label_hook, "give": _label_give, "seize": _label_seize,
}


def describe_action(notation: str, obs: Obs, names: Sequence[str]) -> Text:
    """A readable label for one legal action, from the acting seat's observation."""
    kind, *args = notation.split()
    label = _LABELS.get(kind)
    return label(args, obs, names) if label is not None else Text(notation)
