"""Domain layer: the field — every entry of an event, its statuses and the journal events that
make and change entries. Seating, results and the prize pool read it; the registration desk
decides what goes into it."""
