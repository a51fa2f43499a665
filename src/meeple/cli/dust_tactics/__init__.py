"""The terminal view of Dust Tactics, drawn from ``state.observation(seat)`` (:meth:`DtState.observation
<meeple.games.dust_tactics.state.DtState.observation>`: the whole table, nothing is hidden in
Dust Tactics, with the scenario's entry edges, objectives and cover zone, and the figures of
the choices on offer: each move's cost, each target's dice and cover, each reaction's dice),
from the kernel events (every roll of the dice and what it did) and from the notation of the
legal actions. The view decides no rule and asks the engine nothing: a scenario loaded from a
file is drawn as well as a packaged one.

:mod:`.view` holds :data:`~.view.VIEW`, what :func:`meeple.cli.views.load_view` finds for
``dust-tactics``. The words are the game's (:mod:`meeple.games.dust_tactics.words`: the news,
the labels, the situation, the result, shared with the server); the terminal styles their
tags (:mod:`.styles`, with the sides' colours) and lays them out, in modules named after what
they draw:

- :mod:`.board`: the observation's battlefield, squares and options (the game's reading);
- :mod:`.battle_map`, :mod:`.legend`, :mod:`.layout`: the map, its legend, the notes beside it;
- :mod:`.situation`, :mod:`.attack_panel`, :mod:`.army_tables`, :mod:`.table`: the header and
  what is being decided, the attack under way, each side's units, the whole table;
- :mod:`.events` (and :mod:`.news_memory`, the joins the news has read): the news;
- :mod:`.labels`, :mod:`.choices`: each choice's label, and the compact list of many choices;
- :mod:`.results`: the final result; :mod:`.card_command`: the ``card <unit>`` command.
"""
