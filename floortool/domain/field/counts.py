"""Domain layer: chip counts during play, and the chips in play they are checked against.

A count records a seated player's stack (``Entry.count``: the chips, when, by
whom). The chips in play are always known: every chip the entries that sat
down bought (starting stack less any late-registration deduction, rebuys,
add-ons; ``Entry.chips``), less the chips a chip race took out of play at a
colour-up (or plus those it made: ``ChipsRaced``). So a count is refused when
it is impossible: a stack below one chip (a player with no chips has busted
out), a player who is not seated (busted, waiting, unknown), the same player
twice, or more chips counted than there are in play. A bust-out makes the
stack known: 0 chips. What is not counted is shown as such, never guessed
(``ChipsInPlay.uncounted``).

Every count group adds a point to the event's ``ChipLog`` (the chip leader,
the chips in play and the players left at that moment) for the chart of the
night. The leader is kept in a heap whose stale tops (a recounted or busted
player) are dropped as they surface, so a count never looks at the whole field.
"""

from __future__ import annotations

import heapq
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from floortool.domain.field.entries import (
    ACTIVE,
    BUSTED,
    ChipCount,
    Entry,
    check_live,
    entries_of,
    event_entries,
)
from floortool.domain.kernel.errors import FloorError
from floortool.domain.kernel.journal import DomainEvent, ReplayConflict, Subject
from floortool.domain.kernel.phrases import Number, translate

if TYPE_CHECKING:
    from floortool.domain.fold.state import FloorState
    from floortool.domain.tournament.event import EventInfo


class CountRefused(FloorError):
    """A chip count that cannot be true (codes: ``below_one_chip``, ``not_seated``,
    ``counted_twice``, ``more_than_in_play``)."""

    code = "count_refused"


@dataclass(frozen=True)
class ChipPoint:
    """The chips at one count: the leader's entry (0: none counted) and stack, the
    chips in play, the players left and the chips counted among them."""

    at: str
    leader: int
    leader_chips: int
    in_play: int
    players_left: int
    counted: int
    counted_players: int


@dataclass
class ChipLog:
    """One event's chip record beside its entries: the chips races took out of play
    (``removed``, negative when they made chips), the points of the night, and the
    heap of counted stacks (``(-chips, entry id)``) the leader is read from."""

    removed: int = 0
    points: list[ChipPoint] = field(default_factory=list)
    heap: list[tuple[int, int]] = field(default_factory=list)

    def copy(self) -> ChipLog:
        return ChipLog(removed=self.removed, points=list(self.points), heap=list(self.heap))


def chip_log(state: FloorState, event_id: int) -> ChipLog:
    """The event's chip log, made empty on first use (folding events write to it)."""
    log = state.chip_logs.get(event_id)
    if log is None:
        log = state.chip_logs[event_id] = ChipLog()
    return log


@dataclass(frozen=True)
class ChipsInPlay:
    """An event's chips now: in play, held by the players left, and counted."""

    in_play: int
    players_left: int
    counted: int
    counted_players: int

    @property
    def uncounted(self) -> int:
        return max(self.in_play - self.counted, 0)

    @property
    def uncounted_players(self) -> int:
        return max(self.players_left - self.counted_players, 0)


def chips_in_play(state: FloorState, event_id: int) -> ChipsInPlay:
    """Entries x stack + rebuys + add-ons - removed chips, and who holds them
    (nothing in a flight whose survivors went on). Read from kept totals: it
    costs the same for 10 or 10,000 entries."""
    info: EventInfo = state.event(event_id)
    entries = event_entries(state, event_id)
    totals = entries.totals if hasattr(entries, "totals") else None
    if totals is None or event_id in state.closed_flights:
        return ChipsInPlay(in_play=0, players_left=0, counted=0, counted_players=0)
    drawing = not info.settings.tables
    log = state.chip_logs.get(event_id)
    removed = log.removed if log is not None else 0
    return ChipsInPlay(
        in_play=max(totals.bought + (totals.drawing if drawing else 0) - removed, 0),
        players_left=totals.active + (totals.waiting_draw if drawing else 0),
        counted=totals.counted,
        counted_players=totals.counted_players,
    )


def removed_chips(state: FloorState, event_id: int) -> int:
    """The chips colour-up races took out of play (negative: made) in the event."""
    log = state.chip_logs.get(event_id)
    return log.removed if log is not None else 0


def _player(state: FloorState, entry: Entry) -> str:
    player = state.players.get(entry.player_id)
    return player.name if player is not None else f"entry {entry.id}"


def decide_counts(
    state: FloorState, event_id: int, counts: Sequence[tuple[int, int]], *, at: str, by: str
) -> ChipsCounted:
    """The event recording ``counts`` (entry id, chips), or the reason they cannot be true."""
    entries = event_entries(state, event_id)
    seen: set[int] = set()
    change = 0
    for entry_id, chips in counts:
        entry = entries.get(entry_id)
        if entry is None:
            raise CountRefused(
                translate("domain.field.counts", "{event} has no entry number {entry_id}.").fill(
                    event=state.event(event_id).name, entry_id=entry_id
                ),
                code="not_seated",
            )
        name = _player(state, entry)
        if entry.status != ACTIVE:
            refusal = (
                translate(
                    "domain.field.counts",
                    "{name} has busted out: the stack is 0; there is no stack to count.",
                )
                if entry.status == BUSTED
                else translate(
                    "domain.field.counts", "{name} is not seated; there is no stack to count."
                )
            )
            raise CountRefused(refusal.fill(name=name), code="not_seated")
        if chips < 1:
            raise CountRefused(
                translate(
                    "domain.field.counts",
                    "{name}: a stack of {chips} chips is not a stack; a player with no "
                    "chips has busted out (record the bust-out instead).",
                ).fill(name=name, chips=Number(chips)),
                code="below_one_chip",
            )
        if entry_id in seen:
            raise CountRefused(
                translate("domain.field.counts", "{name} is counted twice.").fill(name=name),
                code="counted_twice",
            )
        seen.add(entry_id)
        change += chips - (entry.count.chips if entry.count is not None else 0)
    now = chips_in_play(state, event_id)
    if now.counted + change > now.in_play:
        raise CountRefused(
            translate(
                "domain.field.counts",
                "{counted} chips would be counted, but only {in_play} are in play: a "
                "stack was miscounted or mistyped.",
            ).fill(counted=Number(now.counted + change), in_play=Number(now.in_play)),
            code="more_than_in_play",
        )
    return ChipsCounted(event_id=event_id, counts=[[e, c] for e, c in counts], at=at, by=by)


def _leader(state: FloorState, event_id: int, log: ChipLog) -> tuple[int, int]:
    """The counted chip leader (entry id, chips), stale heap tops dropped."""
    entries = event_entries(state, event_id)
    while log.heap:
        chips, entry_id = -log.heap[0][0], log.heap[0][1]
        entry = entries.get(entry_id)
        if (
            entry is not None
            and entry.status == ACTIVE
            and entry.count is not None
            and entry.count.chips == chips
        ):
            return entry_id, chips
        heapq.heappop(log.heap)
    return 0, 0


def _recount(state: FloorState, event_id: int, changes: Sequence[tuple[int, ChipCount]]) -> None:
    book = entries_of(state, event_id)
    log = chip_log(state, event_id)
    for entry_id, count in changes:
        entry = book.get(entry_id)
        if entry is None or entry.status != ACTIVE:
            raise ReplayConflict(f"entry {entry_id} of event {event_id} is not seated")
        book[entry_id] = replace(entry, count=count)
        heapq.heappush(log.heap, (-count.chips, entry_id))


def _add_point(state: FloorState, event_id: int, at: str) -> None:
    log = chip_log(state, event_id)
    leader, leader_chips = _leader(state, event_id, log)
    now = chips_in_play(state, event_id)
    log.points.append(
        ChipPoint(
            at=at,
            leader=leader,
            leader_chips=leader_chips,
            in_play=now.in_play,
            players_left=now.players_left,
            counted=now.counted,
            counted_players=now.counted_players,
        )
    )


@dataclass(frozen=True)
class ChipsCounted(DomainEvent):
    """Stacks counted (``[entry id, chips]`` each) at ``at`` by ``by``."""

    kind = "chips_counted"
    subjects = frozenset({Subject.FIELD})
    event_id: int
    counts: list[list[int]]
    at: str
    by: str = ""

    def apply(self, state: FloorState) -> None:
        counts = [(e, ChipCount(chips=c, at=self.at, by=self.by)) for e, c in self.counts]
        fold_counts(state, self.event_id, counts, self.at)


def fold_counts(
    state: FloorState, event_id: int, counts: Sequence[tuple[int, ChipCount]], at: str
) -> None:
    """Fold a group of counts (entry id, its new count) counted at ``at``: the entries,
    the leader heap and a point of the night (a count or a bag)."""
    check_live(state, event_id)
    _recount(state, event_id, counts)
    _add_point(state, event_id, at)


def decide_race_settlement(
    state: FloorState, event_id: int, changes: Sequence[tuple[int | None, int]], *, at: str
) -> ChipsRaced:
    """The event settling a chip race's chips: each seat's change of value
    (``entry id`` or None for a seat no entry holds, value after - before). The
    counted stacks of those entries move by their change, and the chips in play by
    the table's; refused when it would leave more chips counted than in play."""
    entries = event_entries(state, event_id)
    net = sum(change for _, change in changes)
    moved: list[list[int]] = []
    counted = chips_in_play(state, event_id)
    total = counted.counted
    for entry_id, change in changes:
        entry = entries.get(entry_id) if entry_id is not None else None
        if entry is not None and entry.status == ACTIVE and entry.count is not None and change:
            after = max(entry.count.chips + change, 1)
            moved.append([entry.id, after])
            total += after - entry.count.chips
    in_play = counted.in_play + net
    if total > max(in_play, 0):
        raise CountRefused(
            translate(
                "domain.field.counts",
                "The race would leave {total} chips counted but {in_play} in play: "
                "check the leftover chips typed for each seat.",
            ).fill(total=Number(total), in_play=Number(in_play)),
            code="more_than_in_play",
        )
    return ChipsRaced(event_id=event_id, removed=-net, counts=moved, at=at)


@dataclass(frozen=True)
class ChipsRaced(DomainEvent):
    """A colour-up race's effect on the chips: ``removed`` chips out of play (negative:
    made by rounding up or a minimum chip) and the counted stacks it changed."""

    kind = "chips_raced"
    subjects = frozenset({Subject.FIELD})
    event_id: int
    removed: int
    counts: list[list[int]]
    at: str

    def apply(self, state: FloorState) -> None:
        check_live(state, self.event_id)
        chip_log(state, self.event_id).removed += self.removed
        entries = event_entries(state, self.event_id)
        changes = []
        for entry_id, chips in self.counts:
            entry = entries.get(entry_id)
            if entry is None or entry.count is None:
                raise ReplayConflict(f"entry {entry_id} of event {self.event_id} has no count")
            changes.append((entry_id, replace(entry.count, chips=chips)))
        _recount(state, self.event_id, changes)
        if self.counts:
            _add_point(state, self.event_id, self.at)


def chip_log_points(state: FloorState, event_id: int) -> tuple[ChipPoint, ...]:
    """The event's count points, oldest first (none before the first count)."""
    log = state.chip_logs.get(event_id)
    return tuple(log.points) if log is not None else ()
