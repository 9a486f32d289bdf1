"""App layer: typed, frozen read models for the window, the command line, the reports
and the web, each with one conversion to the JSON of cli.md."""
