"""The languages floortool speaks and their shared catalogues (``app/languages.py``).

"German, French and Spanish have a Qt catalogue each, resources/i18n/floortool_<code>.ts
[...] read as they are by ``catalogue`` for the front ends without Qt.
``checked_language`` reads a code typed by a person (``--lang de``) and refuses
an unknown one, naming the languages there are."
"""

from __future__ import annotations

import pytest

from floortool.app.languages import (
    DEFAULT_LANGUAGE,
    LANGUAGE_VARIABLE,
    LANGUAGES,
    TRANSLATED,
    WINDOW_FILE,
    catalogue,
    catalogue_file,
    checked_language,
    chosen_language,
    window_language,
    words,
)
from floortool.app.paths import config_dir
from floortool.domain.kernel.catalogue import ENGLISH
from floortool.domain.kernel.errors import InvalidInput


@pytest.mark.parametrize(
    ("typed", "code"), [("de", "de"), (" FR ", "fr"), ("es_ES", "es"), ("de-AT", "de")]
)
def test_a_code_is_read_in_any_usual_spelling(typed: str, code: str) -> None:
    assert checked_language(typed) == code


def test_an_unknown_code_is_refused_naming_every_language() -> None:
    with pytest.raises(InvalidInput) as refused:
        checked_language("klingon")

    for code, name in LANGUAGES.items():
        assert f"{code} ({name})" in refused.value.message


def test_english_is_the_sources_and_needs_no_catalogue() -> None:
    assert DEFAULT_LANGUAGE == "en" and catalogue("en") is ENGLISH
    assert set(TRANSLATED) == {"de", "fr", "es"}


@pytest.mark.parametrize(("code", "clock"), [("de", "Uhr"), ("fr", "Horloge"), ("es", "Reloj")])
def test_each_catalogue_is_read_from_the_windows_own_file(code: str, clock: str) -> None:
    """The layers without Qt read the same file the window's catalogue is compiled from."""
    assert catalogue_file(code).name == f"floortool_{code}.ts"
    assert catalogue(code).language == code
    assert catalogue(code).translate("pages", "Clock") == clock


@pytest.fixture
def no_variable(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(LANGUAGE_VARIABLE, raising=False)


def test_a_computer_speaks_english_when_nothing_is_chosen(no_variable: None) -> None:
    assert chosen_language() == "en"
    assert words() is ENGLISH


def test_the_window_choice_is_the_computers_language(no_variable: None) -> None:
    """ "--lang when given, else FLOORTOOL_LANG, else the one chosen in the window's
    View > Language (window.ini), else English"."""
    (config_dir()).mkdir(parents=True, exist_ok=True)
    (config_dir() / WINDOW_FILE).write_text("[window]\nlanguage=fr\n", encoding="utf-8")
    assert chosen_language() == "fr"
    assert chosen_language("es") == "es"


def test_the_variable_wins_over_the_window_and_an_unknown_one_is_refused(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    (config_dir()).mkdir(parents=True, exist_ok=True)
    (config_dir() / WINDOW_FILE).write_text("[window]\nlanguage=fr\n", encoding="utf-8")
    monkeypatch.setenv(LANGUAGE_VARIABLE, "de_DE")
    assert chosen_language() == "de"
    monkeypatch.setenv(LANGUAGE_VARIABLE, "xx")
    with pytest.raises(InvalidInput):
        chosen_language()


@pytest.mark.parametrize("text", ["[window]\nlanguage=xx\n", "not an ini [", "\xff\xfe"])
def test_an_unreadable_or_unknown_window_choice_is_none(no_variable: None, text: str) -> None:
    (config_dir()).mkdir(parents=True, exist_ok=True)
    (config_dir() / WINDOW_FILE).write_text(text, encoding="latin-1")
    assert window_language() is None
    assert chosen_language() == "en"
