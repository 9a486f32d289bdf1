"""Launcher (top layer): run the command line, and open the window when asked.

``floortool`` with no command, ``floortool gui`` and ``floortool demo`` open
the window; everything else is headless. The window's Qt code is imported only
when a window is wanted, so scripts never pay for it.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence

from floortool.cli.main import main as cli_main


def main(argv: Sequence[str] | None = None) -> int:
    try:
        result = cli_main(argv)
    except BrokenPipeError:
        # The reader went away (``floortool journal | head``): not an error of ours.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    if isinstance(result, int):
        return result
    from floortool.ui.application import run_window  # Qt only when a window is wanted

    return run_window(result)


if __name__ == "__main__":
    sys.exit(main())
