"""Domain layer: the seating engine — the room and its decisions (draw, late seats,
balancing, breaking, halting, final table). It imports nothing of the rest of the floor.
"""
