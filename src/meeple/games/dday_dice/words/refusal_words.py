"""Why a card of the reserve is not offered, and why a medal may not be bought, in words: the
reasons the game states in each unit's observation (``reserve_refused``, ``medal_refused``:
:mod:`meeple.games.dday_dice.reserve_reasons`), for the browser's greyed cards and the
terminal's reserve; and the sentence of every reason the game states (those for items held and
trades, ``item_refused`` and ``trade_refused``, are put together by :mod:`.window_words`).
Nothing here decides a rule.
"""

from __future__ import annotations

from typing import Sequence

from meeple.engine.words import Phrase
from meeple.games.dday_dice.words.card_words import card_name
from meeple.games.dday_dice.words.pieces import award_word
from meeple.games.dday_dice.words.reading import Obs, edition_of, seat_name, sector_label
from meeple.games.dday_dice.words.tags import DIM
from meeple.games.dday_dice.words.vocabulary import phase_titles

#: Each reason's sentence; ``{...}`` the facts the reason carries.
REFUSAL_WORDS: dict[str, str] = {
    "phase": "recruited and found only in Phase 3",
    "decision-first": "a decision comes first (casualties or a card's choice)",
    "done": "you are done with Phase 3 this turn",
    "chance": "a card is being drawn",
    "another-acts": "{seat} acts first (one unit at a time, fewer soldiers first)",
    "has-it": "the unit already has it",
    "killed": "killed: never recruited again",
    "held": "{seat} has it",
    "not-in-hand": "not in your hand (Random Specialists)",
    "not-solo": "not used in solo play",
    "bound": "found only in sector {sector}",
    "not-in-reserve": "not in the reserve",
    "auxiliary-held": "one Auxiliary specialist at a time: the unit has the {specialist}",
    "unique-in-play": "one Unique specialist in play at a time: the {specialist} is",
    "recruited-this-turn": "one specialist a turn: the unit recruited this turn",
    "stars": "needs {stars} stars, the unit has {has}",
    "no-patch": "recruited without stars only with the Shoulder Patch",
    "no-soldier": "the Shoulder Patch costs a soldier, the unit has none",
    "no-items-on-map": "no items on this map",
    "no-item-sector": "no item is found in this sector",
    "found-this-turn": "one find a turn: the unit found one this turn",
    "item-points": "needs {item_points} item points, the unit has {has}",
    "used-item": "a used item: searched only with the RWB Special Find",
    "courage": "needs {courage} courage, the unit has {has}",
    "no-medals-on-map": "no {awards} on this map",
    "medal-deck-empty": "the {award} deck is empty",
    "medal-this-turn": "one {award} a turn: the unit received one this turn",
    # items held and trades (item_reasons, trade_reasons, window_reasons): window_words.py
    "chance-first": "dice are rolled or a card drawn first",
    "window-closed": "the unit said done for this moment",
    "waits-for": "{seat} decides first",
    "no-item-window": "no item is used in {phase}",
    "casualties-now": "no item is used while casualties are taken",
    "moved": "the unit has moved: items are used before the move",
    "used-by-recruiting": "used to recruit a specialist instead of stars (it costs a soldier)",
    "item-window": "used only {windows}",
    "medal-window": "played only {windows}",
    "def-fixed": "nothing may reduce this sector's DEF",
    "not-in-combat": "items are not used in combat unless the card says so (second edition)",
    "guns-silent": "no machine-gun fire in the unit's sector this turn",
    "no-guns-adjacent": "no machine-gun fire in an adjacent sector this turn",
    "in-bunker": "not in a bunker",
    "def-zero": "the sector's DEF is 0 already",
    "not-in-bunker": "used only in a bunker",
    "no-blue-die": "no blue die in the Final Tally",
    "no-skull": "no skull in the Final Tally",
    "no-mgf-dice": "no machine-gun fire die rolled to change",
    "no-other-unit": "no other unit on the beach to copy",
    "hero-only": "courage and stars are spent in combat only with a Hero",
    "nothing-to-change": "nothing it can change now",
    "jeep-used": "one reroll a turn: the Jeep rerolled a die this turn",
    "no-die-to-reroll": "no die to reroll (not one locked on the first roll)",
    "trades-in-supply-and-combat": "units trade in Phase 3 and in combat after the machine-gun fire",
    "trades-outside-combat": "units trade in every phase but combat",
    "other-sector": "{seat} is in sector {sector}: units trade in one sector (a Carrier Pigeon reaches any)",
    "nothing-to-give": "the unit has nothing to give",
    "given-this-phase": "the unit holds only what it was given this phase, and gives none of it on",
}


def refusal_words(why: Obs, obs: Obs, names: Sequence[str] = ()) -> str:
    """One reason the game states, in words (``{"reason": "stars", "stars": 4, "has": 1}`` ->
    ``needs 4 stars, the unit has 1``)."""
    facts = {key: value for key, value in why.items() if key != "reason"}
    if "seat" in facts:
        facts["seat"] = seat_name(names, facts["seat"])
    if "sector" in facts:
        facts["sector"] = sector_label(obs, facts["sector"])
    if "specialist" in facts:
        facts["specialist"] = card_name(str(facts["specialist"]))
    if "windows" in facts:
        facts["windows"] = windows_words(facts["windows"], edition_of(obs))
    if "phase" in facts:
        facts["phase"] = phase_titles(edition_of(obs)).get(str(facts["phase"]), str(facts["phase"]))
    reason = str(why.get("reason"))
    return REFUSAL_WORDS.get(reason, reason).format(award=award_word(obs), awards=award_word(obs, 1), **facts)


#: The moments an item is used (:data:`.item_effects.WINDOW_ORDER`), ``{supply}`` and ``{move}``
#: the number of the edition's phase.
WINDOW_WORDS: dict[str, str] = {
    "final-count": "at the end of Phase 1",
    "supply": "in {supply}",
    "move": "in {move}, before the unit moves",
    "pre-mgf": "in combat, before the machine-gun fire",
    "post-mgf": "in combat, after the machine-gun fire",
}


def windows_words(windows: Sequence[str], edition: int) -> str:
    """``in Phase 4, before the unit moves or in combat`` (both combat windows: ``in combat``)."""
    titles = phase_titles(edition)
    numbers = {key: titles.get(key, key).split(":")[0] for key in ("supply", "move")}
    said = [WINDOW_WORDS.get(w, w).format(**numbers) for w in windows if not ({"pre-mgf", "post-mgf"} <= set(windows)
                                                                                 and w in ("pre-mgf", "post-mgf"))]
    if {"pre-mgf", "post-mgf"} <= set(windows):
        said.append("in combat")
    return ", ".join(said[:-1]) + " or " + said[-1] if len(said) > 1 else "".join(said)


def cards_refused(obs: Obs, unit: Obs, names: Sequence[str] = ()) -> dict[str, str]:
    """Why each card of the reserve is not offered to ``unit`` now, by the card's id."""
    return {card: refusal_words(why, obs, names) for card, why in (unit.get("reserve_refused") or {}).items()}


def medal_refused(obs: Obs, unit: Obs, names: Sequence[str] = ()) -> str | None:
    """Why ``unit`` may not buy a medal now (``Buying an award: needs 6 courage, the unit has
    2``; None: it may, or the game states nothing)."""
    why = unit.get("medal_refused")
    return f"Buying {award_word(obs, 2)}: {refusal_words(why, obs, names)}" if why else None


def not_offered_lines(obs: Obs, unit: Obs, names: Sequence[str] = ()) -> list[Phrase]:
    """Phase 3, for the unit to act: the reserve's cards not offered, a line for each reason
    (its own cards left out), then why no medal may be bought."""
    if obs.get("phase") != "supply" or unit.get("seat") not in (obs.get("to_act") or []):
        return []
    by_words: dict[str, list[str]] = {}
    for card, why in (unit.get("reserve_refused") or {}).items():
        if why.get("reason") != "has-it":
            by_words.setdefault(refusal_words(why, obs, names), []).append(card_name(card))
    lines: list[Phrase] = [[(f"Not offered: {', '.join(cards)}: {words}", DIM)] for words, cards in by_words.items()]
    medal = medal_refused(obs, unit, names)
    return lines + ([[(medal, DIM)]] if medal else [])


#: The kinds of gift a unit may be given (:data:`.windows._FIELDS`), in words.
GIFT_WORDS: dict[str, str] = {"soldier": "soldiers", "courage": "courage", "star": "stars", "item-point": "item points"}


def not_given_on(unit: Obs) -> list[str]:
    """Why the unit offers no gift of what it was given this phase (``received_this_phase``:
    it gives none of it on in the same phase, docs/rulings.md DDD-23), as one line (none: []). """
    given = [GIFT_WORDS.get(str(what)) or card_name(str(what)) for what in unit.get("received_this_phase") or []]
    return [f"not given on this phase (it was given them): {', '.join(given)}"] if given else []
