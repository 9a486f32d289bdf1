"""Tests of the registration preview: what Enter would do, decided by the floor's own
rules and never written, and the words the desk uses for an entry.

The preview must agree with what ``RegisterEntry`` then does, and looking
must change nothing: not the journal, not the state.
"""

from __future__ import annotations

import copy

from tests.support import FakeClock
from tests.ui.desk import entry_row, league_event

from floortool.app.commands.clock import GoToLevel, StartClock, StepRow
from floortool.app.commands.players import AddPlayer
from floortool.app.commands.registration import RegisterEntry, newcomers
from floortool.app.floor import Floor
from floortool.app.registration_preview import preview_registration
from floortool.app.views.field import field_summary
from floortool.domain.field.entries import WAITING
from floortool.ui.registration_preview import clock_text, entry_line, stack_text


def test_the_terms_follow_the_clock_and_match_what_registering_gives(
    floor: Floor, clock: FakeClock
) -> None:
    event_id = league_event(floor)

    def stack_now() -> int:
        return preview_registration(floor.state, event_id, "", now=clock()).terms.stack

    assert stack_now() == 10_000  # before the clock starts
    floor.execute(StartClock(event_id))
    assert stack_now() == 9_925
    floor.execute(GoToLevel(event_id, 2))
    preview = preview_registration(floor.state, event_id, "Alice", now=clock())
    assert (preview.terms.stack, preview.terms.deduction, preview.terms.level) == (9_775, 225, 2)
    assert preview.new_name == "Alice" and preview.player is None and not preview.refused

    floor.execute(RegisterEntry(event_id, newcomers(("Alice",))))
    row = field_summary(floor.state, event_id).entries[0]
    assert (row.stack, row.deduction, row.level) == (9_775, 225, 2)

    floor.execute(StepRow(event_id, 1))  # the break after level 2: closed
    closed = preview_registration(floor.state, event_id, "Bruno", now=clock())
    assert closed.closed and closed.refusal is not None
    assert closed.refusal.code == "late_registration_closed"
    assert clock_text(closed.terms) == "Break after level 2"


def test_looking_writes_nothing(floor: Floor, clock: FakeClock) -> None:
    event_id = league_event(floor, tables=1, seats=2)
    floor.execute(RegisterEntry(event_id, newcomers(("Alice", "Bruno"))))
    journal = floor.journal()
    state = copy.deepcopy(floor.state)

    preview = preview_registration(floor.state, event_id, "Chiara", now=clock())

    assert preview.waiting and preview.alternate == 1
    assert floor.journal() == journal
    assert floor.state == state
    floor.execute(RegisterEntry(event_id, newcomers(("Chiara",))))
    assert field_summary(floor.state, event_id).entries[-1].status == WAITING


def test_who_the_name_means(floor: Floor, clock: FakeClock) -> None:
    event_id = league_event(floor)
    floor.execute(AddPlayer("John Smith", membership="M-1"))
    floor.execute(AddPlayer("John Smith", membership="M-2"))
    floor.execute(AddPlayer("Alice Moreau"))

    ambiguous = preview_registration(floor.state, event_id, "john smith", now=clock())
    assert ambiguous.refusal is not None and ambiguous.refusal.code == "ambiguous_player"
    assert not ambiguous.closed
    known = preview_registration(floor.state, event_id, "ALICE moreau", now=clock())
    assert known.player is not None and known.player.name == "Alice Moreau"
    assert known.new_name == ""
    by_number = preview_registration(floor.state, event_id, "#2", now=clock())
    assert by_number.player is not None and by_number.player.membership == "M-2"
    unknown = preview_registration(floor.state, event_id, "#99", now=clock())
    assert unknown.refusal is not None and unknown.refusal.code == "unknown_player"

    floor.execute(RegisterEntry(event_id, (3,)))
    again = preview_registration(floor.state, event_id, "Alice Moreau", now=clock())
    assert again.player is not None and again.refusal is not None
    assert again.refusal.code == "already_registered"


def test_full_stack_events_deduct_nothing(floor: Floor, clock: FakeClock) -> None:
    event_id = league_event(floor, name="Open", late_reg="full-stack")
    floor.execute(StartClock(event_id))
    floor.execute(GoToLevel(event_id, 2))
    terms = preview_registration(floor.state, event_id, "", now=clock()).terms
    assert stack_text(terms) == "10,000 chips: the full starting stack (TDA 2024 Rule 8-A)"


def test_entry_lines_for_calling_out() -> None:
    seated = entry_row(1, "Alice", table=2, seat=5, stack=9_775, deduction=225)
    assert entry_line(seated, "blinds-deducted") == (
        "Table 2, seat 5 \u2014 9,775 chips (225 deducted, House A-4)"
    )
    assert entry_line(entry_row(2, "Bruno", table=3, seat=1), "full-stack") == (
        "Table 3, seat 1 \u2014 10,000 chips"
    )
    waiting = entry_row(3, "Chiara", table=None, seat=None, status=WAITING, alternate=2)
    assert entry_line(waiting, "full-stack") == (
        "Alternate 2 (waiting list) \u2014 10,000 chips \u00b7 buy-in 25.00 taken when seated"
    )
