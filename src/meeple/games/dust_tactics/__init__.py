"""Dust Tactics (revised core set), from the Italian rulebook
``../shared/seeds/003_5a6eeb57983b5d50.txt`` ("EDIZIONE BASE RIVISTA - REGOLAMENTO").

This package holds the foundations of the game: the core set's ten unit cards as data
(:mod:`.units`), the battlefield (:mod:`.terrain`, :mod:`.battlefield`, :mod:`.occupancy`),
the scenarios as data (:mod:`.scenarios`) and the geometry rules (:mod:`.movement`,
:mod:`.weapon_range`, :mod:`.line_of_sight`, :mod:`.cover`) and the attack layer as pure
rules with dice as inputs (:mod:`.dice`, :mod:`.unit_state`, :mod:`.targets`,
:mod:`.weapon_dice`, :mod:`.limited_ammo`, :mod:`.cover_roll`, :mod:`.casualties`,
:mod:`.cover_destruction`, :mod:`.close_combat`, :mod:`.attack`). It is not registered as a
playable game yet: activation, reaction fire and the turn sequence come next.

Rulings ``DT-n`` are in docs/rulings.md; coverage in docs/rules-coverage.md.
"""
