"""Domain kernel: a sentence written now and said later, in the reader's language.

A refusal, a level's name or a move's reason is written where it is decided,
long before anyone knows who reads it: a German window, a Spanish phone, an
English command line. So the layers below the front ends write a ``Phrase``:
its context (the module's dotted name without ``floortool.``), its English
template with ``{named}`` fields, and the fields' values. ``str(phrase)`` is
the English sentence (the ``--json`` ``message``, the logs); a front end says
it in its reader's language with ``Catalogue.say`` (``kernel/catalogue.py``).

``translate(context, text)`` makes one. Its name and its two plain arguments
are what ``pyside6-lupdate`` looks for, so the text lands in the catalogues
(``resources/i18n/floortool_<code>.ts``) beside the window's; the fields are
given after, with ``fill`` (lupdate misses a call with keyword arguments).
The template is the programmer's, never typed by a user; a field's value is
put in as it is, except a phrase (said in the same language), a ``Number``
or ``Money`` (written as the language writes numbers) and a ``counted``
phrase (one or many, as the language counts).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

#: Looks up a template: (context, English text) -> the text in some language.
Lookup = Callable[[str, str], str]


@dataclass(frozen=True)
class Phrase:
    """A template of ``context`` with its fields; English when made a ``str``."""

    context: str
    text: str
    fields: Mapping[str, Any] = field(default_factory=dict)

    def fill(self, **fields: Any) -> Phrase:
        """This phrase with ``fields`` given values (added to those it has)."""
        return Phrase(self.context, self.text, {**self.fields, **fields})

    def __str__(self) -> str:
        return say(self, lambda _context, text: text, ENGLISH_NUMBERS)


@dataclass(frozen=True)
class Counted(Phrase):
    """A phrase in two forms: ``one`` for a count of one (French: also zero), else the
    text; ``{count}`` in both is the number, written as the language writes it."""

    one: str = ""

    def __str__(self) -> str:
        return say(self, lambda _context, text: text, ENGLISH_NUMBERS)


@dataclass(frozen=True)
class Number:
    """A whole number written with its thousands grouped as the reader's language does."""

    value: int


@dataclass(frozen=True)
class Money:
    """An amount in cents, written with two decimals as the reader's language writes money;
    ``grouped=False``: in English its thousands stay ungrouped (``1250.50``), as the
    floor's older English lines wrote some amounts (other languages group them as ever)."""

    cents: int
    grouped: bool = True


@dataclass(frozen=True)
class Decimals:
    """A number with decimals, given as English writes it (``1.35``, ``1,234.5``), said
    with the reader's decimal and group marks (``1,35``, ``1.234,5`` in German)."""

    text: str

    def written(self, numbers: NumberStyle) -> str:
        """The number with ``numbers``' decimal and group marks."""
        return self.text.translate(str.maketrans(",.", numbers.group + numbers.decimal))


@dataclass(frozen=True)
class Clause:
    """A phrase said inside another without its closing full stop: a refusal quoted as
    the reason a row was left out (``line 4: The name is empty``)."""

    phrase: Phrase


@dataclass(frozen=True)
class NumberStyle:
    """How a language writes numbers: its group and decimal marks, and the fewest digits
    that are grouped (Spanish writes 1250 but 20.000)."""

    group: str = ","
    decimal: str = "."
    singular: tuple[int, ...] = (1,)
    shortest_grouped: int = 4
    #: Whether money asked for ungrouped is written so (English's older lines: ``1250.50``).
    ungrouped_money: bool = False

    def count(self, number: int) -> str:
        """``number`` with its thousands grouped: ``20.000`` in German."""
        digits = str(abs(number))
        if len(digits) >= self.shortest_grouped:
            digits = f"{abs(number):,}".replace(",", self.group)
        return ("-" if number < 0 else "") + digits

    def money(self, cents: int, *, grouped: bool = True) -> str:
        """``cents`` with two decimals: ``1.250,50`` in German; ``1250.50`` in English when
        not ``grouped``."""
        whole, rest = divmod(abs(cents), 100)
        digits = str(whole) if not grouped and self.ungrouped_money else self.count(whole)
        return ("-" if cents < 0 else "") + f"{digits}{self.decimal}{rest:02d}"


#: English numbers: ``1,250.50``, as the floor always wrote them.
ENGLISH_NUMBERS = NumberStyle(ungrouped_money=True)


def translate(context: str, text: str) -> Phrase:
    """``text``, written in ``context``, to be said in the reader's language."""
    return Phrase(context, text)


def counted(count: int, one: Phrase, many: Phrase) -> Counted:
    """``3 tables`` or ``1 table`` as the reader's language counts: ``one`` and ``many``
    are translated phrases of one context, with ``{count}`` in them."""
    return Counted(many.context, many.text, {**many.fields, "count": Number(count)}, one.text)


def say(phrase: Phrase, lookup: Lookup, numbers: NumberStyle) -> str:
    """``phrase`` in the language of ``lookup`` and ``numbers``. A template that does
    not fit its fields (a translation that lost one) gives the English text."""
    english = phrase.text
    if isinstance(phrase, Counted):
        count = phrase.fields["count"]
        if isinstance(count, Number) and abs(count.value) in numbers.singular:
            english = phrase.one
    values = {name: _written(value, lookup, numbers) for name, value in phrase.fields.items()}
    try:
        return lookup(phrase.context, english).format_map(values)
    except (KeyError, IndexError, ValueError):
        return english.format_map(values)


def _written(value: Any, lookup: Lookup, numbers: NumberStyle) -> Any:
    if isinstance(value, Phrase):
        return say(value, lookup, numbers)
    if isinstance(value, Decimals):
        return value.written(numbers)
    if isinstance(value, Clause):
        return say(value.phrase, lookup, numbers).rstrip(".")
    if isinstance(value, Number):
        return numbers.count(value.value)
    if isinstance(value, Money):
        return numbers.money(value.cents, grouped=value.grouped)
    return value
