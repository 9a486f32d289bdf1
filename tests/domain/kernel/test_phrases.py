"""A phrase is English as a ``str`` and said in a catalogue's language, fields and all."""

from __future__ import annotations

from floortool.domain.kernel.catalogue import Catalogue
from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.phrases import Money, Number, counted, translate

GERMAN = Catalogue(
    "de",
    {
        ("kernel.test", "{name} is not registered"): "{name} ist nicht angemeldet",
        ("kernel.test", "Table {table} is broken: {reason}"): "Tisch {table} aufgelöst: {reason}",
        ("kernel.test", "the tables were balanced"): "die Tische wurden ausgeglichen",
        ("kernel.test", "{count} table"): "{count} Tisch",
        ("kernel.test", "{count} tables"): "{count} Tische",
        ("kernel.test", "Prize {amount} for {count} players"): "Preis {amount} für {count} Spieler",
        ("kernel.test", "Seat {seat}"): "Platz {sitz}",  # a translation that lost its field
    },
)
FRENCH = Catalogue(
    "fr",
    {
        ("kernel.test", "{count} table"): "{count} table",
        ("kernel.test", "{count} tables"): "{count} tables",
    },
)


def test_a_phrase_is_its_english_sentence() -> None:
    phrase = translate("kernel.test", "{name} is not registered").fill(name="Ann")
    assert str(phrase) == "Ann is not registered"


def test_a_catalogue_says_a_phrase_with_its_fields_and_the_phrases_in_them() -> None:
    reason = translate("kernel.test", "the tables were balanced")
    phrase = translate("kernel.test", "Table {table} is broken: {reason}").fill(
        table=6, reason=reason
    )
    assert GERMAN.say(phrase) == "Tisch 6 aufgelöst: die Tische wurden ausgeglichen"
    assert str(phrase) == "Table 6 is broken: the tables were balanced"


def test_numbers_and_money_are_written_as_the_language_writes_them() -> None:
    phrase = translate("kernel.test", "Prize {amount} for {count} players").fill(
        amount=Money(125050), count=Number(20000)
    )
    assert str(phrase) == "Prize 1,250.50 for 20,000 players"
    assert GERMAN.say(phrase) == "Preis 1.250,50 für 20.000 Spieler"
    assert Catalogue("es").count(1250) == "1250"
    assert Catalogue("es").count(20000) == "20.000"
    assert Catalogue("fr").money(-125050) == "-1\u202f250,50"


def test_a_count_takes_the_form_its_language_uses() -> None:
    """French counts zero as one ("0 table"); English and German do not."""
    one, many = (
        translate("kernel.test", "{count} table"),
        translate("kernel.test", "{count} tables"),
    )
    assert str(counted(1, one, many)) == "1 table"
    assert str(counted(0, one, many)) == "0 tables"
    assert GERMAN.say(counted(3, one, many)) == "3 Tische"
    assert FRENCH.say(counted(0, one, many)) == "0 table"


def test_a_translation_that_lost_a_field_falls_back_to_english() -> None:
    assert GERMAN.say(translate("kernel.test", "Seat {seat}").fill(seat=3)) == "Seat 3"


def test_a_plain_text_is_said_as_it_is() -> None:
    assert GERMAN.say("Ann Lee") == "Ann Lee"


def test_a_refusal_keeps_english_for_scripts_and_says_its_phrase_in_the_readers_language() -> None:
    error = InvalidInput(translate("kernel.test", "{name} is not registered").fill(name="Bo\x1b"))
    assert error.message == "Bo\\x1b is not registered"
    assert error.as_dict()["message"] == "Bo\\x1b is not registered"
    assert error.said(GERMAN.say) == "Bo\\x1b ist nicht angemeldet"
    assert InvalidInput("plain").said(GERMAN.say) == "plain"


def test_a_french_refusal_keeps_the_narrow_space_that_groups_its_numbers() -> None:
    """French groups thousands with a narrow no-break space (``86 400``): said in French,
    a refusal shows it as a space, not as an escape."""
    french = Catalogue("fr", {("kernel.test", "{count} seconds"): "{count} secondes"})
    error = InvalidInput(translate("kernel.test", "{count} seconds").fill(count=Number(86400)))
    assert error.said(french.say) == "86\u202f400 secondes"
    assert error.message == "86,400 seconds"
