"""Domain, fold: which module defines each journal kind (``fold.kinds``), found from what
the subject packages register: the index the fold reads is current, every kind a
stored journal holds decodes, and the fold imports a subject's events only when the
journal holds them."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from floortool.domain.fold import kind_index, kinds
from floortool.domain.fold.kinds import import_every_subject_module, index_text, subject_packages
from floortool.domain.kernel.journal import Subject


def test_the_subject_packages_are_found_not_listed() -> None:
    packages = subject_packages()

    assert "floortool.domain.seating" in packages
    assert "floortool.domain.league" in packages
    assert not {"floortool.domain.kernel", "floortool.domain.fold"} & set(packages)


def test_the_index_is_what_the_subject_packages_register() -> None:
    """Run ``python -m floortool.domain.fold.kinds`` when this fails."""
    defined = import_every_subject_module()

    assert len(defined) > 50
    assert defined == kind_index.KIND_MODULES
    assert Path(kind_index.__file__).read_text(encoding="utf-8") == index_text(defined)


def test_a_kind_no_subject_defines_is_none_after_every_subject_is_searched() -> None:
    assert kinds.event_class("no_such_kind") is None


MARKER_PROBE = """
import sys
from floortool.domain.fold.kinds import subjects_of
print(subjects_of("undone") == frozenset(), "floortool.domain.league.events" in sys.modules)
"""


def test_an_undo_marker_changes_nothing_and_searches_no_subject() -> None:
    done = subprocess.run(
        [sys.executable, "-c", MARKER_PROBE], capture_output=True, text=True, check=True
    )

    assert done.stdout.split() == ["True", "False"]


FOLD_PROBE = """
import sys
from pathlib import Path
from datetime import UTC, datetime
from floortool.domain.kernel.journal import JournalEntry
from floortool.domain.fold.kinds import subjects_of
from floortool.domain.fold.replay import replay
from floortool.domain.tournament.event import EventCreated

def loaded():
    return "floortool.domain.league.events" in sys.modules

created = EventCreated(event_id=1, settings={"name": "Friday"}, created_at="2026-12-02")
entry = JournalEntry(1, 1, "event:1", created.kind, created.to_data(),
                     datetime(2026, 12, 2, tzinfo=UTC), "td", "Create event")
replay([entry])
print(loaded())
print(sorted(subjects_of("season_closed")))
print(loaded())
"""


def test_the_fold_imports_a_subjects_events_only_when_the_journal_holds_them() -> None:
    """A journal of one new event folds without the league's modules; the first league
    kind read brings them in, and with them what that kind changes."""
    done = subprocess.run(
        [sys.executable, "-c", FOLD_PROBE], capture_output=True, text=True, check=True
    )
    before, subjects, after = done.stdout.splitlines()

    assert before == "False"
    assert subjects == str([Subject.LEAGUE])
    assert after == "True"


UNINDEXED_PROBE = """
from floortool.domain.fold import kinds
kinds.KIND_MODULES = {}  # an index written before every kind existed
event = kinds.decode_event("season_closed", {"season_id": 3, "closed": True})
print(type(event).__module__)
"""


def test_a_kind_the_index_lacks_still_decodes() -> None:
    """A new event before the index is written again: the fold searches every subject."""
    done = subprocess.run(
        [sys.executable, "-c", UNINDEXED_PROBE], capture_output=True, text=True, check=True
    )

    assert done.stdout.strip() == "floortool.domain.league.events"
