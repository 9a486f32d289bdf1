"""CLI layer: printing results and refusals, as text or as one JSON document, and the
exit statuses (``cli.md``): 0 done, 1 refused with nothing changed, 2 usage error.

The text is said in the reader's language (``words``: ``--lang``, else
``FLOORTOOL_LANG``, else the window's, else English): a command hands ``done``
its lines as phrases (``translate("cli.<module>", ...)``) or as plain ``str``
(names, numbers, what was typed), and each is said here. The JSON document is
never translated: its keys, values and ``message`` stay English for scripts.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence
from typing import Any

from floortool.domain.kernel.catalogue import ENGLISH, Catalogue
from floortool.domain.kernel.phrases import Phrase

EXIT_DONE, EXIT_REFUSED, EXIT_USAGE = 0, 1, 2

#: What a command prints for a person: a line, or lines (each a phrase or a plain ``str``).
Text = str | Phrase | Sequence[str | Phrase]


class Output:
    """Where a command's answer goes: one JSON document on stdout, or short text in
    ``words``' language."""

    def __init__(self, *, as_json: bool, words: Catalogue = ENGLISH) -> None:
        self.as_json = as_json
        self.words = words

    def say(self, text: str | Phrase) -> str:
        """A phrase in the reader's language; a plain ``str`` as it is."""
        return self.words.say(text)

    def lines(self, text: Text) -> str:
        """``text`` said, its lines joined."""
        if isinstance(text, str | Phrase):
            return self.say(text)
        return "\n".join(self.say(line) for line in text)

    def done(self, document: dict[str, Any], text: Text) -> None:
        if self.as_json:
            json.dump(document, sys.stdout, ensure_ascii=False, indent=2)
            sys.stdout.write("\n")
        else:
            print(self.lines(text))

    def refused(self, error: dict[str, Any], said: str) -> None:
        """A refusal: ``error`` (its English ``message`` and ``code``) as JSON, else
        ``said`` (the message in the reader's language) on stderr."""
        if self.as_json:
            json.dump({"error": error}, sys.stdout, ensure_ascii=False, indent=2)
            sys.stdout.write("\n")
        else:
            print(f"floortool: {said}", file=sys.stderr)
