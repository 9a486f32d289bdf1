"""Store layer: one module per schema revision, oldest first."""
