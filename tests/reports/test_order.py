"""App: the alphabetical order of printed lists — case, accents and punctuation
do not count, and Latin letters without a decomposition (Ł, Ø, ß) sort as the
letter they are named for."""

from __future__ import annotations

import pytest

from floortool.app.documents.order import alphabetical_key, initial


@pytest.mark.parametrize(
    ("name", "key", "letter"),
    [
        ("Łukasz Żółć", "lukasz zolc", "L"),
        ("Øystein", "oystein", "O"),
        ("Straße", "strasse", "S"),
        ("Émile O'Neil", "emile o neil", "E"),
        ("<b>Bob</b> & Co", "b bob b co", "B"),
        ("Иван", "иван", "И"),
        ("'", "", "#"),
    ],
)
def test_key_and_initial(name: str, key: str, letter: str) -> None:
    assert alphabetical_key(name) == key
    assert initial(name) == letter


def test_order() -> None:
    names = ["Zoë", "Łukasz", "lara", "Émile", "Ed", "Иван"]
    assert sorted(names, key=alphabetical_key) == ["Ed", "Émile", "lara", "Łukasz", "Zoë", "Иван"]
