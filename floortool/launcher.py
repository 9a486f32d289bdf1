"""Launcher (top layer): run the command line, and open the window when asked.

``floortool`` with no command, ``floortool gui`` and ``floortool demo`` open
the window; everything else is headless. The window's Qt code is imported only
when a window is wanted, so scripts never pay for it. The garbage collector
sleeps while the modules load and leaves them alone from then on
(``collector``).
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence

from floortool import collector
from floortool.cli.main import main as cli_main


def main(argv: Sequence[str] | None = None) -> int:
    collector.pause()
    try:
        return _run(argv)
    finally:
        collector.for_exit()


def _run(argv: Sequence[str] | None) -> int:
    try:
        result = cli_main(argv, loaded=collector.settle)
    except BrokenPipeError:
        # The reader went away (``floortool journal | head``): not an error of ours.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    if isinstance(result, int):
        return result
    collector.pause()
    from floortool.ui.application import run_window  # Qt only when a window is wanted

    collector.settle()
    return run_window(result)


if __name__ == "__main__":
    sys.exit(main())
