"""The database migrations (Alembic), shipped in the package and run at start."""
