"""The terminal view of Dead Man's Draw (:mod:`.view`: the table, the action labels and the
event sentences; ``VIEW`` is what ``meeple play`` loads)."""
