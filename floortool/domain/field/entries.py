"""Domain layer: entries (a player's buy-ins into one event) and their journal events.

An entry records what was paid (buy-in and fee in cents), the chips received
(the starting stack less any late-registration deduction), the play level at
registration, its rebuys and add-ons, and its status: ``waiting`` (an
alternate, registered without a seat yet), ``active`` (seated, in play),
``busted`` (eliminated; its place is decided in ``domain.results.places``) or
``advanced`` (survived a flight and carried its stack to Day 2). Every chip an entry bought is
in play from the moment it is bought (rebuy chips "behind", TDA 2024 Rule 27).

The events here only record decisions made in ``domain.registration.decisions`` and
``domain.tournament.flights``; applying them keeps the event's ``Seating`` in step.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, MutableMapping
from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, ClassVar, TypeVar

from floortool.domain.field.tally import EntryTally
from floortool.domain.kernel.errors import FloorError
from floortool.domain.kernel.journal import DomainEvent, ReplayConflict, Subject
from floortool.domain.kernel.phrases import translate
from floortool.domain.kernel.record_book import Ids, RecordBook, add_id, drop_id

if TYPE_CHECKING:
    from floortool.domain.fold.state import FloorState
    from floortool.domain.players.records import Player

_T = TypeVar("_T")

WAITING, ACTIVE, BUSTED, ADVANCED = "waiting", "active", "busted", "advanced"
STATUSES = (WAITING, ACTIVE, BUSTED, ADVANCED)
IN_PLAY = frozenset({WAITING, ACTIVE})


@dataclass(frozen=True)
class ChipCount:
    """A count of one player's stack: the chips, when (ISO time, UTC) and by whom
    (the operator). A bag at the end of a day is a count with a bag number."""

    chips: int
    at: str
    by: str = ""
    bag: str = ""


@dataclass(frozen=True)
class Purchase:
    """A rebuy or an add-on: chips bought, money to the pool and to the house (cents)."""

    chips: int
    price: int
    fee: int
    level: int | None = None


@dataclass(frozen=True)
class Entry:
    """One entry of one player into one event."""

    id: int
    event_id: int
    player_id: int
    entry_number: int  # 1 for the first entry, 2 for the first re-entry ...
    starting_stack: int
    deduction: int = 0
    buy_in: int = 0  # cents to the pool
    fee: int = 0  # cents to the house
    level: int | None = None  # play level at registration (None before the clock started)
    registered_at: str = ""
    status: str = WAITING
    rebuys: tuple[Purchase, ...] = field(default=())
    addons: tuple[Purchase, ...] = field(default=())
    from_flight: int | None = None  # Day 2 entries: the flight they survived ...
    from_entry: int | None = None  # ... and the entry there
    ticket_from: int | None = None  # bought in with a ticket won in that satellite
    count: ChipCount | None = None  # the stack's last count (``domain.field.counts``)
    qualified_in: int | None = None  # seated free as a qualifier of that league season

    @property
    def ticketed(self) -> bool:
        """Whether a ticket paid the buy-in (a satellite's, or a league qualifier's)."""
        return self.ticket_from is not None or self.qualified_in is not None

    @property
    def stack(self) -> int:
        """The chips received on entry: the starting stack less the deduction."""
        return self.starting_stack - self.deduction

    @property
    def chips(self) -> int:
        """Every chip this entry brought into play (entry, rebuys, add-ons)."""
        return self.stack + sum(p.chips for p in self.rebuys) + sum(p.chips for p in self.addons)

    @property
    def in_play(self) -> bool:
        return self.status in IN_PLAY

    def with_status(self, status: str) -> Entry:
        """This entry with another status (what ``dataclasses.replace`` gives, made
        without running ``__init__`` again: the fold does it for every seat and bust)."""
        if status not in STATUSES:
            raise ValueError(f"unknown entry status {status!r}")
        changed: Entry = object.__new__(Entry)
        changed.__dict__.update(self.__dict__, status=status)
        return changed


@dataclass(frozen=True)
class ChipTotals:
    """An event's chips and players kept as its entries change (``EntryBook.totals``):
    ``bought`` every chip of the entries that sat down (busted ones too: their chips
    went to others), ``drawing`` the chips and ``waiting_draw`` the number of the
    entrants waiting for the draw, ``active`` the players seated, and ``counted``
    the chips of the ``counted_players`` seated players whose stack was counted."""

    bought: int = 0
    drawing: int = 0
    active: int = 0
    waiting_draw: int = 0
    counted: int = 0
    counted_players: int = 0

    def moved(self, entry: Entry, sign: int) -> ChipTotals:
        """These totals with ``entry`` added (``sign`` 1) or taken out (-1)."""
        status = entry.status
        seated = status == ACTIVE
        drawing = status == WAITING and entry.level is None
        counted = entry.count.chips if seated and entry.count is not None else None
        return ChipTotals(
            bought=self.bought + (sign * entry.chips if status != WAITING else 0),
            drawing=self.drawing + (sign * entry.chips if drawing else 0),
            active=self.active + (sign if seated else 0),
            waiting_draw=self.waiting_draw + (sign if drawing else 0),
            counted=self.counted + (sign * counted if counted is not None else 0),
            counted_players=self.counted_players + (sign if counted is not None else 0),
        )


class EntryBook(RecordBook[Entry]):
    """One event's entries by id (``FloorState.entries[event_id]``), with each player's
    entries indexed, so "this player's entries" and "the next entry id" do not look
    at every entry, the chip totals kept (``totals``), so the chips in play and the
    counted chips are known without adding up the field, and, once first asked, the
    entries summed (``tally``, ``domain.field.tally``), so the field's totals and the
    prize pool do not look at every entry either (``domain.kernel.record_book``:
    ``draft`` and ``copy`` as there)."""

    __slots__ = ("_by_player", "_tally", "totals")

    def _clear_indexes(self) -> None:
        self._by_player: MutableMapping[int, Ids] = {}  # player -> entry ids
        self._tally: EntryTally | None = None  # summed on first use, then kept
        self.totals = ChipTotals()

    def _index(self, entry_id: int, entry: Entry) -> None:
        add_id(self._by_player, entry.player_id, entry_id)
        self.totals = self.totals.moved(entry, 1)
        if self._tally is not None:
            self._tally.add(entry, 1, settled=entry.status != WAITING)

    def _unindex(self, entry_id: int, entry: Entry) -> None:
        drop_id(self._by_player, entry.player_id, entry_id)
        self.totals = self.totals.moved(entry, -1)
        if self._tally is not None:
            self._tally.add(entry, -1, settled=entry.status != WAITING)

    def _copy_indexes(self, other: EntryBook, wrap: Callable[[Any], Any]) -> None:
        other._by_player = wrap(self._by_player)
        other._tally = None if self._tally is None else self._tally.copied(wrap)
        other.totals = self.totals

    def of_player(self, player_id: int) -> list[Entry]:
        """The player's entries, by id."""
        return [self._by_id[i] for i in self._by_player.get(player_id, ())]

    def tally(self) -> EntryTally:
        """The entries summed (read only): worked out the first time (a book read from a
        stored checkpoint, or folded, pays nothing until someone asks), then kept as
        they change."""
        if self._tally is None:
            self._tally = summed(self._by_id.values())
        return self._tally


def entries_of(state: FloorState, event_id: int) -> EntryBook:
    """The event's entries, made empty on first use (folding events write to it)."""
    book = state.entries.get(event_id)
    if book is None:
        book = state.entries[event_id] = EntryBook()
    return book


def entry_tally(entries: Mapping[int, Entry]) -> EntryTally:
    """``entries`` (one event's) summed: the book's own tally, or, for a plain mapping,
    one worked out on the spot."""
    if isinstance(entries, EntryBook):
        return entries.tally()
    return summed(entries.values())


def summed(entries: Iterable[Entry]) -> EntryTally:
    """A tally of ``entries``, worked out from each."""
    tally = EntryTally()
    for entry in entries:
        tally.add(entry, 1, settled=entry.status != WAITING)
    return tally


def event_entries(state: FloorState, event_id: int) -> Mapping[int, Entry]:
    """The entries of ``event_id`` by id (empty when it has none)."""
    return state.entries.get(event_id, _NO_ENTRIES)


_NO_ENTRIES: Mapping[int, Entry] = MappingProxyType({})  # read-only: never written to


def field_size(entries: Mapping[int, Entry]) -> int:
    """The entries that took a seat (alternates still waiting are not in the field),
    counted from the entries' tally."""
    return len(entries) - entry_tally(entries).count(WAITING)


def entries_of_player(entries: Mapping[int, Entry], player_id: int) -> list[Entry]:
    """The player's entries among ``entries`` (one event's), by id."""
    if isinstance(entries, EntryBook):
        return entries.of_player(player_id)
    return [e for e in entries.values() if e.player_id == player_id]


def player_entries(state: FloorState, event_id: int, player_id: int) -> list[Entry]:
    """One player's entries into one event, first entry first."""
    found = entries_of_player(event_entries(state, event_id), player_id)
    return sorted(found, key=lambda e: e.entry_number)


class RegistrationRefused(FloorError):
    """The player cannot enter this way now (codes: ``already_registered``,
    ``reentry_required``, ``not_registered``, ``not_playing``)."""

    code = "registration_refused"


def playing_entry(state: FloorState, event_id: int, player: Player) -> Entry:
    """The player's seated entry in the event, or a refusal saying why there is none."""
    info = state.event(event_id)
    earlier = player_entries(state, event_id, player.id)
    if not earlier:
        raise RegistrationRefused(
            translate("domain.field.entries", "{player} has no entry in {event}.").fill(
                player=player.name, event=info.name
            ),
            code="not_registered",
        )
    return _in_play(state, earlier[-1])


#: Why an entry is not in play, by its status.
_NOT_IN_PLAY = {
    WAITING: translate("domain.field.entries", "{name} is waiting for a seat in {event}."),
    BUSTED: translate("domain.field.entries", "{name} has busted in {event}."),
    ADVANCED: translate("domain.field.entries", "{name} has advanced in {event}."),
}


def _in_play(state: FloorState, entry: Entry) -> Entry:
    """``entry``, or a refusal saying why it is not in play (``not_playing``)."""
    if entry.status != ACTIVE:
        name, event = state.players[entry.player_id].name, state.event(entry.event_id).name
        raise RegistrationRefused(
            _NOT_IN_PLAY[entry.status].fill(name=name, event=event), code="not_playing"
        )
    return entry


def seated_entry(state: FloorState, event_id: int, entry_id: int) -> Entry:
    """Entry ``entry_id`` of the event when it is in play, else a refusal saying why."""
    entry = event_entries(state, event_id).get(entry_id)
    if entry is None:
        raise RegistrationRefused(
            translate("domain.field.entries", "{event} has no entry number {entry_id}.").fill(
                event=state.event(event_id).name, entry_id=entry_id
            ),
            code="not_registered",
        )
    return _in_play(state, entry)


def next_entry_id(state: FloorState, event_id: int) -> int:
    entries = event_entries(state, event_id)
    if isinstance(entries, EntryBook):
        return entries.next_id()
    return max(entries, default=0) + 1


def check_live(state: FloorState, event_id: int) -> None:
    if event_id not in state.events:
        raise ReplayConflict(f"event {event_id} is not live")


def entry_in(state: FloorState, event_id: int, entry_id: int, *statuses: str) -> Entry:
    check_live(state, event_id)
    entry = event_entries(state, event_id).get(entry_id)
    if entry is None or (statuses and entry.status not in statuses):
        raise ReplayConflict(f"entry {entry_id} of event {event_id} is missing or not {statuses}")
    return entry


def put_entry(state: FloorState, entry: Entry) -> None:
    entries = state.entries.get(entry.event_id)
    if entries is None:
        entries = state.entries[entry.event_id] = EntryBook()
    entries[entry.id] = entry


@dataclass(frozen=True)
class EntryRegistered(DomainEvent):
    """A new entry (registration, re-entry, or a flight survivor carried to Day 2).

    It starts as an alternate; an ``EntrySeated`` in the same group seats it.
    """

    kind = "entry_registered"
    subjects = frozenset({Subject.FIELD, Subject.SEATING, Subject.PRIZE})
    event_id: int
    entry_id: int
    player_id: int
    entry_number: int
    starting_stack: int
    deduction: int
    buy_in: int
    fee: int
    level: int | None
    at: str
    from_flight: int | None = None
    from_entry: int | None = None
    ticket_from: int | None = None  # the satellite whose ticket paid the buy-in
    qualified_in: int | None = None  # the league season whose standings qualified the player

    def to_data(self) -> dict[str, Any]:
        """The payload, leaving out ``ticket_from`` and ``qualified_in`` for a buy-in
        paid in cash (every entry before tickets), so journals without tickets read as
        they always did."""
        data = super().to_data()
        for key in ("ticket_from", "qualified_in"):
            if data[key] is None:
                del data[key]
        return data

    def apply(self, state: FloorState) -> None:
        check_live(state, self.event_id)
        if self.player_id not in state.players:
            raise ReplayConflict(f"entry {self.entry_id} for player {self.player_id}, not known")
        if self.entry_id in event_entries(state, self.event_id):
            raise ReplayConflict(f"entry {self.entry_id} of event {self.event_id} made twice")
        put_entry(
            state,
            Entry(
                id=self.entry_id,
                event_id=self.event_id,
                player_id=self.player_id,
                entry_number=self.entry_number,
                starting_stack=self.starting_stack,
                deduction=self.deduction,
                buy_in=self.buy_in,
                fee=self.fee,
                level=self.level,
                registered_at=self.at,
                from_flight=self.from_flight,
                from_entry=self.from_entry,
                ticket_from=self.ticket_from,
                qualified_in=self.qualified_in,
            ),
        )
        state.seats(self.event_id).waiting.append(self.entry_id)


@dataclass(frozen=True)
class _PurchaseMade(DomainEvent):
    """A rebuy or add-on bought by a seated entry."""

    subjects = frozenset({Subject.FIELD, Subject.PRIZE})

    event_id: int
    entry_id: int
    chips: int
    price: int  # cents to the pool
    fee: int  # cents to the house
    level: int | None
    at: str

    purchases: ClassVar[str]  # the entry's tuple it goes to

    def apply(self, state: FloorState) -> None:
        entry = entry_in(state, self.event_id, self.entry_id, ACTIVE)
        bought = Purchase(chips=self.chips, price=self.price, fee=self.fee, level=self.level)
        earlier: tuple[Purchase, ...] = getattr(entry, self.purchases)
        changes: dict[str, Any] = {self.purchases: (*earlier, bought)}
        put_entry(state, replace(entry, **changes))


@dataclass(frozen=True)
class EntryRebought(_PurchaseMade):
    kind = "entry_rebought"
    purchases = "rebuys"


@dataclass(frozen=True)
class EntryAddedOn(_PurchaseMade):
    kind = "entry_added_on"
    purchases = "addons"
