"""App layer: what the floor map and the room's seat-change strip show.

``floor_map`` is every open table of an event with all its seats, empty ones
included, typed for drawing: who sits where (name and player number, so the
window can find and move them), who is locked to their seat and how often
each was moved, the seats out of play, the button, and the marks
``views.seating`` decides (short, halted, final table, button to re-draw).
``recent_moves`` reads the journal newest first for the seat changes still
in force — moves of groups that were undone are left out — with the time
each was made, so the room display can show the latest ones for
``SEAT_CHANGE_MINUTES`` after they happen. Decides nothing about seating:
the engine and ``views.seating`` do. Drawn by the window only: ``cli.md``
gives these no JSON form.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta

from floortool.app.depends import depends_on
from floortool.app.views.seat_rules import player_name
from floortool.app.views.seating import SeatingView, TableView, seating_view
from floortool.domain.field.entries import event_entries
from floortool.domain.fold.kinds import decode_event
from floortool.domain.fold.state import FloorState
from floortool.domain.kernel.journal import REDONE, JournalEntry, Subject, event_scope
from floortool.domain.kernel.phrases import Phrase
from floortool.domain.seating.engine.next_step import FINAL
from floortool.domain.seating.events import EntryMoved, FinalTableRedrawn, said_reason, said_rule
from floortool.domain.seating.seats import seating_of

#: How long the room display lists a seat change after it was made.
SEAT_CHANGE_MINUTES = 5
SEAT_CHANGE_TIME = timedelta(minutes=SEAT_CHANGE_MINUTES)
_MOVE_KINDS = frozenset({EntryMoved.kind, FinalTableRedrawn.kind})


@dataclass(frozen=True, slots=True)
class SeatCard:
    """One seat of a table: empty (``entry`` None) or who sits in it, locked to it or
    not, and how many times they were moved: by the engine (balancing, breaking:
    ``moves``) and by hand (``manual_moves``)."""

    seat: int
    entry: int | None = None
    player_id: int | None = None
    name: str = ""
    locked: bool = False
    unavailable: bool = False  # out of play
    moves: int = 0
    manual_moves: int = 0

    @property
    def empty(self) -> bool:
        return self.entry is None

    @property
    def times_moved(self) -> int:
        """Every move: balancing and breaking, and by hand."""
        return self.moves + self.manual_moves

    @property
    def free(self) -> bool:
        """Empty and in play: a player may be moved here."""
        return self.entry is None and not self.unavailable


@dataclass(frozen=True, slots=True)
class TableCard:
    """One open table as the map draws it: ``seats`` holds seat 1 to the last, in order."""

    number: int
    seats: tuple[SeatCard, ...]
    button: int | None
    final: bool = False
    short: bool = False
    halted: bool = False
    button_redraw: bool = False  # the button is to be drawn for again (house rule A-6)
    small_blind: int | None = None  # the next hand's blinds, by the dead button
    big_blind: int | None = None
    dead_button: bool = False  # the button is on an empty seat (TDA 2024 Rule 32)
    dead_small_blind: bool = False  # so is the small blind

    @property
    def players(self) -> int:
        return sum(1 for seat in self.seats if not seat.empty)

    def seat(self, number: int) -> SeatCard:
        return self.seats[number - 1]


@dataclass(frozen=True, slots=True)
class FloorMap:
    """An event's open tables in number order, and the players waiting for a seat."""

    tables: tuple[TableCard, ...]
    waiting: tuple[str, ...] = ()

    @property
    def players(self) -> int:
        return sum(table.players for table in self.tables)

    def table(self, number: int) -> TableCard | None:
        return next((t for t in self.tables if t.number == number), None)


def _table_card(state: FloorState, event_id: int, row: TableView, shown: SeatingView) -> TableCard:
    entries = event_entries(state, event_id)
    taken = {o.seat: o for o in row.occupied}
    off = set(row.unavailable)
    seats = []
    for number in range(1, row.seats + 1):
        sitter = taken.get(number)
        if sitter is None:
            seats.append(SeatCard(number, unavailable=number in off))
            continue
        entry = entries.get(sitter.entry)
        seats.append(
            SeatCard(
                number,
                entry=sitter.entry,
                player_id=entry.player_id if entry is not None else None,
                name=sitter.player,
                locked=sitter.locked,
                moves=sitter.moves,
                manual_moves=sitter.manual_moves,
            )
        )
    hand = seating_of(state, event_id).tables[row.table].next_hand()
    return TableCard(
        number=row.table,
        seats=tuple(seats),
        button=row.button if hand is None else hand.button,
        final=row.final,
        short=row.table in shown.short_tables,
        halted=row.table in shown.halted,
        button_redraw=row.button_redraw is not None,
        small_blind=None if hand is None else hand.small_blind,
        big_blind=None if hand is None else hand.big_blind,
        dead_button=hand is not None and hand.dead_button,
        dead_small_blind=hand is not None and hand.dead_small_blind,
    )


@depends_on(reads=(seating_view,))
def floor_map(state: FloorState, event_id: int, now: datetime | None = None) -> FloorMap:
    """Every open table of ``event_id`` with all its seats (raises if the event is unknown);
    ``now`` picks the level whose game decides which tables are short."""
    shown = seating_view(state, event_id, now)
    tables = tuple(_table_card(state, event_id, row, shown) for row in shown.tables)
    return FloorMap(tables=tables, waiting=shown.waiting)


@dataclass(frozen=True, slots=True)
class RecentMove:
    """A seat change still in force: who went where, why, and when (UTC). ``kind`` is
    what made it (``EntryMoved.move``: ``balance``, ``break``, ``manual``, or ``""`` in
    records older than it; ``final`` for the final-table redraw); ``reason`` is the
    director's sentence, which names the player."""

    at: datetime
    entry: int
    player: str
    from_table: int
    from_seat: int
    to_table: int
    to_seat: int
    reason: Phrase | str
    rule: Phrase | str  # said in the reader's language
    kind: str


def _moves_of(state: FloorState, record: JournalEntry) -> list[RecentMove]:
    """The seat changes one journal record made, last first."""
    event = decode_event(record.kind, record.data)
    if isinstance(event, EntryMoved):
        rows = [(event.entry_id, event.from_table, event.from_seat, event.to_table, event.to_seat)]
        kind = event.move
    elif isinstance(event, FinalTableRedrawn):
        rows = [(e, ft, fs, event.table, ts) for e, ft, fs, ts in event.seats]
        kind = FINAL
    else:
        return []
    return [
        RecentMove(
            at=record.at,
            entry=entry,
            player=player_name(state, event.event_id, entry),
            from_table=from_table,
            from_seat=from_seat,
            to_table=to_table,
            to_seat=to_seat,
            reason=said_reason(event),
            rule=said_rule(event),
            kind=kind,
        )
        for entry, from_table, from_seat, to_table, to_seat in reversed(rows)
    ]


@depends_on(Subject.SEATING, Subject.PLAYERS)
def recent_moves(
    journal: Sequence[JournalEntry],
    state: FloorState,
    event_id: int,
    *,
    since: datetime | None = None,
    limit: int = 50,
) -> tuple[RecentMove, ...]:
    """The event's seat changes still in force, newest first: at most ``limit``, none
    made before ``since``.

    Reads the journal backwards and stops as soon as it has enough: an undo or
    redo marker is met before the group it names, and the newest marker of a
    group says whether the group is live.
    """
    scope = event_scope(event_id)
    live: dict[int, bool] = {}  # group -> live, from the newest marker naming it
    found: list[RecentMove] = []
    for record in reversed(journal):
        if len(found) >= limit or (since is not None and record.at < since):
            break
        if record.scope != scope:
            continue
        if record.is_marker:
            live.setdefault(int(record.data["group"]), record.kind == REDONE)
        elif record.kind in _MOVE_KINDS and live.get(record.group, True):
            found += _moves_of(state, record)
    return tuple(found[:limit])
