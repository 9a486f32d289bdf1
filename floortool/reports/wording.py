"""Reports layer: what a document says, in its reader's language.

A renderer is handed the reader's ``Catalogue`` (``words``) and says every
heading, label and sentence with it; the parts of a document made before the
language is known (a section's title, a column's heading, a cell) may be a
``Text``: a plain ``str`` (a name, a note: printed as typed), a marked
``Phrase`` (said in the reader's language), a ``Number`` (thousands grouped as
the language groups them) or ``Money`` (``1.250,50`` in German). ``said``
makes any of them the text printed; ``figures`` gives a number the domain wrote
the language's marks. A finishing place is written by ``kernel/ordinals``.
"""

from __future__ import annotations

from floortool.domain.kernel.catalogue import Catalogue
from floortool.domain.kernel.phrases import Money, Number, Phrase

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
