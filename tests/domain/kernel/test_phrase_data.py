"""A phrase kept in the journal is said again in any language, or shown as written."""

from __future__ import annotations

import json

import pytest

from floortool.domain.kernel.catalogue import Catalogue
from floortool.domain.kernel.phrase_data import kept_phrase, phrase_data
from floortool.domain.kernel.phrases import Money, Number, counted, translate

GERMAN = Catalogue(
    "de",
    {
        ("kernel.test", "Table {table} breaks: {why}"): "Tisch {table} wird aufgelöst: {why}",
        ("kernel.test", "{count} player left"): "{count} Spieler übrig",
        ("kernel.test", "{count} players left"): "{count} Spieler übrig",
        ("kernel.test", "Pays {amount}"): "Zahlt {amount}",
    },
)


def _stored(data: object) -> object:
    """As the journal keeps it: JSON text read back."""
    return json.loads(json.dumps(data))


def test_a_kept_phrase_is_said_in_german_with_its_nested_phrases_counts_and_money() -> None:
    phrase = translate("kernel.test", "Table {table} breaks: {why}").fill(
        table=Number(12000),
        why=counted(
            1,
            translate("kernel.test", "{count} player left"),
            translate("kernel.test", "{count} players left"),
        ),
    )
    kept = kept_phrase(_stored(phrase_data(phrase)), "unused")
    assert kept == phrase
    assert GERMAN.say(kept) == "Tisch 12.000 wird aufgelöst: 1 Spieler übrig"
    assert str(kept) == "Table 12,000 breaks: 1 player left"


def test_money_keeps_whether_it_is_grouped() -> None:
    phrase = translate("kernel.test", "Pays {amount}").fill(amount=Money(125050, grouped=False))
    kept = kept_phrase(_stored(phrase_data(phrase)), "unused")
    assert str(kept) == "Pays 1250.50"
    assert GERMAN.say(kept) == "Zahlt 1.250,50"


@pytest.mark.parametrize(
    "data",
    [
        None,
        "Table 3 breaks",
        {"context": "kernel.test"},
        {"context": "kernel.test", "text": "Pays {amount}", "fields": {"amount": {"cents": "x"}}},
        {"context": "kernel.test", "text": "Pays {amount}", "fields": {"amount": [1]}},
        {"context": "kernel.test", "text": "x", "fields": {}, "one": 3},
        {"context": "kernel.test", "text": "x", "fields": {"a": {"phrase": {"text": 1}}}},
    ],
)
def test_a_record_without_readable_phrase_data_is_shown_as_written(data: object) -> None:
    assert kept_phrase(data, "Table 3 breaks (as written)") == "Table 3 breaks (as written)"
