"""The rulebook's worked examples of the Charge (p. 16) and Jump (p. 21) skills, scripted as
game records. Charge, p. 16:
"Un Luther effettua un'azione Skill per utilizzare Charge. Subito dopo lo spostamento del
Luther il giocatore Alleato dichiara di voler effettuare un tiro di reazione per interrompere
la carica del Luther. Il giocatore Alleato lancia il dado e ottiene [colpo]. Attiva quindi il
suo Blackhawk e realizza un'azione Attack. Se il Luther non viene distrutto può quindi
continuare con l'attacco corpo a corpo."

``records/skills-move/charge-luther-blackhawk.json`` plays it from set-up on a test-only
battlefield of open ground (``charge-lane.toml``), every die pinned: the Luther enters and
closes in on turn one; on turn two it declares Charge, moves twice, the Blackhawk reacts
(one hit on the reaction die), hits the Luther twice with its Dual Heavy PIAT, and the Luther,
not destroyed, goes on with its close-combat attack.
"""

from __future__ import annotations

from pathlib import Path

from meeple.engine.record import GameRecord, load_record, replay_record
from meeple.games.dust_tactics.battlefield import Square
from meeple.games.dust_tactics.state import DtState

RECORDS = Path(__file__).parent / "records" / "skills-move"



def replay(rec: GameRecord, moves: int) -> tuple[DtState, list[dict]]:
    done = replay_record(rec.model_copy(update={"moves": rec.moves[:moves]}))
    assert isinstance(done.state, DtState)
    return done.state, done.events


def index_of(rec: GameRecord, text: str) -> int:
    return next(i for i, m in enumerate(rec.moves) if f"{m.by}: {m.action}" == text)


def test_luther_charge_the_reaction_comes_after_the_second_move_then_the_close_combat() -> None:
    rec = load_record(RECORDS / "charge-luther-blackhawk.json")
    charge = index_of(rec, "1: declare charge")
    after_first, _ = replay(rec, charge + 2)
    assert after_first.phase == "move"  # no window after the first Move of the Charge
    after_second, _ = replay(rec, charge + 3)
    assert after_second.phase == "react" and after_second.current_players() == [0]  # "Subito dopo lo spostamento"
    state, events = replay(rec, len(rec.moves))
    reaction = next(e for e in events if e["type"] == "reaction-roll")
    assert reaction["unit"] == "blackhawk" and reaction["fires"]
    rolls = [e for e in events if e["type"] == "attack-roll"]
    assert [(e["unit"], e["weapon"], e["hits"]) for e in rolls[-2:]] == [
        ("blackhawk", "Dual Heavy PIAT", 2),  # the Blackhawk's reaction Attack
        ("luther", "Kampfkrallen", 1),  # "può quindi continuare con l'attacco corpo a corpo"
    ]
    assert state.units["luther"].hit_points == 2 and state.units["blackhawk"].hit_points == 2
    assert state.turn == 3


def test_hot_dog_jumps_the_anti_tank_block_with_two_moves_but_not_onto_a_unit() -> None:
    """p. 21: "l'Hot Dog non può superare il blocco anticarro utilizzando un Move [...]
    Utilizzando due Move, può atterrare su uno dei quadrati rossi. Se uno di questi fosse
    occupato da un'unità, l'Hot Dog non potrebbe atterrare su di esso." The record
    ``jump-hot-dog.json``: the block on d4, the Hot Dog on d5, Hans on e3 beyond the block."""
    rec = load_record(RECORDS / "jump-hot-dog.json")
    jump = index_of(rec, "0: declare jump")
    state, _ = replay(rec, jump + 1)
    squares = {o["square"]: o["cost"] for o in state.observation(0)["move_options"]}
    beyond = {"c3", "d3", "e3"}  # the squares past the block, two squares away
    assert {s for s in beyond if s in squares} == {"c3", "d3"}  # e3 holds Hans
    assert "d4" not in squares and squares["d3"] == 2
    state, events = replay(rec, len(rec.moves))
    assert {"type": "move", "unit": "hot-dog", "to": "d3", "crush": False} in events
    block = state.field.element_at(Square.parse("d4"))
    assert block is not None and block.value == "anti-tank-block"  # jumped, not crushed
