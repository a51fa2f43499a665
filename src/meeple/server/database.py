"""The database: where it is, how to connect, and its schema brought up to date at start.

SQLite (a file in the user's data directory) by default; PostgreSQL by URL, through
psycopg 3, with the same code. Migrations are Alembic's, run in code (no alembic.ini).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from alembic import command
from alembic.config import Config
from platformdirs import user_data_dir
from sqlalchemy import Engine, create_engine, event, text
from sqlalchemy.engine import make_url
from sqlalchemy.exc import ArgumentError

from meeple.engine.errors import OptionsError

MIGRATIONS = Path(__file__).resolve().parent / "migrations"
#: The PostgreSQL advisory lock held while migrating, so that several servers starting at
#: once upgrade the schema one after the other.
MIGRATION_LOCK = 0x6D65_6570_6C65


def default_database_url() -> str:
    """An SQLite file in the user's data directory (created if missing)."""
    directory = Path(user_data_dir("meeple"))
    directory.mkdir(parents=True, exist_ok=True)
    return f"sqlite:///{directory / 'meeple.sqlite3'}"


def normalize_url(url: str) -> str:
    """The URL SQLAlchemy should use: ``postgresql://`` and ``postgres://`` go through
    psycopg 3; anything but SQLite and PostgreSQL is refused with a clear line."""
    try:
        parsed = make_url(url)
    except ArgumentError:
        raise OptionsError(f"--db {url!r} is not a database URL (try sqlite:///path or postgresql://host/db)") from None
    backend = parsed.get_backend_name()
    if backend in ("postgresql", "postgres"):
        return parsed.set(drivername="postgresql+psycopg").render_as_string(hide_password=False)
    if backend == "sqlite":
        return url
    raise OptionsError(f"--db: {backend} is not supported (use SQLite or PostgreSQL)")


def is_postgres(engine: Engine) -> bool:
    return engine.dialect.name == "postgresql"


def make_engine(url: str) -> Engine:
    """An engine for ``url``. SQLite gets write-ahead logging with full sync (a committed
    move survives a killed process), a busy timeout, and ``BEGIN IMMEDIATE`` transactions
    so that two writers never read the same version and both write."""
    url = normalize_url(url)
    if make_url(url).get_backend_name() == "sqlite":
        engine = create_engine(url, connect_args={"check_same_thread": False, "timeout": 30})
        _sqlite_transactions(engine)
        return engine
    try:
        import psycopg  # noqa: F401  (the driver SQLAlchemy will load)
    except ImportError:
        raise OptionsError("PostgreSQL needs psycopg 3: pip install 'meeple[postgres]'") from None
    return create_engine(url, pool_pre_ping=True)


def _sqlite_transactions(engine: Engine) -> None:
    @event.listens_for(engine, "connect")
    def on_connect(dbapi_connection: Any, _record: Any) -> None:
        dbapi_connection.isolation_level = None  # the driver opens no transaction by itself
        cursor = dbapi_connection.cursor()
        cursor.execute("PRAGMA journal_mode=WAL")
        # WAL with NORMAL: a commit is in the log file before it returns, so a killed process
        # loses nothing committed; only an OS crash or power cut may lose the last commits.
        cursor.execute("PRAGMA synchronous=NORMAL")
        cursor.execute("PRAGMA foreign_keys=ON")
        cursor.close()

    @event.listens_for(engine, "begin")
    def on_begin(connection: Any) -> None:
        connection.exec_driver_sql("BEGIN IMMEDIATE")


def migrate(engine: Engine) -> None:
    """Bring the schema to the newest revision (``alembic upgrade head``)."""
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    with engine.connect() as connection:
        if is_postgres(engine):
            connection.execute(text("SELECT pg_advisory_lock(:key)"), {"key": MIGRATION_LOCK})
            connection.commit()
        try:
            config.attributes["connection"] = connection
            command.upgrade(config, "head")
            connection.commit()
        finally:
            if is_postgres(engine):
                connection.execute(text("SELECT pg_advisory_unlock(:key)"), {"key": MIGRATION_LOCK})
                connection.commit()
