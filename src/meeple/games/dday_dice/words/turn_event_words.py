"""The sentences of the turn's own events (:data:`TURN_SENTENCES`, by the event's ``type``):
a phase, a move or a stay, upkeep's gains, a Battle Cry, the losses (casualties, soldiers,
specialists, machine-gun fire, landmines), a unit safe or lost, the end of the game. A sector
is named as the board names it (:func:`.reading.sector_label`: ``M8`` on Silence the Guns).
"""

from __future__ import annotations

from typing import Mapping, Sequence

from meeple.engine.core import Event
from meeple.engine.words import Phrase, plural
from meeple.games.dday_dice.rwb import BATTLE_CRY_SOLDIERS
from meeple.games.dday_dice.words.card_words import card_name
from meeple.games.dday_dice.words.phrases import join, phrase
from meeple.games.dday_dice.words.pieces import who
from meeple.games.dday_dice.words.reading import Obs, edition_of, sector_label, sectors_named
from meeple.games.dday_dice.words.sentences import EventSentence
from meeple.games.dday_dice.words.tags import CARD, EFFECT, GAIN, LOSS, LOST, PHASE, STRONG, SUCCESS, TITLE
from meeple.games.dday_dice.words.vocabulary import RESOURCE_GAINS, RESULT_WORDS, phase_titles


def _move(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    spent = int(event.get("courage_spent") or 0)
    cost = f" (spends {spent} courage)" if spent else ""
    to = sector_label(board, event.get("to"))
    if event.get("bunker"):
        return phrase(who(names, event), (f" storms the bunker, sector {to}{cost}", STRONG))
    if event.get("retreat"):
        return phrase(who(names, event), f" retreats down the cliff to sector {to}")
    return phrase(who(names, event), f" moves to sector {to}{cost}")


def _stay(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    return phrase(who(names, event), f" stays in sector {sector_label(board, event.get('sector'))}")


def _must_move(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    sector = sector_label(board, event.get("sector"))
    return phrase(who(names, event), (f" must leave sector {sector} next move", LOSS), " (its marker shows must-move)")


def _casualties(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    where = f"in sector {sector_label(board, event.get('sector'))}"
    if "lost" not in event:  # casualties to assign: how they fall is told by later events
        count, cause = int(event.get("count") or 0), sectors_named(board, str(event.get("cause") or ""))
        if not count and not event.get("specialists"):
            return phrase(who(names, event), f" loses no soldiers {where}")
        out = phrase(who(names, event), (f" takes {plural(count, 'casualty', 'casualties')}", LOSS))
        if event.get("specialists"):
            out += phrase((f" and must lose {plural(int(event['specialists']), 'specialist')}", LOSS))
        return out + phrase(f" ({cause})" if cause else f" {where}")
    lost = int(event.get("lost") or 0)
    if not lost:
        return phrase(who(names, event), f" loses no soldiers {where} ({event.get('soldiers_left')} left)")
    return phrase(who(names, event), (f" loses {plural(lost, 'soldier')}", LOSS),
                  f" {where} ({event.get('soldiers_left')} left)")


def resources_sentence(event: Event, names: Sequence[str]) -> Phrase:
    """Upkeep's gains. Their totals also count colourless results (a Scout's tool, a vehicle's,
    the sector's bonus or penalty, the Marksman's soldiers): a total that differs from what the
    Final Tally earns alone (the event's ``sources``) says so: ``12 item points (Final Tally 3
    + other sources 9)``; an event without its sources claims no split."""
    earned: Mapping[str, int] | None = (event.get("sources") or {}).get("final_tally")
    gains: list[Phrase] = []
    other = False
    for field_, one, many in RESOURCE_GAINS:
        n = int(event.get(field_) or 0)
        if not n:
            continue
        gain = f"{n} {one if n == 1 else many}"
        if earned is not None and earned.get(field_, 0) != n:
            gain += f" (Final Tally {earned.get(field_, 0)} + other sources {n - earned.get(field_, 0)})"
            other = True
        gains.append([(gain, GAIN)])
    if not gains:
        return phrase(who(names, event), " gains nothing from the Final Tally")
    if earned is None:
        source = " from the Final Tally and any colourless results"
    else:
        source = " in upkeep" if other else " from the Final Tally"
    return phrase(who(names, event), " gains ", join(gains, " and "), source)


def _resources(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    return resources_sentence(event, names)


def _battle_cry(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    if event.get("choice") == "soldiers":
        return phrase(who(names, event), f"'s Battle Cry: +{BATTLE_CRY_SOLDIERS} soldiers")
    return phrase(who(names, event), "'s Battle Cry: this turn's move costs no courage")


def _handful_of_warriors(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    gained, kept = int(event.get("gained") or 0), int(event.get("kept") or 0)
    return phrase(who(names, event), f" keeps {kept} of the {plural(gained, 'soldier')} gained in upkeep",
                  " (A Handful of Warriors)")


def _soldiers_lost(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    count = int(event.get("count") or 0)
    if not count:
        return []  # the casualties fell on specialists: their lines tell it
    return phrase(who(names, event), (f" loses {plural(count, 'soldier')}", LOSS))


def _specialist_lost(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    return phrase(who(names, event), "'s ", (card_name(str(event.get("specialist"))), CARD),
                  (" falls (never to be recruited again)", LOSS))


def _mgf(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    return [(f"Machine-gun fire on sector {sector_label(board, event.get('sector'))}: a {event.get('die')}", LOSS)]


def _special_damage(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    if not event.get("courage"):
        return phrase(who(names, event), " has no courage for the machine-gun fire to take")
    return phrase(who(names, event), (f" loses {event.get('courage')} courage to machine-gun fire", LOSS))


def _minefield(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    return phrase(who(names, event), f" crosses landmines: rolls {event.get('die')}, ",
                  (f"{event.get('casualties')} casualties", LOSS))


def _minefield_ignored(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    return phrase(who(names, event), " crosses the landmines unharmed (Mine Detector)")


def _hero_save(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    return phrase(who(names, event), f"'s Hero saves a soldier for 1 {event.get('spent')}")


def _safe(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    return phrase(who(names, event), (" is safe in the bunker!", SUCCESS))


def _unit_lost(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    return phrase(who(names, event), (" is lost: ", LOST), sectors_named(board, str(event.get("cause", ""))))


def _four_of_a_kind(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    gained = int(event.get("soldiers") or 0)
    return phrase(who(names, event), f" shows four of a kind in sector {sector_label(board, event.get('sector'))}: ",
                  (f"+{gained} soldiers", GAIN) if gained > 0 else (f"{gained} soldiers", LOSS))


def _soldiers_found(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    return phrase(who(names, event), " finds ", (plural(int(event.get("soldiers") or 0), "soldier"), GAIN))


def _markers_kept(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    return [("The unit markers are not turned this turn (Bronze Star)", EFFECT)]


def _marker_die(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    return phrase(who(names, event), f" rolls a unit-marker die: {event.get('face')} "
                                     f"(+{event.get('soldiers')} soldiers, +{event.get('stars')} stars)")


def _set_up_draw(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    card = (card_name(str(event.get("card"))), CARD)
    if "seat" in event:
        return phrase(who(names, event), " draws ", card)
    return phrase("Drawn for the common reserve: ", card)


def _game_over(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    result = str(event.get("result"))
    return [(f"Game over after turn {event.get('turn')}: {RESULT_WORDS.get(result, result)}", TITLE)]


def phase_line(event: Event, edition: int | None = None) -> Phrase:
    """A new turn, or a new phase named as the table's title names it in ``edition``."""
    phase_id = str(event.get("phase"))
    if phase_id == "roll":
        return [(f"-- Turn {event.get('turn')} --", TITLE)]
    return [(phase_titles(edition).get(phase_id, phase_id), PHASE)]


def _phase(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    return phase_line(event, edition_of(board) if board.get("rule_set") else None)


#: The sentences of the turn's own events, by the event's type.
TURN_SENTENCES: dict[str, EventSentence] = {
    "phase": _phase,
    "move": _move,
    "stay": _stay,
    "must-move": _must_move,
    "casualties": _casualties,
    "resources": _resources,
    "battle-cry": _battle_cry,
    "handful-of-warriors": _handful_of_warriors,
    "soldiers-lost": _soldiers_lost,
    "specialist-lost": _specialist_lost,
    "mgf": _mgf,
    "special-damage": _special_damage,
    "minefield": _minefield,
    "minefield-ignored": _minefield_ignored,
    "hero-save": _hero_save,
    "safe": _safe,
    "unit-lost": _unit_lost,
    "four-of-a-kind": _four_of_a_kind,
    "soldiers-found": _soldiers_found,
    "markers-kept": _markers_kept,
    "marker-die": _marker_die,
    "set-up-draw": _set_up_draw,
    "game-over": _game_over,
}
