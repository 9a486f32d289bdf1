"""Domain layer: the player database shared by every event — records, search and imports."""
