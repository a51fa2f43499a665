"""The post-game review: how much of a seat's result was its play and how much its luck.

At every decision of the seat where it had a choice, the search (:mod:`meeple.agents.mcts`,
from what the seat knew then) finds the best action (the one it searched most); then the best
and the chosen action are each valued as a win probability by the same number of playouts with
the same seed (common random numbers, so their difference is not drowned in noise): ``best``,
``chosen``, and the **loss**, how much the choice gave away (``best - chosen``, never below 0). Between two decisions of the
seat, chance and the other seats move its win probability: the **luck** before a decision is its
value there less the value the seat expected after its previous choice, and the last luck is the
result less that expectation. So the result is the first decision's value, less the losses'
effect (``chosen - best``), plus the luck:

    result = start + sum(chosen - best) + sum(luck)

(exact by construction; each term carries the search's noise). In a solo or cooperative game,
luck is chance alone; with opponents it includes their moves.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

from meeple.agents.search_names import make_search_agent
from meeple.engine.errors import OptionsError
from meeple.engine.record import GameRecord, StepReplay

#: Simulations per decision reviewed.
REVIEW_SIMULATIONS = 200
#: The fewest playouts that value the chosen and the best action.
MIN_SAMPLES = 24


@dataclass(frozen=True)
class Decision:
    """One decision of the seat, valued by the search."""

    move: int
    chosen: str
    chosen_value: float
    best: str
    best_value: float
    loss: float
    #: How far chance and the other seats moved the seat's win probability since its last choice.
    luck_before: float


@dataclass
class Review:
    """A seat's decisions, its losses and its luck over one game."""

    seat: int
    decisions: list[Decision] = field(default_factory=list)
    start: float | None = None
    result: float | None = None
    final_luck: float = 0.0

    @property
    def total_loss(self) -> float:
        return sum(d.loss for d in self.decisions)

    @property
    def total_luck(self) -> float:
        return sum(d.luck_before for d in self.decisions[1:]) + self.final_luck

    def mistakes(self, count: int = 5) -> list[Decision]:
        """The decisions that gave away most, worst first."""
        return sorted((d for d in self.decisions if d.loss > 0), key=lambda d: -d.loss)[:count]

    def to_json(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "start": self.start,
            "result": self.result,
            "total_loss": self.total_loss,
            "total_luck": self.total_luck,
            "decisions": [asdict(d) for d in self.decisions],
            "biggest_mistakes": [d.move for d in self.mistakes()],
        }


def review(record: GameRecord, seats: list[int] | None = None, simulations: int = REVIEW_SIMULATIONS,
           seed: int = 0) -> list[Review]:
    """Review every decision of ``seats`` (default: every seat) in ``record``."""
    replay = StepReplay(record)
    game, state = replay.game, replay.state
    chosen_seats = list(range(state.num_players)) if seats is None else seats
    for seat in chosen_seats:
        if not 0 <= seat < state.num_players:
            raise OptionsError(f"--seat {seat}: this game has seats 0-{state.num_players - 1}")
    reviews = {seat: Review(seat) for seat in chosen_seats}
    expected: dict[int, float | None] = {seat: None for seat in chosen_seats}
    before = state.clone()
    for step in replay.steps():
        seat = step.player
        if step.index is not None and seat in reviews and len(before.legal_actions(seat)) > 1:
            agent = make_search_agent(game, f"mcts:{simulations}", seed + step.index)
            best = agent.search(before, seat)[0].action
            played = game.format_action(step.action)
            samples = max(MIN_SAMPLES, simulations // 2)
            best_value = agent.value_of(before, seat, best, samples, seed + step.index)
            chosen_value = best_value if step.action == best else agent.value_of(
                before, seat, step.action, samples, seed + step.index)
            last = expected[seat]
            reviews[seat].start = best_value if reviews[seat].start is None else reviews[seat].start
            reviews[seat].decisions.append(Decision(
                move=step.index + 1, chosen=played, chosen_value=chosen_value,
                best=game.format_action(best), best_value=best_value,
                loss=max(0.0, best_value - chosen_value),
                luck_before=0.0 if last is None else best_value - last,
            ))
            expected[seat] = chosen_value
        before = state.clone()
    if state.is_over():
        returns = state.returns()
        for seat, one in reviews.items():
            one.result = returns[seat]
            last = expected[seat]
            one.final_luck = 0.0 if last is None else returns[seat] - last
    return list(reviews.values())
