"""Phase 1's third roll: which dice may be rolled again after the second.

First edition: the rule text reads either way ("Nel terzo tiro ed ultimo tiro, una parte, o
tutti, i 4 dadi rimanenti possono essere ritirati"), and the FAQ settles it: "puoi ritirare i
4 dadi sbloccati, bloccarne quanti ne vuoi (e metterli con i primi 2 bloccati) e infine se vuoi,
puoi ritirare i rimanenti un'altra volta (la terza)" -- the dice kept at the second roll join
the locked ones (DDD-1).

Second edition (French text, PHASE 1): "Après le premier jet (et seulement à ce moment-là),
choisissez 2 dés à bloquer ; ces dés ne pourront pas être relancés. À l'issue du deuxième jet,
vous pouvez garder ou relancer autant de dés restants que vous voulez, sauf ceux déjà bloqués."
Its roll example, before the third roll, after keeping one of the four dice at the second:
"Nous pouvons choisir de relancer 0 à 4 dés." Only the dice locked after the first roll stay
locked: a die kept at the second roll may still be rerolled at the third (DDE-30).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.games.dday_dice.edition import second

if TYPE_CHECKING:
    from meeple.games.dday_dice.state import DdState


def kept_dice_lock(s: "DdState") -> bool:
    """Whether the dice a unit keeps when it rerolls the others are locked (first edition)."""
    return not second(s)
