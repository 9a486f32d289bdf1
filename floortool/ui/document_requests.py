"""UI layer: how a page asks for a document to print.

A page names the document and its options (``services.documents.ask(
"results")``, ``ask("standings", league="#1", season="#2")``); the window
opens the Reports page on it, chosen and previewed, ready to print or save.
So every print button beside the work it follows is one line, and printing
itself (the worker thread, the progress, the printer) stays on the Reports
page.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal

from floortool.app.documents.request import PrintRequest


class DocumentRequests(QObject):
    """Where the pages' print buttons send what they want printed."""

    requested = Signal(object)
    """A ``PrintRequest``: the document and its options."""

    def ask(self, document: str, **options: Any) -> None:
        """Open the Reports page on ``document`` with ``options`` (``PrintRequest``'s fields)."""
        self.requested.emit(PrintRequest(document, **options))
