"""Domain kernel: the small text grammars — lists of tables, whole numbers, places.

A table order (the ``table_order`` setting), e.g. ``1-10, 21-30``: tables 1 to
10 open first, then 21 to 30. A range may run downwards (``30-21``) and may
give its tables their own seat count (``21-30:10``); a table without one has
the event's seat count. Empty: tables 1, 2, 3 ... A break order
(``BREAK_ORDER``) is the same list without seat counts. The text is parsed by
hand, item by item, and refused with a message that names the item at fault:
never evaluated.

A whole number typed by a director (chips ``10,000``, a count) and a finishing
place (``7``, or ``9-10`` when shared) are read here too, with ASCII digits only
and bounded sizes. Every subject package and front end reads these, so they
live in the kernel.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import date

from floortool.domain.kernel import nouns
from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.phrases import Phrase, counted, translate
from floortool.domain.kernel.shown_text import shown_typed

#: Table numbers run 1..MAX_TABLE_NUMBER; an order lists at most MAX_LISTED tables.
MAX_TABLE_NUMBER = 9_999
MAX_LISTED = 2_000
MAX_TEXT = 1_000
MIN_SEATS, MAX_SEATS = 2, 12
FIELD = "table_order"
EXAMPLE = translate("domain.kernel.text", "e.g. 1-10, 21-30:10")
TABLE_ORDER_NAME = translate("domain.kernel.text", "Table order")
TABLE_ORDER_NAMED = translate("domain.kernel.text", "table order")

_ITEM = re.compile(r"(\d{1,5})(?:\s*-\s*(\d{1,5}))?(?:\s*:\s*(\d{1,3}))?")


@dataclass(frozen=True)
class Span:
    """Tables ``first`` to ``last`` (either way round), with ``seats`` seats (None: the event's)."""

    first: int
    last: int
    seats: int | None = None

    def numbers(self) -> range:
        step = 1 if self.last >= self.first else -1
        return range(self.first, self.last + step, step)


@dataclass(frozen=True)
class TableOrder:
    """The event's table-opening order; no spans: 1, 2, 3 ... up to ``MAX_TABLE_NUMBER``."""

    spans: tuple[Span, ...] = ()

    def tables(self, default_seats: int) -> Iterator[tuple[int, int]]:
        """``(table, seats)`` in opening order."""
        if not self.spans:
            for number in range(1, MAX_TABLE_NUMBER + 1):
                yield number, default_seats
            return
        for span in self.spans:
            seats = default_seats if span.seats is None else span.seats
            for number in span.numbers():
                yield number, seats

    def listed(self) -> int | None:
        """How many tables the order lists (None when it is the default, unbounded)."""
        return sum(len(s.numbers()) for s in self.spans) if self.spans else None

    def seats_of(self, number: int, default_seats: int) -> int | None:
        """The seat count of table ``number``, or None when the order does not list it."""
        if not self.spans:
            return default_seats if 1 <= number <= MAX_TABLE_NUMBER else None
        for span in self.spans:
            if number in span.numbers():
                return default_seats if span.seats is None else span.seats
        return None


@dataclass(frozen=True)
class ListSyntax:
    """How a list of tables is named in messages, and whether items may give seats."""

    what: Phrase = TABLE_ORDER_NAME
    #: the list as a sentence names it inside: "the table order"
    named: Phrase = TABLE_ORDER_NAMED
    field: str = FIELD
    example: Phrase = EXAMPLE
    seats: bool = True

    def bad(self, item: str, why: Phrase) -> InvalidInput:
        return InvalidInput(
            translate("domain.kernel.text", "{what}: '{item}' {why} ({example}).").fill(
                what=self.what, item=item, why=why, example=self.example
            ),
            field=self.field,
        )


TABLE_ORDER = ListSyntax()


def _span(item: str, syntax: ListSyntax) -> Span:
    match = _ITEM.fullmatch(item)
    if match is None or (match.group(3) is not None and not syntax.seats):
        raise syntax.bad(
            item, translate("domain.kernel.text", "is not a table number or a range of tables")
        )
    first = int(match.group(1))
    last = int(match.group(2)) if match.group(2) is not None else first
    for number in (first, last):
        if not 1 <= number <= MAX_TABLE_NUMBER:
            raise syntax.bad(
                item,
                translate(
                    "domain.kernel.text", "names table {number}; tables are 1 to {max_table_number}"
                ).fill(number=number, max_table_number=MAX_TABLE_NUMBER),
            )
    seats = int(match.group(3)) if match.group(3) is not None else None
    if seats is not None and not MIN_SEATS <= seats <= MAX_SEATS:
        raise syntax.bad(
            item,
            translate(
                "domain.kernel.text", "gives {seats}; a table has {min_seats} to {max_seats}"
            ).fill(
                seats=nouns.seats(seats),
                min_seats=MIN_SEATS,
                max_seats=MAX_SEATS,
            ),
        )
    return Span(first, last, seats)


def parse_spans(text: str, syntax: ListSyntax = TABLE_ORDER) -> tuple[Span, ...]:
    """The tables ``text`` lists (``12, 11, 30-21``), in order; refused with the
    faulty item named. Blank: none."""
    if len(text) > MAX_TEXT:
        raise InvalidInput(
            translate(
                "domain.kernel.text", "The {what} is longer than {max_text} characters."
            ).fill(what=syntax.named, max_text=MAX_TEXT),
            field=syntax.field,
        )
    if not text.strip():
        return ()
    spans: list[Span] = []
    seen: dict[int, str] = {}
    total = 0
    for raw in text.split(","):
        item = raw.strip()
        if not item:
            raise InvalidInput(
                translate(
                    "domain.kernel.text", "{what}: an empty item between commas ({example})."
                ).fill(what=syntax.what, example=syntax.example),
                field=syntax.field,
            )
        span = _span(item, syntax)
        total += len(span.numbers())
        if total > MAX_LISTED:
            raise InvalidInput(
                translate("domain.kernel.text", "A {what} lists at most {max_listed} tables.").fill(
                    what=syntax.named, max_listed=MAX_LISTED
                ),
                field=syntax.field,
            )
        for number in span.numbers():
            if number in seen:
                raise syntax.bad(
                    item,
                    translate(
                        "domain.kernel.text", "lists table {number} again (already in '{seen}')"
                    ).fill(number=number, seen=seen[number]),
                )
            seen[number] = item
        spans.append(span)
    return tuple(spans)


def parse_table_order(text: str) -> TableOrder:
    """The order ``text`` lists (blank: the default, 1, 2, 3 ...)."""
    return TableOrder(parse_spans(text))


def format_table_order(order: TableOrder) -> str:
    """The canonical text of ``order`` (``1-10, 21-30:10``; empty for the default)."""
    parts: list[str] = []
    for span in order.spans:
        text = str(span.first) if span.first == span.last else f"{span.first}-{span.last}"
        parts.append(text if span.seats is None else f"{text}:{span.seats}")
    return ", ".join(parts)


BREAK_ORDER = ListSyntax(
    what=translate("domain.kernel.text", "Break order"),
    named=translate("domain.kernel.text", "break order"),
    field="break_order",
    example=translate("domain.kernel.text", "e.g. 12, 11, 30-21"),
    seats=False,
)


def table_numbers(spans: tuple[Span, ...]) -> tuple[int, ...]:
    """Every table number ``spans`` list, in order."""
    return tuple(number for span in spans for number in span.numbers())


# ---------------------------------------------------------------- whole numbers

#: Digits a typed whole number may have: chips, counts and places never need more.
MAX_DIGITS = 15
_WHOLE = re.compile(r"[+-]?(?:[0-9]{1,3}(?:[,_ ][0-9]{3})+|[0-9]+)", re.ASCII)


def read_whole(text: str, *, signed: bool = False) -> int | None:
    """``52000``, ``52,000``, ``52 000`` or ``52_000`` as 52000 (``-30`` as -30 when
    ``signed``); None when the text is not a whole number. The one reader of every
    whole number a director, a file or a phone types: ASCII digits only (``²`` and
    ``٣`` are digits to ``str.isdigit`` but not to ``int``), at most ``MAX_DIGITS`` of
    them, so no typed number is absurdly large or costly to convert."""
    cleaned = text.strip()
    if len(cleaned) > 2 * MAX_DIGITS or _WHOLE.fullmatch(cleaned) is None:
        return None
    if cleaned[0] in "+-" and not signed:
        return None
    digits = re.sub(r"[,_ ]", "", cleaned)
    return int(digits) if len(digits.lstrip("+-")) <= MAX_DIGITS else None


def whole_number(text: str, *, what: str | Phrase, field: str, signed: bool = False) -> int:
    """The whole number ``text`` holds (``read_whole``), or a refusal naming ``what``
    ("--best-of") and showing what was typed, escaped and cut short."""
    number = read_whole(text, signed=signed)
    if number is None:
        raise InvalidInput(
            translate("domain.kernel.text", "{what}: {text} is not a whole number.").fill(
                what=what, text=shown_typed(text)
            ),
            field=field,
        )
    return number


def whole_numbers(text: str, *, what: str | Phrase, field: str) -> tuple[int, ...]:
    """The comma-separated whole numbers ``text`` lists (``1, 4, 7``; blank: none),
    each read by ``whole_number``."""
    return tuple(
        whole_number(part, what=what, field=field) for part in text.split(",") if part.strip()
    )


def read_reference(text: str) -> int | None:
    """The number of a ``#12`` reference (a player, a league, a season), or None when
    ``text`` is not one; ``#²`` and ``#`` followed by thousands of digits are not."""
    typed = text.strip()
    return read_whole(typed[1:]) if typed.startswith("#") else None


# ---------------------------------------------------------------- places

#: No field has more places than this: a range is refused before it is built.
MAX_PLACE = 100_000
PLACE_EXAMPLE = translate("domain.kernel.text", "write 7, or 9-10 for a shared place")


def parse_places(text: str, *, most: int = MAX_PLACE) -> tuple[int, ...]:
    """``7`` → (7,); ``9-10`` → (9, 10), a place shared. Refuses (field ``place``) what is
    not a place or a range, a place below 1, a range that runs downwards, and a place past
    ``most`` (the field's size, when the caller knows it)."""
    shown = text.strip()
    first, dash, last = shown.partition("-")
    low = read_whole(first)
    high = read_whole(last) if dash else low
    if low is None or high is None:
        raise InvalidInput(
            translate("domain.kernel.text", "'{shown}' is not a place: {place_example}.").fill(
                shown=shown, place_example=PLACE_EXAMPLE
            ),
            field="place",
        )
    if low < 1:
        raise InvalidInput(
            translate("domain.kernel.text", "'{shown}' is not a place: places start at 1.").fill(
                shown=shown
            ),
            field="place",
        )
    if high < low:
        raise InvalidInput(
            translate(
                "domain.kernel.text",
                "'{shown}' is not a place: a shared range runs low to high, like 9-10.",
            ).fill(shown=shown),
            field="place",
        )
    if high > most:
        raise InvalidInput(
            translate(
                "domain.kernel.text", "'{shown}' is not a place: there are only {places}."
            ).fill(
                shown=shown,
                places=counted(
                    most,
                    translate("domain.kernel.text", "{count} place"),
                    translate("domain.kernel.text", "{count} places"),
                ),
            ),
            field="place",
        )
    return tuple(range(low, high + 1))


def check_date(text: str, *, field: str = "date") -> str:
    """An ISO date (``2026-03-14``), refused otherwise."""
    try:
        return date.fromisoformat(text.strip()).isoformat()
    except ValueError:
        raise InvalidInput(
            translate(
                "domain.kernel.text", "'{text}' is not a date (write it as YYYY-MM-DD)."
            ).fill(text=text),
            field=field,
        ) from None
