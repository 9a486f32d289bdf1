"""Domain layer: the tables an event may open, in order, and their seat counts.

The order itself (``table_order``: ``1-10, 21-30:10``) is read by the kernel's
table-list grammar (``domain.kernel.text``); this module turns it, with the event's
table and seat counts, into the tables the floor may open.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import islice

from floortool.domain.kernel.text import parse_table_order


def planned_tables(text: str, *, tables: int, seats: int) -> Iterator[tuple[int, int]]:
    """``(table, seats)`` of every table an event may open, in order: the first
    ``tables`` of the order ``text`` (``tables`` 0: all of them)."""
    found = parse_table_order(text).tables(seats)
    return islice(found, tables) if tables else found


def planned_seats(text: str, number: int, *, tables: int, seats: int) -> int | None:
    """The seat count of table ``number`` if the event may open it, else None."""
    if tables:
        return next(
            (s for n, s in planned_tables(text, tables=tables, seats=seats) if n == number), None
        )
    return parse_table_order(text).seats_of(number, seats)
