"""The game server, ``meeple serve`` (design notes, layer 4; protocol in docs/server.md).

A front end: it stores matches, authenticates seats, tells each seat what the game lets it
see, in the game's own words, and passes moves to the engine, which decides every rule.
"""
