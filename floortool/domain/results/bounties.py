"""Domain layer: knockout bounties — what each entry carries and who wins it.

In a knockout event a fixed part of every entry's buy-in, the event's
``bounty``, is kept out of the prize pool and paid to whoever eliminates that
entry:

* every seated entry carries the bounty, re-entries included, out of the prize
  part it paid; an entry that paid less (a Day 2 entry carried from its
  flight pays nothing in the Day 2 event) carries only what it paid, so the
  bounties never take more than the buy-ins brought. Rebuys and add-ons carry
  none: all of their prize money is in the pool;
* an elimination pays the eliminated entry's bounty to the entry credited
  with it; entries credited together split it, any odd cent to the earliest
  entry (as shared prizes are split);
* an elimination credited to nobody leaves the bounty *unclaimed* (shown, so
  the director can settle it by hand);
* the winner collects their own bounty.

Everything here is worked out from the recorded eliminations every time, so an
undone bust takes its bounty back.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from floortool.domain.field.entries import WAITING, Entry
from floortool.domain.results.eliminations import BustRecord


def entry_bounty(entry: Entry, bounty: int) -> int:
    """The bounty (cents) on ``entry`` when the event's bounty is ``bounty``."""
    return min(bounty, entry.buy_in)


@dataclass(frozen=True)
class BountyLedger:
    """Where the bounty money of an event is, in cents, by entry id.

    ``carried`` holds every seated entry's own bounty, ``won`` what each entry
    has collected (entries that collected nothing are left out), and
    ``unclaimed`` the entries eliminated with nobody credited, whose bounty
    nobody has collected.
    """

    carried: Mapping[int, int]
    won: Mapping[int, int]
    unclaimed: frozenset[int]


def bounty_ledger(
    entries: Mapping[int, Entry],
    eliminations: Iterable[BustRecord],
    *,
    bounty: int,
    winner: int | None = None,
) -> BountyLedger:
    """Who won which bounty, from the eliminations and the ``winner``'s entry id."""
    carried = {e.id: entry_bounty(e, bounty) for e in entries.values() if e.status != WAITING}
    won: dict[int, int] = {}
    unclaimed: set[int] = set()
    for record in eliminations:
        busted = record.elimination.entry_id
        cents = carried.get(busted, 0)
        if not cents:
            continue
        if not record.by:
            unclaimed.add(busted)
            continue
        share, odd = divmod(cents, len(record.by))
        for n, hitter in enumerate(sorted(record.by)):
            won[hitter] = won.get(hitter, 0) + share + (odd if n == 0 else 0)
    if winner is not None and carried.get(winner):
        won[winner] = won.get(winner, 0) + carried[winner]
    return BountyLedger(carried=carried, won=won, unclaimed=frozenset(unclaimed))
