"""The label of each journal row kept as data (``label_words``: the JSON text of
``phrase_data``), so that Edit > Undo and the journal say it in the reader's
language; NULL in older rows, which show their English ``label``.

Revision ID: 0004
Revises: 0003
Create Date: 2026-12-04
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("journal", sa.Column("label_words", sa.Text(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("journal") as batch:
        batch.drop_column("label_words")
