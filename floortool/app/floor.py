"""App layer: the floor service over one database.

``Floor`` owns the folded state of the journal. ``execute`` runs a command in
one write transaction: catch up with anything another process appended, let
the domain decide, append the group, commit. Only after the commit does the
in-memory state move on, so a failed or killed command leaves nothing behind.
Undo and redo append markers the same way and refuse when a later action in
another scope depends on the group they would take back. Every group folded
in — run here, undone, redone or read from the journal — is published on
``notices`` with the subjects it changed.
"""

from __future__ import annotations

import logging
import random
import secrets
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime

from sqlalchemy.engine import Engine

from floortool.app.commands.base import Command, Context, Outcome
from floortool.app.notices import Notices, Source
from floortool.domain.errors import FloorError
from floortool.domain.journal import (
    GLOBAL_SCOPE,
    REDONE,
    UNDONE,
    JournalEntry,
    ReplayConflict,
    Subject,
    event_scope,
)
from floortool.domain.replay import Folder
from floortool.domain.seating.adapter import SeatingChange
from floortool.domain.state import FloorState
from floortool.store import journal_repo
from floortool.store.engine import Session, read_session, write_session
from floortool.store.migrate import open_database

logger = logging.getLogger(__name__)

Clock = Callable[[], datetime]
CURRENT_EVENT = "current_event"


def utc_now() -> datetime:
    return datetime.now(UTC)


@dataclass(frozen=True)
class Done:
    """What a command, undo or redo did: its journal group and label, the subjects
    it changed (and what a seating command decided)."""

    group: int
    label: str
    entries: list[JournalEntry]
    subjects: frozenset[Subject]
    seating: SeatingChange | None = None


class Floor:
    """One open database: journal, folded state, commands, undo/redo, settings."""

    def __init__(
        self,
        engine: Engine,
        *,
        operator: str,
        clock: Clock = utc_now,
        rng: random.Random | None = None,
    ) -> None:
        self.engine = engine
        self.operator = operator
        self.clock = clock
        self.rng = rng if rng is not None else secrets.SystemRandom()
        self._folder = Folder()
        self.notices = Notices()
        self.refresh()

    @classmethod
    def open(
        cls, url: str, *, operator: str, clock: Clock = utc_now, rng: random.Random | None = None
    ) -> Floor:
        """Open (creating or upgrading as needed) the database at ``url``."""
        return cls(open_database(url, now=clock()), operator=operator, clock=clock, rng=rng)

    def close(self) -> None:
        self.engine.dispose()

    # ------------------------------------------------------------ reading
    @property
    def state(self) -> FloorState:
        return self._folder.state

    @property
    def revision(self) -> int:
        """The last journal sequence number folded in; changes whenever the journal does."""
        return self._folder.last_seq

    def refresh(self) -> bool:
        """Fold anything other processes appended; True if the state may have changed."""
        with read_session(self.engine) as session:
            new = journal_repo.load_entries(session=session, after_seq=self._folder.last_seq)
        self._folder.feed(new)
        self._publish(new, Source.JOURNAL)
        return bool(new)

    def journal(self) -> list[JournalEntry]:
        """Every journal entry, oldest first (the audit trail)."""
        return list(self._folder.entries)

    # ------------------------------------------------------------ writing
    def execute(self, command: Command) -> Done:
        """Decide and record ``command`` in one transaction; raises ``FloorError`` if refused."""
        with write_session(self.engine) as session:
            self._catch_up(session)
            group = journal_repo.next_group(session=session)
            now = self._now()
            ctx = Context(state=self.state, group=group, now=now, rng=self.rng)
            outcome: Outcome = command.run(ctx)
            entries = journal_repo.append(
                session=session,
                group=group,
                scope=outcome.scope,
                records=[(e.kind, e.to_data()) for e in outcome.events],
                at=now,
                operator=self.operator,
                label=outcome.label,
            )
            if outcome.opens_event is not None:
                journal_repo.set_setting(
                    session=session, key=CURRENT_EVENT, value=str(outcome.opens_event)
                )
            session.commit()
        self._folder.feed(entries)
        self._publish(entries, Source.LOCAL)
        logger.info("done: %s (group %d, by %s)", outcome.label, group, self.operator)
        return Done(
            group=group,
            label=outcome.label,
            entries=entries,
            subjects=outcome.subjects,
            seating=outcome.seating,
        )

    def undo(self, scope: str) -> Done:
        """Take back the latest live action of ``scope``."""
        return self._mark(scope, UNDONE)

    def redo(self, scope: str) -> Done:
        """Bring back the most recently undone action of ``scope``."""
        return self._mark(scope, REDONE)

    def undo_label(self, scope: str) -> str | None:
        """The label of what undo would take back, or None."""
        return self._peek(scope, UNDONE)

    def redo_label(self, scope: str) -> str | None:
        return self._peek(scope, REDONE)

    def _peek(self, scope: str, kind: str) -> str | None:
        history = self._folder.history
        try:
            group = history.undo_target(scope) if kind == UNDONE else history.redo_target(scope)
        except FloorError:
            return None
        return history.label(group)

    def _mark(self, scope: str, kind: str) -> Done:
        with write_session(self.engine) as session:
            self._catch_up(session)
            history = self._folder.history
            group = history.undo_target(scope) if kind == UNDONE else history.redo_target(scope)
            label = history.label(group)
            marker = JournalEntry(
                seq=self.revision + 1,
                group=group,
                scope=scope,
                kind=kind,
                data={"group": group},
                at=self._now(),
                operator=self.operator,
                label=label,
            )
            prepared = self._preview(marker, label)
            entries = journal_repo.append(
                session=session,
                group=group,
                scope=scope,
                records=[(kind, {"group": group})],
                at=marker.at,
                operator=self.operator,
                label=label,
            )
            session.commit()
        self._folder.feed(entries, prepared=prepared)
        self._publish(entries, Source.LOCAL)
        logger.info("%s: %s (group %d, by %s)", kind, label, group, self.operator)
        return Done(group=group, label=label, entries=entries, subjects=history.subjects(group))

    def _preview(self, marker: JournalEntry, label: str) -> FloorState:
        """The state after ``marker``; refuses an undo/redo that would break a later action."""
        try:
            return self._folder.preview(marker)
        except ReplayConflict as exc:
            verb = "undo" if marker.kind == UNDONE else "redo"
            raise FloorError(
                f"Cannot {verb} '{label}': later actions depend on it. Undo those first.",
                code="undo_blocked",
            ) from exc

    def _now(self) -> datetime:
        """The clock's time in UTC: the journal and the events record UTC."""
        now = self.clock()
        if now.tzinfo is None:
            raise ValueError("the floor's clock must give timezone-aware times")
        return now.astimezone(UTC)

    def _catch_up(self, session: Session) -> None:
        new = journal_repo.load_entries(session=session, after_seq=self.revision)
        self._folder.feed(new)
        self._publish(new, Source.JOURNAL)

    def _publish(self, entries: list[JournalEntry], source: Source) -> None:
        self.notices.publish_groups(entries, self._folder.history, source)

    # ------------------------------------------------------------ current event
    def current_event_id(self) -> int | None:
        """The event most recently created or opened, if still live, else the newest live one."""
        chosen = self._current_setting()
        if chosen is not None and chosen in self.state.events:
            return chosen
        return self.state.latest_event_id()

    def undo_scope(self, event_id: int | None = None) -> str:
        """The scope Edit > Undo works in: the given event, else the current one (live or not)."""
        if event_id is None:
            event_id = self._current_setting()
        if event_id is None:
            event_id = self.state.latest_event_id()
        return GLOBAL_SCOPE if event_id is None else event_scope(event_id)

    def open_event(self, event_id: int) -> None:
        """Make ``event_id`` the current event (a preference, not a journal action)."""
        if event_id not in self.state.events:
            raise FloorError(f"There is no event number {event_id}.", code="unknown_event")
        with write_session(self.engine) as session:
            journal_repo.set_setting(session=session, key=CURRENT_EVENT, value=str(event_id))
            session.commit()

    def _current_setting(self) -> int | None:
        with read_session(self.engine) as session:
            value = journal_repo.get_setting(session=session, key=CURRENT_EVENT)
        return int(value) if value and value.isdigit() else None
