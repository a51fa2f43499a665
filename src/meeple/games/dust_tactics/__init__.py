"""Dust Tactics (revised core set), from the Italian rulebook
``../shared/seeds/003_5a6eeb57983b5d50.txt`` ("EDIZIONE BASE RIVISTA - REGOLAMENTO").

This package holds the foundations of the game: the core set's ten unit cards as data
(:mod:`.units`), the battlefield (:mod:`.terrain`, :mod:`.battlefield`, :mod:`.occupancy`),
the scenarios as data (:mod:`.scenarios`) and the geometry rules (:mod:`.movement`,
:mod:`.weapon_range`, :mod:`.line_of_sight`, :mod:`.cover`). It is not registered as a
playable game yet: activation, attacks, reaction fire and the turn sequence come next.

Rulings ``DT-n`` are in docs/rulings.md; coverage in docs/rules-coverage.md.
"""
