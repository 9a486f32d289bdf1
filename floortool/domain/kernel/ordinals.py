"""Domain kernel: a finishing place as the reader's language writes it.

``1st`` and ``9th-10th`` in English, ``1.`` in German, ``1er`` and ``9e`` in
French, ``1.º`` in Spanish: each ending is a phrase of the catalogues, so the
printed documents and the window write places from the same words.
"""

from __future__ import annotations

from floortool.domain.kernel.phrases import Phrase, translate


def ordinal(place: int) -> Phrase:
    """A finishing place as the reader's language writes it: ``1st``, ``22nd``, ``9th``."""
    if place == 1:
        return translate("domain.kernel.ordinals", "1st")
    if place % 100 in (11, 12, 13) or place % 10 not in (1, 2, 3):
        return translate("domain.kernel.ordinals", "{place}th").fill(place=place)
    if place % 10 == 1:
        return translate("domain.kernel.ordinals", "{place}st").fill(place=place)
    if place % 10 == 2:
        return translate("domain.kernel.ordinals", "{place}nd").fill(place=place)
    return translate("domain.kernel.ordinals", "{place}rd").fill(place=place)


def places(held: tuple[int, ...]) -> Phrase:
    """``9th``, or ``9th-10th`` for a place shared from the first to the last held."""
    first, last = held[0], held[-1]
    if first == last:
        return ordinal(first)
    return translate("domain.kernel.ordinals", "{first}-{last}").fill(
        first=ordinal(first), last=ordinal(last)
    )
