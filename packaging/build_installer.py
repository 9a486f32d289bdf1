"""Build floortool's bundle and its installer on the platform this runs on.

    python packaging/build_installer.py            # the bundle, then the installer
    python packaging/build_installer.py bundle     # only the bundle (dist/floortool, .app)
    python packaging/build_installer.py installer  # only the installer, from dist/

Run it with the Python that has floortool and PyInstaller installed (``pip
install -e '.[package]'``; ``make package`` and ``make installer`` do it in
``.venv``). The version is the installed package's (its metadata). What each
platform gets in ``dist/`` (``platforms.py`` names them):

- Windows: ``floortool-VERSION-windows-setup.exe``, compiled by Inno Setup's
  ``ISCC`` from ``windows/floortool.iss`` (Inno Setup 6 on the PATH or in its
  usual folder; GitHub's Windows runners have it);
- macOS: ``floortool-VERSION-macos.dmg`` holding ``floortool.app`` and a link
  to Applications to drag it onto, made by ``hdiutil create``;
- Linux: ``floortool-VERSION-linux.tar.gz`` of the ``floortool/`` folder.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
from importlib.metadata import version as installed_version
from pathlib import Path

from platforms import APP_NAME, current

PACKAGING = Path(__file__).resolve().parent
ROOT = PACKAGING.parent
SPEC = PACKAGING / "floortool.spec"
ISS = PACKAGING / "windows" / "floortool.iss"


def bundle_command(dist: Path, work: Path) -> list[str]:
    """PyInstaller on the shared spec, into ``dist`` (the one-folder bundle, the .app)."""
    return [
        sys.executable,
        *("-m", "PyInstaller", "--noconfirm", "--clean"),
        *("--distpath", str(dist), "--workpath", str(work)),
        str(SPEC),
    ]


def inno_setup_command(iscc: str, dist: Path, version: str) -> list[str]:
    """ISCC on ``floortool.iss`` with the version and the folders it needs passed in."""
    name = current().installer_name(version).removesuffix(".exe")
    return [
        iscc,
        f"/DAppVersion={version}",
        f"/DSourceDir={dist / APP_NAME}",
        f"/DOutputDir={dist}",
        f"/DOutputName={name}",
        str(ISS),
    ]


def dmg_command(staging: Path, dmg: Path) -> list[str]:
    """hdiutil making a compressed disk image of ``staging`` (the .app, an Applications link)."""
    return [
        *("hdiutil", "create", "-volname", APP_NAME, "-srcfolder", str(staging)),
        *("-fs", "HFS+", "-format", "UDZO", "-ov", str(dmg)),
    ]


def find_iscc() -> str:
    """Inno Setup's compiler: on the PATH, else in Program Files."""
    found = shutil.which("ISCC")
    if found:
        return found
    for base in filter(None, (os.environ.get("PROGRAMFILES(X86)"), os.environ.get("PROGRAMFILES"))):
        candidate = Path(base) / "Inno Setup 6" / "ISCC.exe"
        if candidate.is_file():
            return str(candidate)
    raise SystemExit("Inno Setup's ISCC was not found: install Inno Setup 6 (jrsoftware.org)")


def build_bundle(dist: Path, work: Path) -> None:
    subprocess.run(bundle_command(dist, work), cwd=ROOT, check=True)


def build_installer(dist: Path, version: str) -> Path:
    """The platform's installer for the bundle already in ``dist``; returns its path."""
    platform = current()
    out = dist / platform.installer_name(version)
    if platform.key == "windows":
        subprocess.run(inno_setup_command(find_iscc(), dist, version), check=True)
    elif platform.key == "macos":
        assert platform.app is not None
        with tempfile.TemporaryDirectory() as folder:
            staging = Path(folder) / APP_NAME
            staging.mkdir()
            shutil.copytree(dist / platform.app, staging / platform.app, symlinks=True)
            (staging / "Applications").symlink_to("/Applications")
            subprocess.run(dmg_command(staging, out), check=True)
    else:
        with tarfile.open(out, "w:gz") as tarball:
            tarball.add(dist / APP_NAME, arcname=APP_NAME)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("step", nargs="?", choices=("all", "bundle", "installer"), default="all")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="default: dist/")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "pyinstaller")
    args = parser.parse_args(argv)
    dist = args.dist.resolve()
    if args.step in ("all", "bundle"):
        build_bundle(dist, args.work.resolve())
    if args.step in ("all", "installer"):
        print(build_installer(dist, installed_version(APP_NAME)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
