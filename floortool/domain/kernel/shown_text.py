"""Domain kernel: how a refusal shows back what was typed or read.

A message may quote a director's input (a number typed wrong, a CSV row, a
name), and the message goes to a terminal, a log file, a phone and the window.
Control, format and separator characters in it (CR and LF, the terminal's ESC,
the right-to-left override, zero-width spaces) are written as escapes
(``\\x0d``, ``\\x1b``, ``\\u202e``), so the message can neither break a log line,
recolour a terminal nor reverse the text around it. ``FloorError`` escapes every
message this way but keeps its line breaks (a refusal may list candidates one a
line), so a value typed by a director is quoted with ``shown_typed``, which
escapes line breaks too, quotes it and shortens it.
"""

from __future__ import annotations

import unicodedata

#: Characters of a typed value quoted back in a refusal.
SHOWN_CHARACTERS = 24


def escape_controls(text: str, *, keep: str = " ") -> str:
    """``text`` with every control, format or separator character but those in ``keep``
    (the plain space) written as an escape (``\\x0a``, ``\\u200b``)."""
    if text.isprintable():  # the common case, and fast
        return text
    return "".join(
        char if char in keep or unicodedata.category(char)[0] not in "CZ" else _escaped(char)
        for char in text
    )


def shown_typed(text: str) -> str:
    """``text`` as a refusal quotes it: in quotes, escaped, cut short after
    ``SHOWN_CHARACTERS`` characters."""
    cut = text.strip()
    if len(cut) > SHOWN_CHARACTERS:
        cut = cut[: SHOWN_CHARACTERS - 3] + "..."
    return "'" + escape_controls(cut) + "'"


def _escaped(char: str) -> str:
    code = ord(char)
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"
