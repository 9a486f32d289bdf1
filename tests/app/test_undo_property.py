"""App: a Hypothesis state machine over random sequences of event commands, registration
desk commands (register, re-enter, rebuy, add-on, bust, seat alternates) and player
database commands (import, merge), event-wide undo and redo (valid and refused, in several event
scopes and the global one, from two floors on one SQLite file).

After every step the floor's in-memory state equals a pure model, equals a fresh floor's
fold of the stored journal, and equals ``replay(journal)``; undo gives back exactly the
state before the command, and redo exactly the state before the undo.
"""

from __future__ import annotations

import shutil
import tempfile
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    rule,
    run_state_machine_as_test,
)
from tests.support import as_typed

from floortool.app.commands.base import Command
from floortool.app.commands.events import CreateEvent, RemoveEvent, UpdateEvent
from floortool.app.commands.players import ImportPlayers, MergePlayers
from floortool.app.commands.registration import (
    AddOn,
    Rebuy,
    ReEnter,
    RegisterEntry,
    SeatAlternates,
)
from floortool.app.commands.results import BustPlayers
from floortool.app.floor import Done, Floor
from floortool.app.views.field import field_totals
from floortool.domain.field.entries import EntryBook, player_entries
from floortool.domain.fold import replay as replay_module
from floortool.domain.fold.replay import replay
from floortool.domain.fold.state import FloorState
from floortool.domain.kernel.errors import FloorError
from floortool.domain.kernel.journal import GLOBAL_SCOPE, REDONE, UNDONE, event_scope
from floortool.domain.players.records import require_player
from floortool.domain.results.event_pool import event_prize_pool
from floortool.domain.tournament.event import MAX_NAME, EventInfo, EventSettings
from floortool.store.engine import make_engine

# ------------------------------------------------------------------ inputs
names = st.text(alphabet="abcXYZ é'-7", min_size=1, max_size=16).filter(lambda s: bool(s.strip()))

VALID: dict[str, st.SearchStrategy[Any]] = {
    "name": names,
    "type_text": st.sampled_from(["", "NLH freezeout", "FTR turbo", "NLH FTRA league"]),
    "rulebook": st.sampled_from(["tda-2024", "roberts-v6-league"]),
    "late_reg": st.sampled_from(["full-stack", "blinds-deducted", "blinds-and-antes"]),
    "late_reg_close_level": st.one_of(st.none(), st.integers(min_value=1, max_value=6)),
    "starting_stack": st.integers(min_value=1, max_value=100_000),
    "buy_in": st.integers(min_value=0, max_value=50_000),
    "fee": st.integers(min_value=0, max_value=5_000),
    "tables": st.integers(min_value=0, max_value=2_000),
    "seats": st.integers(min_value=2, max_value=12),
    "max_reentries": st.one_of(st.none(), st.integers(min_value=0, max_value=2)),
    "max_rebuys": st.one_of(st.none(), st.integers(min_value=0, max_value=2)),
    "max_addons": st.one_of(st.none(), st.integers(min_value=0, max_value=1)),
}
INVALID: dict[str, list[Any]] = {
    "name": ["", "   ", "x" * (MAX_NAME + 1), 42],
    "rulebook": ["hoyle"],
    "late_reg": ["whenever"],
    "late_reg_close_level": [0, -1, "2"],
    "starting_stack": [0, -100, 1.5],
    "buy_in": [-1],
    "fee": [-1],
    "tables": [-1, 2_001],
    "seats": [1, 13, True],
    "max_rebuys": [-1, "2"],
}

# The registration desk: names (some the same person in another case, some by number).
PEOPLE = ["Ann", "ann", "Bob", "Cy", "Dee", "Eve", "#1", "#2"]
DESK_REFUSALS = {
    "unknown_event",
    "unknown_entry",
    "unknown_player",
    "ambiguous_player",
    "invalid_input",
    "already_registered",
    "reentry_required",
    "not_registered",
    "not_playing",
    "reentry_not_allowed",
    "rebuy_not_allowed",
    "addon_not_allowed",
    "no_alternates",
    "waits_for_draw",  # seat alternates before the start without a table count: the draw
    "event_full",
    "merge_conflict",
    "nothing_imported",
    "late_registration_closed",
    "tournament_over",  # a bust after the last one (one player left)
}


@st.composite
def changes(draw: st.DrawFn) -> tuple[dict[str, Any], bool]:
    """Some setting changes, and whether they are all acceptable values."""
    keys = draw(st.lists(st.sampled_from(sorted(VALID)), min_size=1, max_size=3, unique=True))
    chosen = {key: draw(VALID[key]) for key in keys}
    flaw = draw(st.sampled_from([None, None, None, "value", "unknown"]))
    if flaw == "value":
        key = draw(st.sampled_from(sorted(INVALID)))
        chosen[key] = draw(st.sampled_from(INVALID[key]))
    elif flaw == "unknown":
        chosen["colour"] = "red"
    return chosen, flaw is None


@st.composite
def new_settings(draw: st.DrawFn) -> tuple[EventSettings, bool]:
    chosen, valid = draw(changes())
    base = EventSettings(name=draw(names))
    if "colour" in chosen:  # an unknown setting cannot be part of EventSettings: use a value flaw
        del chosen["colour"]
        chosen["seats"], valid = 1, False
    return replace(base, **chosen), valid


# ------------------------------------------------------------------ the model
@dataclass
class Step:
    """One undoable action as the model remembers it: the event before and after."""

    group: int
    event_id: int
    before: EventInfo | None
    after: EventInfo | None
    state_before: FloorState
    scope: str = ""  # the event's scope unless given (the global scope for the player database)


@dataclass
class Model:
    events: dict[int, EventInfo] = field(default_factory=dict)
    applied: dict[str, list[Step]] = field(default_factory=dict)
    redoable: dict[str, list[Step]] = field(default_factory=dict)
    known_ids: list[int] = field(default_factory=list)
    latest: Step | None = None  # the last action, while nothing else has happened since
    desk_used: bool = False  # players and entries exist: one scope's action may need another's

    def record(self, step: Step) -> None:
        scope = step.scope or event_scope(step.event_id)
        self.applied.setdefault(scope, []).append(step)
        self.redoable[scope] = []
        self.put(step.event_id, step.after)
        self.latest = step

    def put(self, event_id: int, info: EventInfo | None) -> None:
        if info is None:
            self.events.pop(event_id, None)
        else:
            self.events[event_id] = info


class FloorMachine(RuleBasedStateMachine):
    """Two floors (two engines, as two processes would have) on one fresh SQLite file."""

    def __init__(self) -> None:
        super().__init__()
        self.tmp = Path(tempfile.mkdtemp(prefix="floortool-undo-"))
        url = f"sqlite:///{self.tmp / 'floor.db'}"
        self.now = datetime(2026, 11, 29, 19, 0, tzinfo=UTC)
        self.floors = [
            Floor.open(url, operator="alice", clock=self.clock),
            Floor(make_engine(url), operator="bob", clock=self.clock),
        ]
        self.checker = make_engine(url)
        self.model = Model()
        self.last = self.floors[0]

    def clock(self) -> datetime:
        return self.now

    @initialize(every=st.sampled_from([2, 3, 7, replay_module.CHECKPOINT_EVERY]))
    def checkpoints(self, every: int) -> None:
        """Checkpoint the fold every few entries, so undo refolds from checkpoints too."""
        self.saved_every = replay_module.CHECKPOINT_EVERY
        replay_module.CHECKPOINT_EVERY = every

    @initialize()
    def desk_event(self) -> None:
        """One small event where re-entries and rebuys are allowed, so the desk has work."""
        made = EventSettings(
            name="Desk", tables=1, seats=2, max_reentries=None, max_rebuys=None, max_addons=1
        )
        before_state = self._stored_state()
        done = self.floors[0].execute(CreateEvent(made))
        expected = EventInfo(id=done.group, settings=made, created_at=self.now.isoformat())
        self.model.known_ids.append(done.group)
        self.model.record(Step(done.group, done.group, None, expected, before_state))

    def teardown(self) -> None:
        replay_module.CHECKPOINT_EVERY = getattr(
            self, "saved_every", replay_module.CHECKPOINT_EVERY
        )
        for floor in self.floors:
            floor.close()
        self.checker.dispose()
        shutil.rmtree(self.tmp, ignore_errors=True)

    # -------------------------------------------------------------- helpers
    def _floor(self, which: int) -> Floor:
        self.now += timedelta(seconds=7)
        self.last = self.floors[which]
        return self.last

    def _target(self, pick: int) -> int:
        """A known event id (live or not), or now and then one that never existed."""
        ids = self.model.known_ids
        if not ids or pick % 6 == 0:
            return 10_000 + pick
        return ids[pick % len(ids)]

    def _live_target(self, pick: int) -> int:
        """A live event most of the time (the desk works in open events), else any target."""
        live = sorted(self.model.events)
        if live and pick % 7:
            return live[pick % len(live)]
        return self._target(pick)

    def _refused(self, floor: Floor, run: Any, codes: set[str]) -> None:
        """``run`` must be refused with one of ``codes`` and leave the journal as it was.

        (A floor that lagged behind the other one still catches up while refusing.)
        """
        before = self._stored_journal()
        try:
            run()
        except FloorError as exc:
            assert exc.code in codes, (exc.code, exc.message)
        else:
            raise AssertionError(f"expected a refusal with one of {codes}")
        assert self._stored_journal() == before
        assert floor.journal() == before

    def _stored_journal(self) -> list[Any]:
        return Floor(self.checker, operator="checker").journal()

    def _stored_state(self) -> FloorState:
        return Floor(self.checker, operator="checker").state

    # -------------------------------------------------------------- rules
    @rule(which=st.integers(0, 1), spec=new_settings())
    def create(self, which: int, spec: tuple[EventSettings, bool]) -> None:
        settings_, valid = spec
        floor = self._floor(which)
        if not valid:
            self._refused(floor, lambda: floor.execute(CreateEvent(settings_)), {"invalid_input"})
            return
        before_state = self._stored_state()
        done = floor.execute(CreateEvent(settings_))
        assert done.label == f"Create event {settings_.name.strip()}"
        expected = EventInfo(
            id=done.group,
            settings=replace(settings_, name=settings_.name.strip()),
            created_at=self.now.isoformat(),
        )
        assert done.group not in self.model.known_ids
        self.model.known_ids.append(done.group)
        self.model.record(Step(done.group, done.group, None, expected, before_state))
        assert floor.current_event_id() == done.group

    @rule(which=st.integers(0, 1), pick=st.integers(0, 100), spec=changes())
    def update(self, which: int, pick: int, spec: tuple[dict[str, Any], bool]) -> None:
        chosen, valid = spec
        floor = self._floor(which)
        event_id = self._target(pick)
        command = UpdateEvent(event_id, chosen)
        before = self.model.events.get(event_id)
        if before is None:
            self._refused(floor, lambda: floor.execute(command), {"unknown_event"})
            return
        if not valid:
            self._refused(floor, lambda: floor.execute(command), {"invalid_input"})
            return
        normal = {**chosen, "name": chosen["name"].strip()} if "name" in chosen else chosen
        after = replace(before, settings=replace(before.settings, **normal))
        if after == before:
            self._refused(floor, lambda: floor.execute(command), {"invalid_input"})
            return
        before_state = self._stored_state()
        done = floor.execute(command)
        self.model.record(Step(done.group, event_id, before, after, before_state))

    @rule(which=st.integers(0, 1), pick=st.integers(0, 100))
    def remove(self, which: int, pick: int) -> None:
        floor = self._floor(which)
        event_id = self._target(pick)
        before = self.model.events.get(event_id)
        if before is None:
            self._refused(floor, lambda: floor.execute(RemoveEvent(event_id)), {"unknown_event"})
            return
        before_state = self._stored_state()
        done = floor.execute(RemoveEvent(event_id))
        self.model.record(Step(done.group, event_id, before, None, before_state))

    def _scope(self, pick: int) -> str:
        return GLOBAL_SCOPE if pick % 9 == 0 else event_scope(self._target(pick))

    @rule(which=st.integers(0, 1), pick=st.integers(0, 100))
    def undo(self, which: int, pick: int) -> None:
        floor = self._floor(which)
        scope = self._scope(pick)
        stack = self.model.applied.get(scope, [])
        if not stack:
            self._refused(floor, lambda: floor.undo(scope, event_wide=True), {"nothing_to_undo"})
            return
        done = self._unless_blocked(floor, lambda: floor.undo(scope, event_wide=True))
        if done is None:
            return
        step = stack.pop()
        self._check_marker(done, step, UNDONE)
        self.model.redoable.setdefault(scope, []).append(step)
        self.model.put(step.event_id, step.before)
        # Exactly the state before the command (for the event it touched; others untouched),
        # and the whole state when nothing else happened since the command.
        assert floor.state.events.get(step.event_id) == step.before
        if self.model.latest is step:
            assert floor.state == step.state_before
        self.model.latest = None

    @rule(which=st.integers(0, 1), pick=st.integers(0, 100))
    def redo(self, which: int, pick: int) -> None:
        floor = self._floor(which)
        scope = self._scope(pick)
        stack = self.model.redoable.get(scope, [])
        if not stack:
            self._refused(floor, lambda: floor.redo(scope, event_wide=True), {"nothing_to_redo"})
            return
        done = self._unless_blocked(floor, lambda: floor.redo(scope, event_wide=True))
        if done is None:
            return
        step = stack.pop()
        self._check_marker(done, step, REDONE)
        self.model.applied.setdefault(scope, []).append(step)
        self.model.put(step.event_id, step.after)
        self.model.latest = None

    @rule(which=st.integers(0, 1), pick=st.integers(0, 100))
    def undo_then_redo(self, which: int, pick: int) -> None:
        scope = self._scope(pick)
        if not self.model.applied.get(scope):
            return
        floor = self._floor(which)
        floor.refresh()
        before = floor.state
        snapshot = replay(floor.journal())
        if self._unless_blocked(floor, lambda: floor.undo(scope, event_wide=True)) is None:
            return
        floor.redo(scope, event_wide=True)
        assert floor.state == before == snapshot

    @rule(which=st.integers(0, 1))
    def refresh(self, which: int) -> None:
        floor = self.floors[which]
        floor.refresh()
        assert floor.state.events == self.model.events
        assert floor.journal() == self._stored_journal()

    def _unless_blocked(self, floor: Floor, run: Any) -> Done | None:
        """Undo or redo; None (with nothing written) when a later action in another
        scope depends on the group (e.g. a player created by one event's registration
        and registered in another event since)."""
        before = self._stored_journal()
        try:
            done: Done = run()
        except FloorError as exc:
            assert exc.code == "undo_blocked", (exc.code, exc.message)
            assert self.model.desk_used  # event settings alone never tie scopes together
            assert self._stored_journal() == before
            return None
        return done

    # -------------------------------------------------------------- the registration desk
    def _attempt(self, floor: Floor, command: Command, event_id: int, scope: str = "") -> None:
        """Run a desk or player-database command: done and recorded, or refused with
        nothing written. Either way the events themselves are unchanged."""
        before_state = self._stored_state()
        before = self._stored_journal()
        try:
            done = floor.execute(command)
        except FloorError as exc:
            assert exc.code in DESK_REFUSALS, (exc.code, exc.message)
            assert self._stored_journal() == before
            return
        info = self.model.events.get(event_id)
        self.model.record(Step(done.group, event_id, info, info, before_state, scope))
        self.model.desk_used = True

    def _register(self, floor: Floor, event_id: int, people: list[str]) -> None:
        """Register ``people`` as typed at this station's desk (read by ``app.entrants``
        first, on the floor as it is now: a name read wrongly is refused before any
        command, changing nothing)."""
        floor.refresh()
        try:
            entrants = as_typed(floor, *people)
        except FloorError as exc:
            assert exc.code in DESK_REFUSALS, (exc.code, exc.message)
            return
        self._attempt(floor, RegisterEntry(event_id, entrants), event_id)

    @rule(
        which=st.integers(0, 1),
        pick=st.integers(0, 100),
        people=st.lists(st.sampled_from(PEOPLE), min_size=1, max_size=3),
    )
    def register(self, which: int, pick: int, people: list[str]) -> None:
        floor = self._floor(which)
        event_id = self._live_target(pick)
        self._register(floor, event_id, people)

    @rule(
        which=st.integers(0, 1),
        pick=st.integers(0, 100),
        person=st.sampled_from(PEOPLE),
        action=st.sampled_from(["register", "register", "reenter", "rebuy", "addon", "bust"]),
    )
    def desk(self, which: int, pick: int, person: str, action: str) -> None:
        floor = self._floor(which)
        event_id = self._live_target(pick)
        if action == "register":
            self._register(floor, event_id, [person])
            return
        # The ids the command line would resolve ``person`` to, from what is stored (this
        # station may lag); 0 names nobody, so the command is refused like a wrong name.
        stored = self._stored_state()
        try:
            player_id = require_player(stored.players, person).id
        except FloorError:
            player_id = 0
        entries = player_entries(stored, event_id, player_id)
        entry_id = entries[-1].id if entries else 0
        command: Command = {
            "reenter": ReEnter(event_id, player_id),
            "rebuy": Rebuy(event_id, entry_id),
            "addon": AddOn(event_id, entry_id),
            "bust": BustPlayers(event_id, (entry_id,)),
        }[action]
        self._attempt(floor, command, event_id)

    @rule(
        which=st.integers(0, 1),
        pick=st.integers(0, 1000),
        action=st.sampled_from(["bust", "bust", "rebuy", "addon", "reenter"]),
    )
    def desk_on_an_entry(self, which: int, pick: int, action: str) -> None:
        """The same actions aimed at an entry (by id), or its player (re-entry)."""
        entries = [e for event in self._stored_state().entries.values() for e in event.values()]
        if not entries:
            return
        entry = entries[pick % len(entries)]
        floor = self._floor(which)
        command: Command = {
            "bust": BustPlayers(entry.event_id, (entry.id,)),
            "rebuy": Rebuy(entry.event_id, entry.id),
            "addon": AddOn(entry.event_id, entry.id),
            "reenter": ReEnter(entry.event_id, entry.player_id),
        }[action]
        self._attempt(floor, command, entry.event_id)

    @rule(which=st.integers(0, 1), pick=st.integers(0, 100))
    def seat_alternates(self, which: int, pick: int) -> None:
        floor = self._floor(which)
        event_id = self._live_target(pick)
        self._attempt(floor, SeatAlternates(event_id), event_id)

    @rule(
        which=st.integers(0, 1),
        keep=st.integers(1, len(PEOPLE)),  # player ids; some name nobody yet
        other=st.integers(1, len(PEOPLE)),
    )
    def merge(self, which: int, keep: int, other: int) -> None:
        floor = self._floor(which)
        self._attempt(floor, MergePlayers(keep, other), -1, GLOBAL_SCOPE)

    @rule(which=st.integers(0, 1), rows=st.lists(st.sampled_from([*PEOPLE[:6], ""]), max_size=4))
    def import_players(self, which: int, rows: list[str]) -> None:
        floor = self._floor(which)
        text = "name\n" + "".join(f"{row}\n" for row in rows)
        self._attempt(floor, ImportPlayers(text, source="people.csv"), -1, GLOBAL_SCOPE)

    def _check_marker(self, done: Done, step: Step, kind: str) -> None:
        assert done.group == step.group
        assert [e.kind for e in done.entries] == [kind]
        assert done.entries[0].data == {"group": step.group}

    # -------------------------------------------------------------- invariants
    @invariant()
    def state_is_the_model_and_the_replay(self) -> None:
        fresh = Floor(self.checker, operator="checker")
        assert self.last.state.events == self.model.events
        assert fresh.state == self.last.state
        assert replay(fresh.journal()) == fresh.state
        assert self.last.journal() == fresh.journal()
        for floor in (self.last, fresh):
            self._totals_are_the_entries(floor.state)

    @staticmethod
    def _totals_are_the_entries(state: FloorState) -> None:
        """The totals and the prize pool read from each book's kept tally and chip
        totals are those of the entries summed one by one (a fresh book of the same
        entries: its totals added up entry by entry, its tally worked out afresh)."""
        plain = replace(
            state, entries={e: EntryBook(book.values()) for e, book in state.entries.items()}
        )
        for event_id in state.events:
            assert field_totals(state, event_id) == field_totals(plain, event_id)
            assert _outcome(event_prize_pool, state, event_id) == _outcome(
                event_prize_pool, plain, event_id
            )


def _outcome(read: Any, state: FloorState, event_id: int) -> Any:
    """What ``read`` gives, or the refusal's message."""
    try:
        return read(state, event_id)
    except FloorError as exc:
        return exc.message


@pytest.mark.slow
def test_floor_undo_redo_replay_property() -> None:
    run_state_machine_as_test(
        FloorMachine,
        settings=settings(
            max_examples=50,
            stateful_step_count=30,
            deadline=None,
            suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
        ),
    )
