"""UI layer: Qt item models over app query results (no database, no widgets)."""
