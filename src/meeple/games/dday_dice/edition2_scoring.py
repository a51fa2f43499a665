"""Second edition: the victory points' sector count.

French rulebook (004_badc40968546fed3.txt), "POINTS DE VICTOIRE (PV)": "Comptez les PV en fin de
partie, dans la victoire ou dans la défaite. ... Conquérir un Bunker : 20 PV. Être la première
Unité à conquérir un Bunker : 20 PV (tous les joueurs qui atteignent cet objectif au même tour
gagnent 20 PV). Victoire – nombre total de Secteurs du Champ de Bataille (Bunker inclus) : x 10
PV. Défaite – le numéro du dernier Secteur occupé : x 10 PV. Pour chaque Soldat encore en vie
dans une Unité : 1 PV. Pour chaque Point de Courage restant à une Unité : 2 PV. Pour chaque
Spécialiste restant dans une Unité : 3 PV. Pour chaque Médaille tirée : 10 PV." The worked
example: "Un joueur en solitaire gagne à Omaha Beach avec 5 Soldats, 2 Courage et 4
Spécialistes restants ... 100 PV pour le nombre total de Secteurs, Bunker inclus (10 Secteurs x
10) ... 161 PV au total". The first edition counts "10 x il numero dell'ultimo settore visitato
prima del bunker" (:mod:`.scoring`).

Only the sector term changes; the bunker, soldier, courage, specialist and medal points are
the first edition's (:func:`.scoring.victory_points`). "Victoire" and "Défaite" are the game's
end ("FIN DE PARTIE : VICTOIRE / DÉFAITE"): after a victory every unit counts the map's sectors,
bunkers included; otherwise each unit counts the number of the sector it last occupied -- the
sector it is in, or fell in (DDE-21).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.games.dday_dice.edition import second
from meeple.games.dday_dice.unit import Unit

if TYPE_CHECKING:
    from meeple.games.dday_dice.state import DdState


def sector_number(s: "DdState", unit: Unit, first_edition: int) -> int:
    """The number the sector points multiply by 10: ``first_edition``'s (the last sector before
    the bunker) in the first edition; the map's sector count after a victory, the last sector
    occupied otherwise, in the second."""
    if not second(s):
        return first_edition
    if s.result == "victory":
        return len(s.board.sectors)
    from meeple.games.dday_dice.joined_play import printed

    return printed(s.board, unit.sector)  # Silence the Guns: the number on its own map (DDM-77)
