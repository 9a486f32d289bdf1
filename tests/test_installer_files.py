"""The installer descriptions that only Windows and macOS build: what they must hold.

``packaging/windows/floortool.iss`` (Inno Setup) and ``packaging/macos/Info.plist``
are compiled only on their own platforms (``.github/workflows/bundles.yml``), so
their required parts are read here. Issue 30: "a Windows installer ... with
Start-menu entry, uninstaller and file association for exported events, a
macOS .app in a .dmg with its icon and Info.plist". floortool has no event
export: the file that holds an event is its database, ``.db``
(``packaging/platforms.py``), offered as one of the programs that open it.
"""

from __future__ import annotations

import plistlib
import re
from pathlib import Path

import platforms

PACKAGING = Path(__file__).resolve().parents[1] / "packaging"
EXTENSION = f".{platforms.DOCUMENT_EXTENSION}"


def iss_sections() -> dict[str, list[str]]:
    """The script's lines by section (``[Setup]`` ...), comments and blank lines left out."""
    sections: dict[str, list[str]] = {}
    current = "(preprocessor)"
    for raw in (PACKAGING / "windows" / "floortool.iss").read_text(encoding="utf-8").splitlines():
        line = raw.strip()
        if not line or line.startswith(";"):
            continue
        heading = re.fullmatch(r"\[(\w+)\]", line)
        if heading:
            current = heading.group(1)
            continue
        sections.setdefault(current, []).append(line)
    return sections


def setup_directives() -> dict[str, str]:
    return dict(line.split("=", 1) for line in iss_sections()["Setup"])


def test_setup_names_a_fixed_app_id_and_the_uninstallers_icon() -> None:
    setup = setup_directives()

    assert re.fullmatch(r"\{\{[0-9A-F]{8}(-[0-9A-F]{4}){3}-[0-9A-F]{12}\}", setup["AppId"])
    assert setup["UninstallDisplayIcon"] == r"{app}\{#AppExe}"
    assert setup["AppVersion"] == "{#AppVersion}"  # passed in by build_installer.py


def test_setup_installs_for_the_user_without_administrator_rights() -> None:
    setup = setup_directives()

    assert setup["PrivilegesRequired"] == "lowest"
    assert setup["DefaultDirName"].startswith("{autopf}")  # the user's Programs when per-user
    assert setup["ChangesAssociations"] == "yes"


def test_the_version_must_be_passed_in() -> None:
    preprocessor = iss_sections()["(preprocessor)"]

    assert "#ifndef AppVersion" in preprocessor
    assert any(line.startswith("#error") for line in preprocessor)


def test_icons_put_floortool_in_the_start_menu_and_optionally_on_the_desktop() -> None:
    icons = iss_sections()["Icons"]
    tasks = iss_sections()["Tasks"]

    assert any(line.startswith('Name: "{autoprograms}\\') for line in icons)
    desktop = next(line for line in icons if line.startswith('Name: "{autodesktop}'))
    assert "Tasks: desktopicon" in desktop
    assert any('"desktopicon"' in line and "Flags: unchecked" in line for line in tasks)


def test_registry_offers_floortool_to_open_database_files() -> None:
    registry = iss_sections()["Registry"]
    open_with = rf'Subkey: "Software\Classes\{EXTENSION}\OpenWithProgids"'
    command = next(line for line in registry if r"shell\open\command" in line)

    assert any(open_with in line and "uninsdeletevalue" in line for line in registry)
    assert all(line.startswith("Root: HKA;") for line in registry)  # per user, or all users
    assert '""%1""' in command and "{#AppExe}" in command


def test_the_bundle_folder_is_installed_whole() -> None:
    (files,) = iss_sections()["Files"]

    assert files.startswith('Source: "{#SourceDir}\\*"')
    assert "recursesubdirs" in files


def test_the_plist_names_the_app_and_declares_the_database_document_type() -> None:
    plist = plistlib.loads((PACKAGING / "macos" / "Info.plist").read_bytes())
    (document,) = plist["CFBundleDocumentTypes"]

    assert plist["CFBundleIdentifier"] == platforms.APP_ID
    assert plist["CFBundlePackageType"] == "APPL"
    assert document["CFBundleTypeExtensions"] == [platforms.DOCUMENT_EXTENSION]
    assert document["LSHandlerRank"] == "Alternate"  # one of the apps for .db, not their owner
    assert document["CFBundleTypeRole"] in ("Editor", "Viewer")
