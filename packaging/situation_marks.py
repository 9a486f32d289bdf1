"""The texts of the ruling wizard's situations, for ``make catalogues-update``.

``pyside6-lupdate`` cannot read the situation files (``resources/rulings/*.json``,
data, not code), so this reader hands it every text a person reads in them, as
written, each under its situation's context (``rulings.absent-player``): the
same list the program translates them from (``domain.rulings.situation_words``).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

from floortool.domain.kernel.json_text import load_json_text
from floortool.domain.rulings.situation_words import situation_texts
from floortool.domain.rulings.situations import parse_situation


def situation_files(root: Path) -> list[Path]:
    """The situation files under the repository ``root``."""
    return sorted((root / "resources" / "rulings").glob("*.json"))


def situation_marks(root: Path) -> Iterator[tuple[str, str]]:
    """Every (context, text) of every situation file under ``root``."""
    for path in situation_files(root):
        data = load_json_text(path.read_text(encoding="utf-8"), what=path.name, item="an object")
        yield from situation_texts(parse_situation(data, name=path.name))
