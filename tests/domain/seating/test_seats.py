"""Domain: the event's ``Seating`` — sitting, leaving, the waiting list, seats out of
play, and copies a command may change."""

from __future__ import annotations

import pytest

from floortool.domain.seating.seats import Seating, SeatTaken, table_counts


def test_sit_refuses_taken_seats_and_leave_frees_them() -> None:
    seating = Seating()
    seating.open_table(1, 2)
    seating.sit(1, 1, 1, 1)
    for entry, table, seat in [(2, 1, 1), (1, 1, 2), (2, 1, 3), (2, 9, 1)]:
        with pytest.raises(SeatTaken):
            seating.sit(entry, table, seat, entry)
    assert seating.leave(1) == (1, 1)
    seating.sit(2, 1, 1, 2)
    seating.waiting.append(3)
    assert seating.leave(3) is None and seating.waiting == []
    assert table_counts(seating) == {1: 1}


def test_a_seat_out_of_play_takes_nobody() -> None:
    seating = Seating()
    seating.open_table(1, 9)
    seating.set_available(1, 4, False)
    seating.set_available(1, 11, False)  # set while the table order gave table 1 more seats
    with pytest.raises(SeatTaken):
        seating.sit(1, 1, 4, 1)
    assert seating.unavailable(1, 9) == {4}
    assert seating.unavailable(2, 9) == set()


def test_a_copy_shares_nothing_with_the_original() -> None:
    seating = Seating()
    seating.open_table(1, 4)
    seating.sit(1, 1, 1, 1)
    seating.set_available(1, 2, False)
    seating.lock(1, True)
    seating.keep_apart(6, 5, True)
    copy = seating.copy()
    assert copy == seating
    copy.sit(2, 1, 3, 2)
    copy.set_available(1, 4, False)
    copy.lock(2, True)
    copy.keep_apart(7, 8, True)
    copy.closed[4] = "broken"
    assert seating.where == {1: (1, 1)} and seating.tables[1].occupied == {1: 1}
    assert (seating.off, seating.locked, seating.apart, seating.closed) == (
        {1: {2}},
        {1},
        {(5, 6)},
        {},
    )
