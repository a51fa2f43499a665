"""The faces of every roll, told in the roll's event (display data: it decides nothing).

Each chance outcome is a roll of Dust Tactics dice (rulebook p. 3, "Dadi": "due facce con il
simbolo [colpo] e quattro facce vuote"). The events of a roll already say what was rolled for
(a weapon line at a target, a cover save, a close-combat reply, a reaction die, a command
squad's test, a Self-Repair, the set-up's and the initiative's rolls) and how many dice scored;
this module adds the faces themselves, as they fell, so that a display can draw the dice:

- ``faces``: ``["hit", "blank", ...]``, the faces rolled (an initiative, terrain or cover
  placement roll, where both sides roll, holds one list per side, the Allies' first);
- ``scores``: the face that counts in this roll (``"hit"``, ``"blank"``), or None when no face
  does: an attack die scores on the hit (p. 12), an indirect fire's and a Spotter's on the
  blank (p. 15, p. 22; :mod:`.scoring`); a cover roll saves on the face the unit card's cover
  value shows (p. 13; :mod:`.cover_roll`); every other roll counts its hits.

A roll's faces are told in the event of that roll, after the roll is made: nothing is drawn
before chance answers (the state holds no dice to come).
"""

from __future__ import annotations

from typing import Any, Final, Sequence, TYPE_CHECKING

from meeple.engine.core import Event
from meeple.games.dust_tactics.attack import DiceRoll, UnitTarget
from meeple.games.dust_tactics.cover_roll import saving_face
from meeple.games.dust_tactics.dice import Face

if TYPE_CHECKING:
    from meeple.games.dust_tactics.state import DtState

#: Each face as an event writes it (its value, read once: an enum's ``value`` is a property).
FACE_TEXT: Final[dict[Face, str]] = {face: face.value for face in Face}
#: The events that tell one roll of one side.
ROLL_EVENTS: Final = frozenset({
    "attack-roll", "attack-reroll", "phaser-damage-roll", "reply-roll", "cover-save", "damage-resilient",
    "reaction-roll", "order-roll", "self-repair",
})
#: The events that tell a roll of both sides (told once the second side has rolled).
PAIR_EVENTS: Final = frozenset({"initiative-roll", "terrain-roll", "cover-roll"})


def scoring_face(state: "DtState") -> Face | None:
    """The face that counts in the roll due now (see the module docstring)."""
    attack = state.attack
    if state.rolls or attack is None:
        return Face.HIT
    step = attack.next_step()
    if not isinstance(step, DiceRoll):
        return Face.HIT
    if step.purpose == "cover":
        target = attack.target(step.unit)
        return saving_face(target.state.card, target.cover) if isinstance(target, UnitTarget) else None
    return Face.HIT if attack.read(step, (Face.HIT,)) == (Face.HIT,) else Face.BLANK


def tell_faces(events: list[Event], start: int, faces: Sequence[Face], scores: Face | None) -> None:
    """Write ``faces`` (the roll just made) and ``scores`` into the first event from ``start``
    that tells a roll and has no faces yet; a both-sides roll gets each side's faces, read
    from its dice and hits (a roll's outcome is its hits then its blanks, ``roll hhbbb``)."""
    for event in events[start:]:
        kind = event.get("type")
        if "faces" in event:
            continue
        if kind in ROLL_EVENTS:
            event["faces"] = [FACE_TEXT[face] for face in faces]
            event["scores"] = FACE_TEXT[scores] if scores is not None else None
            return
        if kind in PAIR_EVENTS:
            event["faces"] = [_canonical(int(d), int(h)) for d, h in zip(event["dice"], event["hits"])]
            event["scores"] = Face.HIT.value
            return


def _canonical(dice: int, hits: int) -> list[str]:
    return [Face.HIT.value] * hits + [Face.BLANK.value] * (dice - hits)


def faces_told(events: Sequence[Event]) -> list[list[str]]:
    """Every roll the ``events`` tell, in order, as its faces (a both-sides roll as two)."""
    told: list[list[str]] = []
    for event in events:
        faces: Any = event.get("faces")
        if faces is None:
            continue
        if event.get("type") in PAIR_EVENTS:
            told.extend(list(side) for side in faces)
        else:
            told.append(list(faces))
    return told
