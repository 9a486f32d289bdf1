"""App layer: the bundled resources (structure templates, sounds ...).

Found with ``importlib.resources`` in the ``floortool.resources`` package, so
the same code works from a checkout, a wheel and the packaged bundle.
"""

from __future__ import annotations

from importlib.resources import files
from importlib.resources.abc import Traversable
from pathlib import Path

from floortool.app.paths import data_dir
from floortool.domain.errors import InvalidInput, NotFound
from floortool.domain.payout_io import parse_payout_table_json
from floortool.domain.payouts import PayoutTable
from floortool.domain.structure import Structure
from floortool.domain.structure_io import (
    parse_structure_csv,
    parse_structure_json,
    structure_to_json,
)

#: The template each rulebook's events start with when no structure is named.
DEFAULT_TEMPLATE = {"tda-2024": "regular", "roberts-v6-league": "bar-league-20"}


def _folder(name: str) -> Traversable:
    return files("floortool.resources") / name


def user_templates_dir() -> Path:
    """Where "Save as template" puts the director's own structures."""
    return data_dir() / "structures"


def _template_entries() -> dict[str, Traversable]:
    """Every template by name: the director's own ones shadow built-in ones."""
    entries: dict[str, Traversable] = {}
    folders: list[Traversable] = [_folder("structures")]
    if user_templates_dir().is_dir():
        folders.append(user_templates_dir())
    for folder in folders:
        for entry in folder.iterdir():
            if entry.name.endswith(".json"):
                entries[entry.name.removesuffix(".json")] = entry
    return entries


def template_names() -> list[str]:
    """The structure templates (built-in and saved), by file name without ``.json``."""
    return sorted(_template_entries())


def load_template(name: str) -> Structure:
    entry = _template_entries().get(name)
    if entry is None:
        raise NotFound(
            f"There is no structure template '{name}' (there are: {', '.join(template_names())}).",
            code="unknown_structure",
        )
    return parse_structure_json(entry.read_text(encoding="utf-8"))


def save_template(structure: Structure, name: str) -> str:
    """Save ``structure`` as the director's template ``name``; returns the template name."""
    slug = "-".join("".join(ch if ch.isalnum() else " " for ch in name.lower()).split())
    if not slug:
        raise InvalidInput("The template needs a name with letters or digits.", field="name")
    folder = user_templates_dir()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f"{slug}.json").write_text(structure_to_json(structure), encoding="utf-8")
    return slug


def read_structure_file(path: Path) -> Structure:
    """A structure from a JSON or CSV file (by its ending); refuses what does not parse."""
    try:
        text = path.read_text(encoding="utf-8-sig")
    except OSError as exc:
        raise InvalidInput(f"Cannot read {path}: {exc.strerror}.", field="file") from exc
    if path.suffix.lower() == ".csv":
        return parse_structure_csv(text, name=path.stem)
    return parse_structure_json(text)


def structure_by_name_or_file(value: str) -> Structure:
    """``--structure`` takes a template name or a path to a JSON/CSV file."""
    if value in template_names():
        return load_template(value)
    path = Path(value)
    if path.suffix.lower() in (".json", ".csv") or path.exists():
        return read_structure_file(path)
    raise NotFound(
        f"'{value}' is neither a built-in structure ({', '.join(template_names())}) "
        "nor a structure file.",
        code="unknown_structure",
    )


def payout_table_names() -> list[str]:
    """The built-in payout tables, by file name without ``.json``."""
    return sorted(
        entry.name.removesuffix(".json")
        for entry in _folder("payouts").iterdir()
        if entry.name.endswith(".json")
    )


def load_payout_table(name: str) -> PayoutTable:
    entry = _folder("payouts") / f"{name}.json"
    if not entry.is_file():
        raise NotFound(
            f"There is no payout table '{name}' (there are: {', '.join(payout_table_names())}).",
            code="unknown_payout_table",
        )
    return parse_payout_table_json(entry.read_text(encoding="utf-8"))


def sound_file(name: str) -> Traversable:
    """A bundled sound (``level.wav``, ``warning.wav``, ``break-over.wav``)."""
    return _folder("sounds") / name
