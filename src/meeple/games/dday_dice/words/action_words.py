"""A readable label for each legal action (:func:`action_label`), from the acting seat's
observation and the map: the labels of the dice (:mod:`.dice_action_words`), of the moves
(:mod:`.move_action_words`) and of the cards (:mod:`.card_action_words`), and here those of
the casualties, the sacrifices and ``done``.
"""

from __future__ import annotations

from typing import Sequence

from meeple.engine.words import Phrase
from meeple.games.dday_dice.words.card_action_words import CARD_LABELS
from meeple.games.dday_dice.words.card_words import card_name
from meeple.games.dday_dice.words.dice_action_words import DICE_LABELS
from meeple.games.dday_dice.words.labels import ActionLabel, label_for
from meeple.games.dday_dice.words.move_action_words import MOVE_LABELS
from meeple.games.dday_dice.words.phrases import phrase
from meeple.games.dday_dice.words.reading import Obs, acting_unit, sector_label
from meeple.games.dday_dice.words.tags import CARD

#: What sacrificing a specialist does, after its name.
SACRIFICE_WORDS = {
    "paratrooper": "to prevent up to 6 casualties",
    "point-man": "to stay 1 extra turn in this sector",
    "combat-photographer": "- this Final Tally will be yours next turn too",
    "grenadier": "- no machine-gun fire in your sector for the rest of the game",
}


def _lose(args: list[str], obs: Obs, names: Sequence[str]) -> Phrase:
    unit = acting_unit(obs)
    owed = int(unit.get("casualties_to_assign") or 0)
    if args and args[0] == "soldiers":
        return phrase(f"the casualties fall among your soldiers ({owed} to assign, {unit.get('soldiers')} soldiers)")
    return phrase("one casualty falls as your ", (card_name(args[0]) if args else "specialist", CARD))


def _done(args: list[str], obs: Obs, names: Sequence[str]) -> Phrase:
    """``done`` closes whatever window is open: a card's choice, the end of Phase 1, Phase 3,
    the second edition's window after the moves, a Phase 5 window."""
    pending = acting_unit(obs).get("pending") or []
    if pending and pending[0] == "dismiss":
        return phrase("done: dismiss no specialist (keep them all)")
    if pending and str(pending[0]).startswith(("die-binoculars", "sector-roll")):
        return phrase("done: leave the die as rolled")
    phase = obs.get("phase")
    if phase == "final-count":
        return phrase("done: nothing more to play on this Final Tally")
    if phase == "combat":
        if obs.get("combat_stage") == "before-mgf":
            return phrase("done: nothing more before the machine-gun fire is rolled")
        return phrase("done: nothing more before casualties are taken")
    if phase == "move" and not pending:  # second edition: the window once every unit has moved (DDE-32)
        return phrase("done: no more gifts or medals before combat")
    return phrase("done: nothing more to recruit, find or trade this turn")


def _hero(args: list[str], obs: Obs, names: Sequence[str]) -> Phrase:
    return phrase(f"your Hero saves one soldier for 1 {args[0] if args else 'courage'}")


def _sacrifice(args: list[str], obs: Obs, names: Sequence[str]) -> Phrase:
    who = args[0] if args else ""
    words = SACRIFICE_WORDS.get(who, "to prevent casualties")
    sector = acting_unit(obs).get("sector")
    if who == "grenadier" and isinstance(sector, int):
        words = f"- no machine-gun fire in sector {sector_label(obs, sector)} for the rest of the game"
    return phrase("sacrifice your ", (card_name(who) if who else "specialist", CARD), " ", words)


#: Every action's label by the notation's first word.
LABELS: dict[str, ActionLabel] = {
    **DICE_LABELS, **MOVE_LABELS, **CARD_LABELS,
    "lose": _lose, "done": _done, "hero": _hero, "sacrifice": _sacrifice,
}


def action_label(notation: str, obs: Obs, names: Sequence[str]) -> Phrase:
    """A readable label for one legal action, from the acting seat's observation and the map
    (the notation itself where no label can word it)."""
    return label_for(LABELS, notation, obs, names)
