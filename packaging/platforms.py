"""Where floortool's bundles differ by platform: the one place that says so.

The PyInstaller spec (``floortool.spec``), the installer script
(``build_installer.py``) and the smoke test (``smoke_test.py``) ask
``current()`` what this platform builds, rather than testing ``sys.platform``
each on its own: which programs the bundle holds (Windows: the window without
a console and its console twin ``floortool-cli.exe`` for the command line),
which icon file, Python's options (UTF-8 on Windows), whether there is a
macOS ``.app``, which program a script runs
to talk to the bundle, and what the installer is called.

Documents: floortool has no event export; everything about an event is in its
database file (``floortool.db``, SQLite), the file a director copies, backs up
and carries to another laptop. The installers offer floortool to open ``.db``
files (as one of the programs that can, never taking the extension over), and
the operating system then starts the program with the file's path as its only
argument; ``document_arguments`` turns that into ``--db sqlite:///PATH``.
``tests/test_platforms.py`` runs every branch on any machine by setting
``sys.platform``.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

APP_NAME = "floortool"
APP_ID = "io.github.floortool.floortool"
#: The extension of the files the installers let floortool open (see the docstring).
DOCUMENT_EXTENSION = "db"


@dataclass(frozen=True)
class Program:
    """One executable in the bundle's folder."""

    name: str
    console: bool  # False: a windowed program (on Windows it has no standard output)


@dataclass(frozen=True)
class Platform:
    """What the bundle and its installer are on one operating system."""

    key: str  # windows, macos or linux: names artifacts and CI jobs
    programs: tuple[Program, ...]
    icon: str | None  # the icon file in resources/icons the executables and .app carry
    app: str | None  # the macOS application bundle beside the folder
    installer_suffix: str
    #: Python's run-time options in the bundle (PyInstaller's ``OPTION`` entries).
    python_options: tuple[str, ...] = ()

    @property
    def exe_suffix(self) -> str:
        return ".exe" if self.key == "windows" else ""

    @property
    def command_line(self) -> Program:
        """The program a script runs to read its answers: one with a console."""
        return next(program for program in self.programs if program.console or self.app)

    def program_path(self, dist: Path) -> Path:
        """Where that program is under ``dist`` (in the ``.app`` on macOS: what ships)."""
        name = self.command_line.name + self.exe_suffix
        if self.app:
            return dist / self.app / "Contents" / "MacOS" / name
        return dist / APP_NAME / name

    def installer_name(self, version: str) -> str:
        return f"{APP_NAME}-{version}-{self.key}{self.installer_suffix}"


WINDOWS = Platform(
    key="windows",
    programs=(Program(APP_NAME, console=False), Program(f"{APP_NAME}-cli", console=True)),
    icon="floortool.ico",
    app=None,
    installer_suffix="-setup.exe",
    # Piped output and files would otherwise be in the ANSI code page (cp1252), which
    # lacks characters floortool prints: UTF-8 as on the other two (PyInstaller takes
    # "X utf8"; "X utf8_mode=1" is silently ignored, as a test build showed).
    python_options=("X utf8",),
)
MACOS = Platform(
    key="macos",
    programs=(Program(APP_NAME, console=False),),
    icon="floortool.icns",
    app=f"{APP_NAME}.app",
    installer_suffix=".dmg",
)
LINUX = Platform(
    key="linux",
    programs=(Program(APP_NAME, console=True),),
    icon=None,  # the desktop entry names the icon theme's icons (share/icons)
    app=None,
    installer_suffix=".tar.gz",
)


def current() -> Platform:
    """This machine's platform, read from ``sys.platform`` when asked."""
    if sys.platform == "win32":
        return WINDOWS
    if sys.platform == "darwin":
        return MACOS
    return LINUX


def document_arguments(argv: Sequence[str]) -> list[str]:
    """The arguments to run with: a lone path to an existing ``.db`` file (how Explorer,
    Finder and file managers open a document) opens the window on that database;
    anything else is left as it is."""
    if len(argv) == 1:
        path = Path(argv[0])
        if path.suffix.lower() == f".{DOCUMENT_EXTENSION}" and path.is_file():
            return ["--db", f"sqlite:///{path.resolve()}"]
    return list(argv)
