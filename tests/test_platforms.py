"""Each platform's branch of the bundle, the installer script and the data folders, run here.

``sys.platform`` is set to Windows', macOS' and Linux' name in turn: what
``packaging/platforms.py`` says each bundle holds, what ``build_installer.py``
would run to make each installer, and where ``floortool.app.paths`` keeps the
data (the README's table "Where the data lives").
"""

from __future__ import annotations

import sys
import tarfile
from pathlib import Path

import build_installer
import platforms
import pytest

from floortool import __version__
from floortool.app import paths

PLATFORM_NAMES = {"windows": "win32", "macos": "darwin", "linux": "linux"}


@pytest.fixture(params=sorted(PLATFORM_NAMES))
def on(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    """Each platform in turn, as ``sys.platform`` names it."""
    monkeypatch.setattr(sys, "platform", PLATFORM_NAMES[request.param])
    return str(request.param)


def test_each_platform_is_chosen_by_its_own_name(on: str) -> None:
    assert platforms.current().key == on


def test_windows_has_the_window_without_a_console_and_a_console_twin(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """packaging/README.md: "floortool.exe (the window, no console) and floortool-cli.exe
    (the same program for the command line)"; scripts talk to the twin."""
    monkeypatch.setattr(sys, "platform", "win32")
    target = platforms.current()

    assert [(p.name, p.console) for p in target.programs] == [
        ("floortool", False),
        ("floortool-cli", True),
    ]
    assert target.icon == "floortool.ico"
    assert target.program_path(Path("dist")) == Path("dist/floortool/floortool-cli.exe")


def test_macos_ships_an_app_with_the_icns_icon(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "platform", "darwin")
    target = platforms.current()

    assert target.app == "floortool.app"
    assert target.icon == "floortool.icns"
    assert target.program_path(Path("dist")) == Path("dist/floortool.app/Contents/MacOS/floortool")


def test_linux_runs_the_folders_program_and_names_theme_icons(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(sys, "platform", "linux")
    target = platforms.current()

    assert target.app is None and target.icon is None
    assert target.program_path(Path("dist")) == Path("dist/floortool/floortool")


def test_every_icon_a_platform_names_is_in_the_resources(on: str) -> None:
    icon = platforms.current().icon
    folder = Path(__file__).resolve().parents[1] / "resources" / "icons"

    assert icon is None or (folder / icon).is_file()


def test_installer_names_carry_the_version_and_the_platform(on: str) -> None:
    name = platforms.current().installer_name(__version__)

    assert name.startswith(f"floortool-{__version__}-{on}")
    assert name.endswith({"windows": "-setup.exe", "macos": ".dmg", "linux": ".tar.gz"}[on])


def test_the_windows_installer_is_compiled_with_the_packages_version(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(sys, "platform", "win32")
    dist = Path("C:/build/dist")

    command = build_installer.inno_setup_command("ISCC.exe", dist, __version__)

    assert command[0] == "ISCC.exe"
    assert f"/DAppVersion={__version__}" in command
    assert f"/DSourceDir={dist / 'floortool'}" in command
    assert f"/DOutputName=floortool-{__version__}-windows-setup" in command  # ISCC adds .exe
    assert command[-1].endswith("floortool.iss")


def test_the_dmg_is_made_by_hdiutil_from_the_staging_folder() -> None:
    command = build_installer.dmg_command(Path("/tmp/stage"), Path("dist/x.dmg"))

    assert command[:2] == ["hdiutil", "create"]
    assert command[command.index("-srcfolder") + 1] == "/tmp/stage"
    assert command[command.index("-format") + 1] == "UDZO"
    assert command[-1] == "dist/x.dmg"


def test_the_linux_installer_is_a_tarball_of_the_folder(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(sys, "platform", "linux")
    (tmp_path / "floortool").mkdir()
    (tmp_path / "floortool" / "floortool").write_text("program")

    tarball = build_installer.build_installer(tmp_path, __version__)

    with tarfile.open(tarball) as opened:
        assert opened.getnames() == ["floortool", "floortool/floortool"]


def test_a_lone_database_file_opens_the_window_on_it(tmp_path: Path) -> None:
    """platforms.py: a lone path to an existing .db file (how Explorer, Finder and file
    managers open a document) opens the window on that database."""
    night = tmp_path / "Friday night.db"
    night.write_bytes(b"")

    assert platforms.document_arguments([str(night)]) == ["--db", f"sqlite:///{night}"]
    assert platforms.document_arguments(["--version"]) == ["--version"]
    assert platforms.document_arguments([str(tmp_path / "missing.db")]) == [
        str(tmp_path / "missing.db")
    ]
    assert platforms.document_arguments(["print", str(night)]) == ["print", str(night)]


README = Path(__file__).resolve().parents[1] / "README.md"
COLUMNS = {"linux": 0, "macos": 1, "windows": 2}  # "| what | where (Linux / macOS / Windows) |"


def readme_folders(platform: str, home: Path, local_appdata: Path) -> tuple[Path, ...]:
    """The README's "Where the data lives" rows (database, logs, window geometry) for one
    platform, with ``~`` and ``%LOCALAPPDATA%`` standing for the given folders."""
    table = README.read_text(encoding="utf-8").split("## Where the data lives", 1)[1]
    rows = [
        line for line in table.splitlines() if line.startswith(("| database", "| logs", "| window"))
    ]
    found = []
    for row in rows[:3]:
        where = row.split("|")[2].split(" / ")[COLUMNS[platform]].strip().strip("`")
        where = where.replace("~/", f"{home}/").replace("%LOCALAPPDATA%", str(local_appdata))
        found.append(Path(where.replace("\\", "/")))
    return tuple(found)


def test_data_logs_and_settings_live_where_the_readme_says(
    on: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """README, "Where the data lives": database ``~/.local/share/floortool`` /
    ``~/Library/Application Support/floortool`` / ``%LOCALAPPDATA%\\floortool`` (and the
    logs' and the window geometry's rows likewise, Linux / macOS / Windows)."""
    import platformdirs.windows

    for name in ("FLOORTOOL_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CONFIG_HOME"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("HOME", str(tmp_path))
    folders = {"CSIDL_LOCAL_APPDATA": str(tmp_path / "LOCALAPPDATA")}
    monkeypatch.setattr(platformdirs.windows, "get_win_folder", folders.__getitem__)

    found = (paths.data_dir(), paths.log_dir(), paths.config_dir())

    assert found == readme_folders(on, tmp_path, tmp_path / "LOCALAPPDATA")
