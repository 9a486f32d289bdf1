"""Domain layer: knockout bounties — what each entry carries and who wins it.

In a knockout event a fixed part of every entry's buy-in, the event's
``bounty``, is kept out of the prize pool and paid to whoever eliminates that
entry:

* every seated entry carries the bounty, re-entries included, out of the prize
  part it paid; an entry that paid less (a Day 2 entry carried from its
  flight pays nothing in the Day 2 event) carries only what it paid, so the
  bounties never take more than the buy-ins brought. Rebuys and add-ons carry
  none: all of their prize money is in the pool;
* an elimination pays the bounty on the eliminated entry's head to the
  entry credited with it. In a *fixed* knockout all of it is paid in cash; in
  a *progressive* knockout (PKO) ``cash_percent`` of it is paid in cash
  (rounded down to the cent, or to the event's ``cash_unit``: 0.50, 1.00,
  5.00) and the rest, the rounding's remainder included, is added to the
  eliminator's own bounty, so bounties grow as players knock others out and
  no money leaves the eliminators. Entries credited
  together split both parts, any odd cent (or odd unit of the cash) to the
  earliest entry (as shared prizes are split);
* an elimination credited to nobody leaves the bounty on that head
  *unclaimed* (shown, so the director can settle it by hand);
* the winner collects the bounty on their own head.

So the bounty money is always somewhere: paid, on a head still in play, or
unclaimed, and these add up to the bounties the entries brought.
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
    return bounty_on(entry.buy_in, bounty)


def bounty_on(buy_in: int, bounty: int) -> int:
    """The bounty (cents) an entry that paid ``buy_in`` to the pool carries: the event's
    ``bounty``, or what it paid when that is less."""
    return min(bounty, buy_in)


def split_cents(cents: int, members: Iterable[int]) -> dict[int, int]:
    """``cents`` shared evenly among the entry ids ``members``, any odd cent to the
    earliest (lowest) entry: how shared prizes and bounties are split."""
    ordered = sorted(members)
    share, odd = divmod(cents, len(ordered))
    return {entry_id: share + (odd if n == 0 else 0) for n, entry_id in enumerate(ordered)}


def split_units(cents: int, members: Iterable[int], unit: int = 1) -> dict[int, int]:
    """``cents`` shared evenly among ``members`` in whole ``unit`` s (``split_cents``
    over the units, the odd unit to the earliest entry); what is not a whole unit
    goes to the earliest entry too, so the shares always total ``cents``."""
    units, rest = divmod(cents, max(1, unit))
    shares = {e: part * max(1, unit) for e, part in split_cents(units, members).items()}
    shares[min(shares)] += rest
    return shares


@dataclass(frozen=True)
class BountyLedger:
    """Where the bounty money of an event is, in cents, by entry id.

    ``carried`` holds every seated entry's own (starting) bounty, ``won`` what
    each entry has been paid (entries paid nothing are left out), ``on_head``
    the bounty now on each head still in play, and ``unclaimed`` the bounty
    left by each entry eliminated with nobody credited; ``pool`` is a mystery
    bounty's money not drawn yet (``domain.results.mystery``).
    """

    carried: Mapping[int, int]
    won: Mapping[int, int]
    on_head: Mapping[int, int]
    unclaimed: Mapping[int, int]
    pool: int = 0


def bounty_ledger(
    entries: Mapping[int, Entry],
    eliminations: Iterable[BustRecord],
    *,
    bounty: int,
    cash_percent: int = 100,
    cash_unit: int = 1,
    winner: int | None = None,
) -> BountyLedger:
    """Who won which bounty, from the eliminations in the order they happened and
    the ``winner``'s entry id; ``cash_percent`` is the share of a bounty paid in
    cash (100: a fixed knockout; less: a progressive one), in whole ``cash_unit``
    cents to each eliminator."""
    carried = {e.id: entry_bounty(e, bounty) for e in entries.values() if e.status != WAITING}
    on_head = dict(carried)
    won: dict[int, int] = {}
    unclaimed: dict[int, int] = {}
    for record in eliminations:
        busted = record.elimination.entry_id
        cents = on_head.pop(busted, 0)
        if not cents:
            continue
        if not record.by:
            unclaimed[busted] = cents
            continue
        units = cents * cash_percent // 100 // cash_unit
        for hitter, part in split_cents(units, record.by).items():
            won[hitter] = won.get(hitter, 0) + part * cash_unit
        cash = units * cash_unit
        for hitter, part in split_cents(cents - cash, record.by).items():
            on_head[hitter] = on_head.get(hitter, 0) + part
    if winner is not None and on_head.get(winner):
        won[winner] = won.get(winner, 0) + on_head.pop(winner)
    return BountyLedger(
        carried=carried,
        won={k: v for k, v in won.items() if v},
        on_head={k: v for k, v in on_head.items() if v},
        unclaimed=unclaimed,
    )
