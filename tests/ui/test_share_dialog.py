"""File > Share on the venue network… (issue 16): the server started as a child process
over the window's database, its state, its address as text and QR code, pairing a
phone with a one-time code and its countdown, the paired phones and Revoke.

The server is a fake program (a small Python script) that records the arguments it
was given and behaves as told: prints the address it serves, prints nothing, or
fails with an error line.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any

import pytest
from tests.support import FakeClock
from tests.ui.clipping import clipped_texts
from tests.ui.fakes import MakeWindow

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from floortool.app.devices import Devices, NotPaired, PairingCode, Role
from floortool.app.floor import Floor
from floortool.app.languages import catalogue
from floortool.app.screen_devices import ScreenChoice, chosen_view
from floortool.domain.kernel.errors import InvalidInput
from floortool.reports.qr import qr_rows
from floortool.ui import share_server, style
from floortool.ui.share_dialog import ShareDialog
from floortool.ui.share_server import ShareState, SharingProcess

LAN = "192.0.2.10"  # an address of the documentation range: nothing is sent to it
WAIT_MS = 15_000

_FAKE = """
import json, os, pathlib, sys, time
args = sys.argv[1:]
record = pathlib.Path(__file__).with_suffix(".json")
record.write_text(json.dumps({{"args": args, "pid": os.getpid()}}))
host, port = args[args.index("--host") + 1], args[args.index("--port") + 1]
mode = {mode!r}
if mode == "fail":
    print("INFO: starting", flush=True)
    print("ERROR: [Errno 98] address already in use", flush=True)
    sys.exit(1)
if mode == "serve":
    print(f"INFO: Uvicorn running on http://{{host}}:{{port}} (Press CTRL+C to quit)", flush=True)
time.sleep(120)
"""


def fake_server(folder: Path, mode: str) -> list[str]:
    script = folder / f"fake_serve_{mode}.py"
    script.write_text(_FAKE.format(mode=mode), encoding="utf-8")
    return [sys.executable, str(script)]


def recorded(program: list[str]) -> dict[str, Any]:
    data = json.loads(Path(program[1]).with_suffix(".json").read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


@pytest.fixture
def devices(floor: Floor, clock: FakeClock) -> Devices:
    return Devices(floor.engine, clock=clock)


def open_dialog(
    qtbot: QtBot,
    devices: Devices,
    program: list[str],
    *,
    event_id: int | None = None,
    ready_after_ms: int | None = None,
) -> ShareDialog:
    dialog = ShareDialog(
        devices,
        db_url="sqlite:///floor.db",
        event_id=lambda: event_id,
        program=program,
        hosts=lambda: [LAN],
        ready_after_ms=ready_after_ms,
    )
    dialog.setStyleSheet(style.WINDOW_STYLE)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def serving(qtbot: QtBot, dialog: ShareDialog) -> None:
    dialog.start_button.click()
    qtbot.waitUntil(lambda: dialog.server.state is ShareState.SERVING, timeout=WAIT_MS)


def stopped(qtbot: QtBot, dialog: ShareDialog) -> None:
    qtbot.waitUntil(lambda: not dialog.server.running, timeout=WAIT_MS)


def test_the_server_is_this_floortool(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    assert share_server.default_program() == [sys.executable, "-m", "floortool"]
    bundle = tmp_path / "floortool.exe"
    monkeypatch.setattr(sys, "frozen", True, raising=False)  # the packaged bundle
    monkeypatch.setattr(sys, "executable", str(bundle))
    assert share_server.default_program() == [str(bundle)]
    (tmp_path / "floortool-cli.exe").write_bytes(b"")  # Windows: the console twin
    assert share_server.default_program() == [str(tmp_path / "floortool-cli.exe")]


def test_the_laptops_addresses_are_offered_first_then_loopback(
    qtbot: QtBot, devices: Devices, tmp_path: Path
) -> None:
    """Issue 16: "the window offers the laptop's LAN address and says so"."""
    dialog = open_dialog(qtbot, devices, fake_server(tmp_path, "serve"))
    combo = dialog.address_combo
    assert [combo.itemData(i) for i in range(combo.count())] == [LAN, "127.0.0.1"]
    assert dialog.host == LAN
    assert "this laptop only" in combo.itemText(1)
    assert dialog.port_spin.value() == 8470
    hint = " ".join(label.text() for label in dialog.findChildren(type(dialog.state_label)))
    assert "same Wi-Fi network" in hint


def test_start_sharing_runs_serve_on_the_windows_database_and_shows_the_address(
    qtbot: QtBot, devices: Devices, tmp_path: Path
) -> None:
    program = fake_server(tmp_path, "serve")
    dialog = open_dialog(qtbot, devices, program)
    dialog.port_spin.setValue(8471)
    assert not dialog.stop_button.isEnabled() and not dialog.pair_button.isEnabled()
    dialog.start_button.click()
    assert dialog.state_label.text() == f"Starting the server at http://{LAN}:8471…"
    assert not dialog.start_button.isEnabled() and not dialog.address_combo.isEnabled()
    qtbot.waitUntil(lambda: dialog.server.state is ShareState.SERVING, timeout=WAIT_MS)

    assert recorded(program)["args"] == [
        "--lang",
        "en",
        "--db",
        "sqlite:///floor.db",
        "serve",
        "--host",
        LAN,
        "--port",
        "8471",
        "--no-status-feed",
    ]
    url = f"http://{LAN}:8471"
    assert dialog.state_label.text() == f"Serving at {url}"
    assert dialog.address_label.text() == url and dialog.address_label.isVisible()
    assert dialog.address_qr.text == url and dialog.address_qr.rows == qr_rows(url)
    assert dialog.pair_button.isEnabled()

    dialog.stop_button.click()
    stopped(qtbot, dialog)
    assert dialog.state_label.text().startswith("Not sharing.")
    assert not dialog.address_qr.isVisible() and dialog.start_button.isEnabled()


def test_a_quiet_server_is_serving_once_it_has_kept_running(
    qtbot: QtBot, devices: Devices, tmp_path: Path
) -> None:
    program = fake_server(tmp_path, "quiet")
    dialog = open_dialog(qtbot, devices, program, ready_after_ms=300)
    dialog.address_combo.setCurrentIndex(1)
    serving(qtbot, dialog)
    assert dialog.state_label.text() == "Serving at http://127.0.0.1:8470"
    dialog.server.shut_down()
    assert not dialog.server.running


def test_a_server_that_stops_shows_its_last_line(
    qtbot: QtBot, devices: Devices, tmp_path: Path
) -> None:
    dialog = open_dialog(qtbot, devices, fake_server(tmp_path, "fail"))
    dialog.start_button.click()
    stopped(qtbot, dialog)
    assert dialog.state_label.text() == "Stopped: ERROR: [Errno 98] address already in use"
    assert dialog.start_button.isEnabled() and not dialog.address_qr.isVisible()


def test_a_program_that_cannot_start_is_said_so(
    qtbot: QtBot, devices: Devices, tmp_path: Path
) -> None:
    dialog = open_dialog(qtbot, devices, [str(tmp_path / "no-such-python")])
    dialog.start_button.click()
    stopped(qtbot, dialog)
    assert dialog.state_label.text().startswith("Stopped: could not start ")


def test_pair_a_phone_shows_a_one_time_code_its_link_and_the_time_left(
    qtbot: QtBot, devices: Devices, clock: FakeClock, tmp_path: Path
) -> None:
    """Issue 16: "paired by scanning a one-time code shown in the window (valid 2 minutes,
    one device per code)"; the brief: the code "in big type and as a QR of
    http://H:P/pair?code=CODE, with the 2-minute countdown"."""
    dialog = open_dialog(qtbot, devices, fake_server(tmp_path, "serve"), event_id=4)
    serving(qtbot, dialog)
    dialog.role_combo.setCurrentIndex(dialog.role_combo.findData(Role.DEALER.value))
    assert dialog.table_spin.isEnabled()
    dialog.table_spin.setValue(5)
    dialog.pair_button.click()

    code = dialog.code
    assert code is not None and (code.role, code.table, code.event_id) == (Role.DEALER, 5, 4)
    assert dialog.code_panel.isVisible()
    assert dialog.code_label.text() == f"{code.code[:4]}-{code.code[4:]}"
    link = f"http://{LAN}:8470/pair?code={code.code}"
    assert dialog.code_qr.text == link and dialog.code_qr.rows == qr_rows(link)
    assert dialog.countdown_label.text() == "For the dealer of table 5: good once, for 2:00"
    clock.advance(61)
    dialog.tick_timer.timeout.emit()
    assert dialog.countdown_label.text().endswith("for 0:59")

    devices.pair(devices.new_code(Role.FLOOR).code, "Another station's phone")
    dialog.refresh_devices()
    assert dialog.code is code  # another code was used, not this one
    devices.pair(code.code, "Dealer five")  # the phone, through the server
    dialog.refresh_devices()
    assert dialog.code is None and not dialog.code_panel.isVisible()
    assert dialog.paired_label.text() == "Paired: Dealer five."
    model = dialog.device_model
    assert model.rowCount() == 2
    shown = [model.index(1, c).data() for c in range(model.columnCount())]
    assert shown[:3] == ["Dealer five", "Dealer", "5"] and shown[4] == "never"
    dialog.server.shut_down()


def test_a_code_not_used_in_time_is_taken_off(
    qtbot: QtBot, devices: Devices, clock: FakeClock, tmp_path: Path
) -> None:
    dialog = open_dialog(qtbot, devices, fake_server(tmp_path, "serve"))
    serving(qtbot, dialog)
    dialog.pair_button.click()
    assert dialog.code is not None and dialog.code.role is Role.FLOOR
    assert not dialog.table_spin.isEnabled()
    clock.advance(120)
    dialog.tick_timer.timeout.emit()
    assert dialog.code is None and not dialog.code_panel.isVisible()
    assert "expired" in dialog.paired_label.text()
    dialog.server.shut_down()


def test_a_refused_code_is_shown_on_the_red_line(
    qtbot: QtBot, devices: Devices, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    dialog = open_dialog(qtbot, devices, fake_server(tmp_path, "serve"))
    serving(qtbot, dialog)

    def refuse(*_: object, **__: object) -> PairingCode:
        raise InvalidInput("Table 5 is not in this event.")

    monkeypatch.setattr(devices, "new_code", refuse)
    dialog.pair_button.click()
    assert dialog.refusal.isVisible() and dialog.refusal.text() == "Table 5 is not in this event."
    assert dialog.code is None and not dialog.code_panel.isVisible()
    dialog.server.shut_down()


def test_revoke_takes_the_chosen_phones_credential_back(
    qtbot: QtBot, devices: Devices, tmp_path: Path
) -> None:
    anna, _ = devices.pair(devices.new_code(Role.FLOOR).code, "Anna")
    _, bob_token = devices.pair(devices.new_code(Role.FLOOR).code, "Bob")
    dialog = open_dialog(qtbot, devices, fake_server(tmp_path, "serve"))
    assert dialog.device_model.rowCount() == 2 and not dialog.revoke_button.isEnabled()
    dialog.device_table.selectRow(1)
    assert dialog.revoke_button.isEnabled()
    dialog.revoke_button.click()
    assert [d.revoked for d in devices.listed()] == [False, True]
    with pytest.raises(NotPaired):
        devices.authenticate(bob_token)
    assert dialog.device_model.rowCount() == 1
    assert dialog.device_model.device(0).id == anna.id
    assert dialog.paired_label.text().startswith("Revoked: Bob")


def test_a_room_screen_is_given_what_it_shows(
    qtbot: QtBot, devices: Devices, tmp_path: Path
) -> None:
    """Issue 29 item 4, "a TV choosing its layout ... by pairing": a room screen picked
    among the paired devices is given the built-in display, a layout or a screen set;
    a staff phone is given none."""
    devices.pair(devices.new_code(Role.FLOOR).code, "Anna")
    tv, _ = devices.pair(devices.new_code(Role.DISPLAY).code, "Bar TV")
    dialog = open_dialog(qtbot, devices, fake_server(tmp_path, "serve"))
    assert dialog.role_combo.findData(Role.DISPLAY.value) >= 0
    dialog.device_table.selectRow(0)
    assert not dialog.shows_combo.isEnabled()
    dialog.device_table.selectRow(1)
    assert dialog.shows_combo.isEnabled()
    assert dialog.shows_combo.currentData() == ""  # the built-in display
    index = dialog.shows_combo.findData("set:clock-and-payouts")
    assert index > 0
    dialog.shows_combo.setCurrentIndex(index)
    dialog.shows_combo.activated.emit(index)
    assert chosen_view(devices, tv.id) == ScreenChoice("set", "clock-and-payouts")
    assert dialog.paired_label.text().startswith("Bar TV shows Screen set:")
    dialog.device_table.selectRow(0)
    dialog.device_table.selectRow(1)
    assert dialog.shows_combo.currentData() == "set:clock-and-payouts"


def test_closing_the_window_stops_sharing(
    qtbot: QtBot, make_window: MakeWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    program = fake_server(tmp_path, "serve")
    monkeypatch.setattr(share_server, "default_program", lambda: program)
    window = make_window()
    dialog = window.open_share_dialog()
    assert window.open_share_dialog() is dialog
    dialog.address_combo.setCurrentIndex(dialog.address_combo.findData("127.0.0.1"))
    serving(qtbot, dialog)
    args = recorded(program)["args"]
    assert args[:4] == ["--lang", "en", "--db", window.db_url]
    pid = recorded(program)["pid"]
    assert dialog.devices_timer.isActive()
    dialog.reject()  # Esc
    assert dialog.server.running  # closing the dialog does not stop sharing
    assert not dialog.devices_timer.isActive()
    window.close()
    assert not dialog.server.running
    with pytest.raises(OSError):
        os.kill(pid, 0)


@pytest.mark.parametrize("size", [(1024, 768), (1920, 1080)])
def test_nothing_is_cut_off(
    qtbot: QtBot, devices: Devices, tmp_path: Path, size: tuple[int, int]
) -> None:
    devices.pair(devices.new_code(Role.DEALER, table=12).code, "Dealer twelve's phone")
    dialog = open_dialog(qtbot, devices, fake_server(tmp_path, "serve"))
    dialog.resize(*size)
    serving(qtbot, dialog)
    dialog.pair_button.click()
    for _ in range(3):
        QApplication.processEvents()
    assert clipped_texts(dialog) == []
    assert dialog.code_qr.code_rect().width() >= 3 * len(dialog.code_qr.rows)
    assert dialog.address_qr.code_rect().width() >= 3 * len(dialog.address_qr.rows)
    dialog.server.shut_down()


def test_the_server_speaks_the_window_s_language(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A window in German shares pages in German: ``serve --lang de`` (a phone may ask
    for another with ``?lang=``)."""
    monkeypatch.setattr(share_server, "window_words", lambda: catalogue("de"))
    server = SharingProcess(db_url="sqlite:///floor.db", program=["floortool"])
    try:
        arguments = server.arguments("127.0.0.1", 8470)
    finally:
        server.deleteLater()
    assert arguments[:4] == ["--lang", "de", "--db", "sqlite:///floor.db"]
