"""The event's automation in the window: *Clock > Automation…* (a cell per declared
setting, "Save sends the changed settings as one ``UpdateEvent`` (Edit > Undo takes it
back); a line that does not read is refused in the red line ... and nothing changes"),
and the window's hands ("plays the bundled sound and speaks the line through the
``CuePlayer`` ..., shows the line over every screen as the announcement ..., flashes the
room display ... and keeps the cue for the web's room screens")."""

from __future__ import annotations

import json

from tests.support import FakeClock
from tests.ui.desk import send
from tests.ui.fakes import FakeAnnouncer, MakeEventWindow

from pytestqt.qtbot import QtBot

from floortool.app.commands.clock import StartClock
from floortool.app.commands.events import UpdateEvent
from floortool.app.room_announcement import current_announcement
from floortool.app.room_cue import cue_file, current_cues
from floortool.domain.display.moments import MOMENTS
from floortool.domain.kernel.journal import event_scope
from floortool.domain.tournament.settings import (
    FLASH,
    FLASH_ON,
    LINE,
    SHOW,
    SOUND,
    automation_id,
)
from floortool.ui.automation_actions import NO_VOICE
from floortool.ui.automation_dialog import AutomationDialog
from floortool.ui.setting_fields import ChoiceField, NumberField, TextField


def test_every_moment_and_action_has_its_cell_and_is_saved_as_one_undoable_action(
    qtbot: QtBot, make_event_window: MakeEventWindow
) -> None:
    window = make_event_window()
    dialog = window.open_automation()
    assert isinstance(dialog, AutomationDialog)
    assert len(dialog.fields) == 4 * len(MOMENTS)
    for moment in MOMENTS:
        sound = dialog.fields[automation_id(moment, SOUND)]
        assert isinstance(sound, ChoiceField)
        sound.combo.setCurrentIndex(sound.combo.findData("warning"))
        dialog.line_edit(moment).setText(f"{moment}: {{players_left}} left")
        show = dialog.fields[automation_id(moment, SHOW)]
        assert isinstance(show, NumberField)
        show.spin.setValue(12)
        flash = dialog.fields[automation_id(moment, FLASH)]
        assert isinstance(flash, ChoiceField)
        flash.combo.setCurrentIndex(flash.combo.findData(FLASH_ON))
    before = window.floor.revision
    assert dialog.apply() is True
    settings = window.floor.state.events[dialog.event_id].settings
    for moment in MOMENTS:
        assert getattr(settings, automation_id(moment, SOUND)) == "warning"
        assert getattr(settings, automation_id(moment, LINE)) == f"{moment}: {{players_left}} left"
        assert getattr(settings, automation_id(moment, SHOW)) == 12
        assert getattr(settings, automation_id(moment, FLASH)) == FLASH_ON
    assert window.floor.revision == before + 1  # one action
    window.floor.undo(event_scope(dialog.event_id))
    undone = window.floor.state.events[dialog.event_id].settings
    assert getattr(undone, automation_id("bubble", LINE)) == ""
    dialog.close()


def test_a_line_that_does_not_read_is_refused_and_nothing_changes(
    qtbot: QtBot, make_event_window: MakeEventWindow
) -> None:
    window = make_event_window()
    dialog = window.open_automation()
    assert dialog is not None
    before = window.floor.revision
    edit = dialog.line_edit("bubble")
    edit.setText("Bubble {players_left.__class__}")
    assert dialog.apply() is False
    assert dialog.error_label.isVisibleTo(dialog)
    assert "is not a field" in dialog.error_label.text()
    assert "Nothing was changed" in dialog.error_label.text()
    assert window.floor.revision == before
    assert isinstance(dialog.fields[automation_id("bubble", LINE)], TextField)
    dialog.close()


def test_the_window_carries_out_each_action(
    qtbot: QtBot, make_event_window: MakeEventWindow, clock: FakeClock, announcer: FakeAnnouncer
) -> None:
    """A level with every action: the chime, the line spoken, shown over every screen
    (the announcement), the room display's flash, the cue kept for the web."""
    window = make_event_window()
    event_id = window.event_id
    assert event_id is not None
    changes = {
        automation_id("level", LINE): "Level {level} now",
        automation_id("level", SHOW): 20,
        automation_id("level", FLASH): FLASH_ON,
    }
    send(window, UpdateEvent(event_id, changes))
    announcer.speak = True
    display = window.open_room_display()
    send(window, StartClock(event_id))
    clock.advance(10 * 60 + 1)
    window.ticker.refresh()
    assert announcer.names == ["level"]  # one reading: the last minute never read
    assert announcer.lines == ["Level 2 now"]
    shown = current_announcement()
    assert shown is not None and shown.text == "Level 2 now"
    assert display.announcement.text == "Level 2 now"
    assert display.flash.timer.isActive() and display.flash.strength > 0
    cue = current_cues()[-1]
    assert (cue["moment"], cue["line"], cue["flash"], cue["event"]) == (
        "level",
        "Level 2 now",
        True,
        event_id,
    )
    assert json.loads(cue_file().read_text(encoding="utf-8"))["cues"][-1] == cue
    display.close()
    assert not display.flash.timer.isActive()


def test_no_voice_is_said_in_the_status_bar_and_the_line_shows_instead(
    qtbot: QtBot, make_event_window: MakeEventWindow, clock: FakeClock, announcer: FakeAnnouncer
) -> None:
    window = make_event_window()
    event_id = window.event_id
    assert event_id is not None
    announcer.speak = True
    announcer.say = lambda line: False  # type: ignore[method-assign]
    send(window, StartClock(event_id))
    clock.advance(10 * 60 + 1)
    window.ticker.refresh()
    assert window.statusBar().currentMessage() == NO_VOICE
    shown = current_announcement()
    assert shown is not None and shown.text.startswith("Level 2: blinds ")
