"""The rich terminal view of D-Day Dice: the table, its events and its actions.

Everything here is drawn from ``state.observation(seat)`` (``DdState.to_json()`` with the
seat and who must act), from the kernel events, from the notation of the legal actions the
engine lists and from the battle map's data (:func:`meeple.games.dday_dice.maps.load_map`,
public: it is printed on the board). This package decides no rule: it never works out which
moves are legal, what upkeep gains or who won; it puts the game's words into sentences (to
say how much of upkeep's gains a Final Tally explains, it reads the count's earnings from the
game's own tables in :mod:`meeple.games.dday_dice.dice`). What a single event does not
say -- the edition, the dice locked on the first roll, a unit's Final Tally through its
skulls -- the view remembers from the log (:class:`.news_memory.NewsMemory`, one per
viewer).

The modules, each named after what it draws:

- :mod:`.view`: the ``VIEW`` that :func:`meeple.cli.views.load_view` finds for ``dday-dice``, the
  notation's help text, the news cut for a player and the view's commands (``card <name>``:
  :mod:`.card_command`; ``board``, ``legend``, ``news``);
- :mod:`.choices`: the numbered choices, a long list grouped by kind in numbered cells
  (:mod:`.card_choices`: the kinds naming cards; :mod:`.cells`: cells packed in columns,
  tables folded side by side), so that a screen
  fits a 140 by 50 terminal;
- :mod:`.table`: the whole table (:func:`.table.render_observation`), made of :mod:`.board`
  (the battle map with the units), :mod:`.units_table`, :mod:`.cards_table` (the cards and the
  reserve), :mod:`.sector_lines` and :mod:`.dice_panel`;
- :mod:`.events` (:func:`.events.describe_event`, :func:`.events.describe_events`): the news in
  the game's words (:mod:`meeple.games.dday_dice.words`: the sentences are the game's, the
  terminal draws their tags in colours, :mod:`.styles`), read into :mod:`.news_memory` (what
  the log told);
- :mod:`.actions` (:func:`.actions.describe_action`): the game's label of an action
  (:mod:`meeple.games.dday_dice.words.action_words`) as rich text;
- :mod:`.results`: the end of the game;
- :mod:`.words`, :mod:`.cards` and :mod:`.observation`: the game's words, the card list's
  names and costs, and what every part reads from an observation.
"""
