"""Store layer: Alembic migration scripts (run by ``store.alembic_scripts``).

``HEAD`` is the newest revision, so that a database already at it is opened
without loading Alembic; a new migration moves it (a test compares it with
Alembic's own head).
"""

HEAD = "0003"
