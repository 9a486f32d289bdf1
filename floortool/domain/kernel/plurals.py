"""Domain layer: counted words for the director's messages ("1 table", "3 tables").

Every message that counts something says it with a word, never "table(s)".
"""

from __future__ import annotations


def plural(count: int, word: str, words: str = "") -> str:
    """``1 rebuy``, ``3 rebuys``, ``2 entries`` (``words``: the plural when not ``word`` + s)."""
    return f"{count:,} {word}" if count == 1 else f"{count:,} {words or word + 's'}"
