"""The play area between the draw pile and the discard pile (rulebook p. 2, "Questo spazio
è l'area di gioco"): the cards of the current turn, in the order they were placed, with
the protections the Anchor, Safe Harbor and Miser give and the Kraken's obligation."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from meeple.games.dead_mans_draw.state import DmdState


def clear_play_area(s: "DmdState") -> None:
    """Empty the play area and forget its protections and obligations."""
    s.play = []
    s.protected = []
    s.protect_next = 0
    s.play_suits = 0
    s.kraken_need = 0


def remove_from_play(s: "DmdState", index: int) -> int:
    """Take the card at ``index`` out of the play area (Parry's discarded Sword)."""
    c = s.play.pop(index)
    s.protected.pop(index)
    s.play_suits &= ~(1 << (c >> 4))
    return c
