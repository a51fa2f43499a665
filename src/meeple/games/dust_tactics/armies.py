"""The armies a game is played with (rulebook p. 19, "Costo delle unità (AP)").

"Nella Scatola Base si trovano cinque unità per ogni fazione: un veicolo, un eroe e tre
squadre di fanteria." "Quando si sceglie uno scenario bisogna che i punti armata delle due
fazioni non sorpassino quelli indicati."

A scenario may list the armies (``[armies]``); otherwise each faction fields its default
core-set army: the subset of its five core units with the most army points within the
scenario's limit, ties broken in favour of the units listed first in the core set
(docs/rulings.md, DT-29).
"""

from __future__ import annotations

from itertools import combinations

from meeple.engine.errors import ContentError, RuleNotImplementedError
from meeple.games.dust_tactics.scenarios import Scenario
from meeple.games.dust_tactics.units import CORE_SET, Faction, UnitCard, load_units, unit

FACTIONS: tuple[Faction, Faction] = ("allies", "axis")

#: The skills meeple implements (pp. 20-22): Fast, Black Ops' initiative die, and the dice of
#: Advanced and Superior Reactive Fire (:mod:`.skills`). Any other skill is refused at
#: set-up with RuleNotImplementedError (docs/rules-coverage.md lists them).
IMPLEMENTED_SKILLS: frozenset[str] = frozenset(
    {"fast", "black-ops", "advanced-reactive-fire", "superior-reactive-fire"}
)


def army_points(cards: tuple[UnitCard, ...]) -> int:
    """The army's total AP ("Il valore in AP è indicato in un cerchio")."""
    return sum(card.ap for card in cards)


def default_army(faction: Faction, limit: int) -> tuple[UnitCard, ...]:
    """The faction's core-set units with the most AP within ``limit`` (DT-29)."""
    core = tuple(c for c in (unit(i) for i in CORE_SET) if c.faction == faction)
    best: tuple[UnitCard, ...] = ()
    for size in range(len(core), 0, -1):
        for subset in combinations(core, size):
            if army_points(subset) <= limit and army_points(subset) > army_points(best):
                best = subset
    if not best:
        raise ContentError(f"no {faction} core unit fits within {limit} army points")
    return best


def army(scenario: Scenario, faction: Faction) -> tuple[UnitCard, ...]:
    """The army ``faction`` fields in ``scenario``: the scenario's list, or the default one.
    ContentError for an unknown card, a card of the other faction or an army over the limit;
    RuleNotImplementedError for a unit with a skill meeple does not implement yet."""
    if scenario.armies is None:
        cards = default_army(faction, scenario.army_points)
    else:
        known = {c.id: c for c in load_units()}
        cards = ()
        for card_id in scenario.armies.of(faction):
            if card_id not in known:
                raise ContentError(f"scenario {scenario.id}: armies: unknown unit {card_id!r}")
            if known[card_id].faction != faction:
                raise ContentError(f"scenario {scenario.id}: armies: {card_id} is not an {faction} unit")
            cards += (known[card_id],)
    total = army_points(cards)
    if total > scenario.army_points:
        raise ContentError(
            f"scenario {scenario.id}: the {faction} army costs {total} AP, over the limit of {scenario.army_points} (p. 19)"
        )
    for card in cards:
        missing = [s for s in card.skills if s not in IMPLEMENTED_SKILLS]
        if missing:
            raise RuleNotImplementedError(
                f"{card.name} has the skill(s) {', '.join(missing)}, not implemented yet (see docs/rules-coverage.md)"
            )
    return cards
