"""Store layer: the journal and settings in a SQL database (SQLite or PostgreSQL).

Imports ``domain``, the standard library's ``sqlite3`` (the embedded file's
journal: ``sqlite_store``) and SQLModel/SQLAlchemy/Alembic (the schema, its
migrations, and every other database: ``sql_store``); never Qt or ReportLab.
Repository functions never commit: the app layer owns the transaction.
"""
