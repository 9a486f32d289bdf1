"""Domain layer: entries, re-entries, rebuys and add-ons, late registration and its chip
deductions, printed seat cards.
"""
