"""Domain layer: an event's entries summed as they change, so the field's totals and the
prize pool's purchases are read without looking at every entry.

An ``EntryBook`` (``domain.field.entries``) keeps an ``EntryTally`` up to date as
entries are set and deleted (each change takes the old entry's part out and puts
the new one's in), so reading it costs the same at 50 entrants and at 10,000. It
is worked out the first time it is asked for, so opening or folding a floor pays
nothing for it until a reader needs it.
Entries are summed in groups by what decides whether their buy-in is in the field
(``domain.seating.arrivals.paid_in``): their status, and whether they were
registered before the clock started (no play level). A waiting entry registered
before the start waits for the seat draw and has paid in unless the event has a
table count, a setting that may change, so the reader decides which groups count.

Each group (``Sums``) holds how many entries, their re-entries, rebuys, add-ons,
buy-ins and fees, and the purchases the
prize pool is built from, counted by price: buy-ins paid in cash, buy-ins paid
with a ticket (a satellite's or a league qualifier's), rebuys and add-ons, each
``(prize part, fee)`` with how many were made at it. Distinct players are counted
apart (``players``): those with an entry that is no longer waiting, and those whose
only paid-in entry would be one waiting for the draw.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, MutableMapping
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    from floortool.domain.field.entries import Entry

K = TypeVar("K")

GroupKey = tuple[str, bool]
"""``(status, registered before the clock started)``."""

GroupSums = tuple[str, "Sums"]
"""A group's sums, with its entries' status."""

Prices = dict[tuple[int, int], int]
"""How many purchases were made at each ``(prize part, fee)``, in cents."""


def group_of(entry: Entry) -> GroupKey:
    """The group ``entry`` is summed in."""
    return entry.status, entry.level is None


def _count(counts: MutableMapping[K, int], key: K, sign: int) -> None:
    """One more (``sign`` 1) or one fewer (-1) under ``key``; a key counted 0 goes."""
    left = counts.get(key, 0) + sign
    if left:
        counts[key] = left
    else:
        del counts[key]


class Sums:
    """One group's entries summed (see the module's docstring)."""

    __slots__ = (
        "addon_prices",
        "addons",
        "buy_ins",
        "count",
        "money",
        "rebuy_prices",
        "rebuys",
        "reentries",
        "tickets",
    )

    def __init__(self) -> None:
        self.count = 0
        self.reentries = 0
        self.rebuys = 0
        self.addons = 0
        self.money = 0  # buy-ins and fees, cents
        self.buy_ins: Prices = {}  # paid in cash
        self.tickets: Prices = {}  # paid with a satellite's ticket
        self.rebuy_prices: Prices = {}
        self.addon_prices: Prices = {}

    def add(self, entry: Entry, sign: int) -> None:
        """Put ``entry`` in (``sign`` 1) or take it out (-1)."""
        self.count += sign
        self.reentries += sign * (entry.entry_number > 1)
        self.rebuys += sign * len(entry.rebuys)
        self.addons += sign * len(entry.addons)
        self.money += sign * (entry.buy_in + entry.fee)
        paid = self.tickets if entry.ticketed else self.buy_ins
        _count(paid, (entry.buy_in, entry.fee), sign)
        for purchase in entry.rebuys:
            _count(self.rebuy_prices, (purchase.price, purchase.fee), sign)
        for purchase in entry.addons:
            _count(self.addon_prices, (purchase.price, purchase.fee), sign)

    def copy(self) -> Sums:
        other = Sums()
        for name in Sums.__slots__:
            value = getattr(self, name)
            setattr(other, name, dict(value) if isinstance(value, dict) else value)
        return other


class EntryTally:
    """An event's entries summed by group, and its distinct players."""

    __slots__ = ("_draw_only", "_drawn", "_groups", "_settled")

    def __init__(self) -> None:
        self._groups: dict[GroupKey, Sums] = {}
        self._settled: MutableMapping[int, int] = {}  # player -> entries no longer waiting
        self._drawn: MutableMapping[int, int] = {}  # player -> entries waiting, before the start
        self._draw_only = 0  # players with a drawn entry and no settled one

    def add(self, entry: Entry, sign: int, *, settled: bool) -> None:
        """Put ``entry`` in (``sign`` 1) or take it out (-1); ``settled``: it no longer
        waits for a seat."""
        key = group_of(entry)
        sums = self._groups.get(key)
        if sums is None:
            sums = self._groups[key] = Sums()
        sums.add(entry, sign)
        if not sums.count:
            del self._groups[key]
        drawn = not settled and entry.level is None
        if not settled and not drawn:
            return
        player = entry.player_id
        before = self._only_drawn(player)
        _count(self._settled if settled else self._drawn, player, sign)
        self._draw_only += self._only_drawn(player) - before

    def _only_drawn(self, player: int) -> int:
        return int(player in self._drawn and player not in self._settled)

    def groups(self) -> Mapping[GroupKey, Sums]:
        """The sums by group (read only: they change as the book does)."""
        return self._groups

    def count(self, status: str) -> int:
        """How many entries have ``status``."""
        return sum(sums.count for (of, _), sums in self._groups.items() if of == status)

    def players(self, *, with_drawn: bool) -> int:
        """Distinct players with an entry no longer waiting, and, ``with_drawn``, those
        whose only such entry waits for the draw."""
        return len(self._settled) + (self._draw_only if with_drawn else 0)

    def copied(self, wrap: Callable[[Any], Any]) -> EntryTally:
        """A copy: the groups copied (a few small maps), the players' maps passed
        through ``wrap`` (``domain.kernel.record_book``'s copies)."""
        other = EntryTally.__new__(EntryTally)
        other._groups = {key: sums.copy() for key, sums in self._groups.items()}
        other._settled = wrap(self._settled)
        other._drawn = wrap(self._drawn)
        other._draw_only = self._draw_only
        return other
