"""The notes under a table, from one observation, for a front end that places them itself (the
browser's table, :meth:`.game_words.DDayWords.notes`): each unit's status, marker, Final
Tally and the card effects on it; this turn's sector effects, the marks on the board, the
machine-gun fire rolled, what the viewer's sector holds for it before its casualties, why each
move its map draws is not offered (by sector), why each card of the reserve is not offered
and why a medal may not be bought (:mod:`.refusal_words`), why each item the viewer holds is not
used now and why it is offered no trade with each other unit (:mod:`.window_words`), the common
reserve and, at the end, the result. The same words as the terminal's (:mod:`.table_words`, :mod:`.unit_words`,
:mod:`.dice_words`); nothing here decides a rule.
"""

from __future__ import annotations

from typing import Any, Sequence

from meeple.engine.words import Phrase, phrase_json
from meeple.games.dday_dice.words import refusal_words, table_words, unit_words, window_words
from meeple.games.dday_dice.words.dice_words import tally_line
from meeple.games.dday_dice.words.reading import Obs, acting_unit

Json = dict[str, Any]


def _json(line: Phrase | None) -> list[list[str]] | None:
    return phrase_json(line) if line else None


def unit_notes(obs: Obs, unit: Obs) -> Json:
    """What the table says of one unit: its status, marker, dice and card effects."""
    return {
        "status": _json(unit_words.status(unit, obs)),
        "marker": _json(unit_words.marker(unit)),
        "tally": _json(tally_line(obs, unit, [])) if unit.get("dice") else None,
        "effects": unit_words.effects(unit) + refusal_words.not_given_on(unit),
        "battle_cry": _json(table_words.battle_cry(unit)),
    }


def moves_not_offered(obs: Obs, unit: Obs) -> dict[str, str]:
    """Phase 4: why each move the unit's map draws out of its sector is not offered, by the
    sector's number (``moves_excluded``, :func:`.table_words.reason_words`)."""
    if obs.get("phase") != "move":
        return {}
    out: dict[str, str] = {}
    for why in unit.get("moves_excluded") or []:
        words = table_words.reason_words(why)
        if words is not None:
            key = str(why["to"])
            out[key] = f"{out[key]}; {words}" if key in out else words
    return out


def table_notes(obs: Obs, names: Sequence[str], result: Obs | None = None) -> Json:
    """Every note of the table ``obs`` shows its seat (``result``: the game's end, once over)."""
    me = acting_unit(obs)
    units: list[Obs] = list(obs.get("units") or [])
    return {
        "units": [unit_notes(obs, unit) for unit in units],
        "sector_effects": _json(table_words.sector_effects(obs)),
        "board_marks": _json(table_words.board_marks(obs)),
        "mgf_rolled": _json(table_words.mgf_rolled(obs)),
        "coming": _json(table_words.coming(obs, me)) if me else None,
        "moves_not_offered": moves_not_offered(obs, me) if me else {},
        "reserve_refused": refusal_words.cards_refused(obs, me, names) if me else {},
        "medal_refused": refusal_words.medal_refused(obs, me, names) if me else None,
        "item_refused": window_words.items_refused(obs, me, names) if me else {},
        "vehicle_refused": window_words.vehicles_refused(obs, me, names) if me else {},
        "held_medal_refused": window_words.held_medals_refused(obs, me, names) if me else {},
        "trade_refused": window_words.trades_refused(obs, me, names) if me else {},
        "reserve": _json(table_words.reserve(obs, True, True)),
        "result": [phrase_json(line) for line in table_words.result_lines(result, units, names)] if result else [],
    }
