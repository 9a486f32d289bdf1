"""CLI layer: printing results and refusals, as text or as one JSON document, and the
exit statuses (``cli.md``): 0 done, 1 refused with nothing changed, 2 usage error."""

from __future__ import annotations

import json
import sys
from typing import Any

EXIT_DONE, EXIT_REFUSED, EXIT_USAGE = 0, 1, 2


class Output:
    """Where a command's answer goes: one JSON document on stdout, or short text."""

    def __init__(self, *, as_json: bool) -> None:
        self.as_json = as_json

    def done(self, document: dict[str, Any], text: str) -> None:
        if self.as_json:
            json.dump(document, sys.stdout, ensure_ascii=False, indent=2)
            sys.stdout.write("\n")
        else:
            print(text)

    def refused(self, error: dict[str, Any], said: str) -> None:
        """A refusal: ``error`` (its English ``message`` and ``code``) as JSON, else
        ``said`` (the message in the reader's language) on stderr."""
        if self.as_json:
            json.dump({"error": error}, sys.stdout, ensure_ascii=False, indent=2)
            sys.stdout.write("\n")
        else:
            print(f"floortool: {said}", file=sys.stderr)
