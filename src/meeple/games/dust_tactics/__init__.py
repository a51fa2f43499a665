"""Dust Tactics (revised core set), from the Italian rulebook
``../shared/seeds/003_5a6eeb57983b5d50.txt`` ("EDIZIONE BASE RIVISTA - REGOLAMENTO").

The core set's ten unit cards as data (:mod:`.units`), the battlefield (:mod:`.terrain`,
:mod:`.battlefield`, :mod:`.occupancy`), the scenarios as data (:mod:`.scenarios`), the
geometry rules (:mod:`.movement`, :mod:`.weapon_range`, :mod:`.line_of_sight`,
:mod:`.cover`), the attack layer as pure rules with dice as inputs (:mod:`.dice`,
:mod:`.unit_state`, :mod:`.targets`, :mod:`.weapon_dice`, :mod:`.limited_ammo`,
:mod:`.cover_roll`, :mod:`.casualties`, :mod:`.cover_destruction`, :mod:`.close_combat`,
:mod:`.attack`), and the game itself: armies (:mod:`.armies`), the sequence of play
(:mod:`.flow`: set-up, initiative, alternating activations, end of turn), activation and
Move actions (:mod:`.activation`), Attack actions (:mod:`.aiming`), reaction fire
(:mod:`.reaction_fire`), heroes (:mod:`.heroes`), victory (:mod:`.victory`), the skills it
needs (:mod:`.skills`), the kernel state (:mod:`.state`), notation (:mod:`.actions`) and bots
(:mod:`.bots`). Importing this package registers the game as ``dust-tactics``.

Rulings ``DT-n`` are in docs/rulings.md; coverage in docs/rules-coverage.md.
"""

from meeple.engine.registry import register_game
from meeple.games.dust_tactics.game import DustTactics

GAME = register_game(DustTactics())

__all__ = ["GAME", "DustTactics"]
