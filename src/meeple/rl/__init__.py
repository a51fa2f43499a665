"""Research interfaces (a front end: it never decides a rule; docs/research.md).

- :mod:`meeple.rl.gym_env`: a Gymnasium environment, one seat learning against bots;
  registered as ``meeple/DeadMansDraw-v0``, ``meeple/DDayDice-v0`` and ``meeple/DustTactics-v0``.
- :mod:`meeple.rl.aec_env`: a PettingZoo AEC environment, every seat an agent.
- :mod:`meeple.rl.openspiel_game`: each game as a pyspiel Python game (``import
  meeple.rl.openspiel_game`` registers ``meeple_dead_mans_draw``, ``meeple_dday_dice``,
  ``meeple_dust_tactics``).
- :mod:`meeple.rl.openspiel_sampled`: the same games with sampled chance (``meeple_*_sampled``).

Needs the optional extra: ``pip install 'meeple[rl]'``. A version ``-vN`` is bumped when the
game's rules version or its spaces change (docs/research.md, "Versions").
"""

from __future__ import annotations

import gymnasium

#: Gymnasium ids and the meeple game each one plays.
GYM_IDS: dict[str, str] = {
    "meeple/DeadMansDraw-v0": "dead-mans-draw",
    "meeple/DDayDice-v0": "dday-dice",
    "meeple/DustTactics-v0": "dust-tactics",
}

for _env_id, _game in GYM_IDS.items():
    if _env_id not in gymnasium.registry:
        gymnasium.register(id=_env_id, entry_point="meeple.rl.gym_env:MeepleEnv", kwargs={"game": _game})
