"""The terminal view of Dead Man's Draw: :mod:`.view` (``VIEW``, what ``meeple play`` loads,
and the notation's help), :mod:`.table` (the table's layout), :mod:`.styles` (a style per tag
of the game's words, :mod:`meeple.games.dead_mans_draw.words`) and :mod:`.card_command`."""
