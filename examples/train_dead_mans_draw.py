"""Learn to play two-player Dead Man's Draw through the Gymnasium environment, with numpy only.

A small policy network (the seat's observation tensor, log-scaled -> 64 tanh units -> one
logit per action id, and a value head) is trained by policy gradient (REINFORCE with the value
as baseline, an entropy bonus, Adam), illegal actions masked out of the softmax. It plays first
against the random bot, then against the heuristic bot, on alternating seats. Every
``--eval-every`` episodes the greedy policy (the most probable legal action) plays
``--eval-games`` games against each bot; at the end it plays ``--final-games`` against each,
and the win rates are given with Wilson 95% intervals (a shared win counts as a win, as the
engine's returns say). It writes a learning-curve PNG and a JSON summary.

Why numpy and not a deep-learning library: the network is tiny, the environment is the slow
part, and numpy is already needed by the adapters, so the example installs nothing more (no
multi-gigabyte GPU wheels) and runs on one core in a few minutes.

    python examples/train_dead_mans_draw.py [--random-episodes 5000] [--heuristic-episodes 5000]
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
               lr: float, entropy: float) -> None:
        """One policy-gradient step on a batch of decisions and their episodes' rewards."""
        p = self.params
        h, probs, values = self.forward(x, mask)
        advantage = rewards - values
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


def features(obs: Vector) -> Vector:
    """The network's input: the tensor's counts on a log scale."""
    return np.log1p(obs.astype(np.float64))


def play(env: MeepleEnv, policy: Policy, seed: int, rng: np.random.Generator | None) -> tuple[float, list[tuple[Vector, Vector, int]]]:
    """One game: the learner's reward and its decisions (features, mask, action)."""
    obs, info = env.reset(seed=seed)
    done, reward, trace = False, 0.0, []
    while not done:
        mask = info["action_mask"].astype(np.float64)
        action = policy.act(obs, mask, rng)
        trace.append((features(obs), mask, action))
        obs, reward, done, _, info = env.step(action)
    return float(reward), trace


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
    policy = Policy(probe.observation_space.shape[0], int(probe.action_space.n), args.hidden, rng)
    curve: list[dict[str, Any]] = []
    start, episode = time.perf_counter(), 0
    for stage, (opponent, episodes) in enumerate((("random", args.random_episodes), ("heuristic", args.heuristic_episodes))):
        batch: list[tuple[Vector, Vector, int, float]] = []
        for e in range(episodes):
            reward, trace = play(envs[opponent][episode % 2], policy, 10**6 * (stage + 1) + e, rng)
            batch += [(x, m, a, reward) for x, m, a in trace]
            episode += 1
            if (e + 1) % args.batch == 0:
                x, m, a, r = (np.array(col) for col in zip(*batch))
                policy.update(x, m, a.astype(np.int64), r.astype(np.float64), args.lr, args.entropy)
                batch = []
            if episode % args.eval_every == 0:
                rates = evaluate(envs, policy, args.eval_games, 10**8 + episode)
                curve.append({"episode": episode, "opponent": opponent, "seconds": round(time.perf_counter() - start, 1), **rates})
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
    parser.add_argument("--random-episodes", type=int, default=5000)
    parser.add_argument("--heuristic-episodes", type=int, default=5000)
    parser.add_argument("--batch", type=int, default=32, help="games per update")
    parser.add_argument("--hidden", type=int, default=64)
    parser.add_argument("--lr", type=float, default=3e-3)
    parser.add_argument("--entropy", type=float, default=0.01)
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
