"""The words that tell D-Day Dice to a person (design notes, "One place for the words"): the
sentences of its events, the labels of its actions, its cards' texts and its vocabulary,
written once in English as phrases (:mod:`meeple.engine.words`: text and a tag saying what
each piece is, :mod:`.tags`) for the terminal, the server and ``meeple replay --story``.

- :mod:`.vocabulary`: the faces, dice, phases, results, RWB bonuses, resources, card kinds
  and timings in words; :mod:`.tags`: the tags; :mod:`.phrases`: building phrases;
  :mod:`.reading`: what the words read of an observation (the edition, the acting unit, a
  sector's name on the board); :mod:`.pieces`: a unit, a face, a die, a tally;
  :mod:`.card_words`: a card's name, summary and cost;
- the events' sentences by subject: :mod:`.turn_event_words`, :mod:`.dice_event_words`,
  :mod:`.card_event_words`, :mod:`.sector_event_words`, all in :mod:`.event_words`; the
  news, a run of events in lines: :mod:`.news_words`; what an item's use does:
  :mod:`.item_use_words`;
- the actions' labels (:mod:`.action_words`, through :mod:`.labels`) by subject:
  :mod:`.dice_action_words`, :mod:`.move_action_words`, :mod:`.card_action_words`; a
  sector's printed rules and DEF shields: :mod:`.sector_rule_words`;
- a card's whole text (``card <name>``): :mod:`.card_texts`; a unit's status, marker and this
  turn's effects: :mod:`.unit_words`; its dice (a roll, a tally, the first roll's locks):
  :mod:`.dice_words`; the table's title and headline, the reserve, the lines under the tables
  (sector effects, the fire, the casualties as things stand, the moves not offered and why)
  and the end of the game: :mod:`.table_words`; the glossary (every name and text as data):
  :mod:`.glossary`;
- :mod:`.game_words`: :class:`.game_words.DDayWords`, the game's
  :class:`meeple.engine.words.GameWords` (``DDayDice.words()``).
"""
