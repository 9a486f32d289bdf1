"""App: a seat move's reason read back from the journal, new records and old.

Issue 30: a move's reason is kept twice, its English words (``reason``) and
the phrase as data (``reason_words``), so the Tables page and the move slips
say it in the reader's language. A record written before the phrase was kept
has only the English: it still folds, and shows its English as written.
"""

from __future__ import annotations

from dataclasses import replace

from tests.app.test_floor_map_view import at, two_tables
from tests.support import FakeClock, entries_of, entry_of

from floortool.app.commands.results import BustPlayers
from floortool.app.commands.seating import MoveEntry
from floortool.app.documents.move_slips import move_slips
from floortool.app.languages import catalogue
from floortool.app.views.floor_map import recent_moves
from floortool.domain.fold.replay import replay
from floortool.domain.kernel.journal import JournalEntry
from floortool.domain.seating.seats import seating_of

GERMAN = catalogue("de").say


def _without_phrases(journal: list[JournalEntry]) -> list[JournalEntry]:
    """The journal as a version before issue 30 wrote it: no ``reason_words``."""
    return [
        replace(r, data={k: v for k, v in r.data.items() if k != "reason_words"}) for r in journal
    ]


def test_a_move_by_the_floor_is_said_in_german_and_an_old_record_in_its_english(
    db_url: str, clock: FakeClock
) -> None:
    """TDA 2024 Rule 1 (the tda-2024 rulebook record): "The floor's decision is final." The
    floor moves a player by hand; the Tables page and the slip say where and why."""
    floor, event_id = two_tables(db_url, clock)
    floor.execute(BustPlayers(event_id, entries_of(floor, event_id, at(floor, event_id, 2, 1))))
    mover = at(floor, event_id, 1, 3)
    floor.execute(MoveEntry(event_id, entry_of(floor, event_id, mover), 2, 1))
    english = f"{mover}: Table 1 seat 3 → Table 2 seat 1, moved by the floor"

    journal = floor.journal()
    (record,) = [r for r in journal if r.kind == "entry_moved"]
    assert record.data["reason"] == english and record.data["reason_words"] is not None
    (moved,) = recent_moves(journal, floor.state, event_id)
    assert str(moved.reason) == english
    assert (
        GERMAN(moved.reason) == f"{mover}: Tisch 1 Platz 3 → Tisch 2 Platz 1, vom Floor umgesetzt"
    )
    (slip,) = move_slips(floor.state, journal, event_id, every_move=False)
    assert GERMAN(slip.reason) == GERMAN(moved.reason)

    old = _without_phrases(journal)
    state = replay(old)
    assert seating_of(state, event_id).seat_of(entry_of(floor, event_id, mover)) == (2, 1)
    (moved,) = recent_moves(old, state, event_id)
    assert moved.reason == english and GERMAN(moved.reason) == english
    (slip,) = move_slips(state, old, event_id, every_move=False)
    assert slip.reason == english and GERMAN(slip.reason) == english
