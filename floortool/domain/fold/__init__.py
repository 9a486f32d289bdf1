"""Domain layer, the fold: what stands above every subject — the floor's state and its
stored form (``state``, ``state_data``), the undo history (``history``), which module
defines each journal kind (``kinds``) and the fold of the journal into the state
(``replay``). It imports the subject packages; no subject imports it at run time
(``pyproject.toml``'s layer contract).
"""
