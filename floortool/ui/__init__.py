"""UI layer: the PySide6 window, a front end over the app layer.

May import ``app`` and ``domain`` and Qt; never the store or ReportLab.
"""
