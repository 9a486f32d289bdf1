"""Domain layer: league points: the formula language, its presets, scoring, the lab.

``language`` lists what a formula may say, ``lexer`` and ``parser`` read it
(our own recursive-descent parser: a formula is never ``eval``-ed),
``compiler`` turns the tree into a function of the variables, ``scoring``
fills the variables from a finish, ``presets`` holds the built-in formulas and
``lab`` tries a formula on an event's results and warns about surprises.
"""
