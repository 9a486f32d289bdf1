"""App layer: the floor service over one database.

``Floor`` owns the folded state of the journal. ``execute`` runs a command in
one write transaction: catch up with anything another process appended, let
the domain decide, append the group, commit. Only after the commit does the
in-memory state move on, so a failed or killed command leaves nothing behind.
Undo and redo append markers the same way and refuse when a later action in
another scope depends on the group they would take back. By default they take
this floor's operator's own latest action (one station's), event-wide on
request; given the group the label on show named, they refuse inside the write
transaction if another station's action has made another group due. Every group folded
in — run here, undone, redone or read from the journal — is published on
``notices`` with the subjects it changed.
"""

from __future__ import annotations

import contextlib
import gc
import logging
import random
import secrets
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import TYPE_CHECKING

from floortool.app.commands.base import Command, Context, Outcome
from floortool.app.memo import RevisionMemo
from floortool.app.notices import Notices, Source
from floortool.domain.fold.replay import BeyondBase, Checkpoint, Folder, RefusedGroup
from floortool.domain.fold.state import FloorState
from floortool.domain.kernel.errors import FloorError
from floortool.domain.kernel.journal import (
    GLOBAL_SCOPE,
    REDONE,
    UNDONE,
    JournalEntry,
    ReplayConflict,
    Subject,
    event_scope,
)
from floortool.domain.kernel.phrase_data import phrase_data
from floortool.domain.kernel.phrases import Phrase, translate
from floortool.domain.kernel.text import read_whole
from floortool.store.checkpoint_body import StoredCheckpoint, pack, unpack
from floortool.store.faults import database_fault
from floortool.store.journal_store import JournalStore, JournalTransaction
from floortool.store.opening import open_store
from floortool.store.sqlite_file import DatabaseRefused

if TYPE_CHECKING:
    from sqlalchemy.engine import Engine

    from floortool.domain.seating.adapter import SeatingChange

logger = logging.getLogger(__name__)

Clock = Callable[[], datetime]
CURRENT_EVENT = "current_event"
#: A checkpoint of the fold is stored (at open and close) once the journal has grown
#: by this many entries past the stored one: opening then folds at most about this many.
STORE_AFTER = 2_000


def utc_now() -> datetime:
    return datetime.now(UTC)


@contextlib.contextmanager
def _no_collection() -> Iterator[None]:
    """No cyclic garbage collection while a journal or a checkpoint is read in bulk: the
    tens of thousands of records made would set off collections that look at every
    object again and again (the records hold no cycles; the collector runs after)."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


@contextlib.contextmanager
def database_guard(url: str) -> Iterator[None]:
    """Turn a database fault (server gone, disk full, read-only file) into its refusal
    (``store.faults``): one line, no SQL or data in it; anything else goes through."""
    try:
        yield
    except FloorError:
        raise
    except Exception as exc:
        fault = database_fault(exc, url)
        if fault is None:
            raise
        raise fault from exc


@dataclass(frozen=True)
class Done:
    """What a command, undo or redo did: its journal group and label (in English, and
    as a phrase to say in the reader's language), the subjects it changed (and what a
    seating command decided)."""

    group: int
    label: str
    phrase: Phrase | str
    entries: list[JournalEntry]
    subjects: frozenset[Subject]
    seating: SeatingChange | None = None


class Floor:
    """One open database: journal, folded state, commands, undo/redo, settings."""

    def __init__(
        self,
        database: JournalStore | Engine,
        *,
        operator: str,
        clock: Clock = utc_now,
        rng: random.Random | None = None,
    ) -> None:
        if not isinstance(database, JournalStore):  # an engine: SQLAlchemy speaks to it
            from floortool.store.sql_store import SqlStore

            database = SqlStore(database)
        self.store = database
        self.url = database.url
        self.operator = operator
        self.clock = clock
        self.rng = rng if rng is not None else secrets.SystemRandom()
        self._folder = Folder()
        self.notices = Notices()
        self.reads = RevisionMemo(self)  # read models kept for the revision on show
        self._stored_seq: int | None = None  # the entry the stored checkpoint was taken after
        try:
            self._open_fold()
        except (ValueError, TypeError, LookupError, AttributeError) as exc:
            # A journal row edited by hand (a payload that is not JSON, not an object,
            # or not the event its kind names): refused, the database left as it is.
            database.dispose()  # the last connection closed: no side files left behind
            raise DatabaseRefused(
                translate(
                    "app.floor",
                    "The journal of {url} cannot be read ({error}): a record was"
                    " changed by hand or damaged. It was left untouched; restore it"
                    " from a backup.",
                ).fill(url=self.url, error=type(exc).__name__),
                code="corrupt_database",
            ) from exc
        except BaseException:
            database.dispose()
            raise

    @classmethod
    def open(
        cls, url: str, *, operator: str, clock: Clock = utc_now, rng: random.Random | None = None
    ) -> Floor:
        """Open (creating or upgrading as needed) the database at ``url``."""
        with database_guard(url):
            return cls(open_store(url, now=clock()), operator=operator, clock=clock, rng=rng)

    def close(self) -> None:
        self._keep_checkpoint()
        self.store.dispose()

    @property
    def engine(self) -> Engine:
        """A SQLAlchemy engine on the floor's database, for what still speaks SQLAlchemy
        (the staff devices); made on first use, so that a command never loads it."""
        return self.store.engine

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
        with database_guard(self.url), self.store.read() as session:
            new = session.load_entries(after_seq=self._folder.last_seq)
            self._feed(session, new)
        self._publish(new, Source.JOURNAL)
        return bool(new)

    def refused_groups(self) -> list[RefusedGroup]:
        """The live journal groups left out of the state because a record in them
        is one no decision would make (``domain.fold.replay``); undo takes them back."""
        if not self._folder.refused:  # nearly always: no need to list the live groups
            return []
        live = self._folder.history.live_groups()
        return [g for number, g in sorted(self._folder.refused.items()) if number in live]

    def journal(self) -> list[JournalEntry]:
        """Every journal entry, oldest first (the audit trail). A floor opened on a
        stored checkpoint reads the entries from before it the first time it is asked."""
        if not self._folder.complete:
            with database_guard(self.url):
                self._complete()
        return list(self._folder.entries)

    # ------------------------------------------------------------ writing
    def execute(
        self, command: Command, *, operator: str | None = None, expect_revision: int | None = None
    ) -> Done:
        """Decide and record ``command`` in one transaction; raises ``FloorError`` if refused.

        ``operator`` names who acts when it is not this floor's operator (a paired phone
        served by this floor). With ``expect_revision``, the command is refused
        (``moved_on``) if the journal has moved past that revision by the time the
        transaction holds it: what the person confirmed (a preview) is still what is decided.
        """
        operator = self.operator if operator is None else operator
        with database_guard(self.url), self.store.write() as session:
            group = self._catch_up(session) + 1
            if expect_revision is not None and self.revision != expect_revision:
                raise FloorError(
                    translate(
                        "app.floor",
                        "The floor has changed since this was shown: look at it again, then"
                        " confirm.",
                    ),
                    code="moved_on",
                )
            now = self._now()
            ctx = Context(state=self.state, group=group, now=now, rng=self.rng)
            outcome: Outcome = command.run(ctx)
            entries = session.append(
                group=group,
                scope=outcome.scope,
                records=[(e.kind, e.to_data()) for e in outcome.events],
                at=now,
                operator=operator,
                label=str(outcome.label),
                label_words=phrase_data(outcome.label),
            )
            if outcome.opens_event is not None:
                session.set_setting(CURRENT_EVENT, str(outcome.opens_event))
            session.commit()
        self._folder.feed(entries)
        self._publish(entries, Source.LOCAL)
        logger.info("done: %s (group %d, by %s)", outcome.label, group, operator)
        return Done(
            group=group,
            label=str(outcome.label),
            phrase=outcome.label,
            entries=entries,
            subjects=outcome.subjects,
            seating=outcome.seating,
        )

    def undo(self, scope: str, *, event_wide: bool = False, expected: int | None = None) -> Done:
        """Take back this floor's operator's latest live action in ``scope`` (with
        ``event_wide`` the scope's latest, whoever did it). ``expected``: the group the
        label on show named; refused (``undo_changed``) if another is due by now."""
        return self._mark(scope, UNDONE, event_wide=event_wide, expected=expected)

    def redo(self, scope: str, *, event_wide: bool = False, expected: int | None = None) -> Done:
        """Bring back the most recently undone action of ``scope`` (as ``undo`` chooses)."""
        return self._mark(scope, REDONE, event_wide=event_wide, expected=expected)

    def undo_label(self, scope: str, *, event_wide: bool = False) -> str | None:
        """The label of what undo would take back, or None."""
        group = self.undo_group(scope, event_wide=event_wide)
        return None if group is None else self._folder.history.label(group)

    def redo_label(self, scope: str, *, event_wide: bool = False) -> str | None:
        group = self.redo_group(scope, event_wide=event_wide)
        return None if group is None else self._folder.history.label(group)

    def undo_group(self, scope: str, *, event_wide: bool = False) -> int | None:
        """The journal group undo would take back, or None (nothing to undo)."""
        try:
            return self._target(scope, UNDONE, event_wide=event_wide)
        except FloorError:
            return None

    def redo_group(self, scope: str, *, event_wide: bool = False) -> int | None:
        """The journal group redo would bring back, or None (nothing to redo)."""
        try:
            return self._target(scope, REDONE, event_wide=event_wide)
        except FloorError:
            return None

    def action_label(self, group: int) -> str:
        """The label of journal group ``group`` (in English)."""
        return self._folder.history.label(group)

    def action_phrase(self, group: int) -> Phrase | str:
        """The label of journal group ``group``, to say in the reader's language."""
        return self._folder.history.phrase(group)

    def action_operator(self, group: int) -> str:
        """The operator who did journal group ``group``."""
        return self._folder.history.owner(group)

    def is_live(self, group: int) -> bool:
        """Whether journal group ``group`` is in force (done or redone, not undone)."""
        return group in self._folder.history.live_groups()

    def _target(self, scope: str, kind: str, *, event_wide: bool) -> int:
        """The group an undo (or redo) would mark: the operator's own, or the scope's."""
        history = self._folder.history
        operator = None if event_wide else self.operator
        if kind == UNDONE:
            return history.undo_target(scope, operator)
        return history.redo_target(scope, operator)

    def _mark(self, scope: str, kind: str, *, event_wide: bool, expected: int | None) -> Done:
        with database_guard(self.url), self.store.write() as session:
            self._catch_up(session)
            history = self._folder.history
            group = self._target(scope, kind, event_wide=event_wide)
            label, phrase = history.label(group), history.phrase(group)
            if expected is not None and group != expected:
                raise FloorError(
                    (
                        translate(
                            "app.floor",
                            "Nothing was done: '{expected}' is no longer what undo takes back"
                            " (another station acted); it would now be '{label}'.",
                        )
                        if kind == UNDONE
                        else translate(
                            "app.floor",
                            "Nothing was done: '{expected}' is no longer what redo takes back"
                            " (another station acted); it would now be '{label}'.",
                        )
                    ).fill(expected=history.phrase(expected), label=phrase),
                    code="undo_changed",
                )
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
            prepared = self._preview(marker, phrase)
            entries = session.append(
                group=group,
                scope=scope,
                records=[(kind, {"group": group})],
                at=marker.at,
                operator=self.operator,
                label=label,
                label_words=history.words.get(group),
            )
            session.commit()
        self._folder.feed(entries, prepared=prepared)
        self._publish(entries, Source.LOCAL)
        logger.info("%s: %s (group %d, by %s)", kind, label, group, self.operator)
        return Done(
            group=group,
            label=label,
            phrase=phrase,
            entries=entries,
            subjects=history.subjects(group),
        )

    def _preview(self, marker: JournalEntry, label: Phrase | str) -> FloorState:
        """The state after ``marker``; refuses an undo/redo that would break a later action."""
        try:
            try:
                return self._folder.preview(marker)
            except BeyondBase:  # the group is older than the folder's first entry
                self._complete()
                return self._folder.preview(marker)
        except ReplayConflict as exc:
            raise FloorError(
                (
                    translate(
                        "app.floor",
                        "Cannot undo '{label}': later actions depend on it. Undo those first.",
                    )
                    if marker.kind == UNDONE
                    else translate(
                        "app.floor",
                        "Cannot redo '{label}': later actions depend on it. Undo those first.",
                    )
                ).fill(label=label),
                code="undo_blocked",
            ) from exc

    def _now(self) -> datetime:
        """The clock's time in UTC: the journal and the events record UTC."""
        now = self.clock()
        if now.tzinfo is None:
            raise ValueError("the floor's clock must give timezone-aware times")
        return now.astimezone(UTC)

    def _catch_up(self, session: JournalTransaction) -> int:
        """Fold what other processes appended since; returns the newest group's number."""
        seq, group = session.tip()
        if seq != self.revision:
            new = session.load_entries(after_seq=self.revision)
            self._feed(session, new)
            self._publish(new, Source.JOURNAL)
        return group

    def _publish(self, entries: list[JournalEntry], source: Source) -> None:
        self.notices.publish_groups(entries, self._folder.history, source)

    def _feed(self, session: JournalTransaction, new: list[JournalEntry]) -> None:
        """Fold ``new``; when it undoes or redoes a group from before the entries the
        folder holds, fold the whole journal instead (read in ``session``). Refuses a
        SQLite journal with a gap (rows deleted by hand, ``_check_no_gap``)."""
        if session.dialect == "sqlite":
            self._check_no_gap(new)
        try:
            self._folder.feed(new)
        except BeyondBase:
            self._refold_all(session)

    def _check_no_gap(self, new: list[JournalEntry]) -> None:
        """SQLite numbers journal rows one after another (a rolled-back insert uses no
        number), so a gap means rows were deleted by hand. PostgreSQL's sequence skips
        numbers on a rollback: there a gap proves nothing and is not looked for."""
        expected = self._folder.last_seq + 1
        for entry in new:
            if entry.seq != expected:
                raise DatabaseRefused(
                    translate(
                        "app.floor",
                        "The journal of {url} lacks entries {expected} to {last} (deleted"
                        " by hand?). It was left untouched; restore it from a backup.",
                    ).fill(url=self.url, expected=expected, last=entry.seq - 1),
                    code="corrupt_database",
                )
            expected += 1

    # ------------------------------------------------------------ the stored checkpoint
    def _open_fold(self) -> None:
        """The first fold: on top of the stored checkpoint when it still matches the
        journal (else the whole journal), then a fresh checkpoint stored if the
        journal has grown by ``STORE_AFTER`` entries past it."""
        with _no_collection(), self.store.read() as session:
            self._folder = self._resume(session) or Folder()
            new = session.load_entries(after_seq=self._folder.last_seq)
            self._feed(session, new)
        self._keep_checkpoint()

    def _resume(self, session: JournalTransaction) -> Folder | None:
        """A folder started from the stored checkpoint, or None (none stored, or one that
        does not match: another format or floortool, or journal rows up to it that are
        not the ones it summarises). Nothing in it is trusted before it is checked."""
        try:
            stored = session.load_checkpoint()
        except Exception as exc:  # e.g. an engine on a schema without the table
            if database_fault(exc, self.url) is not None:
                raise
            logger.info("no stored checkpoint (%s)", exc)
            return None
        if stored is None:
            return None
        self._stored_seq = stored.seq
        # Only with a stored checkpoint: reading one imports every subject's records.
        from floortool.domain.fold.state_data import (
            fold_version,
            history_from_data,
            state_from_data,
        )

        try:
            if stored.version != fold_version():
                raise ValueError(f"written by another floortool ({stored.version})")
            # The journal's digest is worked out by the database on another connection
            # while this thread reads the body; the body is used only if they match.
            from concurrent.futures import ThreadPoolExecutor  # only with a checkpoint

            with ThreadPoolExecutor(max_workers=1) as pool:
                summarised = pool.submit(self._journal_digest, stored.seq)
                try:
                    data = unpack(stored.body)
                    if not isinstance(data, dict) or data.get("seq") != stored.seq:
                        raise ValueError("its body is not the checkpoint of that entry")
                    base = Checkpoint(stored.seq, state_from_data(data["state"]))
                    history = history_from_data(data["history"])
                finally:
                    matches = summarised.result() == (stored.rows, stored.digest)
            if not matches:
                raise ValueError(
                    f"the journal up to entry {stored.seq} is not the one it summarises"
                )
            return Folder.resume(base, history)
        except Exception as exc:  # whatever is wrong with it, the journal is folded instead
            logger.warning("stored checkpoint not used, folding the journal: %s", exc)
            self._stored_seq = None  # replace it
            return None

    def _journal_digest(self, upto_seq: int) -> tuple[int, str]:
        with self.store.read() as session:
            return session.journal_digest(upto_seq)

    def _keep_checkpoint(self) -> None:
        """Store the fold's checkpoint (``Folder.keepable``) once it is ``STORE_AFTER``
        entries past the stored one. Never fails a floor: a database that cannot take
        it (read-only, busy) keeps the one it has."""
        checkpoint = self._folder.keepable()
        if checkpoint is None or checkpoint.seq - (self._stored_seq or 0) < STORE_AFTER:
            return
        from floortool.domain.fold.state_data import fold_version, history_to_data, state_to_data

        try:
            rows, digest = self._journal_digest(checkpoint.seq)
            data = {
                "seq": checkpoint.seq,
                "state": state_to_data(checkpoint.state),
                "history": history_to_data(self._folder.history_at(checkpoint.seq)),
            }
            stored = StoredCheckpoint(
                seq=checkpoint.seq,
                rows=rows,
                digest=digest,
                version=fold_version(),
                body=pack(data),
            )
            with self.store.write() as session:
                session.save_checkpoint(stored, at=self._now())
                session.commit()
        except Exception:  # a floor works on without it (the next open folds more)
            logger.warning("checkpoint of the fold not stored", exc_info=True)
            return
        self._stored_seq = checkpoint.seq
        logger.info("stored the fold's checkpoint after entry %d (%d rows)", checkpoint.seq, rows)

    def _refold_all(self, session: JournalTransaction) -> None:
        """Fold the whole journal afresh, every entry (the slow way, rarely needed)."""
        with _no_collection():
            folder = Folder()
            folder.feed(session.load_entries(after_seq=0))
        self._folder = folder

    def _complete(self) -> None:
        """Give the folder the entries from before the checkpoint it started from."""
        base = self._folder.base
        assert base is not None
        with _no_collection(), self.store.read() as session:
            older = session.load_entries(after_seq=0, upto_seq=base.seq, parse=False)
        self._folder.older(older)

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
            raise FloorError(
                translate("app.floor", "There is no event number {event_id}.").fill(
                    event_id=event_id
                ),
                code="unknown_event",
            )
        self.set_preference(CURRENT_EVENT, str(event_id))

    def _current_setting(self) -> int | None:
        value = self.preference(CURRENT_EVENT)
        return read_whole(value) if value else None

    # ------------------------------------------------------------ preferences
    def preference(self, key: str) -> str | None:
        """A preference kept in this database beside the journal (the current event, the
        address phones reach the floor at ...): not a floor action, never undone."""
        with database_guard(self.url), self.store.read() as session:
            return session.get_setting(key)

    def set_preference(self, key: str, value: str) -> None:
        with database_guard(self.url), self.store.write() as session:
            session.set_setting(key, value)
            session.commit()

    def lasting_preference(self, key: str, first: Callable[[], str]) -> str:
        """The preference ``key``, set to ``first()`` if this database has none yet; read
        and set under the writer's lock, so every station sharing it keeps the same."""
        with database_guard(self.url), self.store.write() as session:
            kept = session.get_setting(key)
            if kept is None:
                kept = first()
                session.set_setting(key, kept)
                session.commit()
            return kept
