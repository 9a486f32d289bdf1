"""Domain layer, fold: the floor's state, as folded from the journal.

Plain mutable dataclasses compared by value, so a replay can be checked
against another (undo then redo must give exactly the same state). Each live
event (tournament) has its settings in ``events`` and, keyed by the same id,
its blind structure, chip set, clock, entries and seating. The player
database (``players``) is shared by every event.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, TypeVar

from floortool.domain.field.counts import ChipLog
from floortool.domain.field.entries import EntryBook
from floortool.domain.kernel.errors import NotFound
from floortool.domain.kernel.phrases import translate
from floortool.domain.league.seasons import LeagueState
from floortool.domain.players.records import PlayerBook, players_of
from floortool.domain.seating.seats import Seating

if TYPE_CHECKING:
    from floortool.domain.clock.state import ClockState
    from floortool.domain.prize.deals import Deal
    from floortool.domain.prize.events import PrizeSettings
    from floortool.domain.registration.printed_cards import PrintedCards
    from floortool.domain.registration.sign_ups import SignUps
    from floortool.domain.results.eliminations import EventResults
    from floortool.domain.rulings.incidents import RulingRecord
    from floortool.domain.seating.events import TableMarks
    from floortool.domain.seating.halts import Halt
    from floortool.domain.seating.hands import HandForHand
    from floortool.domain.structure.chips import ChipSet
    from floortool.domain.structure.levels import Structure
    from floortool.domain.tournament.event import EventInfo

_V = TypeVar("_V")


def _copied(mapping: dict[int, _V], keys: Iterable[int], copy: Callable[[_V], _V]) -> dict[int, _V]:
    """A new dict sharing ``mapping``'s values but those of ``keys``, which are copied."""
    mine = dict(mapping)
    for key in keys:
        if key in mine:
            mine[key] = copy(mine[key])
    return mine


def _entries_draft(entries: EntryBook) -> EntryBook:
    return entries.draft() if isinstance(entries, EntryBook) else EntryBook(entries.values())


@dataclass
class FloorState:
    """Everything the journal says, folded: every live event and its floor, by event id."""

    events: dict[int, EventInfo] = field(default_factory=dict)
    structures: dict[int, Structure] = field(default_factory=dict)
    chip_sets: dict[int, ChipSet] = field(default_factory=dict)
    clocks: dict[int, ClockState] = field(default_factory=dict)
    players: PlayerBook = field(default_factory=PlayerBook)  # by player id, every event's
    entries: dict[int, EntryBook] = field(default_factory=dict)  # event -> entry id -> entry
    seating: dict[int, Seating] = field(default_factory=dict)
    closed_flights: set[int] = field(default_factory=set)  # flights whose survivors went on
    prize_settings: dict[int, PrizeSettings] = field(default_factory=dict)  # unset: defaults
    deals: dict[int, list[Deal]] = field(default_factory=dict)
    table_marks: dict[int, TableMarks] = field(default_factory=dict)  # redraws due, move tallies
    results: dict[int, EventResults] = field(default_factory=dict)  # eliminations, corrections
    hand_for_hand: dict[int, HandForHand] = field(default_factory=dict)  # while it is on
    halts: dict[int, dict[int, Halt]] = field(default_factory=dict)  # event -> table -> halt
    league: LeagueState = field(default_factory=LeagueState)  # leagues, seasons, standings
    rulings: dict[int, list[RulingRecord]] = field(default_factory=dict)  # incident log
    printed_cards: dict[int, PrintedCards] = field(default_factory=dict)  # seat cards printed
    chip_logs: dict[int, ChipLog] = field(default_factory=dict)  # chips raced out, count points
    sign_ups: dict[int, SignUps] = field(default_factory=dict)  # waiting at the desk, and settled

    def snapshot(self) -> FloorState:
        """An independent copy, made fast: every container is copied and the frozen
        records in them are shared (what the fold's checkpoints keep, and what an
        undo starts again from). ``tests/app/test_state_data.py`` checks that
        every field is copied and that nothing changing is shared."""
        return FloorState(
            events=dict(self.events),
            structures=dict(self.structures),
            chip_sets=dict(self.chip_sets),
            clocks=dict(self.clocks),
            players=self.players.copy(),
            entries={event: entries.copy() for event, entries in self.entries.items()},
            seating={event: seating.copy() for event, seating in self.seating.items()},
            closed_flights=set(self.closed_flights),
            prize_settings=dict(self.prize_settings),
            deals={event: list(deals) for event, deals in self.deals.items()},
            table_marks={event: marks.copy() for event, marks in self.table_marks.items()},
            results={event: results.copy() for event, results in self.results.items()},
            hand_for_hand={
                event: replace(play, reported=set(play.reported))
                for event, play in self.hand_for_hand.items()
            },
            halts={event: dict(halts) for event, halts in self.halts.items()},
            league=self.league.copy(),
            rulings={event: list(records) for event, records in self.rulings.items()},
            printed_cards={
                event: replace(cards, printed=set(cards.printed))
                for event, cards in self.printed_cards.items()
            },
            chip_logs={event: log.copy() for event, log in self.chip_logs.items()},
            sign_ups={
                event: replace(sign_ups, records=dict(sign_ups.records))
                for event, sign_ups in self.sign_ups.items()
            },
        )

    def draft(self, event_id: int | None = None) -> FloorState:
        """The scratch copy a ``Draft`` decides on: the players, the closed flights and, of
        every event or only ``event_id``'s, the entries, seating, table marks, results
        halts and sign-ups are copied on write (the others are shared, unchanged)."""
        events = list(self.events if event_id is None else (event_id,))
        return replace(
            self,
            players=players_of(self.players),
            entries=_copied(self.entries, events, _entries_draft),
            seating=_copied(self.seating, events, lambda s: s.draft()),
            table_marks=_copied(self.table_marks, events, lambda m: m.draft()),
            closed_flights=set(self.closed_flights),
            results=_copied(self.results, events, lambda r: r.copy()),
            halts=_copied(self.halts, events, dict),
            sign_ups=_copied(self.sign_ups, events, lambda s: replace(s, records=dict(s.records))),
        )

    def latest_event_id(self) -> int | None:
        """The most recently created event still live, if any."""
        return max(self.events, default=None)

    def event(self, event_id: int) -> EventInfo:
        """The live event ``event_id``, or a refusal a director understands."""
        info = self.events.get(event_id)
        if info is None:
            raise NotFound(
                translate("domain.fold.state", "There is no event number {event_id}.").fill(
                    event_id=event_id
                ),
                code="unknown_event",
            )
        return info

    def seats(self, event_id: int) -> Seating:
        """The event's seating, made empty on first use (folding events write to it)."""
        found = self.seating.get(event_id)
        if found is None:
            found = self.seating[event_id] = Seating()
        return found
