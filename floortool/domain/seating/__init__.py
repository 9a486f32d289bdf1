"""Domain layer: the seating engine — draw, late seats, buttons, balancing,
breaking, halting and the final-table redraw.

Pure and standard-library only: every decision takes the room (``Room``) and
a ``random.Random``-like source, and returns a plan (moves with a reason and a
rule citation) that the caller applies with ``apply_moves``. Planning never
changes the room.
"""
