"""The phrases a table of Dead Man's Draw shows beside the observation's numbers: its headline
(turn, who plays, the effect being resolved), the Kraken's demand, a seat's kept trait. The
headings of the table are :data:`.glossary.TABLE`. Tags: :mod:`.words`.
"""

from __future__ import annotations

from typing import Sequence

from meeple.engine.words import Phrase, plural
from meeple.games.dead_mans_draw.glossary import PHASES, TABLE
from meeple.games.dead_mans_draw.phrases import Obs, seat, seat_name, trait


def headline(obs: Obs, names: Sequence[str]) -> Phrase:
    """``Dead Man's Draw - turn 4 - Ann plays - resolving: sword``: the turn and who plays
    (or the set-up's step, or the end), and the player's pending choice."""
    phase = obs["phase"]
    if phase == "play":
        head = f"{TABLE['game']} - turn {obs['turn']} - {seat_name(names, obs['current_player'])} plays"
    else:
        head = f"{TABLE['game']} - {PHASES.get(phase, phase)}"
    phrase: Phrase = [(head, "title")]
    pending = obs.get("pending")
    if pending and not pending.get("chance"):
        phrase.append((f" - resolving: {pending['effect']}", "pending"))
    return phrase


def owed(obs: Obs) -> Phrase | None:
    """The cards a Kraken still demands before the player may bank (p. 7); None when none."""
    count = obs.get("kraken_cards_owed", 0)
    if not count:
        return None
    return [(f"Kraken: {plural(count, 'more card')} to add before you may bank", "owed")]


def kept_trait(obs: Obs, number: int, names: Sequence[str]) -> Phrase:
    """Seat ``number``'s kept trait as the observation shows it (revealed, or the viewer's
    own), with its Davy Jones' Locker target; "choosing..." while traits are kept."""
    kept = obs["traits"][number]
    if kept is None:
        return [(TABLE["choosing"] if obs["phase"] == "keep" else TABLE["no_trait"], "dim")]
    phrase: Phrase = [trait(kept)]
    targets = obs.get("locker_targets") or []
    target = targets[number] if number < len(targets) else None
    if target is not None:
        phrase += [(" -> ", ""), seat(names, target)]
    return phrase
