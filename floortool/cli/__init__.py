"""CLI layer: the headless floor (``cli.md``), a front end over the app layer.

May import ``app`` and ``domain``; never Qt, the database or ReportLab.
"""
