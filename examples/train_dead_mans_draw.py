"""Learn to play two-player Dead Man's Draw through the Gymnasium environment, with numpy only.

A small policy network (the seat's observation tensor, log-scaled, with three figures read from
its blocks -> 64 tanh units -> one logit per action id, and a value head) is trained by an
actor-critic policy gradient (advantages by generalised advantage estimation, the win as the
reward with the score margin's change as potential-based shaping, an entropy bonus, Adam),
illegal actions masked out of the softmax. It plays first
against the random bot, then against the heuristic bot, on alternating seats. Every
``--eval-every`` episodes the greedy policy (the most probable legal action) plays
``--eval-games`` games against each bot; at the end it plays ``--final-games`` against each,
and the win rates are given with Wilson 95% intervals (a shared win counts as a win, as the
engine's returns say). It writes a learning-curve PNG and a JSON summary.

Why numpy and not a deep-learning library: the network is tiny, the environment is the slow
part, and numpy is already needed by the adapters, so the example installs nothing more (no
multi-gigabyte GPU wheels) and runs on one core in a few minutes.

    python examples/train_dead_mans_draw.py [--random-episodes 4000] [--heuristic-episodes 4000]
        [--out docs/research] [--seed 1]
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from meeple.games.dead_mans_draw import tensors
from meeple.games.dead_mans_draw.cards import DECK, suit_of, value_of
from meeple.rl.gym_env import MeepleEnv
from meeple.sim.simulate import wilson_interval

Vector = npt.NDArray[np.float64]


class Policy:
    """A one-hidden-layer policy and value network with its Adam optimiser."""

    def __init__(self, inputs: int, actions: int, hidden: int, rng: np.random.Generator) -> None:
        self.params = {
            "w1": rng.normal(0.0, 1.0 / np.sqrt(inputs), (inputs, hidden)), "b1": np.zeros(hidden),
            "wp": rng.normal(0.0, 0.01, (hidden, actions)), "bp": np.zeros(actions),
            "wv": np.zeros((hidden, 1)), "bv": np.zeros(1),
        }
        self.moments = {k: (np.zeros_like(v), np.zeros_like(v)) for k, v in self.params.items()}
        self.steps = 0

    def forward(self, x: Vector, mask: Vector) -> tuple[Vector, Vector, Vector]:
        """Hidden units, action probabilities (zero where illegal) and values, for a batch."""
        p = self.params
        h = np.tanh(x @ p["w1"] + p["b1"])
        logits = h @ p["wp"] + p["bp"]
        logits = np.where(mask > 0, logits, -1e9)
        logits -= logits.max(axis=1, keepdims=True)
        e = np.exp(logits) * (mask > 0)
        return h, e / e.sum(axis=1, keepdims=True), (h @ p["wv"] + p["bv"])[:, 0]

    def update(self, x: Vector, mask: Vector, actions: npt.NDArray[np.int64], rewards: Vector,
               ends: Vector, lr: float, entropy: float, lam: float) -> None:
        """One actor-critic step on a batch of whole games' decisions: each decision's reward
        and whether it ended its game; advantages by generalised advantage estimation."""
        p = self.params
        h, probs, values = self.forward(x, mask)
        advantage = np.zeros_like(values)
        running = 0.0
        for t in range(len(values) - 1, -1, -1):
            following = 0.0 if ends[t] else values[t + 1]
            running = rewards[t] + following - values[t] + (0.0 if ends[t] else lam * running)
            advantage[t] = running
        n = len(actions)
        onehot = np.zeros_like(probs)
        onehot[np.arange(n), actions] = 1.0
        logp = np.log(probs + 1e-12) * (mask > 0)
        ent_grad = -probs * (logp - (probs * logp).sum(axis=1, keepdims=True))
        d_logits = -((onehot - probs) * advantage[:, None] + entropy * ent_grad) / n
        d_value = -(advantage / n)[:, None]
        d_h = (d_logits @ p["wp"].T + d_value @ p["wv"].T) * (1.0 - h**2)
        grads = {
            "wp": h.T @ d_logits, "bp": d_logits.sum(0), "wv": h.T @ d_value, "bv": d_value.sum(0),
            "w1": x.T @ d_h, "b1": d_h.sum(0),
        }
        self.steps += 1
        for key, grad in grads.items():
            m, v = self.moments[key]
            m *= 0.9
            m += 0.1 * grad
            v *= 0.999
            v += 0.001 * grad**2
            p[key] -= lr * (m / (1 - 0.9**self.steps)) / (np.sqrt(v / (1 - 0.999**self.steps)) + 1e-8)

    def act(self, obs: Vector, mask: Vector, rng: np.random.Generator | None) -> int:
        """Sample an action (``rng``) or take the most probable legal one (None)."""
        _, probs, _ = self.forward(features(obs)[None, :], mask[None, :])
        if rng is None:
            return int(np.argmax(probs[0]))
        return int(rng.choice(len(probs[0]), p=probs[0]))


BLOCKS = tensors.layout(2)
#: Each card slot's suit and value (the tensor counts cards in the order of the deck).
SUIT_OF_SLOT = np.array([suit_of(c) for c in DECK])
DECK_VALUES = np.array([value_of(c) for c in DECK], dtype=np.float64)


def features(obs: Vector) -> Vector:
    """The network's input: the tensor's counts on a log scale, and three figures read from
    its documented blocks that a push-your-luck player weighs (rulebook p. 3): the chance
    that the next card busts (its suit already in the play area), the cards in play, and
    their value."""
    play = obs[BLOCKS["play_area"]]
    pile = obs[BLOCKS["draw_pile"]]
    in_play = np.bincount(SUIT_OF_SLOT, weights=play, minlength=10) > 0
    per_suit = np.bincount(SUIT_OF_SLOT, weights=pile, minlength=10)
    bust = float(per_suit[in_play].sum() / per_suit.sum()) if per_suit.sum() else 0.0
    extra = np.array([bust, play.sum() / 10.0, float(play @ (DECK_VALUES / 9.0)) / 10.0])
    return np.concatenate([np.log1p(obs.astype(np.float64)), extra])


def margin(obs: Vector) -> float:
    """The seat's score minus the other's, read from the tensor's ``scores`` block."""
    scores = obs[BLOCKS["scores"]]
    return float(scores[0] - scores[1])


def play(env: MeepleEnv, policy: Policy, seed: int, rng: np.random.Generator | None,
         shaping: float = 0.0) -> tuple[float, list[tuple[Vector, Vector, int, float, bool]]]:
    """One game: the learner's reward and its decisions (features, mask, action, reward,
    last). A decision's reward is ``shaping`` times the change of the score margin until the
    learner's next decision, and the game's reward on the last one (potential-based shaping:
    the best policy is the same, the credit comes sooner)."""
    obs, info = env.reset(seed=seed)
    done, reward, trace = False, 0.0, []
    while not done:
        mask = info["action_mask"].astype(np.float64)
        action = policy.act(obs, mask, rng)
        trace.append((features(obs), mask, action, margin(obs)))
        obs, reward, done, _, info = env.step(action)
    margins = [before for *_, before in trace] + [margin(obs)]
    last = len(trace) - 1
    return float(reward), [
        (x, m, a, shaping * (margins[t + 1] - margins[t]) + (float(reward) if t == last else 0.0), t == last)
        for t, (x, m, a, _) in enumerate(trace)
    ]


def evaluate(envs: dict[str, list[MeepleEnv]], policy: Policy, games: int, seed: int) -> dict[str, float]:
    """The greedy policy's win rate against each bot, on alternating seats."""
    return {
        bot: float(np.mean([play(seats[g % 2], policy, seed + g, None)[0] for g in range(games)]))
        for bot, seats in envs.items()
    }


def train(args: argparse.Namespace) -> dict[str, Any]:
    rng = np.random.default_rng(args.seed)
    envs = {bot: [MeepleEnv("dead-mans-draw", 2, seat=s, opponents=bot) for s in (0, 1)] for bot in ("random", "heuristic")}
    probe = envs["random"][0]
    policy = Policy(len(features(probe.observation_space.sample())), int(probe.action_space.n), args.hidden, rng)
    curve: list[dict[str, Any]] = []
    start, episode = time.perf_counter(), 0
    for stage, (opponent, episodes) in enumerate((("random", args.random_episodes), ("heuristic", args.heuristic_episodes))):
        batch: list[tuple[Vector, Vector, int, float, bool]] = []
        won: list[float] = []
        for e in range(episodes):
            reward, trace = play(envs[opponent][episode % 2], policy, 10**6 * (stage + 1) + e, rng, args.shaping)
            batch += trace
            won.append(reward)
            episode += 1
            if (e + 1) % args.batch == 0:
                x, m, a, r, ends = (np.array(col) for col in zip(*batch))
                policy.update(x, m, a.astype(np.int64), r.astype(np.float64), ends, args.lr, args.entropy, args.lam)
                batch = []
            if episode % args.eval_every == 0:
                rates = evaluate(envs, policy, args.eval_games, 10**8 + episode)
                curve.append({"episode": episode, "opponent": opponent, "seconds": round(time.perf_counter() - start, 1),
                              "training_win_rate": float(np.mean(won[-args.eval_every:])), **rates})
                print(json.dumps(curve[-1]), flush=True)
    final = {}
    for bot, seats in envs.items():
        wins = sum(play(seats[g % 2], policy, 10**9 + g, None)[0] for g in range(args.final_games))
        low, high = wilson_interval(wins, args.final_games)
        final[bot] = {"games": args.final_games, "win_rate": wins / args.final_games, "interval_95": [low, high]}
    arguments = {key: str(value) if isinstance(value, Path) else value for key, value in vars(args).items()}
    return {"curve": curve, "final": final, "seconds": round(time.perf_counter() - start, 1), "arguments": arguments}


def plot(result: dict[str, Any], path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    curve = result["curve"]
    episodes = [point["episode"] for point in curve]
    fig, ax = plt.subplots(figsize=(7, 4))
    for bot in ("random", "heuristic"):
        ax.plot(episodes, [point[bot] for point in curve], marker=".", label=f"greedy policy vs {bot} bot")
    switch = next((p["episode"] for p in curve if p["opponent"] == "heuristic"), None)
    if switch is not None:
        ax.axvline(switch - result["arguments"]["eval_every"], color="grey", linestyle=":", label="training opponent: random -> heuristic")
    ax.axhline(0.5, color="black", linewidth=0.5)
    ax.set_xlabel("training games")
    ax.set_ylabel(f"win rate ({result['arguments']['eval_games']} games per point)")
    ax.set_ylim(0, 1)
    ax.set_title("Dead Man's Draw, 2 players: policy gradient (numpy)")
    ax.legend(loc="lower right", fontsize=8)
    fig.tight_layout()
    fig.savefig(path, dpi=100)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--random-episodes", type=int, default=4000)
    parser.add_argument("--heuristic-episodes", type=int, default=4000)
    parser.add_argument("--batch", type=int, default=16, help="games per update")
    parser.add_argument("--hidden", type=int, default=64)
    parser.add_argument("--lr", type=float, default=0.01)
    parser.add_argument("--entropy", type=float, default=0.01)
    parser.add_argument("--shaping", type=float, default=0.05, help="weight of the score margin's change")
    parser.add_argument("--lam", type=float, default=0.9, help="generalised advantage estimation's lambda")
    parser.add_argument("--eval-every", type=int, default=1000)
    parser.add_argument("--eval-games", type=int, default=200)
    parser.add_argument("--final-games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", type=Path, default=Path("docs/research"))
    args = parser.parse_args(argv)
    result = train(args)
    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / "dead-mans-draw-training.json").write_text(json.dumps(result, indent=1) + "\n")
    plot(result, args.out / "dead-mans-draw-learning-curve.png")
    for bot, row in result["final"].items():
        low, high = row["interval_95"]
        print(f"vs {bot}: {row['win_rate']:.3f} [{low:.3f}, {high:.3f}] over {row['games']} games")
    print(f"{result['seconds']} s")


if __name__ == "__main__":
    main()
