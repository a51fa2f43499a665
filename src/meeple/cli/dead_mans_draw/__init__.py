"""The terminal view of Dead Man's Draw: :mod:`.view` (``VIEW``, what ``meeple play`` loads,
and the notation's help), :mod:`.table` (the table), :mod:`.events` (the event sentences),
:mod:`.labels` (the action labels) and :mod:`.words` (cards, suits, traits, seats)."""
