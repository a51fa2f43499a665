"""Destroying cover elements (rulebook p. 13, "DISTRUGGERE GLI ELEMENTI DI COPERTURA").

"Un'unità può tentare di distruggere un elemento di copertura. A tal proposito utilizzate i
valori seguenti: Cassa di Munizioni: 3;2 Blocco Anticarro: 5;4". Read as the vehicle armour
class a weapon line is read against, then the damage points that destroy the element (DT-6);
the values are data (:data:`~.terrain.ELEMENTS`). "Quando un giocatore attacca un'unità e un
elemento di copertura sullo stesso quadrato deve prima colpire l'unità e poi l'elemento di
copertura." An element never rolls for cover, and its damage stays marked from one attack to
the next, as a vehicle's crosses do (DT-26).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from meeple.games.dust_tactics.terrain import ELEMENTS, CoverElement
from meeple.games.dust_tactics.weapon_dice import ArmourClass


@dataclass(frozen=True)
class ElementTarget:
    """A cover element attacked, with the damage points it has taken so far."""

    element: CoverElement
    damage: int = 0

    def __post_init__(self) -> None:
        if self.damage < 0:
            raise ValueError("damage is never negative")

    @property
    def armour(self) -> ArmourClass:
        """Its class in the vehicle column (ammo crate 3, anti-tank block 5)."""
        return ArmourClass.of_element(self.element)

    @property
    def hit_points_left(self) -> int:
        """Damage points it can still take (ammo crate 2, anti-tank block 4, less its damage)."""
        return max(0, ELEMENTS[self.element].hit_points - self.damage)

    @property
    def destroyed(self) -> bool:
        """Whether it is destroyed: the kernel then takes it off the battlefield
        (:meth:`~.battlefield.Battlefield.without_element`)."""
        return self.hit_points_left == 0

    def damaged(self, points: int) -> "ElementTarget":
        """The element after ``points`` more damage points (never beyond destruction)."""
        if points < 0:
            raise ValueError("damage is never negative")
        return replace(self, damage=min(ELEMENTS[self.element].hit_points, self.damage + points))
