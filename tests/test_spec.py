"""The shared PyInstaller spec, run for Windows, macOS and Linux on this machine.

PyInstaller cannot cross-compile, so the spec (``packaging/floortool.spec``)
is executed here with ``sys.platform`` set to each platform and PyInstaller's
builders (Analysis, EXE, COLLECT, BUNDLE ...) stood in by recorders: what each
platform's build would be asked to make is checked without building it.
"""

from __future__ import annotations

import importlib
import plistlib
import sys
import types
from pathlib import Path
from typing import Any

import pytest
from PyInstaller.utils import hooks

from floortool import __version__

ROOT = Path(__file__).resolve().parents[1]
SPEC = ROOT / "packaging" / "floortool.spec"
#: What the spec imports: imported with the real ``sys.platform`` before it is stood in
#: for, since a module first imported under another keeps it (``app.announce``'s defaults).
SPEC_IMPORTS = ("floortool.app.about", "floortool.cli.commands", "floortool.ui.pages", "platforms")


class Made:
    """One builder's call: its arguments, kept for the test to read."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.args = args
        self.kwargs = kwargs
        self.scripts: list[Any] = []
        self.pure: list[Any] = []
        self.binaries: list[Any] = []
        self.datas: list[Any] = []


class Part:
    """A stand-in for one of PyInstaller's Windows version-resource structures (which
    import the Windows API): it keeps its contents and shows them."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.args = args
        self.kwargs = kwargs

    def __repr__(self) -> str:
        return f"{type(self).__name__}{self.args!r}{self.kwargs!r}"


VERSION_INFO = types.ModuleType("PyInstaller.utils.win32.versioninfo")
for _name in ("FixedFileInfo", "StringFileInfo", "StringStruct", "StringTable"):
    setattr(VERSION_INFO, _name, type(_name, (Part,), {}))
for _name in ("VarFileInfo", "VarStruct", "VSVersionInfo"):
    setattr(VERSION_INFO, _name, type(_name, (Part,), {}))


def run_spec(platform: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> dict[str, Any]:
    """The spec's names after running it as PyInstaller would on ``platform``."""
    for module in SPEC_IMPORTS:
        importlib.import_module(module)
    monkeypatch.setattr(sys, "platform", platform)
    monkeypatch.setattr(hooks, "collect_submodules", lambda package: [package])
    monkeypatch.setattr(hooks, "copy_metadata", lambda distribution: [])
    monkeypatch.setattr(sys, "path", list(sys.path))  # the spec puts packaging/ first
    monkeypatch.setitem(sys.modules, VERSION_INFO.__name__, VERSION_INFO)
    made: dict[str, list[Made]] = {}

    def builder(name: str) -> type[Made]:
        def record(*args: Any, **kwargs: Any) -> Made:
            call = Made(*args, **kwargs)
            made.setdefault(name, []).append(call)
            return call

        return record  # type: ignore[return-value]

    names: dict[str, Any] = {
        "__file__": str(SPEC),
        "SPECPATH": str(SPEC.parent),
        "DISTPATH": str(tmp_path / "dist"),
        "workpath": str(tmp_path / "build"),
        **{n: builder(n) for n in ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE", "Tree")},
    }
    exec(compile(SPEC.read_text(encoding="utf-8"), str(SPEC), "exec"), names)
    return {"made": made, "dist": tmp_path / "dist", "work": tmp_path / "build"}


def programs(result: dict[str, Any]) -> list[tuple[str, bool]]:
    return [(e.kwargs["name"], e.kwargs["console"]) for e in result["made"]["EXE"]]


def test_windows_builds_the_window_and_its_console_twin_with_icon_and_version(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    result = run_spec("win32", tmp_path, monkeypatch)
    numbers = (*(int(n) for n in __version__.split(".")), 0)[:4]

    assert programs(result) == [("floortool", False), ("floortool-cli", True)]
    for exe in result["made"]["EXE"]:
        assert exe.kwargs["icon"].endswith("floortool.ico")
        assert not exe.kwargs["argv_emulation"]
        assert ("X utf8", None, "OPTION") in exe.args[2]  # pipes in UTF-8, not cp1252
        version_info = Path(exe.kwargs["version"]).read_text(encoding="utf-8")
        assert f"StringStruct('ProductVersion', '{__version__}')" in version_info
        assert f"filevers': {numbers}" in version_info
    assert "BUNDLE" not in result["made"]


def test_macos_builds_an_app_with_its_icon_plist_and_documents_as_arguments(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    result = run_spec("darwin", tmp_path, monkeypatch)
    (app,) = result["made"]["BUNDLE"]
    plist = app.kwargs["info_plist"]

    assert programs(result) == [("floortool", False)]
    assert result["made"]["EXE"][0].kwargs["argv_emulation"]  # Finder's open-document event
    assert app.kwargs["name"] == "floortool.app"
    assert app.kwargs["icon"].endswith("floortool.icns")
    assert app.kwargs["bundle_identifier"] == "io.github.floortool.floortool"
    assert plist["CFBundleShortVersionString"] == plist["CFBundleVersion"] == __version__
    assert plist["CFBundleDocumentTypes"][0]["CFBundleTypeExtensions"] == ["db"]
    assert plist == {
        **plistlib.loads((ROOT / "packaging" / "macos" / "Info.plist").read_bytes()),
        "CFBundleShortVersionString": __version__,
        "CFBundleVersion": __version__,
    }


def test_linux_builds_one_console_program_and_the_desktop_tree(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    result = run_spec("linux", tmp_path, monkeypatch)
    share = result["dist"] / "floortool" / "share"

    assert programs(result) == [("floortool", True)]
    assert result["made"]["EXE"][0].args[2] == []  # no Python options: the locale is UTF-8
    assert result["made"]["EXE"][0].kwargs["icon"] is None
    assert "BUNDLE" not in result["made"]
    assert (share / "applications" / "io.github.floortool.floortool.desktop").is_file()
    assert (result["dist"] / "floortool" / "install-desktop-entry.sh").is_file()


@pytest.mark.parametrize("platform", ["win32", "darwin", "linux"])
def test_every_platform_bundles_the_entry_and_the_platforms_module(
    platform: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """entry.py imports platforms.py (a database file opened as a document): it must be found."""
    result = run_spec(platform, tmp_path, monkeypatch)
    (analysis,) = result["made"]["Analysis"]

    assert analysis.args[0] == [str(ROOT / "packaging" / "entry.py")]
    assert str(ROOT / "packaging") in analysis.kwargs["pathex"]
