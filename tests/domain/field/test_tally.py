"""The entries' tally an ``EntryBook`` keeps (``domain.field.tally``): "An
``EntryBook`` keeps an ``EntryTally`` up to date as entries are set and deleted
(each change takes the old entry's part out and puts the new one's in)". So after
any sets, replacements and deletes, through a draft or on a copy, the kept tally
equals one summed afresh from the entries one by one (a plain mapping's), and the
book under a draft is left as it was."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from floortool.domain.field.entries import (
    STATUSES,
    WAITING,
    Entry,
    EntryBook,
    Purchase,
    entry_tally,
)
from floortool.domain.field.tally import EntryTally, Sums

entries = st.builds(
    lambda player, number, status, level, buy_in, fee, rebuys, addons, ticket: Entry(
        id=0,
        event_id=1,
        player_id=player,
        entry_number=number,
        starting_stack=20_000,
        deduction=level * 1_000 if level else 0,
        buy_in=buy_in,
        fee=fee,
        level=level,
        status=status,
        rebuys=tuple(Purchase(chips=10_000, price=p, fee=100) for p in rebuys),
        addons=tuple(Purchase(chips=5_000, price=p, fee=0) for p in addons),
        ticket_from=ticket,
    ),
    st.integers(1, 5),
    st.integers(1, 3),
    st.sampled_from(STATUSES),
    st.none() | st.integers(1, 4),
    st.sampled_from([0, 5_000, 10_000]),
    st.sampled_from([0, 1_000]),
    st.lists(st.sampled_from([5_000, 6_000]), max_size=2),
    st.lists(st.just(3_000), max_size=1),
    st.none() | st.just(7),
)


def seen(tally: EntryTally) -> dict[str, Any]:
    """Everything a reader can ask of ``tally``."""

    def sums(group: Sums) -> dict[str, Any]:
        return {name: getattr(group, name) for name in Sums.__slots__}

    return {
        "groups": {key: sums(group) for key, group in tally.groups().items()},
        "players": tally.players(with_drawn=False),
        "players with the draw": tally.players(with_drawn=True),
    }


def expected(scan: dict[int, Entry]) -> dict[str, Any]:
    """The tally worked out from the rule, entry by entry: the entries grouped by status
    and by coming before the start (no play level); in each group how many, their
    re-entries, rebuys, add-ons, buy-ins and fees, and the purchases counted by
    price; and the distinct players (those with an entry no longer waiting; and those
    waiting for the draw, registered before the start)."""
    groups: dict[tuple[str, bool], list[Entry]] = {}
    for entry in scan.values():
        groups.setdefault((entry.status, entry.level is None), []).append(entry)
    settled = {e.player_id for e in scan.values() if e.status != WAITING}
    drawn = {e.player_id for e in scan.values() if e.status == WAITING and e.level is None}
    return {
        "groups": {key: _summed(group) for key, group in groups.items()},
        "players": len(settled),
        "players with the draw": len(settled | drawn),
    }


def _summed(group: list[Entry]) -> dict[str, Any]:
    def priced(purchases: list[tuple[int, int]]) -> dict[tuple[int, int], int]:
        return dict(Counter(purchases))

    return {
        "count": len(group),
        "reentries": sum(1 for e in group if e.entry_number > 1),
        "rebuys": sum(len(e.rebuys) for e in group),
        "addons": sum(len(e.addons) for e in group),
        "money": sum(e.buy_in + e.fee for e in group),
        "buy_ins": priced([(e.buy_in, e.fee) for e in group if not e.ticketed]),
        "tickets": priced([(e.buy_in, e.fee) for e in group if e.ticketed]),
        "rebuy_prices": priced([(p.price, p.fee) for e in group for p in e.rebuys]),
        "addon_prices": priced([(p.price, p.fee) for e in group for p in e.addons]),
    }


@given(
    st.lists(
        st.tuples(entries, st.integers(0, 20), st.sampled_from(["put", "change", "drop"])),
        max_size=40,
    )
)
def test_the_kept_tally_sums_the_entries_as_they_are(
    steps: list[tuple[Entry, int, str]],
) -> None:
    book, scan = EntryBook(), {}
    draft_at = len(steps) // 2
    for index, (made, pick, what) in enumerate(steps):
        if index == draft_at:
            base, base_scan = book, dict(scan)
            book, scan = book.draft(), dict(scan)
        if what == "put" or not scan:
            entry_id = book.next_id()
            book[entry_id] = scan[entry_id] = replace(made, id=entry_id)
        elif what == "change":
            entry_id = sorted(scan)[pick % len(scan)]
            book[entry_id] = scan[entry_id] = replace(made, id=entry_id)
        else:
            entry_id = sorted(scan)[pick % len(scan)]
            del book[entry_id]
            del scan[entry_id]
        assert seen(book.tally()) == expected(scan)
    assert seen(entry_tally(scan)) == expected(scan)  # a plain mapping's, worked out
    assert seen(book.copy().tally()) == expected(scan)
    assert seen(EntryBook.of(scan.values()).tally()) == expected(scan)
    if steps and draft_at < len(steps):
        assert seen(base.tally()) == expected(base_scan)  # the book under the draft
