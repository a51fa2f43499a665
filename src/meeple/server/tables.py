"""The database schema (SQLAlchemy Core). A match is stored as its game record -- game,
rules version, options, seats, seed and moves, one row per move -- plus what the server
needs: the seats' token hashes and agents, the status, the event version and timestamps.

The schema is created and upgraded by the Alembic migrations in ``migrations/``; this module
describes it to the queries and must stay equal to what the migrations make.
"""

from __future__ import annotations

from sqlalchemy import Column, DateTime, ForeignKey, Index, Integer, MetaData, String, Table, Text

metadata = MetaData()

matches = Table(
    "matches",
    metadata,
    Column("id", String(32), primary_key=True),
    Column("game", String(64), nullable=False),
    Column("rules_version", String(32), nullable=False),
    Column("name", Text, nullable=False),
    #: The options as JSON text (the record's ``options``).
    Column("options", Text, nullable=False),
    #: The seed as decimal text: 128 bits do not fit a 64-bit integer column.
    Column("seed", Text, nullable=False),
    #: "playing" or "over".
    Column("status", String(16), nullable=False),
    #: The event version: bumped by every committed change (a move, an undo, a handover).
    Column("version", Integer, nullable=False),
    #: The version since which the moves are unchanged (the last undo): a page that saw an
    #: older version gets a full resync.
    Column("log_from", Integer, nullable=False),
    #: How many of the moves no undo may cross when the match is rebuilt: set when a seat
    #: takes a move back after another seat's (whose moves it saw); 0 for none.
    Column("undo_floor", Integer, nullable=False, server_default="0"),
    Column("rematch_of", String(32), nullable=True),
    Column("rematch", String(32), nullable=True),
    Column("created", DateTime(timezone=True), nullable=False),
    Column("updated", DateTime(timezone=True), nullable=False),
    Index("ix_matches_created", "created"),
)

seats = Table(
    "seats",
    metadata,
    Column("match_id", String(32), ForeignKey("matches.id", ondelete="CASCADE"), primary_key=True),
    Column("seat", Integer, primary_key=True),
    Column("name", Text, nullable=False),
    #: "human" or a bot's name.
    Column("agent", String(64), nullable=False),
    #: SHA-256 (hex) of the seat's token; none for a seat created for a bot.
    Column("token_hash", String(64), nullable=True, index=True),
    #: When a socket of this seat was last seen open (refreshed while one is).
    Column("last_seen", DateTime(timezone=True), nullable=False),
)

moves = Table(
    "moves",
    metadata,
    Column("match_id", String(32), ForeignKey("matches.id", ondelete="CASCADE"), primary_key=True),
    #: The move's place in the record, from 0.
    Column("idx", Integer, primary_key=True),
    #: The seat, or -1 for chance (the record's ``"chance"``).
    Column("by", Integer, nullable=False),
    #: The action in the game's notation.
    Column("action", Text, nullable=False),
    #: The event version that committed this move.
    Column("version", Integer, nullable=False),
)
