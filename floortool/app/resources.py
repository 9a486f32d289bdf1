"""App layer: the bundled resources (structure templates, payout tables, sounds, icons).

Found with ``importlib.resources`` in the ``floortool.resources`` package, so
the same code works from a checkout, a wheel and the packaged bundle.
"""

from __future__ import annotations

from functools import cache, lru_cache
from importlib.resources import files
from importlib.resources.abc import Traversable
from pathlib import Path

from floortool.app.input_files import is_file, parse_input_file, read_input_text
from floortool.app.paths import data_dir
from floortool.domain.kernel.errors import InvalidInput, NotFound
from floortool.domain.kernel.input_checks import check_text
from floortool.domain.kernel.phrases import Phrase, translate
from floortool.domain.prize.payout_files import parse_payout_table_json, payout_table_to_json
from floortool.domain.prize.payouts import PayoutTable
from floortool.domain.rulings.rulebook_records import RecordView
from floortool.domain.structure.files import (
    parse_structure_csv,
    parse_structure_json,
    structure_to_json,
)
from floortool.domain.structure.levels import Structure

#: The template each rulebook's events start with when no structure is named.
DEFAULT_TEMPLATE = RecordView(lambda record: record.structure_template)


#: The longest name a saved template may have.
MAX_TEMPLATE_NAME = 80


def _folder(name: str) -> Traversable:
    return files("floortool.resources") / name


def _json_entries(folder: Traversable) -> dict[str, Traversable]:
    """The ``.json`` files in ``folder``, by name without ``.json``."""
    return {
        entry.name.removesuffix(".json"): entry
        for entry in folder.iterdir()
        if entry.name.endswith(".json")
    }


@cache
def _bundled_entries(kind: str) -> dict[str, Traversable]:
    """The bundled files of one kind, listed once: they never change while the app runs
    (an event without its own prize settings reads the default table at every refresh)."""
    return _json_entries(_folder(kind))


class Shelf:
    """Templates of one kind: the built-in ones bundled with the app, and the
    director's own (saved in the data directory), which shadow built-in ones
    of the same name."""

    def __init__(self, kind: str, what: Phrase, code: str) -> None:
        self.kind = kind  # the folder name: "structures", "payouts"
        self.what = what  # how messages name one: "structure template"
        self.code = code  # the refusal code when a name is unknown

    @property
    def user_dir(self) -> Path:
        return data_dir() / self.kind

    def _entries(self) -> dict[str, Traversable]:
        entries = dict(_bundled_entries(self.kind))
        if self.user_dir.is_dir():
            entries |= _json_entries(self.user_dir)
        return entries

    def names(self) -> list[str]:
        return sorted(self._entries())

    def bundled_names(self) -> list[str]:
        """The built-in ones (the director's own may shadow them)."""
        return sorted(_bundled_entries(self.kind))

    def slug(self, name: str) -> str:
        """The file name (without ``.json``) ``save`` gives ``name``; refuses a name
        too long or without letters or digits."""
        check_text(name, what=f"The {self.what}'s name", field="name", longest=MAX_TEMPLATE_NAME)
        slug = "-".join("".join(ch if ch.isalnum() else " " for ch in name.lower()).split())
        if not slug:
            raise InvalidInput(
                translate("app.resources", "The template needs a name with letters or digits."),
                field="name",
            )
        return slug

    def read(self, name: str) -> str:
        entry = self._entries().get(name)
        if entry is None:
            raise NotFound(
                translate(
                    "app.resources", "There is no {what} '{name}' (there are: {known})."
                ).fill(what=self.what, name=name, known=", ".join(self.names())),
                code=self.code,
            )
        if isinstance(entry, Path):  # the director's own file: checked like any input
            return read_input_text(entry)
        return entry.read_text(encoding="utf-8")

    def save(self, name: str, text: str) -> str:
        """Save ``text`` as the director's template ``name``; returns its file name.
        A name longer than ``MAX_TEMPLATE_NAME`` is refused (no system takes a file
        name of any length)."""
        slug = self.slug(name)
        self.user_dir.mkdir(parents=True, exist_ok=True)
        (self.user_dir / f"{slug}.json").write_text(text, encoding="utf-8")
        return slug


STRUCTURES = Shelf(
    "structures", translate("app.resources", "structure template"), "unknown_structure"
)
PAYOUT_TABLES = Shelf("payouts", translate("app.resources", "payout table"), "unknown_payout_table")


def user_templates_dir() -> Path:
    """Where "Save as template" puts the director's own structures."""
    return STRUCTURES.user_dir


def template_names() -> list[str]:
    """The structure templates (built-in and saved), by file name without ``.json``."""
    return STRUCTURES.names()


def load_template(name: str) -> Structure:
    return parse_structure_json(STRUCTURES.read(name))


def save_template(structure: Structure, name: str) -> str:
    """Save ``structure`` as the director's template ``name``; returns the template name."""
    return STRUCTURES.save(name, structure_to_json(structure))


def read_structure_file(path: Path) -> Structure:
    """A structure from a JSON or CSV file (by its ending); refuses what does not parse."""
    if path.suffix.lower() == ".csv":
        return parse_input_file(path, lambda text: parse_structure_csv(text, name=path.stem))
    return parse_input_file(path, parse_structure_json)


def structure_by_name_or_file(value: str) -> Structure:
    """``--structure`` takes a template name or a path to a JSON/CSV file."""
    if value in template_names():
        return load_template(value)
    path = Path(value)
    if path.suffix.lower() in (".json", ".csv") or is_file(value):
        return read_structure_file(path)
    raise NotFound(
        translate(
            "app.resources",
            "'{value}' is neither a built-in structure ({known}) nor a structure file.",
        ).fill(value=value, known=", ".join(template_names())),
        code="unknown_structure",
    )


def payout_table_names() -> list[str]:
    """The payout tables (built-in and saved), by file name without ``.json``."""
    return PAYOUT_TABLES.names()


def load_payout_table(name: str) -> PayoutTable:
    return _parsed_payout_table(PAYOUT_TABLES.read(name))


@lru_cache(maxsize=16)
def _parsed_payout_table(text: str) -> PayoutTable:
    """A payout table's text parsed once: an event without its own settings reads the
    default table at every refresh, and parsing it costs far more than reading it (a
    table saved again is new text, parsed anew)."""
    return parse_payout_table_json(text)


def save_payout_table(table: PayoutTable, name: str) -> str:
    """Save ``table`` as the director's payout table ``name``; returns its name."""
    return PAYOUT_TABLES.save(name, payout_table_to_json(table))


def sound_file(name: str) -> Traversable:
    """A bundled sound (``level.wav``, ``warning.wav``, ``break-over.wav``)."""
    return _folder("sounds") / name


#: The sizes the application icon is drawn at (``resources/icons/floortool-<size>.png``).
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def icon_png(size: int) -> bytes:
    """The application icon at ``size`` pixels (one of ``ICON_SIZES``), as PNG bytes."""
    return (_folder("icons") / f"floortool-{size}.png").read_bytes()


def icon_ico() -> bytes:
    """The application icon in Windows' ``.ico`` form (several sizes), as a browser's
    ``/favicon.ico`` takes it."""
    return (_folder("icons") / "floortool.ico").read_bytes()
