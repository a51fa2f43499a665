"""Command squads and their abilities (rulebook p. 23, "COMPETENZE DELLE SQUADRE COMANDO").

"Una squadra comando è una squadra speciale composta da un ufficiale, un radiotelegrafista, un
meccanico, un infermiere e un portatore di arma speciale. Ogni membro della squadra ricopre un
ruolo unico. Le squadre comando sono caratterizzate dalla competenza Command Squad sulla
propria scheda unità." "Quando una miniatura della squadra viene eliminata, la squadra perde
la specializzazione e l'equipaggiamento associati alla miniatura. Il portatore di arma
speciale non ha nessuna competenza particolare". Each role is the model carrying the weapon
line marked with it (``role`` in the unit data, DT-82): lose the model, lose the ability
(:func:`has_role`).

The abilities, each a Skill action (:mod:`.skill_action`), and the one always on:

- Relay (radioman): "Questa capacità è sempre attiva e non necessita né di azioni né di tiri
  di dado." It lets the officer's order reach "un'unità in qualsiasi parte del campo di
  battaglia"; "la capacità Relay non consente riparazioni a distanza", "non permette
  guarigioni a distanza".
- Artillery Strike (radioman): "Il radiotelegrafista può utilizzare la radio per ordinare un
  tiro d'artiglieria" (:mod:`.artillery`).
- Get Moving You Bunch of Monkeys! (officer): "Effettuate un'azione Skill e lanciate un dado.
  Se ottenete un [colpo], potete riattivare un'unità in un quadrato adiacente al vostro
  immediatamente dopo la fine dell'attivazione della squadra comando. [...] Se la squadra
  comando comprende un radiotelegrafista l'ufficiale potrà riattivare un'unità in qualsiasi
  parte del campo di battaglia."
- Makeshift Repair (mechanic): "Effettuate un azione Skill per rigenerare un punto vita di un
  veicolo posto in un quadrato adiacente a quello della squadra comando [...] Questa capacità
  non necessita di tiro di dado per essere applicata e non può essere utilizzata su veicoli
  distrutti."
- Field Repair (mechanic): "Effettuate un azione Skill e lanciate un dado. Ottenendo un [colpo]
  potete concludere l'azione della squadra comando riattivando un veicolo distrutto che può
  rientrare sul campo di battaglia dal lato d'ingresso della sua fazione. Questa capacità non
  funziona se il radiotelegrafista è eliminato. Il meccanico può utilizzare questa competenza
  con successo una sola volta nel corso della partita."
- Get Up, It Ain't That Bad (medic): "Effettuate un'azione Skill per riportare in vita una
  miniatura o restituire un punto vita a un eroe o a un soldato posto in un quadrato adiacente
  al vostro. [...] La miniatura torna in gioco con tutte le sue armi e il pieno di munizioni.
  Questa competenza non può essere utilizzata su una squadra o un eroe già eliminati."
- Come On Guys; We're Going Back Out There (medic): "Effettuate un'azione Skill e lanciate un
  dado. Se ottenete un [colpo] terminate l'azione della squadra comando attivando
  immediatamente una squadra eliminata facendola rientrare sul campo di battaglia dal lato
  d'ingresso della sua fazione. Questa competenza non funziona se il radiotelegrafista è stato
  eliminato. L'infermiere non può far tornare in vita un eroe e non può utilizzare con successo
  questa capacità più di una volta per partita."

And the limits: "Il giocatore può tentare di utilizzare le abilità della squadra comando una
sola volta per turno. Se il tentativo fallisce, bisogna attendere e il turno successivo per
riprovare." (per side: one attempt a turn for the player, or with 3-6 players for his side, p. 7;
DT-87); "La squadra comando non può ordinare delle azioni su sé
stessa"; p. 24: "Se un'unità riparata/riportata in gioco è eliminata una seconda volta nel
calcolo dei punti vittoria conta come una nuova unità distrutta" (:func:`~.victory.credit`
credits every destruction).

Adjacent means one square away, diagonals included (range counted as movement, p. 12), or the
same square (DT-88).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Final, TYPE_CHECKING

from meeple.engine.errors import IllegalActionError
from meeple.games.dust_tactics.battlefield import Square
from meeple.games.dust_tactics.unit_state import UnitState, model_kinds
from meeple.games.dust_tactics.units import CommandRole
from meeple.games.dust_tactics.weapon_range import distance

if TYPE_CHECKING:
    from meeple.games.dust_tactics.state import DtState

SKILL: Final = "command-squad"
#: Each ability and the model whose role it is (p. 23).
ABILITY_ROLE: Final[dict[str, CommandRole]] = {
    "artillery-strike": "radioman",
    "get-moving": "officer",
    "makeshift-repair": "mechanic",
    "field-repair": "mechanic",
    "get-up": "medic",
    "come-on-guys": "medic",
}
ABILITIES: Final[tuple[str, ...]] = tuple(ABILITY_ROLE)
#: The abilities tried with a die: "Alcune capacità necessitano di un tiro di dado".
TESTED: Final[frozenset[str]] = frozenset({"get-moving", "field-repair", "come-on-guys"})
#: The dice of the test: "lanciate un dado".
TEST_DICE: Final = 1
#: The abilities that work only while the radioman stands ("non funziona se il
#: radiotelegrafista è eliminato"), besides the radioman's own Artillery Strike.
NEEDS_RADIOMAN: Final[frozenset[str]] = frozenset({"field-repair", "come-on-guys"})
#: The abilities used with success once a game.
ONCE_A_GAME: Final[frozenset[str]] = frozenset({"field-repair", "come-on-guys"})
#: The kind of a Get Up target that is a hero's hit point.
HERO_POINT: Final = "hero"
#: The kind of a Get Up target that is a model with no counted weapon.
PLAIN_MODEL: Final = "other"


def is_command_squad(unit: UnitState) -> bool:
    """A unit whose card shows Command Squad."""
    return SKILL in unit.card.skills


def has_role(unit: UnitState, role: CommandRole) -> bool:
    """Whether the model of ``role`` still stands in the squad."""
    for index, line in enumerate(unit.card.weapons):
        if line.role == role and unit.carriers(index) > 0:
            return True
    return False


def relay(unit: UnitState) -> bool:
    """Relay, always on while the radioman stands."""
    return is_command_squad(unit) and has_role(unit, "radioman")


def near(a_square: Square | None, b_square: Square | None) -> bool:
    """Adjacent or on the same square (DT-88)."""
    return a_square is not None and b_square is not None and distance(a_square, b_square) <= 1


def ability_open(state: "DtState", squad_id: str, ability: str) -> bool:
    """Whether the squad may try ``ability`` now: a command squad on the battlefield whose
    model of the role stands (and radioman where needed), a side that has not tried an
    ability this turn (with 3-6 players its players share the one attempt, p. 7; DT-87), and a
    once-a-game ability not yet used with success."""
    unit = state.units[squad_id]
    if not is_command_squad(unit) or state.pos.get(squad_id) is None or ability not in ABILITY_ROLE:
        return False
    if state.seat_of[squad_id] in state.markers.tried:
        return False
    if not has_role(unit, ABILITY_ROLE[ability]):
        return False
    if ability in NEEDS_RADIOMAN and not has_role(unit, "radioman"):
        return False
    return not (ability in ONCE_A_GAME and (squad_id, ability) in state.markers.spent)


def _friends(state: "DtState", squad_id: str) -> list[str]:
    seat = state.seat_of[squad_id]
    return [uid for uid in state.units if uid != squad_id and state.seat_of[uid] == seat]


def destroyed_units(state: "DtState", squad_id: str, unit_type: str) -> list[str]:
    """The squad's side's units of ``unit_type`` destroyed and not back in play."""
    return [
        uid for uid in _friends(state, squad_id)
        if uid not in state.pos and uid not in state.joined and uid in state.destroyed
        and state.units[uid].card.type == unit_type
    ]


def get_moving_targets(state: "DtState", squad_id: str) -> list[str]:
    """The units the officer may order to activate: a friendly unit in play, adjacent, or
    anywhere while the radioman relays the order; never the squad itself."""
    here = state.pos.get(squad_id)
    far = relay(state.units[squad_id])
    return [
        uid for uid in _friends(state, squad_id)
        if uid in state.pos and (far or near(here, state.pos[uid]))
    ]


def makeshift_targets(state: "DtState", squad_id: str) -> list[str]:
    """The damaged friendly vehicles on the battlefield next to the squad (no Relay)."""
    here = state.pos.get(squad_id)
    found = []
    for uid in _friends(state, squad_id):
        unit = state.units[uid]
        if unit.card.type == "vehicle" and near(here, state.pos.get(uid)) and unit.hit_points < unit.card.strength:
            found.append(uid)
    return found


def missing_kinds(unit: UnitState) -> list[str]:
    """What Get Up may give back to ``unit``: a model of each kind it lost (the line index it
    carries, or ``other``), a hit point of its joined hero or of the hero it is (``hero``)."""
    found: list[str] = []
    if unit.card.type == "squad":
        full = UnitState.fresh(unit.card).models
        for kind, now, start in zip(model_kinds(unit.card), unit.models, full):
            if now < start:
                found.append(PLAIN_MODEL if kind is None else str(kind))
        if unit.hero is not None and unit.hero.hit_points < unit.hero.card.strength:
            found.append(HERO_POINT)
    elif unit.card.type == "hero" and unit.hit_points < unit.card.strength:
        found.append(HERO_POINT)
    return found


def get_up_targets(state: "DtState", squad_id: str) -> list[tuple[str, str]]:
    """The (unit, kind) the medic may heal: a friendly squad or hero in play next to the squad
    (no Relay), never the squad itself."""
    here = state.pos.get(squad_id)
    return [
        (uid, kind) for uid in _friends(state, squad_id)
        if uid in state.pos and near(here, state.pos[uid]) for kind in missing_kinds(state.units[uid])
    ]


def targets(state: "DtState", squad_id: str, ability: str) -> list[str]:
    """The units ``ability`` may name now (Artillery Strike's are :func:`~.artillery.strike_options`;
    Get Up's kinds are :func:`get_up_targets`)."""
    if ability == "get-moving":
        return get_moving_targets(state, squad_id)
    if ability == "makeshift-repair":
        return makeshift_targets(state, squad_id)
    if ability == "field-repair":
        return destroyed_units(state, squad_id, "vehicle")
    if ability == "come-on-guys":
        return destroyed_units(state, squad_id, "squad")
    if ability == "get-up":
        return list(dict.fromkeys(uid for uid, _ in get_up_targets(state, squad_id)))
    return []


# ---------------------------------------------------------------------- the effects

def repair_point(state: "DtState", vehicle_id: str) -> None:
    """Makeshift Repair: "rigenerare un punto vita"."""
    vehicle = state.units[vehicle_id]
    if vehicle.hit_points >= vehicle.card.strength:
        raise IllegalActionError(f"{vehicle_id} has no damage to repair")
    state.units[vehicle_id] = replace(vehicle, hit_points=vehicle.hit_points + 1)


def heal(state: "DtState", unit_id: str, kind: str) -> None:
    """Get Up: one model of ``kind`` back in the squad (with its weapon; the limited-ammunition
    boxes belong to the whole unit, p. 24, and stay as marked, DT-89), or one hit point back to
    the hero."""
    unit = state.units[unit_id]
    if kind not in missing_kinds(unit):
        raise IllegalActionError(f"{unit_id} has no {kind} to bring back")
    if kind == HERO_POINT:
        if unit.card.type == "hero":
            state.units[unit_id] = replace(unit, hit_points=unit.hit_points + 1)
        elif unit.hero is not None:
            state.units[unit_id] = replace(unit, hero=replace(unit.hero, hit_points=unit.hero.hit_points + 1))
        return
    kinds = model_kinds(unit.card)
    wanted = None if kind == PLAIN_MODEL else int(kind)
    at = kinds.index(wanted)
    models = tuple(n + 1 if i == at else n for i, n in enumerate(unit.models))
    state.units[unit_id] = replace(unit, models=models)


def bring_back(state: "DtState", unit_id: str) -> None:
    """Field Repair, Come On Guys: the destroyed unit comes back whole (a squad without the
    hero it may have had: "L'infermiere non può far tornare in vita un eroe"), every weapon
    loaded, off the battlefield until it enters from its side's edge (DT-90). A skill it used
    "una sola volta per partita" stays used: p. 24's "nuova unità" speaks of victory points
    only, and it is the same card in the same game (DT-90, rules version 5)."""
    old = state.units[unit_id]
    state.units[unit_id] = replace(UnitState.fresh(old.card), skills_spent=old.skills_spent)
    state.pos[unit_id] = None
    state.markers = state.markers.all_loaded(unit_id)
    state._occupancy = None
