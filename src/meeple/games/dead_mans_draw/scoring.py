"""Scoring and the winner (rulebook p. 4, "Determinare il vincitore" and "Pareggio").

"Si conta solo la carta con il valore più alto di ogni seme." -- a player scores the top
card of each suit pile. Golden Scales (p. 9): "Le Sirene valgono 5 punti supplementari":
its holder's Mermaid pile, if any, scores 5 more.

"Se c'è un pareggio, i giocatori in parità contano il numero di carte nelle loro riserve.
Il giocatore con il maggior numero di carte in riserva vince la partita. Se c'è ancora
pareggio entrambi i giocatori condividono la vittoria."
"""

from __future__ import annotations

from typing import Final

from meeple.games.dead_mans_draw.bank import Bank, size
from meeple.games.dead_mans_draw.cards import GOLDEN_SCALES, MERMAID

GOLDEN_SCALES_BONUS: Final = 5


def score(bank: Bank, trait: int) -> int:
    """The score of one bank."""
    total = sum(pile[-1] for pile in bank if pile)
    if trait == GOLDEN_SCALES and bank[MERMAID]:
        total += GOLDEN_SCALES_BONUS
    return total


def winners(banks: list[Bank], traits: list[int]) -> list[int]:
    """The winning seats: highest score, then most banked cards; several if still tied."""
    keys = [(score(b, t), size(b)) for b, t in zip(banks, traits)]
    best = max(keys)
    return [seat for seat, key in enumerate(keys) if key == best]
