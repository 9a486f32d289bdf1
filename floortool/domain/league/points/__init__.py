"""Domain layer: the points formula language — what a formula may say (``language``),
reading it (``lexer``, ``parser``), refusing it (``errors``), making it a function
(``compiler``) and the built-in formulas (``presets``). It imports nothing of the
rest of the floor; scoring an event with it is ``league.scoring``."""
