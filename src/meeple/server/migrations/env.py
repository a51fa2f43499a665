"""Alembic's environment: run the migrations on the connection the server hands over
(``config.attributes["connection"]``; see :func:`meeple.server.database.migrate`)."""

from __future__ import annotations

from alembic import context
from sqlalchemy.engine import Connection

from meeple.server.tables import metadata


def run_migrations_online() -> None:
    """Upgrade the database behind the connection given in the config."""
    connection: Connection = context.config.attributes["connection"]
    context.configure(connection=connection, target_metadata=metadata, render_as_batch=True)
    with context.begin_transaction():
        context.run_migrations()


run_migrations_online()
