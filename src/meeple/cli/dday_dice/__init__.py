"""The rich terminal view of D-Day Dice: the table, its events and its actions.

Everything here is drawn from ``state.observation(seat)`` (``DdState.to_json()`` with the
seat and who must act), from the kernel events, from the notation of the legal actions the
engine lists and from the battle map's data (:func:`meeple.games.dday_dice.maps.load_map`,
public: it is printed on the board). This package decides no rule and writes no sentence:
it never works out which moves are legal, what upkeep gains or who won, and the sentences,
labels and card texts it shows are the game's (:mod:`meeple.games.dday_dice.words`, phrases
whose tags it draws in colours: :mod:`.styles`). What the log would tell -- what a Final
Tally earns alone, the dice locked on the first roll, why a move is not offered -- the game
states in its events and observation; the view only keeps, for each viewer, the words as
they last saw the table (how the board names its sectors, the edition). The words still
written here are the layout's own: the tables' column headings, the board's notes on Silence
the Guns' junction (:func:`.board.joined_notes`, with :mod:`meeple.cli.maps_joined`), what a
group of choices does (:mod:`.choices`, :mod:`.card_choices`), the dice boxes' captions,
the notation's help and the view's commands' replies.

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
  the game's words as rich text;
- :mod:`.actions` (:func:`.actions.describe_action`): the game's label of an action
  (:mod:`meeple.games.dday_dice.words.action_words`) as rich text;
- :mod:`.results`: the end of the game;
- :mod:`.styles` (each tag's style, a phrase as rich text), :mod:`.words` (the game's small
  phrases as rich text) and :mod:`.observation` (the maps of the board in play).
"""
