"""Reports layer: what a document says, in its reader's language.

A renderer is handed the reader's ``Catalogue`` (``words``) and says every
heading, label and sentence with it; the parts of a document made before the
language is known (a section's title, a column's heading, a cell) may be a
``Text``: a plain ``str`` (a name, a note: printed as typed), a marked
``Phrase`` (said in the reader's language), a ``Number`` (thousands grouped as
the language groups them) or ``Money`` (``1.250,50`` in German). ``said``
makes any of them the text printed; ``figures`` gives a number the domain wrote
the language's marks. ``places`` writes a finishing place as the language
writes ordinals: ``1st`` ``9th-10th`` in English, ``1.`` in German, ``1er`` in
French, ``1.º`` in Spanish.
"""

from __future__ import annotations

from floortool.domain.kernel.catalogue import Catalogue
from floortool.domain.kernel.phrases import Money, Number, Phrase, translate

#: What a document holds before it is said: as typed, a phrase, a number, an amount.
Text = str | Phrase | Number | Money


def said(words: Catalogue, text: Text) -> str:
    """``text`` as printed in ``words``' language."""
    if isinstance(text, Number):
        return words.count(text.value)
    if isinstance(text, Money):
        return words.money(text.cents)
    return words.say(text)


def figures(words: Catalogue, english: str) -> str:
    """A number the domain wrote in English (``1,234.5`` points, ``12.5%``) with the
    group and decimal marks of ``words``' language."""
    numbers = words.numbers
    return english.translate(str.maketrans(",.", numbers.group + numbers.decimal))


def ordinal(place: int) -> Phrase:
    """A finishing place as the reader's language writes it: ``1st``, ``22nd``, ``9th``."""
    if place == 1:
        return translate("reports.wording", "1st")
    if place % 100 in (11, 12, 13) or place % 10 not in (1, 2, 3):
        return translate("reports.wording", "{place}th").fill(place=place)
    if place % 10 == 1:
        return translate("reports.wording", "{place}st").fill(place=place)
    if place % 10 == 2:
        return translate("reports.wording", "{place}nd").fill(place=place)
    return translate("reports.wording", "{place}rd").fill(place=place)


def places(held: tuple[int, ...]) -> Phrase:
    """``9th``, or ``9th-10th`` for a place shared from the first to the last held."""
    first, last = held[0], held[-1]
    if first == last:
        return ordinal(first)
    return translate("reports.wording", "{first}-{last}").fill(
        first=ordinal(first), last=ordinal(last)
    )
