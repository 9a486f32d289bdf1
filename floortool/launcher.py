"""Launcher (top layer): run the command line, and open the window when asked.

``floortool`` with no command, ``floortool gui`` and ``floortool demo`` open
the window; everything else is headless. The window's Qt code is imported only
when a window is wanted, so scripts never pay for it.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

from floortool.app.launch import WindowRequest
from floortool.cli.main import main as cli_main


def main(argv: Sequence[str] | None = None) -> int:
    result = cli_main(argv)
    if isinstance(result, WindowRequest):
        from floortool.ui.application import run_window

        return run_window(result)
    return result


if __name__ == "__main__":
    sys.exit(main())
