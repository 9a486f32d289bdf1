"""Bring the catalogues up to date with the sources: ``make catalogues-update``.

Every text a person reads is marked where it is written: ``translate(context,
"text")`` or ``QT_TRANSLATE_NOOP(context, "text")`` in Python (the window's
Qt call, and ``domain/kernel/phrases.py`` below it). ``pyside6-lupdate`` reads
those from ``floortool/**/*.py`` into ``resources/i18n/floortool_<code>.ts``:
a new text comes in unfinished, a text no longer in the sources goes. Texts
marked in files lupdate cannot read (the web pages' scripts and HTML) are
found by the readers in ``OTHER_READERS`` and handed to lupdate as a Python
file of ``translate`` calls, so one run keeps them all.

Then write each unfinished translation (a ``<translation type="unfinished">``)
and drop its ``type``. ``tests/test_catalogues.py`` runs the same update on
copies and fails on anything left unfinished.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterable
from pathlib import Path

from situation_marks import situation_marks

from floortool.web.language import static_marks

ROOT = Path(__file__).resolve().parents[1]
CATALOGUES = ROOT / "resources" / "i18n"

#: Readers of texts marked in files lupdate cannot read: each gives (context, text).
#: The web pages' scripts and HTML: ``t("web.static.home", "text")`` and ``{{text}}``;
#: the ruling situations' texts (``situation_marks``).
OTHER_READERS: list[Callable[[Path], Iterable[tuple[str, str]]]] = [static_marks, situation_marks]


def python_sources(root: Path = ROOT) -> list[Path]:
    """Every Python file of the program."""
    return sorted((root / "floortool").rglob("*.py"))


def catalogues(root: Path = ROOT) -> list[Path]:
    """The catalogues of the languages floortool speaks besides English."""
    return sorted((root / "resources" / "i18n").glob("floortool_*.ts"))


def marks_of_other_files(root: Path = ROOT) -> str:
    """A Python text of one ``translate`` call per text marked outside Python."""
    found = sorted({mark for reader in OTHER_READERS for mark in reader(root)})
    return "".join(f"translate({context!r}, {text!r})\n" for context, text in found)


def lupdate() -> str:
    """The ``pyside6-lupdate`` of this Python (the virtual environment's)."""
    beside = Path(sys.executable).with_name("pyside6-lupdate")
    found = str(beside) if beside.exists() else shutil.which("pyside6-lupdate")
    if found is None:
        raise SystemExit("pyside6-lupdate is not installed: run make")
    return found


def update(targets: list[Path], root: Path = ROOT) -> None:
    """Update the catalogues ``targets`` from the sources under ``root``."""
    with tempfile.TemporaryDirectory() as folder:
        marks = Path(folder) / "other_files.py"
        marks.write_text(marks_of_other_files(root), encoding="utf-8")
        command = [lupdate(), "-silent", "-no-obsolete", "-locations", "none"]
        sources = [str(path) for path in [*python_sources(root), marks]]
        subprocess.run([*command, *sources, "-ts", *map(str, targets)], check=True)


if __name__ == "__main__":
    update(catalogues())
