"""Making an attack, step by step, with the rulebook's worked examples (pp. 11-14, 24): targets
declared per weapon line, every line rolled, one cover roll per target, damage, the owner's
casualties, lines spent on destroyed targets, limited ammunition, Sustained Attack, and close
combat with the defender's simultaneous reply. Dice are scripted: every roll is an input.
Rulings DT-18 to DT-27."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dt_attack_helpers import fresh, ref, roll
from dt_helpers import ALLIES, AXIS, board, place, sq, unit
from meeple.engine.errors import IllegalActionError
from meeple.games.dust_tactics.attack import ATTACKER, Attack, CasualtyChoice, DiceRoll, Target, UnitTarget
from meeple.games.dust_tactics.casualties import Casualty
from meeple.games.dust_tactics.cover import cover_against
from meeple.games.dust_tactics.cover_destruction import ElementTarget
from meeple.games.dust_tactics.dice import Face, faces
from meeple.games.dust_tactics.limited_ammo import boxes_left
from meeple.games.dust_tactics.targets import ELEMENT_SIGHT_TYPE, Shot, aim_problem
from meeple.games.dust_tactics.terrain import Cover, CoverElement
from meeple.games.dust_tactics.unit_state import UnitState
from meeple.games.dust_tactics.units import unit as card
from meeple.games.dust_tactics.weapon_dice import ArmourClass


def remove(attack: Attack, unit_id: str, *casualties: Casualty) -> Attack:
    """The owner of ``unit_id`` removes ``casualties``, one choice each."""
    for casualty in casualties:
        step = attack.next_step()
        assert isinstance(step, CasualtyChoice) and step.unit == unit_id, step
        attack = attack.choose(casualty)
    return attack


SHOTGUN, FLAMETHROWER, PLAIN = Casualty(carries=0), Casualty(carries=1), Casualty(carries=None)
STG_MODEL, FLAMMER_MODEL = Casualty(carries=0), Casualty(carries=2)


def test_the_sturmpioniere_shoot_the_hell_boys() -> None:
    """p. 12: "Una squadra completa di Sturmpioniere incontra una squadra di cinque Hell Boys. I
    soldati nemici sono a due quadrati di distanza ... Gli Sturmpioniere lanciano 4 dadi per le
    StG 47 (uno per ogni soldato che porta l'arma). Lanciano inoltre un dado per il Panzerfaust.
    Le StG 47 ottengono 2 [colpi], e il Panzerfaust 1 [colpo]. La squadra di Hell Boys subisce
    quindi tre danni e tre miniature vengono tolte dal tavolo di gioco, lasciandone solo due."
    (DT-18)"""
    field = board("ooo", "ooo", "ooo")
    units = place(a1=unit(AXIS, "squad"), c1=unit(ALLIES, "squad"))
    for weapon in ("StG 47", "Panzerfaust"):
        line = card("sturmpioniere").weapon(weapon)
        assert aim_problem(field, units, line, sq("a1"), "squad", sq("c1"), "squad", ArmourClass("infantry", 2)) is None
    cover = cover_against(field, units, sq("a1"), "squad", sq("c1"), "squad")
    attack = Attack.declare(
        fresh("sturmpioniere"),
        {"hell-boys": UnitTarget(fresh("hell-boys"), cover)},
        [Shot(ref("sturmpioniere", "StG 47"), "hell-boys"), Shot(ref("sturmpioniere", "Panzerfaust"), "hell-boys")],
    )
    attack = roll(attack, "attack", "hell-boys", 4, "hhbb")
    attack = roll(attack, "attack", "hell-boys", 1, "h")
    attack = remove(attack, "hell-boys", SHOTGUN, SHOTGUN, PLAIN)
    assert attack.done and attack.next_step() is None
    assert attack.unit("hell-boys").model_count == 2
    assert boxes_left(attack.attacker, ref("sturmpioniere", "Panzerfaust")) == 2


def test_a_line_aimed_at_a_target_destroyed_by_another_line_is_spent() -> None:
    """p. 12: "Gli Sturmpioniere attaccano i Death Dealers con il Flammerwerfer 40 e con gli
    Knife & Grenade; attaccano i The Hammers con la StG 47 e il Panzerfaust. Se le StG 47
    eliminano i The Hammers, il giocatore dell'Asse non può reindirizzare il Panzerfaust sui
    Death Dealers. Una volta annunciato l'obiettivo di una linea d'armamento non si può più
    cambiare." "deve eliminare una munizione anche se un'altra arma ha distrutto precedentemente
    l'obiettivo." (The Flammerwerfer 40 is a special weapon and is left out; DT-22.)"""
    death_dealers = fresh("death-dealers")
    attack = Attack.declare(
        fresh("sturmpioniere"),
        {"hammers": UnitTarget(fresh("the-hammers")), "death-dealers": UnitTarget(death_dealers)},
        [Shot(ref("sturmpioniere", "StG 47"), "hammers"), Shot(ref("sturmpioniere", "Panzerfaust"), "hammers"),
         Shot(ref("sturmpioniere", "Knife & Grenade"), "death-dealers")],
    )
    attack = roll(attack, "attack", "hammers", 4, "hhhb")
    attack = roll(attack, "attack", "hammers", 1, "h")
    assert "hammers" in attack.destroyed()
    # the close combat with the Death Dealers follows; they reply with their knives
    attack = roll(attack, "attack", "death-dealers", 5, "bbbbb")
    attack = roll(attack, "reply", "death-dealers", 5, "bbbbb")
    assert attack.done
    assert attack.unit("death-dealers") == death_dealers
    assert boxes_left(attack.attacker, ref("sturmpioniere", "Panzerfaust")) == 2


def test_the_close_combat_example() -> None:
    """p. 14: "Una squadra completa di Hell Boys attacca una squadra completa di Sturmpioniere che
    si trova su un quadrato adiacente. Il giocatore Alleato annuncia che gli Hell Boys
    utilizzeranno Knife & Grenade contro gli Sturmpioniere sopravvissuti all'attacco. L'Alleato
    utilizza tutte le sue linee d'armamento causando tre danni. Il giocatore dell'Asse ritira tre
    miniature. A questo punto le due squadre avversarie attaccano simultaneamente con Knife &
    Grenade. Lanciano i dadi per tutte le miniature rimaste, cioè 5 Hell Boys e 2 Sturmpioniere.
    Gli Hell Boys ottengono due [colpi] gli Sturmpioniere un [colpo]. Il giocatore dell'Asse
    ritira due miniature e la squadra è interamente persa. Il giocatore Alleato ritira una
    miniatura conservandone quattro." (The three damages come from the Shotgun here: the
    Flamethrower is a special weapon; DT-21, DT-25.)"""
    attack = Attack.declare(
        fresh("hell-boys"),
        {"sturmpioniere": UnitTarget(fresh("sturmpioniere"))},
        [Shot(ref("hell-boys", "Shotgun"), "sturmpioniere"), Shot(ref("hell-boys", "Knife & Grenade"), "sturmpioniere")],
    )
    attack = roll(attack, "attack", "sturmpioniere", 9, "hhhbbbbbb")
    attack = remove(attack, "sturmpioniere", STG_MODEL, STG_MODEL, FLAMMER_MODEL)
    attack = roll(attack, "attack", "sturmpioniere", 5, "hhbbb")
    attack = roll(attack, "reply", "sturmpioniere", 2, "hb")
    attack = remove(attack, ATTACKER, PLAIN)
    assert attack.done
    assert attack.destroyed() == ("sturmpioniere",)
    assert attack.attacker.model_count == 4


def test_close_combat_has_no_cover_roll_but_the_other_weapons_do() -> None:
    """p. 13: "Non può esistere un tiro di copertura nel combattimento corpo a corpo (portata C)."
    p. 14: "E' evidente che il combattimento corpo a corpo è estremamente efficace contro le
    unità al coperto"."""
    attack = Attack.declare(
        fresh("hell-boys"),
        {"sturmpioniere": UnitTarget(fresh("sturmpioniere"), Cover.HARD)},
        [Shot(ref("hell-boys", "Shotgun"), "sturmpioniere"), Shot(ref("hell-boys", "Knife & Grenade"), "sturmpioniere")],
    )
    attack = roll(attack, "attack", "sturmpioniere", 9, "hbbbbbbbb")
    attack = roll(attack, "cover", "sturmpioniere", 1, "b")  # saved on a blank (HARD COVER)
    attack = roll(attack, "attack", "sturmpioniere", 5, "hbbbb")
    attack = roll(attack, "reply", "sturmpioniere", 5, "bbbbb")
    attack = remove(attack, "sturmpioniere", STG_MODEL)
    assert attack.done and attack.unit("sturmpioniere").model_count == 4


def test_the_hell_boys_in_hard_cover_lose_one_model_of_four_hits() -> None:
    """p. 13: the Heavy Flak Grenadiers "ottiene 4 [colpi]" on Hell Boys on an anti-tank block;
    "Gli Hell Boys effettuano il loro tiro di copertura ottenendo 3 [vuoti] e 1 [colpo]. ... Un
    Hell Boys è comunque perso". (Six Flak-Werfer dice, reconstructed: DT-1.)"""
    field = board("oooo", "oAoo", "oooo")
    units = place(b2=unit(ALLIES, "squad"), d2=unit(AXIS, "squad"))
    cover = cover_against(field, units, sq("d2"), "squad", sq("b2"), "squad")
    assert cover is Cover.HARD
    attack = Attack.declare(
        fresh("heavy-flak-grenadiers"),
        {"hell-boys": UnitTarget(fresh("hell-boys"), cover)},
        [Shot(ref("heavy-flak-grenadiers", "Flak-Werfer"), "hell-boys")],
    )
    attack = roll(attack, "attack", "hell-boys", 6, "hhhhbb")
    attack = roll(attack, "cover", "hell-boys", 4, "bbbh")
    attack = remove(attack, "hell-boys", FLAMETHROWER)
    assert attack.done and attack.unit("hell-boys").model_count == 4
    assert attack.unit("hell-boys").carriers(0) == 3


def test_one_cover_roll_for_all_the_lines_aimed_at_a_squad() -> None:
    """p. 11: "Dichiarate l'obiettivo di ogni arma e lanciate il numero di dadi indicati sulla
    linea d'armamento. Verificate i tiri di copertura e definite i danni." (DT-22)"""
    attack = Attack.declare(
        fresh("sturmpioniere"),
        {"hell-boys": UnitTarget(fresh("hell-boys"), Cover.SOFT)},
        [Shot(ref("sturmpioniere", "StG 47"), "hell-boys"), Shot(ref("sturmpioniere", "Panzerfaust"), "hell-boys")],
    )
    attack = roll(attack, "attack", "hell-boys", 4, "hbbb")
    attack = roll(attack, "attack", "hell-boys", 1, "h")
    attack = roll(attack, "cover", "hell-boys", 2, "hh")  # SOFT COVER saves on hits
    assert attack.done and attack.unit("hell-boys").model_count == 5


def test_a_vehicle_loses_hit_points_and_rolls_no_cover() -> None:
    """p. 12: "Per i veicoli e gli eroi, smarcate sulla scheda unità un numero di croci
    corrispondente ai danni." p. 13: "I tiri di copertura si applicano solo alle squadre di
    fanteria." The Panzerfaust's damage per hit against the Blackhawk is its vehicle value."""
    blackhawk = fresh("blackhawk")
    faust = card("sturmpioniere").weapon("Panzerfaust").against("vehicle", card("blackhawk").armour)
    attack = Attack.declare(
        fresh("sturmpioniere"),
        {"blackhawk": UnitTarget(blackhawk, Cover.SOFT)},
        [Shot(ref("sturmpioniere", "Panzerfaust"), "blackhawk")],
    )
    attack = roll(attack, "attack", "blackhawk", faust.dice, "h" * faust.dice)
    assert attack.done
    assert attack.unit("blackhawk").hit_points == max(0, blackhawk.hit_points - faust.dice * faust.damage)


def test_a_sustained_attack_rerolls_the_misses_of_each_line_once() -> None:
    """p. 7: "L'unità attivata spende le sue due azioni per fare un attacco sostenuto. In questo
    caso l'unità può rilanciare una volta i tiri [mancati] per ogni linea d'armamento." p. 24:
    "Se si effettua un sustained attack, si devono rilanciare i dadi normalmente." (DT-20)"""
    attack = Attack.declare(
        fresh("sturmpioniere"),
        {"hell-boys": UnitTarget(fresh("hell-boys"))},
        [Shot(ref("sturmpioniere", "StG 47"), "hell-boys"), Shot(ref("sturmpioniere", "Panzerfaust"), "hell-boys")],
        sustained=True,
    )
    attack = roll(attack, "attack", "hell-boys", 4, "hbbb")
    attack = roll(attack, "sustained", "hell-boys", 3, "hbb")
    attack = roll(attack, "attack", "hell-boys", 1, "h")  # no miss: nothing to reroll
    assert attack.hits(0) == 2 and attack.hits(1) == 1
    attack = remove(attack, "hell-boys", PLAIN, FLAMETHROWER)  # then only Shotgun models: no choice
    assert attack.done and attack.unit("hell-boys").model_count == 2


def test_close_combat_weapons_may_make_a_sustained_attack_but_the_reply_does_not_reroll() -> None:
    """p. 14: "Le armi di portata C possono realizzare un attacco sostenuto." (DT-25)"""
    attack = Attack.declare(
        fresh("hell-boys"),
        {"sturmpioniere": UnitTarget(fresh("sturmpioniere"))},
        [Shot(ref("hell-boys", "Knife & Grenade"), "sturmpioniere")],
        sustained=True,
    )
    attack = roll(attack, "attack", "sturmpioniere", 5, "bbbbb")
    attack = roll(attack, "sustained", "sturmpioniere", 5, "hhhhh")
    attack = roll(attack, "reply", "sturmpioniere", 5, "bbbbb")
    assert attack.done and attack.destroyed() == ("sturmpioniere",)


def test_a_hero_replies_in_close_combat_with_its_own_weapons() -> None:
    """p. 14: "Se un eroe possiede un'arma di portata C, può ugualmente utilizzare quest'arma per
    attaccare. Quindi tutte le armi di portata C possono essere usate in un attacco o in una
    replica di corpo a corpo." Rhino's two Heavy Rocket Punch lines each reply, unmultiplied."""
    punch = card("rhino").weapons[0].against("infantry", 2).dice
    attack = Attack.declare(
        fresh("sturmpioniere"),
        {"rhino": UnitTarget(fresh("rhino"))},
        [Shot(ref("sturmpioniere", "Knife & Grenade"), "rhino")],
    )
    knife = card("sturmpioniere").weapon("Knife & Grenade").against("infantry", card("rhino").armour).dice
    attack = roll(attack, "attack", "rhino", 5 * knife, "b" * 5 * knife)
    attack = roll(attack, "reply", "rhino", punch, "b" * punch)
    attack = roll(attack, "reply", "rhino", punch, "h" + "b" * (punch - 1))
    attack = remove(attack, ATTACKER, STG_MODEL)
    assert attack.done and attack.attacker.model_count == 4


def test_a_squad_fires_at_most_one_limited_munition_per_model_a_turn() -> None:
    """p. 24: "Gli Sturmpioniere trasportano tre Panzerfaust. Durante la partita tre soldati della
    squadra vengono eliminati, di cui due con Panzerfaust. I due Sturmpioniere rimasti trasportano
    sempre tre Panzerfaust ma possono utilizzarne solo due per turno." (DT-24)"""
    sturm = fresh("sturmpioniere")
    two_left = UnitState(sturm.card, models=(1, 1), ammo_spent=sturm.ammo_spent)
    faust = ref("sturmpioniere", "Panzerfaust")
    targets = {"hell-boys": UnitTarget(fresh("hell-boys"))}
    with pytest.raises(IllegalActionError, match="one per model in play"):
        Attack.declare(two_left, targets, [Shot(faust, "hell-boys")] * 3)
    attack = Attack.declare(two_left, targets, [Shot(faust, "hell-boys")] * 2)
    attack = roll(attack, "attack", "hell-boys", 1, "b")
    attack = roll(attack, "attack", "hell-boys", 1, "b")
    assert attack.done and boxes_left(attack.attacker, faust) == 1
    with pytest.raises(IllegalActionError, match="one per model in play"):
        Attack.declare(attack.attacker, targets, [Shot(faust, "hell-boys")])
    next_turn = attack.attacker.new_turn()
    assert Attack.declare(next_turn, targets, [Shot(faust, "hell-boys")]).next_step() is not None


def test_limited_ammunition_ends_with_the_boxes() -> None:
    """p. 24: "fate una croce su un quadratino per ogni munizione usata." """
    sturm = fresh("sturmpioniere")
    faust = ref("sturmpioniere", "Panzerfaust")
    empty = UnitState(sturm.card, models=sturm.models, ammo_spent=(0, 3, 0, 0))
    with pytest.raises(IllegalActionError, match="0 left"):
        Attack.declare(empty, {"hell-boys": UnitTarget(fresh("hell-boys"))}, [Shot(faust, "hell-boys")])


def test_each_line_has_one_target_and_must_be_able_to_harm_it() -> None:
    """p. 11: "Ogni linea d'armamento colpisce il suo proprio obiettivo." p. 4: "lo Shotgun non
    potrà mai infliggere danni ad un'unità 4." A line no model carries any more rolls nothing
    (DT-27)."""
    hell_boys = fresh("hell-boys")
    targets = {"a": UnitTarget(fresh("sturmpioniere")), "b": UnitTarget(fresh("death-dealers"))}
    shotgun = ref("hell-boys", "Shotgun")
    with pytest.raises(IllegalActionError, match="one target per attack"):
        Attack.declare(hell_boys, targets, [Shot(shotgun, "a"), Shot(shotgun, "b")])
    with pytest.raises(IllegalActionError, match="cannot harm"):
        Attack.declare(hell_boys, {"lara": UnitTarget(fresh("hans"))}, [Shot(shotgun, "lara")])
    no_shotguns = UnitState(hell_boys.card, models=(0, 1, 1), ammo_spent=hell_boys.ammo_spent)
    with pytest.raises(IllegalActionError, match="no model in play carries it"):
        Attack.declare(no_shotguns, targets, [Shot(shotgun, "a")])
    with pytest.raises(IllegalActionError, match="unknown target"):
        Attack.declare(hell_boys, targets, [Shot(shotgun, "c")])


def test_a_squad_and_the_cover_element_on_its_square_need_two_lines() -> None:
    """p. 13: "Quando una squadra e un elemento di copertura occupano lo stesso quadrato non
    possono essere colpiti dalla stessa arma. Se un giocatore vuole colpire entrambi deve
    utilizzare due linee d'armamento differenti. Quando un giocatore attacca un'unità e un
    elemento di copertura sullo stesso quadrato deve prima colpire l'unità e poi l'elemento di
    copertura." The squad rolls for the crate's cover even if the crate falls in this attack
    (DT-26)."""
    sturm = fresh("sturmpioniere")
    stg, faust = ref("sturmpioniere", "StG 47"), ref("sturmpioniere", "Panzerfaust")
    targets: dict[str, Target] = {
        "hell-boys": UnitTarget(fresh("hell-boys"), Cover.SOFT), "crate": ElementTarget(CoverElement.AMMO_CRATE),
    }
    pair = [frozenset({"hell-boys", "crate"})]
    with pytest.raises(IllegalActionError, match="same weapon"):
        Attack.declare(sturm, targets, [Shot(faust, "hell-boys"), Shot(faust, "crate")], same_square=pair)
    against_crate = card("sturmpioniere").weapon("Panzerfaust").against("vehicle", 3)
    attack = Attack.declare(sturm, targets, [Shot(stg, "hell-boys"), Shot(faust, "crate")], same_square=pair)
    attack = roll(attack, "attack", "hell-boys", 4, "hbbb")
    attack = roll(attack, "attack", "crate", against_crate.dice, "h" * against_crate.dice)
    attack = roll(attack, "cover", "hell-boys", 1, "h")
    assert attack.done and attack.unit("hell-boys").model_count == 5
    assert attack.destroyed() == ("crate",)


def test_sight_to_a_cover_element_is_traced_as_to_a_vehicle() -> None:
    """p. 9: "Un'unità di fanteria può invece vedere un veicolo anche se un'altra unità di fanteria
    si interpone"; p. 13: an element is attacked on its vehicle values (DT-6, DT-26)."""
    field = board("oooo")
    field = field.with_element(sq("d1"), CoverElement.AMMO_CRATE)
    units = place(a1=unit(AXIS, "squad"), b1=unit(ALLIES, "squad"))
    stg = card("sturmpioniere").weapon("StG 47")
    crate = ArmourClass.of_element(CoverElement.AMMO_CRATE)
    assert aim_problem(field, units, stg, sq("a1"), "squad", sq("d1"), ELEMENT_SIGHT_TYPE, crate) is None
    assert "no line of sight" in str(
        aim_problem(field, units, stg, sq("a1"), "squad", sq("d1"), "squad", ArmourClass("infantry", 2))
    )


def test_a_line_cannot_be_aimed_beyond_its_range_or_at_what_it_cannot_harm() -> None:
    """p. 12: "La portata del Panzerfaust (evidenziata in rosso) permette di raggiungere solo gli
    Hell Boys." p. 4: the Shotgun shows "-" against vehicle armour 2 and above."""
    field = board("oooo", "oooo", "oooo")
    units = place(a1=unit(AXIS, "squad"), c3=unit(ALLIES, "vehicle"), b1=unit(ALLIES, "vehicle"))
    faust = card("sturmpioniere").weapon("Panzerfaust")
    blackhawk = ArmourClass.of(card("blackhawk"))
    assert "does not reach" in str(aim_problem(field, units, faust, sq("a1"), "squad", sq("c3"), "vehicle", blackhawk))
    shotgun = card("hell-boys").weapon("Shotgun")
    assert "cannot harm" in str(aim_problem(field, units, shotgun, sq("a1"), "squad", sq("b1"), "vehicle", blackhawk))


def test_answers_out_of_turn_are_refused() -> None:
    """The attack waits for the step it asked: a roll of the wrong size or a casualty while dice
    are due is refused, and nothing changes."""
    attack = Attack.declare(
        fresh("sturmpioniere"), {"hell-boys": UnitTarget(fresh("hell-boys"))},
        [Shot(ref("sturmpioniere", "StG 47"), "hell-boys")],
    )
    with pytest.raises(IllegalActionError, match="4 dice"):
        attack.roll(faces("hh"))
    with pytest.raises(IllegalActionError, match="no casualty"):
        attack.choose(SHOTGUN)
    attack = attack.roll(faces("hhbb"))
    with pytest.raises(IllegalActionError, match="no dice"):
        attack.roll(faces("h"))
    with pytest.raises(IllegalActionError, match="cannot lose"):
        attack.choose(Casualty(carries=2))


@settings(max_examples=150, deadline=None)
@given(
    data=st.data(),
    sustained=st.booleans(),
    cover=st.sampled_from(list(Cover)),
)
def test_any_attack_ends_and_nothing_goes_below_zero(data: st.DataObject, sustained: bool, cover: Cover) -> None:
    """Whatever the dice and the owners' choices: the attack ends, models and hit points never go
    negative, and a unit only loses strength."""
    attacker = UnitState.fresh(card("hell-boys"))
    defender = UnitState.fresh(card("sturmpioniere"))
    shots = [Shot(ref("hell-boys", "Shotgun"), "s"), Shot(ref("hell-boys", "Knife & Grenade"), "s")]
    attack = Attack.declare(attacker, {"s": UnitTarget(defender, cover)}, shots, sustained=sustained)
    for _ in range(200):
        step = attack.next_step()
        if step is None:
            break
        if isinstance(step, DiceRoll):
            attack = attack.roll(data.draw(st.lists(st.sampled_from(list(Face)), min_size=step.dice, max_size=step.dice)))
        else:
            attack = attack.choose(data.draw(st.sampled_from(step.options)))
    assert attack.done
    for state, before in ((attack.attacker, attacker), (attack.unit("s"), defender)):
        assert all(n >= 0 for n in state.models) and state.hit_points >= 0
        assert state.remaining <= before.remaining


def test_an_attack_copied_field_by_field_is_the_copy_dataclasses_replace_makes() -> None:
    """The compiled build copies an attack at each step through its ``__init__``
    (``attack._rebuilt``): every field of the copy is the one ``replace`` gives, changed or not."""
    from dataclasses import fields, replace

    from meeple.games.dust_tactics import attack as attack_module

    attack = Attack.declare(
        fresh("sturmpioniere"),
        {"hell-boys": UnitTarget(fresh("hell-boys"), Cover.NONE)},
        [Shot(ref("sturmpioniere", "StG 47"), "hell-boys")],
    )
    assert attack_module._rebuilt(attack, {}) == attack
    for f in fields(Attack):
        value = getattr(attack, f.name)
        if isinstance(value, UnitState):
            other: object = fresh("hell-boys")
        elif isinstance(value, bool):
            other = not value
        elif isinstance(value, int):
            other = value + 7
        elif isinstance(value, str):
            other = f"changed {f.name}"
        else:
            other = ("changed", f.name)
        changed = {f.name: other}
        assert attack_module._rebuilt(attack, changed) == replace(attack, **changed)
