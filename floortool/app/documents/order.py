"""App layer: the alphabetical order players are printed in (seating chart,
sign-in sheet), and the initial each is listed under.

Case, accents and punctuation do not count (``fold_text``), and letters that
are not a base letter with marks — Ł, Ø, Đ, ß ... — count as the Latin
letter whose name they carry (Ł is an L, Ø an O), so Łukasz is listed among
the Ls. Other scripts keep their own letters (after the Latin ones).
"""

from __future__ import annotations

import unicodedata
from functools import cache

from floortool.domain.players.records import fold_text

#: The initial of names that do not start with a letter or a digit.
OTHER_INITIAL = "#"


@cache
def _plain_letter(char: str) -> str:
    """``ł`` → ``l``, ``ø`` → ``o``, ``ß`` → ``ss``: from a Latin letter's Unicode name."""
    if char.isascii() or not char.isalpha():
        return char
    name = unicodedata.name(char, "")
    if name == "LATIN SMALL LETTER SHARP S":
        return "ss"
    words = name.split()
    if words[:1] == ["LATIN"] and "LETTER" in words and words.index("LETTER") + 1 < len(words):
        letter = words[words.index("LETTER") + 1]
        if len(letter) == 1:
            return letter.lower()
    return char


def alphabetical_key(name: str) -> str:
    """The text ``name`` is sorted by."""
    return "".join(_plain_letter(char) for char in fold_text(name))


def initial(name: str) -> str:
    """The letter ``name`` is listed under: ``Émile`` → ``E``, ``Łukasz`` → ``L``."""
    key = alphabetical_key(name)
    return key[0].upper() if key and key[0].isalnum() else OTHER_INITIAL
