"""Wiederbelebungsserum (rulebook p. 22, "COMPETENZE").

"Un eroe dotato di questa competenza possiede fiale del terribile siero che permette di rubare
la forza vitale dei suoi nemici. Quando quest'eroe attacca una squadra o un eroe avversari
([soldati]), recupera un punto vita per ogni [colpo] ottenuto. Recupera i punti vita solo una
volta che tutte le linee d'arma sono state utilizzate. Non può, ovviamente, recuperare più punti
vita di quelli di partenza."

"ESEMPIO: TotenMeister e gli Axis Zombies attaccano una squadra Alleata in corpo a corpo e la
sconfiggono. Durante il combattimento TotenMeister perde tre punti vita. Il giocatore dell'Asse
marca tre croci sulla sua scheda, dal momento in cui gli attacchi corpo a corpo sono simultanei
(benché ne abbia inflitti al proprio avversario). Successivamente, durante lo stesso turno di
gioco, il giocatore Alleato attacca le creature dell'Asse in corpo a corpo con Rhino e The
Hammers. Se TotenMeister sopravvive all'attacco, potrà rigenerare i tre punti vita subiti nello
scontro precedente."

So (DT-71): the hits counted are those of the hero's own weapon lines (the skill is the hero's;
the text does not share it) aimed at enemy squads or heroes, in his attack and in his
close-combat reply to an attack (the example's second fight: close combat is simultaneous, so
replying is attacking); the hero regains one hit point per hit once the whole attack is over
(every line, the reply, the casualties), never above his card's hit points, and only if he
still stands ("Se TotenMeister sopravvive all'attacco"): a hero who lost his last hit point is
out of the game and is not healed, so he is never brought back and scores once for the enemy.
The skill costs no action and is not optional.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Final, TYPE_CHECKING

from meeple.engine.core import Event
from meeple.games.dust_tactics import heroes
from meeple.games.dust_tactics.attack import ATTACKER, Attack, UnitTarget
from meeple.games.dust_tactics.dice import hits
from meeple.games.dust_tactics.unit_state import UnitState, WeaponRef

if TYPE_CHECKING:
    from meeple.games.dust_tactics.state import DtState

SKILL: Final = "wiederbelebungsserum"


def serum_hero(unit: UnitState) -> UnitState | None:
    """The state of the hero with the serum in ``unit``: the unit itself, or its joined hero."""
    if unit.card.type == "hero" and SKILL in unit.card.skills:
        return unit
    if unit.hero is not None and SKILL in unit.hero.card.skills:
        return unit.hero
    return None


def heros_line(unit: UnitState, ref: WeaponRef) -> bool:
    """Whether line ``ref`` of ``unit`` is the serum hero's own."""
    if unit.card.type == "hero":
        return not ref.hero
    return ref.hero


def serum_hits(attack: Attack) -> dict[str, int]:
    """The hits of a serum hero's own lines at enemy squads or heroes in ``attack``, by the
    attack's id of his unit (:data:`~.attack.ATTACKER` for the attacker): the attacker's
    declared shots at soldiers, and the defenders' close-combat replies when the attacker is
    a soldier."""
    found: dict[str, int] = {}
    attacker = attack.attacker
    if serum_hero(attacker) is not None:
        declared = attack.shots[:attack.declared] if attack.declared >= 0 else attack.shots
        for i, shot in enumerate(declared):
            target = attack.target(shot.target)
            if isinstance(target, UnitTarget) and target.state.card.is_infantry and heros_line(attacker, shot.line):
                found[ATTACKER] = found.get(ATTACKER, 0) + attack.hits(i)
    if attacker.card.is_infantry:
        for reply, faces in zip(attack.replies, attack.reply_faces):
            defender = attack.unit(reply.defender)
            if serum_hero(defender) is not None and heros_line(defender, reply.line):
                found[reply.defender] = found.get(reply.defender, 0) + hits(faces or ())
    return found


def healed(hero: UnitState, hits_scored: int) -> UnitState:
    """The hero after regaining one hit point per hit, never above his card's; unchanged when
    he has none left (out of the game)."""
    if hero.hit_points == 0:
        return hero
    return replace(hero, hit_points=min(hero.card.strength, hero.hit_points + hits_scored))


def apply_serum(state: "DtState", attack: Attack, events: list[Event]) -> None:
    """Once the attack is over and written back: each serum hero that scored hits regains
    hit points (a ``serum`` event for each)."""
    for attack_id, scored in serum_hits(attack).items():
        if scored <= 0:
            continue
        unit_id = state.attacker if attack_id == ATTACKER else attack_id
        unit = state.units.get(unit_id)
        hero = serum_hero(unit) if unit is not None else None
        if unit is None or hero is None or hero.hit_points == 0:
            continue
        after = healed(hero, scored)
        if after.hit_points == hero.hit_points:
            continue
        state.units[unit_id] = after if hero is unit else replace(unit, hero=after)
        events.append({
            "type": "serum", "unit": unit_id,
            "hero": (heroes.hero_in(state, unit_id) if hero is not unit else None) or unit_id,
            "hits": scored, "healed": after.hit_points - hero.hit_points, "hit_points_left": after.hit_points,
        })
