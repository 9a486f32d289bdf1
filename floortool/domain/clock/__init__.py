"""Domain layer: the tournament clock — its state computed from events and ``now``, and the
events that move it.
"""
