"""The armies a game is played with (rulebook p. 19, "Costo delle unità (AP)"; p. 18, "EROI").

"Nella Scatola Base si trovano cinque unità per ogni fazione: un veicolo, un eroe e tre
squadre di fanteria." "Quando si sceglie uno scenario bisogna che i punti armata delle due
fazioni non sorpassino quelli indicati."

Each faction's army comes, first found, from:

1. the game option ``allies_army`` / ``axis_army``: an army itself, as data (what an army
   file parses to, docs/dust-tactics-army-format.md; the terminal reads a file named on its
   command line into it, and no path is ever read here); its ``joins`` decide the heroes'
   squads, and a hero without ``joins`` fights alone (DT-37);
2. the scenario's ``[armies]`` list;
3. the default core-set army: the subset of the faction's five core units with the most army
   points within the scenario's limit, ties broken in favour of the units listed first in
   the core set (docs/rulings.md, DT-29).

Whatever the source, the army is one :class:`~.army.Army` checked by
:func:`~.army.check_army` against the scenario's limit: the rules of an army (known cards,
one faction, the point total, heroes joining, a hero fielded once) live there alone. This
module adds only what the game itself needs: the skills and special weapon rules it implements
(a unit with a burst or reloadable line is refused, DT-44) and the copies of a card its action
table numbers (:data:`~.actions.MAX_COPIES`).
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from typing import Any, Callable, Mapping

from meeple.engine.errors import ContentError, MeepleError, OptionsError, RuleNotImplementedError, excerpt
from meeple.games.dust_tactics.actions import MAX_COPIES, instance_id
from meeple.games.dust_tactics.army import Army, army_content, army_of, army_points, check_army
from meeple.games.dust_tactics.scenarios import Scenario
from meeple.games.dust_tactics.special_weapons import unimplemented_rules
from meeple.games.dust_tactics.units import CORE_SET, Faction, UnitCard, unit

FACTIONS: tuple[Faction, Faction] = ("allies", "axis")
#: The game option holding each faction's army.
ARMY_OPTIONS: dict[Faction, str] = {"allies": "allies_army", "axis": "axis_army"}

#: The skills meeple plays: every skill the rulebook names (pp. 20-23). Where each lives:
#: Fast, Black Ops and the reactive fires in :mod:`.skills`; Badass, Berserk, Blutkreuz Ape and
#: Zombie, Damage Resilient, Self-Repair, Sniper, Spotter, Wiederbelebungsserum and Reload in
#: :mod:`.badass`, :mod:`.berserk`, :mod:`.blutkreuz`, :mod:`.damage_resilient`,
#: :mod:`.self_repair`, :mod:`.sniper`, :mod:`.spotter`, :mod:`.serum`, :mod:`.reload`; Agile
#: and Scout Vehicle in :mod:`.skills_movement`, Assault, All In One, Heroic Attack and Medal of
#: Honor in :mod:`.declared_skills`, Charge, Jump and Tank Head in :mod:`.charge`, :mod:`.jump`,
#: :mod:`.tank_head`; Command Squad and Artillery Strike in :mod:`.command_squads`,
#: :mod:`.artillery` and :mod:`.orders`; Commander's only rule is the joining one of :mod:`.army`.
#: A skill added to the card format before its rule is refused at set-up.
IMPLEMENTED_SKILLS: frozenset[str] = frozenset({
    "fast", "black-ops", "advanced-reactive-fire", "superior-reactive-fire",
    "badass", "berserk", "blutkreuz-ape", "blutkreuz-zombie", "damage-resilient", "self-repair", "sniper",
    "spotter", "wiederbelebungsserum", "reload",
    "agile", "all-in-one", "assault", "charge", "heroic-attack", "jump", "medal-of-honor", "scout-vehicle",
    "tank-head",
    "command-squad", "artillery-strike", "commander",
})

__all__ = [
    "ARMY_OPTIONS", "FACTIONS", "IMPLEMENTED_SKILLS", "FieldedArmy", "army", "army_points", "default_army",
    "field_army",
]


@dataclass(frozen=True)
class FieldedArmy:
    """One faction's army as the game fields it: ``units`` as (unit id, card) in the army's
    order (ids ``hell-boys``, ``hell-boys-2``, ... by copy), ``joins`` as hero id -> squad id,
    and whether the army decided its heroes (an army file) or leaves the choice to the
    set-up (:func:`meeple.games.dust_tactics.flow.start_heroes`)."""

    faction: Faction
    source: str
    units: tuple[tuple[str, UnitCard], ...]
    joins: tuple[tuple[str, str], ...] = ()
    heroes_decided: bool = False

    @property
    def cards(self) -> tuple[UnitCard, ...]:
        return tuple(card for _, card in self.units)


def default_army(faction: Faction, limit: int, cards: Mapping[str, UnitCard] | None = None) -> tuple[UnitCard, ...]:
    """The faction's core-set units with the most AP within ``limit`` (DT-29), read from the game's
    ``cards`` (the packaged ones by default; a player's own, DT-139)."""
    core = tuple(c for c in (cards[i] if cards is not None else unit(i) for i in CORE_SET) if c.faction == faction)
    best: tuple[UnitCard, ...] = ()
    for size in range(len(core), 0, -1):
        for subset in combinations(core, size):
            if army_points(best) < army_points(subset) <= limit:
                best = subset
    if not best:
        raise ContentError(f"no {faction} core unit fits within {limit} army points")
    return best


def field_army(scenario: Scenario, faction: Faction, given: str | Mapping[str, Any] = "",
               cards: Mapping[str, UnitCard] | None = None) -> FieldedArmy:
    """The army ``faction`` fields in ``scenario`` (see the module docstring); ``given`` is the
    value of the faction's army option: empty for none, or an army as data; ``cards`` are the
    game's unit cards (the packaged ones by default, else with a player's own: DT-139,
    :mod:`.given_units`), which the army is checked against and fields.

    An army given that is not an army or breaks a rule is a one-line OptionsError naming the
    option and the first problem (text other than empty is refused, never opened as a file); a
    scenario whose ``[armies]`` break one is a ContentError; a unit with a skill meeple does not
    implement yet is RuleNotImplementedError."""
    if isinstance(given, str) and not given:  # the scenario's army, or the default one: the same every game
        key = (id(scenario), faction, id(cards))
        known = _FIELDED.get(key)
        if known is not None and known[0] is scenario and known[1] is cards:
            return known[2]
        fielded_army = _fielded(scenario, faction, given, cards)
        if len(_FIELDED) >= _REMEMBERED:
            _FIELDED.clear()
        _FIELDED[key] = (scenario, cards, fielded_army)
        return fielded_army
    return _fielded(scenario, faction, given, cards)


#: The armies :func:`field_army` fielded without an army given, by scenario, faction and cards
#: (each object kept with its answer, so an id is never taken for another's), at most
#: :data:`_REMEMBERED` of them: a game's set-up fields the same two armies every time.
_FIELDED: dict[tuple[int, str, int], tuple[Scenario, Mapping[str, UnitCard] | None, FieldedArmy]] = {}
_REMEMBERED = 256


def _fielded(scenario: Scenario, faction: Faction, given: str | Mapping[str, Any],
             cards: Mapping[str, UnitCard] | None) -> FieldedArmy:
    """:func:`field_army`, worked out."""
    option = ARMY_OPTIONS[faction]
    if isinstance(given, str) and given:
        raise OptionsError(
            f"{option}: {excerpt(given)} is not an army: the option holds an army itself, as data; to field an army "
            f"file, name it on your command line (--option {option}=FILE.toml)"
        )
    if not isinstance(given, str):
        source = f"option {option}"
        try:
            chosen = army_content(given, option)
        except ContentError as exc:
            raise OptionsError(str(exc)) from None
        if chosen.faction != faction:
            raise OptionsError(
                f"{option}: faction: an {chosen.faction} army cannot play the {faction} (seat {FACTIONS.index(faction)})"
            )
        fielded = _checked(chosen, scenario, source, lambda text: OptionsError(f"{option}: {text}"), cards)
        return FieldedArmy(faction, source, *fielded, heroes_decided=True)
    if scenario.armies is not None:
        chosen = army_of(faction, scenario.armies.of(faction))
        source = f"scenario {scenario.id}"
        fielded = _checked(chosen, scenario, source, lambda text: ContentError(f"scenario {scenario.id}: armies: {text}"),
                           cards)
    else:
        chosen = army_of(faction, (c.id for c in default_army(faction, scenario.army_points, cards)))
        source = "default"
        fielded = _checked(chosen, scenario, source, lambda text: ContentError(f"scenario {scenario.id}: {text}"), cards)
    return FieldedArmy(faction, source, *fielded)


def _checked(chosen: Army, scenario: Scenario, source: str, error: Callable[[str], MeepleError],
             cards: Mapping[str, UnitCard] | None = None) -> tuple[
    tuple[tuple[str, UnitCard], ...], tuple[tuple[str, str], ...]
]:
    """The army checked against the scenario (and the game's ``cards``), with its game unit ids
    and heroes' squads."""
    verdict = check_army(chosen, scenario, tuple(cards.values()) if cards is not None else None)
    if not verdict.valid:
        more = len(verdict.problems) - 1
        hint = f" (and {more} more problem{'s' if more > 1 else ''}: `meeple army check`)" if more else ""
        raise error(verdict.problems[0] + hint)
    copies: dict[str, int] = {}
    ids: dict[str, str] = {}
    units: list[tuple[str, UnitCard]] = []
    for fielded in verdict.units:
        card = fielded.card
        assert card is not None  # a valid army knows every card
        copies[card.id] = copies.get(card.id, 0) + 1
        if copies[card.id] > MAX_COPIES:
            raise error(f"unit {card.id}: at most {MAX_COPIES} copies of a card in a game (the action table's limit)")
        missing = [s for s in card.skills if s not in IMPLEMENTED_SKILLS]
        if missing:
            raise RuleNotImplementedError(
                f"{source}: {card.name} has the skill(s) {', '.join(missing)}, not implemented yet "
                "(see docs/rules-coverage.md)"
            )
        untagged = [r for line in card.weapons for r in unimplemented_rules(line)]
        if untagged:
            raise RuleNotImplementedError(
                f"{source}: {card.name} has a weapon line with the special rule(s) {', '.join(dict.fromkeys(untagged))}, "
                "not implemented yet (p. 25; see docs/rules-coverage.md)"
            )
        uid = instance_id(card.id, copies[card.id])
        ids[fielded.label] = uid
        units.append((uid, card))
    joins = tuple((ids[f.label], ids[f.joins]) for f in verdict.units if f.joins is not None)
    return tuple(units), joins


def army(scenario: Scenario, faction: Faction) -> tuple[UnitCard, ...]:
    """The cards ``faction`` fields in ``scenario`` without an army file (the scenario's list,
    or the default one)."""
    return field_army(scenario, faction).cards
