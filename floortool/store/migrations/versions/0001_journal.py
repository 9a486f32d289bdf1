"""The journal and the per-database settings.

Revision ID: 0001
Revises:
Create Date: 2026-11-29
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "journal",
        sa.Column("seq", sa.Integer(), primary_key=True, autoincrement=True),
        sa.Column("group_no", sa.Integer(), nullable=False),
        sa.Column("scope", sa.String(64), nullable=False),
        sa.Column("kind", sa.String(64), nullable=False),
        sa.Column("payload", sa.JSON(), nullable=False),
        sa.Column("recorded_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("operator", sa.String(120), nullable=False),
        sa.Column("label", sa.String(200), nullable=False),
    )
    op.create_index("ix_journal_group_no", "journal", ["group_no"])
    op.create_index("ix_journal_scope", "journal", ["scope"])
    op.create_table(
        "setting",
        sa.Column("key", sa.String(64), primary_key=True),
        sa.Column("value", sa.String(2000), nullable=False),
    )


def downgrade() -> None:
    op.drop_table("setting")
    op.drop_index("ix_journal_scope", "journal")
    op.drop_index("ix_journal_group_no", "journal")
    op.drop_table("journal")
