"""UI layer: the floor's web server run as a child process of the window.

``SharingProcess`` starts ``floortool --db URL serve --host H --port P`` (by
default ``sys.executable -m floortool``, or the bundle's program when packaged: the
same floortool as the window) in a
``QProcess``, so the window's event loop never waits on it, and tells what it
is doing: *starting*, *serving* at ``http://H:P`` (once the server has printed
that address, or has kept running for ``ready_after_ms``), or *stopped* with
the last line it printed when it stopped on its own. ``stop`` asks it to end
and kills it if it has not within ``STOP_GRACE_MS``; ``shut_down`` (the
window closing) waits for that.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from enum import StrEnum
from pathlib import Path

from PySide6.QtCore import QObject, QProcess, QProcessEnvironment, QTimer, Signal

from floortool.ui.translation import window_words

#: How long a server that printed nothing is given before it is taken to be serving.
READY_AFTER_MS = 5000
STOP_GRACE_MS = 3000
MAX_LINE = 300
#: The bundle's command-line program beside the window's on Windows (packaging/floortool.spec).
CONSOLE_TWIN = "floortool-cli.exe"


def default_program() -> list[str]:
    """This floortool: the bundle's own program when packaged, else this Python with
    ``-m floortool``."""
    if getattr(sys, "frozen", False):  # the PyInstaller bundle takes the command line itself
        # On Windows the window's program has no console; its twin prints what it does.
        twin = Path(sys.executable).with_name(CONSOLE_TWIN)
        return [str(twin) if twin.exists() else sys.executable]
    return [sys.executable, "-m", "floortool"]


def share_url(host: str, port: int) -> str:
    return f"http://{host}:{port}"


class ShareState(StrEnum):
    STOPPED = "stopped"
    STARTING = "starting"
    SERVING = "serving"


class SharingProcess(QObject):
    """The server child process over the window's database; ``changed`` on every change
    of ``state`` or ``error``."""

    changed = Signal()

    def __init__(
        self,
        *,
        db_url: str,
        program: Sequence[str] | None = None,
        ready_after_ms: int = READY_AFTER_MS,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.db_url = db_url
        self.program = list(program) if program is not None else default_program()
        self.state = ShareState.STOPPED
        self.url = ""
        self.error = ""  # why it stopped, when it stopped on its own
        self._last_line = ""
        self._pending = ""  # output after the last full line
        self._stopping = False
        self._process: QProcess | None = None
        self._ready = QTimer(self)
        self._ready.setSingleShot(True)
        self._ready.setInterval(ready_after_ms)
        self._ready.timeout.connect(self._on_ready_timeout)
        self._kill = QTimer(self)
        self._kill.setSingleShot(True)
        self._kill.setInterval(STOP_GRACE_MS)
        self._kill.timeout.connect(self._on_kill_timeout)

    def arguments(self, host: str, port: int) -> list[str]:
        """What the program is given: the window's language (what its pages say when a
        phone asks for none) and database, then ``serve`` on ``host:port`` without the
        live status feed (the window sends it: once is enough)."""
        return [
            *self.program[1:],
            "--lang",
            window_words().language,
            "--db",
            self.db_url,
            "serve",
            "--host",
            host,
            "--port",
            str(port),
            "--no-status-feed",
        ]

    @property
    def running(self) -> bool:
        return self._process is not None

    def start(self, host: str, port: int) -> None:
        """Start serving on ``host:port`` (a server already running is left as it is)."""
        if self._process is not None:
            return
        process = QProcess(self)
        environment = QProcessEnvironment.systemEnvironment()
        environment.insert("PYTHONUNBUFFERED", "1")  # its lines arrive as it prints them
        process.setProcessEnvironment(environment)
        process.setProcessChannelMode(QProcess.ProcessChannelMode.MergedChannels)
        process.readyReadStandardOutput.connect(self._on_process_output)
        process.finished.connect(self._on_process_finished)
        process.errorOccurred.connect(self._on_process_error)
        self._process = process
        self._stopping = False
        self._last_line = self._pending = ""
        self.url = share_url(host, port)
        self._set(ShareState.STARTING, "")
        process.start(self.program[0], self.arguments(host, port))
        self._ready.start()

    def stop(self) -> None:
        """Ask the server to end; it is killed if it is still running after the grace time."""
        if self._process is None or self._stopping:
            return
        self._stopping = True
        self._ready.stop()
        self._process.terminate()
        self._kill.start()

    def shut_down(self) -> None:
        """Stop the server and wait for it to be gone (the window is closing)."""
        process = self._process
        if process is None:
            return
        self.stop()
        if not process.waitForFinished(STOP_GRACE_MS):
            process.kill()
            process.waitForFinished(STOP_GRACE_MS)

    def _set(self, state: ShareState, error: str) -> None:
        self.state, self.error = state, error
        self.changed.emit()

    def _gone(self, error: str) -> None:
        process, self._process = self._process, None
        self._ready.stop()
        self._kill.stop()
        if process is not None:
            process.deleteLater()
        self._set(ShareState.STOPPED, "" if self._stopping else error)

    def _on_process_output(self) -> None:
        if self._process is None:
            return
        text = self._pending + bytes(self._process.readAllStandardOutput().data()).decode(
            "utf-8", "replace"
        )
        *lines, self._pending = text.split("\n")
        self._pending = self._pending[-MAX_LINE:]
        printed = [line.strip() for line in lines if line.strip()]
        if printed:
            self._last_line = printed[-1][:MAX_LINE]
        if self.state is ShareState.STARTING and any(self.url in line for line in printed):
            self._ready.stop()
            self._set(ShareState.SERVING, "")

    def _on_ready_timeout(self) -> None:
        if self._process is not None and self.state is ShareState.STARTING:
            self._set(ShareState.SERVING, "")

    def _on_kill_timeout(self) -> None:
        if self._process is not None:
            self._process.kill()

    def _on_process_finished(self, exit_code: int, status: QProcess.ExitStatus) -> None:
        self._on_process_output()
        last = (self._last_line or self._pending.strip())[:MAX_LINE]
        if status is QProcess.ExitStatus.CrashExit:
            why = last or "the server stopped unexpectedly"
        else:
            why = last or f"the server ended (exit status {exit_code})"
        self._gone(why)

    def _on_process_error(self, error: QProcess.ProcessError) -> None:
        if error is QProcess.ProcessError.FailedToStart and self._process is not None:
            self._gone(f"could not start {self.program[0]}: {self._process.errorString()}")
