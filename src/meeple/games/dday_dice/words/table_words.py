"""The table's words, from the observation: its title (:func:`header`: the game, the rules
played, the map, the turn and the phase), the common reserve (:func:`reserve`), and the lines
under the tables -- this turn's sector effects (:func:`sector_effects`), the marks on the
board (:func:`board_marks`), the machine-gun fire rolled (:func:`mgf_rolled`), a Battle Cry
taken (:func:`battle_cry`), what a unit's sector holds for it before its casualties
(:func:`coming`), why the moves its map draws are not offered (:func:`moves_not_offered`) --
and the end of the game (:func:`result_lines`).
"""

from __future__ import annotations

from typing import Any, Sequence

from meeple.engine.errors import MeepleError
from meeple.engine.words import Phrase, plural
from meeple.games.dday_dice.maps import load_map
from meeple.games.dday_dice.words.card_words import card_cost, card_name, cards_text
from meeple.games.dday_dice.words.phrases import join, phrase
from meeple.games.dday_dice.words.pieces import award_word, unit
from meeple.games.dday_dice.words.reading import Obs, acting_unit, edition_of, located, map_name, sector_label
from meeple.games.dday_dice.words.tags import DIM, EFFECT, FIRE, MARK, RWB, STRONG, SUCCESS, TITLE
from meeple.games.dday_dice.words.vocabulary import COMBAT_WINDOWS, RESULT_WORDS, phase_titles


def edition_words(obs: Obs) -> str:
    """``1st edition``, or ``2nd edition, A Handful of Warriors``: the rules played."""
    words = "2nd edition" if edition_of(obs) == 2 else "1st edition"
    if (obs.get("rule_set") or {}).get("handful_of_warriors"):
        words += ", A Handful of Warriors"
    return words


def header(obs: Obs) -> Phrase:
    """``D-Day Dice (1st edition) - Omaha Beach - turn 3 - Phase 5: combat - after the
    machine-gun fire``: the game, the rules played, the map (a joined board's scenario), the
    turn, the phase and Phase 5's window."""
    text = f"D-Day Dice ({edition_words(obs)}) - {map_name(obs)}"
    phase = str(obs.get("phase"))
    if phase == "over":
        return [(text + " - game over", TITLE)]
    text += f" - turn {obs.get('turn')} - {phase_titles(edition_of(obs)).get(phase, phase)}"
    window = obs.get("combat_stage")
    if phase == "combat" and window:
        text += f" - {COMBAT_WINDOWS.get(str(window), str(window))}"
    return [(text, TITLE)]


def headline(obs: Obs, names: Sequence[str]) -> Phrase:
    """The table's title (:func:`header`) and, while the game goes on, the units to act."""
    out = header(obs)
    to_act = [seat for seat in obs.get("to_act") or [] if isinstance(seat, int) and seat >= 0]
    if obs.get("phase") != "over" and to_act:
        out += phrase(" - to act: ", join([unit(names, seat) for seat in to_act]))
    return out


def reserve(obs: Obs, with_items: bool, with_medals: bool) -> Phrase | None:
    """The common reserve: the items on the table (named with their printed cost in Phase 3,
    when they may be found), how many were used, the vehicle deck and the vehicles abandoned,
    the medal deck and the medals played (None where the map has neither items nor medals)."""
    if not with_items and not with_medals:
        return None
    out: Phrase = []
    if with_items:
        items = list(dict.fromkeys(obs.get("reserve_items") or []))
        finding = obs.get("phase") == "supply" or "honour" in (acting_unit(obs).get("pending") or [])
        out.append(("Reserve: ", STRONG))
        if items:
            costs = ", ".join(card_name(i) + (f" {card_cost(i)}" if card_cost(i) is not None else "") for i in items)
            out += phrase(plural(len(items), "item"), f" ({costs})" if finding else "")
        else:
            out.append(("no item left", DIM))
        out += phrase(f" - used items: {len(obs.get('used_items') or [])}",
                      f" - vehicle deck: {int(obs.get('vehicle_deck_size') or 0)}")
        abandoned = obs.get("vehicles_abandoned") or []
        out += phrase((f" (abandoned: {cards_text(abandoned)})", DIM) if abandoned else "")
    if with_medals:
        out += phrase(" - " if out else "", f"{award_word(obs)} deck: {int(obs.get('medal_deck_size') or 0)}")
        played = obs.get("medals_played") or []
        out += phrase((f" (played: {cards_text(played)})", DIM) if played else "")
    return out


def battle_cry(unit: Obs) -> Phrase | None:
    """A Battle Cry taken as a move: this turn's move costs no courage."""
    return [("Battle Cry: your move this turn costs no courage", RWB)] if unit.get("battle_cry") else None


def result_lines(result: Obs, units: list[Obs], names: Sequence[str]) -> list[Phrase]:
    """The end of the game under the units' victory points (``state.result_summary()`` as a
    record keeps it): the team's victory points, the result, and in a practice run which units
    reached the bunker."""
    lines: list[Phrase] = []
    if result.get("team_victory_points") is not None:
        lines.append([(f"Team victory points (the lowest unit's): {result['team_victory_points']}", STRONG)])
    outcome = str(result.get("result") or "")
    if outcome:
        lines.append([(RESULT_WORDS.get(outcome, outcome), SUCCESS)])
    if outcome in ("practice-over", "training-over"):
        safe = [names[s] for s, u in enumerate(units) if u.get("safe") and s < len(names)]
        lines.append([((" and ".join(safe) + " reached the bunker" if safe else "No unit reached the bunker") + ".",
                       STRONG)])
    return lines


def _sectors(sectors: list[Any], obs: Obs) -> str:
    """``sector 5``, ``sectors 5, 8``: as the board names them."""
    return f"sector{'s' if len(sectors) > 1 else ''} " + ", ".join(sector_label(obs, n) for n in sectors)


def sector_effects(obs: Obs) -> Phrase | None:
    """The sector effects of this turn: DEF cuts, DEF 0, machine-gun fire prevented, machine
    guns silenced for good, unit markers frozen, wire cut."""
    parts = [f"sector {sector_label(obs, sector)} DEF -{cut}" for sector, cut in (obs.get("def_cut") or {}).items()]
    parts += [f"sector {sector_label(obs, n)} DEF 0" for n in obs.get("def_zero") or []]
    if obs.get("mgf_prevented"):
        parts.append("no machine-gun fire in " + _sectors(obs["mgf_prevented"], obs))
    if obs.get("mgf_silenced"):
        parts.append("machine guns silenced for good in " + _sectors(obs["mgf_silenced"], obs))
    if obs.get("markers_frozen"):
        parts.append("unit markers stay as they are (Bronze Star)")
    parts += [f"wire cut in sector {sector_label(obs, n)}: the fenced sectors open from it"
              for n in obs.get("wires_cut") or []]
    return phrase(("This turn: ", STRONG), ("; ".join(parts), EFFECT)) if parts else None


def board_marks(obs: Obs) -> Phrase | None:
    """The marks on the board (the engine's ``board_marks``): each random sector's d6 marker
    and the attribute it gave (Sword Beach, and on Silence the Guns), the bunkers conquered on
    a battle map with several (Gold Beach; Silence the Guns' closed bunker says it in its box)."""
    marks = obs.get("board_marks") or {}
    parts: list[str] = []
    for sector, roll in (marks.get("random_sectors") or {}).items():
        name = ""
        where = located(obs, int(sector))
        for rule in getattr(where.cell, "special", ()) if where is not None else ():
            name = next((f" {o.name}" for o in rule.outcomes if o.roll == roll), name)
        parts.append(f"sector {sector_label(obs, int(sector))}: {roll}{name}")
    conquered = sorted({pair[0] for pair in marks.get("bunkers_conquered") or []})
    if conquered and _bunkers(obs) > 1:
        parts.append("bunkers conquered: " + ", ".join(str(n) for n in conquered))
    return phrase(("Board: ", STRONG), ("; ".join(parts), MARK)) if parts else None


def _bunkers(obs: Obs) -> int:
    """How many bunkers the battle map has (0 for a joined board or a map we do not know)."""
    try:
        return len(load_map(str(obs.get("map"))).bunkers)
    except MeepleError:
        return 0


def mgf_rolled(obs: Obs) -> Phrase | None:
    """This turn's machine-gun fire dice, by sector (once rolled, in Phase 5)."""
    rolls: dict[str, list[int]] = obs.get("mgf") or {}
    if obs.get("phase") != "combat" or not rolls:
        return None
    parts = []
    for sector, dice in rolls.items():
        shown = " + ".join(f"mgf{k} {v}" for k, v in enumerate(dice, start=1))
        parts.append(f"sector {sector_label(obs, sector)}: {shown}" + (f" = {sum(dice)}" if len(dice) > 1 else ""))
    return phrase(("Machine-gun fire: ", FIRE), "; ".join(parts))


def coming(obs: Obs, unit: Obs) -> Phrase | None:
    """Phase 5, after the machine-gun fire: what the unit's sector holds for it (the DEF of its
    sector this turn, the machine-gun dice rolled there), and the casualties the game states it
    would take as things stand (``incoming``: other units may still change them)."""
    if obs.get("phase") != "combat" or obs.get("combat_stage") != "after-mgf" or not isinstance(unit.get("def_here"), int):
        return None
    sector = unit.get("sector")
    rolls = (obs.get("mgf") or {}).get(str(sector)) or []
    fire = f"machine-gun fire {' + '.join(str(v) for v in rolls)}" if rolls else "no machine-gun fire rolled"
    cut = str(sector) in (obs.get("def_cut") or {}) or sector in (obs.get("def_zero") or [])
    printed = f"DEF {unit['def_here']} this turn" + (" before this turn's cut" if cut else "")
    incoming = unit.get("incoming") or {}
    own_fire = f", the sector's fire {incoming['fire']}" if incoming.get("fire") else ""
    total = (f": {plural(int(incoming['casualties']), 'casualty', 'casualties')} as things stand", STRONG) \
        if "casualties" in incoming else ""
    return phrase(("Before your casualties: ", STRONG), f"sector {sector_label(obs, sector)}, {printed}, {fire}{own_fire}",
                  (" (the game counts the casualties once every unit is done)", DIM), total)


#: Why a move is not offered (:mod:`meeple.games.dday_dice.move_reasons`), in words.
REASON_WORDS: dict[str, str] = {
    "bunker-entered": "a unit fights first in the bunker it entered this turn",
    "visited": "already visited (a unit never enters a sector twice)",
    "barrier": "a barrier blocks the way",
    "courage": "it costs {courage} courage (you have {has})",
    "occupied": "1 unit max, and another unit is there",
    "cliff": "the cliff between the two climbing sectors",
    "climb": "a climbing unit advances only after a Final Tally with 4 skulls",
    "wirecutters": "entered only where the Wirecutters were used this turn",
    "battle-cry": "the only way in is a move with the RWB Battle Cry",
    "explosives": "its doors need explosives you do not hold (2 explosion symbols)",
    "never-back": "never back onto a map left",
    "bunker-closed": "closed until the other bunker is conquered",
}


def reason_words(why: Obs) -> str | None:
    """Why a move is not offered, in words (None: a move a Decoy's sacrifice makes, which the
    choices offer)."""
    reason = str(why.get("reason"))
    if reason == "requirement":
        if why.get("decoy"):
            return None
        needs = [f"you must have {card_name(sp)}" if kind == "have" else
                 f"it asks to sacrifice {card_name(sp)}" if kind == "sacrifice" else "it asks to sacrifice a specialist"
                 for kind, sp in why.get("missing") or []]
        return "; ".join(needs) or "a requirement is not met"
    return REASON_WORDS.get(reason, reason).format(courage=why.get("courage"), has=why.get("has"))


def moves_not_offered(obs: Obs, unit: Obs) -> list[Phrase]:
    """Phase 4: the moves the unit's map draws out of its sector that are not offered, a line
    for each reason the game states (``moves_excluded``), the sectors as the board names them."""
    if obs.get("phase") != "move" or unit.get("moves") is None:
        return []
    by_words: dict[str, list[int]] = {}
    for why in unit.get("moves_excluded") or []:
        words = reason_words(why)
        if words is not None:
            by_words.setdefault(words, []).append(int(why["to"]))
    return [[(f"No move to sector {', '.join(sector_label(obs, n) for n in sorted(set(targets)))}: {words}", DIM)]
            for words, targets in by_words.items()]
