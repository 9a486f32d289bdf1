"""Domain layer: the incident log — every ruling the floor gave, as recorded.

A ``RulingRecorded`` event keeps the ruling exactly as it was given (text,
steps, citations with their titles, the answers, the random pick drawn), with
the table, hand, players, the director and notes, so a later change to the
situation files never rewrites the log. Decides what a record may hold and
which records a search finds (every typed word starting a word of any field).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.journal import DomainEvent, ReplayConflict, Subject
from floortool.domain.kernel.phrases import Phrase, translate
from floortool.domain.players.records import fold_text

if TYPE_CHECKING:
    from floortool.domain.fold.state import FloorState

MAX_NOTES = 4000
MAX_NAME = 120
MAX_PLAYERS = 12


@dataclass(frozen=True)
class RulingRecord:
    """One ruling given at the table (``id`` is the journal group that recorded it)."""

    id: int
    event_id: int
    at: str  # ISO-8601 UTC
    situation: str
    title: str
    rulebook: str
    ftr_mode: str
    remedy: str
    ruling: str
    steps: tuple[str, ...]
    citations: tuple[Mapping[str, Any], ...]  # book, ref, title; borrowed (true) if so
    discretion: bool
    answers: Mapping[str, str]
    pick: Mapping[str, Any] | None  # what, count, picked, text
    table: int | None
    hand: int | None
    players: tuple[str, ...]
    director: str
    notes: str

    def to_data(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "event_id": self.event_id,
            "at": self.at,
            "situation": self.situation,
            "title": self.title,
            "rulebook": self.rulebook,
            "ftr_mode": self.ftr_mode,
            "remedy": self.remedy,
            "ruling": self.ruling,
            "steps": list(self.steps),
            "citations": [dict(c) for c in self.citations],
            "discretion": self.discretion,
            "answers": dict(self.answers),
            "pick": None if self.pick is None else dict(self.pick),
            "table": self.table,
            "hand": self.hand,
            "players": list(self.players),
            "director": self.director,
            "notes": self.notes,
        }

    @classmethod
    def from_data(cls, data: Mapping[str, Any]) -> RulingRecord:
        return cls(
            **{
                **data,
                "steps": tuple(data["steps"]),
                "citations": tuple(dict(c) for c in data["citations"]),
                "answers": dict(data["answers"]),
                "players": tuple(data["players"]),
            }
        )

    def haystack(self) -> str:
        """Everything a search may match, folded."""
        parts = [
            self.situation,
            self.title,
            self.rulebook,
            self.remedy,
            self.ruling,
            self.director,
            self.notes,
            *self.players,
            *(f"{c['book']} {c['ref']} {c['title']}" for c in self.citations),
            f"table {self.table}" if self.table is not None else "",
            f"hand {self.hand}" if self.hand is not None else "",
        ]
        return fold_text(" ".join(parts))


@dataclass(frozen=True)
class RulingRecorded(DomainEvent):
    """The floor gave a ruling; it joins the event's incident log."""

    kind = "ruling_recorded"
    subjects = frozenset({Subject.RULINGS})
    record: dict[str, Any]

    def apply(self, state: FloorState) -> None:
        record = RulingRecord.from_data(self.record)
        if record.event_id not in state.events:
            raise ReplayConflict(
                translate(
                    "domain.rulings.incidents", "a ruling in event {event_id}, which is not live"
                ).fill(event_id=record.event_id)
            )
        state.rulings.setdefault(record.event_id, []).append(record)


def _optional_number(value: int | None, what: Phrase) -> int | None:
    if value is not None and value < 1:
        raise InvalidInput(
            translate("domain.rulings.incidents", "The {what} number must be 1 or more.").fill(
                what=what
            ),
            field=what,
        )
    return value


def check_record(record: RulingRecord) -> RulingRecord:
    """The record with names and notes tidied; refuses what the log cannot hold."""
    _optional_number(record.table, translate("domain.rulings.incidents", "table"))
    _optional_number(record.hand, translate("domain.rulings.incidents", "hand"))
    players = tuple(" ".join(p.split()) for p in record.players)
    if any(not p or len(p) > MAX_NAME for p in players) or len(players) > MAX_PLAYERS:
        raise InvalidInput(
            translate(
                "domain.rulings.incidents",
                "Name each player involved (at most {max_players}, each up "
                "to {max_name} characters).",
            ).fill(max_players=MAX_PLAYERS, max_name=MAX_NAME),
            field="players",
        )
    director = " ".join(record.director.split())
    if not director or len(director) > MAX_NAME:
        raise InvalidInput(
            translate("domain.rulings.incidents", "Name the director giving the ruling."),
            field="director",
        )
    notes = record.notes.strip()
    if len(notes) > MAX_NOTES:
        raise InvalidInput(
            translate(
                "domain.rulings.incidents", "Notes are limited to {max_notes} characters."
            ).fill(max_notes=MAX_NOTES),
            field="notes",
        )
    return RulingRecord(
        **{**record.__dict__, "players": players, "director": director, "notes": notes}
    )


def decide_record_ruling(state: FloorState, record: RulingRecord) -> list[DomainEvent]:
    """The events that add ``record`` to its event's incident log."""
    if record.event_id not in state.events:
        raise InvalidInput(
            translate("domain.rulings.incidents", "There is no event number {event_id}.").fill(
                event_id=record.event_id
            ),
            code="unknown_event",
        )
    return [RulingRecorded(record=check_record(record).to_data())]


def search_log(records: Iterable[RulingRecord], text: str) -> list[RulingRecord]:
    """The records in which every typed word starts a word (case and accents ignored),
    newest first."""
    query = fold_text(text).split()

    def found_in(record: RulingRecord) -> bool:
        words = record.haystack().split()
        return all(any(word.startswith(q) for word in words) for q in query)

    found = [r for r in records if found_in(r)]
    return sorted(found, key=lambda r: (r.at, r.id), reverse=True)


def ruling_records(state: FloorState, event_id: int) -> Sequence[RulingRecord]:
    """The event's incident log, oldest first."""
    return state.rulings.get(event_id, [])


def ruling_number(state: FloorState, record: RulingRecord) -> int:
    """The ruling's number in its event: 1 for the first ruling recorded there, 2 for
    the next ... (its ``id``, the journal group, counts every action of the floor)."""
    ids = [r.id for r in ruling_records(state, record.event_id)]
    return ids.index(record.id) + 1
