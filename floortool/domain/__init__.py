"""Domain layer: the rules of the game as pure Python (standard library only).

Nothing here does I/O, reads the clock or draws random numbers on its own:
time (``now``) and randomness (``rng``) arrive as arguments.

Three floors: the ``kernel`` (errors, money, text grammars, the journal's event
base class, the draft) that every subject stands on; one package per subject
(``clock``, ``seating`` ...), each with its data, decisions and events; and the
``fold`` (the state, the undo history, the kinds, the replay) above them all.
``pyproject.toml``'s layer contract keeps each floor's imports pointing down.
"""
