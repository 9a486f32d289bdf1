"""App layer: what Help > About says — the version, where the data lives, and the
third-party parts that ship with floortool, each with its licence notice.

The notices are files in ``resources/licences`` (and the DejaVu fonts' own
licence in ``resources/fonts``), read with ``importlib.resources`` so the
About box shows the same text from a checkout, a wheel and the bundle. A
part's version is read from the installed distribution's metadata (the
bundle carries that metadata); a part whose metadata is missing is still
listed, without a version.
"""

from __future__ import annotations

import platform
from dataclasses import dataclass
from importlib import metadata
from importlib.resources import files
from pathlib import Path

from floortool.app.paths import config_dir, data_dir, log_dir
from floortool.domain.kernel.phrases import Phrase, translate

#: floortool's own licence, as the About box names it.
LICENCE = "GNU General Public License, version 3 or later (GPL-3.0-or-later)"
LICENCE_URL = "https://www.gnu.org/licenses/gpl-3.0.html"


@dataclass(frozen=True)
class BundledPart:
    """A third-party part of the bundle: what it is, its licence and its notice file."""

    name: str
    purpose: Phrase  # what floortool uses it for, said in the reader's language
    licence: str
    #: The notice, relative to ``floortool.resources`` ("licences/qt.txt").
    notice: str
    #: Distributions (as pip names them) this part covers; the first gives the version.
    distributions: tuple[str, ...] = ()
    #: The version of a part that is no Python distribution (the fonts, the interpreter).
    known_version: str | None = None

    @property
    def version(self) -> str | None:
        """The installed version, or ``None`` when it cannot be read."""
        if not self.distributions:
            return self.known_version
        try:
            return metadata.version(self.distributions[0])
        except metadata.PackageNotFoundError:
            return None

    def notice_text(self) -> str:
        folder, _, name = self.notice.partition("/")
        return (files("floortool.resources") / folder / name).read_text(encoding="utf-8")


BUNDLED_PARTS: tuple[BundledPart, ...] = (
    BundledPart(
        "Python",
        translate("app.about", "the interpreter"),
        "PSF-2.0",
        "licences/python.txt",
        known_version=platform.python_version(),
    ),
    BundledPart(
        "Qt and Qt for Python",
        translate("app.about", "the window"),
        "LGPL-3.0",
        "licences/qt.txt",
        ("PySide6-Essentials", "shiboken6"),
    ),
    BundledPart(
        "ReportLab",
        translate("app.about", "printed documents"),
        "BSD",
        "licences/reportlab.txt",
        ("reportlab", "rl_accel"),
    ),
    BundledPart(
        "Pillow",
        translate("app.about", "images in documents and room layouts"),
        "MIT-CMU",
        "licences/pillow.txt",
        ("pillow",),
    ),
    BundledPart(
        "charset-normalizer",
        translate("app.about", "text encodings"),
        "MIT",
        "licences/charset-normalizer.txt",
        ("charset-normalizer",),
    ),
    BundledPart(
        "PDFium (pypdfium2)",
        translate("app.about", "preview and printing"),
        "BSD-3-Clause / Apache-2.0",
        "licences/pdfium.txt",
        ("pypdfium2",),
    ),
    BundledPart(
        "DejaVu fonts",
        translate("app.about", "the printed typeface"),
        "Bitstream Vera (free)",
        "fonts/LICENSE.txt",
        known_version="2.37",
    ),
    BundledPart(
        "SQLAlchemy",
        translate("app.about", "the database"),
        "MIT",
        "licences/sqlalchemy.txt",
        ("SQLAlchemy",),
    ),
    BundledPart(
        "SQLModel and Pydantic",
        translate("app.about", "the database tables"),
        "MIT",
        "licences/sqlmodel.txt",
        (
            "sqlmodel",
            "pydantic",
            "pydantic-core",
            "annotated-types",
            "typing-inspection",
            "typing-extensions",
        ),
    ),
    BundledPart(
        "Alembic and Mako",
        translate("app.about", "database upgrades"),
        "MIT / BSD-3-Clause",
        "licences/alembic.txt",
        ("alembic", "Mako", "MarkupSafe"),
    ),
    BundledPart(
        "platformdirs",
        translate("app.about", "where data lives"),
        "MIT",
        "licences/platformdirs.txt",
        ("platformdirs",),
    ),
    BundledPart(
        "Psycopg",
        translate("app.about", "shared PostgreSQL database"),
        "LGPL-3.0",
        "licences/psycopg.txt",
        ("psycopg", "psycopg-binary"),
    ),
    BundledPart(
        "Starlette and Uvicorn",
        translate("app.about", "the web companion"),
        "BSD-3-Clause / MIT",
        "licences/web.txt",
        ("starlette", "uvicorn", "httptools", "anyio", "h11", "idna", "click"),
    ),
)


def data_locations(database: str) -> list[tuple[Phrase, Path | str]]:
    """Where this floortool keeps things: the database (as given), data, settings, logs."""
    return [
        (translate("app.about", "Database"), database),
        (translate("app.about", "Data folder"), data_dir()),
        (translate("app.about", "Settings"), config_dir()),
        (translate("app.about", "Logs"), log_dir()),
    ]
