"""The catalogue reader: Qt's ``.ts`` text read without Qt (``domain/kernel/catalogue.py``).

"Only finished translations are taken: an unfinished, obsolete or vanished
message, or one with plural forms, leaves the English text in place."
"""

from __future__ import annotations

import pytest

from floortool.domain.kernel.catalogue import ENGLISH, read_catalogue
from floortool.domain.kernel.errors import InvalidInput

TS = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>pages</name>
    <message><source>Clock</source><translation>Uhr</translation></message>
    <message><source>Tables</source><translation type="unfinished">Tische</translation></message>
    <message><source>Floor</source><translation type="obsolete">Saal</translation></message>
    <message><source>League</source><translation type="vanished">Liga</translation></message>
    <message><source>Results</source><translation></translation></message>
    <message numerus="yes"><source>%n players</source>
        <translation><numerusform>%n Spieler</numerusform></translation></message>
</context>
<context>
    <name>clock_text</name>
    <message><source>Open</source><translation>Offen</translation></message>
</context>
</TS>
"""


def test_finished_translations_are_read_by_context_and_text() -> None:
    catalogue = read_catalogue(TS)

    assert catalogue.language == "de"
    assert catalogue.translate("pages", "Clock") == "Uhr"
    assert catalogue.translate("clock_text", "Open") == "Offen"


@pytest.mark.parametrize("text", ["Tables", "Floor", "League", "Results", "%n players"])
def test_what_is_not_finished_leaves_the_english_text(text: str) -> None:
    assert read_catalogue(TS).translate("pages", text) == text


def test_a_text_of_another_context_or_unknown_stays_english() -> None:
    catalogue = read_catalogue(TS)

    assert catalogue.translate("clock_text", "Clock") == "Clock"
    assert ENGLISH.translate("pages", "Clock") == "Clock"


@pytest.mark.parametrize("text", ["<TS><context>", "not xml", "<html></html>"])
def test_what_is_not_a_catalogue_is_refused(text: str) -> None:
    with pytest.raises(InvalidInput):
        read_catalogue(text)
