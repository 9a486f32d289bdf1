"""App layer: the field of one event — its entries and the figures the room shows.

``field_summary(state, event_id)`` is the one call the players page and
``player list`` make: every entry (player, entry number, table and seat, stack
received, deduction, chips bought, status), and the totals: entries, players
left, alternates, rebuys, add-ons, chips in play and the average stack.
``field_totals`` is the totals alone, what the room's figures, the live status
feed and the web companion's field document show: read from the tally the
event's entries keep (``domain.field.tally``), never from each entry, so it
costs the same at 50 entrants as at 10,000 (``field_summary`` adds the rows to
those same totals). Chips in play are every chip the seated and busted entries
bought — the starting stack less the late-registration deduction, plus
rebuys and add-ons (counted at once, TDA 2024 Rule 27); a busted entry's
chips stayed on the table. Entrants waiting for the seat draw before the start
(``seating.arrivals.awaits_the_draw``) have paid in and count as seated ones do.
Alternates still waiting for a seat are listed and
counted apart: like the prize pool (``app.views.payouts``), the field, the players
left and the chips in play take them in once they sit down. An alternate's
buy-in is taken when the seat is (TDA 2024 Rule 8-A: alternates "will be sold
full stacks" and draw their seat as new players do): the amount recorded at
registration is due, not in the pool, until then (``buy_in_taken``,
``waiting_buy_ins``). A closed flight
has nothing left in play: its survivors went to Day 2. Each read model has one
JSON form, ``to_json`` (``cli.md``: ``player register``, ``player list``).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, fields
from typing import Any

from floortool.app.depends import depends_on
from floortool.domain.field.counts import chips_in_play
from floortool.domain.field.entries import (
    ACTIVE,
    BUSTED,
    WAITING,
    Entry,
    EntryRegistered,
    entry_tally,
    event_entries,
)
from floortool.domain.field.tally import GroupSums
from floortool.domain.fold.state import FloorState
from floortool.domain.kernel.journal import JournalEntry, Subject
from floortool.domain.kernel.phrases import Money, Phrase, counted, translate
from floortool.domain.seating.arrivals import awaits_the_draw, paid_groups
from floortool.domain.seating.seats import seating_of
from floortool.domain.tournament.event import require_event


@dataclass(frozen=True, slots=True)
class EntryRow:
    """One entry as the floor lists it."""

    id: int
    player_id: int
    player: str
    nickname: str
    entry_number: int
    status: str
    table: int | None
    seat: int | None
    alternate: int | None  # place on the waiting list (1 = next to be seated)
    stack: int  # chips received on entry (starting stack less the deduction)
    deduction: int
    chips: int  # every chip bought: stack, rebuys, add-ons
    rebuys: int
    addons: int
    level: int | None
    buy_in: int  # cents
    fee: int  # cents
    from_flight: int | None
    for_draw: bool = False  # waits for the seat draw before the start, paid in
    last_count: int | None = None  # the stack's last count (0 once busted), None: not counted
    counted_at: str = ""  # when it was counted (ISO, UTC)
    bag: str = ""  # the bag number its last count was bagged in ("": not bagged)

    @property
    def seat_text(self) -> str:
        """``2-5`` (table-seat, as the search box takes it), ``alt 3``, ``draw``, or the
        status."""
        if self.table is not None:
            return f"{self.table}-{self.seat}"
        if self.for_draw:
            return "draw"
        return f"alt {self.alternate}" if self.alternate is not None else self.status

    @property
    def buy_in_taken(self) -> bool:
        """Whether the buy-in is in the prize pool: an alternate's is taken when seated;
        an entrant waiting for the draw before the start has paid in."""
        return self.status != WAITING or self.for_draw

    @property
    def money_note(self) -> Phrase | None:
        """``buy-in 100.00 taken when seated`` for an alternate who pays one, else None."""
        due = self.buy_in + self.fee
        if self.buy_in_taken or not due:
            return None
        return translate("app.views.field", "buy-in {money} taken when seated").fill(
            money=Money(due, grouped=False)
        )

    def to_json(self) -> dict[str, Any]:
        """The one JSON form: ``cli.md``'s ``id, player, entry_number, stack, deduction,
        table, seat, level`` and more."""
        return {
            "id": self.id,
            "player": self.player,
            "entry_number": self.entry_number,
            "stack": self.stack,
            "deduction": self.deduction,
            "table": self.table,
            "seat": self.seat,
            "level": self.level,
            "status": self.status,
            "alternate": self.alternate,
            "player_id": self.player_id,
            "nickname": self.nickname,
            "chips": self.chips,
            "rebuys": self.rebuys,
            "addons": self.addons,
            "buy_in_cents": self.buy_in,
            "fee_cents": self.fee,
            "buy_in_taken": self.buy_in_taken,
            "from_flight": self.from_flight,
            "last_count": self.last_count,
            "counted_at": self.counted_at,
            "bag": self.bag,
        }


@dataclass(frozen=True, slots=True)
class FieldTotals:
    """An event's totals at this point of the journal (no entry's row)."""

    event_id: int
    total_entries: int  # entries that sat down, re-entries (and Day 2 arrivals) included
    unique_players: int
    reentries: int
    players_left: int  # seated
    seated: int
    waiting: int  # alternates, not counted in the figures above
    waiting_buy_ins: int  # cents: the alternates' buy-ins and fees, taken when they sit down
    busted: int
    rebuys: int
    addons: int
    chips_in_play: int
    average_stack: int | None  # chips in play / players left, rounded; None with nobody left
    closed: bool  # a flight whose survivors have gone on

    def to_json(self) -> dict[str, Any]:
        """The one JSON form of the totals (``player list``'s ``field``); entries apart."""
        return {
            "event": self.event_id,
            "total_entries": self.total_entries,
            "unique_players": self.unique_players,
            "reentries": self.reentries,
            "players_left": self.players_left,
            "seated": self.seated,
            "waiting": self.waiting,
            "waiting_buy_ins_cents": self.waiting_buy_ins,
            "busted": self.busted,
            "rebuys": self.rebuys,
            "addons": self.addons,
            "chips_in_play": self.chips_in_play,
            "average_stack": self.average_stack,
            "closed": self.closed,
        }


@dataclass(frozen=True, slots=True)
class FieldSummary(FieldTotals):
    """An event's entries and totals at this point of the journal."""

    entries: tuple[EntryRow, ...] = ()


@depends_on(Subject.EVENT, Subject.FIELD, Subject.SEATING, Subject.PLAYERS)
def entry_row(state: FloorState, entry: Entry) -> EntryRow:
    seating = seating_of(state, entry.event_id)
    seat = seating.seat_of(entry.id)
    player = state.players.get(entry.player_id)
    for_draw = awaits_the_draw(entry, require_event(state, entry.event_id).settings)
    waiting = entry.id in seating.waiting and not for_draw
    alternate = seating.waiting.index(entry.id) + 1 if waiting else None
    return EntryRow(
        id=entry.id,
        player_id=entry.player_id,
        player=player.name if player is not None else f"#{entry.player_id}",
        nickname=player.nickname if player is not None else "",
        entry_number=entry.entry_number,
        status=entry.status,
        table=seat[0] if seat else None,
        seat=seat[1] if seat else None,
        alternate=alternate,
        stack=entry.stack,
        deduction=entry.deduction,
        chips=entry.chips,
        rebuys=len(entry.rebuys),
        addons=len(entry.addons),
        level=entry.level,
        buy_in=entry.buy_in,
        fee=entry.fee,
        from_flight=entry.from_flight,
        for_draw=for_draw,
        last_count=0 if entry.status == BUSTED else entry.count.chips if entry.count else None,
        counted_at=entry.count.at if entry.count and entry.status != BUSTED else "",
        bag=entry.count.bag if entry.count and entry.status != BUSTED else "",
    )


def waiting_text(waiting: int, buy_ins: int) -> Phrase:
    """``2 alternates waiting: their buy-ins (200.00) join the prize pool as they are
    seated`` (the field and the pool take an alternate in with the seat)."""
    who = counted(
        waiting,
        translate("app.views.field", "{count} alternate waiting"),
        translate("app.views.field", "{count} alternates waiting"),
    )
    if not buy_ins:
        return translate("app.views.field", "{who}: counted in the field as they are seated.").fill(
            who=who
        )
    return translate(
        "app.views.field",
        "{who}: their buy-ins ({money}) join the prize pool as they are seated.",
    ).fill(who=who, money=Money(buy_ins, grouped=False))


def rounded_average(total: int, count: int) -> int | None:
    """``total / count`` rounded half up, in whole chips (None when ``count`` is 0)."""
    return (2 * total + count) // (2 * count) if count else None


@depends_on(Subject.EVENT, Subject.FIELD, Subject.SEATING)
def field_totals(state: FloorState, event_id: int) -> FieldTotals:
    """The totals of ``event_id``, read from its entries' tally: the same cost at 50
    entrants as at 10,000."""
    settings = require_event(state, event_id).settings
    tally = entry_tally(event_entries(state, event_id))
    paid, alternates = paid_groups(state, event_id)
    everyone = paid + alternates
    closed = event_id in state.closed_flights

    def count(groups: list[GroupSums]) -> int:
        return sum(sums.count for _, sums in groups)

    drawn = count([group for group in paid if group[0] == WAITING])  # not seated yet
    left = 0 if closed else tally.count(ACTIVE) + drawn
    chips = chips_in_play(state, event_id).in_play  # kept totals, less raced-off chips
    return FieldTotals(
        event_id=event_id,
        total_entries=count(paid),
        unique_players=tally.players(with_drawn=not settings.tables),
        reentries=sum(sums.reentries for _, sums in paid),
        players_left=left,
        seated=tally.count(ACTIVE),
        waiting=count(alternates),
        waiting_buy_ins=sum(sums.money for _, sums in alternates),
        busted=tally.count(BUSTED),
        rebuys=sum(sums.rebuys for _, sums in everyone),
        addons=sum(sums.addons for _, sums in everyone),
        chips_in_play=chips,
        average_stack=rounded_average(chips, left),
        closed=closed,
    )


@depends_on(reads=(entry_row, field_totals))
def field_summary(state: FloorState, event_id: int) -> FieldSummary:
    """Entries and totals of ``event_id`` (entries in entry order)."""
    entries = sorted(event_entries(state, event_id).values(), key=lambda e: e.id)
    totals = field_totals(state, event_id)
    return FieldSummary(
        **{f.name: getattr(totals, f.name) for f in fields(FieldTotals)},
        entries=tuple(entry_row(state, e) for e in entries),
    )


def new_entries(state: FloorState, journal: Iterable[JournalEntry]) -> list[EntryRow]:
    """The entries a command's journal group created (``Done.entries``), as rows now."""
    rows: list[EntryRow] = []
    for record in journal:
        if record.kind == EntryRegistered.kind:
            entry = event_entries(state, int(record.data["event_id"])).get(
                int(record.data["entry_id"])
            )
            if entry is not None:
                rows.append(entry_row(state, entry))
    return rows
