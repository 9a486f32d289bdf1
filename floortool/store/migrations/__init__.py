"""Store layer: Alembic migration scripts (run by ``store.migrate``)."""
