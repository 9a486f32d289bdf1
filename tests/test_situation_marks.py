"""Every text a person reads in a situation file reaches the catalogues.

Issue 30: "Every string a person reads [...] goes through one translation
mechanism [...] A test fails when a string is not translatable or a catalogue
lacks a string." The situations of the ruling wizard are data
(``resources/rulings/*.json``), which ``pyside6-lupdate`` cannot read, so
``packaging/situation_marks.py`` hands it their texts (``make
catalogues-update``). Here every string of every file, wherever it sits, is
either an identifier the program reads (ids, choices, conditions, remedies,
citations, games, tools) or a text the reader hands on under its situation's
context: a text added under a new key that the reader does not read fails.
``tests/test_catalogues.py`` then checks each catalogue translates them all.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import catalogue_update
import pytest
from situation_marks import situation_files, situation_marks

from floortool.domain.rulings.situation_words import situation_context

#: The keys whose strings are read by the program, never by a person.
IDENTIFIERS = frozenset(
    {"id", "choices", "when", "remedy", "citations", "games", "catalogue", "tool", "from"}
)

FILES = situation_files(catalogue_update.ROOT)


def strings(value: object, key: str = "") -> Iterator[str]:
    """Every string in ``value`` (a file's JSON) but those under an identifier key; an
    object's keys (layers, question ids, choice ids) are identifiers too."""
    if key in IDENTIFIERS:
        return
    if isinstance(value, str):
        yield value.strip()
    elif isinstance(value, list):
        for item in value:
            yield from strings(item, key)
    elif isinstance(value, dict):
        for name, item in value.items():
            yield from strings(item, "" if key == "labels" else name)


def test_there_are_situation_files() -> None:
    assert len(FILES) >= 50


@pytest.mark.parametrize("path", FILES, ids=lambda path: path.stem)
def test_every_text_of_the_file_is_read_for_the_catalogues(path: Path) -> None:
    """Each string a person reads in the file is handed to lupdate, in its situation's
    context, as written."""
    data = json.loads(path.read_text(encoding="utf-8"))
    marked = set(situation_marks(catalogue_update.ROOT))
    context = situation_context(data["id"])
    missing = [text for text in strings(data) if (context, text) not in marked]
    assert missing == []


def test_a_text_under_a_new_key_is_not_read(tmp_path: Path) -> None:
    """The check above has teeth: a ruling given a ``note`` the reader does not know of
    is caught (the strings walk finds it, the reader does not hand it on)."""
    data = json.loads(FILES[0].read_text(encoding="utf-8"))
    layer = next(iter(data["outcomes"].values()))
    layer[0]["note"] = "A text nobody translates."
    marked = set(situation_marks(catalogue_update.ROOT))
    context = situation_context(data["id"])
    assert [t for t in strings(data) if (context, t) not in marked] == ["A text nobody translates."]


def test_the_reader_is_one_of_make_catalogues_update_s() -> None:
    assert situation_marks in catalogue_update.OTHER_READERS
