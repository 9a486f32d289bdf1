"""App layer: typed, frozen read models for the window, the command line, the reports
and the web."""
