"""The window says a refusal of the floor in its own language (issue 30, item 2).

"Every string a person reads — window, messages [...] — goes through one translation
mechanism [...] one catalogue shared where the other front ends read the same
messages." A refusal is written below the window, as a phrase, long before anyone
knows who reads it; a German window says it in German (``window_words``), the
English ``message`` (the log, ``--json``) unchanged.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from tests.ui.desk import league_event
from tests.ui.fakes import MakeWindow, NoticeLog

from PySide6.QtWidgets import QApplication

from floortool.app.commands.registration import RegisterEntry, newcomers
from floortool.app.commands.seating import BreakTable
from floortool.app.floor import Floor
from floortool.domain.kernel.errors import FloorError
from floortool.ui.remedy_words import refusal_text
from floortool.ui.translation import stop_language, use_language


@pytest.fixture
def german(qapp: QApplication) -> Iterator[None]:
    """The window speaks German for the test, English again after it."""
    installed = use_language(qapp, "de")
    yield
    stop_language(qapp, installed)


def test_a_refusal_of_the_app_is_shown_in_a_german_window_in_german(
    german: None, make_window: MakeWindow, floor: Floor, notices: NoticeLog
) -> None:
    """Breaking the only table open is refused ("Table 1 is the only table open.");
    the message box of a German window says so in German."""
    event_id = league_event(floor, buy_in=10_000, fee=1_000, tables=1, seats=6)
    floor.execute(RegisterEntry(event_id, newcomers(("Ann", "Ben", "Cat"))))
    window = make_window(event_id=event_id)
    assert window.commands.send(BreakTable(event_id, 1), action="Tisch 1 auflösen") is None
    assert notices[-1].title == "Tisch 1 auflösen: nicht ausgeführt"
    assert notices[-1].text == "Tisch 1 ist der einzige offene Tisch."
    assert notices[-1].informative == "Nichts wurde geändert."
    with pytest.raises(FloorError) as refused:
        floor.execute(BreakTable(event_id, 1))
    assert refused.value.message == "Table 1 is the only table open."  # the log's, --json's


def test_a_plain_message_from_below_is_shown_as_it_is(german: None) -> None:
    """A refusal whose message is not (yet) a phrase is shown as it was written."""
    assert refusal_text(FloorError("Written in English only.")) == "Written in English only."
