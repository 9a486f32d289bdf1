"""Domain layer: the rules of the game as pure Python (standard library only).

Nothing here does I/O, reads the clock or draws random numbers on its own:
time (``now``) and randomness (``rng``) arrive as arguments.
"""
