"""Web front end: the floor served to the venue's phones and screens over HTTP.

A sibling of ``ui`` and ``cli`` over the app layer (architecture.md §1): it reads
the app's typed read models and hears its change notices; it never touches the
database, ReportLab or Qt. ``create_app`` (``floortool.web.app``) builds the ASGI
application; ``floortool serve`` runs it.
"""
