"""The undo floor: how many of a match's moves no undo may cross after a reload.

Revision ID: 0002
Revises: 0001
Create Date: 2025-01-02
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Add ``matches.undo_floor`` (0: no floor)."""
    with op.batch_alter_table("matches") as batch:
        batch.add_column(sa.Column("undo_floor", sa.Integer, nullable=False, server_default="0"))


def downgrade() -> None:
    with op.batch_alter_table("matches") as batch:
        batch.drop_column("undo_floor")
