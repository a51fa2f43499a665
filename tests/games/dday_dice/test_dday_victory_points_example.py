"""The rulebook's worked example of victory points (Italian p. 12-13, "Punti Vittoria (VP)"),
played through a game record on Omaha Beach with every die pinned.

"Per esempio, se un giocatore in solitaria vince su Omaha Beach con 5 soldati rimasti, 2
coraggio e 4 specialisti il suo VP sarà: 20 VP per essere entrato + 20 VP per essere stato il
primo + 90 VP per l'ultimo settore (l'ultimo settore prima del bunker è il Settore #9) + 5 VP
per i soldati + 4 VP per il coraggio + 12 VP per gli specialisti + 0 VP per le onorificenze,
per un totale di 151 VP."

The record (records/omaha-beach-151-vp.json) is a solo game: sectors 1, 4, 6, 7 (two turns),
9 (two turns), then the bunker on turn 7; the unit recruits a Medic, a Sharpshooter, a Veteran
and a Minesweeper, takes its last RWB Battle Cry as 3 soldiers, and survives the bunker's DEF
12 plus a machine-gun die of 1 (the Medic saving one).
"""

from __future__ import annotations

from pathlib import Path

from meeple.engine.record import parse_record, replay_record
from meeple.games.dday_dice.scoring import victory_points

RECORD = Path(__file__).parent / "records" / "omaha-beach-151-vp.json"


def test_a_solo_win_at_omaha_with_5_soldiers_2_courage_and_4_specialists_scores_151_vp() -> None:
    state = replay_record(parse_record(RECORD.read_text())).state
    unit = state.units[0]
    assert state.result == "victory" and unit.safe and unit.first_in_bunker
    assert (unit.soldiers, unit.courage, len(unit.specialists), unit.medals_won) == (5, 2, 4, 0)
    last_before_bunker = [n for n in unit.visited if not state.board.is_bunker(n)][-1]
    assert last_before_bunker == 9, "l'ultimo settore prima del bunker è il Settore #9"
    assert 20 + 20 + 90 + 5 + 4 + 12 + 0 == 151
    assert victory_points(state, unit, unit.medals_won) == 151
    assert state.result_summary()["team_victory_points"] == 151


def test_each_medal_won_adds_10_vp_whether_played_or_not() -> None:
    """"Per aver guadagnato un'onorificenza, aggiungi 10 VP (per onorificenza ottenuta, sia essa
    coperta o scoperta)"."""
    state = replay_record(parse_record(RECORD.read_text())).state
    unit = state.units[0]
    unit.medals_won = 2
    assert state.result_summary()["victory_points"] == [151 + 20]
