"""Store layer: Alembic migration scripts (run by ``store.alembic_scripts``).

``HEAD`` is the newest revision, so that a database already at it is opened
without loading Alembic; a new migration moves it (a test compares it with
Alembic's own head).
"""

HEAD = "0004"

#: The columns each of floortool's tables has at ``HEAD`` (what the code reads and
#: writes; a test compares them with the tables' declarations in ``store.rows``).
HEAD_COLUMNS: dict[str, frozenset[str]] = {
    "journal": frozenset(
        {
            "seq",
            "group_no",
            "scope",
            "kind",
            "payload",
            "recorded_at",
            "operator",
            "label",
            "label_words",
        }
    ),
    "setting": frozenset({"key", "value"}),
    "fold_checkpoint": frozenset({"id", "seq", "rows", "digest", "version", "body", "saved_at"}),
    "device": frozenset(
        {
            "id",
            "name",
            "role",
            "table_no",
            "event_id",
            "token_hash",
            "paired_at",
            "revoked_at",
            "last_seen_at",
        }
    ),
    "pairing_code": frozenset(
        {
            "id",
            "code_hash",
            "role",
            "table_no",
            "event_id",
            "created_at",
            "expires_at",
            "used_at",
            "device_id",
        }
    ),
}
