"""Window: a page refreshes after a notice of every subject its read models
declare (``app.depends``), the same declaration the web's loaders come from, so
the window and the phones cannot disagree about what a change reaches (issue 24,
item 1). A page that shows no read model of ``app.views`` keeps its own list,
and says so here."""

from __future__ import annotations

import re
from pathlib import Path

from floortool.app.depends import subjects_of
from floortool.app.views.events import describe_event
from floortool.app.views.league import history_of, standings_view
from floortool.domain.kernel.journal import Subject
from floortool.ui import clock_ticker
from floortool.ui.clock_page import ClockPage
from floortool.ui.league_page import LeaguePage
from floortool.ui.room_figures import room_figures

UI = Path(__file__).parents[2] / "floortool" / "ui"
#: Pages that read the state with no read model of ``app.views``, with what they show.
OWN_LISTS = {
    "floor_page.py",  # the rulings log and the floor calls of the event
    "structure_page.py",  # the structure editor, on the event's levels
    "reports_page.py",  # every printed document: every subject but the clock
}


def test_the_clock_page_follows_the_tables_its_description_counts() -> None:
    """The event's description on the Clock page lists the tables in play, so a
    broken table (a ``seating`` notice) must refresh it."""
    assert Subject.SEATING in subjects_of(describe_event)
    assert subjects_of(describe_event) <= ClockPage.shows


def test_the_league_page_follows_a_corrected_name() -> None:
    """Standings and a player's season show names: a ``players`` notice refreshes them."""
    assert Subject.PLAYERS in subjects_of(standings_view, history_of)
    assert subjects_of(standings_view, history_of) <= LeaguePage.shows


def test_the_clock_follows_what_the_room_figures_are_read_from() -> None:
    assert subjects_of(room_figures) == clock_ticker.FIGURES
    assert Subject.PRIZE in clock_ticker.FIGURES and Subject.FIELD in clock_ticker.FIGURES


def test_no_other_page_spells_its_subjects_by_hand() -> None:
    for path in sorted(UI.glob("*.py")):
        hand = re.search(r"shows\b[^=\n]*= frozenset\(", path.read_text(encoding="utf-8"))
        if path.name in OWN_LISTS:
            assert hand, f"{path.name} no longer keeps its own list: take it off OWN_LISTS"
        else:
            assert not hand, f"{path.name} lists its subjects by hand: use subjects_of"
