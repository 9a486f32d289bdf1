"""Domain layer: leagues, seasons, points rules, standings and league files; the points
formula language in ``points``.
"""
