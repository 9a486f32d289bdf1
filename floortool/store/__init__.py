"""Store layer: the journal and settings in a SQL database (SQLite or PostgreSQL).

Imports ``domain`` and SQLModel/SQLAlchemy/Alembic; never Qt or ReportLab.
Repository functions never commit: the app layer owns the transaction.
"""
