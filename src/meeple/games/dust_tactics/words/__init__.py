"""The words that tell Dust Tactics to a person, written once for every front end (design
notes, "One place for the words"): the terminal (``meeple play``, ``meeple replay --story``)
and the server's browser client tell the game through :class:`.game_words.DtWords`, which
``DustTactics.words()`` returns. Everything is plain English in
:data:`meeple.engine.words.Phrase` spans ``(text, tag)``, read from the unit cards, the events
and the observation; nothing here decides a rule.

- :mod:`.tags` (the tags below), :mod:`.phrases` (building phrases), :mod:`.vocabulary` (the
  sides, unit types, cover, cover elements, terrain and plans in words), :mod:`.names` (a
  unit's name and map tag, a side and its player, a target), :mod:`.reading` (the
  observation as the words read it), :mod:`.unit_words` (a unit's strength, ammunition,
  weapon lines and whereabouts);
- the news: :mod:`.event_words`, :mod:`.attack_event_words`, :mod:`.skill_event_words`;
  the dice of each roll as they fell: :mod:`.dice_words`;
- the labels of the legal actions: :mod:`.action_words`, :mod:`.move_action_words`,
  :mod:`.attack_action_words`, :mod:`.skill_action_words`;
- where the game stands: :mod:`.situation_words` (the headline, what is being decided, the
  objectives); the end of a battle: :mod:`.result_words`;
- a unit card in words (its weapon lines as data and English, the special weapons and combat
  values explained): :mod:`.card_words`; the skills and the command squads' abilities
  (``data/skills.toml``): :mod:`.skill_words`; every name and text as data:
  :mod:`.glossary`;
- :mod:`.game_words`: :class:`.game_words.DtWords`, the game's
  :class:`meeple.engine.words.GameWords`.

A tag says what its text is, never how it looks. A span's tag may hold several, separated by
spaces, as an HTML element holds several CSS classes (``"unit allies"``: a unit of the Allies;
``"dim unit axis"``: a unit of the Axis in a line of less weight):

=================  ====================================================================
tag                the text is
=================  ====================================================================
``allies``         of the Allies: a side's or a unit's name, a player's beside his side,
``axis``           or a whole line in that side's colour (an attacker's declaration)
``unit``           a unit's name (with its side's tag when the side is known)
``side``           a side's name (with its side's tag)
``map-tag``        a unit's two-letter tag on the map (``HB``), with its side's tag
``weapon``         a weapon line's name
``title``          the game's or the scenario's name, a new turn, the end of the game
``heading``        a heading inside a line (``Objective``)
``strong``         the main words of a label or a sentence (the square a Move ends on,
                   ``it fires!``, a cover element destroyed)
``hit``            hits rolled; a die's hit face
``blank``          a die's blank face
``die``            one die as it fell (``die hit``, ``die blank``), ``scores`` added when
``scores``         its face is the one that counts in its roll (:mod:`.dice_words`)
``destroyed``      models or hit points lost, a unit destroyed
``saved``          damage saved by a cover roll
``warning``        a warning: the attack of this plan would be lost
``objective``      an objective's id
``winner``         the winner of the battle
``acting``         a unit acting now (a table's "acting")
``ready``          a unit not yet activated this turn (a table's "ready")
``dim``            words of less weight: an explanation, "none", a line that only reminds
``""``             plain words
=================  ====================================================================
"""
