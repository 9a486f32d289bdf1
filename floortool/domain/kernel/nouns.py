"""Domain kernel: the things the floor counts most, counted in the reader's language.

"3 players", "1 table": a sentence that counts one of these says it with
``nouns.players(n)`` (a ``kernel/phrases.counted`` phrase), so the words are
marked and translated once here, not again in every module that counts
players. A language whose sentence needs another form of the noun (German
"mit 3 Spielern") counts with a phrase of its own instead.
"""

from __future__ import annotations

from floortool.domain.kernel.phrases import Counted, counted, translate


def players(count: int) -> Counted:
    """``1 player``, ``3 players``."""
    return counted(
        count,
        translate("domain.kernel.nouns", "{count} player"),
        translate("domain.kernel.nouns", "{count} players"),
    )


def entries(count: int) -> Counted:
    """``1 entry``, ``3 entries``."""
    return counted(
        count,
        translate("domain.kernel.nouns", "{count} entry"),
        translate("domain.kernel.nouns", "{count} entries"),
    )


def tables(count: int) -> Counted:
    """``1 table``, ``3 tables``."""
    return counted(
        count,
        translate("domain.kernel.nouns", "{count} table"),
        translate("domain.kernel.nouns", "{count} tables"),
    )


def seats(count: int) -> Counted:
    """``1 seat``, ``3 seats``."""
    return counted(
        count,
        translate("domain.kernel.nouns", "{count} seat"),
        translate("domain.kernel.nouns", "{count} seats"),
    )


def rows(count: int) -> Counted:
    """``1 row``, ``3 rows`` (of a file or a structure)."""
    return counted(
        count,
        translate("domain.kernel.nouns", "{count} row"),
        translate("domain.kernel.nouns", "{count} rows"),
    )


def levels(count: int) -> Counted:
    """``1 level``, ``3 levels``."""
    return counted(
        count,
        translate("domain.kernel.nouns", "{count} level"),
        translate("domain.kernel.nouns", "{count} levels"),
    )


def places(count: int) -> Counted:
    """``1 place``, ``3 places`` (places paid, places finished)."""
    return counted(
        count,
        translate("domain.kernel.nouns", "{count} place"),
        translate("domain.kernel.nouns", "{count} places"),
    )
