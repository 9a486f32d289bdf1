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
from collections.abc import Mapping, Sequence

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
    if result.render is not None:  # a picture, drawn without a screen
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
        from floortool.ui.display_render import render_display

        return render_display(result)
    missing = missing_screen(os.environ, sys.platform)
    if missing:
        print(f"floortool: {missing}", file=sys.stderr)
        return 1
    collector.pause()
    from floortool.ui.application import run_window  # Qt only when a window is wanted

    collector.settle()
    return run_window(result)


def missing_screen(environ: Mapping[str, str], platform: str) -> str:
    """Why the window cannot open here ("" when it can): on Linux and the other X11 or
    Wayland systems Qt aborts the process without a word when it finds no display
    (over SSH, in a service); Windows and macOS always have their screen, and a
    chosen Qt platform (``QT_QPA_PLATFORM``, e.g. ``offscreen``) is Qt's business."""
    if platform in ("win32", "darwin") or environ.get("QT_QPA_PLATFORM"):
        return ""
    if environ.get("DISPLAY") or environ.get("WAYLAND_DISPLAY"):
        return ""
    return (
        "there is no screen to open the window on (neither DISPLAY nor WAYLAND_DISPLAY "
        "is set). Every other command works without one: floortool --help."
    )


if __name__ == "__main__":
    sys.exit(main())
