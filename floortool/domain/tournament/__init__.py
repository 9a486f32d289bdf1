"""Domain layer: an event (tournament) — its settings, the decisions that create, change
and remove it, and flights.
"""
