"""Domain layer: seating an event — tables and seats, the initial draw, late seats,
seat rules, buttons and hands, hand-for-hand play, halts, and the journal events
that apply the seating engine's plans (the engine itself is ``seating.engine``)."""
