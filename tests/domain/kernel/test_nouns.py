"""The floor's common counted nouns: English as every message wrote them, and said in
the reader's language from one place."""

from __future__ import annotations

from floortool.app.languages import catalogue
from floortool.domain.kernel import nouns


def test_english_counts_as_the_messages_always_did() -> None:
    assert str(nouns.players(1)) == "1 player"
    assert str(nouns.players(10000)) == "10,000 players"
    assert str(nouns.entries(2)) == "2 entries"


def test_each_language_counts_them_its_way() -> None:
    """French counts zero as one ("0 table"); German and Spanish group with a point."""
    assert catalogue("de").say(nouns.tables(3)) == "3 Tische"
    assert catalogue("de").say(nouns.players(20000)) == "20.000 Spieler"
    assert catalogue("fr").say(nouns.tables(0)) == "0 table"
    assert catalogue("es").say(nouns.seats(1)) == "1 asiento"
