"""App layer: the bundled resources (structure templates, sounds ...).

Found with ``importlib.resources`` in the ``floortool.resources`` package, so
the same code works from a checkout, a wheel and the packaged bundle.
"""

from __future__ import annotations

from importlib.resources import files
from importlib.resources.abc import Traversable
from pathlib import Path

from floortool.domain.errors import InvalidInput, NotFound
from floortool.domain.structure import Structure
from floortool.domain.structure_io import parse_structure_csv, parse_structure_json

#: The template each rulebook's events start with when no structure is named.
DEFAULT_TEMPLATE = {"tda-2024": "regular", "roberts-v6-league": "bar-league-20"}


def _folder(name: str) -> Traversable:
    return files("floortool.resources") / name


def template_names() -> list[str]:
    """The built-in structure templates, by file name without ``.json``."""
    return sorted(
        entry.name.removesuffix(".json")
        for entry in _folder("structures").iterdir()
        if entry.name.endswith(".json")
    )


def load_template(name: str) -> Structure:
    entry = _folder("structures") / f"{name}.json"
    if not entry.is_file():
        raise NotFound(
            f"There is no built-in structure '{name}' (there are: {', '.join(template_names())}).",
            code="unknown_structure",
        )
    return parse_structure_json(entry.read_text(encoding="utf-8"))


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


def sound_file(name: str) -> Traversable:
    """A bundled sound (``level.wav``, ``warning.wav``, ``break-over.wav``)."""
    return _folder("sounds") / name
