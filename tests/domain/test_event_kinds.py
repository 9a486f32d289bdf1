"""Domain: the table of journal kinds and their modules (``domain.event_kinds``), by
which the fold imports a subject's events only when the journal holds them."""

from __future__ import annotations

import importlib
import pkgutil
import subprocess
import sys

import floortool.domain
from floortool.domain.event_kinds import EVENT_MODULES, load_kind
from floortool.domain.journal import Subject, registered_events


def _every_domain_module() -> None:
    for module in pkgutil.walk_packages(floortool.domain.__path__, "floortool.domain."):
        importlib.import_module(module.name)


def test_the_table_names_the_module_of_every_kind_the_domain_defines() -> None:
    _every_domain_module()
    defined = {
        kind: cls.__module__
        for kind, cls in registered_events().items()
        if cls.__module__.startswith("floortool.domain.")
    }

    assert defined == EVENT_MODULES


def test_a_kind_outside_the_table_loads_nothing() -> None:
    assert load_kind("no_such_kind") is False


FOLD_PROBE = """
import sys
from datetime import UTC, datetime
from floortool.domain.journal import JournalEntry, subjects_of
from floortool.domain.replay import replay
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
