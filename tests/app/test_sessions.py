"""Issue 23, item 2: a native crash leaves a trace, and the next start knows.

The log takes Python's fault handler (``app.logs``): a process that dies of a
segmentation fault writes its stack into ``floortool.log``, also after the log
rotated. A window session's marker (``app.sessions``) outlives a crash and
not a clean end, so the next start finds exactly the sessions that ended
unexpectedly. The crashes are real, in child processes.
"""

from __future__ import annotations

import subprocess
import sys
from datetime import datetime
from pathlib import Path

from floortool.app import sessions
from floortool.app.paths import sessions_dir

NOW = datetime(2026, 12, 4, 21, 30)


def _child(code: str, home: Path) -> subprocess.CompletedProcess[str]:
    program = "import faulthandler, logging\n" + code
    return subprocess.run(
        [sys.executable, "-c", program],
        env={"FLOORTOOL_HOME": str(home), "PATH": "/usr/bin:/bin"},
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_a_native_crash_leaves_its_trace_in_the_log(isolated_home: Path) -> None:
    done = _child(
        "from floortool.app.logs import configure_logging\n"
        "configure_logging()\n"
        "logging.getLogger('floortool.test').info('about to crash')\n"
        "def deep_in_qt():\n"
        "    faulthandler._sigsegv()\n"
        "deep_in_qt()\n",
        isolated_home,
    )
    assert done.returncode != 0
    log = (isolated_home / "logs" / "floortool.log").read_text(encoding="utf-8")
    assert "about to crash" in log
    assert "Fatal Python error: Segmentation fault" in log
    assert "in deep_in_qt" in log


def test_the_trace_follows_the_log_when_it_rotates(isolated_home: Path) -> None:
    done = _child(
        "from floortool.app.logs import configure_logging\n"
        "configure_logging()\n"
        "for n in range(12_000):\n"
        "    logging.getLogger('floortool.test').info('line %d %s', n, 'x' * 80)\n"
        "faulthandler._sigsegv()\n",
        isolated_home,
    )
    assert done.returncode != 0
    logs = isolated_home / "logs"
    assert (logs / "floortool.log.1").exists()  # it rotated
    assert "Fatal Python error" in (logs / "floortool.log").read_text(encoding="utf-8")


def test_a_session_that_crashed_is_found_once_by_the_next_start(isolated_home: Path) -> None:
    done = _child(
        "from datetime import datetime\n"
        "from floortool.app import sessions\n"
        "from floortool.app.paths import sessions_dir\n"
        "sessions.begin(sessions_dir(), now=datetime(2026, 12, 4, 19, 5))\n"
        "faulthandler._sigsegv()\n",
        isolated_home,
    )
    assert done.returncode != 0
    session, lost = sessions.begin(sessions_dir(), now=NOW)
    assert [(s.started, str(s.started_text())) for s in lost] == [
        (datetime(2026, 12, 4, 19, 5), "04 Dec 2026 at 19:05")
    ]
    session.end()
    again, lost = sessions.begin(sessions_dir(), now=NOW)
    assert lost == []
    again.end()


def test_a_session_that_ended_cleanly_leaves_nothing(isolated_home: Path) -> None:
    done = _child(
        "from datetime import datetime\n"
        "from floortool.app import sessions\n"
        "from floortool.app.paths import sessions_dir\n"
        "session, _ = sessions.begin(sessions_dir(), now=datetime(2026, 12, 4, 19, 5))\n"
        "session.end()\n",
        isolated_home,
    )
    assert done.returncode == 0, done.stderr
    session, lost = sessions.begin(sessions_dir(), now=NOW)
    assert lost == []
    session.end()
    assert list(sessions_dir().iterdir()) == []


def test_a_session_running_now_is_not_taken_for_a_crash(isolated_home: Path) -> None:
    """A second window on the same machine sees the first one's marker, held: left alone."""
    first, _ = sessions.begin(sessions_dir(), now=NOW)
    second, lost = sessions.begin(sessions_dir(), now=NOW)
    assert lost == []
    assert first.path.exists()
    second.end()
    first.end()
