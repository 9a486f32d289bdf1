"""App layer: floor commands, one module per area (events, clock, players ...)."""
