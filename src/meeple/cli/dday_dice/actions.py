"""A readable label for each legal action (:func:`describe_action`), from the acting seat's
observation and the map: the labels of the dice, of the moves and of the cards, and those of
the casualties, the sacrifices and ``done``.
"""

from __future__ import annotations

from typing import Sequence

from rich.text import Text

from meeple.cli.dday_dice.card_labels import CARD_LABELS
from meeple.cli.dday_dice.cards import card_name
from meeple.cli.dday_dice.dice_labels import DICE_LABELS
from meeple.cli.dday_dice.move_labels import MOVE_LABELS
from meeple.cli.dday_dice.observation import Obs, acting_unit, sector_label
from meeple.cli.labels import label_for


def _label_lose(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    unit = acting_unit(obs)
    owed = int(unit.get("casualties_to_assign") or 0)
    if args and args[0] == "soldiers":
        return Text(f"the casualties fall among your soldiers ({owed} to assign, {unit.get('soldiers')} soldiers)")
    return Text.assemble("one casualty falls as your ", (card_name(args[0]) if args else "specialist", "bold"))


def _label_done(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    """``done`` closes whatever window is open: a card's choice, the end of Phase 1, Phase 3,
    the second edition's window after the moves, a Phase 5 window."""
    pending = acting_unit(obs).get("pending") or []
    if pending and pending[0] == "dismiss":
        return Text("done: dismiss no specialist (keep them all)")
    if pending and str(pending[0]).startswith(("die-binoculars", "sector-roll")):
        return Text("done: leave the die as rolled")
    phase = obs.get("phase")
    if phase == "final-count":
        return Text("done: nothing more to play on this Final Tally")
    if phase == "combat":
        if obs.get("combat_stage") == "before-mgf":
            return Text("done: nothing more before the machine-gun fire is rolled")
        return Text("done: nothing more before casualties are taken")
    if phase == "move" and not pending:  # second edition: the window once every unit has moved (DDE-32)
        return Text("done: no more gifts or medals before combat")
    return Text("done: nothing more to recruit, find or trade this turn")


def _label_hero(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    return Text(f"your Hero saves one soldier for 1 {args[0] if args else 'courage'}")


SACRIFICE_WORDS = {
    "paratrooper": "to prevent up to 6 casualties",
    "point-man": "to stay 1 extra turn in this sector",
    "combat-photographer": "- this Final Tally will be yours next turn too",
    "grenadier": "- no machine-gun fire in your sector for the rest of the game",
}


def _label_sacrifice(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    who = args[0] if args else ""
    text = Text.assemble("sacrifice your ", (card_name(who) if who else "specialist", "bold"), " ")
    words = SACRIFICE_WORDS.get(who, "to prevent casualties")
    sector = acting_unit(obs).get("sector")
    if who == "grenadier" and isinstance(sector, int):
        words = f"- no machine-gun fire in sector {sector_label(obs, sector)} for the rest of the game"
    text.append(words)
    return text


_LABELS = {
    **DICE_LABELS, **MOVE_LABELS, **CARD_LABELS,
    "lose": _label_lose, "done": _label_done, "hero": _label_hero, "sacrifice": _label_sacrifice,
}


def describe_action(notation: str, obs: Obs, names: Sequence[str]) -> Text:
    """A readable label for one legal action, from the acting seat's observation and the map."""
    return label_for(_LABELS, notation, obs, names, failed=Text)
