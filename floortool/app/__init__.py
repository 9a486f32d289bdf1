"""App layer: commands, the journal service, queries, settings and paths.

No Qt here: the window (``ui``) and the command line (``cli``) are two front
ends over the same app layer, and tests drive it without either.
"""
