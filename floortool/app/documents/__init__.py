"""App layer: the printed documents — what goes on each page, gathered from the
journal's state into the plain inputs ``floortool.reports`` renders.

``catalogue`` lists the documents and prepares a print job; the other
modules gather one kind of document each (``head`` the frame every page
shares). The window and the command line print through ``catalogue`` only.
"""
